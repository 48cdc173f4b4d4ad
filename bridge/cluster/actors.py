"""The Ray actors: the registry (a named actor keeping the table of `registry.py`) and the bridge
replicas. Imported only once `ray` is known to be installed (`ray_module()` in serve/watch).

A replica is one bridge: it binds a free port on its node's address, serves the protocol with the
token from a thread of its own (the actor's calls stay free), and announces itself to the
registry at start and every `HEARTBEAT_S`. Ray restarts a replica whose process or node died
(`max_restarts`); the new incarnation binds a new port and announces it.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import os
import threading
import time
from pathlib import Path
from typing import Any

import ray

from ..backends import load_backend
from ..backends.ai2thor_backend import ControllerOptions
from ..server import BridgeServer, ServerConfig
from .config import NAMESPACE, ReplicaConfig
from .registry import HEARTBEAT_S, Announcement, Registry

log = logging.getLogger("bridge.cluster")

# The staged copy's scenes (bridge/cluster/staging.py), beside the bridge package.
STAGED_SCENES = Path(__file__).resolve().parents[2] / "scenes"
START_TIMEOUT_S = 600.0  # AI2-THOR may fetch and start Unity first


@ray.remote
class RegistryActor:
    """The named actor `watch` reads: announcements in, snapshots out."""

    def __init__(self, name: str, expected: int) -> None:
        self._registry = Registry(name, expected)

    def announce(self, announcement: dict[str, Any]) -> bool:
        return self._registry.announce(Announcement(**announcement), time.monotonic())

    def snapshot(self) -> dict[str, Any]:
        return self._registry.snapshot(time.monotonic())


def controller_options(config: ReplicaConfig) -> ControllerOptions:
    """How the replica starts Unity: on the GPU Ray gave it (fractional GPUs share one)."""
    gpus = ray.get_gpu_ids()
    return ControllerOptions(
        platform=config.platform or "desktop",
        width=config.width,
        height=config.height,
        gpu_device=int(gpus[0]) if gpus else None,
    )


def serve_in_thread(server: BridgeServer) -> str:
    """Starts `server` on an event loop in a daemon thread (it lives as long as the actor's
    process); returns its url once it listens. Raises what `start()` raised."""
    outcome: dict[str, Any] = {}
    ready = threading.Event()

    async def run() -> None:
        try:
            outcome["url"] = await server.start()
        except BaseException as error:  # noqa: BLE001 - handed to the actor's constructor
            outcome["error"] = error
            return
        finally:
            ready.set()
        await asyncio.Event().wait()

    threading.Thread(target=lambda: asyncio.run(run()), name="bridge-server", daemon=True).start()
    if not ready.wait(START_TIMEOUT_S):
        raise TimeoutError(f"the bridge did not listen within {START_TIMEOUT_S:g} s")
    if "error" in outcome:
        raise outcome["error"]
    return outcome["url"]


@ray.remote
class ReplicaActor:
    """One bridge replica; its constructor runs again on every restart."""

    def __init__(self, index: int, registry: str, config: ReplicaConfig, token: str) -> None:
        logging.basicConfig(level=logging.INFO, format="%(asctime)s bridge %(levelname)s %(name)s: %(message)s")
        node = ray.util.get_node_ip_address()
        backend = load_backend(
            config.backend,
            STAGED_SCENES,
            controller_options(config) if config.backend == "ai2thor" else None,
            step_delay_ms=config.step_delay_ms,
            exclusive=config.exclusive,
        )
        url = serve_in_thread(BridgeServer(backend, ServerConfig(host=node, port=0, token=token)))
        self._announcement = Announcement(index, url, node, backend.name, backend.exclusive, os.getpid())
        self._registry = ray.get_actor(registry, namespace=NAMESPACE)
        log.info("replica %d listening on %s", index, url)
        threading.Thread(target=self._heartbeat, name="registry-heartbeat", daemon=True).start()

    def address(self) -> dict[str, Any]:
        """The announcement (where this incarnation listens)."""
        return dataclasses.asdict(self._announcement)

    def _heartbeat(self) -> None:
        announcement = dataclasses.asdict(self._announcement)
        while True:
            # Not awaited: a restarting registry misses a beat, the next one fills it again.
            self._registry.announce.remote(announcement)
            time.sleep(HEARTBEAT_S)
