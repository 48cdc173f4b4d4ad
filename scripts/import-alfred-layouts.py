#!/usr/bin/env python3
"""Write scripts/data/alfred-layouts.json: every iTHOR floorplan's object types and the real ids of
its openable and receptacle furniture, as ALFRED's repository lists them.

Input: a clone of askforalfred/alfred (MIT licence; a work tree or a bare git directory) and the
commit to read. For each of the 120 iTHOR floorplans (FloorPlan1-30 kitchens, 201-230 living
rooms, 301-330 bedrooms, 401-430 bathrooms, AI2-THOR's numbering) it reads
gen/layouts/FloorPlanN-objects.json (the object types present) and gen/layouts/FloorPlanN-openable.json
(keys: the objectIds of the openable and receptacle objects; the values, ALFRED's interaction
poses, are not kept). The output names the repository, commit and files it came from;
scripts/generate-scenes.py builds the scenes from it.

    bridge/.venv/bin/python scripts/import-alfred-layouts.py --repo PATH [--commit SHA] [--out FILE]
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "scripts" / "data" / "alfred-layouts.json"
REPOSITORY = "askforalfred/alfred"

# AI2-THOR's iTHOR numbering: the hundreds digit is the room type.
ROOM_RANGES = (("Kitchen", range(1, 31)), ("LivingRoom", range(201, 231)), ("Bedroom", range(301, 331)), ("Bathroom", range(401, 431)))


class ImportError_(Exception):
    """The clone lacks a file or a file is not what ALFRED writes."""


def git(repo: Path, *args: str) -> str:
    done = subprocess.run(["git", f"--git-dir={git_dir(repo)}", *args], capture_output=True, text=True)
    if done.returncode != 0:
        raise ImportError_(f"git {' '.join(args)} in {repo}: {done.stderr.strip()}")
    return done.stdout


def git_dir(repo: Path) -> Path:
    return repo / ".git" if (repo / ".git").exists() else repo


def read_json(repo: Path, commit: str, path: str, kind: type) -> object:
    text = git(repo, "show", f"{commit}:{path}")
    try:
        value = json.loads(text)
    except json.JSONDecodeError as error:
        raise ImportError_(f"{path} at {commit}: not JSON ({error})") from error
    if not isinstance(value, kind):
        raise ImportError_(f"{path} at {commit}: expected a JSON {kind.__name__}")
    return value


def listing(repo: Path, commit: str) -> dict:
    floorplans = {}
    for room, numbers in ROOM_RANGES:
        for number in numbers:
            name = f"FloorPlan{number}"
            types = read_json(repo, commit, f"gen/layouts/{name}-objects.json", list)
            openable = read_json(repo, commit, f"gen/layouts/{name}-openable.json", dict)
            if not all(isinstance(t, str) and t for t in types):
                raise ImportError_(f"gen/layouts/{name}-objects.json: every entry must be a type name")
            floorplans[name] = {"roomType": room, "objectTypes": sorted(set(types)), "openableObjectIds": sorted(openable)}
    return {
        "source": {
            "repository": REPOSITORY,
            "commit": commit,
            "files": ["gen/layouts/FloorPlanN-objects.json", "gen/layouts/FloorPlanN-openable.json"],
            "licence": "MIT (Copyright (c) 2019 ALFRED); see scripts/data/ALFRED-LICENSE",
            "command": "scripts/import-alfred-layouts.py --repo <clone> --commit " + commit,
        },
        "floorplans": floorplans,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repo", type=Path, required=True, help="a clone of askforalfred/alfred")
    parser.add_argument("--commit", default="HEAD")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args()
    try:
        commit = git(args.repo, "rev-parse", f"{args.commit}^{{commit}}").strip()
        data = listing(args.repo, commit)
    except ImportError_ as error:
        print(f"import-alfred-layouts: {error}", file=sys.stderr)
        return 2
    args.out.write_text(json.dumps(data, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
