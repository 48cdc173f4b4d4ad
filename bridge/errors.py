"""Typed errors of the bridge.

`ProtocolError` becomes an `ok: false` reply (the connection stays open); `StartupError` stops
`python -m bridge` before it listens, with an exit code the launcher can act on.
"""

from __future__ import annotations

from typing import Final

# Protocol error codes (docs/CONTRACTS.md, bridge/PROTOCOL.md).
BAD_JSON: Final = "bad_json"
BAD_REQUEST: Final = "bad_request"
UNKNOWN_OP: Final = "unknown_op"
BAD_PARAMS: Final = "bad_params"
UNKNOWN_SCENE: Final = "unknown_scene"
NO_SCENE: Final = "no_scene"
BUSY: Final = "busy"
BACKEND_ERROR: Final = "backend_error"

PROTOCOL_ERROR_CODES: Final = (
    BAD_JSON,
    BAD_REQUEST,
    UNKNOWN_OP,
    BAD_PARAMS,
    UNKNOWN_SCENE,
    NO_SCENE,
    BUSY,
    BACKEND_ERROR,
)

# Exit codes shared with the TypeScript side (src/errors.ts: 2 bad usage, 3 environment).
EXIT_USAGE: Final = 2
EXIT_ENVIRONMENT: Final = 3


class ProtocolError(Exception):
    """A request the bridge refuses; sent back as `{"ok": false, "error": {code, message}}`."""

    def __init__(self, code: str, message: str) -> None:
        if code not in PROTOCOL_ERROR_CODES:
            raise ValueError(f"unknown protocol error code {code!r}")
        super().__init__(message)
        self.code = code
        self.message = message

    def to_json(self) -> dict[str, str]:
        """The `error` member of a reply."""
        return {"code": self.code, "message": self.message}


class StartupError(Exception):
    """The bridge cannot start; `exit_code` is what `python -m bridge` exits with."""

    def __init__(self, message: str, exit_code: int) -> None:
        super().__init__(message)
        self.exit_code = exit_code
