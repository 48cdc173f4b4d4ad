"""World: the state() shape, copy(), malformed calls, StepResult (bridge/sim/world.py)."""

from __future__ import annotations

import json

import pytest
import yaml

from bridge.sim import ACTIONS, ArgumentError, StepCallError, UnknownActionError, UnknownAgentError
from bridge.sim.paths import PROJECT_ROOT

OBJECT_KEYS = list(json.loads((PROJECT_ROOT / "tests/fixtures/contracts/state-object.json").read_text())["fields"])


def test_state_shape(world, kitchen) -> None:
    state = world.state()
    assert set(state) == {"scene", "agents", "objects"} and state["scene"] == "TestKitchen"
    assert state["agents"] == [{"name": "robot", "holding": None, "at": None}, {"name": "human", "holding": None, "at": None}]
    assert [o["objectId"] for o in state["objects"]] == [o.id for o in kitchen.objects]
    for entry in state["objects"]:
        assert sorted(entry) == sorted(OBJECT_KEYS)
    fridge = next(o for o in state["objects"] if o["objectType"] == "Fridge")
    assert fridge["receptacleObjectIds"] == ["Apple|-02.00|+00.50|+01.00", "Apple|+00.00|+00.50|+01.00", "Egg|-02.01|+00.60|+01.00"]
    assert fridge["isOpen"] is False and fridge["fillLiquid"] is None


def test_parent_receptacles_innermost_first(world, must) -> None:
    must("robot", "GoToObject", objectId="Fridge")
    must("robot", "OpenObject", objectId="Fridge")
    must("robot", "PickupObject", objectId="Egg")
    must("robot", "GoToObject", objectId="Pan")
    must("robot", "PutObject", objectId="Egg", receptacleObjectId="Pan")
    egg = next(o for o in world.state()["objects"] if o["objectId"] == "Egg|-02.01|+00.60|+01.00")
    assert egg["parentReceptacles"] == ["Pan|+00.50|+00.95|-02.00", "StoveBurner|+00.50|+00.90|-02.00"]


def test_state_is_a_snapshot(world, must) -> None:
    before = world.state()
    must("robot", "GoToObject", objectId="Fridge")
    must("robot", "OpenObject", objectId="Fridge")
    assert next(o for o in before["objects"] if o["objectType"] == "Fridge")["isOpen"] is False


def test_copy_is_independent(world, must) -> None:
    must("robot", "GoToObject", objectId="Fridge")
    before = world.state()
    dry = world.copy()
    for step in (("OpenObject", {"objectId": "Fridge"}), ("PickupObject", {"objectId": "Egg"}), ("BreakObject", {"objectId": "Egg"})):
        assert dry.step("robot", *step).success
    assert world.state() == before
    assert dry.state() != before
    # and the other way round: the original moves on without touching the copy
    snapshot = dry.state()
    must("robot", "OpenObject", objectId="Fridge")
    assert dry.state() == snapshot


def test_failed_step_changes_nothing(world, act) -> None:
    before = world.state()
    assert act("robot", "PickupObject", objectId="Egg").success is False
    assert world.state() == before


def test_step_result_dict(act, must) -> None:
    ok = must("robot", "GoToObject", objectId="Fridge").to_dict()
    assert ok == {"success": True, "errorCode": None, "errorMessage": None, "objectId": "Fridge|-02.00|+00.00|+01.00",
                  "resolved": {"objectId": "Fridge|-02.00|+00.00|+01.00"}, "failure": None, "holding": None}
    failed = act("robot", "PickupObject", objectId="Fridge").to_dict()
    assert failed["success"] is False and failed["errorCode"] == "NOT_PICKUPABLE" and failed["objectId"].startswith("Fridge|")
    assert failed["failure"] == {"about": "type", "argument": "objectId"}


@pytest.mark.parametrize(
    ("agent", "action", "params", "error", "field"),
    [
        ("robot", "Teleport", {"objectId": "Fridge"}, UnknownActionError, "action"),
        ("dog", "GoToObject", {"objectId": "Fridge"}, UnknownAgentError, "agent"),
        ("robot", "GoToObject", {}, ArgumentError, "objectId"),
        ("robot", "GoToObject", {"objectId": "Fridge", "toolObjectId": "Knife"}, ArgumentError, "toolObjectId"),
        ("robot", "GoToObject", {"objectId": 3}, ArgumentError, "objectId"),
        ("robot", "GoToObject", {"objectId": ""}, ArgumentError, "objectId"),
        ("robot", "PutObject", {"objectId": "Apple"}, ArgumentError, "receptacleObjectId"),
        ("robot", "CleanObject", {"objectId": "Plate", "toolObjectId": "DishSponge", "canBeUsedUpDetergentId": 5}, ArgumentError, "canBeUsedUpDetergentId"),
        ("robot", "GoToObject", ["Fridge"], ArgumentError, "params"),
    ],
)
def test_malformed_calls_raise_value_errors(world, agent, action, params, error, field) -> None:
    with pytest.raises(error) as caught:
        world.step(agent, action, params)
    assert isinstance(caught.value, (StepCallError, ValueError)) and caught.value.field == field
    assert field in str(caught.value)


def test_optional_argument_may_be_omitted_or_none(act, must) -> None:
    must("robot", "GoToObject", objectId="DishSponge")
    must("robot", "PickupObject", objectId="DishSponge")
    must("robot", "GoToObject", objectId="Plate")
    assert act("robot", "CleanObject", objectId="Plate", toolObjectId="DishSponge", canBeUsedUpDetergentId=None).success


@pytest.mark.skipif(not (PROJECT_ROOT / "skills" / "actions.yaml").exists(), reason="skills/actions.yaml not written yet")
def test_actions_match_table_one() -> None:
    table = yaml.safe_load((PROJECT_ROOT / "skills" / "actions.yaml").read_text())["actions"]
    assert set(table) == set(ACTIONS)
    for name, entry in table.items():
        spec = ACTIONS[name]
        required = [a for a in entry["args"] if not a.endswith("?")]
        optional = [a[:-1] for a in entry["args"] if a.endswith("?")]
        assert (list(spec.required), list(spec.optional)) == (required, optional), name


def test_a_step_says_what_the_agent_holds_after_it(must, act) -> None:
    """The rule of which actions fill or empty a hand is the simulator's; callers read ``holding``."""
    assert must("robot", "GoToObject", objectId="Mug").holding is None
    mug = must("robot", "PickupObject", objectId="Mug").holding
    assert mug is not None and mug.startswith("Mug|")
    assert act("robot", "PickupObject", objectId="Mug").holding == mug  # a refusal leaves the hand as it was
    assert must("robot", "BreakObject", objectId="Mug").holding is None  # a held object breaks out of the hand
