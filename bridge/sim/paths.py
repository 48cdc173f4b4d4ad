"""Where the simulator finds its data.

The project root is the folder above ``bridge/``; scenes live in ``<root>/scenes`` unless the
``ITERAPLAN_SCENES`` environment variable names another folder (tests point it at fixtures).
The variable is read at call time, so nothing is cached at import.
"""

from __future__ import annotations

import os
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[2]
CATALOGUE_FILE = "object-types.yaml"


def scenes_dir() -> Path:
    """The folder holding the catalogue and the scene files."""
    override = os.environ.get("ITERAPLAN_SCENES")
    return Path(override) if override else PROJECT_ROOT / "scenes"
