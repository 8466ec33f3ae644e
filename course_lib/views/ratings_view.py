"""A tournament's ratings drawn: each bot's rating with its bootstrap interval, best at the top."""

import matplotlib.pyplot as plt

from .alt_text import describe


def draw_ratings(rows, ax=None, title="Ratings (Elo scale) with 95% bootstrap intervals"):
    """Draw the rows of ``ratings.csv`` (dicts with bot, rating, low, high) as interval bars.

    Reference bots (names starting with ``ref_``) are drawn as grey squares, the
    others as blue circles (told apart by shape without colour). Returns the matplotlib `Axes`; makes a figure sized to the bots when `ax`
    is None.
    """
    rows = sorted(reversed(rows), key=lambda row: float(row["rating"]))  # ties: the table's order, top down
    if ax is None:
        _, ax = plt.subplots(figsize=(7, 0.9 + 0.32 * len(rows)))
    for y, row in enumerate(rows):
        rating, low, high = (float(row[key]) for key in ("rating", "low", "high"))
        reference = str(row["bot"]).startswith("ref_")
        colour = "0.45" if reference else "#0072B2"
        # a percentile interval need not contain the fit on all games (few resamples): draw
        # the interval as it is and the rating as a point, without a negative error bar
        ax.errorbar(rating, y, xerr=[[max(rating - low, 0)], [max(high - rating, 0)]],
                    fmt="s" if reference else "o", color=colour, capsize=3)
        if not low <= rating <= high:
            ax.plot([low, high], [y, y], color=colour)
    ax.set_yticks(range(len(rows)))
    ax.set_yticklabels([row["bot"] for row in rows], fontsize=11)
    ax.set_xlabel("rating (400 points = 10:1 odds)", fontsize=11)
    ax.tick_params(labelsize=11)
    ax.grid(axis="x", alpha=0.3)
    if title:
        ax.set_title(title, fontsize=12)
    best_first = "; ".join(f"{row['bot']} {float(row['rating']):.0f} ({float(row['low']):.0f} to "
                           f"{float(row['high']):.0f})" for row in reversed(rows))
    describe(ax, f"{title or 'Ratings'}, best first, rating (95% interval): {best_first}.")
    return ax
