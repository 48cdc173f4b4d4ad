"""Print how many atomic steps per second the symbolic simulator runs, in process.

    bridge/.venv/bin/python bench/sim_steps.py [--scene FloorPlan1] [--seconds 2]

The workload is a fixed, deterministic cycle of successful and failing actions (going to,
opening, picking up and putting back, switching a knob, a failed pickup), resolved by type and
by id, repeated on one world until the time is up; no randomness.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bridge.sim import Catalogue, World, load_scene  # noqa: E402


def cycle(world: World) -> list[tuple[str, str, dict[str, str]]]:
    """One round of steps that leaves the world as it found it."""
    state = {o["objectId"]: o for o in world.state()["objects"]}
    fridge = next(i for i, o in state.items() if o["objectType"] == "Fridge")
    item = next(i for i, o in state.items() if o["parentReceptacles"][:1] == [fridge])
    knob = next(i for i, o in state.items() if o["objectType"] == "StoveKnob")
    return [
        ("robot", "GoToObject", {"objectId": "Fridge"}),
        ("robot", "OpenObject", {"objectId": fridge}),
        ("robot", "PickupObject", {"objectId": item}),
        ("robot", "PutObject", {"objectId": item, "receptacleObjectId": "Fridge"}),
        ("robot", "CloseObject", {"objectId": "Fridge"}),
        ("human", "PickupObject", {"objectId": item}),  # fails: not reachable
        ("human", "GoToObject", {"objectId": knob}),
        ("human", "SwitchOn", {"objectId": "StoveKnob"}),
        ("human", "SwitchOff", {"objectId": knob}),
        ("human", "SwitchOff", {"objectId": knob}),  # fails: already off
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scene", default="FloorPlan1")
    parser.add_argument("--seconds", type=float, default=2.0)
    args = parser.parse_args()
    world = World(load_scene(args.scene, Catalogue.load()))
    steps = cycle(world)
    done = 0
    start = time.perf_counter()
    deadline = start + args.seconds
    while time.perf_counter() < deadline:
        for agent, action, params in steps:
            world.step(agent, action, params)
        done += len(steps)
    elapsed = time.perf_counter() - start
    print(f"{done / elapsed:,.0f} atomic steps/s ({done} steps in {elapsed:.2f}s, scene {args.scene})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
