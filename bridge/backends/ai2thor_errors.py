"""Map AI2-THOR's free-text `errorMessage` to the bridge's stable action error codes.

The backend checks the common preconditions itself before calling the controller, so most
failures get their code from that check; this table covers what only Unity can tell (no room on
a receptacle, an object that vanished, ...). AI2-THOR's messages are prose, not structured, so
matching on key phrases is the only option; the first matching row wins and the fallback is
`ACTION_FAILED`, with the original message kept in `errorMessage`.
"""

from __future__ import annotations

from typing import Final

ACTION_FAILED: Final = "ACTION_FAILED"

# (phrases that must all occur in the lower-cased message, code). Order: specific before general.
_RULES: Final[tuple[tuple[tuple[str, ...], str], ...]] = (
    (("already", "toggled on"), "ALREADY_ON"),
    (("already", "toggled off"), "ALREADY_OFF"),
    (("already", "sliced"), "ALREADY_SLICED"),
    (("already", "broken"), "ALREADY_BROKEN"),
    (("already", "clean"), "ALREADY_CLEAN"),
    (("already", "used up"), "ALREADY_USED_UP"),
    (("not", "pickupable"), "NOT_PICKUPABLE"),
    (("not", "openable"), "NOT_OPENABLE"),
    (("not", "toggleable"), "NOT_TOGGLEABLE"),
    (("not", "sliceable"), "NOT_SLICEABLE"),
    (("not", "breakable"), "NOT_BREAKABLE"),
    (("not", "dirtyable"), "NOT_CLEANABLE"),
    (("can", "not", "be used up"), "NOT_USABLE_UP"),
    (("cannot", "be used up"), "NOT_USABLE_UP"),
    (("not", "a receptacle"), "NOT_RECEPTACLE"),
    (("no valid positions",), "RECEPTACLE_FULL"),
    (("no room",), "RECEPTACLE_FULL"),
    (("not", "valid receptacle"), "RECEPTACLE_INCOMPATIBLE"),
    (("cannot be placed",), "RECEPTACLE_INCOMPATIBLE"),
    (("closed",), "RECEPTACLE_CLOSED"),
    (("hand", "full"), "HAND_OCCUPIED"),
    (("already holding",), "HAND_OCCUPIED"),
    (("not holding",), "NOT_HOLDING"),
    (("nothing in hand",), "NOT_HOLDING"),
    (("no object", "hand"), "NOT_HOLDING"),
    (("not visible",), "NOT_REACHABLE"),
    (("not interactable",), "NOT_REACHABLE"),
    (("too far",), "NOT_REACHABLE"),
    (("out of reach",), "NOT_REACHABLE"),
    (("not found",), "OBJECT_NOT_FOUND"),
    (("could not find",), "OBJECT_NOT_FOUND"),
    (("invalid", "object"), "OBJECT_NOT_FOUND"),
)


def error_code_for(message: str | None) -> str:
    """The action error code for one of AI2-THOR's error messages."""
    text = (message or "").lower()
    for phrases, code in _RULES:
        if all(phrase in text for phrase in phrases):
            return code
    return ACTION_FAILED
