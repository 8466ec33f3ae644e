"""The lecture's TicTacToe, as on the slides: per-element NumPy calls on a 3x3 array.

Kept only as the baseline of the benchmarks (it is correct, just slow): every
`evaluate` builds 8 NumPy slices and calls `np.all` twice on each, and
`get_valid_moves` compares the 9 cells one NumPy scalar at a time.
"""

import numpy as np

from course_lib.games.base import Game


class LectureTicTacToe(Game):
    def __init__(self):
        self.size = 3

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
            lines.append(state[i, :])
            lines.append(state[:, i])
        lines.append(np.diag(state))
        lines.append(np.diag(np.fliplr(state)))
        for line in lines:
            if np.all(line == "X"):
                return 1
            if np.all(line == "O"):
                return -1
        return 0
