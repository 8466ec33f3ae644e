"""Presenting the Connect Four lecture live (deck mode) and playing a whole game on its slide.

In a 1280x720 window, as on a projector: the notebook is run (Run All Cells),
then presented with the notebook toolbar's deck button (jupyterlab-slideshow)
from the first slide to the last with Space (`presenting.present`). On the slide
of the 7x6 play board a whole game is played with the column buttons; after
every move the DOM is compared with the kernel's session
(`test_lab_connect_four_board.Player`: discs, hints, status, the ringed winning
four, the columns disabled at the end) and the board must lie inside the window.
Presenting must not request anything from outside the lab server, change the
notebook's metadata, or cause a "File Changed" dialog. Every slide, and the
board's slide after every move, is measured for a hall (`live_slide`: at most
720 px, nothing in a scroll box, no text under 18 px, no error output; the list in
build/browser/live_<notebook>.txt).
Screenshots: build/browser/present_c4_*.png.
"""

import pytest

from conftest import OUT
from lab_browser import shut_down_kernels
from presenting import assert_presented_for_a_hall, present
from slide_heights import SLIDE_HEIGHT, SLIDE_WIDTH
from test_lab_connect_four_board import Player

NOTEBOOK = "09_connect_four.ipynb"  # the lecture with the 7x6 play board


@pytest.fixture(scope="module")
def presented(browser, lab, notebooks_copy):
    """The lecture presented once, a game played on the first board's slide."""
    page = browser.new_page()
    try:
        yield present(page, lab, notebooks_copy / NOTEBOOK, play_on_the_first_board())
    finally:
        page.close()
        shut_down_kernels(lab)


def test_present_connect_four_and_play_a_whole_game_on_its_slide(presented):
    assert presented.acted == 1, "no slide showed the Connect Four board"
    assert len(presented.slides) > 20


def test_present_connect_four_every_slide_and_move_fits_a_hall(presented):
    assert_presented_for_a_hall(presented, OUT / f"live_{NOTEBOOK.removesuffix('.ipynb')}.txt")


def play_on_the_first_board():
    """An `act` for `present`: on the first slide with a Connect Four board (7x6), a whole game."""
    played = []

    def act(page, record):
        board = page.locator(".jp-deck-mod-onscreen .course-c4-board")
        if played or not board.count():
            return False
        played.append(True)
        play_a_whole_game(page, board.first, record)
        return True
    return act


def play_a_whole_game(page, board, record):
    """The leftmost open column every move until the game ends, checked against the kernel each time
    and the slide measured (`record`)."""
    player = Player(page, board, index=0, prefix="present_c4")
    assert player.check("start")["moves"] == 0
    assert_inside_window(board)
    page.screenshot(path=str(OUT / "present_c4_slide_start.png"))
    while not player.snapshot()["over"]:
        player.drop(player.snapshot()["valid"][0], "move")
        assert_inside_window(board)
        record(f"move {player.snapshot()['moves']}")
    finished = player.check("finished")
    assert "Game over" in finished["status"] and player.columns.nth(3).is_disabled()
    page.screenshot(path=str(OUT / "present_c4_slide_end.png"))
    player.new_game("new_game")
    assert not player.columns.nth(3).is_disabled()


def assert_inside_window(element):
    box = element.bounding_box()
    assert box["x"] >= 0 and box["y"] >= 0, box
    assert box["x"] + box["width"] <= SLIDE_WIDTH and box["y"] + box["height"] <= SLIDE_HEIGHT, box
