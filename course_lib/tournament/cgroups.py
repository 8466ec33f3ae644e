"""A memory cage for one bot's whole process tree: a cgroup with a memory limit and a process limit.

A bot that forks is limited as one: `MemoryCage.create` makes a cgroup of its own
under the tournament's (cgroup v2 ``memory.max``, ``memory.swap.max`` and
``pids.max`` where the tournament's cgroup delegates the memory controller; else
cgroup v1's ``memory.limit_in_bytes`` and ``memory.memsw.limit_in_bytes`` with the
v1 ``pids`` controller, as on a machine that mounts the v1 controllers). The bot's
process joins it before it execs (see `join_command`), so everything it forks is
counted; when the tree passes the limit the kernel's OOM killer kills a process of
it, and `hit` tells the referee the game was lost by ``memory``.

Where no cgroup can be made (no permission, a v2 tree without the memory
controller delegated, not Linux), `create` returns None and the bot process
limits itself instead (`fallback_limits`): at most `FALLBACK_PROCESSES`
processes, each with an address space of ``MEMORY_LIMIT / FALLBACK_PROCESSES``,
which together stay under the limit.

Source: the kernel's cgroup documentation, Documentation/admin-guide/cgroup-v2.rst
(memory.max, memory.events, cgroup.kill) and cgroup-v1/memory.rst (oom_control).
"""

import os
import shlex
import signal
import time
import uuid

MEMORY_LIMIT = 2 * 1024 ** 3  # bytes for a bot's whole process tree
MAX_PROCESSES = 64  # processes and threads of one bot (pids.max): no fork bomb
FALLBACK_PROCESSES = 4  # without a cgroup: RLIMIT_NPROC, each process MEMORY_LIMIT / 4 of address space
KILL_WAIT = 5.0  # seconds `kill` waits for the cgroup to be empty


def fallback_limits(limit=MEMORY_LIMIT):
    """``(address space per process, processes)`` that keep a tree under `limit` bytes without a cgroup."""
    return limit // FALLBACK_PROCESSES, FALLBACK_PROCESSES


def _mounts():
    """``[(mount point, root in the hierarchy, fstype, super options)]`` of the cgroup file systems."""
    found = []
    try:
        with open("/proc/self/mountinfo", encoding="utf-8") as handle:
            for line in handle:
                before, after = line.split(" - ", 1)
                fields, tail = before.split(), after.split()
                if tail[0] in ("cgroup", "cgroup2"):
                    found.append((fields[4], fields[3], tail[0], set(tail[2].split(","))))
    except OSError:
        pass
    return found


def _own_paths():
    """``{controller or "": path}`` of this process's cgroups (``""`` is the v2 unified tree)."""
    paths = {}
    try:
        with open("/proc/self/cgroup", encoding="utf-8") as handle:
            for line in handle:
                _, controllers, path = line.rstrip("\n").split(":", 2)
                for name in controllers.split(",") if controllers else [""]:
                    paths[name] = path
    except OSError:
        pass
    return paths


def _directory(mount, root, path):
    """Where this process's cgroup `path` is in a hierarchy mounted at `mount` (from `root`)."""
    if root != "/" and path.startswith(root):
        path = path[len(root):]
    return os.path.join(mount, path.lstrip("/"))


def _write(path, text):
    with open(path, "w", encoding="ascii") as handle:
        handle.write(text)


def _counter(path, name):
    """The value of line ``name N`` in the flat-keyed file `path` (0 if absent)."""
    try:
        with open(path, encoding="ascii") as handle:
            for line in handle:
                key, _, value = line.partition(" ")
                if key == name:
                    return int(value)
    except (OSError, ValueError):
        pass
    return 0


class MemoryCage:
    """One bot's cgroup(s): `folders` (one for v2; memory and pids for v1), `version` 1 or 2."""

    def __init__(self, folders, version):
        self.folders, self.version = folders, version

    @classmethod
    def create(cls, limit=MEMORY_LIMIT, processes=MAX_PROCESSES):
        """A new cage limiting a process tree to `limit` bytes and `processes` tasks; None where
        this machine or user cannot make one."""
        name = f"course-bot-{uuid.uuid4().hex[:12]}"
        for make in (cls._v2, cls._v1):
            try:
                cage = make(name, limit, processes)
            except OSError:
                cage = None
            if cage is not None:
                return cage
        return None

    @classmethod
    def _v2(cls, name, limit, processes):
        mount = next((m for m in _mounts() if m[2] == "cgroup2"), None)
        own = _own_paths().get("")
        if mount is None or own is None:
            return None
        parent = _directory(mount[0], mount[1], own)
        with open(os.path.join(parent, "cgroup.subtree_control"), encoding="ascii") as handle:
            if "memory" not in handle.read().split():
                return None
        folder = os.path.join(parent, name)
        os.mkdir(folder)
        cage = cls([folder], 2)
        try:
            _write(os.path.join(folder, "memory.max"), str(limit))
            for optional, value in (("memory.swap.max", "0"), ("pids.max", str(processes))):
                if os.path.exists(os.path.join(folder, optional)):
                    _write(os.path.join(folder, optional), value)
        except OSError:
            cage.remove()
            raise
        return cage

    @classmethod
    def _v1(cls, name, limit, processes):
        mounts = {c: m for m in _mounts() if m[2] == "cgroup" for c in m[3] & {"memory", "pids"}}
        own = _own_paths()
        if "memory" not in mounts or "memory" not in own:
            return None
        memory = os.path.join(_directory(mounts["memory"][0], mounts["memory"][1], own["memory"]), name)
        os.mkdir(memory)
        cage = cls([memory], 1)
        try:
            _write(os.path.join(memory, "memory.limit_in_bytes"), str(limit))
            swap = os.path.join(memory, "memory.memsw.limit_in_bytes")
            if os.path.exists(swap):
                _write(swap, str(limit))
            if "pids" in mounts and "pids" in own:
                pids = os.path.join(_directory(mounts["pids"][0], mounts["pids"][1], own["pids"]), name)
                os.mkdir(pids)
                cage.folders.append(pids)
                _write(os.path.join(pids, "pids.max"), str(processes))
        except OSError:
            cage.remove()
            raise
        return cage

    def join_command(self, command):
        """`command` (a list) prefixed by a shell that moves itself into the cage, then execs it:
        so the bot's first process, and all it forks, are inside before any of its code runs."""
        joins = " && ".join(f"echo $$ > {shlex.quote(os.path.join(f, 'cgroup.procs'))}"
                            for f in self.folders)
        return ["/bin/sh", "-c", f'{joins} && exec "$@"', "course-bot", *command]

    def hit(self):
        """True when the kernel killed a process of the cage for passing the memory limit."""
        folder = self.folders[0]
        if self.version == 2:
            return _counter(os.path.join(folder, "memory.events"), "oom_kill") > 0
        return _counter(os.path.join(folder, "memory.oom_control"), "oom_kill") > 0

    def members(self):
        """Pids of the processes in the cage."""
        pids = set()
        for folder in self.folders:
            try:
                with open(os.path.join(folder, "cgroup.procs"), encoding="ascii") as handle:
                    pids |= {int(line) for line in handle if line.strip()}
            except OSError:
                pass
        return pids

    def kill(self, seconds=KILL_WAIT):
        """SIGKILL every process in the cage until none is left (at most `seconds`)."""
        deadline = time.monotonic() + seconds
        kill_file = os.path.join(self.folders[0], "cgroup.kill")
        while self.members() and time.monotonic() < deadline:
            if self.version == 2 and os.path.exists(kill_file):
                _write(kill_file, "1")
            for pid in self.members():
                try:
                    os.kill(pid, signal.SIGKILL)
                except (ProcessLookupError, PermissionError):
                    pass
            time.sleep(0.01)

    def remove(self):
        """Kill what is left, then remove the cgroup folders."""
        self.kill()
        for folder in self.folders:
            for _ in range(100):
                try:
                    os.rmdir(folder)
                    break
                except FileNotFoundError:
                    break
                except OSError:  # EBUSY: a killed process not yet reaped by the kernel
                    time.sleep(0.01)
