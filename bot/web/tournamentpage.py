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

from bot.render import crosstablepicture as words
from bot.session import ranking
from bot.session.crosstable import Cell, CellKind, Crosstable, crosstable
from bot.session.organisedplay import FORMAT_WORDS, Tournament, TournamentStatus
from bot.session.ranking import points_text
from bot.web.access import Access, NotFound
from bot.web.addresses import Addresses
from bot.web.limits import Limits
from bot.web.pages import Pages, html
from bot.web.reader import Reader


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
        return html(
            self.pages.render("tournament.html", **self.context(tournament, claim.epoch)), cache="no-cache"
        )

    def context(self, tournament: Tournament, epoch: int) -> dict[str, Any]:
        """What the page shows, from the tournament as stored."""
        record, settings = tournament.record, tournament.settings
        standings = ranking.standings(tournament)
        spec = self.reader.catalogue.get(settings.game)
        total = record.total_rounds or settings.rounds
        progress = {
            TournamentStatus.SIGNUP: "sign-up open",
            TournamentStatus.FINISHED: "final standings",
            TournamentStatus.CANCELLED: "cancelled",
        }.get(record.status, f"round {record.current_round} of {total}")
        names = tournament.names

        def url(session_id: str | None) -> str | None:
            if session_id is None:
                return None
            return self.addresses.game_url(self.access.signer.game(session_id, epoch))

        rounds = []
        for number in range(record.current_round, 0, -1):  # the newest round first
            tables = [
                {
                    "number": table.number,
                    "players": [names.get(u, name) for u, name in table.players],
                    "url": url(table.session_id),
                    "link": "Replay" if table.ended else "Watch",
                    "state": "opening",
                }
                for table in tournament.round_tables(number)
            ]
            byes = [names.get(b.user_id, "?") for b in tournament.byes if b.round == number]
            rounds.append({"number": number, "tables": tables, "byes": byes})
        cross = crosstable(tournament, standings) if record.current_round else None
        return {
            "name": settings.name,
            "game": spec.title if spec is not None else settings.game,
            "format": f"{FORMAT_WORDS[settings.format]}, tables of {settings.table_size}",
            "progress": progress,
            "standings": [
                {
                    "place": line.place,
                    "name": line.name,
                    "left": line.dropped,
                    "points": points_text(line.points),
                    "mates": points_text(line.mates),
                    "played": line.played,
                    "score": f"{line.score:g}",
                    "byes": line.byes,
                }
                for line in standings.lines
            ],
            "rounds": rounds,
            "bye": {0.0: "0", 0.5: "½", 1.0: "1"}.get(settings.bye_points, "½"),
            "crosstable": None if cross is None else crosstable_context(cross, names, url),
            "og": None,
            "private": False,
        }


def crosstable_context(
    table: Crosstable, names: dict[int, str], url: Callable[[str | None], str | None]
) -> dict[str, Any]:
    """The crosstable as the page's table shows it: a row per player, a cell per round with its result
    in words and the table it was played at, with its table-mates by name and a link to its game."""
    return {
        "rounds": list(range(1, table.rounds + 1)),
        "lines": [
            {
                "number": line.number,
                "name": line.name,
                "standing": words.standing_words(line),
                "points": words.total_words(line.points),
                "cells": [_cell(cell, names, url) for cell in line.cells],
            }
            for line in table.lines
        ],
    }


def _cell(cell: Cell, names: dict[int, str], url: Callable[[str | None], str | None]) -> dict[str, Any]:
    result = {
        CellKind.RUNNING: "playing",
        CellKind.NOT_PAIRED: words.absence_words(cell),
    }.get(cell.kind) or words.result_words(cell)
    if cell.kind == CellKind.ABANDONED:
        result += " (table abandoned)"
    elif cell.kind == CellKind.PLAYED:
        result += f" · {words.place_words(cell)}"
    return {
        "result": result,
        "table": cell.table,
        "url": url(cell.session_id) if cell.table is not None else None,
        "mates": [names.get(u, "?") for u in cell.mate_ids],
    }
