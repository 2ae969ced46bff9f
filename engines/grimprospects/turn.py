"""Grim Prospects' decisions: who is choosing, the choices they have, applying a click, and the reveals
that end each simultaneous phase, with the collapses and Sleep It Off.

Every phase is simultaneous: each seat builds its choice privately, one click at a time, in its
``draft`` (choices.py), and its last click commits it. When the last seat commits its choice for a
phase, every seat's choice is revealed at once (ruling 8) and narrated together:

- forfeit (rulebook phase 1, ruling 9): each card goes to the far end of its Inheritor's tunnel;
- fire (phase 2, ruling 10): Loitering Guard beside the Inheritor, Loitering Thug beside the Benefactor;
- prepare (phases 3-5): the Employed miners are flipped, the battles resolved (battles.py: ruling 13,
  with the loitering miners of ruling 11), collapses computed on the pre-battle tunnels (ruling 14), then
  Sleep (ruling 16 and 17) and the end check (ruling 18), or the next round.
"""

from __future__ import annotations

from engines.base import IllegalAction, LogLine, replace
from engines.english import seats_do
from engines.grimprospects.arrow import state_benefactor, state_inheritor
from engines.grimprospects.battles import fight, narrate_battle
from engines.grimprospects.choices import artificial_options, person_options, read_picks
from engines.grimprospects.data import CARD_BY_ID
from engines.grimprospects.holdings import (
    add_to_hand,
    collapse,
    gems_at_risk,
    remove_from_hand,
    replace_player,
)
from engines.grimprospects.labels import private_line, private_words
from engines.grimprospects.models import GrimProspectsAction, GrimProspectsState, PlayerState, Stage
from engines.grimprospects.narrate import card_brief, card_brief_words, card_list, card_list_words
from engines.grimprospects.setup import start_round
from engines.logwords import line, refusal
from engines.phrasing import Listed, seat_arg
from engines.rng import rng_for

_STAGE_WORDS: dict[Stage, str] = {
    "forfeit": "choose a card to forfeit",
    "fire_guard": "choose the miner to fire as a Loitering Guard",
    "fire_thug": "choose the miner to fire as a Loitering Thug",
    "thug": "choose your Employed Thug (or none)",
    "thug_shadows": "add Shadow cards to your thugs, or press done",
    "guard": "choose your Employed Guard (or none)",
    "guard_shadows": "add Shadow cards to your guards, or press done",
    "ready": "wait for the others",
}


# ---- whose decision, and its choices -----------------------------------------------------------------


def waiting_seats(state: GrimProspectsState) -> tuple[int, ...]:
    if state.phase == "over":
        return ()
    return tuple(s for s, p in enumerate(state.players) if not p.decided)


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


def apply(state: GrimProspectsState, seat: int, action: GrimProspectsAction) -> GrimProspectsState:
    """Add the click to the seat's draft; a draft that is ready commits the seat, and the last commit of
    a phase reveals every choice."""
    player = state.players[seat]
    draft = player.draft[:-1] if action.kind == "back" else (*player.draft, action)
    updated = replace(player, draft=draft)
    picks = read_picks(state.phase, updated)
    decided = picks.stage == "ready"
    updated = replace(updated, decided=decided)
    new_state = replace(state, players=replace_player(state.players, seat, updated))
    words = private_words(state, seat, action)
    lines = [line(private_line(state, seat, action), words.id, private_to=seat, **words.args)]
    if decided:
        lines.append(line(f"{{s{seat}}} has chosen.", "grim-log-chosen", seat=seat_arg(seat)))
        if all(p.decided for p in new_state.players):
            new_state, revealed = reveal(new_state, state.step)
            lines.extend(revealed)
    return replace(new_state, log=tuple(lines))


def why_illegal(state: GrimProspectsState, seat: int, action: GrimProspectsAction) -> IllegalAction:
    player = state.players[seat]
    picks = read_picks(state.phase, player)
    if action.kind == "back" and not player.draft:
        return refusal("There is no choice to take back.", "grim-refuse-nothing-back")
    if player.artificial and action.card is not None:
        # Ruling 20.
        return refusal("An Artificial Player plays the top card of its deck, blind.", "grim-refuse-ai-blind")
    if action.from_deck and not player.artificial:
        return refusal("Only an Artificial Player draws from a face-down deck.", "grim-refuse-deck")
    if action.card is not None and action.card not in player.hand:
        return refusal(f"{action.card} is not in your hand.", "grim-refuse-not-in-hand", card=action.card)
    if action.card is not None and action.card in picks.used():
        return refusal(
            f"You have already placed {action.card} this phase.", "grim-refuse-placed", card=action.card
        )
    if player.artificial:
        return refusal("An Artificial Player must follow the rulebook's procedure for it.", "grim-refuse-ai")
    return refusal(
        f"That is not possible now: {_STAGE_WORDS[picks.stage]}.", "grim-refuse-stage", stage=picks.stage
    )


# ---- the reveals -------------------------------------------------------------------------------------

# Rulebook phase 5 and Winning The Game: fewer than three cards in hand triggers recycling and the end.
HAND_MINIMUM = 3


def reveal(state: GrimProspectsState, step: int) -> tuple[GrimProspectsState, list[LogLine]]:
    """Reveal the phase every seat has just committed, and move the game on."""
    if state.phase == "forfeit":
        return _reveal_forfeit(state)
    if state.phase == "fire":
        return _reveal_fire(state)
    return _reveal_prepare(state, step)


def _clear_drafts(players: list[PlayerState]) -> tuple[PlayerState, ...]:
    return tuple(replace(p, draft=(), decided=False) for p in players)


def _reveal_forfeit(state: GrimProspectsState) -> tuple[GrimProspectsState, list[LogLine]]:
    players = list(state.players)
    picks = [read_picks("forfeit", p) for p in players]
    lines: list[LogLine] = []
    for seat, pick in enumerate(picks):
        assert pick.forfeit is not None
        players[seat] = remove_from_hand(players[seat], {pick.forfeit})
    for seat, pick in enumerate(picks):
        assert pick.forfeit is not None
        target = state_inheritor(state, seat)
        # Ruling 9: face-up, on the far end of the Inheritor's tunnel.
        players[target] = replace(players[target], tunnel=(*players[target].tunnel, pick.forfeit))
        lines.append(
            line(
                f"{{s{seat}}} forfeits {card_brief(pick.forfeit)} to the far end of {{s{target}}}'s tunnel.",
                "grim-log-forfeits",
                seat=seat_arg(seat),
                card=card_brief_words(pick.forfeit),
                target=seat_arg(target),
            )
        )
    new_state = replace(state, players=_clear_drafts(players), phase="fire")
    lines.append(
        line("Fire two miners: choose a Loitering Guard and a Loitering Thug.", "grim-log-fire-phase")
    )
    return new_state, lines


def _reveal_fire(state: GrimProspectsState) -> tuple[GrimProspectsState, list[LogLine]]:
    players = list(state.players)
    picks = [read_picks("fire", p) for p in players]
    lines: list[LogLine] = []
    for seat, pick in enumerate(picks):
        assert pick.fire_guard is not None and pick.fire_thug is not None
        players[seat] = remove_from_hand(players[seat], {pick.fire_guard, pick.fire_thug})
    for seat, pick in enumerate(picks):
        assert pick.fire_guard is not None and pick.fire_thug is not None
        heir = state_inheritor(state, seat)
        donor = state_benefactor(state, seat)
        # Ruling 10: the guard waits beside the Inheritor's tunnel, the thug beside the Benefactor's.
        players[heir] = replace(
            players[heir], loitering_guards=(*players[heir].loitering_guards, pick.fire_guard)
        )
        players[donor] = replace(
            players[donor], loitering_thugs=(*players[donor].loitering_thugs, pick.fire_thug)
        )
        lines.append(
            line(
                f"{{s{seat}}} fires {card_brief(pick.fire_guard)} as a Loitering Guard for {{s{heir}}} "
                f"and {card_brief(pick.fire_thug)} as a Loitering Thug for {{s{donor}}}.",
                "grim-log-fires",
                seat=seat_arg(seat),
                guard=card_brief_words(pick.fire_guard),
                heir=seat_arg(heir),
                thug=card_brief_words(pick.fire_thug),
                donor=seat_arg(donor),
            )
        )
    new_state = replace(state, players=_clear_drafts(players), phase="prepare")
    lines.append(
        line("Prepare for battles: place Employed Thugs and Guards face-down.", "grim-log-prepare-phase")
    )
    return new_state, lines


def _recycle(
    state: GrimProspectsState, players: list[PlayerState], step: int, which: str, lines: list[LogLine]
) -> None:
    """Ruling 16 (1) and (3): a player with fewer than three cards takes their Resting Recruits."""
    for seat, player in enumerate(players):
        if len(player.hand) < HAND_MINIMUM and player.resting:
            rng = rng_for(state.seed, step, f"recycle.{which}.{seat}")
            players[seat] = replace(add_to_hand(player, player.resting, rng), resting=())
            where = "shuffled under the deck" if player.artificial else "taken into hand"
            lines.append(
                line(
                    f"{{s{seat}}} has fewer than three cards: their Resting Recruits "
                    f"({card_list(player.resting)}) are {where}.",
                    "grim-log-recycle",
                    seat=seat_arg(seat),
                    cards=card_list_words(player.resting),
                    deck=player.artificial,
                )
            )


def _reveal_prepare(state: GrimProspectsState, step: int) -> tuple[GrimProspectsState, list[LogLine]]:
    n = state.num_players
    players = list(state.players)
    picks = [read_picks("prepare", p) for p in players]
    lines: list[LogLine] = [line("The Employed miners are flipped face-up.", "grim-log-flipped")]

    # Phase 4: every battle is judged on the table as it stands before any collapse.
    records = [fight(players, a, state_inheritor(state, a), picks) for a in range(n)]
    for seat, pick in enumerate(picks):
        players[seat] = remove_from_hand(players[seat], pick.used())
    for record in records:
        att, dfd = players[record.attacker], players[record.defender]
        used_thugs, used_guards = set(record.thugs.loiterers), set(record.guards.loiterers)
        players[record.attacker] = replace(
            att, loitering_thugs=tuple(c for c in att.loitering_thugs if c not in used_thugs)
        )
        dfd = players[record.defender]
        players[record.defender] = replace(
            dfd, loitering_guards=tuple(c for c in dfd.loitering_guards if c not in used_guards)
        )

    # Ruling 14: collapses are computed on the pre-battle tunnels, then the gems are appended.
    before = [p.tunnel for p in state.players]
    tunnels = list(before)
    shovels: list[tuple[int, str]] = []
    for index, record in enumerate(records):
        if record.result != "collapse":
            continue
        kept, gems, shovel = collapse(before[record.defender])
        tunnels[record.defender] = kept
        records[index] = replace(record, captured=gems, shovel=shovel)
        if shovel is not None:
            shovels.append((record.defender, shovel))
    for record in records:
        if record.captured:
            tunnels[record.attacker] = (*tunnels[record.attacker], *record.captured)
    for seat in range(n):
        players[seat] = replace(players[seat], tunnel=tunnels[seat])
    for seat, shovel in shovels:
        # "Collapsed shovels should be immediately added to the hands of their owners" (phase 4).
        rng = rng_for(state.seed, step, f"shovel.{seat}")
        players[seat] = add_to_hand(players[seat], (shovel,), rng)
    for record in records:
        lines.extend(narrate_battle(record))

    # Phase 5, Sleep It Off, in ruling 16's order.
    _recycle(state, players, step, "before", lines)
    resting = [list(p.resting) for p in players]
    for record in records:
        if record.result == "no_battle":
            continue
        sides = (
            (record.thugs, record.attacker, record.defender),
            (record.guards, record.defender, record.attacker),
        )
        for force, own, opponent in sides:
            for card_id in force.cards():
                if CARD_BY_ID[card_id].effect == "turncoat":
                    # Ruling 17: a Turncoat joins the Resting Recruits of the side it fought against.
                    resting[opponent].append(card_id)
                    lines.append(
                        line(
                            f"Turncoat {card_id} joins {{s{opponent}}}'s Resting Recruits.",
                            "grim-log-turncoat",
                            card=card_id,
                            seat=seat_arg(opponent),
                        )
                    )
                else:
                    resting[own].append(card_id)
    for seat in range(n):
        players[seat] = replace(players[seat], resting=tuple(resting[seat]))
    _recycle(state, players, step, "after", lines)

    ended = any(len(p.hand) < HAND_MINIMUM for p in players)
    new_state = replace(state, players=_clear_drafts(players), battles=tuple(records))
    if ended:
        short = [s for s, p in enumerate(players) if len(p.hand) < HAND_MINIMUM]
        who = seats_do(short, "has", "have")
        lines.append(
            line(
                f"The game ends: {who} fewer than three cards after Sleep It Off.",
                "grim-log-ends",
                seats=Listed.of(seat_arg(s) for s in short),
                count=len(short),
            )
        )
        return replace(new_state, phase="over"), lines
    next_state, round_lines = start_round(new_state, state.round + 1, step)
    return next_state, lines + round_lines
