"""The mutable object model of a world: objects and agents.

Containment is stored both ways (``parent`` and ``contents``); an object held by an agent has no
parent and ``held_by`` set. Objects a held object contains stay inside it (a Pan carries its egg).
A ``disabled`` object is one slicing or shattering has swapped for other objects: as in AI2-THOR
(SliceObject.cs, Break.cs: "turn off everything except the top object") it stays in the metadata
with ``isSliced``/``isBroken`` true, in no receptacle, and nothing can act on it any more.
"""

from __future__ import annotations

from typing import NamedTuple

from .catalogue import ObjectType

# (state key of the protocol, attribute of SimObject)
STATE_FIELDS: tuple[tuple[str, str], ...] = (
    ("isOpen", "is_open"),
    ("isToggled", "is_toggled"),
    ("isSliced", "is_sliced"),
    ("isCooked", "is_cooked"),
    ("isDirty", "is_dirty"),
    ("isBroken", "is_broken"),
    ("isUsedUp", "is_used_up"),
    ("isFilledWithLiquid", "is_filled"),
)
ATTRIBUTE_OF_STATE = dict(STATE_FIELDS)

# AI2-THOR's ObjectMetadata.temperature values (HeatZone.cs, ColdZone.cs).
ROOM_TEMP, HOT, COLD = "RoomTemp", "Hot", "Cold"


class SimObject:
    """One object instance: identity, place, and state flags."""

    __slots__ = (
        "id", "type", "parent", "contents", "held_by", "link", "position",
        "is_open", "is_toggled", "is_sliced", "is_cooked", "is_dirty", "is_broken", "is_used_up", "is_filled",
        "fill_liquid", "temperature", "disabled",
    )

    def __init__(
        self,
        object_id: str,
        object_type: ObjectType,
        parent: str | None = None,
        link: str | None = None,
        position: tuple[float, float, float] = (0.0, 0.0, 0.0),
    ):
        self.id = object_id
        self.type = object_type
        self.parent = parent
        self.contents: list[str] = []
        self.held_by: str | None = None
        self.link = link
        self.position = position
        self.is_open = False
        self.is_toggled = False
        self.is_sliced = False
        self.is_cooked = False
        self.is_dirty = False
        self.is_broken = False
        self.is_used_up = False
        self.is_filled = False
        self.fill_liquid: str | None = None
        self.temperature = ROOM_TEMP
        self.disabled = False

    def fill(self, liquid: str) -> None:
        """Fill with ``liquid``; callers fill only an empty object (Fill.cs: ``if (!isFilled)``)."""
        self.is_filled = True
        self.fill_liquid = liquid

    def empty(self) -> None:
        """Hold no liquid."""
        self.is_filled = False
        self.fill_liquid = None

    def clone(self) -> "SimObject":
        """An independent copy (the type is shared: it is immutable)."""
        other = SimObject.__new__(SimObject)
        for slot in SimObject.__slots__:
            setattr(other, slot, getattr(self, slot))
        other.contents = list(self.contents)
        return other

    def __repr__(self) -> str:
        return f"SimObject({self.id!r})"


class Agent:
    """A named agent with one hand (``holding``) and a location (``at``, an object id).

    ``visited_holding`` lists the objects the agent went to while holding what it holds now
    (cleared whenever the hand changes); it makes a detergent reachable (see actions.cleaning).
    """

    __slots__ = ("name", "holding", "at", "visited_holding")

    def __init__(self, name: str):
        self.name = name
        self.holding: str | None = None
        self.at: str | None = None
        self.visited_holding: set[str] = set()

    def clone(self) -> "Agent":
        other = Agent(self.name)
        other.holding = self.holding
        other.at = self.at
        other.visited_holding = set(self.visited_holding)
        return other


class Replacement(NamedTuple):
    """What an interaction turned an object into (kept so later references can be explained)."""

    kind: str  # "sliced" or "broken"
    original_type: str
    new_type: str | None  # None when it shattered into no usable object (a broken Mug)
    new_ids: tuple[str, ...]
