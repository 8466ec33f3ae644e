"""The lecture's TicTacToe, as on the slides: the rules, read straight off a 3x3 NumPy array.

Notebook 01 shows this class's source as *the rules of tic-tac-toe*: `evaluate`
slices the eight lines out of the board and compares each with ``np.all``,
`get_valid_moves` lists the empty cells, `make_move` copies the board and
writes one mark. It is correct and readable, and slow: every `evaluate` builds
8 NumPy slices and calls ``np.all`` on each, some tens of microseconds that a
search repeats hundreds of thousands of times.

`TicTacToe` (tictactoe.py) is the class the course plays with: the same state,
moves and answers (tests/test_lecture_tictactoe.py checks every one of the
5,478 reachable positions), computed once per distinct board and then looked
up, and with the checks this class leaves out (a move on an occupied cell, off
the board, out of turn raises; here it would silently overwrite). It is also
the baseline of `benchmarks/bench_minimax.py`.
"""

import numpy as np

from .base import Game


class LectureTicTacToe(Game):
    """Tic-tac-toe on a ``size`` x ``size`` NumPy board of ``" "``, ``"X"``, ``"O"``, X first.

    Moves are ``(row, col)`` tuples in row-major order; `evaluate` is the
    utility for X (+1 X has a line, -1 O has, 0 otherwise). No input is
    checked: use `TicTacToe` to play.
    """

    def __init__(self, size=3):
        self.size = size

    def initial_state(self):
        return np.full((self.size, self.size), " ")

    def get_valid_moves(self, state):
        return [(i, j) for i in range(self.size) for j in range(self.size) if state[i, j] == " "]

    def make_move(self, state, move, player):
        new_state = state.copy()
        new_state[move] = player
        return new_state

    def get_opponent(self, player):
        return "O" if player == "X" else "X"

    def is_terminal(self, state):
        if self.evaluate(state) != 0:
            return True
        return " " not in state

    def evaluate(self, state):
        lines = []
        for i in range(self.size):
            lines.append(state[i, :])  # row i
            lines.append(state[:, i])  # column i
        lines.append(np.diag(state))
        lines.append(np.diag(np.fliplr(state)))
        for line in lines:
            if np.all(line == "X"):
                return 1
            if np.all(line == "O"):
                return -1
        return 0
