"""Every ruling the engines' code cites is written down in the repository, in docs/rules/<game>.md.

The code cites the shared rulings by number ("ruling 13", "rulings 15-16") and our own by id ("G-A5",
"ruling GP-2", "D12"). A ruling is written down when its id heads a row of a table ("| 13 |", "| 14, 15 |")
or a bold entry ("**G-A5 ...", "**D11**") in the game's rules document.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAMES = sorted(p.name for p in (ROOT / "engines").iterdir() if (p / "engine.py").is_file())

RULING_ID = r"(?:G-A|GP-|GS|EC|D|G)?\d+"
# "ruling 13", "Rulings 14 and 15", "rulings 9, 10 and 12", "rulings 15-16"; not a section such as "ruling 5(c)".
CITED = re.compile(rf"\b[Rr]ulings? ({RULING_ID}(?![\d(])(?:(?:, | and | or |-|–){RULING_ID}(?![\d(]))*)")
OWN_ID = re.compile(
    r"\b(G-A\d+|GP-\d+|GS\d+|EC\d+|D\d+)\b"
)  # our own rulings' ids, cited without the word "ruling"
TABLE_ROW = re.compile(r"^\| *([^|]+?) *\|", re.MULTILINE)
ID_CELL = re.compile(rf"({RULING_ID}(?:, {RULING_ID})*)(?: \*\*\[added\]\*\*)?")
BOLD_ENTRY = re.compile(rf"\*\*({RULING_ID})\b")


def cited_ids(text: str) -> set[str]:
    ids: set[str] = set(OWN_ID.findall(text))
    for match in CITED.finditer(text):
        listed = match.group(1)
        ids.update(re.findall(RULING_ID, listed))
        for first, last in re.findall(r"(\d+)[-–](\d+)", listed):
            ids.update(str(n) for n in range(int(first), int(last) + 1))
    return ids


def written_ids(text: str) -> set[str]:
    ids = set(BOLD_ENTRY.findall(text))
    for cell in TABLE_ROW.findall(text):
        heading = ID_CELL.fullmatch(cell)
        if heading:
            ids.update(heading.group(1).split(", "))
    return ids


def test_the_citation_patterns_read_what_the_code_writes() -> None:
    text = (
        'x  # Rulings 14 and 15; ruling GP-2, "rulings 9, 10 and 12", rulings 15-16, G-A5, D12; ruling 5(c)'
    )
    assert cited_ids(text) == {"14", "15", "GP-2", "9", "10", "12", "16", "G-A5", "D12"}
    doc = "| # | Ruling |\n|---|---|\n| 13 | Skua |\n| 14, 15 | x |\n| GP-1 **[added]** | y |\n- **D11** z\n"
    assert written_ids(doc) == {"13", "14", "15", "GP-1", "D11"}


@pytest.mark.parametrize("game", GAMES)
def test_every_ruling_the_engine_cites_is_in_its_rules_document(game: str) -> None:
    cited: dict[str, set[str]] = {}
    for path in sorted((ROOT / "engines" / game).glob("*.py")):
        for ruling in cited_ids(path.read_text(encoding="utf-8")):
            cited.setdefault(ruling, set()).add(path.name)
    assert cited, f"engines/{game} cites no ruling at all; is the pattern still right?"
    written = written_ids((ROOT / "docs" / "rules" / f"{game}.md").read_text(encoding="utf-8"))
    missing = {ruling: sorted(files) for ruling, files in cited.items() if ruling not in written}
    assert not missing, f"rulings cited in engines/{game} but not written in docs/rules/{game}.md: {missing}"
