"""Step round-trip latency of the bridge, next to a plain WebSocket echo on the same loopback.

    bridge/.venv/bin/python bench/bridge_latency.py [--steps 5000] [--scene FloorPlan1] [--json]

Both servers run as subprocesses (the bridge as `python -m bridge --port 0`, the echo server as
this file with `--echo-server`); this process is the client, with one connection to each. It
reports p50/p99 round trip and steps per second for `step` (GoToObject back and forth between two
objects, which always succeeds) and for echoing the same frame, and their ratio. Targets for the
symbolic backend: p50 under 1 ms and at least 2,000 steps/s. `--check` exits 1 when missed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.asyncio.server import ServerConnection, serve

ROOT = Path(__file__).resolve().parents[1]
TARGET_P50_MS = 1.0
TARGET_STEPS_PER_S = 2000.0


async def echo_server() -> None:
    """Echo every frame back; print the url as the bridge does, then serve until killed."""

    async def echo(connection: ServerConnection) -> None:
        async for frame in connection:
            await connection.send(frame)

    async with serve(echo, "127.0.0.1", 0, compression=None) as server:
        port = server.sockets[0].getsockname()[1]
        print(json.dumps({"listening": f"ws://127.0.0.1:{port}"}), flush=True)
        await asyncio.Future()


def start(args: list[str]) -> tuple[subprocess.Popen, str]:
    process = subprocess.Popen([sys.executable, *args], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None
    line = process.stdout.readline()
    if not line:
        process.wait()
        raise SystemExit(f"could not start {' '.join(args)} (exit {process.returncode})")
    return process, json.loads(line)["listening"]


async def timed_round_trips(connection: ClientConnection, frames: list[str]) -> list[float]:
    """Seconds per request/reply round trip, one request in flight at a time."""
    times = []
    for frame in frames:
        started = time.perf_counter()
        await connection.send(frame)
        await connection.recv()
        times.append(time.perf_counter() - started)
    return times


def summary(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    return {
        "p50_ms": statistics.median(ordered) * 1e3,
        "p99_ms": ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] * 1e3,
        "per_s": len(times) / sum(times),
    }


async def measure(bridge_url: str, echo_url: str, scene: str, steps: int, warmup: int) -> dict[str, Any]:
    async with connect(bridge_url, compression=None) as bridge:
        await bridge.send(json.dumps({"id": 0, "op": "reset", "scene": scene}))
        state = json.loads(await bridge.recv())
        if not state["ok"]:
            raise SystemExit(f"reset failed: {state['error']['message']}")
        ids = [o["objectId"] for o in state["result"]["objects"][:2]]
        frames = [
            json.dumps({"id": n + 1, "op": "step", "agent": "robot", "action": "GoToObject", "objectId": ids[n % 2]})
            for n in range(warmup + steps)
        ]
        check = json.loads((await bridge.send(frames[0]), await bridge.recv())[1])
        if not check["result"]["success"]:
            raise SystemExit(f"step failed: {check['result']['errorMessage']}")
        bridge_times = (await timed_round_trips(bridge, frames))[warmup:]
    async with connect(echo_url, compression=None) as echo:
        echo_times = (await timed_round_trips(echo, frames))[warmup:]
    step, plain = summary(bridge_times), summary(echo_times)
    return {
        "steps": steps,
        "scene": scene,
        "bridge": step,
        "echo": plain,
        "ratio": {"p50": step["p50_ms"] / plain["p50_ms"], "p99": step["p99_ms"] / plain["p99_ms"], "per_s": plain["per_s"] / step["per_s"]},
        "targetMet": step["p50_ms"] < TARGET_P50_MS and step["per_s"] >= TARGET_STEPS_PER_S,
    }


def report(result: dict[str, Any]) -> str:
    bridge, echo, ratio = result["bridge"], result["echo"], result["ratio"]
    rows = [
        f"{result['steps']} sequential round trips on one connection, scene {result['scene']}",
        f"{'':14}{'p50 ms':>10}{'p99 ms':>10}{'per s':>10}",
        f"{'bridge step':14}{bridge['p50_ms']:>10.3f}{bridge['p99_ms']:>10.3f}{bridge['per_s']:>10.0f}",
        f"{'plain echo':14}{echo['p50_ms']:>10.3f}{echo['p99_ms']:>10.3f}{echo['per_s']:>10.0f}",
        f"{'ratio':14}{ratio['p50']:>9.2f}x{ratio['p99']:>9.2f}x{ratio['per_s']:>9.2f}x",
        f"target (p50 < {TARGET_P50_MS:g} ms, >= {TARGET_STEPS_PER_S:,.0f} steps/s): {'met' if result['targetMet'] else 'MISSED'}",
    ]
    return "\n".join(rows)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=5000)
    parser.add_argument("--warmup", type=int, default=200)
    parser.add_argument("--scene", default="FloorPlan1")
    parser.add_argument("--scenes", default=None, help="scenes directory for the bridge")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument("--check", action="store_true", help="exit 1 when the target is missed")
    parser.add_argument("--echo-server", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.echo_server:
        asyncio.run(echo_server())
        return 0
    bridge_args = ["-m", "bridge", "--port", "0", "--log-level", "WARNING"]
    if args.scenes:
        bridge_args += ["--scenes", args.scenes]
    bridge, bridge_url = start(bridge_args)
    echo, echo_url = start([str(Path(__file__).resolve()), "--echo-server"])
    try:
        result = asyncio.run(measure(bridge_url, echo_url, args.scene, args.steps, args.warmup))
    finally:
        for process in (bridge, echo):
            process.terminate()
            process.wait(timeout=10)
    print(json.dumps(result) if args.json else report(result))
    return 0 if result["targetMet"] or not args.check else 1


if __name__ == "__main__":
    sys.exit(main())
