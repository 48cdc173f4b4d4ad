"""A running world: a scene's objects, named agents, and ``step`` for atomic actions.

``step`` validates the call (a malformed call raises a ``StepCallError``), resolves each
argument (see ``resolve``), runs the action (see ``actions``) and returns a ``StepResult``;
a failed action is a result, never an exception. Objects are indexed by id and by type so a
step touches only the objects it concerns. ``copy()`` gives an independent world for dry runs.

Steps are atomic: ``step``, ``state`` and ``copy`` hold the world's lock, so agents acting at
once from several threads see the world one whole step at a time, never half of one (the
server already applies one connection's requests in order; the lock keeps that true for any
caller).
"""

from __future__ import annotations

import bisect
import threading
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping

from .actions import ACTIONS
from .contextual import WATER, on_arrived, settle
from .error_codes import ActionFailure
from .errors import ArgumentError, UnknownActionError, UnknownAgentError
from .model import ATTRIBUTE_OF_STATE, Agent, Replacement, SimObject
from .object_ids import derived_id
from .resolve import resolve
from .scene import Scene
from .state_view import world_state

# A step's flag beside its ids: AI2-THOR's forceAction (ActionSpec.forced says what it changes).
FORCE_ACTION = "forceAction"


@dataclass(frozen=True)
class StepResult:
    """The outcome of one atomic action.

    ``object_id`` is the id ``objectId`` resolved to (None if it did not resolve); ``resolved``
    maps every argument that resolved to its id. ``error_code``/``error_message``/``failure``
    are None on success; ``failure`` is the protocol's typed account of the refusal. ``holding``
    is what the acting agent holds after the step (so a caller need not re-derive which actions
    fill or empty a hand).
    """

    success: bool
    error_code: str | None = None
    error_message: str | None = None
    object_id: str | None = None
    resolved: dict[str, str] = field(default_factory=dict)
    failure: dict[str, Any] | None = None
    holding: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """The protocol's ``step`` result."""
        return {
            "success": self.success,
            "errorCode": self.error_code,
            "errorMessage": self.error_message,
            "objectId": self.object_id,
            "resolved": dict(self.resolved),
            "failure": self.failure,
            "holding": self.holding,
        }


def _argument_of(objects: Mapping[str, SimObject], subject: SimObject | None) -> str | None:
    """The argument that named ``subject`` (the first, when it was named twice)."""
    if subject is None:
        return None
    return next((key for key, obj in objects.items() if obj is subject), None)


class World:
    """A scene in play with its agents (default ``robot`` and ``human``)."""

    def __init__(self, scene: Scene, agents: Iterable[str] = ("robot", "human")):
        names = list(agents)
        if not names:
            raise UnknownAgentError("agents", "a world needs at least one agent")
        for name in names:
            if not isinstance(name, str) or not name:
                raise UnknownAgentError("agents", f"agent names must be non-empty strings, got {name!r}")
        if len(set(names)) != len(names):
            raise UnknownAgentError("agents", f"agent names must be unique, got {names}")
        self.scene = scene
        self.agents: dict[str, Agent] = {name: Agent(name) for name in names}
        self.objects: dict[str, SimObject] = {}
        self.ids_by_type: dict[str, list[str]] = {}
        self.last_resolved: dict[str, str] = {}
        self.replaced: dict[str, Replacement] = {}
        self.washers_of: dict[str, tuple[str, ...]] = {}
        self._lock = threading.RLock()
        self._populate(scene)

    def _populate(self, scene: Scene) -> None:
        for spec in scene.objects:
            obj = SimObject(spec.id, spec.type, spec.parent, spec.link, spec.position)
            for key, value in spec.state.items():
                setattr(obj, ATTRIBUTE_OF_STATE[key], value)
            if obj.is_filled:
                obj.fill_liquid = WATER
            self._index(obj)
        for obj in self.objects.values():
            if obj.parent is not None:
                self.objects[obj.parent].contents.append(obj.id)
        washers: dict[str, list[str]] = {}
        for obj in self.objects.values():
            if obj.type.effects.washes and obj.link is not None:
                washers.setdefault(obj.link, []).append(obj.id)
        self.washers_of = {target: tuple(ids) for target, ids in washers.items()}
        # A scene may start with appliances on and food in the fridge: make their effects hold.
        settle(self)

    def _index(self, obj: SimObject) -> None:
        self.objects[obj.id] = obj
        bisect.insort(self.ids_by_type.setdefault(obj.type.name, []), obj.id)

    # --- the API -------------------------------------------------------------------------

    def step(self, agent: str, action: str, params: Mapping[str, Any]) -> StepResult:
        """Run one atomic action for ``agent``, atomically; see the module docstring."""
        with self._lock:
            return self._step(agent, action, params)

    def _step(self, agent: str, action: str, params: Mapping[str, Any]) -> StepResult:
        spec = ACTIONS.get(action)
        if spec is None:
            raise UnknownActionError("action", f"unknown action {action!r} (expected one of {', '.join(ACTIONS)})")
        actor = self.agents.get(agent)
        if actor is None:
            raise UnknownAgentError("agent", f"unknown agent {agent!r} (this world has {', '.join(self.agents)})")
        if not isinstance(params, Mapping):
            raise ArgumentError("params", f"{action} params must be a mapping of argument name to id or type")
        force = params.get(FORCE_ACTION, False)
        if not isinstance(force, bool):
            raise ArgumentError(FORCE_ACTION, f"{action} {FORCE_ACTION} must be true or false, got {force!r}")
        params = {key: value for key, value in params.items() if key != FORCE_ACTION}
        for key in params:
            if key not in spec.params:
                raise ArgumentError(key, f"{action} takes no argument {key!r} (it takes {', '.join(spec.params)})")
        resolved: dict[str, str] = {}
        objects: dict[str, SimObject] = {}
        for key in spec.params:
            value = params.get(key)
            if value is None and key in spec.optional:
                continue
            if not isinstance(value, str) or not value:
                problem = "is missing" if value is None else f"must be a non-empty string, got {value!r}"
                raise ArgumentError(key, f"{action} argument {key!r} {problem}")
        key = None
        try:
            for key in spec.params:
                value = params.get(key)
                if value is None:
                    continue
                try:
                    obj = resolve(self, actor, value)
                except ActionFailure as failure:
                    replaced = failure.replaced.kind if failure.replaced is not None else None
                    if key == "objectId" and replaced in spec.replaced_codes:
                        failure.code = spec.replaced_codes[replaced]
                    raise
                objects[key] = obj
                resolved[key] = obj.id
            key = None
            (spec.forced if force and spec.forced is not None else spec.run)(self, actor, objects)
        except ActionFailure as failure:
            argument = key if key is not None else _argument_of(objects, failure.subject)
            details = failure.details(argument)
            return StepResult(False, str(failure.code), failure.message, resolved.get("objectId"), resolved, details, actor.holding)
        return StepResult(True, None, None, resolved["objectId"], resolved, None, actor.holding)

    def state(self) -> dict[str, Any]:
        """The protocol's ``state`` result (a consistent snapshot, between two steps)."""
        with self._lock:
            return world_state(self)

    def copy(self) -> "World":
        """An independent world in the same state (the scene and types are shared, immutable)."""
        with self._lock:
            return self._copy()

    def _copy(self) -> "World":
        other = World.__new__(World)
        other._lock = threading.RLock()
        other.scene = self.scene
        other.agents = {name: agent.clone() for name, agent in self.agents.items()}
        other.objects = {object_id: obj.clone() for object_id, obj in self.objects.items()}
        other.ids_by_type = {name: list(ids) for name, ids in self.ids_by_type.items()}
        other.last_resolved = dict(self.last_resolved)
        other.replaced = dict(self.replaced)
        other.washers_of = self.washers_of
        return other

    def agent(self, name: str) -> Agent:
        """The agent called ``name`` (KeyError if none)."""
        return self.agents[name]

    # --- mutations used by the actions -----------------------------------------------------

    def take_into_hand(self, agent: Agent, obj: SimObject) -> None:
        """Move ``obj`` from its receptacle into ``agent``'s empty hand."""
        self._detach(obj)
        obj.held_by = agent.name
        agent.holding = obj.id
        agent.visited_holding.clear()

    def put_down(self, agent: Agent, obj: SimObject, target: SimObject) -> None:
        """Move the held ``obj`` into ``target``."""
        agent.holding = None
        agent.visited_holding.clear()
        obj.held_by = None
        obj.parent = target.id
        target.contents.append(obj.id)

    def let_go(self, obj: SimObject) -> None:
        """The agent holding ``obj`` lets it fall: it lies loose, in no receptacle."""
        self._detach(obj)

    def transform(self, obj: SimObject, new_type_name: str | None, count: int, kind: str) -> list[SimObject]:
        """Swap ``obj`` for ``count`` new objects of ``new_type_name`` (none when it shatters).

        As in AI2-THOR (SliceObject.Slice, Break.BreakObject) the original stays, disabled: in no
        receptacle, out of the hand holding it, with no contents (they drop to where it was). The
        new objects take its place, or lie loose when it was held (they fall from the hand), and
        get ids ``<original id>|<Type>_<i>``, its position, and its ``isCooked``/``isDirty`` where
        their type allows them.
        """
        place = obj.parent if obj.held_by is None else None
        self._detach(obj)
        created = []
        if new_type_name is not None:
            new_type = self.scene.catalogue[new_type_name]
            for index in range(count):
                new = SimObject(derived_id(obj.id, new_type_name, index), new_type, place, position=obj.position)
                if new_type.has("cookable"):
                    new.is_cooked = obj.is_cooked
                if new_type.has("dirtyable"):
                    new.is_dirty = obj.is_dirty
                created.append(new)
        for new in created:
            self._index(new)
        if place is not None:
            self.objects[place].contents[:0] = [new.id for new in created]
        dropped = self._disable(obj, kind, place, new_type_name, [new.id for new in created])
        for moved in (*created, *dropped):
            on_arrived(self, moved)
        return created

    def mark_disabled(self, obj: SimObject, kind: str) -> None:
        """Record that ``obj`` was already sliced or shattered away (the ai2thor mirror, reading
        Unity's metadata): its pieces are the objects whose ids extend its own."""
        pieces = sorted(i for i in self.objects if i.startswith(obj.id + "|"))
        new_type = self.objects[pieces[0]].type.name if pieces else None
        place = obj.parent
        self._detach(obj)
        self._disable(obj, kind, place, new_type, pieces)

    def _disable(self, obj: SimObject, kind: str, place: str | None, new_type: str | None, new_ids: list[str]) -> list[SimObject]:
        """Take the detached ``obj`` out of play; its contents drop to ``place``. Returns them."""
        dropped = [self.objects[inner_id] for inner_id in obj.contents]
        obj.contents = []
        for inner in dropped:
            inner.parent = place
        if place is not None:
            self.objects[place].contents.extend(inner.id for inner in dropped)
        obj.disabled = True
        ids = self.ids_by_type[obj.type.name]
        ids.remove(obj.id)
        if not ids:
            del self.ids_by_type[obj.type.name]
        self.replaced[obj.id] = Replacement(kind, obj.type.name, new_type, tuple(new_ids))
        if self.last_resolved.get(obj.type.name) == obj.id:
            del self.last_resolved[obj.type.name]
        # An agent at it is now where it was, or at its first piece when it was loose.
        for agent in self.agents.values():
            if agent.at == obj.id:
                agent.at = place if place is not None else (new_ids[0] if new_ids else None)
        return dropped

    def _detach(self, obj: SimObject) -> None:
        if obj.parent is not None:
            self.objects[obj.parent].contents.remove(obj.id)
            obj.parent = None
        if obj.held_by is not None:
            hand = self.agents[obj.held_by]
            hand.holding = None
            hand.visited_holding.clear()
            obj.held_by = None
