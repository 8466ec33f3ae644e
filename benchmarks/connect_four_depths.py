"""Minimax against alpha-beta on Connect Four, depths 1 to 8 from the empty 7x6 board.

Notebook 09 (section 4) runs the shallow depths live; depth 8 minimax alone
takes minutes, so this script runs them all and saves the table the notebook
shows: -> benchmarks/results/connect_four_depths.json

Each search is X's move from the empty board with `connect_four_evaluation`
at the cutoff: `DepthLimitedMinimaxSolver` (minimax), `DepthLimitedAlphaBetaSolver`
in the game's column order (left to right) and with `centre_first`. Nodes are
counted by the solvers (every node searched, cut-off nodes included); seconds
are wall-clock time on the machine that ran it (`machine` in the file).
Run by hand:  PYTHONPATH=. .venv/bin/python benchmarks/connect_four_depths.py [--max-depth 8]
"""

import argparse
import json
import platform
import time
from pathlib import Path

from course_lib import (ConnectFour, DepthLimitedAlphaBetaSolver, DepthLimitedMinimaxSolver,
                        centre_first, connect_four_evaluation)

RESULTS = Path(__file__).resolve().parent / "results" / "connect_four_depths.json"

SEARCHES = {
    "minimax": lambda d: DepthLimitedMinimaxSolver(d, connect_four_evaluation),
    "alpha-beta, left to right": lambda d: DepthLimitedAlphaBetaSolver(d, connect_four_evaluation),
    "alpha-beta, centre first": lambda d: DepthLimitedAlphaBetaSolver(
        d, connect_four_evaluation, move_order=centre_first),
}


def run(name, depth):
    """Return the row of one search: nodes, seconds, move chosen and value for X."""
    game = ConnectFour()
    solver = SEARCHES[name](depth)
    start = time.perf_counter()
    move = solver.select_move(game, game.initial_state(), "X")
    seconds = time.perf_counter() - start
    nodes = solver.nodes_visited
    value = SEARCHES[name](depth).minimax_value(game, game.initial_state(), "X")
    return {"search": name, "depth": depth, "nodes": nodes, "seconds": round(seconds, 3),
            "move": move, "value": value}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-depth", type=int, default=8)
    args = parser.parse_args()
    rows = []
    for depth in range(1, args.max_depth + 1):
        for name in SEARCHES:
            row = run(name, depth)
            rows.append(row)
            print(f"depth {depth}  {name:<26} {row['nodes']:>10,} nodes {row['seconds']:>9.3f} s  "
                  f"move {row['move']}  value {row['value']:+.4f}", flush=True)
    RESULTS.write_text(json.dumps({"machine": f"{platform.python_implementation()} "
                                              f"{platform.python_version()}, {platform.machine()}",
                                   "rows": rows}, indent=1) + "\n")
    print(f"saved {RESULTS}")


if __name__ == "__main__":
    main()
