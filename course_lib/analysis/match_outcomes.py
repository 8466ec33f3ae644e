"""The exact result of a match between two policies, by enumerating every game.

A policy (`course_lib.solvers.policies`) gives each move a probability, so a
match between two policies on a finite game is a finite tree of games, each
with its probability: the product of the probabilities of its moves (and of
its chance outcomes). Summing over all of them gives the exact probabilities
of "X wins", "O wins", "draw" and the expected utility, as `Fraction` objects when
the probabilities are. No sampling, so no error bars.
"""

from collections import Counter
from fractions import Fraction

from ..games.base import CHANCE


def exact_match_outcomes(game, policy_X, policy_O, state=None):
    """Enumerate every game of `policy_X` (X) against `policy_O` (O) and return its exact result.

    Parameters
    ----------
    game : Game, finite (every line of play ends)
    policy_X, policy_O : callable ``(game, state, player) -> [(probability, move), ...]``
        E.g. `uniform_random_policy`, or ``solver_policy(MinimaxSolver())``.
    state : default ``game.initial_state()``

    Returns
    -------
    dict
        ``{"X_wins", "O_wins", "draws"}``: probabilities summing to 1;
        ``"expected_utility"``: the expected utility for X (``evaluate`` at the
        end of the game); ``"games"``: the number of distinct games (lines of
        play from `state` to a terminal state) of positive probability.
        All probabilities are `Fraction` when the policies' and the chance
        nodes' probabilities are.
    """
    state = game.initial_state() if state is None else state
    policies = {"X": policy_X, "O": policy_O, CHANCE: lambda g, s, _: g.chance_outcomes(s)}
    totals = Counter()

    def walk(state, probability):
        if game.is_terminal(state):
            utility = game.evaluate(state)
            outcome = "X_wins" if utility > 0 else "O_wins" if utility < 0 else "draws"
            totals[outcome] += probability
            totals["expected_utility"] += probability * utility
            totals["games"] += 1
            return
        mover = game.to_move(state)
        for p, move in policies[mover](game, state, mover):
            if p > 0:
                walk(game.make_move(state, move, mover), probability * p)

    walk(state, Fraction(1))
    return {key: totals[key] for key in ("X_wins", "O_wins", "draws", "expected_utility", "games")}
