"""What gives each exercise's answer away: the instructor's list, for the tests that keep it hidden.

For every checker of `course_lib.exercises`, `answer_values(checker)` returns the
strings and compiled regular expressions whose presence reveals the exercise's
answer: the fixed answer of a hand exercise (a set of leaves, a value, a move),
the distinctive lines of the library's own code of a function answer, the words
naming the bugs to spot. The tests check that the student edition, the decks,
the site, the nbgrader releases and the checkers' failure messages show none of
them (tests/test_student_edition.py, tests/test_grading.py,
tests/test_exercise_containment.py).

This file is the instructor's, like hidden_cases.py: it is not in the
`course_lib` wheel, so a student cannot list the answers from the checker they
call (a checker once carried them as ``answer_values``, one Tab completion away).
"""

import re

from course_lib.exercises.caching import symmetry_pruned_reference
from course_lib.exercises.chance import (break_even_minimizing_share, break_even_probability,
                                         chance_exercise_tree, decision_exercise_tree)
from course_lib.exercises.pruned_leaves import _cutoffs, _pruned_names, exercise_tree
from course_lib.analysis.counting import count_sequences_up_to_symmetry
from course_lib.answer_guard import library_source
from course_lib.solvers.expectimax import ExpectimaxSolver
from course_lib.solvers.expectiminimax import ExpectiminimaxSolver
from course_lib.solvers.alphabeta import MinimaxAlphaBetaSolverV1
from course_lib.solvers.minimax import MinimaxSolverV1
from course_lib.trace.search_trace import _trace_search_unchecked


def _nothing():
    """An exercise whose answer is a function of fresh cases: no value to hide."""
    return []


def _two_move():
    """The rule (lower a leaf under A below 1) and its values."""
    return [re.compile(r"under A\b[^.]*\bbelow 1\b"), re.compile(r"lower(ing)? a leaf under A"),
            re.compile(r"\(A,[CD]\) ?= ?(0|-\d+)\b"), "[[0, 5], [2, 1]]", "[[3, 0], [2, 1]]"]


def _symmetry_counts():
    """The counts are the exercise's targets (its text gives them); the answer is the code, so
    what must not be shown is the library's own counting function: its lines about symmetry."""
    source = library_source(count_sequences_up_to_symmetry).split('"""')[-1]
    return [line.strip() for line in source.splitlines() if "symmetry(" in line]


def _symmetry_pruned_minimax():
    """The reference's code: its distinctive lines."""
    lines = library_source(symmetry_pruned_reference).splitlines()
    return ["symmetry_pruned_reference"] + [line.strip() for line in lines
                                            if "distinct_moves_up_to_symmetry(state" in line]


def _pruned_leaves():
    """The exercise tree's pruned leaves, listed in order whatever the quotes and commas, and
    each cutoff's node with its (alpha, beta), as a dict entry or in words."""
    tree = exercise_tree()
    names = _pruned_names(tree)
    cutoffs = _cutoffs(_trace_search_unchecked(MinimaxAlphaBetaSolverV1(), tree))
    return [re.compile(r"\b" + r"\W+".join(map(re.escape, names)) + r"\b")] + [
        re.compile(rf"\b{node}\W{{1,6}}[(\[]?\s*{_number(alpha)}\s*,\s*{_number(beta)}(?![\d.])")
        for node, (alpha, beta) in cutoffs.items()]


def _number(value):
    """A regular expression for `value` written as an int or a float (7, 7.0, 7.00)."""
    return rf"{int(value)}(\.0*)?" if float(value).is_integer() else re.escape(str(value))


def _proof():
    """The winning move (0, 0) and the replies of its proof tree."""
    return [re.compile(r"\(0, ?0\)[^\n]{0,30}\bwins\b"), re.compile(r"wins\b[^\n]{0,20}\(0, ?0\)"),
            re.compile(r"\(0, ?1\): ?\(2, ?0\)"), re.compile(r"\(2, ?0\): ?\(0, ?1\)")]


def _numbers(values):
    """A pattern matching the list of `values` (numbers), whatever the brackets, spaces and decimals."""
    return re.compile(r"[\[(]\s*" + r"\s*,\s*".join(rf"{v:g}(\.0+)?" for v in map(float, values))
                      + r"\s*[\])]")


def _move_values(values):
    """A pattern matching a dict of the moves' `values` written out ('A': -10, "B": 1, ...)."""
    entries = [rf"""["']?{move}["']?\s*[:=]\s*{re.escape(str(value))}(?![\d/.])"""
               for move, value in values.items()]
    return re.compile(r"\W+".join(entries))


def _chance_value():
    """The MIN values below A, A's value and the break-even probability, as fractions and decimals."""
    tree = chance_exercise_tree()
    solver = ExpectiminimaxSolver()
    value, p = solver.expectiminimax_value(tree, (0,)), break_even_probability(tree)
    mins = [solver.expectiminimax_value(tree, (0, i)) for i in range(len(tree.chance_outcomes((0,))))]
    return [_numbers(mins), f"{value}", f"{float(value):.3f}", f"{float(value):.4g}", f"{p}",
            f"{float(p):.3f}"]


def _aima_bugs():
    """The two bugs, in the words the notebook would use to name them."""
    return [re.compile(r"#\s*bug [12]"), re.compile(r"res_state\W+is overwritten"),
            re.compile(r"previous outcome's state"), re.compile(r"left\s+by\s+the\s+previous\s+outcome"),
            re.compile(r"MIN\s+node\s+the\s+first\s+outcome\s+led\s+to"),
            re.compile(r"already sum to 1"), re.compile(r"already weighted sum"),
            re.compile(r"average\w*\s+(is\s+taken\s+)?twice"),
            re.compile(r"divides\b[^.]*\bnumber\s+of\s+outcomes")]


def _decisions():
    """Both moves, the expected value that decides expectimax's, and the break-even q."""
    tree = decision_exercise_tree()
    minimax, expectimax = (MinimaxSolverV1().select_move(tree, (), "X"),
                           ExpectimaxSolver().select_move(tree, (), "X"))
    q = break_even_minimizing_share(tree)
    moves = tree.get_valid_moves(())
    minimax_values = {m: MinimaxSolverV1().minimax_value(tree, (i,), "O") for i, m in enumerate(moves)}
    return [_move_values(minimax_values), re.compile(rf"""["']minimax["']\s*:\s*["']{minimax}["']"""),
            re.compile(rf"""["']expectimax["']\s*:\s*["']{expectimax}["']"""),
            f"minimax plays {minimax}", f"expectimax plays {expectimax}", "17/4",
            re.compile(rf"(?<![\d./]){re.escape(str(q))}(?![\d/])"),
            re.compile(rf"(?<![\d.]){re.escape(f'{float(q):g}')}(?!\d)")]


REVEALS = {  # checker name -> what reveals its answer
    "check_symmetry_counts": _symmetry_counts,
    "check_two_move_leaf": _two_move,
    "check_minimax": _nothing,
    "check_symmetry_pruned_minimax": _symmetry_pruned_minimax,
    "check_pruned_leaves": _pruned_leaves,
    "check_alphabeta": _nothing,
    "check_negamax_format": _nothing,
    "check_fork_moves": _nothing,
    "check_proof": _proof,
    "check_evaluation": _nothing,
    "check_mirror_moves": _nothing,
    "check_last_move_wins": _nothing,
    "check_select_child": _nothing,
    "check_backpropagate": _nothing,
    "check_win_in_one": _nothing,
    "check_chance_value": _chance_value,
    "check_expectiminimax": _aima_bugs,
    "check_decisions": _decisions,
}


def answer_values(checker):
    """The strings and compiled patterns revealing the answer `checker` checks.

    Raises KeyError, naming the checker, for one not listed here: a new exercise
    says what would give it away before its tests can pass.
    """
    name = getattr(checker, "__name__", checker)
    if name not in REVEALS:
        raise KeyError(f"{name}: say in instructor/answer_reveals.py what would reveal its answer")
    return REVEALS[name]()
