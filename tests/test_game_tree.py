"""GameTree: explicit trees as games, their moves, labels and the errors of bad trees and moves."""

import math

import numpy as np
import pytest

from course_lib import (
    GameOverError,
    GameTree,
    InvalidStateError,
    MalformedMoveError,
    MalformedTreeError,
    OffBoardError,
    WrongPlayerError,
    aima_figure_5_2,
    cmput396_tree,
    two_move_game,
)


def test_two_move_game_as_a_game():
    game = two_move_game()
    root = game.initial_state()
    assert root == ()
    assert game.get_valid_moves(root) == ["A", "B"]
    assert game.to_move(root) == "X"
    a = game.make_move(root, "A", "X")
    assert a == (0,) and game.to_move(a) == "O"
    assert game.get_valid_moves(a) == ["C", "D"]
    leaf = game.make_move(a, "D", "O")
    assert leaf == (0, 1)
    assert game.is_terminal(leaf) and game.evaluate(leaf) == 5
    assert game.get_valid_moves(leaf) == []
    assert not game.is_terminal(a) and game.evaluate(a) == 0
    assert game.node_name(leaf) == "A-D"


def test_unlabelled_moves_are_child_indices_and_trees_may_be_ragged():
    game = GameTree([[1, 2, 3], 4])
    assert game.get_valid_moves(()) == [0, 1]
    assert game.is_terminal((1,)) and game.evaluate((1,)) == 4
    assert game.get_valid_moves((0,)) == [0, 1, 2]
    assert game.leaves() == [(0, 0), (0, 1), (0, 2), (1,)]
    assert game.depth() == 2
    assert game.nodes()[:3] == [(), (0,), (1,)]


def test_node_labels_are_breadth_first():
    game = cmput396_tree()
    assert [game.node_name(path) for path in game.nodes()] == list("ABCDEFGH")
    assert game.node_name((1, 2)) == "H" and game.evaluate((1, 2)) == 9
    assert aima_figure_5_2().node_name((1, 1)) == "c2"


def test_text_marks_the_current_node():
    text = two_move_game().text(mark=(1,))
    assert text.splitlines() == [
        "root (MAX)", "    A (MIN)", "        A-C: 3", "        A-D: 5",
        "    B (MIN)  <--", "        B-C: 2", "        B-D: 1"]


@pytest.mark.parametrize("tree, kwargs, fragment", [
    (5, {}, "the root of a game tree must be a list"),
    ([[3, 5], []], {}, r"node \(1,\) has an empty list of children"),
    ([[3, "x"]], {}, r"leaf \(0, 1\) is 'x': a leaf must be a number"),
    ([[3, True]], {}, r"leaf \(0, 1\) is True"),
    ([[3, None]], {}, r"leaf \(0, 1\) is None"),
    ([[3, float("nan")]], {}, r"leaf \(0, 1\) is nan: a utility must be a finite number"),
    ([[3, math.inf]], {}, r"leaf \(0, 1\) is inf: a utility must be a finite number"),
    ([[-math.inf, 1]], {}, r"leaf \(0, 0\) is -inf"),
    ([[3, np.float64("nan")]], {}, r"leaf \(0, 1\) is .*nan.*: a utility must be a finite"),
    ([[3, 5], [2, 1]], {"move_labels": [["A", "B"], ["C"]]},
     r"move_labels\[1\] = \['C'\] names 1 moves, but node \(0,\) has 2 children"),
    ([[3, 5], [2, 1]], {"move_labels": [["A", "B"]]}, "move_labels has no labels for depth 1"),
    ([[3, 5], [2, 1]], {"move_labels": [["A", "A"], ["C", "D"]]}, r"move_labels\[0\] repeats a label"),
    ([[3, 5], [2, 1]], {"node_labels": "ABCDEF"}, "node_labels has 6 names for 7 nodes"),
    ([[3, 5], [2, 1]], {"node_labels": "ABCDEFA"}, "node_labels repeats a name"),
])
def test_malformed_trees_are_rejected_when_built(tree, kwargs, fragment):
    with pytest.raises(MalformedTreeError, match=fragment):
        GameTree(tree, **kwargs)


def nested(depth, leaf=1):
    """A chain of `depth` nested lists around `leaf`: the leaf is at depth `depth`."""
    tree = leaf
    for _ in range(depth):
        tree = [tree]
    return tree


def test_excessive_depth_is_reported_clearly_not_as_a_recursion_error():
    assert GameTree(nested(GameTree.MAX_DEPTH)).depth() == GameTree.MAX_DEPTH
    for tree in (nested(GameTree.MAX_DEPTH + 1), nested(5000)):
        with pytest.raises(MalformedTreeError,
                           match=r"more than 200 plies deep \(the node \(0, 0, 0, 0, \.\.\., 0\) "
                                 r"at depth 200 has children\)"):
            GameTree(tree)
    itself = []
    itself.append(itself)
    with pytest.raises(MalformedTreeError, match="more than 200 plies deep"):
        GameTree([itself, [1]])


def test_the_deepest_tree_accepted_is_solved_by_the_recursive_solvers():
    from course_lib import MinimaxAlphaBetaSolverV1, MinimaxSolverV1
    from course_lib.trace import trace_search

    tree = GameTree(nested(GameTree.MAX_DEPTH - 1, leaf=[4, 2]))
    player = "X" if GameTree.MAX_DEPTH % 2 else "O"  # who chooses between 4 and 2
    value = 4 if player == "X" else 2
    assert MinimaxSolverV1().minimax_value(tree, (), "X") == value
    assert MinimaxAlphaBetaSolverV1().minimax_value(tree, (), "X") == value
    assert trace_search(MinimaxAlphaBetaSolverV1(), tree).value == value


def test_illegal_moves_on_a_tree():
    game = two_move_game()
    with pytest.raises(OffBoardError, match=r"move 'E' by 'X' at root: the moves here are \['A', 'B'\]"):
        game.make_move((), "E", "X")
    with pytest.raises(WrongPlayerError, match="it is X's turn"):
        game.make_move((), "A", "O")
    with pytest.raises(WrongPlayerError, match="players are 'X' and 'O'"):
        game.make_move((), "A", "MAX")
    with pytest.raises(GameOverError, match=r"this is a leaf \(utility 3\)"):
        game.make_move((0, 0), "C", "X")
    plain = GameTree([[1, 2], [3, 4]])
    with pytest.raises(OffBoardError, match=r"the moves here are 0\.\.1"):
        plain.make_move((), 2, "X")
    with pytest.raises(MalformedMoveError, match="a move is a child index"):
        plain.make_move((), "0", "X")


@pytest.mark.parametrize("state", [(2,), (0, 0, 0), [0], "root"])
def test_states_that_are_not_nodes(state):
    with pytest.raises(InvalidStateError, match="is not a node of"):
        GameTree([[1, 2], [3, 4]]).is_terminal(state)
