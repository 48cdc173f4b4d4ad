"""IteraPlan's Python side: the WebSocket bridge and the symbolic simulator (``bridge.sim``)."""
