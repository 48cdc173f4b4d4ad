"""The ai2thor backend's test double behaves as Unity does in each case the fidelity audit names
(B9): these pin the double itself, so the backend's tests cannot pass against a kinder Unity."""

from __future__ import annotations

from bridge_helpers import FakeController, load_json

BURNER = "StoveBurner|-00.04|+00.93|-02.37"
KNOB = "StoveKnob|-00.02|+00.91|-02.10"
MICROWAVE = "Microwave|-00.24|+01.10|-01.90"
CABINET = "Cabinet|-01.00|+00.40|-02.00"
ROLL = "PaperTowelRoll|+00.20|+01.05|+00.30"


def ok(event) -> bool:
    return event.metadata["lastActionSuccess"]


def test_the_recorded_metadata_says_a_burner_is_not_toggleable_and_its_knob_controls_it() -> None:
    objects = {o["objectId"]: o for o in load_json("FloorPlan1_metadata.json")["objects"]}
    assert objects[BURNER]["toggleable"] is False and objects[KNOB]["toggleable"] is True
    assert objects[KNOB]["controlledObjects"] == [BURNER]


def test_toggling_follows_toggleObject() -> None:
    fake = FakeController()
    refused = fake.step(action="ToggleObjectOn", objectId=BURNER, forceAction=True)
    assert not ok(refused) and "controlled by another sim object" in refused.metadata["errorMessage"]
    assert ok(fake.step(action="ToggleObjectOn", objectId=KNOB, forceAction=True))
    assert next(o for o in fake.objects.values() if o["objectId"] == BURNER)["isToggled"] is True
    again = fake.step(action="ToggleObjectOn", objectId=KNOB, forceAction=True)
    assert again.metadata["errorMessage"] == "can't toggle object on if it's already on!"


def test_the_microwave_door_and_switch_follow_CanOpen_Object_and_CanToggleOnOff() -> None:
    fake = FakeController()
    assert ok(fake.step(action="OpenObject", objectId=MICROWAVE, forceAction=True))
    assert fake.step(action="ToggleObjectOn", objectId=MICROWAVE, forceAction=True).metadata["errorMessage"] == "Target must be closed to Toggle On!"
    assert ok(fake.step(action="CloseObject", objectId=MICROWAVE, forceAction=True))
    assert ok(fake.step(action="ToggleObjectOn", objectId=MICROWAVE, forceAction=True))
    assert fake.step(action="OpenObject", objectId=MICROWAVE, forceAction=True).metadata["errorMessage"] == "Target must be OFF to open!"


def test_placement_follows_placeHeldObject() -> None:
    fake = FakeController()
    assert ok(fake.step(action="PickupObject", objectId=ROLL, forceAction=True))
    closed = fake.step(action="PutObject", objectId=CABINET, forceAction=True)
    assert closed.metadata["errorMessage"] == "Target openable Receptacle is CLOSED, can't place if target is not open!"
    assert ok(fake.step(action="OpenObject", objectId=CABINET, forceAction=True))
    assert ok(fake.step(action="Teleport", position={"x": -1.0, "y": 0.9, "z": -1.75}, rotation={"x": 0, "y": 180, "z": 0}, horizon=30, standing=True))
    refused = fake.step(action="PutObject", objectId=CABINET)
    assert refused.metadata["errorMessage"] == "PaperTowelRoll_11 cannot be placed in Cabinet_21"
    forced = fake.step(action="PutObject", objectId=CABINET, forceAction=True)  # forceAction skips PlacementRestrictions
    assert ok(forced)


def test_unforced_actions_need_the_object_in_view() -> None:
    fake = FakeController()
    far = fake.step(action="PickupObject", objectId=ROLL)
    assert far.metadata["errorMessage"] == "NullReferenceException: Target object not found within the specified visibility."
    assert ok(fake.step(action="Teleport", position={"x": 0.25, "y": 0.9, "z": 0.25}, rotation={"x": 0, "y": 0, "z": 0}, horizon=30, standing=True))
    assert ok(fake.step(action="PickupObject", objectId=ROLL))


# --- any floorplan, from its scene file (fake_ai2thor_scene.py) -----------------------------------

LETTUCE_10 = "Lettuce|+00.97|+00.80|+01.15"
FRIDGE_10 = "Fridge|+00.97|+00.00|+01.25"
POT_10, BURNER_10 = "Pot|+00.58|+00.99|-00.51", "StoveBurner|+00.73|+00.95|-00.41"
FAUCET_401 = "Faucet|-03.12|+00.14|+01.28"
SINK_401, TUB_401 = "Sink|-03.12|-00.01|+01.53|SinkBasin", "Bathtub|-00.21|+00.36|+00.92|BathtubBasin"


def test_any_floorplan_loads_from_its_scene_file_with_ai2thor_metadata() -> None:
    fake = FakeController()
    event = fake.reset(scene="FloorPlan10")
    assert event.metadata["sceneName"] == "FloorPlan10_physics"
    objects = {o["objectId"]: o for o in event.metadata["objects"]}
    lettuce = objects[LETTUCE_10]
    assert lettuce["parentReceptacles"] == [FRIDGE_10] and LETTUCE_10 in objects[FRIDGE_10]["receptacleObjectIds"]
    assert lettuce["position"] == {"x": 0.97, "y": 0.8, "z": 1.15}
    assert lettuce["sliceable"] and lettuce["pickupable"] and not lettuce["receptacle"]
    knobs = [o for o in objects.values() if o["objectType"] == "StoveKnob"]
    assert any(o["controlledObjects"] == [BURNER_10] for o in knobs)
    assert objects[BURNER_10]["toggleable"] is False
    reachable = fake.step(action="GetReachablePositions").metadata["actionReturn"]
    assert reachable and all(set(p) == {"x", "y", "z"} for p in reachable)


def test_a_lettuce_slices_into_at_least_the_pieces_alfred_picked_up() -> None:
    fake = FakeController()
    fake.reset(scene="FloorPlan10")
    assert ok(fake.step(action="OpenObject", objectId=FRIDGE_10, forceAction=True))
    assert ok(fake.step(action="SliceObject", objectId=LETTUCE_10, forceAction=True))
    pieces = [i for i in fake.objects if i.startswith(f"{LETTUCE_10}|LettuceSliced_")]
    assert len(pieces) == 8 and f"{LETTUCE_10}|LettuceSliced_7" in pieces  # ALFRED picks up LettuceSliced_7
    assert all(fake.objects[p]["parentReceptacles"] == [FRIDGE_10] for p in pieces)
    assert fake.objects[LETTUCE_10]["isSliced"] is True


def test_slices_of_a_cooked_original_are_cooked() -> None:
    fake = FakeController()
    fake.reset(scene="FloorPlan10")
    potato = "Potato|+01.12|+00.80|+01.15"
    fake.objects[potato]["isCooked"] = True
    assert ok(fake.step(action="SliceObject", objectId=potato, forceAction=True))
    pieces = [o for i, o in fake.objects.items() if i.startswith(f"{potato}|PotatoSliced_")]
    assert len(pieces) == 9 and all(p["isCooked"] for p in pieces)


def test_a_picked_up_pot_carries_what_is_in_it() -> None:
    fake = FakeController()
    fake.reset(scene="FloorPlan10")
    assert ok(fake.step(action="OpenObject", objectId=FRIDGE_10, forceAction=True))
    assert ok(fake.step(action="PickupObject", objectId=LETTUCE_10, forceAction=True))
    assert ok(fake.step(action="PutObject", objectId=POT_10, forceAction=True))
    assert fake.objects[LETTUCE_10]["parentReceptacles"] == [BURNER_10, POT_10]
    assert ok(fake.step(action="PickupObject", objectId=POT_10, forceAction=True))
    assert fake.objects[POT_10]["parentReceptacles"] is None
    assert fake.objects[LETTUCE_10]["parentReceptacles"] == [POT_10]


def test_a_faucet_s_water_falls_into_its_own_basin_not_the_bathtub() -> None:
    fake = FakeController()
    fake.reset(scene="FloorPlan401")
    cloth = next(i for i, o in fake.objects.items() if o["objectType"] == "Cloth")
    fake.objects[cloth]["isDirty"] = True
    assert ok(fake.step(action="PickupObject", objectId=cloth, forceAction=True))
    assert ok(fake.step(action="PutObject", objectId=TUB_401, forceAction=True))
    assert ok(fake.step(action="ToggleObjectOn", objectId=FAUCET_401, forceAction=True))
    assert fake.objects[cloth]["isDirty"] is True  # the sink's tap does not wash the bathtub
    assert ok(fake.step(action="PickupObject", objectId=cloth, forceAction=True))
    assert ok(fake.step(action="PutObject", objectId=SINK_401, forceAction=True))
    assert fake.objects[cloth]["isDirty"] is False


def test_breaking_leaves_the_liquid_as_it_was() -> None:
    """Break.BreakObject swaps the prefab or the materials and never touches the Fill component
    (D20); the double once emptied a broken mug."""
    fake = FakeController()
    fake.reset(scene="FloorPlan10")
    mug = next(i for i, o in fake.objects.items() if o["objectType"] == "Mug")
    fake.objects[mug].update(isFilledWithLiquid=True, fillLiquid="water")
    assert ok(fake.step(action="BreakObject", objectId=mug, forceAction=True))
    assert fake.objects[mug]["isBroken"] is True
    assert fake.objects[mug]["isFilledWithLiquid"] is True and fake.objects[mug]["fillLiquid"] == "water"
