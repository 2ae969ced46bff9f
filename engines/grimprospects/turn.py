"""The reveals that end each simultaneous phase, the battles, the collapses and Sleep It Off.

When the last seat commits its choice for a phase, every seat's choice is revealed at once (ruling 8)
and narrated together:

- forfeit (rulebook phase 1, ruling 9): each card goes to the far end of its Inheritor's tunnel;
- fire (phase 2, ruling 10): Loitering Guard beside the Inheritor, Loitering Thug beside the Benefactor;
- prepare (phases 3-5): the Employed miners are flipped, the battles resolved (ruling 13, with the
  loitering miners of ruling 11), collapses computed on the pre-battle tunnels (ruling 14), then Sleep
  (ruling 16 and 17) and the end check (ruling 18), or the next round.
"""

from __future__ import annotations

from engines.base import LogLine, replace
from engines.grimprospects.choices import Picks, read_picks
from engines.grimprospects.data import CARD_BY_ID, faction_of, power
from engines.grimprospects.models import BattleRecord, Faction, Force, GrimProspectsState, PlayerState
from engines.grimprospects.narrate import FACTION_NAME, FACTION_PLURAL, card_brief, card_list, signed
from engines.grimprospects.setup import start_round
from engines.grimprospects.table import (
    add_to_hand,
    collapse,
    remove_from_hand,
    state_benefactor,
    state_inheritor,
)
from engines.rng import rng_for
from engines.wording import noun, seats_do

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
            LogLine(
                text=f"{{s{seat}}} forfeits {card_brief(pick.forfeit)} to the far end of {{s{target}}}'s tunnel."
            )
        )
    new_state = replace(state, players=_clear_drafts(players), phase="fire")
    lines.append(LogLine(text="Fire two miners: choose a Loitering Guard and a Loitering Thug."))
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
            LogLine(
                text=f"{{s{seat}}} fires {card_brief(pick.fire_guard)} as a Loitering Guard for {{s{heir}}} "
                f"and {card_brief(pick.fire_thug)} as a Loitering Thug for {{s{donor}}}."
            )
        )
    new_state = replace(state, players=_clear_drafts(players), phase="prepare")
    lines.append(LogLine(text="Prepare for battles: place Employed Thugs and Guards face-down."))
    return new_state, lines


def _force(employed: str | None, shadows: list[str], loitering: tuple[str, ...]) -> Force:
    if employed is None:
        return Force()
    faction = faction_of(employed)
    # Ruling 11: every loiterer of the Employed miner's faction joins, whether wanted or not.
    joined = tuple(c for c in loitering if faction_of(c) == faction)
    return Force(employed=employed, shadows=tuple(shadows), loiterers=joined)


def fight(
    players: tuple[PlayerState, ...] | list[PlayerState], attacker: int, defender: int, picks: list[Picks]
) -> BattleRecord:
    """One battle: ``attacker``'s thugs against ``defender``'s guards (rulebook phase 4; ruling 13)."""
    thugs = _force(picks[attacker].thug, picks[attacker].thug_shadows, players[attacker].loitering_thugs)
    guards = _force(picks[defender].guard, picks[defender].guard_shadows, players[defender].loitering_guards)
    if thugs.employed is None and guards.employed is None:
        return BattleRecord(
            attacker=attacker, defender=defender, thugs=thugs, guards=guards, result="no_battle"
        )
    # Ruling GP-5: a side that played alone still fought, with its loiterers, and wins.
    if thugs.employed is None:
        # "Those who play cards always defeat those who don't" (rulebook phase 3).
        return BattleRecord(attacker=attacker, defender=defender, thugs=thugs, guards=guards, result="held")
    if guards.employed is None:
        return BattleRecord(
            attacker=attacker, defender=defender, thugs=thugs, guards=guards, result="collapse"
        )
    thug_faction = faction_of(thugs.employed)
    guard_faction = faction_of(guards.employed)
    thug_power = sum(power(c, guard_faction) for c in thugs.cards())
    guard_power = sum(power(c, thug_faction) for c in guards.cards())
    # Ties go to the Inheritor (rulebook phase 4): the thugs need strictly more.
    result = "collapse" if thug_power > guard_power else "held"
    return BattleRecord(
        attacker=attacker,
        defender=defender,
        thugs=replace(thugs, power=thug_power),
        guards=replace(guards, power=guard_power),
        result=result,
    )


def _force_words(force: Force, versus: Faction | None, role: str) -> str:
    assert force.employed is not None
    parts: list[str] = []
    for label, cards in (
        (f"Employed {role}", (force.employed,)),
        ("Shadow", force.shadows),
        (f"Loitering {role}", force.loiterers),
    ):
        for card_id in cards:
            if versus is None:
                parts.append(f"{label} {card_id}")
            else:
                parts.append(f"{label} {card_id} ({signed(power(card_id, versus))})")
    text = ", ".join(parts)
    if force.power is not None:
        text += f": power {force.power}"
    return text


def narrate_battle(record: BattleRecord) -> list[LogLine]:
    a, d = record.attacker, record.defender
    thugs, guards = record.thugs, record.guards
    if record.result == "no_battle":
        return [
            LogLine(
                text=f"Nobody fights over {{s{d}}}'s tunnel: neither {{s{a}}} nor {{s{d}}} placed a miner."
            )
        ]
    lines: list[LogLine] = []
    header = f"Battle for {{s{d}}}'s tunnel, attacked by {{s{a}}}."
    lines.append(LogLine(text=header))
    if thugs.employed is not None:
        versus = faction_of(guards.employed) if guards.employed is not None else None
        vs_text = f" against the {FACTION_PLURAL[versus]}" if versus is not None else ""
        lines.append(
            LogLine(
                text=f"{{s{a}}}'s {FACTION_NAME[faction_of(thugs.employed)]} thugs{vs_text}: "
                + _force_words(thugs, versus, "Thug")
                + "."
            )
        )
    else:
        lines.append(LogLine(text=f"{{s{a}}} placed no Employed Thug."))
    if guards.employed is not None:
        versus = faction_of(thugs.employed) if thugs.employed is not None else None
        vs_text = f" against the {FACTION_PLURAL[versus]}" if versus is not None else ""
        lines.append(
            LogLine(
                text=f"{{s{d}}}'s {FACTION_NAME[faction_of(guards.employed)]} guards{vs_text}: "
                + _force_words(guards, versus, "Guard")
                + "."
            )
        )
    else:
        lines.append(LogLine(text=f"{{s{d}}} placed no Employed Guard."))
    if record.result == "held":
        if thugs.employed is None:
            why = f"{{s{d}}} wins: only {{s{d}}} played cards"
        elif thugs.power == guards.power:
            why = f"A tie goes to the Inheritor, {{s{d}}}"
        else:
            why = f"{{s{d}}}'s guards are stronger"
        lines.append(LogLine(text=f"{why}; the tunnel holds."))
    else:
        why = f"only {{s{a}}} played cards" if guards.employed is None else f"{{s{a}}}'s thugs are stronger"
        gems = noun(len(record.captured), "gem")
        taken = (
            f"{{s{a}}} takes the {gems} {card_list(record.captured)}"
            if record.captured
            else "no gem is taken"
        )
        text = f"{{s{a}}} wins ({why}): {{s{d}}}'s tunnel collapses; {taken}"
        if record.shovel is not None:
            text += f"; the shovel {record.shovel} stops the collapse and returns to {{s{d}}}'s hand"
        lines.append(LogLine(text=text + "."))
    return lines


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
                LogLine(
                    text=f"{{s{seat}}} has fewer than three cards: their Resting Recruits "
                    f"({card_list(player.resting)}) are {where}."
                )
            )


def _reveal_prepare(state: GrimProspectsState, step: int) -> tuple[GrimProspectsState, list[LogLine]]:
    n = state.num_players
    players = list(state.players)
    picks = [read_picks("prepare", p) for p in players]
    lines: list[LogLine] = [LogLine(text="The Employed miners are flipped face-up.")]

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
                        LogLine(text=f"Turncoat {card_id} joins {{s{opponent}}}'s Resting Recruits.")
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
        lines.append(LogLine(text=f"The game ends: {who} fewer than three cards after Sleep It Off."))
        return replace(new_state, phase="over"), lines
    next_state, round_lines = start_round(new_state, state.round + 1, step)
    return next_state, lines + round_lines
