"""Giant Snail Will Not Prevail! component data: data/giantsnail/components.toml as frozen models.

The rulebook prints no card values, so every number here is a proposal of the shared rulings' component
data (G1-G9, T1-T9; docs/rules/giantsnail.md, "Components"). The loader checks what the rulebook
does fix (12 regions in a 3x4 grid, 6 robot sections, 9 technologies, 26 Event 1 and 6 Event 2 cards,
3 colours) and what the rulings fix (every player owns one region of each type), so a bad edit fails at
import time.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import model_validator

from engines.base import Model
from engines.data import read_toml
from engines.phrasing import Words

RegionType = Literal["mine", "solar", "lab", "factory"]
TechKind = Literal["weapon", "defence", "immediate"]
DIRECTIONS = ("north", "south", "east", "west")
EVENT2_IDS = ("grants", "refugees", "works", "parade", "aftershock", "campaign")


class RegionCard(Model):
    id: int
    type: RegionType
    owner: str


class RegionKind(Model):
    name: str
    rows: tuple[int, ...]  # slots per row on the intact side
    produces: Literal["metal", "energy", ""]
    rebuild_slots: int
    rebuild_metal: int
    rebuild_energy: int


class Section(Model):
    id: str
    name: str
    slots: tuple[tuple[int, int], ...]  # (metal, energy) per construction slot


class Tech(Model):
    id: str
    card: str
    name: str
    kind: TechKind
    build_metal: int = 0
    build_energy: int = 0
    fire_metal: int = 0
    fire_energy: int = 0
    damage: int = 0


class EventCounts(Model):
    north: int
    south: int
    east: int
    west: int
    burrow: int
    event2: tuple[str, ...]


class Catalog(Model):
    colours: tuple[str, str, str]
    workers_per_colour: int
    pool_start: int
    hand_limit: int
    defeat_destroyed: int
    robot_base_damage: int
    robot_step_cost: int
    robot_max_steps: int
    grid_rows: int
    grid_cols: int
    region: tuple[RegionCard, ...]
    kind: dict[str, RegionKind]
    section: tuple[Section, ...]
    tech: tuple[Tech, ...]
    events: EventCounts

    @model_validator(mode="after")
    def _check(self) -> Catalog:
        if self.grid_rows * self.grid_cols != 12 or [r.id for r in self.region] != list(range(1, 13)):
            raise ValueError("the rulebook's 12 regions, numbered 1-12, in a 3x4 grid")
        if set(self.kind) != {"mine", "solar", "lab", "factory"}:
            raise ValueError("the four region types")
        for colour in self.colours:
            owned = sorted(r.type for r in self.region if r.owner == colour)
            if owned != ["factory", "lab", "mine", "solar"]:
                raise ValueError(f"{colour} must own one region of each type (G1)")
        if len(self.section) != 6 or len(self.tech) != 9:
            raise ValueError("6 robot sections and 9 technology cards (rulebook Contents)")
        ev = self.events
        if ev.north + ev.south + ev.east + ev.west + ev.burrow != 26 or ev.event2 != EVENT2_IDS:
            raise ValueError("26 Event 1 and the 6 Event 2 cards (rulebook Contents, G7)")
        return self

    # Lookups the engine uses on its hot path.
    def region_type(self, region: int) -> RegionType:
        return self.region[region - 1].type

    def region_kind(self, region: int) -> RegionKind:
        return self.kind[self.region[region - 1].type]

    def owner_seat(self, region: int) -> int:
        return self.colours.index(self.region[region - 1].owner)

    def tech_by_id(self, tech: str) -> Tech:
        return _TECHS[tech]

    def section_index(self, section: str) -> int:
        return [s.id for s in self.section].index(section)


@lru_cache(maxsize=1)
def catalog() -> Catalog:
    cat = Catalog.model_validate(read_toml("giantsnail", "components.toml"))
    _TECHS.update({t.id: t for t in cat.tech})
    return cat


_TECHS: dict[str, Tech] = {}

REGION_NAMES = {"mine": "Mine", "solar": "Solar Farm", "lab": "R&D Labs", "factory": "Factory"}
EVENT1_NAMES = {"north": "North", "south": "South", "east": "East", "west": "West", "burrow": "Burrow"}
EVENT_NAMES = {
    **EVENT1_NAMES,
    "sighting": "Sighting",
    "landfall": "Landfall",
    "grants": "Reconstruction Grants",
    "refugees": "Refugees Return",
    "works": "Public Works",
    "parade": "Robot Parade",
    "aftershock": "Aftershock",
    "campaign": "Campaign Trail",
}


def event_words(card: str) -> Words:
    """An event card's name (``EVENT_NAMES``) as a message, for each reader's language."""
    return Words(id=f"snail-event-{card}")


def tech_words(tech: str) -> Words:
    """A technology card's name as a message (``snail-tech-<card>``: the two Defenders are one name)."""
    return Words(id=f"snail-tech-{catalog().tech_by_id(tech).card}")


def section_words(section: int) -> Words:
    """A robot section's name as a message (``snail-section-<id>``)."""
    return Words(id=f"snail-section-{catalog().section[section].id}")


def colour_words(seat: int) -> Words:
    """A seat's colour (red, blue, black) as a message."""
    return Words(id=f"snail-colour-{catalog().colours[seat]}")
