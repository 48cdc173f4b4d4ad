"""A symbolic `World` that mirrors AI2-THOR's state, so both backends share one set of rules.

Before each action the ai2thor backend runs it on the mirror: argument checks, type-to-instance
resolution (`bridge.sim.resolve`), the reach rule and every precondition are then exactly the
symbolic simulator's, with the same error codes and messages; the same world answers `simulate`.
Only an action the mirror accepts goes to Unity, and after it the mirror is rebuilt from Unity's
metadata (the truth): containment, every state flag, temperature, positions, what each knob
controls (`controlledObjects`), and which originals slicing or breaking left behind (an object
with `isSliced`/`isBroken` whose type is swapped for pieces or shards, as SliceObject.cs and
Break.cs keep it), so the mirror never offers Unity a hidden, sliced original.

What metadata does not hold is carried from one mirror to the next (`Memory`): where each agent
went (`at`), the most recent resolution per type, and where an agent went while holding what it
still holds (the paper's detergent rule, see `bridge.sim.actions.cleaning`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Sequence

from ..sim import Catalogue, ObjectType, Scene, SceneObject, World
from ..sim.model import ROOM_TEMP
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
    # agent -> (what it held, the objects it went to while holding that)
    visited_holding: dict[str, tuple[str, frozenset[str]]] = field(default_factory=dict)

    def remember(self, world: World) -> None:
        """Take over what the accepted world knows beyond Unity's metadata."""
        self.last_resolved = dict(world.last_resolved)
        for name, agent in world.agents.items():
            self.at[name] = agent.at
            if agent.holding is not None:
                self.visited_holding[name] = (agent.holding, frozenset(agent.visited_holding))
            else:
                self.visited_holding.pop(name, None)


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
        object_type = types[obj["objectType"]]
        parents = parents_innermost_first(objects, object_id)
        parent = parents[0] if parents and object_id not in held_ids else None
        if parent is not None and not types[objects[parent]["objectType"]].has("receptacle"):
            parent = None
        state = {key: bool(obj.get(key, False)) for key in _STATE_AT_BUILD}
        link = _link(object_id, object_type, objects)
        entries.append(SceneObject(object_id, object_type, parent, state, link, index, _position(obj)))
    room_type = ithor_room_type(scene) or "Kitchen"
    world = World(Scene(scene, room_type, Path(f"<ai2thor {scene}>"), types, tuple(entries)), agents)
    for object_id, obj in objects.items():
        mirrored = world.objects[object_id]
        mirrored.is_toggled = bool(obj.get("isToggled", False))
        mirrored.temperature = obj.get("temperature") or ROOM_TEMP
        if mirrored.is_filled:
            mirrored.fill_liquid = obj.get("fillLiquid") or "water"  # AI2-THOR names it when known
    for object_id in sorted(objects):
        mirrored = world.objects[object_id]
        effects = mirrored.type.effects
        if mirrored.is_sliced and effects.slice_into is not None:
            world.mark_disabled(mirrored, "sliced")
        elif mirrored.is_broken and effects.disables_when_broken:
            world.mark_disabled(mirrored, "broken")
    for name in agents:
        agent = world.agents[name]
        object_id = held.get(name)
        if object_id is not None and object_id in world.objects:
            world.take_into_hand(agent, world.objects[object_id])
            kept = memory.visited_holding.get(name)
            if kept is not None and kept[0] == object_id:
                agent.visited_holding = set(kept[1])
        at = memory.at.get(name)
        agent.at = at if at in world.objects and not world.objects[at].disabled else None
    world.last_resolved = {t: i for t, i in memory.last_resolved.items() if i in world.objects and not world.objects[i].disabled}
    return world


def _position(obj: Mapping[str, Any]) -> tuple[float, float, float]:
    position = obj.get("position") or {}
    return (float(position.get("x", 0.0)), float(position.get("y", 0.0)), float(position.get("z", 0.0)))


def _link(object_id: str, object_type: ObjectType, objects: Mapping[str, Mapping[str, Any]]) -> str | None:
    """What a knob or faucet drives: AI2-THOR's `controlledObjects` when it names a linked type,
    else (a Faucet, whose metadata names nothing) the nearest object of a linked type."""
    targets = object_type.links_to()
    if not targets:
        return None
    for controlled in objects[object_id].get("controlledObjects") or []:
        if controlled in objects and objects[controlled]["objectType"] in targets:
            return controlled
    here = _position(objects[object_id])
    candidates = [i for i, o in objects.items() if o["objectType"] in targets]
    if not candidates:
        return None
    return min(candidates, key=lambda i: (sum((a - b) ** 2 for a, b in zip(here, _position(objects[i]))), i))
