"""Sphinx configuration of the course website (`make site`, output in build/site/).

The lecture pages are the executed student edition (`make student-run`: the committed
notebooks with every answer taken out, run once, so exercise cells show `[TO DO]` and no
answer or [PASSED] verdict), rendered by myst-nb without running them
(`nb_execution_mode = "off"`); they are copied here at build time (into docs/lectures/, not
committed) so that any build/student-run/NN_name.ipynb present is a page, in lecture order.
The instructor notebooks are never published: the build stops if the folder is missing. Outputs of ipywidgets, which need a kernel, keep their text fallback and get
a note saying where to run them. The library reference is autosummary's recursive walk over
the whole `course_lib` package (autodoc + napoleon), so new modules appear without a list to
edit; solvers/*.md has a page per solver module (one algorithm family per file), generated the
same way. The browser-only edition is a JupyterLite site under lite/ (jupyterlite-sphinx)
with the student notebooks and the course_lib wheel (`make site` builds both first).
"""

import copy
import json
import os
import pkgutil
import shutil
import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent
ROOT = DOCS.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(DOCS))  # hub_links

import course_lib  # noqa: E402
import course_lib.solvers  # noqa: E402
from myst_nb.core.render import NbElementRenderer  # noqa: E402

project = "Adversarial search"
author = "The course's authors"
copyright = "the course's authors, MIT licence"
release = getattr(course_lib, "__version__", "")

extensions = [
    "myst_nb",
    "sphinx.ext.autodoc",
    "sphinx.ext.autosummary",
    "sphinx.ext.napoleon",
    "sphinx.ext.viewcode",
    "jupyterlite_sphinx",
]
exclude_patterns = ["_build", "lectures/.ipynb_checkpoints"]
source_suffix = {".rst": "restructuredtext", ".md": "myst-nb", ".ipynb": "myst-nb"}  # .rst first: autosummary writes rST
html_theme = "alabaster"
html_theme_options = {"description": "Zero-sum games, minimax, alpha-beta and beyond", "fixed_sidebar": True}
html_title = project
# Accessibility (README, "Accessibility"): code colours of contrast >= 4.5:1 (accessible-pygments),
# and _static/accessibility.{css,js} for the theme's greys, scrolling blocks and caption headings
pygments_style = "a11y-high-contrast-light"
html_static_path = ["_static"]
html_css_files = ["accessibility.css"]
html_js_files = ["accessibility.js"]

# the committed notebooks, as they are: never executed by the site build
nb_execution_mode = "off"
nb_output_stderr = "show"
myst_enable_extensions = ["colon_fence", "dollarmath"]
myst_heading_anchors = 3
suppress_warnings = ["myst.header", "mystnb.unknown_mime_type"]

# Maths readable by screen readers: MathJax 3 adds a hidden MathML copy of each formula
mathjax3_config = {"options": {"enableAssistiveMml": True}}


def _render_image_with_alt(self, data):
    """myst-nb's image rendering, plus the ``alt`` text course_lib's views put in the output's
    metadata (myst-nb 1.x copies only width and height from there: without this every figure
    of the site would read "No description has been provided for this image")."""
    images = _myst_nb_render_image(self, data)
    metadata = data.output_metadata or {}
    alt = (metadata.get(data.mime_type) or {}).get("alt") or metadata.get("alt")
    for image in images:
        if alt and not image.get("alt"):
            image["alt"] = alt
    return images


_myst_nb_render_image = NbElementRenderer.render_image
NbElementRenderer.render_image = _render_image_with_alt

autosummary_generate = True
# The grading modules (course.contained_execute, exercise_export, feedback, grading) import
# nbgrader, which is the `grading` extra, not the `docs` one `make site` installs: mocked, so
# autosummary can import them and their pages show their docstrings
autodoc_mock_imports = ["nbgrader"]
autosummary_imported_members = False
# Each object is documented once, in the module that defines it: autodoc documents everything in
# a module's __all__, so the packages' re-exports (course_lib.games.Game = games.base.Game) were
# documented twice, and every reference to them found two targets. "ignore-module-all" applies
# the rule autosummary_imported_members = False gives the tables to autodoc's pages too.
autodoc_default_options = {"members": True, "show-inheritance": True, "ignore-module-all": True}
autodoc_member_order = "bysource"
napoleon_google_docstring = True
napoleon_numpy_docstring = True

# JupyterLite: the student notebooks (make student) and the course_lib wheel (make wheel)
STUDENT = Path(os.environ.get("COURSE_STUDENT_DIR", ROOT / "build" / "student"))
WHEELS = Path(os.environ.get("COURSE_WHEEL_DIR", ROOT / "build" / "wheels"))
LITE_CONTENTS = ROOT / "build" / "lite-contents"
jupyterlite_dir = str(ROOT / "build" / "lite-src")
jupyterlite_bind_ipynb_suffix = False
jupyterlite_silence = False
jupyterlite_build_command_options = {"piplite-wheels": str(path) for path in sorted(WHEELS.glob("course_lib-*.whl"))}

WIDGET_MIME = "application/vnd.jupyter.widget-view+json"
WIDGET_NOTE = ("*This is an interactive widget: it needs a running kernel. Run the notebook in "
               "JupyterLab (`make lab`), or open it in the [browser edition](../lite.html) of the course.*")


INSTALL_CELL = {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
                "source": ["# In the browser edition: install course_lib (the wheel shipped with this site)\n",
                           "%pip install -q course_lib"]}


def lite_contents():
    """The student notebooks for JupyterLite, each opening with a cell that installs course_lib."""
    shutil.rmtree(LITE_CONTENTS, ignore_errors=True)
    LITE_CONTENTS.mkdir(parents=True)
    for path in sorted(STUDENT.glob("[0-9][0-9]_*.ipynb")):
        notebook = json.loads(path.read_text(encoding="utf-8"))
        notebook["cells"].insert(0, {**INSTALL_CELL, "id": "install-course-lib"})
        (LITE_CONTENTS / path.name).write_text(json.dumps(notebook, indent=1), encoding="utf-8")


# The lecture pages: the executed student edition (make student-run), never notebooks/ (answers)
LECTURES = Path(os.environ.get("COURSE_LECTURES_DIR", ROOT / "build" / "student-run"))


def lecture_notebooks():
    """The lecture notebooks as students see them, in order: build/student-run/NN_name.ipynb."""
    notebooks = sorted(LECTURES.glob("[0-9][0-9]_*.ipynb"))
    if not notebooks:
        raise FileNotFoundError(f"no executed student notebooks in {LECTURES}: run `make student-run` "
                                "(the site never shows the instructor notebooks, which hold the answers)")
    return notebooks


def with_widget_fallback(notebook):
    """A copy of `notebook` where each widget output keeps only its text and gets the note."""
    notebook = copy.deepcopy(notebook)
    for cell in notebook["cells"]:
        outputs = []
        for output in cell.get("outputs", []):
            if WIDGET_MIME in output.get("data", {}):
                output["data"].pop(WIDGET_MIME)
                outputs += [output, {"output_type": "display_data", "metadata": {},
                                     "data": {"text/markdown": WIDGET_NOTE, "text/plain": WIDGET_NOTE}}]
            else:
                outputs.append(output)
        if "outputs" in cell:
            cell["outputs"] = outputs
    notebook["metadata"].pop("widgets", None)
    return notebook


# "Open on your JupyterHub": `make site HUB_URL=https://hub.example.edu HUB_REPO=<student repo>`
HUB_URL, HUB_REPO = os.environ.get("HUB_URL", ""), os.environ.get("HUB_REPO", "")
HUB_BRANCH = os.environ.get("HUB_BRANCH", "main")
if HUB_URL and not HUB_REPO:
    raise ValueError("HUB_URL is set but HUB_REPO is not: set HUB_REPO to the git URL of the student "
                     "edition the links pull (README, 'A class on JupyterHub')")


def with_hub_link(notebook, lecture):
    """`notebook` with an "Open on your JupyterHub" link after its title cell (when HUB_URL is set)."""
    if not HUB_URL:
        return notebook
    from hub_links import lecture_link

    link = lecture_link(HUB_URL, HUB_REPO, lecture, HUB_BRANCH)
    text = (f"[Open this lecture on your JupyterHub]({link}) (your own copy in your server; a second "
            "click brings the instructor's updates and keeps your edits)")
    notebook["cells"].insert(1, {"cell_type": "markdown", "id": "open-on-jupyterhub",
                                 "metadata": {}, "source": [text]})
    return notebook


def copy_lectures():
    """Copy the notebooks into docs/lectures/ (widgets as text) and write its index in order."""
    target = DOCS / "lectures"
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir()
    for path in lecture_notebooks():
        notebook = json.loads(path.read_text(encoding="utf-8"))
        notebook = with_hub_link(with_widget_fallback(notebook), path.stem)
        (target / path.name).write_text(json.dumps(notebook, indent=1),
                                        encoding="utf-8")
    entries = "\n".join(path.stem for path in lecture_notebooks())
    (target / "index.md").write_text(
        "# Lectures\n\nThe lecture notebooks in order, as a student runs them before answering "
        "the exercises (the student edition, executed once when the site was built).\n\n"
        f"```{{toctree}}\n:maxdepth: 1\n\n{entries}\n```\n", encoding="utf-8")


def solver_pages():
    """One page per module of course_lib.solvers (one algorithm family per file), and its index."""
    target = DOCS / "solvers"
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir()
    names = sorted(info.name for info in pkgutil.iter_modules(course_lib.solvers.__path__)
                   if not info.name.startswith("_"))
    for name in names:
        module = f"course_lib.solvers.{name}"
        (target / f"{name}.md").write_text(
            f"# `{name}`\n\n```{{eval-rst}}\n.. automodule:: {module}\n   :no-index:\n"
            f"   :members:\n   :show-inheritance:\n```\n", encoding="utf-8")
    toctree = "\n".join(names)
    (target / "index.md").write_text(
        "# Solvers\n\nEvery search algorithm of the course is a `Solver` (`select_move(game, state, "
        "player)`); each family lives in its own module of `course_lib.solvers`, with its source "
        "and the reference it follows in its docstring.\n\n"
        f"```{{toctree}}\n:maxdepth: 1\n\n{toctree}\n```\n", encoding="utf-8")


copy_lectures()
solver_pages()
lite_contents()
jupyterlite_contents = [str(path) for path in sorted(LITE_CONTENTS.glob("*.ipynb"))]  # at the root


def unpublished_source(app, modname):
    """viewcode's hook: no highlighted source, nor [source] link, for `course_lib.exercises`.

    The checkers compare a student's answer with a reference they hold; their documented
    API stays, but their code is not published a click away from the checker a lecture names.
    """
    if modname == "course_lib.exercises" or modname.startswith("course_lib.exercises."):
        return "", {}
    return None


def setup(app):
    app.connect("viewcode-find-source", unpublished_source)
