"""The stable action error codes, and the internal failure signal.

The codes are the contract's (``contract/constants.json``, written once in
src/bridge/error-codes.ts), each with what the refusal is about: the object's type or the
world's state. Action handlers raise ``ActionFailure`` naming the objects involved by role;
``World.step`` turns it into a failed ``StepResult`` whose ``failure`` carries them
(bridge/PROTOCOL.md, "failure").
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, Any

from ..contract import ACTION_ERRORS

if TYPE_CHECKING:
    from .model import Replacement, SimObject

#: ``result.errorCode`` values; each member's value equals its name.
ErrorCode = StrEnum("ErrorCode", [(code, code) for code in ACTION_ERRORS])


class ActionFailure(Exception):
    """An action cannot be done; carries the stable code, the message for people, and by role
    what the simulator knows.

    ``subject`` is the object the refusal is about (its argument is named in the result);
    ``container`` the closed container to open first; ``held`` what the acting agent holds;
    ``holder`` the other agent holding the object; ``replaced`` what an interaction turned the
    named object into (so an action may report ALREADY_SLICED/ALREADY_BROKEN instead).
    """

    def __init__(
        self,
        code: Any,
        message: str,
        *,
        subject: "SimObject | None" = None,
        container: "SimObject | None" = None,
        held: str | None = None,
        holder: str | None = None,
        replaced: "Replacement | None" = None,
    ):
        super().__init__(message)
        self.code = code
        self.message = message
        self.subject = subject
        self.container = container
        self.held = held
        self.holder = holder
        self.replaced = replaced

    def details(self, argument: str | None) -> dict[str, Any]:
        """The protocol's ``failure`` object, with ``argument`` the action argument it is about."""
        found: dict[str, Any] = {"about": ACTION_ERRORS[str(self.code)]["about"], "argument": argument}
        if self.container is not None:
            found["container"] = self.container.id
        if self.held is not None:
            found["held"] = self.held
        if self.holder is not None:
            found["holder"] = self.holder
        if self.replaced is not None:
            found["replacedBy"] = {
                "how": self.replaced.kind,
                "from": self.replaced.original_type,
                "type": self.replaced.new_type,
                "ids": list(self.replaced.new_ids),
            }
        return found
