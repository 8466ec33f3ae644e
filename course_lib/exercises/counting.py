"""Checkers for the counting exercises of notebook 02 (counting sequences and positions).

Exercise "symmetry": confirm the lecture's figures, 765 tic-tac-toe positions and
26,830 move sequences up to the 8 symmetries of the board. The student writes

* ``count_positions_fn(game)``: the number of reachable positions of `game`,
  two positions counting once when a rotation or reflection maps one onto the other;
* ``count_sequences_fn(game, state, player)``: the number of complete games from
  `state` (`player` to move) when, at every position, moves that a symmetry of
  that position maps onto each other are expanded only once.

Wrong answers that come from a known slip get a hint naming it.
"""

import inspect
import numbers

from ..analysis.counting import count_sequences_up_to_symmetry
from ..games.tictactoe import TicTacToe
from . import ExerciseFailure, checker, contained, shown

EXPECTED_POSITIONS = 765
EXPECTED_SEQUENCES = 26_830

POSITION_HINTS = {
    5_478: "you counted positions without identifying symmetric ones: compare boards "
           "by a canonical form (e.g. `canonical_form`), not cell by cell",
    19_683: "that is 3^9, every configuration of the 9 cells: count only the positions "
            "reached by playing from the empty board, and identify symmetric ones",
    2_862: "you identified symmetric boards but counted all 3^9 configurations: count only "
           "the positions reached by playing from the empty board",
    6_046: "you kept the boards with a legal number of marks, but play stops at the first "
           "three in a row, so some of them never occur; and identify symmetric ones",
    850: "you kept the boards with a legal number of marks, but play stops at the first "
         "three in a row, so some of them never occur: count the positions reached by playing",
    764: "one short: did you leave out the empty starting board?",
    138: "you counted only the terminal positions (games over); count every position",
    None: "walk the positions reachable from the empty board and count each class of "
          "symmetric boards once",
    958: "you counted only the terminal positions, without identifying symmetric ones",
}

SEQUENCE_HINTS = {
    255_168: "no symmetry reduction applied: at each position, expand only one move of "
             "each class of moves that a symmetry of the position maps onto each other",
    31_896: "you identified whole games under the 8 symmetries (255,168 / 8); expand "
            "equivalent moves once per position instead",
    83_196: "you reduced symmetric moves at the first move only; do it at every position",
    765: "that is the number of positions up to symmetry; count complete games (leaves)",
    5_478: "that is the number of positions; count complete games (leaves)",
    None: "count one leaf per complete game, and at each position skip a move that a "
          "symmetry of that position maps onto a move already expanded",
}


def _library_reveals():
    """The counts are the exercise's targets (its text gives them); the answer is the code, so
    what must not be shown is the library's own counting function: its lines about symmetry."""
    source = inspect.getsource(count_sequences_up_to_symmetry).split('"""')[-1]
    return [line.strip() for line in source.splitlines() if "symmetry(" in line]


_RUN_HINTS = {RecursionError: "does the recursion stop at terminal positions "
                              "(game.is_terminal(state))?"}


@checker("Symmetry: 765 positions and 26,830 sequences", reveals=_library_reveals)
def check_symmetry_counts(count_positions_fn, count_sequences_fn):
    """Run the student's two counting functions on tic-tac-toe and compare with 765 and 26,830.

    `count_positions_fn(game)` and `count_sequences_fn(game, state, player)` must
    return ints. Shows one verdict and returns the `CheckResult`.
    """
    game = TicTacToe()
    positions = contained(count_positions_fn, game, what="count_unique_positions",
                          hints=_RUN_HINTS)
    sequences = contained(count_sequences_fn, game, game.initial_state(), "X",
                          what="count_unique_sequences", hints=_RUN_HINTS)
    problems = []
    for what, got, expected, hints in (
        ("positions", positions, EXPECTED_POSITIONS, POSITION_HINTS),
        ("sequences", sequences, EXPECTED_SEQUENCES, SEQUENCE_HINTS),
    ):
        problem = _compare(what, got, expected, hints)
        if problem:
            problems.append(problem)
    if problems:
        raise ExerciseFailure("; ".join(problems))
    return (f"{positions:,} positions and {sequences:,} move sequences up to symmetry, "
            "as in the lecture")


def _compare(what, got, expected, hints):
    """Return None if `got` is `expected`, else a message naming the symptom."""
    if isinstance(got, bool) or not isinstance(got, numbers.Integral):
        return f"the {what} count should be an int, got {shown(got)} ({type(got).__name__})"
    got = int(got)
    if got == expected:
        return None
    return f"expected {expected:,} {what}, got {got:,}: {hints.get(got, hints[None])}"
