"""Contextual interactions: what appliances do to the objects around them.

Rules (each driven by catalogue ``effects``, never by type names in code), with the AI2-THOR
script each follows:

* ``controls`` (StoveKnob): toggling the controller sets its linked object (StoveBurner) to the
  same on/off state, and the linked object then acts as if toggled itself (CanToggleOnOff.setisOn
  sets its ControlledSimObjects).
* ``heatsContents`` (Microwave, Toaster): while on, everything inside it, directly or in a vessel
  it holds, becomes Hot and every cookable object there is cooked, except the types its
  ``doesNotCook`` lists (a Microwave does not toast BreadSliced: HeatZone.CanToastBread).
* ``heatsThrough`` (StoveBurner: Pot, Pan, Kettle): while on, a vessel of those types standing on
  it and everything in the vessel become Hot, and the cookable objects in the vessel are cooked.
* ``coolsContents`` (Fridge): everything inside it becomes Cold (ColdZone.cs), open or closed.
* ``fillsContents: <liquid>`` (CoffeeMachine: coffee): while on, fills every empty, fillable,
  unbroken object inside it with that liquid (coffeemachine.Serve: ``if (!f.IsFilled())``);
  coffee makes the object Hot (Fill.FillObject).
* ``washes`` (Faucet): while on, every dirty object inside the linked basin (transitively) is
  cleaned (Dirty.cs) and every empty, fillable, unbroken one is filled with water (Fill.cs fills
  only an empty object, so coffee stays coffee).

These apply at the moment the condition becomes true (SwitchOn) and whenever an object arrives
inside a running appliance or a fridge: PutObject, and objects created by SliceObject or
BreakObject (an egg cracked into a pan on a hot burner cooks). Switching off undoes nothing, and
an object keeps its temperature when it leaves (AI2-THOR lets it decay to RoomTemp over seconds
of simulated time, which this world does not have; docs/fidelity.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from .model import COLD, HOT, SimObject
from .reach import ancestors, descendants

if TYPE_CHECKING:
    from .world import World

WATER = "water"
# Liquids that make their container Hot when poured (Fill.FillObject: "coffee is hot!").
HOT_LIQUIDS = frozenset({"coffee"})


def on_toggled(world: "World", obj: SimObject) -> None:
    """Apply the effects of ``obj`` having been switched on or off."""
    if obj.type.effects.controls and obj.link is not None:
        target = world.objects.get(obj.link)
        if target is not None and target.is_toggled != obj.is_toggled:
            target.is_toggled = obj.is_toggled
            on_toggled(world, target)
    if obj.is_toggled:
        run_appliance(world, obj)


def on_arrived(world: "World", obj: SimObject) -> None:
    """Apply every running appliance and cold zone ``obj`` is now inside (after a put or a creation)."""
    for container in ancestors(world, obj):
        effects = container.type.effects
        if effects.cools_contents:
            _chill((obj, *descendants(world, obj)))
        if container.is_toggled:
            run_appliance(world, container)
        for faucet_id in world.washers_of.get(container.id, ()):
            faucet = world.objects[faucet_id]
            if faucet.is_toggled:
                _wash(world, container)


def settle(world: "World") -> None:
    """Make a freshly loaded world consistent: fridges cool their contents, and appliances that
    start on drive their links and act on what they hold."""
    for obj in list(world.objects.values()):
        if obj.type.effects.cools_contents:
            _chill(descendants(world, obj))
    for obj in list(world.objects.values()):
        if obj.is_toggled:
            on_toggled(world, obj)


def run_appliance(world: "World", obj: SimObject) -> None:
    """Do what the running appliance ``obj`` does to its contents or linked object."""
    effects = obj.type.effects
    if effects.heats_contents:
        _heat(descendants(world, obj), effects.does_not_cook)
    if effects.heats_through:
        objects = world.objects
        for vessel_id in obj.contents:
            vessel = objects[vessel_id]
            if vessel.type.name in effects.heats_through:
                _heat((vessel, *descendants(world, vessel)), effects.does_not_cook)
    if effects.fills_contents is not None:
        for inner in descendants(world, obj):
            _fill(inner, effects.fills_contents)
    if effects.washes and obj.link is not None and obj.link in world.objects:
        _wash(world, world.objects[obj.link])


def _heat(objects: Iterable[SimObject], spared: frozenset[str]) -> None:
    for inner in objects:
        inner.temperature = HOT
        if inner.type.has("cookable") and inner.type.name not in spared:
            inner.is_cooked = True


def _chill(objects: Iterable[SimObject]) -> None:
    for inner in objects:
        inner.temperature = COLD


def _fill(obj: SimObject, liquid: str) -> None:
    if obj.type.has("canFillWithLiquid") and not obj.is_broken and not obj.is_filled:
        obj.fill(liquid)
        if liquid in HOT_LIQUIDS:
            obj.temperature = HOT


def _wash(world: "World", basin: SimObject) -> None:
    for inner in descendants(world, basin):
        if inner.is_dirty:
            inner.is_dirty = False
        _fill(inner, WATER)
