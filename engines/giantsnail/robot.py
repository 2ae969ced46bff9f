"""The robot of Giant Snail Will Not Prevail!: finishing it (rulebook "Resolution Phase" c, ruling 22),
the leader's paid moves (ruling 27), combat with weapons and its base damage (ruling 28), and the rebuild
the leader may make where it stands once the snail is dead (ruling 30).
"""

from __future__ import annotations

from engines.base import LogLine, replace
from engines.giantsnail import rebuilding
from engines.giantsnail.board import (
    amount,
    amount_words,
    can_pay,
    can_rebuild,
    fill_robot_slot,
    neighbour,
    paid_words,
    pay,
    region_name,
    region_words,
    robot_finished,
    seats_from,
    section_complete,
    set_player,
)
from engines.giantsnail.cleanup import begin_cleanup
from engines.giantsnail.data import DIRECTIONS, catalog, section_words, tech_words
from engines.giantsnail.eventdeck import damage
from engines.giantsnail.models import DEAD, GiantSnailState
from engines.logwords import line
from engines.phrasing import seat_arg
from engines.rng import rng_for

Log = list[LogLine]


def fill_robot(state: GiantSnailState, section: int, slot: int, seat: int, lines: Log) -> GiantSnailState:
    """Put ``seat``'s worker in a construction slot; a full section flips with its workers (rulebook
    "Resolution Phase" c), and the last one finishes the robot, which the leader places by randomizer."""
    cat = catalog()
    state = fill_robot_slot(state, section, slot, seat)
    if not section_complete(state.sections[section]):
        return state
    lines.append(
        line(
            f"The robot's {cat.section[section].name} is complete.",
            "snail-log-section-complete",
            section=section_words(section),
        )
    )
    if not robot_finished(state):
        return state
    token = rng_for(state.seed, state.step, "robot").randint(1, 12)
    lines.append(
        line(
            f"The robot is finished! {{s{state.leader}}} draws randomizer {token}: it stands on {region_name(token)}.",
            "snail-log-robot-finished",
            seat=seat_arg(state.leader),
            number=token,
            region=region_words(token),
        )
    )
    return replace(state, robot=token)


# ---- the robot's movement (ruling 27) -----------------------------------------------------------------


def robot_choices(state: GiantSnailState) -> list[str]:
    """Ruling 27: the leader moves the robot 0-2 steps, paying 2 resources per step in any mix (free
    under Robot Parade); each step is one click, with the payment in it."""
    if not state.robot or state.robot_steps >= catalog().robot_max_steps:
        return []
    if state.free_moves:
        return [f"robot.{d}" for d in DIRECTIONS] + ["done"]
    p = state.players[state.leader]
    cost = catalog().robot_step_cost
    mixes = [m for m in range(cost, -1, -1) if m <= p.metal and cost - m <= p.energy]
    if not mixes:
        return []
    return [f"robot.{d}.{m}" for d in DIRECTIONS for m in mixes] + ["done"]


def next_robot_step(state: GiantSnailState, lines: Log) -> GiantSnailState:
    if robot_choices(state):
        return replace(state, phase="robot", turn=state.leader)
    return begin_combat(state, lines)


def play_robot(state: GiantSnailState, seat: int, code: str, lines: Log) -> GiantSnailState:
    if code == "done":
        return begin_combat(state, lines)
    parts = code.split(".")
    player = state.players[seat]
    cost = catalog().robot_step_cost
    paid, metal, energy = "", 0, 0
    if len(parts) == 3:
        metal, energy = int(parts[2]), cost - int(parts[2])
        player = pay(player, metal, energy)
        paid = f", paying {amount(metal, energy)}"
    target = neighbour(state, state.robot, parts[1])
    state = replace(set_player(state, seat, player), robot=target, robot_steps=state.robot_steps + 1)
    lines.append(
        line(
            f"{{s{seat}}} moves the robot {parts[1]} to {region_name(target)}{paid}.",
            "snail-log-robot-moves",
            seat=seat_arg(seat),
            direction=parts[1],
            region=region_words(target),
            paid=paid_words(metal, energy),
        )
    )
    return next_robot_step(state, lines)


# ---- combat and the robot's rebuild ----------------------------------------------------------------


def weapon_choices(state: GiantSnailState, seat: int) -> list[str]:
    """Ruling 28: each built weapon fires at most once per combat, paying its cost."""
    p = state.players[seat]
    codes = []
    for tech in p.armed:
        card = catalog().tech_by_id(tech)
        if tech not in state.fired and can_pay(p, card.fire_metal, card.fire_energy):
            codes.append(f"fire.{tech}")
    return [*codes, "done"] if codes else []


def begin_combat(state: GiantSnailState, lines: Log) -> GiantSnailState:
    if state.snail > 0 and state.robot == state.snail:
        lines.append(
            line(
                f"The robot faces the snail on {region_name(state.robot)}: combat!",
                "snail-log-combat",
                region=region_words(state.robot),
            )
        )
        players = tuple(replace(p, passed=False) for p in state.players)
        return next_weapon(replace(state, players=players, phase="weapons", fired=()), lines)
    return begin_robot_rebuild(state, lines)


def next_weapon(state: GiantSnailState, lines: Log) -> GiantSnailState:
    for seat in seats_from(state.leader):
        if not state.players[seat].passed and weapon_choices(state, seat):
            return replace(state, turn=seat)
    # The robot's base damage, after the weapons, whether or not any fired.
    state = damage(state, catalog().robot_base_damage, None, lines)
    return begin_robot_rebuild(state, lines)


def play_weapon(state: GiantSnailState, seat: int, code: str, lines: Log) -> GiantSnailState:
    player = state.players[seat]
    if code == "done":
        return next_weapon(set_player(state, seat, replace(player, passed=True)), lines)
    tech = code.split(".")[1]
    card = catalog().tech_by_id(tech)
    state = set_player(state, seat, pay(player, card.fire_metal, card.fire_energy))
    state = replace(state, fired=(*state.fired, tech))
    lines.append(
        line(
            f"{{s{seat}}} fires the {card.name}, paying {amount(card.fire_metal, card.fire_energy)}.",
            "snail-log-fires",
            seat=seat_arg(seat),
            card=tech_words(tech),
            amount=amount_words(card.fire_metal, card.fire_energy),
        )
    )
    state = damage(state, card.damage, seat, lines)
    if state.snail == DEAD:
        return begin_robot_rebuild(state, lines)
    return next_weapon(state, lines)


def begin_robot_rebuild(state: GiantSnailState, lines: Log) -> GiantSnailState:
    """After the snail's death the leader may rebuild the region the robot stands on, meeting the other
    requirements of a rebuild (rulebook "Rebuilding Regions"; ruling 30: a leader's worker on it)."""
    if (
        state.snail == DEAD
        and state.robot
        and can_rebuild(state, state.regions[state.robot - 1], state.leader)
    ):
        return replace(state, phase="rebuild", turn=state.leader)
    return begin_cleanup(state, lines)


def rebuild_choices(state: GiantSnailState) -> list[str]:
    """The leader's robot rebuild (ruling 30): each way to pay it, or not."""
    return [*rebuilding.rebuild_codes(state, state.robot, state.leader), "done"]


def play_rebuild(state: GiantSnailState, seat: int, code: str, lines: Log) -> GiantSnailState:
    if code != "done":
        state = rebuilding.rebuild(state, seat, code, lines, factory_worker=False)
        if state.pending:  # the leader places the returning workers first (rebuilding.play_place)
            return state
    return begin_cleanup(state, lines)
