"""`python3 -m bridge --backend symbolic|ai2thor --host 127.0.0.1 --port 8765 [--token T] [--scenes DIR]
[--platform desktop|cloud] [--width W] [--height H] [--frames DIR] [--exit-with-stdin]`

Benchmarks only (symbolic backend): `--step-delay-ms MS --exclusive` imitate AI2-THOR's timing.

The first stdout line is `{"listening": "ws://HOST:PORT", "backend": ..., "protocol": 1}`; logs
go to stderr. SIGTERM/SIGINT close the server and exit 0. Exit 2: bad usage (a non-loopback host
without a token); exit 3: environment (ai2thor missing, port in use).

With `--exit-with-stdin` the bridge also shuts down when its stdin reaches end-of-file: the
process that launched it holds the pipe's other end, and the kernel closes it when that process
dies in any way (SIGKILL and crashes included), so a launched bridge never outlives its parent.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import signal
import sys
import threading
from pathlib import Path
from typing import Sequence

from .backends import BACKEND_NAMES, load_backend
from .backends.ai2thor_backend import PLATFORMS, ControllerOptions
from .errors import EXIT_ENVIRONMENT, StartupError
from .protocol import PROTOCOL_VERSION
from .server import BridgeServer, ServerConfig, check_exposure

TOKEN_ENV = "ITERAPLAN_BRIDGE_TOKEN"


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python3 -m bridge", description="IteraPlan's WebSocket bridge.")
    parser.add_argument("--backend", choices=BACKEND_NAMES, default="symbolic")
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8765, help="port to bind; 0 picks a free one")
    parser.add_argument("--token", default=None, help=f"shared token (default ${TOKEN_ENV})")
    parser.add_argument("--scenes", type=Path, default=None, help="scenes directory (symbolic backend)")
    parser.add_argument(
        "--platform", choices=PLATFORMS, default=None,
        help="how Unity renders (ai2thor backend): desktop needs a display, cloud is AI2-THOR's headless CloudRendering",
    )
    parser.add_argument("--width", type=int, default=None, help="frame width in pixels (ai2thor backend)")
    parser.add_argument("--height", type=int, default=None, help="frame height in pixels (ai2thor backend)")
    parser.add_argument("--frames", type=Path, default=None, help="save a picture of every step and of the room from above here (ai2thor backend)")
    parser.add_argument("--log-level", default="INFO", choices=("DEBUG", "INFO", "WARNING", "ERROR"))
    # Benchmarks only: make the symbolic backend as slow and exclusive as AI2-THOR.
    parser.add_argument(
        "--step-delay-ms", type=int, default=0, help="symbolic backend, benchmarks only: every step takes this long"
    )
    parser.add_argument(
        "--exclusive", action="store_true", help="symbolic backend, benchmarks only: one connection at a time"
    )
    parser.add_argument(
        "--exit-with-stdin",
        action="store_true",
        help="shut down when stdin reaches end-of-file (the launching process died or let go)",
    )
    args = parser.parse_args(argv)
    if not 0 <= args.port <= 65535:
        parser.error(f"--port must be between 0 and 65535, got {args.port}")
    if not 0 <= args.step_delay_ms <= 60_000:
        parser.error(f"--step-delay-ms must be between 0 and 60000, got {args.step_delay_ms}")
    if args.token is None:
        args.token = os.environ.get(TOKEN_ENV) or None
    unity = {"--platform": args.platform, "--width": args.width, "--height": args.height}
    given = [name for name, value in unity.items() if value is not None]
    if given and args.backend != "ai2thor":
        parser.error(f"{', '.join(given)}: only for --backend ai2thor")
    for name in ("--width", "--height"):
        if unity[name] is not None and not 16 <= unity[name] <= 8192:
            parser.error(f"{name} must be between 16 and 8192 pixels, got {unity[name]}")
    return args


def controller_options(args: argparse.Namespace) -> ControllerOptions:
    """How to start Unity, from the command line (ai2thor backend)."""
    return ControllerOptions(platform=args.platform or "desktop", width=args.width, height=args.height)


async def run(args: argparse.Namespace) -> None:
    """Listen until SIGTERM or SIGINT."""
    config = ServerConfig(host=args.host, port=args.port, token=args.token)
    check_exposure(config)  # before loading a backend that may take long to start
    backend = load_backend(
        args.backend,
        args.scenes,
        controller_options(args),
        frames_dir=args.frames,
        step_delay_ms=args.step_delay_ms,
        exclusive=args.exclusive,
    )
    server = BridgeServer(backend, config)
    try:
        await server.start()
    except OSError as error:
        await server.close()
        raise StartupError(f"cannot listen on {args.host}:{args.port}: {error.strerror or error}", EXIT_ENVIRONMENT) from None
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    if args.exit_with_stdin:
        watch_stdin(loop, stop)
    print(json.dumps({"listening": server.url, "backend": args.backend, "protocol": PROTOCOL_VERSION}), flush=True)
    await stop.wait()
    logging.getLogger("bridge").info("shutting down")
    await server.close()


def watch_stdin(loop: asyncio.AbstractEventLoop, stop: asyncio.Event) -> None:
    """Sets `stop` once stdin reaches end-of-file. A daemon thread blocks on the read, so the
    event loop never does; whatever arrives on stdin is ignored. It reads the file descriptor,
    not ``sys.stdin.buffer``: a daemon thread blocked inside the buffered reader holds its lock,
    and the interpreter aborts at shutdown ("could not acquire lock for <stdin>") when the
    bridge stops for another reason (a signal)."""

    def read_to_end() -> None:
        try:
            while os.read(sys.stdin.fileno(), 4096):
                pass
        except (OSError, ValueError):
            pass  # a closed or broken stdin ends the watch the same way
        logging.getLogger("bridge").info("stdin closed: the launching process is gone, shutting down")
        try:
            loop.call_soon_threadsafe(stop.set)
        except RuntimeError:
            pass  # the loop has already closed: the bridge is stopping anyway

    threading.Thread(target=read_to_end, name="stdin-watch", daemon=True).start()


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(
        stream=sys.stderr, level=args.log_level, format="%(asctime)s bridge %(levelname)s %(name)s: %(message)s"
    )
    try:
        asyncio.run(run(args))
    except StartupError as error:
        print(f"bridge: {error}", file=sys.stderr)
        return error.exit_code
    return 0


if __name__ == "__main__":
    sys.exit(main())
