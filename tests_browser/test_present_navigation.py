"""Moving through a lecture in deck mode as an instructor does: Space, Shift-Space, the on-screen
arrows, and the tab closed and opened again while presenting.

`make lab` installs `course-deck-keys` (tools/lab/deck_keys) beside jupyterlab-slideshow, whose
own Space steps the active cell through every cell of a slide. Here, in a 1280x720 window,
notebook 03 is run and presented from its first slide: every Space press shows the next stop (a
slide or subslide; the notebook's first cell is one) and never only moves the active cell,
Shift-Space goes back one stop at a time (from a section's first slide to the subslide before
it, not to the previous section's start), the on-screen arrows and a clicker's PageDown and
PageUp do the same, and after a reload in deck mode Space and Escape work without a click. Screenshots:
build/browser/navigate_*.png.
"""

import nbformat
import pytest

from conftest import OUT
from live_slide import ON_SCREEN
from notebook_page import run_all_cells, wait_for
from presenting import start_presenting
from slide_heights import SLIDE_HEIGHT, SLIDE_WIDTH

NOTEBOOK = "03_two_move_game.ipynb"
STOP_TYPES = {"slide", "subslide", "fragment"}
ACTIVE = "window.jupyterapp.shell.currentWidget.content.activeCellIndex"


def stops_of(path):
    """The cells deck mode stops at, and the slide type of each."""
    cells = nbformat.read(path, as_version=4).cells
    types = [cell.metadata.get("slideshow", {}).get("slide_type") for cell in cells]
    return [(index, kind or "slide") for index, kind in enumerate(types)
            if index == 0 or kind in STOP_TYPES]


def first_shown(page):
    cells = page.evaluate(ON_SCREEN)["cells"]
    return cells[0] if cells else None


def assert_shows(page, stop, how):
    """The deck shows the slide that starts at cell `stop`, with that cell active."""
    wait_for(lambda: (page.evaluate(ACTIVE), first_shown(page)), lambda now: now == (stop, stop),
             timeout=10, message=f"after {how}, (active cell, first cell shown) should be ({stop}, {stop}): ")


def start_with_the_deck_button(page):
    """A person's start (`presenting.start_presenting`: the first cell, then the deck button, nothing
    focused by hand); deck mode shows the first slide, its first cell active."""
    start_presenting(page)
    wait_for(lambda: page.evaluate("document.body.dataset.jpDeckMode"), lambda mode: mode == "presenting")
    assert_shows(page, 0, "the deck button")


@pytest.fixture
def deck_page(page):
    """The test's page; deck mode is stopped after the test (it is a setting: left on, the next
    test's page would open in it)."""
    yield page
    page.evaluate("window.jupyterapp && window.jupyterapp.commands.execute('deck:stop')")


def test_space_shift_space_and_arrows_go_one_slide_at_a_time(deck_page, lab, notebooks_copy):
    page = deck_page
    path = notebooks_copy / NOTEBOOK
    stops = stops_of(path)
    assert len(stops) == 20 and len(nbformat.read(path, as_version=4).cells) == 33
    page.set_viewport_size({"width": SLIDE_WIDTH, "height": SLIDE_HEIGHT})
    run_all_cells(page, lab, path)
    start_with_the_deck_button(page)

    for number, (stop, _) in enumerate(stops[1:], start=2):
        page.keyboard.press("Space")
        assert_shows(page, stop, f"Space to slide {number}")
        if number in (2, 10, len(stops)):
            page.screenshot(path=str(OUT / f"navigate_space_{number:02d}.png"))
    page.keyboard.press("Space")  # at the end: stays
    page.wait_for_timeout(500)
    assert_shows(page, stops[-1][0], "Space on the last slide")

    # back one stop at a time, through every section's first slide to the subslide before it
    sections_entered_backwards = 0
    for (stop, kind), (before, _) in reversed(list(zip(stops[1:], stops))):
        page.keyboard.press("Shift+Space")
        assert_shows(page, before, f"Shift-Space from cell {stop} ({kind})")
        sections_entered_backwards += kind == "slide"
    assert sections_entered_backwards == sum(kind == "slide" for _, kind in stops[1:]) == 8

    remote = page.locator(".jp-Deck-Remote")
    remote.locator(".jp-deck-mod-direction-forward").click()
    assert_shows(page, stops[1][0], "the on-screen right arrow")
    remote.locator(".jp-deck-mod-direction-forward").click()
    assert_shows(page, stops[2][0], "the on-screen right arrow again")
    remote.locator(".jp-deck-mod-direction-back").click()
    assert_shows(page, stops[1][0], "the on-screen left arrow")
    remote.locator(".jp-deck-mod-direction-down").click()
    assert_shows(page, stops[2][0], "the on-screen down arrow")
    remote.locator(".jp-deck-mod-direction-up").click()
    assert_shows(page, stops[1][0], "the on-screen up arrow")
    page.keyboard.press("Space")  # after a click on the arrows, the keys still move the deck
    assert_shows(page, stops[2][0], "Space after the arrows")
    page.keyboard.press("PageDown")  # what a presenter's clicker sends
    assert_shows(page, stops[3][0], "PageDown")
    page.keyboard.press("PageUp")
    assert_shows(page, stops[2][0], "PageUp")


def test_a_reopened_deck_answers_space_and_escape_without_a_click(deck_page, lab, notebooks_copy):
    page = deck_page
    path = notebooks_copy / NOTEBOOK
    stops = stops_of(path)
    page.set_viewport_size({"width": SLIDE_WIDTH, "height": SLIDE_HEIGHT})
    run_all_cells(page, lab, path)
    start_with_the_deck_button(page)
    page.keyboard.press("Space")
    assert_shows(page, stops[1][0], "Space")

    page.reload()  # the tab closed while presenting and opened again: JupyterLab restores deck mode
    wait_for(lambda: page.evaluate("document.body.dataset.jpDeckMode"), lambda mode: mode == "presenting",
             timeout=120, message="JupyterLab did not reopen in deck mode: ")
    page.locator(".jp-Notebook .jp-Cell.jp-deck-mod-onscreen").first.wait_for(timeout=60_000)
    page.wait_for_timeout(3000)  # the restored page has dropped the focus by now (nothing focused)
    assert page.evaluate("document.activeElement === document.body")
    page.screenshot(path=str(OUT / "navigate_reopened.png"))
    start = page.evaluate(ACTIVE)
    following = next(stop for stop, _ in stops if stop > start)
    page.keyboard.press("Space")
    assert_shows(page, following, "Space in the reopened deck, before any click")
    page.keyboard.press("Escape")
    wait_for(lambda: page.evaluate("document.body.dataset.jpDeckMode"), lambda mode: mode != "presenting",
             message="Escape did not leave the reopened deck: ")
    assert page.locator("#jp-menu-panel").is_visible(), "the menu bar is not back after Escape"
    page.screenshot(path=str(OUT / "navigate_after_escape.png"))
