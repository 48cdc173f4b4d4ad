"""Steps run on a copy of a world: the predictions the protocol's ``simulate`` op gives.

The episode's own world is never touched, so a planner can ask "what would these steps do here?"
and get the simulator's answer (outcome of each step, and the state after them) instead of
re-encoding the rules. A malformed step raises ``StepCallError`` whose field names the step
(``steps[2].action``).
"""

from __future__ import annotations

from typing import Any, Sequence

from .errors import StepCallError
from .world import StepResult, World

Step = tuple[str, str, dict[str, str]]


def dry_run(world: World, steps: Sequence[Step], stop_on_failure: bool = False) -> tuple[list[StepResult], World]:
    """Run ``(agent, action, args)`` steps on a copy of ``world``; the results and the copy.

    A failed step changes nothing and the next one runs, unless ``stop_on_failure``.
    """
    trial = world.copy()
    results: list[StepResult] = []
    for index, (agent, action, args) in enumerate(steps):
        try:
            result = trial.step(agent, action, args)
        except StepCallError as error:
            raise type(error)(f"steps[{index}].{error.field}", str(error)) from None
        results.append(result)
        if stop_on_failure and not result.success:
            break
    return results, trial


def dry_run_reply(world: World, steps: Sequence[Step], stop_on_failure: bool = False) -> dict[str, Any]:
    """The protocol's ``simulate`` result: ``{results: [...], state}``."""
    results, trial = dry_run(world, steps, stop_on_failure)
    return {"results": [result.to_dict() for result in results], "state": trial.state()}
