"""Read AI2-THOR metadata (`event.metadata`) into the bridge's shapes.

AI2-THOR lists every container of an object in `parentReceptacles`, in no documented order;
the protocol wants them innermost first and `receptacleObjectIds` as the *direct* contents, so
both are derived here from the containment relation alone.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from .base import JsonObject

STATE_FLAGS = (
    "isOpen",
    "isToggled",
    "isSliced",
    "isCooked",
    "isDirty",
    "isBroken",
    "isUsedUp",
    "isPickedUp",
    "isFilledWithLiquid",
)

# metadata key -> catalogue property name, for the properties the backend checks itself
PROPERTY_KEYS = {
    "pickupable": "pickupable",
    "openable": "openable",
    "toggleable": "toggleable",
    "sliceable": "sliceable",
    "breakable": "breakable",
    "receptacle": "receptacle",
    "dirtyable": "dirtyable",
    "cookable": "cookable",
    "canBeUsedUp": "canBeUsedUp",
    "canFillWithLiquid": "canFillWithLiquid",
    "moveable": "moveable",
}


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


def direct_contents(objects: Mapping[str, Mapping[str, Any]]) -> dict[str, list[str]]:
    """Receptacle id -> ids of the objects directly in or on it, sorted."""
    contents: dict[str, list[str]] = {object_id: [] for object_id in objects}
    for object_id in sorted(objects):
        chain = parents_innermost_first(objects, object_id)
        if chain:
            contents[chain[0]].append(object_id)
    return contents


def object_state(obj: Mapping[str, Any], parents: list[str], contents: list[str]) -> JsonObject:
    """One entry of the `state` result's `objects`."""
    entry: JsonObject = {
        "objectId": obj["objectId"],
        "objectType": obj["objectType"],
        "parentReceptacles": parents,
        "receptacleObjectIds": contents,
    }
    for flag in STATE_FLAGS:
        entry[flag] = bool(obj.get(flag, False))
    return entry


def state_result(
    scene: str, metadata: Mapping[str, Any], agents: Iterable[tuple[str, str | None, str | None]]
) -> JsonObject:
    """The protocol's `state` result; `agents` gives (name, holding, at) for each agent."""
    objects = objects_by_id(metadata)
    contents = direct_contents(objects)
    return {
        "scene": scene,
        "agents": [{"name": name, "holding": holding, "at": at} for name, holding, at in agents],
        "objects": [
            object_state(objects[object_id], parents_innermost_first(objects, object_id), contents[object_id])
            for object_id in sorted(objects)
        ],
    }
