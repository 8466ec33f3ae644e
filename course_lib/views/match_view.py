"""Plots of matches: the running average of results game after game."""

import matplotlib.pyplot as plt
import numpy as np


def running_average(outcomes, who="X"):
    """Return, after each game, the fraction of games so far won by `who` ("X", "O") or drawn ("draw").

    `outcomes` are the results for X of successive games (as `match_outcomes`
    returns them). Raises ValueError for any other `who`.
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
    return np.cumsum(hits) / np.arange(1, len(outcomes) + 1)


def plot_running_average(matches, who="X", ax=None, title=None):
    """Plot the running average of wins (or draws) of several matches on one Axes; return it.

    `matches` maps a label (e.g. ``"Learner(10) vs Classic(40)"``) to that
    match's outcomes for X, game after game. The y axis is the fraction of
    games so far won by `who` (see `running_average`).
    """
    if ax is None:
        _, ax = plt.subplots(figsize=(8, 4))
    for label, outcomes in matches.items():
        ax.plot(np.arange(1, len(outcomes) + 1), running_average(outcomes, who), label=label)
    ax.set_xlabel("games played", fontsize=11)
    ax.set_ylabel({"X": "X wins so far", "O": "O wins so far",
                   "draw": "draws so far"}[who] + " (fraction)", fontsize=11)
    ax.set_ylim(0, 1)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=10)
    if title:
        ax.set_title(title, fontsize=12)
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
