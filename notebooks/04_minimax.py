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
# # Minimax: optimal play in tic-tac-toe
#
# *Adversarial search, part 4*, after the CSI 4106 lecture (uOttawa) and the HKUST COMP 2211
# notes. Notebook 03 solved the Two-Move game by hand. Here the same
# reasoning becomes an algorithm, **minimax search**, that plays tic-tac-toe perfectly. We
# read it as pseudocode and as the library's code, play with it, count what it costs, and
# ask what "optimal" means against opponents who are not.
#
# **Learning objectives**
#
# - state the minimax algorithm (Russell & Norvig 2020, fig. 5.3) and read `MinimaxSolverV1`;
# - follow minimax step by step on a tic-tac-toe position (the HKUST example);
# - predict the results of minimax against random, naive and minimax players.
#
# If time allows (the optional part): explain what a depth limit and a heuristic evaluation
# change.
#
# *Teaching time: 72 minutes (estimate): 57 for the core (23 slides at 2.5 minutes), 15 for
# the exercise. Optional, not counted: the timing of a full game (3 minutes), which minimax
# the matches use and how fast (3), depth-limited search and heuristic evaluation (15).*

# %%
# %matplotlib inline

# %% slideshow={"slide_type": "subslide"}
import time

import matplotlib.pyplot as plt
import numpy as np

from course_lib import (
    DepthLimitedMinimaxSolver,
    GameRunner,
    GameTree,
    MinimaxSolver,
    MinimaxSolverV1,
    MinimaxSolverV2,
    NaiveSolver,
    RandomSolver,
    TicTacToe,
    aima_figure_5_2,
    draw_minimax_tree,
    evaluate_solvers,
    open_lines_evaluation,
)
from course_lib.views.board_tree import draw_board_tree, expand, hkust_example_position
from course_lib.views.board import show_board, show_boards
from course_lib.exercises.minimax import check_minimax
from course_lib.course import show_source
from course_lib.analysis import minimax_values

game = TicTacToe()

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Minimax
#
# - Player 1 (X) is the **maximizing** player: it seeks the highest score.
# - Player 2 (O) is the **minimizing** player: it seeks the lowest score.
# - Scores are utilities **for X**: +1 when X wins, -1 when O wins, 0 for a draw.
#
# The algorithm explores all possible moves in the game tree and, from the terminal nodes
# back to the root, gives each node a value:
#
# - at a node where **MAX** moves: the **highest** value of its children;
# - at a node where **MIN** moves: the **lowest** value of its children.
#
# MAX then plays the move that leads to the highest value: the move that **maximizes its
# minimum guaranteed score**, anticipating and countering the opponent's best strategies.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Minimax search (Russell & Norvig 2020, fig. 5.3)
#
# ```
# function MINIMAX-SEARCH(game, state) returns an action
#   player <- game.TO-MOVE(state)
#   value, move <- MAX-VALUE(game, state)
#   return move
#
# function MAX-VALUE(game, state) returns a (utility, move) pair
#   if game.IS-TERMINAL(state) then return game.UTILITY(state, player), null
#   v <- -infinity
#   for each a in game.ACTIONS(state) do
#     v2, a2 <- MIN-VALUE(game, game.RESULT(state, a))
#     if v2 > v then
#       v, move <- v2, a
#   return v, move
# ```

# %% [markdown] slideshow={"slide_type": "subslide"}
# MIN-VALUE mirrors MAX-VALUE: the lowest value instead of the highest.
#
# ```
# function MIN-VALUE(game, state) returns a (utility, move) pair
#   if game.IS-TERMINAL(state) then return game.UTILITY(state, player), null
#   v <- +infinity
#   for each a in game.ACTIONS(state) do
#     v2, a2 <- MAX-VALUE(game, game.RESULT(state, a))
#     if v2 < v then
#       v, move <- v2, a
#   return v, move
# ```
#
# The CSI 4106 lecture's video, Sebastian Lague, *Algorithms Explained – minimax and alpha-beta
# pruning* (<https://youtu.be/l-hh51ncgDI>), walks through it in its first 4 minutes, and
# introduces a variant with a **maximum depth**: the optional part at the end of this
# notebook comes back to it.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## `MinimaxSolverV1`
#
# The CSI 4106 lecture writes MAX-VALUE and MIN-VALUE as one recursive method, `_minimax`,
# with a flag `maximizing`. X is always the maximizing player; the search goes to the end of
# the game (tic-tac-toe is small enough). This is the library's code: the two public methods,

# %%
show_source(MinimaxSolverV1, start="def select_move", lines=11)

# %% [markdown] slideshow={"slide_type": "subslide"}
# and the body of `_minimax(self, game, state, player, maximizing)`, which returns
# `(value, move)`. The MAX half:

# %%
show_source(MinimaxSolverV1._minimax, start="if game.is_terminal", lines=16)

# %% [markdown] slideshow={"slide_type": "subslide"}
# The MIN half (`else:`) mirrors it: `best_value = math.inf`, `maximizing=True` for the
# children, and `if value < best_value`. (The whole class is in the website's API reference
# and in `course_lib/solvers/minimax.py`.)

# %% [markdown]
# Two details to notice:
#
# - a move replaces the best one only when it is **strictly** better (`>` / `<`), so among
#   equally good moves the **first** in `get_valid_moves` order (row-major) is kept;
# - the loop never mutates `state`: `make_move` returns a new board.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Solving tic-tac-toe
#
# From the empty board, with the instrumented `MinimaxSolverV2` (it counts the calls of
# `_minimax`, one per node of the tree):

# %%
counter = MinimaxSolverV2()
value = counter.minimax_value(game, game.initial_state(), "X")
print("minimax value of the empty board:", value)
print(f"nodes visited: {counter.nodes_visited:,}")

# %% [markdown]
# The value is 0: **with optimal play on both sides, tic-tac-toe is a draw**. To find
# this, minimax visited all 549,946 nodes of the game tree, the root included. Every first
# move draws, so `select_move` would keep the first one, the corner (0, 0) (the move
# minimax plays as X in the matches below).

# %% [markdown] slideshow={"slide_type": "slide"}
# ## A full game
#
# The CSI 4106 lecture's first execution: a random player (seed 13) as X against minimax as O.

# %%
runner = GameRunner(game)
result = runner.play_game(RandomSolver(13), MinimaxSolverV1())
print("result for X:", result)
show_boards(runner.states[1:],
            titles=[f"{player} plays {move}" for player, move in runner.moves],
            highlights=[move for _, move in runner.moves], size_inches=1.5)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Optional: how long did it take?
#
# *(Can be skipped in class.)* A draw, as in the CSI 4106 lecture. How long did it take? The
# lecture's timing was 2.26 s, with its NumPy rules on its machine; the first move of O is
# the longest search (8 empty cells left). The cell below prints the time here, with the
# library's `TicTacToe` (notebook 01 measured how much faster its rules are than the
# lecture's); it varies from run to run.

# %% tags=["nbval-ignore-output"]
start = time.perf_counter()
evaluate_solvers(game, RandomSolver(13), MinimaxSolverV1(), num_games=1)
print(f"Elapsed time: {time.perf_counter() - start:.3f} seconds")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Minimax step by step (the HKUST example)
#
# The HKUST notes trace minimax on a position near the end of a game. X is to move with
# three empty cells: top-centre, left-centre and right-centre. (The notes show it as a
# figure; this board is reconstructed from their text, and it gives every value of their
# ten steps; step 10 of the notes says 0: a slip, the root stays +1.)

# %%
position = hkust_example_position()
show_board(position, title="X to move")

# %% [markdown] slideshow={"slide_type": "subslide"}
# The whole game tree below it has 11 nodes. The search goes depth-first, left to right,
# and each node starts at -infinity (MAX) or +infinity (MIN):
#
# 1. the leftmost MAX node of level 2 gets 0 from its only child (a full board: draw);
# 2. its MIN parent on level 1 takes min(+inf, 0) = 0;
# 3. ... then min(0, -1) = -1 from its right child, where O has just won;
# 4. the root takes max(-inf, -1) = -1;
# 5. the middle child of the root is a win for X: max(-1, +1) = +1;
# 6. to 9. under the right child of the root, the level-2 nodes get +1 and 0, and their
#    MIN parent min(+1, 0) = 0;
# 10. the root keeps max(+1, 0) = +1.
#
# Drawn with every node's backed-up value and the principal variation in red:

# %% slideshow={"slide_type": "subslide"}
fig, ax = plt.subplots(figsize=(11, 4.3))  # under 420 px high: no scroll box
draw_board_tree(game, position, ax=ax, board_size=0.8, x_gap=1.8, y_gap=1.2, value_fontsize=14,
                title="The HKUST example, solved")
plt.show()

# %% [markdown] slideshow={"slide_type": "subslide"}
# - If X plays top-centre, O can guarantee a win (value -1).
# - If X plays left-centre, X wins (value +1).
# - If X plays right-centre, O can force a draw (value 0).
#
# So X plays left-centre. The library's solver agrees, after visiting the 11 nodes:

# %%
counter = MinimaxSolverV2()
print("move:", counter.select_move(game, position, "X"),
      "| value:", counter.minimax_value(game, position, "X"))
counter.reset()
counter.select_move(game, position, "X")
print("nodes visited:", counter.nodes_visited)
tree, boards, moves = expand(game, position)
print("values of X's three moves:",
      {moves[(i,)]: minimax_values(tree)[(i,)] for i in range(3)})

# %% [markdown]
# (The HKUST code counts 10: its `count` is incremented in `minimax`, which `ai_turn` calls
# for each child of the root, not for the root itself.)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Can you guess the outcome?
#
# Guess the result of 1,000 games in each of the CSI 4106 lecture's three matches:
#
# 1. minimax (X) against a random player (O);
# 2. a random player (X) against minimax (O);
# 3. minimax against minimax.
#
# The random players are seeded and reused across games, as in the CSI 4106 lecture. The
# matches use `MinimaxSolver`, the **memoized** minimax that notebook 05 explains: it
# remembers the positions it has solved. Take it for now as a faster `MinimaxSolverV1`: it
# plays exactly the same moves (same values, same tie-breaking: the tests check it on every
# reachable position).

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Optional: which minimax, and how fast?
#
# *(Can be skipped in class.)* `MinimaxSolverV1` searches every move from scratch (549,946 nodes for X's first move
# alone). The cell below times one game of it as X and one as O against a random player
# (the best of 3 runs, with fresh solvers), and what 1,000 games would take at that rate,
# then 1,000 games of `MinimaxSolver` as X:

# %% slideshow={"slide_type": "subslide"} tags=["nbval-ignore-output"]
def seconds_per_game(make_x, make_o, repeat=3):
    """Return the best of `repeat` timings, in seconds, of one game between fresh solvers."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        evaluate_solvers(game, make_x(), make_o(), num_games=1)
        times.append(time.perf_counter() - start)
    return min(times)


for role, make_x, make_o in [("X", MinimaxSolverV1, lambda: RandomSolver(7)),
                             ("O", lambda: RandomSolver(7), MinimaxSolverV1)]:
    seconds = seconds_per_game(make_x, make_o)
    print(f"MinimaxSolverV1 as {role}: {seconds:.2f} s a game, "
          f"{1000 * seconds / 60:.1f} minutes for 1,000 games")
start = time.perf_counter()
evaluate_solvers(game, MinimaxSolver(), RandomSolver(7), num_games=1000)
print(f"MinimaxSolver as X: {time.perf_counter() - start:.2f} s for 1,000 games")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The outcomes

# %%
results = evaluate_solvers(game, MinimaxSolver(), RandomSolver(7), num_games=1000)
results

# %%
results = evaluate_solvers(game, RandomSolver(7), MinimaxSolver(), num_games=1000)
results

# %%
results = evaluate_solvers(game, MinimaxSolver(), MinimaxSolver(), num_games=1000)
results

# %% [markdown]
# The CSI 4106 lecture's three figures come out exactly: `{'X_wins': 998, 'O_wins': 0, 'draws': 2}`,
# `{'X_wins': 0, 'O_wins': 793, 'draws': 207}` and `{'X_wins': 0, 'O_wins': 0, 'draws': 1000}`.
#
# - Minimax **never loses**, as X or as O: its worst case is the game's value, a draw.
# - Two minimax players always draw: that is what "the value of tic-tac-toe is 0" means.
# - Against a random player, minimax as X wins almost always, but not always. It does not
#   try to win *more*: all moves of equal value look the same to it, and it assumes the
#   opponent is perfect. Two random games out of 1,000 stumbled into a draw.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The naive policy
#
# Before minimax, the HKUST notes try a simpler AI:
#
# 1. if a move wins the game, play it;
# 2. if not, block a win of the opponent;
# 3. otherwise, play a random empty cell.
#
# As a solver, written against the `Game` interface:

# %% slideshow={"slide_type": "subslide"}
show_source(NaiveSolver.select_move, start="moves = game.get_valid_moves")

# %% [markdown] slideshow={"slide_type": "subslide"}
# `safe` holds the moves after which the opponent cannot win at once. Some safe, some not
# (`safe and len(safe) < len(moves)`): the opponent threatens, and a safe move blocks. All
# safe: nothing to block, rule 3. None safe: a fork; it takes a cell where the opponent would
# win (`move in replies`, a cell its own move fills), blocking one of the two threats.

# %%
for x, o in [(NaiveSolver(7), RandomSolver(42)), (NaiveSolver(7), MinimaxSolver()),
             (MinimaxSolver(), NaiveSolver(7))]:
    print(f"{x.get_name():>20} vs {o.get_name():<20}", evaluate_solvers(game, x, o, num_games=1000))

# %% [markdown]
# The naive player beats a random one most of the time. Against minimax it draws 815 of its
# 1,000 games as X, but only 120 as O: it **loses** 185 games as X and 880 as O. It looks only two plies ahead, so
# a **fork** (two threats at once) beats it: it blocks one threat (rule 2), and the
# opponent completes the other.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### One of those games
#
# A helper plays one game and labels each move with the rule the naive player used:

# %%
def play_and_explain(game, solver_x, solver_o):
    """Play one game and label each move with the rule the naive player used."""
    state, player, states, titles, cells = game.initial_state(), "X", [], [], []
    solvers = {"X": solver_x, "O": solver_o}
    while not game.is_terminal(state):
        solver = solvers[player]
        move = solver.select_move(game, state, player)
        state = game.make_move(state, move, player)
        rule = getattr(solver, "last_rule", None) or "minimax"
        states.append(state)
        titles.append(f"{player} {move}: {rule}")
        cells.append(move)
        player = game.get_opponent(player)
    show_boards(states, titles=titles, highlights=cells)
    return game.evaluate(state)

# %% slideshow={"slide_type": "subslide"}
print("result for X:", play_and_explain(game, MinimaxSolver(), NaiveSolver(7)))

# %% [markdown] slideshow={"slide_type": "slide"}
# ## What if MIN does not play optimally?
#
# Minimax's choice for MAX **assumes MIN plays optimally**: it maximizes MAX's worst case.
# If MIN does not play optimally, **MAX does at least as well**: every other reply of MIN
# leads to a value at least as high. On Russell & Norvig's tree, MAX plays the left move (value
# 3), and each of MIN's replies gives:

# %%
tree = aima_figure_5_2()
move = MinimaxSolverV1().select_move(tree, (), "X")
after = tree.make_move((), move, "X")
for reply in tree.get_valid_moves(after):
    leaf = tree.make_move(after, reply, "O")
    print(f"MIN plays {tree.node_name(leaf)}: MAX gets {tree.evaluate(leaf)}")

# %% [markdown]
# 3 when MIN is optimal, 12 or 8 when it is not: never less than the minimax value. In
# tic-tac-toe, minimax X scores 998 wins and 2 draws against the random player above, and
# never a loss.

# %% [markdown] slideshow={"slide_type": "subslide"}
# "At least as well" is not always better (as O, minimax drew 207 of 1,000 games against the
# random player), nor "the best possible against this opponent": minimax plays for the
# guarantee. Here it plays A (guaranteed 1); against a random MIN, B is worth 50 on average:

# %%
gamble = GameTree([[1, 1], [0, 100]], move_labels=[["A", "B"], ["C", "D"]], name="a gamble")
ax = draw_minimax_tree(gamble, title="Minimax plays A (value 1); B averages 50 against a random MIN")
plt.show()

# %% [markdown]
# To exploit a weak opponent, one needs a model of it: expected values over its replies
# (expectimax) instead of the minimum.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Optional: depth-limited search and heuristic evaluation
#
# *(Can be skipped in a 75-minute slot; the exercise follows.)*
#
# Tic-tac-toe's tree is small. Chess's is not (about $35^{80}$ nodes), and no computer can
# search it to the end. The video's remedy, and the HKUST notes': **stop at a maximum
# depth** and score the positions there with a **heuristic evaluation function**, an
# estimate of the utility that should correlate with the chance of winning.
#
# For tic-tac-toe, a classic evaluation counts **open lines**: lines still winnable
# by X (no O on them) minus lines still winnable by O. Divided by 10 (the 8 lines plus 2),
# it stays strictly between a loss (-1) and a win (+1), so a real win always counts for
# more than a position that only looks good. Its computation (the whole function, with its
# check of the game, is in `course_lib/solvers/heuristics.py`):

# %%
show_source(open_lines_evaluation, start="cells = state", lines=4)

# %% slideshow={"slide_type": "subslide"}
boards = [np.array([list(row) for row in cells])
          for cells in (["   ", " X ", "   "], ["X  ", "   ", "   "], [" X ", "   ", "   "],
                        ["X  ", " O ", "   "])]
show_boards(boards, titles=[f"open lines: {open_lines_evaluation(game, board)}" for board in boards],
            per_row=4)

# %% [markdown] slideshow={"slide_type": "subslide"}
# The centre (4 lines through it) is worth more than a corner (3), itself worth more than
# an edge (2). The CSI 4106 lecture's minimax already takes a `depth` argument, "not used
# for cutoffs in this full-search Tic-Tac-Toe implementation, but kept for didactic
# purposes and easy extension". `DepthLimitedMinimaxSolver` uses it: at depth 0 it calls the evaluation
# function instead of searching on (a finished game still gets its true utility).

# %%
show_source(DepthLimitedMinimaxSolver._minimax)

# %% [markdown] slideshow={"slide_type": "subslide"}
# In this position X can win with a **fork**, in two ways: left-centre (1, 0) makes two
# threats at once, (2, 0) to complete column 0 and (1, 2) to complete the middle row; the
# bottom-left corner (2, 0) also makes two, (1, 0) for column 0 and (0, 2) for the
# anti-diagonal. Either way O can block only one. Does a shallow search see it?

# %%
position = np.array([["X", "O", " "], [" ", "X", " "], [" ", " ", "O"]])
show_board(position, title="X to move")

# %% slideshow={"slide_type": "subslide"}
print(f"{'depth':>5} {'move':>8} {'value':>6} {'nodes':>6}")
for depth in range(1, 6):
    solver = DepthLimitedMinimaxSolver(depth, open_lines_evaluation)
    move = solver.select_move(game, position, "X")
    nodes = solver.nodes_visited
    print(f"{depth:>5} {move!s:>8} {solver.minimax_value(game, position, 'X'):>6} {nodes:>6}")
print("full minimax:", MinimaxSolverV1().select_move(game, position, "X"),
      "value", MinimaxSolverV1().minimax_value(game, position, "X"))

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Why do depths 1 and 2 miss the win?
#
# The value of each move of X, searched one ply less:

# %%
for depth in (1, 2):
    solver = DepthLimitedMinimaxSolver(depth, open_lines_evaluation)
    values = {move: solver._minimax(game, game.make_move(position, move, "X"), "O", False,
                                    depth - 1)[0] for move in game.get_valid_moves(position)}
    print(f"depth {depth}:", values)

# %% [markdown]
# The heuristic cannot tell four moves apart: (0, 2), (1, 2), (2, 0) and (2, 1) tie (0.2 at
# depth 1, 0.0 at depth 2), and it rates the fork (1, 0) lowest (0.1, then -0.1). The solver
# plays the first of the tied moves in row-major order, (0, 2), which only draws; the
# winning corner (2, 0) is among the tied moves, but nothing marks it. From depth 3 the search
# sees that (1, 0) makes two threats, (2, 0) and (1, 2), that O cannot both block: value
# +1. (2, 0) has the same value +1; the solvers keep (1, 0), the first of the two in
# row-major order. Deeper searches cost more nodes (6, 26, 86, 170, 238) and, past the end of the
# game, nothing more. In big games, the depth is set by the time available, and the
# quality of play by the evaluation function.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Exercise: minimax from scratch
#
# Write the minimax value of an explicit game tree yourself, in a dozen lines:
# `minimax(tree, state, maximizing)` returns the minimax value of `state` as a utility for
# MAX (X), where `maximizing` says whether MAX moves at `state`. You need only
#
# - `tree.is_terminal(state)` and `tree.evaluate(state)` (the leaf's utility for MAX);
# - `tree.get_valid_moves(state)` and `tree.make_move(state, move, player)`, with
#   `player = "X"` at MAX nodes and `"O"` at MIN nodes (the tree checks whose turn it is).
#
# The checker runs `minimax(tree, (), True)` on the course's trees (Two-Move, Russell &
# Norvig fig. 5.2, the walkthrough tree, HKUST, CMPUT 396), a tree of negative utilities, a
# ragged tree and two random trees; then `minimax(tree, state, False)` from the MIN nodes
# below the first five roots; then both on two random trees drawn afresh at each check. It
# compares every value with `MinimaxSolverV1`.

# %% slideshow={"slide_type": "subslide"}
def minimax(tree, state, maximizing):
    """Return the minimax value of `state` (utility for MAX); `maximizing`: MAX moves at `state`."""
    ### BEGIN SOLUTION
    if tree.is_terminal(state):
        return tree.evaluate(state)
    player = "X" if maximizing else "O"
    values = [minimax(tree, tree.make_move(state, move, player), not maximizing)
              for move in tree.get_valid_moves(state)]
    return max(values) if maximizing else min(values)
    ### END SOLUTION


# %%
_ = check_minimax(minimax)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# - Minimax derives a **policy**: from any position it recommends the move leading to the
#   game's optimal value, assuming the opponent follows the same policy.
# - It never does worse than the minimax value, and does at least as well against weaker
#   opponents, but it does not exploit them.
# - Its disadvantages (HKUST): a huge branching factor, the whole tree to search (549,946
#   nodes for tic-tac-toe, hopeless for chess or Go), many nodes that cannot change the
#   decision. Remedies: a depth limit with a heuristic evaluation (the optional part above), remembering
#   solved positions (notebook 05), and pruning (alpha-beta, notebook 06).
