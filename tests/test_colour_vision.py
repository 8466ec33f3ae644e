"""Not by colour alone, and readable (issue 31, items 3 and 5).

The views' figures are rendered, then seen in greyscale and as people with
deuteranopia or protanopia see them (Machado, Oliveira & Fernandes 2009, severity
1, applied in linear RGB): what tells X from O, the players' discs, the path and
the pruned branches must still differ there. Text colours of the views and the
widgets have a contrast of at least 4.5:1 with their background (WCAG 1.4.3),
and the text the views draw is at least 14 px at the inline backend's 100 dpi.
The renderings are saved in build/colour_vision/ for a person to look at.
"""

import io
from pathlib import Path

import matplotlib
import matplotlib.pyplot as plt
import numpy as np
import pytest
from matplotlib.colors import to_rgb
from matplotlib.text import Text

from course_lib import ConnectFour, GameTree, MinimaxAlphaBetaSolverV1, TicTacToe, trace_search
from course_lib.views import draw_board, draw_step
from course_lib.views.board import MARK_COLORS
from course_lib.views.connect_four_board import DISC_COLORS, LETTER_COLORS, draw_connect_four
from course_lib.views.match_view import CURVE_STYLES, plot_running_average
from course_lib.views.ratings_view import draw_ratings
from course_lib.views.tree_view import FADED_TEXT
from course_lib.widgets import board as play_board
from course_lib.widgets.connect_four_board import LETTER_COLORS as WIDGET_LETTERS

OUT = Path(__file__).resolve().parent.parent / "build" / "colour_vision"
DEFICIENCIES = {
    "greyscale": np.array([[0.2126, 0.7152, 0.0722]] * 3),
    "deuteranopia": np.array([[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413],
                              [-0.011820, 0.042940, 0.968881]]),
    "protanopia": np.array([[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216],
                            [-0.003882, -0.048116, 1.051998]]),
}


def linear(rgb):
    rgb = np.asarray(rgb, dtype=float)
    return np.where(rgb <= 0.04045, rgb / 12.92, ((rgb + 0.055) / 1.055) ** 2.4)


def seen(rgb, deficiency):
    """The sRGB colour(s) `rgb` (values 0..1, last axis RGB) as seen with `deficiency`."""
    lin = np.clip(linear(rgb) @ DEFICIENCIES[deficiency].T, 0, 1)
    return np.where(lin <= 0.0031308, 12.92 * lin, 1.055 * lin ** (1 / 2.4) - 0.055)


def luminance(rgb):
    return float(linear(rgb) @ np.array([0.2126, 0.7152, 0.0722]))


def contrast(first, second):
    high, low = sorted([luminance(to_rgb(first)), luminance(to_rgb(second))], reverse=True)
    return (high + 0.05) / (low + 0.05)


def render(fig):
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=100)
    plt.close(fig)
    buffer.seek(0)
    return plt.imread(buffer)[..., :3]


def save_views(name, image):
    OUT.mkdir(parents=True, exist_ok=True)
    row = [image] + [seen(image, deficiency) for deficiency in DEFICIENCIES]
    plt.imsave(OUT / f"{name}.png", np.clip(np.concatenate(row, axis=1), 0, 1))


@pytest.mark.parametrize("deficiency", sorted(DEFICIENCIES))
def test_the_players_colours_stay_apart(deficiency):
    """Discs: lightness apart by 3:1 at least (and lettered); marks: a cross and a ring, whose
    colours stay apart for the colour-blind (in greyscale only the shapes tell them apart)."""
    x, o = (seen(to_rgb(DISC_COLORS[p]), deficiency) for p in "XO")
    assert contrast(x, o) >= 3, (deficiency, x, o)
    x, o = (seen(to_rgb(MARK_COLORS[p]), deficiency) for p in "XO")
    assert deficiency == "greyscale" or np.abs(x - o).max() > 0.25, (deficiency, x, o)


def test_views_in_greyscale_and_colour_blind_renderings_are_saved():
    game = TicTacToe()
    state = game.initial_state()
    for move, player in [((1, 1), "X"), ((0, 0), "O"), ((2, 2), "X")]:
        state = game.make_move(state, move, player)
    fig, axes = plt.subplots(1, 2, figsize=(7, 3.5))
    draw_board(state, axes[0], highlight=(2, 2))
    draw_connect_four(ConnectFour.from_moves("44536"), axes[1], highlight=2)
    save_views("boards", render(fig))
    trace = trace_search(MinimaxAlphaBetaSolverV1(), GameTree([[[-1, 3], [5, 1]], [[-6, -4], [0, 9]]]))
    save_views("alpha_beta_step", render(draw_step(trace, 30).figure))
    ax = draw_ratings([{"bot": "ref_random", "rating": -300, "low": -360, "high": -250},
                       {"bot": "alice", "rating": 120, "low": 60, "high": 180},
                       {"bot": "ref_minimax", "rating": 200, "low": 150, "high": 260}])
    save_views("ratings", render(ax.figure))
    ax = plot_running_average({"A vs B": [1, -1, 1, 1] * 10, "B vs A": [0, -1, -1, 1] * 10})
    save_views("match", render(ax.figure))
    assert len(list(OUT.glob("*.png"))) >= 4


def test_curves_differ_by_line_style_and_marker_not_only_colour():
    assert len({(s["linestyle"], s["marker"]) for s in CURVE_STYLES}) == len(CURVE_STYLES)


@pytest.mark.parametrize("text, background", [
    (LETTER_COLORS["X"], DISC_COLORS["X"]), (LETTER_COLORS["O"], DISC_COLORS["O"]),
    (WIDGET_LETTERS["X"], DISC_COLORS["X"]), (FADED_TEXT, "white"), ("dimgrey", "white"),
    ("navy", "white"), ("darkgreen", "white"),
    (play_board.MARK_COLORS["X"], "#eeeeee"), (play_board.MARK_COLORS["O"], "#eeeeee"),
    (play_board.HINT_COLOR, "#eeeeee"),
])
def test_text_colours_contrast_at_least_4_5_to_1(text, background):
    assert contrast(text, background) >= 4.5, (text, background, contrast(text, background))


def text_sizes_px(fig):
    """The size in px at 100 dpi of every visible, non-empty text of `fig`."""
    fig.canvas.draw()
    return [t.get_fontsize() * 100 / 72 for t in fig.findobj(Text)
            if t.get_visible() and t.get_text().strip()]


def test_text_in_the_views_figures_is_at_least_14_px():
    trace = trace_search(MinimaxAlphaBetaSolverV1(), GameTree([[3, 12, 8], [2, 4, 6], [14, 5, 2]]))
    figures = [draw_step(trace, 12).figure]
    fig, ax = plt.subplots(figsize=(3.5, 3.5))
    draw_connect_four(ConnectFour.from_moves("4453"), ax, title="a position")
    figures.append(fig)
    for fig in figures:
        sizes = text_sizes_px(fig)
        plt.close(fig)
        assert sizes and min(sizes) >= 14, sorted(sizes)[:3]


def test_the_default_font_of_the_library_figures_is_at_least_14_px():
    assert matplotlib.rcParams["font.size"] * 100 / 72 >= 14
