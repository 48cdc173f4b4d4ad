"""Checks on the world's data files (scenes/, skills/) with plain PyYAML, no simulator.

They pin the shapes of docs/CONTRACTS.md, the facts the scenes must keep (every listed type and
real id of alfred-layouts.json, sound parents and states) for all 120 iTHOR floorplans, the
starting conditions that make the paper's tasks possible and not trivial on its 20, and the
published affordance numbers.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from bridge.contract import EFFECT_NEEDS, OBJECT_PROPERTIES, ROOM_TYPES, STATE_KEYS, schema_problems

ROOT = Path(__file__).resolve().parents[2]
SCENES = ROOT / "scenes"
SKILLS = ROOT / "skills"
FLOORPLANS = ROOT / "scripts" / "data" / "alfred-layouts.json"

# The listing's old AI2-THOR type names (Glassbottle) and the current ones the scenes use, and the
# listed types the scenes leave out: Lamp, which SimObjType.cs retires ("DO NOT USE") and ALFRED
# cannot switch (scripts/generate-scenes.py LEFT_OUT).
TYPE_RENAMES = {"Glassbottle": "Bottle"}
LEFT_OUT = {"Lamp"}

# What ALFRED, which ran these floorplans in AI2-THOR 2.1.0, knows each type can do
# (askforalfred/alfred gen/constants.py at f91f4c0c96c7: VAL_ACTION_OBJECTS' Sliceable and
# Toggleable, OPENABLE_CLASS_LIST, the keys of VAL_RECEPTACLE_OBJECTS).
ALFRED_SLICEABLE = {"Apple", "Bread", "Egg", "Lettuce", "Potato", "Tomato"}
ALFRED_TOGGLEABLE_LAMPS = {"DeskLamp", "FloorLamp"}
ALFRED_OPENABLE = {"Fridge", "Cabinet", "Microwave", "Drawer", "Safe", "Box"}
ALFRED_RECEPTACLES = {
    "ArmChair", "BathtubBasin", "Bed", "Bowl", "Box", "Cabinet", "Cart", "CoffeeMachine", "CoffeeTable", "CounterTop",
    "Cup", "Desk", "DiningTable", "Drawer", "Dresser", "Fridge", "GarbageCan", "HandTowelHolder", "LaundryHamper",
    "Microwave", "Mug", "Ottoman", "Pan", "Plate", "Pot", "Safe", "Shelf", "SideTable", "SinkBasin", "Sofa",
    "StoveBurner", "TVStand", "Toaster", "Toilet", "ToiletPaperHanger", "TowelHolder",
}
# Types every scene has besides its listing: AI2-THOR's Floor object.
ALWAYS_PRESENT = {"Floor"}

# The shapes are the contract's (contract/, generated from the zod schemas).
PROPERTIES = OBJECT_PROPERTIES
STATE_NEEDS = STATE_KEYS
EFFECT_KEYS = set(EFFECT_NEEDS)
# Every iTHOR floorplan (AI2-THOR's numbering: the hundreds digit is the room type).
SCENE_NAMES = [f"FloorPlan{n}" for n in [*range(1, 31), *range(201, 231), *range(301, 331), *range(401, 431)]]
ROOM_OF_HUNDREDS = {0: "Kitchen", 2: "LivingRoom", 3: "Bedroom", 4: "Bathroom"}
# The floorplans of the paper's suite (suites/paper.yaml), whose tasks the room checks below are about.
PAPER_SCENES = [f"FloorPlan{n}" for n in [*range(1, 6), *range(201, 206), *range(301, 306), *range(401, 406)]]

ACTION_ARGS = {
    "GoToObject": ["objectId"], "OpenObject": ["objectId"], "CloseObject": ["objectId"],
    "BreakObject": ["objectId"], "SliceObject": ["objectId", "toolObjectId"],
    "SwitchOn": ["objectId"], "SwitchOff": ["objectId"],
    "CleanObject": ["objectId", "toolObjectId", "canBeUsedUpDetergentId?"],
    "PickupObject": ["objectId"], "PutObject": ["objectId", "receptacleObjectId"],
    "ThrowObject": ["objectId"], "UseUpObject": ["objectId"],
    "PourObject": ["objectId", "receptacleObjectId"],
}
# Table 2's skills, with UseUpObject and PickupObject (hold it, or look at it by a lamp: ALFRED's
# pick-up and examine tasks) ours.
SKILL_PARAMS = {
    "OpenObject": ["obj"], "CloseObject": ["obj"], "BreakObject": ["obj"], "SwitchOn": ["obj"],
    "SwitchOff": ["obj"], "PutObject": ["obj", "receptacle"], "SliceObject": ["obj", "tool"],
    "CleanObject": ["obj", "tool", "detergent?"], "ThrowObject": ["obj"], "UseUpObject": ["obj"],
    "PickupObject": ["obj"], "PourObject": ["obj", "target"],
}
# (successRate, accuracy) as published in the paper; UseUpObject (human only) is ours.
PUBLISHED_AFFORDANCES = {
    "human": {"GoToObject": (1.0, 0.99), "OpenObject": (0.6, 0.6), "CloseObject": (0.6, 0.6),
              "BreakObject": (0.8, 0.8), "SliceObject": (0.8, 0.7), "SwitchOn": (0.9, 0.9),
              "SwitchOff": (0.9, 0.9), "PickupObject": (0.8, 0.8), "PutObject": (0.9, 0.8),
              "ThrowObject": (1.0, 0.8), "CleanObject": (0.8, 0.8)},
    "robot": {"GoToObject": (0.9, 0.8), "OpenObject": (0.8, 0.8), "CloseObject": (0.8, 0.8),
              "PickupObject": (0.8, 0.8), "PutObject": (0.8, 0.8), "CleanObject": (0.9, 0.8)},
}


# -- loading ----------------------------------------------------------------------------------

def load(path: Path) -> dict:
    with path.open() as handle:
        return yaml.safe_load(handle)


@pytest.fixture(scope="module")
def catalogue() -> dict:
    return load(SCENES / "object-types.yaml")["types"]


@pytest.fixture(scope="module")
def listings() -> dict:
    return json.loads(FLOORPLANS.read_text())["floorplans"]


@pytest.fixture(scope="module")
def scenes() -> dict[str, dict]:
    return {name: load(SCENES / f"{name}.yaml") for name in SCENE_NAMES}


def parse_coordinate(text: str, require_sign: bool) -> float:
    """One id coordinate: an optional sign, two digits, a point, two digits (AI2-THOR's form)."""
    body = text[1:] if text[:1] in "+-" else text
    whole, point, fraction = body.partition(".")
    if require_sign and body is text:
        raise ValueError(f"coordinate {text!r} has no sign")
    if not (point and len(whole) == 2 and len(fraction) == 2 and whole.isdigit() and fraction.isdigit()):
        raise ValueError(f"coordinate {text!r} is not [+-]dd.dd")
    return float(text)


def parse_object_id(object_id: str, require_sign: bool = False) -> tuple[str, str | None]:
    """Type|x|y|z[|Suffix] -> (Type, Suffix); raises ValueError naming what is wrong."""
    parts = object_id.split("|")
    if len(parts) not in (4, 5):
        raise ValueError(f"{object_id!r} has {len(parts)} '|'-separated fields, not 4 or 5")
    for coordinate in parts[1:4]:
        parse_coordinate(coordinate, require_sign)
    return parts[0], parts[4] if len(parts) == 5 else None


def receptacle_chain(objects: dict[str, dict], object_id: str) -> list[str]:
    """The receptacles containing an object, innermost first; raises on a cycle."""
    chain, current = [], objects[object_id].get("parent")
    while current is not None:
        if current in chain or current == object_id:
            raise ValueError(f"{object_id}: parent chain loops through {current}")
        chain.append(current)
        current = objects[current].get("parent")
    return chain


def by_id(scene: dict) -> dict[str, dict]:
    return {o["id"]: o for o in scene["objects"]}


# -- parsing helpers are themselves right ------------------------------------------------------

def test_id_parser_accepts_ai2thor_forms_and_rejects_others():
    assert parse_object_id("Egg|-02.04|+00.81|+01.24") == ("Egg", None)
    assert parse_object_id("Sink|-01.90|+00.97|-01.50|SinkBasin") == ("Sink", "SinkBasin")
    assert parse_object_id("CounterTop|-00.08|+01.15|00.00") == ("CounterTop", None)
    for bad in ["Egg|-2.04|+00.81|+01.24", "Egg|-02.04|+00.81", "Egg|x|+00.81|+01.24", "Egg|-02.045|+00.81|+01.24"]:
        with pytest.raises(ValueError):
            parse_object_id(bad)
    with pytest.raises(ValueError):
        parse_object_id("CounterTop|-00.08|+01.15|00.00", require_sign=True)


def test_receptacle_chain_detects_cycles():
    objects = {"a": {"parent": "b"}, "b": {"parent": "a"}}
    with pytest.raises(ValueError):
        receptacle_chain(objects, "a")
    assert receptacle_chain({"a": {"parent": "b"}, "b": {}}, "a") == ["b"]


# -- the catalogue ---------------------------------------------------------------------------

def test_catalogue_entries_are_well_formed(catalogue):
    for name, entry in catalogue.items():
        assert set(entry) <= {"properties", "receptacles", "interactions", "effects", "derivedFrom"}, name
        assert set(entry["properties"]) <= PROPERTIES, name
        text = entry["interactions"]
        assert isinstance(text, str) and 0 < len(text.split()) < 25, f"{name}: interactions must be a short sentence"
        for receptacle in entry.get("receptacles", []):
            assert "receptacle" in catalogue[receptacle]["properties"], f"{name}: {receptacle} is not a receptacle"
        if entry.get("receptacles"):
            assert "pickupable" in entry["properties"], f"{name}: only pickupables list receptacles"
        assert set(entry.get("effects", {})) <= EFFECT_KEYS, name


def test_every_listed_type_is_catalogued(catalogue, listings):
    listed = {TYPE_RENAMES.get(t, t) for listing in listings.values() for t in listing["objectTypes"] if t not in LEFT_OUT}
    assert listed - set(catalogue) == set()
    assert "Glassbottle" not in catalogue and "Bottle" in catalogue and "Lamp" not in catalogue


def test_derived_types_come_from_their_source(catalogue):
    derived = {name: e["derivedFrom"] for name, e in catalogue.items() if "derivedFrom" in e}
    assert {"AppleSliced", "BreadSliced", "TomatoSliced", "LettuceSliced", "PotatoSliced", "EggCracked"} <= set(derived)
    for name, source in derived.items():
        assert source in catalogue and "derivedFrom" not in catalogue[source], name
        effects = catalogue[source].get("effects", {})
        assert name in (effects.get("sliceInto"), effects.get("breakInto")), f"{source} never yields {name}"
    for name, entry in catalogue.items():
        effects = entry.get("effects", {})
        if "sliceable" in entry["properties"]:
            assert effects["sliceInto"] in derived and effects["sliceCount"] >= 1, name
        for key in ("sliceInto", "breakInto"):
            if key in effects:
                assert derived.get(effects[key]) == name, f"{name}.{key}"


def test_contextual_effect_flags(catalogue):
    def having(flag):
        return {name for name, e in catalogue.items() if e.get("effects", {}).get(flag)}

    assert having("sharpTool") == {"Knife", "ButterKnife"}
    assert having("cleaningTool") == {"DishSponge", "Cloth", "ScrubBrush"}
    assert having("detergent") == {"SoapBottle", "SprayBottle", "SoapBar"}
    assert {d for d in having("detergent") if "canBeUsedUp" in catalogue[d]["properties"]} == {"SoapBottle"}
    assert having("heatsContents") == {"Microwave", "Toaster"}
    assert having("garbage") == {"GarbageCan"}
    assert {name: e["effects"]["fillsContents"] for name, e in catalogue.items()
            if "fillsContents" in e.get("effects", {})} == {"CoffeeMachine": "coffee"}
    assert catalogue["StoveBurner"]["effects"]["heatsThrough"] == ["Pot", "Pan", "Kettle"]
    assert catalogue["StoveKnob"]["effects"]["controls"] == "StoveBurner"
    assert catalogue["Faucet"]["effects"]["washes"] == ["SinkBasin", "BathtubBasin"]
    egg = catalogue["Egg"]["effects"]
    assert (egg["breakInto"], egg["sliceInto"], egg["sliceCount"]) == ("EggCracked", "EggCracked", 1)
    for name, entry in catalogue.items():
        effects = entry.get("effects", {})
        if "capacity" in effects:
            assert "receptacle" in entry["properties"] and effects["capacity"] >= 1, name
        if "controls" in effects or "washes" in effects:
            assert "toggleable" in entry["properties"], name
            assert {effects.get("controls"), *effects.get("washes", [])} - {None} <= set(catalogue), name


# -- the scenes ------------------------------------------------------------------------------

def test_exactly_the_120_ithor_floorplans_are_shipped(listings):
    assert sorted(p.stem for p in SCENES.glob("FloorPlan*.yaml")) == sorted(SCENE_NAMES) == sorted(listings)
    for name in SCENE_NAMES:
        assert listings[name]["roomType"] == ROOM_OF_HUNDREDS[int(name.removeprefix("FloorPlan")) // 100], name


def test_the_listing_names_its_source():
    source = json.loads(FLOORPLANS.read_text())["source"]
    assert source["repository"] == "askforalfred/alfred" and len(source["commit"]) == 40
    assert (ROOT / "scripts" / "data" / "ALFRED-LICENSE").read_text().startswith("MIT License")
    header = (SCENES / "FloorPlan17.yaml").read_text().split("\nscene:")[0]
    assert f"askforalfred/alfred lists them at commit {source['commit'][:12]}" in header
    assert "gen/layouts/FloorPlan17-objects.json and -openable.json" in header


def test_rooms_have_several_instances_of_a_type_where_the_listing_does(scenes, listings):
    for name in SCENE_NAMES:
        listed = {}
        for real_id in listings[name]["openableObjectIds"]:
            parts = real_id.split("|")
            listed[parts[-1] if len(parts) == 5 else parts[0]] = listed.get(parts[-1] if len(parts) == 5 else parts[0], 0) + 1
        for object_type, count in listed.items():
            assert len(of_type(scenes[name], object_type)) >= count, f"{name}: {object_type}"
    drawers = [len(of_type(scenes[n], "Drawer")) for n in SCENE_NAMES]
    assert max(drawers) >= 10 and sum(1 for d in drawers if d > 1) >= 60


@pytest.mark.parametrize("name", SCENE_NAMES)
def test_scene_matches_its_listing(name, scenes, catalogue, listings):
    scene, listing = scenes[name], listings[name]
    assert scene["scene"] == name and scene["roomType"] == listing["roomType"] in ROOM_TYPES
    objects = by_id(scene)
    present = {o["type"] for o in scene["objects"]}
    wanted = {TYPE_RENAMES.get(t, t) for t in listing["objectTypes"] if t not in LEFT_OUT}
    assert wanted - present == set(), "listed types missing from the scene"
    assert present - wanted == ALWAYS_PRESENT, "the scene has types its listing does not"
    for real_id in listing["openableObjectIds"]:
        assert real_id in objects, f"real id {real_id} is missing"


@pytest.mark.parametrize("name", SCENE_NAMES)
def test_scene_capabilities_are_what_alfred_knows_of_its_types(name, scenes, catalogue, listings):
    """Every type of the scene can do what ALFRED knows it can (slice, open, hold things), and a lamp
    can be switched only where the listing names a DeskLamp or a FloorLamp (not its retired Lamp)."""
    listing = listings[name]
    raw = set(listing["objectTypes"])
    for o in scenes[name]["objects"]:
        kind = o["type"]
        props = set(catalogue[kind]["properties"])
        if kind in ALFRED_SLICEABLE:
            assert "sliceable" in props, f"{kind} is sliceable in ALFRED"
        if "sliceable" in props:
            assert kind in ALFRED_SLICEABLE, f"{kind} is not sliceable in ALFRED"
        if kind in ALFRED_OPENABLE:
            assert "openable" in props, f"{kind} is openable in ALFRED"
        if kind in ALFRED_RECEPTACLES:
            assert "receptacle" in props, f"{kind} is a receptacle in ALFRED"
        if kind.endswith("Lamp"):
            assert "toggleable" in props and kind in ALFRED_TOGGLEABLE_LAMPS and kind in raw, f"{kind} is no lamp of the listing"


@pytest.mark.parametrize("name", SCENE_NAMES)
def test_scene_ids_are_well_formed_and_unique(name, scenes, catalogue, listings):
    # Real ids, and the Sink|..|.. owning a real Sink|..|..|SinkBasin, keep AI2-THOR's spelling.
    real = set(listings[name]["openableObjectIds"])
    real |= {"|".join(i.split("|")[:4]) for i in real}
    ids = [o["id"] for o in scenes[name]["objects"]]
    assert len(ids) == len(set(ids)), "duplicate ids"
    for obj in scenes[name]["objects"]:
        prefix, suffix = parse_object_id(obj["id"], require_sign=obj["id"] not in real)
        assert obj["type"] == (suffix or prefix), f"{obj['id']} has type {obj['type']}"
        assert obj["type"] in catalogue and "derivedFrom" not in catalogue[obj["type"]], obj["id"]
        assert set(obj) <= {"id", "type", "parent", "state", "controls"}, obj["id"]


@pytest.mark.parametrize("name", SCENE_NAMES)
def test_parents_are_compatible_receptacles_without_cycles(name, scenes, catalogue):
    objects = by_id(scenes[name])
    for obj in scenes[name]["objects"]:
        parent_id = obj.get("parent")
        if parent_id is None:
            continue
        assert parent_id in objects, f"{obj['id']}: parent {parent_id} is not in the scene"
        parent_type = objects[parent_id]["type"]
        assert "receptacle" in catalogue[parent_type]["properties"], f"{parent_id} is not a receptacle"
        assert parent_type in catalogue[obj["type"]].get("receptacles", []), f"{obj['type']} cannot go in {parent_type}"
        receptacle_chain(objects, obj["id"])
    for receptacle_id, receptacle in objects.items():
        capacity = catalogue[receptacle["type"]].get("effects", {}).get("capacity")
        held = sum(1 for o in objects.values() if o.get("parent") == receptacle_id)
        assert capacity is None or held <= capacity, f"{receptacle_id} holds {held} > {capacity}"


@pytest.mark.parametrize("name", SCENE_NAMES)
def test_states_need_their_property(name, scenes, catalogue):
    for obj in scenes[name]["objects"]:
        for key, value in obj.get("state", {}).items():
            assert key in STATE_NEEDS and isinstance(value, bool), f"{obj['id']}: bad state {key}"
            assert STATE_NEEDS[key] in catalogue[obj["type"]]["properties"], f"{obj['id']}: {key} without {STATE_NEEDS[key]}"


@pytest.mark.parametrize("name", SCENE_NAMES)
def test_links_of_knobs_and_faucets(name, scenes, catalogue):
    objects = by_id(scenes[name])
    for obj in scenes[name]["objects"]:
        effects = catalogue[obj["type"]].get("effects", {})
        allowed = [effects["controls"]] if "controls" in effects else effects.get("washes", [])
        if not allowed:
            assert "controls" not in obj, f"{obj['id']} links to something but has no linking effect"
            continue
        target = obj.get("controls")
        assert target in objects, f"{obj['id']} must link to an object of this scene"
        assert objects[target]["type"] in allowed, f"{obj['id']} links to a {objects[target]['type']}"
    # Knobs and burners pair up in objectId order: SwitchOn('StoveKnob') heats the first burner.
    knobs = sorted((o for o in scenes[name]["objects"] if o["type"] == "StoveKnob"), key=lambda o: o["id"])
    burners = sorted(o["id"] for o in scenes[name]["objects"] if o["type"] == "StoveBurner")
    assert [k["controls"] for k in knobs] == (burners if knobs else [])


# -- the tasks are possible and not trivial -----------------------------------------------------

def rooms(scenes, room_type):
    """The paper suite's scenes of a room type."""
    return {n: s for n, s in scenes.items() if s["roomType"] == room_type and n in PAPER_SCENES}


def inside_closed(objects, catalogue, object_id):
    """Whether some receptacle around the object is openable and shut (isOpen defaults to false)."""
    return any("openable" in catalogue[objects[r]["type"]]["properties"] and not objects[r].get("state", {}).get("isOpen")
               for r in receptacle_chain(objects, object_id))


def of_type(scene, object_type):
    return [o for o in scene["objects"] if o["type"] == object_type]


def test_kitchens_support_the_kitchen_tasks(scenes, catalogue):
    kitchens = rooms(scenes, "Kitchen")
    assert len(kitchens) == 5
    knife_hidden = dirty_dish = 0
    for name, scene in kitchens.items():
        objects = by_id(scene)
        # Sunny side up egg: egg in a closed fridge, a pan, a knob driving a burner.
        assert any(objects[e["id"]].get("parent", "").startswith("Fridge|") and inside_closed(objects, catalogue, e["id"])
                   for e in of_type(scene, "Egg")), name
        assert of_type(scene, "Pan") and of_type(scene, "StoveKnob"), name
        # Hungry: bread and a toaster, a knife, plates, food.
        for needed in ("Bread", "Toaster", "Knife", "Plate", "Apple", "Lettuce", "Tomato", "Potato", "Microwave"):
            assert of_type(scene, needed), f"{name}: no {needed}"
        # Sleepy: a mug and a coffee machine.
        assert of_type(scene, "Mug") and of_type(scene, "CoffeeMachine"), name
        # Empty the cabinets and drawers: several things shut away, and a free surface.
        stored = [o for o in scene["objects"] if o.get("parent") and objects[o["parent"]]["type"] in ("Cabinet", "Drawer")]
        assert len(stored) >= 5, f"{name}: only {len(stored)} items in cabinets and drawers"
        assert of_type(scene, "CounterTop") or of_type(scene, "DiningTable"), name
        knife_hidden += any(inside_closed(objects, catalogue, k["id"]) for k in of_type(scene, "Knife"))
        dirty_dish += any(o.get("state", {}).get("isDirty") for o in scene["objects"] if o["type"] in ("Plate", "Pan"))
    assert knife_hidden >= 2, "the knife should be shut away in some kitchens"
    assert dirty_dish == 5, "every kitchen should start with a dirty plate or pan"


def test_living_rooms_have_clutter_and_places_for_it(scenes, catalogue):
    for name, scene in rooms(scenes, "LivingRoom").items():
        objects = by_id(scene)
        clutter = [o for o in scene["objects"] if "pickupable" in catalogue[o["type"]]["properties"]
                   and (o.get("parent") is None or objects[o["parent"]]["type"] in ("Sofa", "ArmChair", "CoffeeTable", "DiningTable"))]
        assert len(clutter) >= 4, f"{name}: too little to tidy"
        assert any(of_type(scene, t) for t in ("Box", "Drawer", "Shelf")), name
        assert of_type(scene, "GarbageCan"), name


def test_bedrooms_support_relaxing(scenes):
    for name, scene in rooms(scenes, "Bedroom").items():
        for needed in ("Bed", "DeskLamp", "LightSwitch", "Laptop"):
            assert of_type(scene, needed), f"{name}: no {needed}"
        assert all(s.get("state", {}).get("isToggled") for s in of_type(scene, "LightSwitch")), name
        assert of_type(scene, "CellPhone") or of_type(scene, "Book"), name


def test_bathrooms_support_relaxing_and_cleaning(scenes, catalogue):
    tools_shut_away = 0
    for name, scene in rooms(scenes, "Bathroom").items():
        objects = by_id(scene)
        basins = {o["controls"] for o in of_type(scene, "Faucet")}
        assert any(objects[b]["type"] == "BathtubBasin" for b in basins), f"{name}: no faucet runs the bath"
        assert all(objects[t["parent"]]["type"] == "TowelHolder" for t in of_type(scene, "Towel")), name
        for needed in ("Candle", "LightSwitch", "ToiletPaper", "GarbageCan"):
            assert of_type(scene, needed), f"{name}: no {needed}"
        assert all(m.get("state", {}).get("isDirty") for m in of_type(scene, "Mirror")), name
        tools = [o for o in scene["objects"] if catalogue[o["type"]].get("effects", {}).get("cleaningTool")]
        detergents = [o for o in scene["objects"] if catalogue[o["type"]].get("effects", {}).get("detergent")]
        assert tools and detergents, name
        tools_shut_away += any(inside_closed(objects, catalogue, t["id"]) for t in tools)
    assert tools_shut_away >= 2, "a cleaning tool should be shut in a cabinet in some bathrooms"


def test_scenes_are_what_the_generator_writes(listings):
    """The committed scenes are the generator's output (re-run it after changing its tables)."""
    result = subprocess.run([sys.executable, str(ROOT / "scripts" / "generate-scenes.py"), "--check",
                             "--floorplans", str(FLOORPLANS)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


# -- actions, skills, affordances --------------------------------------------------------------

@pytest.mark.parametrize(
    ("schema", "file"),
    [("object-types", "scenes/object-types.yaml"), ("actions", "skills/actions.yaml"), ("skills", "skills/skills.yaml"),
     *(("team", str(team.relative_to(ROOT))) for team in sorted((ROOT / "skills" / "teams").glob("*.yaml"))),
     *(("scene", f"scenes/{name}.yaml") for name in SCENE_NAMES)],
)
def test_data_files_have_the_contract_shape(schema, file):
    """The same schema the TypeScript loaders use (src/world/*-schema.ts, contract/*.schema.json)."""
    assert list(schema_problems(schema, load(ROOT / file))) == []


def test_the_contract_refuses_what_the_loaders_refuse():
    actions = load(SKILLS / "actions.yaml")
    actions["actions"]["GoToObject"]["args"] = ["targetId"]
    assert [path for path, _ in schema_problems("actions", actions)] == [("actions", "GoToObject", "args", 0)]
    team = load(SKILLS / "teams" / "paper.yaml")
    team["agents"]["robot"]["actions"]["GoToObject"]["successRate"] = 1.5
    assert [path for path, _ in schema_problems("team", team)] == [("agents", "robot", "actions", "GoToObject", "successRate")]


def test_actions_are_table_one():
    actions = load(SKILLS / "actions.yaml")["actions"]
    assert {name: a["args"] for name, a in actions.items()} == ACTION_ARGS
    assert all(a["description"].strip() for a in actions.values())


def test_skills_are_table_two_and_use_only_declared_actions_and_params(catalogue):
    actions = load(SKILLS / "actions.yaml")["actions"]
    skills = load(SKILLS / "skills.yaml")["skills"]
    assert {name: s["params"] for name, s in skills.items()} == SKILL_PARAMS
    for name, skill in skills.items():
        params = {p.rstrip("?") for p in skill["params"]}
        used = set()
        for step in skill["steps"]:
            # A step is one action plus, optionally, the condition `unlessHolding: $param`.
            condition = step.get("unlessHolding")
            if condition is not None:
                assert condition.startswith("$") and condition[1:] in params, f"{name}: unlessHolding {condition}"
            (action, args), = ((k, v) for k, v in step.items() if k != "unlessHolding")
            assert action in actions, f"{name}: unknown action {action}"
            declared = {a.rstrip("?"): a.endswith("?") for a in actions[action]["args"]}
            assert set(args) <= set(declared), f"{name}.{action}: unknown argument"
            assert {a for a, optional in declared.items() if not optional} <= set(args), f"{name}.{action}: missing argument"
            for value in args.values():
                if value.startswith("$"):
                    param = value[1:].removesuffix("@origin")
                    assert param in params, f"{name}.{action}: {value} is not a parameter"
                    used.add(param)
                else:
                    assert value in catalogue, f"{name}.{action}: {value} is neither a parameter nor a type"
        assert used == params, f"{name}: parameters not used: {params - used}"
    assert skills["ThrowObject"]["steps"][2] == {"GoToObject": {"objectId": "GarbageCan"}}
    assert skills["SliceObject"]["steps"][-1] == {"PutObject": {"objectId": "$tool", "receptacleObjectId": "$tool@origin"}}
    # Fetching is skipped for what the agent already holds (docs/CONTRACTS.md, skills).
    for name, param in {"PutObject": "$obj", "ThrowObject": "$obj", "SliceObject": "$tool", "CleanObject": "$tool"}.items():
        fetch = [step for step in skills[name]["steps"] if step.get("unlessHolding") == param]
        assert [next(k for k in step if k != "unlessHolding") for step in fetch] == ["GoToObject", "PickupObject"], name


def test_the_paper_team_holds_the_published_numbers():
    agents = {name: agent["actions"] for name, agent in load(SKILLS / "teams" / "paper.yaml")["agents"].items()}
    actions = set(load(SKILLS / "actions.yaml")["actions"])
    for agent, published in PUBLISHED_AFFORDANCES.items():
        table = {a: (v["successRate"], v["accuracy"]) for a, v in agents[agent].items() if a not in ("UseUpObject", "PourObject")}
        assert table == published, agent
        assert set(agents[agent]) <= actions
        assert all(v["seconds"] > 0 for v in agents[agent].values()), agent
    assert "UseUpObject" not in agents["robot"] and "PourObject" not in agents["robot"]
    for ours in ("UseUpObject", "PourObject"):
        values = agents["human"][ours]
        assert 0 < values["successRate"] <= 1 and 0 < values["accuracy"] <= 1
    # The robot is listed first: the allocator gives a tie to the first agent (the paper's rule).
    assert list(agents) == ["robot", "human"]
