"""The base-3 encoding of positions (CMPUT 396 notes, "Board Representation Example")."""

import numpy as np
import pytest
from hypothesis import given, strategies as st

from course_lib import TicTacToe, reachable_positions
from course_lib.games.encoding import base3_digits, board_from_text, decode_position, encode_position


def test_the_notes_example_is_8427():
    board = board_from_text("x . o / x o . / . x .")
    assert board.tolist() == [["X", " ", "O"], ["X", "O", " "], [" ", "X", " "]]
    assert encode_position(board) == 8_427
    assert base3_digits(8_427) == "102 120 010"
    assert decode_position(8_427).tolist() == board.tolist()


def test_the_notes_unreachable_position_has_a_number_but_is_not_reachable():
    board = board_from_text("x . o / x . o / x . o")
    assert encode_position(board) == 8_327
    assert base3_digits(8_327) == "102 102 102"
    numbers = {encode_position(s) for s in reachable_positions(TicTacToe()).values()}
    assert 8_327 not in numbers


def test_extremes():
    assert encode_position(np.full((3, 3), " ")) == 0
    assert encode_position(np.full((3, 3), "O")) == 3 ** 9 - 1 == 19_682
    assert encode_position(TicTacToe(4).initial_state()) == 0
    assert decode_position(3 ** 16 - 1, size=4).tolist() == [["O"] * 4] * 4


def test_round_trip_over_all_5478_reachable_positions():
    positions = list(reachable_positions(TicTacToe()).values())
    numbers = [encode_position(s) for s in positions]
    assert len(positions) == 5_478
    assert len(set(numbers)) == 5_478  # one number per position
    assert all(0 <= n < 19_683 for n in numbers)
    for state, number in zip(positions, numbers):
        assert np.array_equal(decode_position(number), state)


@given(st.integers(min_value=0, max_value=3 ** 9 - 1))
def test_decode_then_encode_is_the_identity(number):
    assert encode_position(decode_position(number)) == number


@pytest.mark.parametrize("number", [-1, 19_683, 2.0, "8427", True, None])
def test_decode_rejects_what_is_not_a_board_number(number):
    with pytest.raises(ValueError, match="number must be an int in range"):
        decode_position(number)
    with pytest.raises(ValueError, match="number must be an int in range"):
        base3_digits(number)


def test_encode_rejects_bad_boards():
    with pytest.raises(ValueError, match="square board"):
        encode_position(np.full((2, 3), " "))
    with pytest.raises(ValueError, match="holds 'Z'"):
        encode_position(np.array([["Z", " "], [" ", " "]]))


def test_board_from_text_rejects_ragged_text():
    with pytest.raises(ValueError, match="text must be 3 rows of 3 cells"):
        board_from_text("x . o / x o / . x .")
    with pytest.raises(ValueError, match="text must be"):
        board_from_text("x . q / x o . / . x .")
