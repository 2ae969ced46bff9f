"""Gentoo Rules in ints and tuples, for the AI's search (docs/ai.md, "Gentoo's search"): card codes, card
facts by code, the phases by number, and every action the search can take, built once.

A card's code is its place among the card ids in sorted order, so sorting codes sorts the ids
(``views.determinize`` shuffles from sorted piles) and a shuffle moves codes as it would move ids. An
action is a tuple ``(action id, kind, card, second card, seat)`` whose id is that of ``labels.action_id``,
so reading it costs nothing; -1 stands for None.
"""

from __future__ import annotations

from engines.gentoo.data import DATA, EGG_TYPES

# ---- cards as ints ------------------------------------------------------------------------------------

IDS: tuple[str, ...] = tuple(sorted(cid for spec in DATA.cards for cid in DATA.card_ids(spec.type)))
CODE: dict[str, int] = {cid: code for code, cid in enumerate(IDS)}
TYPE_NAMES: tuple[str, ...] = tuple(sorted(spec.type for spec in DATA.cards))
TYPE: tuple[int, ...] = tuple(TYPE_NAMES.index(cid.rsplit("-", 1)[0]) for cid in IDS)
TYPE_BIT: tuple[int, ...] = tuple(1 << t for t in TYPE)
COST: tuple[int, ...] = tuple(DATA.spec(TYPE_NAMES[t]).cost for t in TYPE)
NEED: tuple[int, ...] = tuple(DATA.spec(TYPE_NAMES[t]).stones or 0 for t in TYPE)  # an Egg's stones
EGG_TYPE: tuple[bool, ...] = tuple(name in EGG_TYPES for name in TYPE_NAMES)
IS_EGG: tuple[bool, ...] = tuple(EGG_TYPE[t] for t in TYPE)
(T_BLIZZARD, T_FISHING, T_HATCH, T_NEST, T_PECK, T_SEAL, T_SKUA, T_SNOW, T_THAW, T_THIEF) = (
    TYPE_NAMES.index(name)
    for name in ("blizzard", "fishing", "hatch", "nest", "peck", "seal", "skua", "snow", "thaw", "thief")
)
# turn.PLAYABLE: ruling 11, any card but Snow, Egg and Hatch may be played alone.
PLAYABLE: tuple[bool, ...] = tuple(
    name in ("skua", "thief", "seal", "nest", "peck", "blizzard", "fishing", "thaw") for name in TYPE_NAMES
)
IN_PLAY_AT_START = DATA.supplies.cards_in_play_at_start
CHOICE_ROW = DATA.supplies.choice_row
FISH = DATA.supplies.fish_per_player

PHASES: tuple[str, ...] = ("choose", "discard", "play", "target", "gift", "peck")
CHOOSE, DISCARD, PLAY, TARGET, GIFT, PECK = range(len(PHASES))

# ---- actions as tuples ---------------------------------------------------------------------------------

Action = tuple[str, int, int, int, int]  # (action id, kind, card, second card, seat)
(
    K_CHOOSE,
    K_SKIP,
    K_DISCARD,
    K_PLAY,
    K_HATCH,
    K_MOVE,
    K_PASS,
    K_TARGET_CARD,
    K_TARGET_SEAT,
    K_GIVE,
    K_PECK,
    K_ALLOW,
    K_BACK,
) = range(13)
PAIR = len(IDS)  # key of a two-card action: first * PAIR + second


def _cards(kind: int, word: str) -> tuple[Action, ...]:
    return tuple((f"{word}.{cid}", kind, code, -1, -1) for code, cid in enumerate(IDS))


# The ids of labels.action_id, built once.
CHOOSE_ONE = _cards(K_CHOOSE, "choose")
DISCARD_ONE = _cards(K_DISCARD, "discard")
PLAY_ONE = _cards(K_PLAY, "play")
MOVE_ONE = _cards(K_MOVE, "move")
TARGET_ONE = _cards(K_TARGET_CARD, "target")
PECK_ONE = _cards(K_PECK, "peck")
CHOOSE_WITH_NEST: dict[int, Action] = {
    egg * PAIR + nest: (f"choose.{IDS[egg]}.{IDS[nest]}", K_CHOOSE, egg, nest, -1)
    for egg in range(PAIR)
    if IS_EGG[egg]
    for nest in range(PAIR)
    if TYPE[nest] == T_NEST
}
HATCH_PAIR: dict[int, Action] = {
    egg * PAIR + hatch: (f"hatch.{IDS[egg]}.{IDS[hatch]}", K_HATCH, egg, hatch, -1)
    for egg in range(PAIR)
    if IS_EGG[egg]
    for hatch in range(PAIR)
    if TYPE[hatch] == T_HATCH
}
VICTIM: tuple[Action, ...] = tuple((f"victim.{s}", K_TARGET_SEAT, -1, -1, s) for s in range(4))
GIVE: tuple[Action, ...] = tuple((f"give.{s}", K_GIVE, -1, -1, s) for s in range(4))
SKIP: Action = ("skip", K_SKIP, -1, -1, -1)
PASS: Action = ("pass", K_PASS, -1, -1, -1)
ALLOW: Action = ("allow", K_ALLOW, -1, -1, -1)
BACK: Action = ("back", K_BACK, -1, -1, -1)
