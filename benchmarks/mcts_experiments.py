"""Notebook 11's long experiments, run by hand; the notebook shows the tables they save.

1. The lecture's tic-tac-toe matches (MCTSClassicSolver "Classic", MCTSSolver
   "Learner", memoized MinimaxSolver "Minimax", RandomSolver), with every
   game's result kept for the running-average plots:
   -> benchmarks/results/mcts_matches.json
2. Connect Four (7x6): MCTSClassicSolver with 25 .. 10,000 simulations per move
   against depth-limited alpha-beta (depth 4, notebook 09's open-windows
   `connect_four_evaluation` at the cutoff, centre columns first), as X and as O:
   -> benchmarks/results/mcts_connect_four.json

All solvers are seeded, so a rerun gives the same tables. Together they take
several minutes (far beyond a notebook cell), which is why they live here.
Run:  PYTHONPATH=. python benchmarks/mcts_experiments.py [--only matches|connect_four]
"""

import argparse
import json
import time
from pathlib import Path

from course_lib import (ConnectFour, DepthLimitedAlphaBetaSolver, MCTSClassicSolver, MCTSSolver,
                        MinimaxSolver, RandomSolver, TicTacToe, centre_first,
                        connect_four_evaluation, match_outcomes, tally)

RESULTS = Path(__file__).resolve().parent / "results"


def classic(n, seed):
    return MCTSClassicSolver(n, seed=seed)


def learner(n, seed):
    return MCTSSolver(n, seed=seed)


# (label, make X, make O, games, the lecture's X wins / O wins / draws or None)
MATCHES = [
    ("Random vs Classic(10)", lambda: RandomSolver(1), lambda: classic(10, 2), 100, None),
    ("Classic(10) vs Random", lambda: classic(10, 3), lambda: RandomSolver(4), 100, None),
    ("Classic(100) vs Random", lambda: classic(100, 5), lambda: RandomSolver(6), 100, (97, 0, 3)),
    ("Minimax vs Classic(10)", MinimaxSolver, lambda: classic(10, 7), 100, None),
    ("Minimax vs Classic(100)", MinimaxSolver, lambda: classic(100, 8), 100, None),
    ("Minimax vs Classic(500)", MinimaxSolver, lambda: classic(500, 9), 100, (13, 0, 87)),
    ("Classic(10) vs Minimax", lambda: classic(10, 10), MinimaxSolver, 100, None),
    ("Classic(100) vs Minimax", lambda: classic(100, 11), MinimaxSolver, 100, None),
    ("Classic(500) vs Minimax", lambda: classic(500, 12), MinimaxSolver, 100, (0, 0, 100)),
    ("Classic(10) vs Classic(500)", lambda: classic(10, 13), lambda: classic(500, 14), 100,
     (2, 57, 41)),
    ("Learner(10) vs Classic(10)", lambda: learner(10, 15), lambda: classic(10, 16), 375, None),
    ("Learner(10) vs Classic(40)", lambda: learner(10, 17), lambda: classic(40, 18), 375,
     (207, 18, 150)),
    ("Learner(10) vs Minimax", lambda: learner(10, 19), MinimaxSolver, 375, None),
    ("Learner(20) vs Minimax", lambda: learner(20, 20), MinimaxSolver, 375, None),
    ("Learner(50) vs Minimax", lambda: learner(50, 21), MinimaxSolver, 375, (0, 0, 375)),
]

C4_SIMULATIONS = [25, 100, 400, 1000, 3000, 10000]
C4_GAMES_PER_SIDE = 20
C4_DEPTH = 4


def run_matches():
    game, rows = TicTacToe(), []
    for label, make_x, make_o, games, lecture in MATCHES:
        start = time.perf_counter()
        outcomes = match_outcomes(game, make_x(), make_o(), games)
        rows.append({"match": label, "games": games, "outcomes": outcomes,
                     **tally(outcomes), "lecture": lecture})
        print(f"{label:<30} {tally(outcomes)}  lecture {lecture}  "
              f"({time.perf_counter() - start:.1f} s)", flush=True)
    (RESULTS / "mcts_matches.json").write_text(json.dumps(rows, indent=1) + "\n")


def run_connect_four():
    game, rows = ConnectFour(), []
    opponent = DepthLimitedAlphaBetaSolver(C4_DEPTH, connect_four_evaluation, move_order=centre_first)
    for n in C4_SIMULATIONS:
        start = time.perf_counter()
        as_x = tally(match_outcomes(game, classic(n, n), opponent, C4_GAMES_PER_SIDE))
        as_o = tally(match_outcomes(game, opponent, classic(n, n + 1), C4_GAMES_PER_SIDE))
        rows.append({"simulations": n, "as_X": as_x, "as_O": as_o})
        print(f"Classic({n}) vs depth-{C4_DEPTH}: as X {as_x}, as O {as_o} "
              f"({time.perf_counter() - start:.1f} s)", flush=True)
    (RESULTS / "mcts_connect_four.json").write_text(json.dumps(
        {"opponent": opponent.get_name(), "games_per_side": C4_GAMES_PER_SIDE, "rows": rows},
        indent=1) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=["matches", "connect_four"])
    args = parser.parse_args()
    RESULTS.mkdir(exist_ok=True)
    if args.only in (None, "matches"):
        run_matches()
    if args.only in (None, "connect_four"):
        run_connect_four()


if __name__ == "__main__":
    main()
