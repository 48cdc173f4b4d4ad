"""SliceObject and BreakObject: interactions that may replace an object by derived ones.

SliceObject(objectId, toolObjectId), checks in order: the tool (see ``tools``: a held, unused
``sharpTool``), sliceable (NOT_SLICEABLE), access (see ``reach``), not yet sliced
(ALREADY_SLICED; also for the id or type of an object already sliced away). Effect: with
``sliceInto`` the object is replaced by ``sliceCount`` objects of that type, else with
``breakInto`` by one (Egg -> EggCracked), else it just becomes ``isSliced``.

BreakObject(objectId), checks in order: breakable (NOT_BREAKABLE), access, not yet broken
(ALREADY_BROKEN, also for an egg already cracked). Effect: with ``breakInto`` the object is
replaced by one object of that type, else it becomes ``isBroken`` (and holds no liquid).

Replacement objects get ids ``<original id>|<Type>_<i>`` (i from 0), the original's place (its
receptacle, or the hand holding it), its ``isCooked``/``isDirty`` where their type allows it,
and trigger running appliances around them (an egg cracked into a pan on a hot burner cooks).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from ..error_codes import ActionFailure, ErrorCode
from ..model import Agent, SimObject
from ..reach import require_access, require_property
from .spec import ActionSpec
from .tools import require_tool

if TYPE_CHECKING:
    from ..world import World


def slice_object(world: "World", agent: Agent, args: Mapping[str, SimObject]) -> None:
    obj, tool = args["objectId"], args["toolObjectId"]
    require_tool(world, agent, tool, lambda t: t.effects.sharp_tool, "sharp", f"slice {obj.id}")
    require_property(obj, "sliceable", ErrorCode.NOT_SLICEABLE, "slice")
    require_access(world, agent, obj, "slice")
    if obj.is_sliced:
        raise ActionFailure(ErrorCode.ALREADY_SLICED, f"{obj.id} is already sliced.")
    effects = obj.type.effects
    if effects.slice_into is not None:
        world.replace(obj, effects.slice_into, effects.slice_count, "sliced")
    elif effects.break_into is not None:
        world.replace(obj, effects.break_into, 1, "sliced")
    else:
        obj.is_sliced = True


def break_object(world: "World", agent: Agent, args: Mapping[str, SimObject]) -> None:
    obj = args["objectId"]
    require_property(obj, "breakable", ErrorCode.NOT_BREAKABLE, "break")
    require_access(world, agent, obj, "break")
    if obj.is_broken:
        raise ActionFailure(ErrorCode.ALREADY_BROKEN, f"{obj.id} is already broken.")
    if obj.type.effects.break_into is not None:
        world.replace(obj, obj.type.effects.break_into, 1, "broken")
    else:
        obj.is_broken = True
        obj.empty()


ACTIONS = (
    ActionSpec("SliceObject", ("objectId", "toolObjectId"), slice_object, replaced_codes={"sliced": ErrorCode.ALREADY_SLICED}),
    ActionSpec("BreakObject", ("objectId",), break_object, replaced_codes={"broken": ErrorCode.ALREADY_BROKEN}),
)
