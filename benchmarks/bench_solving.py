"""Solve tic-tac-toe from the empty board: the notebook 08 revisions side by side with peers.

Prints one row per search: the value found (for X), the nodes our solvers visit,
the best of `--repeat` wall-clock times, and the time as a ratio to our fastest
configuration (alpha-beta + threats + symmetric transposition table). Peers, when
installed (`pip install easyAI open_spiel`, the `bench` extra):

- easyAI's `Negamax(9, tt=TranspositionTable())` on its own `TicTacToe`
  (negamax with alpha-beta and a transposition table with bound flags);
- OpenSpiel's `alpha_beta_search` (python/algorithms/minimax.py) on `tic_tac_toe`.

Run by hand:  .venv/bin/python benchmarks/bench_solving.py [--repeat N]
"""

import argparse
import time

from course_lib import NegamaxAlphaBetaSolver, NegamaxSolver, TicTacToe, TranspositionTable, threats_first


def ours(options):
    def solve():
        solver = NegamaxAlphaBetaSolver(**options()) if options is not None else NegamaxSolver()
        game = TicTacToe()
        value = solver.minimax_value(game, game.initial_state(), "X")
        return value, solver.nodes_visited
    return solve


def easyai_solve():
    from easyAI import Negamax
    from easyAI import TranspositionTable as EasyTable
    from easyAI.games.TicTacToe import TicTacToe as EasyTicTacToe

    class Game(EasyTicTacToe):
        def ttentry(self):
            return tuple(self.board)

    game = Game([None, None])
    ai = Negamax(9, tt=EasyTable())
    ai(game)
    return round(ai.alpha / 100), None  # value for X (to move): about +-100 for a win, 0 a draw


def openspiel_solve():
    import pyspiel
    from open_spiel.python.algorithms.minimax import alpha_beta_search

    value, _ = alpha_beta_search(pyspiel.load_game("tic_tac_toe"), maximizing_player_id=0)
    return value, None


SEARCHES = [
    ("negamax, no pruning", ours(None)),
    ("alpha-beta (abnega)", ours(lambda: {})),
    ("+ -1, stop at a win", ours(lambda: dict(worst_value=-1, stop_value=1))),
    ("+ threats first", ours(lambda: dict(worst_value=-1, stop_value=1, move_order=threats_first))),
    ("+ transposition table", ours(lambda: dict(worst_value=-1, stop_value=1, move_order=threats_first,
                                                table=TranspositionTable()))),
    ("+ symmetry", ours(lambda: dict(worst_value=-1, stop_value=1, move_order=threats_first,
                                     table=TranspositionTable(symmetry=True)))),
    ("easyAI Negamax(9, tt)", easyai_solve),
    ("OpenSpiel alpha_beta_search", openspiel_solve),
]


def best_time(solve, repeat):
    times, result = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        result = solve()
        times.append(time.perf_counter() - start)
    return min(times), result


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    rows = []
    for name, solve in SEARCHES:
        try:
            seconds, (value, nodes) = best_time(solve, args.repeat)
        except ImportError as error:
            print(f"{name}: skipped ({error})")
            continue
        rows.append((name, value, nodes, seconds))
    reference = next(seconds for name, _, _, seconds in rows if name == "+ symmetry")
    print(f"{'search':30} {'value':>5} {'nodes':>9} {'seconds':>9} {'x fastest ours':>15}")
    for name, value, nodes, seconds in rows:
        shown = f"{nodes:,}" if nodes is not None else "-"
        print(f"{name:30} {value:>5} {shown:>9} {seconds:>9.4f} {seconds / reference:>15.1f}")


if __name__ == "__main__":
    main()
