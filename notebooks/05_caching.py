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
# # Caching: minimax on a graph of positions
#
# *Adversarial search, part 5*, after the CSI 4106 lecture (uOttawa), sections "Caching" and
# "Symmetry", with the CMPUT 396 notes. This notebook times minimax, looks at where its work
# goes, then saves work by **memoization** (a cache, or *transposition table*), with the decorator of the
# Fall 2024 CSI 4106 notes, then inside a solver, and goes further with the board's
# **symmetries**. Along the way: why `@lru_cache` on a method is
# a trap, and (optional) how to make minimax less predictable without making it worse.
#
# **Learning objectives**
#
# - explain why the search space of tic-tac-toe is a DAG and what a transposition is;
# - explain how a search is memoized (decorator, or cache on the solver) and measure its gain;
# - use symmetries to share cache entries, and compare symmetry with caching;
# - recognise a trap and a bug of the CSI 4106 code: `@lru_cache` on a method, and
#   `return random.shuffle(moves)`.
#
# *Teaching time: 71 minutes (estimate): 48 for the core (19 slides at 2.5, the setup slide at
# 0.5), 23 for the exercise (15 to present and write it, 8 for the 4 slides comparing the searches).
# Optional: the chart (1), the key for every game (2), the lookup (3), the `@lru_cache` leak
# measured (5), cache sizes (2), lower predictability (10).*

# %% slideshow={"slide_type": "subslide"}
# %matplotlib inline
import gc
import random
import time
import weakref
from collections import Counter
from functools import lru_cache

import matplotlib.pyplot as plt
import numpy as np

from course_lib import (
    GameRunner, MinimaxSolver, MinimaxSolverV1, MinimaxSolverV2, RandomizedMinimaxSolver,
    RandomSolver, SymmetricMinimaxSolver, TicTacToe, canonical_transform,
    count_positions, evaluate_solvers, memoize_minimax,
)
from course_lib.views.board import show_boards
from course_lib.exercises.caching import check_symmetry_pruned_minimax
from course_lib.solvers.memoize import minimax
from course_lib.course import show_source
from course_lib.solvers.cache import TranspositionTableMixin, state_key
from course_lib.games.symmetry import distinct_moves_up_to_symmetry

game = TicTacToe()

# %% [markdown] slideshow={"slide_type": "slide"}
# ## How long does minimax take?
#
# Two timings from the CSI 4106 lecture notes, of two different experiments:
#
# - in notebook 04, one game of the random player (X, seed 13) against `MinimaxSolverV1`
#   (O) took 2.26 s on the lecture's machine: only O searches, and O's first search starts
#   with 8 empty cells;
# - the Fall 2024 edition of the CSI 4106 notes times one game of its function-style
#   `minimax` playing **both** sides, with the board drawn after each move: 24.4 s. X's first
#   search starts from the empty board, the full tree of 549,946 nodes.
#
# Other code, other opponents, another machine: the two figures do not compare with each
# other. What they share is the question the Fall 2024 CSI 4106 notes ask: *Is test_tic_tac_toe
# slower than expected?* Think about it before the next slide.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### One node per path
#
# A recap of notebook 02, which counted the tree nodes and the **distinct positions** at each ply.
# Minimax visits one node of the game tree per **path** from the root, so a position reached by
# several move orders is visited once per order. New here: walking the positions ply by ply, we
# count the paths to each (the sum of its parents' paths). (The key `state_key(state)`, used here,
# by the decorator and by `MinimaxSolver`, only makes a board hashable: a tuple of its rows. It
# applies **no** symmetry; `canonical_form` of notebook 02 does.)

# %%
def paths_per_position(game):
    """Return ``[{state_key(state): (state, number of paths from the root)} for each ply]``."""
    layers = [{state_key(game.initial_state()): (game.initial_state(), 1)}]
    while layers[-1]:
        following = {}
        for state, paths in layers[-1].values():
            if game.is_terminal(state):
                continue
            player = game.to_move(state)
            for move in game.get_valid_moves(state):
                child = game.make_move(state, move, player)
                key = state_key(child)
                following[key] = (child, following.get(key, (child, 0))[1] + paths)
        layers.append(following)
    return layers[:-1]

# %% slideshow={"slide_type": "subslide"}
layers = paths_per_position(game)
tree_nodes = [sum(paths for _, paths in layer.values()) for layer in layers]
positions_per_ply = [len(layer) for layer in layers]
print(f"{'ply':>3} {'tree nodes':>11} {'positions':>10} {'nodes per position':>19}")
for ply, (nodes, count) in enumerate(zip(tree_nodes, positions_per_ply)):
    print(f"{ply:>3} {nodes:>11,} {count:>10,} {nodes / count:>19,.1f}")
print(f"all {sum(tree_nodes):>11,} {sum(positions_per_ply):>10,} "
      f"{sum(tree_nodes) / sum(positions_per_ply):>19,.1f}")

# %% [markdown]
# The totals are notebook 02's: 549,946 tree nodes (what `MinimaxSolverV2` counts)
# for 5,478 positions. After 8 plies, each position is reached on average by 514
# different move orders: X's four marks can be placed in 4! orders and O's in 4!, and
# each order is a separate path in the tree (some orders are missing: they pass through a
# finished game).

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Optional: the table as a chart
#
# *(Can be skipped in class: notebook 02 plots the same counts.)*

# %%
plies = range(len(tree_nodes))
fig, ax = plt.subplots(figsize=(7, 2.4))
ax.bar([p - 0.2 for p in plies], tree_nodes, width=0.4, label="game-tree nodes")
ax.bar([p + 0.2 for p in plies], positions_per_ply, width=0.4, label="distinct positions")
ax.set_yscale("log")
ax.set_xlabel("ply (marks on the board)")
ax.set_ylabel("count (log scale)")
ax.set_title("Minimax searches a tree; the positions form a much smaller graph")
ax.legend()
plt.show()

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Transpositions
#
# Different move sequences that lead to the same position are called
# **transpositions** (notebook 02). Two of them, again:

# %%
def play(moves):
    state, player, states = game.initial_state(), "X", []
    for move in moves:
        state = game.make_move(state, move, player)
        states.append(state)
        player = game.get_opponent(player)
    return states


first = play([(0, 0), (1, 1), (2, 2)])
show_boards(first, titles=["X (0, 0)", "O (1, 1)", "X (2, 2)"], per_row=3)

# %% slideshow={"slide_type": "subslide"}
second = play([(2, 2), (1, 1), (0, 0)])
show_boards(second, titles=["X (2, 2)", "O (1, 1)", "X (0, 0)"], per_row=3)
print("same position:", state_key(first[-1]) == state_key(second[-1]))

# %% [markdown]
# As notebook 02 found, the search space of tic-tac-toe is therefore not a tree but a **directed acyclic graph**
# (DAG): a position can have several parents, and there are no directed cycles, since
# every move adds a mark (CMPUT 396 notes). Plain minimax unfolds the DAG into a tree and
# solves each position again for every path to it. The remedy: **remember** each
# position's result the first time it is computed. Its value does not depend on the path.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Memoization with a decorator
#
# The Fall 2024 edition of the CSI 4106 notes (the current edition has no such decorator)
# wraps the recursive function in a decorator holding a dictionary. The library keeps its
# idea and fixes its slips, listed in the docstring of its module, `course_lib/solvers/memoize.py`:

# %% [markdown]
# > * one cache for *all* games: two games whose states look alike would share
# >   entries. Here each game object has its own cache (a `weakref.WeakKeyDictionary`,
# >   so a finished game's cache goes away with the game);
# > * the key `tuple(map(tuple, state))` only works for 2-D boards (it raises on
# >   a `GameTree` path such as `(0, 1)`): `state_key` is used instead;
# > * the wrapper hides the function's name and docstring: `functools.wraps`;
# > * the cache cannot be inspected or emptied: `cache_info()` and
# >   `cache_clear()`, as `functools.lru_cache` offers.

# %% [markdown] slideshow={"slide_type": "subslide"}
# The decorator keeps the Fall 2024 notes' **unbounded** dictionary: it grows with every
# position solved (5,478 here). `MinimaxSolver` below bounds its cache by `max_entries`. The heart of
# `memoize_minimax(f)`, below its docstring:

# %%
show_source(memoize_minimax, start="caches = weakref", lines=14)

# %% [markdown]
# It then gives the wrapper `cache_info()` and `cache_clear()`, as `functools.lru_cache` does.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Optional: a key for every game
#
# *(Can be skipped in class.)* The cache key is the board made hashable. The Fall 2024 key, `tuple(map(tuple, state))`,
# only works for 2-D boards; the library's `state_key` also takes the states of the
# explicit game trees of notebook 03:

# %%
path = (0, 1)  # a GameTree state: the path A, then D
try:
    tuple(map(tuple, path))  # the Fall 2024 notes' key
except TypeError as error:
    print("the Fall 2024 key fails:", error)
print("state_key:", state_key(path), "|", state_key(game.initial_state()))

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The decorated function
#
# The function itself is the Fall 2024 notes' `minimax`, unchanged, under the decorator:
# `@memoize_minimax` above `def minimax(game, state, depth, player, maximizing_player)`. Its
# recursive calls go through the name `minimax`, which is now the wrapper: every node is
# cached, not only the top call. The MAX half of its body (the MIN half mirrors it):

# %%
show_source(minimax, start="if maximizing_player:", lines=9)

# %% slideshow={"slide_type": "subslide"} tags=["nbval-ignore-output"]
minimax.cache_clear()
for attempt in ("first call (empty cache)", "second call (cached)"):
    start = time.perf_counter()
    value, move = minimax(game, game.initial_state(), 9, "X", True)
    print(f"{attempt}: value {value}, move {move}, {time.perf_counter() - start:.4f} s")

# %%
minimax.cache_info()

# %% [markdown]
# 5,478 misses: every reachable position was solved exactly once. Of the 10,691 hits,
# 10,690 came during the first search: the transpositions, other paths to an already
# solved position. The last one is the second call.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Memoization in the solver: `MinimaxSolver`
#
# The CSI 4106 lecture's `MinimaxSolver` puts the cache into the solver's class (`@lru_cache`
# on its method). In the library it is
# `MinimaxSolverV1` plus a lookup in a dictionary on the instance, keyed by `state_key(state)`
# (a tuple of the board's rows, no symmetry) and the player. The lecture's key is
# `canonical(state)`: it does not show its code, and its `_minimax` docstring calls the key a
# tuple of tuples. On a miss the library's solver searches as V1
# does. V1's recursion calls `self._minimax`, so every node goes through the cache:

# %%
show_source(MinimaxSolver._minimax)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Optional: the lookup
#
# *(Can be skipped in class.)* Shared by every memoized solver of the library (notebook 07's memoized alpha-beta uses it
# too, with another key), it counts the node, answers from the cache on a hit, and otherwise
# runs the search and stores its result:

# %%
show_source(TranspositionTableMixin.lookup)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The memoized solver at work

# %%
solver = MinimaxSolver()
print("move:", solver.select_move(game, game.initial_state(), "X"))
print(f"cache size: {solver.cache_size:,} | nodes visited: {solver.nodes_visited:,} "
      f"| cache hits: {solver.cache_hits:,}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# The same 5,478 positions; 16,168 nodes (calls) instead of 549,946. The moves are
# V1's, ties included: the cache stores V1's answer for each position.
#
# Once a solver's cache is full, its moves are lookups. In a game between two memoized solvers,
# X's first move searches the whole graph and fills X's cache, O's first move searches the
# positions below X's first mark and fills O's, and each of the 7 other moves is one cache hit.
# Each move's time, the best of 3 identical games (one timing alone is noisy on a busy machine):

# %% tags=["nbval-ignore-output"]
runner, games = GameRunner(game), []
for _ in range(3):  # the same game three times, with fresh solvers
    result = runner.play_game(MinimaxSolver(), MinimaxSolver())
    games.append(runner.move_seconds)  # the time each solver took to choose each move
seconds = [min(times) for times in zip(*games)]  # each move's best time, the least disturbed
print(f"result {result}: X's first move {1000 * seconds[0]:.1f} ms (fills X's cache), "
      f"O's first move {1000 * seconds[1]:.1f} ms (fills O's cache)")
print(f"the {len(seconds) - 2} other moves together: {1000 * sum(seconds[2:]):.2f} ms, "
      f"{sum(seconds[2:]) / seconds[0]:.2%} of X's first move")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## A trap to recognise: `@lru_cache` on a method
#
# The CSI 4106 lecture's `MinimaxSolver` decorates its method with `functools.lru_cache`:
#
# ```python
# @lru_cache(maxsize=None)
# def _minimax(self, state_key, player, maximizing, depth):
# ```
#
# It works, but `lru_cache` keeps **one cache for the class**, stored on the function, and
# `self` is part of every key. The cache holds a reference to every solver that ever
# searched, so no solver is freed, with all its entries, until the whole cache is cleared;
# and each solver has its own copies of the same values. A dictionary on the instance (`self.cache`) lives and dies with
# its solver, can be inspected, and can be cleared for one solver (`clear_cache()`).

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Optional: the leak, measured
#
# *(Can be skipped in class.)* A minimal version of the pattern (don't do this); three
# solvers of each kind solve the empty board and are dropped:

# %%
class LruCacheMinimaxSolver(MinimaxSolverV1):
    """The CSI 4106 pattern: minimax values cached by @lru_cache on a method."""

    @lru_cache(maxsize=None)
    def _cached(self, key, player, maximizing):
        return MinimaxSolverV1._minimax(self, self.game, np.array(key), player, maximizing)

    def _minimax(self, game, state, player, maximizing):
        self.game = game
        return self._cached(state_key(state), player, maximizing)


# %% slideshow={"slide_type": "subslide"}
def solve_and_drop(solver_class, count=3):
    """Let `count` solvers solve the empty board, drop them, and count how many are still alive."""
    solvers = [solver_class() for _ in range(count)]
    for solver in solvers:
        solver.select_move(game, game.initial_state(), "X")
    alive = [weakref.ref(solver) for solver in solvers]
    del solvers, solver
    gc.collect()
    return sum(ref() is not None for ref in alive)


print("LruCacheMinimaxSolver still alive:", solve_and_drop(LruCacheMinimaxSolver),
      "| entries kept:", LruCacheMinimaxSolver._cached.cache_info().currsize)
print("MinimaxSolver still alive:", solve_and_drop(MinimaxSolver))
LruCacheMinimaxSolver._cached.cache_clear()  # the only way to free them: for every instance at once

# %% [markdown]
# Three solvers dropped, three still alive, 16,434 entries (3 x 5,478) in memory: each
# solver has its own copies of the same values because `self` is in the key. The three
# `MinimaxSolver`s, with their caches on the instance, are all freed.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Symmetry: one cache entry per class of boards
#
# A rotated or reflected board has the same value, and its best move is the rotated or
# reflected best move. `SymmetricMinimaxSolver` keys its cache by the **canonical form** of
# the board under the 8 symmetries, and stores the best move in the canonical frame; on
# every answer, computed or from the cache, it maps the move back onto the real board with
# the inverse symmetry. Its moves are therefore always legal and optimal on the real board
# (the tests check all 5,478 positions), though among equally good moves it may choose
# another one than V1 (the one found first on a symmetric board). Games without board
# symmetries, such as the trees of notebook 03, fall back to the plain key: the solver then
# behaves as `MinimaxSolver`. Its lookup, which maps the stored move back onto the real board:

# %%
show_source(SymmetricMinimaxSolver._minimax)

# %% slideshow={"slide_type": "subslide"}
board = play([(0, 2), (1, 1)])[-1]
key, symmetry = canonical_transform(board)
print(game.board_text(board))
rows = " / ".join(key[row:row + 3].replace(" ", ".") for row in range(0, 9, 3))
turn = " (counter-clockwise)" if symmetry.name.startswith("rotate") else ""
print(f"\ncanonical key {rows} (the board read row by row), reached by {symmetry.name!r}{turn}")
print(game.board_text(symmetry.apply(board)))

# %%
symmetric = SymmetricMinimaxSolver()
print("move:", symmetric.select_move(game, game.initial_state(), "X"))
print(f"cache size: {symmetric.cache_size:,} | nodes visited: {symmetric.nodes_visited:,} "
      f"| cache hits: {symmetric.cache_hits:,}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Optional: cache sizes
#
# *(Can be skipped in class.)* Each cache ends up holding exactly the positions reachable
# from the empty board, with or without symmetry:

# %%
print(f"{'':<38} {'entries':>8}")
print(f"{'MinimaxSolver cache':<38} {solver.cache_size:>8,}")
print(f"{'memoize_minimax cache':<38} {minimax.cache_info().currsize:>8,}")
print(f"{'reachable positions':<38} {count_positions(game):>8,}")
print(f"{'SymmetricMinimaxSolver cache':<38} {symmetric.cache_size:>8,}")
print(f"{'reachable positions up to symmetry':<38} {count_positions(game, up_to_symmetry=True):>8,}")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Exercise: symmetry versus caching, and their combination
#
# The CSI 4106 lecture's exploration: *compare the reduction in execution time achieved through
# symmetry considerations versus caching techniques; evaluate the combined effect of both
# approaches.* We have caching (`MinimaxSolver`) and both (`SymmetricMinimaxSolver`). The
# missing piece is **symmetry without a cache**: plain minimax that, at each node, searches
# only one move of each class of symmetric moves. On the empty board, for example, the 9
# moves form 3 classes (corner, edge, centre); on the board of the symmetry slide (X top
# right, O centre), the 7 moves form 4 classes (one diagonal reflection fixes the board):

# %%
moves = game.get_valid_moves(game.initial_state())
print(distinct_moves_up_to_symmetry(game.initial_state(), moves))
print(distinct_moves_up_to_symmetry(board, game.get_valid_moves(board)))

# %% [markdown] slideshow={"slide_type": "subslide"}
# Write `symmetry_pruned_minimax(game, state, player)` returning `(value, nodes)`: the
# minimax value of `state` (utility for X), searching at each node only the moves kept by
# `distinct_moves_up_to_symmetry(state, moves)`, with no cache; `nodes` counts every call
# of your recursive function, the first and the leaves included. The check runs it from the
# empty board and from other positions, X or O to move, some drawn at random each time; the
# value is always the utility for X, whoever is to move.

# %% slideshow={"slide_type": "subslide"}
def symmetry_pruned_minimax(game, state, player):
    """Return (value, nodes): minimax expanding one move per class of symmetric moves, no cache."""
    ### BEGIN SOLUTION
    nodes = 0

    def search(state, player):
        nonlocal nodes
        nodes += 1
        if game.is_terminal(state):
            return game.evaluate(state)
        moves = distinct_moves_up_to_symmetry(state, game.get_valid_moves(state))
        values = [search(game.make_move(state, move, player), game.get_opponent(player))
                  for move in moves]
        return max(values) if player == "X" else min(values)

    return search(state, player), nodes
    ### END SOLUTION


# %% slideshow={"slide_type": "subslide"}
symmetry_verdict = check_symmetry_pruned_minimax(symmetry_pruned_minimax)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Comparing the four searches
#
# Each search from the empty board with a fresh game and fresh caches.
# The symmetry-only row is your `symmetry_pruned_minimax`, once it passes the check above.
# The node counts first:

# %%
def search_plain():
    solver = MinimaxSolverV2()
    solver.select_move(TicTacToe(), TicTacToe().initial_state(), "X")
    return solver.nodes_visited


def search_symmetry_only():  # your function, from the exercise
    fresh = TicTacToe()
    return symmetry_pruned_minimax(fresh, fresh.initial_state(), "X")[1]


def search_with(solver_class):
    def search():
        fresh, solver = TicTacToe(), solver_class()
        solver.select_move(fresh, fresh.initial_state(), "X")
        return solver.nodes_visited
    return search


# %% slideshow={"slide_type": "subslide"}
variants = {"plain": search_plain, "symmetry": search_symmetry_only,
            "caching": search_with(MinimaxSolver), "both": search_with(SymmetricMinimaxSolver)}
if not symmetry_verdict.passed:
    del variants["symmetry"]
nodes, seconds = {}, {}
for name, search in variants.items():
    times = []
    for _ in range(1 if name == "plain" else 3):  # best of 3: a short run alone is noisy
        start = time.perf_counter()
        nodes[name] = search()
        times.append(time.perf_counter() - start)
    seconds[name] = min(times)
for name in variants:
    ratio = nodes["plain"] / nodes[name]
    fewer = f", {ratio:.1f} times fewer than plain" if name != "plain" else ""
    print(f"{name:>9}: {nodes[name]:>8,} nodes{fewer}")
if not symmetry_verdict.passed:
    print(" symmetry: the row of your symmetry_pruned_minimax, once it passes the check")

# %% [markdown]
# And the times on this machine (they vary from run to run; the best of 3 runs, plain minimax's
# seconds-long search run once); above each bar, the speed-up over plain minimax, to compare
# with the node ratios printed above:

# %% slideshow={"slide_type": "subslide"} tags=["nbval-ignore-output"]
fig, ax = plt.subplots(figsize=(7, 3.5))
colors = {"plain": "grey", "symmetry": "tab:orange", "caching": "tab:blue", "both": "tab:green"}
bars = ax.bar(list(seconds), list(seconds.values()), color=[colors[name] for name in seconds])
for bar, name in zip(bars, seconds):
    label = f"{seconds[name]:.2f} s\n{seconds['plain'] / seconds[name]:.0f}x"
    ax.text(bar.get_x() + bar.get_width() / 2, bar.get_height(), label, ha="center", va="bottom")
ax.set_ylabel("seconds, search from the empty board")
ax.set_ylim(0, 1.3 * max(seconds.values()))
ax.set_title("Symmetry vs caching vs both (speed-up over plain minimax)")
plt.show()

# %% [markdown] slideshow={"slide_type": "subslide"}
# - **Symmetry alone** cuts the tree about 9 times, but only near the top: once a few marks
#   are down, most boards have no symmetry left to exploit. Each node also costs more
#   (finding the board's symmetries), so the time gain is smaller than the node gain (the
#   orange bar, once your function passes).
# - **Caching** wins by far in nodes (34 times fewer, against 9 for symmetry): it turns the
#   tree into the DAG of 5,478 positions. Its speed-up in time (above the blue bar) is well
#   below 34, because its nodes cost more too. Each search starts with a fresh `TicTacToe`,
#   which analyses every board the first time it meets it (notebook 01): plain and memoized minimax both pay for the same 5,478 analyses, spread
#   over 549,946 nodes in plain minimax but over 16,168 in the memoized one. And every
#   memoized node, hit or miss, also builds its key (`state_key(state)`, a tuple of tuples)
#   and looks it up.
# - **Both** stores one entry per class of symmetric positions (765) and is the fastest.
#
# (`benchmarks/bench_caching.py` prints the same comparison as a table.)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## A bug to recognise: `return random.shuffle(moves)`
#
# A player that always answers the same way can be read by its opponent. The CSI 4106 lecture
# proposes to shuffle the moves in `get_valid_moves`:
#
# ```python
#     return random.shuffle(moves)
# ```
#
# That line has a bug. What does it return?

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The answer: None
#
# `random.shuffle` shuffles the list **in place and returns None**:

# %%
moves = [(0, 0), (0, 1), (0, 2)]
print("random.shuffle returns:", random.shuffle(moves))


class ShuffledTicTacToe(TicTacToe):
    """The CSI 4106 digression: get_valid_moves returns random.shuffle(moves) (a bug)."""

    def get_valid_moves(self, state):
        moves = super().get_valid_moves(state)
        return random.shuffle(moves)


try:
    MinimaxSolverV1().select_move(ShuffledTicTacToe(), game.initial_state(), "X")
except TypeError as error:
    print("TypeError:", error)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Optional digression: lower predictability
#
# *(Can be skipped in a 75-minute slot; its lesson is in the summary.)*
#
# Fixed (`random.shuffle(moves)`, then `return moves`), the shuffle still has the problem the
# CSI 4106 lecture points out: *the optimal move for a given configuration will remain fixed, if
# solutions are cached*. The cache stores a best move, found once in one random order, and
# replays it. Unseeded, it is also not reproducible.
#
# The library does it differently: `RandomizedMinimaxSolver` is a `MinimaxSolver`, but at
# the root it reads only the cached **values** of the children, never a cached move, lists
# **all** the optimal moves of the position, and picks one with its own **seeded** generator:

# %% slideshow={"slide_type": "subslide"}
show_source(RandomizedMinimaxSolver.optimal_moves)
show_source(RandomizedMinimaxSolver.select_move)

# %% slideshow={"slide_type": "subslide"}
def openings(seed, games=900):
    """X's first move in `games` successive games of one RandomizedMinimaxSolver(seed)."""
    solver = RandomizedMinimaxSolver(seed)
    return [solver.select_move(game, game.initial_state(), "X") for _ in range(games)]


optimal = RandomizedMinimaxSolver(0).optimal_moves(game, game.initial_state(), "X")
print("optimal first moves:", " ".join(f"({r},{c})" for r, c in optimal))
first_run = openings(2024)
counts = Counter(first_run)
print("900 openings with seed 2024, by cell (a uniform choice: about 100 each):")
for r in range(3):
    print("   ", " ".join(f"{counts[(r, c)]:>4}" for c in range(3)))
print("same seed, same choices:", openings(2024) == first_run)
print("another seed, other choices:", openings(7) != first_run)

# %% [markdown] slideshow={"slide_type": "subslide"}
# Every move it plays is optimal, so it is still unbeatable, and a whole match is
# reproducible from the seeds:

# %%
for x, o in [(RandomizedMinimaxSolver(1), RandomizedMinimaxSolver(2)),
             (RandomizedMinimaxSolver(1), RandomSolver(7)),
             (RandomSolver(7), RandomizedMinimaxSolver(1))]:
    print(f"{x.get_name()} vs {o.get_name()}:")
    print("   ", evaluate_solvers(game, x, o, num_games=500))

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# - Minimax on tic-tac-toe visits 549,946 nodes for 5,478 positions: the search space is a
#   DAG, and transpositions make the tree 100 times bigger than the graph.
# - Memoization (a transposition table) solves each position once: with the decorator or,
#   better, a dictionary on the solver (not `@lru_cache` on a method, which keeps every
#   solver alive).
# - Symmetries shrink the table further, to 765 entries; alone, without a cache, they save
#   far fewer nodes than caching (9 times against 34); in time, both gain less than in nodes
#   (the exercise's bar chart, once your function passes).
# - Randomness belongs in the choice among optimal moves, with a seeded generator, not in
#   `get_valid_moves` (and `random.shuffle` returns None).
#
# Next: alpha-beta pruning (notebook 06) skips nodes that cannot change the decision.
