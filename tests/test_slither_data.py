"""SLITHER component data: the files in data/slither/ load, and the loader refuses broken edits."""

from __future__ import annotations

import tomllib
from typing import Any

import pytest
from pydantic import ValidationError

from engines.slither.data import DATA_DIR, SlitherData, catalog


def raw() -> dict[str, Any]:
    def read(name: str) -> dict[str, Any]:
        with (DATA_DIR / name).open("rb") as handle:
            return tomllib.load(handle)

    board, abilities = read("board.toml"), read("abilities.toml")
    return {
        "components": board["components"],
        "start_tiles": board["start_tiles"],
        "tiles": board["tiles"],
        "locations": read("locations.toml")["locations"],
        "snake": abilities["snake"],
        "frog": abilities["frog"],
    }


def test_the_data_files_load_with_the_rulebook_counts() -> None:
    cat = catalog()
    # [R] Components: 2 starting and 10 numbered tri-hexes, 18 location cards, 4 + 18 ability cards,
    # 6 segment tiles, 4 lily pads, 4 frog pawns.
    assert len(cat.data.start_tiles) == 2 and len(cat.data.tiles) == 10
    assert cat.location_ids == tuple(str(n) for n in range(1, 19))
    assert len(cat.snake_cards) == 4 and len(cat.frog_deck) == 18
    assert cat.data.components.segment_tiles == 6 and cat.data.components.frog_pawns == 4
    assert cat.buildings == ("beta1", "beta2") and cat.letters == ("A", "B", "C", "D")
    assert [t.id for t in cat.tiles_in_play] == ["T1", "T2", "T3", "T4", "T5", "T6"]
    assert SlitherData.model_validate(raw()) == cat.data


@pytest.mark.parametrize(
    "broken",
    [
        lambda d: d["locations"].pop(),  # 17 location cards
        lambda d: d["locations"][0].update(tile="T2"),  # card 1 on the wrong tile
        lambda d: d["locations"][0].update(tile="T9"),  # a tile that does not exist in play
        lambda d: d["snake"][0].update(id="bite"),  # an effect the engine does not know
        lambda d: d["frog"][0].update(copies=4),  # 19 frog cards
        lambda d: d["start_tiles"][1]["hexes"][0].update(q=1),  # C on top of A: overlap
        lambda d: d["start_tiles"][0]["hexes"][0].update(lily_pads=3),  # 5 lily pads
        lambda d: d["tiles"][1].update(hexes=["4", "6", "5"]),  # not 3k-2, 3k-1, 3k
        lambda d: d["components"].update(segment_tiles=5),
    ],
)
def test_broken_data_is_refused(broken: Any) -> None:
    data = raw()
    broken(data)
    with pytest.raises(ValidationError):
        SlitherData.model_validate(data)
