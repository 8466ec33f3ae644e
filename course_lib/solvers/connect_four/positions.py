"""The two Connect Four positions of Pons' ladder: a grid of columns (part 3) and bitboards (part 6).

Both offer the small interface Pons' early solvers are written against
("Solving Connect 4", part 3): ``can_play(col)``, ``play(col)`` (here it returns
a new position, as Pons copies ``Position P2(P)`` before playing),
``is_winning_move(col)`` (would the side to move complete four in a row by
playing `col`?) and ``nb_moves``. So the same search runs on either, and part 6
can show that bitboards explore exactly the same positions as the grid, only
faster.

Columns are 0-based here (Pons' move strings count from 1). A position never
contains four in a row: the searches stop one move before (they test
``is_winning_move`` first), as Pons' do.
"""

from ...answer_guard import guard
from ...games.connect_four_rules import BitLayout


class GridPosition:
    """A position as Pons' part 3 stores it: the stones of each column, and the moves played.

    `columns` is a tuple of `width` tuples, each listing the stones of one
    column from the bottom up (``"X"`` or ``"O"``); X moves first, so the side to
    move is X after an even number of moves. Finding a line of four means
    walking the grid from the new stone in the four directions.
    """

    __slots__ = ("width", "height", "columns", "nb_moves")

    def __init__(self, width, height, columns, nb_moves):
        self.width, self.height = width, height
        self.columns = columns
        self.nb_moves = nb_moves

    @classmethod
    def from_state(cls, state):
        """Return the position of a `ConnectFour` NumPy board (row 0 at the top); not validated."""
        height, width = state.shape
        columns = tuple(tuple(cell for cell in state[::-1, c].tolist() if cell != " ")
                        for c in range(width))
        return cls(width, height, columns, sum(map(len, columns)))

    def to_move(self):
        """Return ``"X"`` or ``"O"``, the side to move."""
        return "X" if self.nb_moves % 2 == 0 else "O"

    def can_play(self, col):
        """Return True when column `col` is not full."""
        return len(self.columns[col]) < self.height

    def play(self, col):
        """Return the position after the side to move drops a stone into the playable column `col`."""
        columns = list(self.columns)
        columns[col] = columns[col] + (self.to_move(),)
        return GridPosition(self.width, self.height, tuple(columns), self.nb_moves + 1)

    def is_winning_move(self, col):
        """Return True when dropping a stone into the playable column `col` makes four in a row."""
        player, columns = self.to_move(), self.columns
        row = len(columns[col])  # where the stone would land
        for d_col, d_row in ((0, 1), (1, 0), (1, 1), (1, -1)):  # up, right, both diagonals
            stones = 0  # of `player`, in line with the new stone, on both sides of it
            for step in (1, -1):
                c, r = col + step * d_col, row + step * d_row
                while 0 <= c < self.width and 0 <= r < len(columns[c]) and columns[c][r] == player:
                    stones += 1
                    c, r = c + step * d_col, r + step * d_row
            if stones >= 3:
                return True
        return False


# Walking from the new stone is notebook 10's exercise (a win check through the last piece):
# refused to the student's code during its check (`course_lib.answer_guard`)
GridPosition.is_winning_move = guard(GridPosition.is_winning_move, "win check",
                                     name="GridPosition.is_winning_move")


class BitboardPosition:
    """A position as two bitboards (Pons, part 6): the side to move's stones and the occupied cells.

    Bits are laid out column by column, one spare bit on top of each column
    (`BitLayout`: bit ``col * (height + 1) + row_from_bottom``). `current` holds
    the stones of the side to move, `mask` every stone. Playing a move swaps the
    roles in one XOR (``current ^ mask`` is the opponent's stones) and adds the
    new bit by an addition that carries up the column: a handful of integer
    operations instead of the grid's loops. ``current + mask`` identifies the
    position uniquely: it is the key of the transposition tables of part 7.
    """

    __slots__ = ("layout", "current", "mask", "nb_moves")

    def __init__(self, layout, current, mask, nb_moves):
        self.layout = layout
        self.current, self.mask = current, mask
        self.nb_moves = nb_moves

    @classmethod
    def from_state(cls, state):
        """Return the position of a `ConnectFour` NumPy board (row 0 at the top); not validated."""
        height, width = state.shape
        layout = BitLayout(width, height)
        x_bits = o_bits = 0
        for row, cells in enumerate(state.tolist()):
            for col, cell in enumerate(cells):
                if cell == "X":
                    x_bits |= layout.bit(row, col)
                elif cell == "O":
                    o_bits |= layout.bit(row, col)
        mask = x_bits | o_bits
        nb_moves = mask.bit_count()
        return cls(layout, x_bits if nb_moves % 2 == 0 else o_bits, mask, nb_moves)

    @property
    def width(self):
        return self.layout.width

    @property
    def height(self):
        return self.layout.height

    def can_play(self, col):
        """Return True when column `col` is not full (its top cell is empty)."""
        return not self.mask & self.layout.top_cells[col]

    def play(self, col):
        """Return the position after the side to move drops a stone into the playable column `col`."""
        mask = self.mask | (self.mask + self.layout.bottom_cells[col])
        return BitboardPosition(self.layout, self.current ^ self.mask, mask, self.nb_moves + 1)

    def is_winning_move(self, col):
        """Return True when dropping a stone into the playable column `col` makes four in a row."""
        layout = self.layout
        stone = (self.mask + layout.bottom_cells[col]) & layout.column_masks[col]
        return layout._has_four(self.current | stone)

    def key(self):
        """Return ``current + mask``: an integer that identifies the position (Pons, part 7)."""
        return self.current + self.mask


# On the board without the last piece, it answers notebook 10's exercise too (whether that piece
# completed four): refused to the student's code during its check, as GridPosition's
BitboardPosition.is_winning_move = guard(BitboardPosition.is_winning_move, "win check",
                                         name="BitboardPosition.is_winning_move")
