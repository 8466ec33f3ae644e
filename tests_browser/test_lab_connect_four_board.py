"""A person's view of notebooks 09 and 10: run each in JupyterLab, then play Connect Four on its
board (09: depth-limited alpha-beta on 7x6; 10: the perfect solver on 5x4).

The board has one button per column above a grid of discs (`ConnectFourBoard`).
After every action (a column click, a column filled, Undo, New game,
Hints on and off, the end of a game) the test asks the kernel for the
session's board and waits until the DOM shows exactly that: each disc's letter
and CSS class (row 0 at the top), each hint slot's text and the status line;
the discs ringed as a winning four are the fours found on the kernel's board,
and the column buttons are disabled exactly when the game is over or their column is full.
It also checks the board shown on its own terms: no disc floats, X has as many
discs as O or one more. A screenshot of the board after each action goes to
build/browser/c4_NN_<action>.png.
"""

from conftest import OUT, ROOT
from notebook_page import BoardPlayer, ask_kernel, assert_no_cell_failed, run_all_cells

NOTEBOOK = "09_connect_four.ipynb"  # the 7x6 board against depth-limited alpha-beta
SOLVING_NOTEBOOK = "10_solving_connect_four.ipynb"  # the 5x4 board against the perfect solver
DISC_CLASSES = {"X": "course-c4-x", "O": "course-c4-o", " ": "course-c4-empty"}
WIN_CLASS = "course-c4-win"

SNAPSHOT_CODE = """
def _browser_test_c4_board(index):
    import json
    from course_lib.widgets import ConnectFourBoard
    boards = [Out[n] for n in sorted(Out) if isinstance(Out[n], ConnectFourBoard)]
    assert len(boards) == 1, f"expected one Connect Four board in Out, found {len(boards)}"
    board = boards[index]
    session = board.session
    with session._lock:  # the click handler may be running meanwhile, in a subshell thread
        return json.dumps({
            "width": session.game.width, "height": session.game.height,
            "solver": session.solver.get_name(),
            "rows": ["".join(row) for row in session.state.tolist()],
            "visible_hints": {str(c): float(v) for c, v in session.visible_hints().items()},
            "hints_on": board.hints_toggle.value,
            "valid": [int(c) for c in session.game.get_valid_moves(session.state)],
            "status": session.status_text(),
            "message": session.message,
            "moves": len(session.moves),
            "over": session.is_over,
        })
"""


def test_a_whole_game_on_the_connect_four_board_of_notebook_09(page, lab, notebooks_copy):
    assert (ROOT / "notebooks" / NOTEBOOK).exists()
    run_all_cells(page, lab, notebooks_copy / NOTEBOOK)
    assert_no_cell_failed(page)
    boards = page.locator(".course-c4-board")
    assert boards.count() == 1  # depth-limited alpha-beta on 7x6 (the 5x4 board is in 10)
    board = boards.nth(0)
    board.scroll_into_view_if_needed(timeout=60_000)
    player = Player(page, board, index=0)

    first = player.check("start")
    assert first["moves"] == 0 and first["status"] == "Your turn: you play X."
    player.drop(3, "centre")
    player.toggle_hints("hints_on", on=True)
    assert len(player.snapshot()["visible_hints"]) == 7
    player.drop(3, "centre_again")
    player.toggle_hints("hints_off", on=False)
    while 0 in player.snapshot()["valid"] and not player.snapshot()["over"]:
        player.drop(0, "fill_column_0")  # the solver answers, often in column 0 too
    full = next(c for c in range(7) if c not in player.snapshot()["valid"])
    player.check("full_column")  # its button disabled (expected_dom), named for screen readers
    assert player.columns.nth(full).is_disabled()
    assert player.columns.nth(full).get_attribute("title") == f"column {full} is full"
    player.undo("undo")
    player.undo("undo_again")

    while not player.snapshot()["over"]:  # a whole game: the leftmost open column every time
        player.drop(player.snapshot()["valid"][0], "play_on")
    finished = player.check("finished")  # every column button disabled, a winning four ringed
    assert "Game over" in finished["status"]
    assert player.columns.nth(0).is_disabled()
    player.undo("undo_the_end")
    player.new_game("new_game")
    player.toggle_hints("hints_on_again", on=True)
    player.drop(2, "with_hints")
    player.toggle_hints("hints_off_again", on=False)
    print(f"{player.actions} actions checked; screenshots in {OUT}")


def test_the_perfect_solver_on_the_5x4_board_of_notebook_10(page, lab, notebooks_copy):
    assert (ROOT / "notebooks" / SOLVING_NOTEBOOK).exists()
    run_all_cells(page, lab, notebooks_copy / SOLVING_NOTEBOOK)
    assert_no_cell_failed(page)
    boards = page.locator(".course-c4-board")
    assert boards.count() == 1  # the perfect solver answers on 5x4 (section 2)
    small = boards.nth(0)
    small.scroll_into_view_if_needed(timeout=60_000)
    perfect = Player(page, small, index=0, prefix="c4_5x4")
    assert perfect.check("start")["solver"].startswith("ConnectFourSolver")
    perfect.drop(2, "centre")
    perfect.toggle_hints("hints_on", on=True)
    perfect.drop(perfect.snapshot()["valid"][0], "leftmost")
    perfect.undo("undo")
    perfect.new_game("new_game")
    print(f"{perfect.actions} actions checked; screenshots in {OUT}")


class Player(BoardPlayer):
    """Clicks on the board in the page and checks it against the kernel after each action."""

    kernel_timeout = 60  # a depth-5 hint search on 7x6 after the reply

    def __init__(self, page, board, index, prefix="c4"):
        super().__init__(page, board, OUT, prefix)
        self.index = index
        self.columns = board.locator(".course-c4-column")
        self.discs = board.locator(".course-c4-disc")
        self.hints = board.locator(".course-c4-hint")
        size = self.snapshot()
        assert self.columns.count() == size["width"]
        assert self.discs.count() == size["width"] * size["height"]

    def drop(self, column, name, kernel_done=None):
        """Click column `column`'s button; `kernel_done` says when the kernel has handled it
        (default: the person's piece and the solver's reply, or only the piece that ends the game)."""
        before = self.snapshot()
        self.columns.nth(column).click()
        if kernel_done is None:
            assert column in before["valid"], f"column {column} is not open: {before}"
            kernel_done = lambda s: (s["moves"] == before["moves"] + 2  # noqa: E731
                                     or (s["over"] and s["moves"] == before["moves"] + 1))
        return self.check(name, kernel_done)

    def snapshot(self):
        return ask_kernel(self.page, SNAPSHOT_CODE, f"_browser_test_c4_board({self.index})")

    def dom(self):
        discs = self.discs.evaluate_all("els => els.map(e => [e.innerText, [...e.classList]])")
        return {"letters": [text.strip() for text, _ in discs],
                "classes": [[c for c in classes if c in DISC_CLASSES.values()] for _, classes in discs],
                "winning": [k for k, (_, classes) in enumerate(discs) if WIN_CLASS in classes],
                "disabled": self.columns.evaluate_all("els => els.map(e => e.disabled)"),
                "hints": [text.strip() for text in self.hints.all_inner_texts()],
                "status": self.status.inner_text().strip()}

    @staticmethod
    def expected_dom(snapshot):
        return expected_dom(snapshot)

    @staticmethod
    def assert_plausible(shown, snapshot):
        assert_plausible(shown["letters"], snapshot["width"])

def expected_dom(snapshot):
    """The disc letters and classes, hint texts and status line the board must show."""
    cells = "".join(snapshot["rows"])
    hints = []
    for column in range(snapshot["width"]):
        value = snapshot["visible_hints"].get(str(column))
        if value is None:
            hints.append("")
        elif value == int(value):
            hints.append(f"{int(value):+d}" if value else "0")
        else:
            hints.append(f"{value:+.3f}")
    return {"letters": [cell.strip() for cell in cells],
            "classes": [[DISC_CLASSES[cell]] for cell in cells],
            "winning": fours(snapshot["rows"]),
            "disabled": [snapshot["over"] or snapshot["rows"][0][column] != " "
                         for column in range(snapshot["width"])],
            "hints": hints, "status": snapshot["status"]}


def fours(rows):
    """The flat indices (row-major) of every cell in a line of four equal pieces, sorted."""
    height, width = len(rows), len(rows[0])
    cells = set()
    for row in range(height):
        for col in range(width):
            for d_row, d_col in ((0, 1), (1, 0), (1, 1), (1, -1)):
                line = [(row + k * d_row, col + k * d_col) for k in range(4)]
                if all(0 <= r < height and 0 <= c < width for r, c in line) and \
                        rows[row][col] != " " and all(rows[r][c] == rows[row][col] for r, c in line):
                    cells.update(r * width + c for r, c in line)
    return sorted(cells)


def assert_plausible(letters, width):
    """The board as shown could occur in a game X opened: no floating disc, X - O is 0 or 1."""
    assert letters.count("X") - letters.count("O") in (0, 1), letters
    for column in range(width):
        filled = [letters[row * width + column] != "" for row in range(len(letters) // width)]
        assert filled == sorted(filled), f"a disc floats in column {column}: {letters}"
