"""Connect Four on a width x height board (7 x 6 by default): the framework's first real game.

The state is what a student can print and draw: a NumPy array of shape
(height, width) holding ``" "``, ``"X"`` and ``"O"``, **row 0 at the top** (as
printed), so a piece dropped into an empty column lands in row ``height - 1``.
Moves are column indices ``0 .. width - 1``, listed left to right. X moves first
and maximizes; four in a row (horizontal, vertical or diagonal) wins.

Speed without depending on having seen a position
-------------------------------------------------
Connect Four has 4,531,985,219,092 positions (Tromp), so tic-tac-toe's trick, a
table of every board, cannot work. Instead each state is analysed into
bitboards (`connect_four_rules`). `make_move` derives the child's analysis from
its parent's in a few integer operations (the only line that can have been
completed is one through the new piece, and the bitboard test checks them all
at once) and hands it to the next calls on the child (`is_terminal`,
`evaluate`, `get_valid_moves`) through a small table keyed by the board's
bytes. A state built any other way (``np.array``, `from_moves`) is analysed
from scratch the first time, with full validation.
"""

import numpy as np

from ..answer_guard import guard
from .base import (
    PLAYERS,
    Game,
    GameOverError,
    MalformedMoveError,
    OccupiedCellError,
    OffBoardError,
    WrongPlayerError,
)
from .connect_four_notation import moves_from_state, state_from_moves
from .connect_four_rules import BitLayout, Position, analyse_board, board_text, winning_windows
from .symmetry import ColumnMirror

EMPTY = " "
_MAX_CACHED_POSITIONS = 1 << 16  # hand-over table between make_move and the queries
MAX_SIDE = 100  # columns or rows at most: 100x100 has 39,402 windows of four; 30,000 wide took 1.4 GB


class ColumnFullError(OccupiedCellError):
    """The column named by the move has no empty cell left."""


class ConnectFour(Game):
    """Connect Four: drop pieces into columns, four in a row wins.

    State: ``np.ndarray`` of shape (height, width), dtype ``'<U1'``, cells
    ``" "``, ``"X"``, ``"O"``, row 0 at the top. Moves: column indices
    ``0 .. width - 1`` (plain or NumPy integers), left to right. `evaluate` is
    +1 if X has four in a row, -1 if O has, 0 otherwise.

    Errors: `make_move` raises a subclass of `IllegalMoveError` (a `ValueError`)
    naming the move and showing the board: `MalformedMoveError` (not an
    integer: bool, float, tuple, ...), `OffBoardError`, `ColumnFullError`,
    `GameOverError`, `WrongPlayerError`. A state that is no position of a game
    raises `InvalidStateError`, `FloatingPieceError` or `PieceCountError`.

    Parameters
    ----------
    width, height : int, default 7 and 6
        Board size; each from 1 to `MAX_SIDE` (100) (a board where four cannot
        fit is legal and always drawn). ValueError, naming the side, otherwise.
    """

    def __init__(self, width=7, height=6):
        for name, value in (("width", width), ("height", height)):
            if isinstance(value, bool) or not isinstance(value, (int, np.integer)) \
                    or not 1 <= value <= MAX_SIDE:
                raise ValueError(f"{name} must be an integer from 1 to {MAX_SIDE}, got {value!r}")
        self.width, self.height = int(width), int(height)
        self.layout = BitLayout(self.width, self.height)
        self.lines = winning_windows(self.width, self.height)
        self._shape = (self.height, self.width)
        self._positions = {}
        self._symmetries = (ColumnMirror("identity", self.width, self.height, False),
                            ColumnMirror("mirror", self.width, self.height, True))

    def __repr__(self):
        return f"ConnectFour(width={self.width}, height={self.height})"

    # ------------------------------------------------------------------
    # The Game interface
    # ------------------------------------------------------------------
    def initial_state(self):
        """Return an empty board: ``np.full((height, width), " ")``."""
        return np.full(self._shape, EMPTY)

    def get_valid_moves(self, state):
        """Return the columns that are not full, left to right; none when the game is over."""
        return list(self._position(state).moves)

    def make_move(self, state, move, player):
        """Return a new board with `player`'s piece dropped into column `move`.

        `state` is not modified. Raises `MalformedMoveError`, `OffBoardError`,
        `GameOverError`, `ColumnFullError` or `WrongPlayerError` (see the class).
        """
        position = self._position(state)
        if (move.__class__ is int or _is_column(move)) and move in position.move_set \
                and player == position.to_move:
            return self._play(state, position, int(move), player)
        raise self._illegal_move_error(state, position, move, player)

    def to_move(self, state):
        """Return ``"X"`` when both players have as many pieces, else ``"O"``."""
        return self._position(state).to_move

    def symmetries(self):
        """Return the identity and the left-right mirror: gravity rules out the others."""
        return self._symmetries

    def is_terminal(self, state):
        """Return True when a player has four in a row or the board is full."""
        return self._position(state).terminal

    def evaluate(self, state):
        """Return +1 if X has four in a row, -1 if O has, 0 otherwise (draw or not over)."""
        return self._position(state).utility

    def winning_moves(self, state, player):
        """Return the moves of `player` that win at once, in `get_valid_moves` order.

        `player` need not be the player to move (a threat of the opponent is a
        column where *they* would win if they could play). Empty when the game
        is over.
        """
        if player not in PLAYERS:
            raise WrongPlayerError(f"unknown player {player!r}: players are 'X' and 'O'")
        position = self._position(state)
        bits = position.x_bits if player == "X" else position.o_bits
        layout = self.layout
        return [c for c in position.moves
                if layout._has_four(bits | layout.drop(position.mask, c))]

    def display(self, state, ax=None, title=None):
        """Draw the board with matplotlib: yellow X and red O discs, column numbers below.

        With `ax`, draw into that Axes and leave showing to the caller;
        without it, make a figure and show it.
        """
        from ..views.connect_four_board import draw_connect_four, show_connect_four

        self._position(state)  # validate first: a clear error, not a drawing failure
        if ax is None:
            show_connect_four(state, title=title)
        else:
            draw_connect_four(state, ax=ax, title=title)

    # ------------------------------------------------------------------
    # Move strings (Pons' notation: "4453" = columns 4, 4, 5, 3, counted from 1)
    # ------------------------------------------------------------------
    @classmethod
    def from_moves(cls, moves, width=7, height=6):
        """Return the state reached by playing Pons' move string `moves` from the empty board.

        Each character is a column counted from 1 (``"4"`` is the centre of 7x6);
        X plays first. Raises `MalformedMoveError` for a character that is not a
        digit, and the usual `IllegalMoveError` subclasses (off the board, full
        column, game already over), naming the character's position.
        """
        return state_from_moves(cls(width, height), moves)

    def to_moves(self, state):
        """Return a Pons move string that reaches `state` (the inverse of `from_moves`).

        A position can be reached by many move orders; this returns one of them.
        Needs a width of at most 9; raises `PieceCountError` when no game reaches
        the board.
        """
        return moves_from_state(self, state)

    # ------------------------------------------------------------------
    # Helpers for people (errors, printing)
    # ------------------------------------------------------------------
    def board_text(self, state):
        """Return the board as text, one row a line (row 0 first), column numbers below."""
        return board_text(state)

    def _illegal_move_error(self, state, position, move, player):
        board = self.board_text(state)
        where = f"move {move!r} by {player!r}"
        if player not in PLAYERS:
            return WrongPlayerError(f"{where}: unknown player, players are 'X' and 'O'\n{board}")
        if not _is_column(move):
            return MalformedMoveError(f"{where}: a move is a column index, an integer "
                                      f"0..{self.width - 1}\n{board}")
        if not 0 <= move < self.width:
            return OffBoardError(f"{where}: column off the board (columns are "
                                 f"0..{self.width - 1})\n{board}")
        if position.terminal:
            return GameOverError(f"{where}: the game is already over\n{board}")
        if move not in position.move_set:
            return ColumnFullError(f"{where}: column {move} is full\n{board}")
        return WrongPlayerError(f"{where}: it is {position.to_move}'s turn\n{board}")

    # ------------------------------------------------------------------
    # The fast path
    # ------------------------------------------------------------------
    def _play(self, state, position, column, player):
        layout = self.layout
        cell = layout.drop(position.mask, column)
        x_bits, o_bits = position.x_bits, position.o_bits
        if player == "X":
            x_bits |= cell
            won = layout._has_four(x_bits)
        else:
            o_bits |= cell
            won = layout._has_four(o_bits)
        mask = position.mask | cell
        new_state = state.copy()
        new_state[self.height - (mask & layout.column_masks[column]).bit_count(), column] = player
        return self._store(new_state, x_bits, o_bits, mask, player, won)

    def _store(self, new_state, x_bits, o_bits, mask, player, won):
        utility = (1 if player == "X" else -1) if won else 0
        child = Position(x_bits, o_bits, mask, "O" if player == "X" else "X", utility,
                          self.layout)
        if len(self._positions) >= _MAX_CACHED_POSITIONS:
            self._positions.clear()
        self._positions[new_state.tobytes()] = child
        return new_state

    def _position(self, state):
        try:
            position = self._positions.get(state.tobytes())
        except AttributeError:  # not a NumPy array
            position = None
        # The bytes alone do not make a board: an int32 array can have the same ones.
        if position is None or state.shape != self._shape or state.dtype.kind != "U":
            position = self._analyse(state)
        return position

    def _analyse(self, state):
        """Validate a board seen for the first time and build its bitboards."""
        position = analyse_board(state, self.layout, self._shape, repr(self))
        self._positions[state.tobytes()] = position
        return position

def _is_column(move):
    return isinstance(move, (int, np.integer)) and not isinstance(move, (bool, np.bool_))


# Telling a win on the whole board is what notebook 10's exercise must not do, and listing the
# immediate wins half of notebook 11's "win in one" rollout (`course_lib.answer_guard`)
for _name, _topics in (("is_terminal", ("win check",)), ("evaluate", ("win check",)),
                       ("winning_moves", ("win check", "rollout"))):
    setattr(ConnectFour, _name, guard(getattr(ConnectFour, _name), *_topics,
                                      name=f"ConnectFour.{_name}"))
del _name, _topics
