"""The naive policy, depth-limited search with the open-lines heuristic, the randomized tie-break
and the `memoize_minimax` decorator."""

import gc

import pytest
from conftest import board
from tictactoe_reference import value_after, value_of

from course_lib import (
    DepthLimitedMinimaxSolver,
    GameOverError,
    GameTree,
    MinimaxSolver,
    NaiveSolver,
    RandomizedMinimaxSolver,
    RandomSolver,
    TicTacToe,
    evaluate_solvers,
    hkust_tree,
    reachable_positions,
    two_move_game,
)
from course_lib.solvers.heuristics import open_lines_evaluation
from course_lib.solvers.memoize import memoize_minimax, minimax
from course_lib.solvers.depth_limited import utility_only


# ----------------------------------------------------------------------
# NaiveSolver: win, else block, else random
# ----------------------------------------------------------------------
def test_naive_takes_a_win_before_blocking(game):
    solver = NaiveSolver(seed=0)
    state = board(["XX ", "OO ", "   "])  # X can win at (0, 2) or block at (1, 2)
    assert solver.select_move(game, state, "X") == (0, 2)
    assert solver.last_rule == "win"


def test_naive_blocks(game):
    solver = NaiveSolver(seed=0)
    state = board(["X  ", "OO ", "X  "])  # O threatens (1, 2); X has no win
    assert solver.select_move(game, state, "X") == (1, 2)
    assert solver.last_rule == "block"


def test_naive_blocks_one_threat_of_a_fork(game):
    state = board(["XOX", "OO ", "X  "])  # O threatens (1, 2) and (2, 1); X cannot win
    assert [m for m in game.get_valid_moves(state)
            if game.evaluate(game.make_move(state, m, "X")) == 1] == []
    for seed in range(5):
        solver = NaiveSolver(seed)
        assert solver.select_move(game, state, "X") in [(1, 2), (2, 1)]
        assert solver.last_rule == "block"
        assert solver.nodes_visited == 1 + 3 + 3 * 2
    picks = {NaiveSolver(seed).select_move(game, state, "X") for seed in range(20)}
    assert picks == {(1, 2), (2, 1)}  # either threat, never the harmless (2, 2) (HKUST: block a win)


def test_naive_plays_at_random_when_all_moves_lose_on_a_tree():
    tree = GameTree([[-1, 1], [1, -1]])  # every move of X leaves O a win: no cell to block
    solver = NaiveSolver(seed=3)
    assert solver.select_move(tree, (), "X") in [0, 1] and solver.last_rule == "random"


def test_naive_is_reproducible_and_counts_what_it_looks_at(game):
    moves = [NaiveSolver(seed=5).select_move(game, game.initial_state(), "X") for _ in range(2)]
    assert moves[0] == moves[1]
    solver = NaiveSolver(seed=5)
    solver.select_move(game, game.initial_state(), "X")
    assert solver.nodes_visited == 1 + 9 + 9 * 8 and solver.last_rule == "random"
    with pytest.raises(GameOverError):
        solver.select_move(game, board(["XXX", "OO ", "   "]), "O")
    assert NaiveSolver(seed=5).get_name() == "NaiveSolver(seed=5)"


def test_naive_match_figures(game):
    assert evaluate_solvers(game, NaiveSolver(7), MinimaxSolver(), num_games=1000) == {
        "X_wins": 0, "O_wins": 185, "draws": 815}
    assert evaluate_solvers(game, MinimaxSolver(), NaiveSolver(7), num_games=1000) == {
        "X_wins": 880, "O_wins": 0, "draws": 120}
    assert evaluate_solvers(game, NaiveSolver(7), RandomSolver(42), num_games=1000) == {
        "X_wins": 888, "O_wins": 18, "draws": 94}


# ----------------------------------------------------------------------
# Depth-limited minimax and the open-lines heuristic
# ----------------------------------------------------------------------
def test_open_lines_figures(game):
    empty = game.initial_state()
    assert open_lines_evaluation(game, empty) == 0
    assert open_lines_evaluation(game, board(["   ", " X ", "   "])) == 0.4
    assert open_lines_evaluation(game, board(["X  ", "   ", "   "])) == 0.3
    assert open_lines_evaluation(game, board([" X ", "   ", "   "])) == 0.2
    assert open_lines_evaluation(game, board(["X  ", " O ", "   "])) == -0.1
    with pytest.raises(TypeError, match="needs a TicTacToe game"):
        open_lines_evaluation(two_move_game(), ())


def test_open_lines_stays_strictly_between_loss_and_win(game):
    values = [open_lines_evaluation(game, s) for s in reachable_positions(game).values()]
    assert max(abs(v) for v in values) == 0.5  # the bound (8 - 0) / 10 = 0.8 is never reached
    assert all(-1 < v < 1 for v in values)


def test_depth_limited_search_from_the_empty_board(game):
    one = DepthLimitedMinimaxSolver(1, open_lines_evaluation)
    assert one.select_move(game, game.initial_state(), "X") == (1, 1)  # 0.4 beats 0.3 and 0.2
    assert one.nodes_visited == 1 + 9
    two = DepthLimitedMinimaxSolver(2, open_lines_evaluation)
    assert two.select_move(game, game.initial_state(), "X") == (1, 1)
    assert two.nodes_visited == 1 + 9 + 72
    assert two.minimax_value(game, game.initial_state(), "X") == 0.1  # O answers in a corner
    blind = DepthLimitedMinimaxSolver(1)  # the lecture's cutoff: every open position is 0
    assert blind.select_move(game, game.initial_state(), "X") == (0, 0)


def test_depth_limited_takes_the_true_utility_of_a_finished_position(game):
    state = board(["XX ", "OO ", "   "])
    solver = DepthLimitedMinimaxSolver(1, open_lines_evaluation)
    assert solver.select_move(game, state, "X") == (0, 2)
    assert solver.minimax_value(game, state, "X") == 1


def test_depth_limited_with_enough_depth_is_full_minimax(game):
    positions = list(reachable_positions(game).values())
    for state in positions[::7]:
        if game.is_terminal(state) or (state != " ").sum() < 3:  # keep the test quick
            continue
        player = game.to_move(state)
        solver = DepthLimitedMinimaxSolver(9, open_lines_evaluation)
        assert solver.minimax_value(game, state, player) == value_of(state)


def test_depth_limited_arguments():
    for bad in (0, -1, 1.5, True, "2"):
        with pytest.raises(ValueError, match="max_depth must be an integer >= 1"):
            DepthLimitedMinimaxSolver(bad)
    with pytest.raises(TypeError, match="evaluation must be a function"):
        DepthLimitedMinimaxSolver(2, evaluation=0.5)
    assert DepthLimitedMinimaxSolver(3, open_lines_evaluation).get_name() == (
        "DepthLimitedMinimaxSolver(max_depth=3, evaluation='open_lines_evaluation')")
    assert DepthLimitedMinimaxSolver(3).evaluation is utility_only


# ----------------------------------------------------------------------
# Randomized tie-break
# ----------------------------------------------------------------------
def test_randomized_plays_every_optimal_move_and_only_those(game):
    solver = RandomizedMinimaxSolver(seed=0)
    for state in reachable_positions(game).values():
        if game.is_terminal(state):
            continue
        player = game.to_move(state)
        best = [m for m in game.get_valid_moves(state)
                if value_after(state, m, player) == value_of(state)]
        assert solver.optimal_moves(game, state, player) == best
    assert solver.optimal_moves(game, game.initial_state(), "X") == game.get_valid_moves(
        game.initial_state())  # every first move draws


def test_randomized_is_reproducible_and_still_never_loses(game):
    def openings(seed):
        solver = RandomizedMinimaxSolver(seed)
        return [solver.select_move(game, game.initial_state(), "X") for _ in range(20)]

    assert openings(3) == openings(3)
    assert openings(3) != openings(4)
    assert len(set(openings(3))) >= 5
    results = evaluate_solvers(game, RandomizedMinimaxSolver(1), RandomizedMinimaxSolver(2), 200)
    assert results == {"X_wins": 0, "O_wins": 0, "draws": 200}
    assert evaluate_solvers(game, RandomizedMinimaxSolver(1), RandomSolver(7), 200)["O_wins"] == 0
    assert repr(RandomizedMinimaxSolver(3)) == "RandomizedMinimaxSolver(seed=3) (cache=0, nodes=0, hits=0)"


# ----------------------------------------------------------------------
# memoize_minimax
# ----------------------------------------------------------------------
def test_memoized_function_caches_every_node():
    game = TicTacToe()
    minimax.cache_clear()
    assert minimax(game, game.initial_state(), 9, "X", True) == (0, (0, 0))
    assert minimax.cache_info() == (10_690, 5_478, 5_478)  # hits, misses, size
    assert minimax(game, game.initial_state(), 9, "X", True) == (0, (0, 0))
    assert minimax.cache_info().hits == 10_691
    assert minimax(game, game.initial_state(), 1, "X", True) == (0, (0, 0))  # depth 1: all 0


def test_memoized_function_keeps_one_cache_per_game_and_frees_it():
    minimax.cache_clear()
    assert minimax(two_move_game(), (), 2, "X", True) == (3, "A")
    assert minimax(hkust_tree(), (), 2, "X", True) == (7, 0)  # same paths, own cache
    gc.collect()
    assert minimax.cache_info().currsize == 0  # both trees are gone, so are their caches
    game = TicTacToe()
    minimax(game, game.initial_state(), 9, "X", True)
    assert minimax.cache_info().currsize == 5_478
    del game
    gc.collect()
    assert minimax.cache_info().currsize == 0


def test_memoize_minimax_keeps_the_functions_name_and_docstring():
    def search(game, state, depth, player, maximizing_player):
        """Doc."""
        return 0, None

    wrapped = memoize_minimax(search)
    assert wrapped.__name__ == "search" and wrapped.__doc__ == "Doc." and wrapped.__wrapped__ is search
    assert minimax.__name__ == "minimax"
