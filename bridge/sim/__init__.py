"""The symbolic AI2-THOR simulator: a pure-Python household world loaded from scenes/.

    from bridge.sim import Catalogue, load_scene, World
    catalogue = Catalogue.load()
    world = World(load_scene("FloorPlan1", catalogue), agents=("robot", "human"))
    result = world.step("robot", "OpenObject", {"objectId": "Fridge"})
    world.state()
    results, copy = dry_run(world, [("robot", "GoToObject", {"objectId": "Egg"})])  # world untouched

Rules live in the module docstrings: ``resolve`` (type -> instance), ``reach`` (what an agent
can act on), ``actions.*`` (each action's checks, in order, and effects), ``contextual``
(appliances), ``scene`` (what a valid scene file is).
"""

from .actions import ACTIONS
from .catalogue import Catalogue, Effects, ObjectType
from .dry_run import dry_run, dry_run_reply
from .error_codes import ErrorCode
from .errors import (
    ArgumentError,
    CatalogueError,
    DataError,
    SceneError,
    StepCallError,
    UnknownActionError,
    UnknownAgentError,
    UnknownSceneError,
)
from .scene import Scene, SceneObject, list_scenes, load_scene
from .world import StepResult, World

__all__ = [
    "ACTIONS",
    "ArgumentError",
    "Catalogue",
    "CatalogueError",
    "DataError",
    "Effects",
    "ErrorCode",
    "ObjectType",
    "Scene",
    "SceneError",
    "SceneObject",
    "StepCallError",
    "StepResult",
    "UnknownActionError",
    "UnknownAgentError",
    "UnknownSceneError",
    "World",
    "dry_run",
    "dry_run_reply",
    "list_scenes",
    "load_scene",
]
