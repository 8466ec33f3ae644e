"""The bot's side of the sandbox: ``python -m course_lib.tournament.bot_process``.

One process runs one bot for one game (`sandbox.BotProcess` starts it, under
bubblewrap, in a memory cage). Before anything of the bot's runs, it

* limits its own address space (``resource.setrlimit(RLIMIT_AS)``) and, where
  no cgroup holds its process tree, the number of its processes
  (``RLIMIT_NPROC``), from the variable `LIMITS_VARIABLE` (set here in the
  child: a ``preexec_fn`` is unsafe in a threaded parent such as a Dask worker),
  so a bot allocating 50 GB gets a `MemoryError`;
* tells the bot its time per move, ``TOURNAMENT_MOVE_TIME`` (seconds, in
  ``os.environ``), and that what it prints is discarded
  (``TOURNAMENT_OUTPUT=discarded``);
* keeps stdin and stdout for the protocol on private descriptors and points
  descriptors 0 and 1 at ``/dev/null``: a bot that prints megabytes or calls
  ``input()`` cannot touch the protocol.

The protocol is JSON lines (never pickle: the parent must not unpickle what a bot
sends). Requests, one per line:

``{"load": {"file": ..., "source": ..., "class": ..., "game": ..., "seed": ..., "move_time": ...}}``
    seed Python's and NumPy's global generators, set ``TOURNAMENT_MOVE_TIME``,
    execute the file, build the class;
    reply ``{"ok": <class name>}``.
``{"move": {"board": [[...]], "player": "X", "played": [...]}}``
    call ``opponent_played(m)`` for each move played since the bot's last move,
    then ``select_move`` on a fresh copy of the board; reply ``{"move": ...}``.

A failure replies ``{"error": reason, "detail": text, "stage": ...}`` with reason
``"exception"`` or ``"memory"``, or ``"illegal_move"`` for a move that is no move
at all (a string, a float, None); the stage (import, class, constructor, play)
says where loading failed.
"""

import json
import os
import random
import resource
import sys
import traceback

import numpy

from ..solvers import Solver
from .openings import make_game, move_from_json, move_to_json

MEMORY_EXIT = 86  # exit status when even the MemoryError could not be reported
LIMITS_VARIABLE = "TOURNAMENT_LIMITS"  # "address space bytes,processes" (0 processes: no limit)
DEFAULT_LIMITS = "2147483648,4"


def limit_memory(limits=None):
    """Cap this process's address space (soft and hard) and, if asked, its user's processes, from
    `limits` ``"bytes,processes"`` (default: the variable `LIMITS_VARIABLE`)."""
    limits = limits or os.environ.pop(LIMITS_VARIABLE, DEFAULT_LIMITS)
    memory, processes = (int(part) for part in limits.split(","))
    resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    if processes:
        resource.setrlimit(resource.RLIMIT_NPROC, (processes, processes))


def private_channel():
    """Return (requests, replies): the protocol's files, with fds 0 and 1 now at /dev/null."""
    requests = os.fdopen(os.dup(0), "r", encoding="utf-8")
    replies = os.fdopen(os.dup(1), "w", encoding="utf-8")
    null = os.open(os.devnull, os.O_RDWR)
    os.dup2(null, 0)
    os.dup2(null, 1)
    os.close(null)
    sys.stdin = open(os.devnull, "r", encoding="utf-8")
    sys.stdout = open(os.devnull, "w", encoding="utf-8")
    return requests, replies


class NoSolverClass(TypeError):
    """The bot's file defines no `Solver` subclass, or several that are not each other's bases."""


def find_solver_class(namespace):
    """Return the one `Solver` subclass defined in the executed file `namespace`.

    Classes imported into the file do not count; a class that another class of the
    file derives from does not count either (a student's base class of their own).
    """
    module = namespace["__name__"]
    defined = [value for value in namespace.values()
               if isinstance(value, type) and issubclass(value, Solver) and value.__module__ == module]
    leaves = [cls for cls in defined if not any(other is not cls and issubclass(other, cls)
                                                for other in defined)]
    if not leaves:
        raise NoSolverClass("defines no Solver subclass")
    if len(leaves) > 1:
        names = ", ".join(sorted(cls.__name__ for cls in leaves))
        raise NoSolverClass(f"defines several Solver subclasses ({names}): keep one")
    return leaves[0]


class BotHost:
    """Holds the bot of this process and answers the protocol's requests."""

    def __init__(self):
        self.game = None
        self.bot = None
        self.stage = "start"

    def load(self, file, source, class_name, game, seed, move_time=None):
        """Execute the bot's file and build its solver; `class_name` None: find the one class."""
        if move_time is not None:
            os.environ["TOURNAMENT_MOVE_TIME"] = f"{float(move_time):g}"
        os.environ["TOURNAMENT_OUTPUT"] = "discarded"
        random.seed(seed)
        numpy.random.seed(seed % 2 ** 32)
        self.game = make_game(game)
        self.stage = "import"
        namespace = {"__name__": os.path.splitext(file)[0], "__file__": file}
        exec(compile(source, file, "exec"), namespace)
        self.stage = "class"
        cls = find_solver_class(namespace) if class_name is None else namespace.get(class_name)
        if not (isinstance(cls, type) and issubclass(cls, Solver)):
            raise TypeError(f"{file} defines no Solver subclass named {class_name}")
        self.stage = "constructor"
        self.bot = cls()
        self.bot.reset()
        self.stage = "play"
        return {"ok": cls.__name__}

    def move(self, board, player, played):
        for move in played:
            self.bot.opponent_played(move_from_json(self.game, move))
        state = numpy.array(board, dtype="<U1")
        move = self.bot.select_move(self.game, state, player)
        try:
            return {"move": move_to_json(move)}
        except (TypeError, ValueError) as error:
            return {"error": "illegal_move", "detail": f"returned {_shown(move)}, not a move: {error}"}

    def answer(self, request):
        """Return the reply to one request (a dict), never raising for the bot's faults."""
        try:
            if "load" in request:
                spec = request["load"]
                return self.load(spec["file"], spec["source"], spec["class"], spec["game"],
                                 spec.get("seed", 0), spec.get("move_time"))
            spec = request["move"]
            return self.move(spec["board"], spec["player"], spec.get("played", []))
        except MemoryError:
            return {"error": "memory", "detail": "MemoryError", "stage": self.stage}
        except NoSolverClass as error:
            return {"error": "exception", "detail": str(error), "stage": self.stage}
        except BaseException as error:  # SystemExit, KeyboardInterrupt too: the bot's fault
            return {"error": "exception", "detail": describe(error), "stage": self.stage}


def _shown(value):
    try:
        return repr(value)[:80]
    except Exception:  # a bot's object with a broken __repr__
        return f"a {type(value).__name__}"


def describe(error):
    """``"ZeroDivisionError: division by zero (line 12 of bot.py)"``, for the failure log."""
    text = f"{type(error).__name__}: {str(error)[:200]}".rstrip(": ")
    frames = [f for f in traceback.extract_tb(error.__traceback__)
              if not f.filename.startswith(os.path.dirname(os.path.dirname(__file__)))]
    if frames:
        text += f" (line {frames[-1].lineno} of {os.path.basename(frames[-1].filename)})"
    return text


def main():
    limit_memory()
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    requests, replies = private_channel()
    host = BotHost()
    for line in requests:
        try:
            reply = json.dumps(host.answer(json.loads(line)))
        except MemoryError:
            os._exit(MEMORY_EXIT)
        except (TypeError, ValueError) as error:
            reply = json.dumps({"error": "bad_output", "detail": str(error)[:200]})
        try:
            replies.write(reply + "\n")
            replies.flush()
        except MemoryError:
            os._exit(MEMORY_EXIT)


if __name__ == "__main__":
    main()
