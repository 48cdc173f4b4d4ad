"""The ai2thor backend's test double behaves as Unity does in each case the fidelity audit names
(B9): these pin the double itself, so the backend's tests cannot pass against a kinder Unity."""

from __future__ import annotations

from bridge_helpers import FakeController, load_json

BURNER = "StoveBurner|-00.04|+00.93|-02.37"
KNOB = "StoveKnob|-00.02|+00.91|-02.10"
MICROWAVE = "Microwave|-00.24|+01.10|-01.90"
CABINET = "Cabinet|-01.00|+00.40|-02.00"
ROLL = "PaperTowelRoll|+00.20|+01.05|+00.30"


def ok(event) -> bool:
    return event.metadata["lastActionSuccess"]


def test_the_recorded_metadata_says_a_burner_is_not_toggleable_and_its_knob_controls_it() -> None:
    objects = {o["objectId"]: o for o in load_json("FloorPlan1_metadata.json")["objects"]}
    assert objects[BURNER]["toggleable"] is False and objects[KNOB]["toggleable"] is True
    assert objects[KNOB]["controlledObjects"] == [BURNER]


def test_toggling_follows_toggleObject() -> None:
    fake = FakeController()
    refused = fake.step(action="ToggleObjectOn", objectId=BURNER, forceAction=True)
    assert not ok(refused) and "controlled by another sim object" in refused.metadata["errorMessage"]
    assert ok(fake.step(action="ToggleObjectOn", objectId=KNOB, forceAction=True))
    assert next(o for o in fake.objects.values() if o["objectId"] == BURNER)["isToggled"] is True
    again = fake.step(action="ToggleObjectOn", objectId=KNOB, forceAction=True)
    assert again.metadata["errorMessage"] == "can't toggle object on if it's already on!"


def test_the_microwave_door_and_switch_follow_CanOpen_Object_and_CanToggleOnOff() -> None:
    fake = FakeController()
    assert ok(fake.step(action="OpenObject", objectId=MICROWAVE, forceAction=True))
    assert fake.step(action="ToggleObjectOn", objectId=MICROWAVE, forceAction=True).metadata["errorMessage"] == "Target must be closed to Toggle On!"
    assert ok(fake.step(action="CloseObject", objectId=MICROWAVE, forceAction=True))
    assert ok(fake.step(action="ToggleObjectOn", objectId=MICROWAVE, forceAction=True))
    assert fake.step(action="OpenObject", objectId=MICROWAVE, forceAction=True).metadata["errorMessage"] == "Target must be OFF to open!"


def test_placement_follows_placeHeldObject() -> None:
    fake = FakeController()
    assert ok(fake.step(action="PickupObject", objectId=ROLL, forceAction=True))
    closed = fake.step(action="PutObject", objectId=CABINET, forceAction=True)
    assert closed.metadata["errorMessage"] == "Target openable Receptacle is CLOSED, can't place if target is not open!"
    assert ok(fake.step(action="OpenObject", objectId=CABINET, forceAction=True))
    assert ok(fake.step(action="Teleport", position={"x": -1.0, "y": 0.9, "z": -1.75}, rotation={"x": 0, "y": 180, "z": 0}, horizon=30, standing=True))
    refused = fake.step(action="PutObject", objectId=CABINET)
    assert refused.metadata["errorMessage"] == "PaperTowelRoll_11 cannot be placed in Cabinet_21"
    forced = fake.step(action="PutObject", objectId=CABINET, forceAction=True)  # forceAction skips PlacementRestrictions
    assert ok(forced)


def test_unforced_actions_need_the_object_in_view() -> None:
    fake = FakeController()
    far = fake.step(action="PickupObject", objectId=ROLL)
    assert far.metadata["errorMessage"] == "NullReferenceException: Target object not found within the specified visibility."
    assert ok(fake.step(action="Teleport", position={"x": 0.25, "y": 0.9, "z": 0.25}, rotation={"x": 0, "y": 0, "z": 0}, horizon=30, standing=True))
    assert ok(fake.step(action="PickupObject", objectId=ROLL))
