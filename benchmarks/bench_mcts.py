"""Simulations per second of our MCTS against OpenSpiel's MCTSBot, same budget, same run.

For each game, each solver searches the initial position with the same number
of simulations (UCT, C = sqrt(2), one uniformly random rollout per simulation);
the best of `--repeat` times is kept. OpenSpiel's bot is its Python
`open_spiel.python.algorithms.mcts.MCTSBot` with `RandomRolloutEvaluator(n_rollouts=1)`
over its C++ games (`pip install open_spiel`, the `bench` extra). Differences
that remain: OpenSpiel expands all children of a node at once, ours one per
simulation, as in Russell & Norvig's fig. 5.11.

Run by hand:  python benchmarks/bench_mcts.py [--simulations N] [--repeat R]
Connect Four is timed when `course_lib` has `ConnectFour`.
"""

import argparse
import math
import time

import numpy as np

import course_lib
from course_lib import MCTSClassicSolver, MCTSSolver, TicTacToe

try:
    import pyspiel  # noqa: F401
    HAVE_OPENSPIEL = True
except ImportError:
    HAVE_OPENSPIEL = False


def best_rate(search, simulations, repeat):
    best = math.inf
    for _ in range(repeat):
        start = time.perf_counter()
        search()
        best = min(best, time.perf_counter() - start)
    return simulations / best


def ours(cls, game, simulations, seed):
    def search():
        state = game.initial_state()
        cls(simulations, seed=seed).select_move(game, state, game.to_move(state))
    return search


def openspiel(name, simulations, seed):
    import pyspiel
    from open_spiel.python.algorithms import mcts

    game = pyspiel.load_game(name)

    def search():
        rng = np.random.RandomState(seed)
        bot = mcts.MCTSBot(game, math.sqrt(2), simulations,
                           mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng),
                           random_state=rng, solve=False)
        bot.mcts_search(game.new_initial_state())
    return search


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--simulations", type=int, default=5000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    games = [("tic-tac-toe", TicTacToe(), "tic_tac_toe")]
    if hasattr(course_lib, "ConnectFour"):
        games.append(("Connect Four", course_lib.ConnectFour(), "connect_four"))
    n, r = args.simulations, args.repeat
    print(f"{n} simulations from the initial position, best of {r} (simulations per second)")
    print(f"{'game':<14}{'MCTSClassicSolver':>19}{'MCTSSolver':>12}{'OpenSpiel MCTSBot':>19}"
          f"{'classic/OpenSpiel':>19}")
    for label, game, spiel_name in games:
        classic = best_rate(ours(MCTSClassicSolver, game, n, 0), n, r)
        learner = best_rate(ours(MCTSSolver, game, n, 0), n, r)
        if not HAVE_OPENSPIEL:
            print(f"{label:<14}{classic:>19,.0f}{learner:>12,.0f}{'not installed':>19}{'-':>19}")
            continue
        peer = best_rate(openspiel(spiel_name, n, 0), n, r)
        print(f"{label:<14}{classic:>19,.0f}{learner:>12,.0f}{peer:>19,.0f}{classic / peer:>19.2f}")
    if not HAVE_OPENSPIEL:
        print("OpenSpiel is not installed: pip install open_spiel (the `bench` extra)")


if __name__ == "__main__":
    main()
