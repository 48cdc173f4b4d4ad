"""The shape contract shared with the TypeScript side: the files of ``contract/``.

They are generated from the zod schemas (``scripts/write-contract.mjs``; docs/CONTRACTS.md): the
constants both halves need (action error codes with what each refusal is about, state keys,
action arguments, limits, exit codes) and the JSON Schema of every data file and protocol
message. Python reads the constants from here instead of writing them again, and validates
shapes with the schemas; what a schema cannot say (a name that must be a type of the catalogue,
an effect that needs a property) stays in the loaders as cross-reference checks.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, Iterator, Mapping

from jsonschema import Draft202012Validator

CONTRACT_DIR = Path(__file__).resolve().parents[1] / "contract"


def _load(name: str) -> Any:
    return json.loads((CONTRACT_DIR / name).read_text(encoding="utf-8"))


_CONSTANTS: Mapping[str, Any] = _load("constants.json")

PROTOCOL_VERSION: int = _CONSTANTS["protocolVersion"]
PROTOCOL_ERRORS: tuple[str, ...] = tuple(_CONSTANTS["protocolErrors"])
# code -> {"about": "type" | "state", "effectHolds"?: true, "means": str}
ACTION_ERRORS: Mapping[str, Mapping[str, Any]] = MappingProxyType(_CONSTANTS["actionErrors"])
STEP_ARGUMENTS: tuple[str, ...] = tuple(_CONSTANTS["stepArguments"])
MAX_SIMULATE_STEPS: int = _CONSTANTS["maxSimulateSteps"]
OBJECT_PROPERTIES: frozenset[str] = frozenset(_CONSTANTS["objectProperties"])
# state key of a scene -> the property an object needs to have it
STATE_KEYS: Mapping[str, str] = MappingProxyType(_CONSTANTS["stateKeys"])
ROOM_TYPES: tuple[str, ...] = tuple(_CONSTANTS["roomTypes"])
# effect key of the catalogue -> the properties its type must have
EFFECT_NEEDS: Mapping[str, tuple[str, ...]] = MappingProxyType({k: tuple(v) for k, v in _CONSTANTS["effectNeeds"].items()})
EXIT_CODES: Mapping[str, int] = MappingProxyType(_CONSTANTS["exitCodes"])


@lru_cache(maxsize=None)
def validator(name: str) -> Draft202012Validator:
    """The validator of ``contract/<name>.schema.json`` (``scene``, ``step-result``, ...)."""
    return Draft202012Validator(_load(f"{name}.schema.json"))


def schema_problems(name: str, data: Any) -> Iterator[tuple[tuple, str]]:
    """Each place ``data`` breaks schema ``name``: its path (keys and list indices) and the reason,
    in document order."""
    errors = sorted(validator(name).iter_errors(data), key=lambda e: [str(p) for p in e.absolute_path])
    for error in errors:
        yield _problem(error)


def _problem(error: Any) -> tuple[tuple, str]:
    """The deepest useful error of a ``oneOf``/``anyOf`` branch, as (path, reason)."""
    if error.context:
        best = max(error.context, key=lambda e: len(e.absolute_path))
        return _problem(best)
    path = tuple(error.absolute_path)
    if error.validator == "additionalProperties" and isinstance(error.instance, dict):
        allowed = set(error.schema.get("properties", {}))
        extra = sorted(str(key) for key in error.instance if key not in allowed)
        if extra:
            return path + (extra[0],), f"unknown key (expected one of {', '.join(sorted(allowed))})"
    if error.validator == "required":
        missing = str(error.message).split("'")[1] if "'" in error.message else ""
        return path + ((missing,) if missing else ()), "is missing"
    return path, _reason(error)


def _reason(error: Any) -> str:
    kind = error.validator
    value = error.instance
    if kind == "enum":
        return f"must be one of {', '.join(map(str, error.validator_value))}, got {value!r}"
    if kind == "const":
        return f"must be {error.validator_value!r}, got {value!r}"
    if kind == "type":
        wanted = error.validator_value
        wanted = " or ".join(wanted) if isinstance(wanted, list) else wanted
        return f"must be {_article(wanted)}, got {value!r}"
    if kind == "pattern":
        return f"{value!r} does not have the right form ({error.validator_value})"
    bounds = {"minimum": "at least", "exclusiveMinimum": "greater than", "maximum": "at most", "exclusiveMaximum": "less than"}
    if kind in bounds:
        return f"must be {bounds[kind]} {error.validator_value}, got {value!r}"
    if kind in ("minLength", "minItems"):
        return "must not be empty" if error.validator_value == 1 else f"must have at least {error.validator_value} items"
    return str(error.message)


def _article(kind: str) -> str:
    words = {"string": "a string", "array": "a list", "object": "a mapping", "integer": "an integer",
             "number": "a number", "boolean": "true or false", "null": "null"}
    return words.get(kind, kind)
