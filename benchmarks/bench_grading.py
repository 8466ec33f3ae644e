"""Time grading a class with nbgrader: serial (SQLite gradebook) vs JOBS=2 (PostgreSQL gradebook).

Builds the course from the lecture notebooks into a temporary folder, releases one
assignment (--assignment, default the alpha-beta exercises of notebook 06, found by
name), writes --count synthetic submissions cycling through the kinds a class hands
in (correct, wrong, partial, looping, crashing, empty: `synthetic_submissions`),
and grades them with `course_lib.course.grading` twice: serially into nbgrader's
SQLite gradebook, then with --jobs autograders at once into a local PostgreSQL
server (`gradebook_db`, needs initdb/pg_ctl on PATH). Prints seconds per
submission and the speed-up. The issue asks for 100 submissions; the default is
smaller so a run takes minutes, not an hour:

    .venv/bin/python benchmarks/bench_grading.py [--count 100] [--jobs 2]

The per-cell timeout (--timeout) bounds what a looping submission costs.
"""

import argparse
import os
import shutil
import socket
import tempfile
import time
from pathlib import Path

import nbformat

from course_lib.course import gradebook_db
from course_lib.course.assignments import release, write_config, write_course
from course_lib.course.grading import grade
from course_lib.course.synthetic_submissions import write_submission

ROOT = Path(__file__).resolve().parent.parent
KINDS = ["correct", "wrong", "partial", "looping", "crashing", "empty"]


def build(folder, assignment, timeout, count, db_url=None):
    """A course root in `folder` with `assignment` released and `count` submissions; return both paths."""
    course = folder / "course"
    written = write_course(ROOT / "notebooks", course)
    name = next(n for n in written if n.endswith(assignment) or n == assignment)
    write_config(course, db_url=db_url, timeout=timeout, wall_limit=300)
    release(course, [name])
    source = nbformat.read(course / "source" / name / f"{name}.ipynb", as_version=4)
    released = nbformat.read(course / "release" / name / f"{name}.ipynb", as_version=4)
    submissions = folder / "submitted"
    for number in range(count):
        kind = KINDS[number % len(KINDS)]
        write_submission(kind, source, released, submissions / f"s{number:03d}-{kind}" / name / f"{name}.ipynb")
    return course, submissions


def timed(folder, jobs, db_url, args):
    course, submissions = build(folder, args.assignment, args.timeout, args.count, db_url)
    started = time.perf_counter()
    failed = grade(submissions, course, folder / "grades", jobs=jobs)
    seconds = time.perf_counter() - started
    if failed:
        raise RuntimeError(f"not graded: {failed}")
    return seconds


def _free_port():
    with socket.socket() as probe:
        probe.bind(("localhost", 0))
        return probe.getsockname()[1]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=12, help="submissions (the issue's figure: 100)")
    parser.add_argument("--jobs", type=int, default=2, help="autograders at once on PostgreSQL")
    parser.add_argument("--assignment", default="alpha_beta_walkthrough", help="assignment name (or its end)")
    parser.add_argument("--timeout", type=int, default=10, help="seconds per cell before a loop is stopped")
    args = parser.parse_args()
    os.environ.pop("GRADEBOOK_URL", None)
    work = Path(tempfile.mkdtemp(prefix="bench-grading-"))
    work.chmod(0o755)  # the PostgreSQL server may run as another user
    try:
        serial = timed(work / "serial", 1, None, args)
        cluster = work / "pgdata"
        url = gradebook_db.start(cluster, _free_port())
        try:
            parallel = timed(work / "parallel", args.jobs, url, args)
        finally:
            gradebook_db.stop(cluster)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"\n{args.count} submissions of {args.assignment} ({', '.join(KINDS)}), {os.cpu_count()} CPUs")
    print(f"{'gradebook':<28} {'seconds':>8} {'s/submission':>13} {'speed-up':>9}")
    print(f"{'SQLite, serial':<28} {serial:>8.1f} {serial / args.count:>13.2f} {1:>9.2f}")
    print(f"{f'PostgreSQL, JOBS={args.jobs}':<28} {parallel:>8.1f} {parallel / args.count:>13.2f} "
          f"{serial / parallel:>9.2f}")
    print(f"a class of 300: {300 * serial / args.count / 60:.0f} min serial, "
          f"{300 * parallel / args.count / 60:.0f} min with JOBS={args.jobs}")


if __name__ == "__main__":
    main()
