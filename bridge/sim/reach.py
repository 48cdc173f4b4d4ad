"""Containment queries and the access checks every action on an object shares.

Reach rule: an agent reaches an object when it holds it (or holds something that contains it),
or when it is at the object (GoToObject) or at a receptacle that directly or transitively
contains it. The shared access check, in order: held by another agent (HELD_BY_OTHER_AGENT),
not reached (NOT_REACHABLE), inside a closed receptacle (INSIDE_CLOSED_RECEPTACLE; the outermost
closed one is named, since it must be opened first). A closed receptacle whose type has
``contentsReachableWhenClosed`` (a Toilet: things stand on its lid) hides nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

from .error_codes import ActionFailure, ErrorCode
from .model import Agent, SimObject

if TYPE_CHECKING:
    from .world import World


def ancestors(world: "World", obj: SimObject) -> Iterator[SimObject]:
    """The receptacles containing ``obj``, innermost first."""
    parent = obj.parent
    objects = world.objects
    while parent is not None:
        container = objects[parent]
        yield container
        parent = container.parent


def descendants(world: "World", obj: SimObject) -> Iterator[SimObject]:
    """Everything ``obj`` contains, directly or transitively."""
    stack = list(obj.contents)
    objects = world.objects
    while stack:
        inner = objects[stack.pop()]
        yield inner
        stack.extend(inner.contents)


def holder(world: "World", obj: SimObject) -> str | None:
    """The agent holding ``obj`` or an object that contains it."""
    root = obj
    for root in ancestors(world, obj):
        pass
    return root.held_by


def outermost_closed(world: "World", obj: SimObject) -> SimObject | None:
    """The outermost closed openable receptacle containing ``obj``, if any."""
    found = None
    for container in ancestors(world, obj):
        if hides_contents(container):
            found = container
    return found


def hides_contents(container: SimObject) -> bool:
    """Whether ``container`` is closed in a way that puts what it holds out of reach."""
    object_type = container.type
    return (
        not container.is_open
        and object_type.has("openable")
        and not object_type.effects.contents_reachable_when_closed
    )


def reaches(world: "World", agent: Agent, obj: SimObject) -> bool:
    """Whether ``agent`` holds or is at ``obj`` or one of its containers."""
    at, name = agent.at, agent.name
    current: SimObject | None = obj
    objects = world.objects
    while current is not None:
        if current.id == at or current.held_by == name:
            return True
        current = objects[current.parent] if current.parent is not None else None
    return False


def require_access(world: "World", agent: Agent, obj: SimObject, doing: str) -> None:
    """Raise the first access failure for ``agent`` doing ``doing`` (a verb phrase) on ``obj``."""
    other = holder(world, obj)
    if other is not None and other != agent.name:
        raise ActionFailure(
            ErrorCode.HELD_BY_OTHER_AGENT,
            f"Cannot {doing} {obj.id}: {other} is holding it. Wait until {other} puts it down, or use another {obj.type.name}.",
            subject=obj,
            holder=other,
        )
    if not reaches(world, agent, obj):
        where = f"at {agent.at}" if agent.at is not None else "not at any object yet"
        raise ActionFailure(
            ErrorCode.NOT_REACHABLE,
            f"Cannot {doing} {obj.id}: {agent.name} is {where} and cannot reach it. "
            f"Go to the {obj.type.name} (or a receptacle holding it) first with GoToObject.",
            subject=obj,
        )
    closed = outermost_closed(world, obj)
    if closed is not None:
        raise ActionFailure(
            ErrorCode.INSIDE_CLOSED_RECEPTACLE,
            f"Cannot {doing} {obj.id}: it is inside {closed.id}, which is closed. Open the {closed.type.name} first.",
            subject=obj,
            container=closed,
        )


_PROPERTY_WORDS = {
    "receptacle": "a receptacle",
    "dirtyable": "something that gets dirty, so it cannot be cleaned",
    "canBeUsedUp": "something that can be used up",
    "canFillWithLiquid": "fillable with liquid",
}


def require_property(obj: SimObject, prop: str, code: ErrorCode, doing: str, hint: str = "") -> None:
    """Raise ``code`` when ``obj``'s type lacks the actionable property ``prop``."""
    if not obj.type.has(prop):
        article = "an" if obj.type.name[0] in "AEIOU" else "a"
        tail = f" {hint}" if hint else ""
        words = _PROPERTY_WORDS.get(prop, prop)
        raise ActionFailure(code, f"Cannot {doing} {obj.id}: {article} {obj.type.name} is not {words}.{tail}", subject=obj)


def place_of(world: "World", obj: SimObject) -> str:
    """Where ``obj`` is, for messages: held by an agent, in a receptacle, or loose."""
    if obj.held_by is not None:
        return f"held by {obj.held_by}"
    if obj.parent is None:
        return "not in any receptacle"
    parent = world.objects[obj.parent]
    closed = " (closed)" if parent.type.has("openable") and not parent.is_open else ""
    return f"in {parent.id}{closed}"
