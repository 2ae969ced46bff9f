"""The pseudo-language (docs/localisation.md, "Checks"): English made strange on purpose, for the tests
to find what is not translated. Every message of the English catalogues is bracketed ("[…]"), its letters
accented ("Táké ñóťĥíñĝ") and 40% longer (tildes before the closing bracket), so that a text a player
reads that is not bracketed came from code rather than a catalogue, a text cut short lost its bracket,
and a label that fits only in English shows it. It is never offered to players.
"""

from __future__ import annotations

import math

from fluent.syntax import ast

PSEUDO = "en-XA"  # the pseudo-locale's usual name
GROWTH = 0.4  # how much longer than English: German is about 30% longer
_ACCENTED = str.maketrans(
    "aceinorsuyzACEINORSUYZ",
    "áçéíñóřšúýžÁÇÉÍÑÓŘŠÚÝŽ",
)


def pseudo_resource(resource: ast.Resource) -> ast.Resource:
    """An English catalogue, read, made the pseudo-language's (changed in place)."""
    for entry in resource.body:
        if isinstance(entry, ast.Message) and entry.value is not None:
            entry.value = bracketed(entry.value)
    return resource


def bracketed(pattern: ast.Pattern) -> ast.Pattern:
    """A pattern with its text accented, grown and bracketed."""
    grown(pattern)
    return ast.Pattern([ast.TextElement("["), *pattern.elements, ast.TextElement("]")])


def grown(pattern: ast.Pattern) -> None:
    """Accent a pattern's text and grow it by ``GROWTH``: each variant of a selector by its own length."""
    letters = 0
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            element.value = element.value.translate(_ACCENTED)
            letters += sum(char.isalpha() for char in element.value)
        elif isinstance(element, ast.Placeable) and isinstance(element.expression, ast.SelectExpression):
            for variant in element.expression.variants:
                grown(variant.value)
    if letters:
        pattern.elements.append(ast.TextElement("~" * math.ceil(letters * GROWTH)))


def pseudo_text(text: str) -> str:
    """Text written outside the catalogues (a guide's document) as the pseudo-language says it: each
    line accented, grown and bracketed, so a check can tell it from words that came from nowhere."""
    lines = []
    for line in text.split("\n"):
        if not line.strip():
            lines.append(line)
            continue
        letters = sum(char.isalpha() for char in line)
        lines.append("[" + line.translate(_ACCENTED) + "~" * math.ceil(letters * GROWTH) + "]")
    return "\n".join(lines)
