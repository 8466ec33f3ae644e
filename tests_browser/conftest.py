"""One JupyterLab (on a copy of notebooks/) and one headless Chromium for the whole browser suite.

Both are started once per run (each takes seconds) and stopped at the end. If
either does not start, every test fails with the reason; none is skipped.
"""

import shutil
from pathlib import Path

import pytest

from lab_browser import chromium, jupyter_lab, shut_down_kernels

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "browser"  # screenshots for a person to look at


@pytest.fixture(scope="session")
def notebooks_copy(tmp_path_factory):
    """A copy of notebooks/: the server may write checkpoints, the real folder stays clean.

    Beside it, as in the repository, a copy of benchmarks/results/ (notebook 11
    reads its saved match results from ../benchmarks/results).
    """
    lab = tmp_path_factory.mktemp("lab")
    root = lab / "notebooks"
    shutil.copytree(ROOT / "notebooks", root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    shutil.copytree(ROOT / "benchmarks" / "results", lab / "benchmarks" / "results")
    return root


@pytest.fixture(scope="session")
def lab(notebooks_copy, tmp_path_factory):
    with jupyter_lab(notebooks_copy, tmp_path_factory.mktemp("lab_state")) as running:
        yield running


@pytest.fixture(scope="session", autouse=True)
def screenshot_folder():
    """build/browser/ exists before any test writes a screenshot or a report into it."""
    OUT.mkdir(parents=True, exist_ok=True)
    return OUT


@pytest.fixture(scope="session")
def browser():
    with chromium() as running:
        yield running


@pytest.fixture
def page(browser, lab, request):
    """A fresh page; on failure the whole page goes to build/browser/failure_<test>.png."""
    OUT.mkdir(parents=True, exist_ok=True)
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    yield page
    report = getattr(request.node, "rep_call", None)
    if report is not None and report.failed:
        page.screenshot(path=str(OUT / f"failure_{request.node.name}.png"), full_page=True)
        print(f"JupyterLab log (end):\n{lab.log_tail()}")
    page.close()
    shut_down_kernels(lab)  # the next test starts from a quiet server


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    report = yield
    setattr(item, f"rep_{report.when}", report)
    return report
