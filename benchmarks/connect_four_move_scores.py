"""Scoring every column against solving: `ConnectFourSolver` after `521244` on the 7x6 board.

Notebook 10 (section "The score of every move") says what `select_move` costs early in a
7x6 game: a fresh solver's `move_scores` after `521244` (Pons' Begin-Easy, line 151)
explores tens of millions of positions, minutes in pure Python, too slow to run in the
notebook. This script runs it once and saves the counts and the seconds the notebook
quotes: -> benchmarks/results/connect_four_move_scores.json

Positions explored are the same on every machine; seconds are wall-clock time on the
machine that ran it (`machine` in the file).
Run by hand:  PYTHONPATH=. .venv/bin/python benchmarks/connect_four_move_scores.py
"""

import json
import platform
import time
from pathlib import Path

from course_lib import ConnectFour, ConnectFourSolver

RESULTS = Path(__file__).resolve().parent / "results" / "connect_four_move_scores.json"
MOVES = "521244"  # Pons' Test_L3_R2 (Begin-Easy), line 151


def measure(method):
    """Return `method`'s row for a fresh solver: positions explored, seconds, result."""
    game, solver = ConnectFour(), ConnectFourSolver()
    start = time.perf_counter()
    result = getattr(solver, method)(game, ConnectFour.from_moves(MOVES))
    seconds = time.perf_counter() - start
    return {"method": method, "positions_explored": solver.positions_explored,
            "seconds": round(seconds, 1), "result": result}


def main():
    rows = [measure("solve"), measure("move_scores")]
    for row in rows:
        print(f"{row['method']:<12} {row['positions_explored']:>12,} positions "
              f"{row['seconds']:>8.1f} s  {row['result']}", flush=True)
    machine = f"{platform.python_implementation()} {platform.python_version()}, {platform.machine()}"
    RESULTS.write_text(json.dumps({"machine": machine, "moves": MOVES, "rows": rows}, indent=1)
                       + "\n")


if __name__ == "__main__":
    main()
