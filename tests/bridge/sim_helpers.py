"""Small helpers the simulator tests share: read one object of the state, move an object."""

from __future__ import annotations


def obj(world, object_id: str) -> dict:
    """The state entry of `object_id`."""
    return next(o for o in world.state()["objects"] if o["objectId"] == object_id)


def move(must, item: str, target: str, agent: str = "robot") -> None:
    """Go to `item`, pick it up, go to `target`, put it there (each step must succeed)."""
    must(agent, "GoToObject", objectId=item)
    must(agent, "PickupObject", objectId=item)
    must(agent, "GoToObject", objectId=target)
    must(agent, "PutObject", objectId=item, receptacleObjectId=target)


def slice_bread(must, agent: str = "robot") -> None:
    """Slice the TestKitchen's Bread with the Knife from the Drawer, and put the Knife back."""
    must(agent, "GoToObject", objectId="Knife")
    must(agent, "PickupObject", objectId="Knife")
    must(agent, "GoToObject", objectId="Bread")
    must(agent, "SliceObject", objectId="Bread", toolObjectId="Knife")
    must(agent, "GoToObject", objectId="Drawer")
    must(agent, "PutObject", objectId="Knife", receptacleObjectId="Drawer")
