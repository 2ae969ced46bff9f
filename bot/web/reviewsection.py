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

from bot.ai.coach import mistake_threshold
from bot.i18n import Speaker, named
from bot.render.chart import review_chart
from bot.render.pictures import Picture
from bot.session.game import Game
from bot.session.records import Assistance, SessionStatus
from bot.session.review import Review, ReviewStatus, summary_counts
from bot.web.access import Access, NotFound
from bot.web.addresses import Addresses
from bot.web.limits import Limits
from bot.web.pagewords import LANG, PageWords, chosen
from bot.web.reader import Reader, drawing_version

CHARTS = 32  # charts kept drawn


class Reviews:
    def __init__(self, access: Access, addresses: Addresses, reader: Reader, limits: Limits) -> None:
        self.access = access
        self.addresses = addresses
        self.reader = reader
        self.limits = limits
        self._charts: OrderedDict[tuple[str, ...], Picture] = OrderedDict()

    def chart_url(self, token: str, language: str) -> str:
        return f"{self.addresses.base}/g/{token}/review.png?v={drawing_version()}&{LANG}={language}"

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

    async def chart(self, game: Game, review: Review, language: str) -> Picture:
        """The review's chart, its words in ``language``."""
        key = (game.id, "|".join(game.names), drawing_version(), language)
        kept = self._charts.get(key)
        if kept is not None:
            self._charts.move_to_end(key)
            return kept
        steps = [p.step for p in review.chart]
        count = max(steps, default=0) + 1
        values = [p.values for p in review.chart]
        drawn = await self.reader.run(
            review_chart, game.names, steps, count, values, review.points, Speaker(language)
        )
        self._charts[key] = drawn
        while len(self._charts) > CHARTS:
            self._charts.popitem(last=False)
        return drawn

    async def chart_image(self, request: web.Request) -> web.StreamResponse:
        """``/g/{token}/review.png``: the chart of a finished game's review, in the language its page asked
        for (else the table's)."""
        token = request.match_info["token"]
        game, _replay = await self.access.open_game(token)
        review = await self.stored(game)
        if not isinstance(review, Review):
            raise NotFound()
        language = chosen(request) or game.session.table_language
        if (game.id, "|".join(game.names), drawing_version(), language) not in self._charts:
            self.limits.picture(request)
        drawn = await self.chart(game, review, language)
        return web.Response(body=drawn.png, content_type="image/png", headers={"Cache-Control": "no-cache"})

    async def public_section(self, game: Game, token: str, say: PageWords) -> dict[str, Any] | None:
        """What the game's page shows of the review (None: nothing, the game is not over), in ``say``'s
        language, its chart's picture too."""
        review = await self.stored(game)
        if review is None:
            return None if game.status != SessionStatus.FINISHED else {"ready": False, "note": say(NOT_ASKED)}
        if not isinstance(review, Review):
            return {"ready": False, "note": say(PENDING if review == ReviewStatus.PENDING else FAILED)}
        drawn = await self.chart(game, review, say.language)
        return {
            "ready": True,
            "points": bool(review.points),
            "coached": _coached(game.session.assistance),
            "chart": {
                "src": self.chart_url(token, say.language),
                "alt": drawn.alt_text,
                "width": drawn.width,
                "height": drawn.height,
            },
        }

    async def private_section(
        self, game: Game, token: str, seat: int, say: PageWords, lang: str | None = None
    ) -> dict[str, Any] | None:
        """What a seat's private page shows of its own decisions (None: the game is not over), in
        ``say``'s language; its links keep ``lang``, the language its viewer chose."""
        review = await self.stored(game)
        if review is None:
            return None if game.status != SessionStatus.FINISHED else {"ready": False, "note": say(NOT_ASKED)}
        if not isinstance(review, Review):
            return {"ready": False, "note": say(PENDING if review == ReviewStatus.PENDING else FAILED)}
        mine = review.of_seat(seat)
        judged, fine, marked = summary_counts(mine)
        points = review.points

        def line(d: Any) -> dict[str, Any]:
            return {
                "step": d.step + 1,
                "played": say.either(game.fill(d.played_label), named(d.played_words, game.names)),
                "best": say.either(game.fill(d.best_label), named(d.best_words, game.names)),
                "before": _value(d.before, points, say),
                "after": _value(d.after, points, say),
                "agreed": d.agreed,
                "marked": d.marked,
                "url": self.addresses.private_url(token, d.step + 1, lang),
            }

        return {
            "ready": True,
            "judged": judged,
            "agreed": sum(1 for d in mine if d.agreed),
            "close": fine - sum(1 for d in mine if d.agreed),
            "marked": marked,
            "least": say.words(mistake_threshold(points)),
            "points": bool(points),
            "drops": [line(d) for d in review.largest_drops(seat)],
            "all": [line(d) for d in mine],
        }


NOT_ASKED = "web-review-not-asked"
PENDING = "web-review-pending"
FAILED = "web-review-failed"


def _coached(assistance: Assistance) -> str:
    """Why a game is not rated, as the review's sentence chooses it (web-review-intro)."""
    if assistance == Assistance.PRACTICE:
        return "practice"
    if assistance == Assistance.HINTS:
        return "hints"
    return "none"


def _value(value: float, points: float | None, say: PageWords) -> str:
    """A chance ("48%") or, solo, an expected score ("42 points"), as ``value_words`` says it in English."""
    if points:
        return say("web-review-points", points=round(value))
    return say("web-review-chance", percent=round(value * 100))
