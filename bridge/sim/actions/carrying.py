"""PickupObject, PutObject and ThrowObject: moving objects with the agent's one hand.

PickupObject(objectId), checks in order: the agent already holds it (HAND_OCCUPIED), pickupable
(NOT_PICKUPABLE), access (see ``reach``), free hand (HAND_OCCUPIED). What the object contains
comes along (a Pan keeps its egg).

PutObject(objectId, receptacleObjectId), checks in order (PhysicsRemoteFPSAgentController
.placeHeldObject): the agent holds the object (NOT_HOLDING), the target is a receptacle
(NOT_RECEPTACLE) and not the object itself or inside it (RECEPTACLE_INCOMPATIBLE), access to the
target, the target is open if its type has ``mustBeOpenToPlace`` (RECEPTACLE_CLOSED;
ReceptacleRestrictions.MustBeOpenToPlaceObjectsIn: a closed Toilet or Safe still takes things),
the object's type lists the target's type among its receptacles (RECEPTACLE_INCOMPATIBLE; the
catalogue's lists are AI2-THOR's PlacementRestrictions), room under the target's ``capacity``
(RECEPTACLE_FULL). The object then triggers any running appliance or cold zone it is now inside
(see ``contextual``).

ThrowObject(objectId) puts the held object into the garbage receptacle (``garbage`` effect) the
agent is at, or that contains the object the agent is at (the paper's action; AI2-THOR's
ThrowObject is a physics throw). Checks: holds it (NOT_HOLDING), at a garbage can
(NOT_AT_GARBAGE_CAN), open if it must be (RECEPTACLE_CLOSED), room (RECEPTACLE_FULL). Any object
may be thrown away; receptacle compatibility does not apply.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from ..words import a
from ..contextual import on_arrived
from ..error_codes import ActionFailure, ErrorCode
from ..model import Agent, SimObject
from ..reach import ancestors, place_of, require_access, require_property
from .spec import ActionSpec

if TYPE_CHECKING:
    from ..world import World


def pickup_object(world: "World", agent: Agent, args: Mapping[str, SimObject]) -> None:
    obj = args["objectId"]
    if agent.holding == obj.id:
        raise ActionFailure(ErrorCode.HAND_OCCUPIED, f"{agent.name} is already holding {obj.id}.", subject=obj, held=obj.id)
    require_property(obj, "pickupable", ErrorCode.NOT_PICKUPABLE, "pick up", "Only pickupable objects can be carried.")
    require_access(world, agent, obj, "pick up")
    if agent.holding is not None:
        raise ActionFailure(
            ErrorCode.HAND_OCCUPIED,
            f"Cannot pick up {obj.id}: {agent.name} is already holding {agent.holding}. Put it down first (PutObject).",
            subject=obj,
            held=agent.holding,
        )
    world.take_into_hand(agent, obj)


def put_object(world: "World", agent: Agent, args: Mapping[str, SimObject]) -> None:
    _put(world, agent, args, forced=False)


def put_object_forced(world: "World", agent: Agent, args: Mapping[str, SimObject]) -> None:
    """PutObject with ``forceAction``: placeHeldObject checks PlacementRestrictions only
    ``if (!forceAction)``, so any held object goes in or on any receptacle; a closed one that must
    be open, and a full object-specific one, still refuse (PhysicsRemoteFPSAgentController).
    ALFRED's expert put everything so (env/thor_env.py ``to_thor_api_exec``)."""
    _put(world, agent, args, forced=True)


def _put(world: "World", agent: Agent, args: Mapping[str, SimObject], forced: bool) -> None:
    obj, target = args["objectId"], args["receptacleObjectId"]
    require_holding(world, agent, obj, "put")
    require_property(target, "receptacle", ErrorCode.NOT_RECEPTACLE, f"put {obj.id} in or on", "Choose a receptacle.")
    if target is obj or any(container is obj for container in ancestors(world, target)):
        raise ActionFailure(
            ErrorCode.RECEPTACLE_INCOMPATIBLE, f"Cannot put {obj.id} into itself or into something it contains ({target.id}).", subject=target
        )
    require_access(world, agent, target, f"put {obj.id} in or on")
    _require_open(target, obj)
    if not forced and target.type.name not in obj.type.receptacles:
        allowed = ", ".join(sorted(obj.type.receptacles)) or "nothing"
        raise ActionFailure(
            ErrorCode.RECEPTACLE_INCOMPATIBLE,
            f"Cannot put {obj.id} in or on {target.id}: {a(obj.type.name)} does not fit in {a(target.type.name)}. "
            f"It can go in or on: {allowed}.",
            subject=target,
        )
    _require_room(target, obj)
    world.put_down(agent, obj, target)
    on_arrived(world, obj)


def throw_object(world: "World", agent: Agent, args: Mapping[str, SimObject]) -> None:
    obj = args["objectId"]
    require_holding(world, agent, obj, "throw away")
    can = _garbage_at(world, agent)
    if can is None:
        where = f"at {agent.at}" if agent.at is not None else "not at any object"
        raise ActionFailure(
            ErrorCode.NOT_AT_GARBAGE_CAN,
            f"Cannot throw away {obj.id}: {agent.name} is {where}, not at a garbage can. Go to the GarbageCan first.",
        )
    _require_open(can, obj)
    _require_room(can, obj)
    world.put_down(agent, obj, can)


def require_holding(world: "World", agent: Agent, obj: SimObject, doing: str) -> None:
    if agent.holding != obj.id:
        held = f"it holds {agent.holding}" if agent.holding else "its hand is empty"
        raise ActionFailure(
            ErrorCode.NOT_HOLDING,
            f"Cannot {doing} {obj.id}: {agent.name} is not holding it ({held}; {obj.id} is {place_of(world, obj)}). "
            f"Pick it up first (PickupObject).",
            subject=obj,
            held=agent.holding,
        )


def _require_open(target: SimObject, obj: SimObject) -> None:
    if target.type.effects.must_be_open_to_place and not target.is_open:
        raise ActionFailure(
            ErrorCode.RECEPTACLE_CLOSED,
            f"Cannot put {obj.id} in {target.id}: it is closed. Open the {target.type.name} first (OpenObject).",
            subject=target,
            container=target,
        )


def _require_room(target: SimObject, obj: SimObject) -> None:
    capacity = target.type.effects.capacity
    if capacity is not None and len(target.contents) >= capacity:
        inside = ", ".join(target.contents) or "nothing"
        raise ActionFailure(
            ErrorCode.RECEPTACLE_FULL,
            f"Cannot put {obj.id} in or on {target.id}: it is full (holds {capacity}: {inside}). Take something out first.",
            subject=target,
        )


def _garbage_at(world: "World", agent: Agent) -> SimObject | None:
    if agent.at is None:
        return None
    here = world.objects.get(agent.at)
    if here is None:
        return None
    for candidate in (here, *ancestors(world, here)):
        if candidate.type.effects.garbage:
            return candidate
    return None


ACTIONS = (
    ActionSpec("PickupObject", ("objectId",), pickup_object),
    ActionSpec("PutObject", ("objectId", "receptacleObjectId"), put_object, forced=put_object_forced),
    ActionSpec("ThrowObject", ("objectId",), throw_object),
)
