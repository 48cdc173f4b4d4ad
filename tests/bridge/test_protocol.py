"""protocol.py: decoding, validation and dispatch of frames, without sockets, on a real
symbolic world (the TestKitchen fixture scene)."""

from __future__ import annotations

import json

import pytest

from bridge.backends.symbolic import SymbolicBackend, SymbolicSession
from bridge.errors import ProtocolError
from bridge.protocol import OPS, decode_envelope, handle_message, is_scene_name, parse_request, validate
from bridge_helpers import symbolic_backend


@pytest.fixture
def backend() -> SymbolicBackend:
    return symbolic_backend()


@pytest.fixture
def session(backend: SymbolicBackend) -> SymbolicSession:
    return backend.open_session()


def send(backend: SymbolicBackend, session: SymbolicSession, message: object) -> dict:
    frame = message if isinstance(message, (str, bytes)) else json.dumps(message)
    return handle_message(frame, backend, session)


def error_of(reply: dict) -> tuple[str, str]:
    assert reply["ok"] is False, reply
    return reply["error"]["code"], reply["error"]["message"]


def test_hello_names_protocol_backend_and_scenes(backend, session):
    reply = send(backend, session, {"id": 7, "op": "hello"})
    result = {"protocol": 1, "backend": "symbolic", "scenes": ["TestKitchen"], "exclusive": False}
    assert reply == {"id": 7, "ok": True, "result": result}


def test_reset_returns_the_state_with_default_agents(backend, session):
    result = send(backend, session, {"id": 1, "op": "reset", "scene": "TestKitchen"})["result"]
    assert [a["name"] for a in result["agents"]] == ["robot", "human"]
    assert result["scene"] == "TestKitchen"
    fridge = next(o for o in result["objects"] if o["objectType"] == "Fridge")
    assert fridge["isOpen"] is False and "Egg|-02.01|+00.60|+01.00" in fridge["receptacleObjectIds"]


def test_reset_with_named_agents(backend, session):
    result = send(backend, session, {"id": 1, "op": "reset", "scene": "TestKitchen", "agents": ["arm"]})["result"]
    assert result["agents"] == [{"name": "arm", "holding": None, "at": None}]


def test_step_reports_the_resolved_ids(backend, session):
    send(backend, session, {"id": 1, "op": "reset", "scene": "TestKitchen"})
    reply = send(backend, session, {"id": 2, "op": "step", "agent": "robot", "action": "GoToObject", "objectId": "Fridge"})
    assert reply["result"] == {
        "success": True,
        "errorCode": None,
        "errorMessage": None,
        "objectId": "Fridge|-02.00|+00.00|+01.00",
        "resolved": {"objectId": "Fridge|-02.00|+00.00|+01.00"},
        "failure": None,
        "holding": None,
    }
    state = send(backend, session, {"id": 3, "op": "state"})["result"]
    assert state["agents"][0]["at"] == "Fridge|-02.00|+00.00|+01.00"


def test_a_failed_action_is_a_result_not_a_protocol_error(backend, session):
    send(backend, session, {"id": 1, "op": "reset", "scene": "TestKitchen"})
    reply = send(backend, session, {"id": 2, "op": "step", "agent": "robot", "action": "OpenObject", "objectId": "Fridge"})
    assert reply["ok"] is True
    assert reply["result"]["success"] is False and reply["result"]["errorCode"] == "NOT_REACHABLE"


@pytest.mark.parametrize(
    ("frame", "code", "needle"),
    [
        ("{not json", "bad_json", "not JSON"),
        (b"\xff\xfe", "bad_json", "binary frame"),
        (b'{"id": 1, "op": "hello"}', "bad_json", "text frames"),
        ("[1, 2]", "bad_request", "JSON object"),
        ('"hello"', "bad_request", "JSON object"),
        ('{"op": "hello"}', "bad_request", "'id'"),
        ('{"id": "1", "op": "hello"}', "bad_request", "'id'"),
        ('{"id": true, "op": "hello"}', "bad_request", "'id'"),
    ],
)
def test_frames_without_a_usable_id_are_answered_with_a_null_id(backend, session, frame, code, needle):
    reply = send(backend, session, frame)
    assert reply["id"] is None
    got_code, message = error_of(reply)
    assert got_code == code and needle in message


@pytest.mark.parametrize(
    ("message", "code", "needle"),
    [
        ({"id": 3}, "bad_request", "'op'"),
        ({"id": 3, "op": 5}, "bad_request", "'op'"),
        ({"id": 3, "op": "fly"}, "unknown_op", "'fly'"),
        ({"id": 3, "op": "reset"}, "bad_params", "missing param 'scene'"),
        ({"id": 3, "op": "reset", "scene": "TestKitchen", "seed": 1}, "bad_params", "unknown param 'seed'"),
        ({"id": 3, "op": "hello", "verbose": True}, "bad_params", "unknown param 'verbose'"),
        ({"id": 3, "op": "reset", "scene": 12}, "bad_params", "'scene' must be a non-empty string, got a number"),
        ({"id": 3, "op": "reset", "scene": ""}, "bad_params", "'scene' must be a non-empty string"),
        ({"id": 3, "op": "reset", "scene": "TestKitchen", "agents": []}, "bad_params", "'agents'"),
        ({"id": 3, "op": "reset", "scene": "TestKitchen", "agents": ["a", 2]}, "bad_params", "'agents[1]'"),
        ({"id": 3, "op": "reset", "scene": "TestKitchen", "agents": ["a", "a"]}, "bad_params", "twice"),
        ({"id": 3, "op": "step", "agent": "robot", "action": "GoToObject"}, "bad_params", "missing param 'objectId'"),
        ({"id": 3, "op": "step", "agent": None, "action": "GoToObject", "objectId": "Fridge"}, "bad_params", "'agent' must be a non-empty string, got null"),
        ({"id": 3, "op": "step", "agent": "robot", "action": "GoToObject", "objectId": "Fridge", "speed": 2}, "bad_params", "unknown param 'speed'"),
        ({"id": 3, "op": "reset", "scene": "../x"}, "unknown_scene", "'../x'"),
        ({"id": 3, "op": "reset", "scene": "/etc/passwd"}, "unknown_scene", "/etc/passwd"),
        ({"id": 3, "op": "reset", "scene": "a/b"}, "unknown_scene", "a/b"),
        ({"id": 3, "op": "reset", "scene": "NoSuchPlan"}, "unknown_scene", "NoSuchPlan"),
        ({"id": 3, "op": "state"}, "no_scene", "reset first"),
        ({"id": 3, "op": "step", "agent": "robot", "action": "GoToObject", "objectId": "Fridge"}, "no_scene", "reset first"),
    ],
)
def test_protocol_errors_answer_the_request_id_and_name_the_field(backend, session, message, code, needle):
    reply = send(backend, session, message)
    assert reply["id"] == 3
    got_code, text = error_of(reply)
    assert got_code == code and needle in text, text


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"agent": "dog", "action": "GoToObject", "objectId": "Fridge"}, "agent"),
        ({"agent": "robot", "action": "Fly", "objectId": "Fridge"}, "action"),
        ({"agent": "robot", "action": "GoToObject", "objectId": "Fridge", "toolObjectId": "Knife"}, "toolObjectId"),
        ({"agent": "robot", "action": "PutObject", "objectId": "Apple"}, "receptacleObjectId"),
    ],
)
def test_calls_the_simulator_rejects_are_bad_params_naming_the_field(backend, session, params, field):
    send(backend, session, {"id": 1, "op": "reset", "scene": "TestKitchen"})
    code, message = error_of(send(backend, session, {"id": 2, "op": "step", **params}))
    assert code == "bad_params" and f"'{field}'" in message


def test_an_unexpected_backend_failure_is_backend_error_and_keeps_going(backend, session, monkeypatch):
    send(backend, session, {"id": 1, "op": "reset", "scene": "TestKitchen"})

    def broken() -> dict:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(session, "state", broken)
    code, message = error_of(send(backend, session, {"id": 2, "op": "state"}))
    assert code == "backend_error" and "disk on fire" in message
    monkeypatch.undo()
    assert send(backend, session, {"id": 3, "op": "state"})["ok"] is True


def test_decode_and_validate_are_separate_steps():
    request_id, op, raw = decode_envelope('{"id": 4, "op": "step", "agent": "robot"}')
    assert (request_id, op, raw) == (4, "step", {"agent": "robot"})
    with pytest.raises(ProtocolError) as caught:
        validate(op, raw)
    assert caught.value.code == "bad_params"
    request = parse_request('{"id": 5, "op": "reset", "scene": "X", "agents": ["a"]}')
    assert (request.id, request.op, request.params) == (5, "reset", {"scene": "X", "agents": ("a",)})


def test_every_op_is_known():
    assert set(OPS) == {"hello", "reset", "state", "step", "simulate"}


@pytest.mark.parametrize("name", ["FloorPlan1", "Test_Kitchen-2"])
def test_scene_names(name):
    assert is_scene_name(name)


@pytest.mark.parametrize("name", ["../x", "/etc/passwd", "a/b", "a\\b", ".hidden", " FloorPlan1", "a\0b"])
def test_scene_paths_are_not_names(name):
    assert not is_scene_name(name)
