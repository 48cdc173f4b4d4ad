"""Map AI2-THOR's free-text `errorMessage` to the bridge's stable action error codes.

The mirror checks the preconditions before Unity is called, so most failures get their code
there; this table covers what only Unity can tell (the target is out of view, no free spot on a
receptacle, ...). The phrases are those of the Unity source (PhysicsRemoteFPSAgentController:
placeHeldObject, pickupObject, toggleObject, openObject, SliceObject, BreakObject, CleanObject,
UseUpObject; BaseFPSAgentController.getInteractableSimObjectFromId). An exception thrown by an
action reaches Python as "<ExceptionType>: <message>", so the rules match on the message text
only, never on words of the exception's type name. The first matching row wins; the fallback is
`ACTION_FAILED`, with Unity's message kept in `errorMessage`. tests/bridge/test_ai2thor_errors.py
pins every row against the exact Unity strings.
"""

from __future__ import annotations

import re
from typing import Final

from ..sim.error_codes import ErrorCode

ACTION_FAILED: Final = ErrorCode.ACTION_FAILED.value

# (regular expression searched in the message, case-insensitive, code). Specific before general.
_RULES: Final[tuple[tuple[str, str], ...]] = (
    # placeHeldObject
    (r"openable receptacle is closed", "RECEPTACLE_CLOSED"),
    (r"can't place an object if agent isn't holding anything", "NOT_HOLDING"),
    (r"target object is not a receptacle", "NOT_RECEPTACLE"),
    (r"\bis full right now", "RECEPTACLE_FULL"),
    (r"is not a valid object type to be placed in", "RECEPTACLE_INCOMPATIBLE"),
    (r"\bcannot be placed in\b", "RECEPTACLE_INCOMPATIBLE"),
    # pickupObject
    (r"agent hand has something in it already", "HAND_OCCUPIED"),
    (r"must have the property canpickup", "NOT_PICKUPABLE"),
    # toggleObject / openObject
    (r"controlled by another sim object", "NOT_TOGGLEABLE"),
    (r"object is not toggleable", "NOT_TOGGLEABLE"),
    (r"toggle object on if it's already on", "ALREADY_ON"),
    (r"toggle object off if it's already off", "ALREADY_OFF"),
    (r"must be closed to toggle on", "MUST_BE_CLOSED"),
    (r"must be off to open", "MUST_BE_OFF"),
    (r"is broken and cannot be toggled on", "OBJECT_BROKEN"),
    (r"is not an openable object", "NOT_OPENABLE"),
    # SliceObject, BreakObject, CleanObject, UseUpObject
    (r"does not have the canbesliced property", "NOT_SLICEABLE"),
    (r"does not have the canbreak property", "NOT_BREAKABLE"),
    (r"does not have dirtyable property", "NOT_CLEANABLE"),
    (r"is already clean", "ALREADY_CLEAN"),
    (r"does not have canbeusedup property", "NOT_USABLE_UP"),
    (r"object already used up", "ALREADY_USED_UP"),
    # finding the target (getInteractableSimObjectFromId and the per-action "not found")
    (r"is not the objectid on any object in the scene", "OBJECT_NOT_FOUND"),
    (r"target object not found within the specified visibility", "NOT_REACHABLE"),
    (r"visible but not interactable", "NOT_REACHABLE"),
    (r"visible but occluded", "NOT_REACHABLE"),
    (r"^(\w+exception: )?object not found", "OBJECT_NOT_FOUND"),
)
_COMPILED: Final = tuple((re.compile(pattern, re.IGNORECASE), code) for pattern, code in _RULES)


def error_code_for(message: str | None) -> str:
    """The action error code for one of AI2-THOR's error messages."""
    text = message or ""
    for pattern, code in _COMPILED:
        if pattern.search(text):
            return code
    return ACTION_FAILED
