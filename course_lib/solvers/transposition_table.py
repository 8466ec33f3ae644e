"""`TranspositionTable`: alpha-beta results stored with a bound flag, probed with the current window.

Alpha-beta called with a window (alpha, beta) returns the exact minimax value
only when it lies strictly inside the window. A value <= alpha is an *upper*
bound (every move was refuted: the position is worth at most that) and a value
>= beta a *lower* bound (a cutoff: it is worth at least that). So each entry
stores the value with a **bound flag** (EXACT, LOWER or UPPER) and the best
move found; a later probe uses it against the window of the new search:

* EXACT: the value is the answer;
* LOWER: raise alpha to the value; UPPER: lower beta to it;
* if the window is now empty (alpha >= beta), the stored bound answers the
  search; otherwise the search goes on, trying the stored best move first.

Storing a cutoff value as if it were exact (``bound_flags=False``, kept to
show the bug) answers later searches with a mere bound and can give a wrong
game value. With ``symmetry=True`` the key is the position up to the game's
`symmetries()` (the 8 of the tic-tac-toe board) and the stored move is mapped
into and back out of the canonical frame.

Sources: T. A. Marsland, "A review of game-tree pruning", ICCA Journal 9(1),
1986 (the flags and the probe); J. Pons, "Solving Connect 4", part 7
(transposition table of fixed size, always replace); easyAI's
``TranspositionTable`` (stores value, flag and move).
"""

import zlib
from collections import namedtuple

from ..answer_guard import guard
from ..games.symmetry import state_key

EXACT, LOWER, UPPER = "EXACT", "LOWER", "UPPER"
POLICIES = ("always", "first", "larger")

Entry = namedtuple("Entry", ["value", "flag", "move", "work"])
Entry.__doc__ = """One stored search result.

`value` is for the player to move (negamax); `flag` is EXACT, LOWER or UPPER;
`move` the best move found (in the stored position's frame); `work` the nodes
the search below it took (for the "larger" replacement policy)."""


def symmetric_key(game, state):
    """Return ``(key, symmetry)``: the key of `state` up to the game's `symmetries()`.

    The key is the smallest `state_key` of the transformed states and
    ``symmetry.apply(state)`` is that state (its `map_move` takes a move of
    `state` there, `inverse_move` brings it back). For a game without
    symmetries the key is `state_key(state)` and the symmetry is None.
    """
    symmetries = game.symmetries()
    if not symmetries:
        return state_key(state), None
    key, index = min((state_key(s.apply(state)), i) for i, s in enumerate(symmetries))
    return key, symmetries[index]


# `canonical_transform` under another name: refused in notebook 09's mirror exercise
symmetric_key = guard(symmetric_key, "mirror")


def bound_flag(value, alpha, beta):
    """Return the flag of `value` returned by a search with window (alpha, beta): UPPER, LOWER or EXACT."""
    if value <= alpha:
        return UPPER
    if value >= beta:
        return LOWER
    return EXACT


class TranspositionTable:
    """A table of search results keyed by position (and player to move), with bound flags.

    Counters: `hits` (probes that found the position), `misses`, `stored`
    (entries written), `replaced` (entries of another position overwritten),
    `cutoffs` (probes that answered the search without searching).
    The table belongs to one game: used with another game object, it empties.

    Raises ValueError for a bad `max_entries` or `replacement`.

    Parameters
    ----------
    symmetry : bool, default False
        Key positions up to the game's `symmetries()`; moves are stored in the
        canonical frame and mapped back on a probe.
    max_entries : int or None, default None (unbounded)
        With a limit, the table has `max_entries` slots; a position goes to slot
        ``crc32(key) % max_entries`` (deterministic from run to run), so two
        positions may compete for a slot: `replacement` decides.
    replacement : {"always", "first", "larger"}, default "always"
        Who keeps a slot wanted by another position: the newcomer ("always",
        Pons' choice), the first occupant ("first"), or the entry whose search
        took more nodes ("larger"; ties go to the newcomer).
    bound_flags : bool, default True
        False stores every value as EXACT: the classic bug, kept for the lecture.
    """

    def __init__(self, symmetry=False, max_entries=None, replacement="always", bound_flags=True):
        if max_entries is not None and (isinstance(max_entries, bool)
                                        or not isinstance(max_entries, int) or max_entries < 1):
            raise ValueError(f"max_entries must be a positive integer or None, got {max_entries!r}")
        if replacement not in POLICIES:
            raise ValueError(f"replacement must be one of {POLICIES}, got {replacement!r}")
        self.symmetry = symmetry
        self.max_entries = max_entries
        self.replacement = replacement
        self.bound_flags = bound_flags
        self.game = None
        self.clear()

    def clear(self):
        """Remove every entry and set the counters to 0."""
        self.slots = {}  # slot (or key when unbounded) -> (key, Entry)
        self.hits = self.misses = self.stored = self.replaced = self.cutoffs = 0

    def __len__(self):
        return len(self.slots)

    def __repr__(self):
        options = [f"symmetry={self.symmetry}"] if self.symmetry else []
        if self.max_entries is not None:
            options += [f"max_entries={self.max_entries}", f"replacement={self.replacement!r}"]
        if not self.bound_flags:
            options.append("bound_flags=False")
        return (f"TranspositionTable({', '.join(options)}) (entries={len(self)}, hits={self.hits}, "
                f"misses={self.misses}, stored={self.stored})")

    def counters(self):
        """Return the counters as a dict (entries, hits, misses, stored, replaced, cutoffs)."""
        return {"entries": len(self), "hits": self.hits, "misses": self.misses,
                "stored": self.stored, "replaced": self.replaced, "cutoffs": self.cutoffs}

    # ------------------------------------------------------------------
    def key(self, game, state, player):
        """Return ``(key, symmetry)``: the table key of `state` and the symmetry into its frame.

        Without `symmetry` (or for a game without symmetries) the symmetry is None.
        """
        if game is not self.game:
            self.clear()
            self.game = game
        if not self.symmetry:
            return (state_key(state), player), None
        board, symmetry = symmetric_key(game, state)
        return (board, player), symmetry

    def lookup(self, game, state, player):
        """Return the `Entry` stored for `state` (its move mapped to `state`'s frame), or None."""
        key, symmetry = self.key(game, state, player)
        found = self.slots.get(self._slot(key))
        if found is None or found[0] != key:
            self.misses += 1
            return None
        self.hits += 1
        entry = found[1]
        if symmetry is not None and entry.move is not None:
            entry = entry._replace(move=symmetry.inverse_move(entry.move))
        return entry

    def probe(self, game, state, player, alpha, beta):
        """Look `state` up under the window (alpha, beta); return ``(answer, alpha, beta, move)``.

        `answer` is the stored value when it settles the search (an EXACT
        entry, or a bound that empties the window), else None; `alpha`/`beta`
        are narrowed by a stored bound; `move` is the stored best move (or None)
        to try first.
        """
        entry = self.lookup(game, state, player)
        if entry is None:
            return None, alpha, beta, None
        if entry.flag == LOWER:
            alpha = max(alpha, entry.value)
        elif entry.flag == UPPER:
            beta = min(beta, entry.value)
        if entry.flag == EXACT or alpha >= beta:
            self.cutoffs += 1
            return entry.value, alpha, beta, entry.move
        return None, alpha, beta, entry.move

    def store(self, game, state, player, value, alpha, beta, move, work=0):
        """Store `value`, found by a search of `state` with window (alpha, beta), and its best move.

        The flag comes from the window (`bound_flag`); `work` is the number of
        nodes the search took (used by the "larger" policy).
        """
        key, symmetry = self.key(game, state, player)
        flag = bound_flag(value, alpha, beta) if self.bound_flags else EXACT
        if symmetry is not None and move is not None:
            move = symmetry.map_move(move)
        slot = self._slot(key)
        old = self.slots.get(slot)
        if old is not None and old[0] != key:
            if self.replacement == "first" or (self.replacement == "larger" and old[1].work > work):
                return
            self.replaced += 1
        self.slots[slot] = (key, Entry(value, flag, move, work))
        self.stored += 1

    def _slot(self, key):
        if self.max_entries is None:
            return key
        return zlib.crc32(repr(key).encode()) % self.max_entries
