"""What each seat may see (views), which choices it has, and the re-dealing of what it may not see.

Public (ruling 19): tunnels, loitering miners, Resting Recruits, hand sizes, the cards everyone saw enter
a hand and still there (``known``, ruling GP-6; for an Artificial Player's deck, as batches under its
unknown top part), who is still choosing (not what, nor how many cards: ruling GP-3), the arrow and the
last round's battles. A seat's own view adds its hand
and its choices so far this phase. An Artificial Player's seat sees no card of its own face-down deck,
only which step of the procedure it is at.

``determinize`` keeps all that and re-deals the rest: the hidden hands of other people, every deck's
unknown cards and the order inside each known batch, and the secret choices already made by the other
seats (a person's by random legal clicks; an Artificial Player's draws name no card, so they stay).
"""

from __future__ import annotations

import random

from engines.base import replace
from engines.grimprospects.choices import artificial_options, person_options, read_picks
from engines.grimprospects.data import ALL_CARD_IDS, sort_cards
from engines.grimprospects.models import (
    GrimProspectsAction,
    GrimProspectsState,
    GrimProspectsView,
    PlayerState,
    PlayerView,
)
from engines.grimprospects.scoring import winners
from engines.grimprospects.table import (
    gem_count,
    gems_at_risk,
    replace_player,
    state_benefactor,
    state_inheritor,
    tunnel_score,
)
from engines.rng import new_seed


def waiting_seats(state: GrimProspectsState) -> tuple[int, ...]:
    if state.phase == "over":
        return ()
    return tuple(s for s, p in enumerate(state.players) if not p.decided)


def player_view(state: GrimProspectsState, seat: int) -> PlayerView:
    player = state.players[seat]
    return PlayerView(
        seat=seat,
        artificial=player.artificial,
        hand_size=len(player.hand),
        known_in_hand=player.known,
        tunnel=player.tunnel,
        loitering_guards=player.loitering_guards,
        loitering_thugs=player.loitering_thugs,
        resting=player.resting,
        decided=player.decided,
        score=tunnel_score(player.tunnel),
        gems=gem_count(player.tunnel),
        inheritor=state_inheritor(state, seat),
        benefactor=state_benefactor(state, seat),
    )


def view(state: GrimProspectsState, seat: int | None) -> GrimProspectsView:
    public = GrimProspectsView(
        seat=seat,
        num_players=state.num_players,
        round=state.round,
        phase=state.phase,
        clockwise=state.clockwise,
        two_player=state.num_players == 2,
        players=tuple(player_view(state, s) for s in range(state.num_players)),
        battles=state.battles,
        waiting=waiting_seats(state),
        winners=winners(state)[0] if state.phase == "over" else (),
    )
    if seat is None or state.phase == "over":
        return public
    player = state.players[seat]
    picks = read_picks(state.phase, player)
    if player.artificial:
        return replace(public, stage=picks.stage)
    return replace(public, hand=player.hand, stage=picks.stage, picks=picks.to_view())


def options_for(
    state: GrimProspectsState, seat: int, player: PlayerState | None = None
) -> tuple[GrimProspectsAction, ...]:
    """The seat's choices now, for ``player`` standing in for the seat's stored state if given."""
    player = state.players[seat] if player is None else player
    if state.phase == "over" or player.decided:
        return ()
    if player.artificial:
        heir = state_inheritor(state, seat)
        return artificial_options(
            state.phase, player, gems_at_risk(player.tunnel), gems_at_risk(state.players[heir].tunnel)
        )
    return person_options(state.phase, player)


def _random_person_draft(state: GrimProspectsState, player: PlayerState, rng: random.Random) -> PlayerState:
    fresh = replace(player, draft=(), decided=False)
    while read_picks(state.phase, fresh).stage != "ready":
        choices = [a for a in person_options(state.phase, fresh) if a.kind != "back"]
        fresh = replace(fresh, draft=(*fresh.draft, rng.choice(choices)))
    return replace(fresh, decided=True)


def determinize(state: GrimProspectsState, seat: int, rng: random.Random) -> GrimProspectsState:
    observer = state.players[seat]
    placed: set[str] = set()
    for player in state.players:
        placed.update(player.tunnel, player.loitering_guards, player.loitering_thugs, player.resting)
        for group in player.known:
            placed.update(group)
    if not observer.artificial:
        placed.update(observer.hand)
    pool = [c for c in ALL_CARD_IDS if c not in placed]
    rng.shuffle(pool)

    players = state.players
    for s, player in enumerate(state.players):
        if s == seat and not player.artificial:
            continue
        known = [c for group in player.known for c in group]
        unknown = len(player.hand) - len(known)
        fresh, pool = pool[:unknown], pool[unknown:]
        if player.artificial:
            batches: list[str] = []
            for group in player.known:
                batch = list(group)
                rng.shuffle(batch)
                batches.extend(batch)
            # Its draft names no card ("the top card"), so it stays valid for the new deck.
            redealt = replace(player, hand=(*fresh, *batches))
        else:
            redealt = replace(player, hand=sort_cards((*known, *fresh)))
            if state.phase != "over":
                if player.decided:
                    redealt = _random_person_draft(state, redealt, rng)
                else:
                    # Another person's unfinished clicks are secret and do not bind them.
                    redealt = replace(redealt, draft=())
        players = replace_player(players, s, redealt)
    assert not pool, "determinize left cards undealt"
    return replace(state, players=players, seed=new_seed(rng))
