"""Checkers for the Connect Four exercises of notebook 09.

1. *An evaluation function.* `check_evaluation(evaluation)`: a student's
   ``evaluation(game, state) -> estimated utility for X`` must be a number
   strictly inside (-1, 1), for X (not for the player to move), leave the board
   alone, tell positions apart, and, plugged into depth-2 alpha-beta, beat the
   same search using `centre_column_evaluation`: more than half the points over
   20 games (10 seeded two-move openings, each played with both colours).
2. *The mirror canonical key.* `check_mirror_key(mirror_key)`: one hashable
   key for a board and its left-right mirror image, different keys for any
   other two boards; checked on every position of the 4x3 board.
3. *A win check through the last move.* `check_last_move_wins(last_move_wins)`:
   ``last_move_wins(state, column) -> bool``, whether the top piece of
   `column` is part of four in a row, on hand-made edge cases and on every
   position of seeded random games.

Student code runs contained (`contained`): a time limit, its exception named.
"""

import numbers
import random

import numpy as np

from ..analysis.counting import count_positions, reachable_positions
from ..games.connect_four import ConnectFour
from ..play import evaluate_solvers
from ..solvers.depth_limited_alphabeta import DepthLimitedAlphaBetaSolver
from ..solvers.move_ordering import centre_first
from . import ExerciseFailure, checker, contained, shown
from .connect_four_cases import WIN_CASES, random_game_positions, sample_positions, swap_colours

MATCH_OPENINGS = 10  # seeded two-ply openings, each played with both colours


def centre_column_evaluation(game, state):
    """The baseline: (X's pieces - O's pieces in the centre column) / (height + 1), for X."""
    column = state[:, game.width // 2].tolist()
    return (column.count("X") - column.count("O")) / (game.height + 1)


# ----------------------------------------------------------------------
# Exercise 1: an evaluation function that beats the baseline
# ----------------------------------------------------------------------
@checker("A Connect Four evaluation function", reveals=lambda: [])
def check_evaluation(evaluation):
    """Check ``evaluation(game, state)``, then play it against `centre_column_evaluation`."""
    game = ConnectFour()
    values = []
    for state in sample_positions(game):
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
        values.append(value)
    if len(set(values)) == 1:
        raise ExerciseFailure(f"your evaluation returned {values[0]!r} on all {len(values)} "
                              "positions: it cannot tell a good position from a bad one")
    _check_point_of_view(game, evaluation)
    return _match_verdict(game, evaluation)


def _check_point_of_view(game, evaluation):
    strong = ConnectFour.from_moves("22334")  # X: an open three on the bottom row; O to move
    for_x = contained(evaluation, game, strong, what="your evaluation")
    for_o = contained(evaluation, game, swap_colours(strong), what="your evaluation")
    if not for_x > for_o:
        raise ExerciseFailure(
            f"X with an open three on the bottom row gets {for_x:+.4f}, the same board with the "
            f"colours swapped (O's open three) {for_o:+.4f}: the value is the utility for X, "
            "larger when X is better, whoever is to move")


def _match_verdict(game, evaluation):
    """Play the matches; return the verdict line or raise `ExerciseFailure` with the score."""
    totals = {"wins": 0, "draws": 0, "losses": 0}
    for seed in range(MATCH_OPENINGS):
        for student_plays in ("X", "O"):
            student = DepthLimitedAlphaBetaSolver(2, evaluation, move_order=centre_first)
            baseline = DepthLimitedAlphaBetaSolver(2, centre_column_evaluation, centre_first)
            opened = _OpenedGame(seed)
            pair = (student, baseline) if student_plays == "X" else (baseline, student)
            result = contained(evaluate_solvers, opened, *pair, 1,
                               what="a match with your evaluation")
            won = result["X_wins"] if student_plays == "X" else result["O_wins"]
            lost = result["O_wins"] if student_plays == "X" else result["X_wins"]
            totals["wins"] += won
            totals["losses"] += lost
            totals["draws"] += result["draws"]
    games = 2 * MATCH_OPENINGS
    score = totals["wins"] + totals["draws"] / 2
    singular = {"wins": "win", "draws": "draw", "losses": "loss"}
    record = ", ".join(f"{totals[key]} {singular[key] if totals[key] == 1 else key}"
                       for key in ("wins", "draws", "losses")) + f" in {games} games"
    if score <= games / 2:
        raise ExerciseFailure(f"depth-2 alpha-beta with your evaluation against the baseline "
                              f"(pieces in the centre column): {record}; to beat it, score more "
                              f"than {games // 2} points (a draw is half a point). Count open "
                              "windows of four, weighted by the pieces in them")
    return f"against the centre-column baseline (depth-2 alpha-beta both): {record}"


class _OpenedGame(ConnectFour):
    """7x6 Connect Four whose games start after two seeded random moves (so the games differ)."""

    def __init__(self, seed):
        super().__init__()
        rng, state = random.Random(seed), super().initial_state()
        for player in ("X", "O"):
            state = self.make_move(state, rng.choice(self.get_valid_moves(state)), player)
        self.start = state

    def initial_state(self):
        return self.start.copy()


# ----------------------------------------------------------------------
# Exercise 2: the mirror canonical key
# ----------------------------------------------------------------------
@checker("The mirror canonical key", reveals=lambda: [])
def check_mirror_key(mirror_key):
    """Check ``mirror_key(state)`` on every position of the 4x3 board (12,031; 6,027 up to the mirror)."""
    game = ConnectFour(4, 3)
    positions = list(reachable_positions(game).values())
    expected = count_positions(game, up_to_symmetry=True)
    keys = {}
    for state in positions:
        before = state.copy()
        key = contained(mirror_key, state, what="your mirror_key")
        where = f"on the board\n{game.board_text(before)}\n"
        if not np.array_equal(state, before):
            raise ExerciseFailure(f"{where}mirror_key changed the board: build the mirror as a "
                                  "new array (state[:, ::-1]) and leave the state alone")
        try:
            hash(key)
        except TypeError:
            raise ExerciseFailure(f"{where}mirror_key returned an unhashable {type(key).__name__}: "
                                  "a dict key must be hashable, e.g. state.tobytes() or "
                                  "tuple(map(tuple, state))") from None
        mirrored = contained(mirror_key, state[:, ::-1].copy(), what="your mirror_key")
        if mirrored != key:
            flipped = contained(mirror_key, state[::-1].copy(), what="your mirror_key")
            hint = ("you flipped the board top to bottom: Connect Four's mirror swaps left "
                    "and right, state[:, ::-1]" if flipped == key else
                    "take the smaller of the two keys, min(key(board), key(mirror))")
            raise ExerciseFailure(f"{where}the board and its mirror image got different keys: "
                                  + hint)
        keys.setdefault(key, state)
    if len(keys) != expected:
        clash = _clash(positions, mirror_key, keys)
        raise ExerciseFailure(f"{len(keys):,} keys for the {len(positions):,} positions of the "
                              f"4x3 board, expected {expected:,} (one per position up to the "
                              f"mirror){clash}")
    return (f"one key per position up to the mirror: {expected:,} keys for the "
            f"{len(positions):,} positions of the 4x3 board")


def _clash(positions, mirror_key, keys):
    for state in positions:
        other = keys[contained(mirror_key, state, what="your mirror_key")]
        if not (np.array_equal(other, state) or np.array_equal(other, state[:, ::-1])):
            return (f": two different boards (not mirror images) share a key,\n{other}\nand\n"
                    f"{state}\nthe key must keep every cell, in order")
    return ""


# ----------------------------------------------------------------------
# Exercise 3: a win check through the last move
# ----------------------------------------------------------------------
@checker("A win check through the last move", reveals=lambda: [])
def check_last_move_wins(last_move_wins):
    """Check ``last_move_wins(state, column) -> bool`` on edge cases and random games."""
    cases = WIN_CASES + random_game_positions()
    for name, state, column, expected, hint in cases:
        got = contained(last_move_wins, state.copy(), column, what="your last_move_wins")
        if not isinstance(got, (bool, np.bool_)):
            raise ExerciseFailure(f"returned {shown(got)}: return True or False")
        if bool(got) != expected:
            board = ConnectFour(state.shape[1], state.shape[0]).board_text(state)
            said = "a win" if got else "no win"
            raise ExerciseFailure(f"{name}: you said {said} for the last piece in column "
                                  f"{column}, expected {'a win' if expected else 'no win'}\n"
                                  f"{board}\nHint: {hint}")
    return f"right on {len(WIN_CASES)} edge cases and {len(cases) - len(WIN_CASES)} game positions"
