"""CLDR's data through Babel, kept to what we say things with.

Babel reads a locale's whole CLDR data the first time anything is asked of it (the names of every
language, territory, currency, time zone and unit in that language), and its global tables with it, and
keeps them for the life of the process: about 1.8 MB of tables and 2-3 MB for each language and each of its
parents, where our plurals, lists, numbers, durations and dates read a tenth of it (docs/localisation.md,
"Cost"). ``ready`` has Babel load a locale and its parents as it would, then pares what Babel keeps
(the dictionaries ``babel.localedata.load`` and ``babel.core.get_global`` return, the same ones Babel
reads from for ever after) to the parts below. What is pared is never read by the way we format: a part
asked of a pared locale is missing (Babel raises ``KeyError``), never silently different, and
``tests/test_localisation_cldr.py`` formats every kind of argument in every shipped language both ways and
compares the words.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from typing import Any

import babel.core
import babel.localedata

# A locale's parts we say things with: plural and ordinal categories (Fluent's variants, the web's
# ordinals), lists, durations' units, numbers, and the weekdays and times of a moment.
KEPT = frozenset(
    {
        "plural_form",
        "ordinal_form",
        "list_patterns",
        "unit_patterns",
        "number_symbols",
        "decimal_formats",
        "percent_formats",
        "scientific_formats",
        "numbering_systems",
        "default_numbering_system",
        "datetime_skeletons",
        "date_formats",
        "time_formats",
        "datetime_formats",
        "days",
        "months",
        "quarters",
        "eras",
        "day_periods",
        "day_period_rules",
        "locale_id",
        "time_zones",  # of each zone, only its city as the language names it (/settings time_zone)
    }
)
UNITS = "duration-"  # of the units, the ones a duration is said in ("duration-hour")
# Global tables Babel reads while finding a locale (aliases, parents, likely subtags) stay; these are what
# it reads to answer questions we never ask (the languages spoken in each territory, currencies).
DROPPED_TABLES = ("territory_languages", "territory_currencies", "all_currencies")

_pared: set[str] = set()
_lock = threading.Lock()


def ready(name: str, languages: Iterable[str]) -> str:
    """``name`` (a CLDR locale as Babel names it: "en", "en_GB", "ja"), its data and its parents' loaded
    and pared, as every later use of it will find them. ``languages``: every language the process may say
    things in (Babel's likely subtags of those stay: how "ja" is "ja_Jpan_JP"). A name CLDR lacks is left
    to Babel and Fluent, as it is asked of them."""
    if name in _pared or not babel.localedata.exists(name):
        return name
    with _lock:
        if name not in _pared:
            if not _pared:
                _pare_tables({language.split("_")[0] for language in (*languages, name)})
            for each in lineage(name):
                if each not in _pared:
                    pare(babel.localedata.load(each))
                    _pared.add(each)
    return name


def lineage(name: str) -> list[str]:
    """``name`` and the locales it inherits from, as Babel finds them, itself first and root last."""
    chain = [name]
    while chain[-1] != "root":
        here = chain[-1]
        parent = babel.core.get_global("parent_exceptions").get(here)
        chain.append(parent or ("root" if "_" not in here else here.rsplit("_", 1)[0]))
    return chain


def pare(data: dict[str, Any]) -> None:
    """A locale's data, as Babel keeps it, pared to ``KEPT`` (and of its units, the durations)."""
    for part in [part for part in data if part not in KEPT]:
        del data[part]
    units = data.get("unit_patterns")
    if isinstance(units, dict):
        for unit in [unit for unit in units if not str(unit).startswith(UNITS)]:
            del units[unit]
    zones = data.get("time_zones")
    if isinstance(zones, dict):
        for name, about in list(zones.items()):
            city = about.get("city") if isinstance(about, dict) else None
            if city:
                zones[name] = {"city": city}
            else:
                del zones[name]


def cities(name: str) -> dict[str, str]:
    """Each time zone's city as the locale ``name`` (made ready by ``ready``) names it, where CLDR names it
    ("Asia/Tokyo": "東京" in Japanese, "Europe/Vienna": "Wien" in German); Babel's data of a locale holds its
    parents' names already, under its own."""
    zones = babel.localedata.load(name).get("time_zones", {})
    return {zone: about["city"] for zone, about in zones.items() if "city" in about}


def _pare_tables(languages: set[str]) -> None:
    """Babel's global tables without those we never read, and its likely subtags kept for ``languages``."""
    for name in DROPPED_TABLES:
        _table(name).clear()
    likely = _table("likely_subtags")
    for key in [key for key in likely if key.split("_")[0] not in languages | {"und"}]:
        del likely[key]


def _table(name: Any) -> dict[str, Any]:
    """One of Babel's global tables: the dictionary Babel itself keeps and reads."""
    table = babel.core.get_global(name)
    assert isinstance(table, dict)
    return table
