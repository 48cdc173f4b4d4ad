"""`FakeController`: a scripted stand-in for `ai2thor.controller.Controller` that acts as Unity's
scripts do, so the ai2thor backend's tests meet AI2-THOR's behaviour without Unity.

It plays the recorded-style FloorPlan1 metadata of fixtures/ai2thor, or any other floorplan's room
(and a trajectory's start, `start_file`) as fake_ai2thor_scene.py builds it, and, for each action, runs
the checks of the Unity method in their order with Unity's own error messages
(PhysicsRemoteFPSAgentController: pickupObject, placeHeldObject, toggleObject, openObject,
SliceObject, BreakObject, CleanObject, UseUpObject; BaseFPSAgentController
.getInteractableSimObjectFromId), then the trigger-zone scripts after every action (ColdZone,
HeatZone, coffeemachine, Fill and Dirty under a running faucet). It knows nothing of the
project's catalogue's rules: the Unity tables it needs are its own (PlacementRestrictions from
tests/fixtures/ai2thor/placement-restrictions.json, the slice table below); of the catalogue it
reads each type's actionable property flags only, for the rooms it builds. Visibility is approximated: an object is
visible when the agent stands within `VISIBILITY` metres of it (horizontally) and it is not
shut in a closed receptacle or switched off by slicing or shattering.
"""

from __future__ import annotations

import copy
import json
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fake_ai2thor_scene import ROOT, SceneFile, nearest, new_object, type_capabilities

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "ai2thor"
PLACEMENT = json.loads((Path(__file__).resolve().parents[1] / "fixtures" / "ai2thor" / "placement-restrictions.json").read_text())
VISIBILITY = 1.5

# ReceptacleRestrictions.MustBeOpenToPlaceObjectsIn, and receptacles whose closed door hides things.
MUST_BE_OPEN = set(PLACEMENT["mustBeOpenToPlaceObjectsIn"])
HIDES_WHEN_CLOSED = MUST_BE_OPEN | {"Safe"}
# ObjectSpecificReceptacle.SpecificTypes of the prefabs.
OBJECT_SPECIFIC = {
    "StoveBurner": {"Pot", "Pan", "Kettle"},
    "CoffeeMachine": {"Mug"},
    "ToiletPaperHanger": {"ToiletPaper"},
    "TowelHolder": {"Towel"},
    "HandTowelHolder": {"HandTowel"},
    "Toaster": {"BreadSliced"},
}
MUST_BE_CLOSED_TO_TURN_ON = {"Microwave"}  # CanToggleOnOff.MustBeClosedToTurnOn
MUST_BE_OFF_TO_OPEN = {"Microwave"}  # CanOpen_Object.MustBeOffToOpen
# SliceObject.ObjectToChangeTo, and how many pieces the sliced prefab has: at least as many as
# AI2-THOR 2.1.0 itself made in ALFRED's train demonstrations (the highest piece index any
# train trajectory at askforalfred/alfred f91f4c0c96c7 names, plus one: AppleSliced_2,
# BreadSliced_8, LettuceSliced_7, PotatoSliced_8, TomatoSliced_6). An Egg becomes one EggCracked.
SLICES = {
    "Apple": ("AppleSliced", 3), "Bread": ("BreadSliced", 9), "Lettuce": ("LettuceSliced", 8),
    "Potato": ("PotatoSliced", 9), "Tomato": ("TomatoSliced", 7), "Egg": ("EggCracked", 1),
}
# Break.cs PrefabSwap: into a sim object (Egg) or into shards; every other breakable swaps materials.
BREAKS_INTO = {"Egg": "EggCracked"}
SHATTERS = {"Mug", "Cup", "Bowl", "Plate", "Bottle", "WineBottle", "Vase", "Statue"}
COOKABLE_PIECES = {"BreadSliced", "EggCracked", "PotatoSliced"}
HEAT_VESSELS = {"Pot", "Pan", "Kettle"}


def load_json(name: str) -> Any:
    return json.loads((FIXTURES / name).read_text())


@dataclass
class FakeEvent:
    metadata: dict[str, Any]
    events: list["FakeEvent"] = field(default_factory=list)


class UnityRefusal(Exception):
    """An action failing with Unity's `errorMessage`."""


class FakeController:
    """`refuse[action] = message` makes that action fail with that message whatever the state;
    `blocked` lists (x, z) positions where Teleport fails."""

    def __init__(self, start_file: Path | None = None) -> None:
        """`start_file`: a scene file the next resets load their room from when it exists (a
        trajectory's start, as ALFRED's restore_scene leaves the floorplan); without it FloorPlan1
        is the recorded fixture and any other floorplan the shipped scenes/<floorplan>.yaml."""
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self.refuse: dict[str, str] = {}
        self.blocked: set[tuple[float, float]] = set()
        self.stopped = False
        self.scene = "FloorPlan1"
        self.start_file = start_file
        self.capabilities = type_capabilities()
        self._reset(1)

    def _room(self) -> tuple[dict[str, Any], list[dict[str, Any]], dict[str, str]]:
        """The metadata reset loads, the reachable positions and where each faucet's water falls."""
        recorded = load_json("FloorPlan1_metadata.json")
        source = self.start_file if self.start_file is not None and self.start_file.exists() else None
        if source is None and self.scene != "FloorPlan1":
            source = ROOT / "scenes" / f"{self.scene}.yaml"
        if source is None:
            return recorded, load_json("FloorPlan1_reachable.json"), {}
        room = SceneFile(source, self.capabilities)
        return {**recorded, "objects": list(room.objects.values())}, room.reachable, room.water_into

    def _reset(self, agent_count: int) -> None:
        recorded, self.reachable, self.water_into = self._room()
        self.objects: dict[str, dict[str, Any]] = {o["objectId"]: o for o in copy.deepcopy(recorded["objects"])}
        self.agents = [copy.deepcopy({k: v for k, v in recorded.items() if k != "objects"}) for _ in range(agent_count)]
        for agent in self.agents:
            agent["sceneName"] = f"{self.scene}_physics"
            agent["placed"] = False  # where it stands counts only after a Teleport
        self.disabled: set[str] = set()

    # --- the controller's API --------------------------------------------------------------

    def reset(self, scene: str, **init: Any) -> FakeEvent:
        self.calls.append(("reset", {"scene": scene, **init}))
        self.scene = scene
        self._reset(init.get("agentCount", 1))
        return self._event(0, True, "")

    def stop(self) -> None:
        self.stopped = True

    def step(self, action: str, **args: Any) -> FakeEvent:
        self.calls.append((action, dict(args)))  # as called: agentId only when the backend sent it
        agent_id = args.pop("agentId", 0)
        if action in self.refuse:
            return self._event(agent_id, False, self.refuse[action])
        handler = getattr(self, f"_do_{action}", None)
        if handler is None:
            return self._event(agent_id, False, f"Invalid action: {action}")
        self._action_return = None
        try:
            handler(agent_id, **args)
        except UnityRefusal as refusal:
            return self._event(agent_id, False, str(refusal))
        self._settle()
        return self._event(agent_id, True, "", self._action_return)

    def _event(self, agent_id: int, success: bool, error: str, action_return: Any = None) -> FakeEvent:
        events = []
        for index, agent in enumerate(self.agents):
            metadata = {k: v for k, v in agent.items() if k != "placed"}
            metadata["objects"] = copy.deepcopy(list(self.objects.values()))
            if index == agent_id:
                metadata.update(lastActionSuccess=success, errorMessage=error, actionReturn=action_return)
            events.append(FakeEvent(metadata))
        if len(events) == 1:
            return events[0]
        return FakeEvent(events[0].metadata, events)

    # --- finding a target (getInteractableSimObjectFromId) ------------------------------------

    def _target(self, agent_id: int, object_id: str, force: bool) -> dict[str, Any]:
        if object_id not in self.objects:
            raise UnityRefusal(f"ArgumentException: objectId: {object_id} is not the objectId on any object in the scene!")
        if not force and not self._visible(agent_id, object_id):
            raise UnityRefusal("NullReferenceException: Target object not found within the specified visibility.")
        return self.objects[object_id]

    def _visible(self, agent_id: int, object_id: str) -> bool:
        agent = self.agents[agent_id]
        obj = self.objects[object_id]
        if object_id in self.disabled:
            return False
        if any(i["objectId"] == object_id for i in agent["inventoryObjects"]):
            return True
        if not agent["placed"]:
            return False
        for parent in obj["parentReceptacles"] or []:
            container = self.objects[parent]
            if container["objectType"] in HIDES_WHEN_CLOSED and container["openable"] and not container["isOpen"]:
                return False
        here, there = agent["agent"]["position"], obj["axisAlignedBoundingBox"]["center"]
        return math.hypot(here["x"] - there["x"], here["z"] - there["z"]) <= VISIBILITY

    def _held(self, agent_id: int) -> str | None:
        inventory = self.agents[agent_id]["inventoryObjects"]
        return inventory[0]["objectId"] if inventory else None

    # --- containment ----------------------------------------------------------------------------

    def _detach(self, object_id: str) -> None:
        for other in self.objects.values():
            if other.get("receptacleObjectIds") and object_id in other["receptacleObjectIds"]:
                other["receptacleObjectIds"].remove(object_id)
                if not other["receptacleObjectIds"]:
                    other["receptacleObjectIds"] = None
        self.objects[object_id]["parentReceptacles"] = None

    def _put(self, object_id: str, receptacle: str | None) -> None:
        """Into `receptacle` (its containers come along, outermost first); None: nowhere."""
        self._detach(object_id)
        if receptacle is None:
            return
        target = self.objects[receptacle]
        self.objects[object_id]["parentReceptacles"] = [*(target["parentReceptacles"] or []), receptacle]
        target["receptacleObjectIds"] = [*(target["receptacleObjectIds"] or []), object_id]
        self._carry_contents(object_id)

    def _carry_contents(self, object_id: str) -> None:
        """What lies in a picked-up receptacle goes with it (PickupObject parents the receptacle's
        contained objects to it), so each content's containers are now only the held object and
        what is between them."""
        for inner in self.objects[object_id].get("receptacleObjectIds") or []:
            self.objects[inner]["parentReceptacles"] = [*(self.objects[object_id]["parentReceptacles"] or []), object_id]
            self._carry_contents(inner)

    def _drop_from_hand(self, agent_id: int) -> None:
        held = self._held(agent_id)
        if held is None:
            return
        self.agents[agent_id]["inventoryObjects"] = []
        self.objects[held]["isPickedUp"] = False
        floor = next((i for i, o in self.objects.items() if o["objectType"] == "Floor"), None)
        self._put(held, floor)  # it falls to the floor

    # --- the actions the backend uses ---------------------------------------------------------

    def _do_GetReachablePositions(self, agent_id: int) -> None:
        self._action_return = copy.deepcopy(self.reachable)

    def _do_Teleport(self, agent_id: int, position: dict, rotation: dict, horizon: float, standing: bool, forceAction: bool = False) -> None:
        if (position["x"], position["z"]) in self.blocked:
            raise UnityRefusal("Another agent is standing there")
        agent = self.agents[agent_id]
        agent["agent"].update(position=position, rotation=rotation, cameraHorizon=horizon)
        agent["placed"] = True

    def _do_PickupObject(self, agent_id: int, objectId: str, forceAction: bool = False, manualInteract: bool = False) -> None:
        target = self._target(agent_id, objectId, forceAction)
        if not target["pickupable"]:
            raise UnityRefusal(f"InvalidOperationException: {objectId} must have the property CanPickup to be picked up.")
        if self._held(agent_id) is not None:
            raise UnityRefusal("InvalidOperationException: Agent hand has something in it already! Can't pick up anything else")
        self._put(objectId, None)
        self._carry_contents(objectId)
        target["isPickedUp"] = True
        self.agents[agent_id]["inventoryObjects"] = [{"objectId": objectId, "objectType": target["objectType"]}]

    def _do_PutObject(self, agent_id: int, objectId: str, forceAction: bool = False, placeStationary: bool = True, randomSeed: int = 0) -> None:
        held = self._held(agent_id)
        if held is None:
            raise UnityRefusal("Can't place an object if Agent isn't holding anything")
        target = self._target(agent_id, objectId, forceAction)
        item = self.objects[held]
        if not target["receptacle"]:
            raise UnityRefusal("This target object is NOT a receptacle!")
        if target["openable"] and target["objectType"] in MUST_BE_OPEN and not target["isOpen"]:
            raise UnityRefusal("Target openable Receptacle is CLOSED, can't place if target is not open!")
        specific = OBJECT_SPECIFIC.get(target["objectType"])
        if specific is not None:
            if target.get("receptacleObjectIds"):
                raise UnityRefusal(f"{target['name']} is full right now")
            if item["objectType"] not in specific:
                raise UnityRefusal(f"{item['name']} is not a valid Object Type to be placed in {target['name']}")
        elif not forceAction:
            allowed = PLACEMENT["placementRestrictions"].get(item["objectType"])
            if allowed is not None and target["objectType"] not in allowed:
                raise UnityRefusal(f"{item['name']} cannot be placed in {target['name']}")
        self._put(held, objectId)
        item["isPickedUp"] = False
        self.agents[agent_id]["inventoryObjects"] = []

    def _do_OpenObject(self, agent_id: int, objectId: str, forceAction: bool = False, openness: float = 1.0) -> None:
        target = self._target(agent_id, objectId, forceAction)
        if not target["openable"]:
            raise UnityRefusal(f"{objectId} is not an Openable object")
        if target["objectType"] in MUST_BE_OFF_TO_OPEN and target["isToggled"]:
            raise UnityRefusal("Target must be OFF to open!")
        target["openness"] = float(openness)
        target["isOpen"] = openness != 0

    def _do_CloseObject(self, agent_id: int, objectId: str, forceAction: bool = False) -> None:
        self._do_OpenObject(agent_id, objectId, forceAction, openness=0.0)

    def _toggle(self, agent_id: int, objectId: str, on: bool, force: bool) -> None:
        target = self._target(agent_id, objectId, force)
        controlled = any(objectId in (o.get("controlledObjects") or []) for o in self.objects.values())
        if controlled:
            raise UnityRefusal("target object is controlled by another sim object. target object cannot be turned on/off directly")
        if not target["toggleable"]:
            raise UnityRefusal("object is not toggleable.")
        if target["isToggled"] == on:
            raise UnityRefusal("can't toggle object on if it's already on!" if on else "can't toggle object off if it's already off!")
        if on and target["objectType"] in MUST_BE_CLOSED_TO_TURN_ON and target["isOpen"]:
            raise UnityRefusal("Target must be closed to Toggle On!")
        if on and target["breakable"] and target["isBroken"]:
            raise UnityRefusal("Target is broken and cannot be Toggled On!")
        target["isToggled"] = on
        for other in target.get("controlledObjects") or []:
            self.objects[other]["isToggled"] = on

    def _do_ToggleObjectOn(self, agent_id: int, objectId: str, forceAction: bool = False) -> None:
        self._toggle(agent_id, objectId, True, forceAction)

    def _do_ToggleObjectOff(self, agent_id: int, objectId: str, forceAction: bool = False) -> None:
        self._toggle(agent_id, objectId, False, forceAction)

    def _do_FillObjectWithLiquid(self, agent_id: int, objectId: str, fillLiquid: str, forceAction: bool = False) -> None:
        # Fill.cs FillObject: water, coffee or wine; coffee is hot.
        target = self._target(agent_id, objectId, forceAction)
        if not target["canFillWithLiquid"]:
            raise UnityRefusal(f"{objectId} does not have CanBeFilled property!")
        if fillLiquid not in ("water", "coffee", "wine"):
            raise UnityRefusal("fillLiquid must be water, coffee or wine")
        target.update(isFilledWithLiquid=True, fillLiquid=fillLiquid)
        if fillLiquid == "coffee":
            target["temperature"] = "Hot"

    def _do_EmptyLiquidFromObject(self, agent_id: int, objectId: str, forceAction: bool = False) -> None:
        # Fill.cs EmptyObject.
        target = self._target(agent_id, objectId, forceAction)
        if not target["canFillWithLiquid"]:
            raise UnityRefusal(f"{objectId} does not have CanBeFilled property!")
        target.update(isFilledWithLiquid=False, fillLiquid=None)

    def _do_SliceObject(self, agent_id: int, objectId: str, forceAction: bool = False) -> None:
        target = self._target(agent_id, objectId, forceAction)
        if self._held(agent_id) == objectId:
            raise UnityRefusal("target object cannot be sliced if it is in the agent's hand")
        if not target["sliceable"]:
            raise UnityRefusal(f"{target['name']} Does not have the CanBeSliced property!")
        if target["isSliced"]:
            return  # SliceObject.Slice returns early
        target["isSliced"] = True
        into, count = SLICES[target["objectType"]]
        self._swap(objectId, into, count)

    def _do_BreakObject(self, agent_id: int, objectId: str, forceAction: bool = False) -> None:
        target = self._target(agent_id, objectId, forceAction)
        if not target["breakable"]:
            raise UnityRefusal(f"{target['name']} does not have the CanBreak property!!")
        if self._held(agent_id) == objectId:
            self._drop_from_hand(agent_id)  # isInAgentHand = false; ItemInHand = null
        target["isBroken"] = True  # Break.BreakObject swaps prefab or materials and never touches Fill: the liquid stays (D20)
        kind = target["objectType"]
        if kind in BREAKS_INTO:
            self._swap(objectId, BREAKS_INTO[kind], 1)
        elif kind in SHATTERS:
            self._swap(objectId, None, 0)
        elif target["toggleable"]:
            target["isToggled"] = False  # MaterialSwap: "if it is on, turn it off"

    def _swap(self, object_id: str, into: str | None, count: int) -> None:
        """The original stays, its children switched off; pieces spawn where it was."""
        original = self.objects[object_id]
        parents = original["parentReceptacles"]
        for inner in list(original.get("receptacleObjectIds") or []):
            self._put(inner, parents[-1] if parents else None)
        self._detach(object_id)
        self.disabled.add(object_id)
        for index in range(count):
            piece = new_object(f"{object_id}|{into}_{index}", into, f"{into}_{index}", original["position"], self._piece_flags(into))
            # SliceObject.Slice cooks every piece of a cooked original (a freshly spawned prefab is otherwise at room temperature).
            piece["isCooked"] = bool(original.get("isCooked")) and piece["cookable"]
            self.objects[piece["objectId"]] = piece
            self._put(piece["objectId"], parents[-1] if parents else None)

    def _piece_flags(self, into: str) -> frozenset[str]:
        """A piece's property flags: its type's, else (a type the flags do not list) pickupable,
        and cookable for the pieces that cook."""
        known = self.capabilities.get(into)
        if known is not None:
            return known
        return frozenset({"pickupable", *(("cookable",) if into in COOKABLE_PIECES else ())})

    def _do_CleanObject(self, agent_id: int, objectId: str, forceAction: bool = False) -> None:
        target = self._target(agent_id, objectId, forceAction)
        if not target["dirtyable"]:
            raise UnityRefusal(f"{target['name']} does not have dirtyable property!")
        if not target["isDirty"]:
            raise UnityRefusal(f"{target['name']} is already Clean!")
        target["isDirty"] = False

    def _do_UseUpObject(self, agent_id: int, objectId: str, forceAction: bool = False) -> None:
        target = self._target(agent_id, objectId, forceAction)
        if not target["canBeUsedUp"]:
            raise UnityRefusal(f"{target['name']} does not have CanBeUsedUp property!")
        if target["isUsedUp"]:
            raise UnityRefusal("object already used up!")
        target["isUsedUp"] = True

    # --- trigger zones, after every action (OnTriggerStay) ------------------------------------

    def _settle(self) -> None:
        for obj in self.objects.values():
            if obj["objectId"] in self.disabled:
                continue
            kind, on = obj["objectType"], obj["isToggled"]
            contents = self._all_inside(obj["objectId"])
            if kind == "Fridge":
                for inner in contents:
                    inner["temperature"] = "Cold"
            if on and kind in ("Microwave", "Toaster"):
                for inner in contents:
                    self._heat(inner, toast=kind == "Toaster")
            if on and kind == "StoveBurner":
                for vessel_id in obj.get("receptacleObjectIds") or []:
                    vessel = self.objects[vessel_id]
                    if vessel["objectType"] in HEAT_VESSELS:
                        for inner in [vessel, *self._all_inside(vessel_id)]:
                            self._heat(inner, toast=True)
            if on and kind == "CoffeeMachine":
                for inner in contents:
                    if inner["canFillWithLiquid"] and not inner["isFilledWithLiquid"]:
                        inner.update(isFilledWithLiquid=True, fillLiquid="coffee", temperature="Hot")
            if on and kind == "Faucet":
                # Its water falls where the room says (the trigger volume under the tap), else into the nearest basin.
                basin_id = self.water_into.get(obj["objectId"])
                basin = self.objects.get(basin_id) if basin_id is not None else nearest(self.objects, obj, {"SinkBasin", "BathtubBasin"})
                if basin is None:
                    continue
                for inner in self._all_inside(basin["objectId"]):
                    if inner["dirtyable"]:
                        inner["isDirty"] = False
                    if inner["canFillWithLiquid"] and not inner["isFilledWithLiquid"] and not inner["isBroken"]:
                        inner.update(isFilledWithLiquid=True, fillLiquid="water")

    def _heat(self, obj: dict[str, Any], toast: bool) -> None:
        obj["temperature"] = "Hot"
        if obj.get("cookable") and (toast or obj["objectType"] != "BreadSliced"):
            obj["isCooked"] = True

    def _all_inside(self, object_id: str) -> list[dict[str, Any]]:
        found, stack = [], list(self.objects[object_id].get("receptacleObjectIds") or [])
        while stack:
            inner = self.objects[stack.pop()]
            found.append(inner)
            stack.extend(inner.get("receptacleObjectIds") or [])
        return found

