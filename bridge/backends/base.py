"""What the server needs from a backend: a factory of per-connection sessions.

A `Backend` lives as long as the server; each WebSocket connection opens one `Session`, which
owns (or borrows) one simulated world. Sessions raise `ProtocolError` for requests they refuse
(`unknown_scene`, `no_scene`, `bad_params`, `busy`); action failures are results, not errors.
"""

from __future__ import annotations

from typing import Any, Protocol, Sequence

JsonObject = dict[str, Any]

DEFAULT_AGENTS: tuple[str, ...] = ("robot", "human")


class Session(Protocol):
    """One connection's episode."""

    def reset(self, scene: str, agents: Sequence[str]) -> JsonObject:
        """Load `scene` afresh with `agents`; return the `state` result."""
        ...

    def state(self) -> JsonObject:
        """The `state` result (raises `no_scene` before the first reset)."""
        ...

    def step(self, agent: str, action: str, args: dict[str, Any]) -> JsonObject:
        """Run one atomic action; return `{success, errorCode, errorMessage, objectId, resolved}`."""
        ...

    def simulate(self, steps: Sequence[tuple[str, str, dict[str, str]]], stop_on_failure: bool, start: str = "current") -> JsonObject:
        """Run `(agent, action, args)` steps on a copy of the world (`start` "current"), or of the
        world as the last `reset` loaded it ("reset"), leaving the episode as it was; return
        `{results: [step results], state}` (see bridge/PROTOCOL.md, `simulate`)."""
        ...

    def close(self) -> None:
        """Release the world; the session is not used afterwards."""
        ...


class Backend(Protocol):
    """A simulator the server exposes over the protocol."""

    name: str
    # True when session calls block for long (a real simulator): the server then runs them in
    # a worker thread so the event loop keeps answering other connections.
    blocking: bool
    # True when the backend serves one connection at a time (a second is answered `busy`);
    # reported by `hello`, so a client can schedule one episode per bridge.
    exclusive: bool

    def scenes(self) -> list[str]:
        """Scene names a `reset` accepts, sorted."""
        ...

    def open_session(self) -> Session:
        """A new session for a new connection (raises `busy` when the backend is exclusive)."""
        ...

    def close(self) -> None:
        """Release the simulator at server shutdown."""
        ...
