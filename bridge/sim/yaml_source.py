"""Load a YAML file and remember the line of every mapping key and list item.

PyYAML's composer gives nodes with marks; we construct the data from the same node tree and
index it by path (a tuple of keys and list indices), so validators can name the line of the
field they reject. Duplicate mapping keys, which PyYAML accepts silently, are rejected here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import yaml

YamlPath = tuple  # tuple[str | int, ...]


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
    loader = yaml.SafeLoader(text)
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
    document = YamlDocument(file=file, data=data)
    if node is not None:
        document.lines[()] = node.start_mark.line + 1
        _index(node, (), document.lines, error)
    return document


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
