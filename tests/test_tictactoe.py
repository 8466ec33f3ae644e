"""The TicTacToe rules, its state format and its errors."""

import numpy as np
import pytest

from course_lib import (
    GameOverError,
    IllegalMoveError,
    InvalidStateError,
    MalformedMoveError,
    OccupiedCellError,
    OffBoardError,
    TicTacToe,
    WrongPlayerError,
)
from conftest import board


def test_initial_state_is_the_lectures_numpy_board(game):
    state = game.initial_state()
    assert isinstance(state, np.ndarray)
    assert state.shape == (3, 3)
    assert (state == " ").all()


def test_moves_are_row_major_empty_cells(game):
    state = board(["X O", "   ", " X "])
    assert game.get_valid_moves(state) == [(0, 1), (1, 0), (1, 1), (1, 2), (2, 0), (2, 2)]


def test_make_move_returns_new_state_and_leaves_old_one(game):
    state = game.initial_state()
    after = game.make_move(state, (1, 1), "X")
    assert after[1, 1] == "X"
    assert (state == " ").all()
    assert after is not state


@pytest.mark.parametrize("rows, utility", [
    (["XXX", "OO ", "   "], 1),
    (["OX ", "OX ", "O X"], -1),
    (["X O", " XO", "  X"], 1),
    (["XXO", " O ", "O X"], -1),
    (["XOX", "XOO", "OXX"], 0),
    (["X  ", "   ", "   "], 0),
])
def test_evaluate_is_utility_for_x(game, rows, utility):
    assert game.evaluate(board(rows)) == utility


def test_terminal_positions(game):
    assert game.is_terminal(board(["XXX", "OO ", "   "]))
    assert game.is_terminal(board(["XOX", "XOO", "OXX"]))  # full, draw
    assert not game.is_terminal(board(["XO ", "   ", "   "]))
    assert game.get_valid_moves(board(["XXX", "OO ", "   "])) == []


def test_to_move_follows_mark_counts(game):
    assert game.to_move(game.initial_state()) == "X"
    assert game.to_move(board(["X  ", "   ", "   "])) == "O"
    with pytest.raises(InvalidStateError, match="no game reaches"):
        game.to_move(board(["XX ", "   ", "   "]))


def test_get_opponent(game):
    assert game.get_opponent("X") == "O"
    assert game.get_opponent("O") == "X"
    with pytest.raises(WrongPlayerError, match="'Z'"):
        game.get_opponent("Z")


@pytest.mark.parametrize("move, error, fragment", [
    ((0, 0), OccupiedCellError, r"move \(0, 0\) by 'O': cell \(0, 0\) already holds 'X'"),
    ((3, 0), OffBoardError, r"move \(3, 0\) by 'O': cell off the 3x3 board"),
    ((-1, 2), OffBoardError, r"off the 3x3 board"),
    ([1, 1], MalformedMoveError, r"move \[1, 1\] by 'O': a move is a \(row, col\) pair"),
    ((1,), MalformedMoveError, "pair of integers"),
    ("a1", MalformedMoveError, "pair of integers"),
    (None, MalformedMoveError, "move None"),
    ((1.0, 1), MalformedMoveError, "pair of integers"),
    ((True, 0), MalformedMoveError, r"move \(True, 0\) by 'O': a move is a \(row, col\) pair"),
    ((False, 2), MalformedMoveError, "pair of integers"),
    ((1, np.True_), MalformedMoveError, "pair of integers"),
])
def test_illegal_moves_raise_specific_errors_naming_move_and_board(game, move, error, fragment):
    state = board(["X  ", "   ", "   "])
    before = state.copy()
    with pytest.raises(error, match=fragment) as caught:
        game.make_move(state, move, "O")
    assert isinstance(caught.value, IllegalMoveError)
    assert isinstance(caught.value, ValueError)
    assert " X |   |  " in str(caught.value)  # the board is shown
    assert (state == before).all()  # nothing lost


def test_wrong_player_and_unknown_player(game):
    state = board(["X  ", "   ", "   "])
    with pytest.raises(WrongPlayerError, match="it is O's turn"):
        game.make_move(state, (1, 1), "X")
    with pytest.raises(WrongPlayerError, match="unknown player"):
        game.make_move(state, (1, 1), "x")


def test_move_after_game_over(game):
    state = board(["XXX", "OO ", "   "])
    with pytest.raises(GameOverError, match=r"move \(2, 2\) by 'O': the game is already over"):
        game.make_move(state, (2, 2), "O")


@pytest.mark.parametrize("bad, fragment", [
    ([[" "] * 3] * 3, "NumPy array"),
    (np.full((2, 2), " "), r"shape \(3, 3\)"),
    (np.zeros((3, 3)), "dtype"),
    (np.full((3, 3), "Z"), r"found \['Z'\]"),
])
def test_bad_states_are_rejected_clearly(game, bad, fragment):
    with pytest.raises(InvalidStateError, match=fragment):
        game.is_terminal(bad)


def test_bool_coordinates_neither_fill_a_row_nor_skip_a_turn(game):
    """(True, 0) == (1, 0) as a set element, but as a NumPy index it selects a whole row;
    (False, 0) selects nothing. Both must be refused before the legality lookup."""
    empty = game.initial_state()
    for move in [(True, 0), (False, 0), (True, True)]:
        with pytest.raises(MalformedMoveError):
            game.make_move(empty, move, "X")
    assert (empty == " ").all()


def test_a_cached_board_is_still_checked_for_its_dtype(game):
    empty = game.initial_state()
    game.get_valid_moves(empty)  # the empty board is now in the game's table
    same_bytes = np.full((3, 3), ord(" "), dtype=np.int32)
    assert same_bytes.tobytes() == empty.tobytes()
    for method in (game.get_valid_moves, game.is_terminal, game.evaluate, game.to_move):
        with pytest.raises(InvalidStateError, match="got dtype int32"):
            method(same_bytes)
    with pytest.raises(InvalidStateError, match="got dtype int32"):
        game.make_move(same_bytes, (0, 0), "X")


@pytest.mark.parametrize("rows, why", [
    (["XX ", "   ", "   "], "X has 2 marks and O 0: X moves first"),
    (["OO ", "X  ", "   "], "X has 1 marks and O 2"),
    (["XXX", "OOO", "   "], "both X and O have a line"),
    (["XXX", "OO ", "O  "], "X has a line, and the other player moved after the game was won"),
    (["OOO", "XX ", "X X"], "O has a line, and the other player moved after the game was won"),
])
def test_boards_no_game_reaches_are_refused_by_every_method(game, rows, why):
    state = board(rows)
    for method in (game.evaluate, game.is_terminal, game.to_move, game.get_valid_moves):
        with pytest.raises(InvalidStateError, match=f"no game reaches this board: {why}"):
            method(state)


def test_two_lines_need_a_common_cell_the_last_move():
    game = TicTacToe(4)
    both_diagonals = board(["XOOX", "OXXO", "OXXO", "XO X"])  # 8 X, 7 O: counts are legal
    with pytest.raises(InvalidStateError, match="the winner's lines share no cell"):
        game.evaluate(both_diagonals)
    crossing = board(["XXX", "XOO", "XOO"])  # X's last move at (0, 0) made two lines
    assert TicTacToe().evaluate(crossing) == 1


def test_numpy_integer_moves_are_accepted(game):
    after = game.make_move(game.initial_state(), (np.int64(2), np.int64(0)), "X")
    assert after[2, 0] == "X"


def test_size_must_be_an_integer_of_two_or_more():
    with pytest.raises(ValueError, match="size must be an integer >= 2"):
        TicTacToe(1)
    with pytest.raises(ValueError, match="size must be an integer >= 2"):
        TicTacToe("3")


def test_four_by_four_needs_four_in_a_row():
    game = TicTacToe(4)
    state = game.initial_state()
    assert state.shape == (4, 4)
    assert len(game.get_valid_moves(state)) == 16
    three = board(["XXX ", "OOO ", "    ", "    "])
    assert not game.is_terminal(three)
    four = game.make_move(three, (0, 3), "X")
    assert game.evaluate(four) == 1 and game.is_terminal(four)
    diagonal = board(["O XX", " O X", "X O ", "   O"])
    assert game.evaluate(diagonal) == -1
    anti = board(["O  X", "O X ", " X O", "X   "])
    assert game.evaluate(anti) == 1


def test_board_text(game):
    assert game.board_text(board(["XO ", "   ", "  X"])) == (
        " X | O |  \n---+---+---\n   |   |  \n---+---+---\n   |   | X")


def test_display_draws_crosses_and_circles(game):
    import matplotlib.pyplot as plt
    from matplotlib.colors import to_rgb

    from course_lib.views.board import MARK_COLORS

    fig, ax = plt.subplots()
    game.display(board(["XO ", "   ", "  X"]), ax=ax)
    strokes = [line for line in ax.lines if line.get_gid() == "X"]
    circles = [p for p in ax.patches if isinstance(p, plt.Circle)]
    blue, vermillion = MARK_COLORS["X"], to_rgb(MARK_COLORS["O"])  # Okabe-Ito
    assert len(strokes) == 4 and all(line.get_color() == blue for line in strokes)  # 2 crosses
    assert len(circles) == 1 and circles[0].get_edgecolor()[:3] == pytest.approx(vermillion)
    plt.close(fig)


def test_games_declare_their_board_symmetries(game):
    from course_lib import two_move_game

    names = [s.name for s in game.symmetries()]
    assert len(names) == 8 and names[0] == "identity"
    assert len(TicTacToe(4).symmetries()) == 8
    assert two_move_game().symmetries() == ()
