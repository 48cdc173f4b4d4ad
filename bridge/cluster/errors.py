"""Typed errors of the cluster commands; each stops `python -m bridge.cluster` with its exit code."""

from __future__ import annotations

from ..errors import EXIT_ENVIRONMENT, EXIT_USAGE, StartupError


class ClusterUsageError(StartupError):
    """Bad options (exit 2)."""

    def __init__(self, message: str) -> None:
        super().__init__(message, EXIT_USAGE)


class RayNotInstalled(StartupError):
    """The interpreter has no (usable) `ray` package (exit 3)."""

    def __init__(self, detail: str) -> None:
        super().__init__(
            f"Ray is not installed in the bridge's Python environment ({detail}); install the pinned "
            "version with `node scripts/setup-bridge.mjs --with-ray` (or pip install -r bridge/requirements-ray.txt)",
            EXIT_ENVIRONMENT,
        )


class ClusterUnreachable(StartupError):
    """No Ray cluster answers at the address (exit 3)."""

    def __init__(self, address: str, detail: str) -> None:
        super().__init__(f"cannot reach the Ray cluster at {address!r}: {detail}", EXIT_ENVIRONMENT)


class RegistryTaken(StartupError):
    """Another `serve` already runs a registry of that name on the cluster (exit 2)."""

    def __init__(self, name: str) -> None:
        super().__init__(
            f"a bridge registry named {name!r} already runs on this cluster (another `iteraplan bridge --ray`); "
            "stop it, or give this one another name with --registry",
            EXIT_USAGE,
        )


class ReplicasFailed(StartupError):
    """Every replica failed to start (exit 3)."""

    def __init__(self, reasons: list[str]) -> None:
        super().__init__("no bridge replica could start: " + "; ".join(reasons), EXIT_ENVIRONMENT)
