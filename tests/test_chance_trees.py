"""Chance nodes in `GameTree`: construction, validation, turns, text and drawing."""

import math
from fractions import Fraction

import matplotlib
import pytest

from course_lib import (CHANCE, Chance, GameTree, InvalidStateError, MalformedTreeError, TicTacToe,
                        WrongPlayerError)
from course_lib.views.tree_view import draw_tree, legend_handles

matplotlib.use("Agg")


def coin_tree():
    """MAX chooses between a fair coin over two MIN nodes and a MIN node."""
    return GameTree([Chance([(0.5, [3, 5]), (0.5, [2, 10])]), [4, 6]])


def test_chance_nodes_take_no_turn():
    tree = coin_tree()
    assert tree.to_move(()) == "X"
    assert tree.to_move((0,)) == CHANCE and tree.is_chance((0,))
    assert tree.to_move((0, 0)) == "O" and tree.to_move((1,)) == "O"
    assert not tree.is_chance(()) and not tree.is_chance((1,))
    # MAX, CHANCE, MIN, CHANCE, MAX: the player below a chance node is the one whose turn it was
    deep = GameTree([Chance([(1, [Chance([(Fraction(1, 3), [1, 2]), (Fraction(2, 3), [3])])])])])
    assert [deep.to_move(p) for p in [(), (0,), (0, 0), (0, 0, 0), (0, 0, 0, 0)]] == [
        "X", CHANCE, "O", CHANCE, "X"]


def test_chance_outcomes_and_moves():
    tree = coin_tree()
    assert tree.chance_outcomes((0,)) == [(0.5, 0), (0.5, 1)]
    assert tree.get_valid_moves((0,)) == [0, 1]
    assert tree.make_move((0,), 1, CHANCE) == (0, 1)
    with pytest.raises(WrongPlayerError, match="CHANCE|chance"):
        tree.make_move((0,), 1, "O")
    with pytest.raises(WrongPlayerError):
        tree.make_move((), 0, CHANCE)
    with pytest.raises(InvalidStateError, match="not a chance node"):
        tree.chance_outcomes(())


def test_games_without_chance_say_so():
    game = TicTacToe()
    assert not game.is_chance(game.initial_state())
    with pytest.raises(InvalidStateError, match="no chance nodes"):
        game.chance_outcomes(game.initial_state())


def test_move_labels_name_decisions_only():
    tree = GameTree([Chance([(0.25, [1, 2]), (0.75, [3, 4])]), [5, 6]],
                    move_labels=[["A", "B"], ["E", "F"], ["C", "D"]])
    assert tree.get_valid_moves(()) == ["A", "B"]
    assert tree.get_valid_moves((0,)) == [0, 1]  # outcomes of the chance node: indices
    assert tree.get_valid_moves((1,)) == ["E", "F"]
    assert tree.node_name((0, 1, 0)) == "A-1-C"
    assert tree.make_move((0,), 1, CHANCE) == (0, 1)


@pytest.mark.parametrize("outcomes, message", [
    ([(0.5, 1), (0.6, 2)], "sum to 1.1"),
    ([(-0.5, 1), (1.5, 2)], "probability -0.5"),
    ([(math.nan, 1), (1, 2)], "probability nan"),
    ([(True, 1)], "probability True"),
    ([("1/2", 1), ("1/2", 2)], "probability '1/2'"),
    ([(1, 2, 3)], "pair"),
    ([], "non-empty"),
    ("coin", "non-empty"),
])
def test_bad_chance_nodes_are_rejected(outcomes, message):
    with pytest.raises(MalformedTreeError, match=message):
        Chance(outcomes)


def test_probabilities_within_tolerance_and_exact_fractions_are_accepted():
    Chance([(0.1, 1)] * 10)  # 0.1 * 10 is 0.9999999999999999 in floating point
    node = Chance([(Fraction(1, 3), 1), (Fraction(2, 3), 2)])
    assert node.probabilities == (Fraction(1, 3), Fraction(2, 3))


def test_bad_subtrees_under_a_chance_node_are_rejected_with_their_path():
    with pytest.raises(MalformedTreeError, match=r"leaf \(0, 1, 1\)"):
        GameTree([Chance([(0.5, 1), (0.5, [2, "a"])])])
    with pytest.raises(MalformedTreeError, match=r"node \(0, 0\) has an empty list"):
        GameTree([Chance([(1, [])])])


def test_text_shows_roles_and_probabilities():
    text = coin_tree().text()
    assert "0 (CHANCE)" in text and "p=0.5  0-0 (MIN)" in text
    assert repr(coin_tree()) == "GameTree([Chance([(0.5, [3, 5]), (0.5, [2, 10])]), [4, 6]])"


def test_chance_nodes_are_drawn_as_circles_with_probabilities():
    tree = GameTree([Chance([(Fraction(1, 3), [3, 5]), (Fraction(2, 3), [2, 10])]), [4, 6]])
    ax = draw_tree(tree)
    markers = [line.get_marker() for line in ax.lines if line.get_marker() not in (None, "None", "")]
    assert markers.count("o") == 1 and markers.count("v") == 3 and markers.count("^") == 1
    texts = [t.get_text().strip() for t in ax.texts]
    assert "1/3" in texts and "2/3" in texts and "CHANCE/MIN" in texts
    assert [h.get_label() for h in legend_handles(chance=True)][2] == "chance node"
    assert len(legend_handles()) == 3


def test_tree_minimax_helpers_average_at_chance_nodes():
    from course_lib import draw_minimax_tree, minimax_tree_text, minimax_values, principal_variation
    tree = GameTree([Chance([(Fraction(1, 3), [3, 5]), (Fraction(2, 3), [2, 10])]),
                     Chance([(Fraction(1, 2), [4, 6]), (Fraction(1, 2), [1, 8])])])
    assert minimax_values(tree)[(0,)] == Fraction(7, 3) and minimax_values(tree)[()] == Fraction(5, 2)
    assert principal_variation(tree) == [(), (1,)]  # stops at the chance node
    assert "1  CHANCE = 5/2  *" in minimax_tree_text(tree)
    draw_minimax_tree(tree)


def test_show_levels_draws_one_panel_per_step_with_the_values_known_after_it(monkeypatch):
    import matplotlib.pyplot as plt

    from course_lib import ExpectiminimaxSolver
    from course_lib.views import show_levels
    tree = GameTree([Chance([(Fraction(1, 3), [3, 5]), (Fraction(2, 3), [2, 10])]), [4, 6]])
    solver = ExpectiminimaxSolver()
    values = {path: solver.expectiminimax_value(tree, path) for path in tree.nodes()}
    shown = []
    monkeypatch.setattr(plt, "show", lambda: shown.append(plt.gcf()))
    show_levels(tree, values, {2: "MIN", 1: "chance", 0: "MAX"})
    (fig,) = shown
    panels = [[t.get_text() for t in ax.texts] for ax in fig.axes]
    assert [ax.get_title() for ax in fig.axes] == ["MIN", "chance", "MAX"]
    assert "7/3" not in panels[0] and "7/3" in panels[1]
    assert panels[2].count("4") == panels[1].count("4") + 1  # the root: max(7/3, 4)
    assert [t.get_text() for t in fig.legends[0].get_texts()][2] == "chance node"
    assert fig.get_size_inches()[0] <= 3 * 5.3
    plt.close(fig)
