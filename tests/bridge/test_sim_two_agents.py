"""Two agents acting in turn on one world."""

from __future__ import annotations

import pytest

from bridge.sim import UnknownAgentError, World

KNIFE = "Knife|+01.00|+00.80|-02.00"
APPLE = "Apple|+00.10|+00.95|+00.10"


def agents(world) -> dict:
    return {a["name"]: a for a in world.state()["agents"]}


def test_agents_have_their_own_place_and_hand(world, must) -> None:
    must("robot", "GoToObject", objectId="Knife")
    must("robot", "PickupObject", objectId="Knife")
    must("human", "GoToObject", objectId="Fridge")
    assert agents(world) == {
        "robot": {"name": "robot", "holding": KNIFE, "at": KNIFE},
        "human": {"name": "human", "holding": None, "at": "Fridge|-02.00|+00.00|+01.00"},
    }


def test_a_held_knife_is_not_the_other_agents(act, must) -> None:
    must("human", "GoToObject", objectId="Knife")
    must("human", "PickupObject", objectId="Knife")
    must("robot", "GoToObject", objectId="Knife")  # going to it is fine
    assert act("robot", "PickupObject", objectId="Knife").error_code == "HELD_BY_OTHER_AGENT"
    must("robot", "GoToObject", objectId="ButterKnife")
    must("robot", "PickupObject", objectId="ButterKnife")
    must("robot", "GoToObject", objectId=APPLE)
    assert act("robot", "SliceObject", objectId=APPLE, toolObjectId="Knife").error_code == "HELD_BY_OTHER_AGENT"
    must("robot", "SliceObject", objectId=APPLE, toolObjectId="ButterKnife")


def test_hand_over_by_putting_down(world, must) -> None:
    must("human", "GoToObject", objectId="Knife")
    must("human", "PickupObject", objectId="Knife")
    must("human", "GoToObject", objectId="CounterTop")
    must("human", "PutObject", objectId="Knife", receptacleObjectId="CounterTop")
    must("robot", "GoToObject", objectId="Knife")
    must("robot", "PickupObject", objectId="Knife")
    assert agents(world)["robot"]["holding"] == KNIFE and agents(world)["human"]["holding"] is None


def test_contents_of_a_held_object_belong_to_the_holder(act, must) -> None:
    must("human", "GoToObject", objectId="Pot")
    must("human", "PickupObject", objectId="Pot")
    must("robot", "GoToObject", objectId=APPLE)
    must("robot", "PickupObject", objectId=APPLE)
    must("robot", "GoToObject", objectId="Pot")
    assert act("robot", "PutObject", objectId=APPLE, receptacleObjectId="Pot").error_code == "HELD_BY_OTHER_AGENT"


def test_one_agent_opens_the_other_takes(must) -> None:
    must("robot", "GoToObject", objectId="Fridge")
    must("robot", "OpenObject", objectId="Fridge")
    must("human", "GoToObject", objectId="Egg")
    must("human", "PickupObject", objectId="Egg")


def test_custom_agent_names(kitchen) -> None:
    world = World(kitchen, agents=("alice",))
    assert world.step("alice", "GoToObject", {"objectId": "Fridge"}).success
    with pytest.raises(UnknownAgentError):
        world.step("robot", "GoToObject", {"objectId": "Fridge"})


@pytest.mark.parametrize("names", [(), ("robot", "robot"), ("robot", "")])
def test_invalid_agent_lists(kitchen, names) -> None:
    with pytest.raises(UnknownAgentError):
        World(kitchen, agents=names)
