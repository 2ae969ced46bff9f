"""Help at the terminal's prompt (bot/terminal/play.py): 'help' or '?' lists what can be typed, 'rules' prints
the game's player guide with the options of this game, 'card <name>' or 'what is <name>' looks up a card
by part of its name. Each is checked in every game with a guide, and none of them uses up the decision."""

from __future__ import annotations

import io
import re
from dataclasses import dataclass
from typing import Any

import pytest

from bot.catalogue.gamespec import GameSpec
from bot.catalogue.registry import GAMES, guide_for
from bot.i18n import LANGUAGES, Speaker
from bot.terminal.guidebook import columns
from bot.terminal.play import play
from support.toygames import RaceEngine


@dataclass(frozen=True)
class Case:
    key: str
    options: dict[str, Any]
    option_line: str  # how the chosen option reads in the rules
    found: str  # a look-up that finds one entry ...
    entry: str  # ... and that entry's name in the guide
    heading: str  # ... and the line that heads it
    ambiguous: str  # a look-up that matches several ...
    listed: str  # ... and how they are listed
    unknown: str  # a look-up that matches nothing ...
    nothing: str  # ... and the answer


CASES = [
    Case(
        key="gentoo",
        options={"penguins_to_win": 4},
        option_line="Penguins to win (--option penguins_to_win=…): 4 (a quicker game)",
        found="card skua",
        entry="Skua",
        heading="Card: Skua",
        ambiguous="card egg",
        listed="“egg” matches 3 cards: Egg (3 stones), Egg (4 stones) and Egg (5 stones). Type more of the name.",
        unknown="card zzz",
        nothing="Nothing called “zzz”.",
    ),
    Case(
        key="grimprospects",
        options={"tie_break": "shared"},
        option_line="Tie-break (--option tie_break=…): none: tied players share the win (the rulebook)",
        found="what is B4?",
        entry="B04 (Bunny, gem, Turncoat)",
        heading="Card: B04 (Bunny, gem, Turncoat)",
        ambiguous="card shad",
        listed=(
            "“shad” matches 13 names: Shadow, B11 (Bunny, gem, Shadow), B12 (Bunny, gem, Shadow), "
            "B15 (Bunny, gem, Shadow), B16 (Bunny, gem, Shadow), R11 (Rat, gem, Shadow), "
            "R12 (Rat, gem, Shadow), R15 (Rat, gem, Shadow), R16 (Rat, gem, Shadow), "
            "M11 (Mole, gem, Shadow) and 3 more. Type more of the name."
        ),
        unknown="what is a zzz?",
        nothing="Nothing called “zzz”.",
    ),
    Case(
        key="slither",
        options={"setup_tiles": "n_plus_1"},
        option_line="Tiles at the start (--option setup_tiles=…): one per frog, plus one",
        found="what is damage",
        entry="Damage",
        heading="Rule: Damage",
        ambiguous="? β",
        listed="“β” matches 2 places: Building β1 and Building β2. Type more of the name.",
        unknown="card zzz",
        nothing="Nothing called “zzz”.",
    ),
]
IDS = [case.key for case in CASES]


def flat(text: str) -> str:
    """Text with its line breaks and runs of spaces as single spaces: the guide's text is wrapped."""
    return " ".join(text.split())


def session(case: Case, *commands: str) -> str:
    """The output of a game in which the human types ``commands`` at their first decision, then 'q'."""
    out = io.StringIO()
    script = "".join(f"{command}\n" for command in (*commands, "q"))
    code = play(
        GAMES[case.key],
        players=3,
        ai=2,
        seed=7,
        agent_name="random",
        options=case.options,
        stdin=io.StringIO(script),
        stdout=out,
    )
    assert code == 0
    text = out.getvalue()
    # Nothing typed used up the decision: one decision, asked again after every command, then left.
    assert text.count("----- Your decision") == 1
    assert text.count("Your choice (") == len(commands) + 1
    assert text.rstrip().endswith("You left the game. Goodbye.")
    return text


def answers(text: str) -> list[str]:
    """What was printed after each prompt, up to the next one."""
    return [part.split("\nYour choice (")[0] for part in text.split("q = quit): ")[1:]]


def assert_for_players(text: str) -> None:
    lowered = text.lower()
    for word in ("engine", "json", " file", "seat 0", "**", "`", "/game", "{s", "none:none"):
        assert word not in lowered, word


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_the_opening_tells_the_player_that_help_exists(case: Case) -> None:
    text = session(case)
    opening = text.split("----- Your decision")[0]
    assert "Type 'help' (or '?') at any time" in flat(opening)
    assert "(the rules, what a card says and the board)" in flat(opening)


@pytest.mark.parametrize("case", CASES, ids=IDS)
@pytest.mark.parametrize("word", ["help", "?", "HELP"])
def test_help_lists_what_can_be_typed(case: Case, word: str) -> None:
    text = session(case, word)
    (helped, _) = answers(text)
    choices = text.split("Your choice (1-")[1].split(",")[0]
    assert helped.startswith("You can type:")
    for row in (
        f"1 to {choices}",
        "b ",
        "h ",
        "rules ",
        "card <name> ",
        "what is <name> ",
        "cards ",
        "q ",
        "? or help ",
    ):
        assert f"\n  {row}" in helped, row
    assert "part of the name is enough" in helped
    assert_for_players(helped)


def test_help_names_what_each_game_lets_you_look_up() -> None:
    (gentoo, _) = answers(session(CASES[0], "help"))
    assert "read about a card or term, e.g. card " in gentoo
    assert "the names of all the cards and terms" in gentoo
    (grim, _) = answers(session(CASES[1], "?"))
    assert "read about a faction, tunnel segment, card effect, card or term, e.g. card " in grim
    (slither, _) = answers(session(CASES[2], "?"))
    assert "read about a snake ability, frog ability, place, rule or term, e.g. card " in slither
    assert "the names of all the snake abilities, frog abilities, places, rules and terms" in slither


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_rules_prints_the_guide_with_the_options_of_this_game(case: Case) -> None:
    guide = guide_for(case.key)
    assert guide is not None
    text = session(case, "rules")
    (rules, _) = answers(text)
    assert rules.lstrip().startswith(f"===== {guide.title}: the rules =====")
    assert flat(guide.summary) in flat(rules)
    for page in guide.pages:
        assert f"\n--- {page.title} ---\n" in rules
    assert "\n--- Options in this game ---\n" in rules
    assert case.option_line in rules
    for option in guide.options:  # every option of the game, named as it is typed, with its value here
        assert f"\n{option.label} (--option {option.name}=…): " in rules
    assert "type 'cards' for their names and 'card <name>' to read about one" in flat(rules)
    assert "your decision is still open" in rules
    assert rules.rstrip().endswith(text.split("Choices:")[1].split("\nYour choice (")[0].rstrip())
    assert_for_players(rules)
    assert max(len(line) for line in rules.split("Choices:")[0].splitlines()) <= 100  # wrapped


def test_the_rules_name_the_terminals_own_commands() -> None:
    # The guide is written for Discord as well ("Look up any card with /game card"); here it is 'card'.
    (rules, _) = answers(session(CASES[1], "rules"))
    assert "Look up any card with 'card <name>', e.g. 'B04'." in flat(rules)


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_a_card_is_found_by_part_of_its_name(case: Case) -> None:
    guide = guide_for(case.key)
    assert guide is not None
    entry = guide.entry(case.entry)
    assert entry is not None
    (found, _) = answers(session(case, case.found))
    heading, body = found.split("\n", 1)
    assert heading == case.heading
    assert flat(body) == flat(entry.text)
    assert all(line.startswith("  ") for line in body.splitlines())
    assert_for_players(found)


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_a_name_that_matches_nothing_is_answered_with_a_sentence(case: Case) -> None:
    (answer, _) = answers(session(case, case.unknown))
    assert answer == f"{case.nothing} Type 'cards' for all the names."


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_a_name_that_matches_several_lists_them(case: Case) -> None:
    (answer, _) = answers(session(case, case.ambiguous))
    assert flat(answer) == case.listed


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_cards_lists_every_name_by_kind(case: Case) -> None:
    guide = guide_for(case.key)
    assert guide is not None
    for command in ("cards", "card", "what is ?"):
        (listed, _) = answers(session(case, command))
        for entry in guide.entries:
            assert entry.name in flat(listed)
        assert listed.rstrip().endswith("Type 'card <name>' to read one.")


def test_several_look_ups_in_a_row_keep_the_same_decision() -> None:
    text = session(CASES[0], "?", "rules", "card skua", "what's a stone thief?", "card zzz", "b")
    board = text.split("----- Your decision -----")[1].split("Your choice (")[0]
    *_, again, _left = answers(text)
    assert "Card: Stone Thief" in text
    assert again.strip() == board.strip()  # 'b' at the end: the same board and choices as at first


def test_a_game_without_a_guide_offers_only_what_it_has() -> None:
    out = io.StringIO()
    play(
        GameSpec(RaceEngine()),
        players=2,
        ai=1,
        seed=4,
        agent_name="random",
        stdin=io.StringIO("?\nrules\ncard x\nq\n"),
        stdout=out,
    )
    text = out.getvalue()
    assert "Type 'help' (or '?') at any time to see what else you can type (the board)." in flat(text)
    helped, rules, card, _ = answers(text)
    assert "rules" not in helped and "card <name>" not in helped
    assert rules == "There are no rules to show for Race to Ten here yet."
    assert card == "There are no cards to look up for Race to Ten here yet."


def test_a_decision_with_one_choice_says_so() -> None:
    def run(script: str) -> str:
        out = io.StringIO()
        play(
            GAMES["slither"],
            players=3,
            ai=2,
            seed=1,
            agent_name="random",
            stdin=io.StringIO(script),
            stdout=out,
        )
        return out.getvalue()

    plain = run("1\n" * 12)
    only = plain.index(
        "Your choice (1, b = board, h = hint, ? = help, q = quit): "
    )  # the snake's move: one Head
    before = plain[:only].count("Your choice (")
    assert "(1-1," not in plain
    text = run("1\n" * before + "2\n\n" + "1\n" * 12)
    assert "There is no choice 2; please type 1, your only choice." in text
    assert "Please type 1, your only choice." in text


@pytest.mark.parametrize("language", LANGUAGES)
def test_helps_descriptions_stand_in_one_column_in_every_language(language: str) -> None:
    """Each row's words start at the same column of the terminal: a Japanese key ("card ‹名前›") takes two
    columns for each wide character, so it is padded by columns, not by characters."""
    out = io.StringIO()
    play(GAMES["gentoo"], players=3, ai=2, seed=7, agent_name="random", language=language,
         stdin=io.StringIO("?\nq\n"), stdout=out)  # fmt: skip
    lines = out.getvalue().splitlines()
    title = Speaker(language)("terminal-help-title")
    rows = lines[next(i for i, line in enumerate(lines) if line.endswith(title)) + 1 :]  # after the prompt
    rows = rows[: next(i for i, row in enumerate(rows) if not row.startswith("  "))]
    assert len(rows) >= 8
    starts = set()
    for row in rows:
        key, gap, _ = re.match(r"  (\S(?:.*?\S)?)(\s{2,})(\S.*)", row).groups()  # type: ignore[union-attr]
        starts.add(2 + columns(key) + len(gap))
    assert len(starts) == 1, rows
