"""Agents acting at once on one world: steps are applied whole, one at a time.

Three agents each carry their own objects; their steps are sent from threads straight into
the world, and pipelined by several tasks over one bridge connection. Either way the world
ends as when the same steps run one after another, and never shows half a step.
"""

from __future__ import annotations

import asyncio
import json
import sys
import threading

import pytest

from websockets.asyncio.client import connect

from bridge.sim import World
from bridge_helpers import EVENT_BOUND_S, running_bridge

AGENTS = ("robot", "robot2", "human")
COUNTER = "CounterTop|+03.00|+00.90|+00.00"
# Each agent's errand: fetch its objects from the first counter and put them on the second.
ERRANDS = {
    "robot": ["Bread|+00.20|+00.95|+00.10", "Lettuce|+00.25|+00.95|+00.10"],
    "robot2": ["ButterKnife|+00.30|+00.95|+00.10", "Spoon|+00.35|+00.95|+00.10"],
    "human": ["Apple|+00.10|+00.95|+00.10"],
}


def errand(agent: str) -> list[tuple[str, dict[str, str]]]:
    steps: list[tuple[str, dict[str, str]]] = []
    for obj in ERRANDS[agent]:
        steps += [
            ("GoToObject", {"objectId": obj}),
            ("PickupObject", {"objectId": obj}),
            ("GoToObject", {"objectId": COUNTER}),
            ("PutObject", {"objectId": obj, "receptacleObjectId": COUNTER}),
        ]
    return steps


def normal(state: dict) -> dict:
    """Contents as sets: two agents putting things on one counter may leave them in either order."""
    objects = sorted(({**o, "receptacleObjectIds": sorted(o["receptacleObjectIds"])} for o in state["objects"]), key=lambda o: o["objectId"])
    return {**state, "objects": objects}


def consistent(state: dict) -> bool:
    """Every object is where its receptacle says, and held objects are in no receptacle."""
    by_id = {o["objectId"]: o for o in state["objects"]}
    for obj in state["objects"]:
        for inner in obj["receptacleObjectIds"]:
            if by_id[inner]["parentReceptacles"][:1] != [obj["objectId"]]:
                return False
        if obj["isPickedUp"] and obj["parentReceptacles"]:
            return False
    held = [a["holding"] for a in state["agents"] if a["holding"] is not None]
    return len(held) == len(set(held))


def sequential_state(kitchen) -> dict:
    world = World(kitchen, agents=AGENTS)
    for agent in AGENTS:
        for action, params in errand(agent):
            assert world.step(agent, action, params).success
    return normal(world.state())


@pytest.fixture
def eager_switching():
    """Threads switch every microsecond, so a step that is not applied whole would be caught halfway."""
    before = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(before)


def test_threads_stepping_one_world_leave_it_as_one_agent_after_another(kitchen, eager_switching) -> None:
    expected = sequential_state(kitchen)
    for _ in range(30):
        world = World(kitchen, agents=AGENTS)
        failures: list[str] = []
        snapshots: list[dict] = []

        def work(agent: str) -> None:
            for action, params in errand(agent):
                result = world.step(agent, action, params)
                if not result.success:
                    failures.append(f"{agent} {action}: {result.error_code}")
                snapshots.append(world.state())

        threads = [threading.Thread(target=work, args=(agent,)) for agent in AGENTS]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert failures == []
        assert all(consistent(snapshot) for snapshot in snapshots)
        assert normal(world.state()) == expected


def test_steps_pipelined_by_several_agents_over_one_connection_are_applied_whole_and_in_order(kitchen) -> None:
    expected = sequential_state(kitchen)

    async def scenario() -> None:
        async with running_bridge() as server, connect(server.url) as connection:
            counter = iter(range(1, 1_000))
            sent: dict[int, str] = {}
            replies: dict[int, dict] = {}
            lock = asyncio.Lock()

            async def request(op: str, **params) -> int:
                async with lock:
                    request_id = next(counter)
                    sent[request_id] = op
                    await connection.send(json.dumps({"id": request_id, "op": op, **params}))
                return request_id

            await request("reset", scene="TestKitchen", agents=list(AGENTS))
            replies[1] = json.loads(await connection.recv())

            async def agent_task(agent: str) -> None:
                for action, params in errand(agent):
                    await request("step", agent=agent, action=action, **params)
                    await asyncio.sleep(0)  # let the other agents send theirs in between

            order: list[int] = []

            async def reader(total: int) -> None:
                while len(order) < total:
                    reply = json.loads(await connection.recv())
                    order.append(reply["id"])
                    replies[reply["id"]] = reply

            total = sum(len(errand(a)) for a in AGENTS)
            await asyncio.gather(reader(total), *(agent_task(a) for a in AGENTS))
            # Replies come back one per request, in the order the requests were sent.
            assert order == sorted(order)
            assert all(replies[i]["ok"] and replies[i]["result"]["success"] for i in order)
            state_id = await request("state")
            final = json.loads(await connection.recv())
            assert final["id"] == state_id
            assert consistent(final["result"])
            assert normal(final["result"]) == expected

    asyncio.run(asyncio.wait_for(scenario(), timeout=EVENT_BOUND_S))
