"""Which AI2-THOR controller actions carry out one atomic action of Table I.

Called only after the mirror world accepted the action (so the agent reaches the objects and
holds what it must); `forceAction=True` therefore skips Unity's own visibility and distance test,
which the teleport of GoToObject cannot always satisfy. GoToObject itself is a teleport and is
planned in `ai2thor_navigation`.
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


def unity_calls(action: str, resolved: Mapping[str, str], placed_in: str | None = None) -> list[UnityCall]:
    """The controller steps for `action` on the `resolved` ids, in order.

    `placed_in` is the receptacle ThrowObject puts the object into (the garbage can the agent is
    at, as the mirror worked it out).
    """
    target = resolved["objectId"]
    if action in _ON_OBJECT:
        return [(_ON_OBJECT[action], {"objectId": target, "forceAction": True})]
    if action == "PutObject":
        return [("PutObject", {"objectId": resolved["receptacleObjectId"], "forceAction": True, "placeStationary": True})]
    if action == "ThrowObject":
        if placed_in is None:
            raise ValueError("ThrowObject needs the garbage can the object goes into")
        return [("PutObject", {"objectId": placed_in, "forceAction": True, "placeStationary": True})]
    if action == "CleanObject":
        calls: list[UnityCall] = [("CleanObject", {"objectId": target, "forceAction": True})]
        detergent = resolved.get("canBeUsedUpDetergentId")
        if detergent is not None:
            calls.append(("UseUpObject", {"objectId": detergent, "forceAction": True}))
        return calls
    raise ValueError(f"no AI2-THOR mapping for action {action!r}")
