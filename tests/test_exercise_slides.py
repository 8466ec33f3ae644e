"""No slide shows an exercise's question together with its answer or its check's verdict.

Checked on the committed notebooks' slide metadata (what RISE and the reveal.js decks
present): every answer cell (``### BEGIN SOLUTION``) opens a subslide, and a slide holding
a verdict (``[PASSED]``, ``[NOT YET]``, ``[TO DO]``) holds no markdown (a question) before
its answer and its verdict.
"""

from pathlib import Path

import nbformat
import pytest

NOTEBOOKS = sorted((Path(__file__).resolve().parent.parent / "notebooks").glob("[0-9][0-9]_*.ipynb"))
VERDICTS = ("[PASSED]", "[NOT YET]", "[TO DO]")


def slide_groups(notebook):
    """The cells of each slide or subslide, in order."""
    groups = []
    for cell in notebook.cells:
        kind = cell.metadata.get("slideshow", {}).get("slide_type", "-")
        if kind in ("slide", "subslide") or not groups:
            groups.append([])
        if kind not in ("skip", "notes"):
            groups[-1].append(cell)
    return groups


def shows_verdict(cell):
    return any(mark in str(output.get("data", output.get("text", "")))
               for output in cell.get("outputs", []) for mark in VERDICTS)


def is_answer(cell):
    return cell.cell_type == "code" and "### BEGIN SOLUTION" in cell.source


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[path.stem for path in NOTEBOOKS])
def test_no_slide_shows_a_question_with_its_answer(path):
    notebook = nbformat.read(path, as_version=4)
    answers = [cell for cell in notebook.cells if is_answer(cell)]
    for cell in answers:
        assert cell.metadata.get("slideshow", {}).get("slide_type") in ("slide", "subslide"), (
            f"{path.name}: the answer {cell.source.splitlines()[0]!r} does not open a subslide")
    for group in slide_groups(notebook):
        verdict = next((i for i, cell in enumerate(group) if shows_verdict(cell)), None)
        if verdict is None:
            continue
        first_answer = next((i for i, cell in enumerate(group[:verdict]) if is_answer(cell)), None)
        before = group[:verdict if first_answer is None else first_answer]
        assert not any(cell.cell_type == "markdown" for cell in before), (
            f"{path.name}: a slide shows a verdict with the text before it: "
            f"{before[0].source.splitlines()[0]!r}")
