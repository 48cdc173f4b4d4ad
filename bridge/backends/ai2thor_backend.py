"""The ai2thor backend: AI2-THOR's Unity simulator behind the same protocol, with the paper's
modified action space.

One controller serves one connection at a time (a second one is answered `busy`). Each `step`
first runs on a mirror world (see `ai2thor_mirror`), so resolution, reach and preconditions, with
their error codes, are the symbolic simulator's; an accepted action then runs in Unity
(`ai2thor_actions`, GoToObject via `ai2thor_navigation`), and Unity's own refusals are mapped to
the same codes (`ai2thor_errors`). `simulate` is answered by the mirror alone. Any iTHOR floorplan
can be loaded; the scene is the one the controller reports after the reset. This module never
imports `ai2thor`; `with_real_controller` does.

Several agents share one episode through AI2-THOR's multi-agent mode (allenai/ai2thor):
`Controller.reset(scene, agentCount=N)` passes `agentCount` on to Unity's `Initialize`
(ai2thor/controller.py, `Controller.reset`), where `AgentManager.addAgents` spawns the extra
agents at reachable positions, at most one per entry of its `agentColors` (six);
`Controller.step(action, agentId=i)` sends the action to agent i, which Unity routes by
`DynamicServerAction.agentId` (unity/Assets/Scripts/AgentManager.cs), and the event then
carries one metadata per agent (`event.events[i]`). Unity runs one action at a time, and this
session sends one step at a time, so agents working at once never overlap inside a step.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, replace
from typing import Any, Callable, Mapping, Sequence

from ..errors import BAD_PARAMS, BUSY, NO_SCENE, UNKNOWN_SCENE, ProtocolError
from ..sim import Catalogue, StepCallError, StepResult, World, dry_run_reply
from ..contract import ACTION_ERRORS
from ..sim.error_codes import ErrorCode
from ..sim.state_view import world_state
from .ai2thor_actions import unity_calls
from .ai2thor_errors import error_code_for
from .ai2thor_frames import FrameRecorder
from .ai2thor_mirror import Memory, build_mirror
from .ai2thor_navigation import poses_nearest_first
from .ai2thor_view import event_metadata, held_object_id, objects_by_id
from .base import JsonObject
from .ithor_scenes import ITHOR_SCENES, scene_of_metadata

# Camera height above the agent's position in iTHOR, used when metadata lacks cameraPosition.
DEFAULT_EYE_HEIGHT = 0.675
# How many of the nearest reachable positions GoToObject tries (another agent may block some).
MAX_TELEPORT_TRIES = 8
# AgentManager.addAgents spawns at most one agent per colour of its `agentColors` list.
MAX_AGENTS = 6

ControllerFactory = Callable[[], Any]

PLATFORMS = ("desktop", "cloud")


@dataclass(frozen=True)
class ControllerOptions:
    """How to start Unity: `cloud` is AI2-THOR's CloudRendering platform (headless, for servers
    without a display); `width`/`height` the frame size in pixels (None: AI2-THOR's default);
    `gpu_device` the GPU CloudRendering renders on (None: the first; a Ray replica passes the GPU
    Ray gave it, bridge/cluster)."""

    platform: str = "desktop"
    width: int | None = None
    height: int | None = None
    gpu_device: int | None = None

    def controller_kwargs(self) -> dict[str, Any]:
        """Keyword arguments of `ai2thor.controller.Controller` for these options (imports the
        platform class only when it is asked for)."""
        kwargs: dict[str, Any] = {"scene": ITHOR_SCENES[0], "gridSize": 0.25, "visibilityDistance": 1.5}
        if self.width is not None:
            kwargs["width"] = self.width
        if self.height is not None:
            kwargs["height"] = self.height
        if self.platform == "cloud":
            from ai2thor.platform import CloudRendering

            kwargs["platform"] = CloudRendering
            # Controller(gpu_device=i) starts Unity with `-force-device-index` (CloudRendering only).
            if self.gpu_device is not None:
                kwargs["gpu_device"] = self.gpu_device
        return kwargs


class Ai2ThorBackend:
    """AI2-THOR behind the bridge. `make_controller` returns an object with `reset(scene, **init)`,
    `step(action=..., **args)` and `stop()`, like `ai2thor.controller.Controller`."""

    name = "ai2thor"
    blocking = True
    exclusive = True

    def __init__(
        self,
        make_controller: ControllerFactory,
        catalogue: Catalogue,
        scenes: Sequence[str] = ITHOR_SCENES,
        frames: FrameRecorder | None = None,
    ):
        self._make_controller = make_controller
        self.frames = frames
        self._controller: Any = None
        self.catalogue = catalogue
        self._scenes = list(scenes)
        self._lock = threading.Lock()
        self._in_use = False

    @classmethod
    def with_real_controller(
        cls, catalogue: Catalogue | None = None, options: ControllerOptions = ControllerOptions(), frames: FrameRecorder | None = None
    ) -> "Ai2ThorBackend":
        """A backend on `ai2thor.controller.Controller` (imported here, so only when chosen)."""
        from ai2thor.controller import Controller

        kwargs = options.controller_kwargs()

        def make_controller() -> Any:
            return Controller(**kwargs)

        return cls(make_controller, catalogue if catalogue is not None else Catalogue.load(), frames=frames)

    def scenes(self) -> list[str]:
        return list(self._scenes)

    def open_session(self) -> "Ai2ThorSession":
        with self._lock:
            if self._in_use:
                raise ProtocolError(
                    BUSY, "the ai2thor backend serves one connection at a time and another one is open; try again later"
                )
            self._in_use = True
        return Ai2ThorSession(self)

    def release(self) -> None:
        """Called by a closing session: the next connection may use the controller."""
        with self._lock:
            self._in_use = False

    def controller(self) -> Any:
        """The controller, started on first use (starting Unity takes seconds)."""
        if self._controller is None:
            self._controller = self._make_controller()
        return self._controller

    def close(self) -> None:
        if self._controller is not None:
            self._controller.stop()
            self._controller = None


class Ai2ThorSession:
    """One connection's episode on the shared controller."""

    def __init__(self, backend: Ai2ThorBackend) -> None:
        self._backend = backend
        self._scene: str | None = None
        self._agents: tuple[str, ...] = ()
        self._event: Any = None
        self._reachable: list[Mapping[str, float]] = []
        self._memory = Memory(at={})
        self._mirror: World | None = None
        # The mirror as `reset` left it, for `simulate` from the start of the episode.
        self._start: World | None = None

    # --- the protocol ops ----------------------------------------------------------------

    def reset(self, scene: str, agents: Sequence[str]) -> JsonObject:
        if scene not in self._backend.scenes():
            raise ProtocolError(
                UNKNOWN_SCENE,
                f"reset: unknown scene {scene!r} (the ai2thor backend loads the iTHOR floorplans "
                "FloorPlan1-30, FloorPlan201-230, FloorPlan301-330 and FloorPlan401-430)",
            )
        if len(agents) > MAX_AGENTS:
            raise ProtocolError(
                BAD_PARAMS, f"reset: param 'agents': AI2-THOR runs at most {MAX_AGENTS} agents in one scene, not {len(agents)}"
            )
        controller = self._backend.controller()
        started = controller.reset(scene=scene, agentCount=len(agents))
        reach = controller.step(action="GetReachablePositions")
        self._reachable = list(event_metadata(reach, 0).get("actionReturn") or [])
        # The scene is what Unity loaded, as its metadata names it ("FloorPlan27_physics" -> FloorPlan27).
        self._scene = scene_of_metadata(event_metadata(started, 0)) or scene
        self._agents, self._event = tuple(agents), reach
        self._memory = Memory(at={name: None for name in agents})
        self._mirror = self._rebuild()
        self._start = self._mirror.copy()
        if self._backend.frames is not None:
            self._backend.frames.start(scene, controller)
        return self.state()

    def state(self) -> JsonObject:
        return world_state(self._world())

    def step(self, agent: str, action: str, args: dict[str, Any]) -> JsonObject:
        mirror = self._world()
        try:
            checked = mirror.step(agent, action, args)
        except StepCallError as error:
            raise ProtocolError(BAD_PARAMS, f"step: param '{error.field}': {error}") from None
        self._memory.last_resolved = dict(mirror.last_resolved)
        if not checked.success:
            return checked.to_dict()
        result = self._perform(agent, action, checked, mirror, args.get("forceAction") is True).to_dict()
        if self._backend.frames is not None:
            self._backend.frames.after_step(self._agents, agent, action, self._event)
        return result

    def simulate(self, steps: Sequence[tuple[str, str, dict[str, str]]], stop_on_failure: bool, start: str = "current") -> JsonObject:
        """Predictions from the mirror (the symbolic simulator in Unity's current state, or in the
        state the last reset left); Unity is not touched."""
        world = self._world()
        try:
            return dry_run_reply(self._start if start == "reset" and self._start is not None else world, steps, stop_on_failure)
        except StepCallError as error:
            raise ProtocolError(BAD_PARAMS, f"simulate: param '{error.field}': {error}") from None

    def close(self) -> None:
        self._mirror = None
        self._start = None
        self._backend.release()

    # --- running an accepted action in Unity -------------------------------------------

    def _perform(self, agent: str, action: str, checked: StepResult, accepted: World, forced: bool = False) -> StepResult:
        """Run the action the mirror accepted (and already applied to itself) in Unity."""
        if action == "GoToObject":
            failure = self._go_to(agent, checked.resolved["objectId"], objects_by_id(event_metadata(self._event, 0)))
        else:
            failure = self._run_calls(agent, unity_calls(action, checked.resolved, forced=forced, **self._call_details(action, checked, accepted)))
        if failure is None:
            self._memory.remember(accepted)
        self._mirror = self._rebuild()
        if failure is not None:
            code, message = failure
            # Unity names no objects by role: the failure says only what the refusal is about.
            argument = "objectId" if action == "GoToObject" else None
            details = {"about": ACTION_ERRORS[code]["about"], "argument": argument}
            holding = self._mirror.agents[agent].holding
            return StepResult(False, code, message, checked.object_id, dict(checked.resolved), details, holding)
        return replace(checked, holding=self._mirror.agents[agent].holding)

    @staticmethod
    def _call_details(action: str, checked: StepResult, accepted: World) -> dict[str, Any]:
        """What `unity_calls` needs to know from the mirror's outcome of the action."""
        if action == "ThrowObject":
            return {"placed_in": accepted.objects[checked.resolved["objectId"]].parent}
        if action == "PourObject":
            return {"liquid": accepted.objects[checked.resolved["receptacleObjectId"]].fill_liquid}
        detergent = checked.resolved.get("canBeUsedUpDetergentId")
        if action == "CleanObject" and detergent is not None:
            return {"uses_up_detergent": accepted.objects[detergent].type.has("canBeUsedUp")}
        return {}

    def _run_calls(self, agent: str, calls: list[tuple[str, dict[str, Any]]]) -> tuple[str, str] | None:
        for name, kwargs in calls:
            failure = self._unity_step(agent, name, kwargs)
            if failure is not None:
                return failure
        return None

    def _go_to(self, agent: str, object_id: str, objects: Mapping[str, Mapping[str, Any]]) -> tuple[str, str] | None:
        target = _centre(objects[object_id])
        metadata = event_metadata(self._event, self._agents.index(agent))
        poses = poses_nearest_first(self._reachable, target, _eye_height(metadata))[:MAX_TELEPORT_TRIES]
        if not poses:
            return ErrorCode.NOT_REACHABLE.value, f"Cannot go to {object_id}: AI2-THOR reported no reachable position in {self._scene}."
        refusal = ""
        for pose in poses:
            failure = self._unity_step(agent, "Teleport", pose.teleport_args())
            if failure is None:
                return None
            refusal = failure[1]
        return ErrorCode.NOT_REACHABLE.value, f"Cannot go to {object_id}: none of the {len(poses)} nearest positions is free ({refusal})."

    def _unity_step(self, agent: str, name: str, kwargs: dict[str, Any]) -> tuple[str, str] | None:
        """One controller step for `agent`; the failure's (code, message), or None."""
        index = self._agents.index(agent)
        if len(self._agents) > 1:
            kwargs = {**kwargs, "agentId": index}
        self._event = self._backend.controller().step(action=name, **kwargs)
        metadata = event_metadata(self._event, index)
        if metadata.get("lastActionSuccess", False):
            return None
        reason = metadata.get("errorMessage") or "no reason given"
        target = f" on {kwargs['objectId']}" if "objectId" in kwargs else ""
        return error_code_for(reason), f"AI2-THOR refused {name}{target}: {reason}"

    # --- keeping the mirror in step with Unity -----------------------------------------

    def _rebuild(self) -> World:
        assert self._scene is not None
        objects = objects_by_id(event_metadata(self._event, 0))
        held = {name: held_object_id(event_metadata(self._event, i)) for i, name in enumerate(self._agents)}
        return build_mirror(self._scene, objects, held, self._agents, self._backend.catalogue, self._memory)

    def _world(self) -> World:
        if self._mirror is None:
            raise ProtocolError(NO_SCENE, "no scene loaded on this connection: send reset first")
        return self._mirror


def _centre(obj: Mapping[str, Any]) -> Mapping[str, float]:
    box = obj.get("axisAlignedBoundingBox") or {}
    return box.get("center") or obj["position"]


def _eye_height(metadata: Mapping[str, Any]) -> float:
    camera, agent = metadata.get("cameraPosition"), (metadata.get("agent") or {}).get("position")
    if camera and agent:
        return float(camera["y"]) - float(agent["y"])
    return DEFAULT_EYE_HEIGHT
