"""A board as one number: the base-3 encoding of tic-tac-toe positions.

Each cell holds one of three values, so a board of n x n cells is an n*n-digit
number in base 3: empty = 0, X = 1, O = 2, cells read row by row, the top-left
cell being the most significant digit. The 3x3 board

    x . o
    x o .
    . x .

is 102 120 010 in base 3, i.e. 8,427 in decimal. Every one of the 3^9 = 19,683
configurations gets its own number in ``range(19683)``, reachable or not.

Source: CMPUT 396 (University of Alberta) notes, "Tic-Tac-Toe Game",
section "Tic-Tac-Toe Board Representation Example".
"""

import numpy as np

DIGITS = {" ": 0, "X": 1, "O": 2}
CELLS = (" ", "X", "O")


def encode_position(state):
    """Return the base-3 number of a square board (an int in ``range(3 ** cells)``).

    `state` is an (n, n) array (or nested lists) of ``" "``, ``"X"``, ``"O"``.
    Raises ValueError naming `state` if it is not square or holds another value.
    """
    board = np.asarray(state)
    if board.ndim != 2 or board.shape[0] != board.shape[1]:
        raise ValueError(f"state must be a square board, got shape {board.shape}")
    number = 0
    for cell in board.ravel().tolist():
        if cell not in DIGITS:
            raise ValueError(f"state holds {cell!r}: cells are ' ', 'X' or 'O'")
        number = 3 * number + DIGITS[cell]
    return number


def decode_position(number, size=3):
    """Return the (size, size) board whose base-3 number is `number` (inverse of `encode_position`).

    Raises ValueError naming `number` if it is not an int in ``range(3 ** (size * size))``.
    """
    limit = 3 ** (size * size)
    is_int = isinstance(number, (int, np.integer)) and not isinstance(number, bool)
    if not is_int or not 0 <= number < limit:
        raise ValueError(
            f"number must be an int in range(3 ** {size * size}) = range({limit}), got {number!r}")
    digits = []
    for _ in range(size * size):
        number, digit = divmod(int(number), 3)
        digits.append(CELLS[digit])
    return np.array(digits[::-1]).reshape(size, size)


def base3_digits(number, size=3):
    """Return `number` as size*size base-3 digits grouped by row, e.g. ``"102 120 010"`` for 8,427.

    Raises ValueError naming `number` as `decode_position` does.
    """
    decode_position(number, size)  # validates `number`
    digits = np.base_repr(int(number), base=3).rjust(size * size, "0")
    return " ".join(digits[k:k + size] for k in range(0, size * size, size))


def board_from_text(text):
    """Return a board from the notes' notation, rows separated by "/" and "." for empty.

    ``board_from_text("x . o / x o . / . x .")`` gives the board of the example above.
    Raises ValueError naming `text` if the rows do not form a square of x, o and ".".
    """
    rows = [row.replace(" ", "") for row in text.split("/")]
    size = len(rows)
    if any(len(row) != size for row in rows) or set("".join(rows)) - set("xo.XO"):
        raise ValueError(f"text must be {size} rows of {size} cells (x, o or .) "
                         f"separated by '/', got {text!r}")
    translate = {"x": "X", "o": "O", ".": " "}
    return np.array([[translate[c.lower()] for c in row] for row in rows])

