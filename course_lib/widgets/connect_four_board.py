"""The Connect Four play board: one button per column over a grid of discs, wired to a `PlaySession`.

As on the tic-tac-toe board (`board.py`), every handler is one line that calls
the session and redraws (ipywidgets swallows exceptions raised in ``on_click``),
each column's handler is bound with `functools.partial`, and the logic lives in
`PlaySession`, which the tests drive directly.

The column buttons never change their text ("▼ 0" .. "▼ 6": an arrow icon and
the column's number, which is the button's accessible name), so JupyterLab 4's
stale-description pitfall (a Button whose description becomes ``""`` keeps its
old text) cannot arise. A column is disabled once full or when the game is
over; Tab reaches the columns still open, Enter drops a piece. Each disc is an
image named for screen readers ("row 5, column 3, X"), and the status line is a
live region that reads out the reply and the result. The discs and the hint row are one HTML widget redrawn
from the session after every action: each disc carries a CSS class naming what
it shows (`DISC_CLASSES`) and its letter, so the board reads without colours too.
"""

import functools

import ipywidgets as widgets
import numpy as np

from ..answer_guard import guard
from ..games.connect_four_rules import winning_windows
from ..views.connect_four_board import DISC_COLORS, FRAME_COLOR, LETTER_COLORS as DISC_LETTERS
from .board_controls import BoardControls
from .hints import hint_help_text, hint_text
from .session import PlaySession
from .solver_guard import DEFAULT_TIME_LIMIT

CELL_PX, GAP_PX = 52, 6  # disc diameter and the space between discs, in CSS pixels
DISC_CLASSES = {"X": "course-c4-x", "O": "course-c4-o", " ": "course-c4-empty"}
LETTER_COLORS = {**DISC_LETTERS, " ": "#ffffff"}
EMPTY_TEXT = "\u00a0"  # a non-breaking space: what an empty disc or hint slot shows
WIN_CLASS, WIN_RING = "course-c4-win", "0 0 0 4px #00c853"  # the winning four: a green ring
GAME_OVER_TOOLTIP = "the game is over: press New game"


class ConnectFourBoard(BoardControls):
    """The widget `play_against(ConnectFour(), solver)` returns; `session` holds the game.

    Parts (for tests and styling): `column_buttons[c]` (Buttons, "▼ c"),
    `discs` (HTML: the hint row and the grid), `status` (HTML),
    `new_game_button`, `undo_button`, `hints_toggle` (ToggleButton), `hint_help`
    (HTML). CSS classes: ``course-c4-board``, ``course-c4-column`` (each
    button), ``course-c4-disc`` plus one of `DISC_CLASSES` (each cell, row 0 at
    the top as in the state), ``course-c4-hint`` (each hint slot),
    ``course-play-status``. When the game is over the column buttons are
    disabled and the discs of the winning four (or more) also carry
    ``course-c4-win`` (a green ring); a full column's button is disabled too.

    Parameters as for `play_against`. Raises what `PlaySession` raises.
    """

    def __init__(self, game, solver, human="O", hints=False, hint_solver=None,
                 time_limit=DEFAULT_TIME_LIMIT):
        session = PlaySession(game, solver, human=human, hint_solver=hint_solver,
                              time_limit=time_limit)
        width = game.width
        column_buttons = [_column_button(col) for col in range(width)]
        columns = widgets.GridBox(column_buttons, layout=widgets.Layout(
            grid_template_columns=f"repeat({width}, {CELL_PX}px)", grid_gap=f"{GAP_PX}px",
            padding=f"0 {GAP_PX}px", margin="6px 0 0 0"))
        self.discs = widgets.HTML()
        super().__init__()
        self._build_controls(session, [columns, self.discs], hints,
                             "show the value of each column")
        self.add_class("course-c4-board")
        self.column_buttons = column_buttons
        for col, button in enumerate(column_buttons):
            button.on_click(functools.partial(self._on_column, col))
        self.refresh()

    def _on_column(self, col, _button=None):
        self.session.drop(col)
        self.refresh()

    def refresh(self):
        """Redraw the discs, the hint row and the status line from the session."""
        self.session.show_hints = self.hints_toggle.value
        self.discs.value = board_html(self.session.state, self.session.visible_hints())
        over, state = self.session.is_over, self.session.state
        for col, button in enumerate(self.column_buttons):
            full = state[0, col] != " "
            button.disabled = over or full  # a full column is never clickable, during or after
            button.tooltip = (GAME_OVER_TOOLTIP if over else
                              f"column {col} is full" if full else f"drop a piece in column {col}")
        self._show_status(hint_help_text(self.session.game, self.session.hint_solver))


def winning_cells(state):
    """The cells (row, column) of every line of four equal pieces on the board `state`; empty if none."""
    board = np.asarray(state)
    height, width = board.shape
    flat = board.ravel()
    return {divmod(index, width) for window in winning_windows(width, height)
            if flat[window[0]] != " " and all(flat[i] == flat[window[0]] for i in window)
            for index in window}


winning_cells = guard(winning_cells, "win check")  # notebook 10's exercise must not ask it


def board_html(state, hints):
    """Return the HTML of the hint row (values of `hints`, {column: value}) and the grid of discs."""
    height, width = state.shape
    slots = [_hint_slot(col, _value_text(hints[col]) if col in hints else EMPTY_TEXT)
             for col in range(width)]
    won = winning_cells(state)
    cells = [_disc(row, col, str(state[row, col]), (row, col) in won)
             for row in range(height) for col in range(width)]
    grid = (f"display:grid;grid-template-columns:repeat({width},{CELL_PX}px);"
            f"gap:{GAP_PX}px;padding:{GAP_PX}px;width:max-content")
    return (f'<div class="course-c4-hints" style="{grid};padding-top:0;padding-bottom:2px">'
            f'{"".join(slots)}</div>'
            f'<div class="course-c4-grid" role="group" aria-label="Connect Four board, '
            f'row 0 at the top" style="{grid};background:{FRAME_COLOR};'
            f'border-radius:8px">{"".join(cells)}</div>')


def _disc(row, col, mark, winning=False):
    style = (f"width:{CELL_PX}px;height:{CELL_PX}px;border-radius:50%;box-sizing:border-box;"
             f"background:{DISC_COLORS[mark]};border:1px solid black;display:flex;"
             f"align-items:center;justify-content:center;font:bold 20px sans-serif;"
             f"color:{LETTER_COLORS[mark]}" + (f";box-shadow:{WIN_RING}" if winning else ""))
    text = mark if mark.strip() else EMPTY_TEXT
    classes = f"course-c4-disc {DISC_CLASSES[mark]}" + (f" {WIN_CLASS}" if winning else "")
    what = {"X": "X", "O": "O", " ": "empty"}[mark]
    title = f"row {row}, column {col}, {what}" + (", part of the winning four" if winning else "")
    return (f'<div class="{classes}" role="img" aria-label="{title}" title="{title}" '
            f'style="{style}">{text}</div>')


def _hint_slot(col, text):
    return (f'<div class="course-c4-hint" title="column {col}" style="width:{CELL_PX}px;'
            f'text-align:center;font:15px sans-serif;color:#555555">{text}</div>')


def _value_text(value):
    """+1, 0, -1 for exact utilities, other numbers as ``+.3f``, "?" for NaN, inf or a non-number."""
    return hint_text(value, "+.3f")


def _column_button(col):
    button = widgets.Button(description=f"{col}", icon="arrow-down",
                            tooltip=f"drop a piece in column {col}",
                            layout=widgets.Layout(width=f"{CELL_PX}px", height="34px",
                                                  padding="0"))
    button.add_class("course-c4-column")
    return button
