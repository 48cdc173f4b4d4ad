"""Scene files (``scenes/FloorPlanN.yaml``): loading, validation and listing.

A scene is addressed by *name* (``FloorPlan1``), never by a path given as a string: names may
hold only letters, digits, ``_`` and ``-``. Code that really has a file passes a ``pathlib.Path``.

Validation, with errors naming the file, the line, the entry (``objects[12] (Egg|...)``) and the
field. The shape (known keys, the room types, state keys that are booleans, a non-empty object
list) is the contract's schema (contract/scene.schema.json, from src/world/scene-schema.ts);
this module adds the cross-reference checks: ``scene`` equal to the file name; per object a
well-formed AI2-THOR id whose type part matches ``type``, unique ids, a catalogue type that is
not derived (derived types only appear after an interaction), ``parent`` an object of the scene
that is a receptacle and (for pickupable objects) a receptacle the type may be placed in, no
containment cycles, receptacle capacity respected, states allowed by the type's properties
(``isToggled`` also for a type another type ``controls``), and ``controls`` only on types with
a ``controls``/``washes`` effect, pointing at an object of a linked type.

Links: a type with a ``controls`` or ``washes`` effect is linked to the scene object named by
its ``controls:`` field, or else to the nearest object (by the position in the ids; ties by the
smaller id) of a linked type; with no such object it has no link.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any, Mapping

from .words import a
from ..contract import STATE_KEYS, schema_problems
from .catalogue import Catalogue, ObjectType
from .errors import SceneError, UnknownSceneError
from .object_ids import ParsedId, distance, parse_object_id
from .paths import CATALOGUE_FILE, scenes_dir
from .yaml_source import YamlDocument, format_path, load_yaml

# state key -> the property an object needs to have that state (the contract's)
STATE_PROPERTIES: Mapping[str, str] = STATE_KEYS


@dataclass(frozen=True)
class SceneObject:
    """One object as the scene file sets it up."""

    id: str
    type: ObjectType
    parent: str | None
    state: Mapping[str, bool]
    link: str | None
    index: int
    position: tuple[float, float, float] = (0.0, 0.0, 0.0)


@dataclass(frozen=True)
class Scene:
    """A validated scene; immutable, shared by every world made from it."""

    name: str
    room_type: str
    file: Path
    catalogue: Catalogue
    objects: tuple[SceneObject, ...]


def list_scenes(directory: Path | None = None) -> list[str]:
    """Names of the scene files in the scenes folder, FloorPlan2 before FloorPlan10."""
    folder = directory if directory is not None else scenes_dir()
    if not folder.is_dir():
        return []
    names = [p.stem for p in folder.glob("*.yaml") if p.name != CATALOGUE_FILE and _is_plain_name(p.stem)]
    return sorted(names, key=_natural_key)


def scene_path(name: str, directory: Path | None = None) -> Path:
    """The file of scene ``name``; raises ``UnknownSceneError`` for a non-name or a missing file."""
    if not isinstance(name, str) or not _is_plain_name(name):
        raise UnknownSceneError(str(name), "a scene name has only letters, digits, '_' and '-'")
    folder = directory if directory is not None else scenes_dir()
    file = folder / f"{name}.yaml"
    if name == Path(CATALOGUE_FILE).stem or not file.is_file():
        known = ", ".join(list_scenes(folder)) or "none"
        # The folder stays out: the message goes to remote clients, who have no business with our paths.
        raise UnknownSceneError(name, f"no such scene (known: {known})")
    return file


def load_scene(name_or_path: str | Path, catalogue: Catalogue) -> Scene:
    """Load a scene by name (a ``str``) or from a file (a ``Path``), validated against ``catalogue``."""
    file = name_or_path if isinstance(name_or_path, Path) else scene_path(name_or_path)
    document = load_yaml(file, lambda where, reason, line: SceneError(file, where, reason, line))
    return _SceneParser(document, catalogue).parse()


def _is_plain_name(name: str) -> bool:
    return bool(name) and all(ch.isascii() and (ch.isalnum() or ch in "_-") for ch in name)


def _natural_key(name: str) -> tuple[str, int, str]:
    stem = name.rstrip("0123456789")
    digits = name[len(stem):]
    return (stem, int(digits) if digits else -1, name)


class _SceneParser:
    def __init__(self, document: YamlDocument, catalogue: Catalogue):
        self.document = document
        self.catalogue = catalogue
        self.file = document.file

    def fail(self, path: tuple, reason: str, entry: tuple[int, Any] | None = None) -> SceneError:
        where = format_path(path)
        if entry is not None:
            index, object_id = entry
            head = f"objects[{index}]" + (f" ({object_id})" if isinstance(object_id, str) else "")
            field = format_path(path[2:])
            where = f"{head}: {field}" if field else head
        return SceneError(self.file, where, reason, self.document.line(path))

    def parse(self) -> Scene:
        data = self.document.data
        for path, reason in schema_problems("scene", data):
            entry = None
            if len(path) >= 2 and path[0] == "objects" and isinstance(path[1], int):
                raw = data["objects"][path[1]]
                entry = (path[1], raw.get("id") if isinstance(raw, dict) else None)
            raise self.fail(path, reason, entry)
        name = data["scene"]
        if name != self.file.stem:
            raise self.fail(("scene",), f"scene must be {self.file.stem!r} (the file name), got {name!r}")
        room_type = data["roomType"]
        raw_objects = data["objects"]
        entries = [self._parse_entry(index, raw) for index, raw in enumerate(raw_objects)]
        by_id: dict[str, dict] = {}
        for entry in entries:
            if entry["id"] in by_id:
                first = by_id[entry["id"]]["index"]
                raise self.fail(("objects", entry["index"], "id"), f"duplicate id (also objects[{first}])", self._entry(entry))
            by_id[entry["id"]] = entry
        for entry in entries:
            self._check_parent(entry, by_id)
        self._check_cycles_and_capacity(entries, by_id)
        objects = tuple(
            SceneObject(
                e["id"], e["type"], e["parent"], MappingProxyType(e["state"]), self._link(e, entries, by_id), e["index"], e["parsed"].position
            )
            for e in entries
        )
        return Scene(name, room_type, self.file, self.catalogue, objects)

    @staticmethod
    def _entry(entry: dict) -> tuple[int, str]:
        return entry["index"], entry["id"]

    def _parse_entry(self, index: int, raw: dict[str, Any]) -> dict:
        path = ("objects", index)
        object_id = raw["id"]
        entry = (index, object_id)
        try:
            parsed = parse_object_id(object_id)
        except ValueError as exc:
            raise self.fail(path + ("id",), f"bad id: {exc}", entry) from None
        type_name = raw["type"]
        object_type = self.catalogue.get(type_name)
        if object_type is None:
            raise self.fail(path + ("type",), f"unknown object type {type_name!r} (not in the catalogue)", entry)
        if object_type.derived_from is not None:
            raise self.fail(path + ("type",), f"{type_name} is a derived type (it appears only after an interaction on {object_type.derived_from})", entry)
        if parsed.type_name() != type_name:
            raise self.fail(path + ("id",), f"id names type {parsed.type_name()!r} but type is {type_name!r}", entry)
        parent = raw.get("parent")
        state = self._parse_state(path, raw.get("state") or {}, object_type, entry)
        link = raw.get("controls")
        if link is not None and not object_type.links_to():
            raise self.fail(path + ("controls",), f"{type_name} controls nothing (its type has no controls/washes effect)", entry)
        return {"index": index, "id": object_id, "parsed": parsed, "type": object_type, "parent": parent, "state": state, "controls": link}

    def _parse_state(self, path: tuple, raw: dict[str, bool], object_type: ObjectType, entry: tuple) -> dict[str, bool]:
        state = {}
        for key, value in raw.items():
            needed = STATE_PROPERTIES[key]
            allowed = self.catalogue.switchable(object_type.name) if key == "isToggled" else object_type.has(needed)
            if value and not allowed:
                raise self.fail(path + ("state", key), f"{object_type.name} is not {needed}, so it cannot have {key}: true", entry)
            state[key] = value
        return state

    def _check_parent(self, entry: dict, by_id: dict) -> None:
        parent_id = entry["parent"]
        if parent_id is None:
            return
        path = ("objects", entry["index"], "parent")
        parent = by_id.get(parent_id)
        if parent is None:
            raise self.fail(path, f"parent {parent_id!r} is not an object of this scene", self._entry(entry))
        parent_type: ObjectType = parent["type"]
        if not parent_type.has("receptacle"):
            raise self.fail(path, f"parent {parent_id} is {a(parent_type.name)}, which is not a receptacle", self._entry(entry))
        object_type: ObjectType = entry["type"]
        if object_type.has("pickupable") and parent_type.name not in object_type.receptacles:
            raise self.fail(path, f"{a(object_type.name)} cannot be placed in or on {a(parent_type.name)} (not in its receptacles)", self._entry(entry))

    def _check_cycles_and_capacity(self, entries: list[dict], by_id: dict) -> None:
        counts: dict[str, int] = {}
        for entry in entries:
            seen = {entry["id"]}
            current = entry["parent"]
            while current is not None:
                if current in seen:
                    raise self.fail(("objects", entry["index"], "parent"), "containment cycle (the object ends up inside itself)", self._entry(entry))
                seen.add(current)
                current = by_id[current]["parent"]
            if entry["parent"] is not None:
                counts[entry["parent"]] = counts.get(entry["parent"], 0) + 1
        for parent_id, count in counts.items():
            capacity = by_id[parent_id]["type"].effects.capacity
            if capacity is not None and count > capacity:
                parent = by_id[parent_id]
                raise self.fail(("objects", parent["index"]), f"holds {count} objects but its capacity is {capacity}", self._entry(parent))

    def _link(self, entry: dict, entries: list[dict], by_id: dict) -> str | None:
        targets = entry["type"].links_to()
        if not targets:
            return None
        explicit = entry["controls"]
        if explicit is not None:
            target = by_id.get(explicit)
            if target is None or target["type"].name not in targets:
                kind = "is not an object of this scene" if target is None else f"is {a(target['type'].name)}, not {a(' or '.join(targets))}"
                raise self.fail(("objects", entry["index"], "controls"), f"controls {explicit!r}, which {kind}", self._entry(entry))
            return explicit
        here: ParsedId = entry["parsed"]
        candidates = [e for e in entries if e["type"].name in targets]
        if not candidates:
            return None
        return min(candidates, key=lambda e: (distance(here, e["parsed"]), e["id"]))["id"]
