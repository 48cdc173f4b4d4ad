"""A refused action's ``failure``: the objects involved by role, the argument the refusal is about,
and whether it is about the type or the state (bridge/PROTOCOL.md, "failure"). Fixes and repairs
read these fields, never the English message."""

from __future__ import annotations

from bridge.contract import ACTION_ERRORS
from bridge.sim import ErrorCode

FRIDGE = "Fridge|-02.00|+00.00|+01.00"
EGG = "Egg|-02.01|+00.60|+01.00"
BREAD = "Bread|+00.20|+00.95|+00.10"
KNIFE = "Knife|+01.00|+00.80|-02.00"
CABINET = "Cabinet|+01.00|+00.50|-02.00"
SOAP_BAR = "SoapBar|+01.00|+00.50|-02.00"


def test_the_error_codes_are_the_contracts() -> None:
    assert [code.value for code in ErrorCode] == list(ACTION_ERRORS)
    assert ErrorCode.ACTION_FAILED.value == "ACTION_FAILED"


def test_inside_a_closed_container_names_the_container(must, act) -> None:
    must("robot", "GoToObject", objectId="Egg")
    failed = act("robot", "PickupObject", objectId="Egg")
    assert failed.error_code == "INSIDE_CLOSED_RECEPTACLE"
    assert failed.failure == {"about": "state", "argument": "objectId", "container": FRIDGE}


def test_a_closed_receptacle_to_put_into_is_the_container(must, act) -> None:
    must("robot", "GoToObject", objectId="Apple")
    must("robot", "PickupObject", objectId="Apple")
    must("robot", "GoToObject", objectId="Fridge")
    failed = act("robot", "PutObject", objectId="Apple", receptacleObjectId="Fridge")
    assert failed.error_code == "RECEPTACLE_CLOSED"
    assert failed.failure == {"about": "state", "argument": "receptacleObjectId", "container": FRIDGE}


def test_a_full_hand_names_what_it_holds(must, act) -> None:
    must("robot", "GoToObject", objectId="Bread")
    must("robot", "PickupObject", objectId="Bread")
    must("robot", "GoToObject", objectId="Lettuce")
    failed = act("robot", "PickupObject", objectId="Lettuce")
    assert failed.error_code == "HAND_OCCUPIED" and failed.failure["held"] == BREAD


def test_an_object_the_other_agent_holds_names_that_agent(must, act) -> None:
    must("human", "GoToObject", objectId="Bread")
    must("human", "PickupObject", objectId=BREAD)
    must("robot", "GoToObject", objectId=BREAD)
    failed = act("robot", "PickupObject", objectId=BREAD)
    assert failed.error_code == "HELD_BY_OTHER_AGENT"
    assert failed.failure == {"about": "state", "argument": "objectId", "holder": "human"}


def test_a_sliced_object_names_what_replaced_it(must, act) -> None:
    must("robot", "GoToObject", objectId="ButterKnife")
    must("robot", "PickupObject", objectId="ButterKnife")
    must("robot", "GoToObject", objectId="Bread")
    must("robot", "SliceObject", objectId="Bread", toolObjectId="ButterKnife")
    by_type = act("robot", "GoToObject", objectId="Bread")
    assert by_type.error_code == "OBJECT_NOT_FOUND"
    replaced = by_type.failure["replacedBy"]
    assert (replaced["how"], replaced["from"], replaced["type"]) == ("sliced", "Bread", "BreadSliced")
    assert replaced["ids"] and all(i.startswith(BREAD + "|BreadSliced_") for i in replaced["ids"])
    by_id = act("robot", "GoToObject", objectId=BREAD)
    assert by_id.failure["replacedBy"] == replaced
    again = act("robot", "SliceObject", objectId=BREAD, toolObjectId="ButterKnife")
    assert again.error_code == "ALREADY_SLICED" and again.failure["replacedBy"] == replaced
    assert ACTION_ERRORS[again.error_code].get("effectHolds") is True


def test_a_refusal_for_the_type_names_its_argument(must, act) -> None:
    must("robot", "GoToObject", objectId="Spoon")
    must("robot", "PickupObject", objectId="Spoon")
    must("robot", "GoToObject", objectId="Bread")
    wrong = act("robot", "SliceObject", objectId="Bread", toolObjectId="Spoon")
    assert wrong.error_code == "WRONG_TOOL"
    assert wrong.failure == {"about": "type", "argument": "toolObjectId"}


def test_a_failure_about_no_argument(must, act) -> None:
    must("robot", "GoToObject", objectId="Apple")
    must("robot", "PickupObject", objectId="Apple")
    failed = act("robot", "ThrowObject", objectId="Apple")
    assert failed.error_code == "NOT_AT_GARBAGE_CAN" and failed.failure == {"about": "state", "argument": None}


def test_an_unreachable_detergent_shut_away_names_its_container(must, act) -> None:
    must("robot", "GoToObject", objectId="DishSponge")
    must("robot", "PickupObject", objectId="DishSponge")
    must("robot", "GoToObject", objectId="Plate")
    failed = act("robot", "CleanObject", objectId="Plate", toolObjectId="DishSponge", canBeUsedUpDetergentId=SOAP_BAR)
    assert failed.error_code == "NOT_REACHABLE"
    assert failed.failure == {"about": "state", "argument": "canBeUsedUpDetergentId", "container": CABINET}


def test_success_has_no_failure(must) -> None:
    assert must("robot", "GoToObject", objectId="Knife").failure is None
