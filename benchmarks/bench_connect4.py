"""Connect Four: Pons' ladder on his test sets, small boards solved, depth-8 alpha-beta vs OpenSpiel.

(a) The ladder. For each rung of `pons_ladder()` (Pons, "Solving Connect 4", parts 3-12)
    and each test set it can finish here: how many exact scores are right, the mean
    positions explored next to the mean Pons published for that part, their ratio,
    the seconds spent solving and positions explored per second. A rung runs on the
    first N positions of a set (N in LIMITS, 1,000 = the whole set); where N < 1,000
    the ratio compares a sample with Pons' mean over the 1,000 and is marked with *.
    Rungs are not run where Pons' own mean says a set would take hours here.
(b) Small boards from the empty position (Tromp's table): score, positions, seconds.
(c) Depth-limited alpha-beta from the empty 7x6 board: `MinimaxAlphaBetaSolverV1`
    (`max_depth`, the game's utility at the cutoff: 0 for an unfinished position) against
    OpenSpiel's `alpha_beta_search` on `connect_four` with the same cutoff value (0), so
    both search the same tree in the same move order: nodes (calls of the recursive
    function), best-of-`--repeat` seconds, ratio. Needs `pip install open_spiel` (the
    `bench` extra); skipped otherwise.

With --save, the rows of (a) and (b) measured by this run are written into
benchmarks/results/connect_four_solver.json (a row measured again replaces the saved one,
keyed by part, set and strong/weak, or by board), which notebook 10 shows: positions
explored do not depend on the machine, seconds do (`machine` and `date` in each row).

Run by hand:  .venv/bin/python benchmarks/bench_connect4.py [--quick] [--weak] [--parts 9,12] [--save]
"""

import argparse
import csv
import json
import platform
import time
from datetime import date
from pathlib import Path

from course_lib import (ConnectFour, ConnectFourSolver, MinimaxAlphaBetaSolverV1,
                        MinimaxAlphaBetaSolverV2, pons_ladder, read_test_set, run_test_set)

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "connect4"
RESULTS = Path(__file__).resolve().parent / "results" / "connect_four_solver.json"
MACHINE = f"{platform.python_implementation()} {platform.python_version()}, {platform.machine()}"
SETS = ("L3_R1", "L2_R1", "L2_R2", "L1_R1")

# Positions solved per (part, set), at most BUDGET / Pons' mean; missing: not run (Pons' mean
# says it would take from minutes to days here).
LIMITS = {
    3: {"L3_R1": 1000},
    4: {"L3_R1": 1000},
    5: {"L3_R1": 1000},
    6: {"L3_R1": 1000},
    7: {"L3_R1": 1000, "L2_R1": 100},
    8: {"L3_R1": 1000, "L2_R1": 1000, "L2_R2": 10, "L1_R1": 100},
    9: {"L3_R1": 1000, "L2_R1": 1000, "L2_R2": 20, "L1_R1": 100},
    10: {"L3_R1": 1000, "L2_R1": 1000, "L2_R2": 100, "L1_R1": 1000},
    12: {"L3_R1": 1000, "L2_R1": 1000, "L2_R2": 1000, "L1_R1": 1000},
}
QUICK_LIMIT = 100  # --quick: at most this many positions per set
BUDGET = 50_000_000  # positions explored per row at most, by Pons' mean (about 3 min here)
BOARDS = [(4, 4), (5, 4), (4, 5), (6, 4), (5, 5), (4, 6), (6, 5), (7, 4), (5, 6)]


def ladder_table(parts, quick, weak):
    """Print table (a); return its rows as dicts (for --save)."""
    rows = []
    kind = "weak" if weak else "strong"
    print(f"(a) Pons' ladder, {kind} solver: mean positions explored per position vs Pons' figure")
    print(f"{'part':>4} {'rung':<40} {'set':<6} {'N':>5} {'correct':>9} {'mean explored':>14} "
          f"{'Pons':>12} {'ratio':>7} {'seconds':>8} {'positions/s':>12}")
    for rung in pons_ladder():
        if parts and rung.part not in parts:
            continue
        for name in SETS:
            limit = LIMITS[rung.part].get(name)
            published = rung.pons_mean_positions(name, weak=weak)
            if limit is None:
                continue
            if published:  # the weak solver may need far more positions than the strong one
                limit = min(limit, int(BUDGET // published))
            if limit < 10:
                continue
            limit = min(limit, QUICK_LIMIT) if quick else limit
            result = run_test_set(rung.make_solver(weak=weak), read_test_set(DATA / f"Test_{name}",
                                                                              limit))
            ratio = (f"{result.mean_positions_explored / published:.3f}"
                     + ("*" if limit < 1000 else " ")) if published else "-"
            print(f"{rung.part:>4} {rung.name:<40} {name:<6} {limit:>5} "
                  f"{result.correct:>4}/{result.positions:<4} {result.mean_positions_explored:>14,.2f} "
                  f"{published if published else '-':>12,} {ratio:>7} {result.seconds:>8.2f} "
                  f"{result.positions_per_second:>12,.0f}", flush=True)
            rows.append({"part": rung.part, "rung": rung.name, "set": name, "weak": weak,
                         "positions": result.positions, "correct": result.correct,
                         "mean_explored": round(result.mean_positions_explored, 3),
                         "median_explored": result.median_positions_explored,
                         "max_explored": result.max_positions_explored, "pons": published,
                         "seconds": round(result.seconds, 2), **run_stamp()})
    print("* a sample (the first N positions) against Pons' mean over all 1,000\n")
    return rows


def tromp_outcomes():
    with open(DATA / "board_size_outcomes.csv", encoding="utf-8") as handle:
        rows = csv.DictReader(line for line in handle if not line.startswith("#"))
        return {(int(r["width"]), int(r["height"])): int(r["empty_board_score_derived"])
                for r in rows}


def boards_table():
    """Print table (b); return its rows as dicts (for --save)."""
    rows = []
    print("(b) Small boards from the empty position, part 12 strong solver, vs Tromp's outcome")
    print(f"{'board':<6} {'score':>6} {'Tromp':>6} {'positions':>12} {'seconds':>8} {'positions/s':>12}")
    expected = tromp_outcomes()
    for width, height in BOARDS:
        game, solver = ConnectFour(width, height), ConnectFourSolver()
        start = time.perf_counter()
        score = solver.solve(game, game.initial_state())
        seconds = time.perf_counter() - start
        print(f"{width}x{height:<4} {score:>6} {expected[width, height]:>6} "
              f"{solver.positions_explored:>12,} {seconds:>8.2f} "
              f"{solver.positions_explored / seconds:>12,.0f}", flush=True)
        rows.append({"width": width, "height": height, "score": score,
                     "positions_explored": solver.positions_explored, "seconds": round(seconds, 2),
                     **run_stamp()})
    print("Tromp: the sign of the score is his outcome; the score itself is derived from "
          "Steininger's last-move ply (tests/data/README.md)\n")
    return rows


def run_stamp():
    return {"machine": MACHINE, "date": str(date.today())}


def save(ladder_rows, board_rows):
    """Merge the rows measured now into RESULTS: a row measured again replaces the saved one."""
    saved = json.loads(RESULTS.read_text()) if RESULTS.exists() else {"ladder": [], "boards": []}
    ladder = {(r["part"], r["set"], r["weak"]): r for r in saved["ladder"] + ladder_rows}
    boards = {(r["width"], r["height"]): r for r in saved["boards"] + board_rows}
    RESULTS.write_text(json.dumps({
        "about": "benchmarks/bench_connect4.py --save: Pons' ladder on his test sets (the first "
                 "`positions` of each set; 1000 = the whole set) and small boards from the empty "
                 "position. `pons`: his published mean for the part (null: not published).",
        "ladder": sorted(ladder.values(), key=lambda r: (r["weak"], r["part"], SETS.index(r["set"]))),
        "boards": sorted(boards.values(), key=lambda r: (r["width"] * r["height"], r["height"])),
    }, indent=1) + "\n")
    print(f"saved {len(ladder_rows)} ladder rows and {len(board_rows)} board rows into {RESULTS}")


def best_of(repeat, run):
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        result = run()
        times.append(time.perf_counter() - start)
    return min(times), result


def openspiel_nodes_and_run(depth):
    """Return ``(nodes, run)`` for OpenSpiel's alpha_beta_search, or None when not installed."""
    try:
        import pyspiel
        from open_spiel.python.algorithms import minimax
    except ImportError:
        return None
    game = pyspiel.load_game("connect_four")

    def run():
        return minimax.alpha_beta_search(game, value_function=lambda state: 0.0,
                                         maximum_depth=depth, maximizing_player_id=0)

    original, calls = minimax._alpha_beta, [0]

    def counted(*args, **kwargs):
        calls[0] += 1
        return original(*args, **kwargs)

    minimax._alpha_beta = counted  # count the recursive calls once, then time the original
    try:
        run()
    finally:
        minimax._alpha_beta = original
    return calls[0], run


def openspiel_table(depth, repeat):
    print(f"(c) Depth-{depth} alpha-beta from the empty 7x6 board, cutoff value 0, "
          f"best of {repeat} runs")
    game = ConnectFour()
    counter = MinimaxAlphaBetaSolverV2(max_depth=depth)
    counter.select_move(game, game.initial_state(), "X")
    seconds, _ = best_of(repeat, lambda: MinimaxAlphaBetaSolverV1(max_depth=depth).select_move(
        game, game.initial_state(), "X"))
    rows = [("course_lib MinimaxAlphaBetaSolverV1", counter.nodes_visited, seconds)]
    peer = openspiel_nodes_and_run(depth)
    if peer is None:
        print("OpenSpiel not installed (pip install open_spiel): peer row skipped")
    else:
        nodes, run = peer
        rows.append(("OpenSpiel alpha_beta_search", nodes, best_of(repeat, run)[0]))
    print(f"{'search':<38} {'nodes':>10} {'seconds':>8} {'nodes/s':>10} {'time / OpenSpiel':>17}")
    for what, nodes, secs in rows:
        ratio = f"{secs / rows[-1][2]:.2f}" if len(rows) > 1 else "-"
        print(f"{what:<38} {nodes:>10,} {secs:>8.3f} {nodes / secs:>10,.0f} {ratio:>17}")
    print()


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true",
                        help=f"at most {QUICK_LIMIT} positions per set (a few minutes)")
    parser.add_argument("--weak", action="store_true", help="run the ladder's weak solvers")
    parser.add_argument("--parts", default="", help="comma-separated parts, e.g. 9,10,12")
    parser.add_argument("--depth", type=int, default=8, help="depth of the OpenSpiel comparison")
    parser.add_argument("--repeat", type=int, default=10, help="timed runs of the depth search")
    parser.add_argument("--skip", default="", help="sections to skip: ladder,boards,openspiel")
    parser.add_argument("--save", action="store_true", help="merge the rows of (a) and (b) into "
                        "benchmarks/results/connect_four_solver.json (notebook 10 reads it)")
    args = parser.parse_args()
    parts = {int(p) for p in args.parts.split(",") if p}
    skip = set(args.skip.split(","))

    print(f"{date.today()}, Python {platform.python_version()} (pure Python, one core)\n")
    ladder_rows = ladder_table(parts, args.quick, args.weak) if "ladder" not in skip else []
    board_rows = boards_table() if "boards" not in skip else []
    if "openspiel" not in skip:
        openspiel_table(args.depth, args.repeat)
    if args.save:
        save(ladder_rows, board_rows)


if __name__ == "__main__":
    main()
