"""A catalogue file's entries found without reading them (``Catalogues`` reads a message when first said).

Fluent's parser takes about a quarter of a second for one language's files, and a process would pay it
for each language at start just to learn where each message begins and ends. The file's layout says that
alone: an entry begins at the start of a line, a message with its name (a letter first), a term with
``-``, a comment with ``#``; every line of an entry after its first is indented, blank, or begins a
variant (``[``, ``*``), an attribute (``.``) or the close of a choice (``}``), which Fluent allows at the
line's start. ``tests/test_localisation.py`` checks this finds exactly what Fluent's parser finds in every
shipped file.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

_ENTRY = re.compile(r"(-?)([a-zA-Z][a-zA-Z0-9_-]*)")
_GOES_ON = (" ", "\t", "\n", "\r", ".", "[", "*", "}")


@dataclass(frozen=True)
class Entry:
    name: str  # without a term's "-"
    term: bool
    text: str  # the entry as written, from its name to its last line


def entries(source: str) -> Iterator[Entry]:
    """The messages and terms of a Fluent file, in order (comments and blank lines between them left out)."""
    found: re.Match[str] | None = None  # the first line of the entry being gathered
    lines: list[str] = []
    for line in source.splitlines(keepends=True):
        if line.startswith(_GOES_ON):
            lines.append(line)
            continue
        if found is not None:
            yield Entry(found.group(2), bool(found.group(1)), "".join(lines).rstrip())
        found, lines = _ENTRY.match(line), [line]
    if found is not None:
        yield Entry(found.group(2), bool(found.group(1)), "".join(lines).rstrip())
