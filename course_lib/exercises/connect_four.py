"""Checkers for the Connect Four exercises of notebooks 09 (1 and 2) and 10 (3).

1. *An evaluation function.* `check_evaluation(evaluation)`: a student's
   ``evaluation(game, state) -> estimated utility for X`` must be a number
   strictly inside (-1, 1), for X (not for the player to move), leave the board
   alone, tell positions apart, and, plugged into depth-2 alpha-beta, beat the
   same search using the library's `connect_four_evaluation` (shown in the
   notebook): more than 55% of the points over 40 games (20 seeded two-move
   openings, each played with both colours; a margin above half, so that a
   near-copy with other weights does not pass by the luck of 20 games). A copy
   of the shown function scores exactly half (the same search on both sides),
   the library function refuses to run for the student's code, and a copy with
   weights 1/3/9 scores 18.5 of 40: the answer has to know something the open
   windows do not (e.g. which row a threat is on, Allis 1988).
2. *The moves worth searching up to the mirror.* `check_mirror_moves(f)`:
   ``f(game, state) -> columns``, the valid columns keeping one of each pair
   whose children are mirror images (the notebook shows the mirror key, not
   this); checked on every position of the 4x3 and 3x4 boards and on 7x6
   positions.
3. *A win check through the last move.* `check_last_move_wins(last_move_wins)`:
   ``last_move_wins(state, column) -> bool``, whether the top piece of
   `column` is part of four in a row, on hand-made edge cases, on every
   position of seeded random games, and on boards where play went on after a
   four: the loser's piece, then the winner's (whose colour already has a
   four), so a whole-board check fails, for any colour or for the last
   piece's; then the same on 5x4 and 8x7 boards, so that an answer that
   assumes 7x6 fails (with a hint about ``state.shape``). The library's win checks refuse to run for the student's code:
   `ConnectFour.evaluate`, `is_terminal`, `winning_moves`, `BitLayout.has_four`
   and `winning_cells`, `GridPosition.is_winning_move`, and the reference
   `last_piece_wins` / `lines_through`.

Student code runs contained (`contained`): a time limit, its exception named.
"""

import numbers
import random

import numpy as np

from ..answer_guard import guard
from ..analysis.counting import reachable_positions
from ..games.connect_four import ConnectFour
from ..play import evaluate_solvers
from ..solvers.depth_limited_alphabeta import DepthLimitedAlphaBetaSolver
from ..solvers.heuristics import connect_four_evaluation
from ..solvers.move_ordering import centre_first
from . import ExerciseFailure, checker, contained, materialize, shown
from .connect_four_cases import (SIZE_HINT, WIN_CASES, continued_boards, other_size_cases,
                                 random_game_positions, sample_positions, swap_colours)
from .fresh_cases import fresh_seeds

MATCH_OPENINGS = 20  # seeded two-ply openings, each played with both colours
PASS_SHARE = 0.55  # of the points, to pass: a margin above half, beyond the noise of the games


# ----------------------------------------------------------------------
# Exercise 1: an evaluation function that beats the library's
# ----------------------------------------------------------------------
@checker("A Connect Four evaluation function",
         refuses=("search", "evaluation"))
def check_evaluation(evaluation):
    """Check ``evaluation(game, state)``, then play it against `connect_four_evaluation`."""
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


def _one_quiet_game(game, solver_X, solver_O):
    """One game's tally, with no progress bar: a checker's output is its verdict alone."""
    return evaluate_solvers(game, solver_X, solver_O, num_games=1, progress=False)


def _match_verdict(game, evaluation):
    """Play the matches; return the verdict line or raise `ExerciseFailure` with the score."""
    totals = {"wins": 0, "draws": 0, "losses": 0}
    for seed in range(MATCH_OPENINGS):
        for student_plays in ("X", "O"):
            student = DepthLimitedAlphaBetaSolver(2, evaluation, move_order=centre_first)
            baseline = DepthLimitedAlphaBetaSolver(2, connect_four_evaluation, centre_first)
            opened = _OpenedGame(seed)
            pair = (student, baseline) if student_plays == "X" else (baseline, student)
            result = contained(_one_quiet_game, opened, *pair,
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
    if score <= PASS_SHARE * games:
        raise ExerciseFailure(f"depth-2 alpha-beta with your evaluation against the library's "
                              f"connect_four_evaluation: {record}; to beat it, score more than "
                              f"{PASS_SHARE * games:g} points (a draw is half a point: a margin "
                              "above half, beyond luck). Open windows "
                              "alone only tie; which threes can be completed, and when?")
    return f"against connect_four_evaluation (depth-2 alpha-beta both): {record}"


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
# Exercise 2: the moves worth searching up to the mirror
# ----------------------------------------------------------------------
def moves_up_to_mirror(game, state):
    """The reference: the valid columns, keeping the first of each pair of children that are
    mirror images (only a board that is its own mirror image has such pairs)."""
    moves = game.get_valid_moves(state)
    if not np.array_equal(state, state[:, ::-1]):
        return moves
    return [column for column in moves if column <= game.width - 1 - column]


moves_up_to_mirror = guard(moves_up_to_mirror, "mirror")  # the answer, for checks only


class _Unplayed(ConnectFour):
    """The game the student's `mirror_moves` gets: it decides from the board, so playing a
    move (generating a child to compare) is refused with a hint."""

    def make_move(self, state, move, player):
        raise ExerciseFailure(
            "your mirror_moves plays a move (game.make_move) to compare the children: the "
            "point is never to generate both children of a mirror pair; decide from the board "
            "itself which columns give mirror-image children")


def _mirror_cases():
    """(game, state) cases: every position of the 4x3 and 3x4 boards, and 7x6 game positions."""
    for width, height in ((4, 3), (3, 4)):
        game, unplayed = ConnectFour(width, height), _Unplayed(width, height)
        for state in reachable_positions(game).values():
            if not game.is_terminal(state):
                yield unplayed, state
    game, unplayed = ConnectFour(), _Unplayed()
    for state in sample_positions(game) + [ConnectFour.from_moves(m) for m in ("44", "4444", "3553")]:
        if not game.is_terminal(state):
            yield unplayed, state


@checker("The moves worth searching up to the mirror",
         refuses=("search", "mirror"))
def check_mirror_moves(mirror_moves):
    """Check ``mirror_moves(game, state) -> columns`` on every position of two small boards."""
    checked = symmetric = 0
    for game, state in _mirror_cases():
        before = state.copy()
        got = contained(mirror_moves, game, state, what="your mirror_moves")
        where = f"on the {game.width}x{game.height} board\n{game.board_text(before)}\n"
        if not np.array_equal(state, before):
            raise ExerciseFailure(f"{where}your function changed the board: build the mirror "
                                  "as a new array (state[:, ::-1]) and leave the state alone")
        if got is None:
            raise ExerciseFailure(f"{where}returned None: return the list of columns")
        got = list(materialize(got, "your function's result"))
        expected = moves_up_to_mirror(game, before)
        checked, symmetric = checked + 1, symmetric + (expected != game.get_valid_moves(before))
        if got != expected:
            raise ExerciseFailure(f"{where}you returned {got}" + _mirror_hint(game, before, got,
                                                                             expected))
    return (f"right on all {checked:,} positions; {symmetric:,} of them are their own mirror "
            "image, where about half the columns suffice")


def _mirror_hint(game, state, got, expected):
    moves = game.get_valid_moves(state)
    if sorted(got) == sorted(expected):
        return ": keep the game's order of the columns"
    if len(got) < len(expected):
        return (": this board is not its own mirror image, so no two columns lead to mirror-"
                "image children: every column must be searched" if expected == moves else
                ": one column of each mirror pair must stay (and the centre column, its own pair)")
    return (": this board is its own mirror image, so columns c and width - 1 - c lead to "
            "mirror-image children: keep only the first of each pair")


# ----------------------------------------------------------------------
# Exercise 3: a win check through the last move
# ----------------------------------------------------------------------
@checker("A win check through the last move",
         refuses=("search", "win check"))
def check_last_move_wins(last_move_wins, seed=None):
    """Check ``last_move_wins(state, column) -> bool`` on edge cases, random games, boards where
    play went on after a four, by the loser and then by the winner (where a whole-board check is
    wrong), first on 7x6 boards, then on 5x4 and 8x7 ones (where an answer that assumes 7x6 gets
    a hint about ``state.shape``); each part also on random games and boards drawn afresh at
    each check (`seed` fixes them)."""
    fixed = WIN_CASES + random_game_positions() + continued_boards(range(12))
    other_sizes = other_size_cases(range(6), range(12))
    fresh = [fresh_seeds(None if seed is None else seed + k, count)
             for k, count in enumerate((2, 6, 1, 3))]
    for cases, size_hint in ((fixed + random_game_positions(fresh[0]) + continued_boards(fresh[1]),
                              None),
                             (other_sizes + other_size_cases(fresh[2], fresh[3]), SIZE_HINT)):
        for name, state, column, expected, hint in cases:
            _check_one_board(last_move_wins, name, state, column, expected, hint, size_hint)
    return (f"right on {len(WIN_CASES)} edge cases and {len(fixed) - len(WIN_CASES)} positions of "
            f"random 7x6 games (some played on after a four), {len(other_sizes)} of 5x4 and 8x7 "
            "games, and on fresh random ones")


def _check_one_board(last_move_wins, name, state, column, expected, hint, size_hint):
    what = f"{name}: your last_move_wins" if size_hint else "your last_move_wins"
    got = contained(last_move_wins, state.copy(), column, what=what,
                    hints=size_hint and {Exception: size_hint})
    if not isinstance(got, (bool, np.bool_)):
        raise ExerciseFailure(f"returned {shown(got)}: return True or False")
    if bool(got) != expected:
        board = ConnectFour(state.shape[1], state.shape[0]).board_text(state)
        said = "a win" if got else "no win"
        raise ExerciseFailure(f"{name}: you said {said} for the last piece in column "
                              f"{column}, expected {'a win' if expected else 'no win'}\n"
                              f"{board}\nHint: {hint}")
