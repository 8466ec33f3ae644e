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
# general solver of the course runs on it unchanged, through the same `Game` interface; what
# changes is that no search reaches the end of the game any more.
#
# **Learning objectives**
#
# - describe Connect Four as a `Game`: its state, its moves, its size (Tromp's counts);
# - write an evaluation function and use it in depth-limited minimax, and explain why a
#   shallow search blunders into a threat beyond its depth;
# - use the vertical mirror as a transposition-table key and measure what it saves, and when
#   it saves nothing;
# - measure minimax against alpha-beta, with and without centre-first move ordering.
#
# *Teaching time: 75 minutes*: 24 core slides (sections 1-4 and the summary, the setup slide
# included) at 2 to 2.5 minutes each, 48 to 60 minutes, and exercise 1 in class, 15 minutes;
# exercise 2 as homework. Optional: the live depth table of section 4 and playing against
# depth-5 alpha-beta. Solving Connect Four
# exactly is the next lecture, notebook 10.

# %% slideshow={"slide_type": "subslide"}
# %matplotlib inline
import json
import time
from pathlib import Path

from course_lib import (
    ConnectFour, DepthLimitedAlphaBetaSolver, DepthLimitedMinimaxSolver, GameRunner,
    MemoizedDepthLimitedSolver, MinimaxAlphaBetaSolverV1, MinimaxSolver, RandomSolver,
    SymmetricMinimaxSolver, centre_first, connect_four_evaluation, count_positions,
)
from course_lib.analysis.connect_four_counts import (POSITIONS_AFTER_PLIES_7X6,
                                                     TROMP_POSITION_COUNTS)
from course_lib.course import show_source
from course_lib.games.symmetry import canonical_transform
from course_lib.views import plot_search_costs
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
# Pascal Pons' solver and test sets (notebook 10) write a position as the columns played,
# counted from 1: the position above is `"4453"`. Mind the shift: the prose and the
# `Game` count columns from 0 (moves 3, 3, 4, 2), the move strings from 1. `ConnectFour.from_moves` reads it.
# A game between two random players (X yellow, O red); X wins this one, in its fifth move:

# %%
assert (ConnectFour.from_moves("4453") == state).all()
runner = GameRunner(game)
result = runner.play_game(RandomSolver(4), RandomSolver(5))
print("moves:", "".join(str(move + 1) for _, move in runner.moves), " result for X:", result)
show_connect_four_boards([runner.states[-1]], titles=[f"random vs random: {result:+d}"],
                         size_inches=2.6)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### How big is the game?
#
# The positions reachable in play (the empty board and the positions where a game has just
# ended included) number **4,531,985,219,092** on the 7x6 board, as computed by Edelkamp and
# Kissmann (OEIS A212693, where John Tromp gives the count split by ply). At a million positions a second, a program that
# visits each once needs 52 days. Tromp's table for small boards, width across, height down
# (shipped with the library as `TROMP_POSITION_COUNTS`, source: Tromp, "John's Connect Four
# Playground"):

# %% slideshow={"slide_type": "subslide"}
for widths in (range(1, 5), range(5, 8)):  # two blocks, so that each fits the slide's width
    print("height" + "".join(f"{f'width {w}':>18}" for w in widths))
    for height in range(1, 7):
        print(f"{height:>6}" + "".join(f"{TROMP_POSITION_COUNTS[(w, height)]:>18,}" for w in widths))

# %% [markdown] slideshow={"slide_type": "subslide"}
# `count_positions` (notebook 02) walks every position reachable from the empty board, for any
# `Game`. It reproduces Tromp's figures for every board of at most 40,000 positions, and for
# 4x4 (161,029 positions, the slowest here):

# %%
small = sorted((size for size, n in TROMP_POSITION_COUNTS.items() if n <= 40_000),
               key=TROMP_POSITION_COUNTS.get)
for width, height in small + [(4, 4)]:
    start = time.perf_counter()
    ours = count_positions(ConnectFour(width, height))
    seconds_4x4 = time.perf_counter() - start  # the last board counted is 4x4
    assert ours == TROMP_POSITION_COUNTS[(width, height)]
beyond = [f"{w}x{h}" for w, h in small if w > 7 or h > 6]
print(f"{len(small)} boards of at most 40,000 positions and 4x4: every count equals Tromp's\n"
      f"({len(small) + 1 - len(beyond)} of them in the table above; {', '.join(beyond)} from "
      "Tromp's larger table)")

# %% tags=["nbval-ignore-output"]
rate = TROMP_POSITION_COUNTS[(4, 4)] / seconds_4x4
print(f"4x4 in this run: {seconds_4x4:.1f} s, {1e6 / rate:.0f} µs a position; at that rate the "
      f"7x6 board would take {TROMP_POSITION_COUNTS[(7, 6)] / rate / (365 * 86_400):.1f} years")

# %% [markdown]
# No search will see the end of a Connect Four game from the start.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 2. Minimax needs a depth limit
#
# The remedy of the lecture: stop the search `max_depth` plies ahead and score the positions
# there with an **evaluation function**, an estimate of the utility for X. A classic one for
# Connect Four counts the *windows*: the 69 lines of four cells on the board. A window that
# holds pieces of one player only is still open to that player: it counts 1, 4 or 16 for one,
# two or three pieces, for X or against X. The sum is divided by a bound it cannot reach, so the
# estimate stays strictly inside (-1, +1) and a real win (+1) always counts for more (the
# function's body; its docstring says the same as this paragraph):

# %% slideshow={"slide_type": "subslide"}
show_source(connect_four_evaluation, start="windows = getattr(game")

# %% [markdown]
# Cells in the middle lie on more windows than cells at the edges (the bottom-centre cell
# on 7, a corner on 3), so the count prefers the centre, as good players do:

# %%
for moves in ("4", "1", "44", "22334"):
    value = connect_four_evaluation(game, ConnectFour.from_moves(moves))
    print(f"after {moves:<6} value for X {value:+.4f}  (x 1105 = {value * 1105:+.0f})")

# %% [markdown] slideshow={"slide_type": "subslide"}
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
# ### A threat beyond the search depth
#
# The search sees nothing beyond its depth: a threat that only becomes a win a few plies
# after the cutoff is invisible. (Russell & Norvig keep the name *horizon effect* for a
# subtler failure: delaying moves that push an unavoidable loss past the search depth, so
# the search believes it has avoided it; against it they suggest singular extensions, which
# search deeper a move much better than the rest. Their quiescence search, which evaluates
# only quiet positions, answers another problem: values that swing at the cutoff.)
#
# Here O is to move after `46463`, X having two pieces side by side on the bottom row (columns
# 2 and 3). (Found by `benchmarks/connect_four_horizon.py`, which searches positions of seeded
# games for exactly this: depth 2 loses by force, depth 6 does not.)

# %% slideshow={"slide_type": "subslide"}
position = ConnectFour.from_moves("46463")
shallow = DepthLimitedMinimaxSolver(2, connect_four_evaluation).select_move(game, position, "O")
deep = DepthLimitedAlphaBetaSolver(6, connect_four_evaluation).select_move(game, position, "O")
print(f"depth 2 plays column {shallow}; depth 6 plays column {deep}")
after_shallow = game.make_move(position, shallow, "O")
fork = game.make_move(after_shallow, 1, "X")
show_connect_four_boards([position, fork, game.make_move(position, deep, "O")],
                         titles=["O to move", f"depth 2: O {shallow}, X 1", f"depth 6: O {deep}"],
                         highlights=[None, 1, deep], per_row=3, size_inches=2.6)

# %% [markdown]
# Depth 2 plays column 3, on X's pieces; X answers in column 1: three in a row, both ends
# (columns 0 and 4) open, and O can block only one. Depth 6 sees it and blocks in column 4.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Is the blunder real?
#
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

# %% [markdown]
# Depth 2 sees O's move and X's reply, then evaluates: the fork is on the board, but the
# evaluation only counts windows, it does not know that two open threats cannot both be
# blocked. Deeper search pushes the horizon back; it never removes it.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 3. Vertical symmetry
#
# The lecture's exercise: "Connect Four is symmetric across its vertical axis". A board and
# its mirror image (columns reversed) have the same value, and the best move of one, mirrored,
# is the best move of the other. The game declares it (`game.symmetries()`: the identity and
# the mirror; gravity rules out the other symmetries of tic-tac-toe), so a transposition table
# can key a position by its **canonical form**, the smaller of the board and its mirror:

# %% slideshow={"slide_type": "subslide"}
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

# %% [markdown]
# `MemoizedDepthLimitedSolver(max_depth, evaluation, symmetry=...)` is depth-limited minimax
# with a table of the positions it has searched (keyed with the depth left), the key being the
# board, or with `symmetry=True` its canonical form. From the empty board, a search of depth d
# stores every position within d plies once: exactly the sum of OEIS A212693's first terms.
# With the mirror, close to half:

# %% slideshow={"slide_type": "subslide"}
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

# %% [markdown]
# A position and its mirror image count once: (N + S) / 2 of N positions, S being those that
# are their own mirror image (Burnside's lemma); the saving approaches half. Below an ordinary
# position R the mirror saves next to nothing: pieces are never removed, so a board and its
# mirror both lie below R only once they hold R's pieces and its mirror's (measured next).

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### From a position of a real game
#
# Four end-games of Pons' `Test_L3_R1` (lines 13, 17, 26, 34), solved by `MinimaxSolver` and by
# `SymmetricMinimaxSolver` (mirror keys). Pons' score is for the side to move (+: it wins), ours for X.
# As predicted above, the mirror saves nothing here (the last two columns are equal), and
# computing the key costs a second string per position:

# %% slideshow={"slide_type": "subslide"}
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

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 4. Minimax against alpha-beta
#
# The lecture's second exercise: alpha-beta on Connect Four, compared with minimax. Both
# search d plies from the empty board with the evaluation function at the cutoff; alpha-beta
# returns the same value and, with the same column order, the same move. Alpha-beta prunes
# more when the best moves come first: `centre_first` tries the columns from the centre out
# (3, 2, 4, 1, 5, 0, 6), since central pieces lie on the most windows. Depths 1 to 5, live:

# %% tags=["nbval-ignore-output"]
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

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The live table (optional: the saved table below repeats it)

# %% tags=["nbval-ignore-output"]
print("\n".join(lines))

# %% slideshow={"slide_type": "subslide"}
saved = json.loads((RESULTS / "connect_four_depths.json").read_text())
rows = saved["rows"]
assert all(row["nodes"] == live[row["search"], row["depth"]] for row in rows if row["depth"] <= 5)
table = {(row["search"], row["depth"]): row for row in rows}
depths = sorted({row["depth"] for row in rows})
lines = [f"saved by benchmarks/connect_four_depths.py on {saved['machine']}: node counts are",
         "the same on every machine (checked against the live run), seconds are that machine's",
         f"{'depth':>5} {'value':>6}" + "".join(f"{name:>26}" for name in searches)]
for depth in depths:
    values = {round(table[name, depth]["value"] * 1105) for name in searches}
    assert len(values) == 1  # the three searches agree on the value
    cells = [f"{table[name, depth]['nodes']:>11,} nodes {table[name, depth]['seconds']:>6.2f} s"
             for name in searches]
    lines.append(f"{depth:>5} {values.pop():>+6}" + "".join(cells))
print("\n".join(lines))

# %% [markdown] slideshow={"slide_type": "subslide"}
# Depth 8 minimax alone takes minutes, so `benchmarks/connect_four_depths.py` runs depths 1 to
# 8 and saves the table above (`benchmarks/results/connect_four_depths.json`). On log scales:

# %%
plot_search_costs(rows, saved["machine"], branching=7)


# %% [markdown] slideshow={"slide_type": "subslide"}
# At depth 8 minimax searches 6.6 million nodes; alpha-beta in the game's column order about
# 30 times fewer, and with the centre first over 300 times fewer, under a second. On a log
# scale minimax is a straight line of slope log 7 (branching factor 7); alpha-beta grows more
# slowly, towards the square root of minimax's count (the minimal tree of notebook 07, about
# 2 x 7^4 = 4,802 leaves at depth 8). With about as many nodes as minimax spends on depth 5
# (19,608), alpha-beta with the centre first searches to depth 8 (19,909). At each depth the three
# searches find the same value; the columns they choose (saved with the table, not shown) differ
# at depths 2, 4 and 7, where the centre-first search plays column 3 and the others a column
# worth the same: the order of search breaks the tie. The value swings with the depth (the table's `value`, times 1105: +7,
# -3, +10, -2, +12, -2, +12, -4): odd depths end on X's move, even ones on O's, and the last
# mover's pieces count fresh in the windows.

# %% [markdown]
# Depth-limited search plays reasonably and fast, but it cannot tell whether a position is
# won: its values are estimates, and its horizon hides what lies beyond. Knowing the value of
# the empty board means searching to the end of every line that matters, which takes the whole
# toolbox of the course at once: negamax, alpha-beta with good move ordering, a transposition
# table with bound flags, and a compact representation of the board.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Play against depth-5 alpha-beta (optional)
#
# Play against depth-5 alpha-beta with centre-first ordering (it answers in well under a
# second). The buttons drop a piece; "Hints" writes under each column the value of playing
# there, from a depth-5 search after your move. Run the notebook in JupyterLab to play.

# %% slideshow={"slide_type": "subslide"}
from course_lib.widgets import play_against

play_against(game, DepthLimitedAlphaBetaSolver(5, connect_four_evaluation, move_order=centre_first),
             human="X")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 5. Exercises
#
# ### Exercise 1: an evaluation function
#
# Write `my_evaluation(game, state)`: an estimate of the utility for X of an unfinished
# position, strictly between -1 and +1, that knows which threats count, which the library's
# `connect_four_evaluation` (section 2) does not. A hint from Allis (1988): a three whose
# empty cell cannot be filled yet is worth more to X when that cell is on an odd row counted
# from the bottom (1, 3, 5), to O when it is on an even row. The checker shows your function
# no finished position, and 24 pairs of positions, drawn afresh at each check from 200, with
# the same open windows for both players, so that counting windows,
# with any weights, gives both boards the same value; one player's three waits on an odd row
# in one board and on an even row in the other. Rank at least 22 pairs the right way round
# (a graded assignment ranks further pairs, which are not in the package).
# Then a sanity check: depth-2 alpha-beta with your function plays the same search with the
# library's, 60 games from 30 random openings drawn afresh at each check, each played with both
# colours; score at least 35% of the points (not clearly worse). The library's function refuses
# to run inside your answer.
# `game.lines` lists the 69 windows of four cells, as flat indices into `state.ravel()`.

# %% slideshow={"slide_type": "subslide"}
from course_lib.exercises.connect_four import check_evaluation, check_mirror_moves


def my_evaluation(game, state):
    """Return an estimate of the utility for X of `state`, strictly between -1 and +1."""
    ### BEGIN SOLUTION
    height, width = state.shape
    cells = state.ravel().tolist()
    score = 0
    for window in game.lines:
        pieces = [cells[k] for k in window]
        mine = "X" if "O" not in pieces else "O" if "X" not in pieces else None
        if mine is None:
            continue
        sign, count = (1 if mine == "X" else -1), pieces.count(mine)
        if count >= 3:  # a threat: its worth depends on the row of the empty cell
            empty = [k for k in window if cells[k] == " "]
            odd_row = bool(empty) and (height - empty[0] // width) % 2 == 1
            score += sign * (32 if odd_row == (mine == "X") else 8)
        elif count > 0:
            score += sign * (1, 4)[count - 1]
    return score / (32 * len(game.lines) + 1)
    ### END SOLUTION


# %% slideshow={"slide_type": "subslide"}
_ = check_evaluation(my_evaluation)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 2: the moves worth searching up to the mirror
#
# The mirror key of section 3 lets a table recognise a mirror image *after* searching into
# it. Notebook 08's appendix searched one child per symmetry class, but still built each child
# to key it. Here, decide from the board alone. Write `mirror_moves(game, state)`: the valid
# columns of `state`, in the game's order, keeping only the first of any two columns whose
# children are mirror images of each other. Think first: for which boards can two different
# columns give mirror-image children? (The checker runs it on every position of the 4x3 and
# 3x4 boards and on 7x6 game positions. Decide without building any child: that is the point.
# The checker refuses `game.make_move`, the library's mirror keys and notebook 08's solver
# helpers; a child built by hand would slip through, but then you have not answered.)

# %% slideshow={"slide_type": "subslide"}
def mirror_moves(game, state):
    """Return the valid columns, keeping the first of each pair leading to mirror-image children."""
    ### BEGIN SOLUTION
    columns = game.get_valid_moves(state)
    if (state != state[:, ::-1]).any():  # not its own mirror image: every child is new
        return columns
    return [c for c in columns if 2 * c <= game.width - 1]
    ### END SOLUTION


# %% slideshow={"slide_type": "subslide"}
_ = check_mirror_moves(mirror_moves)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# - Connect Four is a `Game` like tic-tac-toe: a (6, 7) NumPy board, row 0 at the top, moves
#   are columns. Its 4,531,985,219,092 positions (Edelkamp and Kissmann) rule out searching to
#   the end from the start; `count_positions` reproduces Tromp's counts for the small boards.
# - Depth-limited minimax with an evaluation function (open windows of four) plays the whole
#   game; beyond its horizon it is blind: after `46463` depth 2 walks into a fork that depth 6
#   avoids.
# - Keying the table by min(board, mirror) nearly halves the positions searched from the
#   symmetric empty board, and next to nothing below an ordinary position.
# - Alpha-beta returns minimax's value; at depth 8 from the empty board it searches over 300
#   times fewer nodes with the centre columns first (6.6 million against 19,909).
# - Exactly solving the game needs the rest of the toolbox at once: notebook 10.
#
# **References.** J. Tromp, "John's Connect Four Playground", tromp.github.io/c4/c4.html; OEIS
# A212693 (its total as computed by S. Edelkamp and P. Kissmann); V. Allis (1988), *A Knowledge-based Approach of Connect-Four. The Game is Solved:
# White Wins*, MSc thesis, Vrije Universiteit Amsterdam (odd and even threats); Russell &
# Norvig (2020), *Artificial Intelligence: A Modern Approach*, 4th ed., sections 5.2
# (minimax, alpha-beta; move ordering and transposition tables, 5.2.4) and 5.3 (heuristic
# alpha-beta: evaluation functions, 5.3.1; cutting off search, 5.3.2).
