"""What every play board shares: the status line, "New game", "Undo", "Hints" and their handlers.

`PlayBoard` (tic-tac-toe cells) and `ConnectFourBoard` (columns of discs) differ
only in how a move is clicked and how the position is drawn; each subclasses
`BoardControls`, builds its board part, calls `_build_controls` and defines
`refresh()`. Each handler is one call into the session, then a redraw
(ipywidgets swallows exceptions raised in handlers, ipywidgets#2949).
"""

import html

import ipywidgets as widgets

# The status line is an ARIA live region: a screen reader reads out the reply, the end of the
# game or a refused move after each action (ipywidgets cannot set attributes on a widget's own
# element, so the region is the status HTML's content, rewritten whole, and atomic).
LIVE_START, LIVE_END = '<div role="status" aria-live="polite" aria-atomic="true">', "</div>"


def live_region(inner_html):
    """`inner_html` wrapped in a polite, atomic ARIA live region (the status lines of all widgets)."""
    return f"{LIVE_START}{inner_html}{LIVE_END}"


class BoardControls(widgets.VBox):
    """A VBox of ``[status, *board parts, controls, hint help]``; subclasses define
    `refresh()`."""

    def _build_controls(self, session, board_parts, hints, hints_tooltip):
        """Make the status line and the buttons, lay out the board, and wire the handlers."""
        self.session = session
        self.status = widgets.HTML()
        self.status.add_class("course-play-status")
        self.new_game_button = widgets.Button(description="New game", icon="refresh")
        self.undo_button = widgets.Button(description="Undo", icon="undo")
        self.hints_toggle = widgets.ToggleButton(value=bool(hints), description="Hints",
                                                 tooltip=hints_tooltip)
        self.hint_help = widgets.HTML()
        controls = widgets.HBox([self.new_game_button, self.undo_button, self.hints_toggle])
        self.children = [self.status, *board_parts, controls, self.hint_help]
        self.new_game_button.on_click(self._on_new_game)
        self.undo_button.on_click(self._on_undo)
        self.hints_toggle.observe(self._on_hints, names="value")

    def __repr__(self):
        session = self.session
        return (f"{type(self).__name__}({session.game!r}: you play {session.human} against "
                f"{session.solver.get_name()})")

    def _on_new_game(self, _button=None):
        self.session.new_game()
        self.refresh()

    def _on_undo(self, _button=None):
        self.session.undo()
        self.refresh()

    def _on_hints(self, _change=None):
        self.refresh()

    def _show_status(self, hint_help_text):
        """Write the status line, and the hint help (`hint_help_text`) while hints are on."""
        self.hint_help.value = (f"<i>{html.escape(hint_help_text)}</i>"
                                if self.hints_toggle.value else "")
        self.status.value = live_region(
            f"<b>{html.escape(self.session.status_text(), quote=False)}</b>")

    def refresh(self):
        raise NotImplementedError
