"""The one mapper between database rows and records (the frozen dataclasses of ``bot.session``, and the
stores' own): ``RowMapper(Record)`` reads a row into a ``Record`` by the record's own field names and types,
and writes a record's values back as column values the same way, so that how a column differs from its
field is said once, beside the record, for reading and writing alike.

By a field's type, with nothing declared, whichever database answered:

- ``int``, ``float``, ``str``: converted to that type (SQLite hands back what was stored, PostgreSQL its
  column's type: ``bigint`` for a count, ``double precision`` for a time), written as they are;
- ``bool``: a flag, INTEGER 0/1 on both databases (the migrations' types), read with ``bool``, written as 0/1;
- an ``Enum`` (the statuses, formats...): its value's text, read back as the member;
- ``X | None``: NULL is None, anything else as ``X``. NULL in a field that is not optional is an error
  that names the record, the field and the column: the schema and the record disagree.

Declared per field, only where the column differs: ``Column`` (another name, a conversion each way: JSON
text, a value with a default for NULL), ``Derived`` (built from the whole row: several columns, or a record
nested in the same row, read by its own mapper) and ``GIVEN`` (not in these rows: the caller passes it,
read from other rows, or else the record's default). A field of any other type must be declared: the
mapper refuses it when it is built, at import, not at the first row.
"""

from __future__ import annotations

import dataclasses
import operator
import types
import typing
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, Generic, TypeVar

from bot.database import Row

R = TypeVar("R")
Convert = Callable[[Any], Any]


@dataclass(frozen=True)
class Column:
    """A field whose column differs from what its name and type say: its column's ``name``, ``read``
    (the column's value, NULL included, to the field's) and ``write`` (the field's value to the column's);
    each left out follows the field's name and type."""

    name: str | None = None
    read: Convert | None = None
    write: Convert | None = None


@dataclass(frozen=True)
class Derived:
    """A field built from the whole row: several columns, or a record nested in the same row (pass its
    ``RowMapper``). Never written: the columns it reads are written as fields of their own."""

    build: Callable[[Row], Any]


class _Given:
    def __repr__(self) -> str:
        return "GIVEN"


GIVEN: Any = (
    _Given()
)  # not in these rows: passed by the caller (``mapper(row, seats=...)``), else its default

Spec = Column | Derived | _Given


@dataclass(frozen=True)
class _Field:
    name: str
    column: str
    read: Convert
    write: Convert | None


class RowMapper(Generic[R]):
    """Rows of one shape as one record type, and that record's values as columns (see the module)."""

    def __init__(self, record: type[R], **specs: Spec) -> None:
        if not dataclasses.is_dataclass(record):
            raise TypeError(f"{record.__name__} is not a dataclass")
        unknown = set(specs) - {f.name for f in dataclasses.fields(record)}
        if unknown:
            raise TypeError(f"{record.__name__} has no field {', '.join(sorted(unknown))}")
        self.record = record
        self._make: Callable[..., R] = record
        hints = typing.get_type_hints(record)
        self._fields: dict[str, _Field] = {}
        self._derived: dict[str, Callable[[Row], Any]] = {}
        for f in dataclasses.fields(record):
            spec = specs.get(f.name, Column())
            if isinstance(spec, _Given):
                continue
            if isinstance(spec, Derived):
                self._derived[f.name] = spec.build
                continue
            where = f"{record.__name__}.{f.name}"
            column = spec.name or f.name
            read, write = self._by_type(hints[f.name], f"{where} (column {column})")
            if spec.read is None and read is None:
                raise TypeError(f"{where}: a {hints[f.name]} column needs its own reading (Column(read=...))")
            self._fields[f.name] = _Field(
                f.name, column, spec.read or typing.cast(Convert, read), spec.write or write
            )

    def __call__(self, row: Row, /, **given: Any) -> R:
        """The record of ``row``; ``given`` are fields read elsewhere (they win over the row)."""
        values = {f.name: f.read(row[f.column]) for f in self._fields.values() if f.name not in given}
        values.update((name, build(row)) for name, build in self._derived.items() if name not in given)
        values.update(given)
        return self._make(**values)

    def columns(self, values: Mapping[str, Any]) -> dict[str, Any]:
        """Field values (by field name) as column values by column name, converted as they are stored."""
        return {self._field(name).column: self._write(name, value) for name, value in values.items()}

    def values(self, record: R, names: Sequence[str]) -> tuple[Any, ...]:
        """The named fields of ``record`` as column values, in that order (an INSERT's parameters)."""
        return tuple(self._write(name, getattr(record, name)) for name in names)

    @property
    def fields(self) -> frozenset[str]:
        """The fields read from (and written to) a column of their own."""
        return frozenset(self._fields)

    def _field(self, name: str) -> _Field:
        found = self._fields.get(name)
        if found is None:
            raise KeyError(f"{self.record.__name__}.{name} is not a column of its own")
        return found

    def _write(self, name: str, value: Any) -> Any:
        write = self._field(name).write
        if write is None:
            raise TypeError(f"{self.record.__name__}.{name} is read by its own conversion but has no write")
        return write(value)

    @staticmethod
    def _by_type(hint: Any, where: str) -> tuple[Convert | None, Convert | None]:
        """How a field of type ``hint`` is read and written when nothing is declared (see the module);
        (None, None) for a type that must be declared."""
        optional = False
        if typing.get_origin(hint) in (typing.Union, types.UnionType):
            rest = [a for a in typing.get_args(hint) if a is not type(None)]
            if len(rest) != 1:  # a union of two types: which one a column holds is not the type's to say
                return None, None
            optional, hint = True, rest[0]
        read: Convert
        write: Convert
        if hint is bool:
            read, write = bool, int
        elif hint in (int, float, str):
            read, write = hint, lambda value: value
        elif isinstance(hint, type) and issubclass(hint, Enum):
            read, write = hint, operator.attrgetter("value")
        else:
            return None, None
        return RowMapper._nullable(read, optional, where), RowMapper._nullable(write, True, where)

    @staticmethod
    def _nullable(convert: Convert, optional: bool, where: str) -> Convert:
        """``convert`` for every value but NULL, which is None where the field is optional (and refused
        where it is not)."""

        def converted(value: Any) -> Any:
            if value is None:
                if optional:
                    return None
                raise ValueError(f"{where} is not optional, and the database holds NULL")
            return convert(value)

        return converted
