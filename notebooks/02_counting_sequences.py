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
# # Counting games, positions and the size of the game tree
#
# *Adversarial search, part 2*, after the CSI 4106 lecture (uOttawa), the HKUST COMP 2211
# notes and the CMPUT 396 (Alberta) notes. Before searching a game tree, we measure it. How many ways
# can a game of tic-tac-toe go? How many different boards can occur? How much smaller do
# these numbers get when rotated and reflected boards count as one? And how does
# tic-tac-toe compare with chess and Go?
#
# **Learning objectives**
#
# - count board configurations, complete games (move sequences), tree nodes and positions,
#   and tell them apart;
# - compare the exact figures with the upper bounds $9!$ and $986{,}409$ of the HKUST notes;
# - use the 8 symmetries of the board to reduce the counts (exercise);
# - encode a position as a base-3 number;
# - appreciate why chess and Go cannot be searched exhaustively.
#
# *Teaching time: 71 minutes (estimate): 51 for the core (24 slides: 18 at 2.5 minutes, 5
# short ones at a minute and the setup slide), 20 for the exercise.
# Optional, not counted: the CMPUT 396 call count (5 minutes), what exactly 26,830 counts (5)
# and whole games up to symmetry (Burnside's lemma, 15).*

# %% slideshow={"slide_type": "subslide"}
# %matplotlib inline
import itertools
import math
from collections import Counter

import matplotlib.pyplot as plt

from course_lib import (
    TicTacToe,
    board_symmetries,
    canonical_form,
    count_valid_sequences,
    reachable_positions,
    symmetric_boards,
    tree_statistics,
)
from course_lib.views import plot_counts_per_ply, show_boards
from course_lib.games.encoding import base3_digits, board_from_text, decode_position, encode_position
from course_lib.exercises.counting import check_symmetry_counts
from course_lib.course import show_source

game = TicTacToe()

# %% [markdown] slideshow={"slide_type": "slide"}
# ## What do you think?
#
# - Consider playing tic-tac-toe. Can you ensure a **never-lose strategy**, irrespective of
#   your opponent's moves?
# - Does it matter whether you play first or second?
#
# Think about it before the next slide.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### A strategy must answer every play
#
# Anyone who has played tic-tac-toe knows that a player can adopt a strategy that ensures
# they never lose. In itself this statement is rather surprising. Why? Because the
# strategy must have an answer to *every* way the opponent can play. How many ways are
# there?

# %% [markdown] slideshow={"slide_type": "slide"}
# ## How many board configurations are there?
#
# Each of the 9 cells holds an X, an O, or nothing. This leads to $3^9$ board
# configurations:

# %%
3 ** 9

# %% [markdown]
# Are all these configurations possible in a valid game? No. Players alternate, X first,
# so X has as many marks as O or one more; that already rules out most of them:

# %%
configurations = list(itertools.product(" XO", repeat=9))
legal_counts = [c for c in configurations if c.count("X") - c.count("O") in (0, 1)]
print(f"{len(configurations):,} configurations, {len(legal_counts):,} with legal numbers of marks")

# %% [markdown]
# And the game stops at the first three in a row, so some of those 6,046 boards are never
# reached either (we count the reachable ones below). The game's progression matters:
# the longest game without a winner has 9 moves (a full board), a game can end in a win for
# either player or a draw, and the players alternate, starting with X.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## How many valid sequences of moves are there?
#
# Are there more valid sequences of moves than board configurations? The CSI 4106 lecture counts
# them recursively: a finished game is one sequence; otherwise, add up the sequences after
# each legal move.

# %%
show_source(count_valid_sequences)

# %% slideshow={"slide_type": "subslide"}
state = game.initial_state()
player = "X"
total = count_valid_sequences(game, state, player)
print(f"The total number of valid sequences is: {total:,}")

# %% [markdown]
# There are 255,168 complete games, 13 times more than board configurations: many
# sequences end on the same board. Each sequence is a **leaf** of the **game tree**, the
# tree whose root is the empty board and whose children are the boards after each legal
# move. `tree_statistics` walks the whole tree and also records how each game ends:

# %%
stats = tree_statistics(game)
stats

# %%
for name, count in stats.outcomes.items():
    print(f"{name:7s} {count:8,}  ({count / stats.leaves:.1%})")

# %% [markdown] slideshow={"slide_type": "subslide"}
# X wins 131,184 games, O 77,904, and 46,080 are draws. Considering the number of valid
# sequences, is it surprising that the first player can adopt a strategy to avoid losing?
# Either player can: with best play tic-tac-toe is a draw (notebook 04). The shares of games
# won say nothing about good play.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The game tree: upper bounds and the real thing
#
# The HKUST COMP 2211 notes bound the tree from above: the first player has 9 choices,
# then 8 remain, then 7, and so on, so at depth (ply) $d$ there are at most
# $9 \times 8 \times \cdots \times (9 - d + 1) = \frac{9!}{(9-d)!}$ nodes, and at most
# $9! = 362{,}880$ leaves at depth 9. In total, not counting the root:
#
# $$9 + 9 \cdot 8 + 9 \cdot 8 \cdot 7 + \cdots + 9! = 986{,}409$$
#
# The CMPUT 396 notes add the root and write the same bound as
# $1 + 9 + 9 \cdot 8 + \cdots + 9! = 986{,}410$ nodes.

# %%
bound_per_ply = [math.factorial(9) // math.factorial(9 - d) for d in range(10)]
print("leaves at most:", f"{math.factorial(9):,}")
print("nodes at most, root excluded:", f"{sum(bound_per_ply[1:]):,}")
print("nodes at most, root included:", f"{sum(bound_per_ply):,}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# "Is it really to have 986,409 possible states in the game?" ask the HKUST notes. No: the
# game can end before the board is full. A game ends at the earliest at ply 5 (X's third
# mark), and then its node has no children. The real tree, ply by ply:

# %%
print(" ply   bound 9!/(9-d)!   nodes of the tree   share of bound   games ending here")
for d in range(10):
    print(f"{d:4d}   {bound_per_ply[d]:15,}   {stats.nodes_per_ply[d]:17,}   "
          f"{stats.nodes_per_ply[d] / bound_per_ply[d]:14.1%}   {stats.leaves_per_ply[d]:17,}")
print(f"total  {sum(bound_per_ply):15,}   {stats.nodes:17,}   "
      f"{stats.nodes / sum(bound_per_ply):14.1%}   {stats.leaves:17,}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# The tree has **549,946 nodes** with the root (549,945 without it) and **255,168
# leaves**, against the bounds 986,410 (986,409) and 362,880. The bound is exact up to
# ply 5: no game is over before X's third mark. From ply 6 on, the games won earlier no
# longer branch, and by ply 9 only 35% of the bound is left. A minimax search that explores
# the whole tree visits exactly these
# 549,946 nodes (notebook 04).

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Optional: the CMPUT 396 call count
#
# *(Can be skipped: it is about a negamax program, and negamax is taught in notebook 08.)*
# The CMPUT 396 notes report that their negamax code "solves 3x3 ttt with 740 170
# calls", more than the 549,946 nodes of the tree, and elsewhere: "If we don't check for
# early wins, more like 740 170." Their code begins
# `if psn.has_win(ptm): return 1  # previous move created win`, but `ptm` is the player to
# move, not the player who just moved. If `has_win(ptm)` looks at the marks of the player
# to move, a win is noticed one ply late: at a won position the loser still tries each
# empty cell, and each of those calls sees the win and returns. That adds one call per
# empty cell for every game won before the board is full (all games that end before ply
# 9 are wins), and gives exactly the CMPUT 396 notes' figure, which suggests that is what happened:

# %%
late_calls = sum(stats.leaves_per_ply[d] * (9 - d) for d in range(9))
print(f"{stats.nodes:,} nodes + {late_calls:,} late calls = {stats.nodes + late_calls:,} calls")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## From a tree to positions: transpositions
#
# The 549,946 nodes are far from 549,946 different boards. X in the centre then a corner,
# with the same O reply in between, gives the same board as the corner first, then the
# centre. Different move sequences that lead to the same position are called
# **transpositions**; the search space of tic-tac-toe is really a directed acyclic graph,
# not a tree. Counting each board once:

# %%
positions = reachable_positions(game)  # {the board as a hashable tuple: board}
terminal = [s for s in positions.values() if game.is_terminal(s)]
print(f"{len(positions):,} distinct positions, of which {len(terminal):,} are terminal")

# %% [markdown] slideshow={"slide_type": "subslide"}
# Only **5,478** positions can occur in a game: a hundred times fewer than the nodes, and
# fewer than the 6,046 boards with legal numbers of marks. **958** of them are terminal, as
# in the UCI "Tic-Tac-Toe Endgame" data set of all legal end-of-game boards. The keys are
# plain copies of the boards (see the comment above): symmetric boards still count
# separately. Per ply (the number of marks on the board):

# %%
positions_per_ply = Counter(int((s != " ").sum()) for s in positions.values())
print(" ply   nodes of the tree   distinct positions")
for d in range(10):
    print(f"{d:4d}   {stats.nodes_per_ply[d]:17,}   {positions_per_ply[d]:18,}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# The bound, the tree and the positions on one plot (log scale: six orders of magnitude):

# %%
plot_counts_per_ply(stats.nodes_per_ply, positions_per_ply, bound_per_ply, "bound 9!/(9-d)!")
plt.show()

# %% [markdown]
# The tree follows the bound up to ply 5 and falls below it as games end. The number of
# distinct positions peaks at ply 6 (1,520 boards) and then falls, while the tree keeps
# growing until ply 8: most late nodes are transpositions of each other. A search that
# remembers the positions it has already solved (memoization, a transposition table) needs
# to solve only 5,478 of them.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## A position as a number: base-3 encoding
#
# The CMPUT 396 notes represent a board by a number. Each cell is empty, X or O, written
# as the digits 0, 1, 2, so a board is a 9-digit base-3 number, the cells read row by row,
# the top-left cell first. (The notes' parenthesis "3 possibilities for each (corner, edge,
# center)" is a slip: a cell's three possibilities are empty, X and O.) Their example:
#
# ```
# x . o
# x o .      102 120 010 (base 3) = 8,427 (decimal)
# . x .
# ```

# %% slideshow={"slide_type": "subslide"}
show_source(encode_position)

# %% [markdown] slideshow={"slide_type": "subslide"}
# `decode_position` reverses it, reading the digits back into cells (its code is in
# `course_lib/games/encoding.py`):

# %%
example = board_from_text("x . o / x o . / . x .")
number = encode_position(example)
print(f"{base3_digits(number)} (base 3) = {number:,} (decimal)")
print(game.board_text(decode_position(number)))

# %% [markdown] slideshow={"slide_type": "subslide"}
# Every one of the 19,683 configurations gets a number in `range(19683)`, reachable or
# not. The notes give an unreachable one:

# %%
unreachable = board_from_text("x . o / x . o / x . o")
codes = {encode_position(s) for s in positions.values()}
print(f"{base3_digits(encode_position(unreachable))} (base 3) = {encode_position(unreachable):,}")
print("reachable?", encode_position(unreachable) in codes)
print(f"{len(codes):,} reachable positions, {len(codes):,} different numbers, "
      f"all below {max(codes) + 1:,}")
show_boards([example, unreachable], titles=["8,427", "8,327: unreachable"], per_row=2)

# %% [markdown] slideshow={"slide_type": "subslide"}
# The second board cannot occur: both players have three in a row, but a game ends at the
# first line. Since different positions get different numbers, a list of 19,683 entries
# indexed by the number can store a value (e.g. a minimax value) for every position, with
# no hashing at all.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Symmetry
#
# Tic-tac-toe has **8 symmetrical transformations** (4 rotations and 4 reflections). Here
# is one position under all eight; they are different boards, but the same position as
# far as the game is concerned (same value, same best moves, up to the transformation):

# %%
board = board_from_text("x o . / . x . / . . .")
images, names = symmetric_boards(board), [s.name for s in board_symmetries(3)]
show_boards(images[:4], titles=names[:4], per_row=4)

# %% slideshow={"slide_type": "subslide"}
show_boards(images[4:], titles=names[4:], per_row=4)

# %% [markdown]
# `canonical_form` picks one representative of each class: of the 8 transformed boards, the
# one that comes first when read row by row as a string. Symmetric boards have the same
# canonical form (printed row by row, a dot for an empty cell):

# %%
forms = {canonical_form(b) for b in symmetric_boards(board)}
print(len(forms), "canonical form for the 8 boards:",
      *(" / ".join(form.replace(" ", ".")[row:row + 3] for row in (0, 3, 6)) for form in forms))

# %% [markdown]
# By considering these symmetries, many game sequences that are different in raw move
# order become equivalent. The CSI 4106 lecture states that the number of **unique
# sequences of moves** is **26,830**, whereas the number of **unique board positions** is
# **765**.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise: confirm 765 positions and 26,830 sequences
#
# Write two functions, both counting from `state` with `player` to move:
#
# 1. `count_unique_positions(game, state, player)`: the number of positions reachable from
#    `state` (itself included), two positions counting as one when a symmetry maps one onto
#    the other (from the empty board: 765);
# 2. `count_unique_sequences(game, state, player)`: like `count_valid_sequences`, but at
#    each position, among the moves that lead to symmetric boards only the first is
#    expanded (from the empty board: 26,830).
#
# You may use `canonical_form(state)` and the game's methods. For part 1, walk the tree as
# `count_valid_sequences` does, but stop at a position whose class (`canonical_form`) you have
# already seen, and count the classes. For part 2, start from
# `count_valid_sequences` (above). The check runs from the empty board, from two other boards,
# and from two random boards drawn at each check.

# %% slideshow={"slide_type": "subslide"}
def count_unique_positions(game, state, player):
    """Count the positions reachable from `state`, up to the 8 symmetries."""
    ### BEGIN SOLUTION
    seen = set()  # one key per class of symmetric boards
    def visit(state, player):
        key = canonical_form(state)
        if key not in seen:
            seen.add(key)
            for move in game.get_valid_moves(state):
                visit(game.make_move(state, move, player), game.get_opponent(player))
    visit(state, player)
    return len(seen)
    ### END SOLUTION


def count_unique_sequences(game, state, player):
    """Count complete games from `state`, one move per class of symmetric moves."""
    ### BEGIN SOLUTION
    if game.is_terminal(state):
        return 1
    firsts = {}  # the first child of each class of symmetric boards
    for move in game.get_valid_moves(state):
        child = game.make_move(state, move, player)
        firsts.setdefault(canonical_form(child), child)
    opponent = game.get_opponent(player)
    return sum(count_unique_sequences(game, child, opponent) for child in firsts.values())
    ### END SOLUTION


# %% slideshow={"slide_type": "subslide"}
_ = check_symmetry_counts(count_unique_positions, count_unique_sequences)

# %% [markdown]
# The library's `count_positions` agrees, and finds 138 terminal positions up to symmetry
# (of the 958):

# %%
# imported only now: count_sequences_up_to_symmetry answers part 2 in one call
from course_lib import count_games_up_to_symmetry, count_positions, count_sequences_up_to_symmetry
from course_lib.games.symmetry import distinct_moves_up_to_symmetry, stabilizer

print("positions up to symmetry:", count_positions(game, up_to_symmetry=True))
print("terminal positions up to symmetry:",
      count_positions(game, terminal_only=True, up_to_symmetry=True))

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Optional: what exactly does 26,830 count?
#
# *(Can be skipped in class, down to the chess and Go comparison.)*
#
# The library counts the same way, but says "equivalent moves" differently: two moves from
# a position are equivalent when a symmetry that **leaves the position unchanged** (its
# *stabilizer*) maps one onto the other. On the empty board all 8 symmetries apply, and the
# 9 first moves fall into 3 classes: a corner, an edge, the centre. (The library's code is
# part of the exercise's answer: the student edition leaves it out.)

# %% tags=["solution"]
show_source(count_sequences_up_to_symmetry)  # the exercise's answer, the library's way

# %% slideshow={"slide_type": "subslide"} tags=["solution"]
show_source(distinct_moves_up_to_symmetry)

# %% tags=["solution"]
empty = game.initial_state()
print("first moves kept:", distinct_moves_up_to_symmetry(empty, game.get_valid_moves(empty)))
print("library count:", f"{count_sequences_up_to_symmetry(game, empty, 'X'):,}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# In tic-tac-toe the two definitions ("lead to symmetric boards", "mapped onto each other
# by a symmetry of the position") keep the same moves at every reachable position (the
# test `tests/test_symmetric_moves.py` checks all 4,520 non-terminal ones).

# %% tags=["solution"]
disagreements = 0
for position in positions.values():
    if game.is_terminal(position):
        continue
    moves, mover = game.get_valid_moves(position), game.to_move(position)
    kept, keys = [], set()
    for move in moves:
        key = canonical_form(game.make_move(position, move, mover))
        if key not in keys:
            keys.add(key)
            kept.append(move)
    disagreements += kept != distinct_moves_up_to_symmetry(position, moves)
disagreements

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Optional: whole games up to symmetry (Burnside's lemma)
#
# *This section, down to the chess and Go comparison, can be skipped in class.*
#
# Another natural reading of "unique sequences" is different: identify two **whole games**
# when one symmetry maps every move of one onto the corresponding move of the other. That
# gives **31,896** classes:

# %% slideshow={"slide_type": "subslide"}
show_source(count_games_up_to_symmetry)
print(f"{count_games_up_to_symmetry(game):,} games up to symmetry")

# %% [markdown] slideshow={"slide_type": "subslide"}
# `count_games_up_to_symmetry` uses **Burnside's lemma**: the number of classes equals the
# average, over the 8 symmetries, of the number of games each symmetry leaves unchanged. A
# symmetry leaves a game unchanged only if every move of the game is on a cell it does
# not move. The identity fixes all 9 cells (and all 255,168 games); the other symmetries
# fix at most 3 cells, too few for a complete game (at least 5 moves), so they fix no game:

# %%
for symmetry in board_symmetries(3):
    fixed = [divmod(cell, 3) for cell, image in enumerate(symmetry.perm) if cell == image]
    print(f"{symmetry.name:16s} fixed cells: {len(fixed)}  {fixed}")
print(f"(255,168 + 0 + ... + 0) / 8 = {255_168 // 8:,}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# So every complete game has exactly 8 distinct images, and there are $255{,}168 / 8 =
# 31{,}896$ classes. Why is 26,830 smaller? Because a position can have **more symmetries
# than the moves that led to it**. After X (0, 0), O (1, 1), X (2, 2) the board is
# unchanged by four symmetries, so the per-position count expands one edge reply of O for
# all four edges:

# %%
position = game.initial_state()
for move, mover in [((0, 0), "X"), ((1, 1), "O"), ((2, 2), "X")]:
    position = game.make_move(position, move, mover)
print("symmetries of the position:", [symmetry.name for symmetry in stabilizer(position)])
print("O's replies kept:", distinct_moves_up_to_symmetry(position, game.get_valid_moves(position)))

# %% [markdown] slideshow={"slide_type": "subslide"}
# But as move *sequences*, only the identity and the transpose map X (0, 0), O (1, 1),
# X (2, 2) onto itself (the other two swap X's first and third moves). So the games
# starting X (0, 0), O (1, 1), X (2, 2), O (0, 1) and X (0, 0), O (1, 1), X (2, 2), O (1, 2)
# are not images of each other: the second is the image (by the anti-transpose) of
# X (2, 2), O (1, 1), X (0, 0), O (0, 1), a game that plays X's corners in the other
# order:

# %%
def sequence_images(moves):
    """All images of a move sequence under the 8 symmetries."""
    return {tuple(symmetry.map_move(move) for move in moves) for symmetry in board_symmetries(3)}


first = ((0, 0), (1, 1), (2, 2), (0, 1))
second = ((0, 0), (1, 1), (2, 2), (1, 2))
print("second is an image of first?", second in sequence_images(first))
print("second is an image of X (2, 2), O (1, 1), X (0, 0), O (0, 1)?",
      second in sequence_images(((2, 2), (1, 1), (0, 0), (0, 1))))

# %% [markdown]
# The per-position count (26,830) therefore also merges some games that reach a symmetric
# position through move orders that are not symmetric; identifying whole games (31,896)
# does not. Both are legitimate "counts up to symmetry"; the CSI 4106 lecture's 26,830 is the
# first, the one a search that skips symmetric moves actually explores.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Search tree: how does this compare with chess and Go?
#
# The search tree of tic-tac-toe is **relatively small** (549,946 nodes), which makes it a
# good running example. Chess and Go are another matter:
#
# - **Chess** has a relatively small board (8 x 8) but pieces with varied moves; a position
#   has about 35 legal moves on average, and a game lasts about 80 ply (40 moves each), so
#   the CSI 4106 lecture estimates about $35^{80} \sim 10^{123}$ games. This is an
#   estimate, not a count: with the same 35 moves and games of 50 moves each (100 ply),
#   Russell & Norvig (3rd edition, 2010, sec. 5.1) get a tree of $35^{100} \approx 10^{154}$
#   nodes, and Shannon (1950) $10^{120}$. The exponent depends on the assumed game length.
# - **Go** is played on a 19 x 19 board with 361 points where stones can be placed; the
#   CSI 4106 lecture's $361! \sim 10^{768}$ counts the orders of filling every point once. Real games
#   are not that: stones are captured and points refilled, players pass, some orders are
#   illegal. It only gives the scale; the number of legal *positions* has been counted exactly,
#   about $2.1 \times 10^{170}$ (Tromp, 2016).
#
# The estimated number of atoms in the observable universe is around $10^{78}$ to
# $10^{82}$. The exponents, computed with logarithms (the numbers themselves are too large
# to be worth printing):

# %% slideshow={"slide_type": "subslide"}
sizes = {
    "tic-tac-toe: nodes of the game tree": math.log10(stats.nodes),
    "chess: 35^80 (CSI 4106)": 80 * math.log10(35),
    "chess: 35^100 (Russell & Norvig, 2010)": 100 * math.log10(35),
    "chess: Shannon (1950)": 120,
    "Go: 361!": math.lgamma(361 + 1) / math.log(10),
    "atoms in the universe (low estimate)": 78,
    "atoms in the universe (high estimate)": 82,
}
for name, exponent in sizes.items():
    print(f"{name:40s} 10^{exponent:6.1f}")

# %% [markdown]
# Even the smallest chess estimate, Shannon's $10^{120}$ games, is $10^{38}$ times the number
# of atoms in the universe (high estimate); Go's $10^{768}$, rough as it is, dwarfs them all.
# No computer will ever enumerate these trees: the next lectures search them selectively (minimax with a depth limit and a
# heuristic evaluation, alpha-beta pruning that skips provably irrelevant branches,
# memoization that never solves a position twice).

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# | what | tic-tac-toe |
# |---|---|
# | board configurations $3^9$ | 19,683 |
# | ... with legal numbers of marks | 6,046 |
# | reachable positions (terminal) | 5,478 (958) |
# | reachable positions up to symmetry (terminal) | 765 (138) |
# | complete games (leaves of the tree) | 255,168 = 131,184 X wins + 77,904 O wins + 46,080 draws |
# | complete games, symmetric moves expanded once per position | 26,830 |
# | complete games up to symmetry (whole games identified) | 31,896 |
# | upper bound on the leaves, $9!$ | 362,880 |
# | nodes of the game tree, root included (excluded) | 549,946 (549,945) |
# | upper bound on the nodes, root included (excluded) | 986,410 (986,409) |
# | chess / Go game trees (rough estimates) | $\sim 10^{120}$ to $10^{154}$ / $\sim 10^{768}$ |
