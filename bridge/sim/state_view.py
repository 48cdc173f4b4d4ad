"""The protocol's ``state`` result, built from a world on demand (never per step)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .model import STATE_FIELDS
from .reach import ancestors

if TYPE_CHECKING:
    from .world import World


def world_state(world: "World") -> dict[str, Any]:
    """``{scene, agents: [{name, holding, at}], objects: [...]}`` as in docs/CONTRACTS.md.

    ``parentReceptacles`` lists all containing receptacles, innermost first (empty when held or
    loose); ``receptacleObjectIds`` the direct contents (empty for non-receptacles);
    ``fillLiquid`` names the liquid of a filled object (``water``, ``coffee``), else None;
    ``controlledObjects`` lists what a switch drives (a StoveKnob's burner, a Faucet's basin), as
    AI2-THOR's metadata field of that name does.
    """
    agents = [{"name": a.name, "holding": a.holding, "at": a.at} for a in world.agents.values()]
    objects = []
    for obj in world.objects.values():
        entry: dict[str, Any] = {
            "objectId": obj.id,
            "objectType": obj.type.name,
            "parentReceptacles": [container.id for container in ancestors(world, obj)],
            "receptacleObjectIds": list(obj.contents),
        }
        for key, attribute in STATE_FIELDS:
            entry[key] = getattr(obj, attribute)
        entry["isPickedUp"] = obj.held_by is not None
        entry["fillLiquid"] = obj.fill_liquid
        entry["controlledObjects"] = [obj.link] if obj.link else []
        objects.append(entry)
    return {"scene": world.scene.name, "agents": agents, "objects": objects}
