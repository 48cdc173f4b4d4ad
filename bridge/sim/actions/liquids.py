"""PourObject: pouring the liquid of the object in hand into another (watering a plant).

AI2-THOR has no pouring action of its own: a liquid is set by ``FillObjectWithLiquid`` (objectId,
fillLiquid: water, coffee or wine) and taken away by ``EmptyLiquidFromObject`` (Fill.cs
``FillObject`` / ``EmptyObject``; coffee makes what holds it Hot). TEACh's ``Pour``
(alexa/teach, src/teach/simulators/simulator_THOR.py at 903191e) is those two in a row: with an
object in hand that is filled, the target that can hold liquid and is not filled gets the held
liquid (coffee stays coffee, else water), then the held object is emptied. This is that action.

PourObject(objectId, receptacleObjectId), checks in order: the agent holds ``objectId``
(NOT_HOLDING), both can hold liquid (NOT_FILLABLE: TEACh's Pour affordance
``canFillWithLiquid``; what they are is checked before how they are), the object in hand holds
liquid (NOTHING_TO_POUR), access to the target
(see ``reach``), the target is not broken (OBJECT_BROKEN: a shattered cup holds nothing, as a
running faucet fills only unbroken ones in ``contextual``), and not filled already
(ALREADY_FILLED: TEACh's affordance ``isFilledWithLiquid: False``; pouring into the object in
hand itself is refused so, as it holds the liquid). Effect: the target is filled
with the held liquid (Hot when it is coffee), the object in hand is empty. Every check runs
before anything changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from ..contextual import HOT_LIQUIDS
from ..error_codes import ActionFailure, ErrorCode
from ..model import HOT, Agent, SimObject
from ..reach import require_access, require_property
from .carrying import require_holding
from .spec import ActionSpec

if TYPE_CHECKING:
    from ..world import World


def pour_object(world: "World", agent: Agent, args: Mapping[str, SimObject]) -> None:
    obj, target = args["objectId"], args["receptacleObjectId"]
    require_holding(world, agent, obj, "pour from")
    require_property(obj, "canFillWithLiquid", ErrorCode.NOT_FILLABLE, "pour from")
    require_property(target, "canFillWithLiquid", ErrorCode.NOT_FILLABLE, "pour into")
    if not obj.is_filled or obj.fill_liquid is None:
        raise ActionFailure(
            ErrorCode.NOTHING_TO_POUR,
            f"Cannot pour from {obj.id}: it holds no liquid. Fill it first (under a running Faucet, in its basin).",
            subject=obj,
        )
    require_access(world, agent, target, "pour into")
    if target.is_broken:
        raise ActionFailure(ErrorCode.OBJECT_BROKEN, f"Cannot pour into {target.id}: it is broken and holds nothing.", subject=target)
    if target.is_filled:
        itself = " (it is the object in hand)" if target.id == obj.id else ""
        raise ActionFailure(
            ErrorCode.ALREADY_FILLED,
            f"Cannot pour into {target.id}: it is already filled with {target.fill_liquid}{itself}.",
            subject=target,
        )
    liquid = obj.fill_liquid
    target.fill(liquid)
    if liquid in HOT_LIQUIDS:
        target.temperature = HOT
    obj.empty()


ACTIONS = (ActionSpec("PourObject", ("objectId", "receptacleObjectId"), pour_object),)
