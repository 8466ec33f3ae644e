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
# # How much does alpha-beta save? Counting nodes
#
# *Adversarial search, part 7*, after the CSI 4106 lecture (uOttawa), with Russell & Norvig
# (2020) and Knuth & Moore (1975). Notebook 06 showed *how* alpha-beta prunes. Here we count:
# how many nodes it visits compared with minimax on tic-tac-toe, how the order of the
# moves changes that number, what memoization adds, and how the saving grows with the
# branching factor.
#
# **Learning objectives**
#
# - measure the work of a search by the nodes it visits, with instrumented solvers;
# - explain why alpha-beta's saving depends on move ordering: from 2,312 to 198,837 nodes on
#   tic-tac-toe, from the minimal tree to almost the whole tree on uniform random trees;
# - explain why a cache for alpha-beta must not store a bound as an exact value (key it on the
#   window (alpha, beta) too, or store the kind of bound), and what goes wrong otherwise;
# - relate nodes visited to the branching factor b and the depth d: about b^d for minimax,
#   down to about b^(d/2) for alpha-beta.
#
# *Teaching time: 63 minutes (estimate, 25 core slides at 2.5 minutes; no exercise).
# Optional, not counted: where the alpha-beta search spends its nodes, first move by first
# move (10 minutes), the cached alpha-beta's code (3), where the state-only cache goes wrong
# (10) and how long the searches take (5).*

# %% slideshow={"slide_type": "subslide"}
# %matplotlib inline

# %% slideshow={"slide_type": "subslide"}
import time
from statistics import mean

import matplotlib.pyplot as plt
import numpy as np

from course_lib import (
    GameRunner, MinimaxAlphaBetaSolver, MinimaxAlphaBetaSolverV1, MinimaxAlphaBetaSolverV2,
    MinimaxSolver, MinimaxSolverV1, MinimaxSolverV2, TicTacToe, best_first, centre_first,
    count_valid_sequences, minimal_leaves, random_uniform_tree, row_major, solved_table,
    trace_search, uniform_tree_nodes, worst_first,
)
from course_lib.course import show_source
from course_lib.solvers.cache import state_key
import course_lib.solvers.move_ordering as move_ordering
from course_lib.solvers.move_ordering import table_ordering
from course_lib.views.trace_views import explain

game = TicTacToe()
empty = game.initial_state()

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Can you guess the outcome?
#
# The CSI 4106 lecture's experiment: one game, the instrumented minimax (`MinimaxSolverV2`)
# playing X against the instrumented alpha-beta (`MinimaxAlphaBetaSolverV2`) playing O. Both
# count every call of their recursive search, leaves included, over the whole game. How many
# nodes will each visit?

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The outcome

# %%
runner = GameRunner(game)

mm = MinimaxSolverV2()
ab = MinimaxAlphaBetaSolverV2()

outcome = runner.play_game(mm, ab)

print("Outcome:", outcome)
print("Nodes visited for MinimaxSolverV2:", mm.nodes_visited)
print("Nodes visited for MinimaxAlphaBetaSolverV2:", ab.nodes_visited)
print(f"Pruning efficiency: {(mm.nodes_visited - ab.nodes_visited) / mm.nodes_visited:.3f}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# The same figures as the CSI 4106 lecture: 557,492 against 2,435, a pruning efficiency of 0.996.
# Not a fair fight, though: X moves first, on the empty board. Move by move, re-running a
# fresh solver on each position of the game:

# %%
print(f"{'ply':>3} {'player':>6} {'move':>8} {'nodes':>9}   solver")
totals, first_search = {"X": 0, "O": 0}, {}
for ply, (state, (player, move)) in enumerate(zip(runner.states, runner.moves)):
    solver = MinimaxSolverV2() if player == "X" else MinimaxAlphaBetaSolverV2()
    assert solver.select_move(game, state, player) == move
    totals[player] += solver.nodes_visited
    first_search.setdefault(player, solver)
    print(f"{ply:>3} {player:>6} {str(move):>8} {solver.nodes_visited:>9,}   {type(solver).__name__}")
print("totals:", totals)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## From the empty board
#
# Most of minimax's 557,492 nodes are its first move: 549,946, the whole game tree. The
# fair comparison is the same position for both.
#
# Minimax visits every node of the game tree, 549,946, whose leaves are the 255,168
# complete games. Alpha-beta, searching the same tree in the same (row-major) order:

# %%
minimax_nodes = first_search["X"]  # the MinimaxSolverV2 of ply 0 above: the empty board
alphabeta_trace = trace_search(MinimaxAlphaBetaSolverV2(), game)
leaves_minimax = count_valid_sequences(game, empty, "X")

print(f"{'':<22} {'minimax':>9} {'alpha-beta':>11}")
print(f"{'nodes visited':<22} {minimax_nodes.nodes_visited:>9,} {alphabeta_trace.nodes_visited:>11,}")
print(f"{'leaves (games) reached':<22} {leaves_minimax:>9,} {alphabeta_trace.leaves_reached:>11,}")
print(f"reduction in leaves: {1 - alphabeta_trace.leaves_reached / leaves_minimax:.2%}, "
      f"in nodes: {1 - alphabeta_trace.nodes_visited / minimax_nodes.nodes_visited:.2%}")
print("same move as minimax:", alphabeta_trace.move == runner.moves[0][1])

# %% [markdown] slideshow={"slide_type": "subslide"}
# The Fall 2024 CSI 4106 notes: "Number of sequences explored by the Minimax Search
# algorithm: 255,168", "Number of sequences explored by the Alpha-Beta Search algorithm:
# 7,330", "A 97.13% reduction in the number of the sequences visited!" The leaves are the complete games (sequences); counting internal
# nodes too, minimax visits 549,946 nodes and alpha-beta 18,297.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Optional: where does the alpha-beta search spend its nodes?
#
# *(Can be skipped in class, down to the next section.)* For each first move of X: the
# nodes of the search *inside* the root search (with the window that move gets), and the
# nodes needed to search the position after that move *on its own* (full window), by
# alpha-beta and by minimax:

# %% slideshow={"slide_type": "subslide"}
inside = {move: 0 for move in game.get_valid_moves(empty)}
for event in alphabeta_trace.of_kind("enter"):
    if event.node.moves:
        inside[event.node.moves[0]] += 1

alone_ab, alone_mm = {}, {}
for move in game.get_valid_moves(empty):
    after = game.make_move(empty, move, "X")
    for counts, solver in ((alone_ab, MinimaxAlphaBetaSolverV2()), (alone_mm, MinimaxSolverV2())):
        solver.select_move(game, after, "O")
        counts[move] = solver.nodes_visited

print(f"{'first move':>10} {'inside root':>12} {'alone':>7} {'minimax':>8}")
for move in inside:
    print(f"{str(move):>10} {inside[move]:>12,} {alone_ab[move]:>7,} {alone_mm[move]:>8,}")
print(f"{'total':>10} {sum(inside.values()):>12,} {sum(alone_ab.values()):>7,} "
      f"{sum(alone_mm.values()):>8,}")

# %% slideshow={"slide_type": "subslide"}
fig, axes = plt.subplots(1, 3, figsize=(12, 3.7))
for ax, (title, counts) in zip(axes, [("alpha-beta, inside the root search", inside),
                                      ("alpha-beta, each position alone", alone_ab),
                                      ("minimax, each position alone", alone_mm)]):
    grid = np.zeros((3, 3))
    for (row, col), nodes in counts.items():
        grid[row, col] = nodes
    ax.imshow(grid, cmap="Blues", norm="log", vmin=1, vmax=max(alone_mm.values()))
    for (row, col), nodes in counts.items():
        ax.text(col, row, f"{nodes:,}", ha="center", va="center", fontsize=11,
                color="white" if nodes > 0.2 * max(counts.values()) else "black")
    ax.set_xticks([])
    ax.set_yticks([])
    ax.set_title(title, fontsize=10)
fig.suptitle("Nodes visited for each first move of X (log colour scale)")
plt.close(fig)  # shown on the next slide, whole

# %% slideshow={"slide_type": "subslide"}
fig

# %% [markdown]
# The first move, (0, 0), is searched with the full window and costs what it costs alone,
# 2,338 nodes. After it, alpha = 0 at the root: X can draw. Every later first move then only
# needs a proof that O can hold it to a draw (a value of at most 0), not its exact value,
# and every one of them costs less inside the root search than alone (610 nodes instead of
# 2,316 for the centre): 18,296 nodes in all instead of 30,709. That is the whole idea of
# alpha-beta: only as much of a subtree is searched as it takes to show that it is no
# better than what is already in hand.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Nodes visited, all the searches
#
# A log-scale bar chart of the searches from the empty board compared in this notebook
# (the orderings and the memoized solvers come next):

# %%
table = solved_table(game)  # every position's minimax value, for best-first / worst-first
orders = {"row-major": row_major, "centre first": centre_first,
          "best first": best_first(table), "worst first": worst_first(table)}

counts = {"minimax": minimax_nodes.nodes_visited}
ordering_rows = []
for name, order in orders.items():
    solver = MinimaxAlphaBetaSolverV2(move_order=order)
    move = solver.select_move(game, empty, "X")
    counts[f"alpha-beta, {name}"] = solver.nodes_visited
    ordering_rows.append((name, solver.nodes_visited, solver.alpha_cutoffs, solver.beta_cutoffs,
                          move))

memo_minimax = MinimaxSolver()
memo_minimax.select_move(game, empty, "X")
counts["memoized minimax"] = memo_minimax.nodes_visited - memo_minimax.cache_hits
for name in ("row-major", "best first"):
    memo = MinimaxAlphaBetaSolver(move_order=orders[name])
    memo.select_move(game, empty, "X")
    counts[f"memoized alpha-beta, {name}"] = memo.nodes_visited - memo.cache_hits

# %% slideshow={"slide_type": "subslide"}
fig, ax = plt.subplots(figsize=(8.5, 3.6))  # with its labels, as wide as the output area
names = list(counts)
bars = ax.barh(names, [counts[name] for name in names],
               color=["grey"] + ["tab:blue"] * 4 + ["tab:olive"] * 3)
ax.bar_label(bars, labels=[f"{counts[name]:,}" for name in names], padding=3)
ax.set_xscale("log")
ax.set_xlim(500, 3e6)
ax.invert_yaxis()
ax.set_xlabel("nodes searched from the empty board (log scale; memoized: cache hits excluded)")
ax.set_title("Tic-tac-toe, X to move on the empty board: every search finds value 0")
plt.show()

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Move ordering
#
# The CSI 4106 lecture: "the effectiveness of pruning is influenced by the order in which
# nodes are evaluated; greater pruning is achieved if nodes are ordered from most to least
# promising", and refers to Shannon's "Programming a Computer for Playing Chess" for chess
# (*Philosophical Magazine* ser. 7, 41(314), 1950; the CSI 4106 notes give 1959 and issue
# 312). The solvers take the order as a parameter, a function `(game, state, player, moves)
# -> moves`:

# %% slideshow={"slide_type": "subslide"}
show_source(centre_first.function)  # for a board, the moves sorted by _cell_rank:
show_source(move_ordering, start="middle = (size - 1) / 2", lines=6)

# %% slideshow={"slide_type": "subslide"}
show_source(table_ordering)

# %% [markdown] slideshow={"slide_type": "subslide"}
# - **row-major**: the game's own order, (0, 0), (0, 1), ...;
# - **centre first**: the centre, then the corners, then the edges, a classic rule of thumb
#   (the centre and the corners lie on more lines);
# - **best first** (`best_first(table)`): the best move for the player to move first, read
#   from a table of the solved game (`solved_table`, every position's minimax value).
#   Perfect ordering: it needs the answer already, so it only shows how far ordering can go;
# - **worst first** (`worst_first(table)`): the same table, read backwards.

# %%
print(f"{'order':<13} {'nodes':>8} {'alpha cutoffs':>14} {'beta cutoffs':>13} "
      f"{'vs minimax':>11} {'move':>7}")
for name, nodes, alpha_cuts, beta_cuts, move in ordering_rows:
    print(f"{name:<13} {nodes:>8,} {alpha_cuts:>14,} {beta_cuts:>13,} "
          f"{nodes / minimax_nodes.nodes_visited:>11.2%} {str(move):>7}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# Same value, 0, every time, but a factor of 86 between the best and the worst order. Best
# first prunes most because the first child searched at every node is already the best, so
# at the nodes where a cutoff is possible it comes right after the first child. Worst first still prunes something
# (198,837 < 549,946), mostly thanks to ties: with values -1, 0 and +1 many values equal
# the bound, and a tie is enough for a cutoff. Centre first, a cheap heuristic, divides row-major's count
# by 2.5; perfect ordering by another 3. (The chosen move depends on the order: all first
# moves draw, and each order keeps the first best move it meets.)
#
# In real programs the ordering comes from cheap guesses: killer moves, the history
# heuristic, or a neural network's policy; it is one of the main reasons game programs
# search as deep as they do.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Memoization for alpha-beta
#
# Notebook 05's cache, keyed on the position, turns minimax's tree of 549,946 nodes into the
# 5,478 positions of the game. The CSI 4106 lecture memoizes alpha-beta with the same tool,
# `@lru_cache` on `_alphabeta`, whose key is then *all* its arguments:
# `(canonical(state), player, maximizing, depth, alpha, beta)`, where the lecture's `canonical`
# makes the board a tuple of its rows. The library keeps that key (its `state_key(state)` is
# the same tuple of rows), in a dictionary on the solver (not `@lru_cache` on a method,
# which keeps every solver alive); `lookup` is the same cache lookup as `MinimaxSolver`'s in
# notebook 05. Its code is on the next, optional slide.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Optional: the cached alpha-beta's code
#
# *(Can be skipped in class.)*

# %%
show_source(MinimaxAlphaBetaSolver.cache_key)
show_source(MinimaxAlphaBetaSolver._alphabeta)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### What the window-keyed cache saves

# %%
memo = MinimaxAlphaBetaSolver()
memo.select_move(game, empty, "X")
positions = {(state_key(event.node.state), event.node.player)
             for event in alphabeta_trace.of_kind("enter")}
windows = {}
for key in memo.cache:
    windows.setdefault(key[:2], []).append(key[4:])

print(f"alpha-beta without cache:          {alphabeta_trace.nodes_visited:>6,} nodes, "
      f"{len(positions):,} distinct positions")
print(f"memoized alpha-beta:               {memo.nodes_visited:>6,} calls, "
      f"{memo.cache_hits:,} cache hits, {memo.cache_size:,} searched")
print(f"positions in its cache:            {len(windows):>6,}, of which "
      f"{sum(len(w) > 1 for w in windows.values()):,} under 2 to "
      f"{max(len(w) for w in windows.values())} windows")
print(f"memoized minimax (MinimaxSolver):  {memo_minimax.nodes_visited:>6,} calls, "
      f"{memo_minimax.cache_hits:,} cache hits, {memo_minimax.cache_size:,} searched")

# %% [markdown] slideshow={"slide_type": "subslide"}
# The memoized alpha-beta searches 3,312 nodes instead of 18,297. Pruning has already
# skipped most positions minimax meets (it reaches 2,511 of 5,478); 86% of its 18,297 visits
# are repeats, and the cache removes most of them. The window in the key costs 801
# re-searches above the 2,511 floor (525 positions stored under several windows).

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Why not key the cache on the position alone?
#
# Because under a window (alpha, beta) alpha-beta is *guaranteed* to return the exact value
# only when it lies strictly between alpha and beta. A MIN node whose value falls to alpha or below stops
# searching at once: what it returns is only an *upper bound* (the true value may be
# lower); a MAX node reaching beta returns a *lower bound*. That is all its parent needs,
# but stored under the position alone, the bound is later read back as the exact value of
# the position, reached by another move order with another window. The one change that
# makes the cache wrong:

# %% slideshow={"slide_type": "subslide"}
class StateOnlyCache(MinimaxAlphaBetaSolver):
    """WRONG on purpose: alpha-beta with its cache keyed on the position alone."""

    def cache_key(self, state, player, maximizing, depth, alpha, beta):
        return (state_key(state), player)


position = np.array([["X", " ", " "],
                     [" ", "X", " "],
                     ["O", " ", "O"]])
print(game.board_text(position), "\nX to move\n")
for solver in (MinimaxSolver(), MinimaxAlphaBetaSolver(), StateOnlyCache()):
    print(f"{solver.get_name():<24} value {solver.minimax_value(game, position, 'X'):>2}")

# %% [markdown]
# The position is a draw (X must block O's bottom row at (2, 1), which threatens the middle
# column; O must then block it at (0, 1); every other move of either loses), but
# the state-only cache says X wins.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Optional: where the state-only cache goes wrong
#
# *(Can be skipped in class.)* The trace of its search shows where it goes wrong: a
# position answered from the cache with a value that is not its minimax value, and the
# earlier search that stored it.

# %% slideshow={"slide_type": "subslide"}
wrong = trace_search(StateOnlyCache(), game, position)
truth = MinimaxSolver()
bad = next(event for event in wrong.of_kind("cached")
           if event.value != truth.minimax_value(game, event.node.state, event.node.player))
key = (state_key(bad.node.state), bad.node.player)
exact = truth.minimax_value(game, bad.node.state, bad.node.player)
print(game.board_text(bad.node.state))
print(f"{bad.node.player} to move: minimax value {exact}, but the cache answers {bad.value}\n")
for step, event in enumerate(wrong):
    if event.kind in ("enter", "cutoff", "return", "cached") and \
            (state_key(event.node.state), event.node.player) == key:
        print(f"step {step:>3}: {explain(wrong, step)}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# The position printed first (O to move) is a draw, and the search meets it twice, by two
# move orders of the same three moves: X (1, 0), O (0, 1), X (2, 1) and X (2, 1), O (0, 1),
# X (1, 0), a *transposition*.
#
# - The first time (step 144), X has just found a win one level up ((1, 2) completes the
#   middle row), so alpha = 1. O's first reply loses, beta = 1 <= alpha = 1, and the search
#   of this position stops: its value 1 only means "at most 1", which is all the parent
#   needs (X will not choose this line anyway). The cache stores it as *the* value.
# - The second time (step 300), alpha = 0: now it matters whether O can draw, and the cache
#   answers 1, "X wins". The error climbs to the root, whose value comes out as 1.
#
# The cache's fault is to store a **bound as if it were exact**. Two cures: put the window in
# the key, as the CSI 4106 lecture does (the second visit is then a different key and is
# searched again), or key on the position alone and store, with each value, whether it is
# exact, a lower bound or an upper bound, using a bound only when it settles the question
# for the current window. The second is how transposition tables work; notebook 08 builds one.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Nodes visited against the branching factor
#
# Tic-tac-toe is one tree. To see how the saving grows, take random uniform trees: every
# internal node has b children, all leaves are at depth d = 4, the leaf utilities are random
# integers from -9 to 9 (seeded). Minimax visits all (b^5 - 1)/(b - 1) nodes, about b^d.
# Knuth & Moore (1975) showed that with perfect ordering alpha-beta examines only
# b^⌈d/2⌉ + b^⌊d/2⌋ - 1 leaves (about 2 b^(d/2), the *minimal tree*: no algorithm can prove
# the value with fewer), and with the worst ordering all of them; with the moves in random
# order, roughly b^(3d/4) for moderate b (Russell & Norvig 2020, section 5.2.4, "Move
# ordering", which also gives b^(d/2) for perfect ordering; it is section 5.3.1 in the
# 3rd edition of 2010. The book writes m for the depth).

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Counting the nodes
#
# Five random trees for each b, each searched by alpha-beta in three orders (minimax's count
# is the tree's size):

# %%
depth, seeds, branchings = 4, range(5), range(2, 11)
series = {"minimax": [], "alpha-beta, worst first": [], "alpha-beta, random order": [],
          "alpha-beta, best first": []}
for b in branchings:
    runs = {name: [] for name in series}
    for seed in seeds:
        tree = random_uniform_tree(b, depth, seed=seed)
        tree_table = solved_table(tree)
        for name, order in (("alpha-beta, random order", None),
                            ("alpha-beta, best first", best_first(tree_table)),
                            ("alpha-beta, worst first", worst_first(tree_table))):
            solver = MinimaxAlphaBetaSolverV2(move_order=order)
            solver.select_move(tree, (), "X")
            runs[name].append(solver.nodes_visited)
        runs["minimax"].append(uniform_tree_nodes(b, depth))
    for name in series:
        series[name].append(mean(runs[name]))

# %% [markdown] slideshow={"slide_type": "subslide"}
# The mean number of nodes visited over the 5 trees of each b (alpha-beta in three orders),
# and the number of leaves of the minimal tree:

# %%
print(f"{'b':>3}" + "".join(f"{name.removeprefix('alpha-beta, '):>14}" for name in series)
      + f"{'minimal leaves':>16}")
for i, b in enumerate(branchings):
    print(f"{b:>3}" + "".join(f"{series[name][i]:>14,.1f}" for name in series)
          + f"{minimal_leaves(b, depth):>16,}")

# %% slideshow={"slide_type": "subslide"}
bs = np.array(list(branchings))
fig, ax = plt.subplots(figsize=(9.5, 3.5))
for (name, values), style in zip(series.items(), ["k-o", "r-v", "b-s", "g-^"]):
    ax.plot(bs, values, style, label=name)
ax.plot(bs, bs ** depth, "k:", label="$b^d$ (slope 4)")
ax.plot(bs, bs ** (3 * depth / 4), "b:", label="$b^{3d/4}$ (slope 3)")
ax.plot(bs, [minimal_leaves(b, depth) for b in bs], "g:",
        label="minimal tree: $b^{\\lceil d/2 \\rceil} + b^{\\lfloor d/2 \\rfloor} - 1$ leaves")
ax.set(xscale="log", yscale="log", ylim=(5, 1e6), xlabel="branching factor b",
       ylabel="nodes (mean of 5 trees)", title=f"Uniform random trees of depth d = {depth}")
ax.set_xticks(bs, [str(b) for b in bs], minor=False)
ax.minorticks_off()
ax.legend(loc="upper left", ncol=2, fontsize=10)  # above the lines: room left by ylim
plt.close(fig)  # shown on the next slide, whole

# %% slideshow={"slide_type": "subslide"}
fig

# %% [markdown] slideshow={"slide_type": "subslide"}
# On log-log axes a power of b is a straight line whose slope is the exponent. Minimax grows
# like b^4; alpha-beta with the best move first like b^2, parallel to the minimal tree
# (it visits its leaves exactly, plus the internal nodes above them): the square root, so
# with the same effort alpha-beta with good ordering searches about **twice as deep** as
# minimax. In the trees' own order, which is random, it lies in between, with a slope
# between 2 and 3 on these small trees; with the worst order it prunes little, mostly
# through ties. And, as the CSI 4106 lecture says, the larger the branching factor, the more there
# is to prune.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Optional: how long does it take?
#
# *(Can be skipped in class.)* Node counts are the fair measure; seconds depend on the machine and its load. For the
# record, the time of X's first move from the empty board, by a fresh solver, the best of 3
# runs (this cell's output changes from run to run; `benchmarks/bench_alphabeta.py` prints
# a fuller table):

# %% slideshow={"slide_type": "subslide"} tags=["nbval-ignore-output"]
def first_move_seconds(make_solver, repeat=3):
    """Return the solver's name and the best of `repeat` timings of X's first move (fresh solver)."""
    best = float("inf")
    for _ in range(repeat):
        solver = make_solver()
        start = time.perf_counter()
        solver.select_move(game, empty, "X")
        best = min(best, time.perf_counter() - start)
    return solver.get_name(), best


for make_solver in (MinimaxSolverV1, MinimaxAlphaBetaSolverV1,
                    lambda: MinimaxAlphaBetaSolverV1(centre_first), MinimaxAlphaBetaSolver):
    name, seconds = first_move_seconds(make_solver)
    print(f"{name:<50} {seconds:6.3f} s")

# %% [markdown] slideshow={"slide_type": "subslide"}
# Alpha-beta is many times faster than minimax, as its node count says. Centre first visits
# 2.5 times fewer nodes than the row-major order (7,275 against 18,297), but it does not save
# 2.5 times the time: at every node it expands it calls the ordering function, which sorts
# the moves (and the library checks the result), a cost the row-major order does not pay.
# Its time gain is therefore far smaller than its node gain and can vanish altogether: the
# order of these two lines may change from run to run, even with the best of 3 timings.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# - Over the CSI 4106 lecture's game, minimax visits 557,492 nodes and alpha-beta 2,435; from the
#   same position, the empty board, 549,946 against 18,297 (leaves: 255,168 against 7,330).
# - Move ordering decides how much alpha-beta prunes: from 2,312 nodes (best first) to
#   198,837 (worst first) on tic-tac-toe; a cheap heuristic, centre first, gives 7,275.
# - A cache for alpha-beta must not store a bound as an exact value: the value of a search
#   that was cut off is only a bound. Keyed on the window too it is correct and cuts 18,297
#   nodes to 3,312, but a position met under several windows is searched once per window
#   (801 extra searches here); a transposition table stores the kind of bound instead
#   (notebook 08).
# - On uniform trees minimax visits about b^d nodes; alpha-beta with perfect ordering about
#   b^(d/2), the minimal tree of Knuth and Moore: twice the depth for the same work.
