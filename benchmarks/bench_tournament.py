"""Games per second of a class tournament: 20 bots round-robin, on 1 and on 2 Dask workers.

The bots are generated files like students' (see `BOT_TEMPLATES`): random players, alpha-beta
at depths 1-2 with the open-windows evaluation, MCTS at 25-200 simulations a move, so the
time a game takes is mostly the tournament's own (two bot processes started, a JSON round
trip per move, the process groups killed) plus fast moves. Each bot's process is started
once per game, so a game costs that start-up whatever the bots do.

For each number of workers the script runs the whole round-robin of `--bots` bots
(n (n - 1) games) on a Dask `LocalCluster` of that many processes, one thread each,
including the cluster's start, and prints games per second. It then extrapolates to a
class of 300 bots (89,700 games a round) from the best rate per worker measured.

Run by hand:  python benchmarks/bench_tournament.py [--bots 20] [--game connect_four]
              [--workers 1 2] [--move-time 1]      (needs the tournament extra)
"""

import argparse
import tempfile
import time
from pathlib import Path

from course_lib.tournament.bots import check_bot, checked_bots, find_bots
from course_lib.tournament.referee import play_game
from course_lib.tournament.schedule import make_specs, run_specs

BOT_TEMPLATES = {
    "random": ("import random\nfrom course_lib.solvers import RandomSolver\n\n\n"
               "class Bot(RandomSolver):\n    def __init__(self):\n"
               "        super().__init__(seed={k})\n"),
    "alphabeta": ("from course_lib.solvers import DepthLimitedAlphaBetaSolver, centre_first, "
                  "connect_four_evaluation, open_lines_evaluation\n"
                  "from course_lib.games import TicTacToe\n\n\n"
                  "class Bot(DepthLimitedAlphaBetaSolver):\n    def __init__(self):\n"
                  "        super().__init__({depth}, connect_four_evaluation, centre_first)\n\n"
                  "    def select_move(self, game, state, player):\n"
                  "        if isinstance(game, TicTacToe):\n"
                  "            self.evaluation = open_lines_evaluation\n"
                  "        return super().select_move(game, state, player)\n"),
    "mcts": ("from course_lib.solvers import MCTSSolver\n\n\n"
             "class Bot(MCTSSolver):\n    def __init__(self):\n"
             "        super().__init__(num_simulations={simulations}, seed={k})\n"),
}


def write_bots(folder, count):
    """Write `count` bot files into `folder`: a third each random, alpha-beta, MCTS."""
    for k in range(count):
        kind = ("random", "alphabeta", "mcts")[k % 3]
        source = BOT_TEMPLATES[kind].format(k=k, depth=1 + (k // 3) % 2,
                                            simulations=(25, 50, 100, 200)[(k // 3) % 4])
        (Path(folder) / f"bot_{k:02d}_{kind}.py").write_text(source)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bots", type=int, default=20)
    parser.add_argument("--game", default="connect_four")
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--move-time", type=float, default=1.0)
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="bench-bots-")
    write_bots(folder, args.bots)
    files, _ = find_bots(folder)
    bots, rejected = checked_bots(files, [check_bot(b.spec(), args.game) for b in files])
    assert not rejected, rejected
    specs = make_specs(bots, args.game, rounds=1, move_time=args.move_time, seed=1)
    print(f"{len(bots)} bots, {len(specs)} games of {args.game}, MOVE_TIME={args.move_time:g}")
    print(f"{'workers':>7} {'seconds':>8} {'games/s':>8} {'moves':>7} {'reasons'}")
    best_per_worker = 0.0
    for workers in args.workers:
        started = time.perf_counter()
        records = list(run_specs(play_game, specs, workers=workers))
        seconds = time.perf_counter() - started
        moves = sum(len(r["moves"]) for r in records)
        reasons = sorted({r["reason"] for r in records})
        print(f"{workers:>7} {seconds:8.1f} {len(records) / seconds:8.2f} {moves:>7} {reasons}")
        best_per_worker = max(best_per_worker, len(records) / seconds / workers)
    games = 300 * 299
    core_hours = games / best_per_worker / 3600
    print(f"300 bots, one round: {games:,} games ~ {core_hours:.1f} core-hours at "
          f"{best_per_worker:.2f} games/s per worker (these bots' move times); "
          f"on 32 cores ~ {core_hours / 32 * 60:.0f} min")


if __name__ == "__main__":
    main()
