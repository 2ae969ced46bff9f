"""Docs that are true: every file, folder and module that the README, ``docs/`` and the code's docstrings and
comments name exists, every relative link (and its ``#section``) leads somewhere, and nothing cites an issue
number or a guide outside the project.

A path may hold ``<game>`` (``bot/render/<game>/``): it must then exist for every game. A dotted name
(``bot.discordside.gate.Gate.refuse``) must import, and what follows the module must be its attributes. A
name in code quotes that starts with a class of the project or a module's own name (``Gate.refuse``,
``publisher.board_nonce``) must be that class's or that module's: a comment that outlived a move says so.
"""

from __future__ import annotations

import ast
import functools
import importlib
import io
import re
import tokenize
from pathlib import Path

import pytest

from engines import ENGINES

ROOT = Path(__file__).resolve().parent.parent
CODE = ("bot", "cogs", "engines", "tests", "bench")
DOCS = sorted([ROOT / "README.md", *(ROOT / "docs").rglob("*.md")])
TOP = ("bot", "cogs", "engines", "tests", "bench", "docs", "data")

PATH = re.compile(r"(?<![\w/.<-])((?:" + "|".join(TOP) + r")/[\w./<>*-]*[\w/>*])")
DOTTED = re.compile(r"(?<![\w./-])((?:bot|cogs|engines)(?:\.[A-Za-z_][A-Za-z0-9_]*)+)")
ISSUE = re.compile(r"\b[Ii]ssues? #?\d+")
OUTSIDE = re.compile(r"\.\./shared|ARCHITECTURE\.md")
LINK = re.compile(r"\]\(([^)\s]+)\)")


def prose_of_code(path: Path) -> list[tuple[int, str]]:
    """The docstrings and comments of a Python file, with their line numbers."""
    found: list[tuple[int, str]] = []
    tokens = tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline)
    previous = tokenize.NEWLINE
    for token in tokens:
        if token.type == tokenize.COMMENT:
            found.append((token.start[0], token.string))
        elif token.type == tokenize.STRING and previous in (tokenize.NEWLINE, tokenize.NL, tokenize.INDENT):
            if token.string.lstrip("rRbBuU").startswith(('"""', "'''")):
                found.append((token.start[0], token.string))
        if token.type not in (tokenize.COMMENT, tokenize.NL):
            previous = token.type
    return found


def code_files() -> list[Path]:
    return sorted(
        p
        for folder in CODE
        for p in (ROOT / folder).rglob("*.py")
        if "data" not in p.relative_to(ROOT).parts[1:2]
    )


def path_exists(named: str) -> bool:
    named = re.sub(r"<(?!game>)[\w ]+>", "*", named.rstrip("."))  # another placeholder: any name
    candidates = [named.replace("<game>", key) for key in ENGINES] if "<game>" in named else [named]
    for candidate in candidates:
        if "*" in candidate:
            if not list(ROOT.glob(candidate)):
                return False
        elif not (ROOT / candidate).exists():
            return False
    return True


def dotted_exists(name: str) -> bool:
    parts = name.split(".")
    for cut in range(len(parts), 0, -1):
        module_name = ".".join(parts[:cut])
        try:
            thing: object = importlib.import_module(module_name)
        except ModuleNotFoundError:
            continue
        for attribute in parts[cut:]:
            if not hasattr(thing, attribute):
                return False
            thing = getattr(thing, attribute)
        return True
    return False


# ``Name.attribute`` or `Name.attribute` in code quotes (a call's parentheses may follow).
QUALIFIED = re.compile(r"(?<![`\w.])`{1,2}([A-Za-z_]\w*)\.([A-Za-z_]\w*)[\w.]*(?:\([^`]*\))?`{1,2}")


@functools.cache
def project_classes() -> dict[str, set[str]]:
    """The project's classes defined once only, by name, each with its members: its methods, class
    attributes and fields, what its methods set on ``self``, and the same of its bases that are the
    project's; "*" when a base comes from elsewhere (discord.py, pydantic, enum), whose names are not
    listed here."""
    found: dict[str, list[tuple[set[str], list[str]]]] = {}
    for folder in ("bot", "cogs", "engines"):
        for path in (ROOT / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.ClassDef):
                    bases = [ast.unparse(b).split("[")[0].rsplit(".", 1)[-1] for b in node.bases]
                    found.setdefault(node.name, []).append((members(node), bases))
    unique = {name: entries[0] for name, entries in found.items() if len(entries) == 1}

    def all_members(name: str, seen: frozenset[str] = frozenset()) -> set[str]:
        own, bases = unique[name]
        names = set(own)
        for base in bases:
            if base in unique and base not in seen:
                names |= all_members(base, seen | {name})
            elif base not in ("object", "Protocol", "Generic"):
                names.add("*")
        return names

    return {name: all_members(name) for name in unique}


def members(node: ast.ClassDef) -> set[str]:
    names: set[str] = set()
    for item in ast.walk(node):
        if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(item.name)
        elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
            names.add(item.target.id)
        elif isinstance(item, ast.Assign):
            names.update(t.id for t in item.targets if isinstance(t, ast.Name))
        if (
            isinstance(item, ast.Attribute)
            and isinstance(item.value, ast.Name)
            and item.value.id in ("self", "cls")
        ):
            names.add(item.attr)
    return names


def qualified_problems(text: str, where: str) -> list[str]:
    """``Class.attribute`` in code quotes, where the class is the project's: the attribute must be its (a
    class with a base from elsewhere may also have what that base has, which is not checked)."""
    classes = project_classes()
    return [
        f"{where}: {owner} has no {attribute}"
        for owner, attribute in QUALIFIED.findall(text)
        if owner in classes and attribute not in classes[owner] and "*" not in classes[owner]
    ]


def problems_in(text: str, where: str) -> list[str]:
    problems = qualified_problems(text, where)
    for named in PATH.findall(text):
        if "://" not in named and not path_exists(named):
            problems.append(f"{where}: no such path {named}")
    for name in DOTTED.findall(text):
        if not dotted_exists(name):
            problems.append(f"{where}: no such module or attribute {name}")
    if ISSUE.search(text):
        problems.append(f"{where}: cites an issue number")
    if OUTSIDE.search(text):
        problems.append(f"{where}: cites a guide outside the project")
    return problems


def test_the_code_names_only_paths_and_modules_that_exist() -> None:
    problems = []
    for path in code_files():
        if path.name == "test_docs_references.py":
            continue
        for line, text in prose_of_code(path):
            problems += problems_in(text, f"{path.relative_to(ROOT)}:{line}")
    assert problems == []


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_the_docs_name_only_paths_and_modules_that_exist(doc: Path) -> None:
    problems = []
    for number, line in enumerate(doc.read_text(encoding="utf-8").splitlines(), 1):
        problems += problems_in(line, f"{doc.relative_to(ROOT)}:{number}")
    assert problems == []


def slug(heading: str) -> str:
    """A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[`*_]", "", heading.strip().lower())
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(doc: Path) -> set[str]:
    return {slug(m[1]) for m in re.finditer(r"^#+\s+(.*)$", doc.read_text(encoding="utf-8"), re.M)}


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_relative_link_leads_somewhere(doc: Path) -> None:
    broken = []
    for target in LINK.findall(doc.read_text(encoding="utf-8")):
        if re.match(r"[a-z]+:", target):  # https:, mailto:: not ours to check here
            continue
        file_part, _, anchor = target.partition("#")
        linked = (doc.parent / file_part).resolve() if file_part else doc
        if not linked.exists():
            broken.append(target)
        elif anchor and linked.suffix == ".md" and anchor not in anchors(linked):
            broken.append(target)
    assert broken == []


SECTION = re.compile(r"docs/architecture\.md[,:]? \"([^\"]+)\"")


def test_every_section_of_docs_architecture_cited_exists() -> None:
    """``docs/architecture.md, "Hidden information"`` in a docstring names a heading of that page."""
    headings = {
        slug(title)
        for title in re.findall(
            r"^#+\s+(.*)$", (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8"), re.M
        )
    }
    missing = []
    for path in code_files():
        for line, text in prose_of_code(path):
            for title in SECTION.findall(" ".join(text.split())):
                if slug(title) not in headings:
                    missing.append(f"{path.relative_to(ROOT)}:{line}: {title}")
    assert missing == []
