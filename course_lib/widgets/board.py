"""The play board: a grid of ipywidgets buttons wired to a `PlaySession`.

Every handler is one line that calls the session and redraws, because
ipywidgets swallows exceptions raised in ``on_click`` handlers (ipywidgets#2949):
the logic lives in `PlaySession`, which the tests drive directly. Each cell's
handler is bound with `functools.partial` (a lambda made in a loop would capture
the last cell, ipywidgets#3196).

An empty cell is drawn with a non-breaking space, never an empty description:
in JupyterLab 4 / ipywidgets 8 a Button whose description becomes ``""`` keeps
showing its old text, so Undo, New game or Hints off left ghost marks on the
board. Each cell also carries one CSS class naming what it shows
(`CELL_CLASSES`), for styling and for the browser test.
"""

import functools

import ipywidgets as widgets

from ..games.connect_four import ConnectFour
from ..games.tictactoe import TicTacToe
from .board_controls import BoardControls
from .connect_four_board import ConnectFourBoard
from .hints import hint_text
from .session import PlaySession
from .solver_guard import DEFAULT_TIME_LIMIT

# X blue, O vermillion as `TicTacToe.display` draws them (Okabe & Ito), darkened for a contrast
# >= 4.5:1 on the button's grey; they differ by letter too, so colour never carries it alone
MARK_COLORS = {"X": "#005a8c", "O": "#a04000"}
HINT_COLOR = "#595959"
MARK_FONT = ("28px", "bold")  # (font size, weight) of X and O
HINT_FONT = ("15px", "normal")
EMPTY_TEXT = "\u00a0"  # a non-breaking space: what an empty cell's button shows
CELL_CLASSES = {"X": "course-cell-x", "O": "course-cell-o", "hint": "course-cell-hint",
                "empty": "course-cell-empty"}
HINT_HELP = ("Hints: the minimax value after each of your moves, as the utility for X "
             "(+1 X wins, 0 draw, -1 O wins, if both sides play perfectly from there).")


def play_against(game, solver, human="O", hints=False, hint_solver=None,
                 time_limit=DEFAULT_TIME_LIMIT):
    """Return a board on which a person plays `game` against `solver` in a notebook.

    Parameters
    ----------
    game : TicTacToe or ConnectFour
        Any size. Tic-tac-toe: a `size` x `size` grid of buttons, one per cell.
        Connect Four: one button per column above the grid of discs
        (`ConnectFourBoard`).
    solver : Solver
        Answers at once after each click (and moves first if `human` is "O").
    human : "X" or "O", default "O"
        The person's mark; the solver plays the other one.
    hints : bool, default False
        Initial state of the "Hints" toggle, which writes on each empty cell the
        minimax value of playing there (computed by `hint_solver`, by default the
        library's minimax solver; full-depth, so only on 3x3: on a larger board
        the status line says there are no hints). On Connect Four the values
        appear under the column buttons, computed by default by depth-limited
        alpha-beta (`default_hint_solver`): estimates, but for forced wins.
    time_limit : float or None, default 10
        Seconds the solver may think (per call); a solver that runs longer is
        stopped and named in the status line. None: no limit.

    Returns
    -------
    PlayBoard (tic-tac-toe) or ConnectFourBoard, an ``ipywidgets.VBox``: status
    line, board, "New game", "Undo", "Hints".

    Raises TypeError if `game` is neither a `TicTacToe` nor a `ConnectFour`, or
    `solver` not a `Solver`; ValueError if `human` is not "X" or "O", or if
    `solver` searches every game to the end on a board where that never ends
    (tic-tac-toe larger than 3x3, Connect Four larger than 12 cells: use a
    depth-limited solver such as ``DepthLimitedMinimaxSolver(max_depth=3)``).
    Once built, the board never raises: a solver that fails is named in the status line.
    """
    board_class = ConnectFourBoard if isinstance(game, ConnectFour) else PlayBoard
    return board_class(game, solver, human=human, hints=hints, hint_solver=hint_solver,
                       time_limit=time_limit)


class PlayBoard(BoardControls):
    """The widget returned by `play_against`; `session` holds the game itself.

    Parts (for tests and styling): `cells[row][col]` (Buttons), `status` (HTML),
    `new_game_button`, `undo_button`, `hints_toggle` (ToggleButton), `hint_help`
    (HTML). CSS classes: ``course-play-board``, ``course-play-cell`` (plus one of
    `CELL_CLASSES` per cell), ``course-play-status``.
    """

    def __init__(self, game, solver, human="O", hints=False, hint_solver=None,
                 time_limit=DEFAULT_TIME_LIMIT):
        if not isinstance(game, TicTacToe):
            raise TypeError(f"game must be a TicTacToe (the board is a grid of cells) or a "
                            f"ConnectFour (play_against picks its board), got {game!r}")
        session = PlaySession(game, solver, human=human, hint_solver=hint_solver,
                              time_limit=time_limit)
        size = game.size
        cells = [[_cell_button(row, col) for col in range(size)] for row in range(size)]
        grid = widgets.GridBox(
            [button for row in cells for button in row],
            layout=widgets.Layout(grid_template_columns=f"repeat({size}, 64px)",
                                  grid_gap="4px", margin="6px 0"))
        super().__init__()
        self._build_controls(session, [grid], hints, "show the minimax value of each move")
        self.add_class("course-play-board")
        self.cells = cells
        for row, buttons in enumerate(cells):
            for col, button in enumerate(buttons):
                button.on_click(functools.partial(self._on_cell, row, col))
        self.refresh()

    def _on_cell(self, row, col, _button=None):
        self.session.click(row, col)
        self.refresh()

    def refresh(self):
        """Redraw the cells, the hints and the status line from the session (and its hints
        setting from the toggle)."""
        self.session.show_hints = self.hints_toggle.value
        state = self.session.state
        hints = self.session.visible_hints()
        for row, buttons in enumerate(self.cells):
            for col, button in enumerate(buttons):
                mark = str(state[row, col])
                if mark in MARK_COLORS:
                    _show(button, mark, mark, MARK_COLORS[mark], MARK_FONT)
                    button.tooltip = f"row {row}, column {col}, {mark}"
                elif (row, col) in hints:  # small and grey: a hint "0" must not look like an O
                    hint = _value_text(hints[(row, col)])
                    _show(button, hint, "hint", HINT_COLOR, HINT_FONT)
                    button.tooltip = f"row {row}, column {col}, empty, hint {hint}"
                else:
                    _show(button, EMPTY_TEXT, "empty")
                    button.tooltip = f"row {row}, column {col}, empty"
        self._show_status(HINT_HELP)


def _cell_button(row, col):
    button = widgets.Button(description=EMPTY_TEXT, tooltip=f"row {row}, column {col}, empty",
                            layout=widgets.Layout(width="64px", height="64px"))
    button.style.font_size, button.style.font_weight = MARK_FONT
    button.add_class("course-play-cell")
    button.add_class(CELL_CLASSES["empty"])
    return button


def _show(button, text, kind, color=None, font=None):
    """Write `text` on a cell button and give it the CSS class of `kind` ("X", "O", "hint", "empty")."""
    button.description = text
    if color is not None:
        button.style.text_color = color
        button.style.font_size, button.style.font_weight = font
    wanted = CELL_CLASSES[kind]
    for css_class in CELL_CLASSES.values():
        if css_class != wanted and css_class in button._dom_classes:
            button.remove_class(css_class)
    if wanted not in button._dom_classes:
        button.add_class(wanted)


def _value_text(value):
    """+1, 0, -1 for exact utilities, other numbers as ``+.2g``, "?" for NaN, inf or a non-number."""
    return hint_text(value, "+.2g")
