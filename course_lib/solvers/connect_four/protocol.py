"""Pons' test protocol: read a test set, solve its positions, check the scores, count and time.

A test set file has one position a line, ``<moves> <score>``: the move string
from the empty 7x6 board (columns counted from 1, X first) and the exact score
for the side to move (Pons, "Solving Connect 4", part 2). `run_test_set` solves
each position with a solver and reports what Pons' benchmark tables report:
how many scores are right, the mean number of positions explored, the time.
"""

import statistics
import time
from pathlib import Path
from typing import NamedTuple

from ...games.connect_four import ConnectFour
from ...games.connect_four_notation import state_from_moves
from .scores import sign


class SolveStats(NamedTuple):
    """What `run_test_set` measured: positions solved, scores right, mean positions explored, seconds.

    `seconds` is the wall-clock time spent in ``solver.solve`` (building the
    positions' boards from their move strings, and the game's validation of
    each new board, are not counted). `explored` holds the positions explored
    for each position, in order (its repr shows only how many there are): the
    costs are heavy-tailed, so the median and the maximum say what the mean hides.
    """

    positions: int
    correct: int
    mean_positions_explored: float
    seconds: float
    explored: tuple = ()

    def __repr__(self):
        return (f"SolveStats(positions={self.positions}, correct={self.correct}, "
                f"mean_positions_explored={self.mean_positions_explored!r}, "
                f"seconds={self.seconds!r}, explored=<{len(self.explored)} counts>)")

    @property
    def all_correct(self):
        return self.correct == self.positions

    @property
    def positions_per_second(self):
        """Positions explored per second of solving (0.0 when nothing was timed)."""
        total = self.mean_positions_explored * self.positions
        return total / self.seconds if self.seconds > 0 else 0.0

    @property
    def median_positions_explored(self):
        """The median of `explored` (0.0 when nothing was solved)."""
        return float(statistics.median(self.explored)) if self.explored else 0.0

    @property
    def max_positions_explored(self):
        """The most positions any one position explored (0 when nothing was solved)."""
        return max(self.explored, default=0)


def read_test_set(path, limit=None):
    """Return the first `limit` (default all) positions of a test set as ``[(moves, score), ...]``.

    Raises ValueError naming the line when a line is not ``<digits> <integer>``.
    """
    entries = []
    for number, line in enumerate(Path(path).read_text(encoding="ascii").splitlines(), start=1):
        if limit is not None and len(entries) >= limit:
            break
        fields = line.split()
        if not fields:
            continue
        if len(fields) != 2 or not fields[0].isdigit() or not fields[1].lstrip("-").isdigit():
            raise ValueError(f"{path}, line {number}: expected '<moves> <score>', got {line!r}")
        entries.append((fields[0], int(fields[1])))
    return entries


def run_test_set(solver, positions, width=7, height=6):
    """Solve each ``(moves, score)`` of `positions` with `solver`; return a `SolveStats`.

    `solver` is a `ConnectFourSolver` (any rung, strong or weak: a weak
    solver's answer is compared with the sign of the score). Each board is
    built by playing its move string on the game the solver is given, before
    the clock starts, so the game has already validated it.
    """
    game = ConnectFour(width, height)
    correct, explored = 0, []
    seconds = 0.0
    for moves, score in positions:
        state = state_from_moves(game, moves)
        start = time.perf_counter()
        found = solver.solve(game, state)
        seconds += time.perf_counter() - start
        explored.append(solver.positions_explored)
        correct += found == (sign(score) if solver.weak else score)
    mean = sum(explored) / len(positions) if positions else 0.0
    return SolveStats(len(positions), correct, mean, seconds, tuple(explored))
