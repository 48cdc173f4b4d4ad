"""`python3 -m bridge.export FloorPlanN > scenes/FloorPlanN.yaml`: a real AI2-THOR floorplan in
IteraPlan's scene format.

`scene_document` is pure (metadata in, scene mapping out) and is what the tests exercise; `main`
only starts a controller, reads its first event's metadata and prints the YAML. Objects whose
type the catalogue lacks are left out (and said so on stderr); an object's `parent` is its
innermost container that the scene format accepts (a kept receptacle that, for a pickupable,
its type may be placed in), else omitted.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Sequence

import yaml

from .backends.ai2thor_view import objects_by_id, parents_innermost_first
from .backends.ithor_scenes import ithor_room_type
from .errors import EXIT_ENVIRONMENT, EXIT_USAGE
from .sim import Catalogue
from .sim.errors import DataError
from .sim.object_ids import parse_object_id
from .sim.scene import STATE_PROPERTIES


class ExportError(Exception):
    """The floorplan cannot be exported (bad name, nothing usable in it)."""


@dataclass
class Export:
    """The scene mapping plus what had to be left out, for the report on stderr."""

    document: dict[str, Any]
    skipped: list[str] = field(default_factory=list)


def room_type(scene: str) -> str:
    """The scene's room type; `ExportError` for a name that is not an iTHOR floorplan."""
    kind = ithor_room_type(scene)
    if kind is None:
        raise ExportError(f"{scene!r} is not an iTHOR floorplan (FloorPlan1-30, 201-230, 301-330, 401-430)")
    return kind


def _usable_ids(objects: Mapping[str, Mapping[str, Any]], catalogue: Catalogue, skipped: list[str]) -> set[str]:
    kept = set()
    for object_id, obj in objects.items():
        object_type = catalogue.get(obj["objectType"])
        try:
            id_type = parse_object_id(object_id).type_name()
        except ValueError as error:
            skipped.append(f"{object_id}: id not in Type|x|y|z form ({error})")
            continue
        if object_type is None:
            skipped.append(f"{object_id}: type {obj['objectType']} is not in the catalogue")
        elif object_type.derived_from is not None:
            skipped.append(f"{object_id}: {object_type.name} is a derived type")
        elif id_type != object_type.name:
            skipped.append(f"{object_id}: id names type {id_type}, metadata says {object_type.name}")
        else:
            kept.add(object_id)
    return kept


def _parent(
    object_id: str,
    objects: Mapping[str, Mapping[str, Any]],
    kept: set[str],
    catalogue: Catalogue,
    filled: dict[str, int],
) -> str | None:
    """The innermost container the scene format accepts; `filled` counts what each holds so far
    (a full receptacle passes the object on to the next container out)."""
    object_type = catalogue[objects[object_id]["objectType"]]
    for parent_id in parents_innermost_first(objects, object_id):
        if parent_id not in kept:
            continue
        parent_type = catalogue[objects[parent_id]["objectType"]]
        if not parent_type.has("receptacle"):
            continue
        if object_type.has("pickupable") and parent_type.name not in object_type.receptacles:
            continue
        capacity = parent_type.effects.capacity
        if capacity is not None and filled.get(parent_id, 0) >= capacity:
            continue
        filled[parent_id] = filled.get(parent_id, 0) + 1
        return parent_id
    return None


def _state(obj: Mapping[str, Any], catalogue: Catalogue) -> dict[str, bool]:
    object_type = catalogue[obj["objectType"]]
    return {
        key: bool(obj.get(key, False))
        for key, prop in STATE_PROPERTIES.items()
        if object_type.has(prop)
    }


def _link(obj: Mapping[str, Any], objects: Mapping[str, Mapping[str, Any]], kept: set[str], catalogue: Catalogue) -> str | None:
    targets = catalogue[obj["objectType"]].links_to()
    for controlled in obj.get("controlledObjects") or []:
        if controlled in kept and objects[controlled]["objectType"] in targets:
            return controlled
    return None


def scene_document(scene: str, metadata: Mapping[str, Any], catalogue: Catalogue) -> Export:
    """Our scene mapping for AI2-THOR metadata (`event.metadata`) of floorplan `scene`."""
    kind = room_type(scene)
    objects = objects_by_id(metadata)
    skipped: list[str] = []
    kept = _usable_ids(objects, catalogue, skipped)
    if not kept:
        raise ExportError(f"{scene}: none of its {len(objects)} objects has a catalogue type")
    entries = []
    filled: dict[str, int] = {}
    for object_id in sorted(kept):
        obj = objects[object_id]
        entry: dict[str, Any] = {"id": object_id, "type": obj["objectType"]}
        parent = _parent(object_id, objects, kept, catalogue, filled)
        if parent is not None:
            entry["parent"] = parent
        state = _state(obj, catalogue)
        if state:
            entry["state"] = state
        link = _link(obj, objects, kept, catalogue)
        if link is not None:
            entry["controls"] = link
        entries.append(entry)
    return Export({"scene": scene, "roomType": kind, "objects": entries}, skipped)


def to_yaml(export: Export) -> str:
    """The scene file's text: block style, with each object's state on one line."""
    header = f"# {export.document['scene']} exported from AI2-THOR metadata by `python3 -m bridge.export`.\n"
    return header + yaml.safe_dump(export.document, sort_keys=False, default_flow_style=None, width=120)


def read_metadata(scene: str) -> Mapping[str, Any]:
    """Start AI2-THOR on `scene` and return its first event's metadata."""
    controller_module = importlib.import_module("ai2thor.controller")
    controller = controller_module.Controller(scene=scene)
    try:
        return controller.last_event.metadata
    finally:
        controller.stop()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m bridge.export", description=__doc__.split("\n\n")[0])
    parser.add_argument("scene", help="an iTHOR floorplan, e.g. FloorPlan1")
    parser.add_argument("--catalogue", type=Path, default=None, help="object-types.yaml (default: the scenes folder's)")
    args = parser.parse_args(argv)
    try:
        room_type(args.scene)
        catalogue = Catalogue.load(args.catalogue)
    except (ExportError, DataError) as error:
        print(f"bridge.export: {error}", file=sys.stderr)
        return EXIT_USAGE
    try:
        metadata = read_metadata(args.scene)
    except ImportError as error:
        print(f"bridge.export: needs the ai2thor package ({error}); install it with `pip install ai2thor`", file=sys.stderr)
        return EXIT_ENVIRONMENT
    try:
        export = scene_document(args.scene, metadata, catalogue)
    except ExportError as error:
        print(f"bridge.export: {error}", file=sys.stderr)
        return EXIT_USAGE
    for reason in export.skipped:
        print(f"bridge.export: left out {reason}", file=sys.stderr)
    sys.stdout.write(to_yaml(export))
    return 0


if __name__ == "__main__":
    sys.exit(main())
