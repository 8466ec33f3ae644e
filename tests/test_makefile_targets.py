"""`make test-browser` works on its own: it builds what its tests open (issue 19, item 7).

The browser suite opens the static decks (build/slides/, `make slides`) and the website
(build/site/, `make site`); before, it failed 3 tests unless both had been built by hand.
Checked with ``make -n`` (print the commands, run nothing) against a fresh virtualenv path.
"""

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_test_browser_builds_the_slides_and_the_site_before_the_browser_suite(tmp_path):
    commands = subprocess.run(["make", "-n", "test-browser", f"VENV={tmp_path / 'venv'}"],
                              cwd=ROOT, capture_output=True, text=True, check=True).stdout.splitlines()
    browser = next(i for i, line in enumerate(commands) if "pytest tests_browser" in line)
    slides = next(i for i, line in enumerate(commands) if "tools/make_slides.py" in line)
    site = next(i for i, line in enumerate(commands) if "sphinx -b html" in line and "build/site" in line)
    assert slides < browser and site < browser
