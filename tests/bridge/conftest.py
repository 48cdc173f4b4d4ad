"""Shared pytest fixtures for the bridge tests.

Simulator fixtures use the hand-made catalogue and scene in ``fixtures/`` (TestKitchen), so the
unit tests do not depend on the shipped scenes.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bridge.sim import Catalogue, Scene, StepResult, World, load_scene  # noqa: E402

FIXTURES = Path(__file__).resolve().parent / "fixtures"


@pytest.fixture(scope="session")
def fixture_catalogue() -> Catalogue:
    """The hand-made test catalogue."""
    return Catalogue.load(FIXTURES / "object-types.yaml")


@pytest.fixture(scope="session")
def kitchen(fixture_catalogue: Catalogue) -> Scene:
    """The hand-made TestKitchen scene."""
    return load_scene(FIXTURES / "TestKitchen.yaml", fixture_catalogue)


@pytest.fixture
def world(kitchen: Scene) -> World:
    """A fresh TestKitchen world with agents robot and human."""
    return World(kitchen)


@pytest.fixture
def act(world: World) -> Callable[..., StepResult]:
    """``act(agent, action, **params)``: one step in ``world``, result returned as is."""

    def run(agent: str, action: str, **params: str) -> StepResult:
        return world.step(agent, action, params)

    return run


@pytest.fixture
def must(act) -> Callable[..., StepResult]:
    """Like ``act`` but fails the test, with the simulator's message, if the step fails."""

    def run(agent: str, action: str, **params: str) -> StepResult:
        result = act(agent, action, **params)
        assert result.success, f"{agent} {action} {params}: {result.error_code}: {result.error_message}"
        return result

    return run


@pytest.fixture
def scenes_dir_env(monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point ITERAPLAN_SCENES at the fixtures folder."""
    monkeypatch.setenv("ITERAPLAN_SCENES", str(FIXTURES))
    return FIXTURES
