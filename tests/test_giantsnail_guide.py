"""The player guide of Giant Snail Will Not Prevail! (data/giantsnail/guide.toml, bot/catalogue/giantsnail/entries.py),
beyond the checks tests/test_guides.py makes of every registered guide: its pages and option words, an
entry for every technology card, event card, region type and robot section, and every number a player
reads matching the component data or, for the few numbers the data does not hold, what the game does."""

from __future__ import annotations

import pytest

from bot.catalogue.giantsnail import entries as gs_guide
from bot.catalogue.guide import TERM, GameGuide, load_guide
from bot.catalogue.registry import GAMES
from bot.i18n import Speaker, english
from engines import ENGINES
from engines.base import LogLine, replace
from engines.english import plural
from engines.giantsnail import events, scoring, setup, technology
from engines.giantsnail.board import amount
from engines.giantsnail.data import DIRECTIONS, EVENT_NAMES, REGION_NAMES, catalog
from engines.giantsnail.models import DEAD, GiantSnailOptions, GiantSnailState

KEY = "giantsnail"
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")
EVENT_KINDS = ("sighting", "landfall", *DIRECTIONS, "burrow", *catalog().events.event2)


@pytest.fixture(scope="module")
def g() -> GameGuide:
    found = load_guide(KEY, ENGINES[KEY].title, gs_guide.entries)
    assert found is not None, "data/giantsnail/guide.toml is missing"
    return found


def page(g: GameGuide, title: str) -> str:
    return next(p.text for p in g.pages if p.title == title)


def new_state() -> GiantSnailState:
    return setup.new_game(3, 7, GiantSnailOptions())


# ---- what this guide holds beyond the checks every guide passes (tests/test_guides.py) -----------------


def test_the_pages_cover_every_part_of_a_round_and_the_end(g: GameGuide) -> None:
    titles = [p.title for p in g.pages]
    for wanted in ("Rebuilding", "The robot and combat", "Defeat"):
        assert wanted in titles


def test_the_layout_option_reads_as_players_see_it(g: GameGuide) -> None:
    layout = g.option("layout")
    assert layout is not None
    assert layout.describe(ENGINES[KEY].options_type().layout) == "in numerical order"
    assert layout.describe("random") == "shuffled at random"


def test_the_reference_has_a_page_per_kind_of_component(g: GameGuide) -> None:
    titles = [p.title for p in g.reference(None)]
    for kind_title in ("Technology cards", "Event cards", "Regions", "Robot sections", "Scoring categories"):
        assert kind_title in titles


# ---- one entry per component -----------------------------------------------------------------------


def test_every_technology_card_has_an_entry(g: GameGuide) -> None:
    techs = catalog().tech
    assert len(techs) == 9
    for tech in techs:
        entry = g.entry(tech.id)  # "t5" finds Defenders, as printed T5
        assert entry is not None and entry.name == tech.name and entry.kind == "technology card"
        copies = sum(1 for t in techs if t.card == tech.card)
        assert plural(copies, "copy", "copies") in entry.text
        if tech.kind == "weapon":
            assert f"pay {amount(tech.build_metal, tech.build_energy)}. Fire it" in entry.text
            assert f"pay {amount(tech.fire_metal, tech.fire_energy)} to deal" in entry.text
            assert f"deal {plural(tech.damage, 'point')} of damage" in entry.text
        else:
            assert gs_guide.effect(tech.card, english()) in entry.text
    cards = [e for e in g.entries if e.kind == "technology card"]
    assert [e.name for e in cards] == list(dict.fromkeys(t.name for t in techs))


def test_every_event_kind_has_an_entry(g: GameGuide) -> None:
    ev = catalog().events
    cards = [e for e in g.entries if e.kind == "event card"]
    assert [e.name for e in cards] == [EVENT_NAMES[k] for k in EVENT_KINDS]
    for key in ("sighting", "landfall"):
        entry = g.entry(EVENT_NAMES[key])
        assert entry is not None and entry.text.startswith("Event 0.")
    for key in (*DIRECTIONS, "burrow"):
        entry = g.entry(EVENT_NAMES[key])
        assert entry is not None
        assert entry.text.startswith(f"Event 1, {plural(getattr(ev, key), 'card')} in the deck.")
    for key in ev.event2:
        entry = g.entry(EVENT_NAMES[key])
        assert entry is not None and entry.text.startswith(f"Event 2, one of the {len(ev.event2)} cards")
    parade = g.entry("Robot Parade")
    assert parade is not None and f"at most {plural(catalog().robot_max_steps, 'step')}" in parade.text


def test_every_region_type_has_an_entry(g: GameGuide) -> None:
    cat = catalog()
    regions = [e for e in g.entries if e.kind == "region"]
    assert [e.name for e in regions] == [k.name for k in cat.kind.values()]
    for key, kind in cat.kind.items():
        entry = g.entry(kind.name)
        assert entry is not None
        assert f"{plural(kind.rebuild_slots, 'rebuild slot')}; rebuilding costs " in entry.text
        assert f"costs {amount(kind.rebuild_metal, kind.rebuild_energy)}." in entry.text
        assert f"Intact: {gs_guide.rows(kind.rows, english())}." in entry.text
        if kind.produces:
            assert f"gives 1 {kind.produces}" in entry.text
        for region in cat.region:
            name = f"{REGION_NAMES[key]} {region.id}"
            assert (f"{name} ({region.owner})" in entry.text) == (region.type == key)
            if region.type == key:
                assert g.entry(name) == entry
    assert gs_guide.rows((2, 2), english()) == "2 rows of 2 worker slots"
    assert gs_guide.rows((1, 1, 1), english()) == "3 single worker slots"
    assert gs_guide.rows((2, 3), english()) == "rows of 2 and 3 worker slots"


def test_every_robot_section_has_an_entry(g: GameGuide) -> None:
    cat = catalog()
    sections = [e for e in g.entries if e.kind == "robot section"]
    assert len(sections) == len(cat.section) == 6
    for entry, section in zip(sections, cat.section, strict=True):
        assert entry.name == f"Robot {section.name}" and g.entry(section.name) == entry
        assert plural(len(section.slots), "construction slot") in entry.text
        for metal, energy in section.slots:
            assert amount(metal, energy) in entry.text
    torso = g.entry("torso")
    assert torso is not None and "the first costs 1 metal, the second 1 metal and 1 energy" in torso.text
    robot = g.entry("robot")
    assert robot is not None and robot.name == "Robot"
    slots = [cost for s in cat.section for cost in s.slots]
    total = amount(sum(m for m, _ in slots), sum(e for _, e in slots))
    assert f"{len(slots)} construction slots, costing {total} in all" in robot.text
    assert f"deals {plural(cat.robot_base_damage, 'point')} of damage" in robot.text
    assert f"up to {plural(cat.robot_max_steps, 'step')}" in robot.text
    assert f"paying {cat.robot_step_cost} resources" in robot.text


# ---- the prose's numbers -----------------------------------------------------------------------------


def test_the_pages_numbers_are_the_components(g: GameGuide) -> None:
    cat = catalog()
    ev = cat.events
    event1 = ev.north + ev.south + ev.east + ev.west + ev.burrow
    setup_text = page(g, "Setup")
    assert f"{len(cat.region)} **regions**" in setup_text
    assert f"grid of {cat.grid_rows} rows (north to south) and {cat.grid_cols} columns" in setup_text
    first, second, third = cat.colours
    assert f"the first plays **{first}**, the second **{second}**, the third **{third}**" in setup_text
    reserve = cat.workers_per_colour - cat.pool_start
    assert f"{cat.workers_per_colour} workers: **{cat.pool_start} in their pool** and {reserve}" in setup_text
    assert f"the {event1} Event 1 cards" in setup_text and f"The {len(ev.event2)} Event 2 cards" in setup_text
    assert f"The {len(cat.tech)} technology cards" in setup_text
    assert f"numbered 1-{len(cat.region)}" in setup_text
    assert f"**{cat.defeat_destroyed} regions**" in page(g, "Goal")
    assert f"more than **{cat.hand_limit}** resources" in page(g, "A round")
    robot = page(g, "The robot and combat")
    assert f"up to **{plural(cat.robot_max_steps, 'step')}**" in robot
    assert f"**{cat.robot_step_cost} resources** per step" in robot
    assert f"its **{cat.robot_base_damage}** damage" in robot
    assert f"The {len(ev.event2)} Event 2 cards" in robot
    assert f"**{cat.defeat_destroyed}** or more regions" in page(g, "Defeat")
    end = page(g, "How it ends and scores")
    assert f"each of the {len(cat.section)} robot sections" in end
    assert f"every {gs_guide.MONSTER_KILLER_CARDS} Event 1 cards" in end
    assert f"the {ORDINALS[len(ev.event2) - 1]} Event 2 card" in end


def test_the_effects_numbers_are_what_the_game_does() -> None:
    """The effects' numbers that the component data does not hold, checked against the game itself."""
    state = new_state()
    lines: list[LogLine] = []
    assert len(technology.peek_cards(state)) == gs_guide.MALACOLOGIST_PEEK
    assert technology.salvage_amount(state) == gs_guide.SALVAGE_MIN
    ruins = tuple(replace(r, destroyed=True, rows=()) for r in state.regions)
    assert technology.salvage_amount(replace(state, regions=ruins)) == gs_guide.SALVAGE_MAX

    # Defenders: the snail moves north from region 6 onto region 2, which they hold.
    regions = list(state.regions)
    regions[1] = replace(regions[1], defence="t5", defender=0)
    held = replace(state, snail=6, regions=tuple(regions), deck=("north", *["east"] * 6))
    after = events.begin_events(held, lines)
    assert not after.regions[1].destroyed and after.players[0].votes == 1
    assert len(after.deck) == len(held.deck) - 1 - gs_guide.DEFENDERS_DAMAGE

    # Robotic Labor once the robot is finished.
    built = replace(state, sections=tuple(tuple(0 for _ in s) for s in state.sections))
    labor = technology.start_tech(built, 1, "t8", lines, after=lambda s, _lines: s)
    assert labor.players[1].pool - built.players[1].pool == gs_guide.LABOR_RESERVE

    # Event 2 cards after the snail's defeat.
    dead = replace(state, snail=DEAD, deck=("grants", "refugees"))
    grants = events.begin_events(dead, lines)
    assert grants.players[2].metal == grants.players[2].energy == gs_guide.GRANTS
    refugees = events.begin_events(replace(dead, deck=("refugees", "grants")), lines)
    assert refugees.players[2].pool - dead.players[2].pool == gs_guide.REFUGEES
    rich = replace(state.players[0], metal=gs_guide.CAMPAIGN_COST)
    poor = replace(state.players[0], metal=gs_guide.CAMPAIGN_COST - 1)
    assert f"campaign.{gs_guide.CAMPAIGN_COST}" in events.campaign_choices(
        replace(state, players=(rich, *state.players[1:])), 0
    )
    assert events.campaign_choices(replace(state, players=(poor, *state.players[1:])), 0) == []

    # Monster Killer: a vote per so many cards, plus one for the most.
    for claimed, votes in ((gs_guide.MONSTER_KILLER_CARDS, 2), (gs_guide.MONSTER_KILLER_CARDS - 1, 1)):
        killer = replace(state.players[0], claimed=claimed)
        won = scoring.awards(replace(state, players=(killer, *state.players[1:])))
        assert won["Monster Killer"][0] == votes


# ---- lookups -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "name"),
    [
        ("fork", "Battle Fork"),
        ("flambe", "Flambé Thrower"),
        ("T5", "Defenders"),
        ("t6", "Defenders"),
        ("malaco", "Malacologist"),
        ("ring", "Salt Ring"),
        ("burrow", "Burrow"),
        ("north", "North"),
        ("grants", "Reconstruction Grants"),
        ("mine 7", "Mine"),
        ("R&D", "R&D Labs"),
        ("solar", "Solar Farm"),
        ("left arm", "Robot Left Arm"),
        ("robot", "Robot"),
        ("randomizer", "Randomizer token"),
        ("hail", "Hail Our Metal Saviour"),
    ],
)
def test_find_by_partial_name(g: GameGuide, query: str, name: str) -> None:
    found = g.entry(query)
    assert found is not None, f"{query!r} found nothing"
    assert found.name == name
    assert g.find(query)[0].name == name


def test_lookups_across_games_stay_unambiguous(g: GameGuide) -> None:
    """/game card with no game searches every game: tests/test_discord_guide.py expects these to find one
    thing in the other games only."""
    for query in ("strik", "β1", "sku"):
        assert g.find(query) == [], query


# ---- every language --------------------------------------------------------------------------------


def test_giantsnail_entries_speak_german_and_japanese_whole(g: GameGuide) -> None:
    """entries(say) says every card, region, section, scoring category and rule word in the reader's
    language: the boards' names, the numbers from the data and the catalogue's sentences, with none of the
    English left, the rule words named as the translated guide names them, and no name shared with a term."""
    assert [e.text for e in gs_guide.entries(english())] == [e.text for e in g.component_entries]
    german = {e.name: e for e in gs_guide.entries(Speaker("de"))}
    assert german["Kampfgabel"].aliases == ("T1",)
    assert german["Verteidiger"].text.startswith("Verteidigungskarte, 2 Exemplare. Wenn du sie erforschst")
    assert "(Nord, Süd, Ost, West oder Eingraben)" in german["Salzring"].text
    assert german["Nord"].text.startswith(
        "Ereignis 1, 5 Karten im Stapel. Die Schnecke zieht eine Region nach Norden"
    )
    assert german["Roboterparade"].text.endswith("höchstens 2 Schritte weit.")
    assert german["F&E-Labor"].aliases == ("F&E-Labor 4", "F&E-Labor 6", "F&E-Labor 11")
    assert german["Mine"].text.endswith("Regionen: Mine 1 (Rot), Mine 7 (Blau) und Mine 10 (Schwarz).")
    assert "2 Baufeldern: das erste kostet 1 Metall und das zweite kostet 1 Metall und 1 Energie." in (
        german["Rumpf des Roboters"].text
    )
    assert german["Linker Arm des Roboters"].aliases == ("Linker Arm",)
    assert german["Monstertöter"].text.startswith("Am Spielende. 1 Stimme für je 3 Ereignis-1-Karten")
    assert german["Niederlage"].text.startswith("Alle verlieren, sobald 7 oder mehr Regionen zerstört sind")
    assert german["Zufallsplättchen"].aliases == ("Plättchen",)
    japanese = {e.name: e for e in gs_guide.entries(Speaker("ja"))}
    assert japanese["バトルフォーク"].text.startswith("武器アタッチメント、全1枚。")
    assert "（北、南、東、西、または地中移動）" in japanese["塩の結界"].text
    assert japanese["鉱山"].aliases == ("鉱山1", "鉱山7", "鉱山10")
    assert japanese["鉱山"].text.endswith("地域：鉱山1（赤）、鉱山7（青）、鉱山10（黒）。")
    assert japanese["工場"].text.startswith("無傷：スロット1つだけの列が3列。")
    assert "1つ目のコストは金属1、2つ目のコストは金属1とエネルギー1です。" in japanese["ロボットの胴体"].text
    assert japanese["ロボット"].text.startswith(
        "6つのパーツからなり、建設スロットは全部で12個、コストは合計金属8とエネルギー5です。"
    )
    assert japanese["敗北"].text.startswith("破壊された地域が7つ以上になるか")
    english_words = (
        "copy",
        "copies",
        "Event 1",
        "worker",
        "metal",
        "energy",
        "vote",
        "snail",
        "region",
        " the ",
    )
    for language, found in (("de", german), ("ja", japanese)):
        assert len(found) == 40
        assert [e.kind for e in found.values()] == [e.kind for e in gs_guide.entries(english())]
        for entry in found.values():
            assert not any(word in entry.text for word in english_words), (language, entry.name)
        guide = GAMES[KEY].guide_in(language)
        assert guide is not None and guide.language == language
        pages = {p.title for p in guide.pages}
        rules = [e.name for e in found.values() if e.kind == "rule"]
        assert rules[-1] in pages  # Defeat: the page the guide's text sends readers to
        taken = {k.casefold() for e in guide.component_entries for k in (e.name, *e.aliases)}
        for term in (e for e in guide.entries if e.kind == TERM):
            for name in (term.name, *term.aliases):
                assert name.casefold() not in taken, (language, term.name, name)
