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
# # The Two-Move game: minimax by hand, then by the solver
#
# *Adversarial search, part 3*, after the CSI 4106 lecture (uOttawa), with trees from
# Russell & Norvig, HKUST COMP 2211 and CMPUT 396. Before solving tic-tac-toe, we look at the
# smallest game where the idea of minimax already shows: **two moves**, one per player. We
# reason about it the way the CSI 4106 lecture does (first Player 2, then Player 1), then let the library's
# `MinimaxSolverV1`, the very class that plays tic-tac-toe, solve it and the other trees of
# the course.
#
# **Learning objectives**
#
# - read a game tree: plies, MAX and MIN nodes, leaves holding utilities;
# - back values up the tree: MIN takes the smallest child value, MAX the largest;
# - see that one solver, written against the `Game` interface, solves any such game.
#
# *Teaching time: 52 minutes (estimate): 42 for the core (17 slides at 2.5 minutes), 10 for
# the exercise.*

# %% slideshow={"slide_type": "subslide"}
# %matplotlib inline
import matplotlib.pyplot as plt

from course_lib import (
    GameTree,
    MinimaxSolverV1,
    MinimaxSolverV2,
    TicTacToe,
    aima_figure_5_2,
    cmput396_tree,
    draw_minimax_tree,
    hkust_tree,
    minimax_tree_text,
    minimax_values,
    principal_variation,
    pruning_walkthrough_tree,
    two_move_game,
)
from course_lib.exercises.minimax import check_two_move_leaf
from course_lib.course import show_source
from course_lib.views.tree_view import draw_tree, legend_handles, tree_text

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Game setup
#
# Two-Move is a hypothetical game for two players, made for discussing minimax:
#
# - the game starts with a single decision for **Player 1** (X, MAX), who plays **A** or **B**;
# - each of these leads to a decision for **Player 2** (O, MIN), who answers **C** or **D**;
# - the game **ends** after Player 2's move, with a score for Player 1:
#
# | | C | D |
# |---|---|---|
# | **A** | 3 | 5 |
# | **B** | 2 | 1 |
#
# Player 1 wants the score high, Player 2 wants it low: a zero-sum game, where what one
# gains the other loses.
#
# In the library the game is a `GameTree`, a `Game` whose states are the positions in a
# tree given as nested lists of leaf utilities (for Player 1 = X). The course's trees are
# ready-made; here is the Two-Move one:

# %%
show_source(two_move_game, start="return GameTree")

# %% slideshow={"slide_type": "subslide"}
game = two_move_game()
print(game)
print("moves at the root:", game.get_valid_moves(()), "| player to move:", game.to_move(()))
after_a = game.make_move((), "A", "X")
print("after A: state", after_a, "| moves", game.get_valid_moves(after_a), "| player to move:",
      game.to_move(after_a))
leaf = game.make_move(after_a, "C", "O")
print("after A, C: state", leaf, "| terminal:", game.is_terminal(leaf),
      "| utility for X:", game.evaluate(leaf))

# %% [markdown]
# A state is the path from the root (a tuple of child indices: `()` is the root, `(0, 1)`
# is "A then D"); the moves are the labels. It is the same interface as tic-tac-toe's:
# `get_valid_moves`, `make_move`, `to_move`, `is_terminal`, `evaluate`.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The search tree
#
# - the **root** is the position before Player 1's move (upward triangle: a MAX node);
# - **ply 1**: Player 1 chooses A or B, reaching MIN nodes (downward triangles: Player 2 to move);
# - **ply 2**: for each of them, Player 2 chooses C or D;
# - the **leaves** (squares) are the terminal positions, each with its score for Player 1.

# %%
ax = draw_tree(game, title="The Two-Move game")
ax.legend(handles=legend_handles(), loc="upper left", bbox_to_anchor=(1.0, 1.0), fontsize=10.5,
          frameon=False)  # right of the tree, clear of the root
plt.show()

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Player 2's strategy
#
# *What should Player 2 do, and why?* Think about it before the next slide.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Player 2 picks the smaller score
#
# Player 2 moves last, so it simply picks the smaller score:
#
# - after **A**: C gives 3, D gives 5; Player 2 chooses **C** (3);
# - after **B**: C gives 2, D gives 1; Player 2 chooses **D** (1).
#
# Writing these values into the MIN nodes (the red edges are Player 2's replies, one under
# each of Player 1's moves):

# %% slideshow={"slide_type": "subslide"}
values = minimax_values(game)
min_values = {path: value for path, value in values.items() if len(path) == 1}
ax = draw_tree(game, values=min_values, path=[(0,), (0, 0), (1,), (1, 1)],
               title="Player 2 answers A with C (3) and B with D (1)")
plt.show()

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Player 1's strategy
#
# *What should Player 1 do now?* Think about it before the next slide.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Player 1 plays A
#
# Player 1 knows how Player 2 will answer: A is worth 3,
# B is worth 1. Being the maximizer, Player 1 plays **A**, and the game ends A, C with
# score 3. No other choice guarantees as much: against B, Player 2 holds Player 1 to 1.

# %%
ax = draw_minimax_tree(game, title="Minimax: value 3, Player 1 plays A, Player 2 answers C")
plt.show()

# %% [markdown] slideshow={"slide_type": "subslide"}
# This is **minimax**: MAX nodes take the **largest** value of their children, MIN nodes
# the **smallest**, from the leaves up to the root. The value at the root, 3, is the
# **minimax value** of the game: what Player 1 is guaranteed against any play of
# Player 2, and exactly what it gets when Player 2 plays well. The red line in the last
# figure, each player's best move in turn, is the **principal variation**.
#
# The same in text, in the style of `visualize_tree_text`, from the alpha-beta example of
# a course notebook among the sources (`*` marks the principal variation):

# %%
print(minimax_tree_text(game))

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The library's solver does the same
#
# `MinimaxSolverV1` (next notebook) implements exactly this recursion. It knows nothing
# about trees: it only calls the `Game` methods. Asked for Player 1's move at the root:

# %%
solver = MinimaxSolverV1()
print("minimax value:", solver.minimax_value(game, (), "X"))
print("best move for X:", solver.select_move(game, (), "X"))
print("best reply for O after B:", solver.select_move(game, (1,), "O"))

# %% [markdown] slideshow={"slide_type": "subslide"}
# The **same instance** solves tic-tac-toe: here X has played the centre and O must
# choose a reply. The solver names the first of its best replies: (0, 0) is one of four
# corners that all draw; every edge loses.

# %%
tictactoe = TicTacToe()
board = tictactoe.make_move(tictactoe.initial_state(), (1, 1), "X")
print(tictactoe.board_text(board))
print("\nO's minimax move:", solver.select_move(tictactoe, board, "O"),
      "| value:", solver.minimax_value(tictactoe, board, "O"), "(a draw)")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The other trees of the course
#
# The course's sources use four more trees: Russell & Norvig's fig. 5.2, the CSI 4106
# pruning walkthrough, and the HKUST COMP 2211 and CMPUT 396 examples. Unlabelled trees get
# notebook 06's names: capitals for internal nodes, leaves after their parent. One solver
# instance, and `MinimaxSolverV2` counting nodes, solve them all:

# %% slideshow={"slide_type": "subslide"}
walkthrough = GameTree(pruning_walkthrough_tree().tree, name="pruning walkthrough",  # leaves d1..g2
                       node_labels=list("ABCDEFG") + [f"{node}{i}" for node in "defg" for i in (1, 2)])
hkust = GameTree(hkust_tree().tree, name="HKUST 9..1",
                 node_labels=["A", "B", "C", "D",
                              "b1", "b2", "b3", "c1", "c2", "c3", "d1", "d2", "d3"])
counter = MinimaxSolverV2()
print(f"{'tree':<28} {'value':>5} {'move':>5} {'to node':>8} {'nodes':>6}")
for tree in [two_move_game(), aima_figure_5_2(), walkthrough, hkust, cmput396_tree()]:
    counter.reset()
    value = counter.minimax_value(tree, (), "X")
    move = solver.select_move(tree, (), "X")
    child = tree.node_name(tree.make_move((), move, "X"))
    child = child if tree.node_labels else f"after {child}"  # Two-Move: no node names
    print(f"{tree.name:<28} {value:>5} {move!s:>5} {child:>8} {counter.nodes_visited:>6}")

# %% [markdown]
# Moves are child indices (0 = leftmost); "to node" is the child reached, in its tree's names
# (D is MIN in fig. 5.2, MAX in the walkthrough). Minimax visits every node, leaves included.

# %% [markdown] slideshow={"slide_type": "subslide"}
# Russell & Norvig's fig. 5.2, solved (root and MIN nodes `A` to `D`, leaves `b1` to `d3`):

# %%
ax = draw_minimax_tree(aima_figure_5_2(), title="Russell & Norvig (2020), fig. 5.2")
plt.show()

# %% [markdown] slideshow={"slide_type": "subslide"}
# And the three-ply tree of the pruning walkthrough, where MAX moves twice. Each level
# alternates: the leaves' values go up through MAX, then MIN, then MAX.

# %%
fig, ax = plt.subplots(figsize=(10, 3.3))
draw_minimax_tree(walkthrough, ax=ax, title="The pruning walkthrough tree: value 3")
plt.show()

# %%
line = principal_variation(walkthrough)
print("principal variation:", " -> ".join(walkthrough.node_name(node) for node in line))
print("as states (paths of child indices):", line)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Exercise: make B the best move
#
# Change **one** leaf of the Two-Move game so that Player 1's best move becomes **B**.
# Write the leaves as `[[(A,C), (A,D)], [(B,C), (B,D)]]`, starting from the CSI 4106 lecture's
# `[[3, 5], [2, 1]]`.
#
# *Think first:* which leaves can do it?

# %% slideshow={"slide_type": "subslide"}
def my_two_move_leaves():
    """Return the Two-Move leaves [[(A,C), (A,D)], [(B,C), (B,D)]] with one changed: B best."""
    ### BEGIN SOLUTION
    # B is worth min(2, 1) = 1 and one changed leaf cannot raise both of B's leaves
    # above 3, so lower A instead: with (A,C) = 0, A is worth min(0, 5) = 0 < 1.
    return [[0, 5], [2, 1]]
    ### END SOLUTION


# %%
_ = check_two_move_leaf(my_two_move_leaves)

# %% [markdown] tags=["solution"]
# Why it works: B is worth the **smaller** of its two leaves, so raising one of them
# leaves the other (at most 2) in MIN's hands, below A's 3. Only lowering a leaf under A
# below 1 works: the value of A is then smaller than B's 1. With A and B worth exactly the
# same, the solver keeps the first best move, A.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# - A game tree alternates MAX and MIN levels; leaves hold utilities for MAX.
# - Minimax backs values up: MIN takes the smallest, MAX the largest child value. The
#   root's value is what MAX can guarantee; the principal variation is optimal play.
# - The course's general solvers (random, minimax, alpha-beta, MCTS) speak only the `Game`
#   interface, so the same `MinimaxSolverV1` solves the Two-Move game, the textbook trees
#   and tic-tac-toe (notebook 12 adds chance nodes; notebook 10's Connect Four solver is
#   specific to that game).
#
# Next: notebook 04 writes minimax as code and plays tic-tac-toe with it.
