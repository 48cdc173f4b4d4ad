"""Checks shared by actions that use a held tool (SliceObject, CleanObject).

Order: the tool's type has the needed flag (WRONG_TOOL, naming the tool types of the scene),
another agent holds it (HELD_BY_OTHER_AGENT), the acting agent holds it (NOT_HOLDING), it is not
used up (OBJECT_USED_UP).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..words import a
from ..catalogue import ObjectType
from ..error_codes import ActionFailure, ErrorCode
from ..model import Agent, SimObject
from ..reach import holder

if TYPE_CHECKING:
    from ..world import World


def require_tool(
    world: "World", agent: Agent, tool: SimObject, is_tool: Callable[[ObjectType], bool], kind: str, doing: str
) -> None:
    """Raise the first failure of ``tool`` as the held ``kind`` tool (e.g. "sharp") for ``doing``."""
    if not is_tool(tool.type):
        present = sorted(name for name in world.ids_by_type if is_tool(world.scene.catalogue[name]))
        options = " or ".join(present) if present else f"{a(kind)} tool (none in this scene)"
        raise ActionFailure(ErrorCode.WRONG_TOOL, f"Cannot {doing} with {tool.id}: {a(tool.type.name)} is not {a(kind)} tool. Use {options}.", subject=tool)
    other = holder(world, tool)
    if other is not None and other != agent.name:
        raise ActionFailure(
            ErrorCode.HELD_BY_OTHER_AGENT,
            f"Cannot {doing} with {tool.id}: {other} is holding it. Use another {tool.type.name} or wait.",
            subject=tool,
            holder=other,
        )
    if agent.holding != tool.id:
        held = f"it holds {agent.holding}" if agent.holding else "its hand is empty"
        raise ActionFailure(
            ErrorCode.NOT_HOLDING,
            f"Cannot {doing} with {tool.id}: {agent.name} must hold the tool ({held}). Pick up the {tool.type.name} first (PickupObject).",
            subject=tool,
            held=agent.holding,
        )
    if tool.is_used_up:
        raise ActionFailure(ErrorCode.OBJECT_USED_UP, f"Cannot {doing} with {tool.id}: it is used up. Use another {tool.type.name}.", subject=tool)
