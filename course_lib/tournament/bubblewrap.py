"""The sandbox a bot runs in: bubblewrap (``bwrap``, the Debian package ``bubblewrap``, Flatpak's sandbox).

`sandboxed_command(argv, folder, package)` wraps the command of a bot's process so that
it runs with

* new PID, network, IPC, UTS and mount namespaces: it sees no other process (not
  its Dask worker, not the other bot, not the scheduler) and has no network at
  all (a loopback of its own), so it can neither signal nor connect to anything;
* ``--die-with-parent`` and ``--new-session``: when the referee kills bwrap, the
  namespace's first process dies and the kernel kills every process left in the
  namespace, ``setsid`` daemons included;
* an unprivileged uid: started as root, bwrap sets the namespaces up and the bot
  runs as ``nobody`` (65534, via util-linux's ``setpriv``, every capability
  dropped, ``no_new_privs``); started as a user, inside a user namespace
  (uid 65534 there, that user outside, no capability);
* a file system of its own: read-only binds of ``/usr`` (and the ``/lib``,
  ``/bin`` links), Python's installation, the virtual environment and the
  ``course_lib`` package, a fresh ``/proc``, and the root, a fresh ``/dev`` (its
  devices still work), ``/dev/shm`` and an empty ``/tmp`` remounted read-only;
  the only writable place is its own folder (its HOME and TMPDIR), which the
  referee deletes after the game. Without the remounts a user-namespace sandbox
  could write to ``/``, ``/dev``, ``/dev/shm`` and ``/tmp`` (tmpfs, which the
  fallback ``RLIMIT_AS`` does not count). No home, no bots folder, no OUT, no
  other bot is in its view.

`bwrap_problem()` says why bwrap cannot run here (not installed, no user
namespaces, not Linux), or None. Source: bwrap(1), https://github.com/containers/bubblewrap.
"""

import functools
import os
import shutil
import subprocess
import sys
import tempfile

NOBODY = 65534
_SYSTEM_LINKS = ("/lib", "/lib64", "/lib32", "/bin", "/sbin")
_SYSTEM_FILES = ("/etc/ld.so.cache", "/etc/localtime", "/etc/fonts")


def running_as_root():
    return hasattr(os, "geteuid") and os.geteuid() == 0


def python_folders():
    """The folders Python needs inside the sandbox: its prefixes and its executable's folder."""
    folders = {sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix,
               os.path.dirname(os.path.realpath(sys.executable))}
    return sorted(f for f in folders if f and not f.startswith("/usr/") and f != "/usr")


def _system_binds():
    args = ["--ro-bind", "/usr", "/usr"]
    for path in _SYSTEM_LINKS:
        if os.path.islink(path):
            args += ["--symlink", os.readlink(path), path]
        elif os.path.isdir(path):
            args += ["--ro-bind", path, path]
    for path in _SYSTEM_FILES:
        args += ["--ro-bind-try", path, path]
    return args


def _parents(paths):
    """``--dir`` options creating the ancestors of `paths` readable by all (bwrap makes them 0700
    when it runs as root), shortest first."""
    ancestors = set()
    for path in paths:
        parent = os.path.dirname(path)
        while parent not in ("/", ""):
            ancestors.add(parent)
            parent = os.path.dirname(parent)
    covered = {"/usr", "/tmp", "/dev", "/proc"}
    args = []
    for folder in sorted(ancestors, key=lambda p: (p.count("/"), p)):
        if folder not in covered and not any(folder.startswith(c + "/") for c in ("/usr",)):
            args += ["--perms", "0755", "--dir", folder]
    return args


def sandboxed_command(argv, folder, package):
    """`argv` run under bwrap with `folder` (the bot's own folder) the only writable place and
    `package` (the ``course_lib`` folder) readable; see the module."""
    readable = python_folders() + [package]
    args = ["bwrap", "--die-with-parent", "--new-session"]
    if running_as_root():
        args += ["--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts",
                 "--unshare-cgroup-try"]
        drop = ["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups",
                "--inh-caps=-all", "--bounding-set=-all", "--no-new-privs", "--"]
    else:
        args += ["--unshare-all", "--uid", str(NOBODY), "--gid", str(NOBODY), "--cap-drop", "ALL"]
        drop = []
    args += _system_binds() + ["--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp"]
    args += _parents(readable + [folder])
    for path in readable:
        args += ["--ro-bind", path, path]
    args += ["--bind", folder, folder]
    args += ["--remount-ro", "/tmp", "--remount-ro", "/dev", "--remount-ro", "/"]
    return args + ["--chdir", folder, "--"] + drop + list(argv)


def prepare_folder(folder):
    """Give the bot's folder to the sandbox's uid when bwrap runs as root (it drops to nobody)."""
    if running_as_root():
        os.chown(folder, NOBODY, NOBODY)


@functools.lru_cache(maxsize=None)
def bwrap_problem():
    """None when bwrap runs here; else why not, in words."""
    if not sys.platform.startswith("linux"):
        return f"bubblewrap needs Linux (this is {sys.platform})"
    if shutil.which("bwrap") is None:
        return "bwrap is not installed (Debian/Ubuntu: apt-get install bubblewrap)"
    if running_as_root() and shutil.which("setpriv") is None:
        return "setpriv (util-linux) is needed to drop root inside bwrap"
    folder = tempfile.mkdtemp(prefix="bot-probe-")
    try:
        prepare_folder(folder)
        package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        probe = sandboxed_command([sys.executable, "-c", "import os; os.listdir('.')"], folder, package)
        ran = subprocess.run(probe, capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"bwrap could not start: {error}"
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    if ran.returncode != 0:
        return f"bwrap could not start a sandbox here: {ran.stderr.strip()[:200]}"
    return None
