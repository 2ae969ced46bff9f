"""Every slash command, and every button and menu its answer carries, answers in its reader's language
(docs/localisation.md, "Whose language"). Each command and subcommand the bot registers is run with its
required options (the first choice, the least number, a member) by an admin whose language is the
pseudo-language (every catalogue word bracketed, tests/support/pseudo.py), in a server whose tables speak it
too: in a channel without a game, beside an open lobby, and at a running game (its board's buttons pressed
first; the commands that end a game or a seat run last). Every answer, every message a button or menu
changes or sends, every form's fields, and at the end every direct message and every public message are in
words of the catalogues only: nothing outside their brackets but names, numbers and mentions, and nothing
cut."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import Any

from bot.client import TabletopBot
from bot.i18n.pseudo import PSEUDO
from support.fakediscord import FakeDiscord, InteractionRecord, Message, Perm, User
from support.harness import World, latest_board, required_options, running_bot, settle, slash_commands
from support.pseudo import leaks, message_texts, untranslated

# Commands that end the game, a seat or a tournament run after the others in a situation.
ENDING = ("abandon", "leave", "cancel", "drop", "away")


@dataclass
class Sweep:
    fake: FakeDiscord
    world: World
    bot: TabletopBot
    reader: User
    names: list[str]
    found: dict[str, object] = field(default_factory=dict)
    tried: list[str] = field(default_factory=list)
    pressed: list[str] = field(default_factory=list)

    def commands(self) -> list[tuple[str, list[str], list[dict[str, Any]]]]:
        """Every slash command and subcommand, those that end something last."""
        found = slash_commands(self.fake)
        return sorted(found, key=lambda c: any(word in " ".join([c[0], *c[1]]) for word in ENDING))

    async def run_every_command(self, situation: str) -> None:
        for name, path, definitions in self.commands():
            # again before each: /tabletop language, run with its first choice, gives it back
            await self.bot.storage.servers.choose(self.world.guild.id, PSEUDO)
            options = required_options(definitions, self.world)
            record = await self.fake.slash(self.reader, self.world.channel, name, path, options)
            await self.fake.wait_for(partial(answered, record), what=f"the answer to /{name}")
            await settle(self.fake)
            command = f"/{' '.join([name, *path])} ({situation})"
            answers = record.messages or [m for m in [record.response] if m is not None]
            said = " ".join(text for m in answers for _, text in message_texts(m))
            assert "[" in said, f"{command} answered nothing from the catalogues: {said!r}"
            self.check(command, answers)
            self.tried.append(command)
            for answer in answers:
                await self.press_everything(answer, command)

    def check(self, where: str, messages: list[Message], form: Sequence[str] = ()) -> None:
        leaked: dict[str, object] = dict(leaks(messages, self.names))
        words = [w for text in form for w in untranslated(text, self.names)]
        if words:
            leaked["form"] = words
        if leaked:
            self.found[where] = leaked

    async def press_everything(self, message: Message, where: str) -> None:
        """Each button of ``message`` clicked and each menu given its first option (a member for a member's
        menu), one after another as the reader: its answers, the message as it became and a form's title
        and fields checked."""
        fake = self.fake
        for component in [*message.buttons(), *message.selects()]:
            custom_id = component.get("custom_id")
            current = fake.message(message.id) if message.id in fake.message_index else message
            if not custom_id or component.get("disabled") or custom_id not in current.custom_ids():
                continue
            if component["type"] == 2:
                record = await fake.click(self.reader, current, custom_id)
            elif component["type"] == 3:
                record = await fake.select(
                    self.reader, current, custom_id, [component["options"][0]["value"]]
                )
            else:
                record = await fake.select(self.reader, current, custom_id, [self.world.bob])
            await settle(fake)
            shown = [
                *record.messages,
                *([fake.message(message.id)] if message.id in fake.message_index else []),
            ]
            form = []
            if record.modal is not None:
                form = [record.modal.get("title", "")] + [
                    part.get(key, "")
                    for row in record.modal.get("components", [])
                    for part in [row, *row.get("components", [])]
                    for key in ("label", "placeholder")
                ]
            self.check(f"{where}, {custom_id}", shown, form)
            self.pressed.append(f"{where}, {custom_id}")


def answered(record: InteractionRecord) -> bool:
    """Whether a command has its answer: a reply no longer "thinking" (a deferred one is edited into its
    answer), or a message after it."""
    return bool(record.followups) or (record.response is not None and not record.response.loading)


async def open_lobby(fake: FakeDiscord, world: World) -> Message:
    opening = await fake.slash(
        world.alice, world.channel, "game", ["new"], {"game": "gentoo", "thread": False}
    )
    assert opening.response is not None and opening.response.buttons(), "no lobby opened"
    return opening.response


async def test_every_command_and_its_components_answer_in_the_readers_language(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    admins = fake.add_role(world.guild, "Admins", permissions=Perm.ADMINISTRATOR)
    erin = fake.add_user("erin", roles=[admins])  # sees every command
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        for person in (erin, world.alice, world.bob):  # as /settings would set it, had players this language
            prefs = await bot.services.personal_settings.of(person.id)
            await bot.storage.people.save_preferences(person.id, replace(prefs, language=PSEUDO))
        await bot.storage.servers.choose(world.guild.id, PSEUDO)  # as /tabletop language would
        people = [u.name.capitalize() for u in (erin, world.alice, world.bob)]  # as Discord shows them
        sweep = Sweep(fake, world, bot, erin, people)
        await sweep.run_every_command("no game")

        lobby = await open_lobby(fake, world)
        await sweep.press_everything(lobby, "a lobby")  # by someone not its host: join, leave, refusals
        await sweep.run_every_command("a lobby open")

        lobby = await open_lobby(fake, world)
        join, start = (next(c for c in lobby.custom_ids() if c.endswith(end)) for end in (":join", ":start"))
        await fake.click(erin, lobby, join)
        await fake.click(world.alice, fake.message(lobby.id), start)
        board = await fake.wait_for(lambda: latest_board(fake, world.channel), what="the first board")
        session = start.split(":")[1]
        await settle(fake)
        sweep.check("the first board", [board])
        await sweep.press_everything(board, "the board")
        await sweep.run_every_command("a game running")
        game = await bot.services.games.load(session)
        # /game ai and /game leave gave the seats to AIs, their names marked in the table's language
        assert [seat.is_ai for seat in game.session.seats] == [True, True], game.session.seats
        assert sorted(game.names) == ["[Alice (ÁÍ)~]", "[Erin (ÁÍ)~]"], game.names
        sweep.check("every direct message", fake.dms(erin) + fake.dms(world.alice))
        sweep.check("every public message, as it is now", fake.public_messages())
    assert len(sweep.tried) >= 90 and "/settings (a game running)" in sweep.tried, sweep.tried
    assert len(sweep.pressed) >= 25, sweep.pressed
    assert any(p.startswith("a lobby") and p.endswith(":join") for p in sweep.pressed), sweep.pressed
    assert any(p.startswith("the board") for p in sweep.pressed), sweep.pressed
    assert sweep.found == {}, "\n".join(f"{k}: {v}" for k, v in sweep.found.items())
