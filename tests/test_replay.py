"""A game's past without Discord (cogs/past/): the log's pages, how a game's states become replay steps, where
each stored line goes, the jump menu, and the custom ids of the paging components."""

from __future__ import annotations

from collections.abc import Sequence

from bot.services.history import Step, build_replay
from bot.session.game import Game
from bot.session.records import ActionRecord, LogEntry, SeatRecord, SessionRecord, SessionStatus
from cogs.past.components import Mode, ReplayTurn, Turn, log_page_button, replay_button, replay_jump_menu
from cogs.past.logpages import log_pages
from cogs.past.past import Past
from cogs.past.replaysteps import JUMP_OPTIONS, ReplaySteps
from engines.base import GameState, Seat
from support.toygames import RaceEngine, RaceState, RaceView


class QuietRace(RaceEngine):
    """Race to Ten whose picked amount (the first click of a two-click move) is not public."""

    def _view(self, state: RaceState, seat: Seat | None) -> RaceView:
        view = super()._view(state, seat)
        return view if seat is not None else view.model_copy(update={"pending": None})


def test_log_pages_keep_every_line_in_order_within_both_limits() -> None:
    lines = [f"line {i} " + "x" * (i * 37 % 300) for i in range(200)]
    pages = log_pages(lines, per_page=20, chars=1000)
    assert [line for page in pages for line in page] == lines
    assert all(len(page) <= 20 and len("\n".join(page)) <= 1000 for page in pages)
    # Cut from the oldest line: more lines change only the last page.
    more = log_pages([*lines, "one more"], per_page=20, chars=1000)
    assert more[:-1] == pages[:-1]


def test_a_line_longer_than_a_page_is_shortened() -> None:
    pages = log_pages(["short", "y" * 5000, "after"], per_page=20, chars=3800)
    assert pages == [("short", "y" * 999 + "…", "after")]
    tiny = log_pages(["a" * 50, "b"], per_page=20, chars=30)  # a line never outgrows its page
    assert tiny == [("a" * 29 + "…",), ("b",)]


def race_game(engine: QuietRace, state: GameState, status: SessionStatus = SessionStatus.FINISHED) -> Game:
    seats = (SeatRecord(0, 100, None, "Ann"), SeatRecord(1, None, "random", "Bo (AI)"))
    session = SessionRecord(
        id="abcdEFGH", guild_id=1, channel_id=2, game=engine.key, status=status, host_user_id=100,
        options={"two_step": True, "target": 5}, random_order=False, seed=7, schema_version=1, version=9,
        lobby_message_id=None, board_message_id=None, created_at=0.0, updated_at=0.0, ended_reason=None,
        seats=seats,
    )  # fmt: skip
    return Game(session, engine, state, {})


def play(engine: QuietRace, ids: Sequence[tuple[int, str]]) -> tuple[list[GameState], list[ActionRecord]]:
    state = engine.new_game(2, 7, engine.make_options({"two_step": True, "target": 5}))
    states: list[GameState] = [state]
    actions: list[ActionRecord] = []
    for i, (seat, action_id) in enumerate(ids):
        state = engine.apply(state, seat, engine.parse_action(action_id))
        states.append(state)
        user = 100 if seat == 0 else (200 if i == 2 else None)  # Bo clicked once; then an AI took his seat
        actions.append(ActionRecord(i, seat, action_id, i, user, created_at=10.0 * (i + 1)))
    return states, actions


def test_steps_are_the_public_changes_and_lines_go_to_their_step() -> None:
    engine = QuietRace()
    moves = [(0, "add.2"), (0, "confirm.2"), (1, "add.1"), (1, "back"), (1, "add.3"), (1, "confirm.3")]
    states, actions = play(engine, moves)
    assert states[-1].total == 5  # type: ignore[attr-defined]
    public = [
        LogEntry(0, "The race begins.", None, None, 0.0),
        LogEntry(1, "{s0} adds 2; the total is 2.", None, 1, 20.0),
        LogEntry(2, "An AI plays {s1}'s seat now.", None, None, 35.0),  # after the 3rd action
        LogEntry(3, "{s1} adds 3; the total is 5. {s1} reaches 5 and wins.", None, 5, 60.0),
    ]
    replay = build_replay(race_game(engine, states[-1]), states, actions, public)
    # The picks (add) and the take-back show nothing public: each joins the step before it. The host's
    # line written after the third action makes that state a step of its own.
    assert [(s.first, s.last) for s in replay.steps] == [(0, 1), (2, 2), (3, 5), (6, 6)]
    assert [s.state for s in replay.steps] == [states[1], states[2], states[5], states[6]]
    assert [[x.text for x in replay.step_lines(i)] for i in range(4)] == [[e.text] for e in public]
    assert [x.text for x in replay.recent(3)] == [e.text for e in public]
    assert replay.step_of(LogEntry(9, "You picked 3.", 1, 4, 50.0)) == 2
    # Who played which seat: Ann holds seat 1 (index 0); Bo clicked seat 2 before an AI took it.
    assert replay.players == {100: 0, 200: 1}
    # Running until the last step, then as it ended.
    assert [replay.game_at(i).status for i in range(4)] == [SessionStatus.RUNNING] * 3 + [
        SessionStatus.FINISHED
    ]


def test_the_jump_menu_spreads_25_steps_with_the_shown_one_among_them() -> None:
    engine = QuietRace()
    states, actions = play(engine, [(0, "add.1")])
    game = race_game(engine, states[-1])
    base = build_replay(game, states, actions, [])
    steps = tuple(Step(i, i, states[0], 0) for i in range(300))
    replay = type(base)(game, steps, (), tuple(range(300)), (), {})
    for shown in (0, 137, 299):
        options = ReplaySteps.jump_options(replay, shown)
        values = [int(o.value) for o in options]
        assert len(options) <= JUMP_OPTIONS and values == sorted(set(values))
        assert values[0] == 0 and values[-1] == 299 and shown in values
        assert [o.value for o in options if o.default] == [str(shown)]
        assert all(o.label == f"Step {int(o.value) + 1}" for o in options)


def received(custom_id: str) -> bool:
    """Whether a receiver of the past's components takes this custom id."""
    return any(receiver.custom_id_kind.parse(custom_id) is not None for receiver in Past.receivers)


def test_paging_custom_ids_fit_discord_and_are_ours() -> None:
    session = "x" * 32  # the longest id a custom id accepts
    ids = [
        *(log_page_button(session, d, 99999).custom_id for d in Turn),
        *(
            replay_button(session, d, 999999, Mode.PUBLIC).custom_id
            for d in ReplayTurn
            if d != ReplayTurn.SWITCH_HAND
        ),
        replay_button(session, ReplayTurn.SWITCH_HAND, 999999, Mode.MINE).custom_id,
        replay_jump_menu(session, Mode.MINE, []).custom_id,
    ]
    assert all(cid is not None and len(cid) <= 100 and received(cid) for cid in ids)
    assert len(set(ids)) == len(ids)
    assert not received(f"replay:{session}:view:1:everyone")
    assert not received(f"logpage:{session}:sideways:1")
