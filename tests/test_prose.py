"""No new English built into the code (docs/localisation.md, "Checks"): what a player reads comes from the
catalogues, so the prose still written in code may only shrink.

Prose is a string literal or f-string in ``bot/``, ``cogs/`` or ``engines/`` with at least two words of
letters and a space between them, that is not operator text: docstrings, what goes to the log
(``log.info(...)``, ``logging``), an exception no player reads (``ValueError``, ``TypeError``,
``RuntimeError``, ``KeyError``, ``AssertionError``, ``CannotMigrate``, ``SystemExit``, SLITHER's
``Unredrawable``), a command line's help (``argparse``), SQL. Every file's count is kept in ``tests/data/prose.json``; a file whose count grew,
or a new file with prose, fails with the new strings. When a file's count shrinks, write the new counts:

    .venv/bin/python tests/test_prose.py --write
"""

from __future__ import annotations

import ast
import json
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BASELINE = ROOT / "tests" / "data" / "prose.json"
FOLDERS = ("bot", "cogs", "engines")
WORDS = re.compile(r"[^\W\d_]{2,}\s+[^\W\d_]{2,}")
SQL = re.compile(
    r"^\s*(SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|WITH|FROM|WHERE|AND|OR|ON)\b|\bFROM\s+\w+\s+WHERE\b"
)
OPERATOR_CALLS = frozenset(
    {"debug", "info", "warning", "error", "exception", "critical", "add_argument", "print"}
)
OPERATOR_ERRORS = frozenset(
    {
        "ValueError",
        "TypeError",
        "RuntimeError",
        "KeyError",
        "AssertionError",
        "CannotMigrate",
        "SystemExit",
        "NotImplementedError",
        "LookupError",
        "OSError",
        "Unredrawable",  # engines/slither/resample.py: a state no play reaches, for the operator's log
    }
)


def text_of(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):  # its words, with "{}" where a value goes
        return "".join(str(v.value) if isinstance(v, ast.Constant) else "{}" for v in node.values)
    return None


def operator_nodes(tree: ast.AST) -> set[int]:
    """The ids of string nodes that are operator text: docstrings, log calls, internal errors, argparse."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = getattr(node, "body", [])
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                skipped.add(id(body[0].value))
        if isinstance(node, ast.Call):
            func = node.func
            name = (
                func.attr
                if isinstance(func, ast.Attribute)
                else func.id
                if isinstance(func, ast.Name)
                else ""
            )
            if name in OPERATOR_CALLS or name in OPERATOR_ERRORS:
                for inner in ast.walk(node):
                    skipped.add(id(inner))
    return skipped


def prose_in(path: Path) -> list[str]:
    return prose_of(ast.parse(path.read_text(encoding="utf-8")))


def prose_of(tree: ast.AST) -> list[str]:
    skipped = operator_nodes(tree)
    found = []
    for node in ast.walk(tree):  # a parent before its children
        if id(node) in skipped:
            continue
        if isinstance(node, ast.JoinedStr):
            for part in node.values:  # its parts are not prose of their own
                skipped.add(id(part))
        text = text_of(node)
        if text and WORDS.search(text) and not SQL.search(text):
            found.append(text)
    return found


def prose() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            texts = prose_in(path)
            if texts:
                found[path.relative_to(ROOT).as_posix()] = texts
    return found


def test_no_file_has_more_prose_in_its_code_than_before() -> None:
    kept: dict[str, int] = json.loads(BASELINE.read_text(encoding="utf-8"))
    grown = {}
    for name, texts in prose().items():
        if len(texts) > kept.get(name, 0):
            grown[name] = (kept.get(name, 0), len(texts), texts[-5:])
    assert grown == {}, (
        "English written into the code where players may read it: say it with a catalogue message "
        "(docs/localisation.md, 'For developers'); operator text belongs in the log or an internal error"
    )


def test_the_count_is_of_real_prose() -> None:
    """The scan finds what it should and leaves what it should: a control over this file's own examples."""
    sample = ast.parse(
        'log.info("Stopping the bot now")\n'
        'raise ValueError("a bad value here")\n'
        'say = f"{name} takes the card"\n'
        'ids = "gentoo-log-take"\n'
        'sql = "SELECT idx FROM log_lines WHERE session_id = ?"\n'
    )
    texts = prose_of(sample)
    assert texts == ["{} takes the card"]


def write() -> None:
    counts = Counter({name: len(texts) for name, texts in prose().items()})
    BASELINE.write_text(json.dumps(dict(sorted(counts.items())), indent=1) + "\n", encoding="utf-8")
    print(f"{sum(counts.values())} strings of prose in {len(counts)} files written to {BASELINE}")


if __name__ == "__main__":
    if sys.argv[1:] == ["--write"]:
        write()
