"""Which AI2-THOR controller actions carry out one atomic action of Table I.

Called only after the mirror world accepted the action, so every precondition the symbolic
simulator knows has passed. Manipulations go to Unity unforced: Unity then applies its own
visibility test and its placement rules (placeHeldObject checks PlacementRestrictions only
``if (!forceAction)``) exactly as for any AI2-THOR user. The calls that stand for the paper's own
actions, which AI2-THOR does not have, are forced: the PutObject of ThrowObject (anything may be
thrown away, whatever PlacementRestrictions say of the garbage can) and the UseUpObject that
applies the paper's detergent rule to a detergent the agent dabbed its tool on earlier and need
not see now (docs/fidelity.md). PourObject, which AI2-THOR does not have, is TEACh's Pour
(alexa/teach, simulator_THOR.py at 903191e): FillObjectWithLiquid on the target with the liquid
poured, then EmptyLiquidFromObject on the object in hand. GoToObject is a teleport, planned in
`ai2thor_navigation`.
"""

from __future__ import annotations

from typing import Any, Mapping

UnityCall = tuple[str, dict[str, Any]]

# Atomic action -> AI2-THOR action acting on `objectId` (SwitchOn is ToggleObjectOn, ...).
_ON_OBJECT = {
    "PickupObject": "PickupObject",
    "OpenObject": "OpenObject",
    "CloseObject": "CloseObject",
    "SliceObject": "SliceObject",
    "BreakObject": "BreakObject",
    "SwitchOn": "ToggleObjectOn",
    "SwitchOff": "ToggleObjectOff",
    "UseUpObject": "UseUpObject",
}


def unity_calls(
    action: str,
    resolved: Mapping[str, str],
    placed_in: str | None = None,
    uses_up_detergent: bool = False,
    forced: bool = False,
    liquid: str | None = None,
) -> list[UnityCall]:
    """The controller steps for `action` on the `resolved` ids, in order.

    `placed_in` is the receptacle ThrowObject puts the object into (the garbage can the agent is
    at, as the mirror worked it out); `uses_up_detergent` says whether CleanObject's detergent is
    one that can be used up (only then is UseUpObject called, after the cleaning succeeded);
    `forced`: the step was sent with forceAction, which a PutObject passes on to Unity (the mirror
    already let it skip PlacementRestrictions, as placeHeldObject does); `liquid`: what
    PourObject pours (the liquid the mirror found in the object in hand).
    """
    target = resolved["objectId"]
    if action in _ON_OBJECT:
        return [(_ON_OBJECT[action], {"objectId": target})]
    if action == "PutObject":
        put: dict[str, Any] = {"objectId": resolved["receptacleObjectId"], "placeStationary": True}
        if forced:
            put["forceAction"] = True
        return [("PutObject", put)]
    if action == "ThrowObject":
        if placed_in is None:
            raise ValueError("ThrowObject needs the garbage can the object goes into")
        return [("PutObject", {"objectId": placed_in, "forceAction": True, "placeStationary": True})]
    if action == "CleanObject":
        calls: list[UnityCall] = [("CleanObject", {"objectId": target})]
        detergent = resolved.get("canBeUsedUpDetergentId")
        if detergent is not None and uses_up_detergent:
            calls.append(("UseUpObject", {"objectId": detergent, "forceAction": True}))
        return calls
    if action == "PourObject":
        if liquid is None:
            raise ValueError("PourObject needs the liquid poured")
        return [
            ("FillObjectWithLiquid", {"objectId": resolved["receptacleObjectId"], "fillLiquid": liquid}),
            ("EmptyLiquidFromObject", {"objectId": target}),
        ]
    raise ValueError(f"no AI2-THOR mapping for action {action!r}")
