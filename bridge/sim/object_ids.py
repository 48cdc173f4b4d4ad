"""AI2-THOR object ids: ``Type|x|y|z`` with an optional ``|Suffix`` (``Sink|..|..|..|SinkBasin``,
``Apple|..|..|..|AppleSliced_0``). Parsed structurally by splitting on ``|``; coordinates are written
as AI2-THOR's PhysicsSceneManager writes them (``+00.95``, ``-02.10``, ``00.00``). The grammar is
the contract fixture tests/fixtures/contracts/object-ids.json, which src/world/object-id.ts follows too.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

_COORDINATE = re.compile(r"[+-]?[0-9]+\.[0-9]{2}")
_INDEXED = re.compile(r"(.+)_[0-9]+")


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
        indexed = _INDEXED.fullmatch(self.suffix)
        return indexed.group(1) if indexed else self.suffix


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
        if not _COORDINATE.fullmatch(coord):
            raise ValueError(f"{axis} coordinate {coord!r} is not a signed decimal with two places such as -02.10")
        position.append(float(coord))
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
