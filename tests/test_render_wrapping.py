"""Text in pictures is wrapped by its script's own rules (docs/rendering.md): English and German at
spaces, Japanese between characters (it has no spaces), never a closing mark or small kana at the start
of a line, never an opening mark at its end, and nothing lost when the lines suffice."""

from __future__ import annotations

from bot.render import draw as d
from bot.render.linebreaks import NO_LINE_END, NO_LINE_START, break_units, joined

JAPANESE = "Aliceの番：カードを出すか、卵をかえすか、カードを使用済みの山に移します。「雪」は出せません。"


def test_japanese_wraps_between_characters_and_loses_nothing() -> None:
    font = d.font(30)
    lines = font.wrap(JAPANESE, 300, 10)
    assert len(lines) > 2 and not any(line.endswith("…") for line in lines)
    assert "".join(lines) == JAPANESE
    assert all(font.width(line) <= 300 for line in lines)
    for line in lines:
        assert line[0] not in NO_LINE_START and line[-1] not in NO_LINE_END, lines


def test_words_wrap_at_spaces_and_keep_them() -> None:
    text = "Alice ist am Zug: eine Karte ausspielen, ein Ei ausbrüten oder eine Karte ablegen."
    lines = d.font(30).wrap(text, 300, 10)
    assert len(lines) > 2 and " ".join(lines) == text
    assert joined(break_units(text)) == text


def test_too_little_room_ends_with_an_ellipsis() -> None:
    lines = d.font(30).wrap(JAPANESE, 300, 2)
    assert len(lines) == 2 and lines[-1].endswith("…")


def test_mixed_scripts_keep_their_spaces() -> None:
    text = "Bob のターン: Snow ×3 と 孵化"
    assert joined(break_units(text)) == text


def test_a_katakana_word_stays_whole_on_its_line_unless_it_is_wider_than_the_line() -> None:
    """Katakana spells loanwords and names ("ヒョウアザラシ", the Leopard Seal): a line ends before such a
    word rather than inside it; a word wider than the whole line still breaks between its characters,
    losing nothing."""
    font = d.font(30)
    lines = font.wrap("AI 2：ヒョウアザラシの相手を選ぶ", 240, 3)
    assert "".join(lines) == "AI 2：ヒョウアザラシの相手を選ぶ" and len(lines) > 1
    assert any("ヒョウアザラシ" in line for line in lines), lines
    narrow = d.font(26, bold=True, family="condensed")
    split = narrow.wrap("トウゾクカモメ", 132, 2)
    assert len(split) == 2 and "".join(split) == "トウゾクカモメ"
    assert all(narrow.width(line) <= 132 for line in split)
    assert break_units("ヒョウアザラシ", words=False)[:2] == [
        ("ヒョ", False),
        ("ウ", False),
    ]  # ョ never starts a line
