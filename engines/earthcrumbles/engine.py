"""The As The Earth Crumbles engine: the contract's hooks over the rules in the sibling modules.

Rules in brief (rulebook ../shared/rulebooks/as-the-earth-crumbles.md; component data and rulings in
../shared/rules/as-the-earth-crumbles.md, our own in docs/rules/earthcrumbles.md): 40 tiles lie face up
in a four-layer pyramid, the Earth. On your turn you salvage a fully uncovered tile (gaining its Salvage
Bonus, and flipping any gas pocket it uncovers), every player's Sites in the Lane of its colour generate
income, and you spend two Build Points to build tiles from your Reserve onto your six Sites, scrap them
for a Coin or fabricate one from the discard pile. After the turn that takes the last tile, resources
and Social Directives convert to Prestige; solo, the rulebook's bands judge the score.

Action ids (each at most 40 characters; <tile> is a tile id such as a-b1, b-r3, <site> is 1-6):

    take.<tile>                          salvage a tile
    bonus  skip  prosper.<site>  move.<site>  to.<site>  back      the Salvage Bonus
    pay  lose.<seat>.<site>              an exploded gas pocket
    use.<seat>.<site>.<times>            generate income from a Site's tile (0: pass on a purchase)

The seat (0-4) in the ids of answers several players give at once lets each label name that player's
own tile.
    build.<tile>  fab.<tile>  site.<site>  scrap.<tile>  show.<build|scrap|fab>  done  back
"""

from __future__ import annotations

import math
import random
import re
from collections.abc import Sequence

from engines.base import Engine, IllegalAction, LogLine, Outcome, Seat, draft_words, parse_id, replace
from engines.earthcrumbles import rules, scoring, setup, views
from engines.earthcrumbles.data import SITES, catalog, tile
from engines.earthcrumbles.models import EarthAction, EarthOptions, EarthState, EarthView
from engines.earthcrumbles.rules import build_targets, built_sites, takeable_positions, tile_name
from engines.wording import plural, seat_names

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
MAX_FLAT = 25  # one select menu's worth; more build choices are split by kind first (show.<kind>)
_ACTIONS: dict[str, EarthAction] = {}


def act(code: str) -> EarthAction:
    action = _ACTIONS.get(code)
    if action is None:
        action = _ACTIONS[code] = EarthAction(code=code)
    return action


class EarthEngine(Engine[EarthState, EarthAction, EarthOptions, EarthView]):
    key = "earthcrumbles"
    title = "As The Earth Crumbles"
    min_players = 1
    max_players = 5  # ruling G7
    schema_version = 1
    options_type = EarthOptions
    state_type = EarthState
    seat_options = frozenset({"first_player"})

    # ---- setup and turns ---------------------------------------------------------------------

    def _check_options(self, num_players: int, options: EarthOptions) -> None:
        if options.first_player is not None and options.first_player >= num_players:
            raise IllegalAction(
                f"The first player must be one of the {plural(num_players, 'player')} in the game."
            )

    def _new_game(self, num_players: int, seed: int, options: EarthOptions) -> EarthState:
        state = setup.new_game(num_players, seed, options)
        lines: list[LogLine] = []
        if num_players > 1 and options.first_player is None:
            lines.append(LogLine(text=f"{{s{state.first}}} is drawn to go first."))
        elif num_players > 1:
            lines.append(LogLine(text=f"{{s{state.first}}} goes first, as the host chose."))
        state = rules.begin_turn(replace(state, turns=0), state.first, lines)
        return replace(state, log=tuple(lines))

    def _current_seats(self, state: EarthState) -> frozenset[Seat]:
        return views.waiting(state)

    def _legal_actions(self, state: EarthState, seat: Seat) -> Sequence[EarthAction]:
        return [act(code) for code in self.choices(state, seat)]

    def choices(self, state: EarthState, seat: Seat) -> list[str]:
        phase = state.phase
        if phase == "salvage":
            return [f"take.{state.earth[p]}" for p in takeable_positions(state.earth)]
        if phase == "bonus":
            return self._bonus_choices(state)
        if phase == "gas":
            return rules.gas_choices(state, seat) if seat in state.gas_waiting else []
        if phase == "income":
            return rules.income_choices(state, seat)
        if phase == "build":
            return self._build_choices(state)
        return []

    def _bonus_choices(self, state: EarthState) -> list[str]:
        kind = tile(state.salvaged).kind
        sites = built_sites(state.players[state.turn])
        if kind == "prosperity_pickup":
            return [*(f"prosper.{s + 1}" for s in sites), "skip"]
        if kind == "move_pickup":
            if state.draft:
                source = int(state.draft[-1].split(".")[1]) - 1
                return [*(f"to.{s + 1}" for s in range(SITES) if s != source), "back"]
            return [*(f"move.{s + 1}" for s in sites), "skip"]
        return ["bonus", "skip"]

    def _build_choices(self, state: EarthState) -> list[str]:
        build, scrap, fab = build_targets(state)
        last = state.draft[-1] if state.draft else ""
        if last.startswith(("build.", "fab.")):
            return [*(f"site.{s + 1}" for s in range(SITES)), "back"]
        if last.startswith("show."):
            kind = last.split(".")[1]
            targets = {"build": build, "scrap": scrap, "fab": fab}[kind]
            return [*(f"{kind}.{t}" for t in dict.fromkeys(targets)), "back"]
        flat = [
            *(f"build.{t}" for t in dict.fromkeys(build)),
            *(f"scrap.{t}" for t in dict.fromkeys(scrap)),
            *(f"fab.{t}" for t in dict.fromkeys(fab)),
        ]
        if len(flat) + 1 > MAX_FLAT:
            kinds = [k for k, targets in (("build", build), ("scrap", scrap), ("fab", fab)) if targets]
            return [*(f"show.{k}" for k in kinds), "done"]
        return [*flat, "done"]

    def _apply(self, state: EarthState, seat: Seat, action: EarthAction) -> EarthState:
        code = action.code
        lines: list[LogLine] = []
        phase = state.phase
        if phase == "salvage":
            state = rules.salvage(state, code.split(".", 1)[1], lines)
        elif phase == "bonus":
            state = self._play_bonus(state, code, lines)
        elif phase == "gas":
            state = rules.play_gas(state, seat, code, lines)
        elif phase == "income":
            state = rules.play_income(state, seat, code, lines)
        elif phase == "build":
            state = self._play_build(state, code, lines)
        return replace(state, log=tuple(lines))

    def _play_bonus(self, state: EarthState, code: str, lines: list[LogLine]) -> EarthState:
        kind, _, arg = code.partition(".")
        if kind == "back":
            return replace(state, draft=state.draft[:-1])
        if kind == "move":
            return replace(state, draft=(code,))
        if kind == "bonus":
            state = rules.take_pickup(state, lines)
        elif kind == "prosper":
            state = rules.prosper(state, int(arg) - 1, lines)
        elif kind == "to":
            source = int(state.draft[-1].split(".")[1]) - 1
            state = rules.move_tile(state, source, int(arg) - 1, lines)
        else:  # skip: the bonus is optional (ruling G10)
            lines.append(LogLine(text=f"{{s{state.turn}}} does not use the Salvage Bonus."))
        return rules.after_bonus(state, lines)

    def _play_build(self, state: EarthState, code: str, lines: list[LogLine]) -> EarthState:
        kind, _, arg = code.partition(".")
        if kind == "back":
            return replace(state, draft=state.draft[:-1])
        if kind == "done":
            lines.append(
                LogLine(
                    text=f"{{s{state.turn}}} ends the turn"
                    + (f", leaving {plural(state.bp, 'Build Point')} unspent." if state.bp else ".")
                )
            )
            return rules.end_turn(replace(state, draft=()), lines)
        if kind in ("show", "build", "fab"):
            return replace(state, draft=(*state.draft, code))
        if kind == "site":
            chosen = state.draft[-1]
            verb, _, tile_id = chosen.partition(".")
            state = rules.build(state, tile_id, int(arg) - 1, verb == "fab", lines)
        else:  # scrap
            state = rules.scrap(state, arg, lines)
        return rules.settle_build(state, lines)

    def reveals(self, before: EarthState, seat: Seat, action: EarthAction, after: EarthState) -> bool:
        """Whether the move flipped a gas pocket: the game's only random draw.

        Nothing is hidden in As The Earth Crumbles: every tile lies face up (ruling G8), Reserves and
        the discard pile are public (rulings G14 and G15). The one thing left to chance is the coin flip
        of each gas pocket a salvage uncovers (rulebook "Gas Pocket Tiles", ruling G9), which runs after
        the Salvage Bonus: so taking a tile that uncovers a gas pocket, the bonus choice after which one
        is flipped, and the last answer to an explosion when its removal uncovers another pocket (G9's
        chains) reveal; every other move can be taken back. A pocket that was flipped has left the game
        (``removed``) or is the exploded one being answered (``gas``)."""
        flipped = set(after.removed) - set(before.removed) - {before.gas}
        if after.gas not in ("", before.gas):
            flipped.add(after.gas)
        return bool(flipped)

    # ---- views and results ---------------------------------------------------------------------

    def _view(self, state: EarthState, seat: Seat | None) -> EarthView:
        return views.view(state, seat, views.waiting(state), tuple(draft_words(state, self._describe)))

    def _outcome(self, state: EarthState) -> Outcome | None:
        return scoring.outcome(state)

    def determinize(self, state: EarthState, seat: Seat, rng: random.Random) -> EarthState:
        return views.determinize(state, seat, rng)

    def waiting_for(self, state: EarthState) -> str:
        """Who must act, and for what, with seats as {sN}."""
        seats = sorted(views.waiting(state))
        if not seats:
            return "The game is over."
        who = seat_names(seats)
        phase = state.phase
        if phase == "gas":
            return f"The gas pocket exploded: waiting for {who} to pay or discard a tile."
        if phase == "income":
            return f"Income from the {rules.lane(state).title()} Lane: waiting for {who} to choose."
        if phase == "bonus":
            return f"{who} is using the {tile_name(state.salvaged)}'s Salvage Bonus."
        if phase == "build":
            return f"{who} is building ({plural(state.bp, 'Build Point')} left)."
        return f"It is {who}'s turn to salvage a tile."

    def is_private_decision(self, state: EarthState, seat: Seat) -> bool:
        return False  # nothing is hidden (ruling G8, G14, G15)

    def heuristic(self, state: EarthState, seat: Seat) -> float | None:
        return heuristic(state, seat)

    # ---- action ids and labels -------------------------------------------------------------------

    def action_id(self, action: EarthAction) -> str:
        return action.code

    def parse_action(self, action_id: str) -> EarthAction:
        parse_id(action_id)
        if not _PATTERNS.match(action_id):
            raise IllegalAction("That is not a move in As The Earth Crumbles.")
        return act(action_id)

    def is_pass(self, action_id: str) -> bool:
        """Ending a step with nothing more done ("done") or passing on an optional choice ("skip")."""
        return action_id in ("done", "skip")

    def label(self, state: EarthState, action: EarthAction) -> str:
        return self._describe(state, action.code)[:80]

    def _describe(self, state: EarthState, code: str) -> str:
        kind, _, arg = code.partition(".")
        if kind == "back":
            return "Back"
        if kind == "done":
            return "End my turn" + (f" ({plural(state.bp, 'Build Point')} unspent)" if state.bp else "")
        if kind == "take":
            return f"Salvage the {tile_name(arg)}"
        if kind == "bonus":
            t = tile(state.salvaged)
            what = (
                plural(t.amount, "Coin")
                if t.kind == "coin_pickup"
                else plural(t.amount, "Culture", "Culture")
            )
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
            return self._use_words(state, arg)
        if kind == "build":
            return f"Build the {tile_name(arg)} ({plural(tile(arg).cost, 'Coin')})"
        if kind == "fab":
            return f"Fabricate the {tile_name(arg)} from the discard pile ({plural(tile(arg).cost, 'Coin')}, 2 Build Points)"
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

    def _use_words(self, state: EarthState, arg: str) -> str:
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
            colours = [tile(v).colour for v in rules.visible(state.players[who])]
            gain = t.amount * colours.count(t.colour) * times
        else:
            gain = t.amount * times
        return f"{name}: gain {plural(gain, 'Coin')}" + (f" ({times} times)" if t.stack and times > 1 else "")

    # ---- refusals -------------------------------------------------------------------------------

    def _why_illegal(self, state: EarthState, seat: Seat, action: EarthAction) -> str:
        kind = action.code.split(".")[0]
        if kind == "take":
            return "That tile cannot be salvaged: only a tile with nothing on top of it can be taken."
        if kind in ("build", "fab"):
            return "You cannot build that now: check your Coins and Build Points."
        if kind == "back" and not state.draft:
            return "There is no choice to take back."
        if kind == "pay":
            return "You cannot pay for the gas: you do not have enough Coins."
        return "That move is not allowed now."


# ---- AI support -------------------------------------------------------------------------------------

COIN = 0.25  # a Coin's worth in Prestige while it can still buy tiles and Culture (5 convert to 1)


def _site_value(player_sites: tuple[tuple[str, ...], ...], site: int, colours: list[str]) -> float:
    """What one activation of a Site is worth, in Prestige, roughly."""
    stack = player_sites[site]
    if not stack:
        return COIN * catalog().printed_coin[site]
    t = tile(stack[-1])
    times = len(stack) if t.stack else 1
    if t.kind == "coins":
        return COIN * t.amount * times
    if t.kind == "per_colour":
        return COIN * t.amount * colours.count(t.colour) * times
    if t.kind == "buy_culture":
        return (t.amount - COIN * t.pay) * times * 0.8
    if t.kind == "buy_prosperity":
        return (catalog().prestige_per_prosperity * t.amount - t.pay) * times * 0.5
    return 0.0


def estimate(state: EarthState, seat: int) -> float:
    """A seat's final Prestige, guessed: resources now, plus its Sites' income over the turns left (each
    Lane is activated about a third of the time), plus something for its Reserve."""
    cat = catalog()
    player = state.players[seat]
    left = sum(1 for t in state.earth if t and not tile(t).is_gas)
    colours: list[str] = [tile(t).colour for t in rules.visible(player)]
    per_turn = sum(_site_value(player.sites, s, colours) for s in range(SITES)) / 3
    value = (
        player.coins * COIN
        + player.culture
        + cat.prestige_per_prosperity * player.prosperity
        + per_turn * left
        + 0.3 * len(player.reserve) * min(1.0, left / 6)
    )
    if state.num_players > 1:
        for d in state.directives:
            won = scoring.leaders(state, d)
            if won == (seat,):
                value += cat.prestige_per_directive * 0.8
    return value


def heuristic(state: EarthState, seat: int) -> float:
    """Solo: the guessed Prestige on a 0-150 scale. Multiplayer: the seat's lead over the best other
    player through a logistic curve."""
    result = scoring.outcome(state)
    if result is not None:
        if state.num_players == 1:
            return min(1.0, result.scores[0] / 150)
        return 1.0 / len(result.winners) if seat in result.winners else 0.0
    mine = estimate(state, seat)
    if state.num_players == 1:
        return min(1.0, mine / 150)
    best_other = max(estimate(state, s) for s in range(state.num_players) if s != seat)
    return 1.0 / (1.0 + math.exp(-(mine - best_other) / 6.0))
