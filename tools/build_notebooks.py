"""Execute the lecture notebooks and write both files of each jupytext pair.

Usage: python tools/build_notebooks.py [notebooks/NN_name.py|.ipynb ...]
(default: every notebook in notebooks/).

The percent script holds the inputs; whichever file of a pair was edited last
is taken as the source (so edit one, not both), the notebook is executed from
the notebooks/ folder with a fresh kernel, and the executed .ipynb and its .py
are written. Outputs are then what nbval compares against in `make test`.
Slideshow metadata (RISE, `make slides`) is assigned by the rule of
tools/slides.py after execution, so a new notebook gets its slides for free.
"""

import os
import sys
from pathlib import Path

import jupytext
from nbclient import NotebookClient
from nbconvert.preprocessors import CoalesceStreamsPreprocessor

from slides import assign_slide_types

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"


def source_of(stem):
    """Return the file of the pair edited last (the .py if only it exists)."""
    ipynb, py = NOTEBOOKS / f"{stem}.ipynb", NOTEBOOKS / f"{stem}.py"
    if not ipynb.exists():
        return py
    if not py.exists():
        return ipynb
    return py if py.stat().st_mtime > ipynb.stat().st_mtime else ipynb


def build(stem):
    source = source_of(stem)
    notebook = jupytext.read(source)
    notebook.metadata["jupytext"] = {"formats": "ipynb,py:percent"}
    notebook.metadata["kernelspec"] = {
        "name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    os.environ.setdefault("COURSE_LIB_PROGRESS", "0")  # no progress bars in stored outputs
    print(f"executing {stem} (inputs from {source.name}) ...", flush=True)
    NotebookClient(notebook, timeout=600, kernel_name="python3", record_timing=False,
                   resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
    notebook.metadata.pop("widgets", None)  # saved widget state: new model ids on every run
    # a cell's prints arrive in as many stream chunks as the kernel's timing made: one per cell
    CoalesceStreamsPreprocessor().preprocess(notebook, {})
    for number, cell in enumerate(notebook.cells):
        cell.id = f"cell-{number:03d}"  # stable ids keep diffs small
        cell.metadata.pop("execution", None)  # timestamps would change on every run
        stable_widget_ids(cell)
    assign_slide_types(notebook)
    jupytext.write(notebook, NOTEBOOKS / f"{stem}.ipynb")
    jupytext.write(notebook, NOTEBOOKS / f"{stem}.py", fmt="py:percent")


def stable_widget_ids(cell):
    """Name the widget views of a cell's outputs after the cell (``cell-012-widget-0``).

    Each run gives a widget a new random model id; no widget state is saved
    (see above), so the id points at nothing either way, and a stable one keeps
    a rebuilt notebook's diff empty.
    """
    views = [output["data"]["application/vnd.jupyter.widget-view+json"]
             for output in cell.get("outputs", [])
             if "application/vnd.jupyter.widget-view+json" in output.get("data", {})]
    for number, view in enumerate(views):
        view["model_id"] = f"{cell.id}-widget-{number}"


def main(paths):
    stems = sorted({Path(p).stem for p in paths}) or sorted(
        {p.stem for p in NOTEBOOKS.glob("[0-9]*.py")} | {p.stem for p in NOTEBOOKS.glob("[0-9]*.ipynb")})
    for stem in stems:
        build(stem)


if __name__ == "__main__":
    main(sys.argv[1:])
