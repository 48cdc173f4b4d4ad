"""SliceObject / BreakObject (bridge/sim/actions/transform.py)."""

from __future__ import annotations

COUNTER = "CounterTop|+00.00|+00.90|+00.00"
APPLE = "Apple|+00.10|+00.95|+00.10"
EGG = "Egg|-02.01|+00.60|+01.00"
KNIFE = "Knife|+01.00|+00.80|-02.00"


def obj(world, object_id: str) -> dict | None:
    return next((o for o in world.state()["objects"] if o["objectId"] == object_id), None)


def take_knife(must, agent: str = "robot", knife: str = "Knife") -> None:
    must(agent, "GoToObject", objectId=knife)
    must(agent, "PickupObject", objectId=knife)


def test_slice_replaces_the_object_by_slices_in_its_place(world, must) -> None:
    take_knife(must)
    must("robot", "GoToObject", objectId=APPLE)
    must("robot", "SliceObject", objectId=APPLE, toolObjectId="Knife")
    slices = [f"{APPLE}|AppleSliced_{i}" for i in range(3)]
    original = obj(world, APPLE)  # kept, as AI2-THOR keeps it: sliced, in no receptacle, not visible
    assert original["isSliced"] is True and original["parentReceptacles"] == [] and original["visible"] is False
    assert all(obj(world, s)["objectType"] == "AppleSliced" and obj(world, s)["parentReceptacles"] == [COUNTER] for s in slices)
    assert APPLE not in obj(world, COUNTER)["receptacleObjectIds"] and set(slices) <= set(obj(world, COUNTER)["receptacleObjectIds"])
    assert all(obj(world, s)["position"] == original["position"] for s in slices)
    # the agent was at the apple; it is now at the counter, so it reaches every slice
    assert next(a["at"] for a in world.state()["agents"] if a["name"] == "robot") == COUNTER
    must("robot", "GoToObject", objectId="Drawer")
    must("robot", "PutObject", objectId="Knife", receptacleObjectId="Drawer")
    must("robot", "GoToObject", objectId=COUNTER)
    must("robot", "PickupObject", objectId=slices[2])


def test_slice_with_a_butter_knife(must) -> None:
    take_knife(must, knife="ButterKnife")
    must("robot", "GoToObject", objectId="Bread")
    must("robot", "SliceObject", objectId="Bread", toolObjectId="ButterKnife")


def test_slice_without_slice_type_marks_sliced(world, act, must) -> None:
    take_knife(must)
    must("robot", "GoToObject", objectId="Lettuce")
    must("robot", "SliceObject", objectId="Lettuce", toolObjectId="Knife")
    lettuce = obj(world, "Lettuce|+00.25|+00.95|+00.10")
    assert lettuce["isSliced"] is True and lettuce["parentReceptacles"] == [COUNTER]
    # SliceObject.Slice returns early on a sliced object that is still there: no failure
    assert act("robot", "SliceObject", objectId="Lettuce", toolObjectId="Knife").success


def test_slicing_an_egg_cracks_it(world, must) -> None:
    take_knife(must)
    must("robot", "GoToObject", objectId="Fridge")
    must("robot", "OpenObject", objectId="Fridge")
    must("robot", "SliceObject", objectId="Egg", toolObjectId="Knife")
    assert obj(world, f"{EGG}|EggCracked_0")["parentReceptacles"] == ["Fridge|-02.00|+00.00|+01.00"]
    assert obj(world, EGG)["isSliced"] is True and obj(world, EGG)["isBroken"] is False


def test_slices_inherit_cooked(world, must) -> None:
    must("robot", "GoToObject", objectId="Microwave")
    must("robot", "OpenObject", objectId="Microwave")
    must("robot", "GoToObject", objectId=APPLE)
    must("robot", "PickupObject", objectId=APPLE)
    must("robot", "GoToObject", objectId="Microwave")
    must("robot", "PutObject", objectId=APPLE, receptacleObjectId="Microwave")
    must("robot", "CloseObject", objectId="Microwave")
    must("robot", "SwitchOn", objectId="Microwave")
    must("robot", "SwitchOff", objectId="Microwave")
    must("robot", "OpenObject", objectId="Microwave")
    take_knife(must)
    must("robot", "GoToObject", objectId="Microwave")
    must("robot", "SliceObject", objectId=APPLE, toolObjectId="Knife")
    assert obj(world, f"{APPLE}|AppleSliced_1")["isCooked"] is True


def test_slice_tool_failures(act, must) -> None:
    must("robot", "GoToObject", objectId="Spoon")
    must("robot", "PickupObject", objectId="Spoon")
    must("robot", "GoToObject", objectId=APPLE)
    result = act("robot", "SliceObject", objectId=APPLE, toolObjectId="Spoon")
    assert result.error_code == "WRONG_TOOL" and "ButterKnife or Knife" in result.error_message
    result = act("robot", "SliceObject", objectId=APPLE, toolObjectId="ButterKnife")
    assert result.error_code == "NOT_HOLDING" and "must hold the tool" in result.error_message
    take_knife(must, agent="human")
    result = act("robot", "SliceObject", objectId=APPLE, toolObjectId=KNIFE)
    assert result.error_code == "HELD_BY_OTHER_AGENT" and "human is holding it" in result.error_message


def test_slice_object_failures(act, must) -> None:
    take_knife(must)
    result = act("robot", "SliceObject", objectId=APPLE, toolObjectId="Knife")
    assert result.error_code == "NOT_REACHABLE"
    must("robot", "GoToObject", objectId="Vase")
    assert act("robot", "SliceObject", objectId="Vase", toolObjectId="Knife").error_code == "NOT_SLICEABLE"
    must("robot", "GoToObject", objectId="Fridge")
    result = act("robot", "SliceObject", objectId="Egg", toolObjectId="Knife")
    assert result.error_code == "INSIDE_CLOSED_RECEPTACLE"


def test_slicing_a_sliced_object_again(act, must) -> None:
    take_knife(must)
    must("robot", "GoToObject", objectId=APPLE)
    must("robot", "SliceObject", objectId=APPLE, toolObjectId="Knife")
    result = act("robot", "SliceObject", objectId=APPLE, toolObjectId="Knife")
    assert result.error_code == "ALREADY_SLICED"
    assert "AppleSliced_0" in result.error_message and "Use 'AppleSliced'" in result.error_message
    assert act("robot", "PickupObject", objectId=APPLE).error_code == "OBJECT_NOT_FOUND"


def test_break_egg_gives_cracked_egg_in_place(world, must) -> None:
    must("robot", "GoToObject", objectId="Fridge")
    must("robot", "OpenObject", objectId="Fridge")
    must("robot", "PickupObject", objectId="Egg")
    must("robot", "GoToObject", objectId="Pan")
    must("robot", "PutObject", objectId="Egg", receptacleObjectId="Pan")
    assert must("robot", "BreakObject", objectId="Egg").object_id == EGG
    cracked = obj(world, f"{EGG}|EggCracked_0")
    assert cracked["objectType"] == "EggCracked" and cracked["parentReceptacles"][0] == "Pan|+00.50|+00.95|-02.00"
    assert obj(world, EGG)["isBroken"] is True and obj(world, EGG)["parentReceptacles"] == []


def test_break_a_held_egg_empties_the_hand_first(world, must) -> None:
    """PhysicsRemoteFPSAgentController.BreakObject: ``ItemInHand = null`` before breaking; the
    cracked egg spawns where the egg was and falls, so it lies loose."""
    must("robot", "GoToObject", objectId="Fridge")
    must("robot", "OpenObject", objectId="Fridge")
    must("robot", "PickupObject", objectId="Egg")
    must("robot", "BreakObject", objectId="Egg")
    robot = next(a for a in world.state()["agents"] if a["name"] == "robot")
    cracked = obj(world, f"{EGG}|EggCracked_0")
    assert robot["holding"] is None
    assert cracked["isPickedUp"] is False and cracked["parentReceptacles"] == []


def test_a_shattering_object_is_kept_broken_and_disabled(world, act, must) -> None:
    must("robot", "GoToObject", objectId="Vase")
    must("robot", "BreakObject", objectId="Vase")
    vase = obj(world, "Vase|+03.80|+00.95|+00.10")
    assert vase["isBroken"] is True and vase["parentReceptacles"] == [] and vase["visible"] is False
    again = act("robot", "BreakObject", objectId="Vase|+03.80|+00.95|+00.10")
    assert again.error_code == "ALREADY_BROKEN" and "to pieces" in again.error_message
    assert act("robot", "PickupObject", objectId="Vase").error_code == "OBJECT_NOT_FOUND"


def test_break_failures(act, must) -> None:
    assert act("robot", "BreakObject", objectId="Vase").error_code == "NOT_REACHABLE"
    must("robot", "GoToObject", objectId=APPLE)
    assert act("robot", "BreakObject", objectId=APPLE).error_code == "NOT_BREAKABLE"
    must("robot", "GoToObject", objectId="Fridge")
    assert act("robot", "BreakObject", objectId="Egg").error_code == "INSIDE_CLOSED_RECEPTACLE"
    must("robot", "OpenObject", objectId="Fridge")
    must("robot", "BreakObject", objectId="Egg")
    assert act("robot", "BreakObject", objectId=EGG).error_code == "ALREADY_BROKEN"
    assert act("robot", "BreakObject", objectId="Egg").error_code == "ALREADY_BROKEN"
