"""Running the ``nbgrader`` command for the course: one gradebook per run, releases once per change.

The gradebook is never written into the course's ``nbgrader_config.py``: every command
gets it here (`db_url`, as ``$GRADEBOOK_URL``, which the config reads; SQLite in the
course root when None). A failing command raises `GradingError`, whose message is one
line saying what failed and what to do.

Each command runs as ``python -m course_lib.course.nbgrader_commands ARGS`` (`main`):
nbgrader itself, without the 0.7 s a process spends building jsonschema's optional IRI
checker, and with one connection to the gradebook per process instead of one per
`Gradebook` object (about ten per notebook).
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
    command = [sys.executable, "-m", "course_lib.course.nbgrader_commands", *arguments]
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


def main():
    """Run ``nbgrader`` with the arguments of this process, started without jsonschema's IRI format
    checker and with one database engine per gradebook (`_one_engine_per_gradebook`).

    jsonschema imports its optional ``iri`` format checker, ``rfc3987_syntax``, with
    itself, and that module builds a Lark grammar as it is imported: 0.7 s of the 2 s
    an nbgrader command takes to start, in every autograde, export and feedback
    process (python-jsonschema/jsonschema#1428). No notebook or nbgrader schema uses
    the ``iri`` formats; without the module, jsonschema leaves them unchecked.
    """
    sys.modules.setdefault("rfc3987_syntax", None)  # `import rfc3987_syntax` now raises ImportError
    from nbgrader.apps.nbgraderapp import main as nbgrader_main
    _one_engine_per_gradebook()
    sys.argv[0] = "nbgrader"
    return nbgrader_main()


def _one_engine_per_gradebook():
    """Make nbgrader's `Gradebook` objects of this process share one database engine per URL.

    nbgrader makes about ten `Gradebook` objects per notebook it grades, each with an
    engine of its own, disposed of when it closes: a new connection each time, and
    with PostgreSQL a new server process that reads the catalog again, 0.3 s per
    notebook (19% of grading one). Shared, the engine keeps its connections open
    for the next `Gradebook`; each still has its own session and transactions.
    nbgrader uses each `Gradebook` in a ``with`` block, so its connection goes back
    to the engine's pool when the block ends (a pool of 5, and 10 more if needed).
    """
    from nbgrader import api

    engines, create_engine = {}, api.create_engine

    def shared_engine(url, **options):
        key = (str(url), tuple(sorted(options.items())))
        if key not in engines:
            engines[key] = create_engine(url, **options)
        return engines[key]

    def close(gradebook):
        gradebook.db.remove()  # the session; the engine stays open for the next Gradebook

    api.create_engine, api.Gradebook.close = shared_engine, close


if __name__ == "__main__":
    sys.exit(main())
