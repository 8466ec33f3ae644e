"""Checks against figures computed outside this project (tests/data, see its README)."""

import hashlib
import re
import subprocess
from pathlib import Path

import numpy as np
from course_lib import TicTacToe, reachable_positions

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
UCI = DATA / "tictactoe" / "uci_tic-tac-toe.data"


def read_uci_endgames():
    boards = {}
    for line in UCI.read_text().split()[1:]:  # the first line is a header
        *cells, label = line.split(",")
        key = "".join({"x": "X", "o": "O", "b": " "}[c] for c in cells)
        boards[key] = label == "positive"
    return boards


def test_terminal_positions_match_the_uci_endgame_database():
    game = TicTacToe()
    terminal = {
        "".join(np.asarray(state).ravel()): game.evaluate(state)
        for state in reachable_positions(game).values()
        if game.is_terminal(state)
    }
    uci = read_uci_endgames()
    assert len(uci) == 958
    assert set(terminal) == set(uci)
    assert all((terminal[key] == 1) == x_wins for key, x_wins in uci.items())


def test_reference_files_are_unchanged():
    """Every data file is listed in tests/data/README.md with its sha256, and matches it."""
    listed = dict(
        (name, digest) for digest, name in
        re.findall(r"^([0-9a-f]{64})  (\S+)$", (DATA / "README.md").read_text(), flags=re.M))
    files = {str(p.relative_to(DATA)) for p in DATA.rglob("*") if p.is_file() and p.name != "README.md"}
    assert files == set(listed), "tests/data/README.md must list every data file with its sha256"
    for name, digest in listed.items():
        assert hashlib.sha256((DATA / name).read_bytes()).hexdigest() == digest, f"{name} changed"


OUTSIDE = ".." + "/shared"  # spelt in two parts so this file does not name it


def test_no_project_file_reads_outside_the_repository():
    """A clone stands alone: no tracked file refers to the folder beside the checkout."""
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True)
    offenders = []
    for name in tracked.stdout.split("\n"):
        path = ROOT / name
        if not name or not path.is_file():
            continue
        text = path.read_bytes().decode("utf-8", errors="ignore")
        if OUTSIDE in text or re.search(r"""parents\[\d\]\s*/\s*["']shared["']""", text):
            offenders.append(name)
    assert not offenders, f"these files read {OUTSIDE}; copy the data into tests/data: {offenders}"
