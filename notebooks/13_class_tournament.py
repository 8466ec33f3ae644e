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
# - explain how a sandbox keeps a bot that loops, crashes, eats memory or attacks the others
#   from stopping or rigging a tournament;
# - explain how Bradley-Terry ratings are computed from all games at once, on the Elo scale,
#   with draws as half a win, and read a bootstrap interval;
# - read a crosstable for what wins (search depth, answering legally) and for what its games
#   cannot tell (the MCTS budget, here).
#
# *Teaching time: about 55 minutes of a 75-minute slot: the title and sections 1-6 are 22
# slides (the setup slide aside) at 2.5 minutes each, the live run included; section 7
# (running it for a class) is optional.*

# %% slideshow={"slide_type": "subslide"}
# %matplotlib inline
import collections
import tempfile
import time

import matplotlib.pyplot as plt
import numpy as np

from course_lib.course import show_source
from course_lib.tournament import (EXAMPLES, find_bots, game_spec, make_game, play_game,
                                   run_tournament)
from course_lib.tournament.bubblewrap import bwrap_problem
from course_lib.tournament.openings import replay
from course_lib.tournament.ratings import (bootstrap_fits, comparisons, difference_intervals,
                                           fit_ratings, resamples, unbounded)
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
# deep with the open-lines evaluation (from notebook 04's optional section: the lines still
# open to X minus those open to O).

# %%
print((BOTS / "two_ply.py").read_text())

# %% [markdown] slideshow={"slide_type": "subslide"}
# And a second student's bot. It means "the centre if it is free, else a corner". **Spot the
# bug** before the tournament does: what does it play when O holds the centre?

# %%
print((BOTS / "centre_or_corner.py").read_text())

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 2. The sandbox: a bot cannot stop or rig the tournament
#
# Kaggle's ConnectX runner (`kaggle-environments`, `env.run`) also takes agents as files, with
# a time limit per move, but calls them inside its own Python process: an agent that loops
# hangs it. Here each bot runs in a **process of its own**, started for one game, under
# **bubblewrap** (`bwrap`, Flatpak's sandbox). On Linux with `bwrap`, whether the games run
# here or on Dask workers:
#
# - it sees no other process and has no network: it cannot signal its opponent, the
#   tournament or this kernel, nor reach the Dask scheduler;
# - it runs as an unprivileged user on a read-only file system (`/tmp` and `/dev/shm`
#   included): its own empty folder, deleted after the game, is the only place it can write;
#   the class's submissions folder, results and homes are not in view (the course's own
#   example and reference bots are, read-only, inside `course_lib`);
# - it gets a *copy* of the board, as JSON over a pipe (never pickle); the referee times each
#   move by the wall clock and keeps the only real board;
# - its processes together may use 2 GB where it gets a cgroup of its own (cgroup v1 as root,
#   or cgroup v2 when the tournament runs in the root cgroup or a delegated one); elsewhere at
#   most 4 processes of about 512 MB each; all are killed after the game;
# - it has no CPU limit: busy processes it forks can slow its opponent's moves.

# %% [markdown] slideshow={"slide_type": "subslide"}
# Where `bwrap` cannot run (macOS, or Linux without user namespaces) the tournament refuses
# students' bots unless told `SANDBOX=none`, which gives up the first two points (no other
# process or network in view; the read-only file system, as an unprivileged user) and, where
# no cgroup can be made, the end of a bot's detached processes: the README lists what remains. This notebook then runs its two example bots without it (tested on Linux
# only). On Windows the tournament does not run at all (it needs Unix's process groups,
# `select` on pipes and `resource` limits): use WSL.

# %%
sandbox = "bwrap" if bwrap_problem() is None else "none"
print(f"bots run under: {sandbox}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### How a bot loses outside the board
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
# | `memory` | passed its memory limit |
#
# The tests of `course_lib` play bots that loop, allocate 50 GB, fork, call `os._exit`, print
# megabytes or scribble on their board copy (`tests/test_tournament_sandbox.py`), and bots that
# attack: kill their opponent or their Dask worker, hijack the scheduler, forge results, leave a
# daemon, write outside their folder, read the other bots, or fork to eat memory
# (`tests/test_tournament_attacks.py`). Each loses with its reason or gains nothing, and the
# other games come out as in a run without it, within one limit: with no CPU limit, a bot's
# busy children slow its opponent (the sandbox's last point).

# %% [markdown] slideshow={"slide_type": "subslide"}
# One game, `two_ply` (X) against `centre_or_corner` (O), from the opening X (0,0), O (1,1):

# %%
bots = {bot.name: bot for bot in find_bots(BOTS)[0]}
one_game = play_game(game_spec("tictactoe", bots["two_ply"].spec(), bots["centre_or_corner"].spec(),
                               opening=[[0, 0], [1, 1]], move_time=1.0, seed=0, sandbox=sandbox))
for field in ("first", "second", "result", "reason", "moves", "opening", "detail"):
    print(f"{field:>8}: {one_game[field]}")

# %% [markdown]
# The bug is two mistakes in one test. "The centre if it is free" is `state[1][1] == " "`: an
# empty cell holds `" "`, not `""`, and the test needs `==`, not `!=`. As written,
# `state[1][1] != ""` is always true: it always plays the centre, also when O holds it (fixing
# only the string, `!= " "`, plays the centre exactly when it is taken). The referee checks
# every move against `get_valid_moves` on its own board: lost by `illegal_move`.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 3. The tournament, live
#
# Seven bots: the two students' and five reference bots: `ref_random`, the **anchor** (its
# rating is set to 1000 and the others are measured from it), `ref_alphabeta` (alpha-beta
# **one** ply deep with the open-lines evaluation), `ref_mcts_100` and `ref_mcts_1000` (MCTS
# with 100 and 1,000 simulations a move) and `ref_perfect` (full-depth minimax). Each pair
# plays twice, once with each colour, from an opening drawn from the 2-ply openings whose
# minimax value is a draw (a deterministic bot would otherwise replay the same game): 21
# pairs, 42 games. They run here, one after the other (`workers=0`), each bot sandboxed as in
# a class tournament.

# %%
started = time.perf_counter()
result = run_tournament(BOTS, tempfile.mkdtemp(), game="tictactoe", rounds=1, move_time=1.0,
                        workers=0, seed=2026, sandbox=sandbox)
seconds = time.perf_counter() - started
print(f"{len(result.games)} games, {len(result.rejected)} bot files rejected")
print(collections.Counter(g["reason"] for g in result.games))

# %% tags=["nbval-ignore-output"]
print(f"{seconds:.0f} s, {seconds / len(result.games):.2f} s a game "
      "(each bot's process started and killed for each game)")

# %% [markdown] slideshow={"slide_type": "subslide"}
# The crosstable: the points each row's bot made against each column's, in their 2 games (a win
# is 1 point, a draw half a point), and its total out of 12 games.

# %%
names = [row["bot"] for row in result.ratings]
width = max(len(name) for name in names)
print(" " * (width + 2) + " ".join(f"{rank:>4}" for rank in range(1, len(names) + 1)) + "  total")
for rank, row in enumerate(result.crosstable, start=1):
    cells = " ".join(f"{row[name].split('/')[0] or '-':>4}" for name in names)
    print(f"{rank} {row['bot']:<{width}} {cells}  {row['score'].split('/')[0]:>5}")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 4. How ratings are computed
#
# **Bradley-Terry.** Give each bot $i$ a rating $R_i$ and assume $i$ beats $j$ with
# probability
#
# `P(i beats j) = 1 / (1 + 10 ** (-(R_i - R_j) / 400))`,
#
# the Elo scale: 400 points more means odds of 10 to 1; 0 points, even. A draw counts as half a
# win: each game enters twice, both times for the winner of a decisive game, once each way
# for a draw. The ratings are the values that make the games played **most probable**
# (maximum likelihood), fitted to all games at once (`choix.opt_pairwise`, with a small
# penalty, below). Only differences matter, so the scale is pinned by the anchor: `ref_random`
# at 1000. `comparisons` turns the games into these (winner, loser) pairs:

# %% slideshow={"slide_type": "subslide"}
show_source(comparisons)

# %%
index = {name: position for position, name in enumerate(names)}
compared = comparisons(result.games, index)
print(f"{len(result.games)} games -> {len(compared)} comparisons (winner, loser)")
rating_of = {name: int(rating) for name, rating in zip(names, fit_ratings(result.games, names).round())}

# %% [markdown] slideshow={"slide_type": "subslide"}
# What "most probable" means in numbers: at the maximum of the likelihood, every bot's
# **expected** total score (the model's probabilities, summed over the games it played) equals
# the score it **actually** made; the small penalty bends this a little.


# %%
def expected_score(rating, other):
    """The score the model expects of a bot rated `rating` against one rated `other`."""
    return 1 / (1 + 10 ** (-(rating - other) / 400))


print(f"{'bot':<16} {'expected':>8} {'actual':>6}")
for row in result.crosstable:
    me = row["bot"]
    opponents = [g["second"] if g["first"] == me else g["first"]
                 for g in result.games if me in (g["first"], g["second"])]
    expected = sum(expected_score(rating_of[me], rating_of[other]) for other in opponents)
    print(f"{me:<16} {expected:8.2f} {row['score'].split('/')[0]:>6}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Why a penalty?** Not because of draws. A draw is half a win and half a loss, so it links two
# bots both ways: here `ref_perfect`, unbeaten, has a finite rating without the penalty. In
# general, every rating is finite when the graph "$i$ scored against $j$" (a win or a draw) is **strongly
# connected**: each bot reaches each other along it
# (`course_lib.tournament.ratings.unbounded` checks this). If not,
# a group that never met the others has an undetermined rating (only differences inside the
# group are fixed), and a bot or group that met them but won (or lost) every game against them
# has none: its rating runs off to infinity. `centre_or_corner`,
# with no point at all, is one. Without `centre_or_corner`'s games, fitted without and with the
# penalty:

# %%
scored = [name for name in names if name != "centre_or_corner"]
kept = [g for g in result.games if "centre_or_corner" not in (g["first"], g["second"])]
plain, penalised = fit_ratings(kept, scored, penalty=0), fit_ratings(kept, scored)
print(f"{'bot':<14} {'no penalty':>10} {'penalty':>8}")
for name, without, with_penalty in zip(scored, plain, penalised):
    print(f"{name:<14} {without:10.0f} {with_penalty:8.0f}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Why all games at once?** Elo's update, applied game by game (as online servers do), is
# $R_i \leftarrow R_i + K\,(S_i - E_i)$, $S_i$ the points scored, $E_i$ the expected score. Its
# result depends on the **order** of the games: the same 42 games, forwards and backwards:


# %%
def elo_updates(games, k_factor=32):
    rating = dict.fromkeys(names, 1000.0)
    for g in games:
        a, b = g["first"], g["second"]
        score = {"first": 1.0, "second": 0.0}.get(g["result"], 0.5)
        change = k_factor * (score - expected_score(rating[a], rating[b]))
        rating[a], rating[b] = rating[a] + change, rating[b] - change
    return rating


forwards, backwards = elo_updates(result.games), elo_updates(result.games[::-1])
print(f"{'bot':<16} {'Elo, forwards':>13} {'backwards':>9} {'Bradley-Terry':>13}")
for name in names:
    print(f"{name:<16} {forwards[name]:13.0f} {backwards[name]:9.0f} {rating_of[name]:13}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# Elo's ratings are squeezed together, not on another scale: each game moves a rating by at most
# $K = 32$ points, less as the expected score nears the actual one, so 12 games from 1000 stop
# far short of where the games point. Bradley-Terry takes no steps: it solves for the
# ratings that fit all games at once. Elo's updates suit a stream of games over months; a
# tournament's games have no order that means anything.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### How sure are we?
#
# 12 games a bot is little. The **bootstrap** resamples the 42 games with
# replacement, refits, 200 times, and reports the middle 95% of each bot's refitted ratings:
# the intervals in `ratings.csv` and the figure below (`ref_random` is the anchor: its
# interval is a point). W-D-L counts the bot's wins, draws and losses. In the figure, blue
# circles are the students' bots, grey squares the reference bots.

# %%
print(f"{'bot':<16} {'rating':>6}  [{'low':>5}, {'high':>5}]  W-D-L")
for row in result.ratings:
    print(f"{row['bot']:<16} {row['rating']:>6}  [{row['low']:>5}, {row['high']:>5}]  "
          f"{row['wins']}-{row['draws']}-{row['losses']}")

# %% slideshow={"slide_type": "subslide"}
ax = draw_ratings(result.ratings)
plt.show()

# %% [markdown] slideshow={"slide_type": "subslide"}
# The upper ends of the five bots above the anchor are not the games'. A thin chain of draws
# ties them to it: `ref_random` drew once with `ref_alphabeta`, which drew once with three of
# the top four; nobody below beat them. A resample without that one draw has all five winning
# every game against `ref_random` and below: unbounded, their ratings there are the penalty's.

# %%
order = sorted(names)  # the bots and resamples of the table above: the same fits
fits = bootstrap_fits(result.games, order, samples=200, seed=2026)
free = np.array([unbounded(sample, order) for sample in resamples(result.games, 200, 2026)])
print(f"{'bot':<14} {'unbounded in':>12} {'rated there':>11} {'highest bounded':>15} {'upper end':>9}")
for row in result.ratings:
    column = order.index(row["bot"])
    if row["high"] > rating_of["ref_random"]:  # above the anchor
        print(f"{row['bot']:<14} {free[:, column].sum():>8}/200 "
              f"{'>= %.0f' % fits[free[:, column], column].min():>11} "
              f"{fits[~free[:, column], column].max():>15.0f} {row['high']:>9}")

# %% [markdown]
# "Unbounded in": the resamples where the games set no upper bound and the penalty rates the
# bot ("rated there"). Each upper end (97.5th percentile) is above every bounded rating: read
# it as "no upper bound from 42 games". `centre_or_corner`'s whole interval is the penalty's.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Is one bot above another?
#
# Two 95% intervals that do not overlap say so (conservatively); two that overlap do not say they are
# level: `two_ply` [1396, 2084] and `ref_alphabeta` [1103, 1755] overlap, yet their difference is
# positive. The bootstrap of the **difference** says so: one rating minus the other in each resample (the
# two move together). Above 0 at both ends: the first bot is above the second, with about 95% confidence
# for each pair alone (six pairs chosen after seeing the table), except the last (below).

# %%
pairs = [("ref_mcts_1000", "ref_mcts_100"), ("ref_mcts_1000", "ref_perfect"),
         ("ref_perfect", "two_ply"), ("two_ply", "ref_alphabeta"), ("ref_alphabeta", "ref_random"),
         ("ref_random", "centre_or_corner")]
for (better, worse), (low, high) in zip(pairs, difference_intervals(fits, order, pairs)):
    verdict = "above" if low > 0 else "cannot tell"
    print(f"{better:>13} - {worse:<16} [{low:5.0f}, {high:5.0f}]  {verdict}")
weaker = {penalty: fit_ratings(result.games, names, penalty=penalty)[index["centre_or_corner"]]
          for penalty in (0.01, 0.001, 0.0001)}
print("centre_or_corner by penalty: " + ", ".join(f"{p:g}: {r:.0f}" for p, r in weaker.items()))

# %% [markdown] slideshow={"slide_type": "subslide"}
# So the games put `two_ply` above `ref_alphabeta`, above `ref_random`, above
# `centre_or_corner` (that last direction rests on `ref_random`'s 2-0 against it and
# `centre_or_corner`'s 0 of 12, not on a 95% interval: `centre_or_corner` is unbounded in every
# resample, so the interval of that difference is the penalty's and changes with the
# bootstrap's seed). They cannot tell `ref_mcts_1000` from `ref_mcts_100` (section 5), nor
# `ref_perfect` from `two_ply`: here they drew both games, yet `two_ply`, playing O, loses to
# `ref_perfect` from 4 of the 24 openings; two games cannot tell. Nor `ref_mcts_1000` from
# `ref_perfect`: a rating counts points against *this* field, and "perfect" means never
# losing, not beating weak bots most often.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 5. What wins
#
# - **Depth.** `two_ply` and `ref_alphabeta` use the same evaluation; one more ply (seeing the
#   opponent's reply) turns a bot that lost 5 of its 12 games (3-4-5) into one that lost none
#   in this run (5-7-0). The second ply is what blocks an opponent's two in a row.
# - **No evaluation needed.** `ref_perfect` searches tic-tac-toe to the end, so it needs none;
#   `two_ply` and `ref_alphabeta` share theirs, so no two bots here differ only in their
#   evaluation, and this table says nothing about evaluations.
# - **The MCTS budget: not here.** 100 and 1,000 simulations a move made 8 and 9.5 points of
#   12, but the games cannot tell them apart: their difference's interval, [-16, 298]
#   (section 4), only just holds 0 (the games lean to 1,000 but do not settle it). Both drew twice with `ref_perfect`; from all 24 openings, both
#   colours, 100 simulations still lose a few games to perfect play (3 to 4 of 48 on average,
#   0 to 6 over the test's 40 seed sets). On Connect Four (notebook 11, section 6, with the
#   classic MCTS) the budget shows.
# - **Not losing outside the board.** `centre_or_corner` lost all 12 of its games by an
#   illegal move, whatever its strategy: the first job of a bot is to answer legally, in time.

# %%
print(collections.Counter((g["first"] if g["result"] == "second" else g["second"], g["reason"])
                          for g in result.games if g["reason"] not in ("win", "draw")))

# %% [markdown] slideshow={"slide_type": "slide"}
# ## 6. One game, replayed
#
# `games.jsonl` records every game: the opening, then each move. Here is `ref_alphabeta`'s
# first loss with X: the boards after the opening and after each move. X's (1, 1) makes a
# two of its own but leaves O's bottom row open: one ply deep, X does not look at O's reply.

# %%
record = next(g for g in result.games if g["first"] == "ref_alphabeta" and g["result"] == "second")
boards, titles = replay(make_game("tictactoe"), record)
print(f"{record['first']} (X) - {record['second']} (O): {record['result']} {record['reason']}")
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
# which writes `build/tournament/`: `games.jsonl` (each game signed with a key kept beside the
# folder, `build/tournament.key`), `rejected.csv` (files skipped for their name, or that do not
# import, define no solver, or whose constructor raises), `failures.csv` (what each misbehaving
# bot did), `ratings.csv`, `crosstable.csv` and `ratings.png`. The games run on a Dask cluster
# that only the tournament can reach (TLS), one game per core, each bot under bubblewrap;
# `SCHEDULER=tls://host:8786` sends them to a running, authenticated cluster instead (README).
# If the run is interrupted, running the command again resumes it, keeping only the games whose
# signature checks and whose bots are unchanged. A bot learns its time per move from
# `os.environ["TOURNAMENT_MOVE_TIME"]`; a bot that searches until its time is up (as
# `MCTSSolver(time_limit=...)` does) plays differently from run to run, and so do its games.
# The README gives the cost of a class of 300 bots, measured by `benchmarks/bench_tournament.py`.
