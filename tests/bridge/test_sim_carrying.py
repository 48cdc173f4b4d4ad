"""PickupObject / PutObject / ThrowObject (bridge/sim/actions/carrying.py)."""

from __future__ import annotations

import pytest
from sim_helpers import obj

from bridge.sim.errors import ArgumentError

COUNTER = "CounterTop|+00.00|+00.90|+00.00"
APPLE = "Apple|+00.10|+00.95|+00.10"
EGG = "Egg|-02.01|+00.60|+01.00"
PAN = "Pan|+00.50|+00.95|-02.00"
GARBAGE = "GarbageCan|+05.00|+00.00|+00.00"


def holding(world, agent: str):
    return next(a["holding"] for a in world.state()["agents"] if a["name"] == agent)


def fetch(must, object_id: str, agent: str = "robot") -> None:
    must(agent, "GoToObject", objectId=object_id)
    must(agent, "PickupObject", objectId=object_id)


# --- PickupObject -------------------------------------------------------------------------

def test_pickup_takes_the_object_out_of_its_receptacle(world, must) -> None:
    fetch(must, APPLE)
    assert holding(world, "robot") == APPLE
    apple = obj(world, APPLE)
    assert apple["isPickedUp"] is True and apple["parentReceptacles"] == []
    assert APPLE not in obj(world, COUNTER)["receptacleObjectIds"]


def test_pickup_carries_the_contents(world, must) -> None:
    must("robot", "GoToObject", objectId="Fridge")
    must("robot", "OpenObject", objectId="Fridge")
    must("robot", "PickupObject", objectId="Egg")
    must("robot", "GoToObject", objectId="Pan")
    must("robot", "PutObject", objectId="Egg", receptacleObjectId="Pan")
    must("robot", "PickupObject", objectId="Pan")
    assert obj(world, EGG)["parentReceptacles"] == [PAN]
    assert obj(world, PAN)["receptacleObjectIds"] == [EGG]


def test_pickup_failures(act, must) -> None:
    assert act("robot", "PickupObject", objectId=APPLE).error_code == "NOT_REACHABLE"
    must("robot", "GoToObject", objectId="CounterTop")
    result = act("robot", "PickupObject", objectId="CounterTop")
    assert result.error_code == "NOT_PICKUPABLE" and "not pickupable" in result.error_message
    must("robot", "GoToObject", objectId="Fridge")
    result = act("robot", "PickupObject", objectId="Egg")
    assert result.error_code == "INSIDE_CLOSED_RECEPTACLE" and "Open the Fridge first" in result.error_message
    fetch(must, APPLE)
    assert act("robot", "PickupObject", objectId=APPLE).error_code == "HAND_OCCUPIED"
    must("robot", "GoToObject", objectId="Bread")
    result = act("robot", "PickupObject", objectId="Bread")
    assert result.error_code == "HAND_OCCUPIED" and f"already holding {APPLE}" in result.error_message


def test_pickup_of_an_object_inside_a_held_one_needs_a_free_hand(act, must) -> None:
    must("robot", "GoToObject", objectId="Fridge")
    must("robot", "OpenObject", objectId="Fridge")
    must("robot", "PickupObject", objectId="Egg")
    must("robot", "GoToObject", objectId="Pan")
    must("robot", "PutObject", objectId="Egg", receptacleObjectId="Pan")
    must("robot", "PickupObject", objectId="Pan")
    assert act("robot", "PickupObject", objectId=EGG).error_code == "HAND_OCCUPIED"


def test_pickup_of_an_object_the_other_agent_holds(act, must) -> None:
    fetch(must, APPLE, "human")
    must("robot", "GoToObject", objectId=APPLE)
    result = act("robot", "PickupObject", objectId=APPLE)
    assert result.error_code == "HELD_BY_OTHER_AGENT" and "human is holding it" in result.error_message


# --- PutObject ------------------------------------------------------------------------------

def test_put_places_the_object(world, must) -> None:
    fetch(must, APPLE)
    must("robot", "GoToObject", objectId="Fridge")
    must("robot", "OpenObject", objectId="Fridge")
    result = must("robot", "PutObject", objectId="Apple", receptacleObjectId="Fridge")
    assert result.resolved == {"objectId": APPLE, "receptacleObjectId": "Fridge|-02.00|+00.00|+01.00"}
    assert holding(world, "robot") is None
    assert obj(world, APPLE)["parentReceptacles"] == ["Fridge|-02.00|+00.00|+01.00"]
    assert obj(world, APPLE)["isPickedUp"] is False


def test_put_requires_holding(act, must) -> None:
    must("robot", "GoToObject", objectId="CounterTop")
    result = act("robot", "PutObject", objectId=APPLE, receptacleObjectId="CounterTop")
    assert result.error_code == "NOT_HOLDING"
    assert "its hand is empty" in result.error_message and f"in {COUNTER}" in result.error_message


def test_put_into_a_non_receptacle(act, must) -> None:
    fetch(must, APPLE)
    must("robot", "GoToObject", objectId="Knife")
    assert act("robot", "PutObject", objectId=APPLE, receptacleObjectId="Knife").error_code == "NOT_RECEPTACLE"


def test_put_into_itself(act, must) -> None:
    fetch(must, "Box")
    result = act("robot", "PutObject", objectId="Box", receptacleObjectId="Box")
    assert result.error_code == "RECEPTACLE_INCOMPATIBLE" and "into itself" in result.error_message


def test_a_forced_put_skips_placement_restrictions_as_place_held_object_does(act, must, world) -> None:
    """placeHeldObject checks PlacementRestrictions only ``if (!forceAction)``: ALFRED's expert put a
    knife in the fridge so. A closed receptacle still refuses a forced put."""
    fetch(must, "Knife")
    knife = holding(world, "robot")
    must("robot", "GoToObject", objectId="Fridge")
    closed = act("robot", "PutObject", objectId=knife, receptacleObjectId="Fridge", forceAction=True)
    assert closed.error_code == "RECEPTACLE_CLOSED"
    must("robot", "OpenObject", objectId="Fridge")
    assert act("robot", "PutObject", objectId=knife, receptacleObjectId="Fridge").error_code == "RECEPTACLE_INCOMPATIBLE"
    assert act("robot", "PutObject", objectId=knife, receptacleObjectId="Fridge", forceAction=False).error_code == "RECEPTACLE_INCOMPATIBLE"
    must("robot", "PutObject", objectId=knife, receptacleObjectId="Fridge", forceAction=True)
    assert obj(world, knife)["parentReceptacles"][0].startswith("Fridge|")


def test_force_action_must_be_a_boolean(world) -> None:
    with pytest.raises(ArgumentError, match="forceAction must be true or false"):
        world.step("robot", "GoToObject", {"objectId": "Fridge", "forceAction": "yes"})


def test_put_needs_reach(act, must) -> None:
    fetch(must, APPLE)
    result = act("robot", "PutObject", objectId=APPLE, receptacleObjectId="Fridge")
    assert result.error_code == "NOT_REACHABLE"


def test_put_into_a_closed_receptacle(act, must) -> None:
    fetch(must, APPLE)
    must("robot", "GoToObject", objectId="Fridge")
    result = act("robot", "PutObject", objectId=APPLE, receptacleObjectId="Fridge")
    assert result.error_code == "RECEPTACLE_CLOSED" and "Open the Fridge first" in result.error_message


def test_put_into_a_receptacle_inside_a_closed_one(act, must) -> None:
    must("robot", "GoToObject", objectId="Cabinet")
    must("robot", "OpenObject", objectId="Cabinet")
    fetch(must, "Box")
    must("robot", "GoToObject", objectId="Cabinet")
    must("robot", "PutObject", objectId="Box", receptacleObjectId="Cabinet")
    fetch(must, "Spoon|+00.35|+00.95|+00.10")
    must("robot", "GoToObject", objectId="Cabinet")
    must("robot", "CloseObject", objectId="Cabinet")
    result = act("robot", "PutObject", objectId="Spoon", receptacleObjectId="Box")
    assert result.error_code == "INSIDE_CLOSED_RECEPTACLE"


def test_put_into_an_incompatible_receptacle(act, must) -> None:
    fetch(must, APPLE)
    must("robot", "GoToObject", objectId="Toaster")
    result = act("robot", "PutObject", objectId=APPLE, receptacleObjectId="Toaster")
    assert result.error_code == "RECEPTACLE_INCOMPATIBLE"
    assert "an Apple does not fit in a Toaster" in result.error_message and "Fridge" in result.error_message


def test_put_into_a_full_receptacle(act, must) -> None:
    must("robot", "GoToObject", objectId="Fridge")
    must("robot", "OpenObject", objectId="Fridge")
    for item in (APPLE, "Apple|-02.00|+00.50|+01.00", EGG):
        fetch(must, item)
        must("robot", "GoToObject", objectId="GarbageCan")
        result = act("robot", "PutObject", objectId=item, receptacleObjectId="GarbageCan")
    assert result.error_code == "RECEPTACLE_FULL"  # capacity 2
    assert "holds 2" in result.error_message and APPLE in result.error_message


# --- ThrowObject ----------------------------------------------------------------------------

def test_throw_puts_the_held_object_in_the_garbage_can(world, must) -> None:
    fetch(must, "Knife")  # a Knife may not be *put* in a GarbageCan, but anything may be thrown away
    must("robot", "GoToObject", objectId="GarbageCan")
    assert must("robot", "ThrowObject", objectId="Knife").success
    assert obj(world, "Knife|+01.00|+00.80|-02.00")["parentReceptacles"] == [GARBAGE]
    assert holding(world, "robot") is None


def test_throw_from_an_object_inside_the_garbage_can(world, must) -> None:
    fetch(must, APPLE)
    must("robot", "GoToObject", objectId="GarbageCan")
    must("robot", "ThrowObject", objectId=APPLE)
    fetch(must, "Bread")
    must("robot", "GoToObject", objectId=APPLE)  # at the apple lying in the can
    must("robot", "ThrowObject", objectId="Bread")
    assert obj(world, "Bread|+00.20|+00.95|+00.10")["parentReceptacles"] == [GARBAGE]


def test_throw_failures(act, must) -> None:
    must("robot", "GoToObject", objectId="GarbageCan")
    assert act("robot", "ThrowObject", objectId=APPLE).error_code == "NOT_HOLDING"
    fetch(must, APPLE)
    result = act("robot", "ThrowObject", objectId=APPLE)
    assert result.error_code == "NOT_AT_GARBAGE_CAN" and f"robot is at {APPLE}" in result.error_message
    must("robot", "GoToObject", objectId="GarbageCan")
    must("robot", "ThrowObject", objectId=APPLE)
    for item in ("Bread", "Lettuce"):
        fetch(must, item)
        must("robot", "GoToObject", objectId="GarbageCan")
        result = act("robot", "ThrowObject", objectId=item)
    assert result.error_code == "RECEPTACLE_FULL" and "holds 2" in result.error_message
