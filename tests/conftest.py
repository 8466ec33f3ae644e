import os

os.environ.setdefault("MPLBACKEND", "Agg")

import matplotlib  # noqa: E402

matplotlib.use("Agg")

import pytest  # noqa: E402

from course_lib import TicTacToe  # noqa: E402


@pytest.fixture
def game():
    return TicTacToe()


def board(rows):
    """Build a tic-tac-toe state from strings such as ``["XO ", " X ", "  O"]``."""
    import numpy as np

    return np.array([list(row) for row in rows])
