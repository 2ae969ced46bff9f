"""Whether a set of players can all be paired when some pairs are not allowed, and a pairing that does it:
Edmonds' blossom algorithm (a maximum matching in a general graph), the completion test of a Dutch round
(FIDE C.04.3 C.4: a bracket's choice must leave a round that can still be paired). Pure functions of
players as small integers.

Decisions written down here:
- A field where every player may meet at least half of the others is pairable without a search (Dirac:
  such a graph has a cycle through everyone, and an even cycle pairs its players). That answers almost
  every round of a large Swiss at once; a small or tightly met field gets the exact algorithm.
- Players are tried in the order given and each one's partners in the order given, so the same question
  always gets the same pairing.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence, Set

Allowed = Callable[[int, int], bool]
Forbidden = Callable[[int], Set[int]]  # the players a player may not be paired with


def surely_pairable(players: Sequence[int], illegal_count: Callable[[int], int]) -> bool:
    """Dirac's condition: an even field in which each player may meet at least half of the others
    (``illegal_count(p)``: how many of the others ``p`` may not meet)."""
    m = len(players)
    if m % 2:
        return False
    if m == 0:
        return True
    if m == 2:
        return illegal_count(players[0]) == 0
    return all(m - 1 - illegal_count(p) >= m // 2 for p in players)


def maximum_pairing(players: Sequence[int], allowed: Allowed) -> list[tuple[int, int]]:
    """As many pairs of ``players`` as can be made of allowed pairs (each pair in the players' order)."""
    n = len(players)
    adjacent = [[j for j in range(n) if j != i and allowed(players[i], players[j])] for i in range(n)]
    return _pairs(players, adjacent)


def perfect_pairing(players: Sequence[int], allowed: Allowed) -> list[tuple[int, int]] | None:
    """Every player paired by allowed pairs, or None when that cannot be done."""
    if len(players) % 2:
        return None
    pairs = maximum_pairing(players, allowed)
    return pairs if 2 * len(pairs) == len(players) else None


def perfect_pairing_avoiding(
    players: Sequence[int], forbidden: Forbidden, apart: Set[int] = frozenset()
) -> list[tuple[int, int]] | None:
    """``perfect_pairing`` where a pair is allowed unless one is in the other's ``forbidden`` set or both
    are ``apart``: the same answer, the graph built by set lookups rather than a call per pair."""
    if len(players) % 2:
        return None
    position = {p: i for i, p in enumerate(players)}
    adjacent = []
    for p in players:
        banned = forbidden(p)
        away = apart if p in apart else frozenset()
        adjacent.append([position[q] for q in players if q != p and q not in banned and q not in away])
    pairs = _pairs(players, adjacent)
    return pairs if 2 * len(pairs) == len(players) else None


def _pairs(players: Sequence[int], adjacent: list[list[int]]) -> list[tuple[int, int]]:
    n = len(players)
    match = [-1] * n
    for v in range(n):  # a greedy start: most players are matched before any search
        if match[v] == -1:
            for u in adjacent[v]:
                if match[u] == -1:
                    match[u], match[v] = v, u
                    break
    for root in range(n):
        if match[root] == -1:
            _Augmenter(adjacent, match).augment(root)
    return [(players[v], players[match[v]]) for v in range(n) if match[v] > v]


class _Augmenter:
    """One search for an augmenting path from an unmatched root, shrinking odd cycles (blossoms) to their
    base as it meets them; the path found flips the matching along it."""

    def __init__(self, adjacent: list[list[int]], match: list[int]) -> None:
        self.adjacent = adjacent
        self.match = match
        n = len(adjacent)
        self.parent = [-1] * n
        self.base = list(range(n))
        self.used = [False] * n
        self.queue: deque[int] = deque()

    def augment(self, root: int) -> None:
        end = self._find_path(root)
        while end != -1:
            previous = self.parent[end]
            following = self.match[previous]
            self.match[end], self.match[previous] = previous, end
            end = following

    def _find_path(self, root: int) -> int:
        self.used[root] = True
        self.queue.append(root)
        match, parent, base = self.match, self.parent, self.base
        while self.queue:
            v = self.queue.popleft()
            for to in self.adjacent[v]:
                if base[v] == base[to] or match[v] == to:
                    continue
                if to == root or (match[to] != -1 and parent[match[to]] != -1):
                    self._shrink(v, to)
                elif parent[to] == -1:
                    parent[to] = v
                    if match[to] == -1:
                        return to
                    self.used[match[to]] = True
                    self.queue.append(match[to])
        return -1

    def _shrink(self, v: int, to: int) -> None:
        """An odd cycle closed by the edge v-to: its vertices take the base of the cycle."""
        common = self._common_base(v, to)
        in_blossom = [False] * len(self.adjacent)
        self._mark(v, common, to, in_blossom)
        self._mark(to, common, v, in_blossom)
        for i in range(len(self.adjacent)):
            if in_blossom[self.base[i]]:
                self.base[i] = common
                if not self.used[i]:
                    self.used[i] = True
                    self.queue.append(i)

    def _common_base(self, a: int, b: int) -> int:
        seen = [False] * len(self.adjacent)
        while True:
            a = self.base[a]
            seen[a] = True
            if self.match[a] == -1:
                break
            a = self.parent[self.match[a]]
        while True:
            b = self.base[b]
            if seen[b]:
                return b
            b = self.parent[self.match[b]]

    def _mark(self, v: int, common: int, child: int, in_blossom: list[bool]) -> None:
        while self.base[v] != common:
            in_blossom[self.base[v]] = in_blossom[self.base[self.match[v]]] = True
            self.parent[v] = child
            child = self.match[v]
            v = self.parent[self.match[v]]
