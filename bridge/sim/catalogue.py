"""The object-type catalogue (``scenes/object-types.yaml``), validated on load.

Each type carries its actionable properties, the receptacle types it may be placed in, a short
text about its contextual interactions (for prompts), and ``effects``: the flags the simulator
acts on (see docs/CONTRACTS.md). Validation rejects unknown properties and effect keys, effect
values of the wrong shape, references to types the catalogue does not define, and effects that
contradict the properties (``sliceInto`` on a type that is not sliceable, ...).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from .errors import CatalogueError
from .paths import CATALOGUE_FILE, scenes_dir
from .yaml_source import YamlDocument, format_path, load_yaml

PROPERTIES = frozenset(
    {
        "pickupable", "moveable", "openable", "sliceable", "breakable", "toggleable",
        "receptacle", "dirtyable", "cookable", "canBeUsedUp", "canFillWithLiquid",
    }
)

# effect key -> (kind, properties the type must have). The same table is the contract fixture
# tests/fixtures/contracts/catalogue-effects.json, which the TypeScript checks follow too.
_EFFECTS: dict[str, tuple[str, tuple[str, ...]]] = {
    "sliceInto": ("type", ("sliceable",)),
    "sliceCount": ("count", ("sliceable",)),
    "breakInto": ("type", ("breakable",)),
    "shatters": ("flag", ("breakable",)),
    "sharpTool": ("flag", ()),
    "cleaningTool": ("flag", ()),
    "detergent": ("flag", ()),
    "heatsContents": ("flag", ("toggleable",)),
    "heatsThrough": ("types", ("receptacle",)),
    "doesNotCook": ("types", ()),
    "coolsContents": ("flag", ("receptacle",)),
    "fillsContents": ("liquid", ("toggleable",)),
    "controls": ("types", ("toggleable",)),
    "washes": ("types", ("toggleable",)),
    "mustBeClosedToTurnOn": ("flag", ("toggleable", "openable")),
    "mustBeOffToOpen": ("flag", ("toggleable", "openable")),
    "mustBeOpenToPlace": ("flag", ("openable", "receptacle")),
    "contentsReachableWhenClosed": ("flag", ("openable", "receptacle")),
    "garbage": ("flag", ("receptacle",)),
    "capacity": ("size", ("receptacle",)),
}
_TYPE_KEYS = frozenset({"properties", "receptacles", "interactions", "effects", "derivedFrom"})


@dataclass(frozen=True)
class Effects:
    """The simulator-relevant flags of one type (all optional)."""

    slice_into: str | None = None
    slice_count: int = 1
    break_into: str | None = None
    shatters: bool = False
    sharp_tool: bool = False
    cleaning_tool: bool = False
    detergent: bool = False
    heats_contents: bool = False
    heats_through: frozenset[str] = frozenset()
    does_not_cook: frozenset[str] = frozenset()
    cools_contents: bool = False
    fills_contents: str | None = None
    controls: tuple[str, ...] = ()
    washes: tuple[str, ...] = ()
    must_be_closed_to_turn_on: bool = False
    must_be_off_to_open: bool = False
    must_be_open_to_place: bool = False
    contents_reachable_when_closed: bool = False
    garbage: bool = False
    capacity: int | None = None

    @property
    def heat_source(self) -> bool:
        """AI2-THOR's ``isHeatSource``: it heats what is in or on it while on (HeatZone.cs)."""
        return self.heats_contents or bool(self.heats_through)

    @property
    def disables_when_broken(self) -> bool:
        """Breaking swaps the object for another prefab (Break.cs PrefabSwap): only its metadata stays."""
        return self.shatters or self.break_into is not None


@dataclass(frozen=True)
class ObjectType:
    """One catalogue entry."""

    name: str
    properties: frozenset[str]
    receptacles: frozenset[str] = frozenset()
    interactions: str = ""
    effects: Effects = field(default_factory=Effects)
    derived_from: str | None = None

    def has(self, prop: str) -> bool:
        """Whether the type has the actionable property ``prop``."""
        return prop in self.properties

    def links_to(self) -> tuple[str, ...]:
        """Types a per-scene link (``controls``/``washes``) of this type may point at."""
        return self.effects.controls + self.effects.washes


class Catalogue:
    """All object types, by name."""

    def __init__(self, types: Mapping[str, ObjectType], file: Path | None = None):
        self.types: dict[str, ObjectType] = dict(types)
        self.file = file
        self.controlled: frozenset[str] = frozenset(name for t in self.types.values() for name in t.effects.controls)

    @classmethod
    def load(cls, path: Path | str | None = None) -> "Catalogue":
        """Load and validate ``path`` (default: ``object-types.yaml`` in the scenes folder)."""
        file = Path(path) if path is not None else scenes_dir() / CATALOGUE_FILE
        document = load_yaml(file, lambda where, reason, line: CatalogueError(file, where, reason, line))
        return cls(_parse_catalogue(document), file)

    def __contains__(self, name: object) -> bool:
        return name in self.types

    def __getitem__(self, name: str) -> ObjectType:
        return self.types[name]

    def get(self, name: str) -> ObjectType | None:
        """The type called ``name``, or None."""
        return self.types.get(name)

    def switchable(self, name: str) -> bool:
        """Whether objects of ``name`` can be on: toggleable themselves, or driven by another type's
        ``controls`` (a StoveBurner is on when its knob is: CanToggleOnOff.SelfControlled false)."""
        object_type = self.types.get(name)
        return object_type is not None and (object_type.has("toggleable") or name in self.controlled)

    def derived_types_of(self, name: str) -> list[str]:
        """Types whose ``derivedFrom`` is ``name`` (AppleSliced for Apple)."""
        return sorted(t.name for t in self.types.values() if t.derived_from == name)


class _Validator:
    def __init__(self, document: YamlDocument):
        self.document = document

    def fail(self, path: tuple, reason: str) -> CatalogueError:
        return CatalogueError(self.document.file, format_path(path), reason, self.document.line(path))


def _parse_catalogue(document: YamlDocument) -> dict[str, ObjectType]:
    v = _Validator(document)
    data = document.data
    if not isinstance(data, dict):
        raise v.fail((), "the catalogue must be a mapping with 'version' and 'types'")
    extra = set(data) - {"version", "types"}
    if extra:
        key = sorted(map(str, extra))[0]
        raise v.fail((key,), "unknown top-level key (expected 'version' and 'types')")
    if data.get("version") != 1:
        raise v.fail(("version",), f"version must be 1, got {data.get('version')!r}")
    raw_types = data.get("types")
    if not isinstance(raw_types, dict) or not raw_types:
        raise v.fail(("types",), "types must be a non-empty mapping of type name to entry")
    names = set(map(str, raw_types))
    types = {}
    for name, entry in raw_types.items():
        types[str(name)] = _parse_type(v, str(name), entry, names)
    return types


def _parse_type(v: _Validator, name: str, entry: Any, names: set[str]) -> ObjectType:
    path = ("types", name)
    if not name.isidentifier():
        raise v.fail(path, "a type name must be a single word like 'Apple'")
    if not isinstance(entry, dict):
        raise v.fail(path, "each type must be a mapping")
    extra = set(entry) - _TYPE_KEYS
    if extra:
        key = sorted(map(str, extra))[0]
        raise v.fail(path + (key,), f"unknown key (expected one of {', '.join(sorted(_TYPE_KEYS))})")
    properties = _string_list(v, path + ("properties",), entry.get("properties", []))
    for index, prop in enumerate(properties):
        if prop not in PROPERTIES:
            raise v.fail(path + ("properties", index), f"unknown property {prop!r}")
    receptacles = _string_list(v, path + ("receptacles",), entry.get("receptacles", []))
    for index, receptacle in enumerate(receptacles):
        if receptacle not in names:
            raise v.fail(path + ("receptacles", index), f"{receptacle!r} is not a type of this catalogue")
    interactions = entry.get("interactions", "")
    if not isinstance(interactions, str):
        raise v.fail(path + ("interactions",), "interactions must be a string")
    derived_from = entry.get("derivedFrom")
    if derived_from is not None and (not isinstance(derived_from, str) or derived_from not in names):
        raise v.fail(path + ("derivedFrom",), f"{derived_from!r} is not a type of this catalogue")
    effects = _parse_effects(v, path + ("effects",), entry.get("effects") or {}, set(properties), names)
    return ObjectType(name, frozenset(properties), frozenset(receptacles), interactions, effects, derived_from)


def _parse_effects(v: _Validator, path: tuple, raw: Any, properties: set[str], names: set[str]) -> Effects:
    if not isinstance(raw, dict):
        raise v.fail(path, "effects must be a mapping")
    values: dict[str, Any] = {}
    for key, value in raw.items():
        if key not in _EFFECTS:
            raise v.fail(path + (key,), f"unknown effect (expected one of {', '.join(sorted(_EFFECTS))})")
        kind, needed = _EFFECTS[key]
        for prop in needed:
            if prop not in properties:
                raise v.fail(path + (key,), f"needs the property {prop!r}")
        values[key] = _effect_value(v, path + (key,), kind, value, names)
    if "sliceCount" in values and "sliceInto" not in values:
        raise v.fail(path + ("sliceCount",), "sliceCount needs sliceInto")
    if "doesNotCook" in values and "heatsContents" not in values and "heatsThrough" not in values:
        raise v.fail(path + ("doesNotCook",), "doesNotCook needs heatsContents or heatsThrough")
    return Effects(
        slice_into=values.get("sliceInto"),
        slice_count=values.get("sliceCount", 1),
        break_into=values.get("breakInto"),
        shatters=values.get("shatters", False),
        sharp_tool=values.get("sharpTool", False),
        cleaning_tool=values.get("cleaningTool", False),
        detergent=values.get("detergent", False),
        heats_contents=values.get("heatsContents", False),
        heats_through=frozenset(values.get("heatsThrough", ())),
        does_not_cook=frozenset(values.get("doesNotCook", ())),
        cools_contents=values.get("coolsContents", False),
        fills_contents=values.get("fillsContents"),
        controls=tuple(values.get("controls", ())),
        washes=tuple(values.get("washes", ())),
        must_be_closed_to_turn_on=values.get("mustBeClosedToTurnOn", False),
        must_be_off_to_open=values.get("mustBeOffToOpen", False),
        must_be_open_to_place=values.get("mustBeOpenToPlace", False),
        contents_reachable_when_closed=values.get("contentsReachableWhenClosed", False),
        garbage=values.get("garbage", False),
        capacity=values.get("capacity"),
    )


def _effect_value(v: _Validator, path: tuple, kind: str, value: Any, names: set[str]) -> Any:
    if kind == "flag":
        if not isinstance(value, bool):
            raise v.fail(path, f"must be true or false, got {value!r}")
        return value
    if kind in ("count", "size"):
        low = 1 if kind == "count" else 0
        if isinstance(value, bool) or not isinstance(value, int) or value < low:
            raise v.fail(path, f"must be an integer >= {low}, got {value!r}")
        return value
    if kind == "liquid":
        if not isinstance(value, str) or not value.strip():
            raise v.fail(path, f"must name a liquid (e.g. coffee), got {value!r}")
        return value
    if kind == "type":
        if not isinstance(value, str) or value not in names:
            raise v.fail(path, f"{value!r} is not a type of this catalogue")
        return value
    # "types": one type name or a list of them
    items = [value] if isinstance(value, str) else value
    items = _string_list(v, path, items)
    for index, item in enumerate(items):
        if item not in names:
            raise v.fail(path + (index,) if not isinstance(value, str) else path, f"{item!r} is not a type of this catalogue")
    return items


def _string_list(v: _Validator, path: tuple, value: Any) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise v.fail(path, "must be a list of strings")
    return list(value)
