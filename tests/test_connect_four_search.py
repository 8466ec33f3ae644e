"""Depth-limited search on Connect Four: the open-windows evaluation, alpha-beta with an evaluation,
the memoized search with the mirror key, centre-first columns, and the position counts (Tromp, OEIS)."""

import csv
import random
from pathlib import Path

import numpy as np
import pytest

from course_lib import (ConnectFour, DepthLimitedAlphaBetaSolver, DepthLimitedMinimaxSolver,
                        MemoizedDepthLimitedSolver, MinimaxSolver, TicTacToe, centre_first,
                        connect_four_evaluation, count_positions)
from course_lib.analysis.connect_four_counts import (POSITIONS_AFTER_PLIES_7X6,
                                                     TROMP_POSITION_COUNTS, tromp_position_count)
from course_lib.games.symmetry import canonical_transform

DATA = Path(__file__).resolve().parent / "data" / "connect4"
OPENINGS = ["", "4", "4453", "44444", "1234567", "332211", "46463", "7764666644424433622251121121"]


def random_positions(game, count, seed=0):
    """Positions of seeded random games, every ply of each game (finished ones included)."""
    rng, found = random.Random(seed), []
    while len(found) < count:
        state = game.initial_state()
        while True:
            found.append(state)
            if game.is_terminal(state):
                break
            move = rng.choice(game.get_valid_moves(state))
            state = game.make_move(state, move, game.to_move(state))
    return found[:count]


def swap_colours(state):
    return np.where(state == "X", "O", np.where(state == "O", "X", state))


# ----------------------------------------------------------------------
# connect_four_evaluation
# ----------------------------------------------------------------------
def test_evaluation_figures():
    game = ConnectFour()
    assert connect_four_evaluation(game, game.initial_state()) == 0
    assert connect_four_evaluation(game, ConnectFour.from_moves("4")) == 7 / 1105
    assert connect_four_evaluation(game, ConnectFour.from_moves("1")) == 3 / 1105
    # X's bottom-centre disc keeps 6 windows (O caps the vertical one); O's disc above it has 9
    assert connect_four_evaluation(game, ConnectFour.from_moves("44")) == -3 / 1105


def test_evaluation_is_strictly_inside_minus_one_one_and_respects_the_symmetries():
    game = ConnectFour()
    for state in random_positions(game, 600):
        value = connect_four_evaluation(game, state)
        assert -1 < value < 1
        assert connect_four_evaluation(game, state[:, ::-1].copy()) == pytest.approx(value)
        assert connect_four_evaluation(game, swap_colours(state)) == pytest.approx(-value)


def test_evaluation_prefers_an_open_three():
    game = ConnectFour()
    three = ConnectFour.from_moves("22334")  # X on the bottom row in columns 1, 2, 3 (from 0)
    spread = ConnectFour.from_moves("22336")  # X in columns 1, 2 and 5
    assert connect_four_evaluation(game, three) == 26 / 1105
    assert connect_four_evaluation(game, spread) == 1 / 1105


def test_evaluation_needs_windows_of_four():
    with pytest.raises(TypeError, match="needs a ConnectFour game"):
        connect_four_evaluation(TicTacToe(), TicTacToe().initial_state())


# ----------------------------------------------------------------------
# DepthLimitedAlphaBetaSolver
# ----------------------------------------------------------------------
@pytest.mark.parametrize("moves", OPENINGS)
@pytest.mark.parametrize("depth", [1, 2, 3])
def test_alpha_beta_with_evaluation_agrees_with_depth_limited_minimax(moves, depth):
    game = ConnectFour()
    state = ConnectFour.from_moves(moves)
    if game.is_terminal(state):
        return
    player = game.to_move(state)
    minimax = DepthLimitedMinimaxSolver(depth, connect_four_evaluation)
    plain = DepthLimitedAlphaBetaSolver(depth, connect_four_evaluation)
    ordered = DepthLimitedAlphaBetaSolver(depth, connect_four_evaluation, move_order=centre_first)
    value = minimax.minimax_value(game, state, player)
    assert plain.minimax_value(game, state, player) == value
    assert ordered.minimax_value(game, state, player) == value
    assert plain.select_move(game, state, player) == minimax.select_move(game, state, player)


def test_alpha_beta_node_counts_from_the_empty_board():
    game, empty = ConnectFour(), ConnectFour().initial_state()
    nodes = {}
    for order in (None, centre_first):
        for depth in range(1, 6):
            solver = DepthLimitedAlphaBetaSolver(depth, connect_four_evaluation, move_order=order)
            solver.select_move(game, empty, "X")
            nodes[repr(order), depth] = solver.nodes_visited
    assert [nodes["None", d] for d in range(1, 6)] == [8, 42, 210, 858, 3_888]
    assert [nodes["centre_first", d] for d in range(1, 6)] == [8, 24, 90, 189, 1_024]
    minimax = DepthLimitedMinimaxSolver(4, connect_four_evaluation)
    minimax.select_move(game, empty, "X")
    assert minimax.nodes_visited == 1 + 7 + 49 + 343 + 2_401


def test_alpha_beta_solver_name_and_errors():
    solver = DepthLimitedAlphaBetaSolver(3, connect_four_evaluation, move_order=centre_first)
    assert solver.get_name() == ("DepthLimitedAlphaBetaSolver(max_depth=3, evaluation="
                                 "'connect_four_evaluation', move_order=centre_first)")
    with pytest.raises(ValueError, match="max_depth"):
        DepthLimitedAlphaBetaSolver(0)
    with pytest.raises(ValueError, match="max_depth"):
        DepthLimitedAlphaBetaSolver(None)
    with pytest.raises(TypeError, match="evaluation must be a function"):
        DepthLimitedAlphaBetaSolver(2, evaluation=3)


def test_alpha_beta_sees_a_win_within_its_depth():
    game = ConnectFour()
    state = ConnectFour.from_moves("112233")  # X to move wins in column 3 (0-indexed)
    for depth in (1, 2, 4):
        solver = DepthLimitedAlphaBetaSolver(depth, connect_four_evaluation, centre_first)
        assert solver.select_move(game, state, "X") == 3
        assert solver.minimax_value(game, state, "X") == 1


# ----------------------------------------------------------------------
# Centre-first columns
# ----------------------------------------------------------------------
def test_centre_first_orders_columns_from_the_centre_left_first():
    game = ConnectFour()
    state = game.initial_state()
    assert centre_first(game, state, "X", list(range(7))) == [3, 2, 4, 1, 5, 0, 6]
    six = ConnectFour(6, 5)
    assert centre_first(six, six.initial_state(), "X", list(range(6))) == [2, 3, 1, 4, 0, 5]
    assert centre_first(game, state, "X", [0, 6, 5]) == [5, 0, 6]


# ----------------------------------------------------------------------
# MemoizedDepthLimitedSolver and the mirror
# ----------------------------------------------------------------------
def positions_up_to_ply(game, plies):
    """Every position within `plies` plies of the empty board, by breadth-first search."""
    level = {game.initial_state().tobytes(): game.initial_state()}
    found = dict(level)
    for _ in range(plies):
        following = {}
        for state in level.values():
            if not game.is_terminal(state):
                for move in game.get_valid_moves(state):
                    child = game.make_move(state, move, game.to_move(state))
                    following[child.tobytes()] = child
        found.update(following)
        level = following
    return list(found.values())


@pytest.mark.parametrize("depth", [1, 2, 3, 4])
def test_memoized_search_stores_the_positions_oeis_counts(depth):
    game = ConnectFour()
    empty = game.initial_state()
    plain = MemoizedDepthLimitedSolver(depth, connect_four_evaluation)
    mirrored = MemoizedDepthLimitedSolver(depth, connect_four_evaluation, symmetry=True)
    value = DepthLimitedMinimaxSolver(depth, connect_four_evaluation).minimax_value(game, empty, "X")
    assert plain.minimax_value(game, empty, "X") == value
    assert mirrored.minimax_value(game, empty, "X") == value
    assert plain.cache_size == sum(POSITIONS_AFTER_PLIES_7X6[:depth + 1])
    classes = {canonical_transform(s, game.symmetries())[0]
               for s in positions_up_to_ply(game, depth)}
    assert mirrored.cache_size == len(classes)


def test_memoized_search_figures_at_depth_5():
    game = ConnectFour()
    plain = MemoizedDepthLimitedSolver(5, connect_four_evaluation)
    mirrored = MemoizedDepthLimitedSolver(5, connect_four_evaluation, symmetry=True)
    assert plain.select_move(game, game.initial_state(), "X") == 2
    assert mirrored.select_move(game, game.initial_state(), "X") in (2, 4)  # mirror images
    assert (plain.cache_size, plain.nodes_visited) == (5_678, 9_906)
    assert (mirrored.cache_size, mirrored.nodes_visited) == (2_863, 5_034)
    assert mirrored.get_name() == ("MemoizedDepthLimitedSolver(max_depth=5, "
                                   "evaluation='connect_four_evaluation', symmetry=True)")


@pytest.mark.parametrize("moves", OPENINGS[1:-1])
def test_mirrored_search_plays_a_move_as_good_as_the_plain_one(moves):
    game = ConnectFour()
    state = ConnectFour.from_moves(moves)
    player = game.to_move(state)
    reference = DepthLimitedMinimaxSolver(3, connect_four_evaluation)
    solver = MemoizedDepthLimitedSolver(3, connect_four_evaluation, symmetry=True)
    for _ in range(2):  # the second call answers from the table, through the mirror
        move = solver.select_move(game, state, player)
        after = game.make_move(state, move, player)
        best = reference.minimax_value(game, state, player)
        assert DepthLimitedMinimaxSolver(2, connect_four_evaluation).minimax_value(
            game, after, game.get_opponent(player)) == best
        mirrored = state[:, ::-1].copy()
        if not (mirrored == state).all():  # a symmetric board: both mirror moves are as good
            assert solver.select_move(game, mirrored, player) == game.width - 1 - move


def test_full_depth_solvers_gain_nothing_from_the_mirror_below_an_asymmetric_position():
    game = ConnectFour()
    state = ConnectFour.from_moves("7422341735647741166133573473242566")  # Pons L3_R1, line 2
    plain, mirrored = MinimaxSolver(), MemoizedDepthLimitedSolver(99, symmetry=True)
    assert plain.minimax_value(game, state, "X") == mirrored.minimax_value(game, state, "X") == 1
    assert plain.cache_size == mirrored.cache_size == 359


# ----------------------------------------------------------------------
# Position counts: Tromp's table and count_positions
# ----------------------------------------------------------------------
def read_tromp_counts():
    rows = [line for line in (DATA / "tromp_position_counts.csv").read_text().splitlines()
            if not line.startswith("#")]
    return {(int(r["width"]), int(r["height"])): int(r["positions"]) for r in csv.DictReader(rows)}


def test_the_shipped_table_is_tromps():
    assert TROMP_POSITION_COUNTS == read_tromp_counts()
    assert tromp_position_count(7, 6) == 4_531_985_219_092
    with pytest.raises(KeyError, match="9x9"):
        tromp_position_count(9, 9)


def test_the_oeis_terms_sum_below_the_total():
    assert POSITIONS_AFTER_PLIES_7X6[:4] == (1, 7, 49, 238)
    assert sum(POSITIONS_AFTER_PLIES_7X6) < TROMP_POSITION_COUNTS[(7, 6)]


@pytest.mark.parametrize("size", [size for size, count in sorted(read_tromp_counts().items())
                                  if count <= 13_343])
def test_count_positions_reproduces_tromp(size):
    assert count_positions(ConnectFour(*size)) == read_tromp_counts()[size]


def test_count_positions_up_to_the_mirror():
    game = ConnectFour(4, 3)
    symmetric = sum(1 for s in positions_up_to_ply(game, 12) if (s == s[:, ::-1]).all())
    assert count_positions(game) == 12_031
    # Burnside: classes = (positions + positions equal to their mirror) / 2
    assert count_positions(game, up_to_symmetry=True) == (12_031 + symmetric) // 2 == 6_027
    assert count_positions(TicTacToe(), up_to_symmetry=True) == 765


def test_the_depth_table_plot_draws_each_search_and_the_full_tree():
    import matplotlib.pyplot as plt
    import pytest

    from course_lib.views import plot_search_costs

    rows = [{"search": name, "depth": d, "nodes": n * d, "seconds": s * d}
            for name, n, s in (("minimax", 7, 0.5), ("alpha-beta", 3, 0.0)) for d in (1, 2, 3)]
    fig = plot_search_costs(rows, "a test machine", branching=7)
    nodes, seconds = fig.axes
    assert [line.get_label() for line in nodes.get_lines()] == ["minimax", "alpha-beta", "$7^d$"]
    assert list(nodes.get_lines()[2].get_ydata()) == [7, 49, 343]
    assert [len(line.get_xdata()) for line in seconds.get_lines()] == [3, 0]  # 0 s left out
    assert seconds.get_title() == "Time (a test machine)" and nodes.get_yscale() == "log"
    plt.close(fig)
    with pytest.raises(ValueError, match="rows is empty"):
        plot_search_costs([], "m")
