"""As The Earth Crumbles in words: tiles, Sites, Lanes, Social Directives, whose turn it is and what they
must do, who leads. The terminal text, the embed, the picture and its alt text all say things this way,
in the language of ``say`` (a ``bot.i18n.Speaker``; English, ``english()``, by default): every sentence is
an ``earth-board-*`` message of ``bot/locales/<language>/earthcrumbles.ftl``, a tile the engine's own
``earth-tile-<id>`` (so the board and the game log name it alike).

Everything here reads only the view it is given. The game has no secrets (rulings G8, G14, G15: the Earth,
the discard pile and the Reserves are open), so every view holds the same facts; only "(you)" differs.
The view's English (a tile's or a directive's text, a move not yet committed) is said from the
component's id and the view's words, never from the English itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from bot.i18n import Speaker, english
from bot.render.earthcrumbles.tilewords import gas_message, gas_price, tile_message
from bot.render.protocol import seat_name
from engines.earthcrumbles.data import LAYERS, catalog, directive
from engines.earthcrumbles.models import DirectiveView, EarthView, PlayerView, SiteView, TileView
from engines.phrasing import Listed, Words, WordsArg

TITLE = "As The Earth Crumbles"


def chain(say: Speaker, message_id: str, parts: Sequence[str]) -> str:
    """Parts said one after another as the language puts them (``earth-board-semicolon``: "a; b; c")."""
    if not parts:
        return ""
    text = parts[-1]
    for part in reversed(parts[:-1]):
        text = say(message_id, first=part, rest=text)
    return text


def narrow(items: Sequence[WordsArg]) -> Listed:
    """Things listed as the language lists them ("A, B, C"; "A、B、C")."""
    return Listed.of(items, "narrow")


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


def costed(t: TileView) -> Words:
    """ "Blue Foundry (3 Coins)"."""
    return Words(id="earth-board-tile-cost", args={"tile": tile_message(t), "coins": t.cost})


def reserve_words(p: PlayerView, say: Speaker) -> str:
    if not p.reserve:
        return say("earth-board-reserve-empty")
    return say("earth-board-reserve", tiles=narrow([costed(t) for t in p.reserve]))


def income_left_words(p: PlayerView, say: Speaker) -> str:
    if not p.income_left:
        return ""
    return say("earth-board-income-left", sites=Listed.of(p.income_left), count=len(p.income_left))


def resources_message(p: PlayerView) -> Words:
    return Words(
        id="earth-board-resources", args={"coins": p.coins, "culture": p.culture, "prosperity": p.prosperity}
    )


def resources_words(p: PlayerView, say: Speaker | None = None) -> str:
    say = say or english()
    return say.words(resources_message(p))


def discard_words(view: EarthView, say: Speaker) -> str:
    if not view.discard:
        return say("earth-board-discard-empty")
    newest = narrow([tile_message(t) for t in reversed(view.discard)])
    return say("earth-board-discard", count=len(view.discard), tiles=newest)


@cache
def gas_total() -> int:
    return sum(1 for t in catalog().tile if t.is_gas)


def gas_gone_words(view: EarthView, say: Speaker) -> str:
    return say("earth-board-gas-gone", removed=view.removed, total=gas_total())


def layers_left(view: EarthView) -> list[int]:
    """The layers of the Earth that still hold a tile, top first."""
    return [layer for layer in reversed(range(len(LAYERS))) if any(t.layer == layer for t in view.earth)]


def earth_words(view: EarthView, say: Speaker) -> str:
    last = view.last_turn and view.phase != "over"
    return say("earth-board-earth", count=view.tiles_left, removed=view.removed, total=gas_total(), last=last)


# ---- players: who acts, who leads ------------------------------------------------------------------------


def name_of(view: EarthView, seat: int, names: Sequence[str], say: Speaker | None = None) -> str:
    """The display name, with " (you)" for the viewer unless the host already wrote it."""
    say = say or english()
    name = seat_name(names, seat)
    if seat == view.viewer and not name.endswith(say("earth-board-you", name="").strip()):
        return say("earth-board-you", name=name)
    return name


def names_of(seats: Sequence[int], names: Sequence[str]) -> Listed:
    return Listed.of(seat_name(names, s) for s in seats)


def deciding_others(view: EarthView) -> tuple[int, ...]:
    """Players who answer now besides the active one (income and gas pockets are answered by everyone
    concerned at once, rulings G9, G11)."""
    if view.phase == "over" or tuple(view.waiting) == (view.turn,):
        return ()
    return tuple(s for s in view.waiting if s != view.turn)


def band_message(band: str) -> Words:
    """A solo band as the engine's message (``earth-band-<its name>``, engines/earthcrumbles/scoring.py)."""
    return Words(id=f"earth-band-{band.lower().replace(' ', '-')}")


def roles(view: EarthView, p: PlayerView) -> list[Words]:
    found = []
    if view.phase == "over":
        if p.seat in view.winners:
            found.append(band_message(view.band) if view.solo else role("winner"))
    else:
        if p.seat == view.turn:
            found.append(role("active"))
        if p.seat in deciding_others(view):
            found.append(role("deciding"))
    if p.seat == view.first and not view.solo:
        found.append(role("first"))
    return found


def role(name: str) -> Words:
    return Words(id="earth-board-role", args={"role": name})


def led(view: EarthView, seat: int) -> list[DirectiveView]:
    """The Social Directives this player would claim if the game ended now (a tie claims nothing,
    rulebook "Social Directives")."""
    return [sd for sd in view.directives if tuple(sd.leaders) == (seat,)]


def directive_id(view: EarthView, name: str) -> str:
    """The id of the directive the view names ``name`` (``claimed`` holds names)."""
    found = next((sd.id for sd in view.directives if sd.name == name), None)
    if found is None:
        found = next(d.id for d in catalog().directive if d.name == name)
    return found


def directive_name(directive_id: str) -> Words:
    return Words(id=f"earth-board-directive-{directive_id}")


def claimed(view: EarthView, seat: int) -> list[Words]:
    return [directive_name(directive_id(view, name)) for name, s in view.claimed if s == seat]


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


def prestige_words(view: EarthView, p: PlayerView, say: Speaker) -> str:
    if view.scores and p.seat < len(view.scores):
        score = view.scores[p.seat]
        won = claimed(view, p.seat)
        if won:
            bonus = catalog().prestige_per_directive * len(won)
            return say(
                "earth-board-final-score-claimed", prestige=score, bonus=bonus, directives=Listed.of(won)
            )
        return say("earth-board-final-score", prestige=score)
    return say("earth-board-worth", prestige=p.prestige)


def score_parts(view: EarthView, p: PlayerView) -> list[tuple[str, int]]:
    """Where a final score comes from (rulebook "Winning the Game", ruling G17): (what, Prestige)."""
    cat = catalog()
    parts = [
        ("coins", p.coins // cat.coins_per_prestige),
        ("culture", p.culture),
        ("prosperity", p.prosperity * cat.prestige_per_prosperity),
    ]
    if not view.solo:
        parts.append(("directives", len(claimed(view, p.seat)) * cat.prestige_per_directive))
    return parts


def breakdown(view: EarthView, p: PlayerView) -> Listed:
    """ "8 from Coins, 12 from Culture, 15 from Prosperity, 5 from Social Directives", as a message's
    argument."""
    return narrow(
        [Words(id="earth-board-from", args={"what": w, "value": v}) for w, v in score_parts(view, p)]
    )


def breakdown_short(view: EarthView, p: PlayerView, say: Speaker) -> str:
    """The same for the picture: "Coins 8 · Culture 12 · Prosperity 15 · Directives 5"."""
    parts = [say("earth-board-from-short", what=w, value=v) for w, v in score_parts(view, p)]
    return chain(say, "earth-board-dot", parts)


# ---- Social Directives ---------------------------------------------------------------------------------


def directive_title(sd: DirectiveView, say: Speaker | None = None) -> str:
    """A directive's name short enough for a phone: "Blue or Green" for the colour ones."""
    say = say or english()
    if directive(sd.id).kind == "colour":
        return say(f"earth-board-directive-short-{sd.id}")
    return say.words(directive_name(sd.id))


def directive_goal(sd: DirectiveView, say: Speaker | None = None) -> str:
    say = say or english()
    return say("earth-board-directive-goal", kind=directive(sd.id).kind)


def directive_text(sd: DirectiveView, say: Speaker) -> str:
    """What the directive rewards, in full (in English, the view's ``text``)."""
    return say(f"earth-board-directive-text-{sd.id}")


def directive_leader_words(view: EarthView, sd: DirectiveView, names: Sequence[str], say: Speaker) -> str:
    if view.phase == "over":
        won = [seat for name, seat in view.claimed if name == sd.name]
        if won:
            bonus = catalog().prestige_per_directive
            return say("earth-board-claimed-by", seat=seat_name(names, won[0]), prestige=bonus)
        return say("earth-board-claimed-by-nobody")
    if sd.leaders:
        return say("earth-board-leads", seats=names_of(sd.leaders, names), count=len(sd.leaders))
    return say("earth-board-tied-now")


def directive_line(view: EarthView, sd: DirectiveView, names: Sequence[str], say: Speaker) -> str:
    return say(
        "earth-board-directive-line",
        name=directive_name(sd.id),
        text=directive_text(sd, say),
        leader=directive_leader_words(view, sd, names, say),
    )


def solo_words(say: Speaker) -> str:
    bands = [
        Words(id="earth-board-band", args={"low": low, "band": band_message(name)})
        for low, name in sorted(catalog().solo_bands)
    ]
    return say("earth-board-solo", bands=narrow(bands))


# ---- whose turn and what to do --------------------------------------------------------------------------


def phase_title(view: EarthView, say: Speaker) -> str:
    return say("earth-board-phase", phase=view.phase)


def sentence(words: str) -> str:
    """The words with a capital first letter (names after it keep theirs)."""
    return words[:1].upper() + words[1:]


def status(view: EarthView, names: Sequence[str], say: Speaker | None = None) -> str:
    """One sentence: how the game ended, or who must do what now."""
    say = say or english()
    who = seat_name(names, view.turn)
    if view.phase == "over":
        if not view.scores:
            return say("earth-board-status-over")
        if view.solo:
            score = view.scores[0]
            if view.band:
                return say(
                    "earth-board-status-solo-band", seat=who, prestige=score, band=band_message(view.band)
                )
            lowest = min(low for low, _ in catalog().solo_bands)
            return say("earth-board-status-solo-short", seat=who, prestige=score, lowest=lowest)
        won = view.winners
        points = view.scores[won[0]]
        if len(won) == 1:
            return say("earth-board-status-win", seat=seat_name(names, won[0]), prestige=points)
        return say("earth-board-status-shared", seats=names_of(won, names), prestige=points)
    if view.phase == "salvage":
        count = sum(1 for t in view.earth if t.takeable)
        return say("earth-board-status-salvage", seat=who, count=count)
    if view.phase == "bonus":
        if view.salvaged:
            return say("earth-board-status-bonus", seat=who, tile=tile_message(view.salvaged))
        return say("earth-board-status-bonus-none", seat=who)
    if view.phase == "gas":
        what = gas_message(view.gas) if view.gas else Words(id="earth-board-gas-any")
        seats = names_of(view.waiting, names)
        return say("earth-board-status-gas", seats=seats, count=len(view.waiting), what=what)
    if view.phase == "income":
        lane = view.lane or "other"
        if not view.waiting:
            return say("earth-board-status-income-none", lane=lane)
        seats = names_of(view.waiting, names)
        return say("earth-board-status-income", lane=lane, seats=seats, count=len(view.waiting))
    if view.phase == "build":
        return say("earth-board-status-build", seat=who, points=view.bp)
    return say("earth-board-status-decides", seat=who)


def headline(view: EarthView, names: Sequence[str], say: Speaker | None = None) -> str:
    """The picture's status, short enough for a phone: who decides what, or who won."""
    say = say or english()
    who = seat_name(names, view.turn)
    if view.phase == "over":
        if not view.scores:
            return say("earth-board-headline-over")
        if view.solo:
            score = view.scores[0]
            if view.band:
                return say(
                    "earth-board-headline-solo-band", seat=who, prestige=score, band=band_message(view.band)
                )
            return say("earth-board-headline-solo-short", seat=who, prestige=score)
        points = view.scores[view.winners[0]]
        if len(view.winners) == 1:
            return say("earth-board-headline-win", seat=seat_name(names, view.winners[0]), prestige=points)
        return say("earth-board-headline-shared", seats=names_of(view.winners, names), prestige=points)
    if view.phase == "salvage":
        return say("earth-board-headline-salvage", seat=who)
    if view.phase == "bonus":
        if view.salvaged:
            return say("earth-board-headline-bonus", seat=who, tile=tile_message(view.salvaged))
        return say("earth-board-headline-bonus-none", seat=who)
    if view.phase == "gas":
        deciders = _deciders(view, names, say)
        if view.gas:
            return say("earth-board-headline-gas", who=deciders, coins=gas_price(view.gas))
        return say("earth-board-headline-gas-any", who=deciders)
    if view.phase == "income":
        lane = view.lane or "other"
        if not view.waiting:
            return say("earth-board-headline-income-none", lane=lane)
        deciders = _deciders(view, names, say)
        return say("earth-board-headline-income", lane=lane, who=deciders, count=len(view.waiting))
    if view.phase == "build":
        return say("earth-board-headline-build", seat=who, points=view.bp)
    return say("earth-board-headline-decides", seat=who)


def _deciders(view: EarthView, names: Sequence[str], say: Speaker) -> str:
    """Who answers at once, short: one name, or how many (the table marks each of them)."""
    if len(view.waiting) == 1:
        return seat_name(names, view.waiting[0])
    return say("earth-board-players", count=len(view.waiting))


def next_player(view: EarthView) -> int | None:
    """Who plays after this turn (clockwise, rulebook "Playing the Game"); None solo, on the last turn
    and once the game is over."""
    if view.solo or view.last_turn or view.phase == "over":
        return None
    return (view.turn + 1) % len(view.players)


def subline(view: EarthView, names: Sequence[str], say: Speaker | None = None) -> str:
    """The banner's second line: the turn, what is left of the Earth, who plays next."""
    say = say or english()
    if view.phase == "over":
        return say("earth-board-subline-over", turns=view.turns)
    if view.last_turn:
        return sentence(say("earth-board-subline-last", turn=view.turns))
    following = next_player(view)
    if following is not None:
        return sentence(
            say(
                "earth-board-subline-next",
                turn=view.turns,
                count=view.tiles_left,
                seat=seat_name(names, following),
            )
        )
    return sentence(say("earth-board-subline", turn=view.turns, count=view.tiles_left))


def draft_words(view: EarthView, say: Speaker | None = None) -> str:
    """ "Chosen so far: Move the Blue Foundry from Site 1 → Onto Site 2 (empty)"."""
    say = say or english()
    if not view.draft:
        return ""
    if len(view.draft_words) == len(view.draft):
        steps = [say.words(w) for w in view.draft_words]
    else:  # a view made before its draft had words
        steps = list(view.draft)
    return say("earth-board-draft", steps=chain(say, "earth-board-arrow", steps))


def turn_words(view: EarthView, say: Speaker) -> str:
    """This turn's facts in one line: the salvaged tile, the activated Lane, the Build Points left."""
    parts = []
    if view.salvaged is not None and view.phase != "over":
        parts.append(say("earth-board-turn-salvaged", tile=tile_message(view.salvaged)))
    if view.lane:
        if view.phase in ("bonus", "gas"):
            parts.append(say("earth-board-turn-lane-next", lane=view.lane))
        elif view.phase == "build":
            parts.append(say("earth-board-turn-lane-was", lane=view.lane))
        else:
            parts.append(say("earth-board-turn-lane-is", lane=view.lane))
    if view.phase == "build":
        parts.append(say("earth-board-turn-points", points=view.bp))
    return say("earth-board-this-turn", facts=chain(say, "earth-board-semicolon", parts)) if parts else ""


def featured(view: EarthView) -> int | None:
    """Whose city the board shows: the active player's while the game runs (their Salvage, their
    Build), nobody's at the end (the final scores take its place)."""
    return None if view.phase == "over" else view.turn


# ---- a player's city, as its close-up says it ---------------------------------------------------------


def city_title(view: EarthView, names: Sequence[str], p: PlayerView, say: Speaker) -> str:
    """ "Your city" in the player's own view, else "Bob's city"."""
    if p.seat == view.viewer:
        return say("earth-board-your-city")
    return say("earth-board-city", seat=seat_name(names, p.seat))


def city_facts(view: EarthView, p: PlayerView, say: Speaker) -> str:
    """The player's resources and the Prestige they would score now (their final score at the end)."""
    return say(
        "earth-board-city-facts",
        resources=resources_message(p),
        prestige=prestige_now(view, p),
        over=view.phase == "over",
    )


def leading_titles(view: EarthView, p: PlayerView, say: Speaker) -> list[str]:
    """The Social Directives the player alone leads while the game goes on."""
    return [directive_title(sd, say) for sd in led(view, p.seat)] if view.phase != "over" else []
