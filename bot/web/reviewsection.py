"""A finished game's review on its web pages (docs/web.md, "The review"): the chart of every player's chances
on the game's page, for anyone with the link (``/g/{token}/review.png``, the picture Discord shows, with
its alt text), and a seat's own decisions on its private page, each drop linking to that step of the
seat's replay, where its board and its hand then are shown. Read from the stored review
(``bot.store.reviews``), never computed or asked for here: the companion does not write.

Nothing hidden reaches a page that could not see it: the chart was estimated from what the table could
see at each step, and a seat's decisions are on its private page only.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

from aiohttp import web

from bot.render.chart import review_chart
from bot.render.pictures import Picture
from bot.session.game import Game
from bot.session.records import Assistance, SessionStatus
from bot.session.review import Review, ReviewStatus, summary_counts, value_words
from bot.web.access import Access, NotFound
from bot.web.addresses import Addresses
from bot.web.limits import Limits
from bot.web.reader import Reader, drawing_version

CHARTS = 32  # charts kept drawn


class Reviews:
    def __init__(self, access: Access, addresses: Addresses, reader: Reader, limits: Limits) -> None:
        self.access = access
        self.addresses = addresses
        self.reader = reader
        self.limits = limits
        self._charts: OrderedDict[tuple[str, ...], Picture] = OrderedDict()

    def chart_url(self, token: str) -> str:
        return f"{self.addresses.base}/g/{token}/review.png?v={drawing_version()}"

    async def stored(self, game: Game) -> Review | ReviewStatus | None:
        """The game's review when done; else its status (pending, failed); None when none was asked for
        or the game did not finish."""
        if game.status != SessionStatus.FINISHED or game.outcome is None:
            return None
        found = await self.reader.storage.reviews.get(game.id)
        if found is None:
            return None
        return (
            found.review if found.status == ReviewStatus.DONE and found.review is not None else found.status
        )

    async def chart(self, game: Game, review: Review) -> Picture:
        key = (game.id, "|".join(game.names), drawing_version())
        kept = self._charts.get(key)
        if kept is not None:
            self._charts.move_to_end(key)
            return kept
        steps = [p.step for p in review.chart]
        count = max(steps, default=0) + 1
        drawn = await self.reader.run(
            review_chart, game.names, steps, count, [p.values for p in review.chart], review.points
        )
        self._charts[key] = drawn
        while len(self._charts) > CHARTS:
            self._charts.popitem(last=False)
        return drawn

    async def chart_image(self, request: web.Request) -> web.StreamResponse:
        """``/g/{token}/review.png``: the chart of a finished game's review."""
        token = request.match_info["token"]
        game, _replay = await self.access.open_game(token)
        review = await self.stored(game)
        if not isinstance(review, Review):
            raise NotFound()
        if (game.id, "|".join(game.names), drawing_version()) not in self._charts:
            self.limits.picture(request)
        drawn = await self.chart(game, review)
        return web.Response(body=drawn.png, content_type="image/png", headers={"Cache-Control": "no-cache"})

    async def public_section(self, game: Game, token: str) -> dict[str, Any] | None:
        """What the game's page shows of the review (None: nothing, the game is not over)."""
        review = await self.stored(game)
        if review is None:
            return None if game.status != SessionStatus.FINISHED else {"ready": False, "note": NOT_ASKED}
        if not isinstance(review, Review):
            note = PENDING if review == ReviewStatus.PENDING else "This game could not be reviewed."
            return {"ready": False, "note": note}
        drawn = await self.chart(game, review)
        return {
            "ready": True,
            "what": "expected score" if review.points else "chance to win",
            "coached": _coached(game.session.assistance),
            "chart": {
                "src": self.chart_url(token),
                "alt": drawn.alt_text,
                "width": drawn.width,
                "height": drawn.height,
            },
        }

    async def private_section(self, game: Game, token: str, seat: int) -> dict[str, Any] | None:
        """What a seat's private page shows of its own decisions (None: the game is not over)."""
        review = await self.stored(game)
        if review is None:
            return None if game.status != SessionStatus.FINISHED else {"ready": False, "note": NOT_ASKED}
        if not isinstance(review, Review):
            note = PENDING if review == ReviewStatus.PENDING else "This game could not be reviewed."
            return {"ready": False, "note": note}
        mine = review.of_seat(seat)
        judged, fine, marked = summary_counts(mine)
        points = review.points

        def line(d: Any) -> dict[str, Any]:
            return {
                "step": d.step + 1,
                "played": game.fill(d.played_label),
                "best": game.fill(d.best_label),
                "before": value_words(d.before, points),
                "after": value_words(d.after, points),
                "agreed": d.agreed,
                "marked": d.marked,
                "url": self.addresses.private_url(token, d.step + 1),
            }

        return {
            "ready": True,
            "judged": judged,
            "agreed": sum(1 for d in mine if d.agreed),
            "close": fine - sum(1 for d in mine if d.agreed),
            "marked": marked,
            "what": "expected score" if points else "chance to win",
            "drops": [line(d) for d in review.largest_drops(seat)],
            "all": [line(d) for d in mine],
        }


NOT_ASKED = "Nobody has asked for this game's review yet: press Review under the game in Discord."
PENDING = "The AI is still going through this game, decision by decision; its review shows here once done."


def _coached(assistance: Assistance) -> str:
    if assistance == Assistance.PRACTICE:
        return "A practice game, with the AI's hints: not rated."
    if assistance == Assistance.HINTS:
        return "Played with the AI's hints allowed: not rated."
    return ""
