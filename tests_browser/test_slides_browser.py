"""The static decks in headless Chromium, offline (the live slideshow: test_present_*.py).

Run with `make test-browser` (after `make slides`, which writes build/slides/ from the
executed student edition). Every build/slides/NN_name.slides.html is opened from
file:// with the browser offline and every request that is not a local file aborted
and reported; reveal.js must start, three slides advance with content shown, and no
slide may show a "[PASSED]" verdict (an exercise's answer); screenshot
build/browser/deck.png. Fails (never skips) when something does not render.
"""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SLIDES = ROOT / "build" / "slides"
OUT = ROOT / "build" / "browser"
DECKS = sorted(SLIDES.glob("[0-9][0-9]_*.slides.html"))

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
            text = page.evaluate("document.querySelector('.reveal .slides').textContent")
            assert "[PASSED]" not in text, f"{deck.name}: a student deck shows an answer's verdict"
            if deck.name.startswith("04_"):
                page.screenshot(path=str(OUT / "deck.png"))
                print(f"{deck.name}: {[s['text'][:40] for s in states]}")
        assert not fetched_remotely, f"the decks asked the network for {fetched_remotely[:5]}"
        assert not errors, f"errors in the decks: {errors[:5]}"
    finally:
        context.close()
