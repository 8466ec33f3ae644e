"""Alpha-beta solvers: the design's figures, equality with minimax, move ordering, memoization, negamax."""

import math

import pytest

from course_lib import (
    GameOverError,
    GameRunner,
    MinimaxAlphaBetaSolver,
    MinimaxAlphaBetaSolverV1,
    MinimaxAlphaBetaSolverV2,
    MinimaxSolver,
    MinimaxSolverV1,
    MinimaxSolverV2,
    NegamaxAlphaBetaSolver,
    RandomSolver,
    TicTacToe,
    aima_figure_5_2,
    best_first,
    centre_first,
    cmput396_tree,
    evaluate_solvers,
    hkust_tree,
    pruning_walkthrough_tree,
    reachable_positions,
    row_major,
    solved_table,
    two_move_game,
    worst_first,
)
from course_lib.solvers.cache import state_key
from conftest import board


# ----------------------------------------------------------------------
# The lecture's figures
# ----------------------------------------------------------------------
def test_one_game_minimax_v2_against_alphabeta_v2(game):
    minimax, alphabeta = MinimaxSolverV2(), MinimaxAlphaBetaSolverV2()
    result = GameRunner(game).play_game(minimax, alphabeta)
    assert result == 0
    assert minimax.nodes_visited == 557_492
    assert alphabeta.nodes_visited == 2_435
    efficiency = (minimax.nodes_visited - alphabeta.nodes_visited) / minimax.nodes_visited
    assert round(efficiency, 3) == 0.996


def test_alphabeta_from_the_empty_board(game):
    solver = MinimaxAlphaBetaSolverV2()
    move = solver.select_move(game, game.initial_state(), "X")
    assert solver.nodes_visited == 18_297
    assert move == (0, 0) == MinimaxSolverV1().select_move(game, game.initial_state(), "X")
    assert (solver.alpha_cutoffs, solver.beta_cutoffs) == (2_976, 1_261)
    assert solver.get_name() == "MinimaxAlphaBetaSolverV2 (nodes=18297)"


def test_v2_counters_reset_between_games(game):
    solver = MinimaxAlphaBetaSolverV2()
    runner = GameRunner(game)
    runner.play_game(solver, solver)
    first = solver.nodes_visited
    runner.play_game(solver, solver)
    assert solver.nodes_visited == first  # reset() at the start of each game


def test_sanity_matches_of_the_lecture(game):
    # V1 where it plays O (2 s); where it plays X each game would search the
    # 18,297 nodes of the first move again (about 17 s a match), so the memoized
    # solver, which plays V1's moves on every position (tested below), plays those.
    assert evaluate_solvers(game, RandomSolver(7), MinimaxAlphaBetaSolverV1(), num_games=100) == {
        "X_wins": 0, "O_wins": 82, "draws": 18}
    alphabeta = MinimaxAlphaBetaSolver
    assert evaluate_solvers(game, alphabeta(), RandomSolver(7), num_games=100) == {
        "X_wins": 100, "O_wins": 0, "draws": 0}
    assert evaluate_solvers(game, RandomSolver(7), alphabeta(), num_games=100) == {
        "X_wins": 0, "O_wins": 82, "draws": 18}
    assert evaluate_solvers(game, alphabeta(), alphabeta(), num_games=100) == {
        "X_wins": 0, "O_wins": 0, "draws": 100}


@pytest.fixture(scope="module")
def minimax_results():
    """``{position key: (value, move)}`` from `MinimaxSolverV1` on each of the 5,478 positions."""
    game = TicTacToe()
    solver = MinimaxSolverV1()
    return game, {key: (state, solver._minimax(game, state, game.to_move(state),
                                               game.to_move(state) == "X"))
                  for key, state in reachable_positions(game).items()}


def test_alphabeta_agrees_with_minimax_on_every_reachable_position(minimax_results):
    game, results = minimax_results
    assert len(results) == 5_478
    moves_compared = 0
    for solver in (MinimaxAlphaBetaSolverV1(), MinimaxAlphaBetaSolver(), NegamaxAlphaBetaSolver()):
        for state, (value, move) in results.values():
            player = game.to_move(state)
            assert solver.minimax_value(game, state, player) == value
            if not game.is_terminal(state):
                assert solver.select_move(game, state, player) == move
                moves_compared += 1
    assert moves_compared == 3 * 4_520


# ----------------------------------------------------------------------
# The lecture trees
# ----------------------------------------------------------------------
@pytest.mark.parametrize("make_tree, value, nodes, alpha_cuts, beta_cuts", [
    (aima_figure_5_2, 3, 11, 1, 0),
    (pruning_walkthrough_tree, 3, 11, 1, 1),
    (hkust_tree, 7, 9, 2, 0),
    (cmput396_tree, 5, 6, 1, 0),
    (two_move_game, 3, 6, 1, 0),
])
def test_lecture_trees(make_tree, value, nodes, alpha_cuts, beta_cuts):
    tree = make_tree()
    solver = MinimaxAlphaBetaSolverV2()
    assert solver.minimax_value(tree, (), "X") == value
    assert solver.nodes_visited == nodes
    assert (solver.alpha_cutoffs, solver.beta_cutoffs) == (alpha_cuts, beta_cuts)
    assert solver.select_move(tree, (), "X") == MinimaxSolverV1().select_move(tree, (), "X")


def test_two_move_game_moves_are_labels():
    assert MinimaxAlphaBetaSolverV1().select_move(two_move_game(), (), "X") == "A"


def test_cutoff_after_the_last_child_is_not_counted():
    # fig. 5.2: D's last leaf 2 makes beta = 2 <= alpha = 3, but nothing is left to prune
    solver = MinimaxAlphaBetaSolverV2()
    solver.minimax_value(aima_figure_5_2(), (), "X")
    assert solver.alpha_cutoffs == 1


# ----------------------------------------------------------------------
# Solver interface and bad input
# ----------------------------------------------------------------------
def test_game_over_raises(game):
    full = board(["XOX", "XOO", "OXX"])
    for solver in (MinimaxAlphaBetaSolverV1(), MinimaxAlphaBetaSolver(), NegamaxAlphaBetaSolver()):
        with pytest.raises(GameOverError, match="game is over"):
            solver.select_move(game, full, "X")


def test_bad_parameters():
    with pytest.raises(ValueError, match="max_depth must be an integer >= 1"):
        MinimaxAlphaBetaSolverV1(max_depth=0)
    with pytest.raises(TypeError, match="move_order must be a function"):
        MinimaxAlphaBetaSolverV1(move_order="centre")


def test_an_ordering_that_loses_moves_is_reported(game):
    solver = MinimaxAlphaBetaSolverV1(move_order=lambda game, state, player, moves: moves[:-1])
    with pytest.raises(ValueError, match="not a rearrangement of the moves"):
        solver.select_move(game, game.initial_state(), "X")


def test_names_show_the_parameters():
    assert MinimaxAlphaBetaSolverV1().get_name() == "MinimaxAlphaBetaSolverV1"
    assert (MinimaxAlphaBetaSolverV1(move_order=centre_first, max_depth=9).get_name()
            == "MinimaxAlphaBetaSolverV1(move_order=centre_first, max_depth=9)")


def test_depth_limit_scores_unfinished_positions_with_evaluate(game):
    solver = MinimaxAlphaBetaSolverV2(max_depth=1)
    assert solver.minimax_value(game, game.initial_state(), "X") == 0
    assert solver.nodes_visited == 10
    # X can win at once: depth 1 sees it
    assert solver.select_move(game, board(["XX ", "OO ", "   "]), "X") == (0, 2)


# ----------------------------------------------------------------------
# Move ordering
# ----------------------------------------------------------------------
@pytest.fixture(scope="module")
def table():
    return solved_table(TicTacToe())


def test_solved_table_covers_every_position(table):
    assert len(table) == 5_478
    assert table[(state_key(TicTacToe().initial_state()), "X")] == 0


def test_orderings_change_the_work_not_the_value(game, table):
    nodes = {}
    for order in (None, row_major, centre_first, best_first(table), worst_first(table)):
        solver = MinimaxAlphaBetaSolverV2(move_order=order)
        assert solver.minimax_value(game, game.initial_state(), "X") == 0
        nodes[repr(order)] = solver.nodes_visited
    assert nodes == {"None": 18_297, "row_major": 18_297, "centre_first": 7_275,
                     "best_first": 2_312, "worst_first": 198_837}


def test_centre_first_order(game):
    moves = centre_first(game, game.initial_state(), "X", game.get_valid_moves(game.initial_state()))
    assert moves == [(1, 1), (0, 0), (0, 2), (2, 0), (2, 2), (0, 1), (1, 0), (1, 2), (2, 1)]
    with pytest.raises(TypeError, match="centre_first orders board cells"):
        centre_first(two_move_game(), (), "X", ["A", "B"])


def test_best_first_needs_the_position_in_its_table(game):
    tree_table = solved_table(two_move_game())
    with pytest.raises(KeyError, match="no entry for the position after"):
        best_first(tree_table)(game, game.initial_state(), "X", [(0, 0)])


def test_best_first_puts_the_best_move_first(game, table):
    state = board(["XX ", "OO ", "   "])
    moves = best_first(table)(game, state, "X", game.get_valid_moves(state))
    assert moves[0] == (0, 2)
    o_to_move = board(["XX ", "OO ", "X  "])
    moves = best_first(table)(game, o_to_move, "O", game.get_valid_moves(o_to_move))
    assert moves[0] == (1, 2)
    assert worst_first(table)(game, o_to_move, "O", game.get_valid_moves(o_to_move))[-1] == (1, 2)


# ----------------------------------------------------------------------
# Memoized alpha-beta and negamax
# ----------------------------------------------------------------------
def test_memoized_alphabeta_from_the_empty_board(game):
    solver = MinimaxAlphaBetaSolver()
    assert solver.select_move(game, game.initial_state(), "X") == (0, 0)
    assert (solver.nodes_visited, solver.cache_hits, solver.cache_size) == (5_404, 2_092, 3_312)
    assert repr(solver) == "MinimaxAlphaBetaSolver (cache=3312, nodes=5404, hits=2092)"
    root_key = (state_key(game.initial_state()), "X", True, math.inf, -math.inf, math.inf)
    assert solver.cache[root_key] == (0, (0, 0))


def test_memoized_alphabeta_keeps_its_cache_for_one_game_only(game):
    solver = MinimaxAlphaBetaSolver()
    solver.minimax_value(game, game.initial_state(), "X")
    solver.reset()
    solver.minimax_value(game, game.initial_state(), "X")
    assert (solver.nodes_visited, solver.cache_hits) == (1, 1)
    assert solver.minimax_value(hkust_tree(), (), "X") == 7  # another game: a fresh cache
    assert solver.cache_size == 9
    solver.clear_cache()
    assert (solver.cache_size, solver.nodes_visited) == (0, 0)


def test_caching_by_state_alone_gives_a_wrong_value(game):
    class StateOnlyCache(MinimaxAlphaBetaSolver):
        def cache_key(self, state, player, maximizing, depth, alpha, beta):
            return (state_key(state), player)

    position = board(["X  ", " X ", "O O"])
    assert MinimaxSolver().minimax_value(game, position, "X") == 0
    assert MinimaxAlphaBetaSolver().minimax_value(game, position, "X") == 0
    assert StateOnlyCache().minimax_value(game, position, "X") == 1  # wrong: it is a draw


def test_negamax_alphabeta(game):
    solver = NegamaxAlphaBetaSolver()
    assert solver.select_move(game, game.initial_state(), "X") == (0, 0)
    assert solver.minimax_value(game, game.initial_state(), "X") == 0
    assert solver.minimax_value(cmput396_tree(), (), "X") == 5
    o_to_move = board(["XX ", "OO ", "X  "])  # O wins at (1, 2): +1 for O, -1 for X
    assert solver.negamax_value(game, o_to_move, "O") == 1
    assert solver.minimax_value(game, o_to_move, "O") == -1
    assert solver.select_move(game, o_to_move, "O") == (1, 2)
