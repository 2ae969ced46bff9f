"""A tournament's page on the web companion (bot/web/tournamentpage.py): opened by its signed link only, it
shows the standings, the crosstable (once a round is paired), the rounds and each table with a Watch link
while it runs and a Replay link once it is over, under the companion's rules (the same "not found" for a forged link, a link of another server,
or a server that turned its pages off); and the link fits Discord's 512 characters."""

from __future__ import annotations

import random
import re
from pathlib import Path

from bot.config import WEB_URL_LIMIT, WebSettings
from bot.session.organisedplay import Format, Seeding, TournamentSettings
from bot.store import Storage
from bot.web.links import Signer
from support.tournaments import play_through_services
from support.webgames import BASE, GUILD, path_of, services_on, web_client

NOT_FOUND = "not found"


async def test_the_tournament_page_shows_standings_rounds_and_each_tables_game(db_path: Path) -> None:
    storage = await Storage.open(db_path, durable=False)
    services = services_on(storage)
    settings = TournamentSettings(
        name="Ice <Cup>",
        game="secretgame",
        format=Format.SWISS,
        table_size=2,
        rounds=2,
        options={"rounds": 1},
        seeding=Seeding.RANDOM,
    )
    tournament = await services.registrations.create(GUILD, 10, 11, 900, "Org", settings)
    names = {1: "Ann", 2: "Bo", 3: "Cy", 4: "Di"}
    for user, name in names.items():
        await services.registrations.join(tournament.id, user, name)
    tournament = await services.registrations.start(tournament.id, 900)
    done, running = tournament.round_tables(1)
    for table in (done, running):
        await services.openings.open(table, 20_000 + table.id, 11)
    tournament = await services.registrations.load(tournament.id)
    done, running = tournament.round_tables(1)
    await play_through_services(services, done.session_id or "", random.Random(1))
    await storage.close()
    async with web_client(db_path) as (client, companion, links):
        url = await links.tournament(GUILD, tournament.id)
        assert url is not None and url.startswith(f"{BASE}/t/")
        response = await client.get(path_of(url))
        page = await response.text()
        assert response.status == 200, page
        assert "<h1>Ice &lt;Cup&gt;</h1>" in page  # escaped
        assert "Standings" in page and "Round 1" in page and "Ann" in page
        # Each standing's points with their unit as English says it: "1 point", "½ point", "0 points".
        said = re.findall(r"<li value=\"\d+\">[^<:]*: ([0-9½]+) (points?) ", page)
        assert len(said) == 4 and all((unit == "point") == (n in ("1", "½")) for n, unit in said), said
        watch = links.signer.game(running.session_id or "", 0)
        replay = links.signer.game(done.session_id or "", 0)
        assert f'/g/{watch}">Watch</a>' in page and f'/g/{replay}">Replay</a>' in page
        for table in (done, running):  # signed links only, never a bare id
            game_id = table.session_id or ""
            assert set(re.findall(rf"/g/{game_id}[^\"]*", page)) == {f"/g/{links.signer.game(game_id, 0)}"}
        # The crosstable: a table with a caption and headers, each cell its result and its table (linked
        # to the game) with the table-mates' names.
        crosstable = page[page.index('<table class="crosstable"') : page.index("</table>")]
        assert "<caption" in crosstable and '<th scope="col">Round 1</th>' in crosstable
        assert crosstable.count('<th scope="row">') == 4
        first, second = (names[u] for u in done.user_ids)
        assert f'/g/{replay}">Table {done.number}</a> with {second}' in crosstable
        assert f'/g/{replay}">Table {done.number}</a> with {first}' in crosstable
        assert f'/g/{watch}">Table {running.number}</a> with' in crosstable
        results = sorted(re.findall(r'<span class="result">([^<]*)</span>', crosstable))
        assert results in (
            ["0 · 2nd of 2", "1 · 1st of 2", "playing", "playing"],
            ["playing", "playing", "½ · 1st of 2", "½ · 1st of 2"],
        )
        forged = f"{BASE}/t/{Signer(b'x' * 32).tournament(tournament.id, GUILD, 0)}"
        other_server = f"{BASE}/t/{links.signer.tournament(tournament.id, GUILD + 1, 0)}"
        for bad in (forged, other_server, f"{BASE}/t/{tournament.id}"):
            response = await client.get(path_of(bad))
            assert response.status == 404 and NOT_FOUND in (await response.text()).lower()
        await companion.storage.web.switch(GUILD, False)
        response = await client.get(path_of(url))
        assert response.status == 404  # the server turned its pages off: the link opens nothing


def test_a_tournament_link_fits_discords_512_characters() -> None:
    base = "https://" + "h" * (WEB_URL_LIMIT - len("https://"))
    url = f"{WebSettings(url=base).url}/t/{Signer(b'k' * 32).tournament('x' * 32, 2**64 - 1, 10**6)}"
    assert len(url) <= 512


async def test_the_tournament_page_has_no_crosstable_before_round_one_is_paired(db_path: Path) -> None:
    storage = await Storage.open(db_path, durable=False)
    services = services_on(storage)
    settings = TournamentSettings(name="Cup", game="secretgame", format=Format.SWISS, table_size=2, rounds=2)
    tournament = await services.registrations.create(GUILD, 10, 11, 900, "Org", settings)
    await services.registrations.join(tournament.id, 1, "Ann")
    await storage.close()
    async with web_client(db_path) as (client, _, links):
        url = await links.tournament(GUILD, tournament.id)
        assert url is not None
        page = await (await client.get(path_of(url))).text()
        assert "Ann" in page and "Standings" in page
        assert "Crosstable" not in page and "crosstable" not in page
