"""Boards on Discord as a phone and a screen reader get them: every image the bot sends carries
its alt text (Discord's attachment ``description``), and the board's close-ups answer privately, drawn from
the presser's own view, readable at 400 pixels; a forged or stale close-up gets a sentence.
"""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image

from support.fakediscord import FakeDiscord, Message
from support.harness import World, ephemeral_text, latest_board, open_game, running_bot, settle

MAX_ALT_TEXT = 1024  # Discord's limit on an attachment's description


def close_up_buttons(board: Message) -> dict[str, str]:
    """The board's close-up buttons: label -> custom id."""
    return {
        str(b.get("label")): str(b["custom_id"])
        for b in board.buttons()
        if str(b.get("custom_id")).startswith("look:")
    }


async def test_every_image_the_bot_sends_has_alt_text(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    """Boards in the channel, private views by DM and "Show my hand" answers: every attachment has a
    description of at most 1,024 characters, and a board's says whose turn it is."""
    async with running_bot(fake, tmp_path / "db.sqlite3"):
        lobby = await open_game(fake, world, "gentoo", [world.bob])
        start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        await fake.click(world.alice, fake.message(lobby.id), start)
        board = await fake.wait_for(lambda: latest_board(fake, world.channel), what="the first board")
        peek = next(c for c in board.custom_ids() if c.startswith("peek:"))
        shown = await fake.click(world.bob, board, peek)
        await settle(fake)
        assert shown.response is not None
        sent = [m for m in fake.messages(world.channel) if m.attachments] + [shown.response]
        sent += [m for m in fake.dms(world.alice) + fake.dms(world.bob) if m.attachments]
        attachments = [a for m in sent for a in m.attachments]
        assert attachments, "the game sent no image"
        for attachment in attachments:
            assert attachment.description, f"{attachment.filename} has no alt text"
            assert len(attachment.description) <= MAX_ALT_TEXT
        alt = board.attachment("board.png").description
        assert alt is not None and ("Alice" in alt or "Bob" in alt)


async def test_a_close_up_answers_privately_from_the_pressers_own_view(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    """The board offers its close-ups as buttons; a press answers privately with the picture (readable at
    400 pixels: drawn at most twice that wide) and its alt text, for a player and for an onlooker alike;
    the board itself does not change."""
    async with running_bot(fake, tmp_path / "db.sqlite3"):
        lobby = await open_game(fake, world, "gentoo", [world.bob])
        start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        await fake.click(world.alice, fake.message(lobby.id), start)
        board = await fake.wait_for(lambda: latest_board(fake, world.channel), what="the first board")
        await settle(fake)
        board = fake.message(board.id)
        buttons = close_up_buttons(board)
        assert "Show the Choice Cards" in buttons, buttons
        before = board.edit_count
        for user in (world.alice, world.carol):  # a player, and someone who watches
            record = await fake.click(user, board, buttons["Show the Choice Cards"])
            answer = record.response
            assert answer is not None and answer.ephemeral
            (image,) = answer.attachments
            assert image.description and len(image.description) <= MAX_ALT_TEXT
            width, _ = Image.open(io.BytesIO(image.data)).size
            assert width <= 800  # shown 400 wide on a phone, its text is at least half its drawn size
            assert "Choice Cards" in answer.text()
        assert fake.message(board.id).edit_count == before
        # A private answer: in its reader's language, whatever the table's (here English).
        world.carol.locale = "de"
        german = (await fake.click(world.carol, board, buttons["Show the Choice Cards"])).response
        assert german is not None and german.embeds[0]["title"] == "Die Auswahlkarten"
        assert (german.attachments[0].description or "").startswith("Die Auswahlkarten.")
        assert not any("Show" in str(b.get("label")) for b in german.buttons()), german.buttons()


async def test_a_forged_or_unknown_close_up_gets_a_sentence(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    async with running_bot(fake, tmp_path / "db.sqlite3"):
        lobby = await open_game(fake, world, "gentoo", [world.bob])
        start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        await fake.click(world.alice, fake.message(lobby.id), start)
        board = await fake.wait_for(lambda: latest_board(fake, world.channel), what="the first board")
        await settle(fake)
        session = next(c for c in board.custom_ids() if c.startswith("peek:")).split(":")[1]
        forged = await fake.click(world.bob, board, f"look:{session}:nope", check=False)
        assert ephemeral_text(forged) == "That close-up is no longer available."
        unknown = await fake.click(world.bob, board, "look:zzzzzzzz:choice", check=False)
        assert ephemeral_text(unknown) == "That game does not exist any more."


async def test_many_close_ups_come_as_a_menu_that_answers_privately(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    """Giant Snail has more close-ups (the robot, the players, each region...) than fit beside "Show my
    hand": the board offers them in a menu; choosing one answers privately with its picture and a menu of
    the others, and the board itself does not change."""
    async with running_bot(fake, tmp_path / "db.sqlite3"):
        lobby = await open_game(fake, world, "giantsnail", [world.bob, world.carol])
        start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        await fake.click(world.alice, fake.message(lobby.id), start)
        board = await fake.wait_for(lambda: latest_board(fake, world.channel), what="the first board")
        await settle(fake)
        board = fake.message(board.id)
        (menu,) = [s for s in board.selects() if str(s["custom_id"]).startswith("looks:")]
        labels = {str(o["value"]): str(o["label"]) for o in menu["options"]}
        assert len(labels) > 5 and "Show the robot" in labels.values(), labels
        robot = next(key for key, label in labels.items() if label == "Show the robot")
        before = board.edit_count
        record = await fake.select(world.dana, board, str(menu["custom_id"]), [robot])
        answer = record.response
        assert answer is not None and answer.ephemeral
        (image,) = answer.attachments
        assert image.description and len(image.description) <= MAX_ALT_TEXT
        assert Image.open(io.BytesIO(image.data)).size[0] <= 800
        assert "robot" in answer.text().lower()
        assert any(str(s["custom_id"]).startswith("looks:") for s in answer.selects()), (
            "no menu of the others"
        )
        assert fake.message(board.id).edit_count == before


async def test_a_close_ups_own_menu_turns_the_page_in_place(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    """The first look from the board opens one private message; choosing another close-up from that
    message's menu updates the same message (Discord's update-message answer) instead of sending a new
    one, so looking around never piles messages up under the board. With few close-ups the private
    message offers the others as buttons, which turn it in place too."""
    async with running_bot(fake, tmp_path / "db.sqlite3"):
        lobby = await open_game(fake, world, "giantsnail", [world.bob, world.carol])
        start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        await fake.click(world.alice, fake.message(lobby.id), start)
        board = await fake.wait_for(lambda: latest_board(fake, world.channel), what="the first board")
        await settle(fake)
        board = fake.message(board.id)
        (menu,) = [s for s in board.selects() if str(s["custom_id"]).startswith("looks:")]
        keys = [str(o["value"]) for o in menu["options"]]
        first = await fake.select(world.dana, board, str(menu["custom_id"]), [keys[0]])
        opened = first.response
        assert opened is not None and opened.ephemeral and first.callback_type == 4
        messages = len(fake.messages(world.channel, include_ephemeral=True))
        for key in keys[1:4]:
            private = fake.message(opened.id)
            shown_before = private.text()
            (own_menu,) = [s for s in private.selects() if str(s["custom_id"]).startswith("looks:")]
            assert key in [str(o["value"]) for o in own_menu["options"]]
            turned = await fake.select(world.dana, private, str(own_menu["custom_id"]), [key])
            assert turned.callback_type == 7, "a look from the private message must update it in place"
            assert turned.response is not None and turned.response.id == opened.id
            assert fake.message(opened.id).text() != shown_before  # the page turned to the other close-up
        assert len(fake.messages(world.channel, include_ephemeral=True)) == messages  # nothing new posted
