"""The protocol's ``state`` result, built from a world on demand (never per step).

Each object carries AI2-THOR's ObjectMetadata fields (AgentManager.cs) under their AI2-THOR names,
as far as a world without geometry has them; bridge/PROTOCOL.md lists them and what each means
here. ``visible`` and ``distance`` are seen from the first agent, as AI2-THOR's top-level
``event.metadata`` is the first agent's.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from .model import STATE_FIELDS, SimObject
from .reach import ancestors, outermost_closed, reaches

if TYPE_CHECKING:
    from .model import Agent
    from .world import World

# The actionable-property flags of ObjectMetadata, named as the catalogue names them.
CAPABILITY_FLAGS: tuple[str, ...] = (
    "pickupable", "moveable", "openable", "sliceable", "breakable", "toggleable",
    "receptacle", "dirtyable", "cookable", "canBeUsedUp", "canFillWithLiquid",
)


def world_state(world: "World") -> dict[str, Any]:
    """``{scene, agents: [{name, holding, at}], objects: [...]}`` as in bridge/PROTOCOL.md.

    ``parentReceptacles`` lists all containing receptacles, innermost first (empty when held or
    loose); ``receptacleObjectIds`` the direct contents (empty for non-receptacles);
    ``fillLiquid`` names the liquid of a filled object (``water``, ``coffee``), else None;
    ``controlledObjects`` lists what a switch drives (a StoveKnob's burner, a Faucet's basin).
    """
    agents = [{"name": a.name, "holding": a.holding, "at": a.at} for a in world.agents.values()]
    viewer = next(iter(world.agents.values()))
    here = _agent_position(world, viewer)
    return {"scene": world.scene.name, "agents": agents, "objects": [_entry(world, obj, viewer, here) for obj in world.objects.values()]}


def _entry(world: "World", obj: SimObject, viewer: "Agent", here: tuple[float, float, float] | None) -> dict[str, Any]:
    object_type = obj.type
    effects = object_type.effects
    x, y, z = obj.position
    entry: dict[str, Any] = {
        "objectId": obj.id,
        "objectType": object_type.name,
        "position": {"x": x, "y": y, "z": z},
    }
    for flag in CAPABILITY_FLAGS:
        entry[flag] = object_type.has(flag)
    for key, attribute in STATE_FIELDS:
        entry[key] = getattr(obj, attribute)
    visible = _visible(world, obj, viewer)
    entry.update(
        openness=1.0 if obj.is_open else 0.0,
        isPickedUp=obj.held_by is not None,
        fillLiquid=obj.fill_liquid,
        temperature=obj.temperature,
        isHeatSource=effects.heat_source,
        isColdSource=effects.cools_contents,
        visible=visible,
        isInteractable=visible,
        distance=None if here is None else round(math.dist(here, obj.position), 4),
        parentReceptacles=[container.id for container in ancestors(world, obj)],
        receptacleObjectIds=list(obj.contents),
        controlledObjects=[obj.link] if obj.link and effects.controls else [],
    )
    return entry


def _visible(world: "World", obj: SimObject, viewer: "Agent") -> bool:
    """The viewer could act on it now: not disabled, within reach, not shut in."""
    return not obj.disabled and reaches(world, viewer, obj) and outermost_closed(world, obj) is None


def _agent_position(world: "World", agent: "Agent") -> tuple[float, float, float] | None:
    """Where the agent stands: at the object it last went to (None before its first GoToObject)."""
    if agent.at is None or agent.at not in world.objects:
        return None
    return world.objects[agent.at].position
