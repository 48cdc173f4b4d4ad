"""bridge.export on recorded-style AI2-THOR metadata (fixtures/ai2thor/): the output is a scene
file the simulator loads, with containers, states and links taken from the metadata."""

from __future__ import annotations

import importlib.util
import subprocess
from pathlib import Path

import pytest
import yaml

from bridge import export
from bridge.export import ExportError, scene_document, to_yaml
from bridge.sim import Catalogue, World, load_scene
from bridge_helpers import EVENT_BOUND_S, PYTHON, ROOT, load_json

CATALOGUE_FILE = ROOT / "scenes" / "object-types.yaml"


@pytest.fixture(scope="module")
def catalogue() -> Catalogue:
    return Catalogue.load(CATALOGUE_FILE)


@pytest.fixture(scope="module")
def metadata() -> dict:
    return load_json("FloorPlan1_metadata.json")


def entries_by_id(document: dict) -> dict[str, dict]:
    return {entry["id"]: entry for entry in document["objects"]}


def test_the_exported_file_loads_as_a_scene_and_plays(tmp_path: Path, catalogue, metadata):
    file = tmp_path / "FloorPlan1.yaml"
    file.write_text(to_yaml(scene_document("FloorPlan1", metadata, catalogue)))
    scene = load_scene(file, catalogue)
    assert scene.name == "FloorPlan1" and scene.room_type == "Kitchen"
    world = World(scene)
    assert world.step("robot", "GoToObject", {"objectId": "Fridge"}).success
    assert world.step("robot", "OpenObject", {"objectId": "Fridge"}).success
    assert world.step("robot", "PickupObject", {"objectId": "Egg"}).object_id == "Egg|-02.04|+00.81|+01.24"


def test_containers_are_the_innermost_acceptable_one(catalogue, metadata):
    entries = entries_by_id(scene_document("FloorPlan1", metadata, catalogue).document)
    assert entries["Apple|-00.60|+00.96|-00.20"]["parent"] == "Bowl|-00.65|+00.91|-00.22"
    assert entries["Bowl|-00.65|+00.91|-00.22"]["parent"] == "CounterTop|-00.08|+01.15|+00.00"
    assert entries["Mug|-01.95|+00.95|-01.00"]["parent"] == "Sink|-01.99|+01.14|-00.98|SinkBasin"
    assert entries["Egg|-02.04|+00.81|+01.24"]["parent"] == "Fridge|-02.10|+00.00|+01.09"
    assert entries["GarbageCan|+01.20|+00.00|+01.30"]["parent"] == "Floor|+00.00|+00.00|+00.00"
    assert entries["Fridge|-02.10|+00.00|+01.09"]["parent"] == "Floor|+00.00|+00.00|+00.00"
    assert "parent" not in entries["Floor|+00.00|+00.00|+00.00"]


def test_states_follow_the_metadata_for_the_properties_a_type_has(catalogue, metadata):
    entries = entries_by_id(scene_document("FloorPlan1", metadata, catalogue).document)
    assert entries["Fridge|-02.10|+00.00|+01.09"]["state"] == {"isOpen": False}
    mug = entries["Mug|-01.95|+00.95|-01.00"]["state"]
    assert mug["isDirty"] is True and mug["isBroken"] is False and "isOpen" not in mug
    assert "state" not in entries["CounterTop|-00.08|+01.15|+00.00"]


def test_knob_links_come_from_controlled_objects(catalogue, metadata):
    entries = entries_by_id(scene_document("FloorPlan1", metadata, catalogue).document)
    assert entries["StoveKnob|-00.02|+00.91|-02.10"]["controls"] == "StoveBurner|-00.04|+00.93|-02.37"


def test_types_outside_the_catalogue_are_left_out_and_reported(catalogue, metadata):
    exported = scene_document("FloorPlan1", metadata, catalogue)
    assert "RoomDecor|+01.50|+00.00|-01.00" not in entries_by_id(exported.document)
    assert exported.skipped == ["RoomDecor|+01.50|+00.00|-01.00: type RoomDecor is not in the catalogue"]


def test_a_receptacle_over_capacity_passes_objects_outwards(catalogue, metadata):
    burner = "StoveBurner|-00.04|+00.93|-02.37"
    capacity = catalogue["StoveBurner"].effects.capacity
    assert capacity == 1, "this test assumes a burner holds one thing"
    crowded = {**metadata, "objects": [*metadata["objects"], {**next(o for o in metadata["objects"] if o["objectType"] == "Pan"),
                                                               "objectId": "Pan|-00.05|+00.95|-02.38"}]}
    entries = entries_by_id(scene_document("FloorPlan1", crowded, catalogue).document)
    on_burner = [i for i, e in entries.items() if e.get("parent") == burner]
    assert len(on_burner) == 1


def test_yaml_is_deterministic_and_readable(catalogue, metadata):
    text = to_yaml(scene_document("FloorPlan1", metadata, catalogue))
    assert text == to_yaml(scene_document("FloorPlan1", metadata, catalogue))
    assert text.startswith("# FloorPlan1 exported from AI2-THOR")
    assert yaml.safe_load(text)["roomType"] == "Kitchen"
    assert "state: {isOpen: false}" in text


@pytest.mark.parametrize("scene", ["FloorPlan99", "Kitchen", "FloorPlan1/../x"])
def test_a_name_that_is_not_an_ithor_floorplan_is_refused(catalogue, metadata, scene):
    with pytest.raises(ExportError):
        scene_document(scene, metadata, catalogue)


def test_main_prints_the_scene_on_stdout(monkeypatch, capsys, metadata):
    monkeypatch.setattr(export, "read_metadata", lambda scene: metadata)
    assert export.main(["FloorPlan1", "--catalogue", str(CATALOGUE_FILE)]) == 0
    out, err = capsys.readouterr()
    assert yaml.safe_load(out)["scene"] == "FloorPlan1"
    assert "left out RoomDecor" in err


def test_main_refuses_a_bad_name_with_exit_2(capsys):
    assert export.main(["Kitchen7"]) == 2
    assert "not an iTHOR floorplan" in capsys.readouterr().err


@pytest.mark.skipif(importlib.util.find_spec("ai2thor") is not None, reason="ai2thor is installed here")
def test_without_ai2thor_the_exporter_exits_3_saying_what_to_install():
    done = subprocess.run([PYTHON, "-m", "bridge.export", "FloorPlan1"], cwd=ROOT, capture_output=True, text=True, timeout=EVENT_BOUND_S)
    assert done.returncode == 3 and "pip install ai2thor" in done.stderr and done.stdout == ""
