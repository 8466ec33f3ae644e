"""A person's view of notebook 01: run it in JupyterLab, then play whole games on its board.

After every action (a click on an empty or occupied cell, Undo, New game, Hints
on and off) the test asks the kernel for the session's board and status, then
waits until the DOM shows exactly that: the text of each of the 9 cells (a mark,
a hint value, or nothing), the CSS class of each cell and the status line. It
also checks the board on its own terms (X moves first, so X - O is 0 or 1; the
status says "Game over" exactly when a line or a full board ends the game).
JupyterLab 4 once kept the old X/O/hint text of a button whose description became
"": that shows up here as a cell that never matches. A screenshot of the board
after each action goes to build/browser/play_NN_<action>.png.
"""

from conftest import OUT, ROOT
from notebook_page import BoardPlayer, ask_kernel, assert_no_cell_failed, run_all_cells

NOTEBOOK = "01_zero_sum_games.ipynb"
CELL_CLASSES = {"X": "course-cell-x", "O": "course-cell-o", "hint": "course-cell-hint",
                "empty": "course-cell-empty"}
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]

# Defines, in the kernel, a function returning the notebook's one play board as JSON.
SNAPSHOT_CODE = """
def _browser_test_play_board():
    import json
    from course_lib.widgets import PlayBoard
    boards = [value for value in Out.values() if isinstance(value, PlayBoard)]
    assert len(boards) == 1, f"expected one play board in Out, found {len(boards)}"
    board = boards[0]
    session = board.session
    pairs = lambda hints: {f"{r},{c}": float(v) for (r, c), v in hints.items()}
    with session._lock:  # the click handler may be running meanwhile, in a subshell thread
        return json.dumps({
            "marks": [str(mark) for mark in session.state.flat],
            "visible_hints": pairs(session.visible_hints()),
            "hint_values": pairs(session.hint_values()),
            "hints_on": board.hints_toggle.value,
            "status": session.status_text(),
            "message": session.message,
            "moves": len(session.moves),
            "over": session.is_over,
        })
"""


def test_whole_games_on_the_play_board_of_notebook_01(page, lab, notebooks_copy):
    assert (ROOT / "notebooks" / NOTEBOOK).exists()
    run_all_cells(page, lab, notebooks_copy / NOTEBOOK)
    assert_no_cell_failed(page)
    board = page.locator(".course-play-board")
    assert board.count() == 1
    board.scroll_into_view_if_needed(timeout=60_000)
    player = Player(page, board)

    first = player.check("start")
    assert first["moves"] == 1 and first["marks"].count("X") == 1  # the solver (X) opened
    assert "Your turn: you play O." in first["status"]

    player.click_cell(4, "centre")  # the best reply to a corner
    player.toggle_hints("hints_on", on=True)
    player.click_cell(player.drawing_move(), "block")
    occupied = player.snapshot()["marks"].index("X")
    taken = f"Cell {divmod(occupied, 3)} is taken: pick an empty cell."
    after = player.click_cell(occupied, "occupied", lambda s: s["message"] == taken)
    assert after["moves"] == 5 and after["status"].endswith(taken)
    player.toggle_hints("hints_off", on=False)
    player.undo("undo")
    player.undo("undo_again")

    while not player.snapshot()["over"]:  # a whole game: draw by following the hints
        player.click_cell(player.drawing_move(), "draw")
    drawn = player.snapshot()
    assert "" not in [m.strip() for m in drawn["marks"]] and "Game over: draw" in drawn["status"]
    ignored = player.click_cell(0, "after_the_end",
                                lambda s: s["message"] == "The game is over: press New game.")
    assert ignored["moves"] == drawn["moves"] == 9

    player.new_game("new_game")
    player.toggle_hints("hints_on_again", on=True)
    while not player.snapshot()["over"]:  # a whole game lost: always take a move worth +1 for X
        player.click_cell(player.losing_move(), "lose")
    assert "Game over: MinimaxSolver wins (X)" in player.snapshot()["status"]
    player.undo("undo_the_loss")
    player.new_game("new_game_with_hints")
    player.toggle_hints("hints_off_again", on=False)
    print(f"{player.actions} actions checked; screenshots in {OUT}")


class Player(BoardPlayer):
    """Clicks on the board in the page and checks it against the kernel after each click."""

    moves_after_new_game = 1  # MinimaxSolver opens as X

    def __init__(self, page, board):
        super().__init__(page, board, OUT, "play")
        self.cells = board.locator(".course-play-cell")
        assert self.cells.count() == 9

    # -- actions -----------------------------------------------------------
    def click_cell(self, index, name, kernel_done=None):
        """Click cell `index` (0..8, row by row); `kernel_done` says when the kernel has
        handled it (default: an empty cell, the person's move and the reply are played)."""
        before = self.snapshot()
        self.cells.nth(index).click()
        if kernel_done is None:
            assert before["marks"][index] == " ", f"cell {index} is not empty: {before['marks']}"
            played = 1 if self._ends_game(before, index) else 2
            kernel_done = lambda s: s["moves"] == before["moves"] + played  # noqa: E731
        return self.check(name, kernel_done)

    # -- moves chosen from the kernel's minimax values -------------------------
    def drawing_move(self):
        return self._move_worth(0)

    def losing_move(self):
        return self._move_worth(1)

    def _move_worth(self, value):
        hints = self.snapshot()["hint_values"]
        moves = [key for key, worth in hints.items() if worth == value]
        assert moves, f"no move worth {value} in {hints}"
        row, col = map(int, moves[0].split(","))
        return 3 * row + col

    @staticmethod
    def _ends_game(snapshot, index):
        marks = list(snapshot["marks"])
        marks[index] = "O"
        return _has_line(marks, "O") or " " not in marks

    # -- checks ------------------------------------------------------------
    def snapshot(self):
        return ask_kernel(self.page, SNAPSHOT_CODE, "_browser_test_play_board()")

    def dom(self):
        cells = self.cells.evaluate_all("els => els.map(e => [e.innerText, [...e.classList]])")
        return {"texts": [text.strip() for text, _ in cells],
                "classes": [[c for c in classes if c in CELL_CLASSES.values()] for _, classes in cells],
                "status": self.status.inner_text().strip()}

    @staticmethod
    def expected_dom(snapshot):
        return expected_dom(snapshot)

    @staticmethod
    def assert_plausible(shown, snapshot):
        assert_plausible(shown["texts"], shown["status"])

def expected_dom(snapshot):
    """The cell texts, cell classes and status line the board must show for a kernel snapshot."""
    texts, classes = [], []
    for index, mark in enumerate(snapshot["marks"]):
        hint = snapshot["visible_hints"].get("{},{}".format(*divmod(index, 3)))
        if mark in ("X", "O"):
            texts.append(mark), classes.append([CELL_CLASSES[mark]])
        elif hint is not None:
            texts.append(f"{hint:+.0f}" if hint else "0"), classes.append([CELL_CLASSES["hint"]])
        else:
            texts.append(""), classes.append([CELL_CLASSES["empty"]])
    return {"texts": texts, "classes": classes, "status": snapshot["status"]}


def assert_plausible(texts, status):
    """The board as shown could occur in a game X opened, and the status line agrees with it."""
    marks = [t if t in ("X", "O") else " " for t in texts]
    assert marks.count("X") - marks.count("O") in (0, 1), f"impossible board {texts}"
    over = _has_line(marks, "X") or _has_line(marks, "O") or " " not in marks
    assert ("Game over" in status) == over, (texts, status)
    assert ("Your turn" in status) == (not over and "Press Undo" not in status), (texts, status)
    hints = [t for t in texts if t not in ("X", "O", "")]
    assert all(t in ("+1", "0", "-1") for t in hints), texts
    assert not hints or "" not in texts, f"hints on some empty cells only: {texts}"


def _has_line(marks, player):
    return any(all(marks[k] == player for k in line) for line in LINES)
