"""CleanObject and UseUpObject.

CleanObject(objectId, toolObjectId, canBeUsedUpDetergentId?), checks in order: the tool (see
``tools``: a held, unused ``cleaningTool``), the object gets dirty at all (NOT_CLEANABLE),
access (see ``reach``), it is dirty (ALREADY_CLEAN); then, if a detergent is given: it is a
``detergent`` (NOT_DETERGENT), not held by the other agent (HELD_BY_OTHER_AGENT), within reach
(NOT_REACHABLE), not used up (DETERGENT_USED_UP). Effect: the object is clean and a detergent
that ``canBeUsedUp`` (SoapBottle) is used up; one that cannot (SoapBar, SprayBottle: AI2-THOR's
UseUpObject refuses them) is only applied. The tool and the detergent are the paper's rule;
AI2-THOR's CleanObject needs neither (docs/fidelity.md). Every check runs before anything
changes, so a refused CleanObject leaves the world as it was.

Detergent reach (docs/CONTRACTS.md): the detergent is reachable by the usual rule, or when the
agent went to it (GoToObject) while holding the tool, after picking the tool up: the tool is
dabbed with the detergent there. It must not be inside a closed receptacle either way.

UseUpObject(objectId), checks in order: ``canBeUsedUp`` (NOT_USABLE_UP: "... does not have
CanBeUsedUp property!"), access, not used up (ALREADY_USED_UP: "object already used up!").
Effect: ``isUsedUp`` (and it holds no liquid).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from ..words import a
from ..error_codes import ActionFailure, ErrorCode
from ..model import Agent, SimObject
from ..reach import holder, outermost_closed, reaches, require_access, require_property
from .spec import ActionSpec
from .tools import require_tool

if TYPE_CHECKING:
    from ..world import World


def clean_object(world: "World", agent: Agent, args: Mapping[str, SimObject]) -> None:
    obj, tool = args["objectId"], args["toolObjectId"]
    detergent = args.get("canBeUsedUpDetergentId")
    require_tool(world, agent, tool, lambda t: t.effects.cleaning_tool, "cleaning", f"clean {obj.id}")
    require_property(obj, "dirtyable", ErrorCode.NOT_CLEANABLE, "clean")
    require_access(world, agent, obj, "clean")
    if not obj.is_dirty:
        raise ActionFailure(ErrorCode.ALREADY_CLEAN, f"{obj.id} is already clean; no need to clean it.", subject=obj)
    if detergent is not None:
        _require_detergent(world, agent, obj, detergent)
        if detergent.type.has("canBeUsedUp"):
            detergent.is_used_up = True
    obj.is_dirty = False


def _require_detergent(world: "World", agent: Agent, obj: SimObject, detergent: SimObject) -> None:
    if not detergent.type.effects.detergent:
        present = sorted(name for name in world.ids_by_type if world.scene.catalogue[name].effects.detergent)
        options = " or ".join(present) if present else "no detergent (omit it)"
        raise ActionFailure(
            ErrorCode.NOT_DETERGENT,
            f"Cannot clean {obj.id} with {detergent.id} as detergent: {a(detergent.type.name)} is not a detergent. Use {options}.",
            subject=detergent,
        )
    other = holder(world, detergent)
    if other is not None and other != agent.name:
        raise ActionFailure(
            ErrorCode.HELD_BY_OTHER_AGENT, f"Cannot use {detergent.id} as detergent: {other} is holding it.", subject=detergent, holder=other
        )
    if not _detergent_within_reach(world, agent, detergent):
        raise ActionFailure(
            ErrorCode.NOT_REACHABLE,
            f"Cannot use {detergent.id} as detergent to clean {obj.id}: it is out of reach. "
            f"Go to the {detergent.type.name} (GoToObject) while holding the cleaning tool, then to the {obj.type.name}, "
            f"or clean without detergent.",
            subject=detergent,
            container=outermost_closed(world, detergent),
        )
    if detergent.is_used_up:
        raise ActionFailure(
            ErrorCode.DETERGENT_USED_UP,
            f"Cannot clean {obj.id} with {detergent.id}: the {detergent.type.name} is used up. Use another one or none.",
            subject=detergent,
        )


def _detergent_within_reach(world: "World", agent: Agent, detergent: SimObject) -> bool:
    if outermost_closed(world, detergent) is not None:
        return False
    return reaches(world, agent, detergent) or detergent.id in agent.visited_holding


def use_up_object(world: "World", agent: Agent, args: Mapping[str, SimObject]) -> None:
    obj = args["objectId"]
    require_property(obj, "canBeUsedUp", ErrorCode.NOT_USABLE_UP, "use up")
    require_access(world, agent, obj, "use up")
    if obj.is_used_up:
        raise ActionFailure(ErrorCode.ALREADY_USED_UP, f"{obj.id} is already used up.", subject=obj)
    obj.is_used_up = True
    obj.empty()


ACTIONS = (
    ActionSpec("CleanObject", ("objectId", "toolObjectId"), clean_object, optional=("canBeUsedUpDetergentId",)),
    ActionSpec("UseUpObject", ("objectId",), use_up_object),
)
