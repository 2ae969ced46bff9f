"""As The Earth Crumbles in words: tiles, Sites, Lanes, Social Directives, whose turn it is and what they
must do, who leads. The terminal text, the embed, the picture and its alt text all say things this way.

Everything here reads only the view it is given. The game has no secrets (rulings G8, G14, G15: the Earth,
the discard pile and the Reserves are open), so every view holds the same facts; only "(you)" differs.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from bot.render.protocol import seat_name
from engines.earthcrumbles.data import LAYERS, catalog, directive, tile
from engines.earthcrumbles.models import DirectiveView, EarthView, PlayerView, SiteView, TileView
from engines.wording import join_words, plural, verb

TITLE = "As The Earth Crumbles"

PHASE_TITLE = {
    "salvage": "1. Salvage",
    "bonus": "1. Salvage: the Salvage Bonus",
    "gas": "A Gas Pocket exploded",
    "income": "2. Generate Income",
    "build": "3. Build",
    "over": "Game over",
}


# ---- tiles, Sites and Lanes ---------------------------------------------------------------------------


def tile_words(t: TileView) -> str:
    """A tile as players name it: "Blue Foundry" (several colours share a name), "Gas Pocket"."""
    return f"{t.colour.title()} {t.name}" if t.colour else t.name


def symbol(colour: str) -> str:
    """The colour's symbol as an emoji for the embed (💧 🌿 🔥), '' for a gas pocket."""
    return catalog().symbol(colour) if colour else ""


def marked(t: TileView) -> str:
    """A tile with its symbol in front, for the embed: "💧 Blue Foundry"."""
    mark = symbol(t.colour)
    return f"{mark} {tile_words(t)}" if mark else tile_words(t)


def lane_words(colour: str) -> str:
    return f"{colour.title()} Lane"


def ability(t: TileView, height: int = 0) -> str:
    """The ability in a few words for the picture: "+3 Coins", "1 Coin → 1 Culture × stack". On a Site
    (``height`` > 0) a Stack Multiplier shows the stack's height ("×3"), and a pickup says it earns no
    income there."""
    data = tile(t.id)
    if data.stack:
        stack = f" ×{height}" if height else " × stack"
    else:
        stack = ""
    kind = data.kind
    if height and kind.endswith("_pickup"):
        return "No income (a pickup)"
    if kind == "coins":
        return f"+{plural(data.amount, 'Coin')}{stack}"
    if kind == "per_colour":
        return f"+{plural(data.amount, 'Coin')} per {data.colour.title()} tile{stack}"
    if kind == "buy_culture":
        return f"{plural(data.pay, 'Coin')} → {data.amount} Culture{stack}"
    if kind == "buy_prosperity":
        return f"{data.pay} Culture → {data.amount} Prosperity{stack}"
    if kind == "coin_pickup":
        return f"Salvage: +{plural(data.amount, 'Coin')}"
    if kind == "culture_pickup":
        return f"Salvage: +{data.amount} Culture"
    if kind == "prosperity_pickup":
        return f"Salvage: discard a tile → {data.amount} Prosperity"
    if kind == "move_pickup":
        return "Salvage: move a Site's top tile"
    return f"Explodes: pay {plural(data.pay, 'Coin')} or discard"


def gas_price(t: TileView) -> int:
    return tile(t.id).pay


def gas_words(t: TileView) -> str:
    return f"pay {plural(gas_price(t), 'Coin')} or discard a visible tile"


def site_words(site: SiteView) -> str:
    """ "Site 1: Blue Foundry (2 tiles)", "Site 2: empty, prints 1 Coin"."""
    if not site.stack:
        prints = f", prints {plural(site.printed_coin, 'Coin')}" if site.printed_coin else ""
        return f"Site {site.site}: empty{prints}"
    top = site.stack[-1]
    height = f" ({plural(len(site.stack), 'tile')})" if len(site.stack) > 1 else ""
    return f"Site {site.site}: {tile_words(top)}{height}"


def lanes(p: PlayerView) -> list[tuple[str, list[SiteView]]]:
    """The player's Sites grouped by Lane, in the catalog's colour order (ruling G2)."""
    groups: dict[str, list[SiteView]] = {colour: [] for colour in catalog().colours}
    for site in p.sites:
        groups.setdefault(site.lane, []).append(site)
    return [(colour, sites) for colour, sites in groups.items() if sites]


def uncovered(view: EarthView) -> list[TileView]:
    """The tiles of the Earth with nothing resting on them (ruling G8): what can be salvaged now, or
    next turn; an exploding gas pocket among them."""
    return [t.tile for t in view.earth if not t.covered]


def reserve_words(p: PlayerView) -> str:
    if not p.reserve:
        return "Reserve: empty"
    return "Reserve: " + ", ".join(f"{tile_words(t)} ({plural(t.cost, 'Coin')})" for t in p.reserve)


def income_left_words(p: PlayerView) -> str:
    if not p.income_left:
        return ""
    sites = join_words(str(s) for s in p.income_left)
    return f"Still to generate income: {'Site' if len(p.income_left) == 1 else 'Sites'} {sites}"


def resources_words(p: PlayerView) -> str:
    return (
        f"{plural(p.coins, 'Coin')}, {plural(p.culture, 'Culture', 'Culture')}, "
        f"{plural(p.prosperity, 'Prosperity', 'Prosperity')}"
    )


def discard_words(view: EarthView) -> str:
    if not view.discard:
        return "Discard pile: empty"
    newest = ", ".join(tile_words(t) for t in reversed(view.discard))
    return f"Discard pile ({plural(len(view.discard), 'tile')}, newest first): {newest}"


@cache
def gas_total() -> int:
    return sum(1 for t in catalog().tile if t.is_gas)


def gas_gone_words(view: EarthView) -> str:
    return f"{view.removed} of {plural(gas_total(), 'gas pocket')} gone."


def layers_left(view: EarthView) -> list[int]:
    """The layers of the Earth that still hold a tile, top first."""
    return [layer for layer in reversed(range(len(LAYERS))) if any(t.layer == layer for t in view.earth)]


def earth_words(view: EarthView) -> str:
    removed = f"{view.removed} of {plural(gas_total(), 'gas pocket')} gone"
    last = "; the Earth is empty: this is the last turn" if view.last_turn and view.phase != "over" else ""
    return f"The Earth: {plural(view.tiles_left, 'tile')} left, {removed}{last}."


# ---- players: who acts, who leads ------------------------------------------------------------------------


def name_of(view: EarthView, seat: int, names: Sequence[str]) -> str:
    """The display name, with " (you)" for the viewer unless the host already wrote it."""
    name = seat_name(names, seat)
    if seat == view.viewer and not name.endswith("(you)"):
        return f"{name} (you)"
    return name


def names_of(seats: Sequence[int], names: Sequence[str]) -> str:
    return join_words(seat_name(names, s) for s in seats)


def deciding_others(view: EarthView) -> tuple[int, ...]:
    """Players who answer now besides the active one (income and gas pockets are answered by everyone
    concerned at once, rulings G9, G11)."""
    if view.phase == "over" or tuple(view.waiting) == (view.turn,):
        return ()
    return tuple(s for s in view.waiting if s != view.turn)


def roles(view: EarthView, p: PlayerView) -> list[str]:
    found = []
    if view.phase == "over":
        if p.seat in view.winners:
            found.append(view.band if view.solo else "winner")
    else:
        if p.seat == view.turn:
            found.append("active")
        if p.seat in deciding_others(view):
            found.append("deciding")
    if p.seat == view.first and not view.solo:
        found.append("first player")
    return found


def led(view: EarthView, seat: int) -> list[DirectiveView]:
    """The Social Directives this player would claim if the game ended now (a tie claims nothing,
    rulebook "Social Directives")."""
    return [sd for sd in view.directives if tuple(sd.leaders) == (seat,)]


def claimed(view: EarthView, seat: int) -> list[str]:
    return [name for name, s in view.claimed if s == seat]


def prestige_now(view: EarthView, p: PlayerView) -> int:
    """The final score once the game is over; before, what the player would score if it ended now: the
    resources' Prestige (the view's) and 5 for each Social Directive they alone lead (rulebook "Winning
    the Game": 1 Social Directive = 5 Prestige)."""
    if view.scores and p.seat < len(view.scores):
        return view.scores[p.seat]
    return p.prestige + catalog().prestige_per_directive * len(led(view, p.seat))


def leaders(view: EarthView) -> tuple[int, ...]:
    """Who leads: the winners once the game is over; before, the highest Prestige now, if above 0."""
    if view.phase == "over":
        return tuple(view.winners)
    scores = [prestige_now(view, p) for p in view.players]
    best = max(scores, default=0)
    if best <= 0 or len(view.players) < 2:
        return ()
    return tuple(s for s, score in enumerate(scores) if score == best)


def prestige_words(view: EarthView, p: PlayerView) -> str:
    if view.scores and p.seat < len(view.scores):
        score = f"Final score: {plural(view.scores[p.seat], 'Prestige', 'Prestige')}"
        won = claimed(view, p.seat)
        if won:
            bonus = catalog().prestige_per_directive * len(won)
            score += f", {bonus} of it for {join_words(won)}"
        return score
    return f"Worth {plural(p.prestige, 'Prestige', 'Prestige')} now (directives aside)"


def score_parts(view: EarthView, p: PlayerView) -> list[tuple[str, int]]:
    """Where a final score comes from (rulebook "Winning the Game", ruling G17): (what, Prestige)."""
    cat = catalog()
    parts = [
        ("Coins", p.coins // cat.coins_per_prestige),
        ("Culture", p.culture),
        ("Prosperity", p.prosperity * cat.prestige_per_prosperity),
    ]
    if not view.solo:
        parts.append(("Social Directives", len(claimed(view, p.seat)) * cat.prestige_per_directive))
    return parts


def breakdown(view: EarthView, p: PlayerView) -> str:
    """ "8 from Coins, 12 from Culture, 15 from Prosperity, 5 from Social Directives"."""
    return ", ".join(f"{value} from {what}" for what, value in score_parts(view, p))


def breakdown_short(view: EarthView, p: PlayerView) -> str:
    """The same for the picture: "Coins 8 · Culture 12 · Prosperity 15 · Directives 5"."""
    return " · ".join(f"{what.replace('Social ', '')} {value}" for what, value in score_parts(view, p))


# ---- Social Directives ---------------------------------------------------------------------------------

_SHORT = {
    "tallest": "tallest stack",
    "built": "most tiles built",
    "culture": "most Culture",
    "prosperity": "most Prosperity",
    "coins": "most Coins",
    "layered": "most Sites of 2+ tiles",
}


def directive_title(sd: DirectiveView) -> str:
    """A directive's name short enough for a phone: "Blue or Green" for the colour ones."""
    d = directive(sd.id)
    if d.kind == "colour":
        one, other = (c.title() for c in d.colours)
        return f"{one} or {other}"
    return sd.name


def directive_goal(sd: DirectiveView) -> str:
    d = directive(sd.id)
    return "most visible of one colour" if d.kind == "colour" else _SHORT[d.kind]


def directive_leader_words(view: EarthView, sd: DirectiveView, names: Sequence[str]) -> str:
    if view.phase == "over":
        won = [seat for name, seat in view.claimed if name == sd.name]
        if won:
            bonus = catalog().prestige_per_directive
            return f"claimed by {seat_name(names, won[0])} (+{plural(bonus, 'Prestige', 'Prestige')})"
        return "claimed by nobody (a tie)"
    if sd.leaders:
        return f"{names_of(sd.leaders, names)} {verb(len(sd.leaders), 'leads', 'lead')}"
    return "tied: nobody would claim it now"


def directive_line(view: EarthView, sd: DirectiveView, names: Sequence[str]) -> str:
    return f"{sd.name} ({sd.text}): {directive_leader_words(view, sd, names)}"


def solo_words() -> str:
    bands = ", ".join(f"{low} {name}" for low, name in sorted(catalog().solo_bands))
    return f"Solo game: no Social Directives; the Prestige bands are {bands}."


# ---- whose turn and what to do --------------------------------------------------------------------------


def phase_title(view: EarthView) -> str:
    return PHASE_TITLE.get(view.phase, view.phase)


def sentence(words: str) -> str:
    """The words with a capital first letter (names after it keep theirs)."""
    return words[:1].upper() + words[1:]


def status(view: EarthView, names: Sequence[str]) -> str:
    """One sentence: how the game ended, or who must do what now."""
    who = seat_name(names, view.turn)
    if view.phase == "over":
        if not view.scores:
            return "Game over."
        if view.solo:
            score = plural(view.scores[0], "Prestige", "Prestige")
            if view.band:
                return f"Game over: {who} ends with {score}: {view.band}!"
            lowest = min(low for low, _ in catalog().solo_bands)
            return f"Game over: {who} ends with {score}, short of the {lowest} that just pulls through."
        won = view.winners
        points = plural(view.scores[won[0]], "Prestige", "Prestige")
        if len(won) == 1:
            return f"Game over: {seat_name(names, won[0])} wins with {points}."
        return f"Game over: {names_of(won, names)} share the win with {points} each."
    if view.phase == "salvage":
        count = sum(1 for t in view.earth if t.takeable)
        return f"{who}'s turn: salvage a tile with nothing resting on it ({plural(count, 'tile')} to choose from)."
    if view.phase == "bonus":
        got = f"the {tile_words(view.salvaged)}" if view.salvaged else "a tile"
        return f"{who} salvaged {got} and may use its Salvage Bonus."
    if view.phase == "gas":
        deciding = names_of(view.waiting, names) or "Everyone"
        what = gas_words(view.gas) if view.gas else "pay or discard a visible tile"
        return f"A Gas Pocket exploded! {deciding} {verb(len(view.waiting), 'chooses', 'choose')}: {what}."
    if view.phase == "income":
        lane = lane_words(view.lane) if view.lane else "activated Lane"
        if not view.waiting:
            return f"Income from the {lane}."
        deciding = names_of(view.waiting, names)
        return (
            f"Income from the {lane}: {deciding} {verb(len(view.waiting), 'chooses', 'choose')} "
            "how to use their tiles."
        )
    if view.phase == "build":
        return f"{who} builds: {plural(view.bp, 'Build Point')} left to build, scrap or fabricate."
    return f"{who} decides."


def headline(view: EarthView, names: Sequence[str]) -> str:
    """The picture's status, short enough for a phone: who decides what, or who won."""
    who = seat_name(names, view.turn)
    if view.phase == "over":
        if not view.scores:
            return "Game over"
        if view.solo:
            score = plural(view.scores[0], "Prestige", "Prestige")
            return f"{who}: {score}, {view.band}!" if view.band else f"{who}: {score}, no band reached"
        points = plural(view.scores[view.winners[0]], "Prestige", "Prestige")
        if len(view.winners) == 1:
            return f"{seat_name(names, view.winners[0])} wins with {points}!"
        return f"{names_of(view.winners, names)} share the win with {points}!"
    if view.phase == "salvage":
        return f"{who}: salvage a tile"
    if view.phase == "bonus":
        got = f"the {tile_words(view.salvaged)}'s" if view.salvaged else "the"
        return f"{who}: use {got} Salvage Bonus?"
    if view.phase == "gas":
        price = plural(gas_price(view.gas), "Coin") if view.gas else "the price"
        return f"Gas Pocket exploded! {_deciders(view, names)}: pay {price} or discard a tile"
    if view.phase == "income":
        lane = lane_words(view.lane) if view.lane else "Lane"
        if not view.waiting:
            return f"{lane} income"
        return f"{lane} income: {_deciders(view, names)} {verb(len(view.waiting), 'chooses', 'choose')}"
    if view.phase == "build":
        return f"{who}: build ({plural(view.bp, 'Build Point')} left)"
    return f"{who} decides"


def _deciders(view: EarthView, names: Sequence[str]) -> str:
    """Who answers at once, short: one name, or how many (the table marks each of them)."""
    if len(view.waiting) == 1:
        return seat_name(names, view.waiting[0])
    return f"{len(view.waiting)} players"


def next_player(view: EarthView) -> int | None:
    """Who plays after this turn (clockwise, rulebook "Playing the Game"); None solo, on the last turn
    and once the game is over."""
    if view.solo or view.last_turn or view.phase == "over":
        return None
    return (view.turn + 1) % len(view.players)


def subline(view: EarthView, names: Sequence[str]) -> str:
    """The banner's second line: the turn, what is left of the Earth, who plays next."""
    if view.phase == "over":
        return f"Final Prestige below · after {plural(view.turns, 'turn')}"
    parts = [f"Turn {view.turns}"]
    if view.last_turn:
        parts.append("the Earth is empty: last turn")
    else:
        parts.append(f"{plural(view.tiles_left, 'tile')} left")
    following = next_player(view)
    if following is not None:
        parts.append(f"next: {seat_name(names, following)}")
    return sentence(" · ".join(parts))


def draft_words(view: EarthView) -> str:
    return "Chosen so far: " + " → ".join(view.draft) if view.draft else ""


def turn_words(view: EarthView) -> str:
    """This turn's facts in one line: the salvaged tile, the activated Lane, the Build Points left."""
    parts = []
    if view.salvaged is not None and view.phase != "over":
        parts.append(f"salvaged the {tile_words(view.salvaged)}")
    if view.lane:
        if view.phase in ("bonus", "gas"):
            parts.append(f"the {lane_words(view.lane)} generates income next")
        else:
            done = "was" if view.phase == "build" else "is"
            parts.append(f"the {lane_words(view.lane)} {done} activated")
    if view.phase == "build":
        parts.append(f"{plural(view.bp, 'Build Point')} left")
    return ("This turn: " + "; ".join(parts) + ".") if parts else ""


def featured(view: EarthView) -> int | None:
    """Whose city the board shows: the active player's while the game runs (their Salvage, their
    Build), nobody's at the end (the final scores take its place)."""
    return None if view.phase == "over" else view.turn


# ---- a player's city, as its close-up says it ---------------------------------------------------------


def city_title(view: EarthView, names: Sequence[str], p: PlayerView) -> str:
    """ "Your city" in the player's own view, else "Bob's city"."""
    return "Your city" if p.seat == view.viewer else f"{seat_name(names, p.seat)}'s city"


def city_facts(view: EarthView, p: PlayerView) -> str:
    """The player's resources and the Prestige they would score now (their final score at the end)."""
    when = "final score" if view.phase == "over" else "now"
    return f"{resources_words(p)} · {plural(prestige_now(view, p), 'Prestige', 'Prestige')} {when}"


def leading_titles(view: EarthView, p: PlayerView) -> list[str]:
    """The Social Directives the player alone leads while the game goes on."""
    return [directive_title(sd) for sd in led(view, p.seat)] if view.phase != "over" else []
