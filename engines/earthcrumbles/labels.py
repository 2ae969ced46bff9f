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

from engines.base import LABEL_MAX, IllegalAction, parse_id
from engines.earthcrumbles.board import visible
from engines.earthcrumbles.data import catalog, tile, tile_name
from engines.earthcrumbles.models import EarthAction, EarthState
from engines.earthcrumbles.turn import act
from engines.wording import plural

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
        raise IllegalAction("That is not a move in As The Earth Crumbles.")
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
        cost = f"{plural(tile(arg).cost, 'Coin')}, 2 Build Points"
        return _fitting(
            room,
            f"Fabricate the {tile_name(arg)} from the discard pile ({cost})",
            f"Fabricate the {tile_name(arg)} from the discard ({cost})",
        )
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


def _fitting(room: int | None, *forms: str) -> str:
    """The first of ``forms`` (the same words, shorter and shorter) that fits in ``room`` characters, the
    shortest if none does, the first with no limit. None names a seat, so each counts as written."""
    return next((form for form in forms if room is None or len(form) <= room), forms[-1])


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
    if t.kind == "per_colour":
        colours = [tile(v).colour for v in visible(state.players[who])]
        gain = t.amount * colours.count(t.colour) * times
    else:
        gain = t.amount * times
    return f"{name}: gain {plural(gain, 'Coin')}" + (f" ({times} times)" if t.stack and times > 1 else "")
