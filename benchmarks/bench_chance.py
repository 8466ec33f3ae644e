"""Time the games-of-chance code: Pig by value iteration, and depth-limited expectiminimax on Pig
next to OpenSpiel's Python `expectiminimax` on OpenSpiel's own Pig.

Run by hand (OpenSpiel is in the `bench` extra):  .venv/bin/python benchmarks/bench_chance.py

The two searches do not count depth alike (OpenSpiel's depth skips chance nodes, ours
counts every level), so the table compares nodes per second, not trees of one size.
"""

import time

from course_lib import ExpectiminimaxSolver, Pig, solve_pig


def time_value_iteration():
    print("Pig by value iteration (solve_pig)")
    print(f"{'goal':>5} {'P(first player wins)':>21} {'sweeps':>7} {'seconds':>8}")
    for goal in (10, 20, 50, 100):
        start = time.perf_counter()
        solution = solve_pig(goal)
        seconds = time.perf_counter() - start
        print(f"{goal:>5} {solution.win_probability:>21.6f} {solution.sweeps:>7} {seconds:>8.2f}")


def ours(depth):
    game = Pig(goal=100)
    solver = ExpectiminimaxSolver(max_depth=depth, memoize=False)
    start = time.perf_counter()
    solver.select_move(game, game.initial_state(), "X")
    return solver.nodes_visited, time.perf_counter() - start


def openspiel(depth):
    import pyspiel
    from open_spiel.python.algorithms import minimax

    original = minimax.expectiminimax
    nodes = [0]

    def counted(*args):
        nodes[0] += 1
        return original(*args)

    minimax.expectiminimax = counted  # the recursion calls the module-level name
    try:
        state = pyspiel.load_game("pig", {"winscore": 100}).new_initial_state()
        start = time.perf_counter()
        counted(state, depth, lambda s: 0.0, 0)
        return nodes[0], time.perf_counter() - start
    finally:
        minimax.expectiminimax = original


def time_expectiminimax():
    print("\nDepth-limited expectiminimax on Pig (goal 100) from the start, nodes per second")
    print(f"{'':>12} {'depth':>5} {'nodes':>9} {'seconds':>8} {'nodes/s':>9}")
    rates = {}
    for name, search, depth in (("course_lib", ours, 10), ("OpenSpiel", openspiel, 7)):
        try:
            nodes, seconds = search(depth)
        except ImportError:
            print(f"{name:>12}  (not installed: pip install open_spiel)")
            continue
        rates[name] = nodes / seconds
        print(f"{name:>12} {depth:>5} {nodes:>9,} {seconds:>8.2f} {rates[name]:>9,.0f}")
    if len(rates) == 2:
        print(f"course_lib / OpenSpiel nodes per second: {rates['course_lib'] / rates['OpenSpiel']:.2f}")


if __name__ == "__main__":
    time_value_iteration()
    time_expectiminimax()
