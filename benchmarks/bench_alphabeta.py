"""Time minimax and the alpha-beta variants from the empty tic-tac-toe board, X to move.

Prints one row per search: nodes visited (counted by the instrumented solver or the
trace of the same search), the best of `--repeat` wall-clock times of the plain
solver, nodes per second, and the time as a fraction of full-tree minimax.
Run by hand:  .venv/bin/python benchmarks/bench_alphabeta.py [--repeat N]
"""

import argparse
import time

from course_lib import (
    MinimaxAlphaBetaSolver,
    MinimaxAlphaBetaSolverV1,
    MinimaxAlphaBetaSolverV2,
    MinimaxSolver,
    MinimaxSolverV1,
    MinimaxSolverV2,
    NegamaxAlphaBetaSolver,
    TicTacToe,
    best_first,
    centre_first,
    solved_table,
    trace_search,
    worst_first,
)


def nodes_of(make_solver, game):
    """Nodes the search visits (cache hits count as visits, as the solvers count them)."""
    solver = make_solver()
    trace = trace_search(solver, game)
    return trace.nodes_visited


def best_time(make_solver, game, repeat):
    times = []
    for _ in range(repeat):
        solver = make_solver()
        start = time.perf_counter()
        solver.select_move(game, game.initial_state(), "X")
        times.append(time.perf_counter() - start)
    return min(times)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=3, help="timed runs per search (best kept)")
    args = parser.parse_args()

    game = TicTacToe()
    table = solved_table(game)
    searches = [
        ("minimax (MinimaxSolverV1)", MinimaxSolverV1, MinimaxSolverV2),
        ("alpha-beta, row-major (V1)", MinimaxAlphaBetaSolverV1, MinimaxAlphaBetaSolverV2),
        ("alpha-beta, centre first", lambda: MinimaxAlphaBetaSolverV1(centre_first),
         lambda: MinimaxAlphaBetaSolverV2(centre_first)),
        ("alpha-beta, best first", lambda: MinimaxAlphaBetaSolverV1(best_first(table)),
         lambda: MinimaxAlphaBetaSolverV2(best_first(table))),
        ("alpha-beta, worst first", lambda: MinimaxAlphaBetaSolverV1(worst_first(table)),
         lambda: MinimaxAlphaBetaSolverV2(worst_first(table))),
        ("alpha-beta, negamax format", NegamaxAlphaBetaSolver, NegamaxAlphaBetaSolver),
        ("memoized minimax (MinimaxSolver)", MinimaxSolver, MinimaxSolver),
        ("memoized alpha-beta", MinimaxAlphaBetaSolver, MinimaxAlphaBetaSolver),
        ("alpha-beta V2, traced", lambda: _Traced(MinimaxAlphaBetaSolverV2()),
         MinimaxAlphaBetaSolverV2),
    ]

    rows = []
    for what, make_solver, make_counter in searches:
        nodes = nodes_of(make_counter, game)
        seconds = best_time(make_solver, game, args.repeat)
        rows.append((what, nodes, seconds))

    base = rows[0][2]
    print(f"{'what':<34} {'nodes':>9} {'seconds':>9} {'nodes/s':>10} {'time vs minimax':>16}")
    for what, nodes, seconds in rows:
        print(f"{what:<34} {nodes:>9,} {seconds:>9.3f} {nodes / seconds:>10,.0f} "
              f"{seconds / base:>16.4f}")


class _Traced:
    """Runs `trace_search` on the wrapped solver when asked for a move (to time the tracing)."""

    def __init__(self, solver):
        self.solver = solver

    def select_move(self, game, state, player):
        return trace_search(self.solver, game, state, player).move


if __name__ == "__main__":
    main()
