"""The iTHOR floorplans and their room types (AI2-THOR numbers them by room type)."""

from __future__ import annotations

from typing import Any, Mapping

_RANGES = ((1, "Kitchen"), (201, "LivingRoom"), (301, "Bedroom"), (401, "Bathroom"))
_PER_ROOM_TYPE = 30
_PREFIX = "FloorPlan"

ITHOR_SCENES: tuple[str, ...] = tuple(
    f"{_PREFIX}{first + offset}" for first, _ in _RANGES for offset in range(_PER_ROOM_TYPE)
)


def ithor_room_type(scene: str) -> str | None:
    """Kitchen for FloorPlan1..30, LivingRoom 201..230, Bedroom 301..330, Bathroom 401..430;
    None for a name that is not an iTHOR floorplan."""
    number = scene[len(_PREFIX):]
    if not scene.startswith(_PREFIX) or not number.isdigit() or number.startswith("0"):
        return None
    for first, room_type in _RANGES:
        if first <= int(number) < first + _PER_ROOM_TYPE:
            return room_type
    return None


def scene_of_metadata(metadata: Mapping[str, Any]) -> str | None:
    """The floorplan a controller event says it shows: AI2-THOR's `sceneName`, without the
    `_physics` suffix its controller adds (controller.py normalises names to it)."""
    name = metadata.get("sceneName")
    if not isinstance(name, str) or not name:
        return None
    return name.removesuffix("_physics")
