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

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Learning objectives**
#
# - say when a subtree can be pruned, and why pruning never changes the result;
# - follow alpha-beta on a tree step by step: what alpha and beta hold, when each is
#   updated, when a cutoff happens;
# - tell an *alpha cutoff* (at a MIN node) from a *beta cutoff* (at a MAX node);
# - predict which leaves alpha-beta prunes, and where and with which alpha and beta it cuts off;
# - (optional) read the same search in CMPUT 396's negamax format.
#
# Homework (optional exercise 2, a drill): write alpha-beta yourself.
#
# The searches shown here are recorded by `course_lib.trace.trace_search`, which runs the
# library's own solver and records every call of its recursive method: the steps you read
# are the steps the solver takes.
#
# *Teaching time: 75 minutes (estimate): 60 for the core (24 slides, two of them setup code,
# at 2.5 minutes), 15 for exercise 1.
# Optional, not counted: stepping through the search yourself, counting nodes and cutoffs,
# the fig. 5.2 tree with visited flags (10 minutes), the HKUST example (5), the CMPUT 396
# negamax trace (10; negamax is taught in notebook 08), the sanity checks on tic-tac-toe
# (5) and exercise 2, writing alpha-beta (25, as homework).*

# %% slideshow={"slide_type": "subslide"}
# %matplotlib inline
import math

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
from course_lib.views.trace_views import (cmput396_lines, draw_step, explain, show_frames,
                                         trace_text, visited_text)
from course_lib.views.tree_view import draw_tree
from course_lib.widgets import step_through


# %% slideshow={"slide_type": "subslide"}
def show_step(trace, step):
    """One frame of the search, alone on its slide so that its text stays large; 3.8
    inches high, so that it is shown whole, without a scroll box."""
    fig = show_frames(trace, [step], per_row=1)
    fig.set_size_inches(fig.get_figwidth(), 3.8)
    plt.show()


# %% [markdown] slideshow={"slide_type": "slide"}
# ## Pruning: a question
#
# To make minimax faster, one could **prune** parts of the search tree: skip some subtrees
# altogether. How would you do it, and what must you take into account? Think about it
# before the next slide.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### When pruning is allowed
#
# Pruning is only allowed when it can be **demonstrated** that the skipped subtrees cannot
# yield a better solution: the value at the root, and the move chosen there, must be the
# same with or without them. But how can we know that a subtree does not matter without
# looking inside it?
#
# Take the three-ply tree of the CSI 4106 lecture's walkthrough, after Sebastian Lague's video
# *Algorithms Explained – minimax and alpha-beta pruning* (<https://youtu.be/l-hh51ncgDI>,
# from 6:21 to 8:10 for alpha-beta). MAX moves at the root `A`, MIN at `B` and `C`, MAX at
# `D` to `G`; the leaves `d1` to `g2` hold utilities for MAX. (Each leaf is named after its
# parent, `e2` is `E`'s second leaf, as in the exercise's tree; only the CMPUT 396 tree, in an
# optional part, keeps the names its notes give.)

# %% slideshow={"slide_type": "subslide"}
walkthrough = GameTree(pruning_walkthrough_tree().tree, name="pruning walkthrough",  # leaves d1..g2
                       node_labels=list("ABCDEFG") + [f"{node}{i}" for node in "defg" for i in (1, 2)])
fig, ax = plt.subplots(figsize=(10, 3.3))
draw_tree(walkthrough, ax=ax, title="The walkthrough tree [[[-1, 3], [5, 1]], [[-6, -4], [0, 9]]]")
plt.show()

# %% [markdown] slideshow={"slide_type": "subslide"}
# A claim to test before we see any algorithm: **the leaf `e2` and the whole subtree `G`
# (leaves `g1`, `g2`) do not matter.** Give them any utilities and the root's value stays 3:

# %%
def with_leaves(e2, g1, g2):
    return GameTree([[[-1, 3], [5, e2]], [[-6, -4], [g1, g2]]])


values = {MinimaxSolverV1().minimax_value(with_leaves(e2, g1, g2), (), "X")
          for e2 in (-100, 1, 100) for g1 in (-100, 0, 100) for g2 in (-100, 9, 100)}
print("root values over 27 choices of e2, g1, g2:", values)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Criteria for pruning, step by step
#
# Here is why, in the order a depth-first search (children left to right) meets the nodes.
# Two numbers carry the reasoning down the path: **alpha**, the value MAX is already assured
# of (raised at MAX nodes), and **beta**, the value MIN is already assured of (lowered at MIN
# nodes); a node stops searching its children once beta <= alpha. Each step below is one step of the recorded search of `MinimaxAlphaBetaSolverV1`, first
# down the root's left child `B` to `D` and its leaves:

# %%
walk = trace_search(MinimaxAlphaBetaSolverV1(), walkthrough)
print(trace_text(walk, last=13))

# %% [markdown] slideshow={"slide_type": "subslide"}
# Then `B`'s second child `E`, where the first cutoff happens:

# %%
print(trace_text(walk, first=14, last=22))

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Back to the root, then `C`
#
# With `B` done, the search goes back to the root `A` and on into its right child `C`:

# %%
print(trace_text(walk, first=23))

# %% [markdown] slideshow={"slide_type": "subslide"}
# The updates of alpha and beta and the cutoffs, step by step (the CSI 4106 lecture's
# sequence):
#
# - **alpha -1, then 3** at `D` (steps 6, 10): MAX at `D` can get at least -1, then 3 (`D` is worth 3).
# - **beta 3** at `B` (step 13): MIN at `B` already holds MAX to at most 3.
# - **alpha 5 at `E`, prune** (steps 18, 19): `E` is a MAX node, so its value is *at least* 5. But
#   `B` is a MIN node choosing between 3 (from `D`) and at least 5 (from `E`): it will choose
#   3, whatever `e2` holds.
# - **root 3**: `A` gets 3 from `B` and updates its alpha to 3 (step 24).
# - **-6, -4**: at `F`, alpha stays 3 (neither -6 nor -4 beats it); `F` is worth -4.
# - **beta -4 at `C`, prune** (steps 35, 36): `C` is a MIN node, so its value is *at most* -4.
#   Could the right child `G` hold a value lower than -4? It does not matter: `A` already has
#   3 from `B`, and `C` can give it at most -4, so `A` chooses `B`. Even if `G` were worth -100.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The lecture's zooms, and how the steps are drawn
#
# The CSI 4106 slides zoom twice on parts of this tree and name the nodes of each zoom a, b,
# c, d again, with other meanings. In this notebook's names:
#
# | lecture's zoom | its a | its b | its c | its d |
# |---|---|---|---|---|
# | first (its c, a maximizing node, is at least 5) | `B` (MIN) | `D` (MAX, 3) | `E` (MAX, ≥ 5) | `e2` (leaf) |
# | second (its c, a minimizing node, is at most -4) | `A` (MAX, root) | `B` (MIN, 3) | `C` (MIN, ≤ -4) | `F` (MAX, -4) |
#
# The two cutoffs and the end of the search, drawn. Visited nodes are solid, the others
# faded; inside each internal node its value so far; beside it, in green, alpha and beta as
# the node sees them; the node of the step is outlined in orange; pruned branches are dashed
# and grey; at the last step the principal variation is red.

# %% slideshow={"slide_type": "subslide"}
cutoffs = [walk.events.index(event) for event in walk.cutoffs()]
show_step(walk, cutoffs[0])

# %% slideshow={"slide_type": "subslide"}
show_step(walk, cutoffs[1])

# %% slideshow={"slide_type": "subslide"}
show_step(walk, len(walk) - 1)

# %% [markdown]
# The decisions of both players are the same with or without pruning; pruning only reduces
# the number of nodes visited: 11 of the 15 here.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Optional: step through it yourself
#
# *(For after class.)* `step_through(trace)` shows any step of a trace: the Previous and
# Next buttons or the slider move through the search, the sentence beside the buttons says
# what happens. (The widget needs a live kernel; the frames above are the same drawings,
# static.)

# %% slideshow={"slide_type": "subslide"} tags=["nbval-ignore-output"]
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

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Why pruning is safe
#
# **Pruning condition.** If β ≤ α, the remaining children of the current node are not
# searched. A node is entered with α < β, so the condition can only become true just after
# a child's value v has moved a bound:
#
# - at a **MIN node**, v has just lowered β to v, so v = β ≤ α. The node is worth at most v
#   (more children can only lower it), and MAX, higher up, is already assured of α ≥ v
#   elsewhere: MAX will never choose this node;
# - at a **MAX node**, mirrored: v has just raised α to v, so v = α ≥ β. The node is worth
#   at least v, and MIN, higher up, can already hold MAX to β ≤ v elsewhere: MIN will
#   never let the game reach this node.
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

# %% [markdown] slideshow={"slide_type": "subslide"}
# The CSI 4106 lecture writes it as one method with a `maximizing` flag, as for minimax: the
# library's `MinimaxAlphaBetaSolverV1`, whose
# `_alphabeta(self, state, player, maximizing, depth, alpha, beta)` returns `(value, move)`.
# Compared with `MinimaxSolverV1._minimax(self, game, state, player, maximizing)`, `game`
# is kept on the solver (`self.game`) and three arguments are added: `depth`, `alpha` and
# `beta`. In its MAX half each child is searched with the current alpha and beta, as in
# MAX-VALUE, and then come the changes, one update and one test per child:

# %%
show_source(MinimaxAlphaBetaSolverV1._alphabeta, start="if child_val > value:", lines=8)

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
# Pruning happens at both kinds of node, and not at every update of alpha or beta: only
# when the pruning condition is met.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Optional: counting nodes and cutoffs
#
# *(Can be skipped in class, with the next section.)* The instrumented solver counts the
# nodes visited and the cutoffs of each kind; like `MinimaxSolverV2`, it is a minimal
# variant of V1, whose `_alphabeta` counts and then calls V1's:

# %%
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
# ## Optional: the textbook tree (Russell & Norvig 2020, fig. 5.2), with visited flags
#
# *(Can be skipped in a 75-minute slot.)*
#
# The *Adversarial Search* notebook among the course's sources (its Example section) marks
# each node of this tree as it is visited and prints it with its `visualize_tree_text`. The
# library's `visited_text` prints the same, from the trace (internal nodes show their names
# where that code printed `None`):

# %%
fig52 = trace_search(MinimaxAlphaBetaSolverV1(), aima_figure_5_2())
print(visited_text(fig52))

# %% [markdown] slideshow={"slide_type": "subslide"}
# The leaves 4 and 6 (`c2`, `c3`) are never visited: after `c1` = 2, `C` is worth at most 2,
# and `A` already has 3 from `B`.

# %%
cut = fig52.events.index(fig52.cutoffs()[0])
show_frames(fig52, [cut])
plt.show()

# %% slideshow={"slide_type": "subslide"}
show_frames(fig52, [len(fig52) - 1])
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
lines = cmput396_lines(abnega)
half = (len(lines) + 1) // 2  # two columns: read down the left one, then the right one
for left, right in zip(lines[:half], lines[half:] + [""]):
    print(f"{left:<48}{right}")

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
# The same search, with the values for the player to move, first through `B`:

# %%
print(trace_text(abnega, last=12))

# %% [markdown] slideshow={"slide_type": "subslide"}
# Then `C`, where the cutoff happens:

# %%
print(trace_text(abnega, first=13))

# %% [markdown] slideshow={"slide_type": "subslide"}
# The minimax-format search of the same tree makes the same decision and prunes the same
# leaves, with values for the first player throughout:

# %%
minimax_format = trace_search(MinimaxAlphaBetaSolverV1(), cmput396_tree())
cut = minimax_format.events.index(minimax_format.cutoffs()[0])
fig, axes = plt.subplots(1, 2, figsize=(8.6, 3.8), layout="constrained")  # wide enough for
for ax, step in zip(axes, [cut, len(minimax_format) - 1]):               # one-line captions
    draw_step(minimax_format, step, ax=ax)
plt.show()

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Optional: sanity checks on tic-tac-toe
#
# *(Can be skipped in a 75-minute slot.)* Alpha-beta must play exactly like minimax: against a random player it should never lose,
# and against itself every game should be a draw. The CSI 4106 lecture's three matches of 100 games,
# with the seeded `RandomSolver(7)` reused across games:

# %%
game = TicTacToe()
print(evaluate_solvers(game, RandomSolver(7), MinimaxAlphaBetaSolverV1(), num_games=100))

# %% [markdown]
# When alpha-beta plays X, `MinimaxAlphaBetaSolverV1` searches the same 18,297 nodes
# (notebook 07 counts them) for the first move of every game. The CSI 4106 lecture played
# all three matches with V1. We play the two where alpha-beta is X with
# `MinimaxAlphaBetaSolver`, V1 plus a cache (notebook 07), which plays exactly V1's moves
# (the tests check it on all 5,478 positions), to save repeating that search:

# %%
print(evaluate_solvers(game, MinimaxAlphaBetaSolver(), RandomSolver(7), num_games=100))
print(evaluate_solvers(game, MinimaxAlphaBetaSolver(), MinimaxAlphaBetaSolver(), num_games=100))

# %% [markdown] slideshow={"slide_type": "subslide"}
# The CSI 4106 lecture's results, in the order printed here: random X against alpha-beta
# `{'X_wins': 0, 'O_wins': 82, 'draws': 18}`, alpha-beta X against random
# `{'X_wins': 100, 'O_wins': 0, 'draws': 0}`, alpha-beta against itself
# `{'X_wins': 0, 'O_wins': 0, 'draws': 100}`. `MinimaxSolver` gives the same three results
# (notebook 04 played 1000 games): alpha-beta makes the same decisions.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Exercise 1: which leaves are pruned?
#
# Alpha-beta searches this tree with children left to right. Which leaves does it never
# visit, and where does it cut off? Work it out by hand (keep alpha and beta at each node),
# then make `pruned_leaves()` return a dict:
#
# - `"pruned"`: the names of the pruned leaves, as a set such as `{"e1", "e2"}`;
# - `"cutoffs"`: each node where a cutoff happens, with its `(alpha, beta)` at that moment
#   (when beta <= alpha stops the search there), such as `{"B": (3, 2)}`.
#
# By hand means without the library: `trace_search` refuses this tree and its shifted or
# scaled copies.

# %% slideshow={"slide_type": "subslide"}
tree = exercise_tree()
fig, ax = plt.subplots(figsize=(10, 3.3))
draw_tree(tree, ax=ax, title="Exercise tree: MAX at A, MIN at B, C, D, MAX at E to J")
plt.show()

# %% slideshow={"slide_type": "subslide"}
def pruned_leaves():
    """Return {"pruned": the names of the leaves alpha-beta never visits,
               "cutoffs": {node name: (alpha, beta) when beta <= alpha stops it there}}."""
    ### BEGIN SOLUTION
    return {"pruned": {"f2", "h1", "h2", "j1", "j2"},
            "cutoffs": {"F": (7, 6), "C": (6, 5), "D": (6, 6)}}
    ### END SOLUTION


# %% slideshow={"slide_type": "subslide"}
pruned_verdict = check_pruned_leaves(tree, pruned_leaves)

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["solution"]
# The recorded search (the instructor's edition only: the student edition leaves it out, as
# it would draw the answer):

# %% tags=["solution"]
# trace_search refuses this tree: the instructor's solution records it without the refusal
from course_lib.trace.search_trace import _trace_search_unchecked

exercise_trace = _trace_search_unchecked(MinimaxAlphaBetaSolverV1(), tree)
last = len(exercise_trace) - 1
fig, ax = plt.subplots(figsize=(10, 3.4))  # the caption as the title: below, it would touch the leaves
draw_step(exercise_trace, last, ax=ax, caption=False, title=explain(exercise_trace, last))
plt.show()

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["solution"]
# The three cutoffs: at `F`, a beta cutoff, alpha = 7 (f1) passes beta = 6 (from `E`, via `B`),
# so f2 is pruned; at `C`, an alpha cutoff, beta = 5 (from `G`) falls below alpha = 6 (from
# `B`, via `A`), so `H` is pruned. Note `D`: after `I` returns 6, beta = 6 at `D` equals
# alpha = 6 from `A`. A tie is enough for a cutoff (beta <= alpha): `D` cannot give MAX more
# than `B` already does, so `J` and its leaves `j1`, `j2` are never searched.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Optional exercise 2: alpha-beta on explicit trees (a drill)
#
# *(Homework, or class time if it remains: about 25 minutes. A drill: it translates the
# pseudocode on screen, and its check says where a translation goes wrong.)*
#
# Write `alphabeta(tree, state, alpha, beta, maximizing)` returning the minimax value of
# the node `state` of the `GameTree` `tree`, with alpha-beta pruning. It is a translation
# of the pseudocode shown above (fig. 5.7, or the CSI 4106 lecture's one method with a
# `maximizing` flag) into the tree's interface: writing it once yourself is the point. Use
# only:
#
# - `tree.is_terminal(state)` and `tree.evaluate(state)` (a leaf's utility for MAX);
# - `tree.get_valid_moves(state)` (the moves, left to right) and
#   `tree.make_move(state, move, player)` with `player = "X"` at MAX nodes, `"O"` at MIN nodes.
#
# The checker runs it from the root, `alphabeta(tree, (), -math.inf, math.inf, True)`, on
# eight trees and on two random trees drawn afresh at each check, records the leaves your
# function evaluates, and compares them, and the value, with the library's alpha-beta.

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
# **Advantages** (HKUST notes): it reduces the number of nodes minimax searches (notebook
# 07: 18,297 instead of 549,946 from the empty board). And, from this notebook's code, the
# changes to minimax are small: two bounds and a cutoff test.
# **Disadvantages** (HKUST notes): it still searches all the way to terminal states, while
# moves must be made in a reasonable amount of time; the remedies are a depth limit and a
# heuristic evaluation function. And how much it prunes depends on the order of the nodes (CSI 4106, "Node order").
#
# Next: notebook 07 counts the nodes, compares move orders and memoization, and measures
# how the pruning grows with the branching factor.
