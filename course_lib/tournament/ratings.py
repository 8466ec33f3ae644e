"""Ratings from all games at once: Bradley-Terry on the Elo scale, draws as half a win, bootstrap intervals.

The Bradley-Terry model gives each bot a strength ``theta`` and says bot i beats
bot j with probability ``1 / (1 + exp(theta_j - theta_i))``. Fitting every
game at once (maximum likelihood) gives ratings that do not depend on the order
the games were played in, unlike Elo's game-by-game updates. The fit is
`choix.opt_pairwise` (Maystre's choix, the `tournament` extra), with a small
L2 penalty `PENALTY`.

* A draw counts as half a win: every game enters as two comparisons, both for
  the winner of a decisive game, one each way for a draw. So a draw links two
  bots both ways, but one draw does not make a rating finite: two bots that drew
  each other and lost every other game are unbounded (below the rest). Every
  rating is finite exactly when the graph "i scored against j" (a win or a
  draw) is strongly connected (Zermelo's condition; `unbounded` checks it);
  otherwise a bot or a group (all wins, all losses, never met the others, or met
  them but won, or lost, every game against them) has none: its rating would run
  off to infinity. The penalty keeps those finite, and pulls every rating a
  little towards the mean.
* The Elo scale: ``rating = 400 / ln 10 * theta`` (400 points = 10:1 odds),
  shifted so that the anchor, ``ref_random`` when it played, sits at `ANCHOR`
  (1000); without it, the mean bot sits at 1500.
* Intervals: the 2.5 and 97.5 percentiles of the ratings refitted on `samples`
  resamplings of the games with replacement (a seeded bootstrap). The anchor's
  own interval is a point: the others are measured from it. Where a resample
  leaves a bot (or a group) without a loss or a draw against the rest, its
  rating there is set by the penalty, not by the games: an interval's end that
  comes from such resamples says "no bound from these games".
* Whether one bot is above another: `difference_intervals`, the bootstrap
  interval of the difference of their ratings, from the same resamples (paired),
  not two overlapping intervals.

Source: Bradley & Terry (1952); Hunter (2004), "MM algorithms for generalized
Bradley-Terry models"; Efron & Tibshirani (1993) for the percentile bootstrap.
"""

import json
import math

import numpy as np

ELO = 400 / math.log(10)  # Elo points per unit of Bradley-Terry strength
PENALTY = 0.01  # L2 regularization of the strengths (choix's alpha)
ANCHOR_BOT, ANCHOR = "ref_random", 1000.0
MEAN_RATING = 1500.0
RATING_FIELDS = ("bot", "rating", "low", "high", "games", "wins", "draws", "losses")


def comparisons(games, index):
    """The (winner, loser) index pairs of `games` (records), two per game (see the module)."""
    pairs = []
    for game in games:
        first, second = index[game["first"]], index[game["second"]]
        if game["result"] == "first":
            pairs += [(first, second), (first, second)]
        elif game["result"] == "second":
            pairs += [(second, first), (second, first)]
        else:
            pairs += [(first, second), (second, first)]
    return pairs


def fit_ratings(games, bots, start=None, penalty=PENALTY):
    """Return the Elo-scale rating of each of `bots` (names), fitted on all `games` at once.

    `games` are records of ``games.jsonl``; returns a NumPy array in `bots`' order.
    `start` (ratings in the same order, e.g. a fit on all games) starts the optimizer
    there: a bootstrap resample's fit then takes a few iterations instead of many
    (300 bots, 89,700 games: about 2 s instead of 15 here). `penalty` is choix's
    ``alpha`` (0: the plain maximum-likelihood fit, finite only where the module
    says). Raises `ValueError` when a game names a bot not in `bots`.
    """
    import choix

    index = {name: k for k, name in enumerate(bots)}
    unknown = {g[side] for g in games for side in ("first", "second")} - set(index)
    if unknown:
        raise ValueError(f"games name bots that are not rated: {sorted(unknown)}")
    pairs = comparisons(games, index)
    if not pairs:
        theta = np.zeros(len(bots))
    else:
        initial = None if start is None else (np.asarray(start, dtype=float) - MEAN_RATING) / ELO
        theta = choix.opt_pairwise(len(bots), pairs, alpha=penalty, initial_params=initial)
    ratings = ELO * np.asarray(theta, dtype=float)
    if ANCHOR_BOT in index:
        return ratings - ratings[index[ANCHOR_BOT]] + ANCHOR
    return ratings - ratings.mean() + MEAN_RATING


def resamples(games, samples=200, seed=0):
    """Yield `samples` resamplings of `games` with replacement, each as long as `games` (seeded)."""
    rng = np.random.default_rng(seed)
    for _ in range(samples):
        drawn = rng.integers(0, len(games), size=len(games)) if games else []
        yield [games[i] for i in drawn]


_LAST_FITS = {}  # the last bootstrap's fits by its inputs: a table and its notebook share them


def bootstrap_fits(games, bots, samples=200, seed=0, start=None):
    """The ratings refitted on each of `resamples` (seeded): an array of shape
    ``(samples, len(bots))``, each fit started from `start` (default: the fit on all games).
    The last result is kept: asked again with the same games, bots, samples and seed (as
    notebook 13 does after `rating_table`), it is returned without refitting."""
    key = json.dumps([[(g["first"], g["second"], g["result"]) for g in games], list(bots),
                      samples, seed])
    if key not in _LAST_FITS:
        if start is None:
            start = fit_ratings(games, bots)
        fits = np.empty((samples, len(bots)))
        for k, sample in enumerate(resamples(games, samples, seed)):
            fits[k] = fit_ratings(sample, bots, start=start)
        _LAST_FITS.clear()
        _LAST_FITS[key] = fits
    return _LAST_FITS[key].copy()


def unbounded(games, bots, anchor=ANCHOR_BOT):
    """A boolean array in `bots`' order: True for a bot whose rating `games` leave unbounded
    relative to `anchor` (without the penalty it would be infinite), i.e. the bot and the anchor
    are not in one strongly connected component of the graph "scored against" (a win or a
    draw); Zermelo's condition, Hunter (2004). All False when `anchor` is not among `bots`."""
    from scipy.sparse import csr_matrix
    from scipy.sparse.csgraph import breadth_first_order

    if anchor not in bots:
        return np.zeros(len(bots), dtype=bool)
    index = {name: k for k, name in enumerate(bots)}
    pairs = comparisons(games, index) or [(index[anchor], index[anchor])]
    winners, losers = zip(*pairs)
    scored = csr_matrix((np.ones(len(pairs)), (winners, losers)), shape=(len(bots), len(bots)))
    start = index[anchor]
    reaches_anchor = set(breadth_first_order(scored.T.tocsr(), start, return_predecessors=False))
    reached = set(breadth_first_order(scored, start, return_predecessors=False))
    return np.array([not (k in reaches_anchor and k in reached) for k in range(len(bots))])


def percentile_interval(values, level=0.95, axis=0):
    """``(low, high)``: the middle `level` of `values` (percentiles)."""
    tail = 100 * (1 - level) / 2
    return np.percentile(values, tail, axis=axis), np.percentile(values, 100 - tail, axis=axis)


def bootstrap_intervals(games, bots, samples=200, seed=0, level=0.95, start=None):
    """Return ``(low, high)`` arrays: percentile bootstrap intervals of `fit_ratings` (`level`)."""
    return percentile_interval(bootstrap_fits(games, bots, samples, seed, start), level)


def difference_intervals(fits, bots, pairs, level=0.95):
    """``[(low, high)]`` Elo points, one per ``(better, worse)`` name pair of `pairs`: the paired
    bootstrap interval of rating(better) minus rating(worse), from `fits` (`bootstrap_fits`,
    columns in `bots`' order). Above 0 (low > 0): the games say `better` is stronger, at `level`."""
    intervals = []
    for better, worse in pairs:
        difference = fits[:, bots.index(better)] - fits[:, bots.index(worse)]
        low, high = percentile_interval(difference, level)
        intervals.append((float(low), float(high)))
    return intervals


def tally(games, bots):
    """``{bot: {"games", "wins", "draws", "losses"}}`` over `games`."""
    table = {name: dict(games=0, wins=0, draws=0, losses=0) for name in bots}
    for game in games:
        for side, other in (("first", "second"), ("second", "first")):
            row = table[game[side]]
            row["games"] += 1
            row["wins" if game["result"] == side else
                "losses" if game["result"] == other else "draws"] += 1
    return table


def rating_table(games, bots, samples=200, seed=0):
    """The rows of ``ratings.csv``, best first: dicts with `RATING_FIELDS` (ratings rounded)."""
    ratings = fit_ratings(games, bots)
    low, high = bootstrap_intervals(games, bots, samples, seed, start=ratings)
    counts = tally(games, bots)
    rows = [{"bot": name, "rating": round(float(ratings[k])), "low": round(float(low[k])),
             "high": round(float(high[k])), **counts[name]} for k, name in enumerate(bots)]
    return sorted(rows, key=lambda row: (-row["rating"], row["bot"]))


def crosstable(games, bots):
    """Rows of ``crosstable.csv``: each bot's points against each other bot, "points/games".

    A win is 1 point, a draw 1/2; the "score" column is the bot's total points / games.
    The diagonal is empty.
    """
    points = {(a, b): [0.0, 0] for a in bots for b in bots}
    for game in games:
        a, b = game["first"], game["second"]
        share = {"first": 1.0, "second": 0.0}.get(game["result"], 0.5)
        for row, col, got in ((a, b, share), (b, a, 1.0 - share)):
            points[row, col][0] += got
            points[row, col][1] += 1
    rows = []
    for a in bots:
        row = {"bot": a}
        for b in bots:
            got, played = points[a, b]
            row[b] = "" if a == b else f"{got:g}/{played}"
        total = [sum(points[a, b][k] for b in bots) for k in (0, 1)]
        row["score"] = f"{total[0]:g}/{total[1]}"
        rows.append(row)
    return rows
