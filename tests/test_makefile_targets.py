"""`make test-browser` works on its own: it builds what its tests open (issue 19, item 7).

The browser suite opens the static decks (build/slides/, `make slides`) and the website
(build/site/, `make site`); before, it failed 3 tests unless both had been built by hand.
Checked with ``make -n`` (print the commands, run nothing) against a fresh virtualenv path.
"""

import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_test_browser_builds_the_slides_and_the_site_before_the_browser_suite(tmp_path):
    commands = subprocess.run(["make", "-n", "test-browser", f"VENV={tmp_path / 'venv'}"],
                              cwd=ROOT, capture_output=True, text=True, check=True).stdout.splitlines()
    browser = next(i for i, line in enumerate(commands) if "pytest tests_browser" in line)
    slides = next(i for i, line in enumerate(commands) if "tools/make_slides.py" in line)
    site = next(i for i, line in enumerate(commands) if "sphinx -b html" in line and "build/site" in line)
    assert slides < browser and site < browser


def dry_run(target, tmp_path):
    """The commands `make <target>` would run in a fresh virtualenv (``make -n``: nothing is run)."""
    return subprocess.run(["make", "-n", target, f"VENV={tmp_path / 'venv'}"], cwd=ROOT,
                          capture_output=True, text=True, check=True).stdout.splitlines()


def extras_installed_before(commands, marker):
    """The extras pip installs (``pip install -e '.[a,b]'``) before the first command containing `marker`."""
    end = next(i for i, line in enumerate(commands) if marker in line)
    return {extra for line in commands[:end] if "pip install -e" in line
            for extra in line.split("[", 1)[1].split("]", 1)[0].split(",")}


def test_make_lab_installs_what_every_notebook_imports(tmp_path):
    """Notebook 13 runs a tournament (choix, Dask): `make lab` alone installs the `tournament` extra."""
    assert {"lab", "tournament"} <= extras_installed_before(dry_run("lab", tmp_path), "jupyter lab")


def test_make_slides_and_make_site_alone_install_what_the_student_run_imports(tmp_path):
    for target in ("slides", "site"):
        extras = extras_installed_before(dry_run(target, tmp_path), "student_edition notebooks --out "
                                                                    "build/student-run --execute")
        assert "tournament" in extras, f"make {target}: the student run of notebook 13 needs choix"


@pytest.mark.skipif(os.geteuid() != 0 or not Path("/usr/bin/python3").exists(),
                    reason="the hub test runs as root with a system Python only")
def test_test_browser_builds_the_hub_environment_its_hub_test_needs(tmp_path):
    commands = subprocess.run(["make", "-n", "test-browser", f"VENV={tmp_path / 'venv'}"],
                              cwd=ROOT, capture_output=True, text=True, check=True).stdout.splitlines()
    browser = next(i for i, line in enumerate(commands) if "pytest tests_browser" in line)
    hub = next(i for i, line in enumerate(commands) if "tools/hub/hub.py install" in line)
    assert hub < browser
