"""`python -m bridge.cluster watch`: follows a registry and prints its snapshot (registry.py) as
one JSON line whenever it changes, until SIGINT/SIGTERM or end of stdin. While no registry of
that name runs (not started yet, or its `serve` stopped), the line says `"found": false`, and
the watch keeps looking: a registry started later is followed."""

from __future__ import annotations

import asyncio
import json
from typing import Any, TextIO

from .config import NAMESPACE
from .loop import pause, stop_event
from .ray_import import connect
from .registry import missing_snapshot


def watch(address: str, name: str, exit_with_stdin: bool, out: TextIO) -> None:
    ray = connect(address, namespace=NAMESPACE)
    try:
        asyncio.run(_run(ray, name, exit_with_stdin, out))
    finally:
        ray.shutdown()


async def _run(ray: Any, name: str, exit_with_stdin: bool, out: TextIO) -> None:
    stop = stop_event(exit_with_stdin)
    printed: str | None = None
    while not stop.is_set():
        line = json.dumps(await _snapshot(ray, name), sort_keys=True)
        if line != printed:
            print(line, file=out, flush=True)
            printed = line
        await pause(stop)


async def _snapshot(ray: Any, name: str) -> dict[str, Any]:
    try:
        registry = ray.get_actor(name, namespace=NAMESPACE)
        return await registry.snapshot.remote()
    except Exception:  # noqa: BLE001 - none of that name, or it is restarting or gone
        return missing_snapshot(name)
