"""Backends the bridge can serve; `load_backend` picks one by name.

The ai2thor backend's module never imports `ai2thor` at import time; `load_backend` checks that
the package is importable first so that a missing install is a clear start-up error.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import EXIT_ENVIRONMENT, EXIT_USAGE, StartupError
from .base import Backend

if TYPE_CHECKING:
    from .ai2thor_backend import ControllerOptions

BACKEND_NAMES = ("symbolic", "ai2thor")


def load_backend(
    name: str,
    scenes_dir: Path | None = None,
    options: "ControllerOptions | None" = None,
    *,
    frames_dir: Path | None = None,
    step_delay_ms: int = 0,
    exclusive: bool = False,
) -> Backend:
    """The backend called `name`; `scenes_dir` overrides the scenes directory (symbolic only),
    `options` say how to start Unity and `frames_dir` keeps pictures of every step (ai2thor only).
    `step_delay_ms` and `exclusive` imitate AI2-THOR's timing for benchmarks (symbolic only)."""
    if frames_dir is not None and name != "ai2thor":
        raise StartupError(f"--frames needs the ai2thor backend: the {name} backend renders no pictures", EXIT_USAGE)
    if name == "symbolic":
        from .symbolic import SymbolicBackend

        return SymbolicBackend(scenes_dir, step_delay_ms=step_delay_ms, exclusive=exclusive)
    if step_delay_ms or exclusive:
        raise StartupError("--step-delay-ms and --exclusive apply to the symbolic backend only", EXIT_USAGE)
    if name == "ai2thor":
        try:
            importlib.import_module("ai2thor.controller")
        except ImportError as error:
            raise StartupError(
                f"the ai2thor backend needs the ai2thor package ({error}); install it with "
                "`pip install ai2thor` into bridge/.venv (or the Python named by ITERAPLAN_PYTHON)",
                EXIT_ENVIRONMENT,
            ) from None
        from ..sim import DataError
        from .ai2thor_backend import Ai2ThorBackend, ControllerOptions
        from .ai2thor_frames import FrameRecorder

        try:
            return Ai2ThorBackend.with_real_controller(
                options=options or ControllerOptions(), frames=FrameRecorder(frames_dir) if frames_dir is not None else None
            )
        except DataError as error:
            raise StartupError(f"cannot load the object catalogue: {error}", EXIT_USAGE) from None
    raise ValueError(f"unknown backend {name!r} (known: {', '.join(BACKEND_NAMES)})")
