"""Typed errors of the bridge.

`ProtocolError` becomes an `ok: false` reply (the connection stays open); `StartupError` stops
`python -m bridge` before it listens, with an exit code the launcher can act on.
"""

from __future__ import annotations

from typing import Final

from .contract import EXIT_CODES, PROTOCOL_ERRORS

# Protocol error codes (docs/CONTRACTS.md, bridge/PROTOCOL.md), the contract's.
PROTOCOL_ERROR_CODES: Final = PROTOCOL_ERRORS


def _code(name: str) -> str:
    if name not in PROTOCOL_ERRORS:
        raise ImportError(f"contract/constants.json has no protocol error {name!r}")
    return name


BAD_JSON: Final = _code("bad_json")
BAD_REQUEST: Final = _code("bad_request")
UNKNOWN_OP: Final = _code("unknown_op")
BAD_PARAMS: Final = _code("bad_params")
UNKNOWN_SCENE: Final = _code("unknown_scene")
NO_SCENE: Final = _code("no_scene")
BUSY: Final = _code("busy")
BACKEND_ERROR: Final = _code("backend_error")

# Exit codes shared with the TypeScript side (src/errors.ts ExitCode, through the contract).
EXIT_USAGE: Final = EXIT_CODES["badInput"]
EXIT_ENVIRONMENT: Final = EXIT_CODES["environment"]


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
