"""Every slash command answers in its reader's language (docs/localisation.md, "Whose language"): each
command and subcommand the bot registers, run with its required options (the first choice, the least
number, a member) by a reader whose language is the pseudo-language (every catalogue word bracketed,
tests/support/pseudo.py) in a server whose tables speak it too, in a channel without a game and again in
one with a lobby open, answers in words of the catalogues only: nothing outside their brackets but names,
numbers and mentions, and nothing cut."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from bot.i18n.pseudo import PSEUDO
from support.fakediscord import FakeDiscord, Message, Perm, User
from support.harness import World, required_options, running_bot, settle
from support.pseudo import leaks, message_texts, untranslated


async def test_every_command_answers_its_reader_in_their_language(
    fake: FakeDiscord, world: World, tmp_path: Path
) -> None:
    admins = fake.add_role(world.guild, "Admins", permissions=Perm.ADMINISTRATOR)
    erin = fake.add_user("erin", roles=[admins])  # sees every command
    names = [u.name for u in (erin, world.alice, world.bob)]
    found: dict[str, object] = {}
    tried: list[str] = []
    clicked: list[str] = []
    async with running_bot(fake, tmp_path / "db.sqlite3") as bot:
        for person in (erin, world.alice, world.bob):  # as /settings would set it, had players this language
            prefs = await bot.services.personal_settings.of(person.id)
            await bot.storage.people.save_preferences(person.id, replace(prefs, language=PSEUDO))
        for lobby in (False, True):
            await bot.storage.servers.choose(world.guild.id, PSEUDO)  # as /tabletop language would
            if lobby:
                opening = await fake.slash(
                    world.alice, world.channel, "game", ["new"], {"game": "gentoo", "thread": False}
                )
                assert opening.response is not None and opening.response.buttons(), "no lobby opened"
                for where, what in await pressed(fake, erin, world, opening.response, names):
                    clicked.append(f"the lobby, {where}")  # by someone not its host: join, leave, refusals
                    if what:
                        found[f"the lobby, {where}"] = what
            for (name, kind), stored in sorted(fake.commands[None].items()):
                if kind != 1:
                    continue
                body = stored["body"]
                subcommands = [o for o in body.get("options", []) if o["type"] == 1]
                for path, definitions in [([s["name"]], s.get("options", [])) for s in subcommands] or [
                    ([], body.get("options", []))
                ]:
                    # again before each: /tabletop language, run with its first choice, gives it back
                    await bot.storage.servers.choose(world.guild.id, PSEUDO)
                    record = await fake.slash(
                        erin, world.channel, name, path, required_options(definitions, world)
                    )
                    await settle(fake)
                    command = " ".join([name, *path]) + (" (a lobby open)" if lobby else "")
                    answers = record.messages or [m for m in [record.response] if m is not None]
                    said = " ".join(text for m in answers for _, text in message_texts(m))
                    assert "[" in said, f"/{command} answered nothing from the catalogues: {said!r}"
                    leaked = leaks(answers, names)
                    if leaked:
                        found[command] = leaked
                    tried.append(command)
                    for answer in answers:  # and what each of its buttons and menus answers
                        for where, what in await pressed(fake, erin, world, answer, names):
                            clicked.append(f"{command}, {where}")
                            if what:
                                found[f"{command}, {where}"] = what
    assert len(tried) >= 60 and "settings (a lobby open)" in tried and "tabletop games" in tried
    assert len(clicked) >= 15 and any(c.startswith("the lobby") and c.endswith(":join") for c in clicked), (
        clicked
    )
    assert found == {}, "\n".join(f"{k}: {v}" for k, v in found.items())


async def pressed(
    fake: FakeDiscord, user: User, world: World, message: Message, names: list[str]
) -> list[tuple[str, object]]:
    """Each button of ``message`` clicked and each menu given its first option (a member for a member's
    menu), one after another as ``user``: by component, what was not from the catalogues in its answers,
    the message as it became and a form's title and fields (nothing: all was)."""
    out: list[tuple[str, object]] = []
    for component in [*message.buttons(), *message.selects()]:
        custom_id = component.get("custom_id")
        current = fake.message(message.id) if message.id in fake.message_index else message
        if not custom_id or component.get("disabled") or custom_id not in current.custom_ids():
            continue
        if component["type"] == 2:
            record = await fake.click(user, current, custom_id)
        elif component["type"] == 3:
            record = await fake.select(user, current, custom_id, [component["options"][0]["value"]])
        else:
            record = await fake.select(user, current, custom_id, [world.bob])
        await settle(fake)
        shown = [*record.messages, *([fake.message(message.id)] if message.id in fake.message_index else [])]
        leaked: dict[str, object] = dict(leaks(shown, names))
        if record.modal is not None:
            form = [record.modal.get("title", "")] + [
                part.get(key, "")
                for row in record.modal.get("components", [])
                for part in [row, *row.get("components", [])]
                for key in ("label", "placeholder")
            ]
            words = [w for text in form for w in untranslated(text, names)]
            if words:
                leaked["form"] = words
        out.append((custom_id, leaked))
    return out
