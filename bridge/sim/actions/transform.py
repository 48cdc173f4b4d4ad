"""SliceObject and BreakObject: interactions that may swap an object for derived ones.

SliceObject(objectId, toolObjectId), checks in order: the tool (see ``tools``: a held, unused
``sharpTool``; the paper's rule, AI2-THOR needs no tool), sliceable (NOT_SLICEABLE), access (see
``reach``). Effect (SliceObject.Slice): the object becomes ``isSliced`` and, with ``sliceInto``,
is swapped for ``sliceCount`` objects of that type (Egg: one EggCracked). A sliced original is
disabled (see ``model``), so slicing it again names it as ALREADY_SLICED.

BreakObject(objectId), checks in order: breakable (NOT_BREAKABLE), access. Effect
(PhysicsRemoteFPSAgentController.BreakObject, Break.BreakObject): a held object first drops out
of the hand; the object becomes ``isBroken`` and is switched off if it was on (Break.cs,
MaterialSwap: "if it is on, turn it off"); its liquid stays as it was (Break.BreakObject leaves the
Fill component alone, so a broken Mug still reports ``isFilledWithLiquid``); with ``breakInto`` it is swapped for one
object of that type (Egg -> EggCracked), with ``shatters`` for nothing usable (a Mug's shards);
either way it is disabled. Breaking an object that is broken but still there (a cracked
Television screen) succeeds and changes nothing, as AI2-THOR has no already-broken check.

New objects get ids ``<original id>|<Type>_<i>`` (PhysicsSceneManager.Generate_InheritedObjectID),
the original's place, its ``isCooked``/``isDirty`` where their type allows them, and trigger
running appliances around them (an egg cracked into a pan on a hot burner cooks).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from ..contextual import on_toggled
from ..error_codes import ErrorCode
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
        return  # SliceObject.Slice returns early on a sliced object that is still there
    obj.is_sliced = True
    effects = obj.type.effects
    if effects.slice_into is not None:
        world.transform(obj, effects.slice_into, effects.slice_count, "sliced")


def break_object(world: "World", agent: Agent, args: Mapping[str, SimObject]) -> None:
    obj = args["objectId"]
    require_property(obj, "breakable", ErrorCode.NOT_BREAKABLE, "break")
    require_access(world, agent, obj, "break")
    if obj.held_by is not None:
        world.let_go(obj)
    if obj.is_broken:
        return
    obj.is_broken = True
    if obj.is_toggled:
        obj.is_toggled = False
        on_toggled(world, obj)
    effects = obj.type.effects
    if effects.disables_when_broken:
        world.transform(obj, effects.break_into, 1, "broken")


ACTIONS = (
    ActionSpec("SliceObject", ("objectId", "toolObjectId"), slice_object, replaced_codes={"sliced": ErrorCode.ALREADY_SLICED}),
    ActionSpec("BreakObject", ("objectId",), break_object, replaced_codes={"broken": ErrorCode.ALREADY_BROKEN}),
)
