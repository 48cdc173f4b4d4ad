"""Against the real AI2-THOR (skipped where the `ai2thor` package is not installed; it needs a
display, or ITERAPLAN_TEST_AI2THOR_PLATFORM=cloud for AI2-THOR's headless CloudRendering, and
downloads the Unity build on first use)."""

from __future__ import annotations

import os

import pytest

ai2thor = pytest.importorskip("ai2thor")

from bridge.backends.ai2thor_backend import Ai2ThorBackend, ControllerOptions  # noqa: E402
from bridge.backends.ai2thor_errors import error_code_for  # noqa: E402
from bridge.export import read_metadata, scene_document  # noqa: E402


@pytest.fixture(scope="module")
def backend():
    options = ControllerOptions(platform=os.environ.get("ITERAPLAN_TEST_AI2THOR_PLATFORM", "desktop"))
    backend = Ai2ThorBackend.with_real_controller(options=options)
    yield backend
    backend.close()


@pytest.fixture
def session(backend):
    session = backend.open_session()
    yield session
    session.close()


def test_fridge_episode_on_floorplan1(session):
    state = session.reset("FloorPlan1", ["robot"])
    assert any(o["objectType"] == "Fridge" for o in state["objects"])
    assert session.step("robot", "GoToObject", {"objectId": "Fridge"})["success"]
    opened = session.step("robot", "OpenObject", {"objectId": "Fridge"})
    assert opened["success"], opened
    fridge = next(o for o in session.state()["objects"] if o["objectId"] == opened["objectId"])
    assert fridge["isOpen"] is True and fridge["openable"] is True


def test_a_floorplan_without_a_shipped_scene_loads(session):
    state = session.reset("FloorPlan27", ["robot"])
    assert state["scene"] == "FloorPlan27" and state["objects"]


def test_unity_refusals_map_to_the_codes_the_mirror_gives(backend, session):
    """Unity's own messages (forced, so visibility plays no part) give the mirror's codes."""
    state = session.reset("FloorPlan1", ["robot"])
    burner = next(o["objectId"] for o in state["objects"] if o["objectType"] == "StoveBurner")
    microwave = next(o["objectId"] for o in state["objects"] if o["objectType"] == "Microwave")
    controller = backend.controller()
    refused = controller.step(action="ToggleObjectOn", objectId=burner, forceAction=True).metadata
    assert not refused["lastActionSuccess"] and error_code_for(refused["errorMessage"]) == "NOT_TOGGLEABLE"
    assert controller.step(action="OpenObject", objectId=microwave, forceAction=True).metadata["lastActionSuccess"]
    refused = controller.step(action="ToggleObjectOn", objectId=microwave, forceAction=True).metadata
    assert error_code_for(refused["errorMessage"]) == "MUST_BE_CLOSED"


def test_export_floorplan1(backend):
    export = scene_document("FloorPlan1", read_metadata("FloorPlan1"), backend.catalogue)
    assert export.document["roomType"] == "Kitchen" and len(export.document["objects"]) > 20
