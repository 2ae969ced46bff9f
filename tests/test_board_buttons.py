"""The components under a board (bot.discordside.boardviews): every move, "Show my hand", "Take back" and the close-ups fit in
Discord's five rows of five, however many people decide at once and however many close-ups a board has."""

from __future__ import annotations

from typing import Any

import pytest

from bot.discordside import boardviews
from bot.discordside.boardviews import ENGLISH
from bot.session.game import Choice

SESSION = "abcdefgh"


def close_ups(n: int) -> list[tuple[str, str]]:
    return [(f"k{i}", f"Show thing {i}") for i in range(n)]


def choices(n: int) -> list[Choice]:
    return [Choice(f"a{i}", f"Move {i}") for i in range(n)]


def rows(view: Any) -> list[list[str]]:
    """The view as Discord gets it: each action row's custom ids (at most five rows of five)."""
    components = view.to_components()
    assert len(components) <= 5
    out = []
    for row in components:
        ids = [c["custom_id"] for c in row["components"]]
        assert 1 <= len(ids) <= 5
        assert not (len(ids) > 1 and any(c["type"] == 3 for c in row["components"])), "a menu shares a row"
        out.append(ids)
    return out


@pytest.mark.parametrize("deciders", [2, 3, 4])
@pytest.mark.parametrize("undo", [0, 1, 3])
@pytest.mark.parametrize("looks", [0, 2, 4, 7])
def test_menus_for_several_deciders_leave_room_for_everything_else(
    deciders: int, undo: int, looks: int
) -> None:
    menus = [(seat, f"P{seat}", 1, choices(3)) for seat in range(deciders)]
    take_backs = [(seat, 1, f"Take back (P{seat})") for seat in range(undo)]
    view = boardviews.menus_view(SESSION, menus, close_ups(looks), take_backs, say=ENGLISH)
    laid_out = rows(view)
    flat = [c for row in laid_out for c in row]
    assert sum(c.startswith("pick:") for c in flat) == deciders
    assert f"peek:{SESSION}" in flat
    assert sum(c.startswith("undo:") for c in flat) == undo
    offered = sum(c.startswith("look:") for c in flat) + (looks if f"looks:{SESSION}" in flat else 0)
    if deciders < 4 or looks <= 4 - undo:
        assert offered == looks, laid_out  # a row is free for the menu, or the buttons fit
    else:
        assert offered == 4 - undo, laid_out  # every row holds a menu: what fits beside Show my hand
    assert len(flat) == len(set(flat)), "custom ids must be unique"


@pytest.mark.parametrize("moves", [1, 5, 12, 20, 30, 80])
@pytest.mark.parametrize("looks", [0, 3, 15])
def test_a_seats_moves_and_the_close_ups_fit_together(moves: int, looks: int) -> None:
    view = boardviews.move_view(
        SESSION,
        0,
        1,
        choices(moves),
        peek=True,
        take_backs=[(0, 1, "Take back")],
        close_ups=close_ups(looks),
        say=ENGLISH,
    )
    flat = [c for row in rows(view) for c in row]
    offered_moves = sum(c.startswith("act:") for c in flat) or sum(c.startswith("pick:") for c in flat)
    assert offered_moves >= 1
    assert f"undo:{SESSION}:0:1" in flat
    looked = sum(c.startswith("look:") for c in flat) + (looks if f"looks:{SESSION}" in flat else 0)
    assert looked >= min(looks, 3), flat  # all of them, or at least what fits beside the other two


# ---- labels with long display names ------------------------------------------------------------------------

from hypothesis import given  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from bot.discordside.payloads import MAX_LABEL, fitted  # noqa: E402


def test_a_long_name_is_shortened_and_the_labels_own_words_stay_whole() -> None:
    label = "Fire {s1}'s Loitering Guard and give {s2} the Benefactor's card"
    names = ["Ana", "Bartholomew the Magnificent of Rivendell", "Cy"]
    shown = fitted(label, names, MAX_LABEL)
    assert len(shown) <= MAX_LABEL
    assert shown.endswith("and give Cy the Benefactor's card") and shown.startswith("Fire Barth")
    assert "…'s Loitering Guard" in shown
    assert fitted("Pass", names, MAX_LABEL) == "Pass"


@given(
    words=st.text(alphabet="abcdefgh ", min_size=0, max_size=50),
    names=st.lists(
        st.text(st.characters(blacklist_characters="{}"), min_size=1, max_size=32), min_size=3, max_size=3
    ),
    seats=st.lists(st.integers(0, 2), min_size=1, max_size=3),
)
def test_a_filled_label_always_fits_and_keeps_every_word_of_a_label_that_fits_with_short_names(
    words: str, names: list[str], seats: list[int]
) -> None:
    label = " ".join(f"{{s{s}}}" for s in seats) + " " + words
    shown = fitted(label, names, MAX_LABEL)
    assert len(shown) <= MAX_LABEL
    if len(label) + 12 * len(seats) <= MAX_LABEL:  # the engines' promise: it fits with 12-character names
        assert shown.endswith(" " + words)  # every word of the label's own, none cut
        assert "{s" not in shown
