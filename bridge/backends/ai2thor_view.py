"""Read AI2-THOR metadata (`event.metadata`): objects, what an agent holds, containment.

AI2-THOR lists every container of an object in `parentReceptacles`, in no documented order;
`parents_innermost_first` orders them from the containment relation alone.
"""

from __future__ import annotations

from typing import Any, Mapping

# AI2-THOR metadata flags that name an actionable property (the catalogue uses the same words).
PROPERTY_FLAGS = (
    "pickupable",
    "moveable",
    "openable",
    "sliceable",
    "breakable",
    "toggleable",
    "receptacle",
    "dirtyable",
    "cookable",
    "canBeUsedUp",
    "canFillWithLiquid",
)


def event_metadata(event: Any, agent_index: int) -> Mapping[str, Any]:
    """The metadata one agent sees: multi-agent events carry one event per agent in `events`."""
    events = getattr(event, "events", None)
    if events:
        return events[agent_index].metadata
    return event.metadata


def objects_by_id(metadata: Mapping[str, Any]) -> dict[str, Mapping[str, Any]]:
    """The scene's objects keyed by objectId."""
    return {obj["objectId"]: obj for obj in metadata["objects"]}


def held_object_id(metadata: Mapping[str, Any]) -> str | None:
    """What the agent of this metadata holds (AI2-THOR's hand holds at most one object)."""
    inventory = metadata.get("inventoryObjects") or []
    return inventory[0]["objectId"] if inventory else None


def parents_innermost_first(objects: Mapping[str, Mapping[str, Any]], object_id: str) -> list[str]:
    """Containers of an object, innermost first: a container nested deeper has more containers
    of its own. Ties (which AI2-THOR should not produce) fall back to id order."""
    parents = [p for p in objects[object_id].get("parentReceptacles") or [] if p in objects]
    return sorted(parents, key=lambda p: (-len(objects[p].get("parentReceptacles") or []), p))
