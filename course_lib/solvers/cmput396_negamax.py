"""The CMPUT 396 notes' "simple tic-tac-toe negamax code", transcribed as written.

The notes' code (``simple/ttt/ttt_classic.py``)::

    def negamax(psn, ptm): # position, player-to-move
      if psn.has_win(ptm):
        return 1 # previous move created win
      L = psn.legal_moves()
      if len(L) == 0:
        return 0 # board full, so draw
      so_far = -1 # best score so far
      for cell in L:
        psn.brd[cell] = ptm
        nmx = negamax(psn, opponent(ptm))
        so_far = max(so_far,-nmx)
        psn.brd[cell] = Cell.e # reset brd by erasing cell
      return so_far
    # solves 3x3 ttt with 740 170 calls

The comment says "previous move created win", but the previous move was the
*opponent's*: ``has_win(ptm)`` asks whether the player to move has three in a
row, which never happens right after the opponent's move. So a game the
opponent has just won is not recognised as over; the search plays on into
the finished game until the board is full or the player to move also
completes a line. The play-on lasts exactly one ply: the player to move
tries every empty cell and, at the next call, the winner is the player to
move and ``has_win`` sees the line. That is why it makes 740,170 calls where
the game tree has 549,946 nodes: 740,170 - 549,946 = 190,224, the empty cells
of the won leaves. With the notes' "win detection: abort if winning child
found" it makes 129,988 calls. It still returns 0 from the empty board, but
the bug is not harmless: a win with the ninth stone fills the board, and the
next call sees a full board first, a draw. With X to move in ``xox oxo ox.``
it returns 0 instead of +1.

The notes' "alpha-beta search from root examines 3025 non-isomorphic states"
is `abnega_as_written`: the same terminal test, alpha-beta with the root
window (-1, +1), expanding one child per symmetry class at every node (the
first in row-major order). It makes 3,025 calls (2,492 with the corrected
terminal test; with the window (-inf, +inf), 3,777 as written and 3,082
corrected). "Non-isomorphic states" are search nodes that skip symmetric
siblings, not distinct positions.

`Position` is the notes' ``psn``: a flat list of 9 cells ``brd`` with
`has_win` and `legal_moves`. `negamax_as_written` is the code above;
`negamax_corrected` tests the player who just moved (``has_win(opponent(ptm))``,
returning -1: the player to move has lost). All count their calls.
"""

from ..games.symmetry import board_symmetries
from ..games.tictactoe import winning_lines

EMPTY = "."  # the notes' Cell.e


def opponent(ptm):
    """Return the other player ("x" <-> "o")."""
    return "o" if ptm == "x" else "x"


class Position:
    """The notes' ``psn``: a 3x3 board as a flat list `brd` of "x", "o", "." (row-major).

    Build it from text such as ``"x.o x.. o.."`` (spaces ignored); `calls`
    counts the calls of the negamax functions below.
    """

    LINES = winning_lines(3)

    def __init__(self, text="... ... ..."):
        cells = [c for c in text.lower() if not c.isspace()]
        if len(cells) != 9 or any(c not in "xo." for c in cells):
            raise ValueError(f"a position is 9 cells of 'x', 'o', '.', got {text!r}")
        self.brd = cells
        self.calls = 0

    def has_win(self, player):
        """Return True when `player` has three in a row."""
        brd = self.brd
        for a, b, c in self.LINES:
            if brd[a] == player and brd[b] == player and brd[c] == player:
                return True
        return False

    def legal_moves(self):
        """Return the empty cells (flat indices 0..8); none once the board is full."""
        return [k for k, cell in enumerate(self.brd) if cell == EMPTY]

    def __repr__(self):
        return f"Position({' '.join(''.join(self.brd[r:r + 3]) for r in (0, 3, 6))!r})"


def negamax_as_written(psn, ptm, early_win_abort=False):
    """The notes' negamax, exactly as written (it tests ``has_win(ptm)``); counts `psn.calls`.

    With `early_win_abort`, the loop stops at the first child worth a win
    (``so_far == 1``), the notes' "abort if winning child found".
    """
    psn.calls += 1
    if psn.has_win(ptm):
        return 1  # previous move created win (sic: ptm did not make the previous move)
    L = psn.legal_moves()
    if len(L) == 0:
        return 0  # board full, so draw
    so_far = -1  # best score so far
    for cell in L:
        psn.brd[cell] = ptm
        nmx = negamax_as_written(psn, opponent(ptm), early_win_abort)
        so_far = max(so_far, -nmx)
        psn.brd[cell] = EMPTY  # reset brd by erasing cell
        if early_win_abort and so_far == 1:
            break
    return so_far


def negamax_corrected(psn, ptm, early_win_abort=False):
    """The same code testing the player who just moved: a finished game is a leaf (-1 for ptm)."""
    psn.calls += 1
    if psn.has_win(opponent(ptm)):
        return -1  # previous move created win: the player to move has lost
    L = psn.legal_moves()
    if len(L) == 0:
        return 0  # board full, so draw
    so_far = -1  # best score so far
    for cell in L:
        psn.brd[cell] = ptm
        nmx = negamax_corrected(psn, opponent(ptm), early_win_abort)
        so_far = max(so_far, -nmx)
        psn.brd[cell] = EMPTY
        if early_win_abort and so_far == 1:
            break
    return so_far


def symmetric_children(psn, ptm):
    """Return the legal cells of `psn` keeping the first (row-major) of each class of children
    equal up to the 8 symmetries of the board."""
    classes, kept = set(), []
    for cell in psn.legal_moves():
        psn.brd[cell] = ptm
        key = min(tuple(psn.brd[k] for k in s.perm) for s in board_symmetries(3))
        psn.brd[cell] = EMPTY
        if key not in classes:
            classes.add(key)
            kept.append(cell)
    return kept


def abnega_as_written(psn, ptm, alpha=-1, beta=1, corrected=False):
    """The notes' terminal tests in alpha-beta (``abnega``), one child per symmetry class.

    Returns the value for `ptm` in the window (alpha, beta) and counts
    `psn.calls`. `corrected` tests the player who just moved instead of
    ``has_win(ptm)``. From the empty board: 3,025 calls (as written, window
    (-1, 1)), 2,492 (corrected), 3,777 and 3,082 with (-inf, inf).
    """
    psn.calls += 1
    if corrected and psn.has_win(opponent(ptm)):
        return -1
    if not corrected and psn.has_win(ptm):
        return 1  # sic, as in negamax_as_written
    cells = symmetric_children(psn, ptm)
    if not cells:
        return 0  # board full, so draw
    so_far = -float("inf")
    for cell in cells:
        psn.brd[cell] = ptm
        so_far = max(so_far, -abnega_as_written(psn, opponent(ptm), -beta, -alpha, corrected))
        psn.brd[cell] = EMPTY
        alpha = max(alpha, so_far)
        if alpha >= beta:
            break
    return so_far


def count_abnega_calls(alpha=-1, beta=1, corrected=False, text="... ... ...", ptm="x"):
    """Return ``(value, calls)`` of `abnega_as_written` from the position `text`, `ptm` to move."""
    psn = Position(text)
    value = abnega_as_written(psn, ptm, alpha, beta, corrected)
    return value, psn.calls


def count_calls(negamax, text="... ... ...", ptm="x", early_win_abort=False):
    """Return ``(value, calls)`` of `negamax` run from the position `text`, `ptm` to move."""
    psn = Position(text)
    value = negamax(psn, ptm, early_win_abort)
    return value, psn.calls
