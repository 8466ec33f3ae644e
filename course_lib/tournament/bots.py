"""Bots are files: a folder of ``<name>.py``, each defining one `Solver` subclass.

`find_bots(folder)` reads the files (the bot's name is the file's stem);
`check_bot` builds each one once in the sandbox, and a file that does not
import, defines no solver class (or several), whose constructor raises, or that
takes too long, crashes or runs out of memory while loading is rejected with
the reason, written to ``rejected.csv``; the tournament goes on without it.
`reference_bots(game)` are the rating anchors shipped in ``reference/``:
``ref_random``, ``ref_alphabeta``, ``ref_mcts_100``, ``ref_mcts_1000`` and,
on the boards it can solve, ``ref_perfect``.

Bots travel as their source text (a `BotFile`'s `spec()`), never as a path,
since a Dask worker on another machine does not see the folder.
"""

import dataclasses
import re
from pathlib import Path

from .openings import make_game
from .cgroups import MEMORY_LIMIT
from .sandbox import LOAD_TIME, BotFailure, BotProcess

REFERENCE_FOLDER = Path(__file__).resolve().parent / "reference"
EXAMPLES = Path(__file__).resolve().parent / "examples"  # two students' bots (notebook 13)
REFERENCE_PREFIX = "ref_"
MAX_SOURCE = 1_000_000  # characters of one bot file
PERFECT_CELLS = 20  # ref_perfect plays tic-tac-toe and Connect Four boards up to 5x4 (20 cells)
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


@dataclasses.dataclass(frozen=True)
class BotFile:
    """One bot: its `name` (the file's stem), `file` name, `source` text, and solver class name
    (None until `check_bot` found it)."""

    name: str
    file: str
    source: str
    class_name: str = None

    def spec(self):
        """The bot as plain JSON-able data, as it travels to a worker."""
        return {"name": self.name, "file": self.file, "source": self.source, "class": self.class_name}


def find_bots(folder):
    """Return ``(bots, rejected)``: the `BotFile` of every ``*.py`` in `folder` (sorted by name)
    and ``[(file, reason)]`` for every other file (skipped for its name: not ``.py``, or
    starting with ``_``) and every unreadable one. Sub-folders and ``__init__.py`` (the folder
    is a package, as `EXAMPLES` is) are not looked at.

    Raises `NotADirectoryError` when `folder` is not a directory.
    """
    folder = Path(folder)
    if not folder.is_dir():
        raise NotADirectoryError(f"BOTS must be a folder of <name>.py bot files, got {str(folder)!r}")
    bots, rejected = [], []
    for path in sorted(p for p in folder.iterdir() if p.is_file() and p.name != "__init__.py"):
        reason = _skipped_name(path) or _bad_file(path)
        if reason:
            rejected.append((path.name, reason))
        else:
            bots.append(BotFile(path.stem, path.name, path.read_text(encoding="utf-8")))
    return bots, rejected


def _skipped_name(path):
    if path.suffix != ".py":
        return "skipped: not a .py file"
    if path.name.startswith("_"):
        return "skipped: names starting with _ are not bots (helper files)"
    return None


def _bad_file(path):
    if not _NAME.fullmatch(path.stem):
        return "the file name is not a Python name (letters, digits, _)"
    if path.stem.startswith(REFERENCE_PREFIX):
        return f"names starting with {REFERENCE_PREFIX} are kept for the reference bots"
    if path.stat().st_size > MAX_SOURCE:
        return f"larger than {MAX_SOURCE:,} bytes"
    try:
        path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        return "is not UTF-8 text"
    return None


def reference_bots(game):
    """Return the reference bots (`BotFile`) that play game `game` (a name, see `openings`)."""
    names = ["ref_random", "ref_alphabeta", "ref_mcts_100", "ref_mcts_1000"]
    board = make_game(game).initial_state()
    if board.size <= PERFECT_CELLS:
        names.append("ref_perfect")
    return [BotFile(name, f"{name}.py", (REFERENCE_FOLDER / f"{name}.py").read_text(encoding="utf-8"))
            for name in sorted(names)]


def check_bot(bot, game, sandbox="bwrap", memory=MEMORY_LIMIT):
    """Build bot `bot` (a `BotFile.spec()` dict) once in the sandbox, for game `game`.

    Returns ``{"name": ..., "class": <solver class>}`` when it loads, else
    ``{"name": ..., "rejected": <reason>}``. Never raises for the bot's faults.
    """
    try:
        with BotProcess(bot, game, sandbox=sandbox, memory=memory) as process:
            return {"name": bot["name"], "class": process.load()}
    except BotFailure as failure:
        return {"name": bot["name"], "rejected": rejection_reason(failure)}


def rejection_reason(failure):
    """The line of ``rejected.csv`` for a `BotFailure` raised while loading."""
    if failure.reason == "timeout":
        return f"took more than {LOAD_TIME:g} s to load"
    if failure.reason == "memory":
        return "ran out of memory while loading"
    if failure.reason == "crash":
        return f"crashed while loading: {failure.detail}"
    if failure.stage == "import":
        return f"does not import: {failure.detail}"
    if failure.stage == "class":
        return failure.detail
    if failure.stage == "constructor":
        return f"constructor raised {failure.detail}"
    return f"{failure.reason} while loading: {failure.detail}"


def checked_bots(bots, results):
    """Split `bots` by their `check_bot` `results`: ``(accepted BotFiles, [(file, reason)])``."""
    by_name = {result["name"]: result for result in results}
    accepted, rejected = [], []
    for bot in bots:
        result = by_name[bot.name]
        if "class" in result:
            accepted.append(dataclasses.replace(bot, class_name=result["class"]))
        else:
            rejected.append((bot.file, result["rejected"]))
    return accepted, rejected


__all__ = ["BotFile", "check_bot", "checked_bots", "find_bots", "reference_bots"]
