import os

os.environ.setdefault("MPLBACKEND", "Agg")

import matplotlib  # noqa: E402

matplotlib.use("Agg")

import pytest  # noqa: E402

from course_lib import RandomSolver, TicTacToe  # noqa: E402


@pytest.fixture
def game():
    return TicTacToe()


def board(rows):
    """Build a tic-tac-toe state from strings such as ``["XO ", " X ", "  O"]``."""
    import numpy as np

    return np.array([list(row) for row in rows])


@pytest.fixture
def short_time_limit():
    """Give checks 0.2 s of student code (the default is 10 s), restored afterwards."""
    from course_lib.exercises import set_time_limit

    previous = set_time_limit(0.2)
    yield 0.2
    set_time_limit(previous)


class ScribblingSolver(RandomSolver):
    """Writes its own mark into every empty cell of the board it is given, then picks a move:
    the runner and the play board must hand it a copy of their board."""

    def select_move(self, game, state, player):
        moves = game.get_valid_moves(state)
        for move in moves:
            state[move] = player
        return self.rng.choice(moves)
