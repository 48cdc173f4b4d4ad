"""The contract fixtures of tests/fixtures/contracts, from the Python side (vitest checks the
TypeScript side against the same files): object-id grammar, the state reply's object fields,
the `simulate` op, and the replies against the contract's schemas (contract/)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bridge.contract import schema_problems, validator
from bridge.protocol import handle_message
from bridge.sim import ErrorCode, World
from bridge.sim.object_ids import parse_object_id
from bridge.sim.paths import PROJECT_ROOT
from bridge_helpers import symbolic_backend

CONTRACTS = PROJECT_ROOT / "tests" / "fixtures" / "contracts"


def load(name: str) -> Any:
    return json.loads((CONTRACTS / name).read_text())


OBJECT_IDS = load("object-ids.json")
STATE_OBJECT = load("state-object.json")
SIMULATE = load("simulate.json")

JSON_TYPES = {"boolean": bool, "number": (int, float), "string": str, "object": dict, "array": list}


def conforms(entry: dict, fields: dict[str, str]) -> list[str]:
    """What is wrong with one state object against the fixture's field types."""
    problems = [f"missing {key}" for key in fields if key not in entry]
    problems += [f"unexpected {key}" for key in entry if key not in fields]
    for key, spec in fields.items():
        if key not in entry:
            continue
        kinds = spec.split("|")
        value = entry[key]
        if value is None:
            if "null" not in kinds:
                problems.append(f"{key} is null")
            continue
        if isinstance(value, bool) and "boolean" not in kinds:
            problems.append(f"{key} is a boolean")
        elif not any(isinstance(value, JSON_TYPES[k]) and not (k == "number" and isinstance(value, bool)) for k in kinds if k != "null"):
            problems.append(f"{key} is not {spec}")
    return problems


@pytest.mark.parametrize("case", OBJECT_IDS["valid"], ids=lambda c: c["id"])
def test_valid_object_ids(case) -> None:
    parsed = parse_object_id(case["id"])
    assert parsed.base_type == case["base"] and parsed.suffix == case["suffix"]
    assert parsed.position == pytest.approx(tuple(case["position"])) and parsed.type_name() == case["type"]


@pytest.mark.parametrize("case", OBJECT_IDS["invalid"], ids=lambda c: c["id"])
def test_invalid_object_ids(case) -> None:
    with pytest.raises(ValueError) as refused:
        parse_object_id(case["id"])
    problem = case["problem"]
    words = {"fields": "part", "type": "type part", "x": "x coordinate", "y": "y coordinate", "z": "z coordinate", "suffix": "suffix"}
    assert words[problem] in str(refused.value)


def test_state_objects_carry_the_fixture_fields(world: World, must) -> None:
    must("robot", "GoToObject", objectId="Fridge")
    must("robot", "OpenObject", objectId="Fridge")
    must("robot", "PickupObject", objectId="Egg")
    must("robot", "BreakObject", objectId="Egg")  # a disabled original and a derived object too
    fields = STATE_OBJECT["fields"]
    for entry in world.state()["objects"]:
        assert conforms(entry, fields) == [], entry["objectId"]
        assert entry["temperature"] in STATE_OBJECT["temperatures"]
        assert set(entry["position"]) == {"x", "y", "z"}


def test_the_fixture_example_is_what_the_simulator_reports(world: World, must) -> None:
    example = STATE_OBJECT["example"]
    assert conforms(example, STATE_OBJECT["fields"]) == []
    must("robot", "GoToObject", objectId="Fridge")
    actual = next(o for o in world.state()["objects"] if o["objectId"] == example["objectId"])
    assert actual == example


def test_the_replies_follow_the_contract_schemas(world: World, must, act) -> None:
    """What the simulator answers is what src/bridge/protocol.ts accepts (contract/*.schema.json)."""
    def problems(name: str, data: Any) -> list:
        return list(schema_problems(name, data))

    assert problems("state-result", world.state()) == []
    assert problems("step-result", must("robot", "GoToObject", objectId="Fridge").to_dict()) == []
    failed = act("robot", "PickupObject", objectId="Egg").to_dict()
    assert failed["failure"]["container"] and problems("step-result", failed) == []
    assert problems("step-result", {**failed, "errorCode": "NOT_A_CODE"}) != []
    # Every field the state reports is one the schema names (the schema lets newer ones through).
    fields = set(validator("state-result").schema["properties"]["objects"]["items"]["properties"])
    assert {key for entry in world.state()["objects"] for key in entry} == fields


def test_error_codes_are_documented() -> None:
    protocol = (PROJECT_ROOT / "bridge" / "PROTOCOL.md").read_text()
    contracts = (PROJECT_ROOT / "docs" / "CONTRACTS.md").read_text()
    for code in ErrorCode:
        assert f"`{code.value}`" in protocol and f"`{code.value}`" in contracts, code.value


def call(backend, session, op: str, **params: Any) -> dict:
    return handle_message(json.dumps({"id": 1, "op": op, **params}), backend, session)


@pytest.fixture
def episode():
    backend = symbolic_backend()
    session = backend.open_session()
    assert call(backend, session, "reset", scene=SIMULATE["scene"])["ok"]
    return backend, session


@pytest.mark.parametrize("case", SIMULATE["cases"], ids=lambda c: c["name"])
def test_simulate_cases(episode, case) -> None:
    backend, session = episode
    before = call(backend, session, "state")["result"]
    reply = call(backend, session, "simulate", **case["request"])
    assert reply["ok"], reply
    results, state = reply["result"]["results"], reply["result"]["state"]
    assert len(results) == len(case["results"])
    for got, wanted in zip(results, case["results"]):
        assert {key: got[key] for key in wanted} == wanted, got
    objects = {o["objectId"]: o for o in state["objects"]}
    for object_id, wanted in case["objects"].items():
        assert {key: objects[object_id][key] for key in wanted} == wanted, object_id
    agents = {a["name"]: a for a in state["agents"]}
    for name, wanted in case["agents"].items():
        assert {key: agents[name][key] for key in wanted} == wanted, name
    assert call(backend, session, "state")["result"] == before  # the episode is untouched


@pytest.mark.parametrize("case", SIMULATE["errors"], ids=lambda c: c["name"])
def test_simulate_errors(episode, case) -> None:
    backend, session = episode
    reply = call(backend, session, "simulate", **case["request"])
    assert reply["ok"] is False and reply["error"]["code"] == case["code"]
    assert case["messageIncludes"] in reply["error"]["message"]


def test_simulate_before_reset_is_no_scene() -> None:
    backend = symbolic_backend()
    reply = call(backend, backend.open_session(), "simulate", steps=[{"agent": "robot", "action": "GoToObject", "objectId": "Fridge"}])
    assert reply["ok"] is False and reply["error"]["code"] == "no_scene"
