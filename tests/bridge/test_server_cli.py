"""`python -m bridge` as a launcher sees it: the first stdout line, signals, exit codes."""

from __future__ import annotations

import asyncio
import importlib.util
import json
import os
import signal
import subprocess
import time

import pytest
from websockets.exceptions import ConnectionClosed

from bridge_helpers import EVENT_BOUND_S, FIXTURES, PYTHON, ROOT, client_of, start_bridge_process


def test_first_line_is_exactly_the_listening_object_then_sigterm_exits_0():
    bridge = start_bridge_process("--port", "0", "--scenes", str(FIXTURES))
    try:
        message = json.loads(bridge.first_line)
        assert list(message) == ["listening", "backend", "protocol"]
        port = int(message["listening"].rsplit(":", 1)[1])
        assert port > 0
        assert bridge.first_line == json.dumps({"listening": f"ws://127.0.0.1:{port}", "backend": "symbolic", "protocol": 1})

        async def talk() -> None:
            async with client_of(bridge.url) as client:
                assert (await client.result("hello"))["scenes"] == ["TestKitchen"]
                assert (await client.result("reset", scene="TestKitchen"))["scene"] == "TestKitchen"

        asyncio.run(asyncio.wait_for(talk(), timeout=EVENT_BOUND_S))
        bridge.process.send_signal(signal.SIGTERM)
        assert bridge.process.wait(timeout=EVENT_BOUND_S) == 0
        assert bridge.process.stdout.read() == ""  # nothing but the first line on stdout
        assert "listening on" in bridge.process.stderr.read()  # logs go to stderr
    finally:
        bridge.stop()


def test_sigint_with_a_client_connected_closes_it_going_away_and_exits_0():
    bridge = start_bridge_process("--port", "0", "--scenes", str(FIXTURES))
    try:
        async def interrupted() -> None:
            async with client_of(bridge.url) as client:
                await client.result("reset", scene="TestKitchen")
                bridge.process.send_signal(signal.SIGINT)
                with pytest.raises(ConnectionClosed) as closed:
                    await client.connection.recv()
                assert closed.value.rcvd is not None and closed.value.rcvd.code == 1001

        asyncio.run(asyncio.wait_for(interrupted(), timeout=EVENT_BOUND_S))
        assert bridge.process.wait(timeout=EVENT_BOUND_S) == 0
    finally:
        bridge.stop()


def test_the_token_comes_from_the_environment_when_not_given():
    bridge = start_bridge_process("--port", "0", "--scenes", str(FIXTURES), env={"ITERAPLAN_BRIDGE_TOKEN": "envtoken"})
    try:
        async def talk() -> None:
            async with client_of(bridge.url, additional_headers={"Authorization": "Bearer envtoken"}) as client:
                assert (await client.result("hello"))["protocol"] == 1

        asyncio.run(asyncio.wait_for(talk(), timeout=EVENT_BOUND_S))
    finally:
        bridge.stop()


def test_exit_with_stdin_shuts_down_when_the_launcher_lets_go_of_stdin():
    bridge = start_bridge_process("--port", "0", "--scenes", str(FIXTURES), "--exit-with-stdin", stdin=subprocess.PIPE)
    try:
        async def talk() -> None:
            async with client_of(bridge.url) as client:
                assert (await client.result("hello"))["protocol"] == 1

        asyncio.run(asyncio.wait_for(talk(), timeout=EVENT_BOUND_S))
        bridge.process.stdin.close()  # what the kernel does when the launching process dies
        assert bridge.process.wait(timeout=EVENT_BOUND_S) == 0
        assert "stdin closed" in bridge.process.stderr.read()
    finally:
        bridge.stop()


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_exit_with_stdin_still_stops_cleanly_on_a_signal(signum):
    """The stdin watch must not keep the interpreter from shutting down: a thread blocked in the
    buffered stdin reader made it abort ("could not acquire lock for <stdin>"), exit code not 0."""
    bridge = start_bridge_process("--port", "0", "--scenes", str(FIXTURES), "--exit-with-stdin", stdin=subprocess.PIPE)
    try:
        bridge.process.send_signal(signum)
        assert bridge.process.wait(timeout=EVENT_BOUND_S) == 0
        assert "Fatal Python error" not in bridge.process.stderr.read()
    finally:
        bridge.stop()


def test_without_exit_with_stdin_a_closed_stdin_changes_nothing():
    bridge = start_bridge_process("--port", "0", "--scenes", str(FIXTURES), stdin=subprocess.PIPE)
    try:
        bridge.process.stdin.close()

        async def talk() -> None:
            async with client_of(bridge.url) as client:
                assert (await client.result("hello"))["protocol"] == 1

        asyncio.run(asyncio.wait_for(talk(), timeout=EVENT_BOUND_S))
        assert bridge.process.poll() is None
    finally:
        bridge.stop()


def run_cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [PYTHON, "-m", "bridge", *args], cwd=ROOT, capture_output=True, text=True, timeout=EVENT_BOUND_S,
        env={**{k: v for k, v in os.environ.items() if k != "ITERAPLAN_BRIDGE_TOKEN"}, **(env or {})},
    )


# websockets' keepalive: a ping 20 s after the connection opens, and by default the connection
# closed (1011) when no pong has come 20 s later. A client answers pings from its event loop.
PING_INTERVAL_S = 20
DEFAULT_PING_TIMEOUT_S = 20


def test_a_client_too_busy_to_answer_pings_keeps_its_connection():
    """A client whose event loop is held up (a planner's search on a loaded machine) answers the
    bridge's ping late: the bridge still answers its next request. Time passing is what is tested
    here, so the test waits it out: past the point where a late pong used to close the connection."""
    bridge = start_bridge_process("--port", "0", "--scenes", str(FIXTURES))
    try:

        async def busy_client() -> None:
            async with client_of(bridge.url) as client:  # no pings of its own (bridge_helpers)
                assert (await client.result("hello"))["protocol"] == 1
                time.sleep(PING_INTERVAL_S + DEFAULT_PING_TIMEOUT_S + 5)  # blocks the loop: no pong
                assert (await client.result("reset", scene="TestKitchen"))["scene"] == "TestKitchen"

        asyncio.run(asyncio.wait_for(busy_client(), timeout=EVENT_BOUND_S))
    finally:
        bridge.stop()


def test_a_non_loopback_host_without_a_token_exits_2_and_says_why():
    done = run_cli("--host", "0.0.0.0", "--port", "0", "--scenes", str(FIXTURES))
    assert done.returncode == 2
    assert done.stdout == ""
    assert "--token" in done.stderr and "ITERAPLAN_BRIDGE_TOKEN" in done.stderr


def test_a_bad_port_is_a_usage_error():
    done = run_cli("--port", "70000")
    assert done.returncode == 2 and "--port" in done.stderr


@pytest.mark.parametrize(
    ("args", "named"),
    [(("--platform", "cloud"), "--platform"), (("--width", "640", "--height", "480"), "--width, --height")],
)
def test_unity_options_with_the_symbolic_backend_are_a_usage_error(args, named):
    done = run_cli("--port", "0", "--scenes", str(FIXTURES), *args)
    assert done.returncode == 2 and f"{named}: only for --backend ai2thor" in done.stderr


def test_a_frame_size_out_of_range_is_a_usage_error():
    done = run_cli("--backend", "ai2thor", "--port", "0", "--width", "5")
    assert done.returncode == 2 and "--width must be between 16 and 8192" in done.stderr


def test_a_port_in_use_exits_3():
    bridge = start_bridge_process("--port", "0", "--scenes", str(FIXTURES))
    try:
        port = bridge.url.rsplit(":", 1)[1]
        done = run_cli("--port", port, "--scenes", str(FIXTURES))
        assert done.returncode == 3 and f"127.0.0.1:{port}" in done.stderr
    finally:
        bridge.stop()


def test_a_missing_catalogue_exits_2_naming_the_file(tmp_path):
    done = run_cli("--port", "0", "--scenes", str(tmp_path))
    assert done.returncode == 2 and "object-types.yaml" in done.stderr


@pytest.mark.skipif(importlib.util.find_spec("ai2thor") is not None, reason="ai2thor is installed here")
def test_the_ai2thor_backend_without_the_package_exits_3_saying_what_to_install():
    done = run_cli("--backend", "ai2thor", "--port", "0", "--platform", "cloud", "--width", "640", "--height", "480")
    assert done.returncode == 3
    assert "pip install ai2thor" in done.stderr
    assert done.stdout == ""


def test_exclusive_and_step_delay_imitate_ai2thor_for_benchmarks():
    bridge = start_bridge_process("--port", "0", "--scenes", str(FIXTURES), "--exclusive", "--step-delay-ms", "150")
    try:

        async def talk() -> None:
            async with client_of(bridge.url) as first:
                assert (await first.result("hello"))["exclusive"] is True
                await first.result("reset", scene="TestKitchen")
                # A second connection while the first is open is refused, as the ai2thor backend does.
                async with client_of(bridge.url) as second:
                    reply = await second.call("hello")
                    assert reply["ok"] is False and reply["error"]["code"] == "busy"
                loop = asyncio.get_running_loop()
                started = loop.time()
                await first.result("step", agent="robot", action="GoToObject", objectId="Fridge")
                assert loop.time() - started >= 0.15
            # Once the first has gone, the next connection is served (the bridge notices the
            # close in its own time: ask again until it does, within the bound).
            deadline = loop.time() + EVENT_BOUND_S
            while loop.time() < deadline:
                async with client_of(bridge.url) as third:
                    reply = await third.call("hello")
                    if reply["ok"]:
                        return
                await asyncio.sleep(0.05)
            raise AssertionError(f"the bridge stayed busy for {EVENT_BOUND_S} s after its connection closed")

        asyncio.run(asyncio.wait_for(talk(), timeout=2 * EVENT_BOUND_S))
    finally:
        bridge.stop()


def test_step_delay_is_for_the_symbolic_backend_only():
    result = subprocess.run(
        [PYTHON, "-m", "bridge", "--backend", "ai2thor", "--port", "0", "--step-delay-ms", "10"],
        cwd=ROOT, capture_output=True, text=True, timeout=EVENT_BOUND_S,
    )
    assert result.returncode == 2
    assert "symbolic backend only" in result.stderr
