"""LectureTicTacToe, the rules as the slides write them, agrees with TicTacToe everywhere.

Notebook 01 shows LectureTicTacToe's source as the rules; the course plays with
TicTacToe. Both must give the same answers on every reachable position.
"""

import numpy as np

from course_lib import LectureTicTacToe, TicTacToe, reachable_positions


def test_same_answers_on_all_5478_positions():
    fast, lecture = TicTacToe(), LectureTicTacToe()
    positions = list(reachable_positions(fast).values())
    assert len(positions) == 5478
    for state in positions:
        assert lecture.evaluate(state) == fast.evaluate(state)
        assert lecture.is_terminal(state) == fast.is_terminal(state)
        if fast.is_terminal(state):
            continue
        moves = fast.get_valid_moves(state)
        assert lecture.get_valid_moves(state) == moves
        player = fast.to_move(state)
        for move in moves:
            assert np.array_equal(lecture.make_move(state, move, player),
                                  fast.make_move(state, move, player))


def test_initial_state_and_opponent():
    lecture = LectureTicTacToe()
    assert np.array_equal(lecture.initial_state(), TicTacToe().initial_state())
    assert lecture.get_opponent("X") == "O" and lecture.get_opponent("O") == "X"
