"""Connect Four rules on bitboards: what `ConnectFour` computes behind its NumPy states.

A board of `width` x `height` cells is stored as Python integers, one bit per
cell, column by column, each column with one spare bit on top (the layout of
Pons, "Solving Connect 4", part 6, and of Tromp's solver)::

    bit index = column * (height + 1) + row_from_bottom

With one spare bit per column, shifting a bitboard by 1, height + 1, height and
height + 2 moves every piece one step up, right, down-right and up-right, and
no line can wrap from one column into the next. So "does this player have four
in a row?" is four shift-and-mask tests, whatever the board size.
"""


class BitLayout:
    """The bit masks of one board size.

    Attributes
    ----------
    width, height : int
    bottom : int
        One bit at the bottom of every column.
    board : int
        Every playable cell (not the spare bits).
    column_masks : tuple of int
        ``column_masks[c]``: the cells of column c.
    """

    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.stride = height + 1
        self.bottom = sum(1 << (c * self.stride) for c in range(width))
        self.board = self.bottom * ((1 << height) - 1)
        self.column_masks = tuple(((1 << height) - 1) << (c * self.stride) for c in range(width))
        self.top_cells = tuple(1 << (c * self.stride + height - 1) for c in range(width))
        self.bottom_cells = tuple(1 << (c * self.stride) for c in range(width))

    def bit(self, row_from_top, column):
        """Return the bit of the cell in NumPy coordinates (row 0 at the top)."""
        return 1 << (column * self.stride + self.height - 1 - row_from_top)

    def has_four(self, bits):
        """Return True when `bits` (one player's pieces) hold four in a row in any direction."""
        for shift in (1, self.stride, self.height, self.height + 2):
            pairs = bits & (bits >> shift)
            if pairs & (pairs >> (2 * shift)):
                return True
        return False

    def drop(self, mask, column):
        """Return the bit where a piece dropped in `column` lands (0 when the column is full)."""
        if mask & self.top_cells[column]:
            return 0
        return (mask + self.bottom_cells[column]) & self.column_masks[column]

    def winning_cells(self, bits, mask):
        """Return the empty cells that would complete four in a row for `bits` (any height).

        Pons, "Solving Connect 4", part 9 (``compute_winning_position``).
        """
        h, s = self.height, self.stride
        # vertical: three pieces below an empty cell
        result = (bits << 1) & (bits << 2) & (bits << 3)
        for shift in (s, h, h + 2):  # horizontal and the two diagonals
            pairs = (bits << shift) & (bits << (2 * shift))
            result |= pairs & (bits << (3 * shift))
            result |= pairs & (bits >> shift)
            pairs = (bits >> shift) & (bits >> (2 * shift))
            result |= pairs & (bits << shift)
            result |= pairs & (bits >> (3 * shift))
        return result & (self.board ^ mask)


def winning_windows(width, height, k=4):
    """Return every line of `k` cells of the board as tuples of flat (row-major) indices.

    Rows, columns and both diagonals; 69 windows on the 7x6 board. Used by
    evaluation functions (open windows) and by `open_lines_evaluation`.
    """
    windows = []
    for row in range(height):
        for col in range(width):
            for d_row, d_col in ((0, 1), (1, 0), (1, 1), (1, -1)):
                end_row, end_col = row + (k - 1) * d_row, col + (k - 1) * d_col
                if 0 <= end_row < height and 0 <= end_col < width:
                    windows.append(tuple((row + i * d_row) * width + col + i * d_col
                                         for i in range(k)))
    return tuple(windows)
