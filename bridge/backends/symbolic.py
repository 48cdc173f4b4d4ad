"""The symbolic backend: one `bridge.sim.World` per connection, loaded from the scenes folder.

Worlds are independent, so one process serves many episodes at once. The catalogue is loaded
once at start-up (a broken catalogue stops the bridge with exit 2); scenes are read at each
`reset`, so a scene file exported while the bridge runs is picked up.

For benchmarks only, it can imitate AI2-THOR's timing: `exclusive` serves one connection at a
time (a second is answered `busy`, as the ai2thor backend does) and `step_delay_ms` makes every
`step` take that long. Nothing else changes: the worlds and their rules stay symbolic.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any, Sequence

from ..errors import BACKEND_ERROR, BAD_PARAMS, BUSY, EXIT_USAGE, NO_SCENE, UNKNOWN_SCENE, ProtocolError, StartupError
from ..sim import Catalogue, DataError, StepCallError, UnknownSceneError, World, dry_run_reply, list_scenes, load_scene
from ..sim.paths import CATALOGUE_FILE, scenes_dir
from ..sim.scene import scene_path
from .base import JsonObject


class SymbolicBackend:
    """Serves `bridge.sim` worlds from `directory` (default: ITERAPLAN_SCENES, else scenes/)."""

    name = "symbolic"

    def __init__(self, directory: Path | None = None, *, step_delay_ms: int = 0, exclusive: bool = False) -> None:
        self.directory = directory if directory is not None else scenes_dir()
        try:
            self.catalogue = Catalogue.load(self.directory / CATALOGUE_FILE)
        except DataError as error:
            raise StartupError(f"cannot load the object catalogue: {error}", EXIT_USAGE) from None
        self.step_delay_s = max(0, step_delay_ms) / 1000
        self.exclusive = exclusive
        # A delayed step sleeps: run it in a worker thread so the server keeps answering.
        self.blocking = self.step_delay_s > 0
        self._lock = threading.Lock()
        self._in_use = False

    def scenes(self) -> list[str]:
        return list_scenes(self.directory)

    def open_session(self) -> "SymbolicSession":
        if self.exclusive:
            with self._lock:
                if self._in_use:
                    raise ProtocolError(
                        BUSY, "this bridge serves one connection at a time (--exclusive) and another one is open; try again later"
                    )
                self._in_use = True
        return SymbolicSession(self)

    def release(self) -> None:
        """Called by a closing session: an exclusive bridge takes the next connection."""
        with self._lock:
            self._in_use = False

    def close(self) -> None:
        pass  # worlds belong to their sessions


class SymbolicSession:
    """One connection's world."""

    def __init__(self, backend: SymbolicBackend) -> None:
        self._backend = backend
        self._world: World | None = None
        # The world as `reset` loaded it, for `simulate` from the start of the episode.
        self._start: World | None = None

    def reset(self, scene: str, agents: Sequence[str]) -> JsonObject:
        try:
            loaded = load_scene(scene_path(scene, self._backend.directory), self._backend.catalogue)
        except UnknownSceneError as error:
            raise ProtocolError(UNKNOWN_SCENE, f"reset: {error}") from None
        except DataError as error:
            raise ProtocolError(BACKEND_ERROR, f"reset: scene {scene} cannot be loaded: {error}") from None
        try:
            self._world = World(loaded, agents=tuple(agents))
            self._start = self._world.copy()
        except StepCallError as error:
            raise ProtocolError(BAD_PARAMS, f"reset: param '{error.field}': {error}") from None
        return self._world.state()

    def state(self) -> JsonObject:
        return self._require_world().state()

    def step(self, agent: str, action: str, args: dict[str, Any]) -> JsonObject:
        world = self._require_world()
        if self._backend.step_delay_s > 0:
            time.sleep(self._backend.step_delay_s)
        try:
            result = world.step(agent, action, args)
        except StepCallError as error:
            raise ProtocolError(BAD_PARAMS, f"step: param '{error.field}': {error}") from None
        return result.to_dict()

    def simulate(self, steps: Sequence[tuple[str, str, dict[str, str]]], stop_on_failure: bool, start: str = "current") -> JsonObject:
        world = self._require_world()
        try:
            return dry_run_reply(self._start if start == "reset" and self._start is not None else world, steps, stop_on_failure)
        except StepCallError as error:
            raise ProtocolError(BAD_PARAMS, f"simulate: param '{error.field}': {error}") from None

    def close(self) -> None:
        self._world = None
        self._start = None
        if self._backend.exclusive:
            self._backend.release()

    def _require_world(self) -> World:
        if self._world is None:
            raise ProtocolError(NO_SCENE, "no scene loaded on this connection: send reset first")
        return self._world
