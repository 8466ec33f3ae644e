"""Running the ``nbgrader`` command for the course: one gradebook per run, releases once per change.

The gradebook is never written into the course's ``nbgrader_config.py``: every command
gets it here (`db_url`, as ``$GRADEBOOK_URL``, which the config reads; SQLite in the
course root when None). A failing command raises `GradingError`, whose message is one
line saying what failed and what to do.
"""

import hashlib
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

RELEASED = ".released.json"  # in the course root: {"<gradebook> <assignment>": sha256 of its source}


class GradingError(RuntimeError):
    """A grading step that cannot go on; the message is one line saying what to do."""


def nbgrader(course_dir, *arguments, check=True, timeout=None, db_url=None):
    """Run the ``nbgrader`` command in `course_dir`; return the completed process (output captured).

    `db_url`: the gradebook (None: ``$GRADEBOOK_URL`` if set, else SQLite in the course
    root). The venv's bin comes first on PATH (nbgrader runs ``alembic`` by name). The
    command runs in its own process group: past `timeout` seconds the whole group,
    kernels included, is killed and `subprocess.TimeoutExpired` raised. With `check`, a
    failure raises `GradingError` naming the command and nbgrader's first error line.
    """
    bin_dir = str(Path(sys.executable).parent)
    env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ.get("PATH", ""))
    if db_url:
        env["GRADEBOOK_URL"] = db_url
    command = [os.path.join(bin_dir, "nbgrader"), *arguments]
    with subprocess.Popen(command, cwd=course_dir, env=env, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True, start_new_session=True) as process:
        try:
            stdout, stderr = process.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate()
            raise
    done = subprocess.CompletedProcess(command, process.returncode, stdout, stderr)
    if check and done.returncode:
        raise GradingError(f"`nbgrader {' '.join(arguments)}` failed in {course_dir}: {first_error(done)}")
    return done


def first_error(done):
    """nbgrader's first ``[ERROR]`` line of a completed process (else its last line, else its status)."""
    lines = (done.stdout + done.stderr).splitlines()
    errors = [line.split("]", 1)[-1].strip() for line in lines if "[ERROR]" in line]
    text = errors[0] if errors else next((line.strip() for line in reversed(lines) if line.strip()),
                                         f"exit status {done.returncode}")
    return text[:300]


def release(course_dir, assignments, db_url=None, force=False):
    """``nbgrader generate_assignment`` for each of `assignments` whose source changed since it was
    last released into this gradebook (all of them with `force`); return the names released."""
    course_dir = Path(course_dir)
    stamps_path = course_dir / RELEASED
    stamps = json.loads(stamps_path.read_text()) if stamps_path.exists() else {}
    done = []
    for name in assignments:
        source = course_dir / "source" / name / f"{name}.ipynb"
        key = f"{db_url or 'sqlite'} {name}"
        digest = hashlib.sha256(source.read_bytes()).hexdigest()
        released = course_dir / "release" / name / f"{name}.ipynb"
        if force or stamps.get(key) != digest or not released.exists():
            nbgrader(course_dir, "generate_assignment", name, "--force", db_url=db_url)
            stamps[key] = digest
            stamps_path.write_text(json.dumps(stamps, indent=1, sort_keys=True))
            done.append(name)
    return done
