"""The `Solver` interface: anything that picks moves in a `Game`."""

import inspect

from ..answer_guard import guard
from ..games.base import GameOverError

# A library solver's search is what several exercises ask the student to write: during their
# checks these methods, and every private method of a library solver (its recursion:
# ``_minimax``, ``_alphabeta``, ``_abnega``, ...), refuse to run for the student's code
# (`course_lib.answer_guard`). Outside a check each costs one test of an empty list.
SEARCH_METHODS = ("select_move", "minimax_value", "expectiminimax_value", "negamax_value",
                  "solve", "run_simulations", "optimal_moves", "move_scores", "root_value")


def _is_search(name, attribute):
    """A search method or a private helper (``_x``, not ``__x__``) defined as a plain function."""
    private = name.startswith("_") and not name.endswith("__")
    return inspect.isfunction(attribute) and (name in SEARCH_METHODS or private)


class Solver:
    """A policy: given a game, a state and the player to move, choose a move.

    Subclasses implement `select_move`. `GameRunner` calls `reset()` once at the
    start of every game and `opponent_played(move)` after each opponent move, so
    stateful solvers (MCTS, caches, counters) can keep up.
    """

    def select_move(self, game, state, player):
        """Return a legal move for `player` in `state`.

        Raises `GameOverError` when `state` is terminal (there is no move to return).
        """
        raise NotImplementedError

    def get_name(self):
        """Return the class name plus the parameters that change play, e.g. ``RandomSolver(seed=7)``."""
        params = self.parameters()
        if not params:
            return self.__class__.__name__
        args = ", ".join(f"{key}={value!r}" for key, value in params.items())
        return f"{self.__class__.__name__}({args})"

    def parameters(self):
        """Return the solver's parameters as a dict (empty by default), for `get_name`."""
        return {}

    def opponent_played(self, move):
        """Called after the opponent moves; stateless solvers ignore it."""

    def reset(self):
        """Called once at the beginning of each game; stateless solvers ignore it."""

    def __repr__(self):
        return self.get_name()

    def __init_subclass__(cls, **kwargs):
        """Guard the search methods of every library solver (see `SEARCH_METHODS`)."""
        super().__init_subclass__(**kwargs)
        if not cls.__module__.startswith(__name__.split(".")[0] + "."):
            return  # a student's own solver is the student's code
        for name, method in list(cls.__dict__.items()):
            if _is_search(name, method):
                setattr(cls, name, guard(method, "search", name=f"{cls.__name__}.{name}"))


def check_not_over(game, state, solver):
    """Raise `GameOverError` if `state` is terminal: a solver has no move to choose there."""
    if game.is_terminal(state):
        raise GameOverError(f"{solver.get_name()} was asked for a move, but the game is over")
