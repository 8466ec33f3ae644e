"""Checkers of notebook 06's exercises, on a correct answer and on the common wrong ones."""

import math
import re

import pytest

from course_lib import GameTree, aima_figure_5_2
from course_lib.exercises.alphabeta import (MISTAKES, check_alphabeta, check_pruned_leaves,
                                            exercise_tree, mistaken_alphabeta)
from answer_reveals import answer_values


def correct(tree, state, alpha, beta, maximizing):
    if tree.is_terminal(state):
        return tree.evaluate(state)
    player = "X" if maximizing else "O"
    if maximizing:
        value = -math.inf
        for move in tree.get_valid_moves(state):
            value = max(value, correct(tree, tree.make_move(state, move, player), alpha, beta, False))
            alpha = max(alpha, value)
            if beta <= alpha:
                break
        return value
    value = math.inf
    for move in tree.get_valid_moves(state):
        value = min(value, correct(tree, tree.make_move(state, move, player), alpha, beta, True))
        beta = min(beta, value)
        if beta <= alpha:
            break
    return value


def written_with(mistake):
    """A student's answer with one mistake, written out (not taken from the checker's catalogue,
    which a check refuses). An inner function: its recursive calls are not seen by the checker."""

    def alphabeta(tree, state, alpha, beta, maximizing):
        if tree.is_terminal(state):
            utility = tree.evaluate(state)
            return -utility if mistake == "utility for MIN" else utility
        player = "X" if maximizing else "O"
        max_node = not maximizing if mistake == "MIN at the root" else maximizing
        value = -math.inf if max_node else math.inf
        for move in tree.get_valid_moves(state):
            child = tree.make_move(state, move, player)
            if mistake == "swapped":
                score = alphabeta(tree, child, beta, alpha, not maximizing)
            elif mistake == "window reset":
                score = alphabeta(tree, child, -math.inf, math.inf, not maximizing)
            else:
                score = alphabeta(tree, child, alpha, beta, not maximizing)
            if max_node:
                value = max(value, score)
                alpha = alpha if mistake == "no updates" else max(alpha, value)
            elif mistake == "alpha at MIN":
                value = min(value, score)
                alpha = min(alpha, value)
            else:
                value = min(value, score)
                beta = beta if mistake in ("no updates", "beta not lowered") else min(beta, value)
            if mistake == "strict" and beta < alpha:
                break
            if mistake not in ("no pruning", "strict") and beta <= alpha:
                break
        return value

    return alphabeta


def test_a_correct_answer_passes():
    result = check_alphabeta(correct)
    assert result.passed
    assert result.message == "right on all 8 trees and two random ones: same values and same leaves as alpha-beta"


@pytest.mark.parametrize("mistake, symptom, hint", [
    ("no pruning", "your function visits leaf c2 (utility 4), which alpha-beta prunes: "
                   "beta = 2 <= alpha = 3 at C", "the loop never stops early"),
    ("strict", "on GameTree(ties [[3, 5], [3, 9]]) your function visits leaf 1-1 (utility 9), "
               "which alpha-beta prunes: beta = 3 <= alpha = 3 at 1", "prune when beta <= alpha"),
    ("swapped", "your function returns 14, expected 3, and never visits leaf b2 (utility 12), "
                "which alpha-beta must visit (when the search reaches it, alpha = -∞ < beta = 3): "
                "it prunes too much",
     "alpha and beta are swapped in the recursive call"),
    ("alpha at MIN", "your function visits leaf c2 (utility 4), which alpha-beta prunes",
     "a MIN node updates alpha"),
])
def test_common_mistakes_are_named_by_their_symptom(mistake, symptom, hint):
    result = check_alphabeta(written_with(mistake))
    assert result.status == "failed"
    assert symptom in result.message
    assert hint in result.message


@pytest.mark.parametrize("mistake, message", [
    ("utility for MIN", "on GameTree(Russell & Norvig fig. 5.2) your function returns -6, expected 3, "
                        "and visits leaf c2 (utility 4), which alpha-beta prunes: beta = 2 <= alpha = "
                        "3 at C: prune the remaining children c2, c3. It searches too much. This is "
                        "what happens when its leaves return -tree.evaluate(state), so it computes "
                        "the values for MIN (tree.evaluate(state) is already the utility for MAX, "
                        "the player at the root: return it unchanged)."),
    ("MIN at the root", "on GameTree(Russell & Norvig fig. 5.2) your function returns 6, expected 3, "
                        "and visits leaf c2 (utility 4), which alpha-beta prunes: beta = 2 <= alpha = "
                        "3 at C: prune the remaining children c2, c3. It searches too much. This is "
                        "what happens when it computes MIN's values at MAX nodes and MAX's at MIN "
                        "nodes, searching the root as a MIN node (maximizing=True at the root, a MAX "
                        "node: take the max of the children and raise alpha there; at MIN nodes, the "
                        "min, and lower beta)."),
])
def test_whose_values_are_computed_is_named_with_the_wrong_value(mistake, message):
    """The wrong player's values (MIN's utilities, or MIN searched at the root) visit leaves
    alpha-beta prunes, but the hint names whose values are computed, not the cutoff code."""
    result = check_alphabeta(written_with(mistake))
    assert result.status == "failed"
    assert result.message == message


def test_the_catalogue_of_mistakes_makes_each_mistake_and_is_refused_as_an_answer():
    from course_lib.exercises.alphabeta import _run, checked_trees

    trees = checked_trees()
    for mistake in MISTAKES:
        catalogue = mistaken_alphabeta(mistake)
        assert [_run(catalogue, tree)[:2] for tree in trees] == [
            _run(written_with(mistake), tree)[:2] for tree in trees], mistake
        assert check_alphabeta(catalogue).message == (
            "your answer calls the library's `mistaken_alphabeta`; write it yourself")
    with pytest.raises(ValueError, match="unknown mistake 'typo'"):
        mistaken_alphabeta("typo")


def test_other_wrong_answers():
    def not_implemented(tree, state, alpha, beta, maximizing):
        raise NotImplementedError

    assert check_alphabeta(not_implemented).status == "not implemented"
    result = check_alphabeta(lambda tree, state, alpha, beta, maximizing: (3, None))
    assert "returned (3, None), expected a number (the value 3)" in result.message

    def crashes(tree, state, alpha, beta, maximizing):
        return tree.children(state)

    assert "raised AttributeError" in check_alphabeta(crashes).message

    def off_by_one(tree, state, alpha, beta, maximizing):  # the right leaves, a wrong value
        return correct(tree, state, alpha, beta, maximizing) + 1

    assert ("on GameTree(Russell & Norvig fig. 5.2) your function returned 4, expected 3, "
            "although it visits the right leaves") in check_alphabeta(off_by_one).message

    def twice(tree, state, alpha, beta, maximizing):
        tree.evaluate((0, 0))
        return correct(tree, state, alpha, beta, maximizing)

    assert "evaluates leaf b1 (utility 3) twice" in check_alphabeta(twice).message

    def never_reads_a_leaf(tree, state, alpha, beta, maximizing):
        return 3

    assert "never read a leaf" in check_alphabeta(never_reads_a_leaf).message


RIGHT = {"pruned": {"f2", "h1", "h2", "j1", "j2"}, "cutoffs": {"F": (7, 6), "C": (6, 5), "D": (6, 6)}}


def hand_trace(pruned=RIGHT["pruned"], cutoffs=RIGHT["cutoffs"]):
    return {"pruned": pruned, "cutoffs": cutoffs}


def test_pruned_leaves_checker():
    """Leaves and cutoffs are both checked; a wrong part is named, in words that never depend
    on which leaves or nodes, nor on how many."""
    tree = exercise_tree()
    assert check_pruned_leaves(tree, RIGHT).passed
    assert check_pruned_leaves(tree, hand_trace(cutoffs={"F": (7.0, 6.0), "C": [6, 5],
                                                         "D": (6, 6.0)})).passed
    leaves_message = check_pruned_leaves(tree, hand_trace({"f2", "h1", "h2"})).message
    assert leaves_message == (
        "your pruned leaves are not the ones alpha-beta never visits: follow alpha and beta from "
        "the left; the first child of a node the search enters is always visited (a cutoff needs "
        "a value); at each node check beta <= alpha after every child, and a tie (beta == alpha) "
        "is enough; after a cutoff every later child of the node is skipped, a whole subtree "
        "with all its leaves, and no other leaf is")
    for leaves in ({"f2", "h1", "h2", "i2", "j1", "j2"}, {"e1", "h1", "h2", "j1", "j2"}, set()):
        assert check_pruned_leaves(tree, hand_trace(leaves)).message == leaves_message
    cutoffs_message = (
        "your cutoffs are not alpha-beta's: a cutoff happens at a node when, after a child's "
        "value is backed up and alpha (at MAX) or beta (at MIN) updated, beta <= alpha with "
        "children left; give that node's alpha and beta at that moment (a node starts with its "
        "parent's alpha and beta; the root with (-inf, inf))")
    for cutoffs in ({"F": (7, 6), "C": (6, 5)}, {"F": (7, 6), "C": (6, 5), "D": (6, 5)},
                    {"F": (7, 6), "C": (6, 5), "D": (6, 6), "J": (8, 6)}, {}):
        assert check_pruned_leaves(tree, hand_trace(cutoffs=cutoffs)).message == cutoffs_message
    both = check_pruned_leaves(tree, hand_trace(set(), {})).message
    assert both == f"{leaves_message}; and {cutoffs_message}"
    assert "'z' is not a leaf" in check_pruned_leaves(tree, hand_trace({"z"})).message
    assert "expected a set of leaf names" in check_pruned_leaves(tree, hand_trace("f2h1")).message
    assert check_pruned_leaves(tree, hand_trace(cutoffs={"F": (6, 7)})).message == (
        "F: (alpha, beta) = (6, 7) is no cutoff: the search stops at a node only when beta <= alpha")
    assert check_pruned_leaves(tree, hand_trace(cutoffs={"f2": (7, 6)})).message == (
        "'f2' is not an internal node of GameTree(exercise tree): cutoffs happen at A, B, C, D, "
        "E, F, G, H, I, J")
    assert check_pruned_leaves(tree, hand_trace(cutoffs={"F": 7})).message == (
        "F: expected (alpha, beta), two numbers, got 7")
    assert check_pruned_leaves(tree, {"f2", "h1", "h2", "j1", "j2"}).message.startswith(
        'expected {"pruned": {leaf names}, "cutoffs": {node name: (alpha, beta)}}')
    for other in (aima_figure_5_2(), GameTree([[1, 2], [0, 5]])):  # a tree of the student's: no
        assert "is not the exercise's tree" in check_pruned_leaves(other, RIGHT).message


def reset_window(tree, state, alpha, beta, maximizing):
    """Alpha-beta whose recursive call starts a fresh window, as a student wrote it (a global
    function, as in a notebook: its recursive calls are seen through its name)."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    player = "X" if maximizing else "O"
    value = -math.inf if maximizing else math.inf
    for move in tree.get_valid_moves(state):
        child = reset_window(tree, tree.make_move(state, move, player), -math.inf, math.inf,
                             not maximizing)
        if maximizing:
            value, alpha = max(value, child), max(alpha, child)
        else:
            value, beta = min(value, child), min(beta, child)
        if beta <= alpha:
            break
    return value


def no_break(tree, state, alpha, beta, maximizing):
    """Alpha-beta that passes the window on but never breaks out of the loop (a global function)."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    player = "X" if maximizing else "O"
    value = -math.inf if maximizing else math.inf
    for move in tree.get_valid_moves(state):
        child = no_break(tree, tree.make_move(state, move, player), alpha, beta, not maximizing)
        if maximizing:
            value, alpha = max(value, child), max(alpha, child)
        else:
            value, beta = min(value, child), min(beta, child)
    return value


def test_a_window_reset_in_the_recursive_call_is_named_not_taken_for_a_missing_break():
    message = check_alphabeta(reset_window).message
    assert message.startswith("on GameTree(Russell & Norvig fig. 5.2) your function visits leaf c2")
    assert message.endswith("Your function is called on b2 with alpha = -∞, beta = ∞, where "
                            "alpha-beta passes on alpha = -∞, beta = 3: " + NOT_LOWERED_AT_B)
    message = check_alphabeta(no_break).message
    assert "This is what happens when the loop never stops early" in message
    assert "reset" not in message  # the windows it passes on were seen, and they are right
    assert globals()["reset_window"] is reset_window  # the global name is restored
    assert check_alphabeta(correct).passed and globals()["correct"] is correct


def test_the_catalogues_window_reset_is_told_apart_only_when_the_recursion_is_visible():
    message = check_alphabeta(written_with("window reset")).message  # an inner function
    assert "This is what happens when the loop never stops early" in message
    assert "or when the recursive call resets the window to (-inf, +inf)" in message


def test_pruned_leaves_are_read_once_whatever_the_collection():
    tree, right = exercise_tree(), ["f2", "h1", "h2", "j1", "j2"]
    assert check_pruned_leaves(tree, lambda: hand_trace(name for name in right)).passed  # generator
    assert check_pruned_leaves(tree, hand_trace(iter(right))).passed
    assert check_pruned_leaves(tree, hand_trace(dict.fromkeys(right))).passed
    assert check_pruned_leaves(tree, lambda: hand_trace(tuple(right))).passed


@pytest.mark.parametrize("answer, message", [
    ([["f2"]], "leaf names are strings such as 'e1', but your answer holds ['f2'] (a list)"),
    ({4, 6}, "leaf names are strings such as 'e1', but your answer holds 4 (a int)"),
    (None, "\"pruned\": expected a set of leaf names such as {'e1', 'e2'}, got None"),
    ("f2h1h2j1j2", "\"pruned\": expected a set of leaf names such as {'e1', 'e2'}, got 'f2h1h2j1j2'"),
])
def test_pruned_leaves_of_the_wrong_kind_are_explained(answer, message):
    verdict = check_pruned_leaves(exercise_tree(), lambda: hand_trace(answer))
    assert verdict.status == "failed" and verdict.message == message


def test_a_wrong_set_of_pruned_leaves_is_told_what_is_wrong_not_the_answer():
    """Every wrong subset of the exercise tree's leaves: the verdict names no leaf, and never
    lists the pruned ones (the regular expression of the student-edition test)."""
    from itertools import combinations

    tree = exercise_tree()
    leaves = [tree.node_name(path) for path in tree.leaves()]
    wrong = [set(c) for k in range(6) for c in combinations(leaves, k)
             if set(c) != {"f2", "h1", "h2", "j1", "j2"}]
    assert len(wrong) == 1_585
    reveals = answer_values(check_pruned_leaves)
    for answer in wrong[::7]:
        message = check_pruned_leaves(tree, hand_trace(answer)).message
        assert not any(pattern.search(message) for pattern in reveals), message
        assert not re.search(r"\bleaf [e-j][12]\b|'[e-j][12]'|\b[e-j][12]\b", message), message


NOT_LOWERED_AT_B = ("B should lower beta after its previous child (MIN: beta = min(beta, value)), "
                    "and pass the node's current alpha and beta on to its children (do not "
                    "reset them).")


def never_updated(tree, state, alpha, beta, maximizing):
    """Alpha-beta that tests the cutoff but never updates alpha or beta (a global function)."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    player = "X" if maximizing else "O"
    value = -math.inf if maximizing else math.inf
    for move in tree.get_valid_moves(state):
        child = never_updated(tree, tree.make_move(state, move, player), alpha, beta, not maximizing)
        value = max(value, child) if maximizing else min(value, child)
        if beta <= alpha:
            break
    return value


def beta_never_lowered(tree, state, alpha, beta, maximizing):
    """Alpha-beta whose MIN nodes never lower beta (a global function)."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    player = "X" if maximizing else "O"
    value = -math.inf if maximizing else math.inf
    for move in tree.get_valid_moves(state):
        child = beta_never_lowered(tree, tree.make_move(state, move, player), alpha, beta,
                                   not maximizing)
        if maximizing:
            value, alpha = max(value, child), max(alpha, child)
        else:
            value = min(value, child)
        if beta <= alpha:
            break
    return value


def plain_minimax(tree, state, alpha, beta, maximizing):
    """Minimax that takes and forwards alpha and beta without using them."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    player = "X" if maximizing else "O"
    values = [plain_minimax(tree, tree.make_move(state, move, player), alpha, beta, not maximizing)
              for move in tree.get_valid_moves(state)]
    return max(values) if maximizing else min(values)


@pytest.mark.parametrize("answer", [never_updated, beta_never_lowered, plain_minimax])
def test_bounds_never_updated_are_told_to_update_them_not_that_they_are_reset(answer):
    """Along the leftmost path they give the windows of a reset: the hint names the update that
    alpha-beta makes at the node above (B lowers beta), not only the reset."""
    message = check_alphabeta(answer).message
    assert message.startswith("on GameTree(Russell & Norvig fig. 5.2) your function visits leaf c2")
    assert message.endswith("Your function is called on b2 with alpha = -∞, beta = ∞, where "
                            "alpha-beta passes on alpha = -∞, beta = 3: " + NOT_LOWERED_AT_B)


def reset_below_a_finite_bound(tree, state, alpha, beta, maximizing):
    """Alpha-beta that resets the window only below MIN nodes: C, called with alpha = 3, passes
    (-inf, +inf) on, a reset the windows prove."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    player = "X" if maximizing else "O"
    value = -math.inf if maximizing else math.inf
    for move in tree.get_valid_moves(state):
        window = (alpha, beta) if maximizing else (-math.inf, math.inf)
        child = reset_below_a_finite_bound(tree, tree.make_move(state, move, player), *window,
                                           not maximizing)
        if maximizing:
            value, alpha = max(value, child), max(alpha, child)
        else:
            value, beta = min(value, child), min(beta, child)
        if beta <= alpha:
            break
    return value


def test_a_reset_below_a_finite_bound_is_named_a_reset():
    message = check_alphabeta(reset_below_a_finite_bound).message
    assert message.endswith("Your function is called on c1 with alpha = -∞, beta = ∞, where "
                            "alpha-beta passes on alpha = 3, beta = ∞: pass the node's current "
                            "alpha and beta on to its children, do not reset them.")


def test_the_catalogue_names_bounds_never_updated_when_the_recursion_is_not_seen():
    message = check_alphabeta(written_with("no updates")).message
    assert ("or when alpha and beta are never updated (after each child, MAX: alpha = max(alpha, "
            "value); MIN: beta = min(beta, value))") in message
    assert "or when a MIN node never lowers beta" in message


def test_the_checkers_own_helpers_are_refused_as_answers():
    """The checker's helper for the pruned leaves, in a partial, and a mistake of the catalogue
    made correct (a mistake the catalogue does not apply) are the library's answers."""
    import functools

    from course_lib.exercises import pruned_leaves

    tree = exercise_tree()
    verdict = check_pruned_leaves(tree, functools.partial(pruned_leaves._pruned_names, tree))
    assert verdict.status == "failed"
    assert verdict.message == "your answer calls the library's `_pruned_names`; write it yourself"
    trace = pruned_leaves._trace_search_unchecked(pruned_leaves.MinimaxAlphaBetaSolverV1(), tree)
    verdict = check_pruned_leaves(tree, lambda: hand_trace(cutoffs=pruned_leaves._cutoffs(trace)))
    assert verdict.message == "your function calls the library's `_cutoffs`; write it yourself"
    MISTAKES["none"] = ("", "")
    try:
        verdict = check_alphabeta(mistaken_alphabeta("none"))
    finally:
        del MISTAKES["none"]
    assert verdict.status == "failed"
    assert verdict.message == "your answer calls the library's `mistaken_alphabeta`; write it yourself"


def test_the_exercise_tree_is_not_traced_whatever_the_object_holding_its_leaves():
    """trace_search refuses exercise 1's tree by its leaves (paths, and utilities by rank): the
    tree, a copy, the tree typed in again from the slide (ints or floats), copies with every leaf
    shifted or scaled (alpha-beta prunes them alike), a subclass, and a tree holding it as a
    subtree; the refusal does not name a way around it, nor does trace_search's signature.
    Other trees are traced."""
    import inspect

    from course_lib import MinimaxAlphaBetaSolverV1
    from course_lib.trace import HandExerciseError, trace_search
    from course_lib.trace.search_trace import _trace_search_unchecked

    tree = exercise_tree()
    retyped = [[[4, 6], [7, 1]], [[2, 5], [9, 8]], [[6, 3], [8, 7]]]

    def copy(change):
        return GameTree([[[change(leaf) for leaf in pair] for pair in node] for node in retyped])

    class Renamed(GameTree):
        pass

    holders = [(tree, None), (GameTree(tree.tree), None), (GameTree(retyped), None),
               (GameTree([[[4.0, 6], [7, 1]], [[2, 5], [9, 8]], [[6, 3], [8, 7]]]), None),
               (Renamed(retyped), None), (GameTree([[[retyped]]]), None),
               (GameTree([[retyped], [0]]), (0, 0)), (copy(lambda u: u + 0.5), None),
               (copy(lambda u: 2 * u), None), (copy(lambda u: u + 100), None),
               (GameTree([[[copy(lambda u: u - 50).tree]], [[0]]]), None)]
    for game, state in holders:
        with pytest.raises(HandExerciseError) as refused:
            trace_search(MinimaxAlphaBetaSolverV1(), game, state)
        assert str(refused.value) == "exercise 1's tree: find the pruned leaves by hand"
    assert _trace_search_unchecked(MinimaxAlphaBetaSolverV1(), tree).value == 6  # the solution
    assert trace_search(MinimaxAlphaBetaSolverV1(), aima_figure_5_2()).value == 3  # others: as before
    assert trace_search(MinimaxAlphaBetaSolverV1(), GameTree(retyped[:2])).value == 6  # a part of it
    assert trace_search(MinimaxAlphaBetaSolverV1(), copy(lambda u: -u)).value == -4  # reversed order
    documented = [trace_search.__doc__, HandExerciseError.__doc__, exercise_tree.__doc__,
                  str(inspect.signature(trace_search))]
    assert not any("reveal" in text or "unchecked" in text for text in documented)
    assert list(inspect.signature(trace_search).parameters) == ["solver", "game", "state",
                                                                "player", "namer"]


def test_children_searched_right_to_left_are_named_as_such():
    """A correct alpha-beta that takes the last child first is told the order, not that it
    prunes too much or that a window is wrong (finding 1 of round 6)."""

    def right_to_left(tree, state, alpha, beta, maximizing):
        if tree.is_terminal(state):
            return tree.evaluate(state)
        player, moves = ("X" if maximizing else "O"), tree.get_valid_moves(state)
        value = -math.inf if maximizing else math.inf
        while moves:
            child = right_to_left(tree, tree.make_move(state, moves.pop(), player),
                                  alpha, beta, not maximizing)
            if maximizing:
                value, alpha = max(value, child), max(alpha, value, child)
            else:
                value, beta = min(value, child), min(beta, value, child)
            if beta <= alpha:
                break
        return value

    result = check_alphabeta(right_to_left)
    assert result.status == "failed"
    assert result.message == (
        "on GameTree(Russell & Norvig fig. 5.2) your function visits leaf d3 (utility 2) before "
        "leaf b1 (utility 3): search the children left to right, in tree.get_valid_moves(state) "
        "order.")


def test_the_exercise_tree_placed_first_under_a_large_tree_is_still_refused():
    """The walk stops after WALK_LIMIT nodes, but the subtrees it completed are compared."""
    from course_lib import MinimaxAlphaBetaSolverV1, trace_search
    from course_lib.games.random_trees import random_uniform_tree
    from course_lib.trace.hand_exercises import HandExerciseError

    large = random_uniform_tree(4, 6, seed=1)  # 5,461 nodes, more than WALK_LIMIT
    with pytest.raises(HandExerciseError, match="find the pruned leaves by hand"):
        trace_search(MinimaxAlphaBetaSolverV1(), GameTree([exercise_tree().tree, large.tree]))

