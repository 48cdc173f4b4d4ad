"""Exceptions raised by the simulator library.

Two families:

* load errors (``DataError`` and subclasses) for a catalogue or scene file that is missing or
  invalid; the message names the file, the line when known, the entry and the field;
* call errors (``StepCallError``, a ``ValueError``) for a ``World.step`` call that is malformed
  (unknown agent or action, missing, extra or ill-typed argument). The bridge maps these to
  ``bad_params``. A well-formed action that fails is *not* an exception: it is a ``StepResult``.
"""

from __future__ import annotations

from pathlib import Path


class DataError(Exception):
    """A data file (catalogue or scene) cannot be loaded.

    ``str(error)`` reads ``<file>:<line>: <where>: <reason>`` (the line part only when known).
    """

    def __init__(self, file: Path | str, where: str, reason: str, line: int | None = None):
        self.file = Path(file)
        self.where = where
        self.reason = reason
        self.line = line
        location = self.file.name if line is None else f"{self.file.name}:{line}"
        parts = [location]
        if where:
            parts.append(where)
        parts.append(reason)
        super().__init__(": ".join(parts))


class CatalogueError(DataError):
    """``object-types.yaml`` is missing or invalid."""


class SceneError(DataError):
    """A scene file is invalid."""


class UnknownSceneError(LookupError):
    """No scene of that name exists, or the name is not a plain scene name."""

    def __init__(self, name: str, reason: str):
        self.name = name
        super().__init__(f"unknown scene {name!r}: {reason}")


class StepCallError(ValueError):
    """A ``World.step`` call is malformed; ``field`` names the offending field."""

    def __init__(self, field: str, message: str):
        self.field = field
        super().__init__(message)


class UnknownAgentError(StepCallError):
    """The agent name is not one of the world's agents."""


class UnknownActionError(StepCallError):
    """The action is not an atomic action of the simulator."""


class ArgumentError(StepCallError):
    """An action argument is missing, unexpected or not a non-empty string."""
