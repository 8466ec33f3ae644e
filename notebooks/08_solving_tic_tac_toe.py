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
# # Solving tic-tac-toe like CMPUT 396: negamax, threats, transposition tables, proof trees
#
# *Adversarial search, part 8.* "When you want to solve a game, start with minimax. Then
# make improvements... Always start with the vanilla version of the algorithm, it won't be
# super fast at first. Ask yourself, how can we make this better?" (CMPUT 396 notes). This
# notebook follows that road on tic-tac-toe, from plain negamax (549,946 nodes) to
# alpha-beta with threats and a transposition table (1,457 nodes; 297 with symmetry), and ends with what a
# solution *is*: a proof tree, and a never-lose strategy a person can learn.
#
# **Learning objectives**
#
# - read negamax as minimax with one case, and convert leaf scores to its format;
# - read call counts critically: what the notes' 740,170 and 129,988 count;
# - apply the notes' alpha-beta revisions one at a time and measure each;
# - store alpha-beta results correctly: value + bound flag (EXACT / LOWER / UPPER) + best move;
# - build proof trees and never-lose strategies, and verify them against every opponent play.
#
# *Teaching time: 75 minutes*: 25 core slides (the setup slide included) at 2 to 2.5 minutes,
# 50 to 62.5; exercise 1 in class, 10; exercises 2 and 3 announced as homework, 2 (62 to 74.5
# in all). Optional, marked as such: the blocks over every position, the bug's "proof" that X
# wins, the symmetric table, Knuth & Moore's minimal tree, the smallest proof of the draw,
# playing O's rules, and the appendix.

# %% slideshow={"slide_type": "subslide"}
# %matplotlib inline
from collections import Counter
import matplotlib.pyplot as plt
import numpy as np

from course_lib import (MinimaxAlphaBetaSolverV2, MinimaxSolver, NegamaxAlphaBetaSolver, NegamaxSolver,
                        StrategySolver, TicTacToe, TranspositionTable, best_first, bound_flag,
                        cmput396_tree, minimal_leaves, outcomes_against_every_reply, proof_tree,
                        random_uniform_tree, rules_text, solved_table, strategy_tree, threats_first)
from course_lib.analysis import reachable_positions
from course_lib.views import describe, draw_board_tree, show_boards
from course_lib.exercises.solving import (check_fork_moves, check_negamax_format, check_proof,
                                          exercise_position)
from course_lib.course import show_source
from course_lib.solvers import cmput396_negamax as notes

# %%
game = TicTacToe()
empty = game.initial_state()


def board(*rows):
    """A tic-tac-toe board from three strings, '.' for an empty cell: board("x.o", "x..", "o..")."""
    return np.array([[c.upper() if c in "xo" else " " for c in row] for row in rows])


# %% [markdown] slideshow={"slide_type": "slide"}
# ## 1. Negamax
#
# Minimax has two cases: X maximizes, O minimizes. Negamax has one. It computes the value
# *for the player to move*: in a zero-sum game my value is minus yours, and
# max(a, b) = -min(-a, -b), so every node takes the maximum of the **negated** values of its
# children. From the notes:
#
# ```
# def negamax(s):
#    if terminal(s):
#      return eval(s)            # for the player who would move next
#    else:
#      return max(for all children c of s, -negamax(c))
# ```
#
# The library's `NegamaxSolver` is this, through the `Game` interface:

# %% slideshow={"slide_type": "subslide"}
show_source(NegamaxSolver._negamax)

# %% [markdown] slideshow={"slide_type": "subslide"}
# **The notes' warning**: negamax leaf scores are for the *player to move*, while
# `game.evaluate` (like a minimax tree's leaves) is the utility for X. To convert a minimax
# tree, negate the leaves at odd distance from the root. On the notes' tree A(B(D=7, E=5),
# C(F=3, G=1, H=9)), the leaves are at depth 2 (X to move there), so no leaf changes sign and
# both formats give 5; leaves one ply deeper (depth 3, O to move) would all change sign.

# %%
tree = cmput396_tree()
print("minimax value (for X):         ", MinimaxSolver().minimax_value(tree, (), "X"))
print("negamax value (for X, to move):", NegamaxSolver().negamax_value(tree, (), "X"))
print("negamax value of B, O to move: ", NegamaxSolver().negamax_value(tree, (0,), "O"),
      "(the minimax value of B is", MinimaxSolver().minimax_value(tree, (0,), "O"), "for X)")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The notes' code, and its call counts
#
# The notes give a "simple tic-tac-toe negamax" that "solves 3x3 ttt with 740 170 calls",
# and "129 988 nodes (when we check for early wins)". Here it is, transcribed line for line
# (`Position` is their `psn`: a list of 9 cells with `has_win` and `legal_moves`), as
# `negamax_as_written(psn, ptm, early_win_abort=False)`; `early_win_abort` is the notes'
# "abort if winning child found":

# %%
show_source(notes.negamax_as_written, start="psn.calls += 1")

# %% [markdown] slideshow={"slide_type": "subslide"}
# Look at the first test: `psn.has_win(ptm)` asks whether the **player to move** has three
# in a row, with the comment "previous move created win". But the previous move was the
# *opponent's*. So when the opponent has just completed a line, the game is not recognised
# as over and the search plays on into the finished game. Here O has won; X is to move:

# %%
finished = "ooo xx. x.."
print("as written:", notes.count_calls(notes.negamax_as_written, finished), "(value, calls)")
print("corrected: ", notes.count_calls(notes.negamax_corrected, finished))

# %% [markdown] slideshow={"slide_type": "subslide"}
# That is why the numbers differ from the size of the game tree. All four runs from the
# empty board (about 1.5 million calls in all, a few seconds):

# %%
runs = {}
for name, negamax in [("as written (has_win(ptm))", notes.negamax_as_written),
                      ("corrected (has_win(opponent))", notes.negamax_corrected)]:
    for abort in (False, True):
        runs[name, abort] = notes.count_calls(negamax, early_win_abort=abort)
print(f"{'the notes negamax':32} {'early-win abort':>16} {'value':>6} {'calls':>9}")
for (name, abort), (value, calls) in runs.items():
    print(f"{name:32} {str(abort):>16} {value:>6} {calls:>9,}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# - **740,170**: the code as written: every node of the game tree, *plus* one ply of play-on below
#   each won position: the loser tries every empty cell, and at the next call the winner is to move
#   and `has_win` sees the line. 740,170 - 549,946 = 190,224, the empty cells of the won leaves.
# - **129,988**: the same code with the notes' "win detection": a loop stops at a child worth a win.
# - **549,946**: the correct negamax, which treats a won game as a leaf: exactly the nodes of the
#   game tree, as minimax counts them (notebook 07).
# - **94,978**: the correct negamax with the early-win abort.
#
# The value is 0 (a draw) in all four, but the bug is not harmless. A win with the ninth stone
# fills the board: the next call looks for the loser's line, finds none, then sees the full board
# and returns 0. X to move in `x o x / o x o / o x .` wins with the last cell, and the notes' code
# calls it a draw:

# %%
ninth = "xox oxo ox."
print("as written:", notes.count_calls(notes.negamax_as_written, ninth), "(value, calls)")
print("corrected: ", notes.count_calls(notes.negamax_corrected, ninth))

# %%
for stop in (float("inf"), 1):  # the library's NegamaxSolver gives the two correct figures
    solver = NegamaxSolver(stop_value=stop)
    value = solver.negamax_value(game, empty, "X")
    print(f"{solver.get_name():32} value {value}, nodes {solver.nodes_visited:,}")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 2. Alpha-beta, revised for tic-tac-toe
#
# Alpha-beta in negamax format is the notes' `abnega` (notebook 06). The notes then list
# "alpha-beta revisions for tic-tac-toe":
#
# 1. initialise `so_far` with -1 rather than -infinity ("a loss is the worst case already");
# 2. search stops when a win is found;
# 3. threat-first move ordering: "win-threats precede lose-threats precede the rest of the
#    moves"; a lose-threat (the opponent wins next move) forces the block, and "all other
#    moves lose and can be pruned".
#
# In `NegamaxAlphaBetaSolver` each is an option (off by default, so the plain algorithm
# stays the notes' `abnega`).

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The revisions in the code
#
# The search loop of `NegamaxAlphaBetaSolver._abnega`: `so_far` starts at `worst_value`
# (revision 1), `ordered_moves` applies the move order, threats first (revision 3), and the
# loop breaks at `stop_value` (revision 2) as well as at a cutoff:

# %%
show_source(NegamaxAlphaBetaSolver._abnega, start="so_far = self.worst_value", lines=14)

# %% [markdown] slideshow={"slide_type": "subslide"}
# Threat-first ordering needs the game to say which moves win at once, for either player:
# the optional `Game.winning_moves(state, player)` hook (tic-tac-toe answers it from its
# lines; Connect Four does too).

# %%
show_source(threats_first.function)

# the revisions of the next slide, each added to the ones before (a fresh table for every search)
stop, threats = dict(stop_value=1), dict(stop_value=1, move_order=threats_first)
revisions = [("alpha-beta (abnega)", dict), ("+ stop at a win", lambda: stop),
             ("+ threats first", lambda: threats),
             ("+ transposition table", lambda: dict(threats, table=TranspositionTable())),
             ("+ symmetry in the table", lambda: dict(threats, table=TranspositionTable(symmetry=True)))]

# %% [markdown] slideshow={"slide_type": "subslide"}
# Each revision added to the previous ones, nodes visited from the empty board (the last two
# rows use the transposition table of section 3):

# %%
nodes = {}
print(f"{'revision':26} {'so_far = -inf':>13} {'so_far = -1':>12}")
print(f"{'negamax, no pruning':26} {549_946:>13,} {549_946:>12,}")
for name, options in revisions:
    counts = []
    for worst in (-float("inf"), -1):
        solver = NegamaxAlphaBetaSolver(worst_value=worst, **options())
        assert solver.negamax_value(game, empty, "X") == 0
        counts.append(solver.nodes_visited)
    nodes[name] = counts[1]
    print(f"{name:26} {counts[0]:>13,} {counts[1]:>12,}")

# %% slideshow={"slide_type": "subslide"}
fig, ax = plt.subplots(figsize=(10, 3.2))
bars = ax.barh(list(nodes)[::-1], list(nodes.values())[::-1], color="steelblue")
ax.bar_label(bars, labels=[f"{n:,}" for n in list(nodes.values())[::-1]], padding=4, fontsize=12)
ax.set_xscale("log")
ax.set_xlim(100, 60_000)
ax.set_xlabel("nodes visited from the empty board (log scale)", fontsize=12)
ax.tick_params(labelsize=12)
ax.set_title("The notes' revisions, added one at a time", fontsize=13)
describe(fig, "Horizontal bars, nodes visited from the empty board (log scale) after each of the "
         "notes' revisions: " + "; ".join(f"{name} {n:,}" for name, n in nodes.items()) + ".")
plt.tight_layout()
plt.show()

# %% [markdown] slideshow={"slide_type": "subslide"}
# What each revision does here:
#
# - **-1 instead of -infinity changes nothing**, alone or with the others (18,297; 16,811;
#   3,377; 1,457; 297 either way): after the first child `so_far` is at least -1 anyway. The
#   idea behind it, "the values lie in [-1, +1]", pays off as the **root window (-1, +1)**:
#   a child worth +1 then reaches beta and cuts off, 16,811 nodes with nothing else changed.
# - **Stopping at a win** saves 8% (16,811) the same way: a node stops as soon as one child
#   wins for the player to move, which plain alpha-beta does only when the window says so.
# - **Threats first** divides the count by five (3,377): a win is found first, and against a
#   threat only the blocking cells are searched instead of up to six moves. Of the 1,484
#   reachable positions where the player to move cannot win but the opponent threatens to,
#   976 leave one block, 444 two and 64 three (O to move in `. . . / . X X / O O X` must
#   block three lines: with two or more cells to block the position is lost, but threat-first
#   ordering does not detect a double threat, so it searches each block to show it).
# - A **transposition table** and then **symmetry** bring it to 1,457 and 297 nodes.
#
# The blocks counted over every reachable position (optional):

# %% slideshow={"slide_type": "subslide"}
# optional: the cells to block, counted over every reachable position
blocks = Counter()
for position in reachable_positions(game).values():
    to_move = game.to_move(position)
    if not game.is_terminal(position) and not game.winning_moves(position, to_move):
        threat_cells = game.winning_moves(position, game.get_opponent(to_move))
        if threat_cells:
            blocks[len(threat_cells)] += 1
print(f"{sum(blocks.values()):,} positions face a threat and cannot win first; cells to block: "
      + ", ".join(f"{k} in {n:,}" for k, n in sorted(blocks.items())))

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 3. Transposition tables done right
#
# Notebook 07 memoized alpha-beta under the key (state, alpha, beta): correct, but a position
# searched with another window is searched again. A real transposition table stores, per
# position, the value with a **bound flag** and the best move, and is *probed with the current
# window* (Marsland 1986; easyAI's `TranspositionTable`; Pons, "Solving Connect 4", stores
# upper bounds only in part 7 and both bounds from part 12, without a move):
#
# - a search with window (alpha, beta) that returns v <= alpha has only shown "at most v":
#   flag **UPPER**; v >= beta (a cutoff) shows "at least v": flag **LOWER**; otherwise **EXACT**;
# - a probe returns an EXACT value at once; a LOWER bound raises alpha, an UPPER bound lowers
#   beta, and if that empties the window the bound is the answer; else the search goes on,
#   trying the stored best move first.

# %%
show_source(bound_flag)

# %% slideshow={"slide_type": "subslide"}
show_source(TranspositionTable.probe)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Why the flag matters
#
# Store every result as if it were exact (`bound_flags=False`) and a bound is later taken for
# the value. In this position (X to move) tic-tac-toe is a draw, yet the search says X wins:

# %%
position = board("..o", "xxo", "...")
print("minimax (memoized), for X:              ", MinimaxSolver().minimax_value(game, position, "X"))
print("alpha-beta, cut-off values stored exact:",
      NegamaxAlphaBetaSolver(table=TranspositionTable(bound_flags=False)).minimax_value(
          game, position, "X"))
print("alpha-beta, value + bound flag:         ",
      NegamaxAlphaBetaSolver(table=TranspositionTable()).minimax_value(game, position, "X"))

# %% [markdown] slideshow={"slide_type": "subslide"}
# (Optional) With symmetric positions shared, the same bug even "proves" that X wins tic-tac-toe:

# %%
for flags in (False, True):
    table = TranspositionTable(symmetry=True, bound_flags=flags)
    value = NegamaxAlphaBetaSolver(table=table).minimax_value(game, empty, "X")
    print(f"bound flags {str(flags):5}: value of the empty board {value:+d}   {table}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Symmetry, size limit and replacement policies (optional)
#
# With `symmetry=True` the key is the position up to the 8 rotations and reflections of the
# board (`game.symmetries()`); the best move is stored in the canonical frame and mapped back
# to the board being searched. A real program has a fixed-size table: a position goes to slot
# `hash(key) % size` and a **replacement policy** decides who keeps a slot two positions want
# ("always" the newcomer, as Pons does; the "first" occupant; the entry whose search was
# "larger"). Plain alpha-beta with a table of each size, from the empty board:

# %%
sizes = [16, 64, 256, 1024, None]
print(f"{'entries':>8} " + " ".join(f"{policy:>8}" for policy in ("always", "first", "larger")))
for size in sizes:
    counts = []
    for policy in ("always", "first", "larger"):
        solver = NegamaxAlphaBetaSolver(table=TranspositionTable(max_entries=size,
                                                                 replacement=policy))
        assert solver.negamax_value(game, empty, "X") == 0
        counts.append(solver.nodes_visited)
    print(f"{size if size else 'no limit':>8} " + " ".join(f"{n:>8,}" for n in counts))

# %% [markdown] slideshow={"slide_type": "subslide"}
# (Optional, continued.) The value stays right whatever the size (a lost entry only costs a
# search); even 16 entries save nodes; and here always-replace is the best policy: recent
# positions are the likeliest to come back.


# %% [markdown] slideshow={"slide_type": "slide"}
# ## 4. Proof trees
#
# A **proof tree** (or solution tree) shows that a position is won: "for the winner, show the
# winning move; for the opponent, show all moves". `proof_tree` builds the smallest one. The
# notes' example, X to move in `x . o / x . . / o . .`:

# %%
notes_position = board("x.o", "x..", "o..")
proof = proof_tree(game, notes_position)
print(f"{proof.size()} nodes, {proof.leaves()} leaves; the winning move is X {proof.moves[(0,)]}")

# %% slideshow={"slide_type": "subslide"}
fig, ax = plt.subplots(figsize=(12, 5.5))  # the notes' proof tree, drawn
draw_board_tree(game, notes_position, ax=ax, expanded=proof, board_size=0.8,
                title="The notes' proof tree of x.o / x.. / o..: X's one move, all of O's replies")
ax.set_aspect("auto")  # spread the levels across the slide's width; the boards stay square
for label in ax.texts:  # level names and values at 14 pt at least, readable when projected
    label.set_fontsize(max(14, label.get_fontsize()))
plt.show()

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Ten nodes instead of the whole tree
#
# X takes the centre, threatening both the middle row and the diagonal while blocking O's
# diagonal; whatever O does, X completes a line. Ten nodes prove it; the whole game tree
# below the position is much bigger:

# %%
whole = NegamaxSolver()
whole.negamax_value(game, notes_position, "X")
print(f"proof tree: {proof.size()} nodes; game tree below the position: {whole.nodes_visited} nodes")

# %% [markdown] slideshow={"slide_type": "subslide"}
#
# ### Never-lose strategies
#
# A draw is proved by two trees: one in which X never loses whatever O does, one in which O
# never loses whatever X does. `strategy_tree(game, state, player, at_least=0)` builds the
# smallest such tree for each player: one move at the player's nodes (the one with the
# smallest subtree among those that keep the draw), all moves at the opponent's.

# %%
strategies = {player: strategy_tree(game, empty, player, at_least=0) for player in "XO"}
print(f"{'':28} {'nodes':>8} {'leaves':>8} {'positions':>10} {'up to symmetry':>15}")
for player, strategy in strategies.items():
    print(f"{'never-lose strategy for ' + player:28} {strategy.size():>8,} {strategy.leaves():>8,}"
          f" {strategy.positions(up_to_symmetry=False):>10,} {strategy.positions():>15,}")
print(f"{'the whole game tree':28} {549_946:>8,} {255_168:>8,} {5_478:>10,} {765:>15,}")

# %% [markdown]
# X's strategy is small: X chooses at its 5 turns and only has to answer O's 4. O's is seven
# times bigger, because X has the first move and 5 turns of choices to answer.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Knuth & Moore's minimal tree (optional)
#
# Together the two strategies are a proof that the value is exactly 0. Knuth and Moore (1975)
# showed that any algorithm that proves the value must examine two such strategy trees, one
# per player, and that alpha-beta with perfect move ordering examines two and nothing else.
# On a uniform tree of branching b and depth d, the MAX strategy has b^⌊d/2⌋ leaves, the MIN
# strategy b^⌈d/2⌉, and the two share the principal variation, hence b^⌈d/2⌉ + b^⌊d/2⌋ - 1
# leaves (notebook 07). On random trees:

# %%
print(f"{'tree':>10} {'X strategy':>11} {'O strategy':>11} {'union':>6} {'minimal_leaves':>15}")
for b, d in [(2, 4), (3, 3), (3, 4), (4, 3)]:
    tree = random_uniform_tree(b, d, seed=10 * b + d, low=-1000, high=1000)
    x, o = strategy_tree(tree, (), "X"), strategy_tree(tree, (), "O")
    shared = {s for s in x.move_sequences() & o.move_sequences() if len(s) == d}
    print(f"{f'b={b} d={d}':>10} {x.leaves():>11} {o.leaves():>11} "
          f"{x.leaves() + o.leaves() - len(shared):>6} {minimal_leaves(b, d):>15}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The smallest proof of the draw (optional)
#
# On tic-tac-toe the union of the two never-lose trees (sharing one whole game, 10 nodes) is
# the smallest proof that the game is a draw. Alpha-beta with perfect ordering (the best
# move first, from a solved table, as in notebook 07) examines more: its two strategy trees
# take the *first* best move in the game's order, where the smallest proof takes the best
# move with the smallest subtree. On a uniform tree every choice costs the same; here the
# subtrees differ, and alpha-beta examines exactly the two trees of its own choices:

# %% slideshow={"slide_type": "subslide"}
# optional: the smallest proof of the draw, against alpha-beta's two trees
def union_of(trees):
    """The nodes (move sequences) of the union of two strategy trees, and how many they share."""
    x_nodes, o_nodes = (tree.move_sequences() for tree in trees)
    return len(x_nodes | o_nodes), len(x_nodes & o_nodes)


first_best = [strategy_tree(game, empty, player, at_least=0, choice="first best") for player in "XO"]
perfect = MinimaxAlphaBetaSolverV2(move_order=best_first(solved_table(game)))
perfect.minimax_value(game, empty, "X")
print("smallest proof of the draw (X tree + O tree): {:,} nodes ({} shared)".format(
    *union_of(strategies.values())))
print("the two trees of the first best moves:        {:,} nodes ({} shared)".format(
    *union_of(first_best)))
print(f"alpha-beta, perfect ordering:                 {perfect.nodes_visited:,} nodes")
print(f"plain alpha-beta:                             {18_297:,} nodes; the whole tree: {549_946:,}")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 5. A strategy a person can use
#
# O's never-lose strategy is a set of rules, one per position O can meet, each written up to
# symmetry (turn or mirror the board until it looks like the rule's board, play the rule's
# cell, turn it back). The board shown is the canonical one (`.` empty); moves are
# (row, col). Only positions that the strategy lets arise are listed:

# %%
o_rules = strategies["O"].rules()
print(f"{len(o_rules)} rules for O")
print("\n".join(rules_text(o_rules).splitlines()[:12]))
print("...")

# %% [markdown] slideshow={"slide_type": "subslide"}
# The first three rules are the classic advice: against a corner, take the centre; against
# an edge, the centre too; against the centre, take a corner. The check that matters: play the
# rules against *every* way X can play (all X moves at every X turn, to the end):

# %%
for player in "XO":
    rules = strategies[player].rules()
    outcomes = outcomes_against_every_reply(game, empty, player, StrategySolver(rules))
    print(f"{player}'s {len(rules)} rules against every opponent play: {outcomes['games']} games, "
          f"{player} wins {outcomes['wins']}, draws {outcomes['draws']}, loses {outcomes['losses']}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Play against O's rules (optional)
#
# Play X against O's rules (the board needs a running kernel; run the notebook in
# JupyterLab to play):

# %% slideshow={"slide_type": "subslide"}
from course_lib.widgets import play_against

play_against(TicTacToe(), StrategySolver(o_rules, name="never lose as O"), human="X")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 6. Exercises
#
# ### Exercise 1: a minimax tree in negamax format
#
# The notes' warning, as code. A tree is a nested list whose leaves are utilities for X, and
# X moves at the root (as in notebook 03). Write `to_negamax_format(tree)`: a **new** tree of
# the same shape whose leaves are scores for the *player to move at that leaf*, so that plain
# negamax (every node takes the maximum of its children's negated values) gives the minimax
# value. Leaves may sit at different depths. Hint: who is to move at depth 0, 1, 2, ...?

# %% slideshow={"slide_type": "subslide"}
def to_negamax_format(tree):
    """Return a new nested list: each leaf utility for X becomes the score for the player to move."""
    ### BEGIN SOLUTION
    def convert(node, x_to_move):
        if isinstance(node, list):
            return [convert(child, not x_to_move) for child in node]
        return node if x_to_move else -node

    return convert(tree, True)
    ### END SOLUTION


# %% slideshow={"slide_type": "subslide"}
_ = check_negamax_format(to_negamax_format)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 2: fork moves
#
# Threat-first ordering looks one move ahead: wins, then forced blocks. The next thing to
# look for is a **fork**: a move after which the game goes on and the player has **two or
# more winning cells** (empty cells that each complete a line), so the opponent cannot block
# them all (two lines completed by the same cell are one threat: one block stops it). Write
# `my_fork_moves(game, state, player)`: the moves of `player` that are forks, in the game's
# order (`[]` if none). `game.winning_moves(state, player)` lists the cells that complete a
# line of `player`. The checker runs it on every reachable position.

# %% slideshow={"slide_type": "subslide"}
def my_fork_moves(game, state, player):
    """Return the moves after which the game goes on and `player` has two or more winning moves."""
    ### BEGIN SOLUTION
    forks = []
    for move in game.get_valid_moves(state):
        after = game.make_move(state, move, player)
        if not game.is_terminal(after) and len(game.winning_moves(after, player)) > 1:
            forks.append(move)
    return forks
    ### END SOLUTION


# %%
_ = check_fork_moves(my_fork_moves)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 3: a winning move and its proof tree
#
# In this position X, to move, has no immediate win, but one move after which X wins at once
# whatever O replies. Write `winning_move_and_proof(game, state)` for any such position (X
# to move): return X's winning move and its proof tree, for each move O can answer with,
# X's winning reply. Search it yourself with `game.winning_moves(state, player)`: the checker
# refuses `proof_tree`, and also tries positions of random games.

# %%
show_boards([exercise_position()], titles=["X to move"])

# %% slideshow={"slide_type": "subslide"}
def winning_move_and_proof(game, state):
    """Return (X's winning move, {O's reply: X's winning answer, for every reply of O})."""
    ### BEGIN SOLUTION
    for move in game.get_valid_moves(state):
        after = game.make_move(state, move, "X")
        if game.is_terminal(after):
            continue
        replies = {}
        for reply in game.get_valid_moves(after):  # every move of O needs an answer
            position = game.make_move(after, reply, "O")
            wins = [] if game.is_terminal(position) else game.winning_moves(position, "X")
            if not wins:
                break  # O escapes: this move of X proves nothing
            replies[reply] = wins[0]
        else:
            return move, replies
    return None
    ### END SOLUTION


# %%
_ = check_proof(winning_move_and_proof)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# - Negamax is minimax with one case; its leaf scores are for the player to move.
# - Call counts need a definition: the notes' 740,170 counts a search that plays on after a
#   win (it tests the wrong player); the game tree has 549,946 nodes.
# - The notes' revisions, one at a time: 18,297 → 16,811 (stop at a win, or the root window
#   (-1, +1)) → 3,377 (threats first) → 1,457 (transposition table) → 297 (symmetry); starting
#   `so_far` at -1 changes none of them.
# - A transposition table for alpha-beta stores value, bound flag and best move; storing a
#   cutoff as exact gives wrong values.
# - A solution is a proof tree; a draw needs two. O's never-lose strategy fits in 79 rules
#   and never loses against any of X's plays.
#
# Sources: CMPUT 396 notes (University of Alberta), "Tic-Tac-Toe Game"; T. A. Marsland, "A
# review of game-tree pruning", ICCA Journal 9(1), 1986; J. Pons, "Solving Connect 4: how to
# build a perfect AI", parts 7 and 12; D. E. Knuth and R. W. Moore, "An analysis of alpha-beta
# pruning", Artificial Intelligence 6, 1975.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Appendix (optional): the notes' 3,025 and 6,500
#
# The notes say "from root state: only 3 non-isomorphic moves, so expect 6500 nodes" and
# "alpha-beta search from root examines 3025 non-isomorphic states". The notes do not say how
# they counted; here is a reconstruction that reproduces their **3,025** exactly. Take
# the notes' negamax *as written* (`has_win(ptm)`), run it as alpha-beta with the root window
# (-1, +1), and at every node expand only **one child per symmetry class** (the first in
# row-major order): that search makes 3,025 calls. "Non-isomorphic states" are search nodes
# that skip symmetric siblings, not distinct positions (the game has only 765 of those).

# %% slideshow={"slide_type": "subslide"}
show_source(notes.abnega_as_written)

# %% slideshow={"slide_type": "subslide"}
print(f"{'terminal test':26} {'window (-1, +1)':>16} {'window (-inf, +inf)':>20}")
for corrected in (False, True):
    calls = [notes.count_abnega_calls(*window, corrected=corrected)[1]
             for window in [(-1, 1), (-float("inf"), float("inf"))]]
    name = "corrected" if corrected else "as written (has_win(ptm))"
    print(f"{name:26} {calls[0]:>16,} {calls[1]:>20,}")
for window in [(-1, 1), (-float("inf"), float("inf"))]:
    solver = NegamaxAlphaBetaSolver(window=window, symmetric_children=True)
    solver.negamax_value(game, empty, "X")
    print(f"NegamaxAlphaBetaSolver(window={window}, symmetric_children=True): "
          f"{solver.nodes_visited:,} nodes")

# %% [markdown]
# The library's solver (the corrected terminal test) agrees: 2,492 and 3,082. **6,500** is
# best read as arithmetic: 3^9 = 19,683 boards divided by the 3 non-isomorphic first moves
# gives 6,561, "about 6,500"; it is an upper estimate, since only 5,478 boards are reachable.
