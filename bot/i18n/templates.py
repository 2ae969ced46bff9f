"""A message's shape, read from Fluent's form of it: the other messages it names, and (``template_of``) its
parts when it is only text, arguments and choices on an argument, which ``Catalogues.quickly`` says without
Fluent's resolver (docs/localisation.md, "Cost")."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from fluent.runtime import FluentBundle
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor


class _References(Visitor):
    def __init__(self) -> None:
        self.names: list[str] = []

    def visit_MessageReference(self, node: ast.MessageReference) -> None:  # Fluent names it
        self.names.append(node.id.name)
        self.generic_visit(node)


def named_messages(resource: ast.Resource) -> list[str]:
    """The messages a catalogue's messages name (``{ other-message }``)."""
    found = _References()
    found.visit(resource)
    return found.names


@dataclass(frozen=True)
class Argument:
    name: str


@dataclass(frozen=True)
class Choice:
    """A choice on one argument: its variants by key (a number's exact value as "=N", a plural category or
    a word) and the default's key."""

    name: str
    variants: Mapping[str, Template]
    default: str


Template = tuple["str | Argument | Choice", ...]  # a message of text, arguments and choices, in order


def template_of(bundle: FluentBundle, message_id: str) -> Template | None:
    """The message as text, arguments and choices on an argument (a plural, a yes or no), when that is
    all it is (no function, term, literal or other message); None otherwise, or when there is no such
    message (Fluent says why then)."""
    if not bundle.has_message(message_id):
        return None
    value = bundle.get_message(message_id).value
    if value is None:
        return None
    return _parts(getattr(value, "elements", None) or [value])  # a message of one placeable is that one


def _parts(elements: Sequence[Any]) -> Template | None:
    parts: list[str | Argument | Choice] = []
    for element in elements:
        if type(element).__name__ == "TextElement":
            parts.append(element.value)
            continue
        expression: Any = getattr(element, "expression", None)
        kind = type(expression).__name__
        if kind == "VariableReference":
            parts.append(Argument(expression.id.name))
        elif kind == "SelectExpression" and type(expression.selector).__name__ == "VariableReference":
            variants: dict[str, Template] = {}
            default = ""
            for variant in expression.variants:
                key = variant.key
                name = getattr(key, "name", None)
                name = name if name is not None else "=" + str(getattr(key, "value", ""))
                inner = getattr(variant.value, "elements", None)  # a variant of one text is that text
                said = _parts(inner if inner is not None else [variant.value])
                if said is None:
                    return None
                variants[name] = said
                default = name if variant.default else default
            parts.append(Choice(expression.selector.id.name, variants, default))
        else:
            return None
    return tuple(parts)
