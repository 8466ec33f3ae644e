"""An independent tic-tac-toe minimax, written for the tests only (no course_lib code).

Boards are 9-character strings, row-major; values are utilities for X under
optimal play, memoized per (board, player) with `functools.lru_cache` on a
plain function (which is fine: no instance is kept alive).
"""

from functools import lru_cache

import numpy as np

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def as_string(state):
    return "".join(np.asarray(state).ravel().tolist())


def winner(board):
    for a, b, c in LINES:
        if board[a] != " " and board[a] == board[b] == board[c]:
            return board[a]
    return None


@lru_cache(maxsize=None)
def reference_value(board, player):
    """Minimax value for X of `board` (a 9-character string), `player` to move."""
    won = winner(board)
    if won:
        return 1 if won == "X" else -1
    if " " not in board:
        return 0
    other = "O" if player == "X" else "X"
    values = [reference_value(board[:k] + player + board[k + 1:], other)
              for k in range(9) if board[k] == " "]
    return max(values) if player == "X" else min(values)


def value_of(state):
    board = as_string(state)
    player = "X" if board.count("X") == board.count("O") else "O"
    return reference_value(board, player)


def value_after(state, move, player):
    """Reference value of the board after `player` plays `move` = (row, col)."""
    board = as_string(state)
    k = move[0] * 3 + move[1]
    assert board[k] == " ", f"move {move} is not legal on {board!r}"
    other = "O" if player == "X" else "X"
    return reference_value(board[:k] + player + board[k + 1:], other)
