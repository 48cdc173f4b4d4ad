"""`ai2thor.controller.Controller` as the test double: `FakeController`, whose room at each reset
is the scene file named by $ITERAPLAN_AI2THOR_DOUBLE_START when that file exists (the replay writes
each trajectory's start there before it resets), else the floorplan's own."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/bridge, where the double lives

from fake_ai2thor import FakeController  # noqa: E402

START_ENV = "ITERAPLAN_AI2THOR_DOUBLE_START"


class Controller(FakeController):
    """Takes the real controller's keyword arguments (scene, gridSize, ...) and ignores them."""

    def __init__(self, **_options: Any) -> None:
        start = os.environ.get(START_ENV)
        super().__init__(start_file=Path(start) if start else None)
