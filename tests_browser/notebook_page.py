"""What a person does with a notebook in JupyterLab, and what the test asks its kernel.

`run_all_cells` opens a notebook, clears it and runs Run > Run All Cells from
the menu; `assert_no_cell_failed` checks every code cell ran without a
traceback. `ask_kernel(page, code, expression)` runs `code` silently in the
open notebook's kernel (no prompt number, no output in the notebook) and
returns the value of `expression`, decoded from JSON: the test compares the
DOM with what the kernel's widgets and sessions hold, not with a hard-coded list.
"""

import ast
import json
import re
import time

import nbformat

# Run All has finished: the kernel is idle and no cell is queued or running ("[*]:"); the first
# cell has run (so the run has started). Cells after an error are left unrun ("[ ]:").
RUN_FINISHED = """() => {
    const prompts = [...document.querySelectorAll('.jp-Notebook .jp-CodeCell .jp-InputPrompt')]
        .map(p => p.textContent.trim());
    const indicator = document.querySelector('.jp-Notebook-ExecutionIndicator');
    return prompts.length > 0 && /^\\[\\d+\\]:$/.test(prompts[0]) && !prompts.includes('[*]:')
        && indicator !== null && indicator.dataset.status === 'idle';
}"""

# Silent execute_request on the kernel of the notebook in the main area; returns the
# text/plain repr of the user expression (or throws with the kernel's error).
ASK_KERNEL = """async ([code, expression]) => {
    const panel = window.jupyterapp.shell.currentWidget;
    const kernel = panel.sessionContext.session.kernel;
    const future = kernel.requestExecute({code: code, silent: true, store_history: false,
                                          user_expressions: {value: expression}});
    const reply = await future.done;
    if (reply.content.status !== 'ok') {
        throw new Error(`kernel: ${reply.content.ename}: ${reply.content.evalue}`);
    }
    const value = reply.content.user_expressions.value;
    if (value.status !== 'ok') {
        throw new Error(`kernel: ${value.ename}: ${value.evalue}`);
    }
    return value.data['text/plain'];
}"""


def run_all_cells(page, lab, path):
    """Open the notebook at `path` (in the server's root), clear it, run all cells, wait for the end."""
    code_cells = sum(cell.cell_type == "code" for cell in nbformat.read(path, as_version=4).cells)
    # "reset": a fresh workspace, no tab restored from an earlier test's page
    page.goto(lab.page_url(f"lab/tree/{path.name}") + "&reset")
    cells = page.locator(".jp-Notebook .jp-CodeCell")
    wait_for(cells.count, lambda n: n == code_cells, timeout=120)  # cells are attached after load
    wait_for_the_kernel(page)
    menu(page, "Edit", "Clear Outputs of All Cells")
    wait_for(prompts_of(page), lambda p: p == ["[ ]:"] * code_cells)
    assert page.locator(".jp-Notebook .jp-OutputArea-output").count() == 0
    menu(page, "Run", "Run All Cells")
    wait_for_the_run(page, path.stem)


def wait_for_the_run(page, name, timeout=300):
    """Wait until Run All has finished. A person at a busy machine answers JupyterLab's "Select
    Kernel" dialog if it comes back, and clicks Run All again if nothing started after 30 s; on
    time-out, the assertion says what the page showed (prompts, kernel status, dialog); the
    page fixture photographs the page."""
    started = time.monotonic()
    clicked_again = False
    while time.monotonic() - started < timeout:
        if page.evaluate(RUN_FINISHED):
            return
        answer_select_kernel(page)
        prompts = prompts_of(page)()
        if not clicked_again and time.monotonic() - started > 30 and prompts and prompts[0] == "[ ]:" \
                and "[*]:" not in prompts:
            menu(page, "Run", "Run All Cells")
            clicked_again = True
        page.wait_for_timeout(500)
    status = page.evaluate("() => document.querySelector('.jp-Notebook-ExecutionIndicator')?.dataset.status")
    dialogs = page.locator(".jp-Dialog").all_inner_texts()
    raise AssertionError(f"Run All of {name} not finished after {timeout} s (Run All clicked again: "
                         f"{clicked_again}); prompts {prompts_of(page)()}, kernel status {status!r}, "
                         f"dialogs {dialogs}")


def wait_for_the_kernel(page, timeout=120):
    """Wait until the notebook's kernel is idle. On a busy machine JupyterLab may ask which kernel
    to start ("Select Kernel", its preferred one preselected): a person presses Select, so do we."""
    idle = page.locator('.jp-Notebook-ExecutionIndicator[data-status="idle"]')
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        answer_select_kernel(page)
        if idle.count():
            return
        page.wait_for_timeout(250)
    idle.wait_for(timeout=1000)  # fails with Playwright's message


def answer_select_kernel(page):
    """Press Select in JupyterLab's "Select Kernel" dialog if it is open (its preferred kernel
    preselected), as a person does."""
    select = page.locator(".jp-Dialog .jp-Dialog-button.jp-mod-accept", has_text="Select")
    if select.count() and select.first.is_visible():
        select.first.click()


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


def ask_kernel(page, code, expression):
    """Run `code` silently in the notebook's kernel; return `expression` (a JSON string there), decoded."""
    text = page.evaluate(ASK_KERNEL, [code, expression])
    return json.loads(ast.literal_eval(text))  # text/plain is the repr of the JSON string


def wait_for(read, done, timeout=30, message=""):
    """Poll `read()` until `done(value)`; return the value (assert with the last one on time-out)."""
    deadline = time.monotonic() + timeout
    value = read()
    while not done(value) and time.monotonic() < deadline:
        time.sleep(0.2)
        value = read()
    assert done(value), f"{message}still {value!r} after {timeout} s"
    return value


class BoardPlayer:
    """A person at a play board in the page: each action, then the kernel, then the DOM checked.

    The buttons every play board has (Undo, New game, Hints) are here, and `check`:
    wait until the kernel has applied the action (`kernel_done(snapshot)`), then until
    the DOM shows what the kernel holds, then screenshot the board. A board's test
    subclasses it with `snapshot()` (the kernel's session as a dict), `dom()` (what
    the page shows), `expected_dom(snapshot)` and `assert_plausible(shown, snapshot)`.
    """

    kernel_timeout = 30  # seconds the kernel may take to apply an action (a solver's reply)
    moves_after_new_game = 0  # 1 where the solver opens, as X

    def __init__(self, page, board, screenshots, prefix):
        self.page, self.board = page, board
        self.screenshots, self.prefix = screenshots, prefix
        self.status = board.locator(".course-play-status")
        self.actions = 0

    def undo(self, name):
        before = self.snapshot()
        self.board.locator("button", has_text="Undo").click()
        return self.check(name, lambda s: s["moves"] < before["moves"])

    def new_game(self, name):
        self.board.locator("button", has_text="New game").click()
        return self.check(name, lambda s: s["moves"] == self.moves_after_new_game)

    def toggle_hints(self, name, on):
        self.board.locator("button", has_text="Hints").click()
        return self.check(name, lambda s: s["hints_on"] == on)

    def check(self, name, kernel_done=lambda s: True):
        """Wait for the kernel to finish the action, then for the DOM to show the kernel's board."""
        snapshot = wait_for(self.snapshot, kernel_done, timeout=self.kernel_timeout,
                            message=f"{name}: the kernel did not apply the action: ")
        expected = self.expected_dom(snapshot)
        shown = wait_for(self.dom, lambda d: d == expected, timeout=10,
                         message=f"{name}: the DOM does not show the session's board {expected}: ")
        self.assert_plausible(shown, snapshot)
        self.actions += 1
        self.board.screenshot(path=str(self.screenshots / f"{self.prefix}_{self.actions:02d}_{name}.png"))
        return snapshot
