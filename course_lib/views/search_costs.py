"""Plots of search costs by depth: nodes and seconds of several searches, on log scales."""

import matplotlib.pyplot as plt

from .match_view import CURVE_STYLES


def plot_search_costs(rows, machine, branching=None):
    """Plot nodes (left) and seconds (right) against the depth for each search; return the figure.

    `rows` are dicts with keys ``search`` (a label), ``depth`` (plies), ``nodes`` and ``seconds``
    (as `benchmarks/connect_four_depths.py` saves them); `machine` names the machine that timed
    them (the right panel's title). With `branching` b, the left panel also draws b^d, the size
    of the full tree's last level. Timings of 0.000 s (below the clock) are left out. The figure
    is closed: display it by evaluating it. Raises ValueError for an empty `rows`.
    """
    if not rows:
        raise ValueError("rows is empty: nothing to plot")
    searches = list(dict.fromkeys(row["search"] for row in rows))
    fig, axes = plt.subplots(1, 2, figsize=(10, 3.5))
    for name, style in zip(searches, CURVE_STYLES):
        mine = sorted((row for row in rows if row["search"] == name), key=lambda row: row["depth"])
        axes[0].plot([row["depth"] for row in mine], [row["nodes"] for row in mine],
                     label=name, **style)
        timed = [row for row in mine if row["seconds"] > 0]
        axes[1].plot([row["depth"] for row in timed], [row["seconds"] for row in timed],
                     label=name, **style)
    depths = sorted({row["depth"] for row in rows})
    if branching:
        axes[0].plot(depths, [branching ** d for d in depths], color="grey", linestyle=":",
                     label=f"${branching}^d$")
    for ax, ylabel, title in ((axes[0], "nodes searched", "Nodes, X's first move"),
                              (axes[1], "seconds", f"Time ({machine})")):
        ax.set_yscale("log")
        ax.set_xlabel("depth (plies)", fontsize=12)  # >= 12 pt: read when projected
        ax.set_ylabel(ylabel, fontsize=12)
        ax.set_title(title, fontsize=12)
        ax.tick_params(labelsize=12)
        ax.grid(alpha=0.3)
    fig.legend(*axes[0].get_legend_handles_labels(), loc="lower center", ncol=4, frameon=False,
               fontsize=12)
    fig.tight_layout(rect=(0, 0.1, 1, 1))  # room for the legend below the plots
    plt.close(fig)
    return fig
