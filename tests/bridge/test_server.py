"""The bridge over real WebSocket connections to an in-process server on a free port, serving
real `bridge.sim` worlds (TestKitchen fixture scene)."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Awaitable, Callable

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from bridge.errors import StartupError
from bridge.server import BridgeServer, ServerConfig, is_loopback
from bridge_helpers import EVENT_BOUND_S, client_of, fake_ai2thor_backend, running_bridge, symbolic_backend

FRIDGE = "Fridge|-02.00|+00.00|+01.00"
APPLES = ("Apple|+00.10|+00.95|+00.10", "Apple|-02.00|+00.50|+01.00")


def run(scenario: Callable[[], Awaitable[None]]) -> None:
    asyncio.run(asyncio.wait_for(scenario(), timeout=EVENT_BOUND_S))


def test_every_op_over_one_connection():
    async def scenario() -> None:
        async with running_bridge() as server, client_of(server.url) as client:
            hello = await client.result("hello")
            assert hello == {"protocol": 1, "backend": "symbolic", "scenes": ["TestKitchen"], "exclusive": False}
            reset = await client.result("reset", scene="TestKitchen", agents=["robot", "human"])
            assert reset["scene"] == "TestKitchen"
            step = await client.result("step", agent="human", action="GoToObject", objectId="Fridge")
            assert step["success"] and step["objectId"] == FRIDGE
            state = await client.result("state")
            assert {"name": "human", "holding": None, "at": FRIDGE} in state["agents"]

    run(scenario)


def test_a_failed_action_then_a_successful_one_on_the_same_connection():
    async def scenario() -> None:
        async with running_bridge() as server, client_of(server.url) as client:
            await client.result("reset", scene="TestKitchen")
            failed = await client.result("step", agent="robot", action="OpenObject", objectId="Fridge")
            assert failed["success"] is False and failed["errorCode"] == "NOT_REACHABLE"
            assert FRIDGE in failed["errorMessage"]
            await client.result("step", agent="robot", action="GoToObject", objectId="Fridge")
            opened = await client.result("step", agent="robot", action="OpenObject", objectId="Fridge")
            assert opened == {"success": True, "errorCode": None, "errorMessage": None, "objectId": FRIDGE, "resolved": {"objectId": FRIDGE}, "failure": None, "holding": None}
            fridge = next(o for o in (await client.result("state"))["objects"] if o["objectId"] == FRIDGE)
            assert fridge["isOpen"] is True

    run(scenario)


@pytest.mark.parametrize(
    ("frame", "code"),
    [
        ("{oops", "bad_json"),
        ("[]", "bad_request"),
        ('{"op": "hello"}', "bad_request"),
        ('{"id": 9, "op": "jump"}', "unknown_op"),
        ('{"id": 9, "op": "reset"}', "bad_params"),
        ('{"id": 9, "op": "reset", "scene": "TestKitchen", "extra": 1}', "bad_params"),
        ('{"id": 9, "op": "reset", "scene": ["TestKitchen"]}', "bad_params"),
        ('{"id": 9, "op": "reset", "scene": "../TestKitchen"}', "unknown_scene"),
        ('{"id": 9, "op": "state"}', "no_scene"),
    ],
)
def test_each_protocol_error_leaves_the_connection_usable(frame, code):
    async def scenario() -> None:
        async with running_bridge() as server, client_of(server.url) as client:
            reply = await client.raw(frame)
            assert reply["ok"] is False and reply["error"]["code"] == code, reply
            assert reply["error"]["message"]
            assert (await client.result("hello"))["protocol"] == 1

    run(scenario)


def test_a_frame_over_one_mebibyte_closes_with_1009():
    async def scenario() -> None:
        async with running_bridge() as server:
            async with connect(server.url, max_size=None) as connection:
                await connection.send(json.dumps({"id": 1, "op": "hello", "pad": "x" * (1 << 20)}))
                with pytest.raises(ConnectionClosed) as closed:
                    await connection.recv()
                assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
            # the server itself is unharmed
            async with client_of(server.url) as client:
                assert (await client.result("hello"))["backend"] == "symbolic"

    run(scenario)


def test_a_frame_just_under_the_limit_is_read():
    async def scenario() -> None:
        async with running_bridge() as server, client_of(server.url) as client:
            frame = json.dumps({"id": 1, "op": "hello", "pad": ""})
            frame = frame.replace('""', '"' + "x" * ((1 << 20) - len(frame)) + '"')
            assert len(frame) == 1 << 20
            reply = await client.raw(frame)
            assert reply["error"]["code"] == "bad_params" and "'pad'" in reply["error"]["message"]

    run(scenario)


@pytest.mark.parametrize("frame", [b'{"id": 3, "op": "hello"}', b"\xff\xfe binary junk"])
def test_a_binary_frame_is_refused_whatever_it_holds(frame):
    """PROTOCOL.md: requests are JSON in text frames; a binary frame holding a valid request was answered."""

    async def scenario() -> None:
        async with running_bridge() as server, client_of(server.url) as client:
            reply = await client.raw(frame)
            assert reply == {"id": None, "ok": False, "error": {"code": "bad_json", "message": "a binary frame: requests are JSON in text frames"}}
            assert (await client.result("hello"))["protocol"] == 1

    run(scenario)


def test_an_unknown_scene_names_the_scenes_but_not_the_servers_folder():
    async def scenario() -> None:
        async with running_bridge() as server, client_of(server.url) as client:
            reply = await client.raw('{"id": 4, "op": "reset", "scene": "FloorPlan999"}')
            message = reply["error"]["message"]
            assert reply["error"]["code"] == "unknown_scene" and "TestKitchen" in message and "FloorPlan999" in message
            assert "/" not in message, message

    run(scenario)


@pytest.mark.parametrize(
    ("url_suffix", "headers"),
    [
        ("", {}),
        ("", {"Authorization": "Bearer wrong"}),
        ("?token=wrong", {}),
        ("", {"Authorization": "Basic s3cret"}),
        # A repeated token parameter presents none, in either order (right-first was let in).
        ("?token=s3cret&token=wrong", {}),
        ("?token=wrong&token=s3cret", {}),
        ("?token=&token=s3cret", {}),
    ],
)
def test_a_missing_or_wrong_token_is_refused_with_401(url_suffix, headers):
    async def scenario() -> None:
        async with running_bridge(token="s3cret") as server:
            with pytest.raises(InvalidStatus) as refused:
                async with connect(server.url + url_suffix, additional_headers=headers):
                    pass
            assert refused.value.response.status_code == 401

    run(scenario)


@pytest.mark.parametrize(("url_suffix", "headers"), [("", {"Authorization": "Bearer s3cret"}), ("/?token=s3cret", {})])
def test_the_right_token_in_the_header_or_the_query_is_let_in(url_suffix, headers):
    async def scenario() -> None:
        async with running_bridge(token="s3cret") as server:
            async with client_of(server.url + url_suffix, additional_headers=headers) as client:
                assert (await client.result("hello"))["protocol"] == 1

    run(scenario)


def test_a_non_loopback_host_without_a_token_is_refused():
    with pytest.raises(StartupError) as refused:
        BridgeServer(symbolic_backend(), ServerConfig(host="0.0.0.0", port=0))
    assert refused.value.exit_code == 2 and "token" in str(refused.value)
    BridgeServer(symbolic_backend(), ServerConfig(host="0.0.0.0", port=0, token="t"))  # accepted


@pytest.mark.parametrize(("host", "loopback"), [("127.0.0.1", True), ("127.5.0.1", True), ("::1", True), ("localhost", True), ("0.0.0.0", False), ("192.168.1.4", False), ("example.org", False)])
def test_loopback_hosts(host, loopback):
    assert is_loopback(host) is loopback


def test_twenty_concurrent_episodes_do_not_cross():
    """Each connection plays its own episode, interleaved with the others: a different apple
    and a different number of open/close rounds; every reply must match its request id and its
    own world."""

    async def episode(url: str, index: int) -> None:
        async with client_of(url) as client:
            agent = f"agent{index}"
            state = await client.result("reset", scene="TestKitchen", agents=[agent])
            assert [a["name"] for a in state["agents"]] == [agent]
            apple = APPLES[index % 2]
            counter = "CounterTop|+00.00|+00.90|+00.00" if index % 2 == 0 else FRIDGE
            await client.result("step", agent=agent, action="GoToObject", objectId=counter)
            if counter == FRIDGE:
                assert (await client.result("step", agent=agent, action="OpenObject", objectId="Fridge"))["success"]
            for _ in range(index % 4):
                await client.result("step", agent=agent, action="GoToObject", objectId=counter)
                await asyncio.sleep(random.random() / 1000)  # shuffle the interleaving
            picked = await client.result("step", agent=agent, action="PickupObject", objectId=apple)
            assert picked["success"], picked
            state = await client.result("state")
            assert state["agents"] == [{"name": agent, "holding": apple, "at": counter}]
            held = [o["objectId"] for o in state["objects"] if o["isPickedUp"]]
            assert held == [apple]  # nobody else's apple shows up in this world

    async def scenario() -> None:
        async with running_bridge() as server:
            await asyncio.gather(*(episode(server.url, index) for index in range(20)))

    run(scenario)


def test_replies_come_back_under_their_own_ids_when_requests_are_pipelined():
    async def scenario() -> None:
        async with running_bridge() as server, connect(server.url) as connection:
            ids = [101, 7, 55, 3]
            await connection.send(json.dumps({"id": ids[0], "op": "reset", "scene": "TestKitchen"}))
            for request_id in ids[1:]:
                await connection.send(json.dumps({"id": request_id, "op": "state"}))
            replies = [json.loads(await connection.recv()) for _ in ids]
            assert [r["id"] for r in replies] == ids and all(r["ok"] for r in replies)

    run(scenario)


def test_the_ai2thor_backend_answers_a_second_connection_busy():
    async def scenario() -> None:
        backend, _ = fake_ai2thor_backend()
        async with running_bridge(backend) as server:
            async with client_of(server.url) as first:
                hello = await first.result("hello")
                assert hello["backend"] == "ai2thor" and hello["exclusive"] is True
                async with connect(server.url) as second:
                    await second.send(json.dumps({"id": 1, "op": "hello"}))
                    reply = json.loads(await second.recv())
                    assert reply["id"] == 1 and reply["error"]["code"] == "busy"
                    with pytest.raises(ConnectionClosed) as closed:
                        await second.recv()
                    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1013
                await first.result("reset", scene="FloorPlan1")
            # the first connection closed: the controller is free again
            async with client_of(server.url) as third:
                state = await third.result("reset", scene="FloorPlan1")
                assert state["scene"] == "FloorPlan1"

    run(scenario)
