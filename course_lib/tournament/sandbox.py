"""The tournament's side of the sandbox: one bot in a process of its own, timed by the wall clock.

`BotProcess` starts `bot_process` in a new Python (see there for what the child
does to itself) in a fresh temporary directory (also its HOME), with a minimal
environment (`KEPT_VARIABLES`: no secrets of the tournament's) and
``OPENBLAS_NUM_THREADS=1``. With ``sandbox="bwrap"`` (the default) that Python
runs under bubblewrap (`bubblewrap`: its own namespaces and file system, no
network, an unprivileged uid), and `SandboxUnavailable` is raised where bwrap
cannot run; ``sandbox="none"`` runs it as the tournament's own user, with its
view of the machine. Either way its whole process tree is held in a memory cage
(`cgroups.MemoryCage`: 2 GB for the tree with cgroup v1, or with cgroup v2 when the tournament
sits in the root cgroup or a delegated one; elsewhere per-process limits, about 512 MB each for
at most 4 processes). There is no CPU limit: a bot's busy children slow its opponent. It is
started in a new session, so `close` can kill all of it after the game
(``os.killpg``, the cage, and bwrap's namespace). Requests and replies are JSON lines on the
child's stdin and stdout; the parent reads replies with ``select`` against a
wall-clock deadline, at most `MAX_REPLY` bytes, so a bot that loops, prints or
sleeps cannot hold the tournament. The bot's stderr goes to ``/dev/null``.

Every failure is a `BotFailure` with one of the tournament's reasons:
``"timeout"`` (no reply in time), ``"crash"`` (the process died), ``"memory"``
(a `MemoryError`, or the cage's limit hit), ``"exception"``,
``"bad_output"`` (a reply that is not one JSON object, or too long).
"""

import json
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from .bot_process import LIMITS_VARIABLE, MEMORY_EXIT
from .bubblewrap import bwrap_problem, prepare_folder, sandboxed_command
from .cgroups import MEMORY_LIMIT, MemoryCage, fallback_limits

MAX_REPLY = 64 * 1024  # bytes of one reply line
LOAD_TIME = 10.0  # seconds a bot may take to import and build its solver
GROUP_WAIT = 5.0  # seconds `close` waits for the killed process group to be gone
_PACKAGE_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


# The child's first lines. They register `course_lib` and `course_lib.tournament` as packages
# whose __init__ runs only when a name is taken from them (`from course_lib import X`), so a
# bot that imports `course_lib.solvers` starts without matplotlib (about 1 s less per bot).
BOOT = """
import sys, types
def lazy_package(name, folder):
    package = types.ModuleType(name)
    package.__path__, package.__package__ = [folder], name
    package.__file__ = folder + "/__init__.py"
    def load(attribute):
        del package.__getattr__
        with open(package.__file__, encoding="utf-8") as handle:
            exec(compile(handle.read(), package.__file__, "exec"), package.__dict__)
        return getattr(package, attribute)
    package.__getattr__ = load
    sys.modules[name] = package
    return package
root = lazy_package("course_lib", sys.argv[1] + "/course_lib")
root.tournament = lazy_package("course_lib.tournament", sys.argv[1] + "/course_lib/tournament")
from course_lib.tournament.bot_process import main
main()
"""


SANDBOXES = ("bwrap", "none")
GIVEN_UP = ("with SANDBOX=none a bot runs as your user and sees what you see: it can read the "
            "other bots and OUT, signal any of your processes (its opponent, the Dask worker), "
            "reach the Dask scheduler and the network, write to your home and to site-packages, "
            "and leave daemons behind")


class SandboxUnavailable(RuntimeError):
    """bwrap cannot run here and the tournament was not told ``SANDBOX=none``."""


def check_sandbox(sandbox):
    """Raise `ValueError` for an unknown `sandbox`, `SandboxUnavailable` when it is "bwrap" and
    bwrap cannot run here."""
    if sandbox not in SANDBOXES:
        raise ValueError(f"SANDBOX must be one of {SANDBOXES}, got {sandbox!r}")
    problem = bwrap_problem() if sandbox == "bwrap" else None
    if problem:
        raise SandboxUnavailable(f"students' bots run only under bubblewrap, and {problem}. "
                                 f"SANDBOX=none runs them anyway: {GIVEN_UP}.")


class BotFailure(Exception):
    """A bot lost by misbehaving: `reason` is the tournament's reason, `detail` says more."""

    def __init__(self, reason, detail="", stage=None):
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason, self.detail, self.stage = reason, detail, stage


KEPT_VARIABLES = ("PATH", "LANG", "LC_ALL", "LC_CTYPE", "LD_LIBRARY_PATH", "SYSTEMROOT", "TMPDIR",
                  "PYTHONPATH", "VIRTUAL_ENV", "CONDA_PREFIX")


def child_environment(directory, limits):
    """The environment of a bot process: what Python needs to start, not the tournament's own
    variables (which may hold secrets); HOME and TMPDIR are the bot's folder, one BLAS thread,
    course_lib importable, and `limits` ``(address space, processes)`` for `bot_process`."""
    env = {name: os.environ[name] for name in KEPT_VARIABLES if name in os.environ}
    env.update(HOME=directory, TMPDIR=directory, MPLCONFIGDIR=directory, OPENBLAS_NUM_THREADS="1",
               OMP_NUM_THREADS="1", MKL_NUM_THREADS="1", MPLBACKEND="Agg",
               PYTHONDONTWRITEBYTECODE="1", **{LIMITS_VARIABLE: "%d,%d" % limits})
    paths = [_PACKAGE_ROOT] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p]
    env["PYTHONPATH"] = os.pathsep.join(dict.fromkeys(paths))
    return env


class BotProcess:
    """A bot running in a sandboxed child process; use as a context manager.

    `load()` builds the solver (at most `LOAD_TIME` seconds); `select_move(board,
    player, played, seconds)` returns ``(JSON move, seconds taken)``. Both raise
    `BotFailure`. `close()` kills the process tree and removes the directory.

    Parameters
    ----------
    bot : dict with "file", "source", "class" (see `bots.BotFile.spec`)
    game : str, the game's name (see `openings.make_game`)
    seed : int, seeds the child's global `random` and NumPy generators
    move_time : seconds a move may take, told to the bot (``TOURNAMENT_MOVE_TIME``)
    sandbox : "bwrap" or "none" (see the module); `SandboxUnavailable` if bwrap cannot run
    memory : bytes the bot's whole process tree may use
    """

    def __init__(self, bot, game, seed=0, move_time=1.0, sandbox="bwrap", memory=MEMORY_LIMIT):
        check_sandbox(sandbox)
        self.bot, self.game, self.seed, self.move_time = bot, game, seed, move_time
        self.directory = tempfile.mkdtemp(prefix="bot-")
        self.cage = MemoryCage.create(memory)
        limits = (memory, 0) if self.cage else fallback_limits(memory)
        command = [sys.executable, "-c", BOOT, _PACKAGE_ROOT]
        if sandbox == "bwrap":
            prepare_folder(self.directory)
            command = sandboxed_command(command, self.directory, os.path.join(_PACKAGE_ROOT, "course_lib"))
        if self.cage:
            command = self.cage.join_command(command)
        try:
            self.process = subprocess.Popen(
                command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                cwd=self.directory, env=child_environment(self.directory, limits),
                start_new_session=True)
        except BaseException:
            self._release()
            raise
        self._buffer = b""

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def load(self, seconds=LOAD_TIME):
        """Send the bot's source; return its class name once built. `BotFailure` otherwise."""
        request = {"load": {"file": self.bot["file"], "source": self.bot["source"],
                            "class": self.bot["class"], "game": self.game, "seed": self.seed,
                            "move_time": self.move_time}}
        reply = self._ask(request, seconds)[0]
        if not isinstance(reply.get("ok"), str):
            raise BotFailure("bad_output", f"answered the load with {str(reply)[:80]}")
        return reply["ok"]

    def select_move(self, board, player, played, seconds):
        """Ask for a move on `board` (nested lists); return ``(JSON move, seconds taken)``."""
        reply, took = self._ask({"move": {"board": board, "player": player, "played": played}},
                                seconds)
        if "move" not in reply:
            raise BotFailure("bad_output", f"reply without a move: {str(reply)[:80]}")
        return reply["move"], took

    def _ask(self, request, seconds):
        started = time.monotonic()
        try:
            self.process.stdin.write((json.dumps(request) + "\n").encode())
            self.process.stdin.flush()
        except (BrokenPipeError, OSError):
            raise self._death() from None
        try:
            line = self._read_line(started + seconds, seconds)
        except BotFailure as failure:
            raise self._memory_failure() or failure from None
        took = time.monotonic() - started
        if self._memory_failure():
            raise self._memory_failure()
        try:
            reply = json.loads(line)
        except ValueError:
            raise BotFailure("bad_output", f"not JSON: {line[:80]!r}") from None
        if not isinstance(reply, dict):
            raise BotFailure("bad_output", f"not a JSON object: {line[:80]!r}")
        if "error" in reply:
            raise BotFailure(str(reply["error"]), str(reply.get("detail", ""))[:300],
                             reply.get("stage"))
        return reply, took

    def _read_line(self, deadline, seconds):
        stream = self.process.stdout.fileno()
        while b"\n" not in self._buffer:
            if len(self._buffer) > MAX_REPLY:
                raise BotFailure("bad_output", f"a reply longer than {MAX_REPLY} bytes")
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([stream], [], [], left)[0]:
                raise BotFailure("timeout", f"no reply within {seconds:g} s")
            chunk = os.read(stream, 65536)
            if not chunk:
                raise self._death()
            self._buffer += chunk
        line, self._buffer = self._buffer.split(b"\n", 1)
        return line.decode("utf-8", errors="replace")

    def _memory_failure(self):
        """The `BotFailure` for a bot whose process tree passed the cage's limit, else None."""
        if self.cage and self.cage.hit():
            return BotFailure("memory", "its processes together passed the memory limit")
        return None

    def _death(self):
        """The `BotFailure` for a child that closed its pipes: how did it end?"""
        try:
            code = self.process.wait(timeout=2)
        except subprocess.TimeoutExpired:
            return BotFailure("crash", "closed its output and kept running")
        if self._memory_failure():
            return self._memory_failure()
        if code in (MEMORY_EXIT, -signal.SIGKILL, 128 + signal.SIGKILL):
            return BotFailure("memory" if code == MEMORY_EXIT else "crash",
                              "ran out of memory" if code == MEMORY_EXIT else "killed (SIGKILL)")
        return BotFailure("crash", f"the bot's process ended (exit status {code})")

    def close(self):
        """Kill the bot's whole process tree, reap the child, remove its directory and cage."""
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        for stream in (self.process.stdin, self.process.stdout):
            try:
                stream.close()
            except OSError:
                pass
        self.process.wait()
        wait_for_group(self.process.pid)
        self._release()

    def _release(self):
        if self.cage:
            self.cage.remove()
        shutil.rmtree(self.directory, ignore_errors=True)


def group_alive(group):
    """True while a live (not zombie) process of process group `group` exists."""
    if not os.path.isdir("/proc"):  # not Linux: signal 0 reaches zombies too, but it is all there is
        try:
            os.killpg(group, 0)
            return True
        except (ProcessLookupError, PermissionError):
            return False
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", encoding="ascii", errors="replace") as handle:
                    fields = handle.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[2]) == group and fields[0] != "Z":
                return True
    return False


def wait_for_group(group, seconds=GROUP_WAIT):
    """Kill process group `group` again until none of it is alive (at most `seconds`)."""
    deadline = time.monotonic() + seconds
    while group_alive(group) and time.monotonic() < deadline:
        try:
            os.killpg(group, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            return
        time.sleep(0.01)
