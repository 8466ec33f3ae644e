"""`ConnectFourSolver` bounded in memory and time (issue 19, items 3 and 5).

Before: on the empty 7x6 board (e.g. as a player in `evaluate_solvers`) it made no move
in 60 s while its table grew by about 13 MB/s; on the empty 8x8 board the table held
7.4 million entries after 60 s.
"""

import math
import time

import pytest

from course_lib import ConnectFour, GameRunner, RandomSolver, SolverError
from course_lib.solvers.connect_four import ConnectFourSolver, pons_sample
from course_lib.solvers.connect_four.limits import SolveTimeoutError
from course_lib.time_limits import TimeLimitExceeded, limited
from course_lib.widgets import PlaySession

GAME = ConnectFour()


def test_time_limit_raises_a_timeout_error_naming_the_position_and_the_limit():
    started = time.monotonic()
    with pytest.raises(SolveTimeoutError, match=r"^ConnectFourSolver ran past its time_limit of "
                                                r"0.5 s on the empty 7x6 board$") as info:
        ConnectFourSolver(time_limit=0.5).solve(GAME, GAME.initial_state())
    assert isinstance(info.value, TimeoutError)
    assert time.monotonic() - started < 5
    with pytest.raises(SolveTimeoutError, match="on the position '44' \\(7x6\\)"):
        ConnectFourSolver(time_limit=0.2, part=8).solve(GAME, GAME.from_moves("44"))


def test_a_player_with_a_time_limit_ends_the_match_with_the_solver_named():
    runner = GameRunner(GAME)
    with pytest.raises(SolverError, match="raised SolveTimeoutError in select_move: "
                                          "ConnectFourSolver ran past its time_limit of 0.3 s"):
        runner.play_game(ConnectFourSolver(time_limit=0.3), RandomSolver(1))


def test_an_enclosing_time_limit_stops_the_search_by_itself():
    with pytest.raises(TimeLimitExceeded):
        with limited(0.3):
            ConnectFourSolver().solve(GAME, GAME.initial_state())
    session = PlaySession(GAME, ConnectFourSolver(), human="O", time_limit=0.3)
    assert session.solver_error == ("ConnectFourSolver (playing X) ran past the time limit of "
                                    "0.3 s in select_move and was stopped")


@pytest.mark.parametrize("part", [12, 8])
def test_max_entries_bounds_the_table_and_the_scores_stay_exact(part):
    solver = ConnectFourSolver(part=part, max_entries=50)
    tables = []
    for moves, score in pons_sample("L2_R1")[:6]:
        assert solver.solve(GAME, GAME.from_moves(moves)) == score, moves
        search = solver._searches[(7, 6)] if part == 12 else None
        if search is not None:
            tables.append(len(search.table))
    assert all(size <= 50 for size in tables)
    assert "max_entries=50" in solver.get_name()


def test_the_default_table_fits_a_laptop():
    assert ConnectFourSolver().max_entries == 2**22  # about 0.4 GB at 76-100 bytes an entry


@pytest.mark.parametrize("kwargs, name", [
    ({"part": 12.0}, "part"), ({"part": True}, "part"), ({"max_entries": 0}, "max_entries"),
    ({"max_entries": 1.5}, "max_entries"), ({"time_limit": 0}, "time_limit"),
    ({"time_limit": math.inf}, "time_limit"), ({"time_limit": "1"}, "time_limit"),
    ({"time_limit": 1, "part": 6}, "time_limit"),
])
def test_bad_arguments_are_refused_naming_the_parameter(kwargs, name):
    with pytest.raises(ValueError, match=f"^{name} must be"):
        ConnectFourSolver(**kwargs)
