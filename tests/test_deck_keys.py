"""The committed build of `course-deck-keys` (tools/lab/deck_keys/labextension, what `make lab`
installs) is built from its source, lib/index.js: a source edited without `make deck-keys` fails
here. The behaviour itself is tested in Chromium (tests_browser/test_present_navigation.py)."""

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "tools" / "lab" / "deck_keys"
BUILD = SOURCE / "labextension"


def test_the_build_loads_a_file_that_exists_and_names_the_extension():
    package = json.loads((BUILD / "package.json").read_text())
    source_package = json.loads((SOURCE / "package.json").read_text())
    assert package["name"] == source_package["name"] == "course-deck-keys"
    assert package["dependencies"] == source_package["dependencies"]
    assert (BUILD / package["jupyterlab"]["_build"]["load"]).is_file()


def test_every_string_of_the_source_is_in_the_build():
    """Minifying renames variables and drops comments; it keeps every string literal."""
    source = (SOURCE / "lib" / "index.js").read_text()
    code = re.sub(r"^\s*//.*$", "", re.sub(r"/\*.*?\*/", "", source, flags=re.S), flags=re.M)
    strings = set(re.findall(r"'([^'\n]+)'|\"([^\"\n]+)\"", code))
    strings = {a or b for a, b in strings} - {"@jupyterlab/notebook"}
    assert {"course-deck-keys:plugin", "PageDown", "Shift Space", "data-jp-deck-mode"} <= strings
    built = "".join(path.read_text() for path in (BUILD / "static").glob("*.js"))
    missing = sorted(text for text in strings if text not in built)
    assert not missing, f"rebuild with `make deck-keys`: the build lacks {missing}"
