"""Scene loading, validation, links and listing (bridge/sim/scene.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridge.sim import Catalogue, SceneError, UnknownSceneError, list_scenes, load_scene

FRIDGE = "Fridge|-02.00|+00.00|+01.00"
HEADER = "scene: Mini\nroomType: Kitchen\nobjects:\n"
VALID = f"""  - id: "{FRIDGE}"
    type: Fridge
    state: {{ isOpen: false }}
  - id: "Egg|-02.01|+00.60|+01.00"
    type: Egg
    parent: "{FRIDGE}"
"""


def scene_file(tmp_path: Path, objects: str, header: str = HEADER, name: str = "Mini") -> Path:
    file = tmp_path / f"{name}.yaml"
    file.write_text(header + objects)
    return file


def load_error(tmp_path: Path, catalogue: Catalogue, objects: str, header: str = HEADER) -> SceneError:
    with pytest.raises(SceneError) as caught:
        load_scene(scene_file(tmp_path, objects, header), catalogue)
    return caught.value


def test_valid_scene_loads(tmp_path: Path, fixture_catalogue: Catalogue) -> None:
    scene = load_scene(scene_file(tmp_path, VALID), fixture_catalogue)
    assert scene.name == "Mini" and scene.room_type == "Kitchen"
    egg = scene.objects[1]
    assert egg.parent == FRIDGE and egg.type.name == "Egg" and egg.index == 1
    assert dict(scene.objects[0].state) == {"isOpen": False}


@pytest.mark.parametrize(
    ("objects", "expected"),
    [
        ('  - { id: "Spaceship|+00.00|+00.00|+00.00", type: Spaceship }\n',
         "Mini.yaml:4: objects[0] (Spaceship|+00.00|+00.00|+00.00): type: unknown object type 'Spaceship'"),
        ('  - { id: "Egg|+00.00|+00.00", type: Egg }\n',
         "Mini.yaml:4: objects[0] (Egg|+00.00|+00.00): id: bad id: expected Type|x|y|z"),
        ('  - { id: "Egg|+00.00|up|+00.00", type: Egg }\n',
         "objects[0] (Egg|+00.00|up|+00.00): id: bad id: y coordinate 'up' is not a signed decimal with two places such as -02.10"),
        ('  - { id: "Apple|+00.00|+00.00|+00.00", type: Egg }\n',
         "objects[0] (Apple|+00.00|+00.00|+00.00): id: id names type 'Apple' but type is 'Egg'"),
        ('  - id: "Egg|+00.00|+00.00|+00.00"\n    type: Egg\n    parent: "Fridge|+09.00|+00.00|+00.00"\n',
         "Mini.yaml:6: objects[0] (Egg|+00.00|+00.00|+00.00): parent: parent 'Fridge|+09.00|+00.00|+00.00' is not an object of this scene"),
        ('  - { id: "Knife|+00.00|+00.00|+00.00", type: Knife }\n  - { id: "Egg|+00.00|+00.00|+00.00", type: Egg, parent: "Knife|+00.00|+00.00|+00.00" }\n',
         "objects[1] (Egg|+00.00|+00.00|+00.00): parent: parent Knife|+00.00|+00.00|+00.00 is a Knife, which is not a receptacle"),
        ('  - { id: "Shelf|+00.00|+00.00|+00.00", type: Shelf }\n  - { id: "Egg|+00.00|+00.00|+00.00", type: Egg, parent: "Shelf|+00.00|+00.00|+00.00" }\n',
         "objects[1] (Egg|+00.00|+00.00|+00.00): parent: an Egg cannot be placed in or on a Shelf"),
        ('  - { id: "Egg|+00.00|+00.00|+00.00|EggCracked_0", type: EggCracked }\n',
         "type: EggCracked is a derived type"),
        ('  - { id: "Egg|+00.00|+00.00|+00.00", type: Egg }\n  - { id: "Egg|+00.00|+00.00|+00.00", type: Egg }\n',
         "Mini.yaml:5: objects[1] (Egg|+00.00|+00.00|+00.00): id: duplicate id (also objects[0])"),
        ('  - { id: "Egg|+00.00|+00.00|+00.00", type: Egg, state: { isOpen: true } }\n',
         "state.isOpen: Egg is not openable, so it cannot have isOpen: true"),
        ('  - { id: "Egg|+00.00|+00.00|+00.00", type: Egg, state: { isRotten: true } }\n',
         "state.isRotten: unknown key (expected one of isBroken"),
        ('  - { id: "Egg|+00.00|+00.00|+00.00", type: Egg, state: { isBroken: yes please } }\n',
         "state.isBroken: must be true or false"),
        ('  - { id: "Egg|+00.00|+00.00|+00.00", type: Egg, colour: white }\n',
         "objects[0] (Egg|+00.00|+00.00|+00.00): colour: unknown key"),
        ('  - { id: "Egg|+00.00|+00.00|+00.00", type: Egg, controls: "Fridge|+00.00|+00.00|+00.00" }\n',
         "controls: Egg controls nothing"),
        ('  - { id: "StoveKnob|+00.00|+00.00|+00.00", type: StoveKnob, controls: "Egg|+00.00|+00.00|+00.00" }\n  - { id: "Egg|+00.00|+00.00|+00.00", type: Egg }\n',
         "objects[0] (StoveKnob|+00.00|+00.00|+00.00): controls: controls 'Egg|+00.00|+00.00|+00.00', which is an Egg, not a StoveBurner"),
        ('  - { id: "Cabinet|+00.00|+00.00|+00.00", type: Cabinet, parent: "Drawer|+01.00|+00.00|+00.00" }\n  - { id: "Drawer|+01.00|+00.00|+00.00", type: Drawer, parent: "Cabinet|+00.00|+00.00|+00.00" }\n',
         "objects[0] (Cabinet|+00.00|+00.00|+00.00): parent: containment cycle"),
        ('  - { id: "Shelf|+00.00|+00.00|+00.00", type: Shelf }\n  - { id: "Vase|+00.00|+00.00|+00.00", type: Vase, parent: "Shelf|+00.00|+00.00|+00.00" }\n  - { id: "Vase|+01.00|+00.00|+00.00", type: Vase, parent: "Shelf|+00.00|+00.00|+00.00" }\n',
         "objects[0] (Shelf|+00.00|+00.00|+00.00): holds 2 objects but its capacity is 1"),
        ("  - just a string\n", "objects[0]: must be a mapping, got 'just a string'"),
    ],
)
def test_invalid_entries_name_file_entry_and_field(tmp_path: Path, fixture_catalogue: Catalogue, objects: str, expected: str) -> None:
    error = load_error(tmp_path, fixture_catalogue, objects)
    assert expected in str(error), str(error)
    assert str(error).startswith("Mini.yaml:")
    assert error.file.name == "Mini.yaml"


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("scene: Other\nroomType: Kitchen\nobjects:\n", "Mini.yaml:1: scene: scene must be 'Mini' (the file name)"),
        ("scene: Mini\nroomType: Garage\nobjects:\n", "Mini.yaml:2: roomType: must be one of Kitchen, LivingRoom, Bedroom, Bathroom, got 'Garage'"),
        ("scene: Mini\nroomType: Kitchen\nlights: on\nobjects:\n", "Mini.yaml:3: lights: unknown key (expected one of objects, roomType, scene)"),
    ],
)
def test_invalid_headers(tmp_path: Path, fixture_catalogue: Catalogue, header: str, expected: str) -> None:
    assert expected in str(load_error(tmp_path, fixture_catalogue, VALID, header))


def test_empty_objects_rejected(tmp_path: Path, fixture_catalogue: Catalogue) -> None:
    error = load_error(tmp_path, fixture_catalogue, "", "scene: Mini\nroomType: Kitchen\nobjects: []\n")
    assert "Mini.yaml:3: objects: must not be empty" in str(error)


def test_links_explicit_and_nearest(kitchen) -> None:
    links = {obj.id: obj.link for obj in kitchen.objects if obj.link}
    assert links["StoveKnob|+00.50|+00.90|-02.30"] == "StoveBurner|+00.50|+00.90|-02.00"  # explicit
    assert links["StoveKnob|+02.00|+00.90|-02.30"] == "StoveBurner|+02.10|+00.90|-02.00"  # nearest
    assert links["Faucet|+02.00|+01.10|+01.20"] == "Sink|+02.00|+00.90|+01.00|SinkBasin"  # nearest of a washes type


def test_nearest_link_ignores_other_types(tmp_path: Path, fixture_catalogue: Catalogue) -> None:
    objects = (
        '  - { id: "StoveKnob|+00.00|+00.00|+00.00", type: StoveKnob }\n'
        '  - { id: "CounterTop|+00.00|+00.00|+00.01", type: CounterTop }\n'
        '  - { id: "StoveBurner|+03.00|+00.00|+00.00", type: StoveBurner }\n'
    )
    scene = load_scene(scene_file(tmp_path, objects), fixture_catalogue)
    assert scene.objects[0].link == "StoveBurner|+03.00|+00.00|+00.00"


def test_controller_without_target_has_no_link(tmp_path: Path, fixture_catalogue: Catalogue) -> None:
    scene = load_scene(scene_file(tmp_path, '  - { id: "StoveKnob|+00.00|+00.00|+00.00", type: StoveKnob }\n'), fixture_catalogue)
    assert scene.objects[0].link is None


def test_list_and_load_by_name(scenes_dir_env: Path, fixture_catalogue: Catalogue) -> None:
    assert list_scenes() == ["TestKitchen"]
    assert load_scene("TestKitchen", fixture_catalogue).name == "TestKitchen"


def test_list_scenes_natural_order(tmp_path: Path) -> None:
    for name in ("FloorPlan10", "FloorPlan2", "FloorPlan201", "FloorPlan1", "object-types"):
        (tmp_path / f"{name}.yaml").write_text("")
    assert list_scenes(tmp_path) == ["FloorPlan1", "FloorPlan2", "FloorPlan10", "FloorPlan201"]


@pytest.mark.parametrize("name", ["../TestKitchen", "fixtures/TestKitchen", "..", "", "Test Kitchen", "TestKitchen.yaml", "object-types"])
def test_scene_names_are_never_paths(scenes_dir_env: Path, fixture_catalogue: Catalogue, name: str) -> None:
    with pytest.raises(UnknownSceneError):
        load_scene(name, fixture_catalogue)


def test_unknown_scene_lists_known_ones(scenes_dir_env: Path, fixture_catalogue: Catalogue) -> None:
    with pytest.raises(UnknownSceneError, match="known: TestKitchen"):
        load_scene("FloorPlan999", fixture_catalogue)
