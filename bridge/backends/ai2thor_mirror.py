"""A symbolic `World` that mirrors AI2-THOR's state, so both backends share one set of rules.

Before each action the ai2thor backend runs it on the mirror: argument checks, type-to-instance
resolution (`bridge.sim.resolve`), the reach rule and every precondition are then exactly the
symbolic simulator's, with the same error codes and messages. Only an action the mirror accepts
goes to Unity, and after it the mirror is rebuilt from Unity's metadata (the truth).

What metadata does not hold is carried from one mirror to the next (`Memory`): where each agent
went (`at`), the most recent resolution per type, and what slicing or breaking replaced.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Sequence

from ..sim import Catalogue, ObjectType, Scene, SceneObject, World
from ..sim.model import Replacement
from ..sim.scene import STATE_PROPERTIES
from .ai2thor_view import PROPERTY_FLAGS, parents_innermost_first
from .ithor_scenes import ithor_room_type

# Toggled appliances are set after the world is built: the World constructor would otherwise
# run their contextual effects on the mirror and drift from what Unity reports.
_STATE_AT_BUILD = tuple(key for key in STATE_PROPERTIES if key != "isToggled")


@dataclass
class Memory:
    """What the mirror keeps across rebuilds."""

    at: dict[str, str | None]
    last_resolved: dict[str, str] = field(default_factory=dict)
    replaced: dict[str, Replacement] = field(default_factory=dict)


def mirror_catalogue(catalogue: Catalogue, objects: Mapping[str, Mapping[str, Any]]) -> Catalogue:
    """`catalogue`, plus a type built from the metadata flags for any type it lacks (a real
    floorplan may hold types our catalogue does not describe; they get no effects)."""
    missing = {obj["objectType"]: obj for obj in objects.values() if obj["objectType"] not in catalogue}
    if not missing:
        return catalogue
    types = dict(catalogue.types)
    for name, obj in missing.items():
        types[name] = ObjectType(name, frozenset(flag for flag in PROPERTY_FLAGS if obj.get(flag)))
    return Catalogue(types, catalogue.file)


def build_mirror(
    scene: str,
    objects: Mapping[str, Mapping[str, Any]],
    held: Mapping[str, str | None],
    agents: Sequence[str],
    catalogue: Catalogue,
    memory: Memory,
) -> World:
    """A world in the state `objects` (metadata by id) describes; `held` is each agent's hand."""
    types = mirror_catalogue(catalogue, objects)
    held_ids = {object_id for object_id in held.values() if object_id is not None}
    entries = []
    for index, object_id in enumerate(sorted(objects)):
        obj = objects[object_id]
        parents = parents_innermost_first(objects, object_id)
        parent = parents[0] if parents and object_id not in held_ids else None
        state = {key: bool(obj.get(key, False)) for key in _STATE_AT_BUILD}
        entries.append(SceneObject(object_id, types[obj["objectType"]], parent, state, None, index))
    room_type = ithor_room_type(scene) or "Kitchen"
    world = World(Scene(scene, room_type, Path(f"<ai2thor {scene}>"), types, tuple(entries)), agents)
    for object_id, obj in objects.items():
        mirrored = world.objects[object_id]
        mirrored.is_toggled = bool(obj.get("isToggled", False))
        if mirrored.is_filled:
            mirrored.fill_liquid = obj.get("fillLiquid") or "water"  # AI2-THOR names it when known
    for name in agents:
        agent = world.agents[name]
        object_id = held.get(name)
        if object_id is not None and object_id in world.objects:
            world.take_into_hand(agent, world.objects[object_id])
        at = memory.at.get(name)
        agent.at = at if at in world.objects else None
    world.last_resolved = {t: i for t, i in memory.last_resolved.items() if i in world.objects}
    world.replaced = dict(memory.replaced)
    return world
