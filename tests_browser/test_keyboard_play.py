"""A whole game of notebook 01 played with the keyboard alone, as a screen-reader user plays it.

After Run All the first cell of the play board gets the focus; from there only
Tab (to the next cell) and Enter (to play it) are pressed. Every cell's accessible
name says where it is and what it holds ("row 0, column 1, empty"); after each
move the live region (role="status") reads out the solver's reply, and at the
end the result. The announcements go to build/browser/keyboard_game.txt and the
last board to build/browser/keyboard_game.png.
"""

from conftest import OUT
from notebook_page import assert_no_cell_failed, run_all_cells, wait_for

NOTEBOOK = "01_zero_sum_games.ipynb"
CELLS = ".course-play-board .course-play-cell"
NAMES = f"() => [...document.querySelectorAll('{CELLS}')].map(b => b.title)"
FOCUSED = "() => document.activeElement ? document.activeElement.title || '' : ''"
ANNOUNCED = ("() => (document.querySelector('.course-play-board [role=status][aria-live=polite]')"
             " || {innerText: ''}).innerText")


def test_a_whole_game_by_keyboard_with_names_and_announcements(page, lab, notebooks_copy):
    run_all_cells(page, lab, notebooks_copy / NOTEBOOK)
    assert_no_cell_failed(page)
    board = page.locator(".course-play-board")
    board.scroll_into_view_if_needed(timeout=60_000)
    names = page.evaluate(NAMES)
    assert names[1] == "row 0, column 1, empty" and len(names) == 9, names
    assert page.get_by_role("button", name="row 0, column 1, empty").count() == 1
    board.locator(".course-play-cell").first.focus()
    announcements = [page.evaluate(ANNOUNCED)]
    assert announcements[0].endswith("Your turn: you play O."), announcements
    while "Game over" not in announcements[-1]:
        empty = next(name for name in page.evaluate(NAMES) if name.endswith("empty"))
        for _ in range(9):  # Tab to the first empty cell
            if page.evaluate(FOCUSED) == empty:
                break
            page.keyboard.press("Tab")
        assert page.evaluate(FOCUSED) == empty, f"Tab never reached {empty}"
        page.keyboard.press("Enter")
        taken = empty.replace("empty", "O")
        announced = wait_for(lambda: page.evaluate(ANNOUNCED), lambda text: text != announcements[-1],
                             message=f"nothing announced after Enter on {empty}: ")
        wait_for(lambda: page.evaluate(NAMES), lambda names: taken in names,
                 message=f"the cell was not played: ")
        announcements.append(announced)
        board.locator(".course-play-cell").first.focus()  # back to the board's start, as a user Tabs
        assert len(announcements) < 7, announcements
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "keyboard_game.txt").write_text("\n".join(announcements) + "\n", encoding="utf-8")
    board.screenshot(path=str(OUT / "keyboard_game.png"))
    for announced in announcements[1:-1]:
        assert "MinimaxSolver (X) played" in announced and "Your turn" in announced, announcements
    assert "Game over" in announcements[-1] and "Press New game" in announcements[-1], announcements
    final = page.evaluate(NAMES)
    assert sum(name.endswith((", X", ", O")) for name in final) >= 5, final
