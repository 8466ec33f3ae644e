"""The three shapes of recursive search that `course_lib.trace` can record.

Each form names the solver method the recorder wraps, how to read a call's
arguments, and the bookkeeping the algorithm does between two children (which
the recorder checks against what the search does next):

- ``minimax``: ``_minimax(game, state, player, maximizing[, depth])``
  (`MinimaxSolverV1`, V2, the memoized `MinimaxSolver`, `DepthLimitedMinimaxSolver`);
- ``alphabeta``: ``_alphabeta(state, player, maximizing, depth, alpha, beta)``
  (`MinimaxAlphaBetaSolverV1`, V2, the memoized `MinimaxAlphaBetaSolver`), after
  Russell & Norvig (2020), fig. 5.7;
- ``negamax``: ``_abnega(state, player, alpha, beta)`` (`NegamaxAlphaBetaSolver`,
  CMPUT 396's abnega): values for the player to move, child window (-beta, -alpha);
- ``expectiminimax``: ``_expectiminimax(game, state, depth)`` (`ExpectiminimaxSolver`,
  `ExpectimaxSolver`): chance nodes (and, for expectimax, the modelled
  opponent's nodes) back up the probability-weighted sum of their children.
"""

import math
from collections import namedtuple

Call = namedtuple("Call", ["state", "player", "maximizing", "depth", "alpha", "beta"])


class _Form:
    name = method = None
    parameters = ()

    def unpack(self, *args, **kwargs):
        values = dict(zip(self.parameters, args))
        values.update(kwargs)
        return Call(values["state"], values["player"], values.get("maximizing"),
                    values.get("depth"), values.get("alpha"), values.get("beta"))

    def moves(self, solver, game, state, player):
        """The children of `state` in the order the solver searches them."""
        ordered = getattr(solver, "ordered_moves", None)
        return ordered(state, player) if ordered is not None else game.get_valid_moves(state)

    def start_value(self, call):
        return -math.inf if call.maximizing else math.inf

    def improves(self, frame, child_value):
        return child_value > frame.value if frame.maximizing else child_value < frame.value

    def backed_up(self, frame, child_value):
        return child_value

    def child_window(self, frame):
        return (None, None)

    def update_bounds(self, frame):
        """Apply the algorithm's bound update; return "alpha"/"beta" if a bound changed, else None."""
        return None

    def cuts(self, frame):
        return False

    def lottery(self, solver, game, state, player):
        """``[(probability, move), ...]`` at a node whose value is an expectation, else None."""
        return None


class MinimaxForm(_Form):
    name, method = "minimax", "_minimax"
    parameters = ("game", "state", "player", "maximizing", "depth")


class AlphaBetaForm(_Form):
    name, method = "alphabeta", "_alphabeta"
    parameters = ("state", "player", "maximizing", "depth", "alpha", "beta")

    def child_window(self, frame):
        return (frame.alpha, frame.beta)

    def update_bounds(self, frame):
        if frame.maximizing:
            if frame.value > frame.alpha:   # alpha = max(alpha, value)
                frame.alpha = frame.value
                return "alpha"
        elif frame.value < frame.beta:      # beta = min(beta, value)
            frame.beta = frame.value
            return "beta"
        return None

    def cuts(self, frame):
        return frame.beta <= frame.alpha


class NegamaxForm(_Form):
    name, method = "negamax", "_abnega"
    parameters = ("state", "player", "alpha", "beta")

    def start_value(self, call):
        return -math.inf

    def improves(self, frame, child_value):
        return -child_value > frame.value

    def backed_up(self, frame, child_value):
        return -child_value

    def child_window(self, frame):
        return (-frame.beta, -frame.alpha)

    def update_bounds(self, frame):
        if frame.value > frame.alpha:       # alpha = max(alpha, so_far)
            frame.alpha = frame.value
            return "alpha"
        return None

    def cuts(self, frame):
        return frame.alpha >= frame.beta


class ExpectiminimaxForm(_Form):
    name, method = "expectiminimax", "_expectiminimax"
    parameters = ("game", "state", "depth")

    def unpack(self, *args, **kwargs):
        values = dict(zip(self.parameters, args))
        values.update(kwargs)
        player = values["game"].to_move(values["state"])  # CHANCE at a chance node
        return Call(values["state"], player, player == "X", values.get("depth"), None, None)

    def lottery(self, solver, game, state, player):
        return solver._lottery(game, state, player)


FORMS = (NegamaxForm(), AlphaBetaForm(), ExpectiminimaxForm(), MinimaxForm())


def form_of(solver):
    """Return the form of `solver`'s search (by the recursive method it has); TypeError if none."""
    for form in FORMS:
        if callable(getattr(solver, form.method, None)):
            return form
    raise TypeError(f"cannot trace {solver!r}: it has none of the recursive methods "
                    f"{', '.join(form.method for form in FORMS)}")
