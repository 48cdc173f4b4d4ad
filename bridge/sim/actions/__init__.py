"""The atomic actions of Table I, one module per group; ``ACTIONS`` maps name -> spec."""

from __future__ import annotations

from types import MappingProxyType

from . import carrying, cleaning, containers, liquids, navigation, toggles, transform
from .spec import ActionSpec

ACTIONS: MappingProxyType[str, ActionSpec] = MappingProxyType(
    {
        spec.name: spec
        for module in (navigation, containers, carrying, transform, toggles, cleaning, liquids)
        for spec in module.ACTIONS
    }
)

__all__ = ["ACTIONS", "ActionSpec"]
