"""The student edition of the lecture notebooks: answers taken out, outputs cleared.

The committed notebooks are the *instructor* edition: every exercise is solved
between nbgrader-style markers, so nbval checks the answers. The student
edition is made from them by three nbconvert preprocessors, in this order:

1. `TagRemovePreprocessor` removes every cell tagged ``solution`` (it is
   enabled explicitly: left disabled, as with ``--to notebook``, it silently
   keeps the cells and the answers leak);
2. `ClearSolutions` replaces each block from ``### BEGIN SOLUTION`` to
   ``### END SOLUTION`` (markers included) by ``raise NotImplementedError`` at
   the indentation of the BEGIN line, so the surrounding ``def`` stays and the
   notebook still runs; in a markdown cell the block becomes "YOUR ANSWER HERE";
3. `ClearOutputPreprocessor` clears outputs and execution counts; the saved
   widget state and the jupytext pairing are dropped from the metadata.

Usage::

    python -m course_lib.course.student_edition notebooks --out build/student   # (make student)
    python -m course_lib.course.student_edition notebooks --out build/student-run --execute

With ``--execute`` each student copy is then run top to bottom in a kernel, in
the instructor folder (so relative data paths hold), as a student runs it before
answering: the check cells show ``[TO DO]``, nothing shows an answer. These
executed copies are what the static decks (`make slides`) and the website
(`make site`) are built from.
"""

import argparse
import contextlib
import copy
import os
import shutil
import sys
from pathlib import Path

import nbformat
from nbconvert.preprocessors import ClearOutputPreprocessor, Preprocessor, TagRemovePreprocessor

BEGIN = "### BEGIN SOLUTION"
END = "### END SOLUTION"
SOLUTION_TAG = "solution"
CODE_STUB = "raise NotImplementedError"
MARKDOWN_STUB = "YOUR ANSWER HERE"


class SolutionMarkerError(ValueError):
    """The solution markers of a cell do not pair up (a BEGIN without END, or the reverse)."""


def strip_solutions(source, stub=CODE_STUB):
    """Return ``(new_source, blocks)``: `source` with each solution block replaced by `stub`.

    A line containing `BEGIN` opens a block and one containing `END` closes it
    (as in nbgrader); the stub takes the indentation of the BEGIN line.
    `blocks` is the number of blocks replaced. Raises `SolutionMarkerError`
    naming the line for a nested BEGIN, an END without BEGIN or a missing END.
    """
    kept, inside, blocks = [], False, 0
    for number, line in enumerate(source.split("\n"), start=1):
        if BEGIN in line:
            if inside:
                raise SolutionMarkerError(f"line {number}: {BEGIN!r} inside another solution block")
            inside, blocks = True, blocks + 1
            kept.append(line[:len(line) - len(line.lstrip())] + stub)
        elif END in line:
            if not inside:
                raise SolutionMarkerError(f"line {number}: {END!r} without {BEGIN!r}")
            inside = False
        elif not inside:
            kept.append(line)
    if inside:
        raise SolutionMarkerError(f"{BEGIN!r} without {END!r}")
    return "\n".join(kept), blocks


class ClearSolutions(Preprocessor):
    """nbconvert preprocessor: replace solution blocks by stubs (see `strip_solutions`).

    Records the ids of the cells it changed in ``resources["student_edition"]["stubbed_cells"]``.
    """

    def __init__(self, **kwargs):
        kwargs.setdefault("enabled", True)
        super().__init__(**kwargs)

    def preprocess(self, nb, resources):
        resources.setdefault("student_edition", {}).setdefault("stubbed_cells", [])
        return super().preprocess(nb, resources)

    def preprocess_cell(self, cell, resources, index):
        if cell.cell_type not in ("code", "markdown"):
            return cell, resources
        stub = CODE_STUB if cell.cell_type == "code" else MARKDOWN_STUB
        try:
            cell.source, blocks = strip_solutions(cell.source, stub)
        except SolutionMarkerError as error:
            raise SolutionMarkerError(f"cell {index} (id {cell.get('id')}): {error}") from None
        if blocks:
            resources["student_edition"]["stubbed_cells"].append(cell.get("id"))
        return cell, resources


def student_notebook(notebook):
    """Return ``(student_copy, stubbed_cell_ids)`` for an instructor notebook (left unchanged)."""
    student = copy.deepcopy(notebook)
    resources = {}
    for preprocessor in (TagRemovePreprocessor(remove_cell_tags={SOLUTION_TAG}, enabled=True),
                         ClearSolutions(),
                         ClearOutputPreprocessor(enabled=True)):
        student, resources = preprocessor(student, resources)
    for key in ("widgets", "jupytext"):  # saved widget views (outputs) and the .py pairing
        student.metadata.pop(key, None)
    nbformat.validate(student)
    return student, resources["student_edition"]["stubbed_cells"]


@contextlib.contextmanager
def _no_progress_bars():
    """Kernels started meanwhile draw no progress bars (they inherit ``COURSE_LIB_PROGRESS=0``)."""
    before = os.environ.get("COURSE_LIB_PROGRESS")
    os.environ["COURSE_LIB_PROGRESS"] = "0"
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("COURSE_LIB_PROGRESS")
        else:
            os.environ["COURSE_LIB_PROGRESS"] = before


class LectureBuildError(RuntimeError):
    """A student copy's run ended in an error other than an exercise stub's `NotImplementedError`."""


def unexpected_errors(notebook):
    """``[(cell index, "Name: message")]`` of the error outputs that are not a stub's NotImplementedError."""
    return [(index, f"{output.get('ename')}: {output.get('evalue', '')}"[:200])
            for index, cell in enumerate(notebook.cells)
            for output in cell.get("outputs", [])
            if output.get("output_type") == "error" and output.get("ename") != "NotImplementedError"]


def execute_student_copy(student, cwd, timeout=600, name="the notebook"):
    """Run the `student` notebook (in place) in a fresh python3 kernel with `cwd` as its folder.

    A stub's `NotImplementedError` does not stop the run (a student's copy raises
    it where an answer is missing); a cell's time out (`timeout` seconds) does,
    and any other error output (a missing package, a broken cell) raises
    `LectureBuildError` once the run ends, naming every such cell: no deck or
    web page is built from a copy that shows a traceback.
    """
    from nbclient import NotebookClient  # a dev/docs tool, not needed to import course_lib

    with _no_progress_bars():
        NotebookClient(student, timeout=timeout, kernel_name="python3", allow_errors=True,
                       store_widget_state=False,  # a deck would load the widget manager from a CDN
                       resources={"metadata": {"path": str(cwd)}}).execute()
    student.metadata.pop("widgets", None)
    errors = unexpected_errors(student)
    if errors:
        listed = "; ".join(f"cell {index}: {error}" for index, error in errors)
        raise LectureBuildError(f"{name} (student edition) ended in errors other "
                                f"than an exercise stub's NotImplementedError: {listed}")
    return student


def write_student_edition(source_dir, out_dir, execute=False):
    """Write the student copy of every notebook ``source_dir/[0-9]*.ipynb`` into `out_dir`.

    Other files of `source_dir` (data, images) are copied along; the .py halves
    of jupytext pairs, hidden files and checkpoints are not. With `execute`
    each copy is run first (`execute_student_copy`, in `source_dir`). Returns
    ``{written path: number of cells with an answer removed}``.
    """
    source_dir, out_dir = Path(source_dir), Path(out_dir)
    notebooks = sorted(source_dir.glob("[0-9]*.ipynb"))
    if not notebooks:
        raise FileNotFoundError(f"no notebooks [0-9]*.ipynb in {source_dir}")
    out_dir.mkdir(parents=True, exist_ok=True)
    written = {}
    for path in notebooks:
        student, stubbed = student_notebook(nbformat.read(path, as_version=4))
        if execute:
            execute_student_copy(student, source_dir, name=path.name)
        target = out_dir / path.name
        nbformat.write(student, target)
        written[target] = len(stubbed)
    paired = {path.with_suffix(".py") for path in notebooks}
    for item in sorted(source_dir.iterdir()):
        if item.suffix == ".ipynb" or item in paired or item.name.startswith((".", "__")):
            continue
        if item.is_dir():
            shutil.copytree(item, out_dir / item.name, dirs_exist_ok=True)
        else:
            shutil.copy2(item, out_dir / item.name)
    return written


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("source", nargs="?", default="notebooks", help="instructor notebooks folder")
    parser.add_argument("--out", default="build/student", help="output folder (default build/student)")
    parser.add_argument("--execute", action="store_true",
                        help="run each student copy (outputs as a student sees them before answering)")
    args = parser.parse_args(argv)
    for path, stubbed in write_student_edition(args.source, args.out, args.execute).items():
        print(f"{path}: {stubbed} answer cell(s) stubbed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
