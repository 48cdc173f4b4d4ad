"""The shape of an atomic action: its arguments and its handler."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Mapping

from ..error_codes import ErrorCode
from ..model import Agent, SimObject

if TYPE_CHECKING:
    from ..world import World

Handler = Callable[["World", Agent, Mapping[str, SimObject]], None]


@dataclass(frozen=True)
class ActionSpec:
    """An atomic action of Table I.

    ``required``/``optional`` are the argument names in order (objectId first); ``run`` receives
    the resolved objects and raises ``ActionFailure``; ``replaced_codes`` maps the kind of a
    replaced ``objectId`` ("sliced", "broken") to the code to report instead of OBJECT_NOT_FOUND.
    """

    name: str
    required: tuple[str, ...]
    run: Handler
    optional: tuple[str, ...] = ()
    replaced_codes: Mapping[str, ErrorCode] = field(default_factory=dict)
    # The handler of the step sent with ``forceAction: true``, where AI2-THOR's forced call checks
    # less (PutObject skips PlacementRestrictions); None: forcing changes nothing here.
    forced: Handler | None = None

    @property
    def params(self) -> tuple[str, ...]:
        return self.required + self.optional
