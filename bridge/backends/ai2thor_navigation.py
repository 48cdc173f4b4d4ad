"""GoToObject for AI2-THOR: where to stand and which way to look.

The paper's modified action space replaces step-by-step navigation by a teleport to the
reachable grid position nearest the object, turned to face it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Mapping, Sequence

# The agent's camera tilt range in iTHOR (degrees, positive looks down).
MIN_HORIZON = -30.0
MAX_HORIZON = 60.0


@dataclass(frozen=True)
class Pose:
    """Where to teleport: position, yaw (degrees, 0 faces +z, 90 faces +x) and camera horizon."""

    x: float
    y: float
    z: float
    yaw: float
    horizon: float

    def teleport_args(self) -> dict[str, object]:
        """Keyword arguments of AI2-THOR's `Teleport` action."""
        return {
            "position": {"x": self.x, "y": self.y, "z": self.z},
            "rotation": {"x": 0.0, "y": self.yaw, "z": 0.0},
            "horizon": self.horizon,
            "standing": True,
        }


def _xz_distance(a: Mapping[str, float], b: Mapping[str, float]) -> float:
    return math.hypot(a["x"] - b["x"], a["z"] - b["z"])


def facing_pose(stand: Mapping[str, float], target: Mapping[str, float], eye_height: float) -> Pose:
    """The pose at `stand` that looks at `target` (yaw from the x/z offset, horizon from the
    drop from eye height to the target)."""
    dx, dz = target["x"] - stand["x"], target["z"] - stand["z"]
    yaw = math.degrees(math.atan2(dx, dz)) % 360.0
    drop = stand["y"] + eye_height - target["y"]
    horizon = math.degrees(math.atan2(drop, max(math.hypot(dx, dz), 1e-6)))
    horizon = min(MAX_HORIZON, max(MIN_HORIZON, horizon))
    return Pose(stand["x"], stand["y"], stand["z"], round(yaw, 2), round(horizon, 2))


def poses_nearest_first(
    reachable: Sequence[Mapping[str, float]], target: Mapping[str, float], eye_height: float
) -> list[Pose]:
    """Every reachable position as a pose facing `target`, nearest first (ties by x, then z,
    so that the order is deterministic). Callers try them in turn: another agent may stand on
    the nearest one."""
    ordered = sorted(reachable, key=lambda p: (round(_xz_distance(p, target), 6), p["x"], p["z"]))
    return [facing_pose(position, target, eye_height) for position in ordered]
