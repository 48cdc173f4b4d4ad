"""The loop both cluster commands run: until SIGINT/SIGTERM (or end of stdin), one round every
`POLL_S` seconds."""

from __future__ import annotations

import asyncio
import signal

POLL_S = 0.5


def stop_event(exit_with_stdin: bool) -> asyncio.Event:
    """An event set by SIGINT/SIGTERM, and by the end of stdin when asked (call in the loop)."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    if exit_with_stdin:
        from ..__main__ import watch_stdin

        watch_stdin(loop, stop)
    return stop


async def pause(stop: asyncio.Event) -> None:
    """Waits POLL_S seconds, or less when `stop` is set meanwhile."""
    try:
        await asyncio.wait_for(stop.wait(), POLL_S)
    except asyncio.TimeoutError:
        pass
