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

from .base import (
    PLAYERS,
    Game,
    GameOverError,
    InvalidStateError,
    MalformedMoveError,
    OccupiedCellError,
    OffBoardError,
    WrongPlayerError,
)
from .connect_four_rules import BitLayout, winning_windows

EMPTY = " "
_MAX_CACHED_POSITIONS = 1 << 16  # hand-over table between make_move and the queries


class ColumnFullError(OccupiedCellError):
    """The column named by the move has no empty cell left."""


class FloatingPieceError(InvalidStateError):
    """A piece sits above an empty cell: gravity forbids it."""


class PieceCountError(InvalidStateError):
    """The numbers of X and O pieces (or the winners) are not those of any game."""


class _Position:
    """What the rules say about one board, as bitboards plus the derived answers."""

    __slots__ = ("x_bits", "o_bits", "mask", "to_move", "utility", "terminal", "moves",
                 "move_set")

    def __init__(self, x_bits, o_bits, mask, to_move, utility, layout):
        self.x_bits, self.o_bits, self.mask = x_bits, o_bits, mask
        self.to_move = to_move
        self.utility = utility
        full = mask == layout.board
        self.terminal = utility != 0 or full
        self.moves = () if self.terminal else tuple(
            c for c in range(layout.width) if not mask & layout.top_cells[c])
        self.move_set = frozenset(self.moves)


class ColumnMirror:
    """A symmetry of the Connect Four board: the identity or the left-right mirror.

    Same interface as tic-tac-toe's `Symmetry`: ``perm[k]`` is the flat
    (row-major) index of the cell that lands on flat index k; `map_move` sends a
    column to its image, `inverse_move` undoes it.
    """

    def __init__(self, name, width, height, mirrored):
        self.name = name
        self.width = width
        self.mirrored = mirrored
        self.perm = tuple(r * width + (width - 1 - c if mirrored else c)
                          for r in range(height) for c in range(width))

    def __repr__(self):
        return f"ColumnMirror({self.name!r}, width={self.width})"

    def apply(self, state):
        """Return the transformed board (a new array)."""
        return np.array(state[:, ::-1]) if self.mirrored else np.array(state)

    def map_move(self, move):
        """Return the column that `move` becomes under this symmetry."""
        return self.width - 1 - move if self.mirrored else move

    inverse_move = map_move  # each of the two is its own inverse


class ConnectFour(Game):
    """Connect Four: drop pieces into columns, four in a row wins.

    Parameters
    ----------
    width, height : int, default 7 and 6
        Board size; each at least 1 (a board where four cannot fit is legal
        and always drawn).

    State: ``np.ndarray`` of shape (height, width), dtype ``'<U1'``, cells
    ``" "``, ``"X"``, ``"O"``, row 0 at the top. Moves: column indices
    ``0 .. width - 1`` (plain or NumPy integers), left to right. `evaluate` is
    +1 if X has four in a row, -1 if O has, 0 otherwise.

    Errors: `make_move` raises a subclass of `IllegalMoveError` (a `ValueError`)
    naming the move and showing the board: `MalformedMoveError` (not an
    integer: bool, float, tuple, ...), `OffBoardError`, `ColumnFullError`,
    `GameOverError`, `WrongPlayerError`. A state that is no position of a game
    raises `InvalidStateError`, `FloatingPieceError` or `PieceCountError`.
    """

    def __init__(self, width=7, height=6):
        for name, value in (("width", width), ("height", height)):
            if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < 1:
                raise ValueError(f"{name} must be an integer >= 1, got {value!r}")
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
                if layout.has_four(bits | layout.drop(position.mask, c))]

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
        game = cls(width, height)
        if not isinstance(moves, str):
            raise MalformedMoveError(f"a move string is a str of column digits, got {moves!r}")
        state = game.initial_state()
        for index, char in enumerate(moves):
            if not char.isdigit() or not char.isascii():
                raise MalformedMoveError(f"move {index + 1} of {moves!r} is {char!r}: "
                                         "expected a column digit 1..9")
            try:
                state = game.make_move(state, int(char) - 1, game.to_move(state))
            except (OffBoardError, ColumnFullError, GameOverError) as error:
                raise type(error)(f"move {index + 1} of {moves!r} ({char!r}): {error}") from None
        return state

    def to_moves(self, state):
        """Return a Pons move string that reaches `state` (the inverse of `from_moves`).

        A position can be reached by many move orders; this returns one of them
        (found by taking top pieces off, last mover first, never passing through
        a finished game). Needs a width of at most 9.
        """
        if self.width > 9:
            raise ValueError(f"move strings use one digit per column: width {self.width} > 9")
        position = self._position(state)
        columns = [[cell for cell in state[::-1, c].tolist() if cell != EMPTY]
                   for c in range(self.width)]
        found = self._unplay(columns, "O" if position.to_move == "X" else "X", set())
        if found is None:
            raise PieceCountError(f"no game reaches this board\n{self.board_text(state)}")
        return "".join(str(c + 1) for c in found)

    # ------------------------------------------------------------------
    # Helpers for people (errors, printing)
    # ------------------------------------------------------------------
    def board_text(self, state):
        """Return the board as text, one row a line (row 0 first), column numbers below."""
        rows = ["|" + "|".join(str(cell) for cell in row) + "|" for row in np.asarray(state)]
        return "\n".join(rows + [" " + " ".join(str(c % 10) for c in range(self.width))])

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
            won = layout.has_four(x_bits)
        else:
            o_bits |= cell
            won = layout.has_four(o_bits)
        mask = position.mask | cell
        new_state = state.copy()
        new_state[self.height - (mask & layout.column_masks[column]).bit_count(), column] = player
        return self._store(new_state, x_bits, o_bits, mask, player, won)

    def _store(self, new_state, x_bits, o_bits, mask, player, won):
        utility = (1 if player == "X" else -1) if won else 0
        child = _Position(x_bits, o_bits, mask, "O" if player == "X" else "X", utility,
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
        if position is None or state.shape != self._shape:
            position = self._analyse(state)
        return position

    def _analyse(self, state):
        """Validate a board seen for the first time and build its bitboards."""
        self._check_board(state)
        layout = self.layout
        x_bits = o_bits = 0
        for (row, col), cell in np.ndenumerate(state):
            if cell == "X":
                x_bits |= layout.bit(row, col)
            elif cell == "O":
                o_bits |= layout.bit(row, col)
        mask = x_bits | o_bits
        self._check_gravity(state)
        x_count, o_count = x_bits.bit_count(), o_bits.bit_count()
        x_won, o_won = layout.has_four(x_bits), layout.has_four(o_bits)
        board = self.board_text(state)
        if x_count - o_count not in (0, 1):
            raise PieceCountError(f"X has {x_count} pieces and O {o_count}: X, who moves "
                                  f"first, has as many as O or one more\n{board}")
        if x_won and o_won:
            raise PieceCountError(f"both X and O have four in a row: the game stops at the "
                                  f"first\n{board}")
        if (x_won and x_count == o_count) or (o_won and x_count > o_count):
            raise PieceCountError("a player moved after the game was won\n" + board)
        to_move = "X" if x_count == o_count else "O"
        utility = 1 if x_won else -1 if o_won else 0
        position = _Position(x_bits, o_bits, mask, to_move, utility, layout)
        self._positions[state.tobytes()] = position
        return position

    def _check_gravity(self, state):
        for col in range(self.width):
            column = state[:, col].tolist()  # top to bottom
            filled = [cell != EMPTY for cell in column]
            if any(filled[r] and not filled[r + 1] for r in range(self.height - 1)):
                raise FloatingPieceError(f"column {col} has a piece above an empty cell\n"
                                         f"{self.board_text(state)}")

    def _check_board(self, state):
        if not isinstance(state, np.ndarray):
            raise InvalidStateError(f"a {self!r} state is a NumPy array of shape {self._shape}, "
                                    f"got {type(state).__name__}: {state!r}")
        if state.shape != self._shape:
            raise InvalidStateError(f"a {self!r} state has shape {self._shape} "
                                    f"(height, width), got shape {state.shape}")
        if state.dtype.kind != "U":
            raise InvalidStateError(f"a {self!r} state holds the strings ' ', 'X', 'O', "
                                    f"got dtype {state.dtype}")
        bad = sorted(set(state.ravel().tolist()) - {EMPTY, "X", "O"})
        if bad:
            raise InvalidStateError(f"a {self!r} state holds only ' ', 'X', 'O', found {bad}")

    def _unplay(self, columns, last_mover, dead_ends):
        """Return the columns of a game that builds `columns` (bottom-up lists), or None."""
        key = tuple(map(tuple, columns))
        if not any(columns):
            return []
        if key in dead_ends:
            return None
        for c, column in enumerate(columns):
            if column and column[-1] == last_mover:
                column.pop()
                before = np.full(self._shape, EMPTY)
                for col, pieces in enumerate(columns):
                    for k, cell in enumerate(pieces):
                        before[self.height - 1 - k, col] = cell
                if self._position(before).utility == 0:
                    found = self._unplay(columns, "O" if last_mover == "X" else "X", dead_ends)
                    if found is not None:
                        column.append(last_mover)
                        return found + [c]
                column.append(last_mover)
        dead_ends.add(key)
        return None


def _is_column(move):
    return isinstance(move, (int, np.integer)) and not isinstance(move, (bool, np.bool_))
