"""PourObject (bridge/sim/actions/liquids.py): TEACh's Pour, AI2-THOR's FillObjectWithLiquid on
the target and EmptyLiquidFromObject on the object in hand."""

from __future__ import annotations

from pathlib import Path

from bridge.sim import Catalogue, World, load_scene
from sim_helpers import move, obj

MUG = "Mug|+03.50|+00.95|+00.10"
POT = "Pot|+03.90|+00.95|+00.10"
BASIN = "Sink|+02.00|+00.90|+01.00|SinkBasin"
SCENES = Path(__file__).resolve().parents[2] / "scenes"


def fill_mug_at_the_tap(must) -> None:
    move(must, "Mug", BASIN)
    must("robot", "GoToObject", objectId="Faucet")
    must("robot", "SwitchOn", objectId="Faucet")
    must("robot", "SwitchOff", objectId="Faucet")
    must("robot", "GoToObject", objectId="Mug")
    must("robot", "PickupObject", objectId="Mug")


def test_pouring_fills_the_target_and_empties_the_object_in_hand(world, must) -> None:
    fill_mug_at_the_tap(must)
    must("robot", "GoToObject", objectId="Pot")
    assert must("robot", "PourObject", objectId="Mug", receptacleObjectId="Pot").object_id == MUG
    pot, mug = obj(world, POT), obj(world, MUG)
    assert (pot["isFilledWithLiquid"], pot["fillLiquid"]) == (True, "water")
    assert (mug["isFilledWithLiquid"], mug["fillLiquid"]) == (False, None)
    assert mug["isPickedUp"] is True  # it stays in hand


def test_poured_coffee_stays_coffee_and_is_hot(world, must) -> None:
    move(must, "Mug", "CoffeeMachine")
    must("robot", "SwitchOn", objectId="CoffeeMachine")
    must("robot", "PickupObject", objectId="Mug")
    must("robot", "GoToObject", objectId="Pot")
    must("robot", "PourObject", objectId="Mug", receptacleObjectId="Pot")
    assert (obj(world, POT)["fillLiquid"], obj(world, POT)["temperature"]) == ("coffee", "Hot")


def test_pour_refusals_in_order_change_nothing(world, act, must) -> None:
    must("robot", "GoToObject", objectId="Pot")
    assert act("robot", "PourObject", objectId="Mug", receptacleObjectId="Pot").error_code == "NOT_HOLDING"
    must("robot", "GoToObject", objectId="Mug")
    must("robot", "PickupObject", objectId="Mug")
    result = act("robot", "PourObject", objectId="Mug", receptacleObjectId="Pot")
    assert result.error_code == "NOTHING_TO_POUR" and "holds no liquid" in result.error_message
    must("robot", "GoToObject", objectId="CounterTop|+03.00|+00.90|+00.00")
    must("robot", "PutObject", objectId="Mug", receptacleObjectId="CounterTop|+03.00|+00.90|+00.00")
    fill_mug_at_the_tap(must)
    assert act("robot", "PourObject", objectId="Mug", receptacleObjectId="Mug").error_code == "ALREADY_FILLED"
    must("robot", "GoToObject", objectId="Apple")
    result = act("robot", "PourObject", objectId="Mug", receptacleObjectId="Apple")
    assert result.error_code == "NOT_FILLABLE" and "not fillable with liquid" in result.error_message
    assert act("robot", "PourObject", objectId="Mug", receptacleObjectId="Pot").error_code == "NOT_REACHABLE"
    move(must, "Pot", BASIN, agent="human")
    must("human", "GoToObject", objectId="Faucet")
    must("human", "SwitchOn", objectId="Faucet")
    must("robot", "GoToObject", objectId="Pot")
    assert act("robot", "PourObject", objectId="Mug", receptacleObjectId="Pot").error_code == "ALREADY_FILLED"
    assert obj(world, MUG)["fillLiquid"] == "water"  # nothing poured by a refused step


def test_a_plant_is_watered_from_a_cup_filled_at_the_kitchen_tap() -> None:
    """FloorPlan1: the HousePlant cannot go to the tap, so water is carried to it."""
    world = World(load_scene(SCENES / "FloorPlan1.yaml", Catalogue.load(SCENES / "object-types.yaml")))

    def must(action: str, **params: str) -> None:
        result = world.step("robot", action, params)
        assert result.success, f"{action} {params}: {result.error_code}: {result.error_message}"

    plant = next(o for o in world.state()["objects"] if o["objectType"] == "HousePlant")
    assert plant["isFilledWithLiquid"] is False
    for action, params in [
        ("GoToObject", {"objectId": "Cabinet|+00.68|+02.02|-02.46"}),
        ("OpenObject", {"objectId": "Cabinet|+00.68|+02.02|-02.46"}),
        ("PickupObject", {"objectId": "Cup"}),
        ("GoToObject", {"objectId": "SinkBasin"}),
        ("PutObject", {"objectId": "Cup", "receptacleObjectId": "SinkBasin"}),
        ("GoToObject", {"objectId": "Faucet"}),
        ("SwitchOn", {"objectId": "Faucet"}),
        ("SwitchOff", {"objectId": "Faucet"}),
        ("GoToObject", {"objectId": "Cup"}),
        ("PickupObject", {"objectId": "Cup"}),
        ("GoToObject", {"objectId": "HousePlant"}),
        ("PourObject", {"objectId": "Cup", "receptacleObjectId": "HousePlant"}),
    ]:
        must(action, **params)
    assert obj(world, plant["objectId"])["isFilledWithLiquid"] is True
