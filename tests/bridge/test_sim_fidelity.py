"""The symbolic world behaves as AI2-THOR does: one test per behaviour of the fidelity audit
(D1..D15, D19, D20), each named for what AI2-THOR does, with the Unity script or method it follows."""

from __future__ import annotations

from sim_helpers import move, obj, slice_bread

from bridge.sim import Catalogue, World, load_scene
from bridge.sim.paths import PROJECT_ROOT

import pytest

TV = "Television|+06.00|+01.00|+00.00"
PHONE = "CellPhone|+03.95|+00.95|+00.10"
MUG = "Mug|+03.50|+00.95|+00.10"
EGG = "Egg|-02.01|+00.60|+01.00"
APPLE = "Apple|+00.10|+00.95|+00.10"
BURNER_1 = "StoveBurner|+00.50|+00.90|-02.00"
KNOB_1 = "StoveKnob|+00.50|+00.90|-02.30"
PAN = "Pan|+00.50|+00.95|-02.00"
BASIN = "Sink|+02.00|+00.90|+01.00|SinkBasin"
COUNTER_2 = "CounterTop|+03.00|+00.90|+00.00"


def run_microwave_with(must, item: str) -> None:
    must("robot", "GoToObject", objectId="Microwave")
    must("robot", "OpenObject", objectId="Microwave")
    move(must, item, "Microwave")
    must("robot", "CloseObject", objectId="Microwave")
    must("robot", "SwitchOn", objectId="Microwave")


# --- D1, D3: the microwave's door and its switch (CanToggleOnOff / CanOpen_Object) -----------------


def test_microwave_must_be_closed_to_toggle_on(world, act, must) -> None:
    """toggleObject: "Target must be closed to Toggle On!" (CanToggleOnOff.MustBeClosedToTurnOn)."""
    must("robot", "GoToObject", objectId="Microwave")
    must("robot", "OpenObject", objectId="Microwave")
    result = act("robot", "SwitchOn", objectId="Microwave")
    assert result.error_code == "MUST_BE_CLOSED" and "Close it first" in result.error_message
    assert obj(world, "Microwave|-01.00|+01.50|-02.00")["isToggled"] is False
    must("robot", "CloseObject", objectId="Microwave")
    must("robot", "SwitchOn", objectId="Microwave")


def test_running_microwave_must_be_off_to_open(world, act, must) -> None:
    """openObject: "Target must be OFF to open!" (CanOpen_Object.MustBeOffToOpen)."""
    must("robot", "GoToObject", objectId="Microwave")
    must("robot", "SwitchOn", objectId="Microwave")
    result = act("robot", "OpenObject", objectId="Microwave")
    assert result.error_code == "MUST_BE_OFF" and "SwitchOff" in result.error_message
    assert obj(world, "Microwave|-01.00|+01.50|-02.00")["isOpen"] is False
    must("robot", "SwitchOff", objectId="Microwave")
    must("robot", "OpenObject", objectId="Microwave")


# --- D2: burners are driven by their knobs ----------------------------------------------------------


def test_stove_burner_is_not_toggleable_only_its_knob_switches_it(world, act, must) -> None:
    """toggleObject: "target object is controlled by another sim object" (SelfControlled false);
    metadata reports the burner toggleable false but isToggled as its knob sets it."""
    must("robot", "GoToObject", objectId=BURNER_1)
    result = act("robot", "SwitchOn", objectId=BURNER_1)
    assert result.error_code == "NOT_TOGGLEABLE" and "StoveKnob" in result.error_message
    burner = obj(world, BURNER_1)
    assert burner["toggleable"] is False and burner["isToggled"] is False
    must("robot", "GoToObject", objectId=KNOB_1)
    must("robot", "SwitchOn", objectId=KNOB_1)
    assert obj(world, BURNER_1)["isToggled"] is True and obj(world, KNOB_1)["controlledObjects"] == [BURNER_1]


# --- D4, D5, D13: broken appliances ------------------------------------------------------------------


@pytest.mark.parametrize("target", [TV, PHONE])
def test_broken_toggleable_cannot_be_toggled_on(world, act, must, target) -> None:
    """toggleObject: "Target is broken and cannot be Toggled On!"."""
    must("robot", "GoToObject", objectId=target)
    must("robot", "BreakObject", objectId=target)
    result = act("robot", "SwitchOn", objectId=target)
    assert result.error_code == "OBJECT_BROKEN" and obj(world, target)["isToggled"] is False


def test_breaking_a_running_television_turns_it_off(world, act, must) -> None:
    """Break.cs, MaterialSwap: "if it is on, turn it off since it is now broken"."""
    assert obj(world, TV)["isToggled"] is True
    must("robot", "GoToObject", objectId=TV)
    must("robot", "BreakObject", objectId=TV)
    tv = obj(world, TV)
    assert tv["isBroken"] is True and tv["isToggled"] is False
    assert act("robot", "SwitchOff", objectId=TV).error_code == "ALREADY_OFF"


def test_breaking_a_broken_television_again_succeeds(world, must) -> None:
    """BreakObject has no already-broken check; a cracked screen stays where it is."""
    must("robot", "GoToObject", objectId=TV)
    must("robot", "BreakObject", objectId=TV)
    must("robot", "BreakObject", objectId=TV)
    assert obj(world, TV)["isBroken"] is True


def test_slicing_a_sliced_original_is_refused_as_it_is_no_longer_there(act, must) -> None:
    """SliceObject.Slice switches the original's children off, so nothing can see or act on it."""
    must("robot", "GoToObject", objectId="Knife")
    must("robot", "PickupObject", objectId="Knife")
    must("robot", "GoToObject", objectId=APPLE)
    must("robot", "SliceObject", objectId=APPLE, toolObjectId="Knife")
    assert act("robot", "SliceObject", objectId=APPLE, toolObjectId="Knife").error_code == "ALREADY_SLICED"


# --- D6: breaking what is held -------------------------------------------------------------------------


def test_breaking_a_held_object_empties_the_hand_first(world, must) -> None:
    """PhysicsRemoteFPSAgentController.BreakObject: ``isInAgentHand = false; ItemInHand = null``."""
    must("robot", "GoToObject", objectId=PHONE)
    must("robot", "PickupObject", objectId=PHONE)
    must("robot", "BreakObject", objectId=PHONE)
    robot = world.agent("robot")
    phone = obj(world, PHONE)
    assert robot.holding is None and phone["isPickedUp"] is False and phone["isBroken"] is True
    assert phone["parentReceptacles"] == []  # it fell from the hand


def test_breaking_a_held_egg_leaves_nothing_to_put_down(act, must) -> None:
    """Pickup Egg, Break Egg, Put EggCracked in the Pan: the put fails, as in AI2-THOR."""
    must("robot", "GoToObject", objectId="Fridge")
    must("robot", "OpenObject", objectId="Fridge")
    must("robot", "PickupObject", objectId="Egg")
    must("robot", "BreakObject", objectId="Egg")
    must("robot", "GoToObject", objectId=PAN)
    assert act("robot", "PutObject", objectId="EggCracked", receptacleObjectId=PAN).error_code == "NOT_HOLDING"


# --- D7: no toast from a microwave ---------------------------------------------------------------------


def test_microwave_heats_bread_slices_but_does_not_toast_them(world, must) -> None:
    """HeatZone.cs: BreadSliced cooks only where CanToastBread (not in a Microwave); it still gets Hot."""
    slice_bread(must)
    run_microwave_with(must, "BreadSliced")
    piece = obj(world, "Bread|+00.20|+00.95|+00.10|BreadSliced_0")
    assert piece["isCooked"] is False and piece["temperature"] == "Hot"


def test_microwave_cooks_and_heats_a_potato_like_food(world, must) -> None:
    run_microwave_with(must, APPLE)  # the fixture Apple is cookable
    apple = obj(world, APPLE)
    assert apple["isCooked"] is True and apple["temperature"] == "Hot"


# --- D9: which closed receptacles take things ------------------------------------------------------------


def test_only_drawer_cabinet_fridge_microwave_box_must_be_open_to_place(world, act, must) -> None:
    """placeHeldObject checks openness only for ReceptacleRestrictions.MustBeOpenToPlaceObjectsIn."""
    must("robot", "GoToObject", objectId="Cabinet")
    must("robot", "OpenObject", objectId="Cabinet")
    must("robot", "PickupObject", objectId="SoapBar")
    must("robot", "CloseObject", objectId="Cabinet")
    assert act("robot", "PutObject", objectId="SoapBar", receptacleObjectId="Cabinet").error_code == "RECEPTACLE_CLOSED"
    must("robot", "GoToObject", objectId="Toilet")
    must("robot", "PutObject", objectId="SoapBar", receptacleObjectId="Toilet")  # a closed toilet takes it on its lid
    assert obj(world, "Toilet|+07.00|+00.00|+00.00")["isOpen"] is False
    must("robot", "PickupObject", objectId="SoapBar")  # and it stays within reach there
    must("robot", "GoToObject", objectId="Safe")
    must("robot", "PutObject", objectId="SoapBar", receptacleObjectId="Safe")  # not in the list either
    result = act("robot", "PickupObject", objectId="SoapBar")
    assert result.error_code == "INSIDE_CLOSED_RECEPTACLE"  # but a closed safe hides what it holds


# --- D10, D11: liquids fill only empty containers ------------------------------------------------------------


def rinse_mug(must) -> None:
    move(must, MUG, BASIN)
    must("robot", "GoToObject", objectId="Faucet")
    must("robot", "SwitchOn", objectId="Faucet")
    must("robot", "SwitchOff", objectId="Faucet")


def test_coffee_machine_fills_only_an_empty_mug(world, must) -> None:
    """coffeemachine.Serve: ``if (!f.IsFilled()) f.FillObject("coffee")``."""
    rinse_mug(must)
    assert obj(world, MUG)["fillLiquid"] == "water"
    move(must, MUG, "CoffeeMachine")
    must("robot", "SwitchOn", objectId="CoffeeMachine")
    assert obj(world, MUG)["fillLiquid"] == "water"


def test_running_faucet_fills_only_an_empty_container(world, must) -> None:
    """Fill.OnTriggerStay fills with water only ``if (!isFilled)``: coffee stays coffee."""
    move(must, MUG, "CoffeeMachine")
    must("robot", "SwitchOn", objectId="CoffeeMachine")
    must("robot", "SwitchOff", objectId="CoffeeMachine")
    assert obj(world, MUG)["fillLiquid"] == "coffee"
    rinse_mug(must)
    mug = obj(world, MUG)
    assert mug["fillLiquid"] == "coffee" and mug["isDirty"] is False  # rinsed clean all the same


# --- D12: originals stay, pieces get inherited ids ---------------------------------------------------------


def test_sliced_and_broken_originals_stay_in_the_state(world, must) -> None:
    """SliceObject.Slice / Break.BreakObject keep the original ("so we can continue to report back
    isSliced meta info"); pieces get ids ``<id>|<Type>_<i>`` (Generate_InheritedObjectID)."""
    must("robot", "GoToObject", objectId="Knife")
    must("robot", "PickupObject", objectId="Knife")
    must("robot", "GoToObject", objectId=APPLE)
    must("robot", "SliceObject", objectId=APPLE, toolObjectId="Knife")
    must("robot", "GoToObject", objectId="Fridge")
    must("robot", "OpenObject", objectId="Fridge")
    must("robot", "BreakObject", objectId="Egg")
    apple, egg = obj(world, APPLE), obj(world, EGG)
    assert apple["isSliced"] is True and egg["isBroken"] is True
    ids = {o["objectId"] for o in world.state()["objects"]}
    assert {f"{APPLE}|AppleSliced_{i}" for i in range(3)} <= ids and f"{EGG}|EggCracked_0" in ids


# --- D14: what can be used up ----------------------------------------------------------------------------


def test_soap_bar_cannot_be_used_up_and_cleaning_with_it_keeps_it(world, act, must) -> None:
    """UseUpObject: "... does not have CanBeUsedUp property!" (SoapBar, SprayBottle)."""
    must("robot", "GoToObject", objectId="Cabinet")
    must("robot", "OpenObject", objectId="Cabinet")
    assert act("robot", "UseUpObject", objectId="SoapBar").error_code == "NOT_USABLE_UP"
    must("robot", "GoToObject", objectId="DishSponge")
    must("robot", "PickupObject", objectId="DishSponge")
    must("robot", "GoToObject", objectId="SoapBar")
    must("robot", "GoToObject", objectId="Plate")
    must("robot", "CleanObject", objectId="Plate", toolObjectId="DishSponge", canBeUsedUpDetergentId="SoapBar")
    assert obj(world, "SoapBar|+01.00|+00.50|-02.00")["isUsedUp"] is False
    assert obj(world, "Plate|+03.40|+00.95|+00.10")["isDirty"] is False


# --- D15: temperature --------------------------------------------------------------------------------------


def test_fridge_makes_what_is_inside_cold(world, must) -> None:
    """ColdZone.OnTriggerStay: Cold, whether the fridge is open or not."""
    assert obj(world, EGG)["temperature"] == "Cold" and obj(world, APPLE)["temperature"] == "RoomTemp"
    must("robot", "GoToObject", objectId="Fridge")
    must("robot", "OpenObject", objectId="Fridge")
    move(must, APPLE, "Fridge")
    assert obj(world, APPLE)["temperature"] == "Cold"
    fridge = obj(world, "Fridge|-02.00|+00.00|+01.00")
    assert fridge["isColdSource"] is True and fridge["isHeatSource"] is False


def test_hot_burner_heats_the_pan_and_what_is_in_it(world, must) -> None:
    """HeatZone.OnTriggerStay: Hot, and cookable food cooks."""
    must("robot", "GoToObject", objectId="Fridge")
    must("robot", "OpenObject", objectId="Fridge")
    move(must, "Egg", PAN)
    must("robot", "GoToObject", objectId=KNOB_1)
    must("robot", "SwitchOn", objectId=KNOB_1)
    assert obj(world, PAN)["temperature"] == "Hot" and obj(world, EGG)["temperature"] == "Hot"
    assert obj(world, BURNER_1)["isHeatSource"] is True


def test_coffee_makes_the_mug_hot(world, must) -> None:
    """Fill.FillObject("coffee"): "coffee is hot!"."""
    move(must, MUG, "CoffeeMachine")
    must("robot", "SwitchOn", objectId="CoffeeMachine")
    assert obj(world, MUG)["temperature"] == "Hot"


# --- D19: a toaster holds one slice; D20: breaking leaves the liquid alone -----------------------------------

TOAST_KITCHEN = """\
scene: ToastKitchen
roomType: Kitchen
objects:
  - { id: "CounterTop|+00.00|+00.90|+00.00", type: CounterTop }
  - { id: "Bread|+00.20|+00.95|+00.10", type: Bread, parent: "CounterTop|+00.00|+00.90|+00.00" }
  - { id: "Drawer|+01.00|+00.80|-02.00", type: Drawer, state: { isOpen: true } }
  - { id: "Knife|+01.00|+00.80|-02.00", type: Knife, parent: "Drawer|+01.00|+00.80|-02.00" }
  - { id: "Toaster|-00.50|+00.95|-02.00", type: Toaster }
"""


def test_toaster_holds_one_slice_at_a_time(tmp_path) -> None:
    """The Toaster prefab is an ObjectSpecificReceptacle: isFull() is true as soon as anything is
    inside, and placeHeldObject then refuses with "<toaster> is full right now"
    (ObjectSpecificReceptacle.cs, PhysicsRemoteFPSAgentController.cs). The shipped catalogue's rule."""
    (tmp_path / "ToastKitchen.yaml").write_text(TOAST_KITCHEN)
    world = World(load_scene(tmp_path / "ToastKitchen.yaml", Catalogue.load(PROJECT_ROOT / "scenes" / "object-types.yaml")))

    def must(agent: str, action: str, **params: str) -> None:
        result = world.step(agent, action, params)
        assert result.success, f"{action} {params}: {result.error_code}: {result.error_message}"

    slice_bread(must)
    slices = sorted(o["objectId"] for o in world.state()["objects"] if o["objectType"] == "BreadSliced")
    move(must, slices[0], "Toaster")
    must("robot", "GoToObject", objectId=slices[1])
    must("robot", "PickupObject", objectId=slices[1])
    must("robot", "GoToObject", objectId="Toaster")
    refused = world.step("robot", "PutObject", {"objectId": slices[1], "receptacleObjectId": "Toaster"})
    assert refused.error_code == "RECEPTACLE_FULL" and slices[0] in refused.error_message
    must("robot", "SwitchOn", objectId="Toaster")
    assert [o["objectId"] for o in world.state()["objects"] if o["objectType"] == "BreadSliced" and o["isCooked"]] == [slices[0]]


def test_breaking_a_filled_mug_leaves_its_liquid_as_it_was(world, must) -> None:
    """Break.BreakObject swaps the prefab or its materials and switches a device off; it never
    touches the Fill component, so the broken original still reports its liquid."""
    rinse_mug(must)
    must("robot", "GoToObject", objectId=BASIN)
    must("robot", "BreakObject", objectId=MUG)
    mug = obj(world, MUG)
    assert mug["isBroken"] is True and mug["isFilledWithLiquid"] is True and mug["fillLiquid"] == "water"
