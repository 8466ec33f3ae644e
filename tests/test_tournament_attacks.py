"""The attacks of a student who wants to win by cheating, one bot each (tests/tournament_bots/).

Each attacking bot plays a tic-tac-toe tournament with `first_free` and `ref_random`, under
bubblewrap (these tests need Linux with bwrap). Every attack loses with its reason or is
contained (the bot plays on and gains nothing); nothing it wrote survives the run; no process
of it outlives the run; and the game between the two others is, record for record, the game
of a run without it (the pair's opening and seeds depend on the pair alone).
"""

import json
import os
import shutil
import subprocess
import site
import sys
import tempfile
import warnings
from pathlib import Path

import pytest

import course_lib
from live_processes import live_processes
from course_lib.tournament import run_tournament
from course_lib.tournament.bubblewrap import bwrap_problem
from course_lib.tournament.ledger import ForgedRecordWarning, load_key, read_games
from course_lib.tournament.referee import RECORD_FIELDS, source_hash

BOTS = Path(__file__).parent / "tournament_bots"
MEMORY = 2 ** 30  # bytes per bot in these tests (fork_hog's four processes fill 1.2 GB)
DROPPED = ("escaper_was_here.py", "zz_pth_dropper.pth")  # the files escaper and pth_dropper write

pytestmark = pytest.mark.skipif(bwrap_problem() is not None,
                                reason=f"needs bubblewrap: {bwrap_problem()}")


@pytest.fixture(scope="module")
def bot_folders(tmp_path_factory):
    """Bots make their folders in a fresh folder here (in the workers too, through TMPDIR),
    searchable by the sandbox's uid; it must be empty after every run."""
    tmp_path_factory.getbasetemp()  # pytest's own temporary folder stays where it was, not in `base`
    base = tempfile.mkdtemp(prefix="tournament-attacks-")
    os.chmod(base, 0o711)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(tempfile, "tempdir", base)
        patch.setenv("TMPDIR", base)
        yield Path(base)
    shutil.rmtree(base, ignore_errors=True)


def tournament(out, names, workers=0, move_time=1.0):
    folder = out.parent / f"{out.name}-bots"
    folder.mkdir(parents=True, exist_ok=True)
    for name in names:
        shutil.copy(BOTS / f"{name}.py", folder)
    with warnings.catch_warnings():
        warnings.simplefilter("error", ForgedRecordWarning)
        return run_tournament(folder, out, game="tictactoe", reference=["ref_random"],
                              workers=workers, move_time=move_time, samples=10, memory=MEMORY)


def plain(record):
    """A record without what varies from run to run: the wall-clock seconds."""
    return {key: value for key, value in record.items() if key not in ("seconds", "detail")}


@pytest.fixture(scope="module")
def without(tmp_path_factory, bot_folders):
    """The run without any attacker: first_free and ref_random, both colours."""
    out = tmp_path_factory.mktemp("without") / "out"
    return out, tournament(out, ["first_free"])


def living_bot_processes(base):
    """Live processes of bots whose folder was made under `base` (bwrap, its namespace's Pythons
    and whatever they forked, by their command line or working folder)."""
    return [pid for pid, command, where in live_processes()
            if where.startswith(str(base)) or str(base).encode() in command]


def dropped_files():
    """Files the escaping bots tried to write, wherever they could have landed."""
    package = Path(course_lib.__file__).parent
    folders = {package, package / "tournament", package.parent, Path(sys.prefix),
               Path(sys.base_prefix), Path.home(), Path("/tmp"), Path("/var/tmp"), Path("/dev/shm"),
               *map(Path, site.getsitepackages())}
    return [str(folder / name) for folder in folders for name in DROPPED if (folder / name).exists()]


CONTAINED = ["hijacker", "assassin", "forger", "daemon", "escaper", "pth_dropper", "reader"]
LOSING = {"parricide": ("exception", "PermissionError: [Errno 1] Operation not permitted"),
          "fork_hog": ("memory", "its processes together passed the memory limit")}
WORKERS = {"parricide": 1}  # it kills its parent: here the only Dask worker, were it in reach
MOVE_TIME = {"fork_hog": 10.0}  # the kernel takes seconds to reclaim before its OOM killer acts


@pytest.mark.parametrize("name", CONTAINED + sorted(LOSING))
def test_an_attack_loses_or_is_contained_and_leaves_nothing(name, tmp_path, without, bot_folders):
    result = tournament(tmp_path / "out", ["first_free", name], workers=WORKERS.get(name, 0),
                        move_time=MOVE_TIME.get(name, 1.0))
    assert result.rejected == [] and result.unplayed == []
    theirs = [g for g in result.games if name in (g["first"], g["second"])]
    assert len(theirs) == 4
    for game in theirs:
        side = "first" if game["first"] == name else "second"
        if name in LOSING:
            reason, detail = LOSING[name]
            assert (game["result"], game["reason"]) == ("second" if side == "first" else "first",
                                                        reason)
            assert game["detail"].startswith(f"{name}: ") and detail in game["detail"]
        else:  # it played on, the first free cell each move, and gained nothing
            assert game["reason"] in ("win", "draw"), game["detail"]
            assert game["detail"] == ""
    others = [plain(g) for g in result.games if name not in (g["first"], g["second"])]
    assert others == [plain(g) for g in without[1].games]
    assert living_bot_processes(bot_folders) == []
    assert [p.name for p in bot_folders.iterdir() if p.name.startswith("bot-")] == []
    assert dropped_files() == []
    key = load_key(tmp_path / "out")  # every line is one of the six games, signed by the referee
    with warnings.catch_warnings():
        warnings.simplefilter("error", ForgedRecordWarning)
        assert read_games(tmp_path / "out" / "games.jsonl", key) == [
            {k: g[k] for k in RECORD_FIELDS} for g in result.games]


def copy_run(out, to):
    """A copy of a tournament's OUT and of the key beside it."""
    shutil.copytree(out, to)
    shutil.copy(out.parent / f"{out.name}.key", to.parent / f"{to.name}.key")
    shutil.copytree(out.parent / f"{out.name}-bots", to.parent / f"{to.name}-bots")


def test_forged_and_edited_records_are_dropped_with_a_warning_and_replayed(tmp_path, without):
    out = tmp_path / "out"
    copy_run(without[0], out)
    log = out / "games.jsonl"
    lines = log.read_text().splitlines()
    first = json.loads(lines[0])
    edited = dict(first, result="second" if first["result"] == "first" else "first", reason="win")
    forged = dict(first, first="first_free", result="first", reason="win", hmac="0" * 64)
    unsigned = {key: value for key, value in forged.items() if key != "hmac"}
    log.write_text("\n".join([json.dumps(edited), lines[1], json.dumps(forged),
                              json.dumps(unsigned)]) + "\n")
    played = []
    with pytest.warns(ForgedRecordWarning, match="3 record"):
        result = run_tournament(out.parent / "out-bots", out, game="tictactoe",
                                reference=["ref_random"], samples=10, progress=played.append)
    assert [plain(g) for g in played] == [plain(without[1].games[0])]
    assert [plain(g) for g in result.games] == [plain(g) for g in without[1].games]


def test_a_resubmitted_bot_replays_its_games(tmp_path, without):
    out = tmp_path / "out"
    copy_run(without[0], out)
    bot = out.parent / "out-bots" / "first_free.py"
    bot.write_text(bot.read_text() + "# resubmitted\n")
    played = []
    result = run_tournament(out.parent / "out-bots", out, game="tictactoe",
                            reference=["ref_random"], samples=10, progress=played.append)
    assert len(played) == 2
    assert {g["first_source"] if g["first"] == "first_free" else g["second_source"]
            for g in result.games} == {source_hash(bot.read_text())}


def test_a_record_signed_under_another_key_is_not_trusted(tmp_path, without):
    """A stale games.jsonl copied into a fresh OUT (its key not beside it): nothing is resumed."""
    out = tmp_path / "out"
    shutil.copytree(without[0], out)
    shutil.copytree(without[0].parent / "out-bots", tmp_path / "out-bots")
    played = []
    with pytest.warns(ForgedRecordWarning, match="2 record"):
        run_tournament(tmp_path / "out-bots", out, game="tictactoe", reference=["ref_random"],
                       samples=10, progress=played.append)
    assert len(played) == 2


WRITE_PROBE = """
import json, os
tried = {}
for path in ["/tmp/x", "/dev/shm/x", "/dev/x", "/x", "/usr/x", os.path.join(os.getcwd(), "x")]:
    try:
        with open(path, "w") as file:
            file.write("1" * 4096)
        tried[path] = "written"
    except OSError as error:
        tried[path] = error.strerror
with open("/dev/null", "w") as null:
    null.write("devices still work")
print(json.dumps(tried))
"""


@pytest.mark.parametrize("as_root", [True, False], ids=["started-as-root", "started-as-a-user"])
def test_the_bots_folder_is_the_only_writable_place(as_root, monkeypatch):
    """No tmpfs the memory limit might not count (/tmp, /dev/shm, /dev, the root) is writable:
    both flag sets of `sandboxed_command` (root drops to nobody; a user gets a user namespace)."""
    from course_lib.tournament import bubblewrap

    monkeypatch.setattr(bubblewrap, "running_as_root", lambda: as_root)
    folder = tempfile.mkdtemp(prefix="bot-writes-")
    try:
        bubblewrap.prepare_folder(folder)
        package = str(Path(course_lib.__file__).parent.parent)
        command = bubblewrap.sandboxed_command([sys.executable, "-c", WRITE_PROBE], folder, package)
        ran = subprocess.run(command, capture_output=True, text=True, timeout=60, check=True)
        assert json.loads(ran.stdout) == {
            "/tmp/x": "Read-only file system", "/dev/shm/x": "Read-only file system",
            "/dev/x": "Read-only file system", "/x": "Read-only file system",
            "/usr/x": "Read-only file system", os.path.join(folder, "x"): "written"}
    finally:
        shutil.rmtree(folder, ignore_errors=True)
