"""Against the real AI2-THOR (skipped where the `ai2thor` package is not installed; it needs
a display or a headless GPU set-up and downloads the Unity build on first use)."""

from __future__ import annotations

import pytest

ai2thor = pytest.importorskip("ai2thor")

from bridge.backends.ai2thor_backend import Ai2ThorBackend  # noqa: E402
from bridge.export import read_metadata, scene_document  # noqa: E402


@pytest.fixture(scope="module")
def backend():
    backend = Ai2ThorBackend.with_real_controller()
    yield backend
    backend.close()


def test_fridge_episode_on_floorplan1(backend):
    session = backend.open_session()
    try:
        state = session.reset("FloorPlan1", ["robot"])
        assert any(o["objectType"] == "Fridge" for o in state["objects"])
        assert session.step("robot", "GoToObject", {"objectId": "Fridge"})["success"]
        opened = session.step("robot", "OpenObject", {"objectId": "Fridge"})
        assert opened["success"], opened
        fridge = next(o for o in session.state()["objects"] if o["objectId"] == opened["objectId"])
        assert fridge["isOpen"] is True
    finally:
        session.close()


def test_export_floorplan1(backend):
    export = scene_document("FloorPlan1", read_metadata("FloorPlan1"), backend.catalogue)
    assert export.document["roomType"] == "Kitchen" and len(export.document["objects"]) > 20
