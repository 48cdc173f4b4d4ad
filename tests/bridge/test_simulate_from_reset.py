"""`simulate` with `from: reset`: the prediction starts from the world as the last `reset` loaded
it, whatever the episode did since (a planner correcting a program that runs again from a reset
scene asks what it would do there); the episode itself is left as it was."""

from __future__ import annotations

import json
from typing import Any

from bridge.protocol import handle_message
from bridge_helpers import symbolic_backend

FRIDGE = "Fridge|-02.00|+00.00|+01.00"


def call(backend, session, op: str, **params: Any) -> dict:
    return handle_message(json.dumps({"id": 1, "op": op, **params}), backend, session)


def fridge_open(state: dict) -> bool:
    return next(o for o in state["objects"] if o["objectType"] == "Fridge")["isOpen"]


def moved_episode():
    backend = symbolic_backend()
    session = backend.open_session()
    assert call(backend, session, "reset", scene="TestKitchen")["ok"]
    for action in ("GoToObject", "OpenObject"):
        assert call(backend, session, "step", agent="robot", action=action, objectId="Fridge")["result"]["success"]
    return backend, session


def test_from_reset_predicts_from_the_scene_as_reset_loaded_it() -> None:
    backend, session = moved_episode()
    before = call(backend, session, "state")["result"]
    steps = [{"agent": "robot", "action": "PickupObject", "objectId": "Egg"}]
    from_reset = call(backend, session, "simulate", steps=steps, **{"from": "reset"})["result"]
    # From the reset scene the robot has gone nowhere yet and the fridge is shut.
    assert from_reset["results"][0]["errorCode"] == "NOT_REACHABLE"
    assert not fridge_open(from_reset["state"]) and from_reset["state"]["agents"][0]["at"] is None
    from_now = call(backend, session, "simulate", steps=steps)["result"]
    assert from_now["results"][0]["success"] and fridge_open(from_now["state"])
    assert call(backend, session, "state")["result"] == before


def test_no_steps_from_reset_is_the_reset_state() -> None:
    backend, session = moved_episode()
    reply = call(backend, session, "simulate", steps=[], **{"from": "reset"})["result"]
    assert reply["results"] == [] and not fridge_open(reply["state"])
    assert fridge_open(call(backend, session, "state")["result"])


def test_a_later_reset_is_the_new_start() -> None:
    backend, session = moved_episode()
    assert call(backend, session, "reset", scene="TestKitchen")["ok"]
    assert call(backend, session, "step", agent="robot", action="GoToObject", objectId="Egg")["result"]["success"]
    reply = call(backend, session, "simulate", steps=[], **{"from": "reset"})["result"]
    assert reply["state"]["agents"][0]["at"] is None


def test_an_unknown_start_is_bad_params_naming_it() -> None:
    backend, session = moved_episode()
    reply = call(backend, session, "simulate", steps=[], **{"from": "yesterday"})
    assert reply["ok"] is False and reply["error"]["code"] == "bad_params" and "'from'" in reply["error"]["message"]
