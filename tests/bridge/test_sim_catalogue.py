"""Catalogue loading and validation (bridge/sim/catalogue.py, yaml_source.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridge.sim import Catalogue, CatalogueError
from bridge.sim.paths import PROJECT_ROOT


def write(tmp_path: Path, text: str) -> Path:
    file = tmp_path / "object-types.yaml"
    file.write_text(text)
    return file


def test_fixture_catalogue_types_and_effects(fixture_catalogue: Catalogue) -> None:
    apple = fixture_catalogue["Apple"]
    assert apple.has("sliceable") and not apple.has("openable")
    assert apple.effects.slice_into == "AppleSliced" and apple.effects.slice_count == 3
    assert "Fridge" in apple.receptacles
    assert fixture_catalogue["AppleSliced"].derived_from == "Apple"
    assert fixture_catalogue.derived_types_of("Apple") == ["AppleSliced"]
    assert fixture_catalogue["Faucet"].effects.washes == ("SinkBasin",)
    assert fixture_catalogue["StoveKnob"].effects.controls == ("StoveBurner",)
    assert fixture_catalogue["StoveBurner"].effects.heats_through == frozenset({"Pan", "Pot"})
    assert fixture_catalogue["CoffeeMachine"].effects.fills_contents == "coffee"
    assert fixture_catalogue["GarbageCan"].effects.capacity == 2


def test_default_path_follows_iteraplan_scenes(scenes_dir_env: Path) -> None:
    catalogue = Catalogue.load()
    assert catalogue.file == scenes_dir_env / "object-types.yaml"
    assert "Apple" in catalogue


@pytest.mark.skipif(not (PROJECT_ROOT / "scenes" / "object-types.yaml").exists(), reason="shipped catalogue not written yet")
def test_shipped_catalogue_loads() -> None:
    catalogue = Catalogue.load(PROJECT_ROOT / "scenes" / "object-types.yaml")
    assert catalogue["Knife"].effects.sharp_tool
    assert catalogue["Egg"].effects.break_into == "EggCracked"


@pytest.mark.parametrize(
    ("text", "where", "line"),
    [
        ("version: 2\ntypes: {A: {properties: []}}\n", "version: must be 1, got 2", 1),
        ("version: 1\ntypes:\n  A:\n    properties: [flying]\n", "types.A.properties[0]: must be one of pickupable, moveable", 4),
        ("version: 1\ntypes:\n  A:\n    properties: []\n    receptacles: [Nowhere]\n", "types.A.receptacles[0]: 'Nowhere' is not a type", 5),
        ("version: 1\ntypes:\n  A:\n    properties: []\n    effects: {glows: true}\n", "types.A.effects.glows: unknown key (expected one of ", 5),
        ("version: 1\ntypes:\n  A:\n    properties: []\n    effects:\n      sliceInto: A\n", "types.A.effects.sliceInto: needs the property 'sliceable'", 6),
        ("version: 1\ntypes:\n  A:\n    properties: [sliceable]\n    effects:\n      sliceInto: A\n      sliceCount: 0\n", "types.A.effects.sliceCount: must be greater than 0, got 0", 7),
        ("version: 1\ntypes:\n  A:\n    properties: [toggleable]\n    effects: {fillsContents: true}\n", "types.A.effects.fillsContents: must be a string, got True", 5),
        ("version: 1\ntypes:\n  A:\n    properties: []\n    colour: red\n", "types.A.colour: unknown key", 5),
        ("version: 1\ntypes:\n  A: {properties: []}\n  A: {properties: []}\n", "types.A: duplicate key", 4),
        ("version: 1\ntypes:\n  A: {properties: [}\n", "invalid YAML", 3),
        ("version: 1\ntypes:\n  A:\n    properties: []\n    derivedFrom: B\n", "types.A.derivedFrom: 'B' is not a type", 5),
        ("version: 1\ntypes:\n  A:\n    interactions: x\n", "types.A.properties: is missing", 3),
        # controls names one type (src/world/catalogue-schema.ts), on both sides
        ("version: 1\ntypes:\n  Lamp: {properties: [toggleable]}\n  StoveBurner: {properties: []}\n  StoveKnob:\n    properties: [toggleable]\n    effects: {controls: [StoveBurner, Lamp]}\n", "types.StoveKnob.effects.controls: must be a string", 7),
    ],
)
def test_invalid_catalogues_name_field_and_line(tmp_path: Path, text: str, where: str, line: int) -> None:
    file = write(tmp_path, text)
    with pytest.raises(CatalogueError) as caught:
        Catalogue.load(file)
    message = str(caught.value)
    assert message.startswith(f"object-types.yaml:{line}: "), message
    assert where in message
    assert caught.value.line == line


def test_missing_catalogue_file_names_it(tmp_path: Path) -> None:
    with pytest.raises(CatalogueError, match="object-types.yaml: cannot read file"):
        Catalogue.load(tmp_path / "object-types.yaml")
