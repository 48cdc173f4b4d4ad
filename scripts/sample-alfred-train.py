#!/usr/bin/env python3
"""Draw ALFRED train trajectories with a fixed seed and copy them out of a clone of
askforalfred/alfred, keeping the repository's layout, for `iteraplan suites import alfred`.

Only the train split is ever read: the split list (data/splits/oct21.json at the commit) is read
first, and only trajectory files of trials it lists under "train" are opened. ALFRED's valid_seen
and valid_unseen splits are kept for independent evaluation and are never touched here.

The draw: for each of the seven task types, --per-type trials, spread over the room types the
type occurs in (in turn: kitchen, living room, bedroom, bathroom; AI2-THOR's floorplan numbering
gives the room), each drawn at random (Python's random.Random(seed)) without replacement.

    bridge/.venv/bin/python scripts/sample-alfred-train.py --repo CLONE --commit SHA --seed 25 \
        --per-type 14 --out DIR [--trim]

Writes DIR/data/json_2.1.0/train/<task>/<trial>/traj_data.json, DIR/data/splits/oct21.json (only
its train entries of the trials drawn, so that the import can hold the files to the train split)
and DIR/manifest.json (source, commit, seed, the trials). --trim leaves out each file's `images`
and the plan's `low_actions` (the import reads neither), for small test fixtures.
"""
from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
from pathlib import Path

TASK_TYPES = ["pick_and_place_simple", "pick_two_obj_and_place", "pick_and_place_with_movable_recep",
              "pick_clean_then_place_in_recep", "pick_heat_then_place_in_recep", "pick_cool_then_place_in_recep",
              "look_at_obj_in_light"]
ROOMS = ["Kitchen", "LivingRoom", "Bedroom", "Bathroom"]
SPLIT_FILE = "data/splits/oct21.json"


def git_show(repo: Path, commit: str, path: str) -> bytes:
    git_dir = repo / ".git" if (repo / ".git").exists() else repo
    done = subprocess.run(["git", f"--git-dir={git_dir}", "show", f"{commit}:{path}"], capture_output=True)
    if done.returncode != 0:
        raise SystemExit(f"sample-alfred-train: {path} at {commit}: {done.stderr.decode().strip()}")
    return done.stdout


def room_of(task: str) -> str:
    """The room of a task folder such as pick_cool_then_place_in_recep-LettuceSliced-None-DiningTable-17."""
    return ROOMS[{0: 0, 2: 1, 3: 2, 4: 3}[int(task.rsplit("-", 1)[1]) // 100]]


def draw(train: list[str], seed: int, per_type: int) -> list[str]:
    rng = random.Random(seed)
    chosen = []
    for task_type in TASK_TYPES:
        by_room = {room: sorted(t for t in train if t.split("-", 1)[0] == task_type and room_of(t.split("/")[0]) == room) for room in ROOMS}
        rooms = [room for room in ROOMS if by_room[room]]
        for k in range(per_type):
            pool = by_room[rooms[k % len(rooms)]]
            if pool:
                chosen.append(pool.pop(rng.randrange(len(pool))))
    return sorted(chosen)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repo", type=Path, required=True)
    parser.add_argument("--commit", required=True)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--per-type", type=int, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--trim", action="store_true")
    parser.add_argument("--only", nargs="*", help="instead of a draw, these train trials (<task>/<trial>)")
    args = parser.parse_args()
    splits = json.loads(git_show(args.repo, args.commit, SPLIT_FILE))
    train = sorted({entry["task"] for entry in splits["train"]})
    if args.only:
        outside = [t for t in args.only if t not in train]
        if outside:
            raise SystemExit(f"sample-alfred-train: not train trials: {outside}")
        chosen = sorted(args.only)
    else:
        chosen = draw(train, args.seed, args.per_type)
    for trial in chosen:
        data = json.loads(git_show(args.repo, args.commit, f"data/json_2.1.0/train/{trial}/traj_data.json"))
        if args.trim:
            data.pop("images", None)
            data.get("plan", {}).pop("low_actions", None)
        target = args.out / "data" / "json_2.1.0" / "train" / trial / "traj_data.json"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(data, indent=1 if args.trim else None) + "\n")
    kept = {"train": [e for e in splits["train"] if e["task"] in set(chosen)]}
    (args.out / "data" / "splits").mkdir(parents=True, exist_ok=True)
    (args.out / "data" / "splits" / "oct21.json").write_text(json.dumps(kept, indent=1) + "\n")
    manifest = {
        "source": {"repository": "askforalfred/alfred", "commit": args.commit, "licence": "MIT",
                   "splitFile": SPLIT_FILE, "split": "train"},
        "seed": args.seed, "perType": args.per_type, "trimmed": args.trim,
        "command": " ".join(["scripts/sample-alfred-train.py", "--repo <clone>", f"--commit {args.commit}",
                             f"--seed {args.seed}", f"--per-type {args.per_type}", f"--out {args.out}",
                             *(["--trim"] if args.trim else []), *(["--only", *args.only] if args.only else [])]),
        "trials": chosen,
    }
    (args.out / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    print(f"{len(chosen)} train trajectories in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
