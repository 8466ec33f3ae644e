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
# # Zero-sum games and the game framework
#
# *Adversarial search, part 1*, after the CSI 4106 lecture *Adversarial Search* (Marcel
# Turcotte, University of Ottawa), with material from HKUST COMP 2211.
# This lecture and most of the following ones use **tic-tac-toe** to
# explore adversarial search: competitive environments where agents have conflicting
# objectives. Here we define the kind of game we study, write it down formally, and meet the
# small framework every later notebook builds on: a `Game`, some `Solver`s, and a
# `GameRunner` that makes them play.
#
# **Learning objectives**
#
# - explain what a deterministic, two-player, zero-sum game of perfect information is;
# - tell a transition function from a policy;
# - use the framework: `Game`, `TicTacToe`, `Solver`, `RandomSolver`, `GameRunner`,
#   `evaluate_solvers`;
# - explain how often random players win, and why.
#
# *Teaching time: 73 minutes (31 core slides: 26 at 2.5 minutes; 3 short ones at a minute each, the
# setup cell, the policy question and the guess; 5 minutes of play on the last two). Optional, not
# counted: complete information (2 minutes), Russell & Norvig (2), why `TicTacToe` is faster (3),
# clear errors (4), a buggy solver (2), the exact probabilities of random play (10).*

# %% slideshow={"slide_type": "subslide"}
# %matplotlib inline
import time
from fractions import Fraction
from math import sqrt


from course_lib import (
    Game,
    GameRunner,
    IllegalMoveError,
    LectureTicTacToe,
    MinimaxSolverV1,
    RandomSolver,
    Solver,
    TicTacToe,
    evaluate_solvers,
    tree_statistics,
)
from course_lib.analysis.counting import outcome_probabilities
from course_lib.views.board import show_boards
from course_lib.course import show_source

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Types of games
#
# Games are classified along four axes:
#
# - **deterministic** or **stochastic** (dice, shuffled cards);
# - **one, two, or more players**;
# - **zero-sum** or not;
# - **perfect information** or not (hidden cards, simultaneous moves).
#
# > **Definition.** *Zero-sum games* are competitive scenarios where one player's **gain** is exactly
# > balanced by another player's **loss**, resulting in a net change of zero in total wealth or benefit.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Two axes that are easily confused
#
# Both are about what a player cannot be sure of:
#
# - **Perfect vs imperfect information** is about what the players *know*: with *perfect information*
#   every player, when moving, knows all the moves made before, so nothing that has happened is hidden
#   (chess, backgammon, Monopoly). With *imperfect information* something is hidden: the opponents'
#   cards in poker, the opponent's choice in rock-paper-scissors (simultaneous moves).
# - **Deterministic vs stochastic** is about what *happens*: in a deterministic game the same moves
#   always lead to the same state; a stochastic game has chance events (dice, shuffled cards). Chance
#   is not hidden information: in backgammon and Monopoly everyone sees the dice once they are rolled,
#   so these games are stochastic *and* of perfect information.

# %% [markdown] slideshow={"slide_type": "subslide"}
# A few familiar games (table from the HKUST COMP 2211 notes):
#
# | game | perfect information? | zero-sum? | deterministic? |
# |---|---|---|---|
# | Tic-tac-toe | yes | yes | yes |
# | Chess | yes | yes | yes |
# | Monopoly | yes | no | no (dice) |
# | Poker | no (hidden cards) | yes | no (shuffled deck) |
#
# Monopoly is stochastic but of perfect information: the dice are random, yet nothing that
# has happened is hidden. Poker is both stochastic (shuffled deck) and of imperfect
# information (hidden cards).
#
# Tic-tac-toe is all three: both players see the whole board, nothing is random, and if one
# player wins (+1) the other loses (-1); a draw gives both 0. The same holds for Connect
# Four, Gomoku, Othello, Nim, Hex, chess, shogi and Go: the algorithms of this course
# (minimax, alpha-beta, Monte Carlo tree search) apply to all of them. Most have game trees
# far too large to search to the end, which is why we learn on tic-tac-toe.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Optional: complete information
#
# *(Can be skipped in class.)* Game theory also speaks of *complete information*: every player
# knows the other players' available strategies and payoffs (the rules and what everyone wants),
# but not necessarily the actions taken. Perfect information is about the moves, complete
# information about the rules and payoffs (perfect information as in Osborne & Rubinstein, *A
# Course in Game Theory*, 1994, ch. 6, "Extensive Games with Perfect Information"; complete
# information as in Wikipedia's article "Complete information"). The CSI 4106 lecture notes speak
# of perfect information only, and define it more strictly, with "no hidden elements or
# randomness", so that by their definition backgammon and Monopoly would not count; we follow the
# HKUST notes' definition and table.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Deterministic games, formally
#
# A deterministic game consists of
#
# - **states** $S$ ($S_0$ to $S_k$), $S_0$ being the starting position;
# - **players** $P = 1, \dots, N$ (here $N = 2$: X and O);
# - **actions** $A$, which depend on the player and the state;
# - a **transition function** $T: S \times A \rightarrow S$;
# - **final states** $S_\mathrm{final}$ (the game is over);
# - a **reward** or **utility** for each final state and player, $U(S_\mathrm{final}, p)$.
#
# The task is to develop a **policy** that takes the game from $S_0$ to a final state
# that is as good as possible for us. Unlike single-agent state-space search (BFS, A*),
# there is an explicit player: the actions available and their effect depend on whose
# turn it is.
#
# In a **zero-sum** two-player game the utilities of a final state add up to zero,
# $U(s, \mathrm{X}) = -U(s, \mathrm{O})$, so one number, the utility for X, says it all:
# X tries to make it large (X is the *maximizing* player), O tries to make it small.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Policy versus transition function
#
# What is a **policy**? How does it differ from the **transition function**?
#
# *(Think about it for a minute, or discuss it with your neighbour, before the next slide.)*

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Policy versus transition function: the answer
#
# The **transition function** $T: S \times A \rightarrow S$ describes the game's mechanics.
# It is *part of the game definition*: it tells you **what happens** when action $a$ is
# taken in state $s$. It is fixed by the rules and does not depend on how anybody wants to
# play. Example: placing an X in an empty cell updates the board accordingly.
#
# The **policy** $\pi: S \rightarrow A$ describes a player's behaviour. It is *part of the
# solution*: it tells the player which action to choose in each state they may encounter.
# It depends on strategy, preferences, optimality; it uses the transition function but is
# not defined by it. Example: "if the centre is free, play there; otherwise play a corner".
#
# | concept | what it describes | fixed or chosen? | example |
# |---|---|---|---|
# | transition function $T$ | how states evolve when an action is taken | fixed by the game rules | applying a move updates the board |
# | policy $\pi$ | which action the player selects in each state | chosen (e.g. an optimal strategy) | always take the centre if possible |

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Optional: the same parts in Russell & Norvig
#
# *(Can be skipped in class.)* Russell & Norvig (2020, sec. 5.1) name the parts of a game as
# follows; the last column is where the course's framework has them:
#
# | formalism | Russell & Norvig | in the framework |
# |---|---|---|
# | states $S$, start $S_0$ | $S_0$ | a state (for tic-tac-toe a NumPy board); `initial_state()` |
# | players | TO-MOVE($s$) | `"X"` and `"O"`, X first; `to_move(state)`, `get_opponent(player)` |
# | actions $A(s)$ | ACTIONS($s$) | `get_valid_moves(state)` |
# | transition $T(s, a)$ | RESULT($s$, $a$) | `make_move(state, move, player)`, a *new* state |
# | final states | IS-TERMINAL($s$) | `is_terminal(state)` |
# | utility $U(s, p)$ | UTILITY($s$, $p$) | `evaluate(state)`: the utility for X (tic-tac-toe: +1 X wins, -1 O wins, 0 otherwise) |
# | policy $\pi$ | | `Solver.select_move(game, state, player)` |
#
# $T(s, a)$ and RESULT have two arguments, `make_move` three: the state determines whose turn
# it is (`to_move(state)`), and the framework also takes the player, so that a move by the
# wrong player is refused instead of played. `evaluate` has no player argument: in a zero-sum
# game $U(s, \mathrm{O}) = -U(s, \mathrm{X})$.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The core game framework
#
# The framework keeps the rules and the policy apart: a `Game` holds the rules (its transition
# function is `make_move`), a `Solver` is a policy (`select_move`).
#
# The course's general solvers (random, minimax, alpha-beta, MCTS) are written against one
# interface, so they play any game that fits it: deterministic dynamics, alternating turns,
# two players, zero-sum outcomes and perfect information. Notebook 12 adds chance nodes, and
# notebook 10's Connect Four solver is specific to that game.
#
# The code shown with `show_source` is the library's own (`course_lib`); the tic-tac-toe rules
# are shown as the CSI 4106 lecture writes them (`LectureTicTacToe`, without its docstrings).

# %% [markdown] slideshow={"slide_type": "subslide"}
# `Game`, as the library defines it: the start, the actions, the transition function:

# %%
show_source(Game, start="def initial_state", lines=20)

# %% [markdown] slideshow={"slide_type": "subslide"}
# `Game`, continued: the end of the game and its utility (a subclass writes each of these methods):

# %%
show_source(Game, start="def is_terminal")

# %% [markdown]
# `to_move(state)` and `get_opponent(player)` name the players. The whole class, with its
# optional hooks (board symmetries, used in notebooks 02 and 05; winning moves, notebook 08;
# chance nodes, notebook 12), is in the website's API reference and in `course_lib/games/base.py`.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### TicTacToe
#
# `TicTacToe` implements the interface. As in the CSI 4106 lecture, a state is a $3 \times 3$ NumPy
# array of one-character strings, `" "` for an empty cell, and a move is a `(row, col)`
# pair. The rules below are shown as the CSI 4106 lecture writes them, in `LectureTicTacToe`. The
# `TicTacToe` the course plays with gives the same utility and end-of-game answer on all 5,478
# reachable positions, and the same moves and boards on every unfinished one (a test checks them).
# On a finished board that still has empty cells (880 of them), its `get_valid_moves` is empty, as
# `Game` asks, where the lecture's still lists those cells. It is also faster, and refuses illegal
# moves and boards no game reaches.

# %%
game = TicTacToe()
state = game.initial_state()
state

# %% slideshow={"slide_type": "subslide"}
show_source(LectureTicTacToe.initial_state)
show_source(LectureTicTacToe.get_valid_moves)

# %%
game.get_valid_moves(state)

# %% [markdown]
# `make_move` is the transition function. It never changes the board it is given: it
# returns a new one.

# %%
show_source(LectureTicTacToe.make_move)

# %% slideshow={"slide_type": "subslide"}
after = game.make_move(state, (1, 1), "X")
after = game.make_move(after, (0, 2), "O")
print(game.board_text(after))
print()
print("the empty board is unchanged:", bool((state == " ").all()))
print("player to move:", game.to_move(after), "| opponent of X:", game.get_opponent("X"))

# %% [markdown] slideshow={"slide_type": "subslide"}
# `evaluate` returns the utility for X and `is_terminal` says whether the game is over.

# %%
show_source(LectureTicTacToe.evaluate)
show_source(LectureTicTacToe.is_terminal)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Drawing a board
#
# `display` draws the board with matplotlib, X as a blue cross and O as an orange circle.

# %%
game.display(after, title="X in the centre, O in a corner")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Optional: why the course's `TicTacToe` is faster
#
# *(Can be skipped in class.)* Slicing the eight lines out of the NumPy board and comparing
# each with `np.all` makes many small NumPy calls, each with its overhead, and the searches
# of the next lectures ask hundreds of thousands of times. The library's `TicTacToe` keeps
# the same NumPy state and the same rules (with the differences above: no moves on a finished
# board, and it refuses illegal moves and boards no game reaches, such as one where both X and O
# have a line), but analyses each
# distinct board once (in plain Python, on the nine cells and the eight winning lines) and
# looks the answer up every later time. Its code is in
# `course_lib/games/tictactoe.py`; the winning lines it checks are these:

# %%
game.lines  # the 8 winning lines, as flat (row-major) cell indices

# %% [markdown] slideshow={"slide_type": "subslide"}
# *(Optional, continued.)* How much faster? The cell below runs the same minimax search
# (notebook 04's `MinimaxSolverV1`, from a board with 7 empty cells) on both classes and
# prints the ratio; the times vary from machine to machine and run to run
# (`benchmarks/bench_minimax.py` measures the full search).

# %% tags=["nbval-ignore-output"]
opening = game.make_move(game.make_move(state, (1, 1), "X"), (0, 0), "O")
seconds = {}
for rules in (LectureTicTacToe(), TicTacToe()):
    start = time.perf_counter()
    MinimaxSolverV1().select_move(rules, opening, "X")
    seconds[type(rules).__name__] = time.perf_counter() - start
print(", ".join(f"{name}: {t:.3f} s" for name, t in seconds.items()),
      f"| TicTacToe is {seconds['LectureTicTacToe'] / seconds['TicTacToe']:.0f} times faster")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Optional: clear errors
#
# *(Can be skipped in class.)* The CSI 4106 lecture's `make_move` (shown above) accepts any move
# that indexes the array: an occupied cell, the wrong player, even `(-1, 0)` (the bottom row);
# other off-board moves, such as `(3, 0)`, fail with a bare NumPy `IndexError`. Playing O on the cell X already holds
# silently **overwrites** the X:

# %%
lecture_style = LectureTicTacToe().make_move(after, (1, 1), "O")  # X holds the centre
print(game.board_text(lecture_style))

# %% [markdown]
# A bug like that in a solver would go unnoticed and corrupt every count that follows. The
# library's `make_move` refuses every illegal move with a specific exception (all are
# subclasses of `IllegalMoveError`, itself a `ValueError`) whose message names the move and
# shows the board (printed once below, after the four messages' first lines):

# %% slideshow={"slide_type": "subslide"}
# (optional, continued)
attempts = [
    ((1, 1), "X"),  # the centre is taken
    ((3, 0), "X"),  # there is no row 3
    ((0, 0), "O"),  # it is X's turn, not O's
    ("centre", "X"),  # not a (row, col) pair
]
for move, player in attempts:
    try:
        game.make_move(after, move, player)
    except IllegalMoveError as error:
        first_line, *board = str(error).splitlines()
        print(f"{type(error).__name__}: {first_line}")
print("\nEach message ends with the board:", *board, sep="\n")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Solvers: policies in code
#
# A `Solver` is a policy: given the game, a state and the player to move, `select_move`
# returns a move. `get_name` names the solver in reports; `opponent_played` and `reset` let
# solvers that keep state between moves (such as Monte Carlo tree search) follow the game.
# These three have defaults, so a stateless policy writes only `select_move` (the whole class
# is in the website's API reference and in `course_lib/solvers/base.py`):

# %%
show_source(Solver, start="class Solver", lines=14)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### RandomSolver
#
# The simplest policy plays uniformly at random among the legal moves, using only the `Game`
# interface, so it plays any `Game`. Its **seed** makes its "random" games reproducible:

# %%
show_source(RandomSolver, start="def __init__")

# %% [markdown]
# `check_not_over` raises `GameOverError` if the game is over; `parameters` gives `get_name` the seed:

# %%
RandomSolver(123).get_name()

# %% [markdown] slideshow={"slide_type": "slide"}
# ## GameRunner: playing one game
#
# `GameRunner` alternates the two solvers, X first, until the game is over, and returns the result
# for X; `runner.states` keeps the positions of the game. The heart of `play_game`, the loop:

# %%
show_source(GameRunner.play_game, start="while not game.is_terminal", lines=16)

# %% [markdown]
# The solver gets a copy of the board; `_call` and `_apply` name the solver if it raises or returns
# an illegal move; `move_seconds` times each move; `is_chance` is for games of chance (notebook 12).

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Example
#
# After the loop, `play_game` returns `game.evaluate(state)`; the whole class is in
# `course_lib/play.py`.
#
# Two random players, seeds 123 and 456, as in the CSI 4106 lecture (which sets `verbose=True` to
# display the board after every move; here we draw all positions side by side):

# %%
runner = GameRunner(game)
outcome = runner.play_game(RandomSolver(123), RandomSolver(456))
outcome

# %% slideshow={"slide_type": "subslide"}
titles = ["start"] + [f"{k}. {player} {move}" for k, (player, move) in enumerate(runner.moves, 1)]
cells = [None] + [move for _, move in runner.moves]
show_boards(runner.states, titles=titles, highlights=cells, per_row=5, size_inches=1.6)

# %% [markdown] slideshow={"slide_type": "subslide"}
# O wins (outcome -1) by completing the bottom row with its fourth mark, after X missed a
# win at its third and fourth moves: random players do not look for wins.
#
# The game is over, so any further move is refused:

# %%
final = runner.states[-1]
try:
    game.make_move(final, (0, 2), "X")
except IllegalMoveError as error:
    print(f"{type(error).__name__}: {error}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Optional: a buggy solver
#
# *(Can be skipped in class.)* A buggy solver is caught by the runner, which names it. This
# one always plays the centre:

# %%
class AlwaysCentre(Solver):
    """A broken policy: plays (1, 1) whatever the board."""

    def select_move(self, game, state, player):
        return (1, 1)


try:
    GameRunner(game).play_game(AlwaysCentre(), RandomSolver(1))
except IllegalMoveError as error:
    print(f"{type(error).__name__}: {error}")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## evaluate_solvers: a match of many games
#
# `evaluate_solvers` plays `num_games` games with fixed roles and counts the results. It
# reuses the same solver instances, so a seeded random solver continues its random stream:

# %%
show_source(evaluate_solvers, start="games = _games", lines=16)

# %% [markdown]
# `games` is `range(num_games)`, with a progress bar while someone watches (`progress=False` hides it).
# `seed` seeds chance (notebook 12); `verbose=True` prints each `label`, then a summary. Returns `results`.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Can you guess the outcome?
#
# Two random players play 1,000 games, the first as X, the second as O. Before running the
# next cell, make a guess. X wins $\frac{1}{3}$, O wins $\frac{1}{3}$, draws $\frac{1}{3}$?
# Or X wins $\frac{2}{5}$, O wins $\frac{2}{5}$, draws $\frac{1}{5}$? Or something else?

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The outcome
#
# Random players with the CSI 4106 lecture's seeds, 7 for X and 42 for O:

# %%
game = TicTacToe()
a = RandomSolver(7)
b = RandomSolver(42)
results = evaluate_solvers(game, a, b, num_games=1000)
results

# %% [markdown]
# These are exactly the CSI 4106 lecture's figures. X wins twice as often as O, and few games
# are drawn. Is that consistent with your expectations? Why?

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Why X wins more often
#
# **X moves first.** In a full game X makes 5 of the 9 marks and O only 4. X can complete
# a line at its 3rd, 4th or 5th mark (plies, that is moves of either player, 5, 7 and 9), O
# only at its 3rd or 4th (plies 6 and 8), and at every moment X has as many marks on the
# board as O, or one more.
#
# **Counting complete games** points the same way. Of the 255,168 possible complete games
# (the next notebook counts them), X wins 131,184, O wins 77,904 and 46,080 are draws:

# %%
stats = tree_statistics(game)
total = stats.leaves
for name, count in stats.outcomes.items():
    print(f"{name:7s} {count:8,} games  {count / total:.3f}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# That is 0.514 / 0.305 / 0.181, **not** what the 1,000 games gave (0.581 / 0.290 / 0.129):
# X wins more often, and draws are 29% rarer (0.129 against 0.181). Random play does
# **not** choose complete games with equal probability. Every move is chosen among the empty
# cells, and a board with $m$ marks that is not finished has $9 - m$ of
# them, whatever the position. So a particular game that ends after $n$ moves has
# probability
#
# $$\frac{1}{9} \cdot \frac{1}{8} \cdots \frac{1}{9 - n + 1} = \frac{(9-n)!}{9!}$$
#
# a 5-move game is $4! = 24$ times more likely than a 9-move game. X's early wins (plies 5
# and 7) weigh 24 and 2 times as much as a 9-move game, O's wins (plies 6 and 8) 6 and 1
# times, and all draws are 9-move games, as unlikely as O's 8-move wins. Weighting the games by
# their probability, ply by ply:

# %% slideshow={"slide_type": "subslide"}
weight = [Fraction(1)]  # weight[n]: probability of one particular game of n moves
for k in range(9):
    weight.append(weight[-1] / (9 - k))

x_wins_at_9 = stats.leaves_per_ply[9] - stats.outcomes["draws"]
rows = [(5, "X wins", stats.leaves_per_ply[5]), (6, "O wins", stats.leaves_per_ply[6]),
        (7, "X wins", stats.leaves_per_ply[7]), (8, "O wins", stats.leaves_per_ply[8]),
        (9, "X wins", x_wins_at_9), (9, "draw", stats.outcomes["draws"])]
print("ply  outcome  games    probability of one   total probability")
for ply, outcome_name, games in rows:
    print(f"{ply:3d}  {outcome_name:7s} {games:7,}    1/{int(1 / weight[ply]):<17,}  "
          f"{float(games * weight[ply]):.4f}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Optional: the exact probabilities
#
# Summing the rows gives the exact probability of each outcome under random play.
# `outcome_probabilities` computes it for any turn-taking game without chance: it walks the
# tree, each of a position's moves with probability `1 / len(moves)`. Its inner function,
# memoized in `memo` (all of it in `course_lib/analysis/counting.py`):

# %%
show_source(outcome_probabilities, start="def probabilities", lines=15)

# %% slideshow={"slide_type": "subslide"}
# (optional, continued)
exact = outcome_probabilities(game)
num_games = sum(results.values())
print("outcome  exact probability     observed in 1,000 games   standard error")
for name, p in exact.items():
    error = sqrt(p * (1 - p) / num_games)
    print(f"{name:7s}  {str(p):>8s} = {float(p):.3f}    {results[name] / num_games:.3f}"
          f"                     {error:.3f}")

# %% [markdown]
# Under random play X wins with probability $\frac{737}{1260} \approx 0.585$, O with
# $\frac{121}{420} \approx 0.288$, and the game is drawn with probability
# $\frac{8}{63} \approx 0.127$. The 1,000 games gave 0.581, 0.290 and 0.129, each within
# one standard error of the exact value ($\sqrt{q(1-q)/1000}$ for an outcome of probability
# $q$: 0.011 to 0.016).
#
# Random play says little about the game itself, though: with good play, can the first
# player always win? Can the second player always avoid losing? The next lectures answer
# with search (minimax).

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# - The games we study are **deterministic, two-player, turn-taking, zero-sum games of
#   perfect information**; one number, the utility for X, describes every outcome.
# - A game is defined by its states, players, actions, **transition function** and
#   utility; a **policy** says which action to take and is what we want to compute.
# - In code: a `Game` holds the rules (`make_move` is the transition function and refuses
#   illegal moves), a `Solver` is a policy, `GameRunner` plays one game and
#   `evaluate_solvers` a match.
# - Two random players do not win equally often: in 1,000 games X, who moves first, won
#   581, O 290, and 129 were drawn.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Play against minimax: can you beat it?
#
# Time to play. Your opponent below is `MinimaxSolver`, the minimax search of the coming
# lectures (with memoization): before each move it searches the game tree to the very end.
# It plays **X**, so it has already opened; you play **O**. Click an empty cell and it
# answers at once. The line above the board says whose turn it is and, at the end, the
# result. **Undo** takes back your last move and its reply, **New game** starts again, and
# **Hints** writes on each empty cell the *minimax value* of playing there: the utility for
# X if both sides play perfectly from then on (+1 X wins, 0 draw, -1 O wins). Play a few
# games without hints first.
#
# Can you beat it? Can you at least draw? Compare with the 290 games of 1,000 that a *random*
# O won against a random X. Notebook 04 explains what you will find.
#
# (The board needs a running kernel: run the notebook in JupyterLab to play. To play X, or
# against another solver, change the call, e.g.
# `play_against(TicTacToe(), RandomSolver(1), human="X", hints=True)`.)

# %% slideshow={"slide_type": "subslide"}
from course_lib import MinimaxSolver
from course_lib.widgets import play_against

play_against(TicTacToe(), MinimaxSolver(), human="O")
