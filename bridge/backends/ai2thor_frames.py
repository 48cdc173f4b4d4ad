"""Frames of an ai2thor episode, saved when the bridge runs with `--frames DIR`, as the original
IteraPlan and SMART-LLM keep pictures of every step.

Per reset, a folder `DIR/NNN-<scene>/` gets `top-down-000.png` (the room from above) and, per
accepted action, the acting agent's view `step-NNN-<agent>-<action>.png` and the room from above
after it `step-NNN-top-down.png`.

The view from above is AI2-THOR's map-view camera: the `GetMapViewCameraProperties` action
returns its pose in `metadata["actionReturn"]`, and `AddThirdPartyCamera` with that pose adds it
(Unity: `AgentManager.GetMapViewCameraProperties`, `AgentManager.AddThirdPartyCamera`); its image
is `event.third_party_camera_frames[i]`, an agent's own view `event.frame` (ai2thor/server.py,
class `Event`), both RGB arrays of shape (height, width, 3). Images are written as PNG here, with
zlib, so that nothing beyond the standard library is needed.
"""

from __future__ import annotations

import logging
import re
import struct
import zlib
from pathlib import Path
from typing import Any, Sequence

log = logging.getLogger("bridge.frames")


def encode_png(width: int, height: int, rgb: bytes) -> bytes:
    """An 8-bit RGB PNG of `rgb` (rows top to bottom, 3 bytes a pixel)."""
    if len(rgb) != width * height * 3:
        raise ValueError(f"expected {width * height * 3} bytes for {width}x{height} RGB, got {len(rgb)}")
    stride = width * 3
    raw = b"".join(b"\x00" + rgb[row * stride : (row + 1) * stride] for row in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b"")


def _png_of(frame: Any) -> bytes | None:
    """A frame (an array of shape (h, w, 3), uint8) as PNG bytes; None when it is not one."""
    shape = getattr(frame, "shape", None)
    if frame is None or shape is None or len(shape) != 3 or shape[2] != 3:
        return None
    height, width = int(shape[0]), int(shape[1])
    return encode_png(width, height, frame.tobytes())


def _metadata(event: Any) -> dict[str, Any]:
    return getattr(event, "metadata", None) or {}


def _safe(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_-]+", "_", name)[:40] or "x"


class FrameRecorder:
    """Writes the frames of each episode into its own folder under `directory`."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self._episode = 0
        self._folder: Path | None = None
        self._step = 0
        self._camera: int | None = None

    @property
    def folder(self) -> Path | None:
        """The current episode's folder (None before the first reset)."""
        return self._folder

    def start(self, scene: str, controller: Any) -> None:
        """A new episode: its folder, the map-view camera, and the room from above."""
        self._episode += 1
        self._step = 0
        self._folder = self.directory / f"{self._episode:03d}-{_safe(scene)}"
        self._folder.mkdir(parents=True, exist_ok=True)
        self._camera = None
        pose = controller.step(action="GetMapViewCameraProperties")
        properties = _metadata(pose).get("actionReturn")
        if not _metadata(pose).get("lastActionSuccess", False) or not isinstance(properties, dict):
            log.warning("frames: AI2-THOR gave no map-view camera for %s; only the agents' views are saved", scene)
            return
        added = controller.step(action="AddThirdPartyCamera", skyboxColor="white", **properties)
        frames = getattr(added, "third_party_camera_frames", None) or []
        if _metadata(added).get("lastActionSuccess", False) and frames:
            self._camera = len(frames) - 1
            self._write("top-down-000.png", frames[self._camera])

    def after_step(self, agents: Sequence[str], agent: str, action: str, event: Any) -> None:
        """The acting agent's view after an action, and the room from above."""
        if self._folder is None:
            return
        self._step += 1
        events = getattr(event, "events", None) or [event]
        index = list(agents).index(agent) if agent in agents else 0
        own = events[index] if index < len(events) else event
        self._write(f"step-{self._step:03d}-{_safe(agent)}-{_safe(action)}.png", getattr(own, "frame", None))
        if self._camera is not None:
            frames = getattr(event, "third_party_camera_frames", None) or []
            if self._camera < len(frames):
                self._write(f"step-{self._step:03d}-top-down.png", frames[self._camera])

    def _write(self, name: str, frame: Any) -> None:
        png = _png_of(frame)
        if png is None or self._folder is None:
            return
        (self._folder / name).write_bytes(png)
