"""Where a line of text drawn into a picture may break, by the script's own rules: at spaces between
words, and between Chinese or Japanese characters (which put no spaces between words) but not inside a
katakana word, never before a closing mark or after an opening one; and inside a long word at the soft
hyphens a catalogue put in it (docs/localisation.md, "Checks": pictures)."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

# Japanese line breaking (kinsoku): what may not begin a line (closing marks, small kana, the long-vowel
# mark) and what may not end one (opening marks).
NO_LINE_START = frozenset(
    "、。，．）」』】〕〉》・ー～！？：；…‥ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ"
)
NO_LINE_END = frozenset("（「『【〔〈《")
NO_BREAK = "\u00a0"  # a catalogue's no-break space: "(2 von 2)" never ends a line at "von"


def katakana(char: str) -> bool:
    """A katakana letter or its long-vowel mark (ー): the script of loanwords and names ("ヒョウアザラシ")."""
    return "\u30a1" <= char <= "\u30fa" or char == "\u30fc"


def break_units(text: str, words: bool = True) -> list[tuple[str, bool]]:
    """The pieces a line may break between, each with whether a space stood before it: words between
    spaces, and each Chinese or Japanese character on its own (those scripts break between characters,
    not at spaces), a closing mark kept with what it closes and an opening mark with what it opens. With
    ``words``, a run of katakana stays one piece, as a word would ("ヒョウアザラシ", never "ヒョウアザラ" and
    "シ" on two lines); ``Font.wrap`` breaks it between its characters only where it is wider than a line."""
    atoms: list[tuple[str, bool]] = []
    spaced = False
    run = ""
    for char in text:
        if char.isspace() and char != NO_BREAK:  # a no-break space keeps its neighbours together
            if run:
                atoms.append((run, spaced))
                run = ""
            spaced = bool(atoms)
            continue
        if unicodedata.east_asian_width(char) in ("W", "F"):
            if run:
                atoms.append((run, spaced))
                run, spaced = "", False
            if words and katakana(char) and atoms and not spaced and all(map(katakana, atoms[-1][0])):
                atoms[-1] = (atoms[-1][0] + char, atoms[-1][1])
            else:
                atoms.append((char, spaced))
            spaced = False
        else:
            run += char
    if run:
        atoms.append((run, spaced))
    units: list[tuple[str, bool]] = []
    for atom, gap in atoms:
        joins_previous = units and not gap and (atom[0] in NO_LINE_START or units[-1][0][-1] in NO_LINE_END)
        if joins_previous:
            units[-1] = (units[-1][0] + atom, units[-1][1])
        else:
            units.append((atom, gap))
    return units


def joined(units: Sequence[tuple[str, bool]]) -> str:
    """Break units back into text, with their spaces."""
    return "".join((" " if spaced and i else "") + unit for i, (unit, spaced) in enumerate(units))


SOFT_HYPHEN = "\u00ad"  # where a catalogue lets a long word break ("Terrassen\u00adgärten")


def soft_hyphen_pieces(text: str) -> list[tuple[str, str]]:
    """The text's pieces between spaces and soft hyphens, each with what stood before it."""
    found: list[tuple[str, str]] = []
    joiner, piece = "", ""
    for char in text:
        if char in (" ", SOFT_HYPHEN):
            if piece:
                found.append((piece, joiner))
            joiner, piece = char, ""
        else:
            piece += char
    if piece:
        found.append((piece, joiner))
    return found
