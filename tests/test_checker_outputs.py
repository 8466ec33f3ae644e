"""A checker's cell output holds its verdict and nothing else: no progress bar, no dead widget.

Each notebook with exercise checkers is executed in a Jupyter kernel as a person
runs it, with progress bars on (``COURSE_LIB_PROGRESS=1``: what a live kernel
shows, which `tools/build_notebooks.py` and nbval turn off). A bar drawn by a
checker (`tqdm(..., leave=False)` in `evaluate_solvers`) would stay in the
cell's output as a closed widget, shown as "Error displaying widget: model not
found" after a reload: so every checker cell must have exactly one output, the
verdict (text, or HTML with its text form), and no widget view.
"""

import re
from pathlib import Path

import nbformat
import pytest

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
CHECKER_CALL = re.compile(r"^\s*(?:\w+\s*=\s*)?check_\w+\(", re.M)
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
VERDICT = re.compile(r"^\[(PASSED|NOT YET|TO DO)\] ")


def checker_cells(notebook):
    return [cell for cell in notebook.cells
            if cell.cell_type == "code" and CHECKER_CALL.search(cell.source)]


def notebooks_with_checkers():
    return [path.name for path in sorted(NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))
            if checker_cells(nbformat.read(path, as_version=4))]


def output_problems(cell):
    """What in the executed checker `cell`'s outputs is not a single verdict, as messages."""
    outputs = cell.get("outputs", [])
    widgets = [out for out in outputs if WIDGET_VIEW in out.get("data", {})]
    problems = [f"{len(widgets)} widget view(s) in the output"] if widgets else []
    texts = [out.get("text", "") or out.get("data", {}).get("text/plain", "") for out in outputs]
    if len(outputs) != 1 or not VERDICT.match(texts[0].strip("'\"")):
        kinds = [out.output_type for out in outputs]
        problems.append(f"expected one verdict, found outputs {kinds}: {texts[:2]}")
    return problems


def test_the_notebooks_have_checker_cells():
    assert len(notebooks_with_checkers()) >= 8


@pytest.mark.parametrize("name", notebooks_with_checkers())
def test_checker_cells_show_only_their_verdict_with_progress_bars_on(name, monkeypatch):
    from nbclient import NotebookClient

    monkeypatch.setenv("COURSE_LIB_PROGRESS", "1")  # the kernel draws bars as for a person
    notebook = nbformat.read(NOTEBOOKS / name, as_version=4)
    NotebookClient(notebook, timeout=300, kernel_name="python3",
                   resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
    problems = {cell.source.strip().splitlines()[-1]: output_problems(cell)
                for cell in checker_cells(notebook)}
    assert problems and not any(problems.values()), {k: v for k, v in problems.items() if v}
