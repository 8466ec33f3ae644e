"""Checkers for the counting exercises of notebook 02 (counting sequences and positions).

Exercise "symmetry": confirm the figures of the CSI 4106 lecture, 765 tic-tac-toe positions
and 26,830 move sequences up to the 8 symmetries of the board. The student writes

* ``count_positions_fn(game, state, player)``: the number of positions reachable from
  `state` (`player` to move, `state` included), two positions counting once when a
  rotation or reflection maps one onto the other;
* ``count_sequences_fn(game, state, player)``: the number of complete games from
  `state` when, at every position, moves that a symmetry of that position maps onto
  each other are expanded only once.

Both are run from three boards: the empty board (765 and 26,830, the figures the task
states), the board with X in the centre, and a board without symmetry, so that a function
returning the stated figures without counting is refused. Wrong answers that come from a
known slip get a hint naming it.
"""

import numbers

from ..analysis.counting import (count_sequences_up_to_symmetry, count_valid_sequences,
                                 reachable_positions)
from ..games.symmetry import canonical_form
from ..games.tictactoe import TicTacToe
from . import ExerciseFailure, checker, contained, shown
from .fresh_cases import fresh_rng

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
    764: "one short: did you leave out the starting board?",
    138: "you counted only the terminal positions (games over); count every position",
    None: "walk the positions reachable from the board you are given and count each class "
          "of symmetric boards once",
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
    138: "that is the number of finished positions up to symmetry: keep the `seen` set per "
         "position (a new one in each call), not one set for the whole walk",
    None: "count one leaf per complete game, and at each position skip a move that a "
          "symmetry of that position maps onto a move already expanded",
}

_NOT_FROM_STATE = ("that is the count from the empty board: count from `state`, the board "
                   "your function is given, with `player` to move")


def checked_boards(game):
    """Return ``[(name, state, player, expected positions, expected sequences, plain positions,
    plain sequences)]``: the boards the checker starts from, with the right counts up to
    symmetry and the counts without symmetry (precomputed; tests/test_exercises_counting.py
    recomputes them with the library)."""
    empty = game.initial_state()
    centre = game.make_move(empty, (1, 1), "X")
    asymmetric = game.make_move(game.make_move(game.make_move(empty, (0, 0), "X"),
                                               (0, 1), "O"), (1, 1), "X")
    return [("the empty board", empty, "X", 765, 26_830, 5_478, 255_168),
            ("the board with X in the centre (O to move)", centre, "O", 255, 2_798, 1_837, 25_872),
            ("X (0, 0), O (0, 1), X (1, 1) (O to move)", asymmetric, "O", 145, 399, 220, 473)]


def fresh_boards(game, seed=None, count=2):
    """`count` boards after 3 to 5 random moves (unfinished), drawn anew at each check, with
    their counts (as `checked_boards` gives them)."""
    rng, boards = fresh_rng(seed), []
    while len(boards) < count:
        state, player = game.initial_state(), "X"
        for _ in range(rng.randint(3, 5)):
            state = game.make_move(state, rng.choice(game.get_valid_moves(state)), player)
            player = game.get_opponent(player)
        if not game.is_terminal(state):
            boards.append(_board_counts(game, state, player))
    return boards


def _board_counts(game, state, player):
    positions = reachable_positions(game, state, player).values()
    marks = ", ".join(f"{state[r, c]} ({r}, {c})" for r, c in zip(*map(list, (state != " ").nonzero())))
    return (f"a random board ({marks}; {player} to move)", state, player,
            len({canonical_form(s) for s in positions}),
            count_sequences_up_to_symmetry(game, state, player), len(positions),
            count_valid_sequences(game, state, player))


_RUN_HINTS = {RecursionError: "does the recursion stop at terminal positions "
                              "(game.is_terminal(state))?"}


@checker("Symmetry: 765 positions and 26,830 sequences",
         refuses=("search", "counting"))
def check_symmetry_counts(count_positions_fn, count_sequences_fn, seed=None):
    """Run the student's two counting functions on tic-tac-toe from three boards and compare
    with the counts up to symmetry (765 and 26,830 from the empty board).

    `count_positions_fn(game, state, player)` and `count_sequences_fn(game, state, player)`
    must return ints. Reports the first board where a count is wrong (both counts, when both
    are). Then from two random boards drawn afresh at each check (`seed` fixes them). Shows one
    verdict and returns the `CheckResult`.
    """
    game = TicTacToe()
    for board in checked_boards(game) + fresh_boards(game, seed):
        name, state, player, positions, sequences, plain_positions, plain_sequences = board
        first = positions == EXPECTED_POSITIONS
        problems = []
        for what, function, expected, plain, hints in (
            ("positions", count_positions_fn, positions, plain_positions, POSITION_HINTS),
            ("sequences", count_sequences_fn, sequences, plain_sequences, SEQUENCE_HINTS),
        ):
            label = "count_unique_" + what
            got = contained(function, game, state.copy(), player, what=f"from {name} {label}",
                            hints=_RUN_HINTS)
            problem = _compare(what, got, expected, hints if first else
                               _later_hints(what, expected, plain, hints))
            if problem:
                problems.append(problem)
        if problems:
            where = "" if first else f"from {name}: "
            raise ExerciseFailure(where + "; ".join(problems))
    return (f"{EXPECTED_POSITIONS:,} positions and {EXPECTED_SEQUENCES:,} move sequences up to "
            "symmetry from the empty board, as in the CSI 4106 lecture, and the right counts "
            f"from {len(checked_boards(game)) - 1} other boards and two random ones")


def _later_hints(what, expected, plain, hints):
    """Hints on a board other than the empty one: no symmetry used, the empty board's count,
    or (positions) the starting board left out."""
    expected_from_empty = EXPECTED_POSITIONS if what == "positions" else EXPECTED_SEQUENCES
    no_symmetry = hints[5_478 if what == "positions" else 255_168]
    later = {plain: no_symmetry, expected_from_empty: _NOT_FROM_STATE, None: hints[None]}
    if what == "positions":
        later.setdefault(expected - 1, hints[EXPECTED_POSITIONS - 1])
    return later


def _compare(what, got, expected, hints):
    """Return None if `got` is `expected`, else a message naming the symptom."""
    if isinstance(got, bool) or not isinstance(got, numbers.Integral):
        return f"the {what} count should be an int, got {shown(got)} ({type(got).__name__})"
    got = int(got)
    if got == expected:
        return None
    return f"expected {expected:,} {what}, got {got:,}: {hints.get(got, hints[None])}"
