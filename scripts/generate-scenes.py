#!/usr/bin/env python3
"""Write scenes/FloorPlanN.yaml for every iTHOR floorplan (FloorPlan1-30, 201-230, 301-330, 401-430).

Inputs: the object-type catalogue (scenes/object-types.yaml), the floorplan listing
(scripts/data/alfred-layouts.json: each floorplan's room type, object types and the real ids of
its openable and receptacle furniture, from ALFRED's gen/layouts at the commit it names; written
by scripts/import-alfred-layouts.py) and the placement tables below. Output is deterministic:
the same inputs give byte-identical files, so the committed scenes can be regenerated and diffed.

    bridge/.venv/bin/python scripts/generate-scenes.py [--floorplans PATH] [--out DIR] [--check]

Every listed real id is kept verbatim. Everything else gets an AI2-THOR-style id
(Type|+x.xx|+y.yy|+z.zz) placed near its parent receptacle, or, for fixed furniture, near the
furniture it belongs with (a StoveKnob below its burner, a Faucet behind its basin).

Placement specs (the tables' values) read:
    "Fridge"              in or on an instance of that type (instances used in turn)
    "Drawer|Cabinet"      the first of these types the scene has
    "StoveBurner#2"       the third instance in objectId order
    "floor"               no parent
A spec may be a (spec, state) pair to give the instance an initial state. A list of specs makes
that many instances of the type. Scene tables override room tables type by type.
"""
from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_FLOORPLANS = ROOT / "scripts" / "data" / "alfred-layouts.json"

# The floorplan listing's old type names -> the current ones of AI2-THOR's SimObjType.cs:
# Glassbottle is Bottle.
TYPE_RENAMES = {"Glassbottle": "Bottle"}

# Listed types a scene leaves out, and why. Lamp (16 floorplans, each with a FloorLamp beside it):
# SimObjType.cs says of it "DO NOT USE: ... use either FloorLamp or DeskLamp", and ALFRED, which
# ran those scenes, cannot switch it: its Toggleable types are DeskLamp and FloorLamp only
# (gen/constants.py VAL_ACTION_OBJECTS), and its train demonstrations there switch the FloorLamp
# alone. Made a DeskLamp, it gave "the lamp" a second, switchable reading AI2-THOR does not have.
LEFT_OUT = {"Lamp": "a lamp AI2-THOR cannot switch (ALFRED's Toggleable types are DeskLamp and FloorLamp)"}

# AI2-THOR's scenes have one Floor object with this id; loose things lie on it (ours: they are
# written without a parent, as before).
FLOOR_ID = "Floor|+00.00|+00.00|+00.00"

# Fixed parts whose id is derived from their part's id (Sink|..|SinkBasin belongs to Sink|..).
PART_OWNERS = {"SinkBasin": "Sink", "BathtubBasin": "Bathtub"}

# How many instances of a fixed type a scene gets when the listing has no real id for it.
FIXTURE_COUNTS = {"StoveBurner": 4, "StoveKnob": 4}

# Fixed objects without a real id are put near the first instance of the first anchor type the
# scene has, at this offset; without any anchor they go along the room's walls.
ANCHORS: dict[str, tuple[tuple[str, ...], tuple[float, float, float]]] = {
    "StoveBurner": (("CounterTop",), (0.0, 0.0, 0.0)),
    "CoffeeMachine": (("CounterTop",), (0.55, 0.02, 0.1)),
    "Toaster": (("CounterTop",), (-0.55, 0.02, 0.1)),
    "HousePlant": (("CounterTop", "SideTable", "DiningTable", "Dresser", "Shelf"), (0.35, 0.05, -0.2)),
    "Chair": (("DiningTable", "Desk", "CounterTop"), (0.0, 0.0, 0.65)),
    "Television": (("TVStand", "Dresser", "Sofa"), (0.0, 0.75, 0.05)),
    "DeskLamp": (("Desk", "SideTable", "Dresser", "DiningTable"), (0.3, 0.8, -0.15)),
    "FloorLamp": (("Sofa", "ArmChair", "Bed", "Desk"), (0.9, 0.0, 0.3)),
    "Mirror": (("SinkBasin", "Dresser", "Desk"), (0.0, 0.65, -0.2)),
    "TowelHolder": (("BathtubBasin", "Bathtub", "SinkBasin"), (0.7, 0.9, 0.3)),
    "HandTowelHolder": (("SinkBasin", "Sink"), (0.45, 0.6, -0.1)),
    "Toilet": (("SinkBasin", "Bathtub"), (1.1, -0.85, 0.0)),
    "ToiletPaperHanger": (("Toilet",), (0.4, 0.7, 0.2)),
    "ShowerHead": (("BathtubBasin", "Bathtub"), (0.0, 1.6, -0.4)),
    "ShowerCurtain": (("BathtubBasin", "Bathtub"), (0.0, 1.2, 0.45)),
    "ShowerDoor": (("BathtubBasin", "Bathtub"), (0.0, 0.8, 0.5)),
    "ShowerGlass": (("BathtubBasin", "Bathtub"), (0.0, 0.9, -0.5)),
    "Cart": (("Toilet", "Shelf"), (-0.8, 0.0, 0.4)),
    "Drawer": (("Desk", "Dresser", "SideTable"), (0.35, 0.5, 0.0)),
    "LaundryHamperLid": (("LaundryHamper",), (0.0, 0.6, 0.0)),
    "Blinds": (("Window",), (0.0, 0.9, -0.05)),
    "Curtains": (("Window",), (0.0, 0.8, -0.1)),
}

# Height of things hung on a wall; other fixed things without an anchor stand on the floor.
WALL_HEIGHT = {
    "LightSwitch": 1.3, "Window": 1.5, "Painting": 1.6, "Poster": 1.6, "Mirror": 1.5, "Blinds": 2.0,
    "Curtains": 2.2, "ShowerHead": 1.9, "TowelHolder": 1.2, "HandTowelHolder": 1.4,
    "ToiletPaperHanger": 0.8, "Shelf": 1.1, "Television": 1.2,
}

# These stand on the floor even when placed beside a raised anchor (a chair by the counter).
FLOOR_STANDING = {"Chair", "FloorLamp", "GarbageCan", "Toilet", "Cart", "LaundryHamper"}

# Height of the top of furniture whose id stands at floor level; things on it sit there.
SURFACE_HEIGHT = {
    "Fridge": 0.8, "Sofa": 0.45, "ArmChair": 0.45, "Bed": 0.6, "Desk": 0.75, "DiningTable": 0.75,
    "CoffeeTable": 0.42, "SideTable": 0.6, "TVStand": 0.55, "Dresser": 0.85, "Ottoman": 0.4,
    "GarbageCan": 0.1, "Safe": 0.15, "Cart": 0.5, "Toilet": 0.75, "LaundryHamper": 0.3,
    "Shelf": 0.02, "Bathtub": 0.55, "BathtubBasin": 0.1, "Sink": 0.85, "SinkBasin": 0.8,
}

# Where each pickupable starts, per room type. Order matters: receptacles that others go into
# (a Pan on a burner, a Box on a table) are placed first, and instances of a parent type are used
# in turn, so "Drawer" spreads things over the drawers.
ROOM_PLACEMENTS: dict[str, dict[str, object]] = {
    "Kitchen": {
        "Pan": "StoveBurner#0",
        "Pot": "StoveBurner#1",
        "Kettle": "StoveBurner#2|CounterTop",
        "Plate": "CounterTop",
        "Bowl": "Cabinet",
        "Cup": "Cabinet",
        "Mug": "Cabinet",
        "Egg": "Fridge",
        "Lettuce": "Fridge",
        "Potato": "Fridge",
        "Tomato": "CounterTop",
        "Apple": "CounterTop",
        "Bread": "CounterTop",
        "Knife": "CounterTop",
        "ButterKnife": "Drawer",
        "Fork": "Drawer",
        "Spoon": "Drawer",
        "Spatula": "Drawer",
        "Ladle": "Drawer|Cabinet",
        "PepperShaker": "Cabinet",
        "SaltShaker": "CounterTop",
        "SoapBottle": "CounterTop",
        "DishSponge": "SinkBasin",
        "WineBottle": "Cabinet",
        "Bottle": "Shelf|Cabinet",
        "PaperTowelRoll": "CounterTop",
        "Book": "Shelf|CounterTop",
        "CreditCard": "Drawer",
        "CellPhone": "CounterTop",
        "Statue": "Shelf|CounterTop",
        "Vase": "Shelf|CounterTop",
        "Pen": "Drawer|CounterTop",
        "Pencil": "Drawer|CounterTop",
        "SprayBottle": "Cabinet|CounterTop",
    },
    "LivingRoom": {
        "Box": "CoffeeTable|SideTable|DiningTable",
        "Plate": "CoffeeTable|DiningTable",
        "Bowl": "DiningTable|CoffeeTable",
        "Laptop": "Sofa|CoffeeTable",
        "Book": "Sofa|ArmChair",
        "RemoteControl": "ArmChair|Sofa",
        "KeyChain": "CoffeeTable|Sofa",
        "CreditCard": "Sofa|ArmChair",
        "CellPhone": "Sofa|ArmChair",
        "Watch": "DiningTable|CoffeeTable|SideTable",
        "Newspaper": "Sofa",
        "Pen": "CoffeeTable|DiningTable",
        "Pencil": "DiningTable|CoffeeTable",
        "Pillow": "floor",
        "TissueBox": ("CoffeeTable|SideTable", {"isUsedUp": True}),
        "Statue": "TVStand|Shelf|SideTable",
        "Vase": "SideTable|TVStand|DiningTable",
        "WateringCan": "floor",
        "Boots": "floor",
        "Candle": "SideTable|CoffeeTable|Shelf|DiningTable",
    },
    "Bedroom": {
        "Box": "Shelf|Dresser|Desk",
        "Laptop": "Desk",
        "CellPhone": "Bed",
        "Book": "Shelf|Desk",
        "AlarmClock": "SideTable|Dresser|Desk|Shelf",
        "Pillow": "Bed",
        "TeddyBear": "Bed",
        "KeyChain": "Dresser|Desk",
        "CreditCard": "Drawer|Desk",
        "CD": "Shelf|Desk",
        "Pen": "Desk",
        "Pencil": "Drawer|Desk",
        "Mug": "Desk",
        "Bowl": "Shelf|Dresser|Desk",
        "BaseballBat": "Bed|Desk",
        "BasketBall": "floor",
        "TennisRacket": "Desk|Bed",
        "Statue": "Shelf|Dresser",
        "Vase": "Dresser|Shelf|Desk",
        "Watch": "Dresser|Desk",
        "TissueBox": "SideTable|Desk|Dresser",
        "Cloth": "Dresser|Desk",
        "Boots": "floor",
        "RemoteControl": "Dresser|SideTable|Desk|Bed",
    },
    "Bathroom": {
        "Towel": "TowelHolder",
        "HandTowel": "HandTowelHolder",
        "Candle": "Bathtub|CounterTop|Shelf",
        # The roll on the hanger is used up; the fresh one is stored away.
        "ToiletPaper": [("ToiletPaperHanger", {"isUsedUp": True}), "Cabinet|Shelf|Cart|CounterTop"],
        "SoapBar": "Bathtub|SinkBasin|CounterTop",
        "SoapBottle": "CounterTop|Sink|Shelf|Cart",
        "SprayBottle": "Shelf|Cart|CounterTop",
        "ScrubBrush": "Cart|Shelf",
        "Cloth": "CounterTop|Shelf|Cart",
        "DishSponge": "Shelf|Bathtub|Cart",
        "Plunger": "Cart|floor",
        "PaperTowelRoll": "Shelf|CounterTop|Cart",
        "TissueBox": "Shelf|CounterTop|Cart",
    },
}

# Per-scene variations, so that each task meets a different start in each scene.
SCENE_PLACEMENTS: dict[str, dict[str, object]] = {
    "FloorPlan1": {
        "Plate": ("CounterTop", {"isDirty": True}),
        "Pot": ("StoveBurner#1", {"isFilledWithLiquid": True}),
        "Knife": "Drawer",
        "Apple": "Fridge",
        "PepperShaker": "CounterTop",
        "DishSponge": "Drawer",
    },
    "FloorPlan2": {
        "Pan": ("StoveBurner#0", {"isDirty": True}),
        "Pot": "Cabinet",
        "Plate": "Cabinet",
        "Cup": "CounterTop",
        "Mug": "CounterTop",
        "ButterKnife": "CounterTop",
        "Spatula": "CounterTop",
        "SoapBottle": "Cabinet",
        "Tomato": "Fridge",
        "Potato": "CounterTop",
    },
    "FloorPlan3": {
        "Pan": "Cabinet",
        "Kettle": "CounterTop",
        "Plate": ("SinkBasin", {"isDirty": True}),
        "Mug": ("SinkBasin", {"isDirty": True}),
        "DishSponge": "CounterTop",
        "Knife": "Drawer",
        "Tomato": "Fridge",
        "WineBottle": "Fridge",
    },
    "FloorPlan4": {
        "Pan": ("Cabinet", {"isDirty": True}),
        "Pot": "StoveBurner#3",
        "Plate": "DiningTable",
        "Bowl": ("SinkBasin", {"isDirty": True}),
        "Bread": "DiningTable",
        "Apple": "DiningTable",
    },
    "FloorPlan5": {
        "Pan": "Cabinet",
        "Plate": ("CounterTop", {"isDirty": True}),
        "Bowl": "CounterTop",
        "Knife": "Drawer",
        "Tomato": "Fridge",
        "DishSponge": "Cabinet",
        "SaltShaker": "Cabinet",
    },
    "FloorPlan201": {
        "Plate": ("CoffeeTable", {"isDirty": True}),
        "Newspaper": "floor",
        "Pencil": "Drawer",
    },
    "FloorPlan202": {"Pillow": "ArmChair", "Laptop": "CoffeeTable", "Watch": "floor"},
    "FloorPlan203": {"Pencil": "Drawer", "Bowl": "CoffeeTable", "Laptop": "Ottoman"},
    "FloorPlan204": {"Statue": "Shelf", "Vase": "Drawer|DiningTable", "CellPhone": "ArmChair"},
    "FloorPlan205": {"Watch": "Drawer", "Laptop": "DiningTable", "Pillow": "Sofa"},
    "FloorPlan301": {"Book": "Drawer"},
    "FloorPlan302": {"CellPhone": "SideTable", "Book": "Desk"},
    "FloorPlan303": {"Book": "Drawer", "Mug": ("Desk", {"isDirty": True})},
    "FloorPlan304": {"Book": "Bed", "CellPhone": "Desk"},
    "FloorPlan305": {"CellPhone": "Drawer"},
    "FloorPlan401": {"ScrubBrush": "Cart"},
    "FloorPlan402": {"ScrubBrush": "Cabinet", "SprayBottle": "Cabinet"},
    "FloorPlan403": {"Cloth": "Cabinet", "SprayBottle": "Cabinet"},
    "FloorPlan404": {"Cloth": "Shelf"},
    "FloorPlan405": {"ScrubBrush": "Cabinet", "Cloth": "Cabinet"},
}

# Where a pickupable goes when its table's places are all missing from the room (a kitchen
# without drawers): the first of these it may go in (SimObjType.cs's placement rules, as the
# catalogue's receptacle lists hold them), else the floor.
ROOM_FALLBACKS: dict[str, str] = {
    "Kitchen": "CounterTop|DiningTable|SideTable|Shelf|Cabinet|Drawer",
    "LivingRoom": "CoffeeTable|SideTable|DiningTable|TVStand|Shelf|Dresser|Sofa|ArmChair|Drawer|Cabinet",
    "Bedroom": "Desk|Dresser|SideTable|Shelf|DiningTable|Bed|Drawer|Cabinet",
    "Bathroom": "CounterTop|Shelf|Cart|Cabinet|Drawer|Toilet|SideTable|Dresser",
}

# Initial states of fixed objects, per room type (pickupables get theirs from the placements).
ROOM_FIXTURE_STATES: dict[str, dict[str, dict[str, bool]]] = {
    "Kitchen": {"LightSwitch": {"isToggled": True}},
    "LivingRoom": {"LightSwitch": {"isToggled": True}},
    "Bedroom": {"LightSwitch": {"isToggled": True}},
    "Bathroom": {"LightSwitch": {"isToggled": True}, "Mirror": {"isDirty": True}},
}


class GenerationError(Exception):
    """The tables ask for something the scene or the catalogue cannot give."""


@dataclass
class SceneObject:
    id: str
    type: str
    parent: str | None = None
    state: dict[str, bool] = field(default_factory=dict)
    controls: str | None = None


def format_coordinate(value: float) -> str:
    """AI2-THOR's two-digit, two-decimal, signed coordinate (+00.50, -01.25)."""
    rounded = round(value, 2)
    sign = "-" if rounded < 0 else "+"
    return f"{sign}{abs(rounded):05.2f}"


def parse_id(object_id: str) -> tuple[str, tuple[float, float, float], str | None]:
    """Split Type|x|y|z[|Suffix] into its type, coordinates and suffix."""
    parts = object_id.split("|")
    if len(parts) not in (4, 5):
        raise GenerationError(f"objectId {object_id!r} is not Type|x|y|z[|Suffix]")
    x, y, z = (float(p) for p in parts[1:4])
    return parts[0], (x, y, z), parts[4] if len(parts) == 5 else None


def type_of_id(object_id: str) -> str:
    prefix, _, suffix = parse_id(object_id)
    return suffix or prefix


class SceneBuilder:
    """Builds one scene's object list from its listing and the tables."""

    def __init__(self, name: str, listing: dict, catalogue: dict):
        self.name = name
        self.room = listing["roomType"]
        self.catalogue = catalogue
        self.listed = sorted({TYPE_RENAMES.get(t, t) for t in listing["objectTypes"] if t not in LEFT_OUT})
        self.objects: dict[str, SceneObject] = {}
        self.turns: dict[str, int] = {}
        for object_id in listing["openableObjectIds"]:
            self.add(SceneObject(object_id, type_of_id(object_id)))

    # -- helpers ---------------------------------------------------------------------------
    def props(self, object_type: str) -> list[str]:
        return self.catalogue[object_type]["properties"]

    def instances(self, object_type: str) -> list[SceneObject]:
        return sorted((o for o in self.objects.values() if o.type == object_type), key=lambda o: o.id)

    def add(self, obj: SceneObject) -> SceneObject:
        if obj.type not in self.catalogue:
            raise GenerationError(f"{self.name}: type {obj.type} is not in the catalogue")
        if obj.id in self.objects:
            raise GenerationError(f"{self.name}: duplicate objectId {obj.id}")
        self.objects[obj.id] = obj
        return obj

    def free_id(self, object_type: str, position: tuple[float, float, float]) -> str:
        """A new id at (or, if taken, just beside) the position."""
        x, y, z = position
        while True:
            candidate = "|".join([object_type, *(format_coordinate(v) for v in (x, y, z))])
            if candidate not in self.objects:
                return candidate
            x += 0.01

    def bounds(self) -> tuple[float, float, float, float]:
        coords = [parse_id(i)[1] for i in self.objects]
        xs, zs = [c[0] for c in coords], [c[2] for c in coords]
        return min(xs), max(xs), min(zs), max(zs)

    def wall_position(self, object_type: str, index: int) -> tuple[float, float, float]:
        """Points spread along the room's walls, for fixed things without an anchor."""
        x0, x1, z0, z1 = self.bounds()
        corners = [(x0, z0), (x1, z0), (x1, z1), (x0, z1)]
        (ax, az), (bx, bz) = corners[index % 4], corners[(index + 1) % 4]
        t = 0.3 + 0.2 * ((index // 4) % 3)
        height = WALL_HEIGHT.get(object_type, 0.0)
        return ax + (bx - ax) * t, height, az + (bz - az) * t

    # -- fixed objects ---------------------------------------------------------------------
    def add_fixtures(self) -> None:
        for part in sorted(PART_OWNERS):
            for basin in self.instances(part):
                owner_id = "|".join(basin.id.split("|")[:4])  # the part's id less its suffix
                # Usually a Sink owns a SinkBasin; FloorPlan420's SinkBasin is AI2-THOR's Bathtub|..|SinkBasin.
                owner = parse_id(owner_id)[0]
                if owner in self.listed and owner_id not in self.objects:
                    self.add(SceneObject(owner_id, owner))
        wall_index = 0
        for object_type in self.listed:
            if "pickupable" in self.props(object_type) or self.instances(object_type):
                continue
            if object_type in ("Faucet", "StoveKnob"):
                continue  # placed with the basins and burners they serve
            for k in range(FIXTURE_COUNTS.get(object_type, 1)):
                position = self.fixture_position(object_type, k)
                if position is None:
                    position = self.wall_position(object_type, wall_index)
                    wall_index += 1
                self.add(SceneObject(self.free_id(object_type, position), object_type))
        self.add_faucets()
        self.add_stove_knobs()
        for object_type, state in ROOM_FIXTURE_STATES[self.room].items():
            for obj in self.instances(object_type):
                obj.state.update(state)

    def fixture_position(self, object_type: str, k: int) -> tuple[float, float, float] | None:
        anchor_types, (dx, dy, dz) = ANCHORS.get(object_type, ((), (0, 0, 0)))
        for anchor_type in anchor_types:
            anchors = self.instances(anchor_type)
            if anchors:
                x, y, z = parse_id(anchors[0].id)[1]
                if object_type == "StoveBurner":  # a 2 x 2 cooktop
                    dx, dz = (k % 2) * 0.45 - 0.2, (k // 2) * 0.4 - 0.2
                height = 0.0 if object_type in FLOOR_STANDING else WALL_HEIGHT.get(object_type, y + dy)
                return x + dx, height, z + dz
        return None

    def add_faucets(self) -> None:
        if "Faucet" not in self.listed:
            return
        basins = self.instances("SinkBasin") + self.instances("BathtubBasin")
        if not basins:
            raise GenerationError(f"{self.name}: a Faucet is listed but there is no basin for it")
        for basin in basins:
            x, y, z = parse_id(basin.id)[1]
            faucet = SceneObject(self.free_id("Faucet", (x, y + 0.15, z - 0.25)), "Faucet")
            faucet.controls = basin.id
            self.add(faucet)

    def add_stove_knobs(self) -> None:
        if "StoveKnob" not in self.listed:
            return
        burners = self.instances("StoveBurner")
        if not burners:
            raise GenerationError(f"{self.name}: StoveKnobs are listed but there is no StoveBurner")
        # Knob k drives burner k in objectId order, so the first knob heats the first burner. Knobs
        # stand in front of their burners; where that would flip a coordinate's sign (and so the
        # ids' order), straight below them.
        for offset in ((-0.1, 0.5), (0.0, 0.0)):
            knobs = []
            for k, burner in enumerate(burners):
                x, y, z = parse_id(burner.id)[1]
                position = (x + offset[0], y - 0.05, z + offset[1] + 0.01 * k * bool(offset[1]))
                knob = SceneObject(self.free_id("StoveKnob", position), "StoveKnob")
                knob.controls = burner.id
                knobs.append(knob)
            if [k.controls for k in sorted(knobs, key=lambda k: k.id)] == [b.id for b in burners]:
                for knob in knobs:
                    self.add(knob)
                return
        raise GenerationError(f"{self.name}: knob and burner ids do not sort alike")

    # -- pickupable objects ----------------------------------------------------------------
    def placements(self) -> list[tuple[str, object]]:
        table = dict(ROOM_PLACEMENTS[self.room])
        table.update(SCENE_PLACEMENTS.get(self.name, {}))
        unplaced = [t for t in self.listed if t not in table and "pickupable" in self.props(t)]
        if unplaced:
            raise GenerationError(f"{self.name}: no placement for {unplaced} in the {self.room} table")
        return [(t, table[t]) for t in table if t in self.listed]

    def add_pickupables(self) -> None:
        for object_type, specs in self.placements():
            if "pickupable" not in self.props(object_type):
                raise GenerationError(f"placement table names {object_type}, which is not pickupable")
            for spec in specs if isinstance(specs, list) else [specs]:
                where, state = spec if isinstance(spec, tuple) else (spec, {})
                self.place(object_type, where, dict(state))

    def choose_parent(self, object_type: str, where: str) -> SceneObject | None:
        try:
            return self.choose_listed_parent(object_type, where)
        except GenerationError:
            return self.choose_listed_parent(object_type, ROOM_FALLBACKS[self.room] + "|floor")

    def choose_listed_parent(self, object_type: str, where: str) -> SceneObject | None:
        compatible = self.catalogue[object_type].get("receptacles", [])
        for option in where.split("|"):
            if option == "floor":
                return None
            parent_type, _, index = option.partition("#")
            candidates = [p for p in self.instances(parent_type) if self.has_room(p)]
            if parent_type not in compatible or not candidates:
                continue
            if index:
                wanted = self.instances(parent_type)[int(index)]
                if wanted in candidates:
                    return wanted
                continue
            turn = self.turns.get(parent_type, 0)
            self.turns[parent_type] = turn + 1
            return candidates[turn % len(candidates)]
        raise GenerationError(f"{self.name}: no place for {object_type} among {where!r}")

    def has_room(self, parent: SceneObject) -> bool:
        capacity = self.catalogue[parent.type].get("effects", {}).get("capacity")
        held = sum(1 for o in self.objects.values() if o.parent == parent.id)
        return capacity is None or held < capacity

    def place(self, object_type: str, where: str, state: dict[str, bool]) -> None:
        parent = self.choose_parent(object_type, where)
        if parent is None:
            x, _, z = self.wall_position(object_type, len(self.objects))
            position = (x * 0.8, 0.02, z * 0.8)  # on the floor, off the wall
        else:
            x, y, z = parse_id(parent.id)[1]
            k = sum(1 for o in self.objects.values() if o.parent == parent.id)
            dx = (-0.15, 0.0, 0.15)[k % 3]
            dz = (-0.1, 0.1)[(k // 3) % 2]
            # Furniture ids stand at floor level: lift what is on it to its top.
            dy = SURFACE_HEIGHT[parent.type] if parent.type in SURFACE_HEIGHT and y < 0.3 else 0.04
            position = (x + dx, y + dy, z + dz)
        self.add(SceneObject(self.free_id(object_type, position), object_type, parent.id if parent else None, state))

    def build(self) -> list[SceneObject]:
        self.add_fixtures()
        self.add_pickupables()
        if "Floor" not in self.listed:
            self.add(SceneObject(FLOOR_ID, "Floor"))
        missing = [t for t in self.listed if not self.instances(t)]
        if missing:
            raise GenerationError(f"{self.name}: listed types without an object: {missing}")
        return list(self.objects.values())


def renamed_in(listing: dict) -> list[str]:
    """The listing's old type names this scene renames, as 'Old -> New', and those it leaves out."""
    renamed = [f"{old} -> {TYPE_RENAMES[old]}" for old in sorted(set(listing["objectTypes"]) & set(TYPE_RENAMES))]
    return renamed + [f"{old} left out: {LEFT_OUT[old]}" for old in sorted(set(listing["objectTypes"]) & set(LEFT_OUT))]


def render(name: str, room: str, objects: list[SceneObject], catalogue: dict, source: dict, renamed: list[str] | None = None) -> str:
    """The scene as readable YAML: fixed objects first, then what can be picked up."""
    def line(o: SceneObject) -> str:
        fields = [f'id: "{o.id}"', f"type: {o.type}"]
        if o.parent:
            fields.append(f'parent: "{o.parent}"')
        if o.controls:
            fields.append(f'controls: "{o.controls}"')
        if o.state:
            inner = ", ".join(f"{k}: {'true' if v else 'false'}" for k, v in sorted(o.state.items()))
            fields.append(f"state: {{ {inner} }}")
        return "  - { " + ", ".join(fields) + " }"

    def pickupable(o: SceneObject) -> bool:
        return "pickupable" in catalogue[o.type]["properties"]

    fixed = sorted((o for o in objects if not pickupable(o)), key=lambda o: (o.type, o.id))
    rest = sorted((o for o in objects if pickupable(o)), key=lambda o: (o.type, o.id))
    renames = f" ({', '.join(renamed)})" if renamed else ""
    out = [
        f"# {name} ({room}). Generated by scripts/generate-scenes.py from scenes/object-types.yaml,",
        "# the floorplan listing and the script's placement tables: change those and re-run rather",
        "# than editing by hand. Format: docs/CONTRACTS.md. States not written are false.",
        f"# From AI2-THOR, as {source['repository']} lists them at commit {source['commit'][:12]}",
        f"# ({layout_files(name, source)}; copied to scripts/data/alfred-layouts.json):",
        f"# the object types of {name}, in current AI2-THOR type names{renames}, and the ids of its",
        "# openable and receptacle furniture.",
        "# Ours: every other id and position, how many StoveBurners and StoveKnobs a kitchen has when the",
        "# listing gives none, the Floor object, where each pickupable starts (the placement tables) and",
        "# the initial states; AI2-THOR's own scene may place things differently (docs/fidelity.md).",
        f"scene: {name}",
        f"roomType: {room}",
        "objects:",
        "  # Furniture, appliances and fixtures",
        *(line(o) for o in fixed),
        "  # Things that can be picked up",
        *(line(o) for o in rest),
    ]
    return "\n".join(out) + "\n"


def layout_files(name: str, source: dict) -> str:
    """The source files of one floorplan, e.g. gen/layouts/FloorPlan1-objects.json and -openable.json."""
    first, *rest = (f.replace("FloorPlanN", name) for f in source["files"])
    return " and ".join([first, *(r.removeprefix(first.rsplit("-", 1)[0]) for r in rest)])


def generate(floorplans: Path, out_dir: Path, check: bool) -> int:
    catalogue = yaml.safe_load((ROOT / "scenes" / "object-types.yaml").read_text())["types"]
    data = json.loads(floorplans.read_text())
    listings, source = data["floorplans"], data["source"]
    stale = []
    for name in sorted(listings, key=lambda n: int(n.removeprefix("FloorPlan"))):
        builder = SceneBuilder(name, listings[name], catalogue)
        text = render(name, builder.room, builder.build(), catalogue, source, renamed_in(listings[name]))
        target = out_dir / f"{name}.yaml"
        if check:
            if not target.exists() or target.read_text() != text:
                stale.append(target.name)
        else:
            target.write_text(text)
    if stale:
        print(f"out of date (re-run scripts/generate-scenes.py): {', '.join(stale)}", file=sys.stderr)
        return 1
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--floorplans", type=Path, default=DEFAULT_FLOORPLANS)
    parser.add_argument("--out", type=Path, default=ROOT / "scenes")
    parser.add_argument("--check", action="store_true", help="only report scenes that differ from a fresh run")
    args = parser.parse_args()
    try:
        return generate(args.floorplans, args.out, args.check)
    except GenerationError as error:
        print(f"generate-scenes: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
