"""AI2-THOR object ids: ``Type|x|y|z`` with an optional ``|Suffix`` (``Sink|..|..|..|SinkBasin``,
``Apple|..|..|..|AppleSliced_0``). Parsed structurally by splitting on ``|``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class ParsedId:
    """The parts of an object id."""

    base_type: str
    position: tuple[float, float, float]
    suffix: str | None

    def type_name(self) -> str:
        """The object type the id denotes: the suffix's type when present, else the first part."""
        if self.suffix is None:
            return self.base_type
        name, _, index = self.suffix.rpartition("_")
        return name if name and index.isdigit() else self.suffix


def is_object_id(text: str) -> bool:
    """An argument with a ``|`` is an objectId; anything else is a type name."""
    return "|" in text


def parse_object_id(text: str) -> ParsedId:
    """Parse an id; raises ``ValueError`` naming the problem."""
    parts = text.split("|")
    if len(parts) not in (4, 5):
        raise ValueError(f"expected Type|x|y|z or Type|x|y|z|Suffix, got {len(parts)} part(s)")
    base, *coords = parts[:4]
    if not base.isidentifier():
        raise ValueError(f"type part {base!r} is not a type name")
    position = []
    for axis, coord in zip("xyz", coords):
        try:
            value = float(coord)
        except ValueError:
            raise ValueError(f"{axis} coordinate {coord!r} is not a number") from None
        if not math.isfinite(value):
            raise ValueError(f"{axis} coordinate {coord!r} is not finite")
        position.append(value)
    suffix = parts[4] if len(parts) == 5 else None
    if suffix is not None and not suffix:
        raise ValueError("empty suffix after the last '|'")
    return ParsedId(base, (position[0], position[1], position[2]), suffix)


def derived_id(original_id: str, derived_type: str, index: int) -> str:
    """Id of the ``index``-th object an interaction derives from ``original_id``."""
    return f"{original_id}|{derived_type}_{index}"


def distance(a: ParsedId, b: ParsedId) -> float:
    """Euclidean distance between the positions two ids encode."""
    return math.dist(a.position, b.position)
