"""Floods, oversized and malformed frames against a bridge process, over real connections.

One `python -m bridge` subprocess; at the same time, one connection pipelines 10,000 requests,
a second sends a 2 MiB frame, a third sends garbage frames, and a fourth plays an episode. The
bridge must stay up, answer every request of the flood in order, close only the oversized
connection (1009), answer each garbage frame with a protocol error and keep that connection
usable, and give the episode exactly the replies the simulator gives when run alone.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from bridge.sim import Catalogue, World, load_scene
from bridge_helpers import FIXTURES, BridgeProcess, start_bridge_process

FLOOD = 10_000
FRIDGE = "Fridge|-02.00|+00.00|+01.00"
COUNTER = "CounterTop|+00.00|+00.90|+00.00"

# A small episode: fetch an egg from the fridge into the pan and fry it, with a failure on the way.
EPISODE: list[tuple[str, str, dict[str, str]]] = [
    ("robot", "PickupObject", {"objectId": "Egg"}),  # fails: not there yet
    ("robot", "GoToObject", {"objectId": "Fridge"}),
    ("robot", "OpenObject", {"objectId": "Fridge"}),
    ("robot", "PickupObject", {"objectId": "Egg"}),
    ("robot", "GoToObject", {"objectId": "Pan"}),
    ("robot", "PutObject", {"objectId": "Egg", "receptacleObjectId": "Pan"}),
    ("human", "GoToObject", {"objectId": "StoveKnob|+00.50|+00.90|-02.30"}),
    ("human", "SwitchOn", {"objectId": "StoveKnob|+00.50|+00.90|-02.30"}),
    ("robot", "BreakObject", {"objectId": "Egg"}),
    ("robot", "GoToObject", {"objectId": FRIDGE}),
    ("robot", "CloseObject", {"objectId": "Fridge"}),
]

# Frames the bridge cannot read as a request; each must get an `ok: false` reply.
GARBAGE: list[tuple[str | bytes, str]] = [
    ("not json at all", "bad_json"),
    ("{\"id\": 1, \"op\": ", "bad_json"),
    (b"\xff\xfe\x00binary junk", "bad_json"),
    ("[" * 100_000 + "]" * 100_000, "bad_json"),  # nesting deeper than the JSON decoder recurses
    ('{"id": ' + "9" * 5_000 + ', "op": "hello"}', "bad_json"),  # an integer too long to convert
    ("[1, 2, 3]", "bad_request"),
    ('{"op": "hello"}', "bad_request"),
    ('{"id": "1", "op": "hello"}', "bad_request"),
    ('{"id": 2, "op": "explode"}', "unknown_op"),
    ('{"id": 3, "op": "step", "agent": "robot", "action": "GoToObject"}', "bad_params"),
    ('{"id": 4, "op": "reset", "scene": "../../etc/passwd"}', "unknown_scene"),
    ('{"id": 5, "op": "state"}', "no_scene"),
    ("\x00" * 1000, "bad_json"),
]


@pytest.fixture
def bridge() -> BridgeProcess:
    process = start_bridge_process("--port", "0", "--scenes", str(FIXTURES), "--log-level", "WARNING")
    assert process.first_line, process.process.stderr.read() if process.process.stderr else ""
    yield process
    process.stop()


def expected_episode() -> list[dict[str, Any]]:
    """The step results of the episode, from the simulator in this process."""
    world = World(load_scene(FIXTURES / "TestKitchen.yaml", Catalogue.load(FIXTURES / "object-types.yaml")))
    results = []
    for agent, action, params in EPISODE:
        result = world.step(agent, action, params)
        results.append({"success": result.success, "errorCode": result.error_code, "objectId": result.object_id})
    return results


async def flood(url: str) -> list[dict[str, Any]]:
    """Pipelines FLOOD requests (a reset, then steps and states) before reading any reply."""
    async with connect(url, max_queue=None) as connection:
        await connection.send(json.dumps({"id": 1, "op": "reset", "scene": "TestKitchen"}))
        for request_id in range(2, FLOOD + 1):
            if request_id % 10 == 0:
                frame = {"id": request_id, "op": "state"}
            else:
                target = FRIDGE if request_id % 2 else COUNTER
                frame = {"id": request_id, "op": "step", "agent": "robot", "action": "GoToObject", "objectId": target}
            await connection.send(json.dumps(frame))
        return [json.loads(await connection.recv()) for _ in range(FLOOD)]


async def oversized(url: str) -> int | None:
    """Sends a 2 MiB frame; returns the close code the bridge answers with."""
    async with connect(url, max_size=None) as connection:
        await connection.send(json.dumps({"id": 1, "op": "hello", "pad": "x" * (2 << 20)}))
        try:
            await connection.recv()
        except ConnectionClosed as closed:
            return closed.rcvd.code if closed.rcvd is not None else None
        return None


async def garbage(url: str) -> list[tuple[dict[str, Any], str]]:
    """Sends every garbage frame, each followed by a hello that must still be answered."""
    replies = []
    async with connect(url, max_size=None) as connection:
        for index, (frame, code) in enumerate(GARBAGE):
            await connection.send(frame)
            replies.append((json.loads(await connection.recv()), code))
            await connection.send(json.dumps({"id": 1000 + index, "op": "hello"}))
            hello = json.loads(await connection.recv())
            assert hello["id"] == 1000 + index and hello["ok"], hello
    return replies


async def episode(url: str) -> list[dict[str, Any]]:
    """Plays EPISODE step by step, as a client would, while the others hammer the bridge."""
    async with connect(url) as connection:
        await connection.send(json.dumps({"id": 1, "op": "reset", "scene": "TestKitchen"}))
        assert json.loads(await connection.recv())["ok"]
        results = []
        for request_id, (agent, action, params) in enumerate(EPISODE, start=2):
            await connection.send(json.dumps({"id": request_id, "op": "step", "agent": agent, "action": action, **params}))
            reply = json.loads(await connection.recv())
            assert reply["id"] == request_id and reply["ok"], reply
            result = reply["result"]
            results.append({"success": result["success"], "errorCode": result["errorCode"], "objectId": result["objectId"]})
        return results


def test_a_flood_an_oversized_frame_and_garbage_leave_the_bridge_serving_others(bridge: BridgeProcess):
    async def scenario() -> None:
        flooded, close_code, junk, played = await asyncio.gather(
            flood(bridge.url), oversized(bridge.url), garbage(bridge.url), episode(bridge.url)
        )

        # Every request of the flood answered, in order, none lost or repeated.
        assert [reply["id"] for reply in flooded] == list(range(1, FLOOD + 1))
        assert all(reply["ok"] for reply in flooded)
        steps = [reply["result"] for reply in flooded if "success" in reply["result"]]
        assert len(steps) == FLOOD - 1 - (FLOOD // 10) and all(step["success"] for step in steps)
        last_state = flooded[-1]["result"]  # request FLOOD is a state: the robot's last GoToObject
        assert last_state["agents"][0]["at"] == FRIDGE

        assert close_code == 1009

        for reply, code in junk:
            assert reply["ok"] is False and reply["error"]["code"] == code, reply
            assert reply["error"]["message"]

        assert played == expected_episode()

        # The bridge is still up and answers a newcomer.
        assert bridge.process.poll() is None
        async with connect(bridge.url) as connection:
            await connection.send(json.dumps({"id": 1, "op": "hello"}))
            assert json.loads(await connection.recv())["result"]["backend"] == "symbolic"

    asyncio.run(scenario())
