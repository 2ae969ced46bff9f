"""A tournament's page (``/t/{token}``, docs/web.md): its standings, its crosstable (each player's every
round: the points, and who sat at the table, linked to the table's game), its rounds, and each table with
its players and a Watch link while it runs or a Replay link once it is over, under the same rules as the
companion's other pages: opened only by a signed link whose server still shows its pages (one "not found"
for everything else), read through the companion's own storage, never written.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from aiohttp import web

from bot.render.crosstablepicture import points_words, result_words
from bot.render.standingspicture import points_words as points_with_unit
from bot.session import ranking
from bot.session.crosstable import Absence, Cell, CellKind, CrossLine, Crosstable, crosstable
from bot.session.organisedplay import Format, Tournament, TournamentStatus, Withdrawal
from bot.session.ranking import points_text
from bot.web.access import Access, NotFound
from bot.web.addresses import Addresses
from bot.web.limits import Limits
from bot.web.pages import Pages, html
from bot.web.pagewords import PageWords, chosen
from bot.web.reader import Reader
from engines.phrasing import Listed, Words


class TournamentPage:
    def __init__(
        self, access: Access, addresses: Addresses, reader: Reader, pages: Pages, limits: Limits
    ) -> None:
        self.access = access
        self.addresses = addresses
        self.reader = reader
        self.pages = pages
        self.limits = limits

    async def tournament_page(self, request: web.Request) -> web.StreamResponse:
        self.limits.page(request)
        claim = await self.access.open_tournament(request.match_info["token"])
        tournament = await self.reader.storage.tournaments.get(claim.tournament_id)
        if tournament is None or tournament.record.guild_id != claim.guild_id:
            raise NotFound()
        lang = chosen(request)
        # The viewer's choice, else the tournament's own language where one is stored, else English.
        say = PageWords(lang or getattr(tournament.record, "language", None) or "en")
        context = self.context(tournament, claim.epoch, say, lang)
        return html(self.pages.render("tournament.html", say, request.query, **context), cache="no-cache")

    def context(
        self, tournament: Tournament, epoch: int, say: PageWords | None = None, lang: str | None = None
    ) -> dict[str, Any]:
        """What the page shows, from the tournament as stored, in ``say``'s language (default English);
        its links keep ``lang``, the language its viewer chose."""
        say = say or PageWords("en")
        record, settings = tournament.record, tournament.settings
        standings = ranking.standings(tournament)
        spec = self.reader.catalogue.get(settings.game)
        total = record.total_rounds or settings.rounds
        progress = say(
            "web-tournament-progress",
            status=PROGRESS.get(record.status, "playing"),
            round=record.current_round,
            rounds=total,
        )
        names = tournament.names

        def url(session_id: str | None) -> str | None:
            if session_id is None:
                return None
            return self.addresses.game_url(self.access.signer.game(session_id, epoch), None, lang)

        rounds = []
        for number in range(record.current_round, 0, -1):  # the newest round first
            tables = [
                {
                    "number": table.number,
                    "players": [names.get(u, name) for u, name in table.players],
                    "url": url(table.session_id),
                    "link": say("web-tournament-replay" if table.ended else "web-tournament-watch"),
                    "state": say("web-tournament-opening"),
                }
                for table in tournament.round_tables(number)
            ]
            byes = [names.get(b.user_id, "?") for b in tournament.byes if b.round == number]
            rounds.append({"number": number, "tables": tables, "byes": byes})
        cross = crosstable(tournament, standings) if record.current_round else None
        return {
            "name": settings.name,
            "game": spec.title if spec is not None else settings.game,
            "format": say(
                "web-tournament-format",
                format="swiss" if settings.format == Format.SWISS else "round-robin",
                size=settings.table_size,
            ),
            "progress": progress,
            "standings": [
                {
                    "place": line.place,
                    "name": line.name,
                    "left": line.dropped,
                    "points": points_with_unit(points_text(line.points), say.speaker),
                    "mates": points_text(line.mates),
                    "played": line.played,
                    "score": f"{line.score:g}",
                    "byes": line.byes,
                }
                for line in standings.lines
            ],
            "rounds": rounds,
            "bye": {0.0: "0", 0.5: "½", 1.0: "1"}.get(settings.bye_points, "½"),
            "crosstable": None if cross is None else crosstable_context(cross, names, url, say),
            "og": None,
            "private": False,
        }


PROGRESS = {
    TournamentStatus.SIGNUP: "signup",
    TournamentStatus.FINISHED: "finished",
    TournamentStatus.CANCELLED: "cancelled",
}


def crosstable_context(
    table: Crosstable,
    names: dict[int, str],
    url: Callable[[str | None], str | None],
    say: PageWords | None = None,
) -> dict[str, Any]:
    """The crosstable as the page's table shows it: a row per player, a cell per round with its result
    in words and the table it was played at, with its table-mates by name and a link to its game."""
    say = say or PageWords("en")
    return {
        "rounds": list(range(1, table.rounds + 1)),
        "lines": [
            {
                "number": line.number,
                "name": line.name,
                "standing": _standing(line, say),
                "points": points_text(line.points),
                "cells": [_cell(cell, names, url, say) for cell in line.cells],
            }
            for line in table.lines
        ],
    }


def _standing(line: CrossLine, say: PageWords) -> str:
    """What a line's number does not say: a shared place, a late joiner, a player who left or was
    withdrawn ("place =2, joined round 3")."""
    parts = [Words(id="web-cross-shared", args={"place": line.place})] if line.shared else []
    if line.joined_round > 1:
        parts.append(Words(id="web-cross-joined", args={"round": line.joined_round}))
    if line.withdrawn is not None:
        parts.append(
            Words(id="web-cross-left" if line.withdrawn == Withdrawal.LEFT else "web-cross-withdrawn")
        )
    return say("web-cross-standing", parts=Listed.of(parts, "narrow")) if parts else ""


def _cell(
    cell: Cell, names: dict[int, str], url: Callable[[str | None], str | None], say: PageWords
) -> dict[str, Any]:
    if cell.kind == CellKind.RUNNING:
        result = say("web-cross-playing")
    elif cell.kind == CellKind.NOT_PAIRED:
        why = {Absence.JOINED_LATER: "joined", Absence.WITHDRAWN: "withdrawn"}.get(
            cell.absence or Absence.UNKNOWN
        )
        result = say("web-cross-not-paired", why=why or "unknown")
    elif cell.kind == CellKind.ABANDONED:
        scored = cell.points is not None
        points = points_words(cell.points) if cell.points is not None else ""
        result = say("web-cross-abandoned", scored=scored, points=points)
    elif cell.kind == CellKind.PLAYED and cell.place is not None:
        result = say(
            "web-cross-played",
            points=result_words(cell),
            place=cell.place,
            seats=cell.seats,
            ordinal=say.ordinal(cell.place),
        )
    else:
        result = result_words(cell)  # points as numbers ("1", "½"), or a dash
    return {
        "result": result,
        "table": cell.table,
        "url": url(cell.session_id) if cell.table is not None else None,
        "mates": [names.get(u, "?") for u in cell.mate_ids],
    }
