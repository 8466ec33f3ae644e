"""Time a full search from the empty tic-tac-toe board: plain minimax vs symmetry vs caching vs both.

Rows: MinimaxSolverV2 (plain, the whole tree), minimax expanding one move per
class of symmetric moves (no cache: the notebook-05 exercise), MinimaxSolver
(memoized), SymmetricMinimaxSolver (memoized up to the 8 symmetries). Each run
uses a fresh game and a fresh solver (cold caches); the best of --repeat runs
is kept. Also times one game MinimaxSolver vs MinimaxSolver, first move and the rest.

Run by hand:  .venv/bin/python benchmarks/bench_caching.py [--repeat N]
"""

import argparse
import time

from course_lib import GameRunner, MinimaxSolver, MinimaxSolverV2, SymmetricMinimaxSolver, TicTacToe
from course_lib.exercises.caching import symmetry_pruned_reference


def search_plain(game):
    solver = MinimaxSolverV2()
    solver.select_move(game, game.initial_state(), "X")
    return solver.nodes_visited


def search_symmetry_pruned(game):
    _, nodes = symmetry_pruned_reference(game, game.initial_state(), "X")
    return nodes


def search_with(solver_class):
    def search(game):
        solver = solver_class()
        solver.select_move(game, game.initial_state(), "X")
        return solver.nodes_visited
    return search


VARIANTS = [
    ("plain minimax (MinimaxSolverV2)", search_plain),
    ("symmetric moves pruned, no cache", search_symmetry_pruned),
    ("memoized (MinimaxSolver)", search_with(MinimaxSolver)),
    ("memoized up to symmetry (SymmetricMinimaxSolver)", search_with(SymmetricMinimaxSolver)),
]


def best_of(search, repeat):
    times = []
    for _ in range(repeat):
        game = TicTacToe()
        start = time.perf_counter()
        nodes = search(game)
        times.append(time.perf_counter() - start)
    return nodes, min(times)


def timed_game():
    """Play MinimaxSolver vs MinimaxSolver (one instance per side, cold caches); time each move.

    Returns ``(seconds of the first move, seconds of all the other moves, result)``.
    """
    runner = GameRunner(TicTacToe())
    result = runner.play_game(MinimaxSolver(), MinimaxSolver())
    times = runner.move_seconds
    return times[0], sum(times[1:]), result


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=3, help="runs per variant (best kept)")
    args = parser.parse_args()

    rows = [(name, *best_of(search, args.repeat)) for name, search in VARIANTS]
    plain_seconds = rows[0][2]
    print(f"{'search from the empty board':<50} {'nodes':>9} {'seconds':>9} {'nodes/s':>11} {'speed-up':>9}")
    for name, nodes, seconds in rows:
        print(f"{name:<50} {nodes:>9,} {seconds:>9.3f} {nodes / seconds:>11,.0f} "
              f"{plain_seconds / seconds:>8.1f}x")
    first, rest, result = timed_game()
    print(f"\nMinimaxSolver vs MinimaxSolver, one game from cold caches (result {result:+d}): "
          f"first move {first:.3f} s, the other moves {rest:.3f} s")


if __name__ == "__main__":
    main()
