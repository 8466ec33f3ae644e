"""The packaging files agree with each other, and notebooks agree with their .py pairs."""

import re
try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10: pytest depends on tomli there
    import tomli as tomllib
from pathlib import Path

import jupytext
import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9]*.ipynb"))


def _name(requirement):
    return re.split(r"[<>=!~;\[ ]", requirement, maxsplit=1)[0].strip().lower()


def test_environment_yml_lists_the_pyproject_dependencies():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    extras = project["optional-dependencies"]
    wanted = {_name(r) for r in project["dependencies"] + extras["lab"] + extras["tournament"] + extras["dev"]
              + extras["browser"]}
    conda = set()
    text = (ROOT / "environment.yml").read_text()
    for line in text.split("dependencies:", 1)[1].splitlines():
        match = re.match(r"^\s+-\s+([A-Za-z][\w.-]*)\s*([<>=].*)?$", line)
        if match and match.group(1) not in ("python", "pip"):
            conda.add(match.group(1).lower())
    assert conda == wanted


def test_there_are_notebooks():
    assert len(NOTEBOOKS) >= 2


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_and_py_pair_are_in_sync(path):
    paired = path.with_suffix(".py")
    assert paired.exists(), f"{path.name} has no paired {paired.name} (run `make notebooks`)"
    from_ipynb = jupytext.read(path)
    from_py = jupytext.read(paired)
    cells_ipynb = [(c.cell_type, c.source.strip()) for c in from_ipynb.cells]
    cells_py = [(c.cell_type, c.source.strip()) for c in from_py.cells]
    assert cells_py == cells_ipynb, f"{path.name} and {paired.name} differ: run `make notebooks`"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_is_executed_without_errors(path):
    import nbformat

    notebook = nbformat.read(path, as_version=4)
    code = [c for c in notebook.cells if c.cell_type == "code"]
    assert code and all(c.execution_count is not None for c in code if c.source.strip()), (
        f"{path.name} has unexecuted cells: run `make notebooks`")
    errors = [o for c in code for o in c.outputs if o.output_type == "error"]
    assert not errors, f"{path.name} was committed with an error output"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_selects_its_matplotlib_backend(path):
    """The first code cell says `%matplotlib inline`: with MPLBACKEND=Agg exported by the caller
    (containers, CI images) figures would otherwise vanish from the outputs nbval compares."""
    first = next(cell for cell in jupytext.read(path).cells if cell.cell_type == "code")
    assert "%matplotlib inline" in first.source.splitlines(), (
        f"{path.name}: put `%matplotlib inline` in the first code cell")
