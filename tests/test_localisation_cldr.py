"""CLDR's data pared to what we say things with (``bot/i18n/cldr.py``) says every kind of argument exactly as
Babel's whole data does, in every shipped language and the pseudo-language, and holds less."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Run in a fresh interpreter (Babel keeps what it loaded for the process's life): everything the host
# formats through Babel, for a spread of values. With "whole", paring is switched off first.
SAY = r"""
import datetime as dt, json, sys, tracemalloc
from bot.i18n import cldr
if sys.argv[1] == "whole":
    cldr.pare = lambda data: None
    cldr._pare_tables = lambda languages: None
import babel
from fluent.runtime import FluentBundle, FluentResource
from bot.i18n import LANGUAGES, Catalogues, cldr_name, duration, plural_category, _arguments
from bot.i18n.pseudo import PSEUDO
from bot.web.pagewords import PageWords
from engines.phrasing import Duration, Listed, Moment, Words

tracemalloc.start()  # after the imports (tracing them would triple the test's time): the data, as loaded
found = Catalogues()
out = {}
zones = ("UTC", "Europe/Berlin", "Asia/Tokyo", "America/Los_Angeles", "Nowhere/Atall")
moments = [1_700_000_000 + k * 97_531 for k in range(12)]
for language in (*LANGUAGES, PSEUDO):
    said = out[language] = []
    plural = plural_category(language)
    said += [plural(n) for n in (*range(0, 230), 1000, 1_000_001)]
    said += [str(babel.Locale.parse(cldr_name(language)).ordinal_form(n)) for n in range(0, 230)]
    said += [duration(dt.timedelta(minutes=m), language) for m in (0, 1, 2, 5, 59, 60, 61, 125, 1439, 1440, 1441, 2881, 10_000, 100_000)]
    names = ["Ann", "Bo", "Cy", "Dee", "Ed"]
    args = {}
    for k in range(1, 6):
        for style in ("standard", "or", "narrow"):
            args[f"list{k}{style}"] = Listed.of(names[:k], style)
    for i, at in enumerate(moments):
        for zone in zones:
            args[f"m{i}{zone}"] = Moment(at=at, zone=zone, with_day=i % 2 == 0)
            args[f"d{i}{zone}"] = dt.datetime.fromtimestamp(at, dt.timezone.utc)
    args["seconds"] = Duration(seconds=93_784)
    said += [str(value) for value in _arguments(found, language, args).values()]
    page = PageWords(language=language)
    said += [page.when(at) for at in moments]
    bundle = FluentBundle([cldr_name(language)], use_isolating=False)
    bundle.add_resource(FluentResource("n = { $n } { NUMBER($n, minimumFractionDigits: 2) } { NUMBER($n, style: \"percent\") }"))
    for n in (0, 1, 7, 999, 1000, 12_345, 1_234_567, 0.5, -3, 2.75):
        said.append(bundle.format_pattern(bundle.get_message("n").value, {"n": n})[0])
import gc
gc.collect()
print(json.dumps({"said": out, "mb": tracemalloc.get_traced_memory()[0] / 1e6}))
"""


def said(mode: str) -> dict[str, object]:
    run = subprocess.run(
        [sys.executable, "-c", SAY, mode], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False
    )
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)  # type: ignore[no-any-return]


def test_pared_cldr_data_says_everything_as_the_whole_data_does_and_holds_less() -> None:
    whole, pared = said("whole"), said("pared")
    assert pared["said"] == whole["said"]
    for language, words in whole["said"].items():  # type: ignore[attr-defined]
        assert len(set(words)) > 90, language  # the spread really says different things
    assert any("und" in word for word in whole["said"]["de"])  # type: ignore[index]
    assert float(pared["mb"]) < float(whole["mb"]) - 3  # type: ignore[arg-type]
