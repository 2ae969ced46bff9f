"""One battle of Grim Prospects, judged and told: the Employed Thug's side against the Employed Guard's
(rulebook phases 3-4; rulings 11 and 13, ruling GP-5), and its log lines.
"""

from __future__ import annotations

from engines.base import LogLine, replace
from engines.english import noun
from engines.grimprospects.choices import Picks
from engines.grimprospects.data import faction_of, power
from engines.grimprospects.models import BattleRecord, Faction, Force, PlayerState
from engines.grimprospects.narrate import FACTION_NAME, FACTION_PLURAL, card_list, signed
from engines.logwords import line
from engines.phrasing import Listed, Words, WordsArg, seat_arg


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


def _force_words(force: Force, versus: Faction | None, role: str) -> tuple[str, Words]:
    """The cards of one side of a battle and their power, in English and as a message."""
    assert force.employed is not None
    parts: list[str] = []
    said: list[Words] = []
    for kind, label, cards in (
        ("employed", f"Employed {role}", (force.employed,)),
        ("shadow", "Shadow", force.shadows),
        ("loitering", f"Loitering {role}", force.loiterers),
    ):
        for card_id in cards:
            args: dict[str, WordsArg] = {"kind": kind, "role": role.lower(), "card": card_id, "known": False}
            if versus is None:
                parts.append(f"{label} {card_id}")
            else:
                parts.append(f"{label} {card_id} ({signed(power(card_id, versus))})")
                args.update(known=True, power=signed(power(card_id, versus)))
            said.append(Words(id="grim-force-card", args=args))
    text = ", ".join(parts)
    if force.power is not None:
        text += f": power {force.power}"
    args = {"cards": Listed.of(said, "narrow"), "summed": force.power is not None, "power": force.power or 0}
    return text, Words(id="grim-force", args=args)


def narrate_battle(record: BattleRecord) -> list[LogLine]:
    a, d = record.attacker, record.defender
    thugs, guards = record.thugs, record.guards
    attacker, defender = seat_arg(a), seat_arg(d)
    if record.result == "no_battle":
        return [
            line(
                f"Nobody fights over {{s{d}}}'s tunnel: neither {{s{a}}} nor {{s{d}}} placed a miner.",
                "grim-log-no-battle",
                attacker=attacker,
                defender=defender,
            )
        ]
    lines: list[LogLine] = []
    header = f"Battle for {{s{d}}}'s tunnel, attacked by {{s{a}}}."
    lines.append(line(header, "grim-log-battle", attacker=attacker, defender=defender))
    for force, other, seat, role, ids in (
        (thugs, guards, a, "Thug", ("grim-log-thugs", "grim-log-no-thug")),
        (guards, thugs, d, "Guard", ("grim-log-guards", "grim-log-no-guard")),
    ):
        if force.employed is None:
            lines.append(line(f"{{s{seat}}} placed no Employed {role}.", ids[1], seat=seat_arg(seat)))
            continue
        versus = faction_of(other.employed) if other.employed is not None else None
        vs_text = f" against the {FACTION_PLURAL[versus]}" if versus is not None else ""
        own = faction_of(force.employed)
        cards, cards_words = _force_words(force, versus, role)
        lines.append(
            line(
                f"{{s{seat}}}'s {FACTION_NAME[own]} {role.lower()}s{vs_text}: {cards}.",
                ids[0],
                seat=seat_arg(seat),
                faction=own,
                versus=versus or "none",
                cards=cards_words,
            )
        )
    if record.result == "held":
        if thugs.employed is None:
            why, reason = f"{{s{d}}} wins: only {{s{d}}} played cards", "alone"
        elif thugs.power == guards.power:
            why, reason = f"A tie goes to the Inheritor, {{s{d}}}", "tie"
        else:
            why, reason = f"{{s{d}}}'s guards are stronger", "stronger"
        lines.append(line(f"{why}; the tunnel holds.", "grim-log-held", defender=defender, why=reason))
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
        lines.append(
            line(
                text + ".",
                "grim-log-collapse",
                attacker=attacker,
                defender=defender,
                why="alone" if guards.employed is None else "stronger",
                gems=len(record.captured),
                cards=Listed.of(record.captured),
                shovel=record.shovel or "",
                saved=record.shovel is not None,
            )
        )
    return lines
