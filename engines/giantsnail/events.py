"""Giant Snail Will Not Prevail!: the Event Phase (the technology cards researched are technology.py).

The Event Phase runs
in the order of ruling 23: reveal and resolve the event card; if the snail is alive and on a region, it
destroys it (killing the workers there and discarding one more event card per newly destroyed region);
the defeat check (checked the moment a region flips, ruling 26); then the robot (robot.py): the leader's
paid movement, combat (weapons in leader order, then the robot's 3 base damage) or, once the snail is
dead, the robot's rebuild; then the Cleanup Phase (cleanup.py). Damage discards event cards; when the
deck runs out the snail dies and the Event 2 deck comes in (ruling 29; eventdeck.py).

Randomizer draws (Landfall, Burrow, the robot's landing, Aftershock) come from the seed and the step.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from engines.base import LogLine, replace
from engines.english import plural
from engines.giantsnail.board import (
    amount,
    amount_words,
    neighbour,
    pay,
    region_name,
    region_words,
    seats_from,
    set_player,
    set_region,
    workers_on,
)
from engines.giantsnail.data import EVENT1_NAMES, EVENT_NAMES, catalog, event_words
from engines.giantsnail.eventdeck import bury_top, check_deck, damage, forget_top
from engines.giantsnail.models import SPACE1, GiantSnailState
from engines.giantsnail.robot import next_robot_step
from engines.logwords import line
from engines.phrasing import seat_arg
from engines.rng import rng_for

Log = list[LogLine]
After = Callable[[GiantSnailState, Log], GiantSnailState]


def _draws(seat: int, token: int) -> LogLine:
    """A randomizer drawn for a region, "{s0} draws randomizer 5: Factory 5." (Landfall, Aftershock)."""
    return line(
        f"{{s{seat}}} draws randomizer {token}: {region_name(token)}.",
        "snail-log-draws-region",
        seat=seat_arg(seat),
        number=token,
        region=region_words(token),
    )


# ---- the Event Phase ----------------------------------------------------------------------------------


def begin_events(state: GiantSnailState, lines: Log) -> GiantSnailState:
    rng = rng_for(state.seed, state.step, "events")
    state = replace(state, phase="robot", robot_steps=0, free_moves=False, fired=(), draft=())
    if not state.deck:  # only possible once the Event 2 deck is used up, which ends the game first
        return after_card(state, lines, skip_destroy=False)
    card, deck = state.deck[0], state.deck[1:]
    state = replace(state, deck=deck, discard=(*state.discard, card))
    state = forget_top(state, 1)
    lines.append(
        line(
            f"Round {state.round} event: {EVENT_NAMES[card]}.",
            "snail-log-event",
            round=state.round,
            card=event_words(card),
        )
    )
    skip = False
    if not deck and state.snail > 0:
        # "If at any point there are no more event cards left in the event deck, the snail is
        # defeated" (rulebook "Event Phase"): revealing the last card kills it before the card moves it
        # (ruling GS3).
        return after_card(check_deck(state, lines), lines, skip_destroy=True)
    if card == "sighting":
        state = replace(state, snail=SPACE1)
        lines.append(line("The snail is sighted: it moves to slot 1 of the space card.", "snail-log-sighted"))
    elif card == "landfall":
        state, skip = _landfall(state, rng, lines)
    elif card in EVENT1_NAMES:
        state, skip = _snail_moves(state, card, rng, lines)
    else:
        state = replace(state, event2_done=state.event2_done + 1)
        state = _event2(state, card, rng, lines)
        if state.phase == "campaign":
            return state
    return after_card(state, lines, skip_destroy=skip)


def _landfall(state: GiantSnailState, rng: random.Random, lines: Log) -> tuple[GiantSnailState, bool]:
    """E0-2: the snail lands on a drawn region; a Salt Ring there sends it to another draw (T4)."""
    tried: set[int] = set()
    while True:
        token = rng.choice([r for r in range(1, 13) if r not in tried])
        tried.add(token)
        lines.append(_draws(state.leader, token))
        region = state.regions[token - 1]
        if region.defence and catalog().tech_by_id(region.defence).card == "ring" and len(tried) < 12:
            state = _defence_used(state, region.id, lines)
            lines.append(
                line(
                    "The Salt Ring turns the snail away; another randomizer is drawn.", "snail-log-ring-away"
                )
            )
            continue
        state = replace(state, snail=token)
        lines.append(
            line(f"The snail lands on {region_name(token)}!", "snail-log-lands", region=region_words(token))
        )
        return _defenders(state, token, lines)


def _snail_moves(
    state: GiantSnailState, card: str, rng: random.Random, lines: Log
) -> tuple[GiantSnailState, bool]:
    """Event 1: one region in a compass direction, wrapping round the edges, or Burrow: a randomizer."""
    if state.snail <= 0:
        return state, False
    if card == "burrow":
        target = rng.randint(1, 12)
        lines.append(
            line(
                f"{{s{state.leader}}} draws randomizer {target}.",
                "snail-log-draws",
                seat=seat_arg(state.leader),
                number=target,
            )
        )
    else:
        target = neighbour(state, state.snail, card)
    if target == state.snail:
        lines.append(
            line(f"The snail stays on {region_name(target)}.", "snail-log-stays", region=region_words(target))
        )
        return state, False
    region = state.regions[target - 1]
    if region.defence and catalog().tech_by_id(region.defence).card == "ring":
        # T4: the move is cancelled and the snail skips its destruction this round.
        state = _defence_used(state, target, lines)
        lines.append(
            line(
                f"The Salt Ring on {region_name(target)} stops the snail: it stays where it is and destroys nothing this round.",
                "snail-log-ring-stops",
                region=region_words(target),
            )
        )
        return state, True
    state = replace(state, snail=target)
    lines.append(
        line(f"The snail moves to {region_name(target)}.", "snail-log-moves", region=region_words(target))
    )
    return _defenders(state, target, lines)


def _defenders(state: GiantSnailState, region_id: int, lines: Log) -> tuple[GiantSnailState, bool]:
    """T5/T6: the region is not destroyed this round and the snail takes 2 damage (unclaimed)."""
    region = state.regions[region_id - 1]
    if not region.defence or catalog().tech_by_id(region.defence).card != "defenders":
        return state, False
    state = _defence_used(state, region_id, lines)
    lines.append(
        line(
            f"The Defenders hold {region_name(region_id)} and wound the snail.",
            "snail-log-defenders",
            region=region_words(region_id),
        )
    )
    state = damage(state, 2, None, lines)
    return state, True


def _defence_used(state: GiantSnailState, region_id: int, lines: Log) -> GiantSnailState:
    """A defence card is resolved: discarded, its worker back to the pool, a vote to its owner."""
    region = state.regions[region_id - 1]
    owner = region.defender
    state = set_region(state, replace(region, defence="", defender=-1))
    player = state.players[owner]
    state = set_player(state, owner, replace(player, pool=player.pool + 1, votes=player.votes + 1))
    lines.append(
        line(
            f"{{s{owner}}} gains a vote for the defence of {region_name(region_id)}.",
            "snail-log-defence-vote",
            seat=seat_arg(owner),
            region=region_words(region_id),
        )
    )
    return replace(state, tech_discard=(*state.tech_discard, region.defence))


def _event2(state: GiantSnailState, card: str, rng: random.Random, lines: Log) -> GiantSnailState:
    """The Event 2 cards (G7)."""
    players = list(state.players)
    if card == "grants":
        players = [replace(p, metal=p.metal + 1, energy=p.energy + 1) for p in players]
        lines.append(line("Every player gains 1 metal and 1 energy.", "snail-log-grants"))
    elif card == "refugees":  # "up to 2": as many as there are (ruling GS4)
        for seat, p in enumerate(players):
            moved = min(2, p.reserve)
            players[seat] = replace(p, reserve=p.reserve - moved, pool=p.pool + moved)
            if moved:
                lines.append(
                    line(
                        f"{{s{seat}}} moves {plural(moved, 'worker')} from the reserve to the pool.",
                        "snail-log-refugees",
                        seat=seat_arg(seat),
                        workers=moved,
                    )
                )
    elif card == "works":
        lines.append(
            line("Until the end of next round, every rebuild costs 1 resource less.", "snail-log-works")
        )
        return replace(state, works_until=state.round + 1)
    elif card == "parade":
        lines.append(line("This round the robot moves for free.", "snail-log-parade"))
        return replace(state, free_moves=True)
    elif card == "aftershock":
        token = rng.randint(1, 12)
        region = state.regions[token - 1]
        lines.append(_draws(state.leader, token))
        if region.destroyed:
            lines.append(line("It is in ruins already; nothing happens.", "snail-log-aftershock-ruins"))
            return state
        for seat in workers_on(region):
            players[seat] = replace(players[seat], pool=players[seat].pool + 1)
        state = set_region(
            replace(state, players=tuple(players)), replace(region, rows=tuple(() for _ in region.rows))
        )
        lines.append(
            line(
                f"Every worker on {region_name(token)} goes back to its pool.",
                "snail-log-aftershock",
                region=region_words(token),
            )
        )
        return state
    else:  # campaign
        state = replace(state, players=tuple(replace(p, passed=False) for p in players), phase="campaign")
        return next_campaign(state, lines)
    return replace(state, players=tuple(players))


def campaign_choices(state: GiantSnailState, seat: int) -> list[str]:
    """E2-6: pay 3 resources, any mix, for a vote."""
    p = state.players[seat]
    codes = [f"campaign.{m}" for m in range(4) if m <= p.metal and 3 - m <= p.energy]
    return [*codes, "done"] if codes else []


def next_campaign(state: GiantSnailState, lines: Log) -> GiantSnailState:
    for seat in seats_from(state.leader):
        if not state.players[seat].passed and campaign_choices(state, seat):
            return replace(state, turn=seat, phase="campaign")
    return after_card(replace(state, phase="robot"), lines, skip_destroy=False)


def play_campaign(state: GiantSnailState, seat: int, code: str, lines: Log) -> GiantSnailState:
    player = replace(state.players[seat], passed=True)
    if code != "done":
        metal = int(code.split(".")[1])
        player = replace(pay(player, metal, 3 - metal), votes=player.votes + 1)
        lines.append(
            line(
                f"{{s{seat}}} campaigns, paying {amount(metal, 3 - metal)}, and gains a vote.",
                "snail-log-campaign",
                seat=seat_arg(seat),
                amount=amount_words(metal, 3 - metal),
            )
        )
    return next_campaign(set_player(state, seat, player), lines)


def after_card(state: GiantSnailState, lines: Log, skip_destroy: bool) -> GiantSnailState:
    """Ruling 23 steps 2-4: destruction, the defeat check, then the robot's movement."""
    if state.snail > 0 and not skip_destroy:
        state = destroy(state, state.snail, lines)
        if state.phase == "over":
            return state
    return next_robot_step(replace(state, phase="robot", turn=state.leader), lines)


def destroy(state: GiantSnailState, region_id: int, lines: Log) -> GiantSnailState:
    """The snail wreaks havoc: an intact region flips, its workers die (to the reserve) and one more event
    card is discarded; on a region in ruins it kills the workers on the rebuild slots and discards
    nothing (ruling 24). Defeat is checked as the card flips, before the discard (ruling 26)."""
    region = state.regions[region_id - 1]
    dead = list(workers_on(region))
    players = list(state.players)
    for seat in dead:
        players[seat] = replace(players[seat], reserve=players[seat].reserve + 1)
    state = replace(state, players=tuple(players))
    killed = f" {plural(len(dead), 'worker')} {'dies' if len(dead) == 1 else 'die'}." if dead else ""
    if region.destroyed:
        state = set_region(state, replace(region, rebuild=()))
        lines.append(
            line(
                f"The snail tramples the ruins of {region_name(region_id)}.{killed}",
                "snail-log-tramples",
                region=region_words(region_id),
                dead=len(dead),
            )
        )
        return state
    state = set_region(
        state, replace(region, destroyed=True, rows=tuple(() for _ in region.rows), rebuild=())
    )
    lines.append(
        line(
            f"The snail destroys {region_name(region_id)}!{killed}",
            "snail-log-destroys",
            region=region_words(region_id),
            dead=len(dead),
        )
    )
    if defeated(state):
        lines.append(
            line(
                "Too much of Earth lies in ruins: the snail has won, and every player loses.",
                "snail-log-defeat",
            )
        )
        return replace(state, defeat=True, phase="over")
    if state.deck:
        state, _ = bury_top(state, 1)
        lines.append(line("One more event card is discarded.", "snail-log-one-more"))
    return check_deck(state, lines)


def defeated(state: GiantSnailState) -> bool:
    """Rulebook "Game End and Scoring": every region of one type destroyed, or 7 or more destroyed."""
    cat = catalog()
    down = [r for r in state.regions if r.destroyed]
    if len(down) >= cat.defeat_destroyed:
        return True
    for kind in cat.kind:
        if all(r.destroyed for r in state.regions if cat.region_type(r.id) == kind):
            return True
    return False
