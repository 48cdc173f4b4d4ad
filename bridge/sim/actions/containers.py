"""OpenObject and CloseObject (AI2-THOR's OpenObject, and CloseObject = OpenObject(openness=0)).

Checks in order, following PhysicsRemoteFPSAgentController.openObject: openable (NOT_OPENABLE),
access (see ``reach``), for a ``mustBeOffToOpen`` type that it is off (MUST_BE_OFF: "Target must
be OFF to open!"; checked for CloseObject too, as AI2-THOR checks both). The hand may be full.
Opening an open object or closing a closed one succeeds and changes nothing: AI2-THOR animates to
the requested openness without an already-open check.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from ..words import a
from ..error_codes import ActionFailure, ErrorCode
from ..model import Agent, SimObject
from ..reach import require_access, require_property
from .spec import ActionSpec

if TYPE_CHECKING:
    from ..world import World


def open_object(world: "World", agent: Agent, args: Mapping[str, SimObject]) -> None:
    obj = _check(world, agent, args["objectId"], "open")
    obj.is_open = True


def close_object(world: "World", agent: Agent, args: Mapping[str, SimObject]) -> None:
    obj = _check(world, agent, args["objectId"], "close")
    obj.is_open = False


def _check(world: "World", agent: Agent, obj: SimObject, doing: str) -> SimObject:
    require_property(obj, "openable", ErrorCode.NOT_OPENABLE, doing)
    require_access(world, agent, obj, doing)
    if obj.type.effects.must_be_off_to_open and obj.is_toggled:
        raise ActionFailure(
            ErrorCode.MUST_BE_OFF,
            f"Cannot {doing} {obj.id}: it is running, and {a(obj.type.name)} must be off to open or close. "
            f"Switch it off first (SwitchOff).",
            subject=obj,
        )
    return obj


ACTIONS = (
    ActionSpec("OpenObject", ("objectId",), open_object),
    ActionSpec("CloseObject", ("objectId",), close_object),
)
