"""Every shipped floorplan (all 120 iTHOR ones) in the symbolic simulator: it loads, its state
keeps the protocol's contract, and the held probe: every pickupable object can be reached (its
closed containers opened), picked up, held, and put back where the scene starts it.

One world per scene; the probe walks the scene's own objects, so a generator rule that put
something where the simulator refuses it (a Mug on a Toaster, a Pot in a full receptacle) fails
here with the scene and the object named.
"""
from __future__ import annotations

import pytest

from bridge.sim import Catalogue, World, list_scenes, load_scene
from bridge.sim.paths import PROJECT_ROOT
from test_contracts import STATE_OBJECT, conforms

SCENES = PROJECT_ROOT / "scenes"
NAMES = list_scenes(SCENES)


@pytest.fixture(scope="module")
def catalogue() -> Catalogue:
    return Catalogue.load(SCENES / "object-types.yaml")


def test_every_ithor_floorplan_is_served():
    numbers = sorted(int(n.removeprefix("FloorPlan")) for n in NAMES)
    assert numbers == [*range(1, 31), *range(201, 231), *range(301, 331), *range(401, 431)]


def must(world: World, action: str, **params: str) -> None:
    result = world.step("robot", action, params)
    assert result.success, f"{action} {params}: {result.error_code}: {result.error_message}"


@pytest.mark.parametrize("name", NAMES)
def test_held_probe(name: str, catalogue: Catalogue) -> None:
    world = World(load_scene(SCENES / f"{name}.yaml", catalogue))
    start = world.state()
    for entry in start["objects"]:
        assert conforms(entry, STATE_OBJECT["fields"]) == [], entry["objectId"]
    by_id = {o["objectId"]: o for o in start["objects"]}
    pickupables = [o for o in start["objects"] if o["pickupable"]]
    assert pickupables, f"{name} has nothing to pick up"
    for item in pickupables:
        item_id, chain = item["objectId"], item["parentReceptacles"]
        for container in reversed(chain):  # outermost first
            if by_id[container]["openable"] and not world_object(world, container)["isOpen"]:
                must(world, "GoToObject", objectId=container)
                must(world, "OpenObject", objectId=container)
        probe = world if chain else world.copy()  # nothing to put a floor object back on
        result = probe.step("robot", "GoToObject", {"objectId": item_id})
        assert result.success, f"{item_id}: {result.error_message}"
        result = probe.step("robot", "PickupObject", {"objectId": item_id})
        assert result.success, f"{item_id} cannot be picked up: {result.error_code}: {result.error_message}"
        held = probe.state()
        assert next(a for a in held["agents"] if a["name"] == "robot")["holding"] == item_id
        assert next(o for o in held["objects"] if o["objectId"] == item_id)["isPickedUp"] is True
        if chain:
            must(world, "GoToObject", objectId=chain[0])
            must(world, "PutObject", objectId=item_id, receptacleObjectId=chain[0])
    # Every pickupable went back where it started.
    end = {o["objectId"]: o["parentReceptacles"][:1] for o in world.state()["objects"] if o["pickupable"]}
    assert end == {o["objectId"]: o["parentReceptacles"][:1] for o in pickupables}


def world_object(world: World, object_id: str) -> dict:
    return next(o for o in world.state()["objects"] if o["objectId"] == object_id)
