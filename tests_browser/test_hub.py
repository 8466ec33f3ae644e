"""The course on a real JupyterHub, end to end in Chromium (`make hub`, README "A class on JupyterHub").

One hub (tools/hub/hub.py, the committed tools/hub/jupyterhub_config.py) on loopback ports with
its own state folder, an instructor and three students created as system users with `useradd`
and logged in through the hub's login page (PAM). The instructor opens the formgrader service;
assignment 04 is released through nbgrader's exchange; each student fetches it from JupyterLab's
Assignments tab; one submits a right answer, one a wrong one, one nothing; the course is
collected, graded with the course's grading and the feedback released; each student who
submitted fetches their feedback and reads their score. Students cannot read each other's work
or the course directory, on the filesystem as that user or through the hub. An nbgitpuller link
puts a lecture into a student's server, and a second click after the instructor pushed a fix
merges it without losing the student's edit. The hub, its servers and the users are removed at
the end, and the last test checks that nothing is left.

Needs root (system users, PAM, servers started as their users) and the hub's environment
(`make hub` builds it; `make test-browser` does too): skipped with the reason otherwise.
"""

import csv
import io
import json
import os
import pwd
import re
import secrets
import shutil
import subprocess
import sys
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import nbformat
import pytest

from lab_browser import free_port

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "browser"
HUB_VENV = ROOT / "build" / "hub" / "venv"
ASSIGNMENT = "04_minimax"
INSTRUCTOR = "hubteacher"
STUDENTS = {"hubstudent1": "correct", "hubstudent2": "wrong", "hubstudent3": None}  # None: submits nothing
EXPECTED_SCORE = {"hubstudent1": "1", "hubstudent2": "0"}  # out of 1 (04 has one exercise)

if os.geteuid() != 0:
    pytest.skip("the hub test needs root (it creates system users and JupyterHub starts each server "
                "as its user)", allow_module_level=True)
if not (HUB_VENV / "bin" / "jupyterhub").exists():
    pytest.skip(f"{HUB_VENV} has no JupyterHub: run `make hub-install` (make test-browser does)",
                allow_module_level=True)

sys.path.insert(0, str(ROOT / "tools" / "hub"))


def _hub_module(hub_dir, port, service_port):
    """tools/hub/hub.py configured for this test's hub (its module constants read the environment)."""
    os.environ.update(HUB_DIR=str(hub_dir), HUB_VENV=str(HUB_VENV), HUB_PORT=str(port),
                      HUB_SERVICE_PORT=str(service_port), HUB_ASSIGNMENTS=ASSIGNMENT)
    sys.modules.pop("hub", None)
    import hub
    return hub


@pytest.fixture(scope="module")
def hub():
    """A running hub with its users; stopped and removed by test_nothing_is_left_behind (or here)."""
    hub_dir = ROOT / "build" / "hub-test"  # under the repository: every system user can traverse it
    shutil.rmtree(hub_dir, ignore_errors=True)
    hub_dir.mkdir(parents=True)
    module = _hub_module(hub_dir, free_port(), free_port())
    passwords = {name: secrets.token_urlsafe(12) for name in [INSTRUCTOR, *STUDENTS]}
    module.add_user(INSTRUCTOR, passwords[INSTRUCTOR], instructor=True)
    for student in STUDENTS:
        module.add_user(student, passwords[student])
    try:
        module.start(wait=180)
        yield module, passwords
    finally:
        _tear_down(module, hub_dir)


def _tear_down(module, hub_dir):
    module.stop()
    if (hub_dir / "jupyterhub.log").exists():  # kept for a person to read when a test failed
        OUT.mkdir(parents=True, exist_ok=True)
        shutil.copy(hub_dir / "jupyterhub.log", OUT / "hub_test_jupyterhub.log")
    for name in [INSTRUCTOR, *STUDENTS, module.GRADER]:
        module.remove_user(name)
    for group in (module.STUDENTS_GROUP, module.INSTRUCTORS_GROUP):
        subprocess.run(["groupdel", group], capture_output=True)
    shutil.rmtree(hub_dir, ignore_errors=True)


def _log_in(browser, hub_module, name, password):
    """A browser context logged in as `name` through the hub's login page; its page is at JupyterLab."""
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    page = context.new_page()
    page.goto(f"{hub_module.URL}/hub/login")
    page.fill("input[name=username]", name)
    page.fill("input[name=password]", password)
    page.click("input[type=submit], button[type=submit]")
    _wait_for_lab(page)
    return context, page


def _wait_for_lab(page):
    """Wait until JupyterLab is up (its menu bar shows nbgrader's menu)."""
    page.wait_for_selector(".lm-MenuBar-itemLabel:text('Nbgrader')", timeout=120_000)


def _open_assignments_tab(page):
    page.click(".lm-MenuBar-itemLabel:text('Nbgrader')")
    page.click(".lm-Menu-itemLabel:text('Assignment List')")
    page.wait_for_selector(f"text={ASSIGNMENT}", timeout=60_000)


def _as_user(name, *command):
    return subprocess.run(["runuser", "-u", name, "--", *command], capture_output=True, text=True)


def _answer(hub_module, student, kind):
    """Write the student's answer into the notebook they fetched, as they would in JupyterLab."""
    from course_lib.course.synthetic_submissions import write_submission

    home = Path(pwd.getpwnam(student).pw_dir)
    fetched = home / ASSIGNMENT / f"{ASSIGNMENT}.ipynb"
    course = Path(pwd.getpwnam(hub_module.GRADER).pw_dir) / "course"
    source = nbformat.read(course / "source" / ASSIGNMENT / f"{ASSIGNMENT}.ipynb", as_version=4)
    released = nbformat.read(fetched, as_version=4)
    write_submission(kind, source, released, fetched)
    user = pwd.getpwnam(student)
    os.chown(fetched, user.pw_uid, user.pw_gid)


def test_a_class_fetches_submits_and_reads_its_feedback(hub, browser):
    hub_module, passwords = hub
    OUT.mkdir(parents=True, exist_ok=True)
    # The instructor reaches the formgrader service; a student does not.
    context, page = _log_in(browser, hub_module, INSTRUCTOR, passwords[INSTRUCTOR])
    page.goto(f"{hub_module.URL}/services/{hub_module.COURSE}/formgrader")
    row = page.locator("tr", has_text=ASSIGNMENT)
    row.locator("td.release a").click()  # the formgrader's Release button: nbgrader release_assignment
    page.wait_for_selector(f"text=Successfully released '{ASSIGNMENT}'", timeout=120_000)
    page.click(".modal-footer button:text('OK')")
    assert row.locator("td.status").inner_text().strip() == "released"
    page.screenshot(path=str(OUT / "hub_formgrader_released.png"))
    context.close()

    pages = {}
    for student, kind in STUDENTS.items():
        context, page = _log_in(browser, hub_module, student, passwords[student])
        pages[student] = (context, page)
        forbidden = page.goto(f"{hub_module.URL}/services/{hub_module.COURSE}/formgrader")
        assert forbidden.status == 403, f"{student} opened the formgrader ({forbidden.status})"
        page.goto(f"{hub_module.URL}/user/{student}/lab")
        _wait_for_lab(page)
        _open_assignments_tab(page)
        if kind is None:
            continue
        page.click("#released_assignments_list button:text('Fetch')")
        page.wait_for_selector("#fetched_assignments_list >> text=" + ASSIGNMENT, timeout=60_000)
        _answer(hub_module, student, kind)
        page.click("#fetched_assignments_list button:text('Submit')")
        page.wait_for_selector("#submitted_assignments_list >> text=" + ASSIGNMENT, timeout=60_000)
    pages["hubstudent1"][1].screenshot(path=str(OUT / "hub_student_submitted.png"))

    hub_module.grade(ASSIGNMENT)

    grades = (Path(pwd.getpwnam(hub_module.GRADER).pw_dir) / "grades" / "grades.csv").read_text()
    for student, expected in EXPECTED_SCORE.items():
        context, page = pages[student]
        page.reload()
        _wait_for_lab(page)
        _open_assignments_tab(page)
        page.click("#submitted_assignments_list button:text('Fetch Feedback')")
        page.click("#submitted_assignments_list a:text('view feedback')", timeout=120_000)
        # "view feedback" opens the feedback folder in the file browser; the student opens the page
        page.wait_for_selector(f".jp-DirListing-item:has-text('{ASSIGNMENT}.html')", timeout=60_000)
        home = Path(pwd.getpwnam(student).pw_dir)
        [html] = home.glob(f"{ASSIGNMENT}/feedback/*/{ASSIGNMENT}.html")
        feedback = context.new_page()  # as "Open in New Browser Tab" does
        feedback.goto(f"{hub_module.URL}/user/{student}/files/{html.relative_to(home).as_posix()}")
        text = feedback.inner_text("body")
        assert re.search(rf"Score:\s*{expected}(\.0)?\s*/\s*1(\.0)?", text), text[:500]
        feedback.screenshot(path=str(OUT / f"hub_feedback_{student}.png"))
        assert re.search(rf"{ASSIGNMENT},[^\n]*,{student},", grades)
    not_submitted = [row for row in csv.DictReader(io.StringIO(grades)) if row["student_id"] == "hubstudent3"]
    assert all(row.get("submitted", "").lower() in ("false", "no", "0") or not row.get("timestamp")
               for row in not_submitted), not_submitted
    assert not list(Path(pwd.getpwnam("hubstudent3").pw_dir).glob(f"{ASSIGNMENT}/feedback/*"))
    for context, _ in pages.values():
        context.close()


def test_students_cannot_read_each_other_or_the_course(hub):
    hub_module, passwords = hub
    other_home = pwd.getpwnam("hubstudent2").pw_dir
    course = Path(pwd.getpwnam(hub_module.GRADER).pw_dir) / "course"
    inbound = Path(hub_module.HUB_DIR) / "exchange" / hub_module.COURSE / "inbound"
    for command in (["ls", other_home], ["cat", f"{other_home}/{ASSIGNMENT}/{ASSIGNMENT}.ipynb"],
                    ["ls", str(course)], ["ls", str(inbound)],
                    ["cat", str(course / "source" / ASSIGNMENT / f"{ASSIGNMENT}.ipynb")]):
        done = _as_user("hubstudent1", *command)
        assert done.returncode != 0 and "Permission denied" in done.stderr, (command, done.stdout)
    token = _user_token(hub_module, "hubstudent1", passwords["hubstudent1"])
    for path in ("hub/api/users/hubstudent2", f"user/hubstudent2/api/contents/{ASSIGNMENT}",
                 f"services/{hub_module.COURSE}/api/contents"):
        status = _status(f"{hub_module.URL}/{path}", token)
        assert status in (403, 404), (path, status)
    assert _status(f"{hub_module.URL}/hub/api/users/hubstudent1", token) == 200


def _user_token(hub_module, name, password):
    """An API token of `name`, asked for with their password (POST /hub/api/users/:name/tokens)."""
    request = urllib.request.Request(f"{hub_module.URL}/hub/api/users/{name}/tokens", method="POST",
                                     data=json.dumps({"note": "hub test", "expires_in": 600}).encode(),
                                     headers={"Content-Type": "application/json"})
    credentials = f"{name}:{password}".encode()
    import base64
    request.add_header("Authorization", "Basic " + base64.b64encode(credentials).decode())
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.load(response)["token"]
    except urllib.error.HTTPError:
        # JupyterHub >= 5 no longer takes a password here: make the token as the hub's admin does
        done = subprocess.run([str(HUB_VENV / "bin" / "jupyterhub"), "token", name,
                               "-f", str(ROOT / "tools" / "hub" / "jupyterhub_config.py")],
                              capture_output=True, text=True, cwd=hub_module.HUB_DIR,
                              env=hub_module._hub_environment())
        assert done.returncode == 0, done.stderr
        return done.stdout.strip().splitlines()[-1]


def _status(url, token):
    request = urllib.request.Request(url, headers={"Authorization": f"token {token}"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


@pytest.fixture
def published(hub):
    """The student edition (no answers) as a git repository on a git server, as an instructor
    publishes it (a git host; here `git daemon` on loopback)."""
    hub_module, _ = hub
    hub_dir = Path(hub_module.HUB_DIR)
    source, served = hub_dir / "lectures-src", hub_dir / "served"
    bare = served / "lectures.git"
    subprocess.run([sys.executable, "-m", "course_lib.course.student_edition", str(ROOT / "notebooks"),
                    "--out", str(source)], check=True, capture_output=True)
    subprocess.run(["git", "init", "--quiet", "--initial-branch=main", str(source)], check=True)
    _commit(source, "the lectures")
    subprocess.run(["git", "clone", "--bare", "--quiet", str(source), str(bare)], check=True)
    port = free_port()
    server = subprocess.Popen(["git", "daemon", "--reuseaddr", "--export-all", f"--base-path={served}",
                               "--listen=127.0.0.1", f"--port={port}", str(served)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        yield source, bare, f"git://127.0.0.1:{port}/lectures.git"
    finally:
        server.terminate()
        server.wait(timeout=10)


def _commit(source, message):
    git = ["git", "-C", str(source), "-c", "user.name=Instructor", "-c", "user.email=i@example.org"]
    subprocess.run(git + ["add", "--all"], check=True)
    subprocess.run(git + ["commit", "--quiet", "-m", message], check=True)


def test_a_lecture_link_puts_the_lecture_in_the_students_server(hub, browser, published):
    hub_module, passwords = hub
    source, bare, repo_url = published
    link = lecture_link(hub_module.URL, repo_url, "01_zero_sum_games")
    context, page = _log_in(browser, hub_module, "hubstudent3", passwords["hubstudent3"])
    page.goto(link)
    page.wait_for_selector(".lm-TabBar-tabLabel:text('01_zero_sum_games.ipynb')", timeout=180_000)
    page.wait_for_selector(".jp-NotebookPanel .jp-MarkdownOutput h1", timeout=60_000)  # the lecture's title
    page.screenshot(path=str(OUT / "hub_lecture_link.png"))
    lecture = Path(pwd.getpwnam("hubstudent3").pw_dir) / "lectures" / "01_zero_sum_games.ipynb"
    assert lecture.exists() and "BEGIN SOLUTION" not in lecture.read_text()
    # The student edits the lecture; the instructor pushes a fix to another one; a second click merges.
    edited = json.loads(lecture.read_text())
    edited["cells"].append({"cell_type": "markdown", "id": "my-note", "metadata": {}, "source": ["my note"]})
    _as_user("hubstudent3", str(HUB_VENV / "bin" / "python"), "-c",
             f"import pathlib; pathlib.Path({str(lecture)!r}).write_text({json.dumps(edited)!r})")
    fixed = source / "02_counting_sequences.ipynb"
    fixed.write_text(fixed.read_text().replace("Counting", "Counting (corrected)", 1))
    _commit(source, "a fix")
    subprocess.run(["git", "-C", str(source), "push", "--quiet", str(bare), "main"], check=True)
    page.goto(link)
    page.wait_for_selector(".lm-TabBar-tabLabel:text('01_zero_sum_games.ipynb')", timeout=180_000)
    pulled = lecture.parent / "02_counting_sequences.ipynb"
    assert "Counting (corrected)" in pulled.read_text()
    assert json.loads(lecture.read_text())["cells"][-1]["source"] in (["my note"], "my note")
    context.close()


def lecture_link(hub_url, repo, lecture, branch="main"):
    """The nbgitpuller link of a lecture, as the website builds it (docs/conf.py, HUB_URL)."""
    from importlib import import_module
    sys.path.insert(0, str(ROOT / "docs"))
    return import_module("hub_links").lecture_link(hub_url, repo, lecture, branch=branch)


def test_nothing_is_left_behind(hub):
    hub_module, _ = hub
    hub_dir = Path(hub_module.HUB_DIR)
    _tear_down(hub_module, hub_dir)
    assert hub_module._processes_of_this_hub() == []
    for name in [INSTRUCTOR, *STUDENTS, hub_module.GRADER]:
        with pytest.raises(KeyError):
            pwd.getpwnam(name)
    assert not hub_dir.exists()
