"""Write the lecture notebooks as static reveal.js decks that open without a network.

Usage: python tools/make_slides.py [--npm build/npm/node_modules] [--out build/slides]
       [--instructor] [NN_name.ipynb ...]   (default: every notebook in build/student-run/)

Each notebook becomes `<out>/NN_name.slides.html` through nbconvert's slides
exporter, from its saved outputs (nothing is executed), with the slide
metadata of tools/slides.py. `make slides` passes the executed student edition
(build/student-run/, `make student-run`): no exercise answer, no [PASSED]
verdict, and a deck that still holds one is refused. `make slides-instructor`
passes notebooks/ with `--instructor` into build/slides-instructor/: each deck's
title says "instructor copy, with solutions"; `make site` never publishes it. reveal.js, jQuery, RequireJS and MathJax 2 (what
nbconvert's reveal template loads) are copied from the npm packages that
`make slides` installs (tools/reveal/package.json, pinned by its lock file)
into `<out>/assets/`, and the decks point at them by relative URLs; the template
tools/reveal/offline leaves out the one script that only loads from a CDN
(mermaid). The decks are then checked: a script or style sheet that would still
be fetched from the network is an error. Widgets show their text fallback.
"""

import argparse
import re
import shutil
import sys
from pathlib import Path

import nbformat
from nbconvert import SlidesExporter
from traitlets.config import Config

ROOT = Path(__file__).resolve().parent.parent
TEMPLATES = ROOT / "tools" / "reveal"

# (package, path inside it) copied to assets/<package>/<path>; MathJax: only what TeX-AMS_CHTML needs
ASSETS = [("reveal.js", "dist"), ("reveal.js", "plugin"), ("reveal.js", "LICENSE"),
          ("jquery", "dist/jquery.min.js"), ("jquery", "LICENSE.txt"),
          ("requirejs", "require.js"),
          ("mathjax", "MathJax.js"), ("mathjax", "LICENSE"),
          ("mathjax", "config/TeX-AMS_CHTML-full.js"), ("mathjax", "config/Safe.js"),
          ("mathjax", "extensions"),
          ("mathjax", "jax/input/TeX"), ("mathjax", "jax/output/CommonHTML"),
          ("mathjax", "jax/element"), ("mathjax", "fonts/HTML-CSS/TeX/woff")]

THEME = "white"  # its fonts ship with reveal.js; "simple" (nbconvert's default) @imports web fonts
REMOTE = re.compile(r"""<(?:script|link|img)\b[^>]*\b(?:src|href)\s*=\s*["']((?:https?:)?//[^"']+)""", re.I)


def copy_assets(node_modules, out):
    """Copy the pinned npm packages' files the decks load into `out`/assets; fail if one is missing."""
    for package, relative in ASSETS:
        source = Path(node_modules) / package / relative
        if not source.exists():
            sys.exit(f"{source} is missing: run `make slides` (it installs tools/reveal/package.json with npm)")
        target = out / "assets" / package / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        if source.is_dir():
            shutil.copytree(source, target, dirs_exist_ok=True)
        else:
            shutil.copy2(source, target)


def exporter():
    """nbconvert's slides exporter set up for local assets and 1280x720 slides (none scrolls)."""
    config = Config()
    config.SlidesExporter.reveal_url_prefix = "assets/reveal.js"
    config.SlidesExporter.reveal_width = "1280"
    config.SlidesExporter.reveal_height = "720"
    config.SlidesExporter.reveal_scroll = False  # no scroll box: a slide shows everything or is split
    config.SlidesExporter.reveal_number = "c/t"
    config.SlidesExporter.reveal_theme = THEME
    config.SlidesExporter.jquery_url = "assets/jquery/dist/jquery.min.js"
    config.SlidesExporter.require_js_url = "assets/requirejs/require.js"
    config.SlidesExporter.mathjax_url = "assets/mathjax/MathJax.js?config=TeX-AMS_CHTML-full,Safe"
    config.SlidesExporter.exclude_input_prompt = False
    return SlidesExporter(config=config, template_name="offline",
                          extra_template_basedirs=[str(TEMPLATES)])


REMOTE_IMPORT = re.compile(r"""@import\s+url\(\s*["']?((?:https?:)?//[^"')]+)""", re.I)


# CDNs named in script text (e.g. the widget manager nbconvert loads when widget state is saved)
CDN_IN_TEXT = re.compile(r"""https?://(?:unpkg\.com|cdn\.jsdelivr\.net|cdnjs\.cloudflare\.com)/[^"'\s)]+""")


def remote_urls(html):
    """The URLs of scripts, style sheets, images and CSS imports a page would fetch from the network."""
    return REMOTE.findall(html) + REMOTE_IMPORT.findall(html) + CDN_IN_TEXT.findall(html)


ANSWER_SIGNS = ("[PASSED]", "### BEGIN SOLUTION")  # what a student's deck must never show
INSTRUCTOR_TITLE = " (instructor copy, with solutions)"


def write_deck(path, out, slides_exporter, instructor=False):
    notebook = nbformat.read(path, as_version=4)
    title = path.stem + (INSTRUCTOR_TITLE if instructor else "")
    html, _ = slides_exporter.from_notebook_node(notebook, resources={"metadata": {"name": title}})
    remote = remote_urls(html)
    if remote:
        sys.exit(f"{path.name}: the deck would load {remote[:3]} from the network")
    leaks = [sign for sign in ANSWER_SIGNS if sign in html]
    if leaks and not instructor:
        sys.exit(f"{path}: a student deck would show {leaks}: build it from the student edition "
                 "(make student-run), or pass --instructor for the instructor's copy")
    target = out / f"{path.stem}.slides.html"
    target.write_text(html, encoding="utf-8")
    return target


def main(arguments=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", type=Path)
    parser.add_argument("--npm", type=Path, default=ROOT / "build" / "npm" / "node_modules")
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "slides")
    parser.add_argument("--instructor", action="store_true",
                        help="decks with the answers (titled as the instructor's copy)")
    args = parser.parse_args(arguments)
    paths = args.notebooks or sorted((ROOT / "build" / "student-run").glob("[0-9][0-9]_*.ipynb"))
    if not paths:
        sys.exit("no notebooks: run `make student-run` (or name the notebooks to convert)")
    args.out.mkdir(parents=True, exist_ok=True)
    copy_assets(args.npm, args.out)
    theme = args.out / "assets" / "reveal.js" / "dist" / "theme" / f"{THEME}.css"
    if remote_urls(theme.read_text()):
        sys.exit(f"{theme} imports from the network: {remote_urls(theme.read_text())}")
    slides_exporter = exporter()
    for path in paths:
        print(f"wrote {write_deck(path, args.out, slides_exporter, args.instructor)}")


if __name__ == "__main__":
    main()
