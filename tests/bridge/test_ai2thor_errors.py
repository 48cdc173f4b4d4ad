"""Unity's real `errorMessage` strings (PhysicsRemoteFPSAgentController, BaseFPSAgentController)
map to the codes the symbolic simulator gives for the same refusal. Exceptions thrown inside an
action arrive as "<ExceptionType>: <message>" (BaseFPSAgentController.ProcessControlCommand)."""

from __future__ import annotations

import pytest

from bridge.backends.ai2thor_errors import _RULES, ACTION_FAILED, error_code_for
from bridge.sim import ErrorCode

MUG = "Mug_1a2b3c"
CASES = [
    # placeHeldObject
    ("Target openable Receptacle is CLOSED, can't place if target is not open!", "RECEPTACLE_CLOSED"),
    ("Can't place an object if Agent isn't holding anything", "NOT_HOLDING"),
    ("This target object is NOT a receptacle!", "NOT_RECEPTACLE"),
    ("StoveBurner_9d1e2f is full right now", "RECEPTACLE_FULL"),
    (f"{MUG} is not a valid Object Type to be placed in StoveBurner_9d1e2f", "RECEPTACLE_INCOMPATIBLE"),
    ("PaperTowelRoll_77aa01 cannot be placed in Cabinet_0c1d2e", "RECEPTACLE_INCOMPATIBLE"),
    ("No valid positions to place object found", ACTION_FAILED),
    ("another object's collision is blocking held object from being placed", ACTION_FAILED),
    ("No valid Receptacle found", ACTION_FAILED),
    # pickupObject
    ("InvalidOperationException: Agent hand has something in it already! Can't pick up anything else", "HAND_OCCUPIED"),
    ("InvalidOperationException: Fridge|-02.10|+00.00|+01.09 must have the property CanPickup to be picked up.", "NOT_PICKUPABLE"),
    ("InvalidOperationException: Picking up object would cause it to collide and clip into something!", ACTION_FAILED),
    # toggleObject
    ("target object is controlled by another sim object. target object cannot be turned on/off directly", "NOT_TOGGLEABLE"),
    ("object is not toggleable.", "NOT_TOGGLEABLE"),
    ("can't toggle object on if it's already on!", "ALREADY_ON"),
    ("can't toggle object off if it's already off!", "ALREADY_OFF"),
    ("Target must be closed to Toggle On!", "MUST_BE_CLOSED"),
    ("Target is broken and cannot be Toggled On!", "OBJECT_BROKEN"),
    # openObject
    ("Target must be OFF to open!", "MUST_BE_OFF"),
    ("CounterTop|-00.08|+01.15|+00.00 is not an Openable object", "NOT_OPENABLE"),
    ("Openable object collided with Chair_5", ACTION_FAILED),
    # SliceObject, BreakObject, CleanObject, UseUpObject
    (f"{MUG} Does not have the CanBeSliced property!", "NOT_SLICEABLE"),
    ("target object cannot be sliced if it is in the agent's hand", ACTION_FAILED),
    ("Apple_3 does not have the CanBreak property!!", "NOT_BREAKABLE"),
    (f"{MUG} is already Clean!", "ALREADY_CLEAN"),
    ("Apple_3 does not have dirtyable property!", "NOT_CLEANABLE"),
    ("SoapBar_4 does not have CanBeUsedUp property!", "NOT_USABLE_UP"),
    ("object already used up!", "ALREADY_USED_UP"),
    # finding the target
    ("ArgumentException: objectId: Apple|+09.99|+00.00|+00.00 is not the objectId on any object in the scene!", "OBJECT_NOT_FOUND"),
    ("NullReferenceException: Target object not found within the specified visibility.", "NOT_REACHABLE"),
    ("NullReferenceException: Target object is visible but not interactable. It is likely obstructed by some clear object like glass.", "NOT_REACHABLE"),
    ("object is visible but occluded by something: Mug|-01.95|+00.95|-01.00", "NOT_REACHABLE"),
    ("object not found: Mug|-01.95|+00.95|-01.00", "OBJECT_NOT_FOUND"),
    # nothing to go on
    ("Unity crashed in a new way", ACTION_FAILED),
    ("", ACTION_FAILED),
    (None, ACTION_FAILED),
]


@pytest.mark.parametrize(("message", "code"), CASES)
def test_unity_messages_map_to_the_symbolic_codes(message, code) -> None:
    assert error_code_for(message) == code


def test_exception_type_names_do_not_steer_the_mapping() -> None:
    """"InvalidOperationException" has "invalid" and messages have "object": no rule may match
    on the type name (the old table turned every such message into OBJECT_NOT_FOUND)."""
    assert error_code_for("InvalidOperationException: Picking up object would cause it to collide and clip into something!") == ACTION_FAILED
    assert error_code_for("NullReferenceException: Object with id 'Apple|1' is null") == ACTION_FAILED


def test_every_mapped_code_is_a_symbolic_code() -> None:
    assert {code for _, code in _RULES} <= {c.value for c in ErrorCode}
