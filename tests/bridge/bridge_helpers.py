"""Helpers for the bridge tests: a running bridge (in-process or as a subprocess), a small
protocol client, and the ai2thor backend on `FakeController` (fake_ai2thor.py), the test double
that acts as Unity does."""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, AsyncIterator

from websockets.asyncio.client import ClientConnection, connect

from bridge.backends.ai2thor_backend import Ai2ThorBackend
from bridge.backends.base import Backend
from bridge.backends.symbolic import SymbolicBackend
from bridge.server import BridgeServer, ServerConfig
from bridge.sim import Catalogue
from fake_ai2thor import FakeController, FakeEvent, load_json  # noqa: F401  (re-exported for the tests)

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).resolve().parent / "fixtures"
AI2THOR_FIXTURES = FIXTURES / "ai2thor"
PYTHON = sys.executable

# How long a test waits for one event (a reply, a line, an exit) before failing. Generous on
# purpose: the README's test command must pass on a busy machine (a load average of 14 on two
# cores), so this guards against a hang and never checks speed (the benchmarks do that).
EVENT_BOUND_S = 120


def symbolic_backend() -> SymbolicBackend:
    """The symbolic backend on the simulator engineer's fixture scenes (TestKitchen)."""
    return SymbolicBackend(FIXTURES)


@asynccontextmanager
async def running_bridge(backend: Backend | None = None, **config: Any) -> AsyncIterator[BridgeServer]:
    """A bridge listening on a free loopback port for the duration of the block."""
    settings = {"host": "127.0.0.1", "port": 0, **config}
    async with BridgeServer(backend or symbolic_backend(), ServerConfig(**settings)) as server:
        yield server


class Client:
    """Numbers requests and returns replies; `raw` sends a frame as is."""

    def __init__(self, connection: ClientConnection) -> None:
        self.connection = connection
        self.next_id = 0

    async def call(self, op: str, **params: Any) -> dict[str, Any]:
        self.next_id += 1
        reply = await self.raw(json.dumps({"id": self.next_id, "op": op, **params}))
        assert reply["id"] == self.next_id, reply
        return reply

    async def result(self, op: str, **params: Any) -> dict[str, Any]:
        """The `result` of a request that must succeed at protocol level."""
        reply = await self.call(op, **params)
        assert reply["ok"], reply
        return reply["result"]

    async def raw(self, frame: str | bytes) -> dict[str, Any]:
        await self.connection.send(frame)
        return json.loads(await self.connection.recv())


@asynccontextmanager
async def client_of(url: str, **kwargs: Any) -> AsyncIterator[Client]:
    # websockets' own deadlines are for a network: 10 s to open, and the connection closed when a
    # ping of ours gets no pong in 20 s. On a busy machine a bridge (or this test's own event
    # loop, which an in-process bridge shares) can be held up longer: the handshake gets the
    # event bound, and the test client sends no keepalive pings.
    kwargs.setdefault("open_timeout", EVENT_BOUND_S)
    kwargs.setdefault("ping_interval", None)
    async with connect(url, **kwargs) as connection:
        yield Client(connection)


@dataclass
class BridgeProcess:
    """`python -m bridge` started as a subprocess, with its first stdout line."""

    process: subprocess.Popen
    first_line: str

    @property
    def url(self) -> str:
        return json.loads(self.first_line)["listening"]

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(timeout=EVENT_BOUND_S)


def start_bridge_process(*args: str, env: dict[str, str] | None = None, stdin: int | None = None) -> BridgeProcess:
    """Start the CLI and read its first stdout line (blocking read: the line is the handshake)."""
    process = subprocess.Popen(
        [PYTHON, "-m", "bridge", *args],
        cwd=ROOT,
        stdin=stdin,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, **(env or {})},
    )
    assert process.stdout is not None
    # The line is printed whole: once anything is readable, readline returns it (or "" at an exit).
    if not select.select([process.stdout], [], [], EVENT_BOUND_S)[0]:
        process.kill()
        raise AssertionError(f"python -m bridge {' '.join(args)} printed no line within {EVENT_BOUND_S} s")
    return BridgeProcess(process, process.stdout.readline().rstrip("\n"))


# --- the ai2thor backend on the test double -------------------------------------------------


def fake_ai2thor_backend(controller: FakeController | None = None) -> tuple[Ai2ThorBackend, FakeController]:
    """An ai2thor backend on a `FakeController`, with the project's catalogue."""
    fake = controller or FakeController()
    catalogue = Catalogue.load(ROOT / "scenes" / "object-types.yaml")
    return Ai2ThorBackend(lambda: fake, catalogue), fake
