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
# # Monte Carlo Tree Search
#
# *Adversarial search, part 11.* Minimax and alpha-beta need the whole game tree, or an
# evaluation function to stop early. Monte Carlo Tree Search (MCTS) needs neither: it
# grows a partial tree where the play looks promising and estimates positions by playing
# random games to the end. This notebook runs the lecture's two MCTS solvers, from the course
# library and on the same `Game` / `Solver` framework as every other solver of the course:
# `MCTSClassicSolver` ("the thinker", a fresh tree for every move) and `MCTSSolver` ("the
# learner", one tree for its whole life, which follows the game through `opponent_played` and
# keeps what it learnt across games).

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Learning objectives**
#
# - name the four phases of MCTS (selection, expansion, rollout, which Russell & Norvig call
#   *simulation*, and back-propagation) and run them by hand, with every UCB1 value's arithmetic;
# - explain UCB1's balance of exploitation and exploration and the role of C;
# - store rewards from the right player's point of view (the classic MCTS bug);
# - compare MCTS with random play and with minimax, and see a persistent tree learn.
#
# Source: Russell & Norvig (2020), *Artificial Intelligence: A Modern Approach*, 4th ed.,
# section 5.4 and fig. 5.11; Kocsis & Szepesvári (2006) for UCT.
#
# *Teaching time: 75 minutes.* The core, 22 slides (sections 1-5 without their optional parts,
# and the summary), takes 44-55 minutes at 2-2.5 minutes a slide; exercises 1 and 2 of
# section 7, 15 minutes in class, exercise 3 as homework: 59-70 minutes in all. Optional, so
# marked: where the root's visits go (section 4), the learner live and game after game
# (section 5), section 6, MCTS on Connect Four, and "Does it help?" after exercise 3 (in the
# instructor's edition only).

# %% slideshow={"slide_type": "subslide"}
# %matplotlib inline
import json
import math
from collections import Counter
from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np

from course_lib import (
    ConnectFour, DepthLimitedAlphaBetaSolver, GameRunner, GameTree, MCTSClassicSolver, MCTSSolver,
    MinimaxSolver, RandomSolver, TicTacToe, centre_first, connect_four_evaluation, draw_mcts_step,
    draw_search_tree, draw_visit_shares, evaluate_solvers, explain_mcts_step, match_outcomes,
    plot_running_average, record_mcts, show_simulation,
)
from course_lib.course import show_source
from course_lib.solvers.mcts_tree import MonteCarloTreeSearch

RESULTS = Path("..") / "benchmarks" / "results"
game = TicTacToe()

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 1. Monte Carlo: estimating by sampling
#
# A *Monte Carlo* algorithm estimates a quantity by averaging random samples. How good is
# the empty tic-tac-toe board for X? Play many uniformly random games and count: the mean
# utility estimates the value of the position *under random play*. (Notebook 01's match of
# `RandomSolver(7)` against `RandomSolver(42)`, the CSI 4106 notes' example, gave X 581
# wins in 1,000 games.)

# %%
def random_playouts(game, state, player, n, seed=0):
    """Play `n` uniformly random games from `state`; return the fractions X wins / O wins / draws."""
    runner_x, runner_o = RandomSolver(seed), RandomSolver(seed + 1)
    results = Counter()
    for _ in range(n):
        s, p = state, player
        while not game.is_terminal(s):
            s = game.make_move(s, (runner_x if p == "X" else runner_o).select_move(game, s, p), p)
            p = game.get_opponent(p)
        results[game.evaluate(s)] += 1
    return {"X wins": results[1] / n, "O wins": results[-1] / n, "draws": results[0] / n}


random_playouts(game, game.initial_state(), "X", 2000)

# %% [markdown] slideshow={"slide_type": "subslide"}
# Random play is a poor model of good play: minimax says the empty board is a draw, yet
# random games favour X. MCTS keeps the cheap random games (*rollouts*) but spends them
# where it matters: it grows a tree from the current position and, simulation after
# simulation, sends more of them down the moves that look best, so the averages near the
# root come to reflect good play on both sides. Each **simulation** has four phases:
#
# 1. **selection**: from the root, go down the tree, at each node to the child of highest
#    UCB1 (section 3), until a node that still has untried moves;
# 2. **expansion**: add one child for a random untried move;
# 3. **rollout** (Russell & Norvig: *simulation*, their word for the whole playout): from
#    that child, play random moves to the end of the game;
# 4. **back-propagation**: every node on the path gets one more visit, added to its visit
#    count **N**, and the result of the rollout, added to its total reward **W**.
#
# After the simulations, MCTS plays the root's most visited move. Below, the four phases of
# the third simulation on a small tree, recorded from the library's own search (section 2
# works through it number by number; the rollout panel's title says where the random moves
# led). Each node shows its **W/N**, total reward over visits (▲ X to move, ▼ O to move,
# ■ game over; W counts for the player who moved in, so a ▲ node's W is O's). The node names
# skip C, N, O, W and X, which name the constant of section 3, a node's visits and total
# reward, and the players:

# %% slideshow={"slide_type": "subslide"}
tiny = GameTree([[[1, -1], [0, 1]], [[-1, -1], [1, 0]]], node_labels="ABDEFGHIJKLMPQR",
                name="tiny")
trace = record_mcts(MCTSClassicSolver(8, seed=0), tiny)
show_simulation(trace, 3)
plt.show()

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The search loop
#
# The search loop is short. Both solvers share it (`course_lib/solvers/mcts_tree.py`). Two
# guards are not part of the four phases: `node.proven` stays `None` unless the solver was
# made with `solve=True` (MCTS-Solver, see the summary), which marks nodes whose exact value
# is known and searches them no further; `self._has_room()` is False once the tree holds
# `max_entries` nodes (a memory bound, 524,288 by default), and then the rollout starts
# from the node selection reached, without adding a child.

# %%
show_source(MonteCarloTreeSearch._simulate)

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Whose reward is W?** A node's W is the total reward *for the player who moved into the
# node*: the parent's player made that move and chooses among the children by their W/N,
# so every node picks what is best for itself, with rewards +1 win, 0 draw, -1 loss.
# Getting this sign wrong is the classic MCTS bug: the search then plays the move best for
# the *opponent* (exercise 2 below). The book's companion code, aima-python's
# `games4e.py`, adds a rollout's reward only when it is positive, so a draw counts like a
# loss there (the book's pseudocode does not say); here a draw is worth 0. (Exercise 2 asks
# you to write this back-propagation.)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 2. A walkthrough, every number shown
#
# As John Levine does by hand in his MCTS video (see the references), here is the search on
# the small tree above (utilities for X at the leaves; X moves at A, O at B and D) with 8
# simulations and C = √2. `record_mcts` runs the solver's own `select_move` and records each
# phase; `explain_mcts_step` says what happened. The first two simulations expand the root's
# two children; from the third on, selection compares **UCB1** values (section 3 explains
# it): a child with N visits and total reward W, under a parent with N_parent visits, scores
# W/N + C·sqrt(ln N_parent / N), and an unvisited child +∞. So `sqrt(ln 2 / 1)` below is the
# square root of (ln 2) / 1, for N_parent = 2 and N = 1. Simulation 3, its four phases:

# %% slideshow={"slide_type": "subslide"}
for step in range(8, 12):  # simulation 3, its four phases
    print(f"step {step}: {explain_mcts_step(trace, step)}\n")

# %% slideshow={"slide_type": "subslide"}
fig, axes = plt.subplots(1, 2, figsize=(10.6, 3.4))
draw_mcts_step(trace, 11, ax=axes[0], caption=False)
draw_mcts_step(trace, len(trace) - 1, ax=axes[1], caption=False)
plt.show()
for simulations in (8, 16):  # the same seed replays the recorded search, then goes on
    search = MCTSClassicSolver(simulations, seed=0)
    move = search.select_move(tiny, (), "X")
    visits = {tiny.node_name((m,)): count for m, count in sorted(search.visit_counts().items())}
    print(f"after {simulations} simulations: visits {visits}, move chosen {tiny.node_name((move,))}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# After 8 simulations B and D have 4 visits each: "the most visited child" is a tie, which
# the solver breaks with its seeded generator (here B). In this seeded run, eight more
# simulations settle it:
# B, the minimax move (D lets O reach -1), takes 11 of 16 visits.
#
# Step through all 32 steps with the widget (Previous / Next / slider; the UCB1 table of each
# selection is under the tree). Run it in JupyterLab; exported copies show no widget.

# %% slideshow={"slide_type": "subslide"} tags=["nbval-ignore-output"]
from course_lib.widgets import step_through_mcts

step_through_mcts(trace)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 3. UCB1: exploitation versus exploration
#
# At a fully expanded node with N_parent visits, selection takes the child maximizing
#
# $$\mathrm{UCB1} = \underbrace{\frac{W}{N}}_{\text{exploitation}} + \underbrace{C\sqrt{\frac{\ln N_{\text{parent}}}{N}}}_{\text{exploration}}$$
#
# where the child has N visits and total reward W. The first term favours children that
# have done well; the second grows slowly with the parent's visits and shrinks with the
# child's own, so a neglected child is eventually tried again. An unvisited child counts
# as +∞. **Where √2 comes from:** UCB1 (Auer, Cesa-Bianchi & Fischer 2002) is
# W/N + sqrt(2 ln N_parent / N) for rewards in [0, 1], that is C = √2. Our rewards lie in [-1, 1],
# twice as wide, so the same exploration would be C = 2√2 ≈ 2.83; the library's default,
# C = √2 (the value Russell & Norvig quote), explores half as much. The exploration term for C = √2:

# %% slideshow={"slide_type": "subslide"}
with plt.rc_context({"font.size": 12}):
    fig, ax = plt.subplots(figsize=(7, 2.9))
    for N_parent in (10, 100, 1000, 10000):  # a child has at most N_parent visits
        N_child = np.arange(1, N_parent + 1)
        ax.plot(N_child, math.sqrt(2) * np.sqrt(math.log(N_parent) / N_child),
                label=f"N_parent = {N_parent:,}")
    ax.set(xscale="log", xlabel="child visits N", ylabel="C·sqrt(ln N_parent / N)",
           title="Exploration term of UCB1 (C = √2)")
    ax.grid(alpha=0.3)
    ax.legend()
    plt.show()

# %% [markdown] slideshow={"slide_type": "subslide"}
# **The effect of C.** After X(1,1) O(0,0) X(2,2), O must play a corner, (0,2) or (2,0), to
# keep the draw (the position of OpenSpiel's `mcts_test.py`, `test_solve_draw`; every other
# move loses). Over 100 seeds, with 300 simulations per search: C = 0 exploits whatever looked
# good first and finds the draw in only 57 searches; C = 1000 spreads the visits almost evenly, so
# the "most visited" move is close to random (36, where a random move would draw 1 time in 3);
# C = √2/2 and the default √2 find the draw in all 100 searches, 2√2 in 95.

# %%
draw_position = game.initial_state()
for move, player in [((1, 1), "X"), ((0, 0), "O"), ((2, 2), "X")]:
    draw_position = game.make_move(draw_position, move, player)
print(f"{'C':>8} | drawing move  | moves chosen in the 100 searches: (row,col)×times")
for c in (0.0, math.sqrt(2) / 2, math.sqrt(2), 2 * math.sqrt(2), 1000):
    moves = Counter(MCTSClassicSolver(300, exploration_c=c, seed=seed).select_move(
        game, draw_position, "O") for seed in range(100))
    drawing = moves[(0, 2)] + moves[(2, 0)]
    chosen = " ".join(f"({r},{col})×{n}" for (r, col), n in moves.most_common())
    print(f"{c:8.3f} | {drawing:6d} of 100 | {chosen}")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 4. Watching the tree grow
#
# The tree of one search from the empty board (X to move) after 10, 250, 500 and 1,000
# simulations, at most four plies deep, drawing only the nodes visited at least once per 100
# simulations (every node for 10 simulations); node and edge sizes grow with the visits. The
# more simulations, the more of them pile into one line of play:

# %% slideshow={"slide_type": "subslide"}
fig, axes = plt.subplots(2, 2, figsize=(10.6, 3.8))
for ax, budget in zip(axes.flat, (10, 250, 500, 1000)):
    solver = MCTSClassicSolver(budget, seed=1)
    solver.select_move(game, game.initial_state(), "X")
    shown = max(1, budget // 100)
    draw_search_tree(solver.search_root, max_depth=4, min_visits=shown, ax=ax, labels=False,
                     title=f"{budget} simulations: {solver.search_root.size()} nodes "
                           f"(drawn: N >= {shown})")
fig.tight_layout()
plt.show()

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Where do the root's visits go? (optional)
#
# The share of the root's visits per first move (rows and columns of the board; each panel's
# colours are scaled to its own largest share), with the move played in the title, for the
# search of the slide before (seed 1). Up to a few hundred simulations the visits stay
# spread over many first moves: against random rollouts every first move looks much alike,
# and this search plays an edge or a corner at 50, 200 and 500. At 1,000 the centre leads,
# and by 5,000 the replies have been searched well enough for it to take most of the visits.
# Ten seeds (the count under the figure) tell the same story.

# %% slideshow={"slide_type": "subslide"}
fig, axes = plt.subplots(1, 5, figsize=(10.6, 2.7))
for ax, budget in zip(axes.flat, (50, 200, 500, 1000, 5000)):
    solver = MCTSClassicSolver(budget, seed=1)
    move = solver.select_move(game, game.initial_state(), "X")
    draw_visit_shares(solver.visit_counts(), ax=ax, title=f"{budget} simulations:\nplays {move}")
fig.tight_layout()
plt.show()
centre = {budget: sum(MCTSClassicSolver(budget, seed=seed).select_move(game, game.initial_state(), "X")
                      == (1, 1) for seed in range(10)) for budget in (50, 200, 500, 1000)}
print(f"seeds 0-9 playing the centre: {', '.join(map(str, centre.values()))} "
      f"of 10 at {', '.join(f'{budget:,}' for budget in centre)} simulations")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 5. Matches
#
# `evaluate_solvers` reuses the same solver instances for all games, so seeded solvers
# continue their random streams and the learner keeps its tree. (In a notebook or a
# terminal a progress bar shows how far a long match is; pass `progress=False` to hide it.)
# Two short matches, run here:

# %%
print("Classic(10) vs Random:", evaluate_solvers(game, MCTSClassicSolver(10, seed=3), RandomSolver(4), 100))
print("Classic(100) vs Random:", evaluate_solvers(game, MCTSClassicSolver(100, seed=5), RandomSolver(6), 100))

# %% [markdown]
# The whole series, 17 matches and 3,625 games, is played by `benchmarks/mcts_experiments.py`,
# which saves every game's result (the curves below need them): the slides then quote fixed
# figures, and the notebook runs in under a minute (the series' own time is under the table).
# The table is read from that file (the two matches above are two of its rows, same seeds). "Minimax" is the memoized `MinimaxSolver`, "Classic(n)"
# `MCTSClassicSolver(n)`, "Learner(n)" `MCTSSolver(n)`:

# %% slideshow={"slide_type": "subslide"}
saved = json.loads((RESULTS / "mcts_matches.json").read_text())
matches = saved["rows"]
print(f"{'match (X vs O)':<30}{'games':>6}   {'X wins/O wins/draws':>20}")
for row in matches:
    print(f"{row['match']:<30}{row['games']:>6}   {row['X_wins']:>7}/{row['O_wins']}/{row['draws']}")
print(f"(run on {saved['machine']['date']}: {saved['total_wall_seconds']:.0f} s for all {len(matches)} matches)")

# %% [markdown] slideshow={"slide_type": "subslide"}
# What the table says:
#
# - a few simulations already beat random play, and with 100 per move MCTS won 99 of its
#   100 games against it and drew the other;
# - against perfect play (minimax) nobody wins tic-tac-toe: MCTS draws more often the more
#   it simulates, and as X it drew all 100 games from 100 simulations on;
# - Classic(500) beats Classic(10): 59 wins, 3 losses, 38 draws;
# - as X, the learner with only 10 simulations per move beats Classic(40), which spends four
#   times as many: 222 wins, 5 losses. Moving first is not why: Classic(10) as X against
#   Classic(40) wins 116 and loses 187. Its tree keeps the simulations of all earlier moves
#   and games, and its nodes are keyed by position, so two move orders reaching the same
#   board share one node;
# - as O the learner draws 229 of 375 games against Classic(40) but loses 130 and wins 16;
#   it loses less as its tree grows (43 of the first 75 games, 7 of the last 75).

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The learner live (optional)
#
# 150 games against Classic(10), and its wins, losses and draws in each
# block of 50 games. Its tree grows with every game:

# %%
learner = MCTSSolver(10, seed=15)
outcomes = match_outcomes(game, learner, MCTSClassicSolver(10, seed=16), 150)
for start in range(0, 150, 50):
    block = outcomes[start:start + 50]
    print(f"games {start + 1:3d}-{start + 50}: learner wins {block.count(1):2d}, "
          f"loses {block.count(-1):2d}, draws {block.count(0):2d}")
print("positions in the learner's tree:", learner.table_size)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The learner, game after game (optional)
#
# The learner's results game after game, from the saved results (`course_lib.views.plot_match`
# plays a match and draws such a curve in one call). Against Classic(40), which spends four
# times its simulations, the learner starts level (3 wins each in the first 10 games, all
# five of its losses in the first 25) and pulls away as its tree fills in. Against Minimax
# nobody can win: Learner(10) loses 4 of its first 12 games and then never again,
# Learner(20) loses game 19 only, Learner(50) draws all 375:

# %%
by_name = {row["match"]: row["outcomes"] for row in matches}
against_40 = by_name["Learner(10) vs Classic(40)"]
fig, axes = plt.subplots(1, 2, figsize=(10.6, 4.0))
plot_running_average({"Learner(10) (X) wins": against_40}, who="X", ax=axes[0], window=25)
plot_running_average({"Classic(40) (O) wins": against_40}, who="O", ax=axes[0], window=25,
                     title="Learner(10) vs Classic(40):\nresults over the last 25 games")
axes[0].set_ylabel("share of the last 25 games won", fontsize=12)
plot_running_average({name: by_name[name] for name in
                      ("Learner(10) vs Minimax", "Learner(20) vs Minimax", "Learner(50) vs Minimax")},
                     who="draw", ax=axes[1], title="Learner (X) vs Minimax:\nshare of draws so far")
axes[1].set_ylabel("share of the games so far drawn", fontsize=12)
fig.tight_layout()
plt.close(fig)  # shown on the next slide, whole

# %% slideshow={"slide_type": "subslide"}
fig

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 6. MCTS on Connect Four (optional)
#
# Nothing in the solvers is specific to tic-tac-toe: they play notebook 09's `ConnectFour`
# through the same `Game` interface. Here Classic MCTS plays against notebook 09's
# depth-limited alpha-beta: 4 plies deep, centre columns first, and at the cutoff the
# open-windows evaluation function (`connect_four_evaluation`), so it sees every win and loss
# within 4 plies and prefers positions with more open lines of four. MCTS needs no
# evaluation function: its rollouts play to the end. One game, MCTS (X, 300 simulations per
# move) against it; MCTS wins this one (its four in a row is marked), which is not typical of
# its budget. After it, the win rates by simulations per move, 20 games as X and 20 as O for
# each budget (2 of 20 as X at 100 simulations, 5 of 20 at 400), saved by
# `benchmarks/mcts_experiments.py` (its run time is under their table):

# %% slideshow={"slide_type": "subslide"}
c4 = ConnectFour()
runner = GameRunner(c4)
alphabeta_4 = DepthLimitedAlphaBetaSolver(4, connect_four_evaluation, move_order=centre_first)
result = runner.play_game(MCTSClassicSolver(300, seed=4), alphabeta_4)
print(f"result for X (MCTS): {result}, after {len(runner.moves)} moves")
final = runner.states[-1]
fig, ax = plt.subplots(figsize=(3.3, 3.3 * (c4.height + 1.2) / (c4.width + 0.2)))
c4.display(final, ax=ax, title=f"MCTS (X) vs depth-4 alpha-beta (O): {result:+d}")
for four in (line for line in c4.lines if all(final.flat[k] == "X" for k in line)):
    rows, cols = np.divmod(four, c4.width)  # flat indices; row 0 is drawn at the top
    ax.plot(cols + 0.5, c4.height - rows - 0.5, color="black", linewidth=6, alpha=0.55)
plt.show()

# %% slideshow={"slide_type": "subslide"}
c4_results = json.loads((RESULTS / "mcts_connect_four.json").read_text())
sims = [row["simulations"] for row in c4_results["rows"]]
games = c4_results["games_per_side"]
fig, ax = plt.subplots(figsize=(7, 3.0))
ax.plot(sims, [row["as_X"]["X_wins"] / games for row in c4_results["rows"]], "o-", label="MCTS as X")
ax.plot(sims, [row["as_O"]["O_wins"] / games for row in c4_results["rows"]], "s-", label="MCTS as O")
ax.set(xscale="log", ylim=(-0.05, 1.05))
ax.set_xlabel("simulations per move", fontsize=12)
ax.set_ylabel("MCTS win rate", fontsize=12)
ax.set_title("Connect Four: MCTSClassicSolver vs depth-4 alpha-beta", fontsize=13)
ax.grid(alpha=0.3)
ax.tick_params(labelsize=12)
ax.legend(fontsize=12)
plt.close(fig)  # shown on the next slide, whole


def per_move(row, mcts=True, clock="cpu_seconds"):
    """Seconds a move of MCTS (or of alpha-beta) over both matches of a saved row: CPU or wall."""
    sides = [(row["timing_as_X"], "X" if mcts else "O"), (row["timing_as_O"], "O" if mcts else "X")]
    moves = sum(timing[f"{side}_moves"] for timing, side in sides)
    key = "cpu_seconds_per_move" if clock == "cpu_seconds" else "seconds_per_move"
    return sum(timing[f"{side}_{key}"] * timing[f"{side}_moves"] for timing, side in sides) / moves


# %% slideshow={"slide_type": "subslide"}
fig

# %% slideshow={"slide_type": "subslide"}
print(f"{'simulations':>11} | {'MCTS as X: won/drawn/lost':>25} | {'as O':>8} | MCTS wins | "
      "CPU s a move: MCTS, alpha-beta")
for row in c4_results["rows"]:
    x, o = row["as_X"], row["as_O"]
    as_x, as_o = f"{x['X_wins']}/{x['draws']}/{x['O_wins']}", f"{o['O_wins']}/{o['draws']}/{o['X_wins']}"
    wins = f"{x['X_wins'] + o['O_wins']}/{2 * games}"
    print(f"{row['simulations']:>11,} | {as_x:>25} | {as_o:>8} | {wins:>9} | "
          f"{per_move(row):>18.3f}, {per_move(row, mcts=False):.3f}")
print("(won/drawn/lost by MCTS; its wall-clock s a move:",
      ", ".join(f"{per_move(row, clock='wall'):.3f}" for row in c4_results["rows"]) + ")")
machine = c4_results["machine"]
print(f"(run on {machine['date']}, {machine['cpus']} cores, load average {machine['load_average_at_start']}"
      f" to {machine['load_average_at_end']}: {c4_results['total_wall_seconds'] / 60:.0f} minutes in all)")


# %% [markdown] slideshow={"slide_type": "subslide"}
# With 25 simulations per move MCTS loses every game: its random rollouts barely see the
# threats that alpha-beta finds within 4 plies. Its win rate climbs with the budget: MCTS
# wins 14 of its 40 games at 1,000 simulations per move, 23 at 3,000 and 26 at 10,000 (13 of
# 20 as X and 13 of 20 as O). At 10,000 simulations it spends 0.459 CPU seconds a move
# against alpha-beta's 0.004 (on the wall clock 2.063 s, as this run shared its 2 cores with
# other work). Mind the noise of these seeded runs: 40 games give a win rate uncertain by
# about ±16 points (two standard errors), so 14 of 40 (35%, roughly 20-50%) is probably below
# even, and 23 and 26 of 40 (58% and 65%) are about even or better but not clearly apart: the
# point estimates cross 50% between 1,000 and 3,000 simulations, and 40 games cannot place the
# crossing more precisely (it could lie above 3,000). An evaluation function is
# knowledge MCTS must discover by simulation: it overtakes the depth-4 search only once the
# simulations see further than 4 plies reliably. (Deeper alpha-beta would push the crossing
# point further out; against notebook 10's perfect solver there is none: X wins Connect Four
# with perfect play, so MCTS could win only as X, and only by playing perfectly.)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 7. Exercises

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 1: UCB1 selection
#
# Write `select_child(node, exploration_c)` returning the child of `node` with the highest
# UCB1. `node.N` is the parent's visits, `node.children` a dict move → child, each child
# with `N` and `W` (the reward of the player who moved into it, so the parent maximizes
# `W / N`). An unvisited child (N = 0) comes first.

# %% slideshow={"slide_type": "subslide"}
from course_lib.exercises.mcts import check_backpropagate, check_select_child, check_win_in_one


def select_child(node, exploration_c):
    """Return the child of `node` with the highest UCB1 (an unvisited child first)."""
    ### BEGIN SOLUTION
    def ucb1(child):
        if child.N == 0:
            return math.inf
        return child.W / child.N + exploration_c * math.sqrt(math.log(node.N) / child.N)

    return max(node.children.values(), key=ucb1)
    ### END SOLUTION


# %%
_ = check_select_child(select_child)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 2: back-propagation with the right sign
#
# Write `backpropagate(path, utility)`: `path` lists the nodes of one simulation, root
# first; `utility` is the rollout's result for X (+1 X wins, -1 O wins, 0 draw). Each node
# gets one more visit and, added to its W, the reward of **the player who moved into it**,
# the opponent of `node.player` (the player to move there). The checker plugs your function
# into `MCTSClassicSolver` and watches the moves it plays.

# %% slideshow={"slide_type": "subslide"}
def backpropagate(path, utility):
    """Add a visit to each node of `path` and, to its W, the reward of the player who moved into it."""
    ### BEGIN SOLUTION
    for node in path:
        node.N += 1
        node.W += utility if node.player == "O" else -utility
    ### END SOLUTION


# %%
_ = check_backpropagate(backpropagate)

# %% [markdown] tags=["solution"]
# The rule, for after the exercise: back-propagation adds the utility for X to the W of nodes X
# moved into, and its negation to nodes O moved into. The library's own is
# `MonteCarloTreeSearch._backpropagate`.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 3: a "win in one" rollout policy
#
# Random rollouts miss obvious wins, which makes positions look less decisive than they are.
# Write a rollout policy `win_in_one(game, state, player, rng)` that plays a move winning
# at once when there is one, and otherwise a uniformly random legal move, drawing random
# numbers only from `rng` (a seeded `random.Random`). A solver takes it as
# `MCTSClassicSolver(100, rollout=win_in_one)`.

# %% slideshow={"slide_type": "subslide"}
def win_in_one(game, state, player, rng):
    """Return a move of `player` that wins at once if there is one, else a random legal move."""
    ### BEGIN SOLUTION
    moves = game.get_valid_moves(state)
    win = 1 if player == "X" else -1
    for move in moves:
        after = game.make_move(state, move, player)
        if game.is_terminal(after) and game.evaluate(after) == win:
            return move
    return rng.choice(moves)
    ### END SOLUTION


# %%
_ = check_win_in_one(win_in_one)

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["solution"]
# ### Does it help? (optional, after exercise 3; not in the student edition)
#
# The library's own win-in-one policy is `rollout="win_in_one"` (`course_lib.solvers.rollout`,
# which uses a game's fast `winning_moves` when it has one). Classic MCTS with and without it,
# with the same 20 simulations per move:

# %% tags=["solution"]
print("Classic(20) vs Classic(20):",
      evaluate_solvers(game, MCTSClassicSolver(20, seed=1), MCTSClassicSolver(20, seed=2), 100))
print("Classic(20, win in one) vs Classic(20):",
      evaluate_solvers(game, MCTSClassicSolver(20, rollout="win_in_one", seed=1),
                       MCTSClassicSolver(20, seed=2), 100))
print("Classic(20) vs Classic(20, win in one):",
      evaluate_solvers(game, MCTSClassicSolver(20, seed=1),
                       MCTSClassicSolver(20, rollout="win_in_one", seed=2), 100))

# %% [markdown] tags=["solution"]
# It helps O here; for X it makes no measurable difference (67 wins against 68). As O it cuts
# X's wins from 68 to 45 and almost doubles the draws (38 against 20), probably because O, which
# moves second, mostly defends, and rollouts that take immediate wins show it which moves lose
# at once. With 100 games a share is uncertain by about ±10 points (two standard errors), and the
# difference of two such shares by about ±14 points, so a 1-point difference is noise and a
# 23-point one is not.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# - MCTS repeats selection (UCB1), expansion, rollout and back-propagation, and plays the
#   most visited move; it needs no evaluation function, only the rules.
# - W counts for the player who moved into the node; a wrong sign makes the search help
#   the opponent. A draw is worth 0.
# - C trades exploitation for exploration: too small locks onto early luck, too large
#   spreads the simulations evenly.
# - A persistent tree (`MCTSSolver`) reuses every earlier simulation and, with few
#   simulations per move, beats as X a fresh tree that spends more (as O it mostly draws,
#   and loses less as its tree grows).
#
# More in the library: `MCTSClassicSolver(..., time_limit=0.5)` searches for a time budget
# instead of a count; `solve=True` backs up proven wins and losses (MCTS-Solver, Winands et
# al. 2008); `benchmarks/bench_mcts.py` compares the simulation rate with OpenSpiel's MCTS.
#
# **References.** Russell, S., and Norvig, P. (2020), *Artificial Intelligence: A Modern
# Approach*, 4th ed., section 5.4. Auer, P., Cesa-Bianchi, N., and Fischer, P. (2002),
# "Finite-time analysis of the multiarmed bandit problem", Machine Learning 47. Kocsis, L.,
# and Szepesvári, C. (2006), "Bandit based Monte-Carlo planning", ECML. Browne, C. et al.
# (2012), "A survey of Monte Carlo tree search methods", IEEE TCIAIG 4(1). Winands, M.,
# Björnsson, Y., and Saito, J.-T. (2008), "Monte-Carlo tree search solver", CG 2008. Levine, J.
# (2017), "Monte Carlo Tree Search", video, Univ. of Strathclyde, youtube.com/watch?v=UXW2yZndl7U.
