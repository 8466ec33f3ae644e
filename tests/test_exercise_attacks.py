"""Attacks on every checker, visible and hidden, by a student who wants [PASSED] without the work.

Each attack must get [NOT YET] with a message a student can act on; every right answer
(the reference of `exercise_answers` and a second one written differently) must pass:

* the library's own implementation, bare, aliased, wrapped in a lambda or called by a helper
  (`course_lib.answer_guard`: "calls the library's `X`; write it yourself");
* constants, and answers right only on the visible example;
* a lookup table filled by calling the checker up to 20 times, each failing call teaching it the
  right answer of the case the message named (the first case it got wrong): fresh random cases
  at every call, and fixed cases too many to learn that way, defeat it;
* the right algorithm from the wrong player's view, and each exercise's plausible wrong answers.
"""

import inspect
import math
import re
import random
from fractions import Fraction

import numpy as np
import pytest

import exercise_answers as answers
from course_lib import (ConnectFour, ExpectiminimaxSolver, ExpectimaxSolver, GameTree, MCTSClassicSolver,
                        MinimaxAlphaBetaSolverV1, MinimaxSolver, MinimaxSolverV1,
                        NegamaxAlphaBetaSolver, NegamaxSolver, SymmetricMinimaxSolver, TicTacToe,
                        connect_four_evaluation, count_sequences_up_to_symmetry, proof_tree,
                        win_in_one_rollout)
from course_lib.exercises.alphabeta import check_alphabeta, check_pruned_leaves, exercise_tree
from course_lib.exercises.caching import (_test_positions, check_symmetry_pruned_minimax,
                                          symmetry_pruned_reference)
from course_lib.exercises.chance import (chance_exercise_tree, check_chance_value, check_decisions,
                                         decision_exercise_tree)
from course_lib.exercises.expect_minmax import check_expectiminimax
from course_lib.exercises.connect_four import (check_threat_rows, check_evaluation, check_last_move_wins,
                                               check_mirror_moves, moves_up_to_mirror)
from course_lib.exercises.connect_four_cases import last_piece_wins, lines_through
from course_lib.games.connect_four_rules import BitLayout
from course_lib.solvers.connect_four import BitboardPosition, GridPosition
from course_lib.exercises.counting import check_symmetry_counts
from course_lib.exercises.mcts import (_ucb, _ucb1, best_ucb_index, check_backpropagate,
                                       check_select_child, check_win_in_one, fresh_ucb_cases)
from course_lib.exercises.minimax import check_minimax, check_two_move_leaf
from course_lib.exercises import proofs
from course_lib.exercises.solving import (check_fork_moves, check_negamax_format, check_proof,
                                          fork_moves, negamax_format)
from course_lib.answer_guard import library_source
from course_lib.games.base import Game
from course_lib.solvers.mcts_tree import reward as mcts_reward
from course_lib.trace.mcts import UCBRow
from course_lib.games.symmetry import canonical_transform, distinct_moves_up_to_symmetry
from course_lib.solvers import memoize
from course_lib.trace.search_trace import _trace_search_unchecked
from course_lib.course.hidden_case_files import hidden_cases_module
from course_lib.exercises.connect_four_cases import THREAT_ROW_PAIRS

HIDDEN = hidden_cases_module()  # the instructor's hidden cases (instructor/hidden_cases.py, SEED 0)
has_hidden_cases, hidden_check = HIDDEN.has_hidden_cases, HIDDEN.hidden_check

CHECKERS = {check.__name__: check for check in (
    check_symmetry_counts, check_two_move_leaf, check_minimax, check_symmetry_pruned_minimax,
    check_pruned_leaves, check_alphabeta, check_negamax_format, check_fork_moves, check_proof,
    check_evaluation, check_mirror_moves, check_last_move_wins, check_select_child,
    check_backpropagate, check_win_in_one, check_expectiminimax, check_chance_value,
    check_decisions)}


def verdicts(name, *arguments):
    """The visible verdict and, when the exercise has hidden cases, the hidden one."""
    found = [CHECKERS[name](*arguments)]
    if has_hidden_cases(name):
        found.append(hidden_check(name, *arguments))
    return found


def assert_not_yet(verdict, *fragments):
    assert verdict.status == "failed", verdict
    assert "could not be checked" not in verdict.message, verdict.message
    for fragment in fragments:
        assert fragment in verdict.message, verdict.message


# ---------------------------------------------------------------- right answers pass
@pytest.mark.parametrize("name", sorted(answers.REFERENCE))
def test_the_reference_and_a_second_right_answer_pass(name):
    for arguments in (answers.REFERENCE[name], answers.SECOND.get(name)):
        if arguments is not None:
            for verdict in verdicts(name, *arguments):
                assert verdict.passed, (name, verdict)


# ---------------------------------------------------------------- the library's own function
def _minimax_value(tree, state, maximizing):
    return MinimaxSolverV1().minimax_value(tree, state, "X" if maximizing else "O")


def _alphabeta_value(tree, state, alpha, beta, maximizing):
    return MinimaxAlphaBetaSolverV1().minimax_value(tree, state, "X" if maximizing else "O")


def _select_by_ucb(node, c):
    return max(node.children.values(), key=lambda child: child.ucb(node.N, c))


def _mirror_by_key(game, state):
    """Columns kept by comparing mirror keys (section 3's `canonical_transform`)."""
    mirrored = canonical_transform(state, game.symmetries())[0] == state.tobytes() == \
        state[:, ::-1].tobytes()
    return [c for c in game.get_valid_moves(state) if not mirrored or 2 * c < game.width]


def _pruned_by_trace():
    tree = exercise_tree()
    trace = _trace_search_unchecked(MinimaxAlphaBetaSolverV1(), tree)
    visited = set(trace.visited())
    return {"pruned": {tree.node_name(path) for path in tree.leaves() if path not in visited},
            "cutoffs": {event.node.name: (event.alpha, event.beta)
                        for event in trace.of_kind("cutoff")}}


LIBRARY = {  # exercise: (the library's function as an answer, its name in the verdict, extra args)
    "check_minimax": (MinimaxSolverV1().minimax_value, _minimax_value, "MinimaxSolverV1.minimax_value"),
    "check_alphabeta": (MinimaxAlphaBetaSolverV1().minimax_value, _alphabeta_value,
                        "MinimaxAlphaBetaSolverV1.minimax_value"),
    "check_symmetry_pruned_minimax": (symmetry_pruned_reference,
                                      lambda g, s, p: symmetry_pruned_reference(g, s, p),
                                      "symmetry_pruned_reference"),
    "check_negamax_format": (negamax_format, lambda tree: negamax_format(tree), "negamax_format"),
    "check_fork_moves": (fork_moves, lambda g, s, p: fork_moves(g, s, p), "fork_moves"),
    "check_proof": (proof_tree, lambda g, s: proof_tree(g, s), "proof_tree"),
    "check_evaluation": (connect_four_evaluation, lambda g, s: connect_four_evaluation(g, s),
                         "connect_four_evaluation"),
    "check_mirror_moves": (moves_up_to_mirror, _mirror_by_key, "canonical_transform"),
    "check_last_move_wins": (last_piece_wins,
                             lambda s, c: ConnectFour(s.shape[1], s.shape[0]).evaluate(s) != 0,
                             "ConnectFour.evaluate"),
    "check_select_child": (None, _select_by_ucb, "MCTSNode.ucb"),
    "check_backpropagate": (MCTSClassicSolver(10)._backpropagate,
                            lambda path, u: MCTSClassicSolver(10)._backpropagate(path, u),
                            "MonteCarloTreeSearch._backpropagate"),
    "check_win_in_one": (win_in_one_rollout, lambda g, s, p, rng: win_in_one_rollout(g, s, p, rng),
                         "win_in_one_rollout"),
    "check_expectiminimax": (ExpectiminimaxSolver().expectiminimax_value,
                             lambda tree, state: ExpectiminimaxSolver().expectiminimax_value(tree, state),
                             "ExpectiminimaxSolver.expectiminimax_value"),
    "check_chance_value": (None, lambda: {"MIN values": [2, 4, 1], "A": ExpectiminimaxSolver().expectiminimax_value(
        chance_exercise_tree(), (0,)), "p": Fraction(11, 18)}, "ExpectiminimaxSolver.expectiminimax_value"),
    "check_decisions": (None, lambda: {
        "minimax values": {"A": -10, "B": 1, "C": 0}, "expectimax values": {"A": 4.25, "B": 1.5, "C": 1.5},
        "minimax": MinimaxSolverV1().select_move(decision_exercise_tree(), (), "X"),
        "expectimax": ExpectimaxSolver().select_move(decision_exercise_tree(), (), "X"),
        "q": Fraction(1, 5)}, "MinimaxSolverV1.select_move"),
    "check_pruned_leaves": (None, _pruned_by_trace, "MinimaxAlphaBetaSolverV1.select_move"),
}


def _as_arguments(name, answer):
    if name == "check_symmetry_counts":
        return (answers.count_positions, answer)
    if name == "check_pruned_leaves":
        return (exercise_tree(), answer)
    return (answer,)


def _forms(bare, wrapped):
    """The library's function bare, aliased, wrapped in a lambda and called by a helper."""
    forms = {"wrapped": wrapped, "lambda": lambda *args: wrapped(*args)}

    def helper(*args):
        try:
            return wrapped(*args)
        except BaseException:  # a student who swallows the refusal gets it all the same
            return None

    forms["helper"] = helper
    if bare is not None:
        alias = bare
        forms.update(bare=bare, alias=alias)
    return forms


@pytest.mark.parametrize("name", sorted(LIBRARY))
def test_the_librarys_own_function_is_refused_however_wrapped(name):
    bare, wrapped, library_name = LIBRARY[name]
    for form, answer in _forms(bare, wrapped).items():
        for verdict in verdicts(name, *_as_arguments(name, answer)):
            named = "" if form in ("bare", "alias") else library_name  # bare: its own name
            assert_not_yet(verdict, f"calls the library's `{named}", "`; write it yourself")


def test_the_librarys_counting_is_refused():
    for verdict in verdicts("check_symmetry_counts", answers.count_positions,
                            count_sequences_up_to_symmetry):
        assert_not_yet(verdict, "calls the library's `count_sequences_up_to_symmetry`")


# ---------------------------------------------------------------- constants
CONSTANTS = {
    "check_minimax": lambda tree, state, maximizing: 3,
    "check_alphabeta": lambda tree, state, alpha, beta, maximizing: 3,
    "check_symmetry_pruned_minimax": lambda game, state, player: (0, 58_524),
    "check_negamax_format": lambda tree: [[3, 5], [2, 1]],
    "check_fork_moves": lambda game, state, player: [],
    "check_proof": lambda game, state: ((0, 0), {(0, 1): (2, 0), (2, 0): (0, 1), (2, 1): (0, 1),
                                                 (2, 2): (0, 1)}),
    "check_evaluation": lambda game, state: 0.0,
    "check_mirror_moves": lambda game, state: list(range(game.width)),
    "check_last_move_wins": lambda state, column: False,
    "check_select_child": lambda node, c: next(iter(node.children.values())),
    "check_backpropagate": lambda path, utility: None,
    "check_win_in_one": lambda game, state, player, rng: game.get_valid_moves(state)[0],
    "check_expectiminimax": lambda tree, state: 0,
    "check_chance_value": lambda: {"MIN values": [2, 2, 2], "A": 2, "p": 0},
    "check_decisions": lambda: {"minimax values": dict(A=0, B=0, C=0), "expectimax values": dict(A=0, B=0, C=0),
                                "minimax": "A", "expectimax": "A", "q": 0},
    "check_two_move_leaf": lambda: [[3, 5], [2, 1]],
    "check_pruned_leaves": lambda: {"pruned": {"f2", "h2", "j2"}, "cutoffs": {"F": (7, 6)}},
}


@pytest.mark.parametrize("name", sorted(CONSTANTS))
def test_a_constant_fails(name):
    for verdict in verdicts(name, *_as_arguments(name, CONSTANTS[name])):
        assert_not_yet(verdict)


def test_the_stated_counts_as_constants_fail():
    for verdict in verdicts("check_symmetry_counts", lambda *a: 765, lambda *a: 26_830):
        assert_not_yet(verdict)


# ---------------------------------------------------------------- a lookup filled from the messages
def _key(value):
    """A hashable key for an argument of a student's function."""
    if isinstance(value, np.ndarray):
        return ("board", value.shape, value.tobytes())
    if hasattr(value, "children") and hasattr(value, "N"):  # an MCTS node
        return ("node", value.N, tuple((c.N, c.W) for c in value.children.values()))
    if hasattr(value, "tree") and hasattr(value, "name"):  # a GameTree
        return ("tree", value.name, repr(value.tree))
    if isinstance(value, (list, tuple)):
        return tuple(_key(item) for item in value)
    if type(value).__name__ in ("Random", "TicTacToe", "ConnectFour"):
        return type(value).__name__
    return repr(value)


class Lookup:
    """A student's table: right answers for the cases earlier messages named, a wrong one
    (None) otherwise; each failing check teaches it one case, the first it got wrong."""

    def __init__(self, reference):
        self.reference, self.table, self.taught = reference, {}, False

    def __call__(self, *args):
        key = _key(args)
        if key in self.table:
            return self.table[key]
        if not self.taught:  # the message of this check names this case: learn it
            self.table[key], self.taught = self.reference(*args), True
        return None


LOOKUPS = {
    "check_minimax": answers.minimax,
    "check_alphabeta": answers.alphabeta,
    "check_symmetry_pruned_minimax": answers.symmetry_pruned,
    "check_negamax_format": answers.to_negamax_format,
    "check_fork_moves": answers.fork_moves,
    "check_proof": answers.prove_win,
    "check_mirror_moves": answers.mirror_moves,
    "check_last_move_wins": answers.last_move_wins,
    "check_select_child": answers.select_child,
    "check_win_in_one": answers.win_in_one,
    "check_expectiminimax": answers.expectiminimax,
}


@pytest.mark.parametrize("name", sorted(LOOKUPS))
def test_a_lookup_filled_from_20_checks_fails(name):
    lookup, check = Lookup(LOOKUPS[name]), CHECKERS[name]
    seeded = "seed" in inspect.signature(check.__wrapped__).parameters
    for call in range(20):  # a seed per call (fresh cases, but the same at every run of the test)
        lookup.taught = False
        verdict = check(*_as_arguments(name, lookup), **({"seed": 1000 + call} if seeded else {}))
        assert_not_yet(verdict)
    if has_hidden_cases(name):
        assert_not_yet(hidden_check(name, lookup))


def test_a_lookup_of_position_counts_fails():
    lookup = Lookup(answers.count_positions)
    for call in range(20):
        lookup.taught = False
        assert_not_yet(check_symmetry_counts(lookup, answers.count_sequences, seed=1000 + call))


# ---------------------------------------------------------------- the wrong player's view
def test_minimax_for_the_player_to_move_fails():
    def to_move_view(tree, state, maximizing):
        value = answers.minimax(tree, state, maximizing)
        return value if maximizing else -value

    for verdict in verdicts("check_minimax", to_move_view):
        assert_not_yet(verdict)
    assert "not the value for the player to move" in check_minimax(to_move_view).message


def test_right_only_from_the_root_fails():
    def max_at_the_root(tree, state, maximizing):
        return answers.minimax(tree, state, True)

    visible, hidden = verdicts("check_minimax", max_at_the_root)
    assert_not_yet(visible, "MIN to move")
    assert_not_yet(hidden, "it is O's turn")


def test_other_views_fail():
    def swapped_alphabeta(tree, state, alpha, beta, maximizing):
        return -answers.alphabeta(tree, state, -beta, -alpha, not maximizing)

    for verdict in verdicts("check_alphabeta", swapped_alphabeta):
        assert_not_yet(verdict)

    def pruned_for_mover(game, state, player):
        value, nodes = answers.symmetry_pruned(game, state, player)
        return (value if player == "X" else -value), nodes

    for verdict in verdicts("check_symmetry_pruned_minimax", pruned_for_mover):
        assert_not_yet(verdict)

    def backup_for_the_mover(path, utility):
        for node in path:
            node.N += 1
            node.W += utility if node.player == "X" else -utility

    for verdict in verdicts("check_backpropagate", backup_for_the_mover):
        assert_not_yet(verdict)

    def win_for_the_opponent(game, state, player, rng):
        return answers.win_in_one(game, state, game.get_opponent(player), rng)

    for verdict in verdicts("check_win_in_one", win_for_the_opponent):
        assert_not_yet(verdict)

    def negated_expectiminimax(tree, state):
        return -answers.expectiminimax(tree, state)

    for verdict in verdicts("check_expectiminimax", negated_expectiminimax):
        assert_not_yet(verdict)

    def evaluation_for_the_mover(game, state):
        value = answers.evaluation(game, state)
        return value if np.count_nonzero(state != " ") % 2 == 0 else -value

    assert_not_yet(check_evaluation(evaluation_for_the_mover))


# ---------------------------------------------------------------- plausible wrong answers
def test_ucb1_with_the_sum_of_the_childrens_visits_fails():
    def by_children_sum(node, c):
        total = sum(child.N for child in node.children.values())
        return max(node.children.values(), key=lambda child: math.inf if child.N == 0 else
                   child.W / child.N + c * math.sqrt(math.log(total) / child.N))

    for verdict in verdicts("check_select_child", by_children_sum):
        assert_not_yet(verdict, "N_parent")


def _select_unvisited_as_visited_once(node, c):
    """The ZeroDivisionError "fixed" with max(N, 1): an unvisited child valued as if N = 1."""
    return max(node.children.values(), key=lambda child: child.W / max(child.N, 1) + c * math.sqrt(
        math.log(node.N) / max(child.N, 1)))


def test_ucb1_with_an_unvisited_child_valued_at_n_1_fails():
    for seed in range(3):
        assert_not_yet(check_select_child(_select_unvisited_as_visited_once, seed=seed),
                       "X to move, children (0: N=1 W=1 UCB=1.42, 1: N=0 W=0 UCB=inf), N_parent=2, "
                       "C=0.50: you chose child 0, expected 1. Hint: an unvisited child is chosen "
                       "first, whatever the others' W/N (UCB = +inf, not its value at N = 1).")
    assert_not_yet(hidden_check("check_select_child", _select_unvisited_as_visited_once),
                   "O to move, children (N, W) [(2, 2), (3, 1), (0, 0)], N_parent=6, C=0.70: you "
                   "chose 0, the highest UCB1 is child 2")


def test_every_third_fresh_ucb_node_has_one_unvisited_child_chosen_first():
    cases = fresh_ucb_cases(random.Random(7), count=30)
    for index, case in enumerate(cases):
        unvisited = [i for i, (n, _) in enumerate(case.stats) if n == 0]
        assert unvisited == ([case.expected] if index % 3 == 2 else []), case
    # valued at N = 1, the unvisited child loses on each of them: the fresh nodes alone catch it
    missed = [index for index, case in enumerate(cases) if case.expected != best_ucb_index(
        [(max(n, 1), w) for n, w in case.stats], case.parent_visits, case.c)]
    assert missed == list(range(2, 30, 3))


def test_an_evaluation_with_other_window_weights_fails():
    """Re-weighted open windows, however tuned, tie on every pair of threat rows."""
    for weights in ((0, 1, 3, 9, 9), (0, 1, 4, 16, 16), (0, 1, 5, 25, 25), (0, 3, 5, 6, 6),
                    (0, 1, 3, 6, 6), (0, 2, 6, 12, 12), (0, 1, 9, 32, 32)):
        assert_not_yet(check_evaluation(answers.open_windows(weights)),
                       "you give both boards the same value in 24", "row of the empty cell")


def test_an_evaluation_of_the_horizontal_windows_only_is_told_to_count_all_windows():
    """Horizontal windows are mirror-symmetric, so the mirror check cannot see them missing; the
    pairs' hint must not only blame the rows."""
    def horizontal_only(game, state):
        rows = type("Rows", (), {"lines": [w for w in game.lines if w[3] - w[0] == 3]})()
        return answers.evaluation(rows, state)

    assert_not_yet(check_evaluation(horizontal_only, seed=3), "rank 10 the wrong way round",
                   "does your evaluation look at all 69 windows")


def _pool_lookup(game, pool):
    """The reviewer's attack: window counts, plus +-0.25 looked up for every board of `pool`
    (the package's `THREAT_ROW_PAIRS`, importable), keyed by the board or its mirror image."""
    counts, table = answers.open_windows(), {}
    for player, better, worse in pool:
        for moves, gain in ((better, 0.25), (worse, -0.25)):
            state = ConnectFour.from_moves(moves)
            table[min(state.tobytes(), state[:, ::-1].tobytes())] = gain * (1 if player == "X" else -1)

    def evaluation(game, state):
        key = min(state.tobytes(), state[:, ::-1].copy().tobytes())
        return 0.5 * counts(game, state) + table.get(key, 0.0)
    return evaluation


def test_a_lookup_of_the_packages_pairs_fails_the_hidden_pairs():
    """The visible pool is in the package (the library is open): a lookup of it ranks every pair
    it draws, but the hidden cases draw from the instructor's pool, where it ties every pair."""
    game = ConnectFour()
    lookup = _pool_lookup(game, THREAT_ROW_PAIRS)
    assert check_threat_rows(game, lookup, random.Random(1)) == 24
    assert not {moves for pair in HIDDEN.read_threat_pairs(HIDDEN.THREAT_PAIRS_FILE) for moves in pair[1:]} \
        & {moves for pair in THREAT_ROW_PAIRS for moves in pair[1:]}
    assert_not_yet(hidden_check("check_evaluation", lookup), "the same value in 24", "row of the empty cell")


def test_a_whole_board_win_check_fails():
    def any_four(state, column):
        height, width = state.shape
        return any(state[r, c] != " " and all(
            0 <= r + k * dr < height and 0 <= c + k * dc < width
            and state[r + k * dr, c + k * dc] == state[r, c] for k in range(4))
            for r in range(height) for c in range(width) for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)))

    for verdict in verdicts("check_last_move_wins", any_four):
        assert_not_yet(verdict, "play went on")


def _top(state, column):
    """The row and the mark of the top piece of `column`."""
    row = int(np.argmax(state[:, column] != " "))
    return row, state[row, column]


def _four_of(state, mark):
    height, width = state.shape
    return any(all(0 <= r + k * dr < height and 0 <= c + k * dc < width
                   and state[r + k * dr, c + k * dc] == mark for k in range(4))
               for r in range(height) for c in range(width) for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)))


def _bits(layout, state, mark, leave_out=None):
    return sum(layout.bit(r, c) for (r, c), cell in np.ndenumerate(state)
               if cell == mark and (r, c) != leave_out)


def _has_four_of_last_colour(state, column):
    """Slide 11's `BitLayout.has_four` on all the last piece's colour's pieces (a whole-board check)."""
    layout = BitLayout(state.shape[1], state.shape[0])
    return layout.has_four(_bits(layout, state, _top(state, column)[1]))


def _completed_by_last(state, column):
    """`BitLayout.winning_cells` of the board without the last piece: exactly the answer."""
    layout, (row, mark) = BitLayout(state.shape[1], state.shape[0]), _top(state, column)
    mask = _bits(layout, state, "X", (row, column)) | _bits(layout, state, "O", (row, column))
    return bool(layout.winning_cells(_bits(layout, state, mark, (row, column)), mask)
                & layout.bit(row, column))


def _grid_walk(state, column):
    """Part 3's `GridPosition.is_winning_move` on the board without the last piece: the answer."""
    row, mark = _top(state, column)
    before = state.copy()
    before[row, column] = " "
    return GridPosition.from_state(before).is_winning_move(column)


def _bitboard_walk(state, column):
    """`BitboardPosition.is_winning_move` on the board without the last piece (it looks at the whole
    board of that colour, so it is also wrong where play went on after a four): refused first."""
    row, mark = _top(state, column)
    before = state.copy()
    before[row, column] = " "
    return BitboardPosition.from_state(before).is_winning_move(column)


@pytest.mark.parametrize("answer, name", [
    (_has_four_of_last_colour, "BitLayout.has_four"),
    (_grid_walk, "GridPosition.is_winning_move"),
    (_bitboard_walk, "BitboardPosition.is_winning_move"),
    (_completed_by_last, "BitLayout.winning_cells"),
    (lambda s, c: last_piece_wins(s, c), "last_piece_wins"),
    (lambda s, c: any(length >= 4 for length, _ in lines_through(s, c).values()), "lines_through"),
])
def test_the_librarys_win_checks_are_refused(answer, name):
    for verdict in verdicts("check_last_move_wins", answer):
        assert_not_yet(verdict, f"calls the library's `{name}`; write it yourself")


def _rewritten_win_check(old, new):
    """The reference `last_move_wins` with `old` in its source replaced by `new`: a student's variant."""
    source = inspect.getsource(answers.last_move_wins)
    assert old in source
    namespace = {}
    exec(source.replace(old, new), namespace)
    return namespace["last_move_wins"]


SIZE_HINT = ("your function was right on every 7x6 board: does it assume 7x6 (6 rows, 7 columns)? "
             "The board can have any size: read it from state.shape (height, width = state.shape)")


@pytest.mark.parametrize("answer, fragments, hidden_fragment", [
    (_rewritten_win_check("height, width = state.shape", "height, width = 6, 7"),
     ("on the 5x4 board, random game 0, move 1: your last_move_wins raised IndexError: "
      "index 4 is out of bounds for axis 0 with size 4",), "out of bounds"),
    (_rewritten_win_check("for r in range(height)", "for r in range(6)"),  # the top piece's row
     ("on the 8x7 board, random game 0, move 1: your last_move_wins raised StopIteration",),
     "StopIteration"),
    (lambda s, c: s.shape == (6, 7) and answers.last_move_wins(s, c),  # 7x6 only, else False
     ("on the 5x4 board, random game 0, move 14: you said no win", "Hint: " + SIZE_HINT + ". Otherwise:"),
     "5x4 board, random game 701"),
])
def test_a_win_check_that_assumes_7x6_fails_with_a_hint_about_the_size(answer, fragments,
                                                                        hidden_fragment):
    visible, hidden = verdicts("check_last_move_wins", answer)
    assert_not_yet(visible, *fragments, SIZE_HINT)
    assert_not_yet(hidden, hidden_fragment)


def test_a_whole_board_check_of_the_last_pieces_colour_fails():
    """The winner plays on: its colour has a four, not through the last piece."""
    visible, hidden = verdicts("check_last_move_wins", lambda s, c: _four_of(s, _top(s, c)[1]))
    assert_not_yet(visible, "a board where play went on after a four, the winner's piece (random game 0)",
                   "Hint: play went on after a four, and the last piece's colour already had a "
                   "four elsewhere; only lines through the last piece count")
    assert_not_yet(hidden, "the winner's piece (random game", "expected False")


def test_a_new_four_of_the_last_pieces_colour_fails():
    """Four now and none without the last piece: wrong when the winner completes a second four."""
    def new_four(state, column):
        row, mark = _top(state, column)
        before = state.copy()
        before[row, column] = " "
        return _four_of(state, mark) and not _four_of(before, mark)

    visible, hidden = verdicts("check_last_move_wins", new_four)
    assert_not_yet(visible, "a board where play went on after a four, the winner's piece, completing a second four",
                   "Hint: the last piece completes a horizontal four, though its colour had a "
                   "four before it (play went on after it): the lines through the last piece "
                   "decide, whatever the rest of the board holds")
    assert_not_yet(hidden, "completing a second four", "expected True")


def test_mirror_moves_that_generate_the_children_or_use_the_mirror_key_fail():
    def own_key(game, state):
        seen, kept = set(), []
        for column in game.get_valid_moves(state):
            child = game.make_move(state, column, game.to_move(state))
            key = min(child.tobytes(), child[:, ::-1].tobytes())
            if key not in seen:
                seen.add(key)
                kept.append(column)
        return kept

    assert_not_yet(check_mirror_moves(own_key), "without building any child")
    assert_not_yet(check_mirror_moves(_mirror_by_key), "calls the library's `canonical_transform`")


def test_counting_positions_without_symmetry_fails():
    visible, hidden = verdicts("check_symmetry_counts", answers.count_plain_positions,
                               answers.count_sequences)
    assert_not_yet(visible, "without identifying symmetric ones")
    assert_not_yet(hidden, "positions up to symmetry")


def test_a_proof_that_misses_a_reply_fails():
    def one_reply_short(game, state):
        move, replies = answers.prove_win(game, state)
        return move, dict(list(replies.items())[1:])

    for verdict in verdicts("check_proof", one_reply_short):
        assert_not_yet(verdict, "answers *every* move of O")


RIGHT_CUTOFFS = {"F": (7, 6), "C": (6, 5), "D": (6, 6)}


def test_wrong_pruned_leaves_never_name_a_leaf():
    for leaves in ({"f2", "h1", "h2", "j1"}, {"f2", "h1", "h2", "j1", "j2", "i2"},
                   {"e2", "h1", "h2", "j1", "j2"}):
        verdict = check_pruned_leaves(exercise_tree(), {"pruned": leaves, "cutoffs": RIGHT_CUTOFFS})
        assert_not_yet(verdict, "your pruned leaves are not")
        assert not re.search(r"\bleaf [e-j][12]\b|'[e-j][12]'|\b[e-j][12]\b", verdict.message), verdict.message


# ---------------------------------------------------------------- the library's recursions
def _alphabeta_recursion(tree, state, alpha, beta, maximizing):
    solver = MinimaxAlphaBetaSolverV1()
    solver.game = tree
    return solver._alphabeta(state, "X" if maximizing else "O", maximizing, math.inf, alpha, beta)[0]


def _counted(value_of):
    """A symmetry-pruned answer whose value is `value_of(game, state, player)`, nodes counted apart."""
    def answer(game, state, player):
        return value_of(game, state, player), answers.symmetry_pruned(game, state, player)[1]
    return answer


def _negamax_for_x(solver, recursion):
    def value_of(game, state, player):
        solver.game = game
        value = recursion(solver, state, player)
        return value if player == "X" else -value
    return value_of


RECURSIONS = {  # the library's private recursion (or unlisted search method), as a student calls it
    "MinimaxAlphaBetaSolverV1._alphabeta": ("check_alphabeta", _alphabeta_recursion),
    "MinimaxSolver._minimax": ("check_symmetry_pruned_minimax", _counted(
        lambda g, s, p: MinimaxSolver()._minimax(g, s, p, p == "X")[0])),
    "MinimaxSolverV1._minimax": ("check_symmetry_pruned_minimax", _counted(
        lambda g, s, p: MinimaxSolverV1()._minimax(g, s, p, p == "X")[0])),
    "minimax": ("check_symmetry_pruned_minimax", _counted(
        lambda g, s, p: memoize.minimax(g, s, 9, p, p == "X")[0])),
    "SymmetricMinimaxSolver._minimax": ("check_symmetry_pruned_minimax", _counted(
        lambda g, s, p: SymmetricMinimaxSolver()._minimax(g, s, p, p == "X")[0])),
    "NegamaxSolver._negamax": ("check_symmetry_pruned_minimax", _counted(_negamax_for_x(
        NegamaxSolver(), lambda solver, s, p: solver._negamax(s, p)[0]))),
    "NegamaxAlphaBetaSolver._abnega": ("check_symmetry_pruned_minimax", _counted(_negamax_for_x(
        NegamaxAlphaBetaSolver(), lambda solver, s, p: solver._abnega(s, p, -math.inf, math.inf)[0]))),
    "NegamaxSolver.negamax_value": ("check_symmetry_pruned_minimax", _counted(
        lambda g, s, p: NegamaxSolver().negamax_value(g, s, p) * (1 if p == "X" else -1))),
}


@pytest.mark.parametrize("library_name", sorted(RECURSIONS))
def test_the_librarys_private_recursions_are_refused(library_name):
    name, answer = RECURSIONS[library_name]
    arguments = (answer,)
    for verdict in verdicts(name, *arguments):
        assert_not_yet(verdict, f"calls the library's `{library_name}`; write it yourself")


def test_a_guarded_function_hands_out_no_unguarded_one():
    assert not hasattr(fork_moves, "__wrapped__")
    for verdict in verdicts("check_fork_moves", lambda g, s, p: getattr(fork_moves, "__wrapped__",
                                                                        fork_moves)(g, s, p)):
        assert_not_yet(verdict, "calls the library's `fork_moves`")
    assert "def fork_moves(" in library_source(fork_moves)  # its slide still shows its own source


def test_counting_with_the_librarys_symmetry_classes_is_refused():
    def count_valid_sequences(game, state, player):
        if game.is_terminal(state):
            return 1
        return sum(count_valid_sequences(game, game.make_move(state, move, player), game.get_opponent(player))
                   for move in distinct_moves_up_to_symmetry(state, game.get_valid_moves(state)))

    for verdict in verdicts("check_symmetry_counts", answers.count_positions, count_valid_sequences):
        assert_not_yet(verdict, "calls the library's `distinct_moves_up_to_symmetry`")


def _first_fork_proof(game, state):
    """A wrong proof: X's first move leaving X two winning cells, never asking whether O wins first."""
    for move in game.get_valid_moves(state):
        after = game.make_move(state, move, "X")
        if len(game.winning_moves(after, "X")) >= 2:
            replies = {}
            for o_move in game.get_valid_moves(after):
                position = game.make_move(after, o_move, "O")
                wins = game.winning_moves(position, "X") if not game.is_terminal(position) else []
                replies[o_move] = wins[0] if wins else o_move
            return move, replies
    return answers.REFERENCE["check_proof"][0](game, state)


def test_a_fork_that_ignores_os_threat_fails_with_a_hint_to_block():
    for seed in range(5):
        verdict = check_proof(_first_fork_proof, seed=seed)
        assert_not_yet(verdict, "completes O's line first: block it")
    assert_not_yet(hidden_check("check_proof", _first_fork_proof), "completes O's line first: block it")


@pytest.mark.parametrize("helper", ["_winning_starts", "_refutation"])
def test_the_proof_checkers_own_search_is_refused(helper):
    def prove(game, state):
        if helper == "_winning_starts":
            proofs._winning_starts(game, state)
        else:
            proofs._refutation(game, game.make_move(state, game.get_valid_moves(state)[0], "X"))
        return answers.REFERENCE["check_proof"][0](game, state)

    for verdict in verdicts("check_proof", prove):
        assert_not_yet(verdict, f"calls the library's `{helper}`")


def test_pruned_leaves_of_a_tree_of_the_students_own_fail():
    no_pruning = GameTree([[1, 2], [3, 4]])  # the notebook's `tree`, rebound to an easy one
    assert_not_yet(check_pruned_leaves(no_pruning, {"pruned": set(), "cutoffs": {}}),
                   "is not the exercise's tree")


def test_wrong_pruned_leaves_get_one_message_whatever_their_number():
    """No message depends on which leaves, nor on how many: tries cannot spell the answer leaf by
    leaf, nor find its size (which, with the rules the message states, once left 12 sets)."""
    right, leaves = {"f2", "h1", "h2", "j1", "j2"}, [f"{p}{i}" for p in "efghij" for i in (1, 2)]
    wrong = [right - {out} | {into} for out in right for into in leaves if into not in right]
    wrong += [set(), set(leaves), right - {"j1", "j2"}, right | {"e2"}]
    for cutoffs in (RIGHT_CUTOFFS, {}):
        messages = {check_pruned_leaves(exercise_tree(), {"pruned": leaves_given,
                                                          "cutoffs": cutoffs}).message
                    for leaves_given in wrong}
        assert len(messages) == 1, messages
        assert not re.search(r"\d", messages.pop().replace("(-inf, inf)", ""))


def _rule_abiding_pruned_sets():
    """The 72 sets of leaves the wrong-answer message's rules allow in the exercise tree: at B
    (the first MIN node) only F's second leaf can go; at C and D, the second leaf of the first
    MAX child, and the second child's second leaf or, after a cutoff, both its leaves."""
    def options(first_child, second_child, first):
        found = []
        for first_cut in ([False] if first else [False, True]):
            early = {first_child + "2"} if first_cut else set()
            found.append(early | {second_child + "1", second_child + "2"}) if not first else None
            found += [early, early | {second_child + "2"}]
        return found
    return [b | c | d for b in options("e", "f", True) for c in options("g", "h", False)
            for d in options("i", "j", False)]


def test_twenty_guesses_from_the_messages_do_not_reach_a_pass():
    """An attack that reads the verdicts: it tries the rule-abiding sets of leaves (the size once
    leaked ordered them: the right one then came within 16 calls), keeps the first one whose
    verdict no longer says the leaves are wrong, and spends the calls left on windows with
    beta <= alpha at the nodes above its pruned leaves. Twenty calls do not pass."""
    tree, right = exercise_tree(), {"f2", "h1", "h2", "j1", "j2"}
    sets = sorted(_rule_abiding_pruned_sets(), key=lambda leaves: (len(leaves) != 5, sorted(leaves)))
    assert len({frozenset(leaves) for leaves in sets}) == 72 and right in sets
    windows = [(alpha, beta) for alpha in range(1, 10) for beta in range(1, alpha + 1)]
    found, calls, verdicts = None, 0, []
    guesses = iter(sets)
    while calls < 20:
        leaves = found or next(guesses)
        nodes = sorted({"F" if "f2" in leaves else None,
                        "C" if "h1" in leaves else "H" if "h2" in leaves else None,
                        "D" if "j1" in leaves else "J" if "j2" in leaves else None} - {None})
        cutoffs = dict(zip(nodes, [windows[calls % len(windows)]] * len(nodes)))
        verdict = check_pruned_leaves(tree, {"pruned": leaves, "cutoffs": cutoffs})
        calls += 1
        verdicts.append(verdict)
        if "your pruned leaves are not" not in verdict.message:
            found = leaves
    assert found == right  # after 7 calls: the leaves alone would have passed
    for verdict in verdicts:
        assert_not_yet(verdict)


UCB_VARIANTS = {  # plausible wrong UCB1 formulas: each picks another child on a fixed node
    "no square root": lambda w, n, p, c: w / n + c * math.log(p) / n,
    "sqrt(ln N_p) / N": lambda w, n, p, c: w / n + c * math.sqrt(math.log(p)) / n,
    "log2": lambda w, n, p, c: w / n + c * math.sqrt(math.log2(p) / n),
    "sqrt(2 ln N_p / N)": lambda w, n, p, c: w / n + c * math.sqrt(2 * math.log(p) / n),
    "ln(N_p + 1)": lambda w, n, p, c: w / n + c * math.sqrt(math.log(p + 1) / n),
}


@pytest.mark.parametrize("variant", sorted(UCB_VARIANTS))
def test_a_wrong_ucb1_formula_fails_on_every_draw(variant):
    formula = UCB_VARIANTS[variant]

    def select_child(node, c):
        unvisited = [child for child in node.children.values() if child.N == 0]
        return unvisited[0] if unvisited else max(
            node.children.values(), key=lambda child: formula(child.W, child.N, node.N, c))

    for seed in range(5):
        assert_not_yet(check_select_child(select_child, seed=seed), "Hint:")


def test_a_policy_that_never_plays_the_last_legal_move_fails():
    def win_in_one(game, state, player, rng):
        moves = game.get_valid_moves(state)
        for move in moves:
            if game.evaluate(game.make_move(state, move, player)) != 0:
                return move
        return rng.choice(moves[:-1] or moves)

    for seed in range(3):
        assert_not_yet(check_win_in_one(win_in_one, seed=seed), "it never played [(2, 2)]")


def test_min_and_max_swapped_is_told_to_check_who_takes_the_max():
    def search(game, state, player):
        nodes = answers.symmetry_pruned(game, state, player)[1]

        def value(state, player):
            if game.is_terminal(state):
                return game.evaluate(state)
            values = [value(game.make_move(state, m, player), game.get_opponent(player))
                      for m in distinct_moves_up_to_symmetry(state, game.get_valid_moves(state))]
            return min(values) if player == "X" else max(values)
        return value(state, player), nodes

    verdict = check_symmetry_pruned_minimax(search)
    assert_not_yet(verdict, "does X take the max and O the min")


def test_the_hidden_symmetry_positions_are_not_the_visible_ones():
    """Not even turned: the visible check shows each fixed position under a random symmetry."""
    visible = {(canonical_transform(state)[0], player)
               for _, state, player, _ in _test_positions(TicTacToe())}
    hidden = {(canonical_transform(state)[0], player)
              for state, player in HIDDEN.SYMMETRY_PRUNED_POSITIONS}
    assert len(hidden) == 6 and not visible & hidden


# ---------------------------------------------------------------- MCTS: the library's helpers
def _select_by_trace_row(node, c):
    return max(node.children.values(), key=lambda child: UCBRow(None, None, child.N, child.W,
                                                                node.N, c).ucb)


def _backup_by_reward(path, utility):
    for node in path:
        node.N += 1
        node.W += mcts_reward(utility, node)


def _wins_from(winning_moves):
    """A "win in one" policy whose win detection is the library's `winning_moves(game, state, player)`."""
    def win_in_one(game, state, player, rng):
        wins = list(winning_moves(game, state, player))
        return wins[0] if wins else rng.choice(game.get_valid_moves(state))
    return win_in_one


def _new_game(game):
    """A game of the same rules built by the student's code (not the one the checker passed)."""
    return ConnectFour(game.width, game.height) if isinstance(game, ConnectFour) else TicTacToe(game.size)


MCTS_HELPERS = {  # a library helper that answers (half) an MCTS exercise: the visible and hidden names
    "UCBRow": ("check_select_child", _select_by_trace_row, ("UCBRow", "UCBRow")),
    "the checker's _ucb": ("check_select_child", lambda node, c: max(
        node.children.values(), key=lambda child: float(_ucb(child.N, child.W, node.N, c))),
        ("exercises.mcts._ucb",) * 2),
    "the checker's _ucb1": ("check_select_child", lambda node, c: max(
        node.children.values(), key=lambda child: _ucb1(child.N, child.W, node.N, c)),
        ("exercises.mcts._ucb1",) * 2),
    "the checker's best_ucb_index": ("check_select_child", lambda node, c: list(node.children.values())[
        best_ucb_index([(child.N, child.W) for child in node.children.values()], node.N, c)],
        ("exercises.mcts.best_ucb_index",) * 2),
    "reward": ("check_backpropagate", _backup_by_reward, ("reward", "reward")),
    "game.winning_moves": ("check_win_in_one", _wins_from(lambda g, s, p: g.winning_moves(s, p)),
                           ("TicTacToe.winning_moves", "ConnectFour.winning_moves")),
    "a new game's winning_moves": ("check_win_in_one", _wins_from(
        lambda g, s, p: _new_game(g).winning_moves(s, p)),
        ("TicTacToe.winning_moves", "ConnectFour.winning_moves")),
    "Game.winning_moves": ("check_win_in_one", _wins_from(lambda g, s, p: Game.winning_moves(g, s, p)),
                           ("Game.winning_moves", "Game.winning_moves")),
}


@pytest.mark.parametrize("helper", sorted(MCTS_HELPERS))
def test_the_librarys_mcts_helpers_are_refused(helper):
    name, answer, library_names = MCTS_HELPERS[helper]
    for verdict, library_name in zip(verdicts(name, answer), library_names):
        assert_not_yet(verdict, f"calls the library's `{library_name}`; write it yourself")


def test_a_win_in_one_that_looks_at_the_first_four_moves_only_fails():
    def win_in_one(game, state, player, rng):
        moves = game.get_valid_moves(state)
        for move in moves[:4]:
            if game.evaluate(game.make_move(state, move, player)) != 0:
                return move
        return rng.choice(moves)

    for seed in range(3):
        assert_not_yet(check_win_in_one(win_in_one, seed=seed),
                       "X to move after [(2, 0), (0, 0), (2, 1), (0, 1)]: [(2, 2)] wins at once")


def test_a_biased_random_move_fails():
    def win_in_one(game, state, player, rng):
        moves = game.get_valid_moves(state)
        for move in moves:
            if game.evaluate(game.make_move(state, move, player)) != 0:
                return move
        return moves[0] if rng.random() < 0.5 else rng.choice(moves)

    assert_not_yet(check_win_in_one(win_in_one),
                   "should play a *uniformly* random legal move: over 200 seeds after X(1,1) it "
                   "played (0, 0) 120 times, expected about 25 (each of the 8 legal moves equally often)")


def test_a_win_in_one_that_blocks_fails():
    def win_in_one(game, state, player, rng):
        moves, cells = game.get_valid_moves(state), state.ravel().tolist()
        for who in (player, game.get_opponent(player)):  # win, else block, else random
            for line in game.lines:
                marks = [cells[k] for k in line]
                if marks.count(who) == 2 and marks.count(" ") == 1:
                    return divmod(line[marks.index(" ")], 3)
        return rng.choice(moves)

    assert_not_yet(check_win_in_one(win_in_one),
                   "with no winning move your policy should play any legal move at random (using "
                   "the rng it is given); over 200 seeds after X(0,0) O(1,1) X(2,2) O(0,1) it never "
                   "played [(0, 2), (1, 0), (1, 2), (2, 0)]")


# ---------------------------------------------------------------- "ends the game" is not "wins"
def _first_ending_move(ends):
    """A "win in one" policy that plays the first move after which `ends(game, after, player)`."""
    def win_in_one(game, state, player, rng):
        moves = game.get_valid_moves(state)
        for move in moves:
            after = game.make_move(state, move, player)
            if game.is_terminal(after) and ends(game, after, player):
                return move
        return rng.choice(moves)
    return win_in_one


ENDING_MOVES = {  # passes every tic-tac-toe position; a game tree shows the slip (and its hint)
    "any move that ends the game": (lambda game, after, player: True,
                                    "it never played [1, 2, 3]. Hint: move 0 ends the game with "
                                    "utility -1 for X, a loss for X"),
    "a move that ends it without a loss": (
        lambda game, after, player: game.evaluate(after) * (1 if player == "X" else -1) >= 0,
        "it never played [0, 2, 3]. Hint: move 1 ends the game with utility 0 for X, a draw"),
    "a move with a nonzero utility": (lambda game, after, player: game.evaluate(after) != 0,
                                      "it never played [1, 2, 3]. Hint: move 0 ends the game with "
                                      "utility -1 for X, a loss for X"),
}


@pytest.mark.parametrize("slip", sorted(ENDING_MOVES))
def test_a_move_that_ends_the_game_without_winning_fails(slip):
    ends, hint = ENDING_MOVES[slip]
    policy = _first_ending_move(ends)
    for seed in range(3):
        assert_not_yet(check_win_in_one(policy, seed=seed),
                       "over 200 seeds at the root of GameTree([-1, 0, [1, -1], [0, 1]]) (X to move) "
                       + hint + ": a move that ends the game does not always win it")
    assert_not_yet(hidden_check("check_win_in_one", policy), "of GameTree(",
                   "a move that ends the game does not always win it")


def test_a_back_propagation_that_credits_the_leaf_only_is_told_so():
    def leaf_only(path, utility):
        for node in path:
            node.N += 1
        path[-1].W += utility if path[-1].player == "O" else -utility

    visible, hidden = verdicts("check_backpropagate", leaf_only)
    assert_not_yet(visible, "after one back-propagation of utility +1 (X won) along root -> child -> "
                            "leaf, starting from W = 0, the totals W are [0.0, 0.0, -1.0]: a win or a "
                            "loss changes the W of every node on the path")
    assert_not_yet(hidden, "your backpropagate left")


def test_rewards_in_0_1_are_told_a_loss_is_minus_one():
    def zero_one(path, utility):
        for node in path:
            node.N += 1
            node.W += (1 + (utility if node.player == "O" else -utility)) / 2

    assert_not_yet(check_backpropagate(zero_one), "the totals W are [0.0, 1.0, 0.0]",
                   "(+1 a win, -1 a loss)")


def test_ucb1_negated_where_o_chooses_fails_on_every_draw():
    """W is already the mover's reward: a student who treats it as X's and negates it for O."""
    def from_x_view(node, c):
        sign = 1 if node.player == "X" else -1
        return max(node.children.values(), key=lambda child: math.inf if child.N == 0 else
                   sign * child.W / child.N + c * math.sqrt(math.log(node.N) / child.N))

    for seed in range(5):
        assert_not_yet(check_select_child(from_x_view, seed=seed),
                       "O to move, children (0: N=10 W=6 UCB=0.60, 1: N=10 W=2 UCB=0.20, 2: N=10 "
                       "W=8 UCB=0.80), N_parent=30, C=0.00: you chose child 1, expected 2. Hint: W is "
                       "already the reward of the player who moved into the child: the parent "
                       "maximizes W/N whoever it is.")
    assert_not_yet(hidden_check("check_select_child", from_x_view), "O to move, children (N, W)")


@pytest.mark.parametrize("draw", [0.5, -0.5, 0.1])
def test_a_draw_worth_anything_but_zero_fails_on_every_draw(draw):
    """A right back-propagation but for the draw, e.g. the 0.5 commented out in aima-python."""
    def draw_not_zero(path, utility):
        for node in path:
            node.N += 1
            node.W += draw if utility == 0 else (utility if node.player == "O" else -utility)

    for seed in range(5):
        assert_not_yet(check_backpropagate(draw_not_zero, seed=seed),
                       f"after one back-propagation of a draw (utility 0) along root -> child -> leaf, "
                       f"starting from N = 0 and W = 0, (N, W) are [(1, {draw}), (1, {draw}), "
                       f"(1, {draw})], expected (1, 0) on every node: a draw is worth 0 to both players")
    assert_not_yet(hidden_check("check_backpropagate", draw_not_zero), "utility for X 0)",
                   "(a draw is worth 0 to both players)")


@pytest.mark.parametrize("left_out", ["(1, 1)", "(1, -1)"])
def test_a_win_check_missing_a_diagonal_fails_even_with_a_table_of_the_boards_it_failed_on(left_out):
    """A student leaves out one diagonal and, after each NOT YET, adds the board the message shows
    to a table of answers: the fresh boards with a four in that diagonal only fail it anew."""
    near_miss = _rewritten_win_check(f"{left_out}, " if left_out == "(1, 1)" else f", {left_out}", "")
    table, failed = {}, []

    def with_table(state, column):
        key = (state.tobytes(), state.shape, column)
        if key in table:
            return table[key]
        got = near_miss(state, column)
        if got != answers.last_move_wins(state, column) and not failed:
            failed.append((key, not got))
        return got

    for call in range(20):
        failed.clear()
        verdict = check_last_move_wins(with_table, seed=3000 + call)
        assert_not_yet(verdict, "you said no win", "expected a win")
        assert len(failed) == 1 and failed[0][0] not in table
        table.update(failed)


@pytest.mark.parametrize("wrong_colour", [
    'mark = "X"',  # always X's lines
    'mark = "O" if state[row, column] == "X" else "X"',  # the other colour's lines
])
def test_a_win_check_of_the_wrong_colour_is_told_so(wrong_colour):
    answer = _rewritten_win_check("mark = state[row, column]", wrong_colour)
    assert_not_yet(check_last_move_wins(answer),
                   "Hint: the last piece here is O's: check the lines of its colour (the top "
                   "piece of the column), whichever player that is")


def test_a_constant_win_check_is_not_told_about_colours():
    assert "colour (the top piece" not in check_last_move_wins(lambda state, column: False).message


def test_the_bitboard_search_hands_out_no_win_check():
    """A search built before a check once handed out its raw win check as a public attribute
    (`BitboardSearch(w, h).winning_cells`), which passed exercise 3 of notebook 10."""
    from course_lib.solvers.connect_four.bitboard_search import BitboardSearch

    assert not any("winning" in name for name in dir(BitboardSearch(7, 6)) if not name.startswith("_"))
