"""A tournament's page (``/t/{token}``, docs/web.md): its standings, its rounds, and each table with its
players and a Watch link while it runs or a Replay link once it is over, under the same rules as the
companion's other pages: opened only by a signed link whose server still shows its pages (one "not found"
for everything else), read through the companion's own storage, never written.
"""

from __future__ import annotations

from typing import Any

from aiohttp import web

from bot.session import ranking
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
        rounds = []
        for number in range(record.current_round, 0, -1):  # the newest round first
            tables = []
            for table in tournament.round_tables(number):
                url = None
                if table.session_id is not None:
                    url = self.addresses.game_url(self.access.signer.game(table.session_id, epoch))
                tables.append(
                    {
                        "number": table.number,
                        "players": [names.get(u, name) for u, name in table.players],
                        "url": url,
                        "link": "Replay" if table.ended else "Watch",
                        "state": "opening",
                    }
                )
            byes = [names.get(b.user_id, "?") for b in tournament.byes if b.round == number]
            rounds.append({"number": number, "tables": tables, "byes": byes})
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
            "og": None,
            "private": False,
        }
