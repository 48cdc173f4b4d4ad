"""Load a YAML file and remember the line of every mapping key and list item.

PyYAML's composer gives nodes with marks; we construct the data from the same node tree and
index it by path (a tuple of keys and list indices), so validators can name the line of the
field they reject. Duplicate mapping keys, which PyYAML accepts silently, are rejected here.

Aliases share nodes, so a small file of nested aliases (an "alias bomb") stands for billions of
nodes, and walking it would hang the bridge for every connection. The expanded size is counted
first, each shared node once, and a document over MAX_EXPANDED_NODES is refused.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import yaml

YamlPath = tuple  # tuple[str | int, ...]

# Nodes a document may expand to with its aliases followed; real scenes and catalogues have a
# few thousand. The TypeScript loader refuses the same files (src/world/yaml-source.ts).
MAX_EXPANDED_NODES = 200_000


@dataclass
class YamlDocument:
    """Parsed YAML data plus the 1-based line of each path in it."""

    file: Path
    data: Any
    lines: dict[YamlPath, int] = field(default_factory=dict)

    def line(self, path: YamlPath) -> int | None:
        """Line of ``path``, else of its nearest ancestor that has one."""
        while True:
            if path in self.lines:
                return self.lines[path]
            if not path:
                return None
            path = path[:-1]


def load_yaml(file: Path, error: Callable[[str, str, int | None], Exception]) -> YamlDocument:
    """Parse ``file``; syntax errors and duplicate keys are raised via ``error(where, reason, line)``."""
    try:
        text = file.read_text(encoding="utf-8")
    except OSError as exc:
        raise error("", f"cannot read file ({exc.strerror or exc})", None) from exc
    # libyaml's loader when PyYAML has it: the same nodes and marks, ten times faster (a scene is read at every reset).
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)(text)
    try:
        node = loader.get_single_node()
        data = loader.construct_document(node) if node is not None else None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else None
        raise error("", f"invalid YAML: {exc.problem or exc}", line) from exc
    except yaml.YAMLError as exc:
        raise error("", f"invalid YAML: {exc}", None) from exc
    finally:
        loader.dispose()
    if node is not None and expanded_size(node, MAX_EXPANDED_NODES) > MAX_EXPANDED_NODES:
        raise error(
            "",
            f"its aliases expand to more than {MAX_EXPANDED_NODES:,} nodes (an alias bomb?): "
            "write the data out instead of nesting aliases",
            node.start_mark.line + 1,
        )
    document = YamlDocument(file=file, data=data)
    if node is not None:
        document.lines[()] = node.start_mark.line + 1
        _index(node, (), document.lines, error)
    return document


def expanded_size(root: yaml.Node, cap: int) -> int:
    """Nodes of the tree under ``root`` with every alias followed, counted without following
    them: each node's size is computed once (a shared node by its identity) and saturates at
    ``cap + 1``. An explicit stack, since a file can nest deeper than Python recurses."""
    sizes: dict[int, int] = {}
    stack: list[tuple[yaml.Node, bool]] = [(root, False)]
    while stack:
        node, children_done = stack.pop()
        if id(node) in sizes:
            continue
        children = _children(node)
        if children_done or not children:
            total = 1 + sum(sizes.get(id(child), 0) for child in children)
            sizes[id(node)] = min(total, cap + 1)
            continue
        stack.append((node, True))
        stack.extend((child, False) for child in children if id(child) not in sizes)
    return sizes[id(root)]


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.MappingNode):
        return [part for pair in node.value for part in pair]
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    return []


def _index(node: yaml.Node, path: YamlPath, lines: dict, error) -> None:
    if isinstance(node, yaml.MappingNode):
        seen: set = set()
        for key_node, value_node in node.value:
            key = key_node.value
            if key in seen:
                where = format_path(path + (key,))
                raise error(where, "duplicate key", key_node.start_mark.line + 1)
            seen.add(key)
            lines[path + (key,)] = key_node.start_mark.line + 1
            _index(value_node, path + (key,), lines, error)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            lines[path + (index,)] = item.start_mark.line + 1
            _index(item, path + (index,), lines, error)


def format_path(path: YamlPath) -> str:
    """``("types", "Apple", "effects")`` -> ``types.Apple.effects``; indices as ``[3]``."""
    text = ""
    for part in path:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text
