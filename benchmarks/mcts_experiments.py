"""Notebook 11's long experiments, run by hand; the notebook shows the tables they save.

1. The tic-tac-toe matches (MCTSClassicSolver "Classic", MCTSSolver
   "Learner", memoized MinimaxSolver "Minimax", RandomSolver), with every
   game's result kept for the running-average plots:
   -> benchmarks/results/mcts_matches.json
2. Connect Four (7x6): MCTSClassicSolver with 25 .. 10,000 simulations per move
   against depth-limited alpha-beta (depth 4, notebook 09's open-windows
   `connect_four_evaluation` at the cutoff, centre columns first), as X and as O:
   -> benchmarks/results/mcts_connect_four.json

All solvers are seeded, so a rerun gives the same tables. The timings are saved
with them (a match's "timing", a Connect Four row's "timing_as_X" and
"timing_as_O": wall-clock and CPU seconds of the match, and each side's moves and
mean wall-clock and CPU seconds a move), and each file records the machine, its
load average at the start and the end, and the total wall-clock time, so the
notebook quotes measured times, never remembered ones. CPU seconds are what the
search costs; wall-clock seconds grow with the load of a shared machine.
Together the experiments take far beyond a notebook cell, which is why they live here.
Run:  PYTHONPATH=. python benchmarks/mcts_experiments.py [--only matches|connect_four]
"""

import argparse
import json
import os
import platform
import time
from datetime import datetime, timezone
from pathlib import Path

from course_lib import (ConnectFour, DepthLimitedAlphaBetaSolver, GameRunner, MCTSClassicSolver,
                        MCTSSolver, MinimaxSolver, RandomSolver, TicTacToe, centre_first,
                        connect_four_evaluation, tally)

RESULTS = Path(__file__).resolve().parent / "results"


def classic(n, seed):
    return MCTSClassicSolver(n, seed=seed)


def learner(n, seed):
    return MCTSSolver(n, seed=seed)


# (label, make X, make O, games, reference X wins / O wins / draws or None). The references
# were transcribed from an MCTS lecture that is not among the course's sources, so they cannot
# be checked here; they are saved as "lecture" for comparison but the notebook does not show them.
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
    # The learner as O, and the control for its win as X: X's first move is itself an advantage
    ("Classic(40) vs Learner(10)", lambda: classic(40, 22), lambda: learner(10, 23), 375, None),
    ("Classic(10) vs Classic(40)", lambda: classic(10, 24), lambda: classic(40, 25), 375, None),
    ("Learner(10) vs Minimax", lambda: learner(10, 19), MinimaxSolver, 375, None),
    ("Learner(20) vs Minimax", lambda: learner(20, 20), MinimaxSolver, 375, None),
    ("Learner(50) vs Minimax", lambda: learner(50, 21), MinimaxSolver, 375, (0, 0, 375)),
]

C4_SIMULATIONS = [25, 100, 400, 1000, 3000, 10000]
C4_GAMES_PER_SIDE = 20
C4_DEPTH = 4


class CpuTimed:
    """A solver that counts the CPU seconds (`time.process_time`) of its own `select_move` calls.

    Wall-clock time per move (the runner's `move_seconds`) grows with the machine's load;
    CPU time is what the search itself costs. Everything else is the wrapped solver's.
    """

    def __init__(self, solver):
        self.solver, self.cpu_seconds = solver, 0.0

    def select_move(self, *args):
        start = time.process_time()
        try:
            return self.solver.select_move(*args)
        finally:
            self.cpu_seconds += time.process_time() - start

    def __getattr__(self, name):
        return getattr(self.solver, name)


def timed_match(game, solver_x, solver_o, num_games):
    """Play `num_games` games (same solver instances throughout, as `match_outcomes` does).

    Returns the results for X, in order, and the timing: the whole match's wall-clock
    and CPU seconds (`time.perf_counter`, `time.process_time`), and for each side the
    moves it chose and its mean wall-clock and CPU seconds per move.
    """
    runner, outcomes = GameRunner(game), []
    sides = {"X": CpuTimed(solver_x), "O": CpuTimed(solver_o)}
    moves, seconds = {"X": 0, "O": 0}, {"X": 0.0, "O": 0.0}
    wall, cpu = time.perf_counter(), time.process_time()
    for _ in range(num_games):
        outcomes.append(runner.play_game(sides["X"], sides["O"]))
        for (player, _move), spent in zip(runner.moves, runner.move_seconds):
            moves[player] += 1
            seconds[player] += spent
    timing = {"wall_seconds": round(time.perf_counter() - wall, 2),
              "cpu_seconds": round(time.process_time() - cpu, 2)}
    for player in "XO":
        count = max(moves[player], 1)
        timing[f"{player}_moves"] = moves[player]
        timing[f"{player}_seconds_per_move"] = round(seconds[player] / count, 5)
        timing[f"{player}_cpu_seconds_per_move"] = round(sides[player].cpu_seconds / count, 5)
    return outcomes, timing


def machine():
    """Where and when the timings were taken: they mean little without the machine and its load."""
    return {"date": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
            "python": platform.python_version(), "processor": platform.processor() or platform.machine(),
            "cpus": os.cpu_count(), "load_average_at_start": round(os.getloadavg()[0], 2)}


def save(name, payload, started):
    """Write results/<name> with the machine, the total time and the load average at the end."""
    payload["machine"] = {**started, "load_average_at_end": round(os.getloadavg()[0], 2)}
    (RESULTS / name).write_text(json.dumps(payload, indent=1) + "\n")


def run_matches():
    game, rows, started, total = TicTacToe(), [], machine(), time.perf_counter()
    for label, make_x, make_o, games, lecture in MATCHES:
        outcomes, timing = timed_match(game, make_x(), make_o(), games)
        rows.append({"match": label, "games": games, "outcomes": outcomes,
                     **tally(outcomes), "lecture": lecture, "timing": timing})
        print(f"{label:<30} {tally(outcomes)}  lecture {lecture}  {timing}", flush=True)
    save("mcts_matches.json", {"rows": rows, "total_wall_seconds": round(time.perf_counter() - total, 1)},
         started)


def run_connect_four():
    game, rows, started, total = ConnectFour(), [], machine(), time.perf_counter()
    opponent = DepthLimitedAlphaBetaSolver(C4_DEPTH, connect_four_evaluation, move_order=centre_first)
    for n in C4_SIMULATIONS:
        as_x, timing_x = timed_match(game, classic(n, n), opponent, C4_GAMES_PER_SIDE)
        as_o, timing_o = timed_match(game, opponent, classic(n, n + 1), C4_GAMES_PER_SIDE)
        rows.append({"simulations": n, "as_X": tally(as_x), "as_O": tally(as_o),
                     "timing_as_X": timing_x, "timing_as_O": timing_o})
        print(f"Classic({n}) vs depth-{C4_DEPTH}: as X {tally(as_x)} {timing_x}, "
              f"as O {tally(as_o)} {timing_o}", flush=True)
    save("mcts_connect_four.json",
         {"opponent": opponent.get_name(), "games_per_side": C4_GAMES_PER_SIDE, "rows": rows,
          "total_wall_seconds": round(time.perf_counter() - total, 1)}, started)


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
