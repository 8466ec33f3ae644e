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
# # Alpha-beta pruning, step by step
#
# *Adversarial search, part 6*, after the CSI 4106 lecture (uOttawa), with examples from the
# HKUST COMP 2211 and CMPUT 396 notes. Minimax (notebook 04) visits every node of the game tree:
# 549,946 nodes for tic-tac-toe. Most of that work cannot change the decision. **Alpha-beta
# pruning** finds out, while searching, which subtrees cannot matter and skips them; it
# returns exactly the minimax value and move.
#
# **Learning objectives**
#
# - say when a subtree can be pruned, and why pruning never changes the result;
# - follow alpha-beta on a tree step by step: what alpha and beta hold, when each is
#   updated, when a cutoff happens;
# - tell an *alpha cutoff* (at a MIN node) from a *beta cutoff* (at a MAX node);
# - predict which leaves alpha-beta prunes, and write alpha-beta yourself;
# - (optional) read the same search in CMPUT 396's negamax format.
#
# The searches shown here are recorded by `course_lib.trace.trace_search`, which runs the
# library's own solver and records every call of its recursive method: the steps you read
# are the steps the solver takes.
#
# *Teaching time: 75 minutes (estimate): 60 for the core (about 25 slides), 15 for exercise 1.
# Optional, not counted: the HKUST example (5 minutes), the CMPUT 396 negamax trace (10;
# negamax is taught in notebook 08) and exercise 2, writing alpha-beta (25, as homework).*

# %% slideshow={"slide_type": "subslide"}
# %matplotlib inline

# %% slideshow={"slide_type": "subslide"}
import math
import time

import matplotlib.pyplot as plt

from course_lib import (
    GameTree,
    MinimaxAlphaBetaSolver,
    MinimaxAlphaBetaSolverV1,
    MinimaxAlphaBetaSolverV2,
    MinimaxSolverV1,
    NegamaxAlphaBetaSolver,
    RandomSolver,
    TicTacToe,
    aima_figure_5_2,
    cmput396_tree,
    evaluate_solvers,
    hkust_tree,
    pruning_walkthrough_tree,
    trace_search,
)
from course_lib.exercises.alphabeta import check_alphabeta, check_pruned_leaves, exercise_tree
from course_lib.course import show_source
from course_lib.views.trace_views import (cmput396_lines, draw_step, explain, show_frames, trace_text,
                                    visited_text)
from course_lib.views.tree_view import draw_tree
from course_lib.widgets import step_through

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Pruning: a question
#
# To make minimax faster, one could **prune** parts of the search tree: skip some subtrees
# altogether. How would you do it, and what must you take into account?
#
# Pruning is only allowed when it can be **demonstrated** that the skipped subtrees cannot
# yield a better solution: the value at the root, and the move chosen there, must be the
# same with or without them. But how can we know that a subtree does not matter without
# looking inside it?
#
# Take the three-ply tree of the CSI 4106 lecture's walkthrough, after Sebastian Lague's video
# *Algorithms Explained – minimax and alpha-beta pruning* (<https://youtu.be/l-hh51ncgDI>,
# from 6:21 to 8:10 for alpha-beta). MAX moves at the root `a`, MIN
# at `b` and `c`, MAX at `d` to `g`; the leaves `h` to `o` hold utilities for MAX.

# %% slideshow={"slide_type": "subslide"}
walkthrough = GameTree(pruning_walkthrough_tree().tree, node_labels="abcdefghijklmno",
                       name="pruning walkthrough")
print(walkthrough.text())

# %% slideshow={"slide_type": "subslide"}
fig, ax = plt.subplots(figsize=(10, 3.3))
draw_tree(walkthrough, ax=ax, title="The walkthrough tree [[[-1, 3], [5, 1]], [[-6, -4], [0, 9]]]")
plt.show()

# %% [markdown] slideshow={"slide_type": "subslide"}
# A claim to test before we see any algorithm: **the leaf `k` and the whole subtree `g` do
# not matter.** Give them any utilities and the minimax value of the root stays 3:

# %%
def with_leaves(k, n, o):
    return GameTree([[[-1, 3], [5, k]], [[-6, -4], [n, o]]])


values = {MinimaxSolverV1().minimax_value(with_leaves(k, n, o), (), "X")
          for k in (-100, 1, 100) for n in (-100, 0, 100) for o in (-100, 9, 100)}
print("root values over 27 choices of k, n, o:", values)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Criteria for pruning, step by step
#
# Here is why, in the order a depth-first search (children left to right) meets the nodes.
# Each step below is one step of the recorded search of `MinimaxAlphaBetaSolverV1`, first
# through the root's left child `b`:

# %% slideshow={"slide_type": "subslide"}
walk = trace_search(MinimaxAlphaBetaSolverV1(), walkthrough)
print(trace_text(walk, last=22))

# %% [markdown] slideshow={"slide_type": "subslide"}
# With `b` done, the search goes back to the root `a` and on into its right child `c`:

# %%
print(trace_text(walk, first=23))

# %% [markdown] slideshow={"slide_type": "subslide"}
# The CSI 4106 lecture's sequence is in there. Keeping only the updates of alpha and beta and
# the cutoffs:

# %%
for step, event in enumerate(walk):
    if event.kind in ("alpha", "beta", "cutoff"):
        print(f"{step:>3}: {explain(walk, step)}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# - **alpha -1, then 3** at `d`: MAX at `d` can get at least -1, then 3 (`d` is worth 3).
# - **beta 3** at `b`: MIN at `b` already holds MAX to at most 3.
# - **alpha 5 at `e`, prune**: `e` is a MAX node, so its value is *at least* 5. But `b` is a
#   MIN node choosing between 3 (from `d`) and at least 5 (from `e`): it will choose 3,
#   whatever `k` holds.
# - **root 3**: `a` gets 3 from `b` and updates its alpha to 3.
# - **-6, -4**: at `f`, alpha stays 3 (neither -6 nor -4 beats it); `f` is worth -4.
# - **beta -4 at `c`, prune**: `c` is a MIN node, so its value is *at most* -4. Could the
#   right child `g` hold a value lower than -4? It does not matter: `a` already has 3 from
#   `b`, and `c` can give it at most -4, so `a` chooses `b`. Even if `g` were worth -100.

# %% [markdown]
# The CSI 4106 slides zoom twice on parts of this tree and name the nodes of each zoom a, b,
# c, d again, with other meanings. In this notebook's names:
#
# | lecture's zoom | its a | its b | its c | its d |
# |---|---|---|---|---|
# | first (its c, a maximizing node, is at least 5) | `b` (MIN) | `d` (MAX, 3) | `e` (MAX, ≥ 5) | `k` (leaf) |
# | second (its c, a minimizing node, is at most -4) | `a` (MAX, root) | `b` (MIN, 3) | `c` (MIN, ≤ -4) | `f` (MAX, -4) |
#
# The same steps drawn. Visited nodes are solid, the others faded; inside each internal node
# its value so far; beside it, in green, alpha and beta as the node sees them; the node of the step is
# outlined in orange; pruned branches are dashed and grey; at the last step the principal
# variation is red.

# %% slideshow={"slide_type": "subslide"}
def show_row(trace, steps):
    """One row of frames, 3.9 inches high: a slide shows it whole, without a scroll box."""
    fig = show_frames(trace, steps, per_row=2)
    fig.set_size_inches(fig.get_figwidth(), 3.9)
    plt.show()


key_steps = [step for step, event in enumerate(walk) if event.kind in ("alpha", "beta", "cutoff")]
show_row(walk, [key_steps[1], key_steps[2]])

# %% slideshow={"slide_type": "subslide"}
show_row(walk, [key_steps[4], key_steps[5]])

# %% slideshow={"slide_type": "subslide"}
show_row(walk, [key_steps[6], key_steps[7]])

# %% slideshow={"slide_type": "subslide"}
show_row(walk, [len(walk) - 1])

# %% [markdown]
# The decisions of both players are the same with or without pruning; pruning only reduces
# the number of nodes visited: 11 of the 15 here.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Step through it yourself
#
# `step_through(trace)` shows any step of a trace: the Previous and Next buttons or the
# slider move through the search, the sentence beside the buttons says what happens.
# (The widget needs a live kernel; the frames above are the same drawings, static.)

# %% tags=["nbval-ignore-output"] slideshow={"slide_type": "subslide"}
step_through(walk, figsize=(9, 4.0))

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Alpha-beta search
#
# Alpha-beta pruning is an optimization of minimax that **reduces the number of nodes
# evaluated** by eliminating branches that cannot possibly influence the final decision. It
# keeps two bounds along the path from the root to the node being searched:
#
# - **alpha** (α): the best (highest) value the **maximizing** player is already assured of;
# - **beta** (β): the best (lowest) value the **minimizing** player is already assured of.
#
# At a **maximizing node** alpha is raised to the best child value found so far
# (α = max(α, child value)); at a **minimizing node** beta is lowered
# (β = min(β, child value)). Both start at the root as α = -∞, β = +∞ and are passed down.
#
# **Pruning condition.** If β ≤ α, the remaining children of the current node are not
# searched. Seen from each kind of node:
#
# - at a **MIN node**, β is at most the node's value so far, which can only fall; MAX,
#   higher up, already has α ≥ β elsewhere, so MAX will never choose this node;
# - at a **MAX node**, α is at least the node's value so far, which can only rise; MIN,
#   higher up, can already hold MAX to β ≤ α elsewhere, so MIN will never let the game
#   reach this node.
#
# Either way nothing in the remaining children can change the decision.

# %% [markdown] slideshow={"slide_type": "subslide"}
# The pseudocode of Russell & Norvig (2020), *Artificial Intelligence: A Modern Approach*,
# 4th ed., fig. 5.7:
#
# ```
# function ALPHA-BETA-SEARCH(game, state) returns an action
#   player ← game.TO-MOVE(state)
#   value, move ← MAX-VALUE(game, state, −∞, +∞)
#   return move
#
# function MAX-VALUE(game, state, α, β) returns a (utility, move) pair
#   if game.IS-TERMINAL(state) then return game.UTILITY(state, player), null
#   v ← −∞
#   for each a in game.ACTIONS(state) do
#     v2, a2 ← MIN-VALUE(game, game.RESULT(state, a), α, β)
#     if v2 > v then
#       v, move ← v2, a
#       α ← MAX(α, v)
#     if v ≥ β then return v, move
#   return v, move
# ```

# %% [markdown] slideshow={"slide_type": "subslide"}
# MIN-VALUE mirrors MAX-VALUE: the lowest value, β lowered, and the cutoff when v ≤ α.
#
# ```
# function MIN-VALUE(game, state, α, β) returns a (utility, move) pair
#   if game.IS-TERMINAL(state) then return game.UTILITY(state, player), null
#   v ← +∞
#   for each a in game.ACTIONS(state) do
#     v2, a2 ← MAX-VALUE(game, game.RESULT(state, a), α, β)
#     if v2 < v then
#       v, move ← v2, a
#       β ← MIN(β, v)
#     if v ≤ α then return v, move
#   return v, move
# ```

# %% [markdown]
# The CSI 4106 lecture writes it as one method with a `maximizing` flag, as for minimax: the
# library's `MinimaxAlphaBetaSolverV1`, whose
# `_alphabeta(self, state, player, maximizing, depth, alpha, beta)` returns `(value, move)`.
# Compared with `MinimaxSolverV1._minimax` the changes are small: two more arguments, one
# update and one test per child. Its MAX half:

# %% slideshow={"slide_type": "subslide"}
show_source(MinimaxAlphaBetaSolverV1._alphabeta, start="if maximizing:", lines=20)

# %% [markdown] slideshow={"slide_type": "subslide"}
# then `return value, best_move`. The MIN half mirrors it: `value = math.inf`,
# `beta = min(beta, value)` and the same test. Before both, the terminal test returns
# `evaluate(state)`, as in minimax. Two additions of the library: `move_order` chooses the
# order in which children are searched (notebook 07), and the remaining `depth` defaults to
# infinity, which searches any finite game to the end (the CSI 4106 lecture passes
# `depth=9`, the whole of tic-tac-toe). The whole class is in the website's API reference
# and in `course_lib/solvers/alphabeta.py`.

# %% [markdown]
# Note where the two tests sit: "v ≥ β" in MAX-VALUE is the same as "β ≤ α" after α has
# been raised to v, because α < β when a node is entered.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Alpha cutoff, beta cutoff
#
# | | at a MAX node | at a MIN node |
# |---|---|---|
# | updates | alpha = max(alpha, value) | beta = min(beta, value) |
# | prunes when | alpha ≥ beta | beta ≤ alpha |
# | name | **beta cutoff**: caused by beta, what MIN is assured of higher up | **alpha cutoff**: caused by alpha, what MAX is assured of higher up |
# | meaning | MIN, higher up, will never let the game reach this node | MAX, higher up, already has something at least as good |
#
# Pruning happens at both kinds of node, and it happens not when alpha or beta are
# updated but when the pruning condition is met. The instrumented solver counts the nodes
# visited and the cutoffs of each kind; like `MinimaxSolverV2`, it is a minimal variant of V1,
# whose `_alphabeta` counts and then calls V1's:

# %% slideshow={"slide_type": "subslide"}
show_source(MinimaxAlphaBetaSolverV2._alphabeta)

# %% slideshow={"slide_type": "subslide"}
trees = {"walkthrough": walkthrough, "fig. 5.2": aima_figure_5_2(), "HKUST 9..1": hkust_tree(),
         "CMPUT 396 A..H": cmput396_tree()}
print(f"{'tree':<16} {'value':>5} {'nodes':>6} {'of':>3} {'alpha cutoffs':>14} {'beta cutoffs':>13}")
for name, tree in trees.items():
    solver = MinimaxAlphaBetaSolverV2()
    value = solver.minimax_value(tree, (), "X")
    print(f"{name:<16} {value:>5} {solver.nodes_visited:>6} {len(tree.nodes()):>3} "
          f"{solver.alpha_cutoffs:>14} {solver.beta_cutoffs:>13}")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The textbook tree (Russell & Norvig 2020, fig. 5.2), with visited flags
#
# The CSI 4106 lecture's second example marks each node as it is visited and prints the tree with
# its `visualize_tree_text`. The library's `visited_text` prints the same, from the trace
# (internal nodes show their names where the CSI 4106 code printed `None`):

# %%
fig52 = trace_search(MinimaxAlphaBetaSolverV1(), aima_figure_5_2())
print(visited_text(fig52))

# %% [markdown] slideshow={"slide_type": "subslide"}
# The leaves 4 and 6 (`c2`, `c3`) are never visited: after `c1` = 2, `C` is worth at most 2,
# and `A` already has 3 from `B`.

# %%
cut = fig52.events.index(fig52.cutoffs()[0])
show_frames(fig52, [cut, len(fig52) - 1], per_row=2)
plt.show()

# %% [markdown] slideshow={"slide_type": "subslide"}
# Look at `D` in the last frame: after its last leaf, beta = 2 ≤ alpha = 3 there too, but
# there is nothing left to prune. The step says so:

# %%
for step in range(len(fig52) - 4, len(fig52)):
    print(f"{step}: {explain(fig52, step)}")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Optional: the HKUST example, 9, 8, 7 | 6, 5, 4 | 3, 2, 1
#
# *(Another tree for practice; can be skipped in a 75-minute slot.)*
#
#
# The COMP 2211 notes (HKUST) use the tree `[[9, 8, 7], [6, 5, 4], [3, 2, 1]]`. Their argument,
# paraphrased: at the middle level we look for the minimum of 6, 5 and 4; having seen 6, that
# minimum is at most 6; the level above maximizes and already has 7, and something that is
# 6 or less will never be greater than 7. Same for 3, 2, 1. The notes name the nodes by their place
# ("the left node of the middle level"); we label them as notebook 03 does: the root `A`,
# the middle level `B`, `C`, `D` (left to right), the leaves `b1` to `d3`.

# %% slideshow={"slide_type": "subslide"}
hkust_labelled = GameTree(hkust_tree().tree, name="HKUST 9..1",
                          node_labels=["A", "B", "C", "D",
                                       "b1", "b2", "b3", "c1", "c2", "c3", "d1", "d2", "d3"])
hkust = trace_search(MinimaxAlphaBetaSolverV1(), hkust_labelled)
for step, event in enumerate(hkust):
    if event.kind in ("beta", "alpha", "cutoff") or event.node is hkust.root and event.kind == "return":
        print(f"{step:>3}: {explain(hkust, step)}")

# %% slideshow={"slide_type": "subslide"}
fig, ax = plt.subplots(figsize=(10, 3.4))
draw_step(hkust, len(hkust) - 1, ax=ax, caption=False, title="HKUST 9..1: value 7, cutoffs after 6 and 3")
plt.show()

# %% [markdown]
# (The HKUST notes write the test as "prune when α ≥ β"; it is the same test as β ≤ α.)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Optional: negamax format, the CMPUT 396 trace
#
# *(Can be skipped: negamax is taught in notebook 08; this section reads the same search in
# the format of the CMPUT 396 notes.)*
#
# CMPUT 396 (University of Alberta) writes alpha-beta in **negamax** format. Since the game
# is zero-sum, the value of a position for the player to move is minus its value for the
# opponent, so every node can *maximize* the negated values of its children, and the window
# passed to a child is (-β, -α), the parent's bounds seen from the other side. One case
# instead of two; the loop over the moves of `NegamaxAlphaBetaSolver._abnega` (the whole
# method is in `course_lib/solvers/negamax.py`):

# %% slideshow={"slide_type": "subslide"}
show_source(NegamaxAlphaBetaSolver._abnega, start="so_far = self.worst_value", lines=14)

# %% [markdown] slideshow={"slide_type": "subslide"}
# (The lines about `worst_value`, `stop_value` and move ordering are revisions of notebook
# 08, as is the transposition `table` the method probes before this loop and fills after
# it; with the defaults, -∞, +∞, the game's order and no table, this is the notes'
# `abnega`.)
#
# Careful with leaf values: negamax scores a leaf for the player *to move there*
# (`NegamaxAlphaBetaSolver.score`). In the tree A(B(D=7, E=5), C(F=3, G=1, H=9)) all the
# leaves are two plies down, where the first player moves again, so they keep their values.
# The CMPUT 396 `alphabeta.py` prints one line per step: entering a node `name alpha beta
# best-so-far` (±999 for infinity), leaf values, "now best child", "improved alpha", the
# cutoff, and leaving a node with its final numbers. From the library's trace:

# %% slideshow={"slide_type": "subslide"}
abnega = trace_search(NegamaxAlphaBetaSolver(), cmput396_tree())
print("\n".join(cmput396_lines(abnega)))

# %% [markdown] slideshow={"slide_type": "subslide"}
# These are, line for line, the lines of the CMPUT 396 notes' trace (`python3 alphabeta.py < t1.in`):

# %%
cmput396_trace = """A -999 999 -999 B -999 999 -999 D -999 999 -999 D leaf value 7 D now best child of B
D improved alpha(B) to -7 E -999 7 -999 E leaf value 5 E now best child of B E improved alpha(B)
to -5 B -5 999 -5 B now best child of A B improved alpha(A) to 5 C -999 -5 -999 F 5 999 -999
F leaf value 3 F now best child of C F improved alpha(C) to -3alpha >= beta, prune remaining
children of C C -3 -5 -3 A 5 999 5"""
same = " ".join(cmput396_lines(abnega)).replace("-3 alpha", "-3alpha") == " ".join(cmput396_trace.split())
print("the library's trace and the CMPUT 396 trace are the same, word for word:", same)

# %% [markdown]
# (The text export of the CMPUT 396 notes runs all the lines together, and "-3alpha" lost its
# line break.)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The CMPUT 396 trace in words
#
# The same search, with the values for the player to move:

# %%
print(trace_text(abnega))

# %% [markdown] slideshow={"slide_type": "subslide"}
# The minimax-format search of the same tree makes the same decision and prunes the same
# leaves, with values for the first player throughout:

# %%
minimax_format = trace_search(MinimaxAlphaBetaSolverV1(), cmput396_tree())
cut = minimax_format.events.index(minimax_format.cutoffs()[0])
show_frames(minimax_format, [cut, len(minimax_format) - 1], per_row=2)
plt.show()

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Sanity checks on tic-tac-toe
#
# Alpha-beta must play exactly like minimax: against a random player it should never lose,
# and against itself every game should be a draw. The CSI 4106 lecture's three matches of 100 games,
# with the seeded `RandomSolver(7)` reused across games:

# %%
game = TicTacToe()
print(evaluate_solvers(game, RandomSolver(7), MinimaxAlphaBetaSolverV1(), num_games=100))

# %% [markdown]
# When alpha-beta plays X, `MinimaxAlphaBetaSolverV1` searches the same 18,297 nodes for
# the first move of every game. The cell below times that one search and multiplies by 100
# (the time varies with the machine):

# %% tags=["nbval-ignore-output"]
start = time.perf_counter()
MinimaxAlphaBetaSolverV1().select_move(game, game.initial_state(), "X")
first_move = time.perf_counter() - start
print(f"X's first move: {first_move:.3f} s, so at least {100 * first_move:.0f} s for 100 games")

# %% [markdown] slideshow={"slide_type": "subslide"}
# `MinimaxAlphaBetaSolver`, V1 plus a cache (notebook 07), plays exactly V1's moves (the
# tests check it on all 5,478 positions) and remembers that search, so it plays the other
# two matches:

# %%
print(evaluate_solvers(game, MinimaxAlphaBetaSolver(), RandomSolver(7), num_games=100))
print(evaluate_solvers(game, MinimaxAlphaBetaSolver(), MinimaxAlphaBetaSolver(), num_games=100))

# %% [markdown]
# The CSI 4106 lecture's results: `{'X_wins': 100, 'O_wins': 0, 'draws': 0}`,
# `{'X_wins': 0, 'O_wins': 82, 'draws': 18}` and `{'X_wins': 0, 'O_wins': 0, 'draws': 100}`.
# The same as minimax's: alpha-beta makes the same decisions.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Exercise 1: which leaves are pruned?
#
# Alpha-beta searches this tree with children left to right. Which leaves does it never
# visit? Work it out by hand (keep alpha and beta at each node), then make `pruned_leaves()`
# return the names of the pruned leaves, as a set such as `{"a", "b"}`.

# %%
tree = exercise_tree()
fig, ax = plt.subplots(figsize=(10, 3.3))
draw_tree(tree, ax=ax, title="Exercise tree: MAX at A, MIN at B, C, D, MAX at E to J")
plt.show()

# %% slideshow={"slide_type": "subslide"}
def pruned_leaves():
    """Return the set of the names of the leaves alpha-beta never visits, e.g. {"a", "b"}."""
    ### BEGIN SOLUTION
    return {"d", "g", "h", "k", "l"}
    ### END SOLUTION


# %%
pruned_verdict = check_pruned_leaves(tree, pruned_leaves)

# %% [markdown] slideshow={"slide_type": "subslide"}
# Once your answer passes, compare it with the recorded search, drawn here:

# %%
if pruned_verdict.passed:
    exercise_trace = trace_search(MinimaxAlphaBetaSolverV1(), tree)
    fig, ax = plt.subplots(figsize=(10, 3.4))
    draw_step(exercise_trace, len(exercise_trace) - 1, ax=ax)
    plt.show()
else:
    print("The recorded search is drawn here once your answer passes the check above.")

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["solution"]
# Note `D`: after `I` returns 6, beta = 6 at `D` equals alpha = 6 from `A`. A tie is enough
# for a cutoff (beta <= alpha): `D` cannot give MAX more than `B` already does, so `J` is
# never searched.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Optional exercise 2: alpha-beta on explicit trees
#
# *(Homework, or class time if it remains: about 25 minutes.)*
#
# Write `alphabeta(tree, state, alpha, beta, maximizing)` returning the minimax value of
# the node `state` of the `GameTree` `tree`, with alpha-beta pruning. Use only:
#
# - `tree.is_terminal(state)` and `tree.evaluate(state)` (a leaf's utility for MAX);
# - `tree.get_valid_moves(state)` (the moves, left to right) and
#   `tree.make_move(state, move, player)` with `player = "X"` at MAX nodes, `"O"` at MIN nodes.
#
# The checker runs it from the root, `alphabeta(tree, (), -math.inf, math.inf, True)`, on
# eight trees, records the leaves your function evaluates, and compares them, and the
# value, with the library's alpha-beta.

# %% slideshow={"slide_type": "subslide"}
def alphabeta(tree, state, alpha, beta, maximizing):
    """Return the minimax value of `state` (utility for MAX), pruning when beta <= alpha."""
    ### BEGIN SOLUTION
    if tree.is_terminal(state):
        return tree.evaluate(state)
    player = "X" if maximizing else "O"
    if maximizing:
        value = -math.inf
        for move in tree.get_valid_moves(state):
            child = tree.make_move(state, move, player)
            value = max(value, alphabeta(tree, child, alpha, beta, False))
            alpha = max(alpha, value)
            if beta <= alpha:
                break
        return value
    value = math.inf
    for move in tree.get_valid_moves(state):
        child = tree.make_move(state, move, player)
        value = min(value, alphabeta(tree, child, alpha, beta, True))
        beta = min(beta, value)
        if beta <= alpha:
            break
    return value
    ### END SOLUTION


# %% slideshow={"slide_type": "subslide"}
_ = check_alphabeta(alphabeta)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# - Alpha-beta keeps two bounds: alpha, what MAX is assured of, and beta, what MIN is
#   assured of. MAX nodes raise alpha, MIN nodes lower beta.
# - When β ≤ α at a node, its remaining children cannot change the decision: they are
#   pruned (a beta cutoff at a MAX node, an alpha cutoff at a MIN node).
# - It returns exactly the minimax value and move; only the number of nodes visited changes.
#
# **Advantages** (HKUST notes): far fewer nodes than minimax (notebook 07: 18,297 instead
# of 549,946 from the empty board); the changes to minimax are small.
# **Disadvantages**: it still searches down to terminal states, which is hopeless for
# chess or Go; the remedies are a depth limit and a heuristic evaluation function. And how
# much it prunes depends on the order of the moves.
#
# Next: notebook 07 counts the nodes, compares move orders and memoization, and measures
# how the pruning grows with the branching factor.
