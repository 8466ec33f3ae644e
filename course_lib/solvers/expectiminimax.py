"""`ExpectiminimaxSolver`: minimax for games of chance (dice, cards), with MAX, MIN and CHANCE nodes.

At a chance node nobody chooses: its value is the probability-weighted mean of
its children's values (the *expected* value), while MAX and MIN nodes back up
the largest and smallest child value as in minimax:

    EXPECTIMINIMAX(s) = UTILITY(s, MAX)                                if IS-TERMINAL(s)
                        max_a EXPECTIMINIMAX(RESULT(s, a))             if TO-MOVE(s) = MAX
                        min_a EXPECTIMINIMAX(RESULT(s, a))             if TO-MOVE(s) = MIN
                        sum_r P(r) EXPECTIMINIMAX(RESULT(s, r))        if TO-MOVE(s) = CHANCE

Source: Russell & Norvig (2020), *Artificial Intelligence: A Modern Approach*,
4th ed., section 5.5 ("Stochastic Games"), the EXPECTIMINIMAX equation. A game
exposes its chance nodes through `Game.is_chance` and `Game.chance_outcomes`.
"""

import contextlib
import math
import numbers
import sys

from ..games.base import CHANCE, InvalidStateError, WrongPlayerError
from .base import Solver, check_not_over
from .cache import TranspositionTableMixin, state_key


DEEP_RECURSION_LIMIT = 4000  # Python frames a search may use: about 800 levels of a game tree


class CyclicGameError(RecursionError):
    """A full-depth search met a position again on its own path: the game graph has a cycle."""


class SearchTooDeepError(RecursionError):
    """The game tree is deeper than the recursive search can follow (about 800 levels)."""


class ExpectiminimaxSolver(TranspositionTableMixin, Solver):
    """Expectiminimax: X maximizes, O minimizes, chance nodes average (utilities for X).

    Values are exact when the game's probabilities are `fractions.Fraction`.
    Ties keep the first best move in `get_valid_moves` order.

    Parameters
    ----------
    max_depth : int >= 1 or None
        Levels searched below the current position (a chance level counts as
        one), then `evaluate` scores the cut-off position. None searches to
        the end; on a game whose graph has a cycle (Pig: both players may
        keep rolling 1s forever) that raises `CyclicGameError`. Trees up to
        about 800 levels deep are searched (the recursion limit is raised to
        `DEEP_RECURSION_LIMIT` during a search); deeper ones raise `SearchTooDeepError`.
    evaluate : callable ``(game, state) -> float``, optional
        Estimated utility for X at the depth limit. Default ``game.evaluate``.
    memoize : bool (True or False)
        Keep a transposition table keyed by ``(state, depth left)`` (default
        True). Without it every call searches the tree again and
        `nodes_visited` counts the nodes of the searched tree.

    Raises
    ------
    ValueError  `max_depth` is not None or an integer >= 1.
    TypeError   `evaluate` is not callable, `memoize` is not a bool.
    """

    def __init__(self, max_depth=None, evaluate=None, memoize=True):
        if max_depth is not None and (isinstance(max_depth, bool) or
                                      not isinstance(max_depth, numbers.Integral) or max_depth < 1):
            raise ValueError(f"max_depth must be None or an integer >= 1, got {max_depth!r}")
        if evaluate is not None and not callable(evaluate):
            raise TypeError(f"evaluate must be a function (game, state) -> float, got {evaluate!r}")
        if not isinstance(memoize, bool):
            raise TypeError(f"memoize must be True or False, got {memoize!r}")
        self.max_depth = max_depth
        self.evaluate = evaluate or _utility
        self.memoize = memoize
        self._init_cache()
        self._on_path = set()

    def parameters(self):
        params = {"max_depth": self.max_depth}
        if self.evaluate is not _utility:
            params["evaluate"] = getattr(self.evaluate, "__name__", type(self.evaluate).__name__)
        return params

    def select_move(self, game, state, player):
        """Return the move of `player` with the best expectiminimax value.

        Raises `GameOverError` at a terminal state, `InvalidStateError` at a
        chance node (nature moves there: sample ``game.chance_outcomes``), and
        `WrongPlayerError` when it is not `player`'s turn.
        """
        check_not_over(game, state, self)
        if game.is_chance(state):
            raise InvalidStateError(f"{self.get_name()} was asked for a move at a chance node: "
                                    "nature decides there (see game.chance_outcomes)")
        if game.to_move(state) != player:
            raise WrongPlayerError(f"{self.get_name()} was asked to move for {player!r}, "
                                   f"but it is {game.to_move(state)!r}'s turn")
        self._start(game, player)
        with _deep_recursion(self):
            return self._expectiminimax(game, state, self.max_depth)[1]

    def expectiminimax_value(self, game, state, player=None):
        """Return the value of `state`: the expected utility for X under the search's assumptions.

        `player` is the player the solver plays for (only `ExpectimaxSolver`
        needs it; default: the player to move, or X at a chance node).
        """
        if player is None:
            player = "X" if game.is_chance(state) or game.is_terminal(state) else game.to_move(state)
        self._start(game, player)
        with _deep_recursion(self):
            return self._value(game, state, self.max_depth)

    # ------------------------------------------------------------------
    def _start(self, game, player):
        self._use_game(game)
        self._player = player
        self._on_path = set()

    def _value(self, game, state, depth):
        """The value of `state` for X, searching `depth` more levels (None: to the end)."""
        return self._expectiminimax(game, state, depth)[0]

    def _expectiminimax(self, game, state, depth):
        """Return ``(value, best move)`` of `state`: from the cache, or searched (`_search`).

        Every node of the search goes through this method (the one
        `course_lib.trace` wraps); a cache hit returns without searching.
        """
        if not self.memoize:
            self.nodes_visited += 1
            return self._search(game, state, depth)
        key = (self._cache_perspective(), state_key(state), depth)
        return self.lookup(key, self._search, game, state, depth)

    def _search(self, game, state, depth):
        """Return ``(value, best move)`` of `state`; the move is None at leaves and chance nodes."""
        if game.is_terminal(state):
            return game.evaluate(state), None
        if depth == 0:  # cutoff: estimate instead of searching on
            return self.evaluate(game, state), None
        mover = game.to_move(state)
        children = depth if depth is None else depth - 1
        with self._guard(state, depth):
            lottery = self._lottery(game, state, mover)
            if lottery is not None:  # chance node: the probability-weighted mean
                return sum(p * self._value(game, game.make_move(state, move, mover), children)
                           for p, move in lottery), None
            maximizing = (mover == "X")
            best_value, best_move = (-math.inf if maximizing else math.inf), None
            for move in game.get_valid_moves(state):
                value = self._value(game, game.make_move(state, move, mover), children)
                if (value > best_value) if maximizing else (value < best_value):
                    best_value, best_move = value, move
            return best_value, best_move

    def _lottery(self, game, state, mover):
        """``[(probability, move), ...]`` where the value is an expectation; None where `mover` chooses."""
        return game.chance_outcomes(state) if mover == CHANCE else None

    def _cache_perspective(self):
        """What besides the state and depth a cached value depends on (nothing here)."""
        return None

    def _guard(self, state, depth):
        return _PathGuard(self._on_path, state) if depth is None else _NoGuard()


@contextlib.contextmanager
def _deep_recursion(solver):
    """Let the search recurse `DEEP_RECURSION_LIMIT` frames deep; past that, `SearchTooDeepError`."""
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, DEEP_RECURSION_LIMIT))
    try:
        yield
    except CyclicGameError:
        raise
    except RecursionError:
        raise SearchTooDeepError(f"{solver.get_name()}: the game tree is deeper than its recursive "
                                 "search can follow (about 800 levels); give max_depth "
                                 "(and an evaluate function)") from None
    finally:
        sys.setrecursionlimit(limit)


def _utility(game, state):
    """The default evaluation: ``game.evaluate(state)``."""
    return game.evaluate(state)


class _PathGuard:
    """Marks a state as being on the search path; meeting it again means a cycle."""

    def __init__(self, on_path, state):
        self.on_path, self.key, self.state = on_path, state_key(state), state

    def __enter__(self):
        if self.key in self.on_path:
            raise CyclicGameError(
                f"position {self.state!r} repeats on the search path: the game graph has a cycle, "
                "so a search to the end never finishes; give max_depth (and an evaluate function)")
        self.on_path.add(self.key)

    def __exit__(self, *exc):
        self.on_path.discard(self.key)
        return False


class _NoGuard:
    def __enter__(self):
        return None

    def __exit__(self, *exc):
        return False
