"""Hidden cases: what the autograder checks beyond a lecture's visible check.

A graded assignment (`course_lib.course.assignments`) runs, after the lecture's
check, ``hidden_check("check_...", <the same arguments>)`` between nbgrader's
``### BEGIN HIDDEN TESTS`` markers: the student's function against the library's
reference on cases the notebook never shows (other trees, positions, seeds), so
an answer tuned to the visible check loses its points. The cases run like the
checks do: one time budget, exceptions named (`containment`), a verdict, and the
library functions that implement the exercise refusing to run for the student's
code (the visible checker's `refuses`, `course_lib.answer_guard`).

A new exercise needs only an entry here: a function decorated with
``@hidden_cases("check_name", "title")`` that takes the check's arguments and
returns a success message or raises `ExerciseFailure`. Exercises whose answer is
a fixed value (a set of leaves, a number, a move) have no hidden case.

This file is the instructor's, never the students': it is not in the `course_lib`
wheel. `make assignments` writes a copy into the course root (``hidden_cases.py``)
with `SEED` set from the instructor's seed (``build/course/instructor_seed``), and the
hidden tests load that copy by its path. Every random case below draws from
`seeded` numbers, so the cases a class is graded on cannot be read off this file.
"""

import copy
import math
import random
from fractions import Fraction
from pathlib import Path

import numpy as np

from course_lib.analysis.counting import count_sequences_up_to_symmetry, reachable_positions
from course_lib.games.connect_four import ConnectFour
from course_lib.games.random_trees import random_uniform_tree
from course_lib.games.symmetry import canonical_form
from course_lib.games.tictactoe import TicTacToe
from course_lib.games.tree_data import as_lists
from course_lib.games.tree import GameTree
from course_lib.solvers.expectiminimax import ExpectiminimaxSolver
from course_lib.solvers.minimax import MinimaxSolverV1
from course_lib.solvers.negamax_plain import NegamaxSolver
from course_lib.solvers.alphabeta import MinimaxAlphaBetaSolverV1
from course_lib.trace import trace_search
from course_lib.exercises.alphabeta import RecordingTree
from course_lib.exercises.caching import symmetry_pruned_reference
from course_lib.exercises.expect_minmax import random_chance_tree
from course_lib.exercises.connect_four_evaluation import PAIRS_PER_PLAYER, check_threat_rows
from course_lib.exercises.connect_four_cases import (continued_boards, random_game_positions, random_games,
                                                     read_threat_pairs)
from course_lib.exercises.mcts import (UCBCase, best_ucb_index, check_random_paths, fresh_ucb_cases,
                                      node_with_children)
from course_lib.exercises.mcts_rollout import check_cases, random_tree_cases
from course_lib.exercises.proofs import board
from course_lib.exercises.solving import check_one_proof, fork_win_positions, negamax_format
from course_lib.exercises.containment import ExerciseFailure, contained, shown
from course_lib.exercises.verdict import REFUSALS, CheckResult, checker
from course_lib.exercises import chance, connect_four, counting, expect_minmax, minimax  # noqa: F401 (REFUSALS)

SEED = 0  # the instructor's seed: `make assignments` writes it into the course root's copy


def seeded(number):
    """`number` moved by the instructor's `SEED` (the same number when SEED is 0)."""
    return number + 1000 * SEED


_CASES = {}  # checker name -> the decorated function running its hidden cases

# Exercises without hidden cases, and why: their answer is one fixed value (or, for the threats, the
# visible check already covers every reachable position), so there is no other case to try.
WITHOUT_HIDDEN_CASES = {
    "check_two_move_leaf": "one changed leaf of the fixed Two-Move tree",
    "check_pruned_leaves": "the fixed pruned leaves and cutoffs (alpha, beta) of the exercise tree",
    "check_fork_moves": "the visible check runs every reachable tic-tac-toe position",
    "check_mirror_moves": "the visible check runs every position of the 4x3 and 3x4 boards",
    "check_chance_value": "the fixed values of the MIN nodes below A and of A, and one fixed break-even "
                          "probability",
    "check_decisions": "the fixed minimax and expectimax values of three moves, the two moves chosen from "
                       "them and one fixed break-even probability in a fixed tree",
}


def hidden_cases(checker_name, title):
    """Register the hidden cases of the exercise checked by `checker_name` (see the module doc)."""
    def register(run):
        _CASES[checker_name] = checker(f"{title} (hidden cases)",
                                       refuses=REFUSALS[checker_name])(run)
        return run
    return register


def has_hidden_cases(checker_name):
    """True when the exercise checked by `checker_name` (e.g. ``"check_minimax"``) has hidden cases."""
    return checker_name in _CASES


def hidden_check(checker_name, *arguments):
    """Run the hidden cases of `checker_name` on the student's `arguments`; return the `CheckResult`.

    Raises KeyError naming the checker when it has no hidden cases.
    """
    if checker_name not in _CASES:
        raise KeyError(f"no hidden cases for {checker_name!r}: those with some are {sorted(_CASES)}")
    return _CASES[checker_name](*arguments)


def _expect(got, expected, where):
    if got != expected:
        raise ExerciseFailure(f"{where}: got {shown(got)}, expected {shown(expected)}"
                              f"{_first_difference(got, expected)}")


def _first_difference(got, expected):
    """Where two sequences first differ (a cut repr may hide it): ``"; first difference at ..."``, or ""."""
    if not isinstance(got, (list, tuple)) or not isinstance(expected, (list, tuple)):
        return ""
    for index, (mine, theirs) in enumerate(zip(got, expected)):
        if mine != theirs:
            return f"; first difference at position {index}: got {shown(mine)}, expected {shown(theirs)}"
    common = min(len(got), len(expected))
    if len(got) < len(expected):
        return f"; yours stops after {common} items, the next expected is {shown(expected[common])}"
    return f"; yours goes on after {common} items with {shown(got[common])}"


def _board(rows):
    return np.array([list(row) for row in rows])


# ----------------------------------------------------------------------
# Trees: minimax, alpha-beta, negamax, expectiminimax
# ----------------------------------------------------------------------
def _random_trees():
    return [random_uniform_tree(3, 4, seed=seeded(101)), random_uniform_tree(2, 6, seed=seeded(102)),
            random_uniform_tree(4, 3, seed=seeded(103), low=-50, high=50), random_uniform_tree(5, 2, seed=seeded(104))]


@hidden_cases("check_symmetry_counts", "Symmetry: 765 positions and 26,830 sequences")
def symmetry_counts_cases(count_positions_fn, count_sequences_fn):
    game, boards = TicTacToe(), [["X  ", "   ", "   "], [" X ", " O ", "   "], ["X O", "   ", "  X"]]
    for rows in boards:
        state = _board(rows)
        player = "O" if rows != boards[1] else "X"
        states = reachable_positions(game, state, player).values()
        where = f"from {shown(rows)}, {player} to move"
        _expect(contained(count_positions_fn, game, state.copy(), player, what="your position count"),
                len({canonical_form(s) for s in states}), f"positions up to symmetry {where}")
        _expect(contained(count_sequences_fn, game, state.copy(), player, what="your sequence count"),
                count_sequences_up_to_symmetry(game, state, player), f"sequences up to symmetry {where}")
    return f"right from {len(boards)} further boards"


@hidden_cases("check_minimax", "Write minimax for explicit trees")
def minimax_cases(minimax):
    reference = MinimaxSolverV1()
    for tree in _random_trees():
        for state, player in (((), "X"), ((1,), "O")):
            got = contained(minimax, tree, state, player == "X", what=f"on the {tree.name} your function")
            _expect(got, reference.minimax_value(tree, state, player), f"{tree.name}, state {state}")
    return f"right on {2 * len(_random_trees())} positions of random trees"


@hidden_cases("check_alphabeta", "Alpha-beta on explicit trees")
def alphabeta_cases(alphabeta):
    for tree in _random_trees():
        recording = RecordingTree(tree)
        value = contained(alphabeta, recording, (), -math.inf, math.inf, True,
                          what=f"on the {tree.name} your function")
        trace = trace_search(MinimaxAlphaBetaSolverV1(), tree)
        _expect(value, trace.value, f"value of the {tree.name}")
        expected = [event.node.key for event in trace.of_kind("leaf")]
        _expect(recording.evaluated, expected, f"leaves evaluated on the {tree.name}, in order")
    return f"same values and leaves as alpha-beta on {len(_random_trees())} random trees"


@hidden_cases("check_negamax_format", "A minimax tree in negamax format")
def negamax_format_cases(convert):
    trees = [[[[2], 5], -1], [[-7]]] + [as_lists(tree.tree) for tree in _random_trees()]
    for tree in trees:
        given = copy.deepcopy(tree)
        got = contained(convert, given, what="your function")
        _expect(got, negamax_format(tree), f"the tree {shown(tree)}")
    return f"right on {len(trees)} further trees (other shapes, depths and leaves)"


@hidden_cases("check_proof", "A winning move and its proof tree")
def proof_cases(prove):
    threats = [board(rows) for rows in (".o. / x.. / .ox", "..x / x.. / .oo", "xo. / o.x / xo.")]
    positions = fork_win_positions(seed=seeded(601), count=6) + threats  # O threatens in the last 3
    for state in positions:
        result = contained(prove, TicTacToe(), state.copy(), what="your function")
        try:
            check_one_proof(state, result)
        except ExerciseFailure as failure:
            raise ExerciseFailure(f"in {shown(state.tolist())} (X to move): {failure}") from None
    return (f"right proofs in {len(positions) - len(threats)} positions of random games and "
            f"{len(threats)} where O threatens a line")


@hidden_cases("check_expectiminimax", "Fix AIMA's expect_minmax")
def expectiminimax_cases(expectiminimax):
    reference = ExpectiminimaxSolver()
    for seed in range(seeded(301), seeded(307)):
        tree = GameTree([random_chance_tree(random.Random(seed), 3) for _ in range(2)],
                        name=f"random chance tree seed={seed}")
        got = contained(expectiminimax, tree, (), what=f"on the {tree.name} your function")
        expected = reference.expectiminimax_value(tree, ())
        if not (isinstance(got, (int, float, Fraction)) and math.isclose(got, expected, abs_tol=1e-9)):
            raise ExerciseFailure(f"{tree.name}: got {shown(got)}, expected {expected}")
    return "right on 6 random trees with chance nodes"


# ----------------------------------------------------------------------
# Tic-tac-toe: symmetry pruning; MCTS pieces
# ----------------------------------------------------------------------
SYMMETRY_PRUNED_POSITIONS = [  # none of them a visible check's position
    (_board(["X  ", "   ", "  O"]), "X"), (_board([" X ", " O ", "   "]), "X"),
    (_board(["X O", "   ", "   "]), "X"), (_board(["X  ", " O ", "  X"]), "O"),
    (_board([" O ", " X ", "   "]), "X"), (_board(["XO ", "   ", "X  "]), "O")]


@hidden_cases("check_symmetry_pruned_minimax", "Symmetry versus caching: minimax with symmetric moves pruned")
def symmetry_pruned_cases(search):
    game, cases = TicTacToe(), SYMMETRY_PRUNED_POSITIONS
    for state, player in cases:
        got = contained(search, game, state.copy(), player, what="your search")
        _expect(got, symmetry_pruned_reference(game, state, player), f"(value, nodes) on {state.tolist()}")
    return f"same (value, nodes) as the reference on {len(cases)} further positions"


@hidden_cases("check_select_child", "UCB1 selection")
def select_child_cases(select_child):
    # node.N above the children's sum: ln(sum of the children's visits) picks the other child (the
    # second with O to move); the third: an unvisited child valued as at N = 1 loses
    designed = [([(4, 1.6), (21, 20.4)], 96, 1.0, "X"), ([(18, 15.2), (4, 2.3)], 101, 0.5, "O"),
                ([(2, 2), (3, 1), (0, 0)], 6, 0.7, "O")]
    cases = [UCBCase(s, n, c, best_ucb_index(s, n, c), "", player) for s, n, c, player in designed]
    for case in cases + fresh_ucb_cases(random.Random(seeded(401)), count=30):
        root = node_with_children(case.stats, case.parent_visits, case.player)
        chosen = contained(select_child, root, case.c, what="select_child")
        if chosen is not root.children[case.expected]:
            raise ExerciseFailure(f"{case.player} to move, children (N, W) {case.stats}, N_parent="
                                  f"{case.parent_visits}, C={case.c:.2f}: you chose "
                                  f"{getattr(chosen, 'move', shown(chosen))}, the highest UCB1 is "
                                  f"child {case.expected}")
    return f"right on {len(cases)} designed and 30 random nodes (half with O to move, a third with an unvisited child)"


@hidden_cases("check_backpropagate", "Back-propagation with the right sign")
def backpropagate_cases(backpropagate):
    check_random_paths(backpropagate, random.Random(seeded(402)), 10)
    return "right (N, W) on 10 random paths"


@hidden_cases("check_win_in_one", '"Win in one" rollout policy')
def win_in_one_cases(win_in_one):
    game, checked = ConnectFour(5, 4), 0
    for seed, ply, state, column in random_games(game, range(seeded(501), seeded(541))):
        if not game.is_terminal(state) or game.evaluate(state) == 0:
            continue
        before = _undo(state, column)  # the position where the winner could win at once
        player = game.to_move(before)
        sign = 1 if player == "X" else -1
        wins = {m for m in game.get_valid_moves(before)
                if sign * game.evaluate(game.make_move(before, m, player)) > 0}
        got = contained(win_in_one, game, before.copy(), player, random.Random(seed), what="win_in_one")
        if got not in wins:
            raise ExerciseFailure(f"Connect Four 5x4, {player} to move: {sorted(wins)} win(s) at once, "
                                  f"your policy played {shown(got)}\n{game.board_text(before)}")
        checked += 1
    trees = random_tree_cases(random.Random(seeded(502)), 6)  # a move ends the game without a win
    check_cases(win_in_one, trees)
    return (f"takes the immediate win in {checked} Connect Four positions, and no move that ends "
            f"the game without a win in {len(trees)} game trees")


def _undo(state, column):
    before = state.copy()
    row = int(np.argmax(before[:, column] != " "))
    before[row, column] = " "
    return before


# ----------------------------------------------------------------------
# Connect Four: the threats' rows, the win check
# ----------------------------------------------------------------------
# The instructor's pool of pairs (tools/find_threat_pairs.py 20000 1: another seed than the
# package's `THREAT_ROW_PAIRS`, no board in common), copied next to this file's course copy
THREAT_PAIRS_FILE = Path(__file__).with_name("threat_row_pairs_hidden.txt")


@hidden_cases("check_evaluation", "A Connect Four evaluation function")
def evaluation_cases(evaluation):
    game, pool = ConnectFour(), read_threat_pairs(THREAT_PAIRS_FILE)
    right = check_threat_rows(game, evaluation, random.Random(seeded(801)), pool)
    return f"ranks {right} of {2 * PAIRS_PER_PLAYER} further pairs of threats (not the package's) by their rows"


@hidden_cases("check_last_move_wins", "A win check through the last move")
def last_move_wins_cases(last_move_wins):
    cases = 0
    for game in (ConnectFour(), ConnectFour(5, 4), ConnectFour(8, 7)):
        boards = random_game_positions(range(seeded(701), seeded(716)), game) + continued_boards(range(seeded(701), seeded(731)), game)
        for name, state, column, expected, _ in boards:
            got = contained(last_move_wins, state.copy(), column, what="your last_move_wins")
            if bool(got) != expected:
                raise ExerciseFailure(f"{game.width}x{game.height} board, {name}, last piece in "
                                      f"column {column}: you said {bool(got)}, expected {expected}\n"
                                      f"{game.board_text(state)}")
            cases += 1
    return f"right on {cases} positions of 7x6, 5x4 and 8x7 boards"
