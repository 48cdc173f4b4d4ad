"""Every paper task is possible in every floorplan of its room type.

One hand-written reference plan per task, at the level of the skills of skills/skills.yaml
(each helper below expands into the same atomic actions a skill does). Per-scene choices (which
pan, which burner, which cabinets hold things) are derived from the scene, never hard-coded; an
argument is written as a type when the scene has a single instance of it, else as its id. Every
atomic step must succeed, and each plan ends with a check of its goal on ``world.state()``.
Each task also asserts it is not trivial in that scene (there is something to do).
"""

from __future__ import annotations

from typing import Callable

import pytest

from bridge.sim import Catalogue, World, list_scenes, load_scene
from bridge.sim.paths import PROJECT_ROOT

SCENES = PROJECT_ROOT / "scenes"
pytestmark = pytest.mark.skipif(not (SCENES / "object-types.yaml").exists(), reason="shipped scenes not written yet")

KITCHENS = ["FloorPlan1", "FloorPlan2", "FloorPlan3", "FloorPlan4", "FloorPlan5"]
LIVING_ROOMS = ["FloorPlan201", "FloorPlan202", "FloorPlan203", "FloorPlan204", "FloorPlan205"]
BEDROOMS = ["FloorPlan301", "FloorPlan302", "FloorPlan303", "FloorPlan304", "FloorPlan305"]
BATHROOMS = ["FloorPlan401", "FloorPlan402", "FloorPlan403", "FloorPlan404", "FloorPlan405"]


class Plan:
    """Runs skill-level helpers as atomic steps, failing on the first unsuccessful one."""

    def __init__(self, world: World):
        self.world = world
        self.catalogue = world.scene.catalogue
        self.count = 0

    # --- looking at the world (through the public state) --------------------------------------

    def objects(self) -> dict[str, dict]:
        return {o["objectId"]: o for o in self.world.state()["objects"]}

    def of_type(self, type_name: str) -> list[dict]:
        return sorted((o for o in self.objects().values() if o["objectType"] == type_name), key=lambda o: o["objectId"])

    def first(self, type_name: str) -> str:
        found = self.of_type(type_name)
        assert found, f"{self.world.scene.name} has no {type_name}"
        return found[0]["objectId"]

    def ref(self, object_id: str) -> str:
        """The type when it names this object unambiguously, else the id."""
        type_name = self.objects()[object_id]["objectType"]
        return type_name if len(self.of_type(type_name)) == 1 else object_id

    def type_of(self, object_id: str):
        return self.catalogue[self.objects()[object_id]["objectType"]]

    # --- atomic steps ---------------------------------------------------------------------

    def step(self, agent: str, action: str, **params: str) -> str:
        self.count += 1
        result = self.world.step(agent, action, params)
        assert result.success, f"{self.world.scene.name} step {self.count}: {agent} {action} {params}: {result.error_code}: {result.error_message}"
        return result.object_id

    # --- skills ------------------------------------------------------------------------------

    def open(self, agent: str, object_id: str) -> None:
        if not self.objects()[object_id]["isOpen"]:
            self.step(agent, "GoToObject", objectId=self.ref(object_id))
            self.step(agent, "OpenObject", objectId=self.ref(object_id))

    def close(self, agent: str, object_id: str) -> None:
        if self.objects()[object_id]["isOpen"]:
            self.step(agent, "GoToObject", objectId=self.ref(object_id))
            self.step(agent, "CloseObject", objectId=self.ref(object_id))

    def open_way_to(self, agent: str, object_id: str) -> None:
        """Open the closed receptacles around an object, outermost first."""
        for container in reversed(self.objects()[object_id]["parentReceptacles"]):
            if self.type_of(container).has("openable"):
                self.open(agent, container)

    def put(self, agent: str, object_id: str, target_id: str) -> None:
        self.open_way_to(agent, object_id)
        self.step(agent, "GoToObject", objectId=self.ref(object_id))
        self.step(agent, "PickupObject", objectId=self.ref(object_id))
        self.open_way_to(agent, target_id)
        if self.type_of(target_id).has("openable"):
            self.open(agent, target_id)
        self.step(agent, "GoToObject", objectId=self.ref(target_id))
        self.step(agent, "PutObject", objectId=self.ref(object_id), receptacleObjectId=self.ref(target_id))

    def switch(self, agent: str, object_id: str, on: bool) -> None:
        self.step(agent, "GoToObject", objectId=self.ref(object_id))
        self.step(agent, "SwitchOn" if on else "SwitchOff", objectId=self.ref(object_id))

    def slice(self, agent: str, object_id: str, tool_id: str) -> None:
        origin = self.objects()[tool_id]["parentReceptacles"][0]
        self.open_way_to(agent, tool_id)
        self.step(agent, "GoToObject", objectId=self.ref(tool_id))
        self.step(agent, "PickupObject", objectId=self.ref(tool_id))
        self.open_way_to(agent, object_id)
        self.step(agent, "GoToObject", objectId=self.ref(object_id))
        self.step(agent, "SliceObject", objectId=self.ref(object_id), toolObjectId=self.ref(tool_id))
        self.step(agent, "GoToObject", objectId=self.ref(origin))
        self.step(agent, "PutObject", objectId=self.ref(tool_id), receptacleObjectId=self.ref(origin))

    def clean(self, agent: str, object_id: str, tool_id: str, detergent_id: str | None) -> None:
        origin = self.objects()[tool_id]["parentReceptacles"][0]
        self.open_way_to(agent, tool_id)
        self.step(agent, "GoToObject", objectId=self.ref(tool_id))
        self.step(agent, "PickupObject", objectId=self.ref(tool_id))
        extra = {}
        if detergent_id is not None:
            self.step(agent, "GoToObject", objectId=self.ref(detergent_id))
            extra["canBeUsedUpDetergentId"] = self.ref(detergent_id)
        self.step(agent, "GoToObject", objectId=self.ref(object_id))
        self.step(agent, "CleanObject", objectId=self.ref(object_id), toolObjectId=self.ref(tool_id), **extra)
        self.step(agent, "GoToObject", objectId=self.ref(origin))
        self.step(agent, "PutObject", objectId=self.ref(tool_id), receptacleObjectId=self.ref(origin))

    def throw(self, agent: str, object_id: str) -> None:
        self.open_way_to(agent, object_id)
        self.step(agent, "GoToObject", objectId=self.ref(object_id))
        self.step(agent, "PickupObject", objectId=self.ref(object_id))
        self.step(agent, "GoToObject", objectId="GarbageCan")
        self.step(agent, "ThrowObject", objectId=self.ref(object_id))

    # --- scene-derived choices -----------------------------------------------------------------

    def faucet_into(self, basin_type: str) -> tuple[str, str]:
        """A faucet whose linked basin has the given type, and that basin."""
        for faucet in self.of_type("Faucet"):
            basin = self.world.objects[faucet["objectId"]].link
            if basin is not None and self.objects()[basin]["objectType"] == basin_type:
                return faucet["objectId"], basin
        raise AssertionError(f"{self.world.scene.name}: no Faucet runs into a {basin_type}")

    def wash_under_faucet(self, agent: str, object_id: str, rest_on: str) -> None:
        faucet, basin = self.faucet_into("SinkBasin")
        self.put(agent, object_id, basin)
        self.switch(agent, faucet, True)
        self.switch(agent, faucet, False)
        self.put(agent, object_id, rest_on)

    def surface_for(self, object_id: str, avoid: tuple[str, ...] = ()) -> str:
        """A non-openable receptacle with room that the object's type may go on, smallest id first."""
        allowed = self.type_of(object_id).receptacles
        for candidate in sorted(self.objects().values(), key=lambda o: o["objectId"]):
            kind = self.catalogue[candidate["objectType"]]
            if (
                candidate["objectType"] in allowed
                and candidate["objectType"] not in avoid
                and not kind.has("openable")
                and not kind.effects.garbage
                and not kind.has("pickupable")
                and (kind.effects.capacity is None or len(candidate["receptacleObjectIds"]) < kind.effects.capacity)
            ):
                return candidate["objectId"]
        raise AssertionError(f"{self.world.scene.name}: nowhere to put {object_id}")


def new_plan(scene_name: str) -> Plan:
    catalogue = Catalogue.load(SCENES / "object-types.yaml")
    return Plan(World(load_scene(SCENES / f"{scene_name}.yaml", catalogue)))


# --- kitchens ----------------------------------------------------------------------------------

def hungry(plan: Plan) -> None:
    """Sliced apple on a clean plate."""
    plate = plan.first("Plate")
    counter = plan.first("CounterTop")
    if plan.objects()[plate]["isDirty"]:
        plan.wash_under_faucet("robot", plate, counter)
    apple, knife = plan.first("Apple"), plan.first("Knife")
    plan.slice("human", apple, knife)
    piece = plan.first("AppleSliced")
    plan.put("robot", piece, plate)

    state = plan.objects()
    assert state[piece]["parentReceptacles"][0] == plate and state[plate]["isDirty"] is False


def sunny_side_up_egg(plan: Plan) -> None:
    """An egg cracked into a pan on a burner that its knob heats."""
    pan = plan.first("Pan")
    if plan.objects()[pan]["isDirty"]:
        plan.wash_under_faucet("robot", pan, plan.surface_for(pan, avoid=("StoveBurner",)))
    parents = plan.objects()[pan]["parentReceptacles"]
    burner = parents[0] if parents and plan.objects()[parents[0]]["objectType"] == "StoveBurner" else None
    if burner is None:
        burner = next(b["objectId"] for b in plan.of_type("StoveBurner") if not b["receptacleObjectIds"])
        plan.put("robot", pan, burner)
    plan.put("robot", plan.first("Egg"), pan)
    plan.step("human", "GoToObject", objectId="Egg")
    plan.step("human", "BreakObject", objectId="Egg")
    knob = next(k["objectId"] for k in plan.of_type("StoveKnob") if plan.world.objects[k["objectId"]].link == burner)
    plan.switch("human", knob, True)
    plan.switch("human", knob, False)

    egg = plan.first("EggCracked")
    state = plan.objects()
    assert state[egg]["isCooked"] is True and state[egg]["parentReceptacles"][:2] == [pan, burner]


def sleepy_and_tired(plan: Plan) -> None:
    """A clean mug of coffee from the coffee machine. A dirty mug is wiped with a sponge, not rinsed:
    a rinsed mug fills with water, and the machine pours coffee only into an empty one."""
    mug, machine = plan.first("Mug"), plan.first("CoffeeMachine")
    if plan.objects()[mug]["isDirty"]:
        plan.clean("robot", mug, plan.first("DishSponge"), None)
    for other in plan.objects()[machine]["receptacleObjectIds"]:
        plan.put("robot", other, plan.surface_for(other, avoid=("CoffeeMachine",)))
    plan.put("robot", mug, machine)
    plan.switch("human", machine, True)

    state = plan.objects()
    assert state[mug]["parentReceptacles"][0] == machine and state[machine]["isToggled"] and not state[mug]["isDirty"]
    liquid = plan.catalogue["CoffeeMachine"].effects.fills_contents
    if liquid is not None:
        assert state[mug]["fillLiquid"] == liquid


def empty_cabinets_and_drawers(plan: Plan) -> None:
    """Everything out of the cabinets and drawers onto counters; all closed again."""
    storage = [o["objectId"] for t in ("Cabinet", "Drawer") for o in plan.of_type(t)]
    full = [s for s in storage if plan.objects()[s]["receptacleObjectIds"]]
    assert full, f"{plan.world.scene.name}: no cabinet or drawer holds anything (the task would be trivial)"
    for place in full:
        for item in list(plan.objects()[place]["receptacleObjectIds"]):
            plan.put("robot", item, plan.surface_for(item, avoid=("Cabinet", "Drawer", "StoveBurner", "Sink", "SinkBasin")))
        plan.close("robot", place)

    state = plan.objects()
    assert all(not state[s]["receptacleObjectIds"] and not state[s]["isOpen"] for s in storage)


# --- other rooms -------------------------------------------------------------------------------

def _loose(plan: Plan) -> list[str]:
    """Pickupable objects on the floor that have a place to go (Boots belong on the floor)."""
    return [o["objectId"] for o in plan.objects().values()
            if not o["parentReceptacles"] and not o["isPickedUp"]
            and plan.catalogue[o["objectType"]].has("pickupable") and plan.catalogue[o["objectType"]].receptacles]


def _used_up_outside_garbage(plan: Plan) -> list[str]:
    state = plan.objects()
    return [o["objectId"] for o in state.values() if o["isUsedUp"]
            and not any(plan.catalogue[state[p]["objectType"]].effects.garbage for p in o["parentReceptacles"])]


def tidy_up(plan: Plan) -> None:
    """Nothing lying on the floor; used-up things in the garbage can."""
    loose, used = _loose(plan), _used_up_outside_garbage(plan)
    assert loose or used, f"{plan.world.scene.name}: nothing on the floor and nothing used up (the task would be trivial)"
    for item in used:
        plan.throw("robot", item)
    for item in loose:
        plan.put("robot", item, plan.surface_for(item))

    assert not _loose(plan) and not _used_up_outside_garbage(plan)


def relax_bedroom(plan: Plan) -> None:
    """Main light off, desk lamp on, a pillow on the bed."""
    light, lamp, bed = plan.first("LightSwitch"), plan.first("DeskLamp"), plan.first("Bed")
    assert plan.objects()[light]["isToggled"], f"{plan.world.scene.name}: the light is already off"
    pillow = plan.first("Pillow")
    if plan.objects()[pillow]["parentReceptacles"][:1] != [bed]:
        plan.put("robot", pillow, bed)
    plan.switch("human", lamp, True)
    plan.switch("human", light, False)

    state = plan.objects()
    assert not state[light]["isToggled"] and state[lamp]["isToggled"] and state[pillow]["parentReceptacles"][0] == bed


def relax_bathroom(plan: Plan) -> None:
    """A bath running and a lit candle on the bathtub."""
    faucet, basin = plan.faucet_into("BathtubBasin")
    bathtub, candle = plan.first("Bathtub"), plan.first("Candle")
    if plan.objects()[candle]["parentReceptacles"][:1] != [bathtub]:
        plan.put("robot", candle, bathtub)
    plan.switch("human", faucet, True)
    plan.switch("human", candle, True)

    state = plan.objects()
    assert state[faucet]["isToggled"] and state[candle]["isToggled"] and state[candle]["parentReceptacles"][0] == bathtub


def cleaning_bathroom(plan: Plan) -> None:
    """Every dirty thing cleaned (with a detergent), used-up things thrown away."""
    dirty = [o["objectId"] for o in plan.objects().values() if o["isDirty"]]
    assert dirty, f"{plan.world.scene.name}: nothing is dirty (the task would be trivial)"
    tools = sorted(o["objectId"] for o in plan.objects().values() if plan.catalogue[o["objectType"]].effects.cleaning_tool)
    detergents = sorted(o["objectId"] for o in plan.objects().values()
                        if plan.catalogue[o["objectType"]].effects.detergent and not o["isUsedUp"])
    assert tools, f"{plan.world.scene.name}: no cleaning tool"
    for index, item in enumerate(dirty):
        detergent = detergents[index] if index < len(detergents) else None
        plan.clean("human", item, tools[0], detergent)
    for item in _used_up_outside_garbage(plan):
        plan.throw("robot", item)

    state = plan.objects()
    assert not any(o["isDirty"] for o in state.values())
    if detergents:  # CleanObject uses up only a detergent that can be used up (SoapBottle)
        first = state[detergents[0]]
        assert first["isUsedUp"] is plan.catalogue[first["objectType"]].has("canBeUsedUp")


TASKS: list[tuple[str, Callable[[Plan], None], list[str]]] = [
    ("I feel hungry", hungry, KITCHENS),
    ("Can you make me sunny side up egg?", sunny_side_up_egg, KITCHENS),
    ("I feel so sleepy and tired", sleepy_and_tired, KITCHENS),
    ("Can you help me empty the cabinets and drawers?", empty_cabinets_and_drawers, KITCHENS),
    ("Can you help me tidy up the room?", tidy_up, LIVING_ROOMS),
    ("I feel so tired, need to relax", relax_bedroom, BEDROOMS),
    ("I feel so tired, need to relax", relax_bathroom, BATHROOMS),
    ("Can you help with cleaning the room?", cleaning_bathroom, BATHROOMS),
]
CASES = [pytest.param(plan, scene, id=f"{plan.__name__}-{scene}") for _, plan, scenes in TASKS for scene in scenes]


@pytest.mark.parametrize(("task", "scene"), CASES)
def test_reference_plan(task: Callable[[Plan], None], scene: str) -> None:
    plan = new_plan(scene)
    task(plan)
    assert plan.count > 0


def test_every_paper_floorplan_exists() -> None:
    names = set(list_scenes(SCENES))
    assert set(KITCHENS + LIVING_ROOMS + BEDROOMS + BATHROOMS) <= names
