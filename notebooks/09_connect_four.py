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
# # Connect Four: the same framework on a real game
#
# *Adversarial search, part 9.* The lecture promises "a general-purpose game framework designed
# to support a broad class of two-player games, such as Connect 4", and its exercises ask to
# implement Connect Four with minimax, to exploit its vertical symmetry, and to compare minimax
# with alpha-beta. Tic-tac-toe has 5,478 positions; Connect Four has 4,531,985,219,092. Every
# solver of the course plays it unchanged, through the same `Game` interface; what changes is
# that no search reaches the end of the game any more.
#
# **Learning objectives**
#
# - describe Connect Four as a `Game`: its state, its moves, its size (Tromp's counts);
# - write an evaluation function and use it in depth-limited minimax, and explain the
#   horizon effect on a position where a shallow search blunders;
# - use the vertical mirror as a transposition-table key and measure what it saves, and when
#   it saves nothing;
# - measure minimax against alpha-beta, with and without centre-first move ordering;
# - follow Pons' ladder from negamax to a perfect solver, say what each enhancement saves, and
#   check it on his test sets;
# - solve small boards from the empty position against Tromp's table, and say who solved 7x6.
#
# *Teaching time: about 90 minutes (estimate), plus 30 for the exercises.*

# %% slideshow={"slide_type": "subslide"}
# %matplotlib inline
import json
import time
from pathlib import Path

import matplotlib.pyplot as plt

from course_lib import (
    ConnectFour,
    DepthLimitedAlphaBetaSolver,
    DepthLimitedMinimaxSolver,
    GameRunner,
    MemoizedDepthLimitedSolver,
    MinimaxAlphaBetaSolverV1,
    MinimaxSolver,
    RandomSolver,
    SymmetricMinimaxSolver,
    centre_first,
    connect_four_evaluation,
    count_positions,
)
from course_lib.analysis.connect_four_counts import (POSITIONS_AFTER_PLIES_7X6,
                                                     TROMP_POSITION_COUNTS)
from course_lib.course import show_source
from course_lib.games.symmetry import canonical_transform
from course_lib.views.connect_four_board import show_connect_four_boards

RESULTS = Path("..") / "benchmarks" / "results"
game = ConnectFour()

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 1. The game
#
# Two players drop pieces into a vertical grid of 7 columns and 6 rows; a piece falls to the
# lowest empty cell of its column. The first to line up four pieces (horizontally,
# vertically or diagonally) wins; a full board is a draw. X moves first and maximizes, as in
# tic-tac-toe. A **move is a column index** 0..6, left to right, and the **state** is a NumPy
# array of shape (height, width) = (6, 7) holding `" "`, `"X"`, `"O"`, **row 0 at the top**,
# as it prints: a piece dropped into an empty column lands in row 5.

# %%
state = game.initial_state()
for column in (3, 3, 4, 2):
    state = game.make_move(state, column, game.to_move(state))
print(state)
print("valid moves:", game.get_valid_moves(state), " to move:", game.to_move(state))

# %% [markdown] slideshow={"slide_type": "subslide"}
# Every Connect Four resource writes a position as the columns played, counted from 1
# (Pascal Pons' notation): the position above is `"4453"`. `ConnectFour.from_moves` reads it.
# A game between two random players, drawn (X yellow, O red):

# %%
assert (ConnectFour.from_moves("4453") == state).all()
runner = GameRunner(game)
result = runner.play_game(RandomSolver(4), RandomSolver(5))
print("moves:", "".join(str(move + 1) for _, move in runner.moves), " result for X:", result)
game.display(runner.states[-1], title=f"RandomSolver(4) vs RandomSolver(5): {result:+d}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### How big is the game?
#
# John Tromp counted the positions reachable in play (the empty board and the positions where
# a game has just ended included): **4,531,985,219,092** on the 7x6 board (OEIS A212693,
# where the count is also split by ply). At a million positions a second, a program that
# visits each once needs 52 days. Tromp's table for small boards, width across, height down
# (shipped with the library as `TROMP_POSITION_COUNTS`, source: Tromp, "John's Connect Four
# Playground"):

# %%
widths = range(1, 8)
print("height" + "".join(f"{f'width {w}':>18}" for w in widths))
for height in range(1, 7):
    print(f"{height:>6}" + "".join(f"{TROMP_POSITION_COUNTS[(w, height)]:>18,}" for w in widths))

# %% [markdown] slideshow={"slide_type": "subslide"}
# `count_positions` (notebook 02) walks every position reachable from the empty board, for any
# `Game`. It reproduces Tromp's figures for every board small enough to enumerate in a few
# seconds here (about 20 µs a position):

# %%
small = sorted((size for size, n in TROMP_POSITION_COUNTS.items() if n <= 40_000),
               key=TROMP_POSITION_COUNTS.get)
for width, height in small + [(4, 4)]:
    ours = count_positions(ConnectFour(width, height))
    assert ours == TROMP_POSITION_COUNTS[(width, height)]
print(f"{len(small) + 1} boards, from 1x1 to 4x4 (161,029 positions): every count equals Tromp's")

# %% [markdown] slideshow={"slide_type": "subslide"}
# The 4x4 board's 161,029 positions take about three seconds; at that rate the 7x6 board would
# take almost three years. No search will see the end of a Connect Four game from the start.
#
# ## 2. Minimax needs a depth limit
#
# The remedy of the lecture: stop the search `max_depth` plies ahead and score the positions
# there with an **evaluation function**, an estimate of the utility for X. A classic one for
# Connect Four counts the *windows*: the 69 lines of four cells on the board. A window that
# holds pieces of one player only is still open to that player: it counts 1, 4 or 16 for one,
# two or three pieces, for X or against X. The sum is divided by a bound it cannot reach, so the
# estimate stays strictly inside (-1, +1) and a real win (+1) always counts for more:

# %%
show_source(connect_four_evaluation)

# %% [markdown] slideshow={"slide_type": "subslide"}
# Cells in the middle lie on more windows than cells at the edges (the bottom-centre cell
# on 7, a corner on 3), so the count prefers the centre, as good players do:

# %%
for moves in ("4", "1", "44", "22334"):
    value = connect_four_evaluation(game, ConnectFour.from_moves(moves))
    print(f"after {moves:<6} value for X {value:+.4f}  (x 1105 = {value * 1105:+.0f})")

# %% [markdown]
# `DepthLimitedMinimaxSolver(max_depth, evaluation)` is the lecture's minimax with a
# `depth == 0` cutoff; finished positions still get their true utility (+1 / -1 / 0).
# Depth-limited minimax plays the whole game, as X against a random O:

# %%
minimax_3 = DepthLimitedMinimaxSolver(3, connect_four_evaluation)
runner = GameRunner(game)
result = runner.play_game(minimax_3, RandomSolver(1))
print(f"result for X: {result:+d} after {len(runner.moves)} moves, "
      f"{minimax_3.nodes_visited:,} nodes searched in the whole game")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### What the horizon costs
#
# The search sees nothing beyond its depth: a threat that only becomes a win a few plies
# after the cutoff is invisible (the *horizon effect*). Here O is to move after `46463`: X
# has two pieces side by side on the bottom row (columns 2 and 3). Depth-2 minimax plays
# column 3, on top of X's pieces. X answers in column 1: three in a row with both ends,
# columns 0 and 4, open. O can block only one; X wins at the other. Depth 6 sees it and blocks
# in column 4. (Found by `benchmarks/connect_four_horizon.py`, which searches positions of
# seeded games for exactly this: depth 2 loses by force, depth 6 does not.)

# %% slideshow={"slide_type": "subslide"}
position = ConnectFour.from_moves("46463")
shallow = DepthLimitedMinimaxSolver(2, connect_four_evaluation).select_move(game, position, "O")
deep = DepthLimitedAlphaBetaSolver(6, connect_four_evaluation).select_move(game, position, "O")
print(f"depth 2 plays column {shallow}; depth 6 plays column {deep}")
after_shallow = game.make_move(position, shallow, "O")
fork = game.make_move(after_shallow, 1, "X")
show_connect_four_boards([position, fork, game.make_move(position, deep, "O")],
                         titles=["O to move", f"depth 2: O {shallow}, X 1", f"depth 6: O {deep}"],
                         highlights=[None, 1, deep], per_row=3, size_inches=3.0)

# %% [markdown] slideshow={"slide_type": "subslide"}
# (Depth 6 is searched with alpha-beta, section 4: it returns the same move as depth-6
# minimax, in the same column order, much faster.) Is the blunder real, or does the
# evaluation merely dislike it? Alpha-beta on true utilities only (0 for every unfinished
# position) is exact about the wins it sees: after depth 2's move, X wins within 3 plies
# whatever O does; after depth 6's move, X has no forced win within 7 plies.

# %%
def forced_result(state, player, plies):
    """+1 / -1 if X / O can force a win within `plies` plies, 0 if neither can."""
    return MinimaxAlphaBetaSolverV1(max_depth=plies).minimax_value(game, state, player)


print("after depth 2's move, X to move, within 3 plies:", forced_result(after_shallow, "X", 3))
print("after depth 6's move, X to move, within 7 plies:",
      forced_result(game.make_move(position, deep, "O"), "X", 7))

# %% [markdown] slideshow={"slide_type": "subslide"}
# Depth 2 sees O's move and X's reply, then evaluates: the fork is on the board, but the
# evaluation only counts windows, it does not know that two open threats cannot both be
# blocked. Deeper search pushes the horizon back; it never removes it.
#
# ## 3. Vertical symmetry
#
# The lecture's exercise: "Connect Four is symmetric across its vertical axis". A board and
# its mirror image (columns reversed) have the same value, and the best move of one, mirrored,
# is the best move of the other. The game declares it (`game.symmetries()`: the identity and
# the mirror; gravity rules out the other symmetries of tic-tac-toe), so a transposition table
# can key a position by its **canonical form**, the smaller of the board and its mirror:

# %%
show_source(canonical_transform)

# %% slideshow={"slide_type": "subslide"}
board = ConnectFour.from_moves("4453")
mirror = board[:, ::-1].copy()
key, symmetry = canonical_transform(board, game.symmetries())
print("the board, row by row:", repr("".join(board.ravel())[-14:]), "(its last two rows)")
print("its mirror image:     ", repr("".join(mirror.ravel())[-14:]))
print(f"canonical key: the smaller of the two strings (symmetry: {symmetry.name}), "
      f"ending {key[-14:]!r}")
print("the mirror image gets the same key:", key == canonical_transform(mirror, game.symmetries())[0])

# %% [markdown] slideshow={"slide_type": "subslide"}
# `MemoizedDepthLimitedSolver(max_depth, evaluation, symmetry=...)` is depth-limited minimax
# with a table of the positions it has searched (keyed with the depth left), the key being the
# board, or with `symmetry=True` its canonical form. From the empty board, a search of depth d
# stores every position within d plies once: exactly the sum of OEIS A212693's first terms.
# With the mirror, close to half:

# %%
lines = [f"{'depth':>5} {'minimax tree':>13} {'memoized':>9} {'A212693 sum':>12} "
         f"{'+ mirror':>9} {'saved':>6}"]
empty = game.initial_state()
for depth in range(1, 7):
    tree = sum(7 ** k for k in range(depth + 1))  # no game ends before ply 7
    plain = MemoizedDepthLimitedSolver(depth, connect_four_evaluation)
    mirrored = MemoizedDepthLimitedSolver(depth, connect_four_evaluation, symmetry=True)
    assert plain.minimax_value(game, empty, "X") == mirrored.minimax_value(game, empty, "X")
    oeis = sum(POSITIONS_AFTER_PLIES_7X6[:depth + 1])
    assert plain.cache_size == oeis
    lines.append(f"{depth:>5} {tree:>13,} {plain.cache_size:>9,} {oeis:>12,} "
                 f"{mirrored.cache_size:>9,} {1 - mirrored.cache_size / plain.cache_size:>6.0%}")
print("\n".join(lines))  # one print: the table stays one output

# %% [markdown] slideshow={"slide_type": "subslide"}
# A position and its mirror image count once, so the table holds (N + S) / 2 positions, where
# S of the N are their own mirror image (Burnside's lemma): the saving is just under half.
#
# **From a position of a real game it is another story.** Four end-game positions of
# Pascal Pons' test set `Test_L3_R1` (lines 13, 17, 26 and 34), solved to the end by the
# memoized `MinimaxSolver` and by `SymmetricMinimaxSolver`, whose table keys on the same
# canonical form; Pons' score is for the side to move (positive: it wins), our value for X:

# %%
pons_positions = {13: ("67152117737262713366376314254", 6), 17: ("427566236745127177115664464254", 2),
                  26: ("12156756715535615116237724723", -2), 34: ("26512741647245111351472255277", -5)}
lines = [f"{'line':>4} {'to move':>7} {'Pons':>5} {'value':>6} {'positions':>10} {'+ mirror':>9}"]
for line, (moves, pons_score) in pons_positions.items():
    start = ConnectFour.from_moves(moves)
    player = game.to_move(start)
    plain, mirrored = MinimaxSolver(), SymmetricMinimaxSolver()
    value = plain.minimax_value(game, start, player)
    assert mirrored.minimax_value(game, start, player) == value
    assert value * (1 if player == "X" else -1) * pons_score > 0  # the same winner as Pons'
    lines.append(f"{line:>4} {player:>7} {pons_score:>+5} {value:>+6} {plain.cache_size:>10,} "
                 f"{mirrored.cache_size:>9,}")
print("\n".join(lines))

# %% [markdown] slideshow={"slide_type": "subslide"}
# The saving is nil: each position's tree never meets a mirror image. Pieces are never
# removed, so every position below a position R contains R's pieces; for a board and its
# mirror image both to lie below R, the board must contain R *and* R's mirror image, which
# only happens once the pieces of R's mirror image have been played too. From the empty board
# (its own mirror image) the mirror halves the work; below an ordinary position of a game it
# saves next to nothing, and computing the key costs a second string per position.
#
# ## 4. Minimax against alpha-beta
#
# The lecture's second exercise: alpha-beta on Connect Four, compared with minimax. Both
# search d plies from the empty board with the evaluation function at the cutoff; alpha-beta
# returns the same value and, with the same column order, the same move. Alpha-beta prunes
# more when the best moves come first: `centre_first` tries the columns from the centre out
# (3, 2, 4, 1, 5, 0, 6), since central pieces lie on the most windows. Depths 1 to 5, live:

# %% tags=["nbval-ignore-output"] slideshow={"slide_type": "subslide"}
searches = {
    "minimax": lambda d: DepthLimitedMinimaxSolver(d, connect_four_evaluation),
    "alpha-beta, left to right": lambda d: DepthLimitedAlphaBetaSolver(d, connect_four_evaluation),
    "alpha-beta, centre first": lambda d: DepthLimitedAlphaBetaSolver(
        d, connect_four_evaluation, move_order=centre_first),
}
live, lines = {}, []
for depth in range(1, 6):
    for name, make in searches.items():
        solver = make(depth)
        start = time.perf_counter()
        solver.select_move(game, empty, "X")
        live[name, depth] = solver.nodes_visited
        lines.append(f"depth {depth}  {name:<26} {solver.nodes_visited:>7,} nodes "
                     f"{time.perf_counter() - start:7.3f} s")
print("\n".join(lines))

# %% [markdown] slideshow={"slide_type": "subslide"}
# Depth 8 minimax alone takes minutes, so `benchmarks/connect_four_depths.py` runs depths 1 to
# 8 and saves the table; the plots below read it from `benchmarks/results/connect_four_depths.json`
# (node counts are the same on every machine, as the check against the live run shows;
# seconds are those of the machine that ran the script):

# %%
saved = json.loads((RESULTS / "connect_four_depths.json").read_text())
rows = saved["rows"]
assert all(row["nodes"] == live[row["search"], row["depth"]] for row in rows if row["depth"] <= 5)
table = {(row["search"], row["depth"]): row for row in rows}
depths = sorted({row["depth"] for row in rows})
lines = [f"{'depth':>5}" + "".join(f"{name:>28}" for name in searches)]
for depth in depths:
    cells = [f"{table[name, depth]['nodes']:>16,} nodes {table[name, depth]['seconds']:>5.2f} s"
             for name in searches]
    lines.append(f"{depth:>5}" + "".join(cells))
print("\n".join(lines))

# %% slideshow={"slide_type": "subslide"}
fig, axes = plt.subplots(1, 2, figsize=(9.4, 3.4))
styles = {"minimax": "k-o", "alpha-beta, left to right": "b-s", "alpha-beta, centre first": "g-^"}
for name, style in styles.items():
    axes[0].plot(depths, [table[name, d]["nodes"] for d in depths], style, label=name)
    timed = [d for d in depths if table[name, d]["seconds"] > 0]  # 0.000 s: below the clock
    axes[1].plot(timed, [table[name, d]["seconds"] for d in timed], style, label=name)
axes[0].plot(depths, [7 ** d for d in depths], "k:", label="$7^d$")
axes[0].set(yscale="log", xlabel="depth (plies)", ylabel="nodes searched",
            title="Nodes, X's first move")
axes[1].set(yscale="log", xlabel="depth (plies)", ylabel="seconds",
            title=f"Time ({saved['machine']})")
axes[0].legend(fontsize=10)
_ = [ax.grid(alpha=0.3) for ax in axes]
fig.tight_layout()
plt.show()

# %% [markdown] slideshow={"slide_type": "subslide"}
# At depth 8 minimax searches 6.6 million nodes; alpha-beta in the game's column order about
# 30 times fewer, and with the centre first over 300 times fewer, under a second. On a log
# scale minimax is a straight line of slope log 7 (branching factor 7); alpha-beta grows more
# slowly, towards the square root of minimax's count (the minimal tree of notebook 07, about
# 2 x 7^4 = 4,802 leaves at depth 8). With the nodes minimax spends on depth 5 (19,608),
# alpha-beta with the centre first reaches depth 8 (19,909). At each depth the three searches find the same
# value; where they choose different columns, the columns are worth the same and the order of
# search breaks the tie. The value swings with the depth: odd depths end on X's move, even
# ones on O's, and the last mover's pieces count fresh in the windows.
#
# Play against depth-5 alpha-beta with centre-first ordering (it answers in well under a
# second). The buttons drop a piece; "Hints" writes under each column the value of playing
# there, from a depth-5 search after your move. Run the notebook in JupyterLab to play.

# %% slideshow={"slide_type": "subslide"}
from course_lib.widgets import play_against

play_against(game, DepthLimitedAlphaBetaSolver(5, connect_four_evaluation, move_order=centre_first),
             human="X")

# %% [markdown]
# Depth-limited search plays reasonably and fast, but it cannot tell whether a position is
# won: its values are estimates, and its horizon hides what lies beyond. Knowing the value of
# the empty board means searching to the end of every line that matters, which takes the whole
# toolbox of the course at once: negamax, alpha-beta with good move ordering, a transposition
# table with bound flags, and a compact representation of the board.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 5. Solving it: Pascal Pons' ladder
#
# Pascal Pons' tutorial "Solving Connect 4: how to build a perfect AI" (blog.gamesolver.org)
# climbs from plain negamax to a solver that scores any position exactly, one enhancement per
# part (parts 3 to 12), and measures every step on six test sets of 1,000 positions each, from
# *End-Easy* (over 28 moves played, the end under 14 moves away) to *Begin-Hard*.
# `ConnectFourSolver(part=p)` is the rung of his part p, written from his description;
# `ConnectFourSolver()` is the top rung, part 12.
#
# **The score.** `solve(game, state)` returns the exact score *for the side to move* (Pons,
# part 2): 0 for a draw; a win scores 22 minus the stones the winner has played when winning (18
# for the earliest possible win, the fourth stone; 1 for a win with the last stone); a loss is
# the negative of the opponent's win. Perfect play wins as fast and loses as slowly as it can.
# Pons' two examples:

# %% slideshow={"slide_type": "subslide"}
from course_lib import PONS_TEST_SETS, ConnectFourSolver, pons_ladder, pons_sample, run_test_set

solver = ConnectFourSolver()
examples = {"4455": 18, "44455554221": -15}  # Pons, part 2, with the scores he gives
boards = [ConnectFour.from_moves(moves) for moves in examples]
titles = []
for board, (moves, pons_score) in zip(boards, examples.items()):
    score = solver.solve(game, board)
    assert score == pons_score
    titles.append(f'"{moves}": {game.to_move(board)} to move, score {score:+d}')
show_connect_four_boards(boards, titles=titles, per_row=2, size_inches=3.4)

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
# one **position explored** per call: the measure of every table below.

# %%
from course_lib.solvers.connect_four.basic_search import BasicSearch, immediate_score

show_source(immediate_score)
show_source(BasicSearch.negamax)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Part 4: alpha-beta, and part 7's table
#
# The same search with a window [alpha, beta]: a score outside the window need only be a bound,
# so a move scoring at least beta ends the loop (a cutoff). A Connect Four score also has a
# natural ceiling: a side that cannot win at once wins at best with its next stone, so beta comes
# down to `highest` before any move is searched, and the window may close at once. A **weak
# solver**, which only wants win, draw or loss, searches with the window [-1, 1].
#
# The lines with `self.table` are part 7 (off before it). Many move orders reach the same
# position (transpositions). When every move has been searched, the result is an upper bound of
# the score, stored under the position's key; met again, it lowers beta. Pons' table keeps one
# small integer per position, so it is a dict of integers here, not notebook 08's
# `TranspositionTable` of value, flag and move.

# %%
show_source(BasicSearch.alphabeta)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Part 5: centre columns first
#
# Alpha-beta cuts off most when the best move comes first. Pons tries the columns from the
# centre out, 3, 2, 4, 1, 5, 0, 6: central cells lie on more lines of four, so central moves are
# more often the best (section 4 did the same for depth-limited search).

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Part 6: bitboards
#
# The board becomes two integers: `current`, the stones of the side to move, and `mask`, every
# stone. Bit `column * 7 + row` (row 0 at the bottom) is one cell; the seventh bit of each
# column stays empty, so that lines of four cannot wrap from one column into the next:

# %%
from course_lib.games.connect_four_rules import BitLayout
from course_lib.solvers.connect_four import BitboardPosition

layout = BitLayout(7, 6)
for row in range(6):  # the bit numbers, drawn as the board (row 0 of the state at the top)
    print(" ".join(f"{layout.bit(row, column).bit_length() - 1:>2}" for column in range(7)))
show_source(BitboardPosition.play)
show_source(BitLayout.has_four)

# %% [markdown] slideshow={"slide_type": "subslide"}
# A move is one XOR (the opponent becomes the side to move) and one addition, which carries the
# new stone to the lowest empty cell of its column. Four in a row is four shifted ANDs, one per
# direction (a shift of 1 is up, 7 is right, 6 and 8 the diagonals). The search is the same
# code on another position class: part 6 explores exactly the positions of part 5, faster.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Part 8: iterative deepening with null windows
#
# A **null window** (med, med + 1) only asks "is the score above med?", and prunes far more than
# a wide window. A dichotomy of such questions finds the exact score. Pons' dichotomy first asks
# about half the worst score, then half the best: "do I lose fast?", "can I win fast?". A fast
# win or loss can only lie a few moves ahead, and deeper positions cannot reach such a score, so
# these searches stay shallow; the next questions go deeper only as far as needed. It is
# iterative deepening, driven by the score's window.

# %%
from course_lib.solvers.connect_four.scores import iterative_deepening

show_source(iterative_deepening)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Part 9: never play a move that loses at once
#
# From part 9 on the search is one function written for speed (`BitboardSearch`). It computes
# the opponent's *winning cells*, the empty cells that would complete four of theirs (a few
# dozen shifts and ANDs), and then: if the opponent can win in two playable places, the position
# is lost; if in one, that is the only move; and a stone is never dropped just below an opponent's
# winning cell, which would let them play there. A position with no move left is lost without
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
# rung: it shrinks Pons' C++ table from 64 to 40 MB and explores what part 10 does (517.4
# positions against 517.2 on Middle-Easy); here the table is a dict.

# %%
show_source(pons_search, start="# Each move with the winning cells", lines=10)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Part 12: lower bounds in the table
#
# A cutoff (score >= beta) proves a *lower* bound of the score; part 12 stores it too, shifted
# by an offset so that one integer says which kind of bound it is (the bound flag of notebook
# 08). Met again, a lower bound raises alpha, an upper bound lowers beta. Pons measured 10% to
# 15% fewer positions explored than part 10:

# %%
show_source(pons_search, start="if lower_bounds:  # part 12", lines=16)
show_source(pons_search, start="for _, move, wins in children:", lines=6)

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


def mean_text(mean):
    """A mean number of positions explored, to Pons' precision or better ("-": not run)."""
    return "-" if mean is None else f"{mean:,.2f}" if mean < 100 else f"{mean:,.1f}"


def pons_text(mean):
    """Pons' published mean as he printed it ("-": not published, too slow for him)."""
    return "-" if mean is None else f"{mean:,}"


# %% slideshow={"slide_type": "subslide"}
lines = [f"{'':<44}" + "".join(f"{PONS_TEST_SETS[name]:>21}" for name in SAMPLED),
         f"{'part':>4} {'rung':<39}" + f"{'sample':>9}{'Pons':>12}" * len(SAMPLED)]
for rung in pons_ladder():
    cells = []
    for name in SAMPLED:
        ours = live_ladder.get((rung.part, name))
        cells.append(f"{mean_text(ours and ours.mean_positions_explored):>9}"
                     f"{pons_text(rung.pons_mean_positions(name)):>12}")
    lines.append(f"{rung.part:>4} {rung.name:<39}" + "".join(cells))
print("\n".join(lines))

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
# rest (below), so a mean over 20 says little about the mean over 1,000. The full sets run in
# the benchmark.

# %% tags=["nbval-ignore-output"]
def explored_and_seconds(results):
    """Total positions explored and seconds spent over several `SolveStats`."""
    results = list(results)
    return sum(sum(result.explored) for result in results), sum(result.seconds for result in results)


explored, seconds = explored_and_seconds(live_ladder.values())
top_explored, top_seconds = explored_and_seconds(live_ladder[12, name] for name in SAMPLED)
print(f"this run: {explored:,} positions explored in {seconds:.1f} s, all rungs; "
      f"part 12: {top_explored / top_seconds:,.0f} positions per second")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The ladder on the full test sets (benchmark)
#
# `benchmarks/bench_connect4.py --save` runs every rung on the first N positions of four sets
# (N = 1,000: the whole set), wherever Pons' own mean says it finishes within minutes here, and
# saves the table in `benchmarks/results/connect_four_solver.json`. The positions explored below
# are that run's (they are the same on every machine); `*` marks a run on fewer than 1,000
# positions. Wherever a whole set ran, our mean equals Pons' to a fraction of a percent (last
# line; his table has a fixed size and can lose entries, ours is a dict):

# %% slideshow={"slide_type": "subslide"}
solver_results = json.loads((RESULTS / "connect_four_solver.json").read_text())
saved_ladder = {(row["part"], row["set"], row["weak"]): row for row in solver_results["ladder"]}
FULL_SETS = ("L3_R1", "L2_R1", "L2_R2", "L1_R1")
lines = [f"{'part':>4}" + "".join(f"{PONS_TEST_SETS[name]:>26}" for name in FULL_SETS),
         f"{'':>4}" + f"{'ours':>14}{'Pons':>12}" * len(FULL_SETS)]
for rung in pons_ladder():
    cells = []
    for name in FULL_SETS:
        row = saved_ladder.get((rung.part, name, False))
        ours = "-" if row is None else mean_text(row["mean_explored"])
        ours += "*" if row and row["positions"] < 1000 else " "
        cells.append(f"{ours:>14}{pons_text(rung.pons_mean_positions(name)):>12}")
    lines.append(f"{rung.part:>4}" + "".join(cells))
whole_sets = [row for row in solver_results["ladder"] if row["positions"] == 1000 and row["pons"]]
gap = {(row["part"], row["set"], row["weak"]): abs(row["mean_explored"] / row["pons"] - 1)
       for row in whole_sets}
part, name, weak = max(gap, key=gap.get)
lines.append(f"largest difference from Pons over the {len(whole_sets)} whole sets run (strong and "
             f"weak): {gap[part, name, weak]:.2%}, part {part} on {PONS_TEST_SETS[name]}")
print("\n".join(lines))

# %% slideshow={"slide_type": "subslide"}
fig, ax = plt.subplots(figsize=(9.4, 4.2))
parts = [rung.part for rung in pons_ladder()]
for name, color in zip(FULL_SETS, ("tab:green", "tab:blue", "tab:red", "tab:orange")):
    published = [(rung.part, rung.pons_mean_positions(name)) for rung in pons_ladder()
                 if rung.pons_mean_positions(name)]
    ax.plot(*zip(*published), "--", color=color, label=f"{PONS_TEST_SETS[name]}, Pons")
    whole = [row for row in solver_results["ladder"]
             if row["set"] == name and not row["weak"] and row["positions"] == 1000]
    ax.plot([row["part"] for row in whole], [row["mean_explored"] for row in whole], "o",
            color=color, label=f"{PONS_TEST_SETS[name]}, ours")
ax.set(yscale="log", xticks=parts, xlabel="Pons' part (rung of the ladder)",
       ylabel="mean positions explored", title="Positions explored per position, whole test sets")
ax.legend(fontsize=10, ncol=2)
ax.grid(alpha=0.3)
fig.tight_layout()
plt.show()

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
lines = [f"{'part':>4} {'set':<14} {'median':>8} {'mean':>10} {'worst':>11}"]
for part, name in ((3, "L3_R1"), (12, "L3_R1"), (12, "L2_R1"), (12, "L2_R2"), (12, "L1_R1")):
    row = saved_ladder[part, name, False]
    assert row["positions"] == 1000
    lines.append(f"{part:>4} {PONS_TEST_SETS[name]:<14} {row['median_explored']:>8,.1f} "
                 f"{row['mean_explored']:>10,.1f} {row['max_explored']:>11,}")
print("\n".join(lines))

# %% [markdown] slideshow={"slide_type": "subslide"}
# Negamax explores a median of a few dozen positions on End-Easy, but over a million on its worst
# position: a few positions make most of the mean, and a sample of 20 rarely contains them.
#
# **Weak or strong.** A weak solver only asks who wins: the window [-1, 1] accepts any win,
# however slow. It explores fewer positions on End-Easy and Middle-Medium (and, in Pons' tables,
# on Begin-Medium and Begin-Hard), more on Middle-Easy and Begin-Easy, where a win is near but
# many moves remain: the strong solver's first null windows settle those by shallow searches
# (Pons, part 8). Part 12:

# %%
lines = [f"{'':<14}{'strong':>20}{'weak':>20}", f"{'set':<14}" + f"{'ours':>10}{'Pons':>10}" * 2]
part_12 = pons_ladder()[-1]
for name in FULL_SETS:
    cells = [f"{mean_text(saved_ladder[12, name, weak]['mean_explored']):>10}"
             f"{pons_text(part_12.pons_mean_positions(name, weak=weak)):>10}"
             for weak in (False, True)]
    lines.append(f"{PONS_TEST_SETS[name]:<14}" + "".join(cells))
print("\n".join(lines))

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Positions per second.** Pons' C++ part 12 explores about 12 million positions per second
# (his table: 11,230 to 12,950 thousand). Ours explores 220,000 to 310,000 per second on his
# sets, on one core, in the benchmark's runs (the timing cell above gives this run's rate): 40
# to 60 times fewer. What stops pure Python is CPython itself: about half the time goes into
# computing winning cells (some 45 operations on 49-bit integers, 1.9 times per position
# explored, since every non-losing move is scored to order the moves), the rest into the
# bytecodes of the search; and each operation on an integer that large allocates a new integer
# object (CPython's fast paths cover integers below 2^30 only). The next factor needs a compiler
# (PyPy, Cython) or fewer positions (an opening book), not more Python.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 6. Small boards solved
#
# Nothing in the solver is specific to 7x6. From the empty position, it solves the small boards
# in seconds; John Tromp's table of results by board size says who wins each of them with
# perfect play (shipped as `TROMP_EMPTY_BOARD_OUTCOMES`: +1 the first player wins, 0 a draw,
# -1 the second player wins). The solver's score is for the first player, who moves first:

# %% slideshow={"slide_type": "subslide"}
from course_lib.analysis.connect_four_counts import TROMP_EMPTY_BOARD_OUTCOMES


def outcome_text(outcome):
    return {1: "first player wins", 0: "draw", -1: "second player wins"}[outcome]


def score_text(score):
    return f"{score:+d}" if score else "0"


LIVE_BOARDS = [(4, 4), (5, 4), (4, 5), (6, 4), (5, 5), (4, 6)]
board_runs = {}
lines = [f"{'board':<6} {'score':>5}  {'result':<19} {'Tromp':<19} {'positions explored':>19}"]
for width, height in LIVE_BOARDS:
    small_game, board_solver = ConnectFour(width, height), ConnectFourSolver()
    start = time.perf_counter()
    score = board_solver.solve(small_game, small_game.initial_state())
    board_runs[width, height] = time.perf_counter() - start, board_solver.positions_explored
    outcome = (score > 0) - (score < 0)
    assert outcome == TROMP_EMPTY_BOARD_OUTCOMES[width, height]
    lines.append(f"{width}x{height:<4} {score_text(score):>5}  {outcome_text(outcome):<19} "
                 f"{outcome_text(TROMP_EMPTY_BOARD_OUTCOMES[width, height]):<19} "
                 f"{board_solver.positions_explored:>19,}")
print("\n".join(lines))

# %% tags=["nbval-ignore-output"] slideshow={"slide_type": "subslide"}
for (width, height), (seconds, explored) in board_runs.items():
    print(f"{width}x{height}: {seconds:5.2f} s, {explored / seconds:,.0f} positions explored per second")

# %% [markdown]
# On 6x4 the second player wins, with the score -1: with its last stone, the 12th, on a full
# board. The next boards take 10 to 30 seconds each here; the benchmark solved them
# (`connect_four_solver.json`, seconds on its machine):

# %%
lines = [f"{'board':<6} {'score':>5}  {'Tromp':<19} {'positions explored':>19} {'seconds':>8}"]
for row in solver_results["boards"]:
    size = row["width"], row["height"]
    outcome = (row["score"] > 0) - (row["score"] < 0)
    assert outcome == TROMP_EMPTY_BOARD_OUTCOMES[size]
    if size in LIVE_BOARDS:
        assert row["positions_explored"] == board_runs[size][1]  # the same search as live
        continue
    lines.append(f"{row['width']}x{row['height']:<4} {score_text(row['score']):>5}  "
                 f"{outcome_text(outcome):<19} {row['positions_explored']:>19,} "
                 f"{row['seconds']:>8.1f}")
print("\n".join(lines))

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The 7x6 board: the first player wins, starting in the centre column
#
# Not computed here, but known since 1988. James D. Allen announced a solution on 1 October 1988,
# and Victor Allis his, found independently, 15 days later: the first player wins; in the
# abstract of Allis' thesis (*A Knowledge-based Approach of Connect-Four. The Game is Solved:
# White Wins*, Vrije Universiteit Amsterdam, 1988), the second player can at least draw
# whenever the first does not start in the middle column. Both combined rules of strategy with
# search, not brute force. John Tromp then solved every position of 8 plies by search (about
# 40,000 hours of workstation time at the CWI; published in 1995 as a database of outcomes).
# Pons' C++ solver, the top of the ladder above, takes from 4.6 microseconds (End-Easy) to 5.5
# seconds (Begin-Hard: at most 14 moves played, the end 28 or more moves away) per position on
# average. At our speed a Begin-Hard position, 66 million positions explored on average, takes
# about five minutes. We leave the empty board to them.
#
# (Sources: Tromp, "John's Connect Four Playground"; Pons, "Solving Connect 4", part 1; Allis,
# thesis abstract.)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The score of every move
#
# `move_scores` solves each column: the score of the game for the side to move if it plays
# there. Line 251 of Middle-Easy, X to move: four columns win (two of them only with X's last
# stone, score 1), three draw, and the best, column 3, wins with X's 15th stone (22 - 15 = 7).
# `select_move` plays a column of the best score (ties: the most central), marked above the board.

# %% slideshow={"slide_type": "subslide"}
from course_lib.views.connect_four_board import draw_connect_four

position = ConnectFour.from_moves("527546732264211663334217")  # Test_L2_R1, line 251: score 7
column_scores = solver.move_scores(game, position)
scores_explored = solver.positions_explored
assert max(column_scores.values()) == solver.solve(game, position) == 7
print(f"positions explored: solve {solver.positions_explored:,}, move_scores {scores_explored:,}")
fig, ax = plt.subplots(figsize=(5.4, 4.6))
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
# column's exact score. After `521244` (Begin-Easy, line 151) `solve` explores 3 positions and
# `move_scores` 26.8 million, over three minutes here. `select_move` scores every column, so it
# answers at once from the middle game on, but takes minutes per move early on a 7x6 board (the
# play board stops a solver after 10 seconds). On a 5x4 board, a draw with perfect play, it
# answers at once: try to beat it. You cannot; at best you draw.

# %%
play_against(ConnectFour(5, 4), ConnectFourSolver(), human="X")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 7. Exercises
#
# ### Exercise 1: an evaluation function
#
# Write `my_evaluation(game, state)`: an estimate of the utility for X of an unfinished
# position, strictly between -1 and +1. `game.lines` lists the 69 windows of four cells, as
# flat indices into `state.ravel()`. The checker plugs it into depth-2 alpha-beta and plays 20
# games against the same search using only the pieces in the centre column: to pass, score
# more than half the points.

# %%
from course_lib.exercises.connect_four import (check_evaluation, check_last_move_wins,
                                               check_mirror_key)


def my_evaluation(game, state):
    """Return an estimate of the utility for X of `state`, strictly between -1 and +1."""
    ### BEGIN SOLUTION
    weights = (0, 1, 4, 16, 16)
    cells = state.ravel().tolist()
    score = 0
    for window in game.lines:
        pieces = [cells[k] for k in window]
        if "O" not in pieces:
            score += weights[pieces.count("X")]
        elif "X" not in pieces:
            score -= weights[pieces.count("O")]
    return score / (16 * len(game.lines) + 1)
    ### END SOLUTION


# %% slideshow={"slide_type": "subslide"}
_ = check_evaluation(my_evaluation)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 2: the mirror canonical key
#
# Write `mirror_key(state)`: a hashable key, the same for a board and its mirror image (columns
# reversed), different for any two boards that are not mirror images. Leave `state` unchanged.

# %%
def mirror_key(state):
    """Return a hashable key, the same for `state` and its mirror image (columns reversed)."""
    ### BEGIN SOLUTION
    return min(state.tobytes(), state[:, ::-1].tobytes())
    ### END SOLUTION


# %%
_ = check_mirror_key(mirror_key)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 3: a win check through the last move
#
# Only the last piece played can have completed a line, so a fast terminal test looks at the
# four lines through it, not at the whole board. Write `last_move_wins(state, column)`: True
# when the top piece of `column` (the piece just played) is part of four in a row of its
# colour, horizontally, vertically or diagonally.

# %%
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
# - Connect Four is a `Game` like tic-tac-toe: a (6, 7) NumPy board, row 0 at the top, moves
#   are columns. Its 4,531,985,219,092 positions (Tromp) rule out searching to the end from
#   the start; `count_positions` reproduces Tromp's counts for the small boards.
# - Depth-limited minimax with an evaluation function (open windows of four) plays the whole
#   game; beyond its horizon it is blind: after `46463` depth 2 walks into a fork that depth 6
#   avoids.
# - Keying the table by min(board, mirror) nearly halves the positions searched from the
#   symmetric empty board, and saves nothing below an ordinary position.
# - Alpha-beta returns minimax's value; at depth 8 from the empty board it searches over 300
#   times fewer nodes with the centre columns first (6.6 million against 19,909).
# - Pons' ladder turns negamax into a perfect solver: alpha-beta, centre-first order, bitboards,
#   a transposition table, null windows, no moves that lose at once, ordering by threats, lower
#   bounds. Every rung gives the exact scores; on Middle-Easy the positions explored fall from 54
#   million to 450, and ours equal Pons' published means wherever a whole set ran.
# - The solver finds Tromp's results from the empty board: 4x4, 5x4, 4x5 and 5x5 are draws, 6x4 a
#   second-player win. The 7x6 board is a first-player win, starting in the centre (Allen and
#   Allis, 1988), beyond pure Python's reach from the start.
#
# **References.** J. Tromp, "John's Connect Four Playground", tromp.github.io/c4/c4.html; OEIS
# A212693; P. Pons, "Solving Connect 4: how to build a perfect AI", blog.gamesolver.org, parts
# 1-12 (the ladder, its figures, the test sets); V. Allis (1988), *A Knowledge-based Approach of
# Connect-Four. The Game is Solved: White Wins*, MSc thesis, Vrije Universiteit Amsterdam;
# Russell & Norvig (2020), *Artificial Intelligence: A Modern Approach*, 4th ed., sections
# 5.2-5.4.
