"""The player guide of As The Earth Crumbles (data/earthcrumbles/guide.toml, bot/catalogue/earthcrumbles/entries.py),
beyond the checks tests/test_guides.py makes of every registered guide: its pages and the Income option's
words, an entry for every tile, gas pocket, Social Directive and Lane, every number a player reads matching
the component data, and what the guide says the game does (automatic income, the build actions, the solo
win, the labels of the buttons it quotes) checked against the game itself."""

from __future__ import annotations

import pytest

from bot.catalogue.earthcrumbles import entries as ec_guide
from bot.catalogue.guide import GameGuide, load_guide
from bot.i18n import english
from engines import ENGINES
from engines.base import LogLine, replace
from engines.earthcrumbles import economy as rules
from engines.earthcrumbles import scoring, setup
from engines.earthcrumbles.data import BUYS, LAYERS, SITES, catalog, tile, tile_name
from engines.earthcrumbles.models import EarthOptions, EarthState, Player
from engines.earthcrumbles.turn import act
from engines.earthcrumbles.views import ability_text, directive_text
from engines.english import join_words, plural

KEY = "earthcrumbles"
PAGES = [
    "Goal",
    "Setup",
    "A turn",
    "Gas pockets",
    "Generate Income",
    "Build, Scrap, Fabricate",
    "How it ends and scores",
    "Solo play",
    "Playing here",
]


@pytest.fixture(scope="module")
def g() -> GameGuide:
    found = load_guide(KEY, ENGINES[KEY].title, ec_guide.entries)
    assert found is not None, "data/earthcrumbles/guide.toml is missing"
    return found


def page(g: GameGuide, title: str) -> str:
    return next(p.text for p in g.pages if p.title == title)


def new_state(players: int = 2, income: str = "auto") -> EarthState:
    return setup.new_game(players, 7, EarthOptions.model_validate({"income": income}))


def with_sites(state: EarthState, *sites: tuple[str, ...], coins: int = 0, culture: int = 0) -> EarthState:
    """The state with player 1's Sites 1-6 holding ``sites`` (the rest empty) and their resources."""
    stacks = (*sites, *((),) * (SITES - len(sites)))
    first = Player(coins=coins, culture=culture, sites=stacks)
    return replace(state, players=(first, *state.players[1:]), turn=0)


def names_of(kinds: frozenset[str] | set[str], stack: bool | None = None) -> list[str]:
    """The names of the salvage tiles of those kinds, in the order of the data, once each."""
    return list(
        dict.fromkeys(
            t.name for t in catalog().tile if t.kind in kinds and (stack is None or t.stack == stack)
        )
    )


# ---- what this guide holds beyond the checks every guide passes (tests/test_guides.py) -----------------


def test_the_pages_cover_every_step_of_a_turn_solo_play_and_playing_here(g: GameGuide) -> None:
    assert [p.title for p in g.pages] == PAGES


def test_the_income_option_reads_as_players_see_it(g: GameGuide) -> None:
    option = g.option("income")
    assert option is not None and option.label == "Income"
    assert (
        option.describe(ENGINES[KEY].options_type().income) == "automatic: you are asked only about purchases"
    )
    assert option.describe("ask") == "ask about every tile"
    here = page(g, "Playing here")
    assert f"**{option.label}** (an option: the lobby's options)" in here
    assert "**Income** (an option: `--option income=…`)" in page(g.spoken("terminal"), "Playing here")
    for words in option.values.values():
        head = words.split(":")[0]
        assert f"**{head[:1].upper()}{head[1:]}**" in here, head


def test_the_reference_has_a_page_per_kind_of_entry(g: GameGuide) -> None:
    titles = [p.title for p in g.reference(None)]
    for kind_title in ("Tiles (1/", "Social directives", "Lanes", "Rules"):
        assert any(t.startswith(kind_title) for t in titles), kind_title
    assert len(titles) == len(set(titles))  # no entry page shares a title with a page of the rules


# ---- one entry per component -----------------------------------------------------------------------


def test_every_tile_has_an_entry(g: GameGuide) -> None:
    cat = catalog()
    assert len(cat.tile) == 40
    for t in cat.tile:
        if t.is_gas:
            continue
        entry = g.entry(tile_name(t.id))  # "Red Foundry", as the board and the buttons name it
        assert entry is not None and entry.name == t.name and entry.kind == "tile"
        assert g.entry(t.name) == entry
        assert ability_text(t.id) in entry.text
        pile = "Advanced" if t.pile == "advanced" else "Basic"
        assert entry.text.startswith(f"{pile} tile: ")
        assert f"one {t.colour.title()}" in entry.text.split(".")[0]
        assert f"Build Cost {plural(t.cost, 'Coin')}." in entry.text
        assert ("Stack Multiplier" in entry.text) == t.stack
        assert english()(f"earth-guide-note-{ec_guide.NOTES[t.kind]}") in entry.text
    tiles = [e.name for e in g.entries if e.kind == "tile"]
    gas = [ec_guide.gas_name(price) for price in sorted({t.pay for t in cat.tile if t.is_gas})]
    assert tiles == [*dict.fromkeys(t.name for t in cat.tile if not t.is_gas), *gas]


def test_every_gas_pocket_has_an_entry_with_its_price(g: GameGuide) -> None:
    cat = catalog()
    pockets = [t for t in cat.tile if t.is_gas]
    assert len(pockets) == 4
    for t in pockets:
        entry = g.entry(f"Gas Pocket ({plural(t.pay, 'Coin')})")
        assert entry is not None and entry.kind == "tile"
        assert entry.name == ec_guide.gas_name(t.pay)
        assert ability_text(t.id) in entry.text
        assert f"pays {plural(t.pay, 'Coin')}" in entry.text
        assert f"of the {len(pockets)} gas pockets" in entry.text
    prices = join_words([str(p) for p in sorted({t.pay for t in pockets})], "or")
    assert all(f"ask {prices} Coins" in e.text for e in g.entries if e.name.startswith("Gas Pocket"))
    assert [e.name for e in g.find("gas pocket")] == [
        ec_guide.gas_name(p) for p in sorted({t.pay for t in pockets})
    ]
    assert g.entry("gas pocket") is None  # four prices: a player must say which


def test_every_social_directive_has_an_entry(g: GameGuide) -> None:
    cat = catalog()
    assert len(cat.directive) == 9
    directives = [e for e in g.entries if e.kind == "social directive"]
    assert [e.name for e in directives] == [d.name for d in cat.directive]
    for d in cat.directive:
        entry = g.entry(d.name)
        assert entry is not None and entry.name == d.name
        assert directive_text(d.id) in entry.text
        assert f"for {plural(cat.prestige_per_directive, 'Prestige', 'Prestige')}" in entry.text
        assert f"{cat.directives_in_play} of the {len(cat.directive)} are drawn" in entry.text
        assert "nobody claims it" in entry.text
        if d.kind == "colour":
            one, other = (c.title() for c in d.colours)
            assert f"visible {one} tiles beat four visible {other} ones" in entry.text


def test_every_lane_and_site_has_an_entry(g: GameGuide) -> None:
    cat = catalog()
    lanes = [e for e in g.entries if e.kind == "lane"]
    assert [e.name for e in lanes] == [f"{c.title()} Lane" for c in cat.colours]
    for colour in cat.colours:
        entry = g.entry(f"{colour.title()} Lane")
        assert entry is not None
        sites = cat.lane_sites(colour)
        assert entry.text.startswith(f"Sites {join_words([str(s + 1) for s in sites])} of every")
        tiles = sum(1 for t in cat.tile if t.colour == colour)
        assert f"once for each of the {tiles} {colour.title()} tiles" in entry.text
        assert f"({cat.symbol(colour)})" in entry.text
        for site in sites:
            assert g.entry(f"Site {site + 1}") == entry
            coins = cat.printed_coin[site]
            printed = f"prints {plural(coins, 'Coin')}, paid" if coins else "prints nothing"
            assert f"Site {site + 1} {printed}" in entry.text


def test_the_rule_entries_numbers_are_the_components(g: GameGuide) -> None:
    cat = catalog()
    build = g.entry("Build Points")
    assert build is not None and g.entry("scrap") == build and g.entry("fabricate") == build
    assert f"You get {plural(cat.build_points, 'Build Point')} each turn" in build.text
    assert f"Build ({plural(ec_guide.BUILD_BP, 'Build Point')})" in build.text
    assert (
        f"Scrap ({plural(ec_guide.SCRAP_BP, 'Build Point')}): discard a Reserve tile and gain {plural(ec_guide.SCRAP_COINS, 'Coin')}"
        in build.text
    )
    assert f"Fabricate ({plural(ec_guide.FABRICATE_BP, 'Build Point')})" in build.text
    prestige = g.entry("Prestige")
    assert prestige is not None
    assert f"{cat.coins_per_prestige} Coins make 1 Prestige" in prestige.text
    assert f"1 Prosperity makes {cat.prestige_per_prosperity} Prestige" in prestige.text
    assert f"claimed {cat.prestige_per_directive} Prestige" in prestige.text
    earth = g.entry("Earth")
    assert earth is not None
    advanced = sum(1 for t in cat.tile if t.pile == "advanced")
    assert f"all {len(cat.tile)} tiles" in earth.text and f"the {advanced} Advanced tiles" in earth.text
    assert f"the {len(cat.tile) - advanced} Basic tiles" in earth.text
    board = g.entry("Surface board")
    assert board is not None and g.entry("Sites") == board
    assert "Sites 1 and 2 form the Blue Lane, 3 and 4 the Green Lane and 5 and 6 the Red Lane" in board.text
    assert cat.site_lane == ("blue", "blue", "green", "green", "red", "red")
    assert "Sites 1, 3 and 5 print 1 Coin" in board.text and cat.printed_coin == (1, 0, 1, 0, 1, 0)


# ---- the prose's numbers -----------------------------------------------------------------------------


def test_the_pages_numbers_are_the_components(g: GameGuide) -> None:
    cat = catalog()
    tiles = len(cat.tile)
    gas = [t for t in cat.tile if t.is_gas]
    advanced = sum(1 for t in cat.tile if t.pile == "advanced")
    colours = {c: sum(1 for t in cat.tile if t.colour == c) for c in cat.colours}
    goal = page(g, "Goal")
    assert f"a pyramid of {tiles} tiles" in goal and f"on the {SITES} **Sites**" in goal
    assert f"**{cat.build_points} Build Points**" in goal
    assert f"{len(gas)} **gas pockets**" in goal
    assert f"{cat.directives_in_play} **Social Directives**" in goal

    setup_text = page(g, "Setup")
    assert (
        f"The {advanced} **Advanced** tiles ({advanced - len(gas)} coloured tiles and the {len(gas)} gas pockets)"
        in setup_text
    )
    (w0, h0), (w1, h1), (w2, h2), (w3, h3) = LAYERS
    assert f"in a {w0}×{h0} grid, then a {w1}×{h1} layer" in setup_text
    assert f"The {tiles - advanced} **Basic** tiles" in setup_text
    assert f"in a {w2}×{h2} layer and then a {w3}×{h3} layer" in setup_text
    assert f"only the {w3 * h3} tiles of the top layer" in setup_text
    assert len(set(colours.values())) == 1
    symbols = ", ".join(f"**{c.title()}** {cat.symbol(c)}" for c in cat.colours[:2])
    assert (
        f"{symbols} or **{cat.colours[2].title()}** {cat.symbol(cat.colours[2])}: {colours['blue']} of each"
        in setup_text
    )
    assert f"Each player has {SITES} empty **Sites**" in setup_text
    assert "Sites 1 and 2 form the Blue Lane, 3 and 4 the Green Lane, 5 and 6 the Red Lane" in setup_text
    assert "Sites 1, 3 and 5 print **1 Coin**" in setup_text
    assert f"{cat.directives_in_play} of the {len(cat.directive)} are drawn" in setup_text

    turn = page(g, "A turn")
    assert f"spend {cat.build_points} Build Points" in turn
    pickups = {t.kind: t for t in cat.tile}
    assert f"**Coin Pickup**: gain {plural(pickups['coin_pickup'].amount, 'Coin')}" in turn
    assert f"**Culture Pickup**: gain {pickups['culture_pickup'].amount} Culture" in turn
    assert f"to gain {pickups['prosperity_pickup'].amount} Prosperity" in turn
    assert len({(t.amount, t.cost) for t in cat.tile if t.kind == "coin_pickup"}) == 1

    gas_text = page(g, "Gas pockets")
    assert f"The {len(gas)} gas pockets" in gas_text
    assert f"({join_words([str(t.pay) for t in sorted(gas, key=lambda t: t.pay)], 'or')})" in gas_text

    income = page(g, "Generate Income")
    assert "Sites 1, 3 and 5 pay 1 Coin while they hold no tile" in income
    per_colour = [t for t in cat.tile if t.kind == "per_colour"]
    assert {t.amount for t in per_colour} == {1}
    assert f"**Coins per colour** ({', '.join(names_of({'per_colour'}))}): 1 Coin for each" in income
    stacked = list(dict.fromkeys(t.name for t in cat.tile if t.stack))
    assert f"**Stack Multiplier** ({', '.join(stacked)})" in income
    assert f"**Buying** ({', '.join(names_of(set(BUYS)))}) is optional" in income
    prosperity = {(t.pay, t.amount) for t in cat.tile if t.kind == "buy_prosperity"}
    assert len(prosperity) == 1
    ((pay, amount),) = prosperity
    assert f"or {pay} Culture for {amount} Prosperity" in income

    build = page(g, "Build, Scrap, Fabricate")
    costs = [t.cost for t in cat.tile if not t.is_gas]
    assert f"**{cat.build_points} Build Points**" in build
    assert f"**Build** ({plural(ec_guide.BUILD_BP, 'Build Point')})" in build
    assert f"Build Cost in Coins ({min(costs)} to {max(costs)})" in build
    assert f"any of your {SITES} Sites" in build
    assert f"**Scrap** ({plural(ec_guide.SCRAP_BP, 'Build Point')})" in build
    assert f"gain {plural(ec_guide.SCRAP_COINS, 'Coin')}." in build
    assert f"**Fabricate** ({plural(ec_guide.FABRICATE_BP, 'Build Point')})" in build

    end = page(g, "How it ends and scores")
    assert f"- {cat.coins_per_prestige} Coins = 1 Prestige" in end
    assert f"- 1 Prosperity = {cat.prestige_per_prosperity} Prestige" in end
    assert f"- each Social Directive claimed = {cat.prestige_per_directive} Prestige" in end
    assert f"Each of the {cat.directives_in_play} in play" in end

    solo = page(g, "Solo play")
    assert f"all {tiles - len(gas)} salvage turns" in solo
    bands = sorted(cat.solo_bands, reverse=True)
    assert f"- **{bands[0][0]}** Prestige or more: {bands[0][1]}" in solo
    for low, name in bands[1:]:
        assert f"- **{low}** or more: {name}" in solo
    assert f"Reaching **{bands[-1][0]}** Prestige counts as a win" in solo


# ---- what the guide says the game does ------------------------------------------------------------


def test_the_build_actions_cost_what_the_guide_says() -> None:
    cat = catalog()
    lines: list[LogLine] = []
    state = replace(with_sites(new_state(), coins=10), phase="build", bp=cat.build_points)
    state = replace(state, players=(replace(state.players[0], reserve=("a-r1", "b-b1")), *state.players[1:]))
    built = rules.build(state, "a-r1", 0, False, lines)
    assert state.bp - built.bp == ec_guide.BUILD_BP
    assert built.players[0].coins == state.players[0].coins - tile("a-r1").cost
    scrapped = rules.scrap(state, "b-b1", lines)
    assert state.bp - scrapped.bp == ec_guide.SCRAP_BP
    assert scrapped.players[0].coins - state.players[0].coins == ec_guide.SCRAP_COINS
    fabricated = rules.build(replace(state, discard=("a-g1",)), "a-g1", 1, True, lines)
    assert state.bp - fabricated.bp == ec_guide.FABRICATE_BP


def test_automatic_income_asks_only_about_purchases() -> None:
    lines: list[LogLine] = []
    # A Blue Foundry on Site 1 and a Blue Theatre on Site 2; a Blue tile is salvaged.
    auto = replace(with_sites(new_state(), ("a-b1",), ("a-b4",)), salvaged="b-b1")
    after = rules.begin_income(auto, lines)
    assert after.phase == "income" and after.players[0].coins == 3  # the Foundry, without a click
    assert rules.income_choices(after, 0) == ["use.0.2.0", "use.0.2.1"]  # the Theatre is asked
    assert after.players[1].coins == 1  # the other player's empty Site 1 prints a Coin
    # A purchase that cannot be afforded is passed.
    broke = replace(with_sites(new_state(), ("a-b7",)), salvaged="b-b1")
    assert rules.begin_income(broke, lines).phase != "income"
    # Asked about every tile: the Foundry too, when there is more than one thing to do...
    ask = replace(with_sites(new_state(income="ask"), ("a-b1",), ("a-b4",)), salvaged="b-b1")
    asked = rules.begin_income(ask, lines)
    assert asked.players[0].coins == 0 and rules.income_choices(asked, 0) == ["use.0.1.1", "use.0.2.0"]
    # ...but a single possible choice is made for the player.
    alone = replace(with_sites(new_state(income="ask"), ("a-b1",)), salvaged="b-b1")
    collected = rules.begin_income(alone, lines)
    assert collected.phase != "income" and collected.players[0].coins == 3


def test_a_solo_game_is_won_from_the_lowest_band() -> None:
    lowest = min(low for low, _ in catalog().solo_bands)
    solo = replace(new_state(players=1), phase="over")
    reached = replace(solo, players=(Player(culture=lowest),))
    short = replace(solo, players=(Player(culture=lowest - 1),))
    won, lost = scoring.outcome(reached), scoring.outcome(short)
    assert won is not None and won.winners == (0,)
    assert lost is not None and lost.winners == ()


def test_the_labels_quoted_in_playing_here_are_the_games(g: GameGuide) -> None:
    engine = ENGINES[KEY]
    here = page(g, "Playing here")
    state = with_sites(new_state(), (), ("a-b4",))
    gas = replace(state, gas="gp-2")
    theatre = replace(state, income=((1,), ()))
    labels = {
        "take.a-r1": state,
        "build.a-g5": state,
        "site.3": state,
        "pay": gas,
        "back": state,
    }
    for code, at in labels.items():
        assert f'"{engine.label(at, act(code))}"' in here, code
    assert engine.label(replace(state, bp=0), act("done")) == "End my turn" and '"End my turn"' in here
    assert engine.label(with_sites(state, ("a-r1",)), act("lose.0.1")).startswith("Discard my ")
    assert '"Discard my"' in here
    assert engine.label(theatre, act("use.0.2.0")).endswith(": buy no Culture") and '"buy no Culture"' in here
    assert engine.label(state, act("show.scrap")) == "Scrap a tile…"


# ---- lookups -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "name"),
    [
        ("foundry", "Foundry"),
        ("Red Foundry", "Foundry"),
        ("green guildhall", "Guildhall"),
        ("exchange", "Exchange"),
        ("grand", "Grand Exchange"),
        ("move tile", "Move Tile Pickup"),
        ("gas pocket (3", "Gas Pocket (3 Coins)"),
        ("5 coins", "Gas Pocket (5 Coins)"),
        ("skyscraper", "Skyscraper"),
        ("blue or green", "Most of a Single Visible Colour: Blue or Green"),
        ("site 4", "Green Lane"),
        ("red lane", "Red Lane"),
        ("scrap", "Build Points"),
        ("stack", "Stack Multiplier"),
        ("treasury", "Treasury"),
        ("prestige", "Prestige"),
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


# ---- the entries in German and Japanese -------------------------------------------------------------

ENGLISH_WORDS = (
    "Coin",
    "tile",
    "Site",
    "Lane",
    "Build",
    "Salvage",
    "Income",
    "Culture",
    "Prosperity",
    "Gas Pocket",
)


def test_every_name_lies_in_one_pile() -> None:
    """A tile's entry names its pile once: every colour of a name is Advanced, or every one Basic."""
    piles: dict[str, set[str]] = {}
    for t in catalog().tile:
        piles.setdefault(t.name, set()).add(t.pile)
    assert all(len(found) == 1 for found in piles.values()), piles


def test_the_entries_speak_german_and_japanese_whole(g: GameGuide) -> None:
    """entries(say) says every tile, gas pocket, directive, Lane and rule word in the reader's language: the
    boards' names and texts, the numbers of the data, and no English left."""
    from bot.i18n import Speaker

    assert [(e.name, e.text, e.aliases) for e in ec_guide.entries(english())] == [
        (e.name, e.text, e.aliases) for e in g.component_entries
    ]
    german = {e.name: e for e in ec_guide.entries(Speaker("de"))}
    assert german["Gießerei"].text.startswith(
        "Expertenplättchen: einmal Blau, einmal Grün und einmal Rot. Baukosten: 3 Münzen. "
        "Einkommen: 3 Münzen erhalten."
    )
    assert german["Gießerei"].aliases == ("Blaue Gießerei", "Grüne Gießerei", "Rote Gießerei")
    assert "„Roter Markt“ — Einkommen: 1 Münze je sichtbarem rotem Plättchen" in german["Markt"].text
    assert german["Münzfund"].text.startswith("Basisplättchen: einmal Blau, einmal Grün und einmal Rot.")
    assert "Stapel-Multiplikator: Bei einem Stapel aus 3 Plättchen" in german["Großbörse"].text
    assert german["Gasblase (3 Münzen)"].text.endswith("Die Gasblasen verlangen 2, 3, 4 oder 5 Münzen.")
    assert german["Wolkenkratzer"].text.startswith("Gesellschaftsziel. Der höchste einzelne Stapel.")
    assert (
        "Fünf sichtbare blaue Plättchen schlagen vier sichtbare grüne."
        in german["Farbmehrheit: Blau oder Grün"].text
    )
    assert german["Blaue Reihe"].aliases == ("Bauplatz 1", "Bauplatz 2")
    assert german["Blaue Reihe"].text.startswith("Bauplätze 1 und 2 jedes Oberflächentableaus.")
    assert (
        "Die Bauplätze 1 und 2 bilden die blaue Reihe, 3 und 4 die grüne Reihe und 5 und 6 die rote Reihe. "
        "Auf den Bauplätzen 1, 3 und 5 ist 1 Münze aufgedruckt," in german["Oberflächentableau"].text
    )
    assert german["Baupunkte"].text.startswith("Du erhältst in jedem Zug 2 Baupunkte;")
    assert german["Prestige"].text.startswith("Am Ende ergeben 5 Münzen 1 Prestige")
    japanese = {e.name: e for e in ec_guide.entries(Speaker("ja"))}
    assert japanese["鋳造所"].text.startswith(
        "上級タイル：青1枚、緑1枚、赤1枚。建設コスト：コイン3枚。収入：コインを3枚得る。"
    )
    assert "【赤の市場】収入：見えている赤のタイル1枚ごとにコインを1枚得る" in japanese["市場"].text
    assert japanese["ガス溜まり（コイン5枚）"].text.startswith("4つのガス溜まりのうちの1つで")
    assert japanese["摩天楼"].text.startswith("社会目標。1つの積み重ねが最も高い。")
    assert japanese["緑のレーン"].aliases == ("建設地3", "建設地4")
    assert "建設地1、2が青のレーン、3、4が緑のレーン、5、6が赤のレーンです。" in japanese["地表ボード"].text
    assert japanese["建設ポイント"].aliases == ("建設", "解体", "製造")
    for said in (german, japanese):
        assert len(said) == len(g.component_entries)
        for name, entry in said.items():
            assert not any(word in entry.text for word in ENGLISH_WORDS), (name, entry.text)
            assert not any(word in name for word in ENGLISH_WORDS), name
    for name, entry in japanese.items():
        assert not any("a" <= c.lower() <= "z" for c in name + entry.text), name


@pytest.mark.parametrize("language", ["de", "ja"])
def test_the_translated_guide_finds_its_entries_in_its_own_words(language: str) -> None:
    """The translated guide's rule entries are named as its pages and terms name them, no entry shares a
    name or alias with a term, and its example of /game card (a Social Directive) finds it."""
    from bot.catalogue.guide import TERM, _fold
    from bot.catalogue.registry import GAMES

    found = GAMES[KEY].guide_in(language)
    assert found is not None and found.language == language
    example = {"de": "Wolkenkratzer", "ja": "摩天楼"}[language]
    assert f"`{example}`" in "\n".join(p.text for p in found.pages)
    entry = found.entry(example)
    assert entry is not None and entry.name == example and entry.kind == "social directive"
    assert "Skyscraper" in entry.aliases
    names = {
        "de": ("Gesellschaftsziel", "Oberflächentableau", "Stapel-Multiplikator", "Baukosten", "Reihe"),
        "ja": ("社会目標", "地表ボード", "積層倍率", "建設コスト", "レーン"),
    }[language]
    pages = "\n".join(p.text for p in found.pages)
    directive, board, stack, cost, lane = names
    rules = {e.name for e in found.entries if e.kind == "rule"}
    assert {board, stack} <= rules and board in pages and stack in pages
    texts = "\n".join(e.text for e in found.component_entries)
    assert directive in texts and cost in texts
    assert all(e.name.endswith(lane) for e in found.entries if e.kind == "lane")
    terms = {_fold(k) for e in found.entries if e.kind == TERM for k in (e.name, *e.aliases)}
    for e in found.component_entries:
        for k in (e.name, *e.aliases):
            assert _fold(k) not in terms, (e.name, k)
    keys = [k for e in found.entries for k in dict.fromkeys(_fold(k) for k in (e.name, *e.aliases))]
    assert len(keys) == len(set(keys)), "a name or alias points to two entries"
