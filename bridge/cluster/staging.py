"""The code and data the replicas run, copied to a folder Ray ships to every node (the job's
`working_dir`): the `bridge` package without its virtual environment and caches, the project's
folders it reads beside itself (`contract/`, bridge/contract.py), and the scenes (`scenes/`, the
folder the symbolic world and AI2-THOR's mirror read). The nodes need Python, Ray and
bridge/requirements.txt installed, not a checkout of the project."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from ..errors import EXIT_USAGE, StartupError

BRIDGE_DIR = Path(__file__).resolve().parents[1]
# Folders of the project root the bridge package reads (besides the scenes).
PROJECT_FOLDERS = ("contract",)
SKIPPED = shutil.ignore_patterns(".venv", "__pycache__", "*.pyc", ".pytest_cache")


def stage(scenes: Path, into: Path | None = None) -> Path:
    """Copies the bridge package and `scenes` into a new folder (under `into`, else the system's
    temporary folder) and returns it; the caller removes it when done."""
    if not (scenes / "object-types.yaml").is_file():
        raise StartupError(f"{scenes}: not a scenes folder (it has no object-types.yaml)", EXIT_USAGE)
    folder = Path(tempfile.mkdtemp(prefix="iteraplan-ray-", dir=into))
    shutil.copytree(BRIDGE_DIR, folder / "bridge", ignore=SKIPPED)
    for name in PROJECT_FOLDERS:
        shutil.copytree(BRIDGE_DIR.parent / name, folder / name, ignore=SKIPPED)
    shutil.copytree(scenes, folder / "scenes", ignore=SKIPPED)
    return folder
