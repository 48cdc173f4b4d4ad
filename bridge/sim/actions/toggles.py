"""SwitchOn and SwitchOff (AI2-THOR's ToggleObjectOn/ToggleObjectOff).

Checks in order, following PhysicsRemoteFPSAgentController.toggleObject: toggleable
(NOT_TOGGLEABLE; a StoveBurner is not: its StoveKnob switches it, CanToggleOnOff.SelfControlled),
access (see ``reach``), for SwitchOn not used up (OBJECT_USED_UP, e.g. a burnt-out Candle; ours),
state (ALREADY_ON / ALREADY_OFF), for SwitchOn a ``mustBeClosedToTurnOn`` type closed
(MUST_BE_CLOSED: "Target must be closed to Toggle On!") and not broken (OBJECT_BROKEN: "Target is
broken and cannot be Toggled On!"). Effects of the new state (a knob driving its burner, a burner
cooking, a faucet washing) are in ``contextual``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from ..words import a
from ..contextual import on_toggled
from ..error_codes import ActionFailure, ErrorCode
from ..model import Agent, SimObject
from ..reach import require_access, require_property
from .spec import ActionSpec

if TYPE_CHECKING:
    from ..world import World


def switch_on(world: "World", agent: Agent, args: Mapping[str, SimObject]) -> None:
    obj = args["objectId"]
    _require_toggleable(world, obj, "switch on")
    require_access(world, agent, obj, "switch on")
    if obj.is_used_up:
        raise ActionFailure(ErrorCode.OBJECT_USED_UP, f"Cannot switch on {obj.id}: it is used up.", subject=obj)
    if obj.is_toggled:
        raise ActionFailure(ErrorCode.ALREADY_ON, f"{obj.id} is already on.", subject=obj)
    if obj.type.effects.must_be_closed_to_turn_on and obj.is_open:
        raise ActionFailure(
            ErrorCode.MUST_BE_CLOSED,
            f"Cannot switch on {obj.id}: it is open, and {a(obj.type.name)} runs only closed. Close it first (CloseObject).",
            subject=obj,
        )
    if obj.is_broken:
        raise ActionFailure(ErrorCode.OBJECT_BROKEN, f"Cannot switch on {obj.id}: it is broken.", subject=obj)
    obj.is_toggled = True
    on_toggled(world, obj)


def switch_off(world: "World", agent: Agent, args: Mapping[str, SimObject]) -> None:
    obj = args["objectId"]
    _require_toggleable(world, obj, "switch off")
    require_access(world, agent, obj, "switch off")
    if not obj.is_toggled:
        raise ActionFailure(ErrorCode.ALREADY_OFF, f"{obj.id} is already off.", subject=obj)
    obj.is_toggled = False
    on_toggled(world, obj)


def _require_toggleable(world: "World", obj: SimObject, doing: str) -> None:
    if obj.type.has("toggleable"):
        return
    controllers = sorted(t.name for t in world.scene.catalogue.types.values() if obj.type.name in t.effects.controls)
    if controllers:
        raise ActionFailure(
            ErrorCode.NOT_TOGGLEABLE,
            f"Cannot {doing} {obj.id} directly: {a(obj.type.name)} is switched by its {' or '.join(controllers)}. "
            f"Switch that instead.",
            subject=obj,
        )
    require_property(obj, "toggleable", ErrorCode.NOT_TOGGLEABLE, doing)


ACTIONS = (
    ActionSpec("SwitchOn", ("objectId",), switch_on),
    ActionSpec("SwitchOff", ("objectId",), switch_off),
)
