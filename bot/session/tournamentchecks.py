"""A tournament's settings checked before anything is made: each choice of the organiser that will not do is
refused with one sentence saying what to give instead (docs/tournaments.md lists the settings). Pure:
the game's engine, the settings and the time in; the settings as they will be kept out.

Decisions written down here:
- A Swiss has 3 rounds unless the organiser says otherwise; a round robin's rounds follow from its field.
- The Dutch pairing is for Swiss tournaments at tables of 2; late joining for Swiss tournaments only (a
  round robin's schedule is set at the start).
- With a calendar and no time for sign-up to close, sign-up closes when round 1 starts.
"""

from __future__ import annotations

from dataclasses import replace

from bot.i18n import Speaker, refused
from bot.session import pairing, roundplan
from bot.session.organisedplay import (
    MAX_NAME,
    MAX_SWISS_ROUNDS,
    MAX_WITHDRAW_AFTER,
    MIN_ENTRANTS,
    Format,
    Pairing,
    TournamentSettings,
    check_pairing,
    check_table_size,
)
from engines import AnyEngine


def checked(engine: AnyEngine, settings: TournamentSettings, now: float) -> TournamentSettings:
    """The organiser's choices for a tournament of ``engine``'s game, each refused with a sentence when
    it will not do; the name tidied and the defaults filled in."""
    name = " ".join(settings.name.split())[:MAX_NAME] or Speaker(settings.spoken)(
        "tournament-default-name", title=engine.title
    )
    check_table_size(engine, settings.table_size)
    smallest = pairing.smallest_table(settings.table_size, engine.min_players)
    if settings.format == Format.SWISS:
        rounds = settings.rounds if settings.rounds is not None else 3
        if not 1 <= rounds <= MAX_SWISS_ROUNDS:
            raise refused("tournament-swiss-rounds", most=MAX_SWISS_ROUNDS)
    else:
        if settings.rounds is not None:
            raise refused("tournament-roundrobin-rounds")
        rounds = None
        why = roundplan.round_robin_refusal(max(settings.max_players or 2, 2), settings.table_size, smallest)
        if why is not None:
            raise refused(why.id, **why.args)
    if settings.max_players is not None and settings.max_players < max(MIN_ENTRANTS, smallest):
        raise refused("tournament-at-least", count=max(MIN_ENTRANTS, smallest))
    if settings.signup_until is not None and settings.signup_until <= now:
        raise refused("tournament-signup-future")
    check_pairing(settings)
    if settings.pairing == Pairing.DUTCH and settings.format != Format.SWISS:
        raise refused("tournament-dutch-swiss")
    if settings.late_join and settings.format != Format.SWISS:
        raise refused("tournament-late-swiss")
    if settings.withdraw_after is not None and not 1 <= settings.withdraw_after <= MAX_WITHDRAW_AFTER:
        raise refused("tournament-withdraw-range", most=MAX_WITHDRAW_AFTER)
    first = settings.calendar.start_of(1) if settings.calendar is not None else None
    if first is not None and settings.signup_until is not None and first < settings.signup_until:
        raise refused("tournament-round-before-signup")
    if first is not None and first <= now:
        raise refused("tournament-round-past")
    # With a calendar and no time set for sign-up to close, it closes when round 1 starts.
    until = settings.signup_until if first is None or settings.signup_until is not None else first
    return replace(settings, name=name, rounds=rounds, signup_until=until)
