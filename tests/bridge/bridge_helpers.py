"""Helpers for the bridge tests: a running bridge (in-process or as a subprocess), a small
protocol client, and `FakeController`, a scripted stand-in for `ai2thor.controller.Controller`
that plays AI2-THOR's metadata shape from the recorded-style files in fixtures/ai2thor/."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, AsyncIterator

from websockets.asyncio.client import ClientConnection, connect

from bridge.backends.ai2thor_backend import Ai2ThorBackend
from bridge.backends.base import Backend
from bridge.backends.symbolic import SymbolicBackend
from bridge.server import BridgeServer, ServerConfig
from bridge.sim import Catalogue

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).resolve().parent / "fixtures"
AI2THOR_FIXTURES = FIXTURES / "ai2thor"
PYTHON = sys.executable


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
        self.process.wait(timeout=10)


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
    return BridgeProcess(process, process.stdout.readline().rstrip("\n"))


# --- a scripted AI2-THOR controller --------------------------------------------------------


def load_json(name: str) -> Any:
    return json.loads((AI2THOR_FIXTURES / name).read_text())


@dataclass
class FakeEvent:
    metadata: dict[str, Any]
    events: list["FakeEvent"] = field(default_factory=list)


class FakeController:
    """Plays the recorded FloorPlan1 metadata and applies the effect of each AI2-THOR action to
    it, the way Unity would report it. `refuse[action] = message` makes that action fail with
    AI2-THOR's `errorMessage`; `blocked` lists (x, z) positions where Teleport fails."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self.refuse: dict[str, str] = {}
        self.blocked: set[tuple[float, float]] = set()
        self.stopped = False
        self._reset(1)

    def _reset(self, agent_count: int) -> None:
        recorded = load_json("FloorPlan1_metadata.json")
        self.objects: dict[str, dict[str, Any]] = {o["objectId"]: o for o in recorded["objects"]}
        self.agents = [copy.deepcopy(recorded) for _ in range(agent_count)]
        for agent in self.agents:
            del agent["objects"]

    def reset(self, scene: str, **init: Any) -> FakeEvent:
        self.calls.append(("reset", {"scene": scene, **init}))
        self._reset(init.get("agentCount", 1))
        return self._event(0, True, "")

    def stop(self) -> None:
        self.stopped = True

    def step(self, action: str, **args: Any) -> FakeEvent:
        self.calls.append((action, dict(args)))  # as called: agentId only when the backend sent it
        agentId = args.pop("agentId", 0)
        if action in self.refuse:
            return self._event(agentId, False, self.refuse[action])
        handler = getattr(self, f"_do_{action}", None)
        if handler is None:
            return self._event(agentId, False, f"Invalid action: {action}")
        self._action_return = None
        error = handler(agentId, **args)
        return self._event(agentId, error is None, error or "", self._action_return)

    def _event(self, agent_id: int, success: bool, error: str, action_return: Any = None) -> FakeEvent:
        events = []
        for index, agent in enumerate(self.agents):
            metadata = {**agent, "objects": copy.deepcopy(list(self.objects.values()))}
            if index == agent_id:
                metadata.update(lastActionSuccess=success, errorMessage=error, actionReturn=action_return)
            events.append(FakeEvent(metadata))
        if len(events) == 1:
            return events[0]
        return FakeEvent(events[0].metadata, events)

    # --- effects of the actions the backend uses ---

    def _do_GetReachablePositions(self, agent_id: int) -> None:
        self._action_return = load_json("FloorPlan1_reachable.json")

    def _do_Teleport(self, agent_id: int, position: dict, rotation: dict, horizon: float, standing: bool) -> str | None:
        if (position["x"], position["z"]) in self.blocked:
            return "Another agent is standing there"
        self.agents[agent_id]["agent"].update(position=position, rotation=rotation, cameraHorizon=horizon)
        return None

    def _move(self, object_id: str, receptacle: str | None) -> None:
        for other in self.objects.values():
            if other.get("receptacleObjectIds") and object_id in other["receptacleObjectIds"]:
                other["receptacleObjectIds"].remove(object_id)
        obj = self.objects[object_id]
        if receptacle is None:
            obj["parentReceptacles"] = None
            return
        target = self.objects[receptacle]
        obj["parentReceptacles"] = [receptacle, *(target["parentReceptacles"] or [])]
        target["receptacleObjectIds"] = [*(target["receptacleObjectIds"] or []), object_id]

    def _do_PickupObject(self, agent_id: int, objectId: str, forceAction: bool) -> str | None:
        if self.agents[agent_id]["inventoryObjects"]:
            return "Agent hand is full"
        self._move(objectId, None)
        self.objects[objectId]["isPickedUp"] = True
        self.agents[agent_id]["inventoryObjects"] = [{"objectId": objectId, "objectType": self.objects[objectId]["objectType"]}]
        return None

    def _do_PutObject(self, agent_id: int, objectId: str, forceAction: bool, placeStationary: bool) -> str | None:
        inventory = self.agents[agent_id]["inventoryObjects"]
        if not inventory:
            return "Nothing in hand to put"
        held = inventory[0]["objectId"]
        self._move(held, objectId)
        self.objects[held]["isPickedUp"] = False
        self.agents[agent_id]["inventoryObjects"] = []
        return None

    def _set(self, objectId: str, key: str, value: bool) -> None:
        self.objects[objectId][key] = value

    def _do_OpenObject(self, agent_id: int, objectId: str, forceAction: bool) -> None:
        self._set(objectId, "isOpen", True)

    def _do_CloseObject(self, agent_id: int, objectId: str, forceAction: bool) -> None:
        self._set(objectId, "isOpen", False)

    def _do_ToggleObjectOn(self, agent_id: int, objectId: str, forceAction: bool) -> None:
        self._set(objectId, "isToggled", True)

    def _do_ToggleObjectOff(self, agent_id: int, objectId: str, forceAction: bool) -> None:
        self._set(objectId, "isToggled", False)

    def _do_CleanObject(self, agent_id: int, objectId: str, forceAction: bool) -> None:
        self._set(objectId, "isDirty", False)

    def _do_UseUpObject(self, agent_id: int, objectId: str, forceAction: bool) -> None:
        self._set(objectId, "isUsedUp", True)

    def _replace(self, objectId: str, new_type: str, count: int) -> None:
        original = self.objects.pop(objectId)
        parents = original["parentReceptacles"]
        for index in range(count):
            piece = copy.deepcopy(original)
            piece.update(objectId=f"{objectId}|{new_type}_{index}", objectType=new_type, sliceable=False, breakable=False)
            self.objects[piece["objectId"]] = piece
        for other in self.objects.values():
            if other.get("receptacleObjectIds") and objectId in other["receptacleObjectIds"]:
                other["receptacleObjectIds"].remove(objectId)
        assert parents is None or all(p in self.objects for p in parents)

    def _do_SliceObject(self, agent_id: int, objectId: str, forceAction: bool) -> None:
        self._replace(objectId, f"{self.objects[objectId]['objectType']}Sliced", 3)

    def _do_BreakObject(self, agent_id: int, objectId: str, forceAction: bool) -> None:
        if self.objects[objectId]["objectType"] == "Egg":
            self._replace(objectId, "EggCracked", 1)
        else:
            self._set(objectId, "isBroken", True)


def fake_ai2thor_backend(controller: FakeController | None = None) -> tuple[Ai2ThorBackend, FakeController]:
    """An ai2thor backend on a `FakeController`, with the project's catalogue."""
    fake = controller or FakeController()
    catalogue = Catalogue.load(ROOT / "scenes" / "object-types.yaml")
    return Ai2ThorBackend(lambda: fake, catalogue), fake
