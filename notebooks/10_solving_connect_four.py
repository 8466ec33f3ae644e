# ---
# jupyter:
#   jupytext:
#     formats: ipynb,py:percent
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#       jupytext_version: 1.19.6
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown] slideshow={"slide_type": "slide"}
# # Solving Connect Four: Pons' ladder, small boards, history
#
# *Adversarial search, part 10.* Notebook 09 played Connect Four with depth-limited search:
# fast, but its values are estimates. Knowing the value of a position means searching to the
# end of every line that matters, which takes the whole toolbox of the course at once:
# negamax, alpha-beta with good move ordering, a transposition table with bound flags, and a
# compact representation of the board. This lecture climbs Pascal Pons' ladder to a perfect
# solver, checks it against his test sets and Tromp's table of small boards, and ends with
# who solved the 7x6 board, and how.
#
# **Learning objectives**
#
# - follow Pons' ladder from negamax to a perfect solver, say what each enhancement saves, and
#   check it on his test sets;
# - tell a weak solver (win, draw or loss) from a strong one (the exact score);
# - solve small boards from the empty position against Tromp's table, and say who solved 7x6.
#
# *Teaching time: 73 minutes*: 25 core slides (sections 1 and 2 and the summary, the setup
# slide included) at 2 to 2.5 minutes each, 50 to 63 minutes, and the exercise in class, 10
# minutes. Optional, marked as such: part 12's lower bounds, the ladder on the full test sets
# (benchmark figures, up to the positions-per-second comparison) and the score of every move.

# %% slideshow={"slide_type": "subslide"}
# %matplotlib inline
import json
import time
from pathlib import Path

import matplotlib.pyplot as plt

from course_lib import ConnectFour
from course_lib.course import show_source
from course_lib.solvers.connect_four.basic_search import BasicSearch, immediate_score
from course_lib.views.connect_four_board import draw_connect_four, show_connect_four_boards
from course_lib.widgets import play_against

RESULTS = Path("..") / "benchmarks" / "results"
game = ConnectFour()


def mean_text(mean):
    """A mean of positions explored, to Pons' precision or better ("-": not run)."""
    return ("-" if mean is None else f"{mean:,.2f}" if mean < 100 else f"{mean:,.1f}"
            if mean < 100_000 else f"{mean:,.0f}")


def pons_text(mean):
    """Pons' published mean as he printed it ("-": not published, too slow for him)."""
    return "-" if mean is None else f"{mean:,}"

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 1. Pascal Pons' ladder
#
# Pascal Pons' tutorial "Solving Connect 4: how to build a perfect AI" (blog.gamesolver.org)
# climbs from plain negamax to a solver that scores any position exactly, one enhancement per
# part (parts 3 to 12), and measures every step on six test sets of 1,000 positions each, from
# *End-Easy* (over 28 moves played, the end under 14 moves away) to *Begin-Hard*.
# `ConnectFourSolver(part=p)` is the rung of his part p, written from his description;
# `ConnectFourSolver()` is the top rung, part 12.
#
# **The score.** `solve(game, state)` returns the exact score *for the side to move* (Pons,
# part 2): 0 for a draw; a win scores 1 plus the stones the winner still has in hand when it
# wins; a loss is the negative of the opponent's win. On 7x6 each player has 21 stones, so a
# win scores 22 minus the stones the winner has played (18 for the earliest possible win, the
# fourth stone; 1 for a win with the last stone). Perfect play wins as fast and loses as slowly
# as it can. Pons' two examples:

# %% slideshow={"slide_type": "subslide"}
from course_lib import PONS_TEST_SETS, ConnectFourSolver, pons_ladder, pons_sample, run_test_set

solver = ConnectFourSolver()
examples = {"4455": 18, "44455554221": -15}  # Pons, part 2, with the scores he gives
boards = [ConnectFour.from_moves(moves) for moves in examples]
titles = []
for board, (moves, pons_score) in zip(boards, examples.items()):
    score = solver.solve(game, board)
    assert score == pons_score
    titles.append(f"{moves}: {game.to_move(board)} to move, {score:+d}")
show_connect_four_boards(boards, titles=titles, per_row=2, size_inches=2.6)

# %% [markdown]
# In `4455` X puts a third stone beside its two on the bottom row, with both ends open; O can
# block only one, and X wins with its fourth stone: 22 - 4 = 18. In `44455554221` O is to move
# and loses whatever it plays: X wins with its seventh stone at its next move, -(22 - 7) = -15.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Part 3: negamax
#
# Minimax written once for both players (notebook 08): the score of a position for the side to
# move is the best of the *negated* scores of its children, since what is good for one player
# is bad for the other. Pons checks first whether the side to move can win at once, and counts
# one **position explored** per call: the measure of every table below. The bodies of
# `immediate_score(position)` and of `negamax(self, position)`:

# %% slideshow={"slide_type": "subslide"}
show_source(immediate_score, start="cells = position.width")
show_source(BasicSearch.negamax, start="self.positions_explored += 1")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Part 4: alpha-beta
#
# The same search with a window [alpha, beta]: a score outside it need only be a bound, so a
# move scoring at least beta ends the loop (a cutoff). A side that cannot win with the stone
# it plays now wins at best with the one after it: beta comes down to that ceiling, `highest`,
# before any move is searched, and the window may close at once. From `alphabeta(self,
# position, alpha, beta)`, after the same first lines as `negamax` (its `self.table` lines
# are part 7, after parts 5 and 6):

# %% slideshow={"slide_type": "subslide"}
show_source(BasicSearch.alphabeta, start="# The side to move cannot win", lines=2)
show_source(BasicSearch.alphabeta, start="if beta > highest", lines=12)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Parts 5 and 6: centre columns first, then bitboards
#
# Alpha-beta cuts off most when the best move comes first. Pons tries the columns from the
# centre out, 3, 2, 4, 1, 5, 0, 6: central cells lie on more lines of four, so central moves are
# more often the best (notebook 09's section 4 did the same for depth-limited search).
#
# **Part 6: bitboards.** The board becomes two integers: `current`, the stones of the side to move, and `mask`, every
# stone. Bit `column * 7 + h` is one cell, `h` its height counted from the bottom (0 for the
# lowest cell); the seventh bit of each column stays empty, so that lines of four cannot wrap
# from one column into the next:

# %% slideshow={"slide_type": "subslide"}
from course_lib.games.connect_four_rules import BitLayout
from course_lib.solvers.connect_four import BitboardPosition

layout = BitLayout(7, 6)
for row in range(6):  # the bit numbers, drawn as the board (row 0 of the state at the top)
    print(" ".join(f"{layout.bit(row, column).bit_length() - 1:>2}" for column in range(7)))
show_source(BitboardPosition.play)

# %% [markdown] slideshow={"slide_type": "subslide"}
# A move is one XOR (the opponent's stones become `current`), one addition, which carries a
# bit from the column's bottom cell up to its lowest empty cell, and one OR, which adds that
# cell to `mask`. Four in a row takes two shifted ANDs per
# direction, eight in all: the first marks the stones with a neighbour (pairs), the second
# pairs of pairs (a shift of 1 is up, 7 is right, 6 and 8 the diagonals). The search is the same
# code on another position class: part 6 explores exactly the positions of part 5, faster.

# %%
show_source(BitLayout.has_four)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Part 7: a transposition table
#
# The lines with `self.table` in part 4's `alphabeta` are part 7 (off before it). Many move
# orders reach the same position (transpositions). When every move has been searched, the
# result is an upper bound of the score, stored under the position's key; met again, it becomes
# the ceiling `highest`, which lowers beta as in part 4. Pons' table keeps one small integer per
# position, so it is a dict of integers here, not notebook 08's `TranspositionTable` of value,
# flag and move. In `alphabeta`, the probe, then the store after the loop:

# %%
show_source(BasicSearch.alphabeta, start="if self.table is not None:", lines=4)
show_source(BasicSearch.alphabeta, start="self.table[position.key()] = alpha", lines=1)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Part 8: iterative deepening with null windows
#
# A **null window** (med, med + 1) only asks "is the score above med?", and prunes far more than a
# wide window; a dichotomy of such questions finds the exact score. Pons' first asks about half the
# worst score, then half the best: "do I lose fast?", "can I win fast?". A fast win or loss lies a
# few moves ahead, so these searches stay shallow; the next go deeper only as needed: iterative
# deepening, driven by the score's window. `div2` halves toward zero like C++'s `/` (Python's `//`
# rounds down): we ask Pons' very questions, so our counts are his.

# %%
from course_lib.solvers.connect_four.scores import iterative_deepening

show_source(iterative_deepening, start="while lowest < highest")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Part 9: never play a move that loses at once
#
# From part 9 on the search is one function written for speed (`BitboardSearch`). It computes
# the opponent's *winning cells*, the empty cells that would complete four of theirs (a few
# dozen shifts and ANDs), and then: if the opponent can win in two playable places, the position
# is lost; if in one, that is the only move; and a stone is never dropped just below an opponent's
# winning cell, which would let them play there. A position with no non-losing move left is lost without
# searching further, and no position the search reaches lets the side to move win at once.

# %%
from course_lib.solvers.connect_four.bitboard_search import BitboardSearch

pons_search = BitboardSearch(7, 6).negamax  # parts 9 to 12 in one function, with switches
# show_source(function, start, lines): `lines` lines of the source, from the first containing `start`
show_source(pons_search, start="playable = (mask + bottom) & board", lines=9)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Part 10: moves that make threats first
#
# Better move ordering than the fixed centre-first order: each non-losing move is scored by the
# number of winning cells the mover has after playing it, and the moves are searched best score
# first (a stable sort: ties stay centre first). The winning cells computed to order a move are
# handed to the child, where they are the opponent's winning cells of part 9. Part 11 is not a
# rung: it shrinks Pons' C++ table from 64 to 40 MB and explores about what part 10 does (517.4
# positions against 517.2 on Middle-Easy, slightly different on other sets); here the table is
# a dict.

# %%
show_source(pons_search, start="# Each move with the winning cells", lines=10)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Part 12: lower bounds in the table (optional)
#
# A cutoff (score >= beta) proves a *lower* bound of the score; part 12 stores it too, shifted
# by an offset so that one integer says which kind of bound it is (the bound flag of notebook
# 08). Met again, a lower bound raises alpha, an upper bound lowers beta. Pons writes of 10% to
# 15% fewer positions explored than the part before; against part 10, his own table shows 7% to
# 17% (below the code):

# %% slideshow={"slide_type": "subslide"}
show_source(pons_search, start="if bound is not None:", lines=11)  # the probe
show_source(pons_search, start="if score >= beta:", lines=4)  # a cutoff: a lower bound stored

# %% slideshow={"slide_type": "subslide"}
rungs = {rung.part: rung for rung in pons_ladder()}
part_10, part_12 = rungs[10], rungs[12]
savings = [f"{PONS_TEST_SETS[name]} "
           f"{1 - part_12.pons_mean_positions(name) / part_10.pons_mean_positions(name):.1%}"
           for name in PONS_TEST_SETS]
print("positions explored, part 12 against part 10 (Pons' means): fewer by")
print(", ".join(savings[:3]) + ",\n" + ", ".join(savings[3:]))

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The ladder, measured live
#
# Each rung solves 20 positions of three of Pons' sets: every 50th line (lines 1, 51, ..., 951)
# of End-Easy, Middle-Easy and Begin-Easy, shipped with the library (`pons_sample`). Every rung
# must find every score exactly; the table gives the mean number of positions explored, next to
# the mean Pons published for that part over all 1,000 positions of the set. A dash under
# *sample*: not run here, too slow for a lecture (Pons' figure says why); under *Pons*: his
# solver could not finish the 1,000 positions within 24 hours.

# %%
SAMPLED = {"L3_R1": (3, 4, 5, 6, 7, 8, 9, 10, 12), "L2_R1": (7, 8, 9, 10, 12), "L1_R1": (10, 12)}
live_ladder = {}
for rung in pons_ladder():
    for name, parts in SAMPLED.items():
        if rung.part in parts:
            result = run_test_set(rung.make_solver(), pons_sample(name))
            assert result.all_correct, (rung, name)  # every score is exactly Pons'
            live_ladder[rung.part, name] = result


# %% slideshow={"slide_type": "subslide"}
RUNG_NAMES = {3: "negamax", 4: "alpha-beta", 5: "centre first", 6: "bitboards", 7: "table",
              8: "null windows", 9: "no losing moves", 10: "threats first", 12: "lower bounds"}
live_table = [f"{'':<20}" + "".join(f"{PONS_TEST_SETS[name]:>21}" for name in SAMPLED),
              f"{'part':>4} {'rung':<15}" + f"{'sample':>9}{'Pons':>12}" * len(SAMPLED)]
for rung in pons_ladder():
    cells = []
    for name in SAMPLED:
        ours = live_ladder.get((rung.part, name))
        cells.append(f"{mean_text(ours and ours.mean_positions_explored):>9}"
                     f"{pons_text(rung.pons_mean_positions(name)):>12}")
    live_table.append(f"{rung.part:>4} {RUNG_NAMES[rung.part]:<15}" + "".join(cells))
print("\n".join(live_table))

# %% [markdown] slideshow={"slide_type": "subslide"}
# Read the table down a column: each rung explores fewer positions than the one above it, but
# for two steps. Part 6 explores exactly what part 5 does (bitboards change the speed, not the
# search), and part 8 explores *more* than part 7 on End-Easy, as in Pons' table: positions that
# close to the end are solved fast anyway, and the several null-window searches repeat some work.
# On the middle game it pays: part 8 explores 9 times fewer positions than part 7 on our sample.
# On Middle-Easy, plain alpha-beta (part 4) needs 54 million positions per position on average
# (Pons' figure), part 12 needs 450.
#
# The sample's means are not Pons' means: a few positions of each set cost far more than the
# rest (the optional benchmark slides after the weak solver show it), so a mean over 20 says
# little about the mean over 1,000. The full sets run in the benchmark.

# %% tags=["nbval-ignore-output"]
def explored_and_seconds(results):
    """Total positions explored and seconds spent over several `SolveStats`."""
    results = list(results)
    return sum(sum(result.explored) for result in results), sum(result.seconds for result in results)


explored, seconds = explored_and_seconds(live_ladder.values())
top_explored, top_seconds = explored_and_seconds(live_ladder[12, name] for name in SAMPLED)
print(f"this run: {explored:,} positions explored in {seconds:.1f} s (all rungs); "
      f"part 12: {top_explored / top_seconds:,.0f} per second")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Weak and strong solvers
#
# A **strong solver** computes the exact score; a **weak solver** only says who wins: win, draw
# or loss (Pons, part 4). It searches with the window [-1, 1], in which any win, however slow,
# reaches beta and cuts off, so it has less to prove. `ConnectFourSolver(weak=True)` returns the
# score's sign. (Pons' weak and strong *solvers* are not the weakly and strongly *solved* games
# of Allis' 1994 PhD thesis: a game is weakly solved when a strategy is known that achieves the
# game-theoretic value of the initial position against any opposition, strongly solved when one
# is known for every legal position; Pons' terms say how much of the value is computed.) Line
# 251 of Middle-Easy, X to move:

# %%
line_251 = ConnectFour.from_moves("527546732264211663334217")  # Test_L2_R1, line 251
for weak in (False, True):
    one_solver = ConnectFourSolver(weak=weak)
    score = one_solver.solve(game, line_251)
    print(f"{'weak' if weak else 'strong':>6}: score {score:+d}, "
          f"{one_solver.positions_explored} positions explored")

# %% [markdown]
# The weak solver does not always explore fewer positions: on some sets the strong solver's
# first null windows settle a near win by shallow searches (the optional benchmark below).

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The ladder on the full test sets (benchmark; optional)
#
# `benchmarks/bench_connect4.py --save` runs every rung on the first N positions of four sets
# (N = 1,000: the whole set), wherever Pons' own mean says it finishes within minutes here, and
# saves the table in `benchmarks/results/connect_four_solver.json`. The positions explored below
# are that run's (they are the same on every machine). A mark (`*`, `†`, `‡`) flags a run on the
# first N lines of a set only (N under the table): not a sample, and costs are heavy-tailed, so
# such a mean can sit far from Pons' mean of the whole set. Wherever a whole set ran, our mean
# equals Pons' to a fraction of a percent (last line; his table has a fixed size and can lose
# entries, ours is a dict):

# %% slideshow={"slide_type": "subslide"}
solver_results = json.loads((RESULTS / "connect_four_solver.json").read_text())
saved_ladder = {(row["part"], row["set"], row["weak"]): row for row in solver_results["ladder"]}
FULL_SETS = ("L3_R1", "L2_R1", "L2_R2", "L1_R1")
part_runs = sorted({row["positions"] for row in solver_results["ladder"]
                    if row["positions"] < 1000 and not row["weak"]}, reverse=True)
assert len(part_runs) <= 3
marks = dict(zip(part_runs, "*†‡"))  # a run on the first N lines of a set: a mark per N
full_table = [f"{'part':>4}" + "".join(f"{PONS_TEST_SETS[name]:>22}" for name in FULL_SETS),
              f"{'':>4}" + f"{'ours':>11}{'Pons':>11}" * len(FULL_SETS)]  # 92 characters
for rung in pons_ladder():
    cells = []
    for name in FULL_SETS:
        row = saved_ladder.get((rung.part, name, False))
        ours = "-" if row is None else mean_text(row["mean_explored"])
        ours += marks.get(row and row["positions"], " ")
        cells.append(f"{ours:>11}{pons_text(rung.pons_mean_positions(name)):>11}")
    full_table.append(f"{rung.part:>4}" + "".join(cells))
whole_sets = [row for row in solver_results["ladder"] if row["positions"] == 1000 and row["pons"]]
gap = {(row["part"], row["set"], row["weak"]): abs(row["mean_explored"] / row["pons"] - 1)
       for row in whole_sets}
part, name, weak = max(gap, key=gap.get)
full_table.append(", ".join(f"{mark} first {n}" + " lines only" * (k == 0)
                            for k, (n, mark) in enumerate(marks.items()))
                  + ": not samples (costs are heavy-tailed)")
full_table.append(f"largest gap to Pons, {len(whole_sets)} whole sets run (strong and weak): "
                  f"{gap[part, name, weak]:.2%}, part {part} on {PONS_TEST_SETS[name]}")

# %% slideshow={"slide_type": "subslide"}
print("\n".join(full_table))

# %% slideshow={"slide_type": "subslide"}
plt.rcParams["font.size"] = 12  # every label readable when projected
fig, ax = plt.subplots(figsize=(10, 3.4))
parts = [rung.part for rung in pons_ladder()]
for name, color in zip(FULL_SETS, ("tab:green", "tab:blue", "tab:red", "tab:orange")):
    published = [(rung.part, rung.pons_mean_positions(name)) for rung in pons_ladder()
                 if rung.pons_mean_positions(name)]
    ax.plot(*zip(*published), "--", color=color, label=PONS_TEST_SETS[name])
    whole = [row for row in solver_results["ladder"]
             if row["set"] == name and not row["weak"] and row["positions"] == 1000]
    ax.plot([row["part"] for row in whole], [row["mean_explored"] for row in whole], "o",
            color=color)
ax.set(yscale="log", xticks=parts, xlabel="Pons' part (rung of the ladder)",
       ylabel="mean explored", title="Positions explored per position, whole test sets")
ax.legend(title="dashed: Pons\ndots: ours", loc="center left", bbox_to_anchor=(1.01, 0.5))
ax.grid(alpha=0.3)
fig.tight_layout()
plt.close(fig)  # shown on the next slide, whole

# %% slideshow={"slide_type": "subslide"}
fig

# %% [markdown] slideshow={"slide_type": "subslide"}
# (Dots: our means over all 1,000 positions of a set; dashed: Pons' published means, including
# the rungs too slow to run here.) From plain alpha-beta to part 12, Middle-Easy falls from 54
# million positions per position to 450, a factor of 120,000. Its largest steps, by Pons'
# figures: centre-first order (26 times fewer), null windows (22), the table (10), ordering by
# threats (8). Pons reports that ordering by threats divides the positions explored "by up to
# 100 in most complex cases" (76 on Begin-Medium).
#
# Why a sample's mean is not the set's mean: the cost of a position is heavy-tailed. From the
# same benchmark run, the median and the worst position of each set next to its mean:

# %%
cost_table = [f"{'part':>4} {'set':<14} {'median':>8} {'mean':>10} {'worst':>11}"]
for part, name in ((3, "L3_R1"), (12, "L3_R1"), (12, "L2_R1"), (12, "L2_R2"), (12, "L1_R1")):
    row = saved_ladder[part, name, False]
    assert row["positions"] == 1000
    cost_table.append(f"{part:>4} {PONS_TEST_SETS[name]:<14} {row['median_explored']:>8,.1f} "
                      f"{row['mean_explored']:>10,.1f} {row['max_explored']:>11,}")
print("\n".join(cost_table))

# %% [markdown]
# Negamax explores a median of a few dozen positions on End-Easy, but over a million on its worst
# position: a few positions make most of the mean, and a sample of 20 rarely contains them.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Weak or strong, on the whole sets (optional)
#
# The weak solver explores fewer positions on End-Easy and Middle-Medium (and, in Pons'
# tables, on Begin-Medium and Begin-Hard), more on Middle-Easy and Begin-Easy, where a win is
# near but many moves remain: the strong solver's first null windows settle those by shallow
# searches (Pons, part 8). Part 12:

# %%
weak_table = [f"{'':<14}{'strong':>20}{'weak':>20}",
              f"{'set':<14}" + f"{'ours':>10}{'Pons':>10}" * 2]
part_12 = pons_ladder()[-1]
for name in FULL_SETS:
    cells = [f"{mean_text(saved_ladder[12, name, weak]['mean_explored']):>10}"
             f"{pons_text(part_12.pons_mean_positions(name, weak=weak)):>10}"
             for weak in (False, True)]
    weak_table.append(f"{PONS_TEST_SETS[name]:<14}" + "".join(cells))
print("\n".join(weak_table))

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Positions per second** (optional). Pons' C++ part 12 explores about 12 million positions per
# second (his table: 11,230 to 12,950 thousand). Ours, in the benchmark's runs of the strong
# part 12 on his whole sets, on one core (the timing cell of the live ladder gives this run's rate):

# %%
rates = [row["mean_explored"] * row["positions"] / row["seconds"]
         for row in solver_results["ladder"]
         if row["part"] == 12 and row["positions"] == 1000 and not row["weak"]]
print(f"part 12, strong, {len(rates)} whole sets: {min(rates):,.0f} to {max(rates):,.0f} "
      f"positions explored per second;\nPons' C++: {11_230_000 / max(rates):.0f} to "
      f"{12_950_000 / min(rates):.0f} times as many")

# %% [markdown]
# Every operation on a 49-bit integer is an interpreted bytecode that allocates a new integer
# object, so the next factor needs a compiler (PyPy, Cython) or fewer positions (an opening
# book), not more Python.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 2. Small boards solved
#
# Nothing in the solver is specific to 7x6. From the empty position, it solves the small boards
# in seconds; John Tromp's table of results by board size says who wins each of them with
# perfect play (shipped as `TROMP_EMPTY_BOARD_OUTCOMES`: +1 the first player wins, 0 a draw,
# -1 the second player wins). The solver's score is for the first player, who moves first:

# %%
from course_lib.analysis.connect_four_counts import TROMP_EMPTY_BOARD_OUTCOMES


def outcome_text(outcome):
    return {1: "first player wins", 0: "draw", -1: "second player wins"}[outcome]


def score_text(score):
    return f"{score:+d}" if score else "0"


# %% slideshow={"slide_type": "subslide"}
LIVE_BOARDS = [(4, 4), (5, 4), (4, 5), (6, 4), (5, 5), (4, 6)]
board_runs = {}
board_table = [f"{'board':<6} {'score':>5}  {'result':<19} {'Tromp':<19} "
               f"{'positions explored':>19}"]
for width, height in LIVE_BOARDS:
    small_game, board_solver = ConnectFour(width, height), ConnectFourSolver()
    start = time.perf_counter()
    score = board_solver.solve(small_game, small_game.initial_state())
    board_runs[width, height] = time.perf_counter() - start, board_solver.positions_explored
    outcome = (score > 0) - (score < 0)
    assert outcome == TROMP_EMPTY_BOARD_OUTCOMES[width, height]
    board_table.append(f"{width}x{height:<4} {score_text(score):>5}  "
                       f"{outcome_text(outcome):<19} "
                       f"{outcome_text(TROMP_EMPTY_BOARD_OUTCOMES[width, height]):<19} "
                       f"{board_solver.positions_explored:>19,}")
print("\n".join(board_table))

# %% slideshow={"slide_type": "subslide"} tags=["nbval-ignore-output"]
for (width, height), (seconds, explored) in board_runs.items():
    print(f"{width}x{height}: {seconds:5.2f} s, {explored / seconds:,.0f} positions explored per second")

# %% [markdown] slideshow={"slide_type": "subslide"}
# On 6x4 the second player wins, with the score -1: each player has 12 stones, and the second
# wins with its last one, the 12th, on a full board (1 plus no stone in hand). The next boards
# take 10 to 25 seconds each on the benchmark machine, which solved them
# (`connect_four_solver.json`):

# %%
saved_boards = [f"{'board':<6} {'score':>5}  {'Tromp':<19} {'positions explored':>19} "
                f"{'seconds':>8}"]
for row in solver_results["boards"]:
    size = row["width"], row["height"]
    outcome = (row["score"] > 0) - (row["score"] < 0)
    assert outcome == TROMP_EMPTY_BOARD_OUTCOMES[size]
    if size in LIVE_BOARDS:
        assert row["positions_explored"] == board_runs[size][1]  # the same search as live
        continue
    saved_boards.append(f"{row['width']}x{row['height']:<4} {score_text(row['score']):>5}  "
                        f"{outcome_text(outcome):<19} {row['positions_explored']:>19,} "
                        f"{row['seconds']:>8.1f}")
print("\n".join(saved_boards))

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The 7x6 board: the first player wins, starting in the centre column
#
# Not computed here, but known since 1988. James D. Allen announced a solution on 1 October 1988,
# and Victor Allis his, found independently, 15 days later: the first player wins; in the
# abstract of Allis' thesis (*A Knowledge-based Approach of Connect-Four. The Game is Solved:
# White Wins*, Vrije Universiteit Amsterdam, 1988), on 7x6 (and every 7-wide board of even
# height) the second player can at least draw whenever the first does not start in the
# middle column. Allis' program, VICTOR, combined nine
# strategic rules, each proven correct, with conspiracy-number search, search tables and
# depth-first search; Pons sums up both solutions as rules combined with a knowledge database.
# John Tromp then solved every position of 8 plies by search (about 40,000 hours of
# workstation time at the CWI; published in 1995 as a database of outcomes). Pons' C++ solver,
# the top of the ladder above, takes from 4.6 microseconds (End-Easy) to 5.5 seconds
# (Begin-Hard: at most 14 moves played, the end 28 or more moves away) per position on average.
# At our speed (212,000 to 294,000 positions a second in the benchmark) a Begin-Hard position,
# 66 million positions explored on average by Pons' count, takes about 4 to 5 minutes (3.7 to
# 5.2) at best, longer in practice: a search that long runs slower (optional slides below). We
# leave the empty board to them.
#
# (Sources: Tromp, "John's Connect Four Playground"; Pons, "Solving Connect 4", part 1; Allis,
# thesis abstract.)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The score of every move (optional)
#
# `move_scores` solves each column: the score of the game for the side to move if it plays
# there. Line 251 of Middle-Easy, X to move: four columns win (two of them only with X's last
# stone, score 1), three draw, and the best, column 3 (counted from 0; Pons' move strings
# call it 4), wins with X's 15th stone (22 - 15 = 7).
# `select_move` plays a column of the best score (ties: the most central), marked above the board.

# %%
position = ConnectFour.from_moves("527546732264211663334217")  # Test_L2_R1, line 251: score 7
column_scores = solver.move_scores(game, position)
scores_explored = solver.positions_explored
assert max(column_scores.values()) == solver.solve(game, position) == 7
print(f"positions explored: solve {solver.positions_explored:,}, move_scores {scores_explored:,}")

# %% slideshow={"slide_type": "subslide"}
fig, ax = plt.subplots(figsize=(5.4, 3.6))
draw_connect_four(position, ax, title="X to move: the score of each column",
                  highlight=solver.select_move(game, position, "X"))
ax.set_xlim(-1.4, game.width + 0.1)
ax.set_ylim(-1.3, game.height + 0.5)
ax.text(-0.2, -0.35, "column", ha="right", va="center", fontsize=12)
ax.text(-0.2, -0.95, "score", ha="right", va="center", fontsize=12)
for column, score in column_scores.items():
    ax.text(column + 0.5, -0.95, score_text(score), ha="center", va="center", fontsize=12,
            color="green" if score > 0 else "black" if score == 0 else "red")
plt.show()

# %% [markdown] slideshow={"slide_type": "subslide"}
# Scoring every column costs more than solving the position: `solve` only has to show that no
# column beats the best one (bounds, which null windows prove fast), `move_scores` needs each
# column's exact score. After `521244` (Begin-Easy, line 151) a fresh solver's `move_scores`
# takes minutes, too long to run here; `benchmarks/connect_four_move_scores.py` ran it once and
# saved the counts and seconds. `solve` needs only 3 positions because a fast win is on the board
# (score 17); `move_scores` must also score the six other columns (one wins only with X's 20th
# stone, score 2; five lose). Its measured time is longer than the ladder's rates (section 1's
# optional "Positions per second") predict, likely because this one long search grows its table
# to millions of entries (at most 4 million: then the older half is dropped), and probes into
# so large a dict miss the processor's caches; the ladder's searches are short:

# %%
scored = json.loads((RESULTS / "connect_four_move_scores.json").read_text())
explored = {row["method"]: row["positions_explored"] for row in scored["rows"]}
seconds = {row["method"]: row["seconds"] for row in scored["rows"]}
print(f"after {scored['moves']}: solve explores {explored['solve']:,} positions, move_scores "
      f"{explored['move_scores']:,}\nmove_scores took {seconds['move_scores'] / 60:.1f} minutes on "
      f"the benchmark machine; the ladder's rates predict {explored['move_scores'] / max(rates) / 60:.1f}"
      f" to {explored['move_scores'] / min(rates) / 60:.1f}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# `select_move` scores every column: minutes per move early on a 7x6 board. On a 5x4 board (a
# draw) it answers at once: try to beat it. You cannot; at best you draw.

# %%
play_against(ConnectFour(5, 4), ConnectFourSolver(), human="X")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 3. Exercise: a win check through the last move
#
# Only the last piece played can have completed a line, so a fast terminal test looks at the
# four lines through it, not at the whole board. Write `last_move_wins(state, column)`: True
# when the top piece of `column` (the piece just played) is part of four in a row of its
# colour, horizontally, vertically or diagonally. As in notebook 09, `state` is a NumPy array
# of `" "`, `"X"` and `"O"`, row 0 at the top (pieces fall toward the last row), on a board of
# any size (`state.shape`, not always (6, 7)). The checker looks only at the result on each
# board, not at the cells your function reads: keeping to the four lines is up to you.

# %% slideshow={"slide_type": "subslide"}
from course_lib.exercises.connect_four import check_last_move_wins


def last_move_wins(state, column):
    """Return True when the top piece of `column` is part of four in a row of its colour."""
    ### BEGIN SOLUTION
    height, width = state.shape
    row = next(r for r in range(height) if state[r, column] != " ")
    mark = state[row, column]
    for d_row, d_col in ((0, 1), (1, 0), (1, 1), (1, -1)):
        count = 1
        for sign in (1, -1):
            r, c = row + sign * d_row, column + sign * d_col
            while 0 <= r < height and 0 <= c < width and state[r, c] == mark:
                count, r, c = count + 1, r + sign * d_row, c + sign * d_col
        if count >= 4:
            return True
    return False
    ### END SOLUTION


# %%
_ = check_last_move_wins(last_move_wins)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# - Pons' ladder turns negamax into a perfect solver: alpha-beta, centre-first order, bitboards,
#   a transposition table, null windows, no moves that lose at once, ordering by threats, lower
#   bounds. Every rung gives the exact scores; on Middle-Easy the positions explored fall from 54
#   million to 450, and ours are within 0.35% of Pons' published means wherever a whole set ran.
# - A strong solver computes the exact score, a weak one only who wins (the window [-1, 1]):
#   on line 251 of Middle-Easy, +7 in 25 positions explored against +1 in 6.
# - The solver finds Tromp's results from the empty board: 4x4, 5x4, 4x5 and 5x5 are draws, 6x4 a
#   second-player win. The 7x6 board is a first-player win, starting in the centre (Allen and
#   Allis, 1988), beyond pure Python's reach from the start.
#
# **References.** J. Tromp, "John's Connect Four Playground", tromp.github.io/c4/c4.html;
# P. Pons, "Solving Connect 4: how to build a perfect AI", blog.gamesolver.org, parts
# 1-12 (the ladder, its figures, the test sets); V. Allis (1988), *A Knowledge-based Approach of
# Connect-Four. The Game is Solved: White Wins*, MSc thesis, Vrije Universiteit Amsterdam;
# L. V. Allis (1994), *Searching for Solutions in Games and Artificial Intelligence*, PhD
# thesis, University of Limburg, Maastricht (weakly and strongly solved);
# Russell & Norvig (2020), *Artificial Intelligence: A Modern Approach*, 4th ed., section 5.2
# (alpha-beta, 5.2.3; move ordering and transposition tables, 5.2.4).
