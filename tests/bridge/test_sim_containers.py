"""OpenObject / CloseObject (bridge/sim/actions/containers.py)."""

from __future__ import annotations

FRIDGE = "Fridge|-02.00|+00.00|+01.00"
CABINET = "Cabinet|+01.00|+00.50|-02.00"


def state_of(world, object_id: str) -> dict:
    return next(o for o in world.state()["objects"] if o["objectId"] == object_id)


def test_open_then_close(world, must) -> None:
    must("robot", "GoToObject", objectId="Fridge")
    assert must("robot", "OpenObject", objectId="Fridge").object_id == FRIDGE
    assert state_of(world, FRIDGE)["isOpen"] is True
    must("robot", "CloseObject", objectId="Fridge")
    assert state_of(world, FRIDGE)["isOpen"] is False


def test_open_with_a_full_hand(must) -> None:
    must("robot", "GoToObject", objectId="Spoon")
    must("robot", "PickupObject", objectId="Spoon")
    must("robot", "GoToObject", objectId="Fridge")
    must("robot", "OpenObject", objectId="Fridge")


def test_not_openable(act, must) -> None:
    must("robot", "GoToObject", objectId="CounterTop")
    result = act("robot", "OpenObject", objectId="CounterTop")
    assert result.error_code == "NOT_OPENABLE"
    assert "CounterTop|+00.00|+00.90|+00.00" in result.error_message and "not openable" in result.error_message
    assert act("robot", "CloseObject", objectId="CounterTop").error_code == "NOT_OPENABLE"


def test_must_be_at_it(act, must) -> None:
    must("robot", "GoToObject", objectId="Microwave")
    result = act("robot", "OpenObject", objectId="Fridge")
    assert result.error_code == "NOT_REACHABLE"
    assert "robot is at Microwave|-01.00|+01.50|-02.00" in result.error_message and "GoToObject" in result.error_message
    assert act("robot", "CloseObject", objectId="Drawer").error_code == "NOT_REACHABLE"


def test_opening_an_open_object_and_closing_a_closed_one_succeed_as_in_ai2thor(world, must) -> None:
    """openObject has no already-open check: it animates to the requested openness."""
    must("robot", "GoToObject", objectId="Drawer")
    must("robot", "OpenObject", objectId="Drawer")
    assert state_of(world, "Drawer|+01.00|+00.80|-02.00")["isOpen"] is True
    must("robot", "GoToObject", objectId="Fridge")
    must("robot", "CloseObject", objectId="Fridge")
    assert state_of(world, FRIDGE)["isOpen"] is False


def test_inside_a_closed_receptacle(act, must) -> None:
    must("robot", "GoToObject", objectId="Cabinet")
    must("robot", "OpenObject", objectId="Cabinet")
    must("robot", "GoToObject", objectId="Box")
    must("robot", "PickupObject", objectId="Box")
    must("robot", "GoToObject", objectId="Cabinet")
    must("robot", "PutObject", objectId="Box", receptacleObjectId="Cabinet")
    must("robot", "CloseObject", objectId="Cabinet")
    result = act("robot", "OpenObject", objectId="Box")  # reachable (inside where robot is) but shut in
    assert result.error_code == "INSIDE_CLOSED_RECEPTACLE"
    assert f"inside {CABINET}, which is closed. Open the Cabinet first." in result.error_message


def test_held_by_the_other_agent(act, must) -> None:
    must("human", "GoToObject", objectId="Box")
    must("human", "PickupObject", objectId="Box")
    must("robot", "GoToObject", objectId="Box")
    result = act("robot", "OpenObject", objectId="Box")
    assert result.error_code == "HELD_BY_OTHER_AGENT" and "human is holding it" in result.error_message
    must("human", "OpenObject", objectId="Box")  # the holder may open what it holds
