"""Checker for exercise 1 of notebook 09: an evaluation function (see `check_evaluation`).

`check_evaluation(evaluation, seed=None)`: a
student's ``evaluation(game, state) -> estimated utility for X`` must be a
number strictly inside (-1, 1), for X (not for the player to move: X's open
three against the same board with the colours swapped, on legal boards; when
that fails, a board and its mirror image must get the same value before the
sign is blamed), leave the board alone and tell unfinished positions apart
(finished ones are not shown: they get their true utility in a search). The idea it must know is a threat's
row (Allis 1988: X's threats on odd rows counted from the bottom, O's on even
rows): on 24 pairs drawn afresh at each check from the 200 of
`THREAT_ROW_PAIRS` (12 for each player), boards with the same open-window
counts for both players that differ only in the row of one player's threes,
it must rank at least 22 the right way round; a table learnt from the pairs
that failure messages show covers few pairs of the next draw, and a graded
assignment's hidden cases rank pairs of the instructor's own pool, not in this
package, so a table of `THREAT_ROW_PAIRS` fails there. The library's
`connect_four_evaluation`, and any re-weighting of its window counts, gives
both boards of every pair the same value (and the library function refuses
to run for the student's code). Last, a sanity check that it does not play
worse: plugged into depth-2 alpha-beta against the same search using
`connect_four_evaluation`, it must score at least 35% of the points over 60
games (30 random four-move openings drawn afresh at each check, `seed` fixes
them; each played with both colours; only the student's moves count against
the time limit). The model answer scores 57% on average over all 2,401
openings and fails this with probability 8e-7 (see `PASS_SHARE`).

Student code runs contained (`contained`): a time limit, its exception named.
"""

import math
import numbers

import numpy as np

from ..games.connect_four import ConnectFour
from . import ExerciseFailure, checker, contained, shown
from .connect_four_cases import THREAT_ROW_PAIRS, sample_positions
from .evaluation_match import MATCH_OPENINGS, match_verdict
from .fresh_cases import fresh_rng, fresh_seeds

PAIRS_PER_PLAYER = 12  # pairs of each player drawn from the 100 of `THREAT_ROW_PAIRS`
PAIRS_TO_PASS = 22  # of the 24 drawn, ranked the right way round


# ----------------------------------------------------------------------
# Exercise 1: an evaluation function that knows which threats count
# ----------------------------------------------------------------------
@checker("A Connect Four evaluation function",
         refuses=("search", "evaluation"))
def check_evaluation(evaluation, seed=None):
    """Check ``evaluation(game, state)``: its values, its point of view, the row of threats
    (24 pairs drawn from `THREAT_ROW_PAIRS`, some mirrored), then a match against `connect_four_evaluation` from
    openings drawn afresh at each check (`seed` fixes the mirrors and the openings)."""
    game = ConnectFour()
    values = []
    for state in sample_positions(game):
        if not game.is_terminal(state):  # unfinished positions only, as the exercise says
            values.append(_checked_value(game, evaluation, state))
    if len(set(values)) == 1:
        raise ExerciseFailure(f"your evaluation returned {values[0]!r} on all {len(values)} "
                              "positions: it cannot tell a good position from a bad one")
    _check_point_of_view(game, evaluation)
    right = check_threat_rows(game, evaluation, fresh_rng(None if seed is None else seed + 1))
    return (f"ranks {right} of {2 * PAIRS_PER_PLAYER} pairs of threats by their rows; "
            + match_verdict(evaluation, fresh_seeds(seed, MATCH_OPENINGS)))


def _checked_value(game, evaluation, state):
    """The student's value of `state`, after checking it is a number in (-1, 1) and the board
    is left alone."""
    before = state.copy()
    value = contained(evaluation, game, state, what="your evaluation")
    where = f"on the board\n{game.board_text(before)}\n"
    if not np.array_equal(state, before):
        raise ExerciseFailure(f"{where}your evaluation changed the board: work on a copy "
                              "(or only read the cells)")
    if value is None or isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise ExerciseFailure(f"{where}your evaluation returned {shown(value)}, expected a number: "
                              "does every path `return` a value?")
    if not -1 < value < 1:
        raise ExerciseFailure(f"{where}your evaluation returned {value!r}: keep it strictly "
                              "between -1 and +1 (divide by a bound it cannot reach), so a "
                              "real win (+1) always counts for more than a good-looking position")
    return value


# (X's open three on the bottom row, the same board with the colours swapped): legal boards,
# X to move on both; then both after X's piece in column 6, O to move
POINT_OF_VIEW_BOARDS = (("263746", "627364"), ("2637467", "6273647"))


def _check_point_of_view(game, evaluation):
    """X's open three must be worth more to X than O's, whoever is to move."""
    for x_moves, o_moves in POINT_OF_VIEW_BOARDS:
        x_three, o_three = ConnectFour.from_moves(x_moves), ConnectFour.from_moves(o_moves)
        for_x = _checked_value(game, evaluation, x_three)
        for_o = _checked_value(game, evaluation, o_three)
        if not for_x > for_o:
            _check_mirror_image(game, evaluation, x_three, for_x)
            raise ExerciseFailure(
                f"X with an open three on the bottom row (left) gets {for_x:+.4f}, O with one "
                f"(right) {for_o:+.4f}, {game.to_move(x_three)} to move on both:\n"
                f"{_side_by_side(game, x_three, o_three)}\nthe value is the utility for X, "
                "larger when X is better, whoever is to move")


def _check_mirror_image(game, evaluation, state, value):
    """A board and its mirror image are worth the same: when they get different values, some
    windows were missed (a point-of-view failure would blame the sign instead)."""
    mirror = state[:, ::-1].copy()
    mirrored = _checked_value(game, evaluation, mirror)
    if not _same(value, mirrored):
        raise ExerciseFailure(
            f"a board and its mirror image get different values, {value:+.4f} and "
            f"{mirrored:+.4f}:\n{_side_by_side(game, state, mirror)}\nboth are worth the same "
            "to X: does your evaluation look at every one of the 69 windows of `game.lines`, "
            "whatever it finds first?")


def _drawn_pairs(rng, pool):
    """`PAIRS_PER_PLAYER` pairs of each player drawn from `pool` (``(player, better, worse)``
    move strings, as `THREAT_ROW_PAIRS`), each as stored or mirrored (rows and window counts stay): ``(player, better board, worse board)``.
    A table of the boards named in earlier messages, even keyed by the mirror's canonical
    form, covers few pairs of the next draw."""
    drawn = []
    for player in "XO":
        mine = [pair for pair in pool if pair[0] == player]
        for _, better, worse in rng.sample(mine, PAIRS_PER_PLAYER):
            boards = ConnectFour.from_moves(better), ConnectFour.from_moves(worse)
            if rng.random() < 0.5:
                boards = tuple(board[:, ::-1].copy() for board in boards)
            drawn.append((player, boards))
    return drawn


def check_threat_rows(game, evaluation, rng, pool=THREAT_ROW_PAIRS):
    """Return how many of the pairs drawn from `pool` (`_drawn_pairs`) the evaluation ranks the
    right way round; raise `ExerciseFailure` with a wrong pair when fewer than `PAIRS_TO_PASS`.
    The hidden cases pass the instructor's own pool (not in the package)."""
    drawn, wrong = _drawn_pairs(rng, pool), []
    for player, boards in drawn:
        values = [_checked_value(game, evaluation, board) for board in boards]
        if _same(*values) or not (values[0] - values[1]) * (1 if player == "X" else -1) > 0:
            wrong.append((player, boards, values))
    if len(drawn) - len(wrong) >= PAIRS_TO_PASS:
        return len(drawn) - len(wrong)
    player, boards, values = wrong[0]
    rows = "odd rows (1, 3, 5)" if player == "X" else "even rows (2, 4, 6)"
    ties = sum(1 for *_, values in wrong if _same(*values))
    raise ExerciseFailure(
        f"of {len(drawn)} pairs of positions you give both boards the same value in "
        f"{ties} and rank {len(wrong) - ties} the wrong way round ({PAIRS_TO_PASS} right are "
        f"needed); one of them, the left board the better one for {player}:\n"
        f"{_side_by_side(game, *boards)}\nyou give {values[0]:+.4f} and {values[1]:+.4f}. Both "
        "boards have the same open windows for both players, so counting windows, with any "
        f"weights, cannot tell them apart; {player}'s threes (three pieces and an empty cell "
        "that cannot be played yet) differ only in the row of the empty cell. Which rows "
        f"can {player} expect to claim when the columns fill up? (Allis: {player}'s threats on "
        f"{rows} counted from the bottom)"
        + _missed_windows_hint(len(wrong) - ties, len(drawn) - len(wrong)))


def _missed_windows_hint(misranked, right):
    """Some pairs right and some the wrong way round (not tied), on boards of equal window
    counts: windows missed, e.g. only the horizontal ones (the mirror check cannot see that).
    All wrong is the rows' parity flipped, which the hint above covers."""
    if not (misranked and right):
        return ""
    return ("; and some pairs ranked the wrong way round, not tied, on boards with the same "
            "window counts, suggest missed windows: does your evaluation look at all 69 "
            "windows of `game.lines`, vertical and diagonal ones too?")


def _same(left, right):
    """Equal up to rounding: sums of the same window weights in another order."""
    return math.isclose(left, right, rel_tol=1e-9, abs_tol=1e-12)


def _side_by_side(game, left, right):
    """Two boards as text, side by side."""
    return "\n".join(f"{a}    {b}" for a, b in zip(game.board_text(left).split("\n"),
                                                   game.board_text(right).split("\n")))
