"""The search's Grim Prospects position (engines/grimprospects/search.py; docs/ai.md, "The speed of the
search in Grim Prospects"): the state as mutable lists of card numbers, its action codes, a seat's
draft read back click by click, a battle, and the conversions from and to the engine's
``GrimProspectsState``. The reveals that move it on are in reveals.py.

A card is its place in the catalogue (``data.ALL_CARD_IDS``), so a person's hand, kept in catalogue
order by the engine (``data.sort_cards``), is a sorted list. An action is ``kind << 6 | card``, where the
card is a card number, ``NO_CARD`` ("no Employed Thug/Guard") or ``TOP_CARD`` (an Artificial Player's
blind draw); "done" and "back" carry no card, "browse" a faction (docs/rules/grimprospects.md,
"Decisions and action ids").
"""

from __future__ import annotations

from engines.base import Outcome
from engines.grimprospects.arrow import benefactor, inheritor
from engines.grimprospects.choices import ACTIONS, TOP
from engines.grimprospects.data import ALL_CARD_IDS, CARDS
from engines.grimprospects.labels import action_id
from engines.grimprospects.models import (
    FACTIONS,
    BattleRecord,
    BattleResult,
    Force,
    GrimProspectsAction,
    GrimProspectsOptions,
    GrimProspectsState,
    Phase,
    PlayerState,
)

# ---- cards and actions as numbers ---------------------------------------------------------------------

CARD_NUMBER = {card_id: i for i, card_id in enumerate(ALL_CARD_IDS)}
FACTION = [FACTIONS.index(card.faction) for card in CARDS]
POWER = [(card.vs_bunny, card.vs_rat, card.vs_mole) for card in CARDS]  # against FACTIONS, in order
IS_GEM = [card.segment == "gem" for card in CARDS]
VALUE = [2 if card.segment == "gem" else 1 for card in CARDS]  # rulebook, Winning The Game
SHADOW_OF = [FACTION[i] if card.effect == "shadow" else -1 for i, card in enumerate(CARDS)]
TURNCOAT = [card.effect == "turncoat" for card in CARDS]

FORFEIT, FIRE_GUARD, FIRE_THUG, THUG, GUARD, SHADOW, DONE_KIND, BACK_KIND, BROWSE = range(9)
KINDS = ("forfeit", "fire_guard", "fire_thug", "thug", "guard", "shadow", "done", "back", "browse")
NO_CARD, TOP_CARD = 60, 61
DONE, BACK = DONE_KIND << 6, BACK_KIND << 6


def _action_tables() -> tuple[list[str], dict[int, GrimProspectsAction], dict[tuple[object, ...], int]]:
    # Every action the engine has (choices.ACTIONS), coded; its id and its engine value by code.
    ids = [""] * (len(KINDS) << 6)
    actions: dict[int, GrimProspectsAction] = {}
    codes: dict[tuple[object, ...], int] = {}
    for (kind, key), act in ACTIONS.items():
        if kind == "browse":
            low = FACTIONS.index(act.faction) if act.faction is not None else 0
        elif kind in ("done", "back"):
            low = 0
        else:
            low = NO_CARD if key is None else TOP_CARD if key == TOP else CARD_NUMBER[key]
        code = KINDS.index(kind) << 6 | low
        ids[code], actions[code] = action_id(act), act
        codes[act.kind, act.card, act.from_deck, act.faction] = code
    return ids, actions, codes


ACTION_IDS, ENGINE_ACTIONS, CODE_OF = _action_tables()

# ---- phases, stages and seats ---------------------------------------------------------------------------

PHASES: tuple[Phase, ...] = ("forfeit", "fire", "prepare", "over")
FORFEIT_PHASE, FIRE_PHASE, PREPARE_PHASE, OVER = range(4)
S_FORFEIT, S_FIRE_GUARD, S_FIRE_THUG, S_THUG, S_THUG_SHADOWS, S_GUARD, S_GUARD_SHADOWS, S_READY = range(8)
FIRST_STAGE = (S_FORFEIT, S_FIRE_GUARD, S_THUG, S_READY)  # per phase (choices.FIRST_STAGE)
STAGE_KIND = (FORFEIT, FIRE_GUARD, FIRE_THUG, THUG, -1, GUARD, -1, -1)  # what a card click is, per stage
RESULTS: tuple[BattleResult, ...] = ("collapse", "held", "no_battle")
COLLAPSE, HELD, NO_BATTLE = range(3)
# The seats still choosing, by bit mask (three seats at most).
SEATS_OF = tuple(frozenset(s for s in range(3) if mask >> s & 1) for mask in range(8))
# Every seat's Inheritor and Benefactor (arrow.py), by the number of players and the arrow's direction.
ARROWS = {
    (n, clockwise): (
        [inheritor(n, clockwise, s) for s in range(n)],
        [benefactor(n, clockwise, s) for s in range(n)],
    )
    for n in (2, 3)
    for clockwise in (True, False)
}


class Player:
    """One seat: what it holds (as PlayerState) and its draft read back (as choices.Picks); -1 is None."""

    __slots__ = (
        "artificial",
        "browsing",
        "decided",
        "draft",
        "drawn",
        "fire_guard",
        "fire_thug",
        "forfeit",
        "guard",
        "guard_shadows",
        "hand",
        "known",
        "lguards",
        "lthugs",
        "resting",
        "stage",
        "thug",
        "thug_shadows",
        "tunnel",
        "used",
    )

    def __init__(self, artificial: bool) -> None:
        self.artificial = artificial
        self.hand: list[int] = []
        self.known: list[list[int]] = []  # groups are replaced, never changed in place
        self.tunnel: list[int] = []
        self.lguards: list[int] = []
        self.lthugs: list[int] = []
        self.resting: list[int] = []
        self.draft: list[int] = []
        self.decided = False
        self.stage = S_READY
        self.browsing = -1
        self.forfeit = self.fire_guard = self.fire_thug = self.thug = self.guard = -1
        self.thug_shadows: list[int] = []
        self.guard_shadows: list[int] = []
        self.drawn = 0  # an Artificial Player's cards drawn from the top of its deck this phase
        self.used: set[int] = set()  # choices.Picks.used

    def copy(self) -> Player:
        other = Player(self.artificial)
        other.hand = self.hand[:]
        other.known = self.known[:]
        other.tunnel = self.tunnel[:]
        other.lguards = self.lguards[:]
        other.lthugs = self.lthugs[:]
        other.resting = self.resting[:]
        other.draft = self.draft[:]
        other.decided = self.decided
        other.stage = self.stage
        other.browsing = self.browsing
        other.forfeit, other.fire_guard, other.fire_thug = self.forfeit, self.fire_guard, self.fire_thug
        other.thug, other.guard = self.thug, self.guard
        other.thug_shadows = self.thug_shadows[:]
        other.guard_shadows = self.guard_shadows[:]
        other.drawn = self.drawn
        other.used = set(self.used)
        return other


class Position:
    """A whole game (as GrimProspectsState), with what the search asks for kept ready: each seat's
    Inheritor and Benefactor, the mask of seats still choosing, the heuristic's values and the outcome."""

    __slots__ = (
        "clockwise",
        "donors",
        "fights",
        "heirs",
        "num_players",
        "options",
        "phase",
        "players",
        "records",
        "result",
        "round",
        "seed",
        "step",
        "values",
        "waiting",
    )

    def __init__(self) -> None:
        self.seed = 0
        self.num_players = 0
        self.step = 0
        self.round = 1
        self.phase = FORFEIT_PHASE
        self.clockwise = True
        self.options = GrimProspectsOptions()
        self.players: list[Player] = []
        self.heirs: list[int] = []
        self.donors: list[int] = []
        self.waiting = 0
        # The last round's battles: the state's own records until the search fights one, then fights.
        self.records: tuple[BattleRecord, ...] | None = ()
        self.fights: list[Fight] = []
        # Every seat's heuristic: only a reveal changes what it reads (tunnels, hand sizes, the arrow).
        self.values: list[float] | None = None
        self.result: Outcome | None = None

    def copy(self) -> Position:
        other = Position()
        other.seed, other.num_players, other.step = self.seed, self.num_players, self.step
        other.round, other.phase, other.clockwise = self.round, self.phase, self.clockwise
        other.options = self.options
        other.players = [p.copy() for p in self.players]
        other.heirs, other.donors, other.waiting = self.heirs, self.donors, self.waiting
        other.records, other.fights = self.records, self.fights
        other.values, other.result = self.values, self.result
        return other

    def seat_arrow(self) -> None:
        self.heirs, self.donors = ARROWS[self.num_players, self.clockwise]


# ---- a draft, read back click by click (choices.read_picks) ----------------------------------------------


def reset(p: Player, phase: int) -> None:
    p.stage = FIRST_STAGE[phase]
    p.browsing = -1
    p.forfeit = p.fire_guard = p.fire_thug = p.thug = p.guard = -1
    p.thug_shadows = []
    p.guard_shadows = []
    p.drawn = 0
    p.used = set()


def replay(p: Player, phase: int) -> None:
    reset(p, phase)
    for code in p.draft:
        click(p, code)


def click(p: Player, code: int) -> None:
    """One more click of the draft, read as read_picks reads it."""
    kind = code >> 6
    if kind == BROWSE:
        p.browsing = code & 63
        return
    p.browsing = -1
    if kind == DONE_KIND:
        p.stage = S_GUARD if p.stage == S_THUG_SHADOWS else S_READY
        return
    card = code & 63
    if card == TOP_CARD:
        # Draws are made in order from the top of the deck, one per placed card.
        card = p.hand[p.drawn] if p.drawn < len(p.hand) else -1
        p.drawn += 1
    elif card == NO_CARD:
        card = -1
    if card >= 0:
        p.used.add(card)
    if kind == FORFEIT:
        p.forfeit, p.stage = card, S_READY
    elif kind == FIRE_GUARD:
        p.fire_guard, p.stage = card, S_FIRE_THUG
    elif kind == FIRE_THUG:
        p.fire_thug, p.stage = card, S_READY
    elif kind == THUG:
        p.thug, p.stage = card, _after_employed(p, card, S_THUG_SHADOWS, S_GUARD)
    elif kind == GUARD:
        p.guard, p.stage = card, _after_employed(p, card, S_GUARD_SHADOWS, S_READY)
    elif p.stage == S_THUG_SHADOWS:
        p.thug_shadows.append(card)
    else:
        p.guard_shadows.append(card)


def _after_employed(p: Player, employed: int, shadow_stage: int, next_stage: int) -> int:
    # choices._after_employed: the Shadow step only when a same-faction Shadow is left to add.
    if employed < 0 or p.artificial:
        return next_stage
    faction, used = FACTION[employed], p.used
    for c in p.hand:
        if SHADOW_OF[c] == faction and c not in used:
            return shadow_stage
    return next_stage


# ---- a battle (battles.fight) ----------------------------------------------------------------------------


Side = tuple[int, list[int], list[int]]  # a side of a battle: (employed or -1, shadows, loiterers)


class Fight:
    """A battle as battles.fight judges it and turn._reveal_prepare completes it (a BattleRecord)."""

    __slots__ = (
        "attacker",
        "captured",
        "defender",
        "guard_power",
        "guards",
        "result",
        "shovel",
        "thug_power",
        "thugs",
    )

    def __init__(self, attacker: int, defender: int, thugs: Side, guards: Side) -> None:
        self.attacker, self.defender, self.thugs, self.guards = attacker, defender, thugs, guards
        self.thug_power: int | None = None  # None unless both sides played
        self.guard_power: int | None = None
        self.captured: list[int] = []
        self.shovel = -1
        if thugs[0] < 0:
            self.result = NO_BATTLE if guards[0] < 0 else HELD  # GP-5: a side alone wins
        elif guards[0] < 0:
            self.result = COLLAPSE
        else:
            versus_guards, versus_thugs = FACTION[guards[0]], FACTION[thugs[0]]
            self.thug_power = sum([POWER[c][versus_guards] for c in (thugs[0], *thugs[1], *thugs[2])])
            self.guard_power = sum([POWER[c][versus_thugs] for c in (guards[0], *guards[1], *guards[2])])
            # Ties go to the Inheritor (rulebook phase 4): the thugs need strictly more.
            self.result = COLLAPSE if self.thug_power > self.guard_power else HELD

    def record(self) -> BattleRecord:
        return BattleRecord(
            attacker=self.attacker,
            defender=self.defender,
            thugs=_force_record(self.thugs, self.thug_power),
            guards=_force_record(self.guards, self.guard_power),
            result=RESULTS[self.result],
            captured=_ids(self.captured),
            shovel=ALL_CARD_IDS[self.shovel] if self.shovel >= 0 else None,
        )


# ---- from and to the engine's state -------------------------------------------------------------------------


def from_state(state: GrimProspectsState) -> Position:
    pos = Position()
    pos.seed, pos.num_players, pos.step = state.seed, state.num_players, state.step
    pos.round, pos.phase, pos.clockwise = state.round, PHASES.index(state.phase), state.clockwise
    pos.options = state.options
    pos.records = state.battles
    for s, player in enumerate(state.players):
        p = Player(player.artificial)
        p.hand = [CARD_NUMBER[c] for c in player.hand]
        p.known = [[CARD_NUMBER[c] for c in group] for group in player.known]
        p.tunnel = [CARD_NUMBER[c] for c in player.tunnel]
        p.lguards = [CARD_NUMBER[c] for c in player.loitering_guards]
        p.lthugs = [CARD_NUMBER[c] for c in player.loitering_thugs]
        p.resting = [CARD_NUMBER[c] for c in player.resting]
        p.draft = [CODE_OF[a.kind, a.card, a.from_deck, a.faction] for a in player.draft]
        p.decided = player.decided
        replay(p, pos.phase)
        if pos.phase != OVER and not p.decided:
            pos.waiting |= 1 << s
        pos.players.append(p)
    pos.seat_arrow()
    return pos


def _ids(cards: list[int] | tuple[int, ...]) -> tuple[str, ...]:
    return tuple(ALL_CARD_IDS[c] for c in cards)


def _force_record(side: Side, power: int | None) -> Force:
    employed, shadows, loiterers = side
    if employed < 0:
        return Force()
    return Force(
        employed=ALL_CARD_IDS[employed], shadows=_ids(shadows), loiterers=_ids(loiterers), power=power
    )


def to_state(pos: Position) -> GrimProspectsState:
    players = tuple(
        PlayerState(
            artificial=p.artificial,
            hand=_ids(p.hand),
            known=tuple(_ids(group) for group in p.known),
            tunnel=_ids(p.tunnel),
            loitering_guards=_ids(p.lguards),
            loitering_thugs=_ids(p.lthugs),
            resting=_ids(p.resting),
            draft=tuple(ENGINE_ACTIONS[code] for code in p.draft),
            decided=p.decided,
        )
        for p in pos.players
    )
    battles = pos.records if pos.records is not None else tuple(f.record() for f in pos.fights)
    return GrimProspectsState(
        seed=pos.seed,
        num_players=pos.num_players,
        step=pos.step,
        options=pos.options,
        round=pos.round,
        phase=PHASES[pos.phase],
        clockwise=pos.clockwise,
        players=players,
        battles=battles,
    )
