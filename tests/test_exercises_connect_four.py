"""The checkers of notebook 09's exercises: right answers pass, typical mistakes get their hint."""

import numpy as np

from course_lib import ConnectFour, connect_four_evaluation
from course_lib.exercises.connect_four import (check_evaluation,
                                               check_last_move_wins, check_mirror_moves)
from course_lib.exercises.connect_four_cases import DIRECTIONS, WIN_CASES

from exercise_answers import open_windows


def _raise():
    raise NotImplementedError


# ----------------------------------------------------------------------
# Exercise 1: the evaluation function
# ----------------------------------------------------------------------
def threat_rows(game, state):
    """Open windows as the library counts them, but a three scores by the row of its empty
    cell: X profits from threats on odd rows from the bottom, O on even ones (Allis 1988)."""
    cells, (height, width) = state.ravel().tolist(), state.shape
    score = 0
    for window in game.lines:
        pieces = [cells[k] for k in window]
        if "X" in pieces and "O" in pieces:
            continue
        sign, count = (1, pieces.count("X")) if "O" not in pieces else (-1, pieces.count("O"))
        if count == 3:
            row = next(k for k in window if cells[k] == " ") // width
            score += sign * (24 if ((height - row) % 2 == 1) == (sign == 1) else 6)
        elif count in (1, 2):
            score += sign * (1, 3)[count - 1]
    return score / (24 * len(game.lines) + 1)


def test_threats_by_row_beat_the_library_evaluation(capsys):
    result = check_evaluation(threat_rows)
    assert result.passed, result.message
    assert result.message == ("against connect_four_evaluation (depth-2 alpha-beta both): "
                              "19 wins, 10 draws, 11 losses in 40 games")
    assert capsys.readouterr().out.startswith("[PASSED] A Connect Four evaluation function")


def test_the_library_evaluation_is_refused_and_a_copy_only_ties(capsys):
    refused = check_evaluation(connect_four_evaluation)
    assert not refused.passed and "library's `connect_four_evaluation`" in refused.message
    wrapped = check_evaluation(lambda game, state: connect_four_evaluation(game, state))
    assert wrapped.message == ("your evaluation calls the library's `connect_four_evaluation`; "
                               "write it yourself")
    copy = check_evaluation(open_windows())
    assert not copy.passed and "18 wins, 4 draws, 18 losses in 40 games" in copy.message  # exactly half
    other_weights = check_evaluation(open_windows((0, 1, 3, 9, 9)))  # 11 of 20 games would pass
    assert not other_weights.passed and "16 wins, 5 draws, 19 losses in 40 games" in other_weights.message


def test_evaluation_mistakes_are_named(capsys):
    assert "strictly between -1 and +1" in check_evaluation(
        lambda game, state: 1105 * open_windows()(game, state)).message
    assert "the utility for X" in check_evaluation(
        lambda game, state: -open_windows()(game, state)).message
    assert "cannot tell a good position" in check_evaluation(lambda game, state: 0.0).message
    assert "expected a number" in check_evaluation(lambda game, state: None).message
    assert "expected a number" in check_evaluation(lambda game, state: True).message

    def scribbles(game, state):
        state[0, 0] = "X"
        return 0.0

    assert "changed the board" in check_evaluation(scribbles).message
    assert "raised ZeroDivisionError" in check_evaluation(lambda game, state: 1 / 0).message
    assert check_evaluation(lambda game, state: _raise()).status == "not implemented"


# ----------------------------------------------------------------------
# Exercise 2: the moves worth searching up to the mirror
# ----------------------------------------------------------------------
def by_children(game, state):
    """Right columns, found by generating the children: what the exercise must not do."""
    kept, keys = [], set()
    for column in game.get_valid_moves(state):
        child = game.make_move(state, column, game.to_move(state))
        key = min(child.tobytes(), child[:, ::-1].tobytes())
        if key not in keys:
            keys.add(key)
            kept.append(column)
    return kept


def by_the_board(game, state):
    """A right answer the other way: a board equal to its mirror keeps the left half."""
    symmetric = all(state[r, c] == state[r, -1 - c] for r in range(state.shape[0])
                    for c in range(state.shape[1]))
    return [c for c in game.get_valid_moves(state) if not symmetric or c <= game.width - 1 - c]


def test_mirror_moves(capsys):
    assert "never to generate both children" in check_mirror_moves(by_children).message
    right = check_mirror_moves(by_the_board)
    assert right.passed, right.message
    assert right.message.startswith("right on all ") and "their own mirror image" in right.message
    everything = check_mirror_moves(lambda game, state: game.get_valid_moves(state))
    assert not everything.passed and "keep only the first of each pair" in everything.message
    always_half = check_mirror_moves(lambda game, state: [
        c for c in game.get_valid_moves(state) if c <= game.width - 1 - c])
    assert not always_half.passed and "every column must be searched" in always_half.message
    reversed_order = check_mirror_moves(lambda game, state: by_the_board(game, state)[::-1])
    assert "order" in reversed_order.message or "first of each pair" in reversed_order.message

    def flips_in_place(game, state):
        state[:] = state[:, ::-1]
        return by_the_board(game, state)

    assert "changed the board" in check_mirror_moves(flips_in_place).message
    assert "None" in check_mirror_moves(lambda game, state: None).message


def test_the_shown_mirror_key_is_not_the_answer(capsys):
    from course_lib.games.symmetry import canonical_transform

    assert not check_mirror_moves(lambda game, state: canonical_transform(
        state, game.symmetries())[0]).passed


# ----------------------------------------------------------------------
# Exercise 3: the win check through the last move
# ----------------------------------------------------------------------
def last_move_wins(state, column):
    height, width = state.shape
    row = next(r for r in range(height) if state[r, column] != " ")
    mark = state[row, column]
    for d_row, d_col in ((0, 1), (1, 0), (1, 1), (1, -1)):
        count = 1
        for sign in (1, -1):
            r, c = row + sign * d_row, column + sign * d_col
            while 0 <= r < height and 0 <= c < width and state[r, c] == mark:
                count, r, c = count + 1, r + sign * d_row, c + sign * d_col
        if count >= 4:
            return True
    return False


def no_diagonals(state, column):
    height, width = state.shape
    row = next(r for r in range(height) if state[r, column] != " ")
    line = lambda cells: "XXXX" in cells or "OOOO" in cells  # noqa: E731
    return line("".join(state[row])) or line("".join(state[:, column]))


def one_way_only(state, column):
    height, width = state.shape
    row = next(r for r in range(height) if state[r, column] != " ")
    for d_row, d_col in ((0, 1), (1, 0), (1, 1), (1, -1), (0, -1), (-1, 1), (-1, -1)):
        r, c, count = row, column, 0
        while 0 <= r < height and 0 <= c < width and state[r, c] == state[row, column]:
            count, r, c = count + 1, r + d_row, c + d_col
        if count >= 4:
            return True
    return False


def wraps_around(state, column):
    height, width = state.shape
    row = next(r for r in range(height) if state[r, column] != " ")
    mark, count = state[row, column], 1
    for sign in (1, -1):
        c = column + sign
        while abs(c - column) < 4 and state[row, c % width] == mark:
            count, c = count + 1, c + sign
    return count >= 4 or last_move_wins(state, column)


def test_win_cases_cover_every_direction():
    names = " / ".join(name for name, *_ in WIN_CASES)
    assert all(direction in names for direction in DIRECTIONS)
    assert len(WIN_CASES) == 10


def test_last_move_wins(capsys):
    right = check_last_move_wins(last_move_wins)
    assert right.passed and right.message == (
        "right on 10 edge cases and 822 positions of random 7x6 games (some played on after a "
        "four), 310 of 5x4 and 8x7 games, and on fresh random ones")
    whole_board = check_last_move_wins(
        lambda s, c: ConnectFour(s.shape[1], s.shape[0]).evaluate(s) != 0)
    assert whole_board.message == ("your last_move_wins calls the library's `ConnectFour.evaluate`; "
                                   "write it yourself")
    assert "a diagonal / four" in check_last_move_wins(no_diagonals).message
    assert "count both ways from it and add" in check_last_move_wins(one_way_only).message
    assert "negative indices wrap" in check_last_move_wins(wraps_around).message
    assert "four pieces make a win, not three" in check_last_move_wins(
        lambda s, c: last_move_wins(s, c) or _three(s, c)).message
    assert "returned None" in check_last_move_wins(lambda s, c: None).message
    assert check_last_move_wins(lambda s, c: _raise()).status == "not implemented"


def _three(state, column):
    height = state.shape[0]
    row = next(r for r in range(height) if state[r, column] != " ")
    return "".join(state[row]).count(state[row, column] * 3) > 0
