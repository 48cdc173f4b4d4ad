"""GoToObject: move the agent to an object.

Works on any existing object, wherever it is (inside a closed receptacle, held by another
agent); only acting on it afterwards is checked. The agent's location is that object.
Going somewhere while holding something is remembered until the hand changes (it lets a held
cleaning tool take up a detergent there, see ``cleaning``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from ..model import Agent, SimObject
from .spec import ActionSpec

if TYPE_CHECKING:
    from ..world import World


def go_to_object(world: "World", agent: Agent, args: Mapping[str, SimObject]) -> None:
    target = args["objectId"]
    agent.at = target.id
    if agent.holding is not None:
        agent.visited_holding.add(target.id)


ACTIONS = (ActionSpec("GoToObject", ("objectId",), go_to_object),)
