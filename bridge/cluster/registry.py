"""The registry's table, apart from Ray: replicas announce themselves (at start and then every
`HEARTBEAT_S`), and a snapshot says where each one listens and whether it was heard from lately.

A replica that Ray restarts announces a new address under the same index: its incarnation goes
up. A replica not heard from for `STALE_AFTER_S` (its node died, its process hangs) is listed
with `alive: false` until it announces again. The snapshot is the JSON `watch` prints and
src/bridge/ray-registry.ts reads.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

HEARTBEAT_S = 1.0
STALE_AFTER_S = 5.0


@dataclass(frozen=True)
class Announcement:
    """What a replica says about itself."""

    replica: int
    url: str
    node: str
    backend: str
    exclusive: bool
    pid: int


@dataclass
class _Entry:
    announcement: Announcement
    incarnation: int
    seen: float


class Registry:
    """Replica index → latest announcement; `expected` replicas were started."""

    def __init__(self, name: str, expected: int, stale_after: float = STALE_AFTER_S) -> None:
        self.name = name
        self.expected = expected
        self.stale_after = stale_after
        self._entries: dict[int, _Entry] = {}

    def announce(self, announcement: Announcement, now: float) -> bool:
        """Records an announcement; True when it is news (a new replica or a new address)."""
        if not 1 <= announcement.replica <= self.expected:
            raise ValueError(f"replica {announcement.replica} is not one of 1..{self.expected}")
        if not announcement.url.startswith("ws://"):
            raise ValueError(f"replica {announcement.replica} announced {announcement.url!r}, not a ws:// address")
        entry = self._entries.get(announcement.replica)
        if entry is None:
            self._entries[announcement.replica] = _Entry(announcement, 0, now)
            return True
        news = entry.announcement.url != announcement.url
        if news:
            entry.incarnation += 1
        entry.announcement = announcement
        entry.seen = max(entry.seen, now)
        return news

    def snapshot(self, now: float) -> dict[str, Any]:
        """Every replica heard from, by index, with whether it was heard from lately."""
        replicas = []
        for index in sorted(self._entries):
            entry = self._entries[index]
            a = entry.announcement
            replicas.append(
                {
                    "replica": index,
                    "url": a.url,
                    "node": a.node,
                    "backend": a.backend,
                    "exclusive": a.exclusive,
                    "pid": a.pid,
                    "incarnation": entry.incarnation,
                    "alive": now - entry.seen <= self.stale_after,
                }
            )
        return {"registry": self.name, "found": True, "expected": self.expected, "replicas": replicas}


def missing_snapshot(name: str) -> dict[str, Any]:
    """What `watch` prints while no registry of that name runs on the cluster."""
    return {"registry": name, "found": False, "expected": 0, "replicas": []}


def listening_lines(previous: dict[str, Any] | None, current: dict[str, Any]) -> list[dict[str, Any]]:
    """`serve`'s stdout lines for a new snapshot: one per replica at an address not listed
    before (first start, or a restart), like `python -m bridge`'s listening line."""
    before = {r["replica"]: r["url"] for r in (previous or {}).get("replicas", [])}
    return [
        {
            "replica": r["replica"],
            "listening": r["url"],
            "node": r["node"],
            "backend": r["backend"],
            "pid": r["pid"],
            "incarnation": r["incarnation"],
        }
        for r in current["replicas"]
        if before.get(r["replica"]) != r["url"]
    ]


def liveness_notes(previous: dict[str, Any] | None, current: dict[str, Any]) -> list[str]:
    """`serve`'s stderr notes: replicas that stopped answering, or answer again at the same address."""
    before = {r["replica"]: r for r in (previous or {}).get("replicas", [])}
    notes = []
    for r in current["replicas"]:
        old = before.get(r["replica"])
        if old is None or old["url"] != r["url"] or old["alive"] == r["alive"]:
            continue
        state = "answers again" if r["alive"] else f"has not been heard from for {STALE_AFTER_S:g} s (its node or process may be gone; Ray restarts it)"
        notes.append(f"replica {r['replica']} ({r['url']} on {r['node']}) {state}")
    return notes
