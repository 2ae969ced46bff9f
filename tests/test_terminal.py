"""Terminal play (bot/terminal.py, bot/__main__.py): whole games driven through input and output
streams, bad input, leaving by EOF, 'q' and Ctrl-C, watching AIs, and the command line itself."""

from __future__ import annotations

import io
import os
import random
import signal
import subprocess
import sys
import time
import types
from pathlib import Path

import pytest

from bot import __main__ as cli
from bot.terminal import dump_view, play
from engines import ENGINES

try:  # tests/ is a rootdir-relative namespace package or the test directory itself, by import mode
    from tests.toygames import BidsEngine, RaceEngine
except ImportError:
    from toygames import BidsEngine, RaceEngine

ROOT = Path(__file__).resolve().parent.parent


def run_game(engine: object, script: str, **kwargs: object) -> tuple[int, str]:
    out = io.StringIO()
    code = play(engine, stdin=io.StringIO(script), stdout=out, **kwargs)  # type: ignore[arg-type]
    return code, out.getvalue()


def test_a_full_game_against_an_ai_with_garbage_input() -> None:
    garbage = "banana\n\n0\n99\n-1\nb\nh\n"
    code, text = run_game(
        RaceEngine(), garbage + "1\n" * 20, players=2, ai=1, seed=4, agent_name="mcts", iterations=40
    )
    assert code == 0
    assert "I did not understand 'banana'" in text
    assert "Please type the number of your choice, from 1 to 3." in text
    assert "There is no choice 0" in text and "There is no choice 99" in text
    assert "I did not understand '-1'" in text
    assert "'b' shows the board" in text
    assert "  1. Add 1 (total 1)" in text  # numbered choices with their labels
    assert "Game over." in text and "wins the race" in text
    assert "Seed 4" in text
    assert "Traceback" not in text


def test_the_human_sees_only_their_own_secrets() -> None:
    # Secret Bids logs "You bid N." privately to the bidder; only the human's own may be printed.
    code, text = run_game(BidsEngine(), "1\n" * 10, players=3, ai=2, seed=8, agent_name="random")
    assert code == 0
    assert text.count("You bid") == 4  # one per round of four; the AIs' private lines stay hidden
    assert text.count("AI 2 has made a secret bid.") == 4
    assert "Game over." in text


def test_the_board_comes_from_the_view_when_there_is_no_renderer() -> None:
    engine = RaceEngine()
    text = dump_view(engine.view(engine.new_game(2, seed=1), 0))
    assert text.splitlines() == ["target: 10", "total: 0", "turn: 0", "pending: -", "winner: -"]


def test_end_of_input_leaves_the_game_cleanly() -> None:
    code, text = run_game(RaceEngine(), "xyz\n", players=2, ai=1, seed=2, iterations=20)
    assert code == 0
    assert "The input ended, so the game stops here." in text
    assert "Game over." not in text


def test_q_leaves_the_game() -> None:
    code, text = run_game(RaceEngine(), "q\n1\n", players=2, ai=1, seed=2, iterations=20)
    assert code == 0
    assert "You left the game." in text


class InterruptedInput(io.StringIO):
    def readline(self, size: int | None = -1) -> str:
        raise KeyboardInterrupt


def test_ctrl_c_leaves_the_game_cleanly() -> None:
    out = io.StringIO()
    code = play(RaceEngine(), players=2, ai=1, seed=2, iterations=20, stdin=InterruptedInput(), stdout=out)
    assert code == 130
    assert "Interrupted (Ctrl-C)" in out.getvalue()


class ClosedOutput(io.StringIO):
    def write(self, text: str) -> int:
        raise BrokenPipeError(32, "Broken pipe")


def test_a_closed_output_ends_the_game_quietly() -> None:
    code = play(RaceEngine(), players=2, ai=2, seed=2, stdin=io.StringIO(), stdout=ClosedOutput())
    assert code == 1


def test_watching_ais_play_needs_no_input() -> None:
    code, text = run_game(RaceEngine(), "", players=3, ai=3, seed=6, agent_name="greedy")
    assert code == 0
    assert "Public board" in text and "Your decision" not in text
    assert "Game over." in text


def test_hot_seat_players_are_told_whose_decision_it_is() -> None:
    code, text = run_game(RaceEngine(), "1\n" * 12, players=2, ai=0, seed=1)
    assert code == 0
    assert "Your decision, Player 1 (seat 1)" in text and "Your decision, Player 2 (seat 2)" in text


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"players": 9}, "played by 2 to 4 players, not 9"),
        ({"players": 2, "ai": 3}, "--ai must be between 0 and 2"),
        ({"players": 2, "seat": 3}, "--seat must be between 1 and 2"),
        ({"agent_name": "wizard"}, "no AI player called 'wizard'"),
        ({"options": {"target": 1000}}, "option 'target' is not valid"),
    ],
)
def test_a_bad_setup_is_refused_with_a_sentence(kwargs: dict[str, object], message: str) -> None:
    from engines.base import GameError

    with pytest.raises(GameError, match=message):
        run_game(RaceEngine(), "", **kwargs)


def test_game_options_reach_the_engine() -> None:
    code, text = run_game(
        RaceEngine(), "", players=2, ai=2, seed=3, agent_name="random", options={"target": 5}
    )
    assert code == 0 and "reaches 5 and wins" in text


def test_option_values_are_parsed_as_json_when_they_can_be() -> None:
    assert cli.parse_options(["target=7", "mode=removed", "fast=true"]) == {
        "target": 7,
        "mode": "removed",
        "fast": True,
    }
    with pytest.raises(ValueError, match="NAME=VALUE"):
        cli.parse_options(["target"])


def test_run_says_so_when_the_discord_client_is_missing(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "bot.client", None)  # makes the import fail as if the file were absent
    assert cli.main(["run"]) == 1
    assert "bot/client.py does not exist" in capsys.readouterr().out


def test_run_starts_the_discord_client(monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[str] = []

    async def main() -> None:
        started.append("ran")

    monkeypatch.setitem(sys.modules, "bot.client", types.SimpleNamespace(main=main))
    assert cli.main([]) == 0
    assert started == ["ran"]


# ---- the real command line, in a subprocess ------------------------------------------------------


def bot_command(*args: str, stdin: str = "", timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=ROOT,
    )


def test_help_and_list_work_from_the_command_line() -> None:
    helped = bot_command("play", "--help")
    assert helped.returncode == 0 and "--players" in helped.stdout and "--list" in helped.stdout
    listed = bot_command("play", "--list")
    assert listed.returncode == 0
    for key in ENGINES:
        assert key in listed.stdout
    unknown = bot_command("play", "no-such-game")
    assert unknown.returncode == 2 and "There is no game called 'no-such-game'" in unknown.stdout


@pytest.mark.parametrize("key", sorted(ENGINES))
def test_a_human_game_of_every_registered_engine_runs_to_the_end(key: str) -> None:
    # Random numbers from 1 to 4 (seeded): a number beyond the choices on offer is re-asked, so every
    # line either decides or is refused with a sentence, and the game must still end. (A fixed cycle
    # can fall in step with a "pick, then back" pair and never end.)
    picker = random.Random(0)
    script = "oops\n" + "".join(f"{picker.randint(1, 4)}\n" for _ in range(30_000))
    result = bot_command(
        "play", key, "--ai", "2", "--seed", "5", "--agent", "greedy", stdin=script, timeout=240
    )
    assert result.returncode == 0, result.stderr
    assert "I did not understand 'oops'" in result.stdout
    assert "Game over." in result.stdout
    assert result.stderr == ""


@pytest.mark.parametrize("key", sorted(ENGINES))
def test_ctrl_c_in_a_real_terminal_session_exits_cleanly(key: str) -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "bot", "play", key, "--ai", "2", "--agent", "random"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert process.stdout is not None
    seen = ""
    deadline = time.monotonic() + 60
    while "Your choice" not in seen and time.monotonic() < deadline:
        seen += process.stdout.read(1)
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=30)
    assert process.returncode == 130
    assert "Interrupted (Ctrl-C)" in seen + out
    assert "Traceback" not in err
