"""Frames of an ai2thor episode (`--frames DIR`): the room from above at each reset and after each
accepted action, and the acting agent's own view, as PNG files. Driven by the FloorPlan1 test
double, extended here with the two camera actions and an image on every event."""

from __future__ import annotations

import struct
import subprocess
import zlib
from pathlib import Path
from typing import Any

import pytest

from bridge.backends.ai2thor_backend import Ai2ThorBackend
from bridge.backends.ai2thor_frames import FrameRecorder, encode_png
from bridge.sim import Catalogue
from bridge_helpers import EVENT_BOUND_S, PYTHON, ROOT, FakeController

COLOURS = {0: (200, 30, 30), 1: (30, 30, 200)}  # robot red, human blue
TOP_DOWN = (240, 240, 240)


class Frame:
    """An RGB image as AI2-THOR's numpy frames present it: `shape` and `tobytes()`."""

    def __init__(self, width: int, height: int, colour: tuple[int, int, int]) -> None:
        self.shape = (height, width, 3)
        self._bytes = bytes(colour) * (width * height)

    def tobytes(self) -> bytes:
        return self._bytes


class CameraController(FakeController):
    """The test double with a camera: each agent's event has its view, the map-view camera once added."""

    def __init__(self, map_view: bool = True) -> None:
        self.map_view = map_view
        self.cameras = 0
        super().__init__()

    def _do_GetMapViewCameraProperties(self, agent_id: int) -> str | None:
        if not self.map_view:
            return "map view not available"
        self._action_return = {"position": {"x": 0.0, "y": 6.0, "z": 0.0}, "rotation": {"x": 90.0, "y": 0.0, "z": 0.0}, "orthographic": True, "orthographicSize": 3.0, "fieldOfView": 60.0}
        return None

    def _do_AddThirdPartyCamera(self, agent_id: int, **pose: Any) -> str | None:
        assert set(pose) >= {"position", "rotation", "skyboxColor"}
        self.cameras += 1
        return None

    def _event(self, agent_id: int, success: bool, error: str, action_return: Any = None):
        event = super()._event(agent_id, success, error, action_return)
        views = event.events or [event]
        for index, view in enumerate(views):
            view.frame = Frame(4, 3, COLOURS[index])
        event.third_party_camera_frames = [Frame(5, 5, TOP_DOWN)] * self.cameras
        return event


def backend_with_frames(controller: CameraController, directory: Path) -> Ai2ThorBackend:
    catalogue = Catalogue.load(ROOT / "scenes" / "object-types.yaml")
    return Ai2ThorBackend(lambda: controller, catalogue, frames=FrameRecorder(directory))


def read_png(path: Path) -> tuple[int, int, bytes]:
    """Width, height and RGB bytes of an 8-bit RGB PNG with unfiltered rows (as encode_png writes)."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height, depth, colour_type = struct.unpack(">IIBB", data[16:26])
    assert (depth, colour_type) == (8, 2)
    idat, at = b"", 8
    while at < len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        kind = data[at + 4 : at + 8]
        if kind == b"IDAT":
            idat += data[at + 8 : at + 8 + length]
        at += 12 + length
    raw = zlib.decompress(idat)
    rows = [raw[row * (width * 3 + 1) + 1 : (row + 1) * (width * 3 + 1)] for row in range(height)]
    return width, height, b"".join(rows)


def test_encode_png_writes_the_pixels_it_was_given(tmp_path):
    pixels = bytes(range(2 * 2 * 3))
    (tmp_path / "x.png").write_bytes(encode_png(2, 2, pixels))
    assert read_png(tmp_path / "x.png") == (2, 2, pixels)
    with pytest.raises(ValueError, match="expected 12 bytes"):
        encode_png(2, 2, b"short")


def test_a_reset_saves_the_room_from_above_and_each_accepted_action_the_agents_view(tmp_path):
    controller = CameraController()
    session = backend_with_frames(controller, tmp_path).open_session()
    session.reset("FloorPlan1", ["robot", "human"])
    folder = tmp_path / "001-FloorPlan1"
    assert [name for name, _ in controller.calls][-2:] == ["GetMapViewCameraProperties", "AddThirdPartyCamera"]
    assert read_png(folder / "top-down-000.png") == (5, 5, bytes(TOP_DOWN) * 25)

    assert session.step("robot", "GoToObject", {"objectId": "Fridge"})["success"]
    assert session.step("human", "GoToObject", {"objectId": "Apple"})["success"]
    # Refused by the shared rules before Unity is asked: nothing happened, so no picture.
    assert not session.step("robot", "PickupObject", {"objectId": "Apple"})["success"]
    names = sorted(p.name for p in folder.iterdir())
    assert names == ["step-001-robot-GoToObject.png", "step-001-top-down.png", "step-002-human-GoToObject.png", "step-002-top-down.png", "top-down-000.png"]
    # Each agent's own view: the robot's frame after its action, the human's after its own.
    assert read_png(folder / "step-001-robot-GoToObject.png") == (4, 3, bytes(COLOURS[0]) * 12)
    assert read_png(folder / "step-002-human-GoToObject.png") == (4, 3, bytes(COLOURS[1]) * 12)


def test_each_reset_gets_a_folder_of_its_own(tmp_path):
    session = backend_with_frames(CameraController(), tmp_path).open_session()
    session.reset("FloorPlan1", ["robot"])
    session.reset("FloorPlan1", ["robot"])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["001-FloorPlan1", "002-FloorPlan1"]


def test_without_a_map_view_camera_the_agents_views_are_still_saved(tmp_path):
    session = backend_with_frames(CameraController(map_view=False), tmp_path).open_session()
    session.reset("FloorPlan1", ["robot"])
    assert session.step("robot", "GoToObject", {"objectId": "Fridge"})["success"]
    assert sorted(p.name for p in (tmp_path / "001-FloorPlan1").iterdir()) == ["step-001-robot-GoToObject.png"]


def test_frames_with_the_symbolic_backend_are_a_usage_error(tmp_path):
    done = subprocess.run(
        [PYTHON, "-m", "bridge", "--backend", "symbolic", "--port", "0", "--frames", str(tmp_path)],
        cwd=ROOT, capture_output=True, text=True, timeout=EVENT_BOUND_S,
    )
    assert done.returncode == 2
    assert "--frames needs the ai2thor backend" in done.stderr
    assert done.stdout == ""
