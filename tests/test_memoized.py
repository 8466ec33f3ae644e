"""MinimaxSolver and SymmetricMinimaxSolver: every reachable position, caches, counters."""

import gc
import weakref

import pytest
from tictactoe_reference import value_after, value_of

from course_lib import (
    GameOverError,
    GameRunner,
    MinimaxSolver,
    SymmetricMinimaxSolver,
    TicTacToe,
    evaluate_solvers,
    hkust_tree,
    reachable_positions,
    two_move_game,
)
from course_lib.solvers.cache import state_key
from course_lib.solvers.symmetric import has_board_symmetries


@pytest.fixture(scope="module")
def positions():
    game = TicTacToe()
    found = list(reachable_positions(game).values())
    assert len(found) == 5_478
    return found


def _marks(state):
    return int((state != " ").sum())


@pytest.mark.parametrize("solver_class", [MinimaxSolver, SymmetricMinimaxSolver])
@pytest.mark.parametrize("deepest_first", [True, False], ids=["computed", "from-cache"])
def test_value_and_an_optimal_legal_move_on_every_reachable_position(
        positions, solver_class, deepest_first):
    """Deepest positions first: each position is computed by the solver (its children cached).
    Shallowest first: the empty board fills the cache, every later answer is a cache hit
    (for the symmetric solver, a move mapped back through a symmetry)."""
    game = TicTacToe()
    solver = solver_class()
    ordered = sorted(positions, key=_marks, reverse=deepest_first)
    moves_checked = 0
    for state in ordered:
        player = game.to_move(state)
        value = value_of(state)
        assert solver.minimax_value(game, state, player) == value, game.board_text(state)
        if game.is_terminal(state):
            continue
        move = solver.select_move(game, state, player)
        assert move in game.get_valid_moves(state), (move, game.board_text(state))
        assert value_after(state, move, player) == value, (move, game.board_text(state))
        moves_checked += 1
    assert moves_checked == 5_478 - 958
    assert solver.cache_size == (5_478 if solver_class is MinimaxSolver else 765)


def test_memoized_moves_are_v1_moves_first_best_in_row_major_order(positions):
    """MinimaxSolver breaks ties as MinimaxSolverV1 does: the first optimal move in row-major order."""
    game = TicTacToe()
    solver = MinimaxSolver()
    for state in positions:
        if game.is_terminal(state):
            continue
        player = game.to_move(state)
        best = value_of(state)
        first_best = next(m for m in game.get_valid_moves(state)
                          if value_after(state, m, player) == best)
        assert solver.select_move(game, state, player) == first_best


def test_counters_from_the_empty_board():
    game = TicTacToe()
    solver = MinimaxSolver()
    assert solver.select_move(game, game.initial_state(), "X") == (0, 0)
    assert (solver.cache_size, solver.nodes_visited, solver.cache_hits) == (5_478, 16_168, 10_690)
    symmetric = SymmetricMinimaxSolver()
    assert symmetric.select_move(game, game.initial_state(), "X") == (0, 0)
    assert (symmetric.cache_size, symmetric.nodes_visited, symmetric.cache_hits) == (765, 2_271, 1_506)
    assert repr(symmetric) == "SymmetricMinimaxSolver (cache=765, nodes=2271, hits=1506)"


def test_reset_keeps_the_cache_and_zeroes_the_counters():
    game = TicTacToe()
    solver = MinimaxSolver()
    runner = GameRunner(game)
    assert runner.play_game(solver, solver) == 0
    assert solver.nodes_visited == 16_168 + 8  # first move searches, the 8 others are hits
    assert runner.play_game(solver, solver) == 0
    assert (solver.nodes_visited, solver.cache_hits, solver.cache_size) == (9, 9, 5_478)
    solver.clear_cache()
    assert (solver.nodes_visited, solver.cache_hits, solver.cache_size) == (0, 0, 0)


def test_the_lectures_match_results_reproduce():
    from course_lib import RandomSolver

    game = TicTacToe()
    assert evaluate_solvers(game, MinimaxSolver(), RandomSolver(7), num_games=1000) == {
        "X_wins": 998, "O_wins": 0, "draws": 2}
    assert evaluate_solvers(game, RandomSolver(7), MinimaxSolver(), num_games=1000) == {
        "X_wins": 0, "O_wins": 793, "draws": 207}
    assert evaluate_solvers(game, MinimaxSolver(), MinimaxSolver(), num_games=1000) == {
        "X_wins": 0, "O_wins": 0, "draws": 1000}


@pytest.mark.parametrize("solver_class", [MinimaxSolver, SymmetricMinimaxSolver])
def test_a_new_game_object_gets_a_new_cache(solver_class):
    """Two trees share their paths ((0,), (0, 1), ...): a shared cache would answer 3 for both."""
    solver = solver_class()
    assert solver.minimax_value(two_move_game(), (), "X") == 3
    assert solver.minimax_value(hkust_tree(), (), "X") == 7
    assert solver.cache_size == 13  # the HKUST tree's 13 nodes only


def test_symmetric_solver_falls_back_to_the_plain_key_without_board_symmetries():
    solver = SymmetricMinimaxSolver()
    assert solver.select_move(two_move_game(), (), "X") == "A"
    assert solver.uses_symmetry is False
    assert set(solver.cache) == {(path, "X" if len(path) % 2 == 0 else "O")
                                 for path in two_move_game().nodes()}
    game = TicTacToe()
    solver.select_move(game, game.initial_state(), "X")
    assert solver.uses_symmetry is True
    assert has_board_symmetries(TicTacToe(4)) and not has_board_symmetries(two_move_game())


def test_no_move_in_a_finished_game(game):
    from conftest import board

    for solver in (MinimaxSolver(), SymmetricMinimaxSolver()):
        with pytest.raises(GameOverError, match="game is over"):
            solver.select_move(game, board(["XXX", "OO ", "   "]), "O")


def test_state_key():
    game = TicTacToe()
    assert state_key(game.initial_state()) == ((" ",) * 3,) * 3
    assert state_key((0, 1)) == (0, 1)
    with pytest.raises(TypeError, match="cannot use list state"):
        state_key([0, 1])


def test_a_dropped_solver_is_freed():
    """The cache lives on the instance (not @lru_cache on the method), so nothing keeps it alive."""
    game = TicTacToe()
    solver = MinimaxSolver()
    solver.select_move(game, game.initial_state(), "X")
    ref = weakref.ref(solver)
    del solver
    gc.collect()
    assert ref() is None


# ----------------------------------------------------------------------
# The cache is bounded: least recently used results are dropped, answers stay the same
# ----------------------------------------------------------------------
def test_the_cache_drops_the_least_recently_used_result():
    solver = MinimaxSolver(max_entries=2)
    searched = []

    def search(name):
        searched.append(name)
        return name.upper()

    assert [solver.lookup(key, search, key) for key in "aba"] == ["A", "B", "A"]  # a hit refreshes a
    assert solver.lookup("c", search, "c") == "C"  # full: b, the least recently used, goes
    assert list(solver.cache) == ["a", "c"]
    assert solver.lookup("b", search, "b") == "B" and searched == ["a", "b", "c", "b"]
    assert (solver.nodes_visited, solver.cache_hits, solver.cache_size) == (5, 1, 2)


@pytest.mark.parametrize("solver_class", [MinimaxSolver, SymmetricMinimaxSolver])
def test_a_small_cache_gives_optimal_moves_at_the_price_of_more_nodes(solver_class, positions):
    """MinimaxSolver's move is V1's whatever the cache holds; the symmetric solver's move is
    optimal (among equal moves it keeps the one its cache saw first, see its docstring)."""
    game = TicTacToe()
    unbounded, bounded = solver_class(), solver_class(max_entries=100)
    for state in positions[::50]:
        if game.is_terminal(state):
            continue
        player = game.to_move(state)
        move = bounded.select_move(game, state, player)
        assert bounded.cache_size <= 100
        if solver_class is MinimaxSolver:
            assert move == unbounded.select_move(game, state, player)
        assert value_after(state, move, player) == value_of(state)
    empty = game.initial_state()
    fresh = solver_class(max_entries=100)
    assert fresh.minimax_value(game, empty, "X") == 0
    assert fresh.nodes_visited > {MinimaxSolver: 16_168, SymmetricMinimaxSolver: 2_271}[solver_class]


def test_memoized_alpha_beta_with_a_small_cache_plays_v1s_moves():
    from course_lib import MinimaxAlphaBetaSolver, MinimaxAlphaBetaSolverV1

    game = TicTacToe()
    bounded = MinimaxAlphaBetaSolver(max_entries=500)
    runner = GameRunner(game)
    assert runner.play_game(bounded, MinimaxAlphaBetaSolverV1()) == 0
    reference = MinimaxAlphaBetaSolverV1()
    for state, (player, move) in zip(runner.states, runner.moves):
        if player == "X":
            assert move == reference.select_move(game, state, "X")
    assert bounded.cache_size == 500


def test_the_default_bound_leaves_the_lectures_figures_alone():
    from course_lib.solvers.cache import DEFAULT_MAX_ENTRIES

    assert DEFAULT_MAX_ENTRIES == 1_048_576 > 5_478
    assert MinimaxSolver().max_entries == DEFAULT_MAX_ENTRIES
    for bad in (0, -1, 2.5, True, "10"):
        with pytest.raises(ValueError, match="max_entries must be a positive integer"):
            MinimaxSolver(max_entries=bad)
