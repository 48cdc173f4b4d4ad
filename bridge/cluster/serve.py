"""`python -m bridge.cluster serve`: starts the registry and N replicas on the cluster, prints a
listening line for every address a replica takes (first start and each restart), notes on stderr
when one stops answering, and runs until SIGINT/SIGTERM (or end of stdin with
`--exit-with-stdin`); then it stops them (they are owned by this driver and die with it anyway)."""

from __future__ import annotations

import asyncio
import json
import logging
import shutil
import sys
from pathlib import Path
from typing import Any, TextIO

from .config import NAMESPACE, ServeOptions, registry_actor_options, replica_actor_options
from .errors import RegistryTaken, ReplicasFailed
from .loop import pause, stop_event
from .ray_import import connect
from .registry import liveness_notes, listening_lines
from .staging import stage

log = logging.getLogger("bridge.cluster")


def serve(options: ServeOptions, token: str, scenes: Path, exit_with_stdin: bool, out: TextIO) -> None:
    """Runs until told to stop, writing the listening lines to `out`; raises a StartupError when
    the replicas cannot start."""
    folder = stage(scenes)
    try:
        ray = connect(options.address, namespace=NAMESPACE, runtime_env={"working_dir": str(folder)})
        try:
            asyncio.run(_run(ray, options, token, exit_with_stdin, out))
        finally:
            ray.shutdown()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


async def _run(ray: Any, options: ServeOptions, token: str, exit_with_stdin: bool, out: TextIO) -> None:
    from .actors import RegistryActor, ReplicaActor

    try:
        ray.get_actor(options.registry, namespace=NAMESPACE)
        raise RegistryTaken(options.registry)
    except ValueError:
        pass  # no actor of that name: ours to make
    registry = RegistryActor.options(**registry_actor_options(options.registry)).remote(options.registry, options.replicas)
    replicas = [
        ReplicaActor.options(**replica_actor_options(options, index)).remote(index, options.registry, options.config, token)
        for index in range(1, options.replicas + 1)
    ]
    stop = stop_event(exit_with_stdin)
    try:
        await _follow(ray, registry, replicas, stop, out)
    finally:
        for actor in [*replicas, registry]:
            ray.kill(actor, no_restart=True)


async def _follow(ray: Any, registry: Any, replicas: list[Any], stop: asyncio.Event, out: TextIO) -> None:
    """Prints the registry's news until `stop`; fails when no replica could start at all."""
    starting = {index: replica.address.remote() for index, replica in enumerate(replicas, start=1)}
    failures: dict[int, str] = {}
    previous: dict[str, Any] | None = None
    while not stop.is_set():
        for index, ref in list(starting.items()):
            ready, _ = ray.wait([ref], timeout=0)
            if not ready:
                continue
            del starting[index]
            try:
                ray.get(ref)
            except Exception as error:  # noqa: BLE001 - a constructor's failure, reported as text
                failures[index] = f"replica {index}: {_first_line(error)}"
                print(f"bridge: {failures[index]}", file=sys.stderr, flush=True)
        if len(failures) == len(replicas):
            raise ReplicasFailed(list(failures.values()))
        try:
            snapshot = await registry.snapshot.remote()
        except Exception:  # noqa: BLE001 - the registry is restarting: ask again
            snapshot = None
        if snapshot is not None:
            for line in listening_lines(previous, snapshot):
                print(json.dumps(line), file=out, flush=True)
            for note in liveness_notes(previous, snapshot):
                print(f"bridge: {note}", file=sys.stderr, flush=True)
            previous = snapshot
        await pause(stop)
    log.info("stopping the replicas")


def _first_line(error: BaseException) -> str:
    """The cause of a failed actor, without Ray's traceback."""
    cause = getattr(error, "cause", None) or error
    text = str(cause).strip()
    return text.splitlines()[-1] if text else type(cause).__name__
