"""Presenting a notebook live in JupyterLab as an instructor does: jupyterlab-slideshow's deck mode.

Deck mode (the `lab` extra's jupyterlab-slideshow) turns the notebook panel
itself into slides: the cells of one slide are shown, the rest hidden, so the
widgets on a slide are the notebook's own views, talking to the notebook's
kernel. `start_presenting` clicks the deck button of the notebook's toolbar
with the first cell active (the deck starts at the active cell);
`slides(page)` presses Space and yields each slide in turn (one press each), measured
(`live_slide.Slide`: the on-screen cells, their height, hidden boxes, the
smallest text, error outputs) until the deck ends. `present(page, lab, path,
act)` does the whole lecture: Run All, the deck from the first slide to the
last, `act(page, record)` on each slide (a test plays or steps there, measuring
after each step with `record`); it returns a `Presentation`, whose `problems`
`assert_presented_for_a_hall` reports.

`Watch` records what presenting must not do: a request to anything but the
lab server (fonts or scripts from a CDN), a "File Changed" dialog (someone
rewrote the .ipynb behind JupyterLab's back), a change to the notebook's or a
cell's metadata.
"""

import sys
from dataclasses import dataclass, field

import nbformat

from conftest import OUT, ROOT
from live_slide import ON_SCREEN, measure
from notebook_page import assert_no_cell_failed, run_all_cells, wait_for
from slide_heights import SLIDE_HEIGHT, SLIDE_WIDTH, TallSlide

# Everything the deck could change in the document: the notebook's and each cell's metadata.
METADATA = """() => {
    const model = window.jupyterapp.shell.currentWidget.context.model;
    const cells = [];
    for (let i = 0; i < model.cells.length; i++) cells.push(model.cells.get(i).metadata);
    return JSON.stringify({notebook: model.metadata, cells: cells});
}"""


def start_presenting(page):
    """Make the first cell active and click the notebook toolbar's deck button; wait for a slide.
    Nothing else: the keys go to the deck (course-deck-keys), as they do for a person."""
    page.evaluate("window.jupyterapp.shell.currentWidget.content.activeCellIndex = 0")
    page.locator('.jp-NotebookPanel-toolbar [data-command="deck:toggle"]').click()
    wait_for(lambda: page.evaluate(ON_SCREEN)["cells"], lambda cells: cells[:1] == [0],
             message="deck mode did not show the first slide: ")


def stop_presenting(page):
    page.evaluate("window.jupyterapp.commands.execute('deck:stop')")


def next_slide(page, number, wait=5):
    """Press Space once: the next slide (or fragment) shows, measured; None if nothing changed in
    `wait` seconds (the end of the deck; a press that only moved the active cell ends it early,
    which `present` reports)."""
    before = page.evaluate(ON_SCREEN)["cells"]
    page.keyboard.press("Space")
    for _ in range(int(wait / 0.25)):
        page.wait_for_timeout(250)
        if page.evaluate(ON_SCREEN)["cells"] != before:
            page.wait_for_timeout(300)  # images and widget views settle
            return measure(page, number)
    return None


def slides(page):
    """Yield every slide from the one shown now to the end of the deck."""
    slide = measure(page, 1)
    while slide is not None:
        yield slide
        slide = next_slide(page, slide.number + 1)


class Watch:
    """Records, from `start()` on, requests leaving the lab server, dialogs and metadata changes."""

    def __init__(self, page, lab):
        self.page, self.lab = page, lab
        self.outside = []
        page.on("request", self._request)

    def _request(self, request):
        if not request.url.startswith((self.lab.url + "/", "data:", "blob:")):
            self.outside.append(request.url)

    def start(self):
        self.metadata = self.page.evaluate(METADATA)

    def assert_clean(self):
        assert not self.outside, f"requests left the machine: {self.outside[:5]}"
        dialogs = self.page.locator(".jp-Dialog").all_inner_texts()
        assert not any("File Changed" in text for text in dialogs), dialogs
        assert self.page.evaluate(METADATA) == self.metadata, "presenting changed the notebook's metadata"


@dataclass
class Presentation:
    """What presenting a notebook found: its slides as they opened, each widget step measured on
    them (`steps`), how often `act` acted."""
    notebook: str
    slides: list = field(default_factory=list)
    steps: list = field(default_factory=list)
    acted: int = 0

    @property
    def tall(self):
        return [TallSlide(self.notebook, slide.where, slide.height, slide.first_line)
                for slide in self.slides + self.steps if slide.height > SLIDE_HEIGHT]

    @property
    def problems(self):
        """["<notebook> slide N (cell c) [at step]: problem; problem (first line)"] for a hall."""
        return [f"{self.notebook} {slide.where}: {'; '.join(slide.problems())} ({slide.first_line})"
                for slide in self.slides + self.steps if slide.problems()]

    def recorder(self, page, slide):
        """`record(step)` for `act`: measures the slide now, after a widget step, and keeps it."""
        def record(step):
            measured = measure(page, slide.number, step)
            self.steps.append(measured)
            return measured
        return record


def known_tall_problems(presentation):
    """The problems of slides that are too tall, and nothing else, because they hold a cell listed
    in KNOWN_TALL_CELLS (tests/test_slides.py: cells too tall for a slide on their own, each
    waiting for its notebook's author); reported, not failed, like the static test does."""
    sys.path.insert(0, str(ROOT / "tests"))
    from test_slides import KNOWN_TALL_CELLS

    stem = presentation.notebook.removesuffix(".ipynb")
    sources = [cell.source for cell in nbformat.read(ROOT / "notebooks" / presentation.notebook,
                                                     as_version=4).cells]
    known = []
    for slide in presentation.slides + presentation.steps:
        only_tall = slide.problems() == [f"{slide.height} px tall"]
        firsts = [sources[i].splitlines()[0] for i in slide.cells if i < len(sources) and sources[i]]
        if only_tall and any(s == stem and line.startswith(start)
                             for s, start in KNOWN_TALL_CELLS for line in firsts):
            known.append(f"{presentation.notebook} {slide.where}: {'; '.join(slide.problems())} "
                         f"({slide.first_line})")
    return known


def answers_beside_questions(presentation):
    """["<notebook> slide N (cell c): shows an answer with its question (first line)"] for every
    slide, as deck mode showed it, holding a markdown cell (the question) and after it an
    exercise's answer cell or a check's verdict: the rule tests/test_exercise_slides.py checks on
    the slide metadata, checked here on the cells the instructor's screen actually showed."""
    sys.path.insert(0, str(ROOT / "tests"))
    from test_exercise_slides import is_answer, shows_verdict

    cells = nbformat.read(ROOT / "notebooks" / presentation.notebook, as_version=4).cells
    found = []
    for slide in presentation.slides:
        shown = sorted(i for i in slide.cells if i < len(cells))
        answer = next((i for i in shown if is_answer(cells[i]) or shows_verdict(cells[i])), None)
        questions = [i for i in shown if answer is not None and i < answer
                     and cells[i].cell_type == "markdown"]
        if questions:
            found.append(f"{presentation.notebook} {slide.where}: shows the answer (cell {answer}) "
                         f"with its question ({cells[questions[0]].source.splitlines()[0][:60]})")
    return found


def assert_presented_for_a_hall(presentation, path):
    """Fail listing every slide and widget step with a problem (`live_slide.Slide.problems`),
    but those of `known_tall_problems`, and every slide showing an answer with its question
    (`answers_beside_questions`); the whole list goes to `path`."""
    measured = len(presentation.slides) + len(presentation.steps)
    known = known_tall_problems(presentation)
    failing = [problem for problem in presentation.problems if problem not in known]
    beside = answers_beside_questions(presentation)
    failing += beside
    lines = [f"# {presentation.notebook}: {len(presentation.problems)} problems on {len(presentation.slides)} "
             f"slides and {len(presentation.steps)} widget steps ({len(known)} known: a cell of "
             "KNOWN_TALL_CELLS)"] + presentation.problems + beside
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert not failing, (f"{len(failing)} of {measured} views are not fit for "
                         f"a hall (list in {path}):\n" + "\n".join(failing))


def present(page, lab, path, act):
    """Run the notebook at `path`, present it from the first slide to the last in a 1280x720 window.

    On each slide `act(page, record)` is called; it returns True when it did
    something there (e.g. played a game on the slide's board) and calls
    `record(step)` after each widget step, which measures the slide then. Requests
    leaving the server, a "File Changed" dialog or a metadata change fail at the
    end (`Watch.assert_clean`); on any failure the page goes to
    build/browser/failure_present_<notebook>.png.
    """
    page.set_viewport_size({"width": SLIDE_WIDTH, "height": SLIDE_HEIGHT})
    watch = Watch(page, lab)
    presentation = Presentation(path.name)
    try:
        run_all_cells(page, lab, path)
        assert_no_cell_failed(page)
        watch.start()
        start_presenting(page)
        for slide in slides(page):
            presentation.slides.append(slide)
            if act(page, presentation.recorder(page, slide)):
                presentation.acted += 1  # then Space, with the focus where the widget left it
        cells = page.evaluate("window.jupyterapp.shell.currentWidget.content.widgets.length")
        assert presentation.slides[-1].cells[-1] == cells - 1, (
            f"the deck stopped at {presentation.slides[-1].where}, before the last cell ({cells - 1})")
        watch.assert_clean()
        stop_presenting(page)
    except BaseException:
        page.screenshot(path=str(OUT / f"failure_present_{path.stem}.png"))
        print(f"slides so far: {presentation.slides}\nJupyterLab log (end):\n{lab.log_tail()}")
        raise
    return presentation
