"""Every solver of the framework plays Connect Four unchanged, through the Game interface only."""

import itertools

import pytest

from course_lib import (
    ConnectFour,
    DepthLimitedMinimaxSolver,
    GameRunner,
    MinimaxAlphaBetaSolver,
    MinimaxAlphaBetaSolverV1,
    MinimaxAlphaBetaSolverV2,
    MinimaxSolver,
    MinimaxSolverV1,
    MinimaxSolverV2,
    NaiveSolver,
    NegamaxAlphaBetaSolver,
    RandomSolver,
    SymmetricMinimaxSolver,
    evaluate_solvers,
)

# A 5x4 middle game (12 of 20 cells filled, X to move): small enough for full-depth minimax.
MIDGAME = "334225141554"


class StartFrom(ConnectFour):
    """ConnectFour 5x4 whose games start from a given position (so full-depth solvers are fast)."""

    def __init__(self, moves):
        super().__init__(width=5, height=4)
        self.start = ConnectFour.from_moves(moves, width=5, height=4)

    def initial_state(self):
        return self.start.copy()


def full_depth_solvers():
    return [MinimaxSolverV1(), MinimaxSolverV2(), MinimaxSolver(), SymmetricMinimaxSolver(),
            MinimaxAlphaBetaSolverV1(), MinimaxAlphaBetaSolverV2(), MinimaxAlphaBetaSolver(),
            NegamaxAlphaBetaSolver()]


def test_the_midgame_is_open():
    game = StartFrom(MIDGAME)
    state = game.initial_state()
    assert not game.is_terminal(state) and game.to_move(state) == "X"
    assert int((state == " ").sum()) == 8


def test_full_depth_solvers_agree_on_the_value():
    game = StartFrom(MIDGAME)
    state = game.initial_state()
    values = {solver.get_name().split(" ")[0]: solver.minimax_value(game, state, "X")
              for solver in full_depth_solvers()}
    assert len(set(values.values())) == 1, values


def test_symmetric_solver_uses_the_mirror():
    solver = SymmetricMinimaxSolver()
    game = StartFrom(MIDGAME)
    solver.minimax_value(game, game.initial_state(), "X")
    assert solver.uses_symmetry


def test_each_full_depth_solver_against_each_plays_the_value():
    game = StartFrom(MIDGAME)
    value = MinimaxSolver().minimax_value(game, game.initial_state(), "X")
    for solver_x, solver_o in itertools.product(full_depth_solvers(), full_depth_solvers()):
        assert GameRunner(game).play_game(solver_x, solver_o) == value


@pytest.mark.parametrize("solver_x, solver_o", [
    (RandomSolver(1), RandomSolver(2)),
    (NaiveSolver(3), RandomSolver(4)),
    (DepthLimitedMinimaxSolver(2), NaiveSolver(5)),
    (MinimaxAlphaBetaSolverV1(max_depth=3), DepthLimitedMinimaxSolver(2)),
    (RandomSolver(6), MinimaxAlphaBetaSolverV2(max_depth=4)),
])
def test_limited_solvers_play_whole_games_on_5x4(solver_x, solver_o):
    game = ConnectFour(width=5, height=4)
    runner = GameRunner(game)
    result = runner.play_game(solver_x, solver_o)
    assert result in (-1, 0, 1)
    assert game.is_terminal(runner.states[-1]) and game.evaluate(runner.states[-1]) == result
    assert [move for _, move in runner.moves] and all(0 <= m < 5 for _, m in runner.moves)


def test_naive_solver_beats_random_on_5x4():
    results = evaluate_solvers(ConnectFour(5, 4), NaiveSolver(1), RandomSolver(2), num_games=30)
    assert results["X_wins"] > 20


def test_depth_limited_solver_takes_a_win_and_blocks():
    game = ConnectFour()
    state = ConnectFour.from_moves("11223")  # O to move; X threatens column index 3
    assert DepthLimitedMinimaxSolver(2).select_move(game, state, "O") == 3
    state = ConnectFour.from_moves("112233")  # X to move wins in column index 3
    assert MinimaxAlphaBetaSolverV1(max_depth=1).select_move(game, state, "X") == 3
