"""The pure parts of the ai2thor backend: GoToObject poses, the controller calls per action,
metadata reading, the iTHOR scene list (the error-message mapping: test_ai2thor_errors.py)."""

from __future__ import annotations

import pytest

from bridge.backends.ai2thor_actions import unity_calls
from bridge.backends.ai2thor_navigation import MAX_HORIZON, MIN_HORIZON, facing_pose, poses_nearest_first
from bridge.backends.ai2thor_view import event_metadata, held_object_id, parents_innermost_first
from bridge.backends.ithor_scenes import ITHOR_SCENES, ithor_room_type
from bridge_helpers import FakeEvent


def test_facing_pose_looks_at_the_target():
    east = facing_pose({"x": 0, "y": 0.9, "z": 0}, {"x": 1, "y": 1.575, "z": 0}, 0.675)
    assert (east.yaw, east.horizon) == (90.0, 0.0)
    north = facing_pose({"x": 0, "y": 0.9, "z": 0}, {"x": 0, "y": 0.575, "z": 1}, 0.675)
    assert north.yaw == 0.0 and north.horizon == pytest.approx(45.0)
    west = facing_pose({"x": 0, "y": 0.9, "z": 0}, {"x": -1, "y": 0.9, "z": 0}, 0.675)
    assert west.yaw == 270.0
    floor = facing_pose({"x": 0, "y": 0.9, "z": 0}, {"x": 0.01, "y": 0.0, "z": 0}, 0.675)
    ceiling = facing_pose({"x": 0, "y": 0.9, "z": 0}, {"x": 0.01, "y": 9.0, "z": 0}, 0.675)
    assert (floor.horizon, ceiling.horizon) == (MAX_HORIZON, MIN_HORIZON)
    assert east.teleport_args() == {
        "position": {"x": 0, "y": 0.9, "z": 0}, "rotation": {"x": 0.0, "y": 90.0, "z": 0.0}, "horizon": 0.0, "standing": True,
    }


def test_poses_are_ordered_nearest_first_with_a_stable_tie_break():
    reachable = [{"x": 2.0, "y": 0.9, "z": 0.0}, {"x": 0.0, "y": 0.9, "z": 1.0}, {"x": 0.0, "y": 0.9, "z": -1.0}, {"x": 5.0, "y": 0.9, "z": 5.0}]
    poses = poses_nearest_first(reachable, {"x": 0.0, "y": 0.9, "z": 0.0}, 0.675)
    assert [(p.x, p.z) for p in poses] == [(0.0, -1.0), (0.0, 1.0), (2.0, 0.0), (5.0, 5.0)]
    assert poses_nearest_first([], {"x": 0, "y": 0, "z": 0}, 0.675) == []


def test_unity_calls_per_action_are_unforced_manipulations():
    """Only the calls standing for the paper's own actions are forced (B8)."""
    ids = {"objectId": "Mug|1|1|1", "toolObjectId": "DishSponge|1|1|1"}
    assert unity_calls("SwitchOn", ids) == [("ToggleObjectOn", {"objectId": "Mug|1|1|1"})]
    assert unity_calls("SwitchOff", ids)[0][0] == "ToggleObjectOff"
    assert unity_calls("CleanObject", ids) == [("CleanObject", {"objectId": "Mug|1|1|1"})]
    soap = {**ids, "canBeUsedUpDetergentId": "SoapBottle|1|1|1"}
    assert unity_calls("CleanObject", soap) == [("CleanObject", {"objectId": "Mug|1|1|1"})]  # a detergent that is not used up
    with_soap = unity_calls("CleanObject", soap, uses_up_detergent=True)
    assert with_soap[1] == ("UseUpObject", {"objectId": "SoapBottle|1|1|1", "forceAction": True})
    put = unity_calls("PutObject", {"objectId": "Mug|1|1|1", "receptacleObjectId": "Sink|1|1|1"})
    assert put == [("PutObject", {"objectId": "Sink|1|1|1", "placeStationary": True})]
    thrown = unity_calls("ThrowObject", ids, placed_in="GarbageCan|1|1|1")
    assert thrown == [("PutObject", {"objectId": "GarbageCan|1|1|1", "forceAction": True, "placeStationary": True})]
    forced = [name for action in ("PickupObject", "OpenObject", "CloseObject", "SliceObject", "BreakObject", "UseUpObject")
              for name, kwargs in unity_calls(action, ids) if "forceAction" in kwargs]
    assert forced == []
    poured = unity_calls("PourObject", {"objectId": "Cup|1|1|1", "receptacleObjectId": "HousePlant|1|1|1"}, liquid="water")
    assert poured == [("FillObjectWithLiquid", {"objectId": "HousePlant|1|1|1", "fillLiquid": "water"}), ("EmptyLiquidFromObject", {"objectId": "Cup|1|1|1"})]
    with pytest.raises(ValueError):
        unity_calls("ThrowObject", ids)
    with pytest.raises(ValueError):
        unity_calls("PourObject", ids)
    with pytest.raises(ValueError):
        unity_calls("GoToObject", ids)


def test_metadata_of_single_and_multi_agent_events():
    one = FakeEvent({"inventoryObjects": [{"objectId": "Mug|1|1|1", "objectType": "Mug"}]})
    two = FakeEvent(one.metadata, [one, FakeEvent({"inventoryObjects": []})])
    assert event_metadata(one, 0) is one.metadata
    assert held_object_id(event_metadata(two, 0)) == "Mug|1|1|1"
    assert held_object_id(event_metadata(two, 1)) is None


def test_parents_are_ordered_innermost_first():
    objects = {
        "A": {"parentReceptacles": ["Room", "Shelf", "Box"]},
        "Box": {"parentReceptacles": ["Shelf", "Room"]},
        "Shelf": {"parentReceptacles": ["Room"]},
        "Room": {"parentReceptacles": None},
    }
    assert parents_innermost_first(objects, "A") == ["Box", "Shelf", "Room"]
    assert parents_innermost_first(objects, "Room") == []


@pytest.mark.parametrize(
    ("scene", "room"),
    [("FloorPlan1", "Kitchen"), ("FloorPlan30", "Kitchen"), ("FloorPlan201", "LivingRoom"), ("FloorPlan330", "Bedroom"),
     ("FloorPlan430", "Bathroom"), ("FloorPlan31", None), ("FloorPlan01", None), ("Kitchen1", None), ("FloorPlan", None)],
)
def test_ithor_room_types(scene, room):
    assert ithor_room_type(scene) == room


def test_ithor_scene_list():
    assert len(ITHOR_SCENES) == 120 and all(ithor_room_type(s) for s in ITHOR_SCENES)
