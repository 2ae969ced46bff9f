"""README.md, for newcomers and server admins: it opens with the command that sets up and runs the bot and
the command that runs the tests (the one CI runs), its settings table lists exactly the environment
variables the code reads, its terminal examples parse, and no link leaves the repository."""

from __future__ import annotations

import ast
import re
import shlex
from pathlib import Path

import pytest

from bot.__main__ import build_parser
from engines import ENGINES

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
CI = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
CODE_DIRS = ("bot", "cogs")

NAME = r"""["']([A-Z][A-Z0-9_]*)["']"""
# Reads of one variable by its literal name.
ENV_READS = (
    re.compile(r"environ\[\s*" + NAME + r"\s*\]"),
    re.compile(r"environ\.(?:get|pop|setdefault)\(\s*" + NAME),
    re.compile(r"getenv\(\s*" + NAME),
)
# Uses of the environment that read no variable by name themselves (the settings loader copies it, then
# reads the names in ENV_NAMES).
WHOLE_ENVIRONMENT = re.compile(r"dict\(os\.environ\)")


def code_lines() -> list[tuple[str, int, str]]:
    return [
        (path.relative_to(ROOT).as_posix(), number, line)
        for folder in CODE_DIRS
        for path in sorted((ROOT / folder).rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
    ]


def env_name_constants(source: str) -> set[str]:
    """The string values of module-level constants named like ``ENV_NAMES`` (a dict, list, tuple or set)."""
    names: set[str] = set()
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value = [node.target], node.value
        else:
            continue
        if not any(isinstance(t, ast.Name) and "ENV" in t.id.upper() for t in targets):
            continue
        items = value.values if isinstance(value, ast.Dict) else getattr(value, "elts", [])
        names |= {
            item.value for item in items if isinstance(item, ast.Constant) and isinstance(item.value, str)
        }
    return names


def variables_the_code_reads() -> set[str]:
    found: set[str] = set()
    for _, _, line in code_lines():
        for pattern in ENV_READS:
            found.update(pattern.findall(line))
    for folder in CODE_DIRS:
        for path in (ROOT / folder).rglob("*.py"):
            found |= env_name_constants(path.read_text(encoding="utf-8"))
    return found


def settings_table() -> dict[str, tuple[str, str]]:
    """README table rows whose first cell is one `VARIABLE`: name -> (default, meaning)."""
    rows: dict[str, tuple[str, str]] = {}
    for line in README.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.lstrip().startswith("|") and len(cells) >= 3 and re.fullmatch(r"`[A-Z][A-Z0-9_]*`", cells[0]):
            name = cells[0].strip("`")
            assert name not in rows, f"{name} is in the settings table twice"
            rows[name] = (cells[1], " | ".join(cells[2:]))
    return rows


def fenced_blocks(text: str) -> list[tuple[int, str]]:
    """(offset, body) of every fenced code block, in order."""
    return [(m.start(), m.group(1)) for m in re.finditer(r"^```[^\n]*\n(.*?)^```", text, re.M | re.S)]


# ---- the settings table ----------------------------------------------------------------------------------


def test_the_parser_finds_the_variables_it_should() -> None:
    found = variables_the_code_reads()
    assert {"DISCORD_TOKEN", "TABLETOP_DATABASE", "TABLETOP_AI_WORKERS"} <= found  # the parser works


def test_every_read_of_the_environment_names_its_variable() -> None:
    # A read the patterns above cannot see (a name in a variable, os.environ.items()) would slip past the
    # table check: make it literal, or list its names in an ENV_NAMES-like constant, or teach this test.
    unparsed = [
        f"{path}:{number}: {line.strip()}"
        for path, number, line in code_lines()
        if re.search(r"\bos\.environ\b|\bgetenv\(|^\s*from os import .*\b(environ|getenv)\b", line)
        and not any(p.search(line) for p in ENV_READS)
        and not WHOLE_ENVIRONMENT.search(line)
    ]
    assert unparsed == []


def test_the_settings_table_lists_exactly_the_variables_the_code_reads() -> None:
    table = settings_table()
    code = variables_the_code_reads()
    assert sorted(code - set(table)) == [], "read by the code but missing from README.md's settings table"
    assert sorted(set(table) - code) == [], "in README.md's settings table but read nowhere in bot/ or cogs/"
    for name, (default, meaning) in table.items():
        assert default and meaning, f"{name} needs a default and a meaning"


# ---- links -------------------------------------------------------------------------------------------------


def link_targets(text: str) -> list[str]:
    targets = re.findall(r"\]\(\s*<?([^)\s>]+)", text)  # [text](target)
    targets += re.findall(r"^\s*\[[^\]]+\]:\s*<?(\S+?)>?\s*$", text, re.M)  # [ref]: target
    targets += re.findall(r"<([a-zA-Z][a-zA-Z0-9+.-]*:[^>\s]+)>", text)  # <scheme:...>
    targets += re.findall(r"""(?:href|src)\s*=\s*["']([^"']+)""", text)  # HTML
    return targets


def test_no_link_leaves_the_repository() -> None:
    assert re.findall(r"\b(?:https?|ftp)://\S+|\bwww\.\S+", README) == [], "no web addresses"
    assert "../" not in README, "no paths outside the repository"
    for target in link_targets(README):
        assert not re.match(r"[a-zA-Z][a-zA-Z0-9+.-]*:", target), f"{target} is not a file in the repository"
        path = (ROOT / target.split("#", 1)[0]).resolve()
        assert path.is_relative_to(ROOT), f"{target} leaves the repository"
        assert path.exists(), f"{target} does not exist"


# ---- the first two commands ------------------------------------------------------------------------------


def test_the_readme_opens_with_the_setup_and_the_test_command() -> None:
    first_section = README.find("\n## ")
    blocks = fenced_blocks(README)
    assert len(blocks) >= 2 and blocks[1][0] < first_section, "two commands before the first section"
    (setup,), (tests,) = blocks[0][1].strip().splitlines(), blocks[1][1].strip().splitlines()
    intro = README[: blocks[0][0]]
    assert "DISCORD_TOKEN" in intro and "python -m bot play" in intro, "how to run without a token"
    *install, run = [part.strip() for part in setup.split("&&")]
    assert run == ".venv/bin/python -m bot"
    ci_lines = [
        line.strip() for line in CI.splitlines() if line.strip() and not line.lstrip().startswith("#")
    ]
    quiet = [re.sub(r"\s--quiet\b", "", line) for line in ci_lines]
    for step in install:
        assert step in quiet, f"CI does not install as the README says: {step!r}"
    assert "pytest" in tests
    assert [line for line in ci_lines if "pytest" in line] == [tests], "CI runs exactly the README's tests"


def readme_bot_commands() -> list[str]:
    commands = []
    for _, body in fenced_blocks(README):
        for line in body.splitlines():
            command = line.split("  #", 1)[0].strip()
            if re.match(r"(\.venv/bin/)?python3? -m bot\b", command):
                commands.append(command)
    commands += re.findall(r"`((?:\.venv/bin/)?python -m bot[^`]*)`", README)
    return sorted(set(commands))


@pytest.mark.parametrize("command", readme_bot_commands())
def test_every_bot_command_in_the_readme_parses(command: str) -> None:
    argv = shlex.split(command)[3:]
    if "--help" in argv or "-h" in argv:
        with pytest.raises(SystemExit) as exited:
            build_parser().parse_args(argv)
        assert exited.value.code == 0
        return
    args = build_parser().parse_args(argv)
    if args.command == "play" and args.game:
        assert args.game in ENGINES, f"{command}: no game {args.game!r}"


# ---- what the bot needs from Discord -------------------------------------------------------------------


def test_the_permissions_integer_is_the_listed_permissions() -> None:
    """The integer an admin pastes is computed from the permissions the README names, so the two agree
    (Create Public Threads included: a game opens in its own thread by default)."""
    import discord

    part = README[README.index("- **Permissions**") :]
    part = part[: part.index("\n- **")]
    names = re.findall(r"\*\*([A-Z][A-Za-z ]+?)\*\*", " ".join(part.split()))
    assert "Create Public Threads" in names and "Send Messages in Threads" in names
    words = {"View Channels": "view_channel"}
    flags = {words.get(name, name.lower().replace(" ", "_")): True for name in names if name != "Permissions"}
    expected = discord.Permissions(**flags).value
    (written,) = re.findall(r"permissions integer:\s*`(\d+)`", part)
    assert int(written) == expected


def readme_play_commands() -> list[str]:
    return [c for c in readme_bot_commands() if re.search(r" play [a-z]", c) and "--help" not in c]


@pytest.mark.parametrize("command", readme_play_commands())
def test_every_terminal_example_in_the_readme_plays_to_the_end_with_ais_on_every_seat(command: str) -> None:
    """The README's terminal examples play whole games: each is run as written, with an AI (a quick one)
    on every seat in place of the person at the keyboard."""
    import io

    from bot.__main__ import parse_options
    from bot.catalogue.registry import GAMES
    from bot.terminal.play import play

    args = build_parser().parse_args(shlex.split(command)[3:])
    spec = GAMES[args.game]
    players = args.players or max(spec.engine.min_players, min(3, spec.engine.max_players))
    out = io.StringIO()
    code = play(
        spec,
        players=args.players,
        ai=players,
        seat=args.seat,
        seed=args.seed if args.seed is not None else 1,
        agent_name="random",
        options=parse_options(args.option),
        first=args.first,
        stdin=io.StringIO(""),
        stdout=out,
    )
    assert code == 0, out.getvalue()[-2000:]
    assert "Game over." in out.getvalue()
