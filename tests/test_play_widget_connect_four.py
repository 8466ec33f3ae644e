"""The Connect Four play board: `PlaySession` with column moves, and `ConnectFourBoard`'s widgets.

Handlers are called directly (ipywidgets swallows exceptions in on_click
handlers); the session and the HTML the board writes are compared.
"""

import re

import pytest

from course_lib import (ConnectFour, ConnectFourSolver, DepthLimitedAlphaBetaSolver,
                        DepthLimitedMinimaxSolver, MinimaxSolver, RandomSolver, Solver, centre_first,
                        connect_four_evaluation)
from course_lib.widgets import ConnectFourBoard, PlayBoard, play_against
from course_lib.widgets.board_controls import live_region
from course_lib.widgets.connect_four_board import DISC_CLASSES
from course_lib.widgets.hints import CONNECT_FOUR_HINT_DEPTH, default_hint_solver


class Scripted(Solver):
    """Plays the given columns in order."""

    def __init__(self, *columns):
        self.columns = list(columns)

    def select_move(self, game, state, player):
        return self.columns.pop(0)


def solver(depth=2):
    return DepthLimitedAlphaBetaSolver(depth, connect_four_evaluation, move_order=centre_first)


def shown(board):
    """(disc classes row by row as 'x'/'o'/'.', disc letters, hint texts) from the board's HTML."""
    html = board.discs.value
    classes = re.findall(r'class="course-c4-disc (course-c4-\w+)[ "]', html)
    letters = re.findall(r'class="course-c4-disc [^"]+"[^>]*>([^<]*)</div>', html)
    hints = re.findall(r'class="course-c4-hint"[^>]*>([^<]*)</div>', html)
    width = board.session.game.width
    names = {value: key for key, value in DISC_CLASSES.items()}
    cells = "".join(names[c].replace(" ", ".") for c in classes)
    return [cells[r:r + width] for r in range(0, len(cells), width)], letters, hints


def marks(session):
    return ["".join(c if c != " " else "." for c in row) for row in session.state.tolist()]


def test_play_against_picks_the_connect_four_board_and_the_solver_opens():
    board = play_against(ConnectFour(), solver(), human="O")
    assert isinstance(board, ConnectFourBoard) and not isinstance(board, PlayBoard)
    assert repr(board) == ("ConnectFourBoard(ConnectFour(width=7, height=6): you play O against "
                           "DepthLimitedAlphaBetaSolver(max_depth=2, evaluation="
                           "'connect_four_evaluation', move_order=centre_first))")
    assert board.session.moves == [("X", 3)]  # the centre, first in centre-first order
    assert [b.description for b in board.column_buttons] == [str(c) for c in range(7)]
    assert {b.icon for b in board.column_buttons} == {"arrow-down"}
    cells, letters, hints = shown(board)
    assert cells == marks(board.session) and cells[-1] == "...X..."
    assert letters.count("X") == 1 and letters.count("\u00a0") == 41
    assert hints == ["\u00a0"] * 7
    assert board.status.value == live_region("<b>DepthLimitedAlphaBetaSolver (X) played column 3. "
                                             "Your turn: you play O.</b>")


def test_a_column_click_drops_a_piece_and_the_solver_answers():
    board = play_against(ConnectFour(), RandomSolver(3), human="X")
    assert board.session.moves == []
    board.column_buttons[3].click()
    session = board.session
    assert session.moves[0] == ("X", 3) and len(session.moves) == 2
    assert session.state[5, 3] == "X"
    assert shown(board)[0] == marks(session)


def test_a_full_column_is_disabled_and_refused_with_a_message_and_nothing_changes():
    board = play_against(ConnectFour(), Scripted(0, 0, 0), human="X")
    session = board.session
    for _ in range(3):
        board._on_column(0)
    assert marks(session)[0] == "O......" and len(session.moves) == 6
    full = board.column_buttons[0]
    assert full.disabled and full.tooltip == "column 0 is full"  # not even clickable
    assert not any(button.disabled for button in board.column_buttons[1:])
    board._on_column(0)  # a click that reaches the board anyway (e.g. a stale view)
    assert len(session.moves) == 6 and marks(session)[0] == "O......"
    assert session.message == "Column 0 is full: pick another column."
    assert board.status.value.endswith("Column 0 is full: pick another column.</b></div>")
    board._on_column(1)  # the next legal move clears the message
    assert session.message == "" and len(session.moves) == 7
    board._on_undo()
    board._on_undo()  # column 0 has room again
    assert len(session.moves) == 4 and not full.disabled


def test_a_full_column_stays_disabled_after_the_game_and_after_undo():
    board = play_against(ConnectFour(), Scripted(0, 0, 0, 1, 1, 1), human="X")
    for column in (0, 0, 0, 2, 2, 2, 2):  # column 0 filled, then X wins in column 2
        board._on_column(column)
    assert board.session.is_over and all(b.disabled for b in board.column_buttons)
    board._on_undo()
    assert not board.session.is_over
    assert [b.disabled for b in board.column_buttons] == [True] + [False] * 6


def test_off_board_and_malformed_columns_are_ignored():
    session = play_against(ConnectFour(), solver(), human="X").session
    assert not session.drop(7) and session.message.startswith("Move 7 ignored: ")
    assert "column off the board" in session.message
    assert not session.drop(True) and "a move is a column index" in session.message
    assert session.moves == []


def test_undo_new_game_and_the_end_of_a_game():
    game = ConnectFour(5, 4)
    board = play_against(game, solver(3), human="X")
    session = board.session
    board._on_column(2)
    board._on_column(2)
    assert len(session.moves) == 4
    board._on_undo()
    assert len(session.moves) == 2 and shown(board)[0] == marks(session)
    while not session.is_over:  # a careless player: always the leftmost open column
        board._on_column(game.get_valid_moves(session.state)[0])
    assert "Game over" in session.status_text()
    assert not session.drop(game.get_valid_moves(session.state)[:1] or 0)
    assert session.message == "The game is over: press New game."
    board._on_new_game()
    assert session.moves == [] and shown(board)[0] == ["....."] * 4


def test_a_won_game_rings_the_winning_four_and_disables_the_columns():
    board = play_against(ConnectFour(), Scripted(0, 0, 0), human="X")
    for _ in range(4):
        assert not any(button.disabled for button in board.column_buttons)
        board._on_column(3)
    assert board.session.is_over and "Game over: you win (X)" in board.status.value
    won = re.findall(r'class="course-c4-disc course-c4-x course-c4-win" role="img" '
                     r'aria-label="row (\d), column (\d), X, part of the winning four"',
                     board.discs.value)
    assert won == [("2", "3"), ("3", "3"), ("4", "3"), ("5", "3")]
    assert board.discs.value.count("course-c4-win") == 4
    assert all(button.disabled for button in board.column_buttons)
    assert board.column_buttons[0].tooltip == "the game is over: press New game"
    board._on_new_game()
    assert "course-c4-win" not in board.discs.value
    assert not any(button.disabled for button in board.column_buttons)


def test_hints_are_depth_limited_values_under_the_columns():
    board = play_against(ConnectFour(), solver(), human="X", hints=True)
    session = board.session
    assert session.hint_solver.max_depth == CONNECT_FOUR_HINT_DEPTH
    values = session.hint_values()
    reference = default_hint_solver(session.game)
    assert values == {c: reference.minimax_value(session.game, session.game.make_move(
        session.state, c, "X"), "O") for c in range(7)}
    assert all(-1 < value < 1 for value in values.values())
    hints = shown(board)[2]
    assert hints == [f"{values[c]:+.3f}" for c in range(7)]
    assert "It sees 5 plies beyond your move" in board.hint_help.value
    board.hints_toggle.value = False
    assert shown(board)[2] == ["\u00a0"] * 7 and board.hint_help.value == ""


def test_hints_show_a_forced_win_as_plus_one():
    board = play_against(ConnectFour(), Scripted(6, 6), human="X", hints=True)
    board._on_column(1)
    board._on_column(2)  # X on the bottom row in columns 1 and 2, O stacked in column 6
    hints = board.session.hint_values()
    assert hints[3] == 1  # 1-2-3 with both ends open: two threats, O blocks one
    assert all(value < 1 for column, value in hints.items() if column != 3)  # one threat each
    assert shown(board)[2][3] == "+1"


def test_full_depth_solvers_are_refused_on_7x6_and_accepted_on_a_tiny_board():
    with pytest.raises(ValueError, match="7x6 Connect Four board; use a depth-limited solver "
                                         "such as DepthLimitedAlphaBetaSolver"):
        play_against(ConnectFour(), MinimaxSolver())
    board = play_against(ConnectFour(4, 3), MinimaxSolver(), human="O", hints=True)
    assert board.session.moves and board.session.hint_error is None
    assert set(board.session.hint_values().values()) <= {-1, 0, 1}
    assert "if both sides play perfectly" in board.hint_help.value
    play_against(ConnectFour(), DepthLimitedMinimaxSolver(2))  # depth-limited: accepted


def test_small_boards_get_exact_hints_from_the_perfect_solver():
    assert isinstance(default_hint_solver(ConnectFour(5, 4)), ConnectFourSolver)
    assert isinstance(default_hint_solver(ConnectFour(5, 5)), ConnectFourSolver)
    assert default_hint_solver(ConnectFour(6, 5)).max_depth == CONNECT_FOUR_HINT_DEPTH
    board = play_against(ConnectFour(5, 4), ConnectFourSolver(), human="X", hints=True)
    hints = board.session.hint_values()
    assert hints == {0: -1, 1: 0, 2: 0, 3: 0, 4: -1}  # X's outer columns lose 5x4, the rest draw
    assert "if both sides play perfectly" in board.hint_help.value
