"""Slideshow metadata for the lecture notebooks, assigned by one rule instead of by hand.

Usage: python tools/slides.py [--check] [notebooks/NN_name.ipynb ...]
(default: every notebook in notebooks/). Writes `slideshow.slide_type` into each
cell of the .ipynb and its jupytext .py pair without re-executing anything
(outputs are kept byte for byte); `--check` only reports the notebooks whose
metadata differs from the rule. `tools/build_notebooks.py` applies the same
rule after executing a notebook, so a new notebook gets its slides for free.

The rule (RISE in JupyterLab and nbconvert's reveal.js decks read it):

- a markdown cell starting with `# ` or `## ` opens a **slide** (a section);
- a markdown cell starting with `### ` opens a **subslide** (below its section);
- a code cell with no output that only imports and names things
  (`import ...`, `game = TicTacToe()`, `%matplotlib inline`), the setup,
  opens a **subslide** of its own: the presenter runs it first, from the
  slideshow. It is not skipped, because RISE for JupyterLab runs the slideshow
  in a kernel of its own, where a hidden cell could not be run (checked by
  tests_browser/test_slides_browser.py), and the code on the next slides would
  fail with a NameError;
- no output is put in a scroll box (`scrolled` metadata is removed): a slide shows
  every output whole, so a cell whose outputs do not fit must be shortened;
- an exercise's answer (the code cell holding ``### BEGIN SOLUTION``) opens a **subslide**,
  so its check's verdict never shares a slide with the question (`separate_answers`);
- any other cell continues the slide (`-`, written as no metadata), unless the slide would then be
  taller than the 1280x720 screen less a margin for the model's error (`estimated_height`,
  `FILL_HEIGHT`): then the cell opens a
  **subslide** (and takes the short paragraph introducing it along, when both fit).

The height model is static and deliberately coarse: lines of source and
output at the sizes deck mode presents with (tools/lab/overrides.json; the static
decks use the same, tools/reveal/offline): body text 20 px, code and outputs
18 px, so text is readable from a lecture hall's back row; images by their
height as displayed. A single
cell taller than the screen cannot be split; `overflowing_slides` reports it,
and the test `tests/test_slides.py` fails until the cell is shortened.
"""

import ast
import base64
import re
import struct
import sys
from pathlib import Path

import jupytext

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"

SCREEN_WIDTH, SCREEN_HEIGHT = 1280, 720  # pixels of the projected slide
CONTENT_WIDTH = 1050  # what is left for a cell's content after the deck's margins and prompts
CODE_LINE = 22  # pixels per line of text output (18 px monospace font, line height 1.2)
SOURCE_LINE = 24  # pixels per line of a code cell's source (the editor's lines, measured live)
TEXT_LINE = 29  # pixels per line of markdown text (20 px proportional font, line height 1.45)
HEADING = {1: 80, 2: 66, 3: 54}  # pixels of a markdown heading by level, margins included
CELL_PADDING = 16  # pixels around each cell's input and each output
CODE_WRAP, TEXT_WRAP = 96, 105  # characters per line before a line wraps (at 1050 px)
WIDGET_HEIGHT = 540  # an ipywidgets view (its size is known only in the browser; 06's player: 540 px live)
CODE_BLOCK = 42  # margins and padding of a code block in markdown (a `show_source` listing)
IMAGE_MARGIN = 24  # more around a figure than around text (measured live: 19-38 px)
FILL_HEIGHT = SCREEN_HEIGHT - 40  # cells are packed onto a slide up to this: the model's margin of error

RISE_SETTINGS = {"width": SCREEN_WIDTH, "height": SCREEN_HEIGHT, "scroll": True,
                 "start_slideshow_at": "beginning", "enable_chalkboard": False}


# ---------------------------------------------------------------- heights

def _wrapped_lines(text, width):
    return sum(max(1, -(-len(line) // width)) for line in text.splitlines())


def markdown_height(source):
    """Pixels a markdown cell takes on a slide: headings, wrapped lines, table rows, images."""
    height = 0
    for line in source.splitlines():
        heading = re.match(r"^(#{1,6}) ", line)
        if heading:
            height += HEADING.get(len(heading.group(1)), TEXT_LINE)
        elif not line.strip():
            height += TEXT_LINE // 2
        elif re.match(r"^\s*\|?\s*:?-{3,}", line):  # a table's separator row
            continue
        elif "![" in line or "<img" in line:
            height += 300  # an image in markdown: no size without fetching it
        else:
            height += TEXT_LINE * _wrapped_lines(line, TEXT_WRAP)
    return height + CELL_PADDING


def png_size(data):
    """(width, height) in pixels of a base64 PNG, read from its IHDR chunk."""
    header = base64.b64decode(data[:64])
    return struct.unpack(">II", header[16:24])


def image_height(output):
    """Displayed height of an image output: its pixels, scaled down to fit the slide's width."""
    meta = output.get("metadata", {}).get("image/png", {})
    width, height = meta.get("width"), meta.get("height")
    if not (width and height):
        width, height = png_size(output["data"]["image/png"])
    return height * min(1.0, CONTENT_WIDTH / width)


def output_height(output):
    """Pixels one output takes: images by height, widgets by a fixed size, text by its lines."""
    kind = output.get("output_type")
    if kind == "stream":
        return CODE_LINE * _wrapped_lines(output.get("text", ""), CODE_WRAP) + CELL_PADDING
    if kind == "error":
        return CODE_LINE * len(output.get("traceback", [])) * 3 + CELL_PADDING
    data = output.get("data", {})
    if "image/png" in data:
        return image_height(output) + CELL_PADDING + IMAGE_MARGIN
    if "application/vnd.jupyter.widget-view+json" in data:
        return WIDGET_HEIGHT + CELL_PADDING
    if "text/markdown" in data:
        source = data["text/markdown"]
        code = re.findall(r"```.*?\n(.*?)```", source, flags=re.S)
        prose = re.sub(r"```.*?```", "", source, flags=re.S)
        return (sum(CODE_LINE * _wrapped_lines(block, CODE_WRAP) + CODE_BLOCK for block in code)
                + markdown_height(prose))
    if "text/html" in data:
        rows = data["text/html"].count("<tr")
        if rows:
            return CODE_LINE * 1.4 * rows + CELL_PADDING
    return CODE_LINE * _wrapped_lines(data.get("text/plain", ""), CODE_WRAP) + CELL_PADDING


def estimated_height(cell):
    """Pixels `cell` takes on a 1280x720 slide (source and outputs), by the static model above."""
    if cell.cell_type == "markdown":
        return markdown_height(cell.source)
    if cell.cell_type != "code":
        return 0
    source = SOURCE_LINE * _wrapped_lines(cell.source, CODE_WRAP) + CELL_PADDING
    return source + outputs_height(cell)


def outputs_height(cell):
    """Pixels all outputs of a code cell take (shown whole: no scroll box)."""
    return sum(output_height(output) for output in cell.get("outputs", []))


# ---------------------------------------------------------------- the rule

def heading_level(cell):
    """1-6 for a markdown cell whose first line is a heading, else 0."""
    if cell.cell_type != "markdown":
        return 0
    match = re.match(r"^(#{1,6}) ", cell.source.lstrip())
    return len(match.group(1)) if match else 0


def is_setup_cell(cell):
    """A code cell with no output that only imports and binds names (not worth projecting)."""
    if cell.cell_type != "code" or cell.get("outputs"):
        return False
    lines = [line for line in cell.source.splitlines() if not line.lstrip().startswith(("%", "!"))]
    try:
        tree = ast.parse("\n".join(lines))
    except SyntaxError:
        return False
    imports = [node for node in tree.body if isinstance(node, (ast.Import, ast.ImportFrom))]
    simple = (ast.Call, ast.Name, ast.Attribute, ast.Constant)
    bindings = [node for node in tree.body
                if isinstance(node, ast.Assign) and isinstance(node.value, simple)]
    return bool(imports) and len(imports) + len(bindings) == len(tree.body)


def slide_types(cells):
    """The `slide_type` of each cell (a list, in order) by the rule in this module's docstring."""
    types, used = [], 0  # `used`: pixels taken so far on the current slide
    for index, cell in enumerate(cells):
        height, level = estimated_height(cell), heading_level(cell)
        if level in (1, 2) or not types:
            kind = "slide"
        elif level == 3 or is_setup_cell(cell):
            kind = "subslide"
        elif used + height <= FILL_HEIGHT:
            kind = "-"
        else:
            kind = "subslide"
            previous = index - 1
            if (previous >= 0 and types[previous] == "-" and cells[previous].cell_type == "markdown"
                    and not heading_level(cells[previous])
                    and estimated_height(cells[previous]) + height <= FILL_HEIGHT):
                types[previous] = "subslide"  # keep the sentence that introduces the cell with it
                kind, used = "-", estimated_height(cells[previous])
            else:
                used = 0
        types.append(kind)
        used = height if kind in ("slide", "subslide") else used + height
    return types


def is_answer_cell(cell):
    """A code cell holding an exercise's answer between nbgrader's solution markers."""
    return cell.cell_type == "code" and "### BEGIN SOLUTION" in cell.source


def separate_answers(cells, types):
    """`types` with every answer cell opening a subslide: the answer and its check's verdict come
    after the question, never on its slide. An earlier break only shortens both slides, so the
    height rule still holds."""
    return ["subslide" if kind == "-" and is_answer_cell(cell) else kind
            for cell, kind in zip(cells, types)]


def assign_slide_types(notebook):
    """Set `metadata.slideshow.slide_type` on every cell, remove `scrolled` (no output in a scroll
    box) and set RISE's 1280x720 settings; return the notebook."""
    for cell in notebook.cells:
        cell.metadata.pop("scrolled", None)
    kinds = separate_answers(notebook.cells, slide_types(notebook.cells))
    for cell, kind in zip(notebook.cells, kinds):
        if kind == "-":  # the default of RISE and nbconvert: no metadata, a quieter .py
            cell.metadata.pop("slideshow", None)
        else:
            cell.metadata["slideshow"] = {"slide_type": kind}
    notebook.metadata["rise"] = dict(RISE_SETTINGS)
    return notebook


def slides(notebook):
    """Group the shown cells into slides: a list of (first cell index, [cells]) per (sub)slide."""
    groups = []
    for index, cell in enumerate(notebook.cells):
        kind = cell.metadata.get("slideshow", {}).get("slide_type", "-")
        if kind in ("skip", "notes"):
            continue
        if kind in ("slide", "subslide") or not groups:
            groups.append((index, []))
        groups[-1][1].append(cell)
    return groups


def overflowing_slides(notebook):
    """[(first cell index, height in pixels)] of the slides taller than the 720-pixel screen."""
    return [(index, round(sum(estimated_height(c) for c in cells)))
            for index, cells in slides(notebook)
            if sum(estimated_height(c) for c in cells) > SCREEN_HEIGHT]


# ---------------------------------------------------------------- command line

def slide_metadata(notebook):
    """What this module sets: each cell's `slideshow` and `scrolled`, and the notebook's `rise`."""
    return ([(cell.metadata.get("slideshow"), cell.metadata.get("scrolled")) for cell in notebook.cells],
            notebook.metadata.get("rise"))


def apply(path, check=False):
    """Assign the rule's metadata to the notebook at `path` and its .py pair; True if it changed."""
    path = Path(path).with_suffix(".ipynb")
    notebook = jupytext.read(path)
    before = slide_metadata(notebook)
    assign_slide_types(notebook)
    after = slide_metadata(notebook)
    if before != after and not check:
        jupytext.write(notebook, path)
        jupytext.write(notebook, path.with_suffix(".py"), fmt="py:percent")
    return before != after


def main(arguments):
    check = "--check" in arguments
    paths = [a for a in arguments if a != "--check"] or sorted(NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))
    changed = [Path(p).name for p in paths if apply(p, check)]
    for name in changed:
        print(f"{name}: slide metadata {'differs from the rule' if check else 'updated'}")
    for path in paths:  # what metadata cannot fix: a single cell taller than the screen
        notebook = jupytext.read(Path(path).with_suffix(".ipynb"))
        for index, height in overflowing_slides(assign_slide_types(notebook)):
            first_line = notebook.cells[index].source.splitlines()[0][:60]
            print(f"{Path(path).name}: the slide at cell {index} ({first_line!r}) is about {height} px "
                  f"tall (screen {SCREEN_HEIGHT}): split the cell")
    return 1 if check and changed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
