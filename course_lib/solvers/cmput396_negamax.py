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
completes a line. That is why it makes 740,170 calls where the game tree has
549,946 nodes. (It still returns 0 from the empty board.) With the notes'
"win detection: abort if winning child found" it makes 129,988 calls.

`Position` is the notes' ``psn``: a flat list of 9 cells ``brd`` with
`has_win` and `legal_moves`. `negamax_as_written` is the code above;
`negamax_corrected` tests the player who just moved (``has_win(opponent(ptm))``,
returning -1: the player to move has lost). Both count their calls.
"""

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


def count_calls(negamax, text="... ... ...", ptm="x", early_win_abort=False):
    """Return ``(value, calls)`` of `negamax` run from the position `text`, `ptm` to move."""
    psn = Position(text)
    value = negamax(psn, ptm, early_win_abort)
    return value, psn.calls
