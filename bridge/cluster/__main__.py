"""`python -m bridge.cluster serve|watch` (docs/cluster.md).

    serve --address ADDR --replicas N [--backend symbolic|ai2thor] [--cpus-per-replica C]
          [--gpus-per-replica G] [--max-restarts R] [--registry NAME] [--scenes DIR]
          [--platform desktop|cloud] [--width W] [--height H] [--step-delay-ms MS] [--exclusive]
    watch --address ADDR [--registry NAME]

Both take `--exit-with-stdin` (stop when stdin ends: the launching process is gone). `serve` needs
the bridge token in ITERAPLAN_BRIDGE_TOKEN (the replicas listen beyond loopback); it prints one
JSON line per address a replica takes, `watch` one JSON line per change of the registry. Exit 2:
bad usage; 3: Ray missing or unreachable, or no replica could start.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from pathlib import Path
from typing import Sequence

from ..backends import BACKEND_NAMES
from ..backends.ai2thor_backend import PLATFORMS
from ..errors import StartupError
from ..sim.paths import scenes_dir
from .config import DEFAULT_REGISTRY, ReplicaConfig, ServeOptions, check_serve, placement_for
from .errors import ClusterUsageError

TOKEN_ENV = "ITERAPLAN_BRIDGE_TOKEN"


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python3 -m bridge.cluster", description="Bridge replicas on a Ray cluster.")
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="start bridge replicas as Ray actors and publish their addresses")
    watch = commands.add_parser("watch", help="print a registry's replicas as JSON lines whenever they change")
    for sub in (serve, watch):
        sub.add_argument("--address", required=True, help="the Ray cluster: auto, HOST:PORT, or ray://HOST:PORT")
        sub.add_argument("--registry", default=DEFAULT_REGISTRY, help=f"the registry's actor name (default {DEFAULT_REGISTRY})")
        sub.add_argument("--exit-with-stdin", action="store_true", help="stop when stdin reaches end-of-file")
        sub.add_argument("--log-level", default="WARNING", choices=("DEBUG", "INFO", "WARNING", "ERROR"))
    serve.add_argument("--replicas", type=int, default=1)
    serve.add_argument("--backend", choices=BACKEND_NAMES, default="symbolic")
    serve.add_argument("--cpus-per-replica", type=float, default=None, help="Ray CPUs each replica holds (default 1)")
    serve.add_argument("--gpus-per-replica", type=float, default=None, help="Ray GPUs each replica holds (ai2thor default 1; 0.5 puts two on a GPU)")
    serve.add_argument("--max-restarts", type=int, default=-1, help="restarts of a replica by Ray (-1, the default: always)")
    serve.add_argument("--scenes", type=Path, default=None, help="scenes folder shipped to the replicas (default $ITERAPLAN_SCENES or scenes/)")
    serve.add_argument("--platform", choices=PLATFORMS, default=None)
    serve.add_argument("--width", type=int, default=None)
    serve.add_argument("--height", type=int, default=None)
    serve.add_argument("--step-delay-ms", type=int, default=0, help="symbolic backend, benchmarks only: every step takes this long")
    serve.add_argument("--exclusive", action="store_true", help="symbolic backend, benchmarks only: one connection at a time")
    return parser.parse_args(argv)


def serve_options(args: argparse.Namespace) -> ServeOptions:
    """The checked options of `serve`."""
    if not 0 <= args.step_delay_ms <= 60_000:
        raise ClusterUsageError(f"--step-delay-ms must be between 0 and 60000, got {args.step_delay_ms}")
    config = ReplicaConfig(
        backend=args.backend,
        step_delay_ms=args.step_delay_ms,
        exclusive=args.exclusive,
        platform=args.platform,
        width=args.width,
        height=args.height,
    )
    placement = placement_for(args.backend, args.cpus_per_replica, args.gpus_per_replica, args.max_restarts)
    return check_serve(ServeOptions(address=args.address, replicas=args.replicas, registry=args.registry, placement=placement, config=config))


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(stream=sys.stderr, level=args.log_level, format="%(asctime)s bridge %(levelname)s %(name)s: %(message)s")
    # Ray prints the cluster's error messages (a worker died, a node was lost) on stdout: they go
    # to stderr with the logs, stdout carries only our JSON lines.
    out, sys.stdout = sys.stdout, sys.stderr
    try:
        if args.command == "watch":
            from .watch import watch

            watch(args.address, args.registry, args.exit_with_stdin, out)
        else:
            options = serve_options(args)
            token = os.environ.get(TOKEN_ENV) or ""
            if not token:
                raise ClusterUsageError(f"the replicas listen on their nodes' addresses and need a token: set {TOKEN_ENV}")
            from .serve import serve

            serve(options, token, args.scenes or scenes_dir(), args.exit_with_stdin, out)
    except StartupError as error:
        print(f"bridge: {error}", file=sys.stderr)
        return error.exit_code
    finally:
        sys.stdout = out
    return 0


if __name__ == "__main__":
    sys.exit(main())
