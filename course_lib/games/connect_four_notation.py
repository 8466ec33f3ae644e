"""Pons' move strings for Connect Four: ``"4453"`` = columns 4, 4, 5, 3, counted from 1.

Every Connect Four resource (Pons' test sets and solver, Tromp's pages) writes a
position as the sequence of columns played, X first. `state_from_moves` plays
such a string on a `ConnectFour` game; `moves_from_state` finds one string that
reaches a given board. `ConnectFour.from_moves` and `ConnectFour.to_moves` are
the public entry points.
"""

import numpy as np

from .base import (GameOverError, InvalidStateError, MalformedMoveError, OccupiedCellError,
                   OffBoardError)
from .connect_four_rules import PieceCountError


def state_from_moves(game, moves):
    """Return the state of `game` reached by playing the move string `moves` from the empty board.

    Raises `MalformedMoveError` for a character that is not a digit, and the
    game's `IllegalMoveError` subclasses (off the board, full column, game
    already over), naming the character's position in the string and the column
    as the string counts it (1..width), with the board before that move.
    """
    if not isinstance(moves, str):
        raise MalformedMoveError(f"a move string is a str of column digits, got {moves!r}")
    state = game.initial_state()
    for index, char in enumerate(moves):
        if not char.isdigit() or not char.isascii():
            raise MalformedMoveError(f"move {index + 1} of {moves!r} is {char!r}: "
                                     "expected a column digit 1..9")
        try:
            state = game.make_move(state, int(char) - 1, game.to_move(state))
        except (OffBoardError, OccupiedCellError, GameOverError) as error:
            raise type(error)(f"move {index + 1} of {moves!r} ({char!r}): "
                              f"{_why(game, error, char)}\n{_board_text(game, state)}") from None
    return state


def _board_text(game, state):
    """The board as `ConnectFour.board_text` draws it, with the columns numbered 1..width below."""
    rows = game.board_text(state).splitlines()[:-1]
    return "\n".join(rows + [" " + " ".join(str(c % 10) for c in range(1, game.width + 1))])


def _why(game, error, char):
    """Why the digit `char` cannot be played, in the string's own 1-based column numbers."""
    if isinstance(error, OffBoardError):
        return f"there is no column {char} (the columns are 1..{game.width})"
    if isinstance(error, GameOverError):
        return "the game is already over"
    return f"column {char} is full"


def moves_from_state(game, state):
    """Return a move string that reaches `state` on `game` (the inverse of `state_from_moves`).

    Found by taking top pieces off, last mover first, never passing through a
    finished game. Raises `ValueError` for a board wider than 9 columns (one
    digit per column) and `PieceCountError` when no game reaches the board.
    """
    if game.width > 9:
        raise ValueError(f"move strings use one digit per column: width {game.width} > 9")
    last_mover = "O" if game.to_move(state) == "X" else "X"  # validates the board too
    columns = [[cell for cell in state[::-1, c].tolist() if cell != " "]
               for c in range(game.width)]
    found = _unplay(game, columns, last_mover, set())
    if found is None:
        raise PieceCountError(f"no game reaches this board\n{game.board_text(state)}")
    return "".join(str(c + 1) for c in found)


def _unplay(game, columns, last_mover, dead_ends):
    """Return the columns of a game that builds `columns` (bottom-up lists), or None."""
    key = tuple(map(tuple, columns))
    if not any(columns):
        return []
    if key in dead_ends:
        return None
    for c, column in enumerate(columns):
        if column and column[-1] == last_mover:
            column.pop()
            if _unfinished(game, _board(game, columns)):
                found = _unplay(game, columns, "O" if last_mover == "X" else "X", dead_ends)
                if found is not None:
                    column.append(last_mover)
                    return found + [c]
            column.append(last_mover)
    dead_ends.add(key)
    return None


def _unfinished(game, board):
    """True when `board` is a position of some game that is not over yet (play could reach past it)."""
    try:
        return not game.is_terminal(board)
    except InvalidStateError:  # e.g. a four with the wrong player to move: no game passes here
        return False


def _board(game, columns):
    board = np.full((game.height, game.width), " ")
    for col, pieces in enumerate(columns):
        for k, cell in enumerate(pieces):
            board[game.height - 1 - k, col] = cell
    return board
