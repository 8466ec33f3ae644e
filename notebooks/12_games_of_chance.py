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
# # Games of chance: expectiminimax, expectimax and Pig
#
# *Adversarial search, part 12.* Every game so far was deterministic: a move always leads to
# the same position. Backgammon, Monopoly or Yahtzee add **dice**: between the players' moves,
# chance decides. This notebook adds **chance nodes** to the game tree and the algorithm that
# searches such trees, **expectiminimax**; then asks what changes when the *opponent* is the
# uncertain part (**expectimax** against a fallible player); and finally solves the dice game
# **Pig** exactly.

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Learning objectives**
#
# - compute the expectiminimax value of a tree with MAX, MIN and chance nodes
#   (Russell & Norvig 2020, section 5.5);
# - spot the two mistakes in a published implementation (AIMA's Python `expect_minmax`);
# - explain when expectimax against a modelled opponent chooses differently from minimax, and
#   what it risks;
# - explain why a depth-limited search struggles with Pig, and how value iteration solves it
#   (Neller & Presser 2004).
#
# *Teaching time: 75 minutes.* The core, 20 slides (sections 1-3 without their optional
# parts, and the summary), takes 40-50 minutes at 2-2.5 minutes a slide; the exercises take
# 22 in class (spot the mistake in section 1, 17 minutes: about 5 to read its listing and
# error, 8 of coding, 4 for its two solution slides; section 4's MIN values and A by hand, 5
# minutes; its break-even p and the minimax-or-expectimax exercise at home): 62-72 minutes,
# leaving 3 of slack. Optional, so marked in their
# headings: the solver's trace, Star1 pruning, whole tic-tac-toe games against a random
# player, the depth-limited search of Pig live, optimal Pig against "hold at 20" in numbers,
# and the value-iteration code.

# %% slideshow={"slide_type": "subslide"}
# %matplotlib inline
import time
from fractions import Fraction

import matplotlib.pyplot as plt

from course_lib import (
    Chance, CyclicGameError, ExpectimaxSolver, ExpectiminimaxSolver, GameRunner, GameTree,
    HoldAtSolver, MinimaxSolver, Pig, PigState, PigTableSolver, RandomSolver, StarMinimaxSolver,
    TicTacToe, evaluate_solvers, exact_match_outcomes, hold_at_policy, pig_policy_win_probability,
    pig_win_probability, solve_pig, solver_policy, trace_search, uniform_random_policy,
)
from course_lib.views import plot_hold_thresholds, show_boards, show_levels
from course_lib.exercises.chance import (
    chance_exercise_tree, check_chance_value, check_decisions, decision_exercise_tree,
    worked_example_tree,
)
from course_lib.exercises.expect_minmax import aima_expect_minmax, check_expectiminimax
from course_lib.course import show_source
from course_lib.views.trace_views import trace_text
from course_lib.views.tree_view import draw_tree

plt.rcParams["font.size"] = 11


# %% [markdown] slideshow={"slide_type": "slide"}
# ## 1. Chance nodes and the expectiminimax value
#
# In backgammon a player rolls two dice and *then* chooses a move that the dice allow. The
# game tree therefore has a third kind of node between MAX's and MIN's decisions: a
# **chance node**, whose branches are the possible rolls, each with its probability.
# Nobody chooses at a chance node, so it has no "best" child; what it has is an **expected
# value**, the probability-weighted mean of its children's values. Russell & Norvig (2020,
# section 5.5, "Stochastic Games") define
#
# $$\text{EXPECTIMINIMAX}(s) = \begin{cases}
# \text{UTILITY}(s, \text{MAX}) & \text{terminal } s\\
# \max_a \text{EXPECTIMINIMAX}(\text{RESULT}(s, a)) & \text{MAX to move}\\
# \min_a \text{EXPECTIMINIMAX}(\text{RESULT}(s, a)) & \text{MIN to move}\\
# \sum_r P(r)\,\text{EXPECTIMINIMAX}(\text{RESULT}(s, r)) & \text{chance node}
# \end{cases}$$
#
# In `GameTree` a chance node is written `Chance([(probability, subtree), ...])`, and it
# takes no turn: below it moves the player whose turn it was when the chance node was reached.
# That is `GameTree`'s convention, not a law of games of chance: in a game the outcome can
# decide whose turn it is (in Pig, section 3, a roll of 1 passes the turn). Here MAX chooses
# between two moves: the left one is followed by a loaded coin (1/3, 2/3), the right one by
# a fair coin (1/2, 1/2), and then MIN chooses a leaf.

# %% slideshow={"slide_type": "subslide"}
worked = worked_example_tree()  # `show_source(worked_example_tree)` shows how it is built
worked.display()

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Solved bottom-up, one level at a time
#
# MIN takes the smaller leaf, each chance node the weighted mean of its MIN nodes, MAX the
# larger chance value. Chance nodes are circles, with each outcome's probability on its edge.
# `show_levels(tree, values, steps)` draws the tree once per step, with the values known after
# it (the values of the nodes at the step's depth and below):

# %%
solver = ExpectiminimaxSolver()
values = {path: solver.expectiminimax_value(worked, path) for path in worked.nodes()}


# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Steps 1 and 2: MIN, then chance

# %%
show_levels(worked, values, {2: "1. MIN takes the smaller leaf", 1: "2. chance: the weighted mean"})
print("left chance node :", values[(0,)], "= 1/3 * 3 + 2/3 * 2")
print("right chance node:", values[(1,)], "= 1/2 * 4 + 1/2 * 1")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Step 3: MAX

# %%
show_levels(worked, values, {0: "3. MAX takes the larger value"})
print("root (MAX)       :", values[()], "-> move", solver.select_move(worked, (), "X"))

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The solver's own trace (optional)
#
# The same search, step by step, as the solver's own trace records it (the left half of the
# tree; at a chance node each child's value is added with its probability):

# %%
trace = trace_search(ExpectiminimaxSolver(memoize=False), worked)
print(trace_text(trace, 0, 10))

# %% slideshow={"slide_type": "subslide"}
print(trace_text(trace, 11, 21))

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Utilities now carry meaning beyond their order
#
# For minimax only the order of the
# leaf values matters: any order-preserving change of them leaves every decision as it was.
# With chance nodes that is no longer true, because an average mixes magnitudes. Russell &
# Norvig (2020, section 5.5) show it with two moves whose outcomes have probabilities 0.9
# and 0.1: relabel the leaves 1, 2, 3, 4 as 1, 20, 30, 400 (same order) and the decision flips.

# %%
for leaves in ((2, 3, 1, 4), (20, 30, 1, 400)):
    a, b, c, d = leaves
    tree = GameTree([Chance([(0.9, a), (0.1, b)]), Chance([(0.9, c), (0.1, d)])])
    solver = ExpectiminimaxSolver()
    print(f"leaves {leaves}: move 0 is worth {solver.expectiminimax_value(tree, (0,)):.1f}, "
          f"move 1 {solver.expectiminimax_value(tree, (1,)):.1f} "
          f"-> MAX plays move {solver.select_move(tree, (), 'X')}")

# %% [markdown]
# So an evaluation function for a game of chance must be a positive linear transformation
# of the expected utility (for a win/loss game, of the probability of winning), not just
# rank positions in the right order.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Spot the mistake: AIMA's `expect_minmax`
#
# From the textbook's companion code (aimacode/aima-python, `games.py`), its loop and `return`
# as they are (the body of our translation, without its docstring):

# %%
show_source(aima_expect_minmax, start="def value(state):")

# %% [markdown] slideshow={"slide_type": "subslide"}
# (Translated to our `Game` interface: AIMA's MAX and MIN are two functions; its
# `game.outcome(res_state, chance)` became `game.make_move(res_state, chance, CHANCE)`, and
# `game.probability(chance)` comes with the outcome.)
#
# On the worked tree our framework refuses it with an error. Read it: at which node is the
# second outcome of the chance node applied?

# %%
try:
    aima_expect_minmax(worked, ())
except ValueError as error:
    print(f"{type(error).__name__}: {error}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Exercise (spot the mistake).** `expect_minmax` has two bugs. Write
# `expectiminimax(tree, state)`, the value of `state` for MAX, correctly. The checker runs it
# on six fixed trees (the worked one, a die, two coins in a row, ...) and two random ones
# drawn anew at each check, and names the symptom of a wrong answer when it knows it.

# %% slideshow={"slide_type": "subslide"}
from course_lib import CHANCE  # noqa: E402  (the player that "plays" a chance outcome)


def expectiminimax(tree, state):
    """Return the expectiminimax value of `state` for MAX (X), chance nodes averaged."""
    ### BEGIN SOLUTION
    if tree.is_terminal(state):
        return tree.evaluate(state)
    if tree.is_chance(state):
        return sum(probability * expectiminimax(tree, tree.make_move(state, outcome, CHANCE))
                   for probability, outcome in tree.chance_outcomes(state))
    player = tree.to_move(state)
    values = [expectiminimax(tree, tree.make_move(state, move, player))
              for move in tree.get_valid_moves(state)]
    return max(values) if player == "X" else min(values)
    ### END SOLUTION


# %%
_ = check_expectiminimax(expectiminimax)

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["solution"]
# The two bugs: `res_state` is overwritten in the loop, so each outcome is applied to the
# state left by the previous outcome (on the worked tree, the second outcome is applied at
# 0-0, the MIN node the first outcome led to, hence the error above); and the weighted sum is divided
# by the number of outcomes, although the probabilities already sum to 1, so the average is
# taken twice. The first bug is latent in AIMA's own backgammon, whose `outcome` only
# replaces the dice of the state it is given (applying the next roll to the previous
# outcome gives the same state as applying it to the original); it becomes real under an
# interface where an outcome is a move, like ours. The second bug is real everywhere.
#
# The library's solver is the equation written out; the only new lines are the chance
# branch (`_lottery` returns the chance outcomes at a chance node) and the weighted sum:

# %% slideshow={"slide_type": "subslide"} tags=["solution"]
show_source(ExpectiminimaxSolver._search)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Pruning at chance nodes: Star1 (optional)
#
# **Why alpha-beta does not carry over directly.** Alpha-beta prunes a MIN node as soon as
# one child is at or below alpha: the node can only go lower. A chance node can go anywhere: after
# seeing its first child, the value of a fair coin is $\frac12 \cdot 2 + \frac12 x$ for the
# unseen child $x$, which is unbounded unless $x$ is. If the utilities are known to lie in
# $[-10, 10]$, the coin is worth at most $1 + 5 = 6$ after its first child, and if MAX already
# has 7 elsewhere the second child need not be searched. This bounded pruning at chance
# nodes is Ballard's *-minimax (Ballard 1983, "The *-minimax search procedure for trees
# containing chance nodes", *Artificial Intelligence* 21(3)); `StarMinimaxSolver(lower,
# upper)` implements its simplest form, Star1, with alpha-beta at MAX and MIN nodes.

# %% slideshow={"slide_type": "subslide"}
show_source(StarMinimaxSolver._chance)

# %% slideshow={"slide_type": "subslide"}
tree = GameTree([7, Chance([(Fraction(1, 2), 2), (Fraction(1, 2), [[9, 1], [3, 3]])])])
star, plain = StarMinimaxSolver(lower=-10, upper=10), ExpectiminimaxSolver(memoize=False)
print(f"expectiminimax: move {plain.select_move(tree, (), 'X')}, {plain.nodes_visited} nodes")
print(f"Star1 in [-10, 10]: move {star.select_move(tree, (), 'X')}, {star.nodes_visited} nodes "
      "(the second outcome's subtree is never searched)")

# %% [markdown]
# On a real game of chance (Pig, section 3, whose utilities are -1 and +1; here a race to 20
# at X 15 - O 16, X to move) the same moves cost about half the nodes at depth 8 and 10:

# %%
position = PigState(15, 16, 0, "X", False)
rows = []  # printed at the end, in one piece
for depth in (6, 8, 10):
    plain = ExpectiminimaxSolver(max_depth=depth, memoize=False)
    star = StarMinimaxSolver(lower=-1, upper=1, max_depth=depth)
    moves = plain.select_move(Pig(goal=20), position, "X"), star.select_move(Pig(goal=20), position, "X")
    rows.append(f"depth {depth:>2}: expectiminimax {plain.nodes_visited:>6,} nodes, "
                f"Star1 {star.nodes_visited:>6,} nodes, moves {moves}")
print("\n".join(rows))

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 2. Expectimax: a fallible opponent is a chance node too
#
# Minimax assumes that MIN always finds its best reply. Against a beginner, or a random
# player, that is too pessimistic. If we have a **model of the opponent**, a probability for
# each of its moves, its decision nodes become chance nodes and we can maximize our
# *expected* utility against it. `ExpectimaxSolver(opponent_model=...)` does exactly that;
# its default model is `uniform_random_policy`, every legal move equally likely (how
# `RandomSolver` plays). The only change from expectiminimax is which nodes average:

# %% slideshow={"slide_type": "subslide"}
show_source(ExpectimaxSolver._lottery)
show_source(uniform_random_policy)

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Where they differ.** After X's bottom-edge opening, minimax-O takes the top edge (a safe draw);
# expectimax-O, modelling X as random, takes the corner (0, 0): it *loses* to perfect play but wins more often.

# %%
game = TicTacToe()
after_edge = game.make_move(game.initial_state(), (2, 1), "X")
boards, titles, rows = [], [], []
for name, solver in (("minimax O", MinimaxSolver()), ("expectimax O", ExpectimaxSolver())):
    move = solver.select_move(game, after_edge, "O")
    boards.append(game.make_move(after_edge, move, "O"))
    titles.append(f"{name}: {move}")
    worst = MinimaxSolver().minimax_value(game, boards[-1], "X")
    result = exact_match_outcomes(game, uniform_random_policy, solver_policy(solver),
                                  state=boards[-1])  # O plays on as itself
    expected = result["expected_utility"]
    rows.append(f"{name:>12} plays {move}: vs perfect X {worst:+d}, vs random X {expected} = "
                f"{float(expected):+.3f} (X wins {result['X_wins']})")
rows.append("(the top edge, then expectimax play: vs random X "
            f"{ExpectimaxSolver().expectiminimax_value(game, boards[0], 'O')})")
replies = {m: game.make_move(after_edge, m, "O") for m in game.get_valid_moves(after_edge)}
drawing = {m: exact_match_outcomes(game, uniform_random_policy, solver_policy(MinimaxSolver()),
                                   state=board)["expected_utility"]
           for m, board in replies.items()
           if MinimaxSolver().minimax_value(game, board, "X") == 0}  # O keeps the draw
rows.append("drawing replies + minimax, vs random X: "
            + ", ".join(f"{move} {value}" for move, value in drawing.items()))

# %% slideshow={"slide_type": "subslide"}
print("\n".join(rows))
show_boards(boards, titles=titles, size_inches=2.2)

# %% [markdown]
# Minimax assumes the worst and keeps the draw; expectimax exploits the opponent's mistakes
# and accepts a small risk. Against a random X, each playing on as itself, the corner is worth
# $-101/105 \approx -0.962$ to X, minimax's top edge $-4/7 \approx -0.571$ (followed by expectimax
# play, $-26/35$). But the top edge is only the first of O's four drawing replies in row-major
# order: the best of them against a random X, the centre, is worth $-33/35 \approx -0.943$ and never
# loses. The corner gains only $2/105$ more, and pays for it with a $1/105$ chance of losing
# (and a sure loss against a perfect X).

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Whole games against a random player, exactly (optional)
#
# Against a random opponent every game has a probability (the product of the random
# player's $1/n$ choices), so a match has an exact result: `exact_match_outcomes` enumerates every game of positive probability and adds them
# up as fractions. (Minimax breaks ties by the first best move in row-major order, which
# fixes its games; both minimax and expectimax X open in the corner (0, 0).)

# %% slideshow={"slide_type": "subslide"}
matches = [("minimax X", "random O", solver_policy(MinimaxSolver()), uniform_random_policy),
           ("expectimax X", "random O", solver_policy(ExpectimaxSolver()), uniform_random_policy),
           ("random X", "minimax O", uniform_random_policy, solver_policy(MinimaxSolver())),
           ("random X", "expectimax O", uniform_random_policy, solver_policy(ExpectimaxSolver()))]
exact = {}
rows = [f"{'X':>13} {'O':>13} | {'games':>5} | {'X wins':>7} {'O wins':>8} {'draws':>7} | "
        f"{'E[utility for X]':>16}"]
for name_x, name_o, policy_x, policy_o in matches:
    result = exact_match_outcomes(game, policy_x, policy_o)
    exact[(name_x, name_o)] = result
    rows.append(f"{name_x:>13} {name_o:>13} | {result['games']:>5} | {str(result['X_wins']):>7} "
                f"{str(result['O_wins']):>8} {str(result['draws']):>7} | "
                f"{str(result['expected_utility']):>8} = {float(result['expected_utility']):+.4f}")
print("\n".join(rows))

# %% [markdown] slideshow={"slide_type": "subslide"}
# As X, expectimax gains nothing over minimax: minimax's corner opening already wins
# with probability $191/192$ against a random O, and no strategy does better (expectimax's value
# *is* the best possible expectation). As O, expectimax wins far more often
# ($881/945 \approx 93.2\%$ against $254/315 \approx 80.6\%$), but it also **loses**, with
# probability $1/135$, which minimax never does. (Minimax's figure is that of its row-major
# tie-break among drawing replies: after the bottom edge, above, the centre does better.)

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Confirming with seeded matches.** 1,000 games per pairing with seeded random players;
# the observed frequencies should be within a few standard errors ($\sqrt{p(1-p)/1000}
# \le 0.016$) of the exact probabilities.

# %%
pairings = [("minimax X", "random O", MinimaxSolver(), RandomSolver(1)),
            ("expectimax X", "random O", ExpectimaxSolver(), RandomSolver(2)),
            ("random X", "minimax O", RandomSolver(3), MinimaxSolver()),
            ("random X", "expectimax O", RandomSolver(4), ExpectimaxSolver())]
outcomes = ("X_wins", "O_wins", "draws")
rows = [f"{'':>27}" + "".join(f" | {title:^23}" for title in ("observed (1,000 games)", "exact")),
        f"{'X':>13} {'O':>13}" + 2 * f" | {'X wins':>7}{'O wins':>8}{'draws':>8}"]
for name_x, name_o, solver_x, solver_o in pairings:
    counts = evaluate_solvers(game, solver_x, solver_o, num_games=1000)
    observed = [counts[outcome] / 1000 for outcome in outcomes]
    expected = [float(exact[(name_x, name_o)][outcome]) for outcome in outcomes]
    rows.append(f"{name_x:>13} {name_o:>13}" + "".join(
        f" | {x:>7.3f}{o:>8.3f}{d:>8.3f}" for x, o, d in (observed, expected)))
print("\n".join(rows))

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 3. Pig: a dice game solved by value iteration
#
# **Pig** is a jeopardy dice game (Neller & Presser, "Optimal Play of the Dice Game Pig",
# *The UMAP Journal* 25(1), 2004). Two players race to a goal (100 points). On your turn you
# roll a die as often as you like:
#
# - a **1** ("pig") ends your turn and you score nothing this turn;
# - a **2-6** is added to your *turn total*, and you decide again: **roll** or **hold**;
# - **hold** banks the turn total into your score and passes the die.
#
# `Pig(goal)` is a `Game` with chance: a state `PigState(score_X, score_O, turn_total,
# player, rolling)`; after "roll", the state is a chance node with six outcomes of
# probability 1/6. Here is the start of a game between two "hold at 20" players, with the
# runner rolling the die (seeded):

# %% slideshow={"slide_type": "subslide"}
pig = Pig(goal=100)
runner = GameRunner(pig, seed=11)
result = runner.play_game(HoldAtSolver(20), HoldAtSolver(20))
for (mover, move), state in list(zip(runner.moves, runner.states[1:]))[:14]:
    print(f"{mover:>6}: {str(move):>4}  ->  {pig.describe(state)}")
print(f"... {len(runner.moves)} steps in all; result for X: {result:+d}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Why depth-limited expectiminimax struggles
#
# Pig's game graph has cycles: if both
# players keep rolling a 1, or hold with nothing, the same position comes back. A search to
# the end never finishes, and `ExpectiminimaxSolver` says so instead of recursing forever:

# %%
try:
    ExpectiminimaxSolver().select_move(pig, pig.initial_state(), "X")
except CyclicGameError as error:
    print(f"CyclicGameError: {error}")

# %% [markdown]
# With a depth limit the search finishes, but it grows by a factor of about 9 every two
# levels (11, 99, 883, 7,907 nodes at depths 2, 4, 6, 8: the optional slide below computes
# them), not 12: a roll is followed by the chance node's six faces, but a hold skips the die
# and passes the turn at once, so only one of the two moves multiplies by six. And it sees
# only wins within its depth: it lacks an evaluation function, so every cut-off position looks
# like a draw (0), early in the game rolling and holding look equal and the tie-break decides. A good evaluation function would
# have to *be* the probability of winning, which is what we are trying to compute. Near the
# goal (both players at 90) wins come within the horizon and the values become informative.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The figures above, live (optional)

# %%
start = pig.initial_state()
rows = []
for depth in (2, 4, 6, 8):
    search = ExpectiminimaxSolver(max_depth=depth, memoize=False)
    move = search.select_move(pig, start, "X")
    rows.append(f"max_depth {depth}: {search.nodes_visited:>6,} nodes, value "
                f"{float(search.expectiminimax_value(pig, start)):+.3f}, move {move!r}")
near_goal = PigState(90, 90, 8, "X", False)
for depth in (2, 4, 6):
    search = ExpectiminimaxSolver(max_depth=depth)
    rows.append(f"at {pig.describe(near_goal)}: depth {depth} says "
                f"{search.select_move(pig, near_goal, 'X')!r}, "
                f"value {float(search.expectiminimax_value(pig, near_goal)):+.3f}")
print("\n".join(rows))

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Value iteration
#
# Neller & Presser solve Pig instead with the probability of winning
# as the value. Let $P_{i,j,k}$ be the probability that the player to move wins with score
# $i$, opponent score $j$ and turn total $k$ (and $P_{i,j,k} = 1$ when $i + k \ge$ goal):
#
# $$P_{i,j,k} = \max\Big(\underbrace{\tfrac16\big[(1 - P_{j,i,0}) + \textstyle\sum_{r=2}^{6} P_{i,j,k+r}\big]}_{\text{roll}},\;
# \underbrace{1 - P_{j,i+k,0}}_{\text{hold}}\Big)$$
#
# These equations are cyclic ($P_{i,j,0}$ depends on $P_{j,i,0}$ and back), so they are
# solved by **value iteration**: start from a guess and apply them until nothing changes
# by more than $10^{-12}$. `solve_pig(goal)` does this (its code is at the end of the section).

# %% tags=["nbval-ignore-output"]
start_time = time.perf_counter()
optimal = solve_pig(100)
print(f"solve_pig(100): {optimal.sweeps} sweeps, {time.perf_counter() - start_time:.1f} s")

# %% [markdown] slideshow={"slide_type": "subslide"}
# The first player's probability of winning when both play optimally. Neller & Presser
# (2004) solve the race to 100 this way and find that the first player has the advantage.
# Every figure printed below is computed here, by the library's value iteration:
# `solve_pig(100)` for the race to 100, `pig_win_probability(goal)`, the same code, for races
# to 10 and 20 (the tests check that code against expectiminimax on Pig's own rules for a
# race to 3).

# %%
rows = [f"race to {goal:>3}: first player wins with probability {pig_win_probability(goal):.6f}"
        for goal in (10, 20)]
rows.append(f"race to 100: first player wins with probability {optimal.win_probability:.6f}")
print("\n".join(rows))

# %% [markdown] slideshow={"slide_type": "subslide"}
# **The optimal policy and "hold at 20".** A rule of thumb holds at a turn total of 20: a roll
# changes turn total $k$ on average by $\frac56 \cdot 4 - \frac16 k = \frac{20 - k}{6}$ (a face
# 2-6 adds 4 on average, a 1 loses $k$), positive while $k < 20$. That maximizes a turn's
# expected points, not the chance of winning; the optimal policy depends on both scores. On the
# diagonal 100 − i the player never holds: it rolls until it reaches the goal. Against an
# opponent at 95 that is optimal from the start; the other curves join the diagonal further
# right, and from there on they are hidden under it.

# %%
plot_hold_thresholds(optimal.roll, (0, 50, 80, 95), title="Optimal Pig (goal 100): when to stop rolling")
plt.show()

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Optimal play against "hold at 20", in numbers (optional)
#
# With both policies fixed, the same equations without the max (policy evaluation) give
# exact winning chances:

# %%
hold20 = hold_at_policy(20, 100)
first = pig_policy_win_probability(optimal.roll, hold20, tolerance=1e-9)
second = pig_policy_win_probability(hold20, optimal.roll, tolerance=1e-9)
print(f"optimal first vs hold at 20: the optimal player wins {first:.4f}")
print(f"hold at 20 first vs optimal: the optimal player wins {1 - second:.4f}")
print(f"over both orders the optimal player wins {(first + 1 - second) / 2:.4f}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# And with seeded matches (the runner rolls the die with its own seed):

# %%
rows, GAMES = [], 2000
for seed, ((solver_x, solver_o), exact_x) in enumerate(
        [((PigTableSolver(optimal.roll), HoldAtSolver(20)), first),
         ((HoldAtSolver(20), PigTableSolver(optimal.roll)), second)]):
    counts = evaluate_solvers(pig, solver_x, solver_o, num_games=GAMES, seed=seed)
    observed, standard_error = counts["X_wins"] / GAMES, (exact_x * (1 - exact_x) / GAMES) ** 0.5
    rows.append(f"X {solver_x.get_name()} vs O {solver_o.get_name()}: X wins {counts['X_wins']:,} of {GAMES:,}")
    rows.append(f"    X wins {observed:.4f}, exact {exact_x:.4f}: "
                f"{(observed - exact_x) / standard_error:+.1f} standard errors of {standard_error:.4f}")
print("\n".join(rows))

# %% [markdown]
# In the second pairing hold at 20 wins more than half of the games, 2.0 standard errors above
# its exact 0.4917: a deviation that large comes about once in 20 runs. It is the noise of
# 2,000 games, not an edge over optimal play.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### One sweep of value iteration, in code (optional)
#
# `solve_pig` repeats this sweep over the turn totals, from high to low, until the table
# changes by less than the tolerance:

# %% slideshow={"slide_type": "subslide"}
from course_lib.analysis.pig_value_iteration import _sweep  # noqa: E402

show_source(_sweep)


# %% [markdown] slideshow={"slide_type": "slide"}
# ## 4. Exercises
#
# **Exercise (a chance node's value).** MAX chooses A or B; after A a die picks a MIN node
# (probabilities 1/6, 1/3, 1/2), after B MIN chooses. By hand, as `Fraction`s: the values of
# the three MIN nodes below A, in order, then A's value. At home: load the die, the first
# outcome keeping 1/6, the middle one getting p and the last 5/6 − p. For which p are A and B
# worth the same to MAX?

# %% slideshow={"slide_type": "subslide"}
draw_tree(chance_exercise_tree(), title="Exercise: the value of A")
plt.show()

# %% slideshow={"slide_type": "subslide"}
def value_of_A():
    """Return {"MIN values": [m1, m2, m3] (the MIN nodes below A, in order), "A": A's value,
    "p": the middle outcome's probability at which A is worth as much as B} (Fractions keep
    them exact). In class, without "p", it checks the MIN values and A."""
    ### BEGIN SOLUTION
    mins = [2, 4, 1]  # MIN takes the smaller leaf of each; B is worth 3
    value = Fraction(1, 6) * mins[0] + Fraction(1, 3) * mins[1] + Fraction(1, 2) * mins[2]
    # A(p) = 2/6 + 4p + (5/6 - p) = 7/6 + 3p = 3
    return {"MIN values": mins, "A": value, "p": (3 - Fraction(7, 6)) / 3}
    ### END SOLUTION


# %%
_ = check_chance_value(value_of_A)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise: minimax or expectimax?
#
# *At home.* In this tree MAX chooses A, B or C, then O chooses one of four leaves. Value
# each move for minimax (O minimizes) and for expectimax (O picks uniformly at random), and
# say which move each chooses. Between the two: an O that minimizes with probability q and
# otherwise picks any of its four replies at random. For which q are minimax's move and
# expectimax's worth the same? Return it all in one dict.

# %%
draw_tree(decision_exercise_tree(), title="Exercise: minimax or expectimax?")
plt.show()

# %% slideshow={"slide_type": "subslide"}
def decisions():
    """Return {"minimax values": {"A": .., "B": .., "C": ..}, "expectimax values": {...},
    "minimax": MAX's move against a minimizing O, "expectimax": against a random O, "q": the
    probability of minimizing at which those two moves are worth the same}. Without "q" it
    checks the values and the moves."""
    ### BEGIN SOLUTION
    minimax = {"A": -10, "B": 1, "C": 0}  # each move's smallest leaf
    expectimax = {"A": Fraction(17, 4), "B": Fraction(3, 2), "C": Fraction(3, 2)}  # the means
    # A(q) = -10q + 17/4 (1 - q) and B(q) = q + 3/2 (1 - q) meet where 11/4 = 55/4 q
    return {"minimax values": minimax, "expectimax values": expectimax,
            "minimax": "B", "expectimax": "A", "q": Fraction(11, 55)}
    ### END SOLUTION

# %%
_ = check_decisions(decisions)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# - A chance node's value is the probability-weighted mean of its children's values;
#   expectiminimax (Russell & Norvig 2020, section 5.5) is minimax plus that rule.
# - AIMA's `expect_minmax` has two bugs (the exercise): our framework catches one as an
#   illegal move; the other is silent.
# - Expectimax treats a modelled opponent as chance: against a random tic-tac-toe X, its
#   reply to an edge opening, each playing on as itself, is worth $-101/105$ to X, only $2/105$
#   better for O than the best drawing reply (the centre, $-33/35$), and it loses against a perfect X,
#   which no drawing reply does.
# - Pig's cycles defeat a search to the end, and a depth-limited search lacks an evaluation
#   function (it would have to be the probability of winning); value iteration solves the
#   game exactly (Neller & Presser 2004): the library's value iteration gives the first
#   player 0.530593 in a race to 100.
#
# **References.** S. Russell and P. Norvig, *Artificial Intelligence: A Modern Approach*,
# 4th ed., 2020, section 5.5. T. W. Neller and C. G. M. Presser, "Optimal Play of the Dice
# Game Pig", *The UMAP Journal* 25(1), 2004. B. W. Ballard, "The *-minimax search procedure
# for trees containing chance nodes", *Artificial Intelligence* 21(3), 1983.
# aimacode/aima-python, `games.py` (`expect_minmax`).
