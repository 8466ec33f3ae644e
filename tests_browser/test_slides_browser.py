"""The lecture as slides, in headless Chromium: RISE in JupyterLab, and the static decks offline.

Run with `make test-browser` (after `make slides`, which writes build/slides/).

- RISE: JupyterLab (with the `lab` extra's jupyterlab-rise) on a copy of
  notebooks/, notebook 03 opened in RISE's slideshow (/rise/<path>); as a
  presenter does, the code cells of each slide are run with Shift-Enter (the
  setup subslide first), then Space to the next slide, for at least three
  slides and until a cell has drawn a figure (each run: a new execution count, no
  error, images loaded); screenshot build/browser/rise.png.
- Static decks: every build/slides/NN_name.slides.html opened from file:// with
  the browser offline and every request that is not a local file aborted and
  reported; reveal.js must start, three slides advance with content shown,
  screenshot build/browser/deck.png.

Both fail (never skip) when something does not render.
"""

import shutil
from pathlib import Path


from lab_browser import jupyter_lab

ROOT = Path(__file__).resolve().parent.parent
SLIDES = ROOT / "build" / "slides"
OUT = ROOT / "build" / "browser"
DECKS = sorted(SLIDES.glob("[0-9][0-9]_*.slides.html"))
RISE_NOTEBOOK = "03_two_move_game.ipynb"

# What reveal.js shows: the current (sub)slide's index and whether it has visible content.
REVEAL_STATE = """() => {
    const present = [...document.querySelectorAll('.reveal .slides section.present')].pop();
    const box = present ? present.getBoundingClientRect() : null;
    return {ready: document.querySelector('.reveal.ready') !== null,
            hash: location.hash,
            text: present ? present.innerText.trim().slice(0, 80) : '',
            height: box ? box.height : 0,
            images: present ? [...present.querySelectorAll('img')].map(i => i.naturalWidth) : []};
}"""


def test_static_decks_open_offline_and_advance(browser):
    assert DECKS, f"no decks in {SLIDES}: run `make slides` first"
    OUT.mkdir(parents=True, exist_ok=True)
    context = browser.new_context(viewport={"width": 1280, "height": 720}, offline=True)
    try:
        fetched_remotely, errors = [], []
        context.route("**/*", lambda route: route.continue_() if route.request.url.startswith("file://")
                      else (fetched_remotely.append(route.request.url), route.abort()))
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.on("requestfailed", lambda request: errors.append(f"failed: {request.url}"))
        for deck in DECKS:
            page.goto(deck.as_uri())
            page.wait_for_function("document.querySelector('.reveal.ready') !== null", timeout=30_000)
            states = [page.evaluate(REVEAL_STATE)]
            for _ in range(3):
                page.keyboard.press("Space")  # the next slide or subslide, as a presenter clicks
                page.wait_for_timeout(700)  # the slide transition
                states.append(page.evaluate(REVEAL_STATE))
            hashes = [state["hash"] for state in states]
            assert len(set(hashes)) == 4, f"{deck.name}: slides did not advance: {hashes}"
            for state in states:
                assert state["text"] and state["height"] > 50, f"{deck.name}: an empty slide {state}"
                assert all(state["images"]), f"{deck.name}: an image did not load {state}"
            if deck.name.startswith("04_"):
                page.screenshot(path=str(OUT / "deck.png"))
                print(f"{deck.name}: {[s['text'][:40] for s in states]}")
        assert not fetched_remotely, f"the decks asked the network for {fetched_remotely[:5]}"
        assert not errors, f"errors in the decks: {errors[:5]}"
    finally:
        context.close()


def test_rise_slideshow_advances_and_runs_a_cell(browser, tmp_path):
    """An instructor's session in RISE: run the setup subslide, advance three slides, run a cell."""
    root = tmp_path / "notebooks"  # the server may write checkpoints: keep the real folder clean
    shutil.copytree(ROOT / "notebooks", root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    (tmp_path / "lab").mkdir()
    OUT.mkdir(parents=True, exist_ok=True)
    with jupyter_lab(root, tmp_path / "lab") as lab:
        page = browser.new_page(viewport={"width": 1280, "height": 720})
        try:
            page.goto(lab.page_url(f"rise/{RISE_NOTEBOOK}"))
            page.wait_for_function("document.querySelector('.reveal.ready') !== null", timeout=120_000)
            page.locator(".reveal").click(position={"x": 5, "y": 5})  # focus the slideshow
            shown, ran = [present_slide(page)], []
            while len(shown) < 4 or not any(cell["images"] for cell in ran):  # as a presenter does:
                ran += run_code_cells(page)  # run the cells of each slide, then the next slide
                if present_slide(page)["index"] == shown[-1]["index"]:  # Shift-Enter on a slide's
                    shown += advance(page, 1)[1:]  # last cell may already have moved on
                else:
                    shown.append(present_slide(page))
                assert len(shown) < 12, f"no figure after {len(shown)} slides: {ran}"
            print(f"slides: {[slide['text'][:40] for slide in shown]}\nran: {ran}")
        except BaseException:
            page.screenshot(path=str(OUT / "rise-failure.png"))
            print(f"JupyterLab log (end):\n{lab.log_tail()}")
            raise


def present_slide(page):
    return page.evaluate("""() => {
        const present = [...document.querySelectorAll('.reveal .slides section.present')].pop();
        const leaves = [...document.querySelectorAll('.reveal .slides section')]
            .filter(section => !section.querySelector('section'));
        return {index: leaves.indexOf(present),
                text: present ? present.innerText.trim().slice(0, 60) : '',
                height: present ? present.getBoundingClientRect().height : 0,
                code: present ? present.querySelectorAll('.jp-CodeCell:not(.reveal-skip)').length : 0};
    }""")


def advance(page, slides):
    """Press Space `slides` times; each time a new, non-empty slide must be shown."""
    shown = [present_slide(page)]
    for _ in range(slides):
        page.keyboard.press("Space")
        page.wait_for_timeout(800)  # the slide transition
        shown.append(present_slide(page))
    indices = [slide["index"] for slide in shown]
    assert len(set(indices)) == slides + 1, f"the slideshow did not advance: {indices}"
    empty = [slide for slide in shown if not slide["text"] or slide["height"] < 50]
    assert not empty, f"slides rendered empty: {empty}"
    return shown


def run_code_cells(page):
    """Run the code cells of the present slide in order with Shift-Enter, as a presenter does, and
    check each ran: its prompt went through "[*]:" to a number, no error, its images loaded."""
    slide = page.locator(".reveal .slides section.present").last
    cells = [cell.element_handle() for cell in slide.locator(".jp-CodeCell:not(.reveal-skip)").all()]
    return [run_code_cell(page, cell) for cell in cells]  # handles: the slideshow may move on


def run_code_cell(page, cell):
    prompt = cell.query_selector(".jp-InputPrompt")
    prompt.evaluate("""node => { node.seen = [];  // every prompt text, "[*]:" while it runs
        new MutationObserver(() => node.seen.push(node.textContent.trim()))
            .observe(node, {subtree: true, childList: true, characterData: true}); }""")
    cell.query_selector(".jp-InputArea-editor").click()
    page.keyboard.press("Shift+Enter")
    page.wait_for_function(
        """node => node.seen.includes('[*]:') && /^\\[\\d+\\]:$/.test(node.textContent.trim())""",
        arg=prompt, timeout=60_000)
    page.wait_for_timeout(500)  # the outputs follow the execution count
    text = [output.inner_text() for output in cell.query_selector_all(".jp-OutputArea-output")]
    assert not any("Error" in t or "Traceback" in t for t in text), f"the cell failed: {text}"
    images = cell.query_selector_all(".jp-OutputArea-output img")
    assert all(image.evaluate("i => i.naturalWidth > 0") for image in images), "an image is broken"
    page.locator(".reveal").click(position={"x": 5, "y": 5})  # back from the editor to the slides
    if images:  # the slide with the figure it just drew (Shift-Enter may have moved on from it)
        moved = not cell.evaluate("c => c.closest('section').classList.contains('present')")
        if moved:
            page.keyboard.press("PageUp")
            page.wait_for_timeout(800)
        page.screenshot(path=str(OUT / "rise.png"))
        if moved:
            page.keyboard.press("PageDown")
            page.wait_for_timeout(800)
    return {"prompt": prompt.inner_text().strip(), "output": text[0][:50] if text else "",
            "images": len(images)}
