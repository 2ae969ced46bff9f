"""The reveals of the search's Grim Prospects position (engines/grimprospects/position.py): turn.reveal's
steps in turn.py's order, on lists and without log lines (docs/rules/grimprospects.md, rulings 7 to 18;
docs/ai.md, "The speed of the search in Grim Prospects"). The seeded draws are the engine's, from the
same streams: the arrow's flip for the next round, a batch shuffled under an Artificial Player's deck.
"""

from __future__ import annotations

from engines.grimprospects.position import (
    COLLAPSE,
    FACTION,
    FIRE_PHASE,
    FORFEIT_PHASE,
    IS_GEM,
    NO_BATTLE,
    OVER,
    PREPARE_PHASE,
    TURNCOAT,
    Fight,
    Player,
    Position,
    Side,
    reset,
)
from engines.grimprospects.turn import HAND_MINIMUM
from engines.rng import rng_for


def reveal(pos: Position, step: int) -> None:
    """Every seat has committed: reveal the phase and move the game on, as turn.reveal does at ``step``."""
    players, heirs = pos.players, pos.heirs
    if pos.phase == FORFEIT_PHASE:
        for p in players:
            _remove_one(p, p.forfeit)
        for s, p in enumerate(players):
            players[heirs[s]].tunnel.append(p.forfeit)  # ruling 9: the far end of the Inheritor's tunnel
        _next_phase(pos, FIRE_PHASE)
    elif pos.phase == FIRE_PHASE:
        for p in players:
            _remove_one(p, p.fire_guard)
            _remove_one(p, p.fire_thug)
        for s, p in enumerate(players):
            players[heirs[s]].lguards.append(p.fire_guard)  # ruling 10
            players[pos.donors[s]].lthugs.append(p.fire_thug)
        _next_phase(pos, PREPARE_PHASE)
    else:
        _reveal_prepare(pos, step)
    pos.values = None


def _next_phase(pos: Position, phase: int) -> None:
    pos.phase = phase
    for p in pos.players:
        p.draft = []
        p.decided = False
        reset(p, phase)
    pos.waiting = (1 << pos.num_players) - 1


def _remove(p: Player, cards: set[int]) -> None:
    """holdings.remove_from_hand: played cards leave the hand and stop being known in it."""
    p.hand = [c for c in p.hand if c not in cards]
    if p.known:
        _forget(p, cards)


def _remove_one(p: Player, card: int) -> None:
    p.hand.remove(card)  # the hand holds it once; the rest keep their order
    if p.known:
        _forget(p, {card})


def _forget(p: Player, cards: set[int]) -> None:
    groups = ([c for c in group if c not in cards] for group in p.known)
    p.known = [group for group in groups if group]  # an emptied batch is no batch


def _add(p: Player, cards: list[int], pos: Position, step: int, stream: str) -> None:
    """holdings.add_to_hand: a person's hand stays sorted and knows them; a deck takes the batch under it,
    shuffled from the stream (a lone card draws nothing from it, so its generator is not even made)."""
    if p.artificial:
        batch = cards[:]
        if len(batch) > 1:
            rng_for(pos.seed, step, stream).shuffle(batch)
        p.hand.extend(batch)
        p.known.append(sorted(cards))
    else:
        p.hand = sorted(p.hand + cards)
        p.known = [sorted([c for group in p.known for c in group] + cards)]


def _side(employed: int, shadows: list[int], loitering: list[int]) -> Side:
    if employed < 0:
        return -1, [], []
    faction = FACTION[employed]
    # Ruling 11: every loiterer of the Employed miner's faction joins, whether wanted or not.
    return employed, shadows, [c for c in loitering if FACTION[c] == faction]


def _reveal_prepare(pos: Position, step: int) -> None:
    players = pos.players
    fights = []
    for a in range(pos.num_players):
        d = pos.heirs[a]
        att, dfd = players[a], players[d]
        thugs = _side(att.thug, att.thug_shadows, att.lthugs)
        fights.append(Fight(a, d, thugs, _side(dfd.guard, dfd.guard_shadows, dfd.lguards)))
    for p in players:
        if p.used:
            _remove(p, p.used)
    for fight in fights:
        att, dfd = players[fight.attacker], players[fight.defender]
        joined_thugs, joined_guards = fight.thugs[2], fight.guards[2]
        if joined_thugs:
            att.lthugs = [c for c in att.lthugs if c not in joined_thugs]
        if joined_guards:
            dfd.lguards = [c for c in dfd.lguards if c not in joined_guards]
    # Ruling 14: collapses on the tunnels as they were before the battles, then the gems are appended.
    shovels: list[tuple[int, int]] = []
    for fight in fights:
        if fight.result != COLLAPSE:
            continue
        tunnel = players[fight.defender].tunnel
        index = len(tunnel) - 1
        while index >= 0 and IS_GEM[tunnel[index]]:
            index -= 1
        fight.captured = tunnel[index + 1 :]
        if index >= 0:
            fight.shovel = tunnel[index]
            shovels.append((fight.defender, fight.shovel))
        players[fight.defender].tunnel = tunnel[:index] if index >= 0 else []
    for fight in fights:
        if fight.captured:
            players[fight.attacker].tunnel.extend(fight.captured)
    for seat, shovel in shovels:
        # "Collapsed shovels should be immediately added to the hands of their owners" (phase 4).
        _add(players[seat], [shovel], pos, step, f"shovel.{seat}")
    # Phase 5, Sleep It Off, in ruling 16's order (turn._recycle), with ruling 17's Turncoats.
    _recycle(pos, step, "before")
    for fight in fights:
        if fight.result == NO_BATTLE:
            continue
        for side, own, opponent in (
            (fight.thugs, fight.attacker, fight.defender),
            (fight.guards, fight.defender, fight.attacker),
        ):
            employed, shadows, loiterers = side
            if employed < 0:
                continue
            for card in (employed, *shadows, *loiterers):
                players[opponent if TURNCOAT[card] else own].resting.append(card)
    _recycle(pos, step, "after")
    pos.records = None
    pos.fights = fights
    if any(len(p.hand) < HAND_MINIMUM for p in players):
        _next_phase(pos, OVER)
        pos.waiting = 0
        return
    # setup.start_round: the next round, with ruling 7's fair flip of the arrow when three play.
    pos.round += 1
    if pos.num_players > 2:
        pos.clockwise = rng_for(pos.seed, step, f"arrow.{pos.round}").random() < 0.5
    else:
        pos.clockwise = True
    pos.seat_arrow()
    _next_phase(pos, FORFEIT_PHASE)


def _recycle(pos: Position, step: int, which: str) -> None:
    for seat, p in enumerate(pos.players):
        if len(p.hand) < HAND_MINIMUM and p.resting:
            _add(p, p.resting, pos, step, f"recycle.{which}.{seat}")
            p.resting = []
