"""`make hub`: the course on a local JupyterHub, with nbgrader's exchange and formgrader.

Usage (as root: the hub logs system users in with PAM and starts each one's server as that user)::

    python tools/hub/hub.py install            # build/hub/venv + configurable-http-proxy (make hub does it)
    python tools/hub/hub.py start              # the hub on http://127.0.0.1:8765 (HUB_PORT)
    python tools/hub/hub.py add-user NAME PASSWORD [--instructor]
    python tools/hub/hub.py release NN_name    # nbgrader release_assignment, as the grader account
    python tools/hub/hub.py grade NN_name      # collect, autograde (course_lib.course.grading), release feedback
    python tools/hub/hub.py stop               # the hub, its proxy, every server and service it started

What `start` sets up, in ``build/hub/`` (HUB_DIR) unless it exists:

* ``venv/``: the course's environment (course_lib with the `lab`, `grading` and `hub` extras), built
  from a Python every system user can run (HUB_PYTHON, default ``/usr/bin/python3``: a Python under
  root's home is not), which is what every student's server runs;
* the system groups ``<course>-students`` and ``<course>-instructors`` (who may log in) and the
  grader account ``grader-<course>`` (no login), whose home holds the nbgrader course root
  ``course/`` (mode 0700: no student reads it), written by ``course_lib.course.assignments``;
* ``exchange/``: nbgrader's exchange (mode 0777; nbgrader gives the course's ``inbound`` 0733, so
  a student can submit but not list or read what others submitted);
* ``etc/common``, ``etc/student``, ``etc/grader``: the Jupyter configuration each role's servers
  read (JUPYTER_CONFIG_PATH): the course id and exchange for everyone, the Assignments tab for
  students, the formgrader for the grader's service;
* the hub's database, cookie secret, pid files and ``jupyterhub.log``.

The proxy, configurable-http-proxy, is the npm package pinned in ``tools/hub/package.json``,
installed into ``venv/proxy/``. HUB_VENV points at another environment (the tests share one).

The hub's own settings are the committed ``tools/hub/jupyterhub_config.py``.
"""

import argparse
import grp
import json
import os
import pwd
import shutil
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HUB_DIR = Path(os.environ.get("HUB_DIR", ROOT / "build" / "hub")).resolve()
VENV = Path(os.environ.get("HUB_VENV", HUB_DIR / "venv")).resolve()
COURSE = os.environ.get("COURSE_ID", "adversarial-search")
GRADER = f"grader-{COURSE}"
STUDENTS_GROUP, INSTRUCTORS_GROUP = f"{COURSE}-students", f"{COURSE}-instructors"
PORT = int(os.environ.get("HUB_PORT", "8765"))
SERVICE_PORT = int(os.environ.get("HUB_SERVICE_PORT", "8766"))
URL = f"http://127.0.0.1:{PORT}"
HUB_PYTHON = os.environ.get("HUB_PYTHON", "/usr/bin/python3")
CONFIG = Path(__file__).resolve().parent / "jupyterhub_config.py"


class HubError(RuntimeError):
    """A step of setting up or running the hub failed; the message says what to do."""


def _run(command, **kwargs):
    done = subprocess.run([str(part) for part in command], capture_output=True, text=True, **kwargs)
    if done.returncode:
        raise HubError(f"{' '.join(map(str, command))} failed (exit {done.returncode}):\n"
                       f"{(done.stderr or done.stdout).strip()[-2000:]}")
    return done.stdout


def _require_root():
    if os.geteuid() != 0:
        raise HubError("the hub needs root: it logs system users in (PAM) and starts each server as its "
                       "user. Run `sudo make hub`, or see README, 'A class on JupyterHub'.")


# --- installing the course's environment --------------------------------------------------------

def install():
    """Build the hub's venv (course_lib and its lab, grading and hub extras) and the proxy."""
    if not (VENV / "bin" / "python").exists():
        _run([HUB_PYTHON, "-m", "venv", VENV])
    _run([VENV / "bin" / "python", "-m", "pip", "install", "--quiet", "--upgrade", "pip"])
    _run([VENV / "bin" / "python", "-m", "pip", "install", "--quiet", f"{ROOT}[lab,grading,hub]"])
    # course_lib itself is copied, not linked (students need not read the repository): this one again
    _run([VENV / "bin" / "python", "-m", "pip", "install", "--quiet", "--no-deps", "--force-reinstall", ROOT])
    settings = VENV / "share" / "jupyter" / "lab" / "settings"
    settings.mkdir(parents=True, exist_ok=True)
    shutil.copy(ROOT / "tools" / "lab" / "overrides.json", settings / "overrides.json")
    npm = VENV / "proxy"
    npm.mkdir(parents=True, exist_ok=True)
    for name in ("package.json", "package-lock.json"):
        shutil.copy(ROOT / "tools" / "hub" / name, npm / name)
    _run(["npm", "ci", "--prefix", npm, "--no-audit", "--no-fund"])
    HUB_DIR.chmod(0o755)


# --- users, groups and the course's folders -----------------------------------------------------

def _ensure_group(name):
    try:
        grp.getgrnam(name)
    except KeyError:
        _run(["groupadd", name])


def _user_exists(name):
    try:
        pwd.getpwnam(name)
        return True
    except KeyError:
        return False


def add_user(name, password, instructor=False):
    """Create a system user in the course's students (or instructors) group, home mode 0700."""
    _require_root()
    group = INSTRUCTORS_GROUP if instructor else STUDENTS_GROUP
    _ensure_group(group)
    if not _user_exists(name):
        _run(["useradd", "--create-home", "--shell", "/bin/bash", "--groups", group, name])
    else:
        _run(["usermod", "--append", "--groups", group, name])
    _run(["chpasswd"], input=f"{name}:{password}\n")
    os.chmod(pwd.getpwnam(name).pw_dir, 0o700)


def remove_user(name):
    """Delete a system user made by `add_user`, with their home and processes."""
    _require_root()
    if _user_exists(name):
        subprocess.run(["pkill", "-KILL", "-u", name], capture_output=True)
        _run(["userdel", "--remove", name])


def _as_grader(command, cwd=None):
    """Run `command` as the grader account, with the course's environment."""
    home = pwd.getpwnam(GRADER).pw_dir
    env = ["env", f"HOME={home}", f"COURSE_HUB_DIR={HUB_DIR}", f"COURSE_HIDDEN_CASES={home}/hidden_cases.py",
           f"PATH={VENV}/bin:/usr/bin:/bin",
           f"JUPYTER_CONFIG_PATH={HUB_DIR}/etc/grader{os.pathsep}{HUB_DIR}/etc/common"]
    return _run(["runuser", "-u", GRADER, "--"] + env + list(command), cwd=cwd or f"{home}/course")


def _write(path, text, mode=0o644):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    path.chmod(mode)


NBGRADER_EXTENSIONS = ["assignment_list", "course_list", "formgrader", "create_assignment"]


def _role_config(role, server_extensions, lab_extensions):
    """Write etc/<role>: which of nbgrader's server and lab extensions the role's servers load."""
    enabled = {f"nbgrader.server_extensions.{name}": name in server_extensions
               for name in NBGRADER_EXTENSIONS if name != "create_assignment"}
    _write(HUB_DIR / "etc" / role / "jupyter_server_config.json",
           json.dumps({"ServerApp": {"jpserver_extensions": enabled}}, indent=2))
    disabled = {f"@jupyter/nbgrader:{name.replace('_', '-')}": True
                for name in NBGRADER_EXTENSIONS if name not in lab_extensions}
    _write(HUB_DIR / "etc" / role / "labconfig" / "page_config.json",
           json.dumps({"disabledExtensions": disabled}, indent=2))


def setup():
    """Groups, the grader account, the exchange, the roles' Jupyter settings and the course root."""
    _require_root()
    for group in (STUDENTS_GROUP, INSTRUCTORS_GROUP):
        _ensure_group(group)
    if not _user_exists(GRADER):
        _run(["useradd", "--system", "--create-home", "--home-dir", HUB_DIR / "grader",
              "--shell", "/usr/sbin/nologin", GRADER])
    home = Path(pwd.getpwnam(GRADER).pw_dir)
    home.chmod(0o700)
    exchange = HUB_DIR / "exchange"
    exchange.mkdir(parents=True, exist_ok=True)
    exchange.chmod(0o777)
    _write(HUB_DIR / "etc" / "common" / "nbgrader_config.py",
           "c = get_config()  # noqa: F821\n"
           f"c.CourseDirectory.course_id = {COURSE!r}\n"
           f"c.Exchange.root = {str(exchange)!r}\n")
    _role_config("student", ["assignment_list"], ["assignment_list"])
    _role_config("grader", ["formgrader", "assignment_list", "course_list"],
                 ["formgrader", "create_assignment", "course_list"])
    # the instructor's hidden cases: a private copy for the grader account (students cannot read it)
    grader = pwd.getpwnam(GRADER)
    # the cases and the data they read beside them (course_lib.course.hidden_case_files.DATA_FILES)
    for name in ("hidden_cases.py", "threat_row_pairs_hidden.txt"):
        hidden = home / name
        shutil.copy(ROOT / "instructor" / name, hidden)
        os.chown(hidden, grader.pw_uid, grader.pw_gid)
        hidden.chmod(0o600)
    if not (home / "course" / "nbgrader_config.py").exists():
        only = os.environ.get("HUB_ASSIGNMENTS", "").split()  # default: every lecture's assignment
        _as_grader([VENV / "bin" / "python", "-m", "course_lib.course.assignments", ROOT / "notebooks",
                    "--course", home / "course"] + (["--only", *only] if only else []), cwd=home)


# --- starting and stopping -----------------------------------------------------------------------

def _hub_environment():
    environment = dict(os.environ, HUB_DIR=str(HUB_DIR), COURSE_HUB_DIR=str(HUB_DIR), HUB_VENV=str(VENV), COURSE_ID=COURSE,
                       HUB_PORT=str(PORT), HUB_SERVICE_PORT=str(SERVICE_PORT), HUB_GRADER=GRADER)
    environment["PATH"] = f"{VENV}/bin:{environment.get('PATH', '')}"
    return environment


def _responds(url, timeout=2):
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            return response.status == 200
    except OSError:
        return False


def _log_tail(lines=25):
    log = HUB_DIR / "jupyterhub.log"
    return "\n".join(log.read_text(errors="replace").splitlines()[-lines:]) if log.exists() else ""


def start(wait=90):
    """Start the hub in the background (set up first where needed); return its URL."""
    _require_root()
    if not (VENV / "bin" / "jupyterhub").exists():
        raise HubError(f"{VENV} has no JupyterHub: run `make hub` (it installs first)")
    setup()
    if _responds(f"{URL}/hub/api"):
        return URL
    log = open(HUB_DIR / "jupyterhub.log", "ab")
    process = subprocess.Popen([VENV / "bin" / "jupyterhub", "-f", CONFIG], cwd=HUB_DIR, stdout=log,
                               stderr=subprocess.STDOUT, env=_hub_environment(), start_new_session=True)
    (HUB_DIR / "hub.pgid").write_text(str(process.pid))
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise HubError(f"JupyterHub exited at start (status {process.returncode}); the end of "
                           f"{HUB_DIR}/jupyterhub.log:\n{_log_tail()}")
        if _responds(f"{URL}/hub/api"):
            return URL
        time.sleep(0.5)
    stop()
    raise HubError(f"JupyterHub did not answer on {URL} within {wait} s: read {HUB_DIR}/jupyterhub.log")


def _processes_of_this_hub():
    """PIDs of the processes the hub started (servers run as their users, kernels, the service):
    every one carries COURSE_HUB_DIR=<HUB_DIR> in its environment (jupyterhub_config.py sets it)."""
    marker = f"COURSE_HUB_DIR={HUB_DIR}".encode()
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            environment = (entry / "environ").read_bytes().split(b"\0")
        except OSError:
            continue
        if marker in environment:
            found.append(int(entry.name))
    return found


def stop(grace=15):
    """Stop the hub (it stops the servers, the service and the proxy), then anything left of them."""
    pgid_file = HUB_DIR / "hub.pgid"
    if pgid_file.exists():
        pgid = int(pgid_file.read_text())
        try:
            os.killpg(pgid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        deadline = time.monotonic() + grace
        while time.monotonic() < deadline and _pgid_alive(pgid):
            time.sleep(0.25)
        pgid_file.unlink()
    for pid in _processes_of_this_hub():
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def _pgid_alive(pgid):
    try:
        os.killpg(pgid, 0)
        return True
    except ProcessLookupError:
        return False


# --- the instructor's steps through the exchange --------------------------------------------------

def release(assignment):
    """nbgrader release_assignment, as the grader account (the formgrader's Release button does the same)."""
    return _as_grader([VENV / "bin" / "nbgrader", "release_assignment", assignment, "--force"])


def grade(assignment):
    """Collect the submissions, grade them with the course's grading, release the feedback."""
    home = Path(pwd.getpwnam(GRADER).pw_dir)
    output = _as_grader([VENV / "bin" / "nbgrader", "collect", assignment, "--update"])
    output += _as_grader([VENV / "bin" / "python", "-m", "course_lib.course.grading",
                          home / "course" / "submitted", "--course", home / "course",
                          "--grades", home / "grades"])
    output += _as_grader([VENV / "bin" / "nbgrader", "release_feedback", assignment])
    return output


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    for name in ("install", "setup", "start", "stop", "url"):
        commands.add_parser(name)
    user = commands.add_parser("add-user")
    user.add_argument("name")
    user.add_argument("password")
    user.add_argument("--instructor", action="store_true")
    commands.add_parser("remove-user").add_argument("name")
    for name in ("release", "grade"):
        commands.add_parser(name).add_argument("assignment")
    args = parser.parse_args(argv)
    try:
        if args.command == "add-user":
            add_user(args.name, args.password, args.instructor)
        elif args.command == "remove-user":
            remove_user(args.name)
        elif args.command in ("release", "grade"):
            print(globals()[args.command](args.assignment))
        elif args.command == "url":
            print(URL)
        else:
            result = globals()[args.command]()
            if result:
                print(result)
    except HubError as error:
        print(f"hub: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
