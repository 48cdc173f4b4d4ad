"""CleanObject / UseUpObject (bridge/sim/actions/cleaning.py)."""

from __future__ import annotations

from sim_helpers import obj

PLATE = "Plate|+03.40|+00.95|+00.10"
SOAP = "SoapBottle|+03.30|+00.95|+00.10"
SOAP_BAR = "SoapBar|+01.00|+00.50|-02.00"
SPONGE = "DishSponge|+03.10|+00.95|+00.10"


def take(must, item: str, agent: str = "robot") -> None:
    must(agent, "GoToObject", objectId=item)
    must(agent, "PickupObject", objectId=item)


def test_clean_with_a_held_tool(world, must) -> None:
    take(must, "DishSponge")
    must("robot", "GoToObject", objectId="Plate")
    assert must("robot", "CleanObject", objectId="Plate", toolObjectId="DishSponge").object_id == PLATE
    assert obj(world, PLATE)["isDirty"] is False
    assert obj(world, SOAP)["isUsedUp"] is False


def test_detergent_reached_by_going_to_it_with_the_tool_is_used_up(world, must) -> None:
    take(must, "DishSponge")
    must("robot", "GoToObject", objectId="SoapBottle")  # dab the sponge
    must("robot", "GoToObject", objectId="Microwave")   # elsewhere, then to the plate
    must("robot", "GoToObject", objectId="Plate")
    result = must("robot", "CleanObject", objectId="Plate", toolObjectId="DishSponge", canBeUsedUpDetergentId="SoapBottle")
    assert result.resolved["canBeUsedUpDetergentId"] == SOAP
    assert obj(world, SOAP)["isUsedUp"] is True and obj(world, PLATE)["isDirty"] is False


def test_detergent_within_usual_reach(world, must) -> None:
    take(must, "DishSponge")
    must("robot", "GoToObject", objectId="CounterTop|+03.00|+00.90|+00.00")  # plate and soap are both on it
    must("robot", "CleanObject", objectId="Plate", toolObjectId="DishSponge", canBeUsedUpDetergentId="SoapBottle")
    assert obj(world, SOAP)["isUsedUp"] is True


def test_tool_failures(act, must) -> None:
    must("robot", "GoToObject", objectId="Plate")
    result = act("robot", "CleanObject", objectId="Plate", toolObjectId="Spoon")
    assert result.error_code == "WRONG_TOOL" and "Cloth or DishSponge" in result.error_message
    assert act("robot", "CleanObject", objectId="Plate", toolObjectId="DishSponge").error_code == "NOT_HOLDING"
    take(must, "DishSponge", agent="human")
    assert act("robot", "CleanObject", objectId="Plate", toolObjectId=SPONGE).error_code == "HELD_BY_OTHER_AGENT"
    take(must, "Cloth")  # the fixture's Cloth is used up
    must("robot", "GoToObject", objectId="Plate")
    assert act("robot", "CleanObject", objectId="Plate", toolObjectId="Cloth").error_code == "OBJECT_USED_UP"


def test_object_failures(act, must) -> None:
    take(must, "DishSponge")
    assert act("robot", "CleanObject", objectId="Mug", toolObjectId="DishSponge").error_code == "NOT_REACHABLE"
    must("robot", "GoToObject", objectId="Apple")
    result = act("robot", "CleanObject", objectId="Apple", toolObjectId="DishSponge")
    assert result.error_code == "NOT_CLEANABLE" and "cannot be cleaned" in result.error_message
    must("robot", "GoToObject", objectId="Pan")
    assert act("robot", "CleanObject", objectId="Pan", toolObjectId="DishSponge").error_code == "ALREADY_CLEAN"


def test_detergent_failures(world, act, must) -> None:
    take(must, "DishSponge")
    must("robot", "GoToObject", objectId="Plate")
    result = act("robot", "CleanObject", objectId="Plate", toolObjectId="DishSponge", canBeUsedUpDetergentId="Spoon")
    assert result.error_code == "NOT_DETERGENT" and "SoapBar or SoapBottle" in result.error_message
    result = act("robot", "CleanObject", objectId="Plate", toolObjectId="DishSponge", canBeUsedUpDetergentId=SOAP_BAR)
    assert result.error_code == "NOT_REACHABLE"  # never went to it
    assert obj(world, PLATE)["isDirty"] is True  # a failed step changes nothing


def test_detergent_visited_before_picking_up_the_tool_does_not_count(act, must) -> None:
    must("robot", "GoToObject", objectId="Cabinet")
    must("robot", "OpenObject", objectId="Cabinet")
    take(must, "DishSponge")
    must("robot", "GoToObject", objectId="Plate")
    assert act("robot", "CleanObject", objectId="Plate", toolObjectId="DishSponge", canBeUsedUpDetergentId=SOAP_BAR).error_code == "NOT_REACHABLE"
    must("robot", "GoToObject", objectId="SoapBar")
    must("robot", "GoToObject", objectId="Plate")
    must("robot", "CleanObject", objectId="Plate", toolObjectId="DishSponge", canBeUsedUpDetergentId=SOAP_BAR)


def test_detergent_in_a_closed_cabinet_is_out_of_reach(act, must) -> None:
    take(must, "DishSponge")
    must("robot", "GoToObject", objectId="SoapBar")
    must("robot", "GoToObject", objectId="Plate")
    assert act("robot", "CleanObject", objectId="Plate", toolObjectId="DishSponge", canBeUsedUpDetergentId=SOAP_BAR).error_code == "NOT_REACHABLE"


def test_detergent_held_by_the_other_agent(act, must) -> None:
    take(must, "SoapBottle", agent="human")
    take(must, "DishSponge")
    must("robot", "GoToObject", objectId="Plate")
    result = act("robot", "CleanObject", objectId="Plate", toolObjectId="DishSponge", canBeUsedUpDetergentId=SOAP)
    assert result.error_code == "HELD_BY_OTHER_AGENT"


def test_used_up_detergent(act, must) -> None:
    must("robot", "GoToObject", objectId="SoapBottle")
    must("robot", "UseUpObject", objectId="SoapBottle")
    take(must, "DishSponge")
    must("robot", "GoToObject", objectId="SoapBottle")
    must("robot", "GoToObject", objectId="Plate")
    result = act("robot", "CleanObject", objectId="Plate", toolObjectId="DishSponge", canBeUsedUpDetergentId="SoapBottle")
    assert result.error_code == "DETERGENT_USED_UP" and "used up" in result.error_message


def test_use_up(world, act, must) -> None:
    assert act("robot", "UseUpObject", objectId="SoapBottle").error_code == "NOT_REACHABLE"
    must("robot", "GoToObject", objectId="SoapBottle")
    must("robot", "UseUpObject", objectId="SoapBottle")
    assert obj(world, SOAP)["isUsedUp"] is True
    assert act("robot", "UseUpObject", objectId="SoapBottle").error_code == "ALREADY_USED_UP"
    must("robot", "GoToObject", objectId="Plate")
    assert act("robot", "UseUpObject", objectId="Plate").error_code == "NOT_USABLE_UP"
    must("robot", "GoToObject", objectId="Cabinet")
    assert act("robot", "UseUpObject", objectId="SoapBar").error_code == "NOT_USABLE_UP"
