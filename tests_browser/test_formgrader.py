"""nbgrader's formgrader in JupyterLab shows the submissions `make grade` put in the gradebook.

A course is built from the lecture notebooks, one assignment (the alpha-beta
exercises, found by name) released, two synthetic submissions graded by the
real nbgrader (one right, one wrong); then JupyterLab runs on the course root
with the course's ``nbgrader_config.py`` in its config folder, as an instructor
runs ``make lab`` with the ``grading`` extra. In Chromium the Formgrader panel
(nbgrader's own command) lists the assignment, and its submissions page lists
both students with the scores of the gradebook.
"""

import shutil
from pathlib import Path

import nbformat
import pytest

from lab_browser import jupyter_lab

pytest.importorskip("nbgrader", reason="the `grading` extra (nbgrader) is not installed")

from course_lib.course.assignments import release, write_config, write_course  # noqa: E402
from course_lib.course.grading import grade  # noqa: E402
from course_lib.course.synthetic_submissions import write_submission  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "browser"
STUDENTS = {"ada": ("correct", "2"), "cy": ("wrong", "0")}  # kind, score out of 2


@pytest.fixture(scope="module")
def graded_course(tmp_path_factory):
    root = tmp_path_factory.mktemp("formgrader") / "course"
    written = write_course(ROOT / "notebooks", root)
    write_config(root, timeout=5, wall_limit=120)
    name = next(n for n in written if n.endswith("alpha_beta_walkthrough"))
    release(root, [name])
    source = nbformat.read(root / "source" / name / f"{name}.ipynb", as_version=4)
    released = nbformat.read(root / "release" / name / f"{name}.ipynb", as_version=4)
    submissions = root.parent / "submissions"
    for student, (kind, _) in STUDENTS.items():
        write_submission(kind, source, released, submissions / student / name / f"{name}.ipynb")
    assert grade(submissions, root, root.parent / "grades") == {}
    return root, name


def test_formgrader_lists_the_graded_submissions(graded_course, browser, tmp_path):
    root, name = graded_course
    state = tmp_path / "lab_state"
    (state / "config").mkdir(parents=True)  # JUPYTER_CONFIG_DIR of this JupyterLab: nbgrader reads it
    shutil.copy(root / "nbgrader_config.py", state / "config" / "nbgrader_config.py")
    OUT.mkdir(parents=True, exist_ok=True)
    with jupyter_lab(root, state) as lab:
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        try:
            page.goto(lab.page_url("lab"))
            page.wait_for_function("window.jupyterapp && window.jupyterapp.commands"
                                   ".hasCommand('nbgrader:open-formgrader')", timeout=120_000)
            page.evaluate("window.jupyterapp.commands.execute('nbgrader:open-formgrader')")
            formgrader = page.frame_locator("iframe[src*='formgrader']")
            formgrader.get_by_text(name, exact=True).first.wait_for(timeout=60_000)
            page.screenshot(path=str(OUT / "formgrader_assignments.png"))
            formgrader.locator(f"a[href*='manage_submissions/{name}']").first.click()
            for student, (_, score) in STUDENTS.items():
                row = formgrader.locator("tr", has_text=student).first
                row.wait_for(timeout=60_000)
                cells = [text.strip() for text in row.locator("td").all_inner_texts()]
                assert student in cells and "graded" in cells and f"{score} / 2" in cells, cells
            page.screenshot(path=str(OUT / "formgrader_submissions.png"))
        except Exception:
            page.screenshot(path=str(OUT / "failure_formgrader.png"), full_page=True)
            print(f"JupyterLab log (end):\n{lab.log_tail()}")
            raise
        finally:
            page.close()
