"""The object-type catalogue (``scenes/object-types.yaml``), validated on load.

Each type carries its actionable properties, the receptacle types it may be placed in, a short
text about its contextual interactions (for prompts), and ``effects``: the flags the simulator
acts on (see docs/CONTRACTS.md). Its shape (known keys, properties and effect keys, value types)
is the contract's schema (contract/object-types.schema.json, from src/world/catalogue-schema.ts);
this module adds the cross-reference checks: every type named is a type of the catalogue, and
effects fit the properties (``sliceInto`` on a type that is not sliceable, ...).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from ..contract import EFFECT_NEEDS, schema_problems, validator
from .errors import CatalogueError
from .paths import CATALOGUE_FILE, scenes_dir
from .yaml_source import YamlDocument, format_path, load_yaml

_SCHEMA = "object-types"


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
    """The shape is the contract's schema; what it cannot say (names that must be types of this
    catalogue, effects that need properties) is checked here."""
    v = _Validator(document)
    for path, reason in schema_problems(_SCHEMA, document.data):
        raise v.fail(path, reason)
    raw_types = document.data["types"]
    names = set(raw_types)
    return {name: _parse_type(v, name, entry, names) for name, entry in raw_types.items()}


def _parse_type(v: _Validator, name: str, entry: dict[str, Any], names: set[str]) -> ObjectType:
    path = ("types", name)
    properties = entry["properties"]
    receptacles = entry.get("receptacles", [])
    for index, receptacle in enumerate(receptacles):
        if receptacle not in names:
            raise v.fail(path + ("receptacles", index), f"{receptacle!r} is not a type of this catalogue")
    derived_from = entry.get("derivedFrom")
    if derived_from is not None and derived_from not in names:
        raise v.fail(path + ("derivedFrom",), f"{derived_from!r} is not a type of this catalogue")
    effects = _parse_effects(v, path + ("effects",), entry.get("effects") or {}, set(properties), names)
    return ObjectType(name, frozenset(properties), frozenset(receptacles), entry.get("interactions", ""), effects, derived_from)


def _type_references(key: str) -> bool:
    """Whether effect ``key`` names types: its values have the schema's type-name form."""
    schema = validator(_SCHEMA).schema
    pattern = schema["properties"]["types"]["propertyNames"]["pattern"]
    effect = schema["properties"]["types"]["additionalProperties"]["properties"]["effects"]["properties"][key]
    return effect.get("pattern") == pattern or effect.get("items", {}).get("pattern") == pattern


def _parse_effects(v: _Validator, path: tuple, values: dict[str, Any], properties: set[str], names: set[str]) -> Effects:
    for key, value in values.items():
        for prop in EFFECT_NEEDS[key]:
            if prop not in properties:
                raise v.fail(path + (key,), f"needs the property {prop!r}")
        if _type_references(key):
            for index, item in enumerate([value] if isinstance(value, str) else value):
                if item not in names:
                    raise v.fail(path + (key,) if isinstance(value, str) else path + (key, index), f"{item!r} is not a type of this catalogue")
    if "sliceCount" in values and "sliceInto" not in values:
        raise v.fail(path + ("sliceCount",), "sliceCount needs sliceInto")
    if "doesNotCook" in values and "heatsContents" not in values and "heatsThrough" not in values:
        raise v.fail(path + ("doesNotCook",), "doesNotCook needs heatsContents or heatsThrough")
    controls = values.get("controls")
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
        controls=(controls,) if controls is not None else (),
        washes=tuple(values.get("washes", ())),
        must_be_closed_to_turn_on=values.get("mustBeClosedToTurnOn", False),
        must_be_off_to_open=values.get("mustBeOffToOpen", False),
        must_be_open_to_place=values.get("mustBeOpenToPlace", False),
        contents_reachable_when_closed=values.get("contentsReachableWhenClosed", False),
        garbage=values.get("garbage", False),
        capacity=values.get("capacity"),
    )
