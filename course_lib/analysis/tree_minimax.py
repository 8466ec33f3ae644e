"""Minimax on an explicit `GameTree`: backed-up values and the principal variation.

`minimax_values` backs the leaf utilities up the tree (MAX takes the largest
child value, MIN the smallest); `principal_variation` follows a solver's
choices from the root to a leaf (the line both players play under optimal
play). `course_lib.views.minimax_tree` shows both as text and as a drawing.

Source: Russell & Norvig (2020), fig. 5.2 (a two-ply game tree with backed-up values).
"""

from ..games.base import CHANCE
from ..solvers.expectiminimax import ExpectiminimaxSolver
from ..solvers.memoized import MinimaxSolver
from ..answer_guard import guard


def minimax_values(tree, root=()):
    """Return ``{path: minimax value}`` for every node of the subtree at `root`.

    Leaves hold their utility for X; a node where X moves takes the largest
    child value, a node where O moves the smallest; a chance node (`Chance`)
    the probability-weighted mean of its children (expectiminimax, Russell &
    Norvig 2020, section 5.5).
    """
    values = {}

    def back_up(state):
        if tree.is_terminal(state):
            value = tree.evaluate(state)
        elif tree.is_chance(state):
            value = sum(p * back_up(tree.make_move(state, outcome, CHANCE))
                        for p, outcome in tree.chance_outcomes(state))
        else:
            player = tree.to_move(state)
            child_values = [back_up(tree.make_move(state, move, player))
                            for move in tree.get_valid_moves(state)]
            value = max(child_values) if player == "X" else min(child_values)
        values[state] = value
        return value

    back_up(tuple(root))
    return values


def principal_variation(game, state=None, solver=None):
    """Return the states of the game played from `state` by `solver` on both sides, `state` first.

    With a minimax solver this is the principal variation: the line of play
    when both players play optimally (ties broken as the solver breaks them).
    Works for any `Game`; for a `GameTree` the states are the paths that
    `draw_tree(path=...)` highlights. The line stops at a chance node, where
    no player chooses.

    Parameters
    ----------
    state : default ``game.initial_state()``
    solver : Solver, default a fresh `MinimaxSolver` (same moves as `MinimaxSolverV1`);
        `ExpectiminimaxSolver` for a `GameTree` with chance nodes
    """
    if state is None:
        state = game.initial_state()
    if solver is None:
        solver = ExpectiminimaxSolver() if _has_chance_nodes(game) else MinimaxSolver()
    line = [state]
    while not game.is_terminal(state) and not game.is_chance(state):  # chance decides on from there
        player = game.to_move(state)
        state = game.make_move(state, solver.select_move(game, state, player), player)
        line.append(state)
    return line


def _has_chance_nodes(game):
    """True for an explicit tree (it lists its nodes) with at least one chance node."""
    return hasattr(game, "nodes") and any(map(game.is_chance, game.nodes()))

# A tree's minimax values are what notebook 04's exercise asks for (`course_lib.answer_guard`)
minimax_values = guard(minimax_values, "search")
principal_variation = guard(principal_variation, "search")
