"""LectureTicTacToe, the rules as the slides write them, against TicTacToe on every position.

Notebook 01 shows LectureTicTacToe's source as the rules; the course plays with
TicTacToe. On every reachable position both give the same utility and end-of-game
answer; on every unfinished one the same moves and boards. On a finished board that
still has empty cells TicTacToe has no moves, as `Game` asks, while the lecture's
`get_valid_moves` lists those cells: notebook 01 says so, with the count checked here.
"""

import numpy as np

from course_lib import LectureTicTacToe, TicTacToe, reachable_positions


def test_same_answers_on_all_5478_positions():
    fast, lecture = TicTacToe(), LectureTicTacToe()
    positions = list(reachable_positions(fast).values())
    assert len(positions) == 5478
    finished_with_empty_cells = 0
    for state in positions:
        assert lecture.evaluate(state) == fast.evaluate(state)
        assert lecture.is_terminal(state) == fast.is_terminal(state)
        if fast.is_terminal(state):
            empty_cells = [(i, j) for i in range(3) for j in range(3) if state[i, j] == " "]
            assert fast.get_valid_moves(state) == []
            assert lecture.get_valid_moves(state) == empty_cells
            finished_with_empty_cells += bool(empty_cells)
            continue
        moves = fast.get_valid_moves(state)
        assert lecture.get_valid_moves(state) == moves
        player = fast.to_move(state)
        for move in moves:
            assert np.array_equal(lecture.make_move(state, move, player),
                                  fast.make_move(state, move, player))
    assert finished_with_empty_cells == 880  # the figure notebook 01 states


def test_initial_state_and_opponent():
    lecture = LectureTicTacToe()
    assert np.array_equal(lecture.initial_state(), TicTacToe().initial_state())
    assert lecture.get_opponent("X") == "O" and lecture.get_opponent("O") == "X"
