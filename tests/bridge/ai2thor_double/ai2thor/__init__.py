"""The test double in the place of the `ai2thor` package: a bridge started with this folder first
on PYTHONPATH (`python -m bridge --backend ai2thor`) runs the real ai2thor backend on
`FakeController` (tests/bridge/fake_ai2thor.py) instead of Unity. Used by the ALFRED replay through
the ai2thor backend (bench/alfred-replay.mjs --backend ai2thor-double, tests/experiments/alfred/replay)."""
