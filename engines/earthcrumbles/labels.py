"""As The Earth Crumbles' action ids and button labels: which codes are moves, and their words.

Action ids (each at most 40 characters; <tile> is a tile id such as a-b1, b-r3, <site> is 1-6):

    take.<tile>                          salvage a tile
    bonus  skip  prosper.<site>  move.<site>  to.<site>  back      the Salvage Bonus
    pay  lose.<seat>.<site>              an exploded gas pocket
    use.<seat>.<site>.<times>            generate income from a Site's tile (0: pass on a purchase)
    build.<tile>  fab.<tile>  site.<site>  scrap.<tile>  show.<build|scrap|fab>  done  back

The seat (0-4) in the ids of answers several players give at once lets each label name that player's
own tile.
"""

from __future__ import annotations

import re

from engines.base import LABEL_MAX, parse_id
from engines.earthcrumbles.board import visible
from engines.earthcrumbles.data import Tile, catalog, tile, tile_name, tile_words
from engines.earthcrumbles.models import EarthAction, EarthState
from engines.earthcrumbles.turn import act
from engines.english import plural
from engines.logwords import refusal
from engines.phrasing import Words, WordsArg

_TILE = r"(?:a-[bgr](?:10|[1-9])|b-[bgr][1-3]|gp-[1-4])"
_PATTERNS = re.compile(
    r"^(?:"
    rf"(?:take|build|fab|scrap)\.{_TILE}"
    r"|(?:prosper|move|to|site)\.[1-6]"
    r"|lose\.[0-4]\.[1-6]"
    r"|use\.[0-4]\.[1-6]\.\d{1,2}"
    r"|show\.(?:build|scrap|fab)"
    r"|bonus|skip|pay|done|back"
    r")$"
)


def action_id(action: EarthAction) -> str:
    return action.code


def parse_action(action_id: str) -> EarthAction:
    parse_id(action_id)
    if not _PATTERNS.match(action_id):
        raise refusal("That is not a move in As The Earth Crumbles.", "earth-refuse-unknown-move")
    return act(action_id)


def is_pass(action_id: str) -> bool:
    """Ending a step with nothing more done ("done") or passing on an optional choice ("skip")."""
    return action_id in ("done", "skip")


def label(state: EarthState, action: EarthAction) -> str:
    return describe(state, action.code, LABEL_MAX)


def describe(state: EarthState, code: str, room: int | None = None) -> str:
    """The action in words: for its button (``room`` characters at most, in a shorter form where the long
    one would not fit) or, with no ``room``, in full for the view's line of the move being made."""
    kind, _, arg = code.partition(".")
    if kind == "back":
        return "Back"
    if kind == "done":
        return "End my turn" + (f" ({plural(state.bp, 'Build Point')} unspent)" if state.bp else "")
    if kind == "take":
        return f"Salvage the {tile_name(arg)}"
    if kind == "bonus":
        t = tile(state.salvaged)
        what = plural(t.amount, "Coin") if t.kind == "coin_pickup" else plural(t.amount, "Culture", "Culture")
        return f"Take the bonus: {what}"
    if kind == "skip":
        return "Skip the Salvage Bonus"
    player = state.players[state.turn]
    if kind == "prosper":
        top = player.sites[int(arg) - 1][-1]
        return f"Discard the {tile_name(top)} (Site {arg}) for a Prosperity"
    if kind == "move":
        return f"Move the {tile_name(player.sites[int(arg) - 1][-1])} from Site {arg}"
    if kind == "to":
        stack = player.sites[int(arg) - 1]
        return f"Onto Site {arg}" + (f" (over the {tile_name(stack[-1])})" if stack else " (empty)")
    if kind == "pay":
        return f"Pay {plural(tile(state.gas).pay, 'Coin')}"
    if kind == "lose":
        who, site = (int(x) for x in arg.split("."))
        return f"Discard my {tile_name(state.players[who].sites[site - 1][-1])} (Site {site})"
    if kind == "use":
        return _use_words(state, arg)
    if kind == "build":
        return f"Build the {tile_name(arg)} ({plural(tile(arg).cost, 'Coin')})"
    if kind == "fab":
        return _fitting(room, *_fabricate_forms(arg))
    if kind == "scrap":
        return f"Scrap the {tile_name(arg)} for 1 Coin"
    if kind == "show":
        return {
            "build": "Build a tile from my Reserve…",
            "scrap": "Scrap a tile…",
            "fab": "Fabricate from the discard pile…",
        }[arg]
    if kind == "site":
        stack = player.sites[int(arg) - 1]
        lane = catalog().site_lane[int(arg) - 1].title()
        return f"On Site {arg}, {lane} Lane" + (
            f" (over the {tile_name(stack[-1])})" if stack else " (empty)"
        )
    return code


def _fabricate_forms(tile_id: str) -> tuple[str, str]:
    """The words of fabricating a tile, long and short."""
    cost = f"{plural(tile(tile_id).cost, 'Coin')}, 2 Build Points"
    return (
        f"Fabricate the {tile_name(tile_id)} from the discard pile ({cost})",
        f"Fabricate the {tile_name(tile_id)} from the discard ({cost})",
    )


def _fitting(room: int | None, *forms: str) -> str:
    """The first of ``forms`` (the same words, shorter and shorter) that fits in ``room`` characters, the
    shortest if none does, the first with no limit. None names a seat, so each counts as written."""
    return next((form for form in forms if room is None or len(form) <= room), forms[-1])


def _gain(state: EarthState, who: int, t: Tile, times: int) -> int:
    """The Coins a tile that gives generates ``times`` times for seat ``who``."""
    if t.kind == "per_colour":
        colours = [tile(v).colour for v in visible(state.players[who])]
        return t.amount * colours.count(t.colour) * times
    return t.amount * times


def _use_words(state: EarthState, arg: str) -> str:
    who, site, times = (int(x) for x in arg.split("."))
    t = tile(state.players[who].sites[site - 1][-1])
    name = f"{tile_name(t.id)} (Site {site})"
    if t.kind == "buy_culture":
        if not times:
            return f"{name}: buy no Culture"
        return f"{name}: pay {plural(t.pay * times, 'Coin')} for {plural(t.amount * times, 'Culture', 'Culture')}"
    if t.kind == "buy_prosperity":
        if not times:
            return f"{name}: buy no Prosperity"
        return (
            f"{name}: pay {plural(t.pay * times, 'Culture', 'Culture')} for "
            f"{plural(t.amount * times, 'Prosperity', 'Prosperity')}"
        )
    gain = _gain(state, who, t, times)
    return f"{name}: gain {plural(gain, 'Coin')}" + (f" ({times} times)" if t.stack and times > 1 else "")


# ---- the same as messages, for each reader's language (docs/localisation.md, "The games' words") ----------


def label_words(state: EarthState, action: EarthAction) -> Words:
    """``label`` as a message: what the button says, in each reader's language."""
    code = action.code
    kind, _, arg = code.partition(".")
    if kind in ("back", "skip"):
        return Words(id=f"earth-move-{kind}")
    if kind == "done":
        return Words(id="earth-move-done", args={"points": state.bp})
    if kind == "take":
        return Words(id="earth-move-take", args={"tile": tile_words(arg)})
    if kind == "bonus":
        t = tile(state.salvaged)
        if t.kind == "coin_pickup":
            return Words(id="earth-move-bonus-coins", args={"coins": t.amount})
        return Words(id="earth-move-bonus-culture", args={"culture": t.amount})
    if kind == "show":
        return Words(id=f"earth-move-show-{arg}")
    if kind == "build":
        return Words(id="earth-move-build", args={"tile": tile_words(arg), "coins": tile(arg).cost})
    if kind == "scrap":
        return Words(id="earth-move-scrap", args={"tile": tile_words(arg)})
    if kind == "fab":
        whole = len(_fabricate_forms(arg)[0]) <= LABEL_MAX  # as ``label`` chooses the form
        args: dict[str, WordsArg] = {"tile": tile_words(arg), "coins": tile(arg).cost, "whole": whole}
        return Words(id="earth-move-fabricate", args=args)
    if kind == "pay":
        return Words(id="earth-move-pay", args={"coins": tile(state.gas).pay})
    if kind == "lose":
        who, site = (int(x) for x in arg.split("."))
        top = state.players[who].sites[site - 1][-1]
        return Words(id="earth-move-lose", args={"tile": tile_words(top), "site": site})
    if kind == "use":
        return _use_message(state, arg)
    if kind not in ("prosper", "move", "to", "site"):
        raise ValueError(f"no words for the move {code!r}")
    site = int(arg)
    stack = state.players[state.turn].sites[site - 1]
    place: dict[str, WordsArg] = {"site": site}
    if kind == "site":
        place["lane"] = catalog().site_lane[site - 1]
    if not stack:  # only a tile's destination may be empty
        return Words(id=f"earth-move-{kind}-empty", args=place)
    return Words(id=f"earth-move-{kind}", args={**place, "tile": tile_words(stack[-1])})


def draft_message(state: EarthState, code: str) -> Words:
    """A click of the move being made as a message, in the whole words ``describe`` gives it there (a
    fabrication's long form, whatever the length of its button)."""
    words = label_words(state, EarthAction(code=code))
    if words.id == "earth-move-fabricate":
        return Words(id=words.id, args={**words.args, "whole": True})
    return words


def _use_message(state: EarthState, arg: str) -> Words:
    """``_use_words`` as a message."""
    who, site, times = (int(x) for x in arg.split("."))
    tile_id = state.players[who].sites[site - 1][-1]
    t = tile(tile_id)
    args: dict[str, WordsArg] = {"tile": tile_words(tile_id), "site": site}
    if t.kind == "buy_culture":
        if not times:
            return Words(id="earth-move-use-no-culture", args=args)
        args.update(coins=t.pay * times, culture=t.amount * times)
        return Words(id="earth-move-use-culture", args=args)
    if t.kind == "buy_prosperity":
        if not times:
            return Words(id="earth-move-use-no-prosperity", args=args)
        args.update(culture=t.pay * times, prosperity=t.amount * times)
        return Words(id="earth-move-use-prosperity", args=args)
    args.update(coins=_gain(state, who, t, times), times=times if t.stack else 1)
    return Words(id="earth-move-use-gain", args=args)
