"""Every lecture notebook is a slideshow: its slide metadata follows tools/slides.py's rule,
and no slide is taller than a 1280x720 screen by that module's static height model."""

import base64
import struct
import sys
from pathlib import Path

import jupytext
import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import slides  # noqa: E402  (tools/ is not a package)

NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))

# Slides that are one cell taller than the screen by its own content: metadata cannot split a
# cell, its author must (e.g. a heading in the middle of a markdown cell: start a new cell there).
# Each entry is (notebook, the start of the cell's first line); RISE scrolls these slides meanwhile. The test
# fails when an entry is fixed, so the list only shrinks.
#
# At the sizes a lecture hall needs (body 20 px, code and outputs 18 px: issue 30) these cells are
# taller than a slide by themselves: a figure with its code, a whole `show_source` listing, an
# exercise's answer. Shortening them (a smaller figure, an excerpt, the code in two cells) is for
# their lecture's author; the live presenting tests report them too.
KNOWN_TALL_CELLS = set()  # none left: notebook 02's model answer was shortened to fit


def _known(stem, first_line):
    return any(stem == s and first_line.startswith(start) for s, start in KNOWN_TALL_CELLS)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_slide_metadata_follows_the_rule(path):
    notebook = jupytext.read(path)
    committed = slides.slide_metadata(notebook)
    expected = slides.slide_metadata(slides.assign_slide_types(notebook))
    assert committed == expected, (
        f"{path.name}: slide metadata is missing or stale: run `python tools/slides.py {path}`")
    paired = jupytext.read(path.with_suffix(".py"))
    slide_types = lambda nb: [cell.metadata.get("slideshow") for cell in nb.cells]  # noqa: E731
    assert slide_types(paired) == slide_types(notebook), (  # jupytext keeps no `scrolled` in a .py
        f"{path.with_suffix('.py').name} lacks the slide metadata of {path.name}")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_every_notebook_is_a_slideshow(path):
    notebook = nbformat.read(path, as_version=4)
    kinds = [cell.metadata.get("slideshow", {}).get("slide_type", "-") for cell in notebook.cells]
    assert kinds[0] == "slide", "the title cell opens the first slide"
    assert kinds.count("slide") >= 2, "each `##` section is a slide"
    assert set(kinds) <= {"slide", "subslide", "fragment", "-", "skip", "notes"}, set(kinds)
    assert notebook.metadata["rise"]["width"] == 1280 and notebook.metadata["rise"]["height"] == 720


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_no_slide_overflows_the_screen(path):
    notebook = nbformat.read(path, as_version=4)
    too_tall = []
    for index, height in slides.overflowing_slides(notebook):
        groups = dict(slides.slides(notebook))
        first_line = notebook.cells[index].source.splitlines()[0]
        alone = len(groups[index]) == 1
        if not (alone and _known(path.stem, first_line)):
            too_tall.append(f"cell {index} ({first_line!r}): {height} px")
    assert not too_tall, (f"{path.name}: slides taller than {slides.SCREEN_HEIGHT} px:\n"
                          + "\n".join(too_tall))


def test_known_tall_cells_are_still_too_tall():
    """An entry of KNOWN_TALL_CELLS that now fits (or no longer exists) must leave the list."""
    still = set()
    for path in NOTEBOOKS:
        notebook = nbformat.read(path, as_version=4)
        for index, _ in slides.overflowing_slides(notebook):
            still.add((path.stem, notebook.cells[index].source.splitlines()[0]))
    fixed = {(stem, start) for stem, start in KNOWN_TALL_CELLS
             if not any(s == stem and line.startswith(start) for s, line in still)}
    assert not fixed, f"fixed, remove from KNOWN_TALL_CELLS: {sorted(fixed)}"


def test_the_height_model_on_known_cells():
    """The model's figures on cells made here: lines of code, an image scaled to the slide's width."""
    code = nbformat.v4.new_code_cell("a = 1\nb = 2\n")
    assert slides.estimated_height(code) == 2 * slides.SOURCE_LINE + slides.CELL_PADDING
    header = b"\x89PNG\r\n\x1a\n" + struct.pack(">I4sII", 13, b"IHDR", 2100, 300) + b"\x08\x06\0\0\0"
    png = base64.b64encode(header).decode()  # the start of a 2100x300 PNG
    assert slides.png_size(png) == (2100, 300)
    image = nbformat.v4.new_output("display_data", data={"image/png": png, "text/plain": "<Figure>"})
    assert slides.output_height(image) == 150 + slides.CELL_PADDING + slides.IMAGE_MARGIN  # half size: 2100 -> 1050 px
    heading = nbformat.v4.new_markdown_cell("## Section")
    setup = nbformat.v4.new_code_cell("import math\nfrom x import y\n\ngame = TicTacToe()\n%matplotlib inline")
    work = nbformat.v4.new_code_cell("print(game)")
    assert slides.slide_types([heading, setup, work]) == ["slide", "subslide", "-"]


def test_a_cell_that_does_not_fit_opens_a_subslide_with_its_introduction():
    tall_output = nbformat.v4.new_output("stream", name="stdout", text="x\n" * 20)  # 496 px
    cells = [nbformat.v4.new_markdown_cell("## Section"),
             nbformat.v4.new_code_cell("print(x)", outputs=[tall_output]),
             nbformat.v4.new_markdown_cell("Now the same again:"),
             nbformat.v4.new_code_cell("print(x)", outputs=[tall_output]),
             nbformat.v4.new_markdown_cell("### A subsection")]
    assert slides.slide_types(cells) == ["slide", "-", "subslide", "-", "subslide"]


def test_no_output_is_put_in_a_scroll_box():
    """A slide shows every output whole: the rule removes `scrolled` (JupyterLab's scroll box)."""
    listing = nbformat.v4.new_output("stream", name="stdout", text="line\n" * 60)  # far taller than a slide
    cell = nbformat.v4.new_code_cell("print(listing)", outputs=[listing], metadata={"scrolled": True})
    notebook = slides.assign_slide_types(nbformat.v4.new_notebook(cells=[cell]))
    assert "scrolled" not in notebook.cells[0].metadata
    assert slides.overflowing_slides(notebook) == [(0, slides.estimated_height(cell))]  # reported, not hidden
