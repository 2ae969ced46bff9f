"""What each seat may see (views), the re-dealing of what it may not see, and when a click reveals.

Public (ruling 19): tunnels, loitering miners, Resting Recruits, hand sizes, the cards everyone saw enter
a hand and still there (``known``, ruling GP-6; for an Artificial Player's deck, as batches under its
unknown top part), who is still choosing (not what, nor how many cards: ruling GP-3), the arrow and the
last round's battles. A seat's own view adds its hand
and its choices so far this phase. An Artificial Player's seat sees no card of its own face-down deck,
only which step of the procedure it is at.

``determinize`` keeps all that and re-deals the rest: the hidden hands of other people, every deck's
unknown cards and the order inside each known batch, and the secret choices already made by the other
seats (a person's by random legal clicks; an Artificial Player's draws name no card, so they stay).

``reveals`` tells the host which clicks can be taken back: those that revealed nothing.
"""

from __future__ import annotations

import random

from engines.base import replace
from engines.grimprospects.arrow import state_benefactor, state_inheritor
from engines.grimprospects.choices import person_options, read_picks
from engines.grimprospects.data import ALL_CARD_IDS, sort_cards
from engines.grimprospects.holdings import gem_count, replace_player, tunnel_score
from engines.grimprospects.models import (
    GrimProspectsAction,
    GrimProspectsState,
    GrimProspectsView,
    PlayerState,
    PlayerView,
)
from engines.grimprospects.scoring import winners
from engines.grimprospects.turn import waiting_seats
from engines.rng import sample_seed


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


def _random_person_draft(state: GrimProspectsState, player: PlayerState, rng: random.Random) -> PlayerState:
    fresh = replace(player, draft=(), decided=False)
    while read_picks(state.phase, fresh).stage != "ready":
        choices = [a for a in person_options(state.phase, fresh) if a.kind != "back"]
        fresh = replace(fresh, draft=(*fresh.draft, rng.choice(choices)))
    return replace(fresh, decided=True)


def determinize(state: GrimProspectsState, seat: int | None, rng: random.Random) -> GrimProspectsState:
    """Every hand ``seat`` has not seen dealt again from the cards it cannot place (None: an onlooker, who
    has seen no hand)."""
    observer = state.players[seat] if seat is not None else None
    placed: set[str] = set()
    for player in state.players:
        placed.update(player.tunnel, player.loitering_guards, player.loitering_thugs, player.resting)
        for group in player.known:
            placed.update(group)
    if observer is not None and not observer.artificial:
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
    return replace(state, players=players, seed=sample_seed(rng, state.seed))


def reveals(
    before: GrimProspectsState, seat: int, action: GrimProspectsAction, after: GrimProspectsState
) -> bool:
    """Whether the click resolved its phase: only the last commit of a phase reveals anything.

    Every choice of a phase is secret until all are in (ruling 8; how many cards a seat placed is
    secret too, ruling GP-3); the clicks before that, a commit included, only add to the seat's
    ``draft``, which nobody else sees, and an Artificial Player's blind "top card" draws are not seen
    by anyone until the reveal either (ruling GP-7). The commit that completes the phase flips every
    choice face up and carries the game on: the battles and Sleep It Off after Prepare (its shovels
    and recycled Resting Recruits shuffled under an Artificial Player's deck, ruling 20), and the
    Forfeit Arrow's flip that starts the next round (ruling 7). Every phase ends with such a reveal,
    so a move revealed something exactly when the phase or the round changed."""
    return (after.phase, after.round) != (before.phase, before.round)
