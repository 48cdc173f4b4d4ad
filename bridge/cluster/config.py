"""What `serve` starts, checked before Ray is touched: the replicas' bridge settings and how Ray
places them (CPU for the symbolic world, GPU for AI2-THOR), as the options of `Actor.options()`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import ClusterUsageError

# Every name lives in this Ray namespace, so `watch` finds what `serve` made.
NAMESPACE = "iteraplan"
DEFAULT_REGISTRY = "iteraplan-bridges"
MAX_REPLICAS = 1024


@dataclass(frozen=True)
class ReplicaConfig:
    """How each replica's bridge runs (the options of `python -m bridge` it stands for)."""

    backend: str = "symbolic"
    step_delay_ms: int = 0
    exclusive: bool = False
    platform: str | None = None
    width: int | None = None
    height: int | None = None


@dataclass(frozen=True)
class Placement:
    """Resources of one replica and how often Ray restarts it (-1: always)."""

    cpus: float
    gpus: float
    max_restarts: int


@dataclass(frozen=True)
class ServeOptions:
    address: str
    replicas: int
    registry: str
    placement: Placement
    config: ReplicaConfig


def placement_for(backend: str, cpus: float | None, gpus: float | None, max_restarts: int) -> Placement:
    """A replica's resources: AI2-THOR renders on a GPU (one each unless told, 0.5 puts two on
    one GPU); the symbolic world needs a CPU share only."""
    if gpus is None:
        gpus = 1.0 if backend == "ai2thor" else 0.0
    if cpus is None:
        cpus = 1.0
    if not 0 < cpus <= 256:
        raise ClusterUsageError(f"--cpus-per-replica must be above 0 and at most 256, got {cpus:g}")
    if not 0 <= gpus <= 16:
        raise ClusterUsageError(f"--gpus-per-replica must be between 0 and 16, got {gpus:g}")
    if gpus > 1 and gpus != int(gpus):
        raise ClusterUsageError(f"--gpus-per-replica above 1 must be a whole number (Ray's rule), got {gpus:g}")
    if backend == "symbolic" and gpus > 0:
        raise ClusterUsageError("--gpus-per-replica: the symbolic backend renders nothing and needs no GPU")
    if max_restarts < -1:
        raise ClusterUsageError(f"--max-restarts must be -1 (always) or at least 0, got {max_restarts}")
    return Placement(cpus=cpus, gpus=gpus, max_restarts=max_restarts)


def check_serve(options: ServeOptions) -> ServeOptions:
    """Refuses what Ray would only refuse later, or never."""
    if not 1 <= options.replicas <= MAX_REPLICAS:
        raise ClusterUsageError(f"--replicas must be between 1 and {MAX_REPLICAS}, got {options.replicas}")
    if not options.registry or not options.registry.replace("-", "").replace("_", "").isalnum():
        raise ClusterUsageError(f"--registry must be letters, digits, '-' and '_', got {options.registry!r}")
    config = options.config
    if config.backend != "symbolic" and (config.step_delay_ms or config.exclusive):
        raise ClusterUsageError("--step-delay-ms and --exclusive apply to the symbolic backend only")
    given = [name for name, value in (("--platform", config.platform), ("--width", config.width), ("--height", config.height)) if value is not None]
    if given and config.backend != "ai2thor":
        raise ClusterUsageError(f"{', '.join(given)}: only for --backend ai2thor")
    return options


def replica_name(registry: str, index: int) -> str:
    """The Ray actor name of replica `index` (1-based), as the dashboard lists it."""
    return f"{registry}-replica-{index}"


def replica_actor_options(options: ServeOptions, index: int) -> dict[str, Any]:
    """`Actor.options()` of replica `index`: its resources, restarts, a name, and SPREAD so that
    Ray puts replicas on different nodes when it can. A call never retries on a restarted actor:
    the replica's address changes, and the registry says so."""
    placement = options.placement
    return {
        "name": replica_name(options.registry, index),
        "namespace": NAMESPACE,
        "num_cpus": placement.cpus,
        "num_gpus": placement.gpus,
        "max_restarts": placement.max_restarts,
        "max_task_retries": 0,
        "scheduling_strategy": "SPREAD",
    }


def registry_actor_options(name: str) -> dict[str, Any]:
    """`Actor.options()` of the registry: named, no resources (it only keeps a table), restarted
    always (the replicas' next heartbeats fill it again)."""
    return {"name": name, "namespace": NAMESPACE, "num_cpus": 0, "max_restarts": -1, "max_task_retries": 0}
