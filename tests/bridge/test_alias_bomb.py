"""A YAML alias bomb in a scene file: ten lines of nested aliases that stand for 9^10 nodes.
It used to freeze the bridge (for every connection, the symbolic backend loads scenes on the
event loop) and grow to 10 GB; now its expanded size is counted without expanding it and the
scene is refused at once, while other connections go on being served."""

from __future__ import annotations

import asyncio
import shutil
from pathlib import Path

import pytest

from bridge.backends.symbolic import SymbolicBackend
from bridge.sim.yaml_source import MAX_EXPANDED_NODES, expanded_size, load_yaml
from bridge_helpers import EVENT_BOUND_S, FIXTURES, client_of, running_bridge

import yaml


def bomb(levels: int = 10, fanout: int = 9) -> str:
    lines = ["scene: Bomb", "roomType: Kitchen", f"a0: &a0 [{', '.join(['x'] * fanout)}]"]
    for i in range(1, levels):
        lines.append(f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * fanout)}]")
    lines.append(f"objects: *a{levels - 1}")
    return "\n".join(lines) + "\n"


@pytest.fixture()
def scenes(tmp_path: Path) -> Path:
    shutil.copy(FIXTURES / "object-types.yaml", tmp_path / "object-types.yaml")
    shutil.copy(FIXTURES / "TestKitchen.yaml", tmp_path / "TestKitchen.yaml")
    (tmp_path / "Bomb.yaml").write_text(bomb(), encoding="utf-8")
    return tmp_path


def test_expanded_size_counts_shared_nodes_once_and_saturates():
    node = yaml.compose("a: &a [1, 2]\nb: [*a, *a, *a]\n")
    # mapping + 2 keys + list a (3 nodes) + list b (1 + 3 x 3)
    assert expanded_size(node, 1_000) == 1 + 2 + 3 + 10
    assert expanded_size(yaml.compose(bomb()), MAX_EXPANDED_NODES) == MAX_EXPANDED_NODES + 1


def test_the_loader_refuses_the_bomb(scenes: Path):
    with pytest.raises(ValueError, match=r"aliases expand to more than 200,000 nodes \(an alias bomb\?\)"):
        load_yaml(scenes / "Bomb.yaml", lambda where, reason, line: ValueError(reason))


def test_a_reset_to_the_bomb_is_refused_and_other_connections_are_served(scenes: Path):
    async def scenario() -> None:
        async with running_bridge(SymbolicBackend(scenes)) as server:
            async with client_of(server.url) as attacker, client_of(server.url) as other:
                refused = await attacker.call("reset", scene="Bomb")
                assert refused["ok"] is False
                assert "alias bomb" in refused["error"]["message"]
                assert (await other.result("reset", scene="TestKitchen"))["scene"] == "TestKitchen"

    asyncio.run(asyncio.wait_for(scenario(), timeout=EVENT_BOUND_S))
