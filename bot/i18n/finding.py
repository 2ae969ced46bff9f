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

import os
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

_ENTRY = re.compile(rb"(-?)([a-zA-Z][a-zA-Z0-9_-]*)")
_GOES_ON = (b" ", b"\t", b"\n", b"\r", b".", b"[", b"*", b"}")


@dataclass(frozen=True)
class Entry:
    name: str  # without a term's "-"; one string for the same name in every language
    term: bool
    start: int  # where the entry begins in its file's bytes (UTF-8)
    end: int  # where its last line's last character ends (the blank lines and spaces after it left out)

    def text(self, source: bytes) -> str:
        """The entry as written, from its name to its last line, in ``source``, the file it was found in."""
        return source[self.start : self.end].decode("utf-8")


def entries(source: bytes) -> Iterator[Entry]:
    """The messages and terms of a Fluent file (its bytes), in order (comments and blank lines between
    them left out). Lines end as Fluent's do, at a line feed, a carriage return and line feed, or a lone
    carriage return."""
    found: re.Match[bytes] | None = None  # the first line of the entry being gathered
    start = end = offset = 0
    for line in source.splitlines(keepends=True):
        if not line.startswith(_GOES_ON):
            if found is not None:
                yield _entry(found, start, end)
            found, start = _ENTRY.match(line), offset
        if line.strip():
            end = offset + len(line.rstrip())
        offset += len(line)
    if found is not None:
        yield _entry(found, start, end)


def _entry(found: re.Match[bytes], start: int, end: int) -> Entry:
    return Entry(sys.intern(found.group(2).decode("ascii")), bool(found.group(1)), start, end)


_LENGTH_BITS = 24  # a message's place in its file: where it starts, and its length below these bits


class Unread:
    """One language's messages not yet read, each found in its file and read from there when first said:
    a process says a few hundred of the thousands, so their text is not kept in memory meanwhile (half a
    megabyte a language; docs/localisation.md, "Cost"). A file changed since it was found (a bot updated
    under itself) is found again before a message is read from it. The terms are read at once."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.files: dict[str, str] = {}  # every message's file (its name in ``folder``), read or not
        self._places: dict[str, int] = {}  # an unread message's start << _LENGTH_BITS | its length
        self._stamps: dict[str, tuple[int, int]] = {}  # a file's size and time of change when found
        self._terms: list[str] = []  # every term's text, in the order of the files, until taken
        for path in sorted(folder.glob("*.ftl")):
            self._find(path.name, path.read_bytes(), path.stat(), with_terms=True)

    def _find(self, file: str, source: bytes, stamp: os.stat_result, with_terms: bool = False) -> None:
        self._stamps[file] = (stamp.st_size, stamp.st_mtime_ns)
        for entry in entries(source):
            if entry.term:
                if with_terms:
                    self._terms.append(entry.text(source))
            elif with_terms or entry.name in self._places:
                self.files[entry.name] = file
                self._places[entry.name] = entry.start << _LENGTH_BITS | (entry.end - entry.start)

    def take_terms(self) -> str:
        """The terms of every file, as one text to read at once; not kept here after."""
        terms, self._terms = self._terms, []
        return "\n".join(terms)

    def __contains__(self, name: str) -> bool:
        return name in self._places

    def names(self) -> list[str]:
        return list(self._places)

    def text(self, name: str) -> str:
        """An unread message's text, from its file."""
        file = self.files[name]
        with (self.folder / file).open("rb") as handle:
            stamp = os.fstat(handle.fileno())
            if self._stamps[file] != (stamp.st_size, stamp.st_mtime_ns):
                for other in [other for other in self._places if self.files[other] == file]:
                    self._places[other] = 0  # found again below, unless it left the file: then it is empty
                self._find(file, handle.read(), stamp)
            place = self._places[name]
            handle.seek(place >> _LENGTH_BITS)
            return handle.read(place & ((1 << _LENGTH_BITS) - 1)).decode("utf-8")

    def done(self, name: str) -> None:
        """The message is read: it is found no more."""
        del self._places[name]
