"""Tic-tac-toe on a size x size board (k-in-a-row with k = size).

The state is what the lecture uses: a NumPy array of shape (size, size) holding
the one-character strings ``" "``, ``"X"`` and ``"O"`` (``np.full((3, 3), " ")``,
``state[i, j]``). Moves are ``(row, col)`` tuples, listed in row-major order.

Speed without changing what a state is
--------------------------------------
The lecture's `evaluate` builds eight NumPy slices and calls ``np.all`` on each,
about 100 microseconds a node. Here every method first turns the board into a key
(``state.tobytes()``, a fraction of a microsecond) and looks its analysis up in a
per-game table: legal moves, winner, whose turn. A board seen for the first time
is analysed once, in plain Python over a flat list of cells and precomputed
winning lines. Tic-tac-toe has only 5,478 reachable positions, so after the first
visit every node costs a dictionary lookup; the full-tree minimax runs about 40
times faster than the lecture's code (see ``benchmarks/``).
"""

import numpy as np

from ..answer_guard import guard
from .base import (
    PLAYERS,
    Game,
    GameOverError,
    InvalidStateError,
    MalformedMoveError,
    OccupiedCellError,
    OffBoardError,
    WrongPlayerError,
    check_mark_board,
)

EMPTY = " "
_MAX_CACHED_POSITIONS = 1 << 20  # bounds memory on big boards (4x4 has ~10M positions)


def winning_lines(size):
    """Return the lines of `size` cells that win, as tuples of flat (row-major) indices.

    There are 2 * size + 2 of them: the rows, the columns and the two diagonals.
    """
    rows = [tuple(i * size + j for j in range(size)) for i in range(size)]
    cols = [tuple(i * size + j for i in range(size)) for j in range(size)]
    diagonal = tuple(i * size + i for i in range(size))
    anti_diagonal = tuple(i * size + (size - 1 - i) for i in range(size))
    return tuple(rows + cols + [diagonal, anti_diagonal])


class _Position:
    """What the rules say about one board: computed once, then looked up."""

    __slots__ = ("moves", "move_set", "utility", "terminal", "to_move", "wins")

    def __init__(self, moves, utility, terminal, to_move):
        self.moves = moves
        self.move_set = frozenset(moves)
        self.utility = utility
        self.terminal = terminal
        self.to_move = to_move
        self.wins = {}  # player -> winning moves, filled on demand by winning_moves


class TicTacToe(Game):
    """Tic-tac-toe on a `size` x `size` board; a player wins with `size` in a row.

    State: ``np.ndarray`` of shape (size, size), dtype ``'<U1'``, cells
    ``" "``, ``"X"``, ``"O"``. X moves first and maximizes; it is X's turn when
    both players have the same number of marks.

    Errors: `make_move` raises a subclass of `IllegalMoveError` (a `ValueError`)
    naming the move and showing the board; any method given something that is
    not a board of this game raises `InvalidStateError`: not a NumPy array of
    strings of the right shape, or a board that no game reaches (X has neither
    as many marks as O nor one more, both players have a line, a player moved
    after the game was won, or the winner's lines share no cell, so no single
    last move completed them).

    Parameters
    ----------
    size : int, default 3
        Side of the board (at least 2). ``TicTacToe(4)`` is 4x4 with 4 in a row.
    """

    def __init__(self, size=3):
        if isinstance(size, bool) or not isinstance(size, (int, np.integer)) or size < 2:
            raise ValueError(f"size must be an integer >= 2, got {size!r}")
        self.size = int(size)
        self.lines = winning_lines(self.size)
        self._shape = (self.size, self.size)
        self._cells = tuple((i, j) for i in range(self.size) for j in range(self.size))
        self._positions = {}

    def __repr__(self):
        return f"TicTacToe(size={self.size})"

    # ------------------------------------------------------------------
    # The Game interface
    # ------------------------------------------------------------------
    def initial_state(self):
        """Return an empty board: ``np.full((size, size), " ")``."""
        return np.full(self._shape, EMPTY)

    def get_valid_moves(self, state):
        """Return the empty cells as ``(row, col)`` tuples in row-major order.

        A finished game (a line is complete, or the board is full) has no moves.
        """
        return list(self._position(state).moves)

    def make_move(self, state, move, player):
        """Return a new board with `player`'s mark at `move`; `state` is not modified.

        Raises
        ------
        MalformedMoveError  `move` is not a pair of integers.
        OffBoardError       `move` is outside the board.
        GameOverError       the game is already over in `state`.
        OccupiedCellError   the cell already holds a mark.
        WrongPlayerError    `player` is not "X"/"O", or it is not their turn.
        """
        position = self._position(state)
        # The form first: (True, 0) equals (1, 0) in a set, but indexes a whole row.
        if is_cell(move) and move in position.move_set and player == position.to_move:
            new_state = state.copy()
            new_state[move] = player
            return new_state
        raise self._illegal_move_error(state, position, move, player)

    def to_move(self, state):
        """Return ``"X"`` when both players have as many marks, ``"O"`` when X has one more."""
        return self._position(state).to_move

    def symmetries(self):
        """Return the 8 rotations and reflections: they map lines onto lines, so they keep the rules."""
        from .symmetry import board_symmetries

        return board_symmetries(self.size)

    def winning_moves(self, state, player):
        """Return the empty cells that complete a line of `player`, in row-major order.

        Works for either player, whoever is to move: for the opponent of the
        player to move these are the cells that must be blocked. A finished game
        has none. Raises `WrongPlayerError` for an unknown player.
        """
        if player not in PLAYERS:
            raise WrongPlayerError(f"unknown player {player!r}: players are 'X' and 'O'")
        position = self._position(state)
        if player not in position.wins:
            position.wins[player] = self._completing_cells(state, position, player)
        return list(position.wins[player])

    def _completing_cells(self, state, position, player):
        if position.terminal:
            return ()
        cells = state.ravel().tolist()
        need = self.size - 1
        winning = set()
        for line in self.lines:
            marks = [cells[k] for k in line]
            if marks.count(player) == need and marks.count(EMPTY) == 1:
                winning.add(line[marks.index(EMPTY)])
        return tuple(self._cells[k] for k in sorted(winning))

    def is_terminal(self, state):
        """Return True when a player has `size` in a row or the board is full."""
        return self._position(state).terminal

    def evaluate(self, state):
        """Return +1 if X has `size` in a row, -1 if O has, 0 otherwise (draw or not over)."""
        return self._position(state).utility

    def display(self, state, ax=None, title=None):
        """Draw the board with matplotlib: X as a blue cross, O as a red circle.

        With `ax`, draw into that Axes and leave showing to the caller;
        without it, make a figure and show it (as the lecture does).
        """
        from ..views.board import draw_board, show_board

        if ax is None:
            show_board(state, title=title)
        else:
            draw_board(state, ax=ax, title=title)

    # ------------------------------------------------------------------
    # Helpers for people (errors, printing)
    # ------------------------------------------------------------------
    def board_text(self, state):
        """Return the board as text, one row a line, cells separated by ``|``."""
        rows = [" " + " | ".join(str(cell) for cell in row) for row in np.asarray(state)]
        return ("\n" + "+".join(["---"] * self.size) + "\n").join(rows)

    def _illegal_move_error(self, state, position, move, player):
        board = self.board_text(state)
        where = f"move {move!r} by {player!r}"
        if player not in PLAYERS:
            return WrongPlayerError(f"{where}: unknown player, players are 'X' and 'O'\n{board}")
        if not is_cell(move):
            return MalformedMoveError(f"{where}: a move is a (row, col) pair of integers\n{board}")
        row, col = move
        if not (0 <= row < self.size and 0 <= col < self.size):
            return OffBoardError(f"{where}: cell off the {self.size}x{self.size} board "
                                 f"(rows and columns run 0..{self.size - 1})\n{board}")
        if position.terminal:
            return GameOverError(f"{where}: the game is already over\n{board}")
        if state[row, col] != EMPTY:
            return OccupiedCellError(
                f"{where}: cell ({row}, {col}) already holds {str(state[row, col])!r}\n{board}")
        return WrongPlayerError(f"{where}: it is {position.to_move}'s turn\n{board}")

    # ------------------------------------------------------------------
    # The fast path: analyse each distinct board once
    # ------------------------------------------------------------------
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
        check_mark_board(state, self._shape, repr(self))
        cells = state.ravel().tolist()
        self._check_reachable(state, cells)
        utility = self._winner_utility(cells)
        empty = [k for k, cell in enumerate(cells) if cell == EMPTY]
        terminal = utility != 0 or not empty
        moves = () if terminal else tuple(self._cells[k] for k in empty)
        to_move = "X" if cells.count("X") == cells.count("O") else "O"
        position = _Position(moves, utility, terminal, to_move)
        if len(self._positions) >= _MAX_CACHED_POSITIONS:
            self._positions.clear()
        self._positions[state.tobytes()] = position
        return position

    def _winner_utility(self, cells):
        for line in self.lines:
            first = cells[line[0]]
            if first != EMPTY and all(cells[k] == first for k in line):
                return 1 if first == "X" else -1
        return 0

    def _check_reachable(self, state, cells):
        """Raise `InvalidStateError` for a board that no game reaches, saying why.

        The conditions are exact: a board is reached by some game if and only if
        X has as many marks as O or one more, at most one player has a line, that
        player made the last move, and all of that player's lines share a cell
        (the last move, which completed them all; any line-free board with legal
        counts is reached by playing its marks in any alternating order).
        """
        x_count, o_count = cells.count("X"), cells.count("O")
        x_lines = [line for line in self.lines if all(cells[k] == "X" for k in line)]
        o_lines = [line for line in self.lines if all(cells[k] == "O" for k in line)]
        winner_lines = x_lines or o_lines
        if x_count - o_count not in (0, 1):
            why = (f"X has {x_count} marks and O {o_count}: X moves first and the players "
                   "alternate, so X has as many marks as O or one more")
        elif x_lines and o_lines:
            why = "both X and O have a line: the game stops at the first one"
        elif (x_lines and x_count == o_count) or (o_lines and x_count > o_count):
            why = f"{'X' if x_lines else 'O'} has a line, and the other player moved after the game was won"
        elif winner_lines and not set(winner_lines[0]).intersection(*winner_lines[1:]):
            why = "the winner's lines share no cell, so no single last move completed them"
        else:
            return
        raise InvalidStateError(f"no game reaches this board: {why}\n{self.board_text(state)}")


def is_cell(move):
    """True for a (row, col) pair of integers (Python or NumPy), bools excluded."""
    if move.__class__ is tuple and len(move) == 2 and move[0].__class__ is int \
            and move[1].__class__ is int:
        return True  # the common case, fast
    return (isinstance(move, tuple) and len(move) == 2
            and all(isinstance(k, (int, np.integer)) and not isinstance(k, bool) for k in move))


# Telling the immediate wins is half of notebook 11's "win in one" exercise (`course_lib.answer_guard`)
TicTacToe.winning_moves = guard(TicTacToe.winning_moves, "rollout", name="TicTacToe.winning_moves")
