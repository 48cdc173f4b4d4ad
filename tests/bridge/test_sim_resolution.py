"""Type -> instance resolution (bridge/sim/resolve.py), one test per rule."""

from __future__ import annotations

COUNTER_APPLE = "Apple|+00.10|+00.95|+00.10"
FRIDGE_APPLE_SMALL = "Apple|+00.00|+00.50|+01.00"
FRIDGE_APPLE = "Apple|-02.00|+00.50|+01.00"
FRIDGE = "Fridge|-02.00|+00.00|+01.00"
COUNTER_SPOON = "Spoon|+00.35|+00.95|+00.10"
BOX_SPOON = "Spoon|+03.60|+00.95|+00.11"
KNOB_1 = "StoveKnob|+00.50|+00.90|-02.30"
KNOB_2 = "StoveKnob|+02.00|+00.90|-02.30"


def test_an_id_must_exist(act) -> None:
    result = act("robot", "GoToObject", objectId="Apple|+09.00|+00.00|+00.00")
    assert (result.success, result.error_code, result.object_id) == (False, "OBJECT_NOT_FOUND", None)
    assert "Apple|+09.00|+00.00|+00.00" in result.error_message


def test_rule1_the_held_instance_wins(must) -> None:
    must("robot", "GoToObject", objectId=COUNTER_SPOON)
    must("robot", "PickupObject", objectId=COUNTER_SPOON)
    must("robot", "GoToObject", objectId="Box")
    must("robot", "OpenObject", objectId="Box")  # robot is now at the Box that holds the other Spoon
    assert must("robot", "GoToObject", objectId="Spoon").object_id == COUNTER_SPOON


def test_rule2_the_object_the_agent_is_at(must) -> None:
    must("robot", "GoToObject", objectId=KNOB_2)
    assert must("robot", "SwitchOn", objectId="StoveKnob").object_id == KNOB_2


def test_rule2_an_object_inside_where_the_agent_is(must) -> None:
    must("robot", "GoToObject", objectId="Fridge")
    must("robot", "OpenObject", objectId="Fridge")
    # both fridge apples qualify; the smaller id of the two, not the counter apple
    assert must("robot", "PickupObject", objectId="Apple").object_id == FRIDGE_APPLE_SMALL


def test_rule3_the_most_recently_resolved_instance(must) -> None:
    must("human", "GoToObject", objectId=FRIDGE_APPLE)
    # robot is nowhere; human's last reference makes FRIDGE_APPLE win over visible ones
    assert must("robot", "GoToObject", objectId="Apple").object_id == FRIDGE_APPLE


def test_rule3_skips_an_instance_held_by_another_agent(must) -> None:
    must("human", "GoToObject", objectId=COUNTER_APPLE)
    must("human", "PickupObject", objectId=COUNTER_APPLE)
    # the recent apple is in human's hand; all others are hidden too, so the smallest id wins
    assert must("robot", "GoToObject", objectId="Apple").object_id == FRIDGE_APPLE_SMALL


def test_rule4_visible_before_hidden(must) -> None:
    # FRIDGE_APPLE_SMALL has the smallest id but is inside the closed Fridge
    assert must("robot", "GoToObject", objectId="Apple").object_id == COUNTER_APPLE


def test_rule4_held_by_other_counts_as_hidden(must) -> None:
    must("robot", "GoToObject", objectId="Box")
    must("robot", "OpenObject", objectId="Box")
    must("robot", "GoToObject", objectId=KNOB_1)
    must("human", "GoToObject", objectId=COUNTER_SPOON)
    must("human", "PickupObject", objectId=COUNTER_SPOON)
    # COUNTER_SPOON has the smaller id but human holds it; the spoon in the open Box is visible
    assert must("robot", "GoToObject", objectId="Spoon").object_id == BOX_SPOON


def test_rule5_smallest_id_among_equals(must) -> None:
    assert must("robot", "GoToObject", objectId="StoveKnob").object_id == KNOB_1


def test_derived_types_resolve_among_derived_instances(must) -> None:
    must("robot", "GoToObject", objectId="Knife")
    must("robot", "PickupObject", objectId="Knife")
    must("robot", "GoToObject", objectId=COUNTER_APPLE)
    must("robot", "SliceObject", objectId=COUNTER_APPLE, toolObjectId="Knife")
    assert must("robot", "GoToObject", objectId="AppleSliced").object_id == f"{COUNTER_APPLE}|AppleSliced_0"


def test_resolved_ids_are_reported_for_every_argument(must) -> None:
    must("robot", "GoToObject", objectId="Knife")
    must("robot", "PickupObject", objectId="Knife")
    must("robot", "GoToObject", objectId="Bread")
    result = must("robot", "SliceObject", objectId="Bread", toolObjectId="Knife")
    assert result.resolved == {"objectId": "Bread|+00.20|+00.95|+00.10", "toolObjectId": "Knife|+01.00|+00.80|-02.00"}


def test_unknown_type_suggests_close_names(act) -> None:
    result = act("robot", "GoToObject", objectId="Aple")
    assert result.error_code == "OBJECT_NOT_FOUND"
    assert "Did you mean Apple" in result.error_message


def test_derived_type_before_the_interaction(act) -> None:
    result = act("robot", "GoToObject", objectId="AppleSliced")
    assert result.error_code == "OBJECT_NOT_FOUND"
    assert "appears when an Apple is sliced" in result.error_message


def test_known_type_absent_from_scene(act) -> None:
    result = act("robot", "GoToObject", objectId="BreadSliced")
    assert result.error_code == "OBJECT_NOT_FOUND" and "There is no BreadSliced" in result.error_message


def test_type_whose_instances_were_all_replaced(must, act) -> None:
    must("robot", "GoToObject", objectId="Bread")
    must("human", "GoToObject", objectId="Knife")
    must("human", "PickupObject", objectId="Knife")
    must("human", "GoToObject", objectId="Bread")
    must("human", "SliceObject", objectId="Bread", toolObjectId="Knife")
    result = act("robot", "GoToObject", objectId="Bread")
    assert result.error_code == "OBJECT_NOT_FOUND"
    assert "no usable Bread left" in result.error_message and "'BreadSliced'" in result.error_message
