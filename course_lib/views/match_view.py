"""Plots of matches: the running average of results game after game."""

import matplotlib.pyplot as plt
import numpy as np

# Curves told apart without colour: each its own line style and marker, in Okabe & Ito's colours
CURVE_STYLES = [{"color": c, "linestyle": ls, "marker": m} for c, ls, m in
                [("#0072B2", "-", "o"), ("#D55E00", "--", "s"), ("#009E73", ":", "^"),
                 ("#CC79A7", "-.", "D"), ("#000000", "-", "v")]]


def running_average(outcomes, who="X", window=None):
    """Return, after each game, the fraction of games won by `who` ("X", "O") or drawn ("draw").

    `outcomes` are the results for X of successive games (as `match_outcomes`
    returns them). Over all games so far, or with `window` (int) over the last
    `window` games only (fewer at the start), which shows a change of strength
    sooner. Raises ValueError for any other `who` or a window < 1.
    """
    outcomes = np.asarray(outcomes, dtype=float)
    if who == "X":
        hits = outcomes > 0
    elif who == "O":
        hits = outcomes < 0
    elif who == "draw":
        hits = outcomes == 0
    else:
        raise ValueError(f"who must be 'X', 'O' or 'draw', got {who!r}")
    totals = np.cumsum(hits)
    if window is None:
        return totals / np.arange(1, len(outcomes) + 1)
    if isinstance(window, bool) or not isinstance(window, int) or window < 1:
        raise ValueError(f"window must be a positive integer or None, got {window!r}")
    before = np.concatenate([np.zeros(window), totals])[:len(totals)]
    return (totals - before) / np.minimum(np.arange(1, len(outcomes) + 1), window)


def plot_running_average(matches, who="X", ax=None, title=None, window=None):
    """Plot the running average of wins (or draws) of several matches on one Axes; return it.

    `matches` maps a label (e.g. ``"Learner(10) vs Classic(40)"``) to that
    match's outcomes for X, game after game. The y axis is the fraction of
    games won by `who`, so far or over the last `window` games (see `running_average`).
    """
    if ax is None:
        _, ax = plt.subplots(figsize=(8, 4))
    for label, outcomes in matches.items():
        style = CURVE_STYLES[len(ax.get_lines()) % len(CURVE_STYLES)]
        ax.plot(np.arange(1, len(outcomes) + 1), running_average(outcomes, who, window),
                label=label, markevery=max(1, len(outcomes) // 10), **style)
    ax.set_xlabel("games played", fontsize=12)
    ax.tick_params(labelsize=12)  # >= 12 pt: read when projected
    span = "so far" if window is None else f"in the last {window} games"
    ax.set_ylabel(f"{ {'X': 'X wins', 'O': 'O wins', 'draw': 'draws'}[who]} {span}", fontsize=12)
    ax.set_ylim(0, 1.03)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=12)
    if title:
        ax.set_title(title, fontsize=13)
    return ax


def plot_match(game, solver_X, solver_O, num_games=100, who="X", ax=None, label=None,
               progress=None):
    """`evaluate_solvers` that also draws the running average of `who`'s wins; return its results dict.

    Plays the match (same instances throughout, so a learning solver keeps
    learning), draws the curve on `ax` (a new figure if None; pass the same
    Axes to compare matches) labelled `label` (default "X-name vs O-name"), and
    returns ``{"X_wins", "O_wins", "draws"}``. `progress` as in `evaluate_solvers`.
    """
    from ..play import match_outcomes, tally

    outcomes = match_outcomes(game, solver_X, solver_O, num_games, progress=progress)
    label = label or f"{solver_X.get_name()} vs {solver_O.get_name()}"
    plot_running_average({label: outcomes}, who=who, ax=ax)
    return tally(outcomes)
