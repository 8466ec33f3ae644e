"""Drawing Connect Four boards with matplotlib: a blue frame, yellow X and red O discs, lettered.

`draw_connect_four` draws into a given Axes (several boards can share a
figure); `show_connect_four` makes a figure for one board and shows it;
`show_connect_four_boards` draws boards side by side. Column numbers (the move
indices 0..width-1) are written under the board; row 0 of the state is drawn at
the top, as it prints.
"""

import matplotlib.pyplot as plt
import numpy as np

from .alt_text import describe
from .descriptions import connect_four_alt

DISC_COLORS = {"X": "#ffd92f", "O": "#b8201f", " ": "white"}  # yellow, red (apart in lightness), hole
FRAME_COLOR = "#1f4e9c"
# Each disc also carries its letter (so the board reads in greyscale and to the colour-blind),
# in a colour of contrast >= 4.5:1 with its disc.
LETTER_COLORS = {"X": "#5a4500", "O": "#ffffff"}


def draw_connect_four(state, ax, title=None, highlight=None, fontsize=12):
    """Draw a Connect Four board of ``" "``/``"X"``/``"O"`` cells into the Axes `ax`.

    `highlight`, a column index (e.g. the last or the best move), is marked
    with a triangle above the board. Each disc carries its letter; the Axes'
    text alternative lists the columns bottom to top (`descriptions.connect_four_alt`).
    """
    board = np.asarray(state)
    height, width = board.shape
    ax.set_aspect("equal")
    ax.set_xlim(-0.1, width + 0.1)
    ax.set_ylim(-0.7, height + 0.5)
    ax.add_patch(plt.Rectangle((0, 0), width, height, color=FRAME_COLOR, zorder=0))
    for row in range(height):
        for col in range(width):
            cell = str(board[row, col])
            ax.add_patch(plt.Circle((col + 0.5, height - row - 0.5), radius=0.38,
                                    facecolor=DISC_COLORS[cell], edgecolor="black",
                                    linewidth=0.8, gid=cell.strip() or None, zorder=1))
            if cell in LETTER_COLORS:
                ax.text(col + 0.5, height - row - 0.5, cell, ha="center", va="center",
                        fontsize=1.3 * fontsize, fontweight="bold", color=LETTER_COLORS[cell], zorder=2)
    for col in range(width):
        ax.text(col + 0.5, -0.35, str(col), ha="center", va="center", fontsize=fontsize)
    if highlight is not None:
        ax.plot([highlight + 0.5], [height + 0.25], marker="v", color="black", markersize=10)
    ax.set_xticks([])
    ax.set_yticks([])
    for spine in ax.spines.values():
        spine.set_visible(False)
    if title is not None:
        ax.set_title(title, fontsize=fontsize)
    describe(ax, (f"{title}: " if title else "") + connect_four_alt(board, highlight))
    return ax


def show_connect_four(state, title=None, size_inches=3.5):
    """Draw one board in a new figure and show it."""
    height, width = np.asarray(state).shape
    fig, ax = plt.subplots(figsize=(size_inches, size_inches * (height + 1.2) / (width + 0.2)))
    draw_connect_four(state, ax, title=title)
    plt.show()


def show_connect_four_boards(states, titles=None, highlights=None, per_row=4, size_inches=3.0):
    """Draw several boards side by side, `per_row` to a row, and show them."""
    states = list(states)
    if not states:
        raise ValueError("show_connect_four_boards needs at least one board")
    titles = list(titles) if titles is not None else [None] * len(states)
    highlights = list(highlights) if highlights is not None else [None] * len(states)
    rows = (len(states) + per_row - 1) // per_row
    cols = min(per_row, len(states))
    height, width = np.asarray(states[0]).shape
    cell_height = size_inches * (height + 1.2) / (width + 0.2)
    fig, axes = plt.subplots(rows, cols, figsize=(size_inches * cols, cell_height * rows),
                             squeeze=False)
    for ax in axes.ravel():
        ax.axis("off")
    for ax, state, title, column in zip(axes.ravel(), states, titles, highlights):
        ax.axis("on")
        draw_connect_four(state, ax, title=title, highlight=column)
    fig.tight_layout()
    plt.show()
