"""What a seat sees in As The Earth Crumbles, the ability texts players read, who is waited for, and what
a move revealed (``reveals``, for take-backs).

Everything is open (ruling G8: all tiles face up; G14: the discard pile is public; G15: Reserves are
public); only a gas pocket's flip is unknown until it happens, so ``determinize`` gives the search a
fresh seed and nothing else.
"""

from __future__ import annotations

import random

from engines.base import Seat, draft_words, replace
from engines.earthcrumbles import scoring
from engines.earthcrumbles.board import takeable
from engines.earthcrumbles.data import catalog, coordinates, directive, tile, tile_name, tile_words
from engines.earthcrumbles.economy import lane
from engines.earthcrumbles.labels import describe, draft_message
from engines.earthcrumbles.models import (
    DirectiveView,
    EarthAction,
    EarthState,
    EarthTileView,
    EarthView,
    PlayerView,
    SiteView,
    TileView,
)
from engines.earthcrumbles.turn import waiting
from engines.english import plural, seat_names
from engines.phrasing import Listed, Words, seat_arg
from engines.rng import sample_seed

_STACK = ", once per tile in its stack"


def ability_text(tile_id: str) -> str:
    """A tile's ability as a player reads it (rulebook "Salvage Tile Descriptions", rulings 2(c))."""
    t = tile(tile_id)
    stack = _STACK if t.stack else ""
    if t.kind == "coins":
        return f"Income: gain {plural(t.amount, 'Coin')}{stack}"
    if t.kind == "per_colour":
        return f"Income: gain {plural(t.amount, 'Coin')} per visible {t.colour.title()} tile (this one too){stack}"
    if t.kind == "buy_culture":
        return (
            f"Income: you may pay {plural(t.pay, 'Coin')} for {plural(t.amount, 'Culture', 'Culture')}{stack}"
        )
    if t.kind == "buy_prosperity":
        return f"Income: you may pay {plural(t.pay, 'Culture', 'Culture')} for {plural(t.amount, 'Prosperity', 'Prosperity')}{stack}"
    if t.kind == "coin_pickup":
        return f"When salvaged: gain {plural(t.amount, 'Coin')}"
    if t.kind == "culture_pickup":
        return f"When salvaged: gain {plural(t.amount, 'Culture', 'Culture')}"
    if t.kind == "prosperity_pickup":
        gain = plural(t.amount, "Prosperity", "Prosperity")
        return f"When salvaged: you may discard one of your visible tiles to gain {gain}"
    if t.kind == "move_pickup":
        return "When salvaged: you may move the top tile of one of your Sites onto another Site"
    return f"Flipped when uncovered; if it explodes, everyone with a built tile pays {plural(t.pay, 'Coin')} or discards a visible tile"


DIRECTIVE_TEXT = {
    "tallest": "The tallest single stack",
    "built": "The most tiles built, covered ones included",
    "culture": "The most Culture",
    "prosperity": "The most Prosperity",
    "coins": "The most Coins",
    "layered": "The most Sites holding 2 or more tiles",
}


def directive_text(directive_id: str) -> str:
    d = directive(directive_id)
    if d.kind == "colour":
        one, other = (c.title() for c in d.colours)
        return f"The most visible tiles of one colour, {one} or {other}"
    return DIRECTIVE_TEXT[d.kind]


def tile_view(tile_id: str) -> TileView:
    t = tile(tile_id)
    return TileView(
        id=t.id, name=t.name, colour=t.colour, text=ability_text(tile_id), cost=t.cost, stack=t.stack
    )


def view_for(state: EarthState, seat: Seat | None) -> EarthView:
    """``view`` with who acts now and the clicks of the move being made, in the words of their buttons."""
    said = tuple(draft_words(state, describe))
    return view(state, seat, waiting(state), said, tuple(draft_words(state, draft_message)))


def view(
    state: EarthState,
    seat: Seat | None,
    acting: frozenset[Seat],
    draft: tuple[str, ...],
    draft_said: tuple[Words, ...] = (),
) -> EarthView:
    cat = catalog()
    earth = []
    for pos, tile_id in enumerate(state.earth):
        if not tile_id:
            continue
        layer, x, y = coordinates(pos)
        free = takeable(state.earth, pos)
        can = state.phase == "salvage" and free and not tile(tile_id).is_gas
        earth.append(
            EarthTileView(
                position=pos, layer=layer, x=x, y=y, tile=tile_view(tile_id), covered=not free, takeable=can
            )
        )
    players = []
    for s, p in enumerate(state.players):
        sites = tuple(
            SiteView(
                site=i + 1,
                lane=cat.site_lane[i],
                printed_coin=cat.printed_coin[i],
                stack=tuple(tile_view(t) for t in stack),
            )
            for i, stack in enumerate(p.sites)
        )
        left = state.income[s] if state.income else ()
        players.append(
            PlayerView(
                seat=s,
                coins=p.coins,
                culture=p.culture,
                prosperity=p.prosperity,
                reserve=tuple(tile_view(t) for t in p.reserve),
                sites=sites,
                prestige=scoring.resource_prestige(p),
                income_left=tuple(i + 1 for i in left),
            )
        )
    over = state.phase == "over"
    directives = tuple(
        DirectiveView(id=d, name=directive(d).name, text=directive_text(d), leaders=scoring.leaders(state, d))
        for d in state.directives
    )
    result = scoring.outcome(state)
    scores = tuple(int(score) for score in result.scores) if result is not None else ()
    return EarthView(
        viewer=seat,
        phase=state.phase,
        turn=state.turn,
        first=state.first,
        waiting=tuple(sorted(acting)),
        earth=tuple(earth),
        tiles_left=sum(1 for t in state.earth if t),
        players=tuple(players),
        directives=directives,
        discard=tuple(tile_view(t) for t in state.discard),
        removed=len(state.removed),
        salvaged=tile_view(state.salvaged) if state.salvaged else None,
        lane=lane(state) if state.phase not in ("salvage", "over") else "",
        bp=state.bp if state.phase == "build" else 0,
        gas=tile_view(state.gas) if state.gas else None,
        draft=draft,
        last_turn=state.last_turn,
        solo=state.num_players == 1,
        turns=state.turns,
        scores=scores,
        winners=result.winners if result is not None else (),
        claimed=tuple((directive(d).name, s) for d, s in scoring.claims(state)) if over else (),
        band=scoring.band(scores[0]) if over and state.num_players == 1 else "",
        draft_words=draft_said,
    )


def determinize(state: EarthState, seat: Seat, rng: random.Random) -> EarthState:
    """Nothing is hidden but the next flips, which come from the seed (``turn.after_bonus``)."""
    return replace(state, seed=sample_seed(rng, state.seed))


def waiting_for(state: EarthState) -> str:
    """Who must act, and for what, with seats as {sN}."""
    seats = sorted(waiting(state))
    if not seats:
        return "The game is over."
    who = seat_names(seats)
    phase = state.phase
    if phase == "gas":
        return f"The gas pocket exploded: waiting for {who} to pay or discard a tile."
    if phase == "income":
        return f"Income from the {lane(state).title()} Lane: waiting for {who} to choose."
    if phase == "bonus":
        return f"{who} is using the {tile_name(state.salvaged)}'s Salvage Bonus."
    if phase == "build":
        return f"{who} is building ({plural(state.bp, 'Build Point')} left)."
    return f"It is {who}'s turn to salvage a tile."


def waiting_words(state: EarthState) -> Words:
    """``waiting_for`` as a message, for each reader's language."""
    seats = sorted(waiting(state))
    if not seats:
        return Words(id="game-over")
    phase = state.phase
    if phase == "gas":
        return Words(id="earth-waiting-gas", args={"seats": Listed.of(seat_arg(s) for s in seats)})
    if phase == "income":
        return Words(
            id="earth-waiting-income",
            args={"lane": lane(state), "seats": Listed.of(seat_arg(s) for s in seats)},
        )
    # The other steps are the active player's alone.
    seat = seat_arg(state.turn)
    if phase == "bonus":
        return Words(id="earth-waiting-bonus", args={"seat": seat, "tile": tile_words(state.salvaged)})
    if phase == "build":
        return Words(id="earth-waiting-build", args={"seat": seat, "points": state.bp})
    return Words(id="earth-waiting-salvage", args={"seat": seat})


def reveals(before: EarthState, seat: Seat, action: EarthAction, after: EarthState) -> bool:
    """Whether the move flipped a gas pocket: the game's only random draw.

    Nothing is hidden in As The Earth Crumbles: every tile lies face up (ruling G8), Reserves and
    the discard pile are public (rulings G14 and G15). The one thing left to chance is the coin flip
    of each gas pocket a salvage uncovers (rulebook "Gas Pocket Tiles", ruling G9), which runs after
    the Salvage Bonus: so taking a tile that uncovers a gas pocket, the bonus choice after which one
    is flipped, and the last answer to an explosion when its removal uncovers another pocket (G9's
    chains) reveal; every other move can be taken back. A pocket that was flipped has left the game
    (``removed``) or is the exploded one being answered (``gas``)."""
    flipped = set(after.removed) - set(before.removed) - {before.gas}
    if after.gas not in ("", before.gas):
        flipped.add(after.gas)
    return bool(flipped)
