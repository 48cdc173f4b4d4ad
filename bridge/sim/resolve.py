"""Resolution of an action argument (an objectId or a type name) to one object.

An argument with a ``|`` is an objectId and must exist. Otherwise it is a type and resolves, for
the acting agent, to the first of:

1. the object of that type the agent holds;
2. the object the agent is at, else one inside/on it (transitively; among several, by rules 4-5);
3. the instance of that type this world resolved most recently (by any agent, for any action,
   by id or by type) if it still exists and is not held by another agent;
4. instances not inside a closed receptacle and not held by another agent, before the rest;
5. the smallest objectId in string order.

Derived types (AppleSliced) resolve the same way among the derived instances. An object that
slicing or shattering disabled (a sliced Apple, a cracked Egg, a shattered Mug) stays in the state
with ``isSliced``/``isBroken`` but never resolves: its type skips it, and its id fails with
OBJECT_NOT_FOUND and a message naming what it became (AI2-THOR no longer sees it: its children
are switched off); SliceObject/BreakObject report it as ALREADY_SLICED/ALREADY_BROKEN.
"""

from __future__ import annotations

import difflib
from typing import TYPE_CHECKING

from .words import a
from .error_codes import ActionFailure, ErrorCode
from .model import Agent, SimObject
from .object_ids import is_object_id
from .reach import descendants, holder, outermost_closed

if TYPE_CHECKING:
    from .world import World


def resolve(world: "World", agent: Agent, argument: str) -> SimObject:
    """The object ``argument`` denotes for ``agent``; raises ``ActionFailure`` when there is none."""
    if is_object_id(argument):
        obj = world.objects.get(argument)
        if obj is None or obj.disabled:
            raise _missing_id(world, argument)
    else:
        obj = _resolve_type(world, agent, argument)
    world.last_resolved[obj.type.name] = obj.id
    return obj


def _resolve_type(world: "World", agent: Agent, type_name: str) -> SimObject:
    ids = world.ids_by_type.get(type_name)
    if not ids:
        raise _missing_type(world, type_name)
    objects = world.objects
    if agent.holding is not None:
        held = objects[agent.holding]
        if held.type.name == type_name:
            return held
    if agent.at is not None:
        at = objects.get(agent.at)
        if at is not None:
            if at.type.name == type_name:
                return at
            inside = [o for o in descendants(world, at) if o.type.name == type_name]
            if inside:
                return min(inside, key=lambda o: _preference(world, agent, o))
    recent = world.last_resolved.get(type_name)
    if recent is not None and recent in objects:
        other = holder(world, objects[recent])
        if other is None or other == agent.name:
            return objects[recent]
    return min((objects[i] for i in ids), key=lambda o: _preference(world, agent, o))


def _preference(world: "World", agent: Agent, obj: SimObject) -> tuple[bool, str]:
    other = holder(world, obj)
    hidden = (other is not None and other != agent.name) or outermost_closed(world, obj) is not None
    return (hidden, obj.id)


def _missing_id(world: "World", object_id: str) -> ActionFailure:
    replacement = world.replaced.get(object_id)
    if replacement is not None:
        if replacement.new_type is None:
            became = f"it was {replacement.kind} to pieces"
            advice = f"Use another {replacement.original_type}."
        else:
            listed = ", ".join(replacement.new_ids)
            became = f"it was {replacement.kind} into {len(replacement.new_ids)} {replacement.new_type} ({listed})"
            advice = f"Use '{replacement.new_type}' instead."
        return ActionFailure(
            ErrorCode.OBJECT_NOT_FOUND,
            f"{object_id} can no longer be used: {became}. {advice}",
            replaced=replacement,
        )
    return ActionFailure(ErrorCode.OBJECT_NOT_FOUND, f"No object with id {object_id} in {world.scene.name}.")


def _missing_type(world: "World", type_name: str) -> ActionFailure:
    catalogue = world.scene.catalogue
    object_type = catalogue.get(type_name)
    scene = world.scene.name
    if object_type is None:
        close = difflib.get_close_matches(type_name, list(world.ids_by_type), n=3)
        hint = f" Did you mean {' or '.join(close)}?" if close else ""
        return ActionFailure(ErrorCode.OBJECT_NOT_FOUND, f"'{type_name}' is not an object type; no such object in {scene}.{hint}")
    source = object_type.derived_from
    made = [r for r in world.replaced.values() if r.new_type == type_name]
    if source is not None and not made:
        return ActionFailure(
            ErrorCode.OBJECT_NOT_FOUND,
            f"There is no {type_name} in {scene} yet: it appears when {a(source)} is sliced or broken. Do that first.",
        )
    gone = [r for r in world.replaced.values() if r.original_type == type_name]
    if gone:
        first = gone[0]
        if first.new_type is None:
            told = f"it was {first.kind} to pieces."
        else:
            told = f"it was {first.kind} into {first.new_type}. Use '{first.new_type}' instead."
        return ActionFailure(
            ErrorCode.OBJECT_NOT_FOUND,
            f"There is no usable {type_name} left in {scene}: {told}",
            replaced=first,
        )
    return ActionFailure(ErrorCode.OBJECT_NOT_FOUND, f"There is no {type_name} in {scene}.")
