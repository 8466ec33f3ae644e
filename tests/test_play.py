"""GameRunner, evaluate_solvers and the solvers' basic contract."""

import pytest

from course_lib import (
    GameOverError,
    GameRunner,
    IllegalSolverMoveError,
    MinimaxSolverV1,
    MinimaxSolverV2,
    RandomSolver,
    Solver,
    SolverError,
    TicTacToe,
    evaluate_solvers,
)
from conftest import ScribblingSolver, board


class FixedSolver(Solver):
    """Plays the moves it is given, in order (to provoke the runner's errors)."""

    def __init__(self, *moves):
        self.moves = list(moves)

    def select_move(self, game, state, player):
        return self.moves.pop(0)


def test_lecture_random_vs_random_match(game):
    results = evaluate_solvers(game, RandomSolver(7), RandomSolver(42), num_games=1000)
    assert results == {"X_wins": 581, "O_wins": 290, "draws": 129}


def test_lecture_single_random_game(game):
    # Lecture: GameRunner(game, verbose=True).play_game(RandomSolver(123), RandomSolver(456)) -> -1
    assert GameRunner(game).play_game(RandomSolver(123), RandomSolver(456)) == -1


def test_runner_records_the_game(game):
    runner = GameRunner(game)
    result = runner.play_game(RandomSolver(1), RandomSolver(2))
    assert len(runner.states) == len(runner.moves) + 1
    assert game.is_terminal(runner.states[-1])
    assert game.evaluate(runner.states[-1]) == result
    assert [player for player, _ in runner.moves][:3] == ["X", "O", "X"]
    assert len(runner.move_seconds) == len(runner.moves)
    assert all(seconds >= 0 for seconds in runner.move_seconds)


def test_results_sum_to_num_games(game):
    results = evaluate_solvers(game, RandomSolver(3), RandomSolver(4), num_games=37)
    assert sum(results.values()) == 37


def test_verbose_match_prints_summary(game, capsys):
    evaluate_solvers(game, RandomSolver(7), RandomSolver(42), num_games=3, verbose=True)
    out = capsys.readouterr().out
    assert "Game 1:" in out and "After 3 games:" in out
    assert "X (RandomSolver(seed=7)) wins:" in out


def test_bad_num_games(game):
    with pytest.raises(ValueError, match="num_games must be a non-negative integer, got -1"):
        evaluate_solvers(game, RandomSolver(), RandomSolver(), num_games=-1)


def test_runner_names_solver_returning_none(game):
    with pytest.raises(IllegalSolverMoveError, match=r"FixedSolver \(playing X\) returned no move"):
        GameRunner(game).play_game(FixedSolver(None), RandomSolver(0))


def test_runner_names_solver_returning_illegal_move(game):
    with pytest.raises(IllegalSolverMoveError,
                       match=r"FixedSolver \(playing O\) returned an illegal move: move \(1, 1\)"):
        GameRunner(game).play_game(FixedSolver((1, 1), (2, 2)), FixedSolver((1, 1)))


class BrokenSolver(RandomSolver):
    """A random solver whose method `broken` raises (to check that the runner names it)."""

    def __init__(self, broken, error=ZeroDivisionError("division by zero")):
        super().__init__(seed=0)
        self.broken, self.error = broken, error

    def reset(self):
        self._maybe_fail("reset")

    def select_move(self, game, state, player):
        self._maybe_fail("select_move")
        return super().select_move(game, state, player)

    def opponent_played(self, move):
        self._maybe_fail("opponent_played")

    def _maybe_fail(self, method):
        if method == self.broken:
            raise self.error


@pytest.mark.parametrize("method", ["reset", "select_move", "opponent_played"])
def test_runner_names_the_solver_whose_method_raised(game, method):
    runner = GameRunner(game)
    with pytest.raises(SolverError, match=rf"^BrokenSolver\(seed=0\) \(playing O\) raised "
                                          rf"ZeroDivisionError in {method}: division by zero$") as caught:
        runner.play_game(RandomSolver(1), BrokenSolver(method))
    assert isinstance(caught.value.__cause__, ZeroDivisionError)  # the solver's traceback is kept
    assert len(runner.states) == len(runner.moves) + 1  # the record stops at the last legal move
    assert all(game.make_move(before, move, player).tobytes() == after.tobytes()
               for before, (player, move), after in zip(runner.states, runner.moves, runner.states[1:]))


def test_one_solver_playing_both_sides_is_named_with_both(game):
    solver = BrokenSolver("reset", RecursionError("maximum recursion depth exceeded"))
    with pytest.raises(SolverError, match=r"\(playing X and O\) raised RecursionError in reset"):
        GameRunner(game).play_game(solver, solver)


def test_a_solver_writing_into_the_board_cannot_change_the_game(game):
    runner = GameRunner(game)
    runner.play_game(ScribblingSolver(3), RandomSolver(4))
    for before, (player, move), after in zip(runner.states, runner.moves, runner.states[1:]):
        assert (game.make_move(before, move, player) == after).all()
    assert (runner.states[0] == " ").all()


def test_get_name_gives_class_and_parameters():
    assert RandomSolver(7).get_name() == "RandomSolver(seed=7)"
    assert MinimaxSolverV1().get_name() == "MinimaxSolverV1"
    assert repr(RandomSolver(7)) == "RandomSolver(seed=7)"
    assert MinimaxSolverV2().get_name() == "MinimaxSolverV2 (nodes=0)"


def test_solvers_refuse_finished_games(game):
    over = board(["XXX", "OO ", "   "])
    for solver in (RandomSolver(0), MinimaxSolverV1()):
        with pytest.raises(GameOverError, match="asked for a move, but the game is over"):
            solver.select_move(game, over, "O")


def test_random_solver_is_reproducible(game):
    a = evaluate_solvers(game, RandomSolver(11), RandomSolver(12), num_games=50)
    b = evaluate_solvers(game, RandomSolver(11), RandomSolver(12), num_games=50)
    assert a == b


def test_minimax_blocks_and_wins(game):
    solver = MinimaxSolverV1()
    # X to move can win at (0, 2)
    assert solver.select_move(game, board(["XX ", "OO ", "   "]), "X") == (0, 2)
    # O to move must block at (0, 2) (it cannot win at once)
    assert solver.select_move(game, board(["XX ", "O  ", "   "]), "O") == (0, 2)


def test_minimax_v2_counts_nodes_per_game(game):
    solver = MinimaxSolverV2()
    state = board(["XO ", "XO ", "   "])  # X to move, wins at (2, 0)
    solver.select_move(game, state, "X")
    first = solver.nodes_visited
    solver.select_move(game, state, "X")
    assert solver.nodes_visited == 2 * first  # accumulates within a game
    solver.reset()
    assert solver.nodes_visited == 0


def test_full_game_minimax_v2_vs_minimax_is_a_draw():
    game = TicTacToe()
    x = MinimaxSolverV2()
    assert GameRunner(game).play_game(x, MinimaxSolverV1()) == 0
    # 549,946 for the first move, then X's later moves at plies 2, 4, 6, 8
    assert x.nodes_visited > 549_946


def test_four_by_four_random_game_runs():
    game = TicTacToe(4)
    runner = GameRunner(game)
    result = runner.play_game(RandomSolver(5), RandomSolver(6))
    assert result in (-1, 0, 1)
    assert runner.states[-1].shape == (4, 4)
    # minimax solves a nearly full 4x4 board
    state = board(["XOXO", "XOXO", "OXOX", "  OX"])
    assert MinimaxSolverV1().select_move(game, state, "X") in [(3, 0), (3, 1)]
