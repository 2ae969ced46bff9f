"""/game rules and /game card through the fake Discord: the guide in paged ephemeral embeds, the options of
the game in this channel, lookups with autocomplete, and a sentence for every name that means nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from support.fakediscord import FakeDiscord
from support.fakediscord.records import Message
from support.harness import World, ephemeral_text, open_game, running_bot


def embed_of(message: Message) -> dict[str, Any]:
    assert message.embeds, message.text()
    return message.embeds[0]


def footer(message: Message) -> str:
    return str(embed_of(message).get("footer", {}).get("text", ""))


async def test_rules_turn_their_pages_in_one_private_message(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    async with running_bot(fake, tmp_path / "db.sqlite3"):
        record = await fake.slash(world.carol, world.channel, "game", ["rules"], {"game": "gentoo"})
        message = record.response
        assert message is not None and message.ephemeral
        assert embed_of(message)["title"] == "Gentoo Rules: Goal"
        total = int(footer(message).split(" of ")[1].split(" ")[0])
        assert footer(message).startswith(f"Page 1 of {total}") and total >= 5
        prev = next(c for c in message.custom_ids() if c.endswith(":prev"))
        nxt = next(c for c in message.custom_ids() if c.endswith(":next"))
        buttons = {b["custom_id"]: b for row in message.components for b in row["components"]}
        assert buttons[prev].get("disabled") is True and not buttons[nxt].get("disabled")

        turned = await fake.click(world.carol, message, nxt)
        assert turned.callback_type == 7  # the same message, edited
        message = fake.message(message.id)
        assert footer(message).startswith(f"Page 2 of {total}")
        assert embed_of(message)["title"] == "Gentoo Rules: Setup"

        menu = next(c for c in message.custom_ids() if c.startswith("rulespage:"))
        await fake.select(world.carol, message, menu, [str(total - 1)])
        message = fake.message(message.id)
        assert footer(message).startswith(f"Page {total} of {total}")
        last = embed_of(message)
        assert last["title"].startswith("Gentoo Rules: Terms")  # the game terms come last, after the cards
        assert "**Play order**" in last["description"]
        buttons = {b["custom_id"]: b for row in message.components for b in row["components"]}
        assert buttons[next(c for c in message.custom_ids() if c.endswith(":next"))].get("disabled") is True
        # Opening at a page number past the end shows the last page.
        far = await fake.slash(world.carol, world.channel, "game", ["rules"], {"game": "gentoo", "page": 99})
        assert far.response is not None and footer(far.response).startswith(f"Page {total} of {total}")


async def test_rules_show_the_options_of_the_game_here(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    async with running_bot(fake, tmp_path / "db.sqlite3"):
        none_here = await fake.slash(world.carol, world.channel, "game", ["rules"])
        assert "say which game" in ephemeral_text(none_here)

        lobby = await open_game(fake, world, "gentoo", [world.bob])
        option_select = next(c for c in lobby.custom_ids() if c.startswith("lobbyopt:"))
        await fake.select(world.alice, lobby, option_select, ["penguins_to_win=4"])
        record = await fake.slash(world.carol, world.channel, "game", ["rules"])
        message = record.response
        assert message is not None
        menu = next(c for c in message.custom_ids() if c.startswith("rulespage:"))
        [select] = [b for row in message.components for b in row["components"] if b["custom_id"] == menu]
        page = next(o["value"] for o in select["options"] if "Options in this game" in o["label"])
        await fake.select(world.carol, message, menu, [page])
        shown = embed_of(fake.message(message.id))
        assert shown["title"] == "Gentoo Rules: Options in this game"
        assert "**Penguins to win:** 4 (a quicker game)" in shown["description"]
        # Another game's rules in this channel list its options in general, not this game's values.
        other = await fake.slash(world.carol, world.channel, "game", ["rules"], {"game": "grimprospects"})
        assert other.response is not None and embed_of(other.response)["title"].startswith("Grim Prospects:")


async def test_card_lookup_with_autocomplete(fake: FakeDiscord, world: World, tmp_path: Path) -> None:
    async with running_bot(fake, tmp_path / "db.sqlite3"):
        typed = await fake.autocomplete(
            world.carol, world.channel, "game", ["card"], {"name": "sku", "game": "gentoo"}, "name"
        )
        assert [c["name"] for c in typed.autocomplete_choices or []] == ["Skua"]
        # With no game given and none in the channel, every game's entries are offered, named with it.
        everything = await fake.autocomplete(
            world.carol, world.channel, "game", ["card"], {"name": ""}, "name"
        )
        choices = everything.autocomplete_choices
        assert choices is not None and len(choices) == 25 and all(1 <= len(c["name"]) <= 100 for c in choices)
        strike = await fake.autocomplete(
            world.carol, world.channel, "game", ["card"], {"name": "strik"}, "name"
        )
        assert strike.autocomplete_choices == [{"name": "Strike (SLITHER)", "value": "Strike"}]

        found = await fake.slash(
            world.carol, world.channel, "game", ["card"], {"name": "Skua", "game": "gentoo"}
        )
        assert found.response is not None and found.response.ephemeral
        assert embed_of(found.response)["title"] == "Skua"
        assert "Egg" in embed_of(found.response)["description"]
        # A unique part of a name is enough, in any case, accents aside.
        partial = await fake.slash(world.carol, world.channel, "game", ["card"], {"name": "β1"})
        assert partial.response is not None and embed_of(partial.response)["title"] == "Building β1"

        unknown = await fake.slash(
            world.carol, world.channel, "game", ["card"], {"name": "dragon", "game": "gentoo"}
        )
        assert ephemeral_text(unknown) == (
            "Nothing called “dragon” in Gentoo Rules. Start typing a name to see the choices."
        )
        several = await fake.slash(
            world.carol, world.channel, "game", ["card"], {"name": "egg", "game": "gentoo"}
        )
        assert ephemeral_text(several) == (
            "Several things match “egg” in Gentoo Rules: Egg (3 stones), Egg (4 stones) or Egg (5 stones)."
        )
