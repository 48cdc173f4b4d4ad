"""Imports Ray on demand, as a typed error when it is missing (it is an optional extra), and
connects to a cluster within a bounded time (`ray.init` itself retries an address where nothing
answers for minutes)."""

from __future__ import annotations

import importlib
import socket
import threading
from types import ModuleType

from .errors import ClusterUnreachable, RayNotInstalled

CONNECT_TIMEOUT_S = 60.0
PROBE_TIMEOUT_S = 5.0


def ray_module() -> ModuleType:
    """The `ray` package, or RayNotInstalled."""
    try:
        return importlib.import_module("ray")
    except ImportError as error:
        raise RayNotInstalled(str(error)) from None


def gcs_endpoint(address: str) -> tuple[str, int] | None:
    """HOST and PORT of an address given as HOST:PORT (None for `auto` and ray://)."""
    if "://" in address or address in ("auto", "local"):
        return None
    host, sep, port = address.rpartition(":")
    if not sep or not port.isdigit():
        return None
    return host.strip("[]"), int(port)


def connect(address: str, **options: object) -> ModuleType:
    """`ray.init(address)` as a driver of the cluster (the actors' logs stay in Ray's log folder,
    not on our output); ClusterUnreachable when nothing answers there within CONNECT_TIMEOUT_S."""
    ray = ray_module()
    endpoint = gcs_endpoint(address)
    if endpoint is not None:
        try:
            socket.create_connection(endpoint, timeout=PROBE_TIMEOUT_S).close()
        except OSError as error:
            raise ClusterUnreachable(address, f"nothing answers there ({error.strerror or error}); is `ray start --head` running?") from None
    outcome: dict[str, BaseException | None] = {}

    def init() -> None:
        try:
            ray.init(address=address, log_to_driver=False, configure_logging=False, **options)
            outcome["error"] = None
        except BaseException as error:  # noqa: BLE001 - handed to the caller
            outcome["error"] = error

    thread = threading.Thread(target=init, name="ray-init", daemon=True)
    thread.start()
    thread.join(CONNECT_TIMEOUT_S)
    if "error" not in outcome:
        raise ClusterUnreachable(address, f"no answer within {CONNECT_TIMEOUT_S:g} s")
    error = outcome["error"]
    if error is not None:
        text = str(error).strip()
        raise ClusterUnreachable(address, text.splitlines()[0] if text else type(error).__name__) from None
    return ray
