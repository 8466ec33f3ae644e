"""Pig's policies drawn: the turn total at which to hold, by own score, one curve per opponent score.

Source: T. W. Neller and C. G. M. Presser, "Optimal Play of the Dice Game Pig",
*The UMAP Journal* 25(1), 2004, who draw the optimal policy the same way
(`course_lib.analysis.solve_pig` computes it).
"""

import matplotlib.pyplot as plt

from ..analysis.pig_value_iteration import hold_thresholds


def plot_hold_thresholds(roll, opponent_scores, rule_of_thumb=20, title=None, ax=None):
    """Plot `hold_thresholds` of the roll table `roll` for each of `opponent_scores`.

    `roll[i, j, k]` is True where the policy rolls (``solve_pig(goal).roll``); a
    dashed line marks "hold at `rule_of_thumb`" (None: no line). A curve on the
    diagonal goal - i rolls until it reaches the goal. Returns the Axes (a new
    9 x 3 inch figure when `ax` is None; call ``plt.show()`` to display it).
    """
    if ax is None:
        _, ax = plt.subplots(figsize=(9, 3.0))
    goal = len(roll)
    for opponent in opponent_scores:
        ax.plot(range(goal), hold_thresholds(roll, opponent), label=f"opponent score {opponent}")
    if rule_of_thumb is not None:
        ax.axhline(rule_of_thumb, color="black", linestyle="--", label=f"hold at {rule_of_thumb}")
    ax.set_xlabel("own score i", fontsize=12)
    ax.set_ylabel("turn total at which to hold", fontsize=12)
    if title:
        ax.set_title(title, fontsize=13)
    ax.legend(fontsize=12)
    ax.tick_params(labelsize=12)
    return ax
