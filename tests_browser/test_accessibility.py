"""WCAG 2.0/2.1 A and AA, checked by axe-core in Chromium on the site, the decks and JupyterLab.

Every HTML page of build/site/ (but the JupyterLite app under lite/), every
slide of every static deck in build/slides/ (fragments shown), and every slide
of notebook 01 presented in JupyterLab's deck mode after Run All. Each
violation becomes a row of build/browser/accessibility.csv (page or slide,
rule, impact, count, upstream cause); a test fails on any violation not listed
in `accessibility.KNOWN` with its upstream cause. The site is also read at
200% zoom (a 640 px wide window, WCAG 1.4.10 reflow): no page may scroll
sideways (code blocks and tables scroll inside themselves, and can be reached by Tab).
"""

from pathlib import Path

import pytest

from accessibility import Ledger, axe_violations
from notebook_page import run_all_cells
from presenting import slides, start_presenting
from test_site_browser import SITE, serve
from test_slides_browser import DECKS

ROOT = Path(__file__).resolve().parent.parent
SITE_PAGES = sorted(p for p in SITE.rglob("*.html") if "lite" not in p.relative_to(SITE).parts)

# The slides of a deck as (h, v) indices, read from reveal.js's DOM (a vertical stack nests sections)
SLIDE_INDICES = """() => [...document.querySelectorAll('.reveal .slides > section')].flatMap((s, h) => {
    const inner = s.querySelectorAll(':scope > section');
    return inner.length ? [...inner].map((_, v) => [h, v]) : [[h, 0]];
})"""
REVEAL = "require('assets/reveal.js/dist/reveal.js')"
PRESENT = ".reveal .slides section.present:not(.stack)"

# Formulas MathJax typeset, and the hidden MathML copies of them that screen readers read
MATHS = ("() => [document.querySelectorAll('.MathJax_CHTML').length,"
         " document.querySelectorAll('.MJX_Assistive_MathML').length]")

MATHS_DONE = ("() => window.MathJax && MathJax.Hub && MathJax.Hub.queue.pending === 0"
              " && MathJax.Hub.queue.running === 0")

# Wider than the window: the page itself scrolls sideways (its code blocks may scroll inside)
SIDEWAYS = "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"


@pytest.fixture(scope="module")
def ledger():
    found = Ledger()
    yield found
    found.write()


def test_every_site_page_meets_wcag_aa_and_reflows_at_200_percent(browser, ledger):
    assert SITE_PAGES, f"no pages in {SITE}: run `make site` first"
    wide = []
    with serve(SITE) as base:
        page = browser.new_page(viewport={"width": 1280, "height": 720})
        narrow = browser.new_page(viewport={"width": 640, "height": 360})  # 1280x720 at 200%
        try:
            for path in SITE_PAGES:
                relative = path.relative_to(SITE).as_posix()
                page.goto(base + relative)
                ledger.add(f"site:{relative}", axe_violations(page, "body"))
                narrow.goto(base + relative)
                if narrow.evaluate(SIDEWAYS) > 0:
                    wide.append(f"{relative} ({narrow.evaluate(SIDEWAYS)} px)")
        finally:
            page.close()
            narrow.close()
    ours = ledger.ours("site:")
    assert not ours, f"{len(ours)} violations on the site:\n" + "\n".join(ours[:20])
    assert not wide, f"pages that scroll sideways at 200% zoom: {wide[:10]}"
    print(f"{len(SITE_PAGES)} site pages checked")


def test_every_slide_of_every_deck_meets_wcag_aa(browser, ledger):
    assert DECKS, "no decks in build/slides: run `make slides` first"
    context = browser.new_context(viewport={"width": 1280, "height": 720}, offline=True)
    checked, maths = 0, {}
    try:
        page = context.new_page()
        for deck in DECKS:
            page.goto(deck.as_uri())
            page.wait_for_function("document.querySelector('.reveal.ready') !== null", timeout=30_000)
            page.wait_for_function(MATHS_DONE, timeout=30_000)
            maths[deck.name] = page.evaluate(MATHS)
            page.evaluate(f"() => {{ {REVEAL}.configure({{transition: 'none', "
                          "backgroundTransition: 'none', fragments: false}); }")
            for h, v in page.evaluate(SLIDE_INDICES):
                page.evaluate(f"([h, v]) => {{ {REVEAL}.slide(h, v); }}", [h, v])
                page.wait_for_function(f"(document.querySelector('{PRESENT}') || {{}}).offsetHeight > 0")
                ledger.add(f"deck:{deck.name}#/{h}/{v}", axe_violations(page, PRESENT))
                checked += 1
    finally:
        context.close()
    unread = {name: counts for name, counts in maths.items() if counts[0] and not counts[1]}
    assert not unread, f"formulas without assistive MathML (typeset, with MathML): {unread}"
    assert sum(typeset for typeset, _ in maths.values()) > 0, f"no formula typeset in any deck: {maths}"
    ours = ledger.ours("deck:")
    assert not ours, f"{len(ours)} violations on the decks' slides:\n" + "\n".join(ours[:20])
    print(f"{checked} slides of {len(DECKS)} decks checked")


def test_a_notebook_presented_in_jupyterlab_meets_wcag_aa(page, lab, notebooks_copy, ledger):
    page.set_viewport_size({"width": 1280, "height": 720})
    path = notebooks_copy / "01_zero_sum_games.ipynb"
    run_all_cells(page, lab, path)
    start_presenting(page)
    count = 0
    boards = 0
    for slide in slides(page):
        ledger.add(f"lab:{path.name} slide {slide.number}", axe_violations(page))
        if page.locator(".jp-deck-mod-onscreen .course-play-board").count():
            # our own widget on its own: no JupyterLab exception applies to it
            ledger.add(f"widget:{path.name} slide {slide.number} play board",
                       axe_violations(page, ".jp-deck-mod-onscreen .course-play-board"))
            boards += 1
        count += 1
    assert boards, "no slide of notebook 01 showed its play board"
    ours = ledger.ours("widget:")
    assert not ours, f"{len(ours)} violations on the play board:\n" + "\n".join(ours[:20])
    ours = ledger.ours("lab:")
    assert not ours, f"{len(ours)} violations in JupyterLab:\n" + "\n".join(ours[:20])
    print(f"{count} slides of {path.name} presented and checked")
