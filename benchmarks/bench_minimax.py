"""Time the full-tree MinimaxSolverV1 search from the empty tic-tac-toe board.

Compares course_lib's TicTacToe (NumPy board, rule analysis looked up per
board) with the lecture's per-element NumPy TicTacToe on the same machine.
Run by hand:  .venv/bin/python benchmarks/bench_minimax.py [--repeat N]
"""

import argparse
import time

from course_lib import LectureTicTacToe, MinimaxSolverV1, MinimaxSolverV2, TicTacToe


def count_nodes(game):
    solver = MinimaxSolverV2()
    solver.select_move(game, game.initial_state(), "X")
    return solver.nodes_visited


def best_time(game, repeat):
    """Best of `repeat` full searches with a fresh game object each time (cold rule cache)."""
    times = []
    for _ in range(repeat):
        fresh = type(game)()
        start = time.perf_counter()
        move = MinimaxSolverV1().select_move(fresh, fresh.initial_state(), "X")
        times.append(time.perf_counter() - start)
    return min(times), move


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=3, help="runs of course_lib's search (best kept)")
    parser.add_argument("--baseline-repeat", type=int, default=1, help="runs of the slow baseline")
    args = parser.parse_args()

    rows = []
    for name, game, repeat in [("lecture TicTacToe (per-element NumPy)", LectureTicTacToe(), args.baseline_repeat),
                               ("course_lib TicTacToe", TicTacToe(), args.repeat)]:
        nodes = count_nodes(game)
        seconds, move = best_time(game, repeat)
        rows.append((name, nodes, seconds, move))

    base = rows[0][2]
    print(f"Full-tree MinimaxSolverV1 from the empty board (best of runs, {time.strftime('%Y-%m-%d')})")
    print(f"{'what':40} {'nodes':>9} {'seconds':>9} {'nodes/s':>11} {'speed-up':>9}  move")
    for name, nodes, seconds, move in rows:
        print(f"{name:40} {nodes:9,} {seconds:9.3f} {nodes / seconds:11,.0f} {base / seconds:8.1f}x  {move}")


if __name__ == "__main__":
    main()
