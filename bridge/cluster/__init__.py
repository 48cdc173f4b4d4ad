"""Bridge replicas placed and kept alive by Ray (`python -m bridge.cluster serve|watch`).

`serve` starts N replicas as Ray actors, each a bridge serving the protocol on its node, and a
named registry actor where they publish their addresses; `watch` follows that registry and
prints it as JSON lines for `iteraplan experiment --ray`. Ray is an optional extra
(bridge/requirements-ray.txt): only `actors.py`, `serve.py` and `watch.py` import it, and only
after `ray_module()` found it. See docs/cluster.md.
"""
