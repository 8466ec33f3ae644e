"""The course website (`make site`, build/site/) in headless Chromium, served from 127.0.0.1.

Every lecture page (one per notebooks/NN_name.ipynb, in lecture order in the navigation)
is visited: it must show its notebook's title and figures, every image must have loaded,
and every link to a page or file of the site (the lecture pages, the library reference,
the solver pages, the JupyterLite edition) must answer 200 with the anchor it names
present. The widget of notebook 01 must show its text fallback and the "run it in
JupyterLab" note; no page shows a "[PASSED]" verdict (the site is the student edition).
The JupyterLite build must be in the site with the course_lib wheel listed for piplite. Screenshot: build/browser/site.png. Fails (never skips) when the site
is missing or something does not render.
"""

import contextlib
import functools
import http.server
import json
import re
import threading
import urllib.parse
import urllib.request
from pathlib import Path

import nbformat


ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "build" / "site"
OUT = ROOT / "build" / "browser"
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))

PAGE_FACTS = """() => ({
    title: (document.querySelector('[role=main] h1') || {innerText: ''}).innerText,
    images: [...document.querySelectorAll('img')].map(i => [i.getAttribute('src'), i.complete && i.naturalWidth > 0]),
    links: [...document.querySelectorAll('a[href]')].map(a => a.href),
    text: document.body.innerText,
})"""


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class _Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):  # the browser hung up early: not a failure
        pass


@contextlib.contextmanager
def serve(directory):
    """Serve `directory` over HTTP on a free port of 127.0.0.1; yield its base URL."""
    handler = functools.partial(_QuietHandler, directory=str(directory))
    server = _Server(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


def plain_quotes(text):
    """Undo Sphinx's smart quotes (Pons' -> Pons’), which a notebook's title does not have."""
    return text.translate(str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"'}))


def test_site_renders_every_lecture_with_working_links_and_images(browser):
    assert (SITE / "index.html").exists(), f"{SITE} has no index.html: run `make site` first"
    OUT.mkdir(parents=True, exist_ok=True)
    with serve(SITE) as base:
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(base + "lectures/index.html")
        lectures = [link for link in page.evaluate(PAGE_FACTS)["links"]
                    if re.search(r"/lectures/\d\d_\w+\.html$", link)]
        lectures = list(dict.fromkeys(lectures))
        assert [Path(urllib.parse.urlparse(u).path).stem for u in lectures] == [p.stem for p in NOTEBOOKS], (
            "the lecture navigation is not the notebooks in order")
        internal = set()
        for url, notebook in zip(lectures, NOTEBOOKS):
            page.goto(url)
            facts = page.evaluate(PAGE_FACTS)
            first = nbformat.read(notebook, as_version=4).cells[0].source.splitlines()[0].lstrip("# ")
            shown_title = facts["title"].rstrip("#¶ ").strip()
            assert plain_quotes(shown_title) == first.strip(), (url, facts["title"])
            broken = [src for src, loaded in facts["images"] if not loaded]
            assert not broken, f"{url}: images that did not load: {broken}"
            assert facts["images"], f"{url}: a lecture page without a single figure"
            assert "[PASSED]" not in facts["text"], f"{url}: an exercise's answer is published"
            internal |= {link for link in facts["links"] if link.startswith(base)}
            if notebook.name.startswith("04_"):
                page.screenshot(path=str(OUT / "site.png"))
            if notebook.name.startswith("01_"):
                assert "run the notebook in JupyterLab" in facts["text"].replace("\n", " "), (
                    "notebook 01's widget lacks its note")
        missing = [link for link in sorted(internal) if not _resolves(link)]
        assert not missing, f"broken internal links: {missing[:10]}"
        assert not errors, f"script errors: {errors[:5]}"
        print(f"{len(lectures)} lecture pages, {len(internal)} internal links checked")


def test_site_has_the_jupyterlite_edition_with_the_wheel():
    lite = SITE / "lite"
    assert (lite / "lab" / "index.html").exists(), "no JupyterLite build in the site: run `make site`"
    wheels = sorted((lite / "pypi").glob("course_lib-*.whl"))
    assert wheels, "the course_lib wheel is not in the site"
    listing = json.loads((lite / "pypi" / "all.json").read_text())
    assert "course_lib" in {name.replace("-", "_") for name in listing}, sorted(listing)
    contents = json.loads((lite / "api" / "contents" / "all.json").read_text())
    names = {item["name"] for item in contents["content"]}
    assert {p.name for p in NOTEBOOKS} <= names, f"student notebooks missing from JupyterLite: {names}"


def _resolves(url):
    """True if `url` answers 200 and, when it names an anchor, the page has that id."""
    address, _, anchor = url.partition("#")
    try:
        with urllib.request.urlopen(address, timeout=10) as response:
            body = response.read().decode("utf-8", errors="replace") if anchor else ""
            ok = response.status == 200
    except OSError:
        return False
    return ok and (not anchor or f'id="{anchor}"' in body)
