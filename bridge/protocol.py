"""Protocol v1 message logic: decode, validate, dispatch to a session, build the reply.

Pure: no sockets, no event loop. `handle_message` turns one incoming text frame into the reply
object; the server only moves frames. See bridge/PROTOCOL.md for the wire format.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import Any, Callable, Final, Mapping

from .backends.base import DEFAULT_AGENTS, Backend, JsonObject, Session
from .errors import (
    BACKEND_ERROR,
    BAD_JSON,
    BAD_PARAMS,
    BAD_REQUEST,
    UNKNOWN_OP,
    UNKNOWN_SCENE,
    ProtocolError,
)

PROTOCOL_VERSION: Final = 1

log = logging.getLogger("bridge.protocol")


@dataclass(frozen=True)
class Param:
    """One request parameter: its name, whether it must be present, and its checker."""

    name: str
    required: bool
    check: Callable[[str, str, Any], Any]


def _string(op: str, name: str, value: Any) -> str:
    if not isinstance(value, str) or value == "":
        raise ProtocolError(
            BAD_PARAMS, f"{op}: param '{name}' must be a non-empty string, got {_describe(value)}"
        )
    return value


def _agent_list(op: str, name: str, value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not value:
        raise ProtocolError(
            BAD_PARAMS, f"{op}: param '{name}' must be a non-empty list of strings, got {_describe(value)}"
        )
    for index, item in enumerate(value):
        _string(op, f"{name}[{index}]", item)
    if len(set(value)) != len(value):
        raise ProtocolError(BAD_PARAMS, f"{op}: param '{name}' names an agent twice: {value}")
    return tuple(value)


def _describe(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "an empty string" if value == "" else "a string"
    if isinstance(value, list):
        return "an empty list" if not value else "a list"
    return "an object"


# The per-action id params of `step`; which of them an action takes is the backend's business
# (it answers `bad_params` naming the missing or extra one).
STEP_ID_PARAMS: Final = ("receptacleObjectId", "toolObjectId", "canBeUsedUpDetergentId")
STEP_FIELDS: Final = ("agent", "action", "objectId", *STEP_ID_PARAMS)
# A `simulate` request runs at most this many steps (a frame is capped at 1 MiB anyway).
MAX_SIMULATE_STEPS: Final = 10_000


def _boolean(op: str, name: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise ProtocolError(BAD_PARAMS, f"{op}: param '{name}' must be true or false, got {_describe(value)}")
    return value


def _step_list(op: str, name: str, value: Any) -> list[dict[str, str]]:
    """A list of `{agent, action, objectId, ...}` objects, each checked like `step` (an empty one
    asks for the state alone, which is how `from: reset` reads the start of the episode)."""
    if not isinstance(value, list):
        raise ProtocolError(BAD_PARAMS, f"{op}: param '{name}' must be a list of steps, got {_describe(value)}")
    if len(value) > MAX_SIMULATE_STEPS:
        raise ProtocolError(BAD_PARAMS, f"{op}: param '{name}' has {len(value)} steps; at most {MAX_SIMULATE_STEPS}")
    steps = []
    for index, item in enumerate(value):
        where = f"{name}[{index}]"
        if not isinstance(item, dict):
            raise ProtocolError(BAD_PARAMS, f"{op}: param '{where}' must be an object like a step request, got {_describe(item)}")
        for key in item:
            if key not in STEP_FIELDS:
                raise ProtocolError(BAD_PARAMS, f"{op}: param '{where}.{key}' is unknown (allowed: {', '.join(STEP_FIELDS)})")
        for key in ("agent", "action", "objectId"):
            if key not in item:
                raise ProtocolError(BAD_PARAMS, f"{op}: param '{where}.{key}' is missing")
        steps.append({key: _string(op, f"{where}.{key}", item[key]) for key in STEP_FIELDS if key in item})
    return steps

# Where a `simulate` starts: the connection's world as it is, or as its last `reset` loaded it.
SIMULATE_STARTS: Final = ("current", "reset")


def _start(op: str, name: str, value: Any) -> str:
    if value not in SIMULATE_STARTS:
        raise ProtocolError(BAD_PARAMS, f"{op}: param '{name}' must be one of {', '.join(SIMULATE_STARTS)}, got {_describe(value)}")
    return value


OPS: Final[Mapping[str, tuple[Param, ...]]] = {
    "hello": (),
    "reset": (Param("scene", True, _string), Param("agents", False, _agent_list)),
    "state": (),
    "step": (
        Param("agent", True, _string),
        Param("action", True, _string),
        Param("objectId", True, _string),
        *(Param(name, False, _string) for name in STEP_ID_PARAMS),
    ),
    "simulate": (Param("steps", True, _step_list), Param("stopOnFailure", False, _boolean), Param("from", False, _start)),
}

_ENVELOPE: Final = ("id", "op")


@dataclass(frozen=True)
class Request:
    """A decoded, validated request."""

    id: int
    op: str
    params: dict[str, Any]


def decode_envelope(text: str | bytes) -> tuple[int, str, dict[str, Any]]:
    """Parse a frame into `(id, op, raw params)`; errors here have no request id to answer."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as error:
            raise ProtocolError(BAD_JSON, f"frame is not UTF-8 text: {error}") from None
    try:
        message = json.loads(text)
    except json.JSONDecodeError as error:
        raise ProtocolError(
            BAD_JSON, f"frame is not JSON: {error.msg} at line {error.lineno} column {error.colno}"
        ) from None
    except (RecursionError, ValueError) as error:
        # Nesting deeper than the decoder recurses, or an integer too long to convert: still
        # the sender's bad JSON, not a backend failure.
        raise ProtocolError(BAD_JSON, f"frame is not usable JSON: {error}") from None
    if not isinstance(message, dict):
        raise ProtocolError(BAD_REQUEST, f"a request must be a JSON object, got {_describe(message)}")
    request_id = message.get("id")
    if "id" not in message or isinstance(request_id, bool) or not isinstance(request_id, int):
        raise ProtocolError(
            BAD_REQUEST, f"a request needs an integer 'id', got {_describe(request_id) if 'id' in message else 'none'}"
        )
    params = {key: value for key, value in message.items() if key not in _ENVELOPE}
    return request_id, message.get("op"), params  # type: ignore[return-value]


def validate(op: Any, raw: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """Check `op` and its params (every required one present, no unknown one, right types)."""
    if not isinstance(op, str):
        raise ProtocolError(BAD_REQUEST, f"a request needs a string 'op', got {_describe(op) if op is not None else 'none'}")
    spec = OPS.get(op)
    if spec is None:
        raise ProtocolError(UNKNOWN_OP, f"unknown op '{op}' (known: {', '.join(OPS)})")
    allowed = {param.name for param in spec}
    for name in raw:
        if name not in allowed:
            listed = ", ".join(param.name for param in spec) or "none"
            raise ProtocolError(BAD_PARAMS, f"{op}: unknown param '{name}' (allowed: {listed})")
    params: dict[str, Any] = {}
    for param in spec:
        if param.name in raw:
            params[param.name] = param.check(op, param.name, raw[param.name])
        elif param.required:
            raise ProtocolError(BAD_PARAMS, f"{op}: missing param '{param.name}'")
    return op, params


def parse_request(text: str | bytes) -> Request:
    """Decode and validate one frame."""
    request_id, op, raw = decode_envelope(text)
    op, params = validate(op, raw)
    return Request(request_id, op, params)


def is_scene_name(scene: str) -> bool:
    """A scene is named, never addressed by path: no separators, no dot-files, no NUL."""
    return not (
        "/" in scene or "\\" in scene or "\0" in scene or scene.startswith(".") or scene.strip() != scene
    )


def dispatch(request: Request, backend: Backend, session: Session) -> JsonObject:
    """Run a validated request against the connection's session; return the `result`."""
    params = request.params
    if request.op == "hello":
        return {
            "protocol": PROTOCOL_VERSION,
            "backend": backend.name,
            "scenes": backend.scenes(),
            "exclusive": bool(getattr(backend, "exclusive", False)),
        }
    if request.op == "reset":
        scene = params["scene"]
        if not is_scene_name(scene):
            raise ProtocolError(UNKNOWN_SCENE, f"reset: scene must be a scene name, not a path: {scene!r}")
        return session.reset(scene, params.get("agents", DEFAULT_AGENTS))
    if request.op == "state":
        return session.state()
    if request.op == "step":
        return session.step(params["agent"], params["action"], _action_args(params))
    if request.op == "simulate":
        steps = [(step["agent"], step["action"], _action_args(step)) for step in params["steps"]]
        return session.simulate(steps, params.get("stopOnFailure", False), params.get("from", "current"))
    raise AssertionError(f"op {request.op!r} validated but not dispatched")


def _action_args(params: Mapping[str, Any]) -> dict[str, str]:
    """The action's arguments of a step: `objectId` and whichever id params are present."""
    args = {"objectId": params["objectId"]}
    args.update({name: params[name] for name in STEP_ID_PARAMS if name in params})
    return args


def ok_reply(request_id: int, result: JsonObject) -> JsonObject:
    return {"id": request_id, "ok": True, "result": result}


def error_reply(request_id: int | None, error: ProtocolError) -> JsonObject:
    return {"id": request_id, "ok": False, "error": error.to_json()}


def request_id_of(text: str | bytes) -> int | None:
    """The id of a frame when it has a usable one (for replies to requests refused unread)."""
    try:
        request_id, _, _ = decode_envelope(text)
    except ProtocolError:
        return None
    return request_id


def handle_message(text: str | bytes, backend: Backend, session: Session) -> JsonObject:
    """One frame in, one reply out. Never raises: an unexpected failure is `backend_error`."""
    request_id: int | None = None
    try:
        request_id, op, raw = decode_envelope(text)
        op, params = validate(op, raw)
        return ok_reply(request_id, dispatch(Request(request_id, op, params), backend, session))
    except ProtocolError as error:
        return error_reply(request_id, error)
    except Exception as error:  # a backend bug must not kill the connection
        log.exception("request %s failed inside the backend", request_id)
        return error_reply(request_id, ProtocolError(BACKEND_ERROR, f"{type(error).__name__}: {error}"))
