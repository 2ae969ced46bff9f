"""Request (and optionally response) validation against Discord's published OpenAPI document.

Owns: loading tests/data/discord-api-spec/openapi.json, matching a concrete request path such as
``/channels/123/messages/pins/456`` to the spec's path template and operation, and validating JSON bodies
against that operation's schemas (Draft 2020-12, which OpenAPI 3.1 schemas are).

Two validators read the same schemas. jsonschema-rs (compiled) answers whether a body conforms, about 400
times faster than jsonschema (5.7 ms a message body, which made schema checks a quarter of an end-to-end
test's time); jsonschema, in Python, says what is wrong with a body the first refuses. A body is taken as
conforming only when the fast one says so and holds no fraction (the one place the two could differ, below);
so the fake never accepts what jsonschema refuses, and a refusal always says why
(``tests/test_fakediscord.py`` checks the two agree over many broken bodies).

One deliberate leniency: Discord accepts snowflakes sent as JSON numbers (discord.py sends ids, including the
``id`` of a new attachment, as numbers), while the spec types them as strings with a digits-only pattern.
Only schemas the spec marks ``format: snowflake`` get that treatment, so an integer where the spec wants
ordinary text (a ``custom_id``, say) is still a violation. For the fast validator the same schemas also
accept a non-negative integer (what the snowflake pattern asks of the number's digits); JSON Schema counts
1.0 as an integer too, so a body holding a fraction is always judged by jsonschema.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any
from urllib.parse import quote

import jsonschema
import jsonschema.exceptions
import jsonschema_rs
import referencing
import referencing.jsonschema
from jsonschema import Draft202012Validator

DEFAULT_SPEC_PATH = Path(__file__).resolve().parents[2] / "data" / "discord-api-spec" / "openapi.json"
_SPEC_URI = "urn:discord:openapi"
_HTTP_METHODS = ("get", "put", "post", "patch", "delete")
_BASE_TYPE = Draft202012Validator.VALIDATORS["type"]
_BASE_PATTERN = Draft202012Validator.VALIDATORS["pattern"]


def _is_plain_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _snowflake_tolerant_type(
    validator: Any, types: Any, instance: Any, schema: Mapping[str, Any]
) -> Iterator[jsonschema.exceptions.ValidationError]:
    if _is_plain_int(instance) and schema.get("format") == "snowflake":
        instance = str(instance)
    yield from _BASE_TYPE(validator, types, instance, schema)


def _snowflake_tolerant_pattern(
    validator: Any, pattern: str, instance: Any, schema: Mapping[str, Any]
) -> Iterator[jsonschema.exceptions.ValidationError]:
    if _is_plain_int(instance) and schema.get("format") == "snowflake":
        instance = str(instance)
    yield from _BASE_PATTERN(validator, pattern, instance, schema)


_DiscordValidator = jsonschema.validators.extend(  # type: ignore[no-untyped-call]  # unannotated in types-jsonschema
    Draft202012Validator,
    {"type": _snowflake_tolerant_type, "pattern": _snowflake_tolerant_pattern},
)


def _pointer_escape(segment: str) -> str:
    return segment.replace("~", "~0").replace("/", "~1")


@dataclass(frozen=True)
class Operation:
    """One (method, path template) pair of the spec."""

    method: str  # upper case
    template: str  # e.g. /channels/{channel_id}/messages
    operation_id: str
    request_content_types: tuple[str, ...]
    pointer: str  # JSON pointer to the operation object inside the spec

    @property
    def key(self) -> str:
        return f"{self.method} {self.template}"


@dataclass(frozen=True)
class _Template:
    template: str
    parts: tuple[str | None, ...]  # None for a {parameter} segment
    names: tuple[str, ...]

    @property
    def specificity(self) -> tuple[int, ...]:
        # Literal segments beat parameters position by position, so /messages/pins wins over /messages/{id}.
        return tuple(0 if part is None else 1 for part in self.parts)


class OpenAPISpec:
    """The parsed spec with a path matcher and a cache of compiled validators."""

    def __init__(self, path: Path = DEFAULT_SPEC_PATH) -> None:
        self.path = path
        with path.open(encoding="utf-8") as handle:
            self.document: dict[str, Any] = json.load(handle)
        resource = referencing.Resource.from_contents(
            self.document, default_specification=referencing.jsonschema.DRAFT202012
        )
        self._registry: referencing.Registry[Any] = referencing.Registry().with_resource(_SPEC_URI, resource)
        self._operations: dict[tuple[str, str], Operation] = {}
        templates: list[_Template] = []
        for template, item in self.document["paths"].items():
            segments = template.strip("/").split("/")
            parts = tuple(None if s.startswith("{") and s.endswith("}") else s for s in segments)
            names = tuple(s[1:-1] for s in segments if s.startswith("{") and s.endswith("}"))
            templates.append(_Template(template, parts, names))
            for method in _HTTP_METHODS:
                op = item.get(method)
                if op is None:
                    continue
                content = (op.get("requestBody") or {}).get("content") or {}
                self._operations[(method.upper(), template)] = Operation(
                    method=method.upper(),
                    template=template,
                    operation_id=op.get("operationId", f"{method} {template}"),
                    request_content_types=tuple(content),
                    pointer=f"/paths/{_pointer_escape(template)}/{method}",
                )
        self._templates = sorted(templates, key=lambda t: t.specificity, reverse=True)
        self._validators: dict[str, Any] = {}
        self._fast_validators: dict[str, Any] = {}

    @cached_property
    def _fast_registry(self) -> Any:
        """The spec as jsonschema-rs reads it (with the snowflake leniency written in)."""
        return jsonschema_rs.Registry([(_SPEC_URI, _snowflakes_as_numbers(self.document))])

    def _fast(self, pointer: str) -> Any:
        """The schema at ``pointer`` compiled by jsonschema-rs, with only what it refers to (2 ms and a few MB
        each, where the whole spec at once took 0.4 s and 330 MB a process); None if it cannot be."""
        if pointer not in self._fast_validators:
            reference = f"{_SPEC_URI}#{quote(pointer, safe='/~')}"  # braces are not allowed in a URI
            try:
                compiled = jsonschema_rs.validator_for({"$ref": reference}, registry=self._fast_registry)
            except (jsonschema_rs.ValidationError, jsonschema_rs.ReferencingError, ValueError):
                compiled = None  # jsonschema alone judges this schema's bodies
            self._fast_validators[pointer] = compiled
        return self._fast_validators[pointer]

    def conforms_quickly(self, pointer: str, body: Any) -> bool:
        """True when the body conforms to the schema at ``pointer`` by jsonschema-rs's reading and holds no
        fraction; False says only that jsonschema must look."""
        validator = self._fast(pointer)
        return validator is not None and not _has_fraction(body) and bool(validator.is_valid(body))

    def problems(self, pointer: str, body: Any) -> list[str]:
        """What is wrong with ``body`` against the schema at ``pointer``; an empty list when it conforms."""
        if self.conforms_quickly(pointer, body):
            return []
        return self.explain(pointer, body)

    def explain(self, pointer: str, body: Any) -> list[str]:
        """What jsonschema finds wrong with ``body`` against the schema at ``pointer`` (slow, but it says why)."""
        return _describe(self._validator(pointer), body)

    @cached_property
    def _by_length(self) -> dict[int, list[_Template]]:
        grouped: dict[int, list[_Template]] = {}
        for template in self._templates:
            grouped.setdefault(len(template.parts), []).append(template)
        return grouped

    def match(self, method: str, path: str) -> tuple[Operation, dict[str, str]] | None:
        """The operation for a concrete path relative to the API base, with its path parameters."""
        segments = path.strip("/").split("/")
        for template in self._by_length.get(len(segments), []):
            if all(part is None or part == seg for part, seg in zip(template.parts, segments, strict=True)):
                op = self._operations.get((method.upper(), template.template))
                if op is None:
                    continue
                values = [seg for part, seg in zip(template.parts, segments, strict=True) if part is None]
                return op, dict(zip(template.names, values, strict=True))
        return None

    def path_exists(self, path: str) -> bool:
        segments = path.strip("/").split("/")
        return any(
            all(part is None or part == seg for part, seg in zip(t.parts, segments, strict=True))
            for t in self._by_length.get(len(segments), [])
        )

    def _validator(self, pointer: str) -> Any:
        validator = self._validators.get(pointer)
        if validator is None:
            validator = _DiscordValidator({"$ref": f"{_SPEC_URI}#{pointer}"}, registry=self._registry)
            self._validators[pointer] = validator
        return validator

    def request_schema_pointer(self, op: Operation, content_type: str) -> str | None:
        if content_type not in op.request_content_types:
            return None
        return f"{op.pointer}/requestBody/content/{_pointer_escape(content_type)}/schema"

    def validate_request(self, op: Operation, content_type: str, body: Any) -> list[str]:
        """Problems with a request body; an empty list when it conforms.

        ``content_type`` is ``application/json`` or ``multipart/form-data`` (then ``body`` is the parsed
        ``payload_json`` part, which Discord reads as the JSON body).
        """
        if not op.request_content_types:
            return [f"{op.key} takes no request body, but one was sent"]
        pointer = self.request_schema_pointer(op, content_type)
        if pointer is None:
            return [
                f"{op.key} does not accept {content_type} (spec allows {', '.join(op.request_content_types)})"
            ]
        return self.problems(pointer, body)

    def validate_response(self, op: Operation, status: int, body: Any) -> list[str]:
        """Problems with a response body the fake produced (a self-check of the fake's payloads)."""
        responses = self.document["paths"][op.template][op.method.lower()]["responses"]
        code = str(status)
        if code not in responses or "content" not in responses[code]:
            return []
        pointer = f"{op.pointer}/responses/{code}/content/application~1json/schema"
        return self.problems(pointer, body)

    def validate_schema(self, schema_name: str, instance: Any) -> list[str]:
        """Validate against a named component schema (used for payloads outside any operation)."""
        return self.problems(f"/components/schemas/{_pointer_escape(schema_name)}", instance)


def _snowflakes_as_numbers(document: dict[str, Any]) -> dict[str, Any]:
    """A copy of the spec whose snowflake schemas also take a non-negative integer (the module's leniency)."""

    def copy(node: Any) -> Any:
        if isinstance(node, list):
            return [copy(value) for value in node]
        if not isinstance(node, dict):
            return node
        out = {key: copy(value) for key, value in node.items()}
        if out.get("format") == "snowflake":
            kinds = out.get("type", [])
            kinds = [kinds] if isinstance(kinds, str) else list(kinds)
            out["type"] = [*kinds, "integer"]
            out["minimum"] = 0
        return out

    copied: dict[str, Any] = copy(document)
    return copied


def _has_fraction(body: Any) -> bool:
    if isinstance(body, float):
        return True
    if isinstance(body, dict):
        return any(_has_fraction(value) for value in body.values())
    if isinstance(body, list):
        return any(_has_fraction(value) for value in body)
    return False


def _describe(validator: Any, body: Any) -> list[str]:
    messages: list[str] = []
    for error in validator.iter_errors(body):
        for leaf in _explain(error):
            where = "/".join(str(p) for p in leaf.absolute_path) or "(body)"
            messages.append(f"{where}: {_message(leaf)}")
    return list(dict.fromkeys(messages))[:8]


def _is_branch_mismatch(error: jsonschema.exceptions.ValidationError) -> bool:
    """An error showing a union branch was meant for another kind of object, not a real problem in it."""
    path = list(error.relative_path)
    if error.validator in ("enum", "const") and path == ["type"]:
        return True
    return error.validator == "type" and not path


def _explain(error: jsonschema.exceptions.ValidationError) -> list[jsonschema.exceptions.ValidationError]:
    """Leaf errors that say what is wrong, looking inside the union branch the body was aiming for.

    A union error on its own only says "not valid under any of the given schemas". The branch whose
    discriminator (``type``) matched is the one the sender meant, so its errors are the useful ones.
    """
    if error.validator not in ("anyOf", "oneOf") or not error.context:
        return [error]
    branches: dict[Any, list[jsonschema.exceptions.ValidationError]] = {}
    for sub in error.context:
        branches.setdefault(sub.relative_schema_path[0], []).append(sub)
    viable = [errs for errs in branches.values() if not any(_is_branch_mismatch(e) for e in errs)]
    if not viable:
        return [error]
    chosen = min(viable, key=len)
    leaves: list[jsonschema.exceptions.ValidationError] = []
    for sub in chosen:
        leaves.extend(_explain(sub))
    return leaves


def _message(error: jsonschema.exceptions.ValidationError) -> str:
    instance = error.instance
    if error.validator in ("maxLength", "minLength") and isinstance(instance, str):
        return f"text of length {len(instance)} breaks {error.validator} {error.validator_value}"
    if error.validator in ("maxItems", "minItems") and isinstance(instance, list):
        return f"{len(instance)} items break {error.validator} {error.validator_value}"
    if error.validator == "type":
        return f"{_short(repr(instance))} is not of type {error.validator_value}"
    if error.validator == "required":
        return str(error.message).split(" is a required")[0] + " is required"
    return _short(str(error.message), 200)


def _short(value: Any, limit: int = 60) -> str:
    text = value if isinstance(value, str) else repr(value)
    text = re.sub(r"\s+", " ", text)
    return text if len(text) <= limit else text[: limit - 3] + "..."


_SPEC_CACHE: dict[Path, OpenAPISpec] = {}


def load_spec(path: Path = DEFAULT_SPEC_PATH) -> OpenAPISpec:
    """The parsed spec, shared by every fake in the process: it is read-only, and parsing takes ~0.1 s."""
    spec = _SPEC_CACHE.get(path)
    if spec is None:
        spec = _SPEC_CACHE[path] = OpenAPISpec(path)
    return spec
