"""Hints, reviews, replays and log pages in their reader's language (docs/localisation.md, "Whose
language"): each is answered privately, so it is in the language of whoever asked, whatever the table's.

- Through the fake Discord with the test game (Secret Cards, whose own moves and lines are English only):
  a German reader and a Japanese one each get the hint, the log page, the review (its chart's alt text
  too), the replay's step and the refusals in their language.
- A game of Gentoo Rules, every word of which has a catalogue message, read in the pseudo-language
  (bot/i18n/pseudo.py): no word of a hint, a log page, a replay's step (with the reader's hand) or a review
  (its overview and a mistake's page, the chart's alt text included) comes from anywhere but a catalogue.
- The coach's reasons: every part of every game's judgement (``Engine.heuristic_terms``) has words in
  every language, and the English catalogue says exactly what the coach's English says.
"""

from __future__ import annotations

import random
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot.ai.reasons import part_words
from bot.discordside.gate import Gate
from bot.discordside.message import Message as Sent
from bot.i18n import LANGUAGES, Speaker, catalogues, said
from bot.i18n.pseudo import PSEUDO
from bot.render import draw as d
from bot.render.chart import review_chart
from bot.session.records import Change
from bot.session.review import ChartPoint, Decision, Review
from cogs.past.past import Past
from engines import ENGINES
from engines.phrasing import Words
from support.coaching import answered, ask_for_a_hint, custom_id, review_of, secret_lobby, start
from support.fakediscord import FakeDiscord
from support.harness import World, ephemeral_text, latest_board, open_game, running_bot, settle
from support.playing import Table, play_secret_cards
from support.pseudo import leaks

pytestmark = pytest.mark.slow


async def test_a_hint_a_log_page_a_review_and_a_replay_are_in_each_readers_language(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        session = await start(fake, world, bot, await secret_lobby(fake, world, hints=True))
        world.alice.locale, world.bob.locale, world.dana.locale = "de", "ja", "de"
        game = await bot.services.games.load(session)
        alice, bob = (game.session.seats_of(u.id)[0] for u in (world.alice, world.bob))
        board = latest_board(fake, world.channel)
        assert board is not None
        # The table is English; each hint is in its asker's language.
        for user, seat, title, words in (
            (world.alice, alice, "Tipp für", ("Gewinnchance", "kein Versprechen")),
            (world.bob, bob, "へのヒント：", ("勝率", "保証ではありません")),
        ):
            hint = await answered(fake, await ask_for_a_hint(fake, world, user, session), "a hint")
            shown = hint.embeds[0]
            assert title in shown["title"] and game.names[seat] in shown["title"]
            assert all(w in shown["description"] for w in words), shown["description"]
            assert "chance to win" not in hint.text()
        onlooker = await fake.click(world.dana, board, f"hint:{session}")
        assert ephemeral_text(onlooker) == "Tipps gibt es nur für die Spielenden dieses Spiels."
        # The log's page: its frame in the reader's language (the test game's own lines are English only).
        for user, title, footer in (
            (world.alice, ": Spielverlauf", "Seite 1 von 1 · "),
            (world.bob, "：記録", "1 / 1 ページ · "),
        ):
            log = (await fake.slash(user, world.channel, "game", ["log"], {})).response
            assert log is not None and log.embeds[0]["title"].endswith(title)
            assert log.embeds[0]["footer"]["text"].startswith(footer)
        table = await Table.seated(fake, bot, world.channel, session, [world.alice, world.bob])
        game = await play_secret_cards(table)
        assert game.outcome is not None
        await review_of(bot, session)
        result = next(m for m in fake.messages(world.channel) if "game over" in m.content)
        # The review: the chart (its alt text too) and the reader's own decisions.
        de = (await fake.click(world.alice, result, f"review:{session}:0")).response
        assert de is not None and de.content.startswith("**Analyse von ")
        assert [e["title"] for e in de.embeds][1] == f"Deine Entscheidungen ({game.names[alice]})"
        assert de.embeds[0]["title"].endswith(": Gewinnchance, Schritt für Schritt")
        assert "Mit erlaubten KI-Tipps gespielt: nicht gewertet." in de.embeds[0]["description"]
        alt = de.attachment("review.png").description or ""
        assert alt.startswith("Diagramm der Gewinnchance aller Spielenden über die ")
        assert "Die KI hat " in de.embeds[1]["description"]
        ja = (await fake.click(world.bob, result, f"review:{session}:0")).response
        assert ja is not None and ja.content.startswith(f"**{game.title}の振り返り**")
        assert [e["title"] for e in ja.embeds][1] == f"あなたの判断（{game.names[bob]}）"
        assert "勝率のグラフ" in (ja.attachment("review.png").description or "")
        refused = await fake.click(world.dana, result, f"review:{session}:1", check=False)
        assert ephemeral_text(refused) == (
            "Nur wer in diesem Spiel mitgespielt hat, hat in seiner Analyse eigene Entscheidungen."
        )
        # The replay: its header, its buttons and menu, the reader's hand.
        for reader, header, forward, mine in (
            (world.alice, "**Wiederholung von ", "Weiter", "Meine Hand zeigen"),
            (world.bob, f"**{game.title}のリプレイ**", "進む", "自分の手札を表示"),
        ):
            step = (await fake.slash(reader, world.channel, "game", ["replay"], {"step": 2})).response
            assert step is not None and step.content.startswith(header), step
            labels = [b.get("label") for b in step.buttons()]
            assert forward in labels and mine in labels, labels
        de_step = (await fake.slash(world.alice, world.channel, "game", ["replay"], {})).response
        assert (
            de_step is not None and "Schritt 1 von " in de_step.content and "(der Anfang)" in de_step.content
        )
        gone = await fake.slash(world.alice, world.channel, "game", ["replay"], {"id": "nope"})
        assert ephemeral_text(gone) == said(Words(id="refusal-no-such-game", args={"game": "nope"}), "de")


class Shown:
    """A message as the bot built it (``bot.discordside.message.Message``), read as tests/support/pseudo.py
    reads the fake Discord's."""

    def __init__(self, message: Sent) -> None:
        self.content = message.content or ""
        self.embeds = [e.to_dict() for e in message.embeds]
        self.attachments = [SimpleNamespace(description=a.description) for a in message.attachments]
        self.items: list[Any] = list(message.view.children) if message.view is not None else []

    def buttons(self) -> list[dict[str, Any]]:
        return [{"label": b.label or ""} for b in self.items if isinstance(b, discord.ui.Button)]

    def selects(self) -> list[dict[str, Any]]:
        return [
            {"placeholder": s.placeholder or "", "options": [{"label": o.label} for o in s.options]}
            for s in self.items
            if isinstance(s, discord.ui.Select)
        ]


async def test_gentoos_hint_log_replay_and_review_say_nothing_outside_the_catalogues(
    fake: FakeDiscord, world: World, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def pseudo_reader(self: Gate, interaction: Any) -> str:
        return PSEUDO

    monkeypatch.setattr(Gate, "language", pseudo_reader)  # every reader reads the pseudo-language
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        lobby = await open_game(fake, world, "gentoo", [world.bob])
        menu = custom_id(fake.message(lobby.id), "lobbyclock:")
        assert menu is not None
        await fake.select(world.alice, fake.message(lobby.id), menu, ["hints=on"])
        lobby = fake.message(lobby.id)
        starting = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        session = starting.split(":")[1]
        await bot.services.games.change(session, lambda game: Change(language=PSEUDO))
        await fake.click(world.alice, lobby, starting)
        await fake.wait_for(lambda: latest_board(fake, world.channel), what="the first board")
        await settle(fake)
        game = await bot.services.games.load(session)
        names = game.names
        seen: list[Any] = []

        def check(message: Any) -> None:
            found = leaks([message], names)
            assert found == {}, found
            seen.append(message)

        # A hint for whoever is to act, on the live board.
        seat = min(game.to_act)
        user = next(u for u in (world.alice, world.bob) if game.session.seats[seat].user_id == u.id)
        board = latest_board(fake, world.channel)
        assert board is not None
        hint = await answered(fake, await fake.click(user, board, f"hint:{session}"), "the hint")
        check(hint)
        assert "[" in hint.embeds[0]["description"]
        # A few moves, then the log's page.
        table = await Table.seated(fake, bot, world.channel, session, [world.alice, world.bob])
        await table.play_to_the_end(
            random.Random(5), places=("live",), until=lambda g: g.session.position >= 6, max_clicks=40
        )
        log = (await fake.slash(world.alice, world.channel, "game", ["log"], {})).response
        assert log is not None
        check(log)
        # Abandoned, it can be replayed: a step, the reader's hand at it, the next one.
        await fake.slash(world.alice, world.channel, "game", ["abandon"], {})
        await settle(fake)
        replay = await fake.slash(world.alice, world.channel, "game", ["replay"], {"id": session, "step": 2})
        step = replay.response
        assert step is not None
        check(step)
        mine = custom_id(step, "replay:") and next(c for c in step.custom_ids() if c.endswith(":mine"))
        assert mine
        await fake.click(world.alice, step, mine)
        check(fake.message(step.id))
        # A review of it, as the review's pages say it (a game must finish to be reviewed through Discord;
        # its pages are the same for this one): the overview with the chart, and a mistake's page.
        game = await bot.services.games.load(session)
        actions = await bot.storage.actions.actions(session)
        clicked = next(a for a in actions if a.user_id is not None)
        states = list(bot.services.games.states(game, actions[: clicked.idx]))
        state = states[-1] if states else None
        assert state is not None
        engine = game.engine
        choices = [
            a for a in engine.legal_actions(state, clicked.seat) if engine.action_id(a) != clicked.action_id
        ]
        other = choices[0] if choices else engine.parse_action(clicked.action_id)
        played = engine.parse_action(clicked.action_id)
        decision = Decision(
            clicked.idx,
            clicked.idx,
            1,
            clicked.seat,
            clicked.action_id,
            engine.label(state, played),
            engine.action_id(other),
            engine.label(state, other),
            0.7,
            0.2,
            True,
            engine.label_words(state, played),
            engine.label_words(state, other),
        )
        review = Review((ChartPoint(0, (0.5, 0.5)), ChartPoint(3, (0.7, 0.3))), (decision,), None, 1.0)
        pages = next(c for c in bot.cogs.values() if isinstance(c, Past)).review_pages
        say = Speaker(PSEUDO)
        check(Shown(await pages.overview(game, review, clicked.seat, say)))
        check(Shown(await pages.drop(game, review, clicked.seat, 1, say)))
        check(Shown(pages.pending(game, say)))
        assert len(seen) == 7


def test_every_part_of_every_games_judgement_has_words_in_every_language() -> None:
    """The coach's reasons name the part of a game's judgement a move raises most: each part the games
    give, on states of seeded random playouts, is a message of every language, its English the coach's."""
    found = catalogues()
    parts: set[str] = set()
    for key, engine in ENGINES.items():
        rng = random.Random(key)
        for players in range(max(2, engine.min_players), min(4, engine.max_players) + 1):
            state: Any = engine.new_game(players, rng.getrandbits(32))
            for _ in range(300):
                for seat in range(players):
                    parts |= set(engine.heuristic_terms(state, seat))
                if engine.outcome(state) is not None:
                    break
                seat = min(engine.current_seats(state))
                state = engine.apply(state, seat, rng.choice(list(engine.legal_actions(state, seat))))
    assert len(parts) > 30
    for part in sorted(parts):
        words = part_words(part)
        assert said(words) == part
        for language in LANGUAGES:
            assert found.has(words.id, language), (part, language)
    two = Speaker("de").words(part_words("wins votes"))
    assert two == "bringt Stimmen"


def test_the_review_chart_is_drawn_in_the_readers_language(tmp_path: Path) -> None:
    """The chart's title, axis and legend in German and Japanese, readable on a phone, its alt text too."""
    names = ["Alice", "Bartholomew Penguinsworth III", "Zoë Ørsted", "ペンギン太郎"]
    steps = list(range(0, 60, 3))
    rng = random.Random(2)
    values = [tuple(rng.random() for _ in names) for _ in steps]
    for language, starts in (("de", "Diagramm der Gewinnchance"), ("ja", "ゲームの60ステップ")):
        with d.measuring() as measured:
            picture = review_chart(names, steps, 60, values, None, Speaker(language))
        [image] = measured.images
        assert image.problems() == []
        assert picture.alt_text.startswith(starts), picture.alt_text
        (tmp_path / f"chart-{language}.png").write_bytes(picture.png)
    solo = review_chart(["Alice"], [0, 5], 6, [(20.0,), (41.0,)], 150.0, Speaker("de"))
    assert "erwarteten Punktzahl" in solo.alt_text and "41 bei Schritt 6" in solo.alt_text
