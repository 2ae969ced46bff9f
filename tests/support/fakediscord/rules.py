"""Rules Discord enforces on message bodies beyond what its OpenAPI schema can say, with Discord's error codes.

Owns ``FormError`` (one leaf of Discord's ``errors`` object: where, code, message), turning a list of them
into the nested ``errors`` object of a 400 / 50035 "Invalid Form Body", mapping the schema validator's
problems onto Discord's generic codes (``BASE_TYPE_MAX_LENGTH``...), and the message rules themselves:
content and embed size, legacy action-row layout (5 rows, 5 buttons, a select alone), button kinds
(link buttons have a url of at most 512 characters, with an http, https or discord scheme, and no
custom id), select options (25 at most, unique values,
``min_values <= max_values <= len(options)``), unique custom ids, component emoji (fully-qualified per
Unicode's emoji data, via the ``emoji`` package), attachment count, description length and file size;
and for application commands, their size and the order of required options. Each rule cites where
Discord documents it in tests/support/fakediscord/README.md. Pure functions: no fake state, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import emoji as emoji_data

MAX_CONTENT = 2000  # Discord's limit for bots (the spec allows 4000, for boosted users)
MAX_EMBEDS = 10
MAX_EMBED_TOTAL = 6000
MAX_ACTION_ROWS = 5  # messages without the IS_COMPONENTS_V2 flag
MAX_ROW_WIDTH = 5  # buttons per action row; a select menu takes the whole row
MAX_SELECT_OPTIONS = 25
MAX_ATTACHMENTS = 10
MAX_FILE_SIZE = 10 * 1024 * 1024  # bytes; a bigger file gets 413 / 40005
MAX_ATTACHMENT_DESCRIPTION = 1024  # characters of an attachment's description (its alt text)
SELECT_TYPES = frozenset({3, 5, 6, 7, 8})
MAX_BUTTON_URL = 512  # characters of a link button's url
URL_SCHEMES = ("http", "https", "discord")  # what a link button may open
LINK_STYLE = 5
PREMIUM_STYLE = 6
_FULLY_QUALIFIED = emoji_data.STATUS["fully_qualified"]

Path = tuple[str | int, ...]


@dataclass(frozen=True)
class FormError:
    """One leaf of Discord's ``errors`` object: ``path`` into the body, Discord's ``code`` and ``message``."""

    path: Path
    code: str
    message: str

    def __str__(self) -> str:
        where = "/".join(str(p) for p in self.path) or "(body)"
        return f"{where}: {self.code} {self.message}"


def nest(errors: list[FormError]) -> dict[str, Any]:
    """Discord's nested ``errors`` object: ``{"components": {"0": {"_errors": [{"code", "message"}]}}}``."""
    out: dict[str, Any] = {}
    for error in errors:
        node = out
        for part in error.path:
            node = node.setdefault(str(part), {})
        node.setdefault("_errors", []).append({"code": error.code, "message": error.message})
    return out


_SCHEMA_PROBLEM = re.compile(r"^(?P<where>[^:]*): (?P<what>.*)$")
_TOO_MANY = re.compile(
    r"^(?:\d+ items|text of length \d+) breaks? (?P<kind>max|min)(?:Items|Length) (?P<n>\d+)$"
)


def schema_errors(problems: list[str]) -> list[FormError]:
    """The schema validator's ``path: message`` problems as Discord would word them.

    Length limits become ``BASE_TYPE_MAX_LENGTH`` / ``BASE_TYPE_MIN_LENGTH`` ("Must be 5 or fewer in
    length."), except too many components in an action row, which Discord reports on each component past
    the fifth as ``COMPONENT_LAYOUT_WIDTH_EXCEEDED``. Anything else keeps the validator's words under
    ``BASE_TYPE_INVALID``.
    """
    errors: list[FormError] = []
    for problem in problems:
        match = _SCHEMA_PROBLEM.match(problem)
        where, what = (match["where"], match["what"]) if match else ("", problem)
        path: Path = tuple(int(p) if p.isdigit() else p for p in where.split("/") if p and p != "(body)")
        size = _TOO_MANY.match(what)
        count = re.match(r"^(\d+) items", what)
        if size and size["kind"] == "max":
            limit = int(size["n"])
            if count and _is_row_components(path):
                errors.extend(
                    FormError((*path, i), "COMPONENT_LAYOUT_WIDTH_EXCEEDED", _WIDTH_MESSAGE)
                    for i in range(limit, int(count[1]))
                )
            else:
                errors.append(FormError(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length."))
        elif size:
            errors.append(FormError(path, "BASE_TYPE_MIN_LENGTH", f"Must be {size['n']} or more in length."))
        elif what.endswith(" is required"):
            field = what[: -len(" is required")].strip("'\"")
            errors.append(FormError((*path, field), "BASE_TYPE_REQUIRED", "This field is required"))
        else:
            errors.append(FormError(path, "BASE_TYPE_INVALID", what or problem))
    return errors


def _is_row_components(path: Path) -> bool:
    """``.../components/<i>/components``: the children of an action row (or of a V2 layout component)."""
    return len(path) >= 3 and path[-1] == "components" and isinstance(path[-2], int)


_WIDTH_MESSAGE = "The specified component exceeds the maximum width"


# ---------------------------------------------------------------------------- message bodies


def message_errors(fields: dict[str, Any], *, v2: bool = False, where: Path = ()) -> list[FormError]:
    """Everything wrong with a message's ``content``, ``embeds``, ``components`` and ``attachments``.

    ``fields`` holds what the body sets (a missing key is not checked); ``v2`` is true when the message
    carries the IS_COMPONENTS_V2 flag, which lifts the legacy five-action-row layout; ``where`` prefixes
    every path (``("data",)`` for an interaction callback).
    """
    errors: list[FormError] = []
    content = fields.get("content") or ""
    if len(content) > MAX_CONTENT:
        errors.append(
            FormError(("content",), "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_CONTENT} or fewer in length.")
        )
    embeds = fields.get("embeds") or []
    if len(embeds) > MAX_EMBEDS:
        errors.append(
            FormError(("embeds",), "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_EMBEDS} or fewer in length.")
        )
    if sum(embed_size(e) for e in embeds) > MAX_EMBED_TOTAL:
        errors.append(
            FormError(
                ("embeds",),
                "MAX_EMBED_SIZE_EXCEEDED",
                f"Embed size exceeds maximum size of {MAX_EMBED_TOTAL}",
            )
        )
    errors.extend(component_errors(fields.get("components") or [], v2=v2))
    if len(fields.get("attachments") or []) > MAX_ATTACHMENTS:
        errors.append(
            FormError(
                ("attachments",), "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_ATTACHMENTS} or fewer in length."
            )
        )
    for i, attachment in enumerate(fields.get("attachments") or []):
        # A message's attachments arrive as the fake's records (records.Attachment) or as request dicts.
        description = (
            attachment.get("description")
            if isinstance(attachment, dict)
            else getattr(attachment, "description", None)
        )
        if isinstance(description, str) and len(description) > MAX_ATTACHMENT_DESCRIPTION:
            errors.append(
                FormError(
                    ("attachments", i, "description"),
                    "BASE_TYPE_MAX_LENGTH",
                    f"Must be {MAX_ATTACHMENT_DESCRIPTION} or fewer in length.",
                )
            )
    return [FormError((*where, *e.path), e.code, e.message) for e in errors]


def embed_size(embed: dict[str, Any]) -> int:
    """Characters that count toward the 6000 of a message: title, description, field names and values,
    footer text and author name."""
    total = len(str(embed.get("title") or "")) + len(str(embed.get("description") or ""))
    for f in embed.get("fields") or []:
        total += len(str(f.get("name") or "")) + len(str(f.get("value") or ""))
    total += len(str((embed.get("footer") or {}).get("text") or ""))
    total += len(str((embed.get("author") or {}).get("name") or ""))
    return total


def walk(
    components: list[dict[str, Any]], path: Path = ("components",)
) -> Iterator[tuple[Path, dict[str, Any]]]:
    """Every component with its path in the body, depth first (rows, containers, sections' accessories)."""
    for i, comp in enumerate(components):
        if not isinstance(comp, dict):
            continue
        here = (*path, i)
        yield here, comp
        yield from walk(comp.get("components") or [], (*here, "components"))
        for key in ("accessory", "component"):
            if isinstance(comp.get(key), dict):
                yield (*here, key), comp[key]
                yield from walk(comp[key].get("components") or [], (*here, key, "components"))


def component_errors(components: list[dict[str, Any]], *, v2: bool = False) -> list[FormError]:
    errors: list[FormError] = []
    if not v2 and len(components) > MAX_ACTION_ROWS:
        errors.append(
            FormError(
                ("components",), "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_ACTION_ROWS} or fewer in length."
            )
        )
    seen: set[str] = set()
    for path, comp in walk(components):
        kind = comp.get("type")
        if kind == 1:
            errors.extend(_row_errors(path, comp.get("components") or []))
        elif kind == 2:
            errors.extend(_button_errors(path, comp))
        elif kind in SELECT_TYPES:
            errors.extend(_select_errors(path, comp))
        custom_id = comp.get("custom_id")
        if isinstance(custom_id, str) and (kind != 2 or comp.get("style") not in (LINK_STYLE, PREMIUM_STYLE)):
            if custom_id in seen:
                errors.append(
                    FormError(
                        (*path, "custom_id"),
                        "COMPONENT_CUSTOM_ID_DUPLICATED",
                        "Component custom id cannot be duplicated",
                    )
                )
            seen.add(custom_id)
    return errors


def _row_errors(path: Path, children: list[dict[str, Any]]) -> list[FormError]:
    """A select menu fills its row on its own; buttons fit five to a row."""
    has_select = any(isinstance(c, dict) and c.get("type") in SELECT_TYPES for c in children)
    width = 1 if has_select else MAX_ROW_WIDTH
    return [
        FormError((*path, "components", i), "COMPONENT_LAYOUT_WIDTH_EXCEEDED", _WIDTH_MESSAGE)
        for i in range(width, len(children))
    ]


def _button_errors(path: Path, button: dict[str, Any]) -> list[FormError]:
    errors: list[FormError] = []
    style = button.get("style")
    custom_id, url, sku_id = button.get("custom_id"), button.get("url"), button.get("sku_id")
    exclusive = "A custom id and url cannot both be specified"
    if style == LINK_STYLE:
        if not url:
            errors.append(FormError((*path, "url"), "BASE_TYPE_REQUIRED", "This field is required"))
        elif isinstance(url, str) and len(url) > MAX_BUTTON_URL:
            errors.append(
                FormError(
                    (*path, "url"), "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_BUTTON_URL} or fewer in length."
                )
            )
        elif isinstance(url, str) and url.split(":", 1)[0].lower() not in URL_SCHEMES:
            errors.append(
                FormError(
                    (*path, "url"),
                    "URL_TYPE_INVALID_SCHEME",
                    "Scheme must be one of ('http', 'https', 'discord').",
                )
            )
        if custom_id is not None:
            errors.append(
                FormError(
                    (*path, "custom_id"), "BUTTON_COMPONENT_CUSTOM_ID_URL_MUTUALLY_EXCLUSIVE", exclusive
                )
            )
    elif style == PREMIUM_STYLE:
        if not sku_id:
            errors.append(FormError((*path, "sku_id"), "BASE_TYPE_REQUIRED", "This field is required"))
        for key in ("custom_id", "url"):
            if button.get(key) is not None:
                errors.append(
                    FormError((*path, key), "BASE_TYPE_INVALID", f"A premium button cannot have a {key}")
                )
    else:
        if not custom_id:
            errors.append(
                FormError(
                    (*path, "custom_id"), "BUTTON_COMPONENT_CUSTOM_ID_REQUIRED", "A custom id is required"
                )
            )
        if url is not None:
            errors.append(
                FormError((*path, "url"), "BUTTON_COMPONENT_CUSTOM_ID_URL_MUTUALLY_EXCLUSIVE", exclusive)
            )
    if button.get("emoji") is not None:
        errors.extend(emoji_errors((*path, "emoji"), button["emoji"]))
    return errors


def _select_errors(path: Path, select: dict[str, Any]) -> list[FormError]:
    errors: list[FormError] = []
    options = select.get("options") or []
    low = select.get("min_values")
    high = select.get("max_values")
    low = 1 if low is None else low
    high = 1 if high is None else high
    if select.get("type") == 3:
        if len(options) > MAX_SELECT_OPTIONS:
            errors.append(
                FormError(
                    (*path, "options"),
                    "BASE_TYPE_MAX_LENGTH",
                    f"Must be {MAX_SELECT_OPTIONS} or fewer in length.",
                )
            )
        values: set[Any] = set()
        for i, option in enumerate(options):
            if option.get("value") in values:
                errors.append(
                    FormError(
                        (*path, "options", i),
                        "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                        "The specified option value is already used",
                    )
                )
            values.add(option.get("value"))
            if option.get("emoji") is not None:
                errors.extend(emoji_errors((*path, "options", i, "emoji"), option["emoji"]))
        if high > len(options):
            errors.append(
                FormError((*path, "options"), "BASE_TYPE_MIN_LENGTH", f"Must be {high} or more in length.")
            )
        if sum(1 for o in options if o.get("default")) > high:
            errors.append(
                FormError(
                    (*path, "options"),
                    "SELECT_COMPONENT_TOO_MANY_DEFAULT_VALUES",
                    "The specified number of default values exceeds the specified maximum values",
                )
            )
    if low > high:
        errors.append(
            FormError(
                (*path, "min_values"),
                "NUMBER_TYPE_MAX",
                f"min_values value should be less than or equal to {high}.",
            )
        )
    return errors


def emoji_errors(path: Path, value: Any) -> list[FormError]:
    """A component emoji is a custom emoji (it has an ``id``) or one fully-qualified Unicode emoji.

    Discord answers ``BUTTON_COMPONENT_INVALID_EMOJI`` on ``emoji/name`` for buttons and for select options
    alike (discord/discord-api-docs#8071). "🂠" (a playing-card back, not an emoji) and "❤" (unqualified:
    Discord wants "❤️" with U+FE0F) are refused.
    """
    if isinstance(value, dict) and value.get("id") not in (None, ""):
        return []
    name = value.get("name") if isinstance(value, dict) else None
    if isinstance(name, str) and is_unicode_emoji(name):
        return []
    return [FormError((*path, "name"), "BUTTON_COMPONENT_INVALID_EMOJI", "Invalid emoji")]


def is_unicode_emoji(text: str) -> bool:
    """Whether ``text`` is exactly one fully-qualified emoji in Unicode's emoji data."""
    entry = emoji_data.EMOJI_DATA.get(text)
    return entry is not None and entry.get("status") == _FULLY_QUALIFIED


# ---------------------------------------------------------------------------- application commands

MAX_COMMAND_SIZE = 8000  # combined characters of a slash command (see command_size)
_SUBCOMMAND_TYPES = frozenset({1, 2})


def command_errors(body: dict[str, Any], *, where: Path = ()) -> list[FormError]:
    """What Discord refuses in an application command beyond the schema: a slash command over
    ``MAX_COMMAND_SIZE`` (``APPLICATION_COMMAND_TOO_LARGE`` on the command itself), and a required option
    after an optional one (``APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID`` on each such option, in every
    options list). ``where`` prefixes every path (the command's index in a bulk overwrite)."""
    errors: list[FormError] = []
    if int(body.get("type") or 1) == 1 and command_size(body) > MAX_COMMAND_SIZE:
        too_large = f"Command exceeds maximum size ({MAX_COMMAND_SIZE})"
        errors.append(FormError(where, "APPLICATION_COMMAND_TOO_LARGE", too_large))
    errors.extend(_option_order_errors(body.get("options") or [], (*where, "options")))
    errors.extend(_locale_errors(body, where))
    return errors


# Discord's locales (https://discord.com/developers/docs/reference#locales): a localization keyed by any
# other is refused ("Invalid Form Body", LOCALE_INVALID... the key must be one of these).
LOCALES = frozenset(
    "id da de en-GB en-US es-ES es-419 fr hr it lt hu nl no pl pt-BR ro fi sv-SE vi tr cs el bg ru uk hi th "
    "zh-CN ja zh-TW ko".split()
)


def _locale_errors(node: dict[str, Any], where: Path) -> list[FormError]:
    """Localizations keyed by something that is not one of Discord's locales, in the command and in every
    option and choice below it."""
    errors: list[FormError] = []
    for field in ("name_localizations", "description_localizations"):
        for key in node.get(field) or {}:
            if key not in LOCALES:
                errors.append(FormError((*where, field, key), "LOCALE_INVALID", f"Invalid locale: {key}"))
    for i, choice in enumerate(node.get("choices") or []):
        errors.extend(_locale_errors(choice, (*where, "choices", i)))
    for i, option in enumerate(node.get("options") or []):
        errors.extend(_locale_errors(option, (*where, "options", i)))
    return errors


def command_size(node: dict[str, Any]) -> int:
    """Characters that count toward a slash command's size: the name and description of the command and
    of every option, subcommand and group, and the name and value of every choice; where a field has
    localizations, only the longest of it and them counts."""
    total = _longest(node, "name") + _longest(node, "description")
    for choice in node.get("choices") or []:
        total += _longest(choice, "name") + len(str(choice.get("value", "")))
    return total + sum(command_size(option) for option in node.get("options") or [])


def _longest(node: dict[str, Any], field: str) -> int:
    texts = [str(node.get(field) or ""), *(node.get(f"{field}_localizations") or {}).values()]
    return max(len(str(t)) for t in texts)


def _option_order_errors(options: list[dict[str, Any]], path: Path) -> list[FormError]:
    errors: list[FormError] = []
    optional_seen = False
    for i, option in enumerate(options):
        if option.get("type") in _SUBCOMMAND_TYPES:
            errors.extend(_option_order_errors(option.get("options") or [], (*path, i, "options")))
            continue
        if not option.get("required"):
            optional_seen = True
        elif optional_seen:
            errors.append(
                FormError(
                    (*path, i),
                    "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                    "Required options must be placed before non-required options",
                )
            )
    return errors
