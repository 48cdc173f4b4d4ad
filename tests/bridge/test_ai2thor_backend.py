"""The ai2thor backend driven by `FakeController`, which plays recorded-style FloorPlan1
metadata: state from metadata, the modified action space, the shared resolution/reach rules and
error codes, Unity's refusals, and one connection at a time."""

from __future__ import annotations

import math

import pytest

from bridge.backends.ai2thor_backend import Ai2ThorSession
from bridge.errors import ProtocolError
from bridge.sim import World
from bridge_helpers import FakeController, fake_ai2thor_backend, load_json

APPLE = "Apple|-00.60|+00.96|-00.20"
BOWL = "Bowl|-00.65|+00.91|-00.22"
COUNTER = "CounterTop|-00.08|+01.15|+00.00"
KNIFE = "Knife|-00.30|+00.95|+00.40"
MUG = "Mug|-01.95|+00.95|-01.00"
SPONGE = "DishSponge|-02.02|+00.95|-00.95"
SOAP = "SoapBottle|-00.10|+00.95|+00.55"
GARBAGE = "GarbageCan|+01.20|+00.00|+01.30"
FRIDGE = "Fridge|-02.10|+00.00|+01.09"
EGG = "Egg|-02.04|+00.81|+01.24"
SOAP_BAR = "SoapBar|-02.05|+00.95|-01.05"
BURNER = "StoveBurner|-00.04|+00.93|-02.37"
KNOB = "StoveKnob|-00.02|+00.91|-02.10"
PAN = "Pan|-00.04|+00.95|-02.37"
MICROWAVE = "Microwave|-00.24|+01.10|-01.90"
FLOOR = "Floor|+00.00|+00.00|+00.00"


@pytest.fixture
def fake() -> FakeController:
    return FakeController()


@pytest.fixture
def session(fake: FakeController) -> Ai2ThorSession:
    backend, _ = fake_ai2thor_backend(fake)
    session = backend.open_session()
    session.reset("FloorPlan1", ["robot", "human"])
    return session


def step(session: Ai2ThorSession, agent: str, action: str, **args: str) -> dict:
    return session.step(agent, action, args)


def must(session: Ai2ThorSession, agent: str, action: str, **args: str) -> dict:
    result = step(session, agent, action, **args)
    assert result["success"], result
    return result


def unity_actions(fake: FakeController) -> list[str]:
    return [name for name, _ in fake.calls]


def test_reset_starts_the_scene_with_one_agent_per_name_and_reads_reachable_positions(fake, session):
    assert fake.calls[0] == ("reset", {"scene": "FloorPlan1", "agentCount": 2})
    assert fake.calls[1][0] == "GetReachablePositions"


def test_state_is_built_from_the_metadata_objects(session):
    state = session.state()
    assert state["scene"] == "FloorPlan1"
    assert state["agents"] == [{"name": "robot", "holding": None, "at": None}, {"name": "human", "holding": None, "at": None}]
    objects = {o["objectId"]: o for o in state["objects"]}
    recorded = load_json("FloorPlan1_metadata.json")["objects"]
    assert set(objects) == {o["objectId"] for o in recorded}
    # AI2-THOR lists the apple's containers outermost first; the protocol wants innermost first
    assert objects[APPLE]["parentReceptacles"] == [BOWL, COUNTER]
    assert objects[BOWL]["receptacleObjectIds"] == [APPLE]
    assert APPLE not in objects[COUNTER]["receptacleObjectIds"]  # direct contents only
    assert objects[MUG]["isDirty"] is True and objects[FRIDGE]["isOpen"] is False
    assert (objects[BOWL]["isFilledWithLiquid"], objects[BOWL]["fillLiquid"]) == (True, "water")
    assert (objects[MUG]["isFilledWithLiquid"], objects[MUG]["fillLiquid"]) == (False, None)


def test_go_to_object_teleports_to_the_nearest_reachable_position_facing_it(fake, session):
    must(session, "robot", "GoToObject", objectId="Mug")
    name, args = fake.calls[-1]
    assert name == "Teleport" and args["agentId"] == 0
    reachable = load_json("FloorPlan1_reachable.json")
    mug = next(o for o in load_json("FloorPlan1_metadata.json")["objects"] if o["objectId"] == MUG)
    centre = mug["axisAlignedBoundingBox"]["center"]
    nearest = min(math.hypot(p["x"] - centre["x"], p["z"] - centre["z"]) for p in reachable)
    position = args["position"]
    assert math.hypot(position["x"] - centre["x"], position["z"] - centre["z"]) == pytest.approx(nearest)
    yaw = math.radians(args["rotation"]["y"])
    towards = (centre["x"] - position["x"], centre["z"] - position["z"])
    assert (math.sin(yaw), math.cos(yaw)) == pytest.approx(tuple(c / math.hypot(*towards) for c in towards), abs=1e-3)
    assert session.state()["agents"][0]["at"] == MUG


def test_go_to_object_tries_the_next_position_when_the_nearest_is_taken(fake, session):
    must(session, "robot", "GoToObject", objectId="Mug")
    first = fake.calls[-1][1]["position"]
    fake.blocked.add((first["x"], first["z"]))
    must(session, "human", "GoToObject", objectId="Mug")
    teleports = [args for name, args in fake.calls if name == "Teleport" and args["agentId"] == 1]
    assert len(teleports) == 2 and teleports[1]["position"] != first


def test_go_to_object_fails_not_reachable_when_no_position_is_free(fake, session):
    fake.refuse["Teleport"] = "Agent collided with something"
    result = step(session, "robot", "GoToObject", objectId="Mug")
    assert result["errorCode"] == "NOT_REACHABLE" and "collided" in result["errorMessage"]
    assert session.state()["agents"][0]["at"] is None


def test_acting_before_going_there_fails_like_the_symbolic_backend_without_calling_unity(fake, session):
    before = len(fake.calls)
    result = step(session, "robot", "PickupObject", objectId="Knife")
    assert result["success"] is False and result["errorCode"] == "NOT_REACHABLE" and result["objectId"] == KNIFE
    assert len(fake.calls) == before


def test_slicing_needs_a_held_sharp_tool_with_the_symbolic_code(session, world: World):
    """`world` is the symbolic TestKitchen (conftest): the same situations give the same codes."""
    must(session, "robot", "GoToObject", objectId="Apple")
    unheld = step(session, "robot", "SliceObject", objectId="Apple", toolObjectId="Knife")
    wrong = step(session, "robot", "SliceObject", objectId="Apple", toolObjectId="Bowl")
    assert world.step("robot", "GoToObject", {"objectId": "Apple"}).success
    assert unheld["errorCode"] == world.step("robot", "SliceObject", {"objectId": "Apple", "toolObjectId": "Knife"}).error_code == "NOT_HOLDING"
    assert wrong["errorCode"] == world.step("robot", "SliceObject", {"objectId": "Apple", "toolObjectId": "Pan"}).error_code == "WRONG_TOOL"


def test_slicing_keeps_the_original_as_unity_does_and_never_offers_it_again(fake, session):
    """SliceObject.Slice keeps the sliced Apple (isSliced, children off); the mirror reads it as
    sliced away, so "Apple" no longer resolves and Unity never gets the hidden original (B5)."""
    must(session, "robot", "GoToObject", objectId="Knife")
    must(session, "robot", "PickupObject", objectId="Knife")
    must(session, "robot", "GoToObject", objectId="Apple")
    sliced = must(session, "robot", "SliceObject", objectId="Apple", toolObjectId="Knife")
    assert sliced["resolved"] == {"objectId": APPLE, "toolObjectId": KNIFE}
    assert fake.calls[-1] == ("SliceObject", {"agentId": 0, "objectId": APPLE})
    state = session.state()
    assert state["agents"][0] == {"name": "robot", "holding": KNIFE, "at": BOWL}
    objects = {o["objectId"]: o for o in state["objects"]}
    assert objects[APPLE]["isSliced"] is True and objects[APPLE]["visible"] is False
    slices = sorted(i for i, o in objects.items() if o["objectType"] == "AppleSliced")
    assert slices == [f"{APPLE}|AppleSliced_{i}" for i in range(3)]
    before = len(fake.calls)
    again = step(session, "robot", "SliceObject", objectId=APPLE, toolObjectId="Knife")
    assert again["errorCode"] == "ALREADY_SLICED" and "AppleSliced" in again["errorMessage"]
    must(session, "robot", "GoToObject", objectId=COUNTER)
    must(session, "robot", "PutObject", objectId="Knife", receptacleObjectId=COUNTER)
    assert step(session, "robot", "PickupObject", objectId="Apple")["errorCode"] == "OBJECT_NOT_FOUND"
    assert step(session, "robot", "PickupObject", objectId=APPLE)["errorCode"] == "OBJECT_NOT_FOUND"
    assert [name for name, _ in fake.calls[before:]] == ["Teleport", "PutObject"]
    piece = must(session, "robot", "PickupObject", objectId="AppleSliced")
    assert piece["objectId"] == slices[0]  # resolution among derived instances


def test_type_resolution_prefers_what_the_agent_is_at(session):
    must(session, "robot", "GoToObject", objectId=BOWL)
    assert must(session, "robot", "PickupObject", objectId="Apple")["objectId"] == APPLE


def test_pickup_and_put_move_the_object_through_unity(fake, session):
    must(session, "robot", "GoToObject", objectId="Apple")
    must(session, "robot", "PickupObject", objectId="Apple")
    assert fake.calls[-1] == ("PickupObject", {"agentId": 0, "objectId": APPLE})
    must(session, "robot", "GoToObject", objectId="Fridge")
    closed = step(session, "robot", "PutObject", objectId="Apple", receptacleObjectId="Fridge")
    assert closed["errorCode"] == "RECEPTACLE_CLOSED"
    must(session, "robot", "OpenObject", objectId="Fridge")
    must(session, "robot", "PutObject", objectId="Apple", receptacleObjectId="Fridge")
    assert fake.calls[-1] == ("PutObject", {"agentId": 0, "objectId": FRIDGE, "placeStationary": True})
    objects = {o["objectId"]: o for o in session.state()["objects"]}
    assert objects[APPLE]["parentReceptacles"] == [FRIDGE, FLOOR] and objects[FRIDGE]["isOpen"] is True
    assert objects[APPLE]["temperature"] == "Cold"  # Unity's ColdZone, read back from the metadata


def test_a_unity_refusal_is_mapped_to_an_action_error_code_and_keeps_unity_state(fake, session):
    must(session, "robot", "GoToObject", objectId="Apple")
    must(session, "robot", "PickupObject", objectId="Apple")
    must(session, "robot", "GoToObject", objectId=COUNTER)
    fake.refuse["PutObject"] = "Target openable Receptacle is CLOSED, can't place if target is not open!"
    result = step(session, "robot", "PutObject", objectId="Apple", receptacleObjectId=COUNTER)
    assert result["success"] is False and result["errorCode"] == "RECEPTACLE_CLOSED"
    assert "AI2-THOR refused PutObject" in result["errorMessage"] and result["objectId"] == APPLE
    assert session.state()["agents"][0]["holding"] == APPLE  # the mirror was rebuilt from Unity


def test_switch_on_and_off_use_toggle_actions(fake, session):
    must(session, "human", "GoToObject", objectId="StoveKnob")
    must(session, "human", "SwitchOn", objectId="StoveKnob")
    assert fake.calls[-1][0] == "ToggleObjectOn" and fake.calls[-1][1]["agentId"] == 1
    assert step(session, "human", "SwitchOn", objectId="StoveKnob")["errorCode"] == "ALREADY_ON"
    objects = {o["objectId"]: o for o in session.state()["objects"]}
    assert objects[BURNER]["isToggled"] is True and objects[PAN]["temperature"] == "Hot"
    must(session, "human", "SwitchOff", objectId="StoveKnob")
    assert fake.calls[-1][0] == "ToggleObjectOff"


def test_clean_object_needs_a_held_tool(fake, session):
    must(session, "human", "GoToObject", objectId="SinkBasin")
    must(session, "human", "PickupObject", objectId="DishSponge")
    result = must(session, "human", "CleanObject", objectId="Mug", toolObjectId="DishSponge")
    assert result["resolved"] == {"objectId": MUG, "toolObjectId": SPONGE}
    assert fake.calls[-1] == ("CleanObject", {"agentId": 1, "objectId": MUG})
    assert step(session, "human", "CleanObject", objectId="Mug", toolObjectId="DishSponge")["errorCode"] == "ALREADY_CLEAN"


def test_the_clean_object_skill_with_a_detergent_works_across_mirror_rebuilds(fake, session):
    """The skill: go to the tool, pick it up, go to the detergent, go to the object, clean (B4:
    the mirror remembers where the agent went holding the tool). The SoapBottle is used up by a
    second, forced UseUpObject after the cleaning succeeded (B3)."""
    must(session, "human", "GoToObject", objectId="DishSponge")
    must(session, "human", "PickupObject", objectId="DishSponge")
    must(session, "human", "GoToObject", objectId="SoapBottle")
    must(session, "human", "GoToObject", objectId="Mug")
    must(session, "human", "CleanObject", objectId="Mug", toolObjectId="DishSponge", canBeUsedUpDetergentId="SoapBottle")
    assert fake.calls[-2:] == [("CleanObject", {"agentId": 1, "objectId": MUG}),
                               ("UseUpObject", {"agentId": 1, "objectId": SOAP, "forceAction": True})]
    objects = {o["objectId"]: o for o in session.state()["objects"]}
    assert objects[SOAP]["isUsedUp"] is True and objects[MUG]["isDirty"] is False


def test_cleaning_with_a_soap_bar_makes_one_unity_call_and_keeps_it(fake, session):
    """SoapBar cannot be used up in AI2-THOR, so no UseUpObject is sent that Unity would refuse
    after it had cleaned the object (B3, D14)."""
    must(session, "human", "GoToObject", objectId="SinkBasin")
    must(session, "human", "PickupObject", objectId="DishSponge")
    must(session, "human", "CleanObject", objectId="Mug", toolObjectId="DishSponge", canBeUsedUpDetergentId="SoapBar")
    assert [name for name, _ in fake.calls[-1:]] == ["CleanObject"]
    assert next(o for o in session.state()["objects"] if o["objectId"] == SOAP_BAR)["isUsedUp"] is False


def test_clean_object_is_checked_before_anything_changes(fake, session):
    """A used-up detergent refuses the whole step before Unity is asked anything."""
    must(session, "robot", "GoToObject", objectId="SoapBottle")
    must(session, "robot", "UseUpObject", objectId="SoapBottle")
    must(session, "human", "GoToObject", objectId="DishSponge")
    must(session, "human", "PickupObject", objectId="DishSponge")
    must(session, "human", "GoToObject", objectId="SoapBottle")
    must(session, "human", "GoToObject", objectId="Mug")
    before = len(fake.calls)
    result = step(session, "human", "CleanObject", objectId="Mug", toolObjectId="DishSponge", canBeUsedUpDetergentId="SoapBottle")
    assert result["errorCode"] == "DETERGENT_USED_UP" and len(fake.calls) == before
    assert next(o for o in session.state()["objects"] if o["objectId"] == MUG)["isDirty"] is True


def test_throw_object_puts_it_into_the_garbage_can_the_agent_is_at(fake, session):
    must(session, "robot", "GoToObject", objectId="Knife")
    must(session, "robot", "PickupObject", objectId="Knife")
    assert step(session, "robot", "ThrowObject", objectId="Knife")["errorCode"] == "NOT_AT_GARBAGE_CAN"
    must(session, "robot", "GoToObject", objectId="GarbageCan")
    must(session, "robot", "ThrowObject", objectId="Knife")
    # forced: the paper's ThrowObject takes anything, whatever PlacementRestrictions say of a garbage can
    assert fake.calls[-1] == ("PutObject", {"agentId": 0, "objectId": GARBAGE, "forceAction": True, "placeStationary": True})


def test_break_an_egg_and_use_up_a_bottle(fake, session):
    must(session, "robot", "GoToObject", objectId="Fridge")
    must(session, "robot", "OpenObject", objectId="Fridge")
    must(session, "robot", "BreakObject", objectId="Egg")
    objects = {o["objectId"]: o for o in session.state()["objects"]}
    assert objects[EGG]["isBroken"] is True and objects[f"{EGG}|EggCracked_0"]["parentReceptacles"] == [FRIDGE, FLOOR]
    assert step(session, "robot", "BreakObject", objectId="Egg")["errorCode"] == "ALREADY_BROKEN"
    must(session, "robot", "GoToObject", objectId="SoapBottle")
    must(session, "robot", "UseUpObject", objectId="SoapBottle")
    assert fake.calls[-1][0] == "UseUpObject"


def test_breaking_a_held_egg_empties_the_hand_as_unity_does(fake, session):
    """PhysicsRemoteFPSAgentController.BreakObject drops the held object first (B6)."""
    must(session, "robot", "GoToObject", objectId="Fridge")
    must(session, "robot", "OpenObject", objectId="Fridge")
    must(session, "robot", "PickupObject", objectId="Egg")
    must(session, "robot", "BreakObject", objectId="Egg")
    state = session.state()
    assert state["agents"][0]["holding"] is None
    assert next(o for o in state["objects"] if o["objectId"] == f"{EGG}|EggCracked_0")["isPickedUp"] is False


def test_an_object_held_by_the_other_agent_is_refused(session):
    must(session, "human", "GoToObject", objectId="Knife")
    must(session, "human", "PickupObject", objectId="Knife")
    must(session, "robot", "GoToObject", objectId=COUNTER)
    assert step(session, "robot", "PickupObject", objectId=KNIFE)["errorCode"] == "HELD_BY_OTHER_AGENT"


@pytest.mark.parametrize(
    ("agent", "action", "args"),
    [("dog", "GoToObject", {"objectId": "Mug"}), ("robot", "Teleport", {"objectId": "Mug"}), ("robot", "PickupObject", {"objectId": "Mug", "toolObjectId": "Knife"})],
)
def test_malformed_calls_are_bad_params(session, agent, action, args):
    with pytest.raises(ProtocolError) as refused:
        session.step(agent, action, args)
    assert refused.value.code == "bad_params"


def test_single_agent_steps_carry_no_agent_id(fake):
    backend, _ = fake_ai2thor_backend(fake)
    session = backend.open_session()
    session.reset("FloorPlan1", ["robot"])
    must(session, "robot", "GoToObject", objectId="Mug")
    assert fake.calls[-1][0] == "Teleport" and "agentId" not in fake.calls[-1][1]
    assert fake.calls[0] == ("reset", {"scene": "FloorPlan1", "agentCount": 1})


def test_state_and_step_before_reset_and_unknown_scenes(fake):
    backend, _ = fake_ai2thor_backend(fake)
    session = backend.open_session()
    for call in (session.state, lambda: session.step("robot", "GoToObject", {"objectId": "Mug"})):
        with pytest.raises(ProtocolError) as refused:
            call()
        assert refused.value.code == "no_scene"
    with pytest.raises(ProtocolError) as unknown:
        session.reset("FloorPlan99", ["robot"])
    assert unknown.value.code == "unknown_scene"
    assert fake.calls == []  # the controller was not touched


def test_one_session_at_a_time_and_the_controller_is_stopped_at_close(fake):
    backend, _ = fake_ai2thor_backend(fake)
    first = backend.open_session()
    with pytest.raises(ProtocolError) as refused:
        backend.open_session()
    assert refused.value.code == "busy"
    first.close()
    second = backend.open_session()
    second.reset("FloorPlan1", ["robot"])
    second.close()
    backend.close()
    assert fake.stopped
    assert backend.scenes()[:2] == ["FloorPlan1", "FloorPlan2"] and len(backend.scenes()) == 120


def test_any_ithor_floorplan_loads_and_the_scene_comes_from_the_controller(fake):
    """FloorPlan27 is no shipped scene; the backend loads it and names it as Unity reports it
    ("FloorPlan27_physics" in metadata.sceneName)."""
    backend, _ = fake_ai2thor_backend(fake)
    session = backend.open_session()
    state = session.reset("FloorPlan27", ["robot"])
    assert fake.calls[0] == ("reset", {"scene": "FloorPlan27", "agentCount": 1})
    assert state["scene"] == "FloorPlan27" and session.state()["scene"] == "FloorPlan27"


def test_the_state_carries_ai2thor_metadata_fields_from_unity(session):
    """Capability flags, positions, temperatures and controlledObjects as Unity reports them (B7, D16)."""
    objects = {o["objectId"]: o for o in session.state()["objects"]}
    assert objects[KNOB]["controlledObjects"] == [BURNER]
    assert objects[BURNER]["toggleable"] is False and objects[BURNER]["isHeatSource"] is True
    assert objects[EGG]["temperature"] == "Cold" and objects[FRIDGE]["isColdSource"] is True
    assert objects[MUG]["position"] == {"x": -1.95, "y": 0.95, "z": -1.0}
    assert objects["RoomDecor|+01.50|+00.00|-01.00"]["moveable"] is True  # a type the catalogue lacks


def test_simulate_answers_from_the_mirror_without_touching_unity(fake, session):
    before = len(fake.calls)
    reply = session.simulate(
        [("robot", "GoToObject", {"objectId": "Microwave"}), ("robot", "OpenObject", {"objectId": "Microwave"}),
         ("robot", "SwitchOn", {"objectId": "Microwave"})],
        False,
    )
    assert [r["errorCode"] for r in reply["results"]] == [None, None, "MUST_BE_CLOSED"]
    assert len(fake.calls) == before and session.state()["agents"][0]["at"] is None


def test_simulate_from_reset_starts_from_the_mirror_the_reset_left(fake, session):
    assert session.step("robot", "GoToObject", {"objectId": "Microwave"})["success"]
    before = len(fake.calls)
    reply = session.simulate([], False, "reset")
    assert reply["results"] == [] and reply["state"]["agents"][0]["at"] is None
    assert session.state()["agents"][0]["at"] is not None and len(fake.calls) == before


def test_controller_options_choose_the_platform_and_the_frame_size(monkeypatch):
    """`--platform cloud` is AI2-THOR's CloudRendering (ai2thor.platform), width/height the frame."""
    import sys
    import types

    from bridge.backends.ai2thor_backend import ControllerOptions

    desktop = ControllerOptions(width=640, height=480).controller_kwargs()
    assert desktop == {"scene": "FloorPlan1", "gridSize": 0.25, "visibilityDistance": 1.5, "width": 640, "height": 480}

    class CloudRendering:  # stands in for ai2thor.platform.CloudRendering
        pass

    platform = types.ModuleType("ai2thor.platform")
    platform.CloudRendering = CloudRendering
    monkeypatch.setitem(sys.modules, "ai2thor", types.ModuleType("ai2thor"))
    monkeypatch.setitem(sys.modules, "ai2thor.platform", platform)
    assert ControllerOptions(platform="cloud").controller_kwargs()["platform"] is CloudRendering
    assert "gpu_device" not in ControllerOptions(platform="cloud").controller_kwargs()
    # The GPU a Ray replica was given goes to CloudRendering; a desktop Unity takes the display's.
    assert ControllerOptions(platform="cloud", gpu_device=3).controller_kwargs()["gpu_device"] == 3
    assert "gpu_device" not in ControllerOptions(gpu_device=3).controller_kwargs()


def test_three_agents_share_one_episode_in_multi_agent_mode(fake):
    backend, _ = fake_ai2thor_backend(fake)
    trio = backend.open_session()
    trio.reset("FloorPlan1", ["robot", "robot2", "human"])
    assert fake.calls[0] == ("reset", {"scene": "FloorPlan1", "agentCount": 3})
    must(trio, "robot2", "GoToObject", objectId="Mug")
    assert fake.calls[-1][0] == "Teleport" and fake.calls[-1][1]["agentId"] == 1
    must(trio, "human", "GoToObject", objectId="Apple")
    must(trio, "human", "PickupObject", objectId="Apple")
    name, args = fake.calls[-1]
    assert (name, args["agentId"], args["objectId"]) == ("PickupObject", 2, APPLE)
    agents = {a["name"]: a for a in trio.state()["agents"]}
    assert (agents["human"]["holding"], agents["robot2"]["at"], agents["robot"]["at"]) == (APPLE, MUG, None)


def test_more_agents_than_ai2thor_spawns_are_refused(fake):
    backend, _ = fake_ai2thor_backend(fake)
    crowd = backend.open_session()
    with pytest.raises(ProtocolError) as refused:
        crowd.reset("FloorPlan1", [f"robot{i}" for i in range(7)])
    assert refused.value.code == "bad_params"
    assert "at most 6 agents" in refused.value.message
