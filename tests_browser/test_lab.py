"""A person's view: notebook 01 in JupyterLab in headless Chromium, run, then played.

Run with `make test-browser` (not part of `make test`). Steps: start JupyterLab
on a copy of notebooks/, open notebook 01, clear its outputs, Run > Run All
Cells, wait for the kernel to be idle with every code cell numbered, check that
no cell printed a traceback, then click an empty cell of the play widget and
see the solver's reply, the status line change and the hints appear. The board
is saved to build/browser/play_widget.png for a person to look at (and the
whole page to build/browser/failure.png when a step fails).
"""

import re
import shutil
import time
from pathlib import Path

import nbformat

from lab_browser import chromium, jupyter_lab

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOK = "01_zero_sum_games.ipynb"
OUT = ROOT / "build" / "browser"
SCREENSHOT = OUT / "play_widget.png"

# Run All has finished: the kernel is idle and no cell is queued or running ("[*]:"); the first
# cell has run (so the run has started). Cells after an error are left unrun ("[ ]:").
RUN_FINISHED = """() => {
    const prompts = [...document.querySelectorAll('.jp-Notebook .jp-CodeCell .jp-InputPrompt')]
        .map(p => p.textContent.trim());
    const indicator = document.querySelector('.jp-Notebook-ExecutionIndicator');
    return prompts.length > 0 && /^\\[\\d+\\]:$/.test(prompts[0]) && !prompts.includes('[*]:')
        && indicator !== null && indicator.dataset.status === 'idle';
}"""


def test_notebook_01_runs_and_the_play_widget_answers(tmp_path):
    source = ROOT / "notebooks" / NOTEBOOK
    assert source.exists(), f"{source} is missing"
    root = tmp_path / "notebooks"  # the server may write checkpoints: keep the real folder clean
    shutil.copytree(ROOT / "notebooks", root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    OUT.mkdir(parents=True, exist_ok=True)
    (tmp_path / "lab").mkdir()

    with jupyter_lab(root, tmp_path / "lab") as lab, chromium() as browser:
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        try:
            run_all_cells(page, lab, root / NOTEBOOK)
            assert_no_cell_failed(page)
            play_one_move(page)
        except BaseException:
            page.screenshot(path=str(OUT / "failure.png"), full_page=True)
            print(f"JupyterLab log (end):\n{lab.log_tail()}")
            raise


def run_all_cells(page, lab, path):
    """Open the notebook at `path` (in the server's root), clear it, run all cells, wait for the end."""
    code_cells = sum(cell.cell_type == "code" for cell in nbformat.read(path, as_version=4).cells)
    page.goto(lab.page_url(f"lab/tree/{path.name}"))
    cells = page.locator(".jp-Notebook .jp-CodeCell")
    wait_for(cells.count, lambda n: n == code_cells, timeout=120)  # cells are attached after load
    page.locator('.jp-Notebook-ExecutionIndicator[data-status="idle"]').wait_for(timeout=120_000)
    menu(page, "Edit", "Clear Outputs of All Cells")
    wait_for(prompts_of(page), lambda p: p == ["[ ]:"] * code_cells)
    assert page.locator(".jp-Notebook .jp-OutputArea-output").count() == 0
    menu(page, "Run", "Run All Cells")
    page.wait_for_function(RUN_FINISHED, timeout=300_000, polling=500)


def prompts_of(page):
    return lambda: [text.strip() for text in
                    page.locator(".jp-Notebook .jp-CodeCell .jp-InputPrompt").all_inner_texts()]


def menu(page, top, item):
    """Click `top` in JupyterLab's menu bar, then `item` in the menu that opens."""
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(f"^{re.escape(top)}$")).click()
    page.locator(".lm-Menu-itemLabel", has_text=re.compile(f"^{re.escape(item)}$")).click()


def assert_no_cell_failed(page):
    code_cells = page.locator(".jp-Notebook .jp-CodeCell").count()
    stderr = page.locator(
        '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]').all_inner_texts()
    tracebacks = [text for text in stderr if "Traceback" in text or re.search(r"^\w+Error\b", text, re.M)]
    assert not tracebacks, "cells failed in JupyterLab:\n" + "\n---\n".join(tracebacks)
    prompts = prompts_of(page)()
    assert len(prompts) == code_cells > 5
    unrun = [k for k, prompt in enumerate(prompts) if not re.fullmatch(r"\[\d+\]:", prompt)]
    assert not unrun, f"code cells {unrun} did not run"


def play_one_move(page):
    board = page.locator(".course-play-board").last
    board.scroll_into_view_if_needed(timeout=60_000)
    cells = board.locator(".course-play-cell")
    status = board.locator(".course-play-status")
    assert cells.count() == 9

    before = marks(cells)
    status_before = status.inner_text()
    assert (before.count("X"), before.count("O")) == (1, 0), before  # the solver (X) opened
    assert "Your turn: you play O" in status_before, status_before

    clicked = 4 if before[4] == "" else before.index("")  # the centre: the best reply to a corner
    cells.nth(clicked).click()
    after = wait_for(lambda: marks(cells), lambda m: m.count("X") == 2 and m.count("O") == 1)
    assert after[clicked] == "O", after
    status_after = status.inner_text()
    assert status_after != status_before and "played" in status_after, (status_before, status_after)

    board.locator("button", has_text="Hints").click()
    hinted = wait_for(lambda: marks(cells), lambda m: all(v in ("X", "O", "+1", "0", "-1") and v for v in m))
    assert [v for v in hinted if v not in ("X", "O")], hinted  # every empty cell shows a value
    board.screenshot(path=str(SCREENSHOT))
    print(f"status before: {status_before!r}\nstatus after: {status_after!r}\n"
          f"board after the reply: {after}\nwith hints: {hinted}\nscreenshot: {SCREENSHOT}")


def marks(cells):
    return [text.strip() for text in cells.all_inner_texts()]


def wait_for(read, done, timeout=30):
    """Poll `read()` until `done(value)`; return the value (assert with the last one on time-out)."""
    deadline = time.monotonic() + timeout
    value = read()
    while not done(value) and time.monotonic() < deadline:
        time.sleep(0.2)
        value = read()
    assert done(value), f"still {value!r} after {timeout} s"
    return value
