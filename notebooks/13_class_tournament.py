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
# # Capstone: a class tournament
#
# *Adversarial search, part 13.* Every solver of this course picks moves through one method,
# `select_move(game, state, player)`. So a student's solver is a file, and a class of solvers
# is a **tournament**: every bot plays every other, with both colours, and a table of
# **ratings** says who is stronger, and how sure we are. This lecture runs one live, with the
# course's reference bots and two students' bots (one of them broken), and reads what it says.
#
# **Learning objectives**
#
# - write a bot as a file, and know what makes it lose a game outside the board;
# - explain how a sandbox keeps a bot that loops, crashes or eats memory from stopping a
#   tournament;
# - compute Bradley-Terry ratings from all games at once, on the Elo scale, with draws as half
#   a win, and read a bootstrap interval;
# - read a crosstable for what wins: search depth, the evaluation, the MCTS budget.
#
# *Teaching time: about 50 minutes (estimate); section 7 (running it for a class) is optional.*

# %% slideshow={"slide_type": "subslide"}
# %matplotlib inline
import collections
import tempfile
import time

import matplotlib.pyplot as plt

from course_lib.course import show_source
from course_lib.tournament import (EXAMPLES, find_bots, game_spec, make_game, play_game,
                                   run_tournament)
from course_lib.tournament.openings import move_from_json, play_opening
from course_lib.tournament.ratings import comparisons, fit_ratings
from course_lib.views import show_boards
from course_lib.views.ratings_view import draw_ratings

plt.rcParams["font.size"] = 11
BOTS = EXAMPLES  # the folder of the two students' bots, shipped with course_lib

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 1. A bot is a file
#
# A bot is a file `<name>.py` that defines one `Solver` subclass; its constructor takes no
# arguments, and any solver of the course may be its base. The bot's name is the file's name.
# Here is a student's bot (`course_lib/tournament/examples/two_ply.py`): alpha-beta two plies
# deep with the open-lines evaluation of notebook 04.

# %%
print((BOTS / "two_ply.py").read_text())

# %% [markdown] slideshow={"slide_type": "subslide"}
# And a second student's bot. It means "the centre if it is free, else a corner". Spot the bug
# before the tournament does.

# %%
print((BOTS / "centre_first.py").read_text())

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 2. The sandbox: a bot cannot stop the tournament
#
# Kaggle's ConnectX runner also takes agents as files, with a time limit per move, but runs
# them in its own process: an agent that loops hangs it. Here each bot runs in a **process of
# its own**, started for one game:
#
# - it gets a *copy* of the board, as JSON over a pipe (never pickle), and answers in JSON;
# - the referee times each move by the wall clock and keeps the only real board;
# - the process may use about 2 GB of address space, runs in an empty temporary folder, and
#   its whole process group (whatever it forked) is killed after the game.
#
# A bot that fails loses the game, with the reason:
#
# | reason | the bot ... |
# |---|---|
# | `timeout` | did not answer within the time per move |
# | `illegal_move` | answered a move that is not legal (or not a move) |
# | `bad_output` | answered something that is not the protocol's JSON |
# | `exception` | raised an exception |
# | `crash` | its process died (`os._exit`, a signal) |
# | `memory` | ran out of its 2 GB |

# %% [markdown] slideshow={"slide_type": "subslide"}
# One game, `two_ply` (X) against `centre_first` (O), from the opening X (0,0), O (1,1):

# %%
bots = {bot.name: bot for bot in find_bots(BOTS)[0]}
game = play_game(game_spec("tictactoe", bots["two_ply"].spec(), bots["centre_first"].spec(),
                           opening=[[0, 0], [1, 1]], move_time=1.0, seed=0))
for field in ("first", "second", "result", "reason", "moves", "opening", "detail"):
    print(f"{field:>8}: {game[field]}")

# %% [markdown]
# `centre_first` compares a cell with `""`, but an empty cell holds `" "`: the test is always
# true, so it plays the centre, which O already holds. The referee checks every move against
# `get_valid_moves` on its own board, and the game is lost by `illegal_move`. The tests of
# `course_lib` do the same with bots that loop, allocate 50 GB, fork, call `os._exit`, print
# megabytes or scribble on their board copy (`tests/test_tournament_sandbox.py`).

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 3. The tournament, live
#
# Seven bots: the two students' and five reference bots that anchor the ratings,
# `ref_random`, `ref_alphabeta` (alpha-beta **one** ply deep with the open-lines evaluation),
# `ref_mcts_100` and `ref_mcts_1000` (MCTS with 100 and 1,000 simulations a move) and
# `ref_perfect` (full-depth minimax). Each pair plays twice, once with each colour, from an
# opening drawn from the 2-ply openings whose minimax value is a draw (a deterministic bot
# would otherwise replay the same game): 21 pairs, 42 games.

# %%
started = time.perf_counter()
result = run_tournament(BOTS, tempfile.mkdtemp(), game="tictactoe", rounds=1, move_time=1.0,
                        workers=0, seed=2026)
seconds = time.perf_counter() - started
print(f"{len(result.games)} games, {len(result.rejected)} bot files rejected")
print(collections.Counter(g["reason"] for g in result.games))

# %% tags=["nbval-ignore-output"]
print(f"{seconds:.0f} s, {seconds / len(result.games):.2f} s a game "
      "(each bot's process started and killed for each game)")

# %% [markdown] slideshow={"slide_type": "subslide"}
# The crosstable: each row's points against each column (a win 1, a draw 1/2), out of 2 games.

# %%
names = [row["bot"] for row in result.ratings]
width = max(len(name) for name in names)
print(" " * (width + 2) + " ".join(f"{k + 1:>5}" for k in range(len(names))) + "   score")
for k, row in enumerate(result.crosstable):
    cells = " ".join(f"{row[name] or '-':>5}" for name in names)
    print(f"{k + 1} {row['bot']:<{width}} {cells}  {row['score']:>6}")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 4. How ratings are computed
#
# **Bradley-Terry.** Give each bot $i$ a rating $R_i$ and assume $i$ beats $j$ with
# probability
#
# $$P(i \text{ beats } j) = \frac{1}{1 + 10^{-(R_i - R_j)/400}},$$
#
# the Elo scale: 400 points more means odds of 10 to 1; 0 points, even. A draw counts as half a
# win: each game enters twice, both times for the winner of a decisive game, once each way
# for a draw. The ratings are the values that make the games played **most probable**
# (maximum likelihood), fitted to all games at once (`choix.opt_pairwise`, with a small
# penalty so that a bot that never lost keeps a finite rating). Only differences matter, so
# the scale is pinned by an anchor: `ref_random` at 1000. The games become comparisons so:

# %% slideshow={"slide_type": "subslide"}
show_source(comparisons)

# %%
index = {name: k for k, name in enumerate(names)}
pairs = comparisons(result.games, index)
print(f"{len(result.games)} games -> {len(pairs)} comparisons (winner, loser)")
ratings = {name: int(rating) for name, rating in zip(names, fit_ratings(result.games, names).round())}
print(ratings)

# %% [markdown] slideshow={"slide_type": "subslide"}
# What "most probable" means in numbers: at the maximum of the likelihood, every bot's
# **expected** total score (the model's probabilities, summed over the games it played) equals
# the score it **actually** made. The penalty bends this a little for the bots that never lost
# (`ref_perfect`) or never scored (`centre_first`): without it their ratings would run off to
# plus and minus infinity.


# %%
def expected_score(a, b):
    return 1 / (1 + 10 ** (-(ratings[a] - ratings[b]) / 400))


print(f"{'bot':<14} {'expected':>8} {'actual':>6}")
for row in result.crosstable:
    me = row["bot"]
    expected = sum(expected_score(g["first"], g["second"]) if g["first"] == me
                   else expected_score(g["second"], g["first"])
                   for g in result.games if me in (g["first"], g["second"]))
    print(f"{me:<14} {expected:8.2f} {row['score'].split('/')[0]:>6}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Why all games at once?** Elo's own method updates two ratings after each game,
# $R_i \leftarrow R_i + K\,(S_i - E_i)$ with $S_i$ the points scored and $E_i$ the expected
# score. The result depends on the **order** of the games. The same 42 games, read forwards
# and backwards ($K = 32$, everyone starting at 1000):


# %%
def elo_updates(games, k=32):
    rating = dict.fromkeys(names, 1000.0)
    for g in games:
        a, b = g["first"], g["second"]
        score = {"first": 1.0, "second": 0.0}.get(g["result"], 0.5)
        expected = 1 / (1 + 10 ** (-(rating[a] - rating[b]) / 400))
        rating[a] += k * (score - expected)
        rating[b] -= k * (score - expected)
    return rating


forwards, backwards = elo_updates(result.games), elo_updates(result.games[::-1])
for name in names:
    print(f"{name:<14} {forwards[name]:7.0f} {backwards[name]:7.0f}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# **How sure are we?** 12 games a bot is little. The **bootstrap** resamples the 42 games with
# replacement, refits, 200 times, and reports the middle 95% of each bot's ratings: the
# intervals in `ratings.csv` and the figure below (`ref_random` is the anchor: its interval
# is a point).

# %%
for row in result.ratings:
    print(f"{row['bot']:<14} {row['rating']:>5}  [{row['low']:>5}, {row['high']:>5}]  "
          f"{row['wins']}-{row['draws']}-{row['losses']}")

# %% slideshow={"slide_type": "subslide"}
ax = draw_ratings(result.ratings)
plt.show()

# %% [markdown]
# The intervals of the top four overlap widely: 42 games cannot tell them apart, and on
# tic-tac-toe nothing can, since they all draw each other. What the table does establish: they
# are above `ref_alphabeta`, which is above `ref_random`, which is above `centre_first`.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 5. What wins
#
# - **Depth.** `two_ply` and `ref_alphabeta` use the same evaluation; one more ply (seeing the
#   opponent's reply) turns a bot that lost 6 of its 12 games (4-2-6) into one that lost none
#   (4-8-0). The second ply is what blocks an opponent's two in a row.
# - **The evaluation.** At depth 1 the open-lines count does not see a threat; the perfect
#   bot needs no evaluation at all, because tic-tac-toe is small enough to search to the end.
# - **The MCTS budget.** 100 and 1,000 simulations a move score the same here: tic-tac-toe is
#   small enough for 100. On Connect Four (notebook 10) the budget decides.
# - **Not losing outside the board.** `centre_first` lost every game by an illegal move,
#   whatever its strategy: the first job of a bot is to answer legally, in time.

# %%
print(collections.Counter((g["first"] if g["result"] == "second" else g["second"], g["reason"])
                          for g in result.games if g["reason"] not in ("win", "draw")))

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 6. One game, replayed
#
# `games.jsonl` records every game: the opening, then each move. Here is `ref_alphabeta`'s
# loss with X against `ref_mcts_100`: the boards after the opening and after each move.
# X's (2, 1) leaves O's diagonal open: one ply deep, X does not look at O's reply.

# %% slideshow={"slide_type": "subslide"}
record = next(g for g in result.games if g["first"] == "ref_alphabeta"
              and g["second"] == "ref_mcts_100")
rules = make_game("tictactoe")
state, player = play_opening(rules, record["opening"])
boards, titles = [state], ["opening"]
for move in record["moves"]:
    state = rules.make_move(state, move_from_json(rules, move), player)
    boards.append(state)
    titles.append(f"{player} {tuple(move)}")
    player = rules.get_opponent(player)
print(record["result"], record["reason"])
show_boards(boards, titles=titles, per_row=5, size_inches=2.0)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 7. Running it for a class (optional)
#
# The instructor collects the files in one folder and runs
#
# ```
# make tournament BOTS=submissions GAME=connect_four MOVE_TIME=1 ROUNDS=2 WORKERS=8
# ```
#
# which writes `build/tournament/`: `games.jsonl`, `rejected.csv` (files that do not import,
# define no solver, or whose constructor raises), `failures.csv` (what each misbehaving bot
# did), `ratings.csv`, `crosstable.csv` and `ratings.png`. The games run on a Dask cluster, one
# game per core; `SCHEDULER=tcp://host:8786` sends them to a running cluster instead of a local
# one. If the run is interrupted, running the command again resumes it. The README gives the
# cost of a class of 300 bots, measured by `benchmarks/bench_tournament.py`.
