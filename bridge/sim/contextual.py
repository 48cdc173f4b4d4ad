"""Contextual interactions: what appliances do to the objects around them.

Rules (each driven by catalogue ``effects``, never by type names in code):

* ``controls`` (StoveKnob): toggling the controller sets its linked object (StoveBurner) to the
  same on/off state, and the linked object then acts as if toggled itself.
* ``heatsContents`` (Microwave, Toaster): while on, every cookable object inside it, directly
  or in a vessel it holds, is cooked. An openable heater (Microwave) heats only while closed, as
  its door must be shut to run: switching it on while open, or opening it, heats nothing until
  it is closed again (closing a running Microwave cooks its contents).
* ``heatsThrough`` (StoveBurner: Pot, Pan, Kettle): while on, every cookable object inside a
  vessel of those types standing on it is cooked (an object directly on the burner is not).
* ``fillsContents: <liquid>`` (CoffeeMachine: coffee): while on (and closed, if openable),
  fills every fillable, unbroken object inside it with that liquid.
* ``washes`` (Faucet): while on, every dirty object inside the linked basin (transitively) is
  cleaned and every fillable, unbroken one is filled with water.

These apply at the moment the condition becomes true (SwitchOn, CloseObject) and whenever an
object arrives inside a running appliance: PutObject, and objects created by SliceObject or
BreakObject (an egg cracked into a pan on a hot burner cooks). Switching off undoes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .model import SimObject
from .reach import ancestors, descendants

if TYPE_CHECKING:
    from .world import World


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
    """Apply every running appliance ``obj`` is now inside (after a put or a creation)."""
    for container in ancestors(world, obj):
        if container.is_toggled:
            run_appliance(world, container)
        for faucet_id in world.washers_of.get(container.id, ()):
            faucet = world.objects[faucet_id]
            if faucet.is_toggled:
                _wash(world, container)


def run_appliance(world: "World", obj: SimObject) -> None:
    """Do what the running appliance ``obj`` does to its contents or linked object."""
    effects = obj.type.effects
    shut = not obj.type.has("openable") or not obj.is_open
    if effects.heats_contents and shut:
        _cook(descendants(world, obj))
    if effects.heats_through:
        objects = world.objects
        for vessel_id in obj.contents:
            vessel = objects[vessel_id]
            if vessel.type.name in effects.heats_through:
                _cook(descendants(world, vessel))
    if effects.fills_contents is not None and shut:
        for inner in descendants(world, obj):
            _fill(inner, effects.fills_contents)
    if effects.washes and obj.link is not None and obj.link in world.objects:
        _wash(world, world.objects[obj.link])


def _cook(objects) -> None:
    for inner in objects:
        if inner.type.has("cookable"):
            inner.is_cooked = True


WATER = "water"


def _fill(obj: SimObject, liquid: str) -> None:
    if obj.type.has("canFillWithLiquid") and not obj.is_broken:
        obj.fill(liquid)


def _wash(world: "World", basin: SimObject) -> None:
    for inner in descendants(world, basin):
        if inner.is_dirty:
            inner.is_dirty = False
        _fill(inner, WATER)
