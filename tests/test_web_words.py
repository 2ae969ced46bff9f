"""The web companion in the table's language (bot/web/pagewords.py, bot/locales/*/web.ftl): a game's page in
German and in Japanese, the switch every page offers (?lang=), which the page's links, steps and pictures
keep, and a page in the pseudo-language with no word that did not come from a catalogue."""

from __future__ import annotations

import html
import json
import random
import re
from pathlib import Path

from aiohttp import test_utils

from bot.i18n import LANGUAGES
from bot.i18n.pseudo import PSEUDO
from bot.session.records import Change
from bot.store import Storage
from support.pseudo import untranslated
from support.webgames import GUILD, PEOPLE, new_game, path_of, play, services_on, web_client

NAMES = ("Ann", "Bo", "Cy")
OWN_NAMES = ("English", "Deutsch", "日本語")  # the switch names each language in its own words


async def text_of(client: test_utils.TestClient, url: str, status: int = 200) -> str:  # type: ignore[type-arg]
    response = await client.get(path_of(url))
    body = await response.text()
    assert response.status == status, body[:500]
    return body


async def a_game(db: Path, language: str, key: str = "gentoo", moves: int = 12) -> str:
    storage = await Storage.open(db, durable=False)
    try:
        services = services_on(storage)
        game = await new_game(services, key, len(NAMES), names=NAMES)
        await services.games.change(game.id, lambda _: Change(language=language))
        await play(services, game.id, moves, random.Random(3))
        return game.id
    finally:
        await storage.close()


def visible(page: str) -> str:
    """The text a reader sees: the body without its tags, entities as characters."""
    body = page[page.index("<body>") :]
    return html.unescape(re.sub(r"<[^>]+>", " ", body))


def lang_of(page: str) -> str:
    found = re.search(r'<html lang="([^"]+)">', page)
    assert found is not None
    return found[1]


async def test_a_german_table_s_page_is_in_german_and_its_board_too(db_path: Path) -> None:
    game_id = await a_game(db_path, "de")
    async with web_client(db_path) as (client, companion, links):
        game = await companion.reader.game(game_id)
        assert game is not None
        url = await links.game(game.session)
        assert url is not None
        page = await text_of(client, url)
        assert lang_of(page) == "de"
        assert "Gespielt von Ann, Bo und Cy" in page and "Der Spielplan" in page
        assert "Der Spielverlauf, neueste Einträge zuerst" in page and re.search(r"Schritt \d+ von \d+", page)
        assert "Live" in page and "The board" not in page and "Played by" not in page
        # The board's alt text is the renderer's in German, as the channel shows it.
        alt = re.search(r'<img id="board-img" src="([^"]+)" alt="([^"]*)"', page)
        assert alt is not None and "lang=de" in alt[1]
        english = await text_of(client, url + "?lang=en")
        english_alt = re.search(r'<img id="board-img" src="[^"]+" alt="([^"]*)"', english)
        assert english_alt is not None and english_alt[1] != alt[2]
        # The slider's step is in German too.
        event = json.loads(await text_of(client, url + "/step.json?n=1"))
        assert (
            event["step_text"].startswith("Schritt 1 von")
            and event["phase_text"] == "Wiederholung: das Spiel läuft weiter"
        )


async def test_a_japanese_table_s_page_and_a_seat_s_own_are_in_japanese(db_path: Path) -> None:
    game_id = await a_game(db_path, "ja")
    async with web_client(db_path) as (client, companion, links):
        game = await companion.reader.game(game_id)
        assert game is not None
        url, mine = await links.game(game.session), await links.private(game.session, 0, PEOPLE[0])
        assert url is not None and mine is not None
        page = await text_of(client, url)
        assert lang_of(page) == "ja"
        assert "プレイヤー：Ann、Bo、Cy" in page and '<h2 id="board-heading">盤面</h2>' in page
        assert "ログ（新しい順）" in page and re.search(r"ステップ \d+ / \d+", page)
        private = await text_of(client, mine)
        assert lang_of(private) == "ja"
        assert "あなた専用のページ" in private and "あなたは Ann としてプレイしています。" in private


async def test_every_page_offers_the_shipped_languages_and_the_choice_wins_and_is_kept(db_path: Path) -> None:
    game_id = await a_game(db_path, "de")
    async with web_client(db_path) as (client, companion, links):
        game = await companion.reader.game(game_id)
        assert game is not None
        url = await links.game(game.session)
        server = await links.server(GUILD, "The Pond")
        assert url is not None and server is not None
        page = await text_of(client, url + "?step=2")
        switch = re.findall(r'<a lang="([a-z]+)" hreflang="[a-z]+" href="([^"]+)">([^<]+)</a>', page)
        assert [(code, name) for code, _, name in switch] == [("en", "English"), ("ja", "日本語")]
        assert '<span lang="de" aria-current="page">Deutsch</span>' in page
        assert dict((code, href) for code, href, _ in switch)["ja"] == "?step=2&amp;lang=ja"
        japanese = await text_of(client, url + "?step=2&lang=ja")
        assert lang_of(japanese) == "ja" and "盤面" in japanese
        # The page's own links, its steps, its stream and its pictures keep the choice.
        for found in re.findall(
            r'(?:data-step-url|data-events|data-here|id="nav-first" href)="([^"]+)"', japanese
        ):
            assert "lang=ja" in found, found
        assert 'name="lang" value="ja"' in japanese  # the slider's form without its script
        event = json.loads(await text_of(client, url + "/step.json?n=1&lang=ja"))
        assert event["step_text"].startswith(f"ステップ 1 / {event['steps']}") and "lang=ja" in event["page"]
        assert "lang=ja" in event["board"]["src"]
        board = await client.get(path_of(event["board"]["src"]))
        assert board.status == 200 and board.content_type == "image/png"
        # English on demand; an unknown language is quietly the table's.
        assert lang_of(await text_of(client, url + "?lang=en")) == "en"
        for unknown in ("xx", "en-XA", "", "DE"):
            assert lang_of(await text_of(client, f"{url}?lang={unknown}")) == "de", unknown
        # The server page (no language chosen for the server: English) and a failure page switch too.
        assert lang_of(await text_of(client, server)) == "en"
        german = await text_of(client, server + "?lang=de")
        assert lang_of(german) == "de" and "<h1>Spiele auf dem Server The Pond</h1>" in german
        await companion.storage.servers.choose(GUILD, "ja")
        assert "<h1>The Pond のゲーム</h1>" in await text_of(client, server)
        missing = await client.get("/companion/nothing?lang=ja")
        page = await missing.text()
        assert missing.status == 404 and lang_of(page) == "ja" and "見つかりません" in page
        assert "This link does not open anything" in await (await client.get("/companion/nothing")).text()


async def test_a_pseudo_language_page_says_nothing_that_is_not_from_a_catalogue(db_path: Path) -> None:
    game_id = await a_game(db_path, PSEUDO, moves=30)
    async with web_client(db_path) as (client, companion, links):
        game = await companion.reader.game(game_id)
        assert game is not None
        url, mine = await links.game(game.session), await links.private(game.session, 1, PEOPLE[1])
        assert url is not None and mine is not None
        allowed = (*NAMES, *OWN_NAMES, "Tabletop Host")
        for page_url in (url, f"{url}?step=1", mine):
            page = await text_of(client, page_url)
            assert lang_of(page) == PSEUDO
            found = untranslated(visible(page), allowed)
            assert not found, (page_url, found)
        event = json.loads(await text_of(client, url + "/step.json?n=2"))
        for key in ("phase_text", "step_text", "status"):
            assert not untranslated(event[key], allowed), (key, event[key])
        assert LANGUAGES == ("en", "de", "ja")
