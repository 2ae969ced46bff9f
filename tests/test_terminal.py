"""Terminal play (bot/terminal/play.py, bot/__main__.py): whole games driven through input and output
streams, bad input, leaving by EOF, 'q' and Ctrl-C, watching AIs, an AI's secret steps told without
what was chosen, decisions of several clicks (the board once, 'b' for it again), and the command line
itself."""

from __future__ import annotations

import io
import os
import random
import re
import signal
import subprocess
import sys
import time
import types
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from bot import __main__ as cli
from bot.ai.agents import RandomAgent
from bot.ai.coach import Hint, Suggestion
from bot.catalogue.gamespec import GameSpec
from bot.catalogue.registry import GAMES
from bot.terminal.console import TerminalGame, hint_text
from bot.terminal.dump import dump_view
from bot.terminal.play import play
from engines import ENGINES
from engines.base import IllegalAction
from engines.phrasing import Words
from engines.wording import fill_names
from support.toygames import BidsEngine, RaceEngine

ROOT = Path(__file__).resolve().parent.parent


def run_game(engine: Any, script: str, **kwargs: Any) -> tuple[int, str]:
    out = io.StringIO()
    spec = GAMES[engine.key] if engine.key in GAMES else GameSpec(engine)
    code = play(spec, stdin=io.StringIO(script), stdout=out, **kwargs)
    return code, out.getvalue()


def test_a_full_game_against_an_ai_with_garbage_input() -> None:
    garbage = "banana\n\n0\n99\n-1\nb\n?\n"
    code, text = run_game(
        RaceEngine(), garbage + "1\n" * 20, players=2, ai=1, seed=4, agent_name="mcts", iterations=40
    )
    assert code == 0
    assert "I did not understand “banana”" in text
    assert "Please type a number from 1 to 3." in text
    assert "There is no choice 0" in text and "There is no choice 99" in text
    assert "I did not understand “-1”; please type a number from 1 to 3, or ? for help." in text
    assert "  b          show the board and your choices again" in text  # '?' lists what can be typed
    assert "  1. Add 1 (total 1)" in text  # numbered choices with their labels
    assert "Game over." in text and "wins the race" in text
    assert "Seed 4" in text
    assert "Traceback" not in text


def test_h_asks_the_ai_for_a_hint_and_help_is_help_or_a_question_mark() -> None:
    """``h`` is a hint now (the AI's best choices, by their numbers, with the chance to win and why);
    ``help`` and ``?`` list what can be typed, and neither uses up the decision."""
    code, text = run_game(ENGINES["gentoo"], "h\nhelp\n" + "1\n" * 400, players=2, ai=1, seed=3, iterations=5)
    assert code == 0
    hinted = text.split("Hint (the AI, from what you can see):")[1].split("Your choice")[0]
    lines = [line.strip() for line in hinted.strip().splitlines()]
    assert lines[0].startswith(("Its choice: ", "It cannot tell ", "It leans to "))
    if lines[-1].startswith("(Cut short"):  # a busy machine: the hint says it stopped at its time
        lines.pop()
    for line in lines[1:]:
        # "2. Take the Krill (...): chance to win 41%, behind the first. It brings a hatch closer."
        assert re.fullmatch(r"\d+\. .+: chance to win \d+%(, behind the first)?\.( It .+\.)?", line), line
    assert "You can type:" in text and "  h " in text
    assert "Traceback" not in text


@pytest.mark.parametrize(
    ("behind", "said"),
    [
        ((False, False, False), "It cannot tell 1, 2 and 3 apart: each is as good"),
        ((False, True, False), "It cannot tell 1 and 3 apart: either is as good"),
        ((False, True, True), "Its choice: 1."),
    ],
)
def test_a_hint_names_the_choices_it_cannot_tell_apart_in_words(behind: tuple[bool, ...], said: str) -> None:
    engine = ENGINES["gentoo"]
    state = engine.new_game(2, 1)
    legal = list(engine.legal_actions(state, min(engine.current_seats(state))))[:3]
    assert len(legal) == 3
    suggestions = tuple(
        Suggestion(engine.action_id(action), 0.5 - i / 100, "It does well.", late)
        for i, (action, late) in enumerate(zip(legal, behind, strict=True))
    )
    hint = Hint(0, suggestions, None, True, 100)
    assert said in hint_text(engine, state, legal, hint)


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
    # typeshed's StringIO inherits both _TextIOBase.readline (str) and _IOBase.readline (bytes): the
    # signature here is the text one, which is what the terminal calls.
    def readline(self, size: int = -1, /) -> str:  # type: ignore[override]
        raise KeyboardInterrupt


def test_ctrl_c_leaves_the_game_cleanly() -> None:
    out = io.StringIO()
    code = play(
        GameSpec(RaceEngine()), players=2, ai=1, seed=2, iterations=20, stdin=InterruptedInput(), stdout=out
    )
    assert code == 130
    assert "Interrupted (Ctrl-C)" in out.getvalue()


class ClosedOutput(io.StringIO):
    def write(self, text: str) -> int:
        raise BrokenPipeError(32, "Broken pipe")


def test_a_closed_output_ends_the_game_quietly() -> None:
    code = play(GameSpec(RaceEngine()), players=2, ai=2, seed=2, stdin=io.StringIO(), stdout=ClosedOutput())
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
        ({"options": {"targte": 5}}, "no option called “targte”. Its options are `target`"),
        ({"options": {"target": 1000}}, "“target=1000” is not a value this option takes"),
    ],
)
def test_a_bad_setup_is_refused_with_a_sentence(kwargs: dict[str, object], message: str) -> None:
    from engines.base import GameError

    with pytest.raises(GameError, match=message):
        run_game(RaceEngine(), "", **kwargs)


def test_a_misspelt_option_or_value_of_a_real_game_names_the_good_ones() -> None:
    from bot.terminal.play import play
    from engines.base import GameError

    with pytest.raises(GameError, match=r"has no option called “penguins”\. Its options are `thaw_snow_to`"):
        play(GAMES["gentoo"], ai=3, options={"penguins": 4}, stdin=io.StringIO(""), stdout=io.StringIO())
    with pytest.raises(GameError, match="type `penguins_to_win=5` or `penguins_to_win=4`"):
        play(
            GAMES["gentoo"], ai=3, options={"penguins_to_win": 9}, stdin=io.StringIO(""), stdout=io.StringIO()
        )
    with pytest.raises(GameError, match="played by exactly 3 players, not 4"):
        play(GAMES["giantsnail"], players=4, stdin=io.StringIO(""), stdout=io.StringIO())


def test_the_same_seed_and_the_same_choices_replay_the_same_game_ais_included() -> None:
    """``--seed`` deals the same game and the strong AIs search a fixed number of iterations, so the same
    choices give the same game, word for word."""
    from bot.terminal.play import play

    def once() -> str:
        out = io.StringIO()
        play(
            GAMES["gentoo"],
            players=3,
            seat=2,
            seed=7,
            iterations=60,
            stdin=io.StringIO("1\n" * 12),
            stdout=out,
        )
        return out.getvalue()

    first = once()
    assert first == once() and "Game over" not in first  # a dozen decisions, the same both times


def test_game_options_reach_the_engine() -> None:
    code, text = run_game(
        RaceEngine(), "", players=2, ai=2, seed=3, agent_name="random", options={"target": 5}
    )
    assert code == 0 and "reaches 5 and wins" in text


def test_first_names_who_goes_first_where_the_host_may_choose(capsys: pytest.CaptureFixture[str]) -> None:
    """Ruling G19 (As The Earth Crumbles) and ruling 19 (Gentoo Rules): ``--first`` plays the host's choice
    in the terminal; a game without that choice, or a seat out of range, gets a sentence."""
    for game in ("earthcrumbles", "gentoo"):
        engine = ENGINES[game]
        code, text = run_game(engine, "", players=3, ai=3, seed=4, agent_name="random", first=3)
        assert code == 0
        assert "AI 3 goes first" in text
    assert cli.main(["play", "slither", "--first", "2"]) == 2
    assert "nobody chooses the first player" in capsys.readouterr().out
    assert cli.main(["play", "earthcrumbles", "--players", "2", "--first", "3"]) == 2
    assert "--first must be between 1 and 2" in capsys.readouterr().out


def test_option_values_are_parsed_as_json_when_they_can_be() -> None:
    assert cli.parse_options(["target=7", "mode=removed", "fast=true"]) == {
        "target": 7,
        "mode": "removed",
        "fast": True,
    }
    with pytest.raises(IllegalAction, match="NAME=VALUE") as refused:  # said in the player's language
        cli.parse_options(["target"])
    assert refused.value.words is not None and refused.value.words.id == "terminal-setup-option-form"


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


# ---- secret AI steps and decisions of several clicks, in the real games ---------------------------


class RecordingAgent:
    """The random agent, noting for every AI step who chose, the choice's label, whether the step left
    a line the human may read, whether the engine made the decision a private one, and how much had been
    printed when it chose."""

    name = "random"

    def __init__(self, human: int, out: io.StringIO) -> None:
        self.inner = RandomAgent()
        self.human = human
        self.out = out
        self.steps: list[tuple[int, str, bool, bool, int]] = []

    def choose(self, engine: object, state: object, seat: int, rng: random.Random) -> object:
        action = self.inner.choose(engine, state, seat, rng)  # type: ignore[arg-type]
        after = engine.apply(state, seat, action)  # type: ignore[attr-defined]
        told = any(line.seat in (None, self.human) for line in after.log)
        private = engine.is_private_decision(state, seat)  # type: ignore[attr-defined]
        label = engine.label(state, action)  # type: ignore[attr-defined]
        self.steps.append((seat, label, told, private, len(self.out.getvalue())))
        return action


def play_recorded(
    key: str, seed: int, human: int, script: str, players: int = 3
) -> tuple[str, RecordingAgent]:
    out = io.StringIO()
    agent = RecordingAgent(human, out)
    game = TerminalGame(
        spec=GAMES[key],
        num_players=players,
        human_seats=frozenset({human}),
        agent=agent,
        seed=seed,
        stdin=io.StringIO(script),
        stdout=out,
    )
    game.run()
    return out.getvalue(), agent


def secret_runs(text: str, agent: RecordingAgent) -> list[tuple[int, int]]:
    """(seat, length) of every run of an AI's secret steps that left the human nothing to read: one AI's
    steps in a row, with no other seat's step, no line the human could read and no decision of the human
    between (a silent click of an open move by the same AI neither ends a run nor counts in it)."""
    runs: list[tuple[int, int]] = []
    previous: tuple[int, bool, int] | None = None
    for seat, _label, told, private, at in agent.steps:
        if not told and not private and previous is not None and previous[0] == seat:
            continue
        human_between = previous is not None and "----- Your decision" in text[previous[2] : at]
        continues = previous is not None and previous[0] == seat and not previous[1] and not human_between
        if not told and private:
            if continues and runs and runs[-1][0] == seat:
                runs[-1] = (seat, runs[-1][1] + 1)
            else:
                runs.append((seat, 1))
        previous = (seat, told or not private, at)
    return runs


@pytest.mark.parametrize(
    ("key", "seed", "human", "longest"),
    [
        ("grimprospects", 1, 0, 10),  # an AI places its Employed miners and Shadows in many secret clicks
        ("slither", 1, 1, 1),  # the snake (an AI) picks where a tile goes, then how it turns, in secret
        ("gentoo", 2, 0, 0),  # a Stone Thief is played, then aimed: in the open, so no secret is told
        ("giantsnail", 1, 0, 0),  # workers placed in two clicks, in the open
        ("earthcrumbles", 1, 0, 0),  # nothing is hidden in this game
    ],
)
def test_a_step_is_called_secret_only_when_the_engine_made_the_choice_private(
    key: str, seed: int, human: int, longest: int
) -> None:
    """ "AI 3 makes a secret choice." is printed once per run of an AI's secret steps, and only for a
    decision the engine makes in private (``is_private_decision``); the first click of an open move says
    nothing until the move is made, and nothing ever says what was chosen in secret."""
    text, agent = play_recorded(key, seed, human, "1\n" * 60)
    runs = secret_runs(text, agent)
    if longest:
        assert max(length for _, length in runs) >= longest  # a run of several secret steps, told once
    else:
        assert runs == []  # nothing chosen in secret, so no step is called secret
    names = [f"Player {s + 1}" if s == human else f"AI {s + 1}" for s in range(3)]
    for seat in range(3):
        told = sum(1 for s, _ in runs if s == seat)
        assert text.count(f"  {names[seat]} makes a secret choice.\n") == told
    assert f"Player {human + 1} makes" not in text
    ends = [at for *_, at in agent.steps[1:]] + [len(text)]
    for (seat, label, told, private, at), end in zip(agent.steps, ends, strict=True):
        heading = text.find("\n----- Your decision", at)
        printed = text[at : end if heading < 0 else min(end, heading)]
        if not told:
            allowed = ("", f"  {names[seat]} makes a secret choice.\n") if private else ("",)
            assert printed in allowed
            assert fill_names(label, names) not in printed


def test_an_ais_secret_choice_is_told_in_the_words_players_read() -> None:
    text, _ = play_recorded("grimprospects", 1, 0, "1\n" * 8)
    # Round 1, "Fire two miners": each AI picks its Loitering Guard in secret, then its Thug.
    fire = text.index("Fire two miners: choose a Loitering Guard and a Loitering Thug.")
    assert text[fire:].split("\n")[1:5] == [
        "  AI 2 makes a secret choice.",
        "  AI 2 has chosen.",
        "  AI 3 makes a secret choice.",
        "  AI 3 has chosen.",
    ]


def decisions(text: str) -> list[str]:
    """The output of each of the human's decisions, from its heading to the next one."""
    return ["----- Your decision" + part for part in text.split("----- Your decision")[1:]]


BOARD = "===== Board as seen by"


@pytest.mark.parametrize(
    ("key", "seed", "human"),
    [("grimprospects", 1, 0), ("slither", 1, 0), ("gentoo", 1, 0)],
)
def test_a_decision_of_several_clicks_shows_the_board_at_its_first_click_only(
    key: str, seed: int, human: int
) -> None:
    text, _ = play_recorded(key, seed, human, "1\n" * 60)
    parts = decisions(text)
    continued = [p for p in parts if p.startswith("----- Your decision, continued (b = board) -----")]
    first = [p for p in parts if p.startswith("----- Your decision -----")]
    assert continued and first and len(continued) + len(first) == len(parts)
    for part in continued:
        assert BOARD not in part.split("Your choice (")[0]
        assert "Choices:" in part
    for part in first:
        assert BOARD in part.split("Your choice (")[0]
    # Once something public has happened since the human's last click (their own move told to all,
    # another seat's move), the board is shown again. Lines told to the human alone start with "You".
    for previous, part in pairwise(parts):
        since = previous.rsplit("Your choice (", 1)[1].split("): ", 1)[1]  # what the last click told
        if re.search(r"^  (?!You )\S", since, re.MULTILINE):
            assert part in first
        else:
            assert part in continued


@pytest.mark.parametrize(("key", "seed"), [("grimprospects", 1), ("slither", 1), ("gentoo", 1)])
def test_b_shows_the_board_in_the_middle_of_a_decision(key: str, seed: int) -> None:
    plain, _ = play_recorded(key, seed, 0, "1\n" * 60)
    # The first continued decision of the same game, with a 'b' typed there.
    number = next(i for i, p in enumerate(decisions(plain)) if ", continued" in p.split("\n")[0])
    text, _ = play_recorded(key, seed, 0, "1\n" * number + "b\n" + "1\n" * 60)
    part = decisions(text)[number]
    assert part.startswith("----- Your decision, continued (b = board) -----")
    before_b, after_b = part.split("Your choice (", 1)
    assert BOARD not in before_b
    assert after_b.count(BOARD) == 1 and after_b.index(BOARD) < after_b.index("Choices:")
    assert decisions(plain)[number].split("Your choice (")[0] == before_b  # the same decision


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
    assert unknown.returncode == 2 and "There is no game called “no-such-game”" in unknown.stdout
    for key in ENGINES:
        assert key in unknown.stdout  # the games it might have meant
    malformed = bot_command("play", "gentoo", "--option", "target")
    assert malformed.returncode == 2 and "Options are written NAME=VALUE" in malformed.stdout


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
    assert "I did not understand “oops”" in result.stdout
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
        # As a terminal starts it: Ctrl-C delivered. A shell's background job (nohup, "&") starts its
        # children with SIGINT ignored, and the player's Ctrl-C would never reach the game.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
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


@pytest.mark.parametrize(
    ("command", "code"), [(("play", "--list"), 1), (("play", "gentoo", "--help"), 1), (("play", "--help"), 0)]
)
def test_output_read_only_in_part_ends_without_a_traceback(command: tuple[str, ...], code: int) -> None:
    """``play --list | head``: the reader leaves before the end (here before the first line), and the player
    sees what they read, not a traceback; the exit code says the output was cut (argparse's own help stops
    writing quietly and ends as it would have). A game's own output closing is
    ``test_a_closed_output_ends_the_game_quietly``."""
    process = subprocess.Popen(
        [sys.executable, "-m", "bot", *command],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # long before the interpreter has started: its first line meets a closed pipe
    err = process.stderr.read().decode()
    assert process.wait(timeout=60) == code
    assert err == ""


def test_u_takes_back_your_last_move_under_the_bots_rules() -> None:
    """Take-backs in the terminal: ``u`` takes back your last move while nobody else has decided since and
    nothing hidden was revealed, and says why not otherwise. Secret Cards at one keyboard: a take of the
    cards (public) is taken back; a first ``u`` with no move made yet is refused. With seed 3, Player 1
    picks their highest card, Player 2 their lowest: Player 1 wins round 1, takes the cards, and, asked
    first in round 2 (nobody has decided since), takes the take back, then takes again."""
    from support.secretgame import SecretGame

    script = "u\n3\n1\n1\nu\n" + "1\n" * 40
    code, text = run_game(SecretGame(), script, players=2, ai=0, seed=3, options={"rounds": 2})
    assert code == 0
    assert "You have no move to take back" in text
    take = "Player 1 takes the cards for 13 points."
    assert text.count(take) == 2 and text.index("Player 1 took back their move.") > text.index(take)
    assert "Traceback" not in text


def test_alone_against_ais_u_takes_back_the_move_and_the_ais_replies() -> None:
    """``u`` at a table of one person and AIs: the AIs' replies since the move go with it (nothing was
    revealed since), the line says so, and the same decision is asked again."""
    found = 0
    for seed in range(1, 30):
        out = io.StringIO()
        game = TerminalGame(
            spec=GAMES["earthcrumbles"],
            num_players=3,
            human_seats=frozenset({0}),
            agent=RandomAgent(),
            seed=seed,
            stdin=io.StringIO("1\n" * 3 + "u\nq\n"),
            stdout=out,
        )
        game.run()
        text = out.getvalue()
        if "took back their move and the" not in text:
            continue
        found += 1
        line = next(ln for ln in text.splitlines() if "took back their move" in ln).split(": ")[-1]
        assert re.fullmatch(
            r"\s*Player 1 took back their move and the (reply|replies) of AI [23]( and AI 3)? since\.", line
        )
        undone = [r for r in game.history if r.undoes is not None]
        assert {r.seat for r in undone} >= {0} and any(r.seat != 0 for r in undone)
        assert undone[-1].seat == 0  # the person's entry last: the replies are logged newest first before it
        assert "----- Your decision" in text[text.index(line) :]  # asked again
    assert found >= 1


def test_taking_back_one_click_of_a_choice_says_so() -> None:
    """Grim Prospects' Fire phase takes two picks (a Guard, then a Thug): ``u`` after the first takes back
    that step, and says so in those words."""
    out = io.StringIO()
    game = TerminalGame(
        spec=GAMES["grimprospects"],
        num_players=3,
        human_seats=frozenset({0}),
        agent=RandomAgent(),
        seed=1,
        stdin=io.StringIO("1\n1\nu\nq\n"),
        stdout=out,
    )
    game.run()
    assert "Player 1 took back the last step of their move." in out.getvalue()


def test_a_hint_at_the_prompt_says_it_wins_the_game_beside_the_one_choice_that_does() -> None:
    """Two people race to ten; at 7 the second may add 3 and win. The hint, searched for real, names that
    choice and says it wins the game; the others (which do not end it, and raise nothing the race counts)
    get no reason at all, nothing after their chance."""
    code, text = run_game(RaceEngine(), "1\n" * 7 + "h\n3\n", players=2, ai=0, seed=1, iterations=40)
    assert code == 0 and "Player 2 reaches 10 and wins." in text
    hinted = text.split("Hint (the AI, from what you can see):")[1].split("Your choice")[0]
    lines = [line.strip() for line in hinted.strip().splitlines()]
    assert lines[0] == "Its choice: 3."
    assert lines[1] == "3. Add 3 (total 10): chance to win 100%. It wins the game."
    assert sorted(line[:2] for line in lines[2:]) == ["1.", "2."]
    for line in lines[2:]:  # "1. Add 1 (total 8): chance to win 24%, behind the first." and no more
        assert re.fullmatch(
            r"[12]\. Add [12] \(total [89]\): chance to win \d+%, behind the first\.", line
        ), line


def test_a_hint_at_the_prompt_words_endings_and_reasons_as_the_coach_gave_them() -> None:
    engine = ENGINES["gentoo"]
    state = engine.new_game(2, 1)
    legal = list(engine.legal_actions(state, min(engine.current_seats(state))))[:3]
    ids = [engine.action_id(action) for action in legal]
    shown = (
        Suggestion(ids[0], 0.62, "It ends the game.", False, Words(id="coach-ends")),
        Suggestion(ids[1], 0.3, "", True),
        Suggestion(ids[2], 0.2, "It gives you more penguins.", True),
    )
    text = hint_text(engine, state, legal, Hint(0, shown, None, True, 100))
    lines = [line.strip() for line in text.splitlines()]
    assert lines[1] == "Its choice: 1."
    assert lines[2].endswith(": chance to win 62%. It ends the game.")  # the chance beside it, not "wins"
    assert lines[3].endswith(": chance to win 30%, behind the first.")  # no reason: nothing after it
    assert lines[4].endswith(": chance to win 20%, behind the first. It gives you more penguins.")
    # With claims turned off and both searches agreeing, the first ahead is a lean and no more.
    unclaimed = hint_text(
        engine, state, legal, Hint(0, shown, None, True, 100, confirmed=True, claimed=False)
    )
    assert "It leans to 1: a lean, not a verdict." in unclaimed and "second search" not in unclaimed


def test_a_hint_whose_first_choice_another_search_did_not_confirm_is_a_lean() -> None:
    engine = ENGINES["gentoo"]
    state = engine.new_game(2, 1)
    legal = list(engine.legal_actions(state, min(engine.current_seats(state))))[:3]
    suggestions = tuple(
        Suggestion(engine.action_id(action), 0.5 - i / 10, "", i > 0) for i, action in enumerate(legal)
    )
    text = hint_text(engine, state, legal, Hint(0, suggestions, None, True, 100, confirmed=False))
    assert "It leans to 1, but a second search did not put it first" in text
    assert text.count(", behind the first.") == 2 and "Its choice" not in text
