"""Policies as probability distributions over moves: the opponent models of `ExpectimaxSolver`.

A *policy* is a function ``policy(game, state, player) -> [(probability, move), ...]``
giving the probability that `player` plays each move in `state` (probabilities
non-negative, summing to 1; moves with probability 0 may be left out). A
uniformly random player and any deterministic solver are policies; chance nodes
(`Game.chance_outcomes`) have the same shape, which is why expectimax can treat
a modelled opponent exactly as it treats a dice roll.
"""

from fractions import Fraction


def uniform_random_policy(game, state, player):
    """Every legal move with probability ``1 / len(moves)`` (a `Fraction`), as `RandomSolver` plays."""
    moves = game.get_valid_moves(state)
    return [(Fraction(1, len(moves)), move) for move in moves]


def solver_policy(solver):
    """Return the policy of a deterministic `solver`: its chosen move with probability 1.

    Only for solvers whose move depends on the position alone (minimax,
    expectimax); a seeded `RandomSolver` is better modelled by
    `uniform_random_policy`.
    """

    def policy(game, state, player):
        return [(Fraction(1), solver.select_move(game, state, player))]

    policy.__name__ = f"solver_policy({solver.get_name()})"
    return policy
