"""The test double's room for any floorplan: AI2-THOR's `event.metadata` objects (the shape of
AgentManager.cs ObjectMetadata) built from a scene file, so `FakeController` can load every
iTHOR floorplan and every trajectory start ALFRED's demonstrations begin from, not only the
recorded FloorPlan1 of fixtures/ai2thor.

What it reads, and why each source is independent of the symbolic world's rules (bridge/sim):
- which objects the room has, their ids and positions: the scene file (the shipped floorplan is
  ALFRED's layout listing, gen/layouts/FloorPlanN-objects.json and -openable.json; a replay's start
  puts every object of ALFRED's `scene.object_poses` where its pose says, and applies
  `object_toggles` and `dirty_and_empty` as ALFRED's env/thor_env.py `restore_scene` does);
- which object lies in which: the scene file's `parent` links, standing in for Unity's physics,
  which settles an object onto what is under it (the double has no geometry);
- where a faucet's water falls and which burner a knob drives: the file's `controls` links
  (Unity's trigger volumes and StoveKnob `ControlledSimObjects`); only the knob's reaches the
  metadata, as in AI2-THOR (`controlledObjects`), a faucet's stays physics;
- what each type can do: the actionable property flags of AI2-THOR's object-type documentation as
  scenes/object-types.yaml lists them (`properties` only: none of the catalogue's rules, receptacle
  lists or effects are read; the double's own Unity tables are in fake_ai2thor.py).
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[2]
CATALOGUE = ROOT / "scenes" / "object-types.yaml"

# ObjectMetadata's actionable property flags and state flags (AgentManager.cs).
CAPABILITY_FLAGS = ("pickupable", "moveable", "openable", "sliceable", "breakable", "toggleable", "receptacle",
                    "dirtyable", "cookable", "canBeUsedUp", "canFillWithLiquid")
STATE_FLAGS = ("isOpen", "isToggled", "isSliced", "isCooked", "isDirty", "isBroken", "isUsedUp", "isFilledWithLiquid")
# How far apart the agent's reachable grid points are (the backend's gridSize).
GRID = 0.25


def type_capabilities(catalogue: Path = CATALOGUE) -> dict[str, frozenset[str]]:
    """Each type's actionable property flags (the catalogue's `properties`, nothing else)."""
    types = yaml.safe_load(catalogue.read_text())["types"]
    return {name: frozenset(p for p in entry.get("properties") or [] if p in CAPABILITY_FLAGS) for name, entry in types.items()}


def id_position(object_id: str) -> dict[str, float] | None:
    """The position an AI2-THOR id encodes (`Apple|-00.60|+00.96|-00.20`)."""
    parts = object_id.split("|")
    try:
        x, y, z = (float(v) for v in parts[1:4])
    except ValueError:
        return None
    return {"x": x, "y": y, "z": z}


def new_object(object_id: str, object_type: str, name: str, position: dict[str, float], flags: frozenset[str]) -> dict[str, Any]:
    """One object as AI2-THOR reports a freshly loaded one: every flag its type has, every state
    false, room temperature, in nothing."""
    return {
        "objectId": object_id, "objectType": object_type, "name": name,
        "position": dict(position), "rotation": {"x": 0.0, "y": 0.0, "z": 0.0},
        "axisAlignedBoundingBox": {"center": dict(position), "size": {"x": 0.1, "y": 0.1, "z": 0.1}, "cornerPoints": None},
        "objectOrientedBoundingBox": None, "visible": False, "isInteractable": False, "distance": 0.0,
        "receptacleObjectIds": None, "parentReceptacles": None, "isPickedUp": False, "openness": 0.0,
        **{state: False for state in STATE_FLAGS},
        "fillLiquid": None, "temperature": "RoomTemp", "isHeatSource": False, "isColdSource": False,
        "mass": 0.0, "salientMaterials": None, "assetId": "", "controlledObjects": None, "isMoving": False,
        **{flag: flag in flags for flag in CAPABILITY_FLAGS},
    }


class SceneFile:
    """A scene file read as the double's room: `objects` (metadata by id, containers outermost
    first), `water_into` (faucet -> the basin its water falls into) and `reachable` positions."""

    def __init__(self, path: Path, capabilities: dict[str, frozenset[str]]) -> None:
        document = yaml.safe_load(path.read_text())
        self.scene: str = document["scene"]
        self.objects: dict[str, dict[str, Any]] = {}
        self.water_into: dict[str, str] = {}
        entries = document["objects"]
        for index, entry in enumerate(entries):
            object_id, object_type = entry["id"], entry["type"]
            position = id_position(object_id) or {"x": 0.0, "y": 0.0, "z": 0.0}
            obj = new_object(object_id, object_type, f"{object_type}_{index}", position, capabilities.get(object_type, frozenset()))
            for key, value in (entry.get("state") or {}).items():
                obj[key] = value
            obj["openness"] = 1.0 if obj["isOpen"] else 0.0
            if obj["isFilledWithLiquid"]:
                obj["fillLiquid"] = "water"
            self.objects[object_id] = obj
        for entry in entries:
            target = entry.get("controls")
            if target is None:
                continue
            if entry["type"] == "Faucet":
                self.water_into[entry["id"]] = target
            else:
                self.objects[entry["id"]]["controlledObjects"] = [target]
        parent_of = {entry["id"]: entry.get("parent") for entry in entries}
        for object_id, obj in self.objects.items():
            chain, at = [], parent_of.get(object_id)
            while at is not None:
                chain.insert(0, at)
                at = parent_of.get(at)
            if chain:
                obj["parentReceptacles"] = chain
                inner = self.objects[chain[-1]]
                inner["receptacleObjectIds"] = [*(inner["receptacleObjectIds"] or []), object_id]
        self.reachable = reachable_positions(self.objects.values())


def reachable_positions(objects: Any) -> list[dict[str, float]]:
    """Where the agent may stand: the grid points nearest each object (the double has no floor
    plan; GetReachablePositions in Unity returns the free grid points of the room)."""
    seen: dict[tuple[float, float], dict[str, float]] = {}
    for obj in objects:
        centre = obj["position"]
        x, z = round(centre["x"] / GRID) * GRID, round(centre["z"] / GRID) * GRID
        seen.setdefault((x, z), {"x": x, "y": 0.9, "z": z})
    return sorted(seen.values(), key=lambda p: (p["x"], p["z"]))


def nearest(objects: dict[str, dict[str, Any]], near: dict[str, Any], types: set[str]) -> dict[str, Any] | None:
    """The object of one of `types` nearest `near` (by position)."""
    here = near["position"]
    found = [o for o in objects.values() if o["objectType"] in types]
    if not found:
        return None
    return min(found, key=lambda o: math.dist((o["position"]["x"], o["position"]["y"], o["position"]["z"]), (here["x"], here["y"], here["z"])))
