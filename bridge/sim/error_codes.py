"""The stable action error codes of docs/CONTRACTS.md, and the internal failure signal.

Action handlers raise ``ActionFailure``; ``World.step`` turns it into a failed ``StepResult``.
"""

from __future__ import annotations

from enum import StrEnum


class ErrorCode(StrEnum):
    """``result.errorCode`` values; each member's value equals its name."""

    OBJECT_NOT_FOUND = "OBJECT_NOT_FOUND"
    NOT_REACHABLE = "NOT_REACHABLE"
    HAND_OCCUPIED = "HAND_OCCUPIED"
    NOT_HOLDING = "NOT_HOLDING"
    HELD_BY_OTHER_AGENT = "HELD_BY_OTHER_AGENT"
    NOT_PICKUPABLE = "NOT_PICKUPABLE"
    NOT_OPENABLE = "NOT_OPENABLE"
    NOT_TOGGLEABLE = "NOT_TOGGLEABLE"
    NOT_SLICEABLE = "NOT_SLICEABLE"
    NOT_BREAKABLE = "NOT_BREAKABLE"
    NOT_RECEPTACLE = "NOT_RECEPTACLE"
    NOT_CLEANABLE = "NOT_CLEANABLE"
    NOT_USABLE_UP = "NOT_USABLE_UP"
    INSIDE_CLOSED_RECEPTACLE = "INSIDE_CLOSED_RECEPTACLE"
    RECEPTACLE_CLOSED = "RECEPTACLE_CLOSED"
    RECEPTACLE_INCOMPATIBLE = "RECEPTACLE_INCOMPATIBLE"
    RECEPTACLE_FULL = "RECEPTACLE_FULL"
    ALREADY_ON = "ALREADY_ON"
    ALREADY_OFF = "ALREADY_OFF"
    ALREADY_SLICED = "ALREADY_SLICED"
    ALREADY_BROKEN = "ALREADY_BROKEN"
    ALREADY_CLEAN = "ALREADY_CLEAN"
    ALREADY_USED_UP = "ALREADY_USED_UP"
    WRONG_TOOL = "WRONG_TOOL"
    NOT_DETERGENT = "NOT_DETERGENT"
    DETERGENT_USED_UP = "DETERGENT_USED_UP"
    NOT_AT_GARBAGE_CAN = "NOT_AT_GARBAGE_CAN"
    OBJECT_USED_UP = "OBJECT_USED_UP"
    MUST_BE_CLOSED = "MUST_BE_CLOSED"
    MUST_BE_OFF = "MUST_BE_OFF"
    OBJECT_BROKEN = "OBJECT_BROKEN"


class ActionFailure(Exception):
    """An action cannot be done; carries the stable code and the message for the LLM.

    ``replaced`` is set when the argument named an object an interaction has replaced
    (``"sliced"`` or ``"broken"``), so an action may report ALREADY_SLICED/ALREADY_BROKEN instead.
    """

    def __init__(self, code: ErrorCode, message: str, replaced: str | None = None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.replaced = replaced
