"""SwitchOn / SwitchOff (bridge/sim/actions/toggles.py) and the contextual interactions they
drive (bridge/sim/contextual.py)."""

from __future__ import annotations

from sim_helpers import move, obj, slice_bread

KNOB_1 = "StoveKnob|+00.50|+00.90|-02.30"
KNOB_2 = "StoveKnob|+02.00|+00.90|-02.30"
BURNER_1 = "StoveBurner|+00.50|+00.90|-02.00"
BURNER_2 = "StoveBurner|+02.10|+00.90|-02.00"
PAN = "Pan|+00.50|+00.95|-02.00"
APPLE = "Apple|+00.10|+00.95|+00.10"
EGG = "Egg|-02.01|+00.60|+01.00"
BASIN = "Sink|+02.00|+00.90|+01.00|SinkBasin"
PLATE = "Plate|+03.40|+00.95|+00.10"
MUG = "Mug|+03.50|+00.95|+00.10"
POT = "Pot|+03.90|+00.95|+00.10"


def egg_into_pan(must) -> None:
    must("robot", "GoToObject", objectId="Fridge")
    must("robot", "OpenObject", objectId="Fridge")
    move(must, "Egg", PAN)


def test_switch_on_and_off(world, must) -> None:
    must("robot", "GoToObject", objectId="LightSwitch")
    must("robot", "SwitchOn", objectId="LightSwitch")
    assert obj(world, "LightSwitch|+05.00|+01.20|+01.00")["isToggled"] is True
    must("robot", "SwitchOff", objectId="LightSwitch")
    assert obj(world, "LightSwitch|+05.00|+01.20|+01.00")["isToggled"] is False


def test_toggle_failures(act, must) -> None:
    assert act("robot", "SwitchOn", objectId="LightSwitch").error_code == "NOT_REACHABLE"
    must("robot", "GoToObject", objectId="Fridge")
    assert act("robot", "SwitchOn", objectId="Fridge").error_code == "NOT_TOGGLEABLE"
    assert act("robot", "SwitchOff", objectId="Fridge").error_code == "NOT_TOGGLEABLE"
    must("robot", "GoToObject", objectId="LightSwitch")
    assert act("robot", "SwitchOff", objectId="LightSwitch").error_code == "ALREADY_OFF"
    must("robot", "SwitchOn", objectId="LightSwitch")
    result = act("robot", "SwitchOn", objectId="LightSwitch")
    assert result.error_code == "ALREADY_ON" and "already on" in result.error_message


def test_a_used_up_candle_does_not_light(act, must) -> None:
    must("robot", "GoToObject", objectId="Candle")
    must("robot", "UseUpObject", objectId="Candle")
    assert act("robot", "SwitchOn", objectId="Candle").error_code == "OBJECT_USED_UP"


def test_knob_drives_its_linked_burner_only(world, must) -> None:
    must("robot", "GoToObject", objectId=KNOB_2)
    must("robot", "SwitchOn", objectId=KNOB_2)
    assert obj(world, BURNER_2)["isToggled"] is True and obj(world, BURNER_1)["isToggled"] is False
    must("robot", "SwitchOff", objectId=KNOB_2)
    assert obj(world, BURNER_2)["isToggled"] is False


def test_hot_burner_cooks_what_is_in_the_pan(world, must) -> None:
    egg_into_pan(must)
    must("robot", "GoToObject", objectId=KNOB_1)
    must("robot", "SwitchOn", objectId=KNOB_1)
    assert obj(world, BURNER_1)["isToggled"] is True
    assert obj(world, EGG)["isCooked"] is True


def test_food_put_into_a_pan_on_a_hot_burner_cooks(world, must) -> None:
    must("robot", "GoToObject", objectId=KNOB_1)
    must("robot", "SwitchOn", objectId=KNOB_1)
    egg_into_pan(must)
    assert obj(world, EGG)["isCooked"] is True


def test_egg_cracked_into_a_pan_on_a_hot_burner_cooks(world, must) -> None:
    must("robot", "GoToObject", objectId=KNOB_1)
    must("robot", "SwitchOn", objectId=KNOB_1)
    egg_into_pan(must)
    must("robot", "BreakObject", objectId="Egg")
    assert obj(world, f"{EGG}|EggCracked_0")["isCooked"] is True


def test_pan_carried_onto_a_hot_burner_cooks_its_contents(world, must) -> None:
    egg_into_pan(must)
    must("robot", "PickupObject", objectId=PAN)
    must("robot", "GoToObject", objectId=KNOB_2)
    must("robot", "SwitchOn", objectId=KNOB_2)
    assert obj(world, EGG)["isCooked"] is False  # still in the carried pan
    must("robot", "GoToObject", objectId=BURNER_2)
    must("robot", "PutObject", objectId=PAN, receptacleObjectId=BURNER_2)
    assert obj(world, EGG)["isCooked"] is True


def test_other_burner_does_not_cook(world, must) -> None:
    egg_into_pan(must)
    must("robot", "GoToObject", objectId=KNOB_2)
    must("robot", "SwitchOn", objectId=KNOB_2)
    assert obj(world, EGG)["isCooked"] is False


def test_switching_off_does_not_uncook(world, must) -> None:
    egg_into_pan(must)
    must("robot", "GoToObject", objectId=KNOB_1)
    must("robot", "SwitchOn", objectId=KNOB_1)
    must("robot", "SwitchOff", objectId=KNOB_1)
    assert obj(world, EGG)["isCooked"] is True and obj(world, BURNER_1)["isToggled"] is False


def test_microwave_switched_on_closed(world, must) -> None:
    must("robot", "GoToObject", objectId="Microwave")
    must("robot", "OpenObject", objectId="Microwave")
    move(must, APPLE, "Microwave")
    must("robot", "CloseObject", objectId="Microwave")
    assert obj(world, APPLE)["isCooked"] is False
    must("robot", "SwitchOn", objectId="Microwave")
    assert obj(world, APPLE)["isCooked"] is True


def test_microwave_cooks_inside_a_vessel(world, must) -> None:
    must("robot", "GoToObject", objectId="Microwave")
    must("robot", "OpenObject", objectId="Microwave")
    move(must, "Mug", "Microwave")
    must("robot", "CloseObject", objectId="Microwave")
    must("robot", "SwitchOn", objectId="Microwave")
    assert obj(world, MUG)["isCooked"] is False  # a Mug is not cookable; nothing else happens to it


def test_toaster_cooks_bread_put_in_while_on(world, must) -> None:
    slice_bread(must)
    must("robot", "GoToObject", objectId="Toaster")
    must("robot", "SwitchOn", objectId="Toaster")
    move(must, "BreadSliced", "Toaster")
    toasted = obj(world, "Bread|+00.20|+00.95|+00.10|BreadSliced_0")
    assert toasted["isCooked"] is True and toasted["parentReceptacles"] == ["Toaster|-00.50|+00.95|-02.00"]
    assert obj(world, "Bread|+00.20|+00.95|+00.10|BreadSliced_1")["isCooked"] is False


def test_running_faucet_cleans_and_fills_what_is_in_its_basin(world, must) -> None:
    move(must, "Mug", BASIN)
    move(must, "Plate", BASIN)
    must("robot", "GoToObject", objectId="Faucet")
    must("robot", "SwitchOn", objectId="Faucet")
    mug, plate = obj(world, MUG), obj(world, PLATE)
    assert (mug["isDirty"], mug["isFilledWithLiquid"], mug["fillLiquid"]) == (False, True, "water")
    assert (plate["isDirty"], plate["isFilledWithLiquid"]) == (False, False)  # a Plate cannot hold liquid


def test_dirty_object_put_in_under_a_running_faucet_is_cleaned(world, must) -> None:
    must("robot", "GoToObject", objectId="Faucet")
    must("robot", "SwitchOn", objectId="Faucet")
    assert obj(world, PLATE)["isDirty"] is True
    move(must, "Plate", BASIN)
    assert obj(world, PLATE)["isDirty"] is False
    move(must, "Pot", BASIN)
    assert obj(world, POT)["fillLiquid"] == "water"


def test_coffee_machine_fills_a_mug(world, must) -> None:
    move(must, "Mug", "CoffeeMachine")
    must("robot", "SwitchOn", objectId="CoffeeMachine")
    assert obj(world, MUG)["fillLiquid"] == "coffee" and obj(world, MUG)["isFilledWithLiquid"] is True


def test_a_scene_may_start_with_a_knob_on(tmp_path, fixture_catalogue) -> None:
    from bridge.sim import World, load_scene

    file = tmp_path / "Hot.yaml"
    file.write_text(
        "scene: Hot\nroomType: Kitchen\nobjects:\n"
        '  - { id: "StoveBurner|+00.00|+00.90|+00.00", type: StoveBurner }\n'
        '  - { id: "StoveKnob|+00.00|+00.90|-00.30", type: StoveKnob, state: { isToggled: true } }\n'
        '  - { id: "Pan|+00.00|+00.95|+00.00", type: Pan, parent: "StoveBurner|+00.00|+00.90|+00.00" }\n'
        '  - { id: "Egg|+00.00|+01.00|+00.00", type: Egg, parent: "Pan|+00.00|+00.95|+00.00" }\n'
    )
    state = World(load_scene(file, fixture_catalogue)).state()
    by_id = {o["objectId"]: o for o in state["objects"]}
    assert by_id["StoveBurner|+00.00|+00.90|+00.00"]["isToggled"] is True
    assert by_id["Egg|+00.00|+01.00|+00.00"]["isCooked"] is True


def test_state_lists_what_a_switch_controls(world):
    """Like AI2-THOR's ``controlledObjects``: a planner can pick the knob of the burner it needs."""
    objects = {o["objectId"]: o for o in world.state()["objects"]}
    assert objects[KNOB_1]["controlledObjects"] == [BURNER_1]
    assert objects[KNOB_2]["controlledObjects"] == [BURNER_2]
    assert objects[BURNER_1]["controlledObjects"] == []
