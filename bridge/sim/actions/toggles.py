"""SwitchOn and SwitchOff.

Checks in order: toggleable (NOT_TOGGLEABLE), access (see ``reach``), for SwitchOn not used up
(OBJECT_USED_UP, e.g. a burnt-out Candle), state (ALREADY_ON / ALREADY_OFF). Effects of the new
state (a knob driving its burner, a burner cooking, a faucet washing) are in ``contextual``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from ..contextual import on_toggled
from ..error_codes import ActionFailure, ErrorCode
from ..model import Agent, SimObject
from ..reach import require_access, require_property
from .spec import ActionSpec

if TYPE_CHECKING:
    from ..world import World


def switch_on(world: "World", agent: Agent, args: Mapping[str, SimObject]) -> None:
    obj = args["objectId"]
    require_property(obj, "toggleable", ErrorCode.NOT_TOGGLEABLE, "switch on")
    require_access(world, agent, obj, "switch on")
    if obj.is_used_up:
        raise ActionFailure(ErrorCode.OBJECT_USED_UP, f"Cannot switch on {obj.id}: it is used up.")
    if obj.is_toggled:
        raise ActionFailure(ErrorCode.ALREADY_ON, f"{obj.id} is already on.")
    obj.is_toggled = True
    on_toggled(world, obj)


def switch_off(world: "World", agent: Agent, args: Mapping[str, SimObject]) -> None:
    obj = args["objectId"]
    require_property(obj, "toggleable", ErrorCode.NOT_TOGGLEABLE, "switch off")
    require_access(world, agent, obj, "switch off")
    if not obj.is_toggled:
        raise ActionFailure(ErrorCode.ALREADY_OFF, f"{obj.id} is already off.")
    obj.is_toggled = False
    on_toggled(world, obj)


ACTIONS = (
    ActionSpec("SwitchOn", ("objectId",), switch_on),
    ActionSpec("SwitchOff", ("objectId",), switch_off),
)
