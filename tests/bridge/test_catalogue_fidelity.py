"""The shipped catalogue holds AI2-THOR's data: its placement table (SimObjType.cs), which
receptacles must be open, which types toggle or can be used up, and prompt texts that claim only
what the rules allow."""

from __future__ import annotations

import json
import re

import pytest

from bridge.sim import Catalogue
from bridge.sim.paths import PROJECT_ROOT

REFERENCE = json.loads((PROJECT_ROOT / "tests/fixtures/ai2thor/placement-restrictions.json").read_text())
# ObjectSpecificReceptacle types: each takes only its own types (StoveBurner: Pot, Pan, Kettle; ...).
OBJECT_SPECIFIC = {"StoveBurner", "CoffeeMachine", "TowelHolder", "HandTowelHolder", "ToiletPaperHanger", "Toaster"}


@pytest.fixture(scope="module")
def catalogue() -> Catalogue:
    return Catalogue.load(PROJECT_ROOT / "scenes" / "object-types.yaml")


def pickupables(catalogue: Catalogue) -> list[str]:
    return sorted(name for name, t in catalogue.types.items() if t.has("pickupable"))


def test_receptacle_lists_are_ai2thor_placement_restrictions(catalogue) -> None:
    """ReceptacleRestrictions.PlacementRestrictions, in both directions, for every type it has."""
    table = REFERENCE["placementRestrictions"]
    for name in pickupables(catalogue):
        if name in table:
            assert sorted(catalogue[name].receptacles) == sorted(table[name]), name


def test_a_type_without_placement_restrictions_goes_on_any_general_receptacle(catalogue) -> None:
    """placeHeldObject checks PlacementRestrictions only for a held type that has an entry."""
    unrestricted = [n for n in pickupables(catalogue) if n not in REFERENCE["placementRestrictions"]]
    assert unrestricted == ["ScrubBrush"]
    receptacles = {n for n, t in catalogue.types.items() if t.has("receptacle")}
    assert set(catalogue["ScrubBrush"].receptacles) >= receptacles - OBJECT_SPECIFIC
    assert not set(catalogue["ScrubBrush"].receptacles) & OBJECT_SPECIFIC


def test_object_specific_receptacles_hold_one_thing(catalogue) -> None:
    """ObjectSpecificReceptacle.isFull: true once any trigger box is occupied, and placeHeldObject
    then refuses ("... is full right now"); the Toaster prefab carries one too (SpecificTypes: BreadSliced)."""
    assert {n: catalogue[n].effects.capacity for n in OBJECT_SPECIFIC if n in catalogue.types} == {n: 1 for n in OBJECT_SPECIFIC if n in catalogue.types}
    assert "Toaster" in catalogue.types


def test_must_be_open_to_place_is_ai2thor_list(catalogue) -> None:
    """ReceptacleRestrictions.MustBeOpenToPlaceObjectsIn, for the types that open here."""
    gated = {n for n, t in catalogue.types.items() if t.effects.must_be_open_to_place}
    expected = {n for n in REFERENCE["mustBeOpenToPlaceObjectsIn"] if catalogue[n].has("openable")}
    assert gated == expected == {"Box", "Cabinet", "Drawer", "Fridge", "Microwave"}


def test_microwave_door_and_switch_rules(catalogue) -> None:
    effects = catalogue["Microwave"].effects
    assert effects.must_be_closed_to_turn_on and effects.must_be_off_to_open and "BreadSliced" in effects.does_not_cook
    assert [n for n, t in catalogue.types.items() if t.effects.must_be_closed_to_turn_on] == ["Microwave"]


def test_stove_burner_is_not_toggleable_but_knobs_switch_it(catalogue) -> None:
    assert not catalogue["StoveBurner"].has("toggleable") and catalogue.switchable("StoveBurner")
    assert catalogue["StoveKnob"].effects.controls == ("StoveBurner",)


def test_soap_bar_and_spray_bottle_cannot_be_used_up(catalogue) -> None:
    assert not catalogue["SoapBar"].has("canBeUsedUp") and not catalogue["SprayBottle"].has("canBeUsedUp")
    assert catalogue["SoapBottle"].has("canBeUsedUp")


def test_lamp_is_not_a_type_any_more(catalogue) -> None:
    """SimObjType.cs: Lamp "DO NOT USE: ... use either FloorLamp or DeskLamp"."""
    assert "Lamp" not in catalogue.types and {"DeskLamp", "FloorLamp"} <= set(catalogue.types)


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"[.;]\s*", text) if s]


def test_prompt_texts_claim_nothing_the_rules_forbid(catalogue) -> None:
    """The interactions texts go into the LLM's prompt: none may promise what cannot happen."""
    vessels = {"Pot", "Pan", "Kettle", "StoveBurner"}
    for name, object_type in catalogue.types.items():
        text = object_type.interactions
        if "burner" in text.lower() and name not in vessels | {"StoveKnob"}:
            assert set(object_type.receptacles) & vessels, f"{name} mentions a burner but cannot go on or in one"
        if re.search(r"uses? it up", text) and not object_type.has("canBeUsedUp"):
            assert "not used up" in text, f"{name} claims to be used up"
        for heater, heater_type in catalogue.types.items():
            if name in heater_type.effects.does_not_cook:
                for sentence in _sentences(text):
                    if heater in sentence:
                        assert "not" in sentence, f"{name} claims the {heater} cooks it: {sentence!r}"
