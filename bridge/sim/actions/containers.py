"""OpenObject and CloseObject.

Checks in order: openable (NOT_OPENABLE), access (see ``reach``), state (ALREADY_OPEN /
ALREADY_CLOSED). The hand may be full. Closing a running openable heater (Microwave) cooks its
contents; opening it stops it heating (see ``contextual``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from ..contextual import run_appliance
from ..error_codes import ActionFailure, ErrorCode
from ..model import Agent, SimObject
from ..reach import require_access, require_property
from .spec import ActionSpec

if TYPE_CHECKING:
    from ..world import World


def open_object(world: "World", agent: Agent, args: Mapping[str, SimObject]) -> None:
    obj = args["objectId"]
    require_property(obj, "openable", ErrorCode.NOT_OPENABLE, "open")
    require_access(world, agent, obj, "open")
    if obj.is_open:
        raise ActionFailure(ErrorCode.ALREADY_OPEN, f"{obj.id} is already open. Skip OpenObject, or close it first if that was meant.")
    obj.is_open = True


def close_object(world: "World", agent: Agent, args: Mapping[str, SimObject]) -> None:
    obj = args["objectId"]
    require_property(obj, "openable", ErrorCode.NOT_OPENABLE, "close")
    require_access(world, agent, obj, "close")
    if not obj.is_open:
        raise ActionFailure(ErrorCode.ALREADY_CLOSED, f"{obj.id} is already closed. Skip CloseObject, or open it first if that was meant.")
    obj.is_open = False
    if obj.is_toggled:
        run_appliance(world, obj)


ACTIONS = (
    ActionSpec("OpenObject", ("objectId",), open_object),
    ActionSpec("CloseObject", ("objectId",), close_object),
)
