"""Drawing boards with matplotlib, as the lecture's `TicTacToe.display` does.

`draw_board` draws into a given Axes (so several boards can share a figure);
`show_board` makes a figure for one board and shows it; `show_boards` draws a
sequence of boards (e.g. the positions of a game) side by side.
"""

import matplotlib.pyplot as plt
import numpy as np

from .alt_text import describe
from .descriptions import board_alt

MAX_WIDTH = 9.4  # inches: at the inline backend's 100 dpi, the widest figure JupyterLab shows unshrunk
# Okabe & Ito's colour-blind-safe blue and vermillion; X and O differ by shape (cross, ring) as well
MARK_COLORS = {"X": "#0072B2", "O": "#D55E00"}


def draw_board(state, ax, title=None, highlight=None):
    """Draw a square board of ``" "``/``"X"``/``"O"`` cells into the Axes `ax`.

    X is a blue cross, O a vermillion ring (told apart by shape in greyscale
    too); row 0 is at the top. `highlight`, a ``(row, col)`` cell (e.g. the last
    move), is shaded yellow. The Axes' text alternative is the position
    (`descriptions.board_alt`), after the title if any.
    """
    board = np.asarray(state)
    size = board.shape[0]
    ax.set_aspect("equal")
    ax.set_xlim(0, size)
    ax.set_ylim(0, size)
    for k in range(1, size):
        ax.axhline(k, color="black")
        ax.axvline(k, color="black")
    ax.set_xticks([])
    ax.set_yticks([])
    for spine in ax.spines.values():
        spine.set_visible(False)
    if highlight is not None:
        row, col = highlight
        ax.add_patch(plt.Rectangle((col, size - row - 1), 1, 1, color="#fff3b0", zorder=0))
    for i in range(size):
        for j in range(size):
            cx, cy = j + 0.5, size - i - 0.5  # row 0 at the top
            if board[i, j] == "X":  # two strokes in data units: scales with the figure
                r = 0.28
                for dy in (r, -r):
                    ax.plot([cx - r, cx + r], [cy - dy, cy + dy], color=MARK_COLORS["X"],
                            linewidth=3, solid_capstyle="round", gid="X")
            elif board[i, j] == "O":
                ax.add_patch(plt.Circle((cx, cy), radius=0.30, fill=False,
                                        color=MARK_COLORS["O"], linewidth=3, gid="O"))
    if title is not None:
        ax.set_title(title)
    describe(ax, (f"{title}: " if title else "") + board_alt(board))
    return ax


def show_board(state, title=None, size_inches=3):
    """Draw one board in a new figure and show it."""
    fig, ax = plt.subplots(figsize=(size_inches, size_inches))
    draw_board(state, ax, title=title)
    plt.show()


def show_boards(states, titles=None, highlights=None, per_row=5, size_inches=2.2):
    """Draw several boards side by side, `per_row` to a row, and show them.

    Each board is `size_inches` wide, less if a row would be wider than
    `MAX_WIDTH` inches (JupyterLab shrinks wider figures, and their titles with them).
    """
    states = list(states)
    if not states:
        raise ValueError("show_boards needs at least one board")
    titles = list(titles) if titles is not None else [None] * len(states)
    highlights = list(highlights) if highlights is not None else [None] * len(states)
    rows = (len(states) + per_row - 1) // per_row
    cols = min(per_row, len(states))
    size_inches = min(size_inches, MAX_WIDTH / cols)  # wider, JupyterLab would shrink the figure
    fig, axes = plt.subplots(rows, cols, figsize=(size_inches * cols, size_inches * rows),
                             squeeze=False)
    for ax in axes.ravel():
        ax.axis("off")
    for ax, state, title, cell in zip(axes.ravel(), states, titles, highlights):
        ax.axis("on")
        draw_board(state, ax, title=title, highlight=cell)
    fig.tight_layout()
    plt.show()
