"""The Ray cluster commands' logic apart from Ray (bridge/cluster): options and placement, the
registry's table and what `serve` prints from it, the staged code, and the errors a person sees.
The real cluster runs in tests/experiments/run/ray-cluster.test.ts."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

from bridge.cluster.__main__ import parse_args, serve_options
from bridge.cluster.config import ReplicaConfig, ServeOptions, check_serve, placement_for, registry_actor_options, replica_actor_options
from bridge.cluster.errors import ClusterUsageError
from bridge.cluster.registry import Announcement, Registry, listening_lines, liveness_notes, missing_snapshot
from bridge.cluster.staging import stage
from bridge_helpers import EVENT_BOUND_S

ROOT = Path(__file__).resolve().parents[2]


def announcement(replica: int, url: str, node: str = "10.0.0.5") -> Announcement:
    return Announcement(replica=replica, url=url, node=node, backend="symbolic", exclusive=False, pid=100 + replica)


def test_ai2thor_replicas_hold_a_gpu_and_symbolic_ones_a_cpu_share():
    assert placement_for("ai2thor", None, None, -1).gpus == 1.0
    assert placement_for("ai2thor", None, 0.5, -1).gpus == 0.5
    symbolic = placement_for("symbolic", 0.25, None, 3)
    assert (symbolic.cpus, symbolic.gpus, symbolic.max_restarts) == (0.25, 0.0, 3)
    with pytest.raises(ClusterUsageError, match="needs no GPU"):
        placement_for("symbolic", None, 1, -1)
    with pytest.raises(ClusterUsageError, match="whole number"):
        placement_for("ai2thor", None, 1.5, -1)
    with pytest.raises(ClusterUsageError, match="--max-restarts"):
        placement_for("symbolic", None, None, -2)
    with pytest.raises(ClusterUsageError, match="--cpus-per-replica"):
        placement_for("symbolic", 0, None, -1)


def test_actor_options_spread_replicas_over_nodes_and_never_retry_a_call_on_a_restarted_one():
    options = check_serve(
        ServeOptions(address="auto", replicas=4, registry="study-1", placement=placement_for("ai2thor", 2, 0.5, 10), config=ReplicaConfig(backend="ai2thor"))
    )
    assert replica_actor_options(options, 3) == {
        "name": "study-1-replica-3",
        "namespace": "iteraplan",
        "num_cpus": 2,
        "num_gpus": 0.5,
        "max_restarts": 10,
        "max_task_retries": 0,
        "scheduling_strategy": "SPREAD",
    }
    assert registry_actor_options("study-1") == {"name": "study-1", "namespace": "iteraplan", "num_cpus": 0, "max_restarts": -1, "max_task_retries": 0}


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--replicas", "0"], "--replicas must be between 1"),
        (["--registry", "a b"], "--registry must be letters"),
        (["--backend", "ai2thor", "--step-delay-ms", "5"], "symbolic backend only"),
        (["--platform", "cloud"], "only for --backend ai2thor"),
        (["--step-delay-ms", "70000"], "between 0 and 60000"),
    ],
)
def test_bad_serve_options_are_refused_before_ray_is_touched(argv, message):
    with pytest.raises(ClusterUsageError, match=message):
        serve_options(parse_args(["serve", "--address", "auto", *argv]))


def test_the_registry_counts_restarts_and_marks_replicas_not_heard_from():
    registry = Registry("r", expected=2, stale_after=5)
    assert registry.announce(announcement(1, "ws://10.0.0.5:4001"), now=0)
    assert not registry.announce(announcement(1, "ws://10.0.0.5:4001"), now=1)  # a heartbeat
    assert registry.announce(announcement(2, "ws://10.0.0.6:4002", "10.0.0.6"), now=1)
    snapshot = registry.snapshot(now=2)
    assert [(r["replica"], r["incarnation"], r["alive"]) for r in snapshot["replicas"]] == [(1, 0, True), (2, 0, True)]
    # Replica 2's node is gone: no heartbeat for longer than stale_after.
    registry.announce(announcement(1, "ws://10.0.0.5:4001"), now=7)
    assert [r["alive"] for r in registry.snapshot(now=7)["replicas"]] == [True, False]
    # Ray restarted it elsewhere: a new address, the next incarnation, alive again.
    assert registry.announce(announcement(2, "ws://10.0.0.5:4003"), now=8)
    assert registry.snapshot(now=8)["replicas"][1] == {
        "replica": 2, "url": "ws://10.0.0.5:4003", "node": "10.0.0.5", "backend": "symbolic", "exclusive": False, "pid": 102, "incarnation": 1, "alive": True,
    }
    with pytest.raises(ValueError, match="not one of 1..2"):
        registry.announce(announcement(3, "ws://10.0.0.5:1"), now=9)
    with pytest.raises(ValueError, match="not a ws:// address"):
        registry.announce(announcement(1, "http://10.0.0.5:1"), now=9)


def test_serve_prints_a_listening_line_per_new_address_and_a_note_per_change_of_liveness():
    registry = Registry("r", expected=2, stale_after=5)
    registry.announce(announcement(1, "ws://10.0.0.5:4001"), now=0)
    first = registry.snapshot(now=0)
    assert listening_lines(None, first) == [{"replica": 1, "listening": "ws://10.0.0.5:4001", "node": "10.0.0.5", "backend": "symbolic", "pid": 101, "incarnation": 0}]
    registry.announce(announcement(2, "ws://10.0.0.5:4002"), now=1)
    second = registry.snapshot(now=1)
    assert [line["replica"] for line in listening_lines(first, second)] == [2]
    assert listening_lines(second, second) == []
    lost = registry.snapshot(now=9)
    assert listening_lines(second, lost) == []
    assert liveness_notes(second, lost) == [
        "replica 1 (ws://10.0.0.5:4001 on 10.0.0.5) has not been heard from for 5 s (its node or process may be gone; Ray restarts it)",
        "replica 2 (ws://10.0.0.5:4002 on 10.0.0.5) has not been heard from for 5 s (its node or process may be gone; Ray restarts it)",
    ]
    registry.announce(announcement(1, "ws://10.0.0.7:4009", "10.0.0.7"), now=10)
    moved = registry.snapshot(now=10)
    assert listening_lines(lost, moved) == [{"replica": 1, "listening": "ws://10.0.0.7:4009", "node": "10.0.0.7", "backend": "symbolic", "pid": 101, "incarnation": 1}]
    assert liveness_notes(lost, moved) == []  # a new address is a listening line, not a note
    assert missing_snapshot("r") == {"registry": "r", "found": False, "expected": 0, "replicas": []}


def test_the_staged_folder_holds_the_bridge_and_the_scenes_and_nothing_of_the_venv(tmp_path):
    folder = stage(ROOT / "scenes", into=tmp_path)
    assert (folder / "bridge" / "server.py").is_file()
    assert (folder / "bridge" / "cluster" / "actors.py").is_file()
    assert (folder / "scenes" / "object-types.yaml").is_file()
    assert (folder / "scenes" / "FloorPlan1.yaml").is_file()
    names = {p.name for p in folder.rglob("*")}
    assert ".venv" not in names and "__pycache__" not in names
    # The copy alone is enough: a symbolic world starts from it (as in a replica on another node).
    started = subprocess.run(
        [sys.executable, "-c", "from pathlib import Path; from bridge.backends import load_backend; print(len(load_backend('symbolic', Path('scenes')).scenes()))"],
        cwd=folder, capture_output=True, text=True, timeout=EVENT_BOUND_S, env={"PATH": "/usr/bin:/bin"},
    )
    assert started.returncode == 0, started.stderr
    assert int(started.stdout) == len(list((ROOT / "scenes").glob("FloorPlan*.yaml")))
    with pytest.raises(Exception, match="not a scenes folder"):
        stage(tmp_path, into=tmp_path)


def run_cluster(*argv: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bridge.cluster", *argv], cwd=ROOT, capture_output=True, text=True, timeout=EVENT_BOUND_S, env=env)


def test_serve_without_a_token_exits_2_and_says_how_to_give_one():
    env = {k: v for k, v in __import__("os").environ.items() if k != "ITERAPLAN_BRIDGE_TOKEN"}
    result = run_cluster("serve", "--address", "127.0.0.1:1", env=env)
    assert result.returncode == 2
    assert "need a token: set ITERAPLAN_BRIDGE_TOKEN" in result.stderr
    assert result.stdout == ""


@pytest.mark.skipif(
    importlib.util.find_spec("ray") is None,
    reason="Ray is not installed in the bridge's environment (node scripts/setup-bridge.mjs --with-ray, as .ci/run does): without it the command exits 3 naming that, tested below",
)
def test_an_address_where_no_cluster_answers_exits_3_at_once():
    result = run_cluster("watch", "--address", "127.0.0.1:1")
    assert result.returncode == 3, result.stderr
    assert "cannot reach the Ray cluster at '127.0.0.1:1': nothing answers there" in result.stderr
    assert result.stdout == ""


def test_without_ray_installed_the_commands_exit_3_naming_the_install_command(tmp_path):
    # An interpreter without Ray: a `ray` that cannot be imported shadows the installed one.
    (tmp_path / "ray").mkdir()
    (tmp_path / "ray" / "__init__.py").write_text("raise ImportError('No module named ray')\n")
    env = {**__import__("os").environ, "PYTHONPATH": str(tmp_path), "ITERAPLAN_BRIDGE_TOKEN": "t"}
    for argv in (("watch", "--address", "auto"), ("serve", "--address", "auto", "--replicas", "2")):
        result = run_cluster(*argv, env=env)
        assert result.returncode == 3, result.stderr
        assert "Ray is not installed in the bridge's Python environment" in result.stderr
        assert "node scripts/setup-bridge.mjs --with-ray" in result.stderr
