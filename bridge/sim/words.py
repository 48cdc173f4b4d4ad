"""Small pieces of English in the simulator's messages for people."""

from __future__ import annotations


def a(name: str) -> str:
    """``a Mug``, ``an Egg``: the article by the first letter, as type names are read."""
    return f"{'an' if name[:1].upper() in 'AEIOU' else 'a'} {name}"
