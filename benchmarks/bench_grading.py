"""Time grading a class with nbgrader: serial (SQLite gradebook) vs JOBS=2 (PostgreSQL gradebook), one run.

Builds the course from the lecture notebooks into a temporary folder, releases one
assignment (--assignment, default the alpha-beta exercises of notebook 06, found by
name), writes --count synthetic submissions cycling through the ordinary kinds a
class hands in (correct, wrong, partial, crashing, empty: `synthetic_submissions`;
--looping adds one that loops until the cell timeout) and grades them with
`course_lib.course.grading`, the same run: serially into nbgrader's SQLite gradebook,
serially into a local PostgreSQL server (`gradebook_db`, needs initdb/pg_ctl on PATH),
then with each --jobs count of autograders at once (default 2 and 3) into another, and
last as two serial gradings at once, each of half the submissions into its own SQLite
gradebook (`side_by_side`: nothing shared, so the most two grading processes can gain on
this machine, the bound for JOBS=2). Prints seconds per submission, wall
clock and CPU (what one core spends on a submission, the PostgreSQL server's share
included, whatever else the machine runs: on a shared machine the wall clock measures
the others too), the speed-up, its ceiling and the machine's load, and writes them to
benchmarks/results/grading.json, from which README's table comes:

    .venv/bin/python benchmarks/bench_grading.py [--count 40] [--jobs 2 3]

Goal (issue 28): at most 5 s per ordinary submission per core; JOBS=2 at least 1.8x serial.
"""

import argparse
import json
import os
import resource
import shutil
import socket
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import nbformat

from course_lib.course import gradebook_db
from course_lib.course.assignments import release, write_config, write_course
from course_lib.course.grading import grade
from course_lib.course.synthetic_submissions import write_submission

ROOT = Path(__file__).resolve().parent.parent
KINDS = ["correct", "wrong", "partial", "crashing", "empty"]
RESULTS = ROOT / "benchmarks" / "results" / "grading.json"


def build(folder, assignment, timeout, count, kinds, db_url=None):
    """A course root in `folder` with `assignment` released and `count` submissions; return both paths."""
    course = folder / "course"
    written = write_course(ROOT / "notebooks", course, seed=1)
    name = next(n for n in written if n.endswith(assignment) or n == assignment)
    write_config(course, timeout=timeout, wall_limit=300)
    release(course, [name], db_url)
    source = nbformat.read(course / "source" / name / f"{name}.ipynb", as_version=4)
    released = nbformat.read(course / "release" / name / f"{name}.ipynb", as_version=4)
    submissions = folder / "submitted"
    for number in range(count):
        kind = kinds[number % len(kinds)]
        write_submission(kind, source, released, submissions / f"s{number:03d}-{kind}" / name / f"{name}.ipynb")
    return course, submissions


def submission_kinds(args):
    """The kinds of submission the run cycles through: `KINDS`, and a looping one with --looping."""
    return KINDS + (["looping"] if args.looping else [])


def timed(folder, jobs, db_url, args, cluster=None):
    """Grade `args.count` submissions; return wall-clock and CPU seconds (`_cpu_seconds`: with the
    PostgreSQL server's when `cluster` is its data folder; SQLite's work is in the grading processes)."""
    kinds = submission_kinds(args)
    course, submissions = build(folder, args.assignment, args.timeout, args.count, kinds, db_url)
    started, cpu = time.perf_counter(), _cpu_seconds(cluster)
    failed = grade(submissions, course, folder / "grades", jobs=jobs, db_url=db_url, progress=False)
    seconds, cpu = time.perf_counter() - started, _cpu_seconds(cluster) - cpu
    if failed:
        raise RuntimeError(f"not graded: {failed}")
    return seconds, cpu


def _cpu_seconds(cluster=None):
    """CPU seconds (user + system) so far of this process and of every process it started and waited
    for (the nbgrader commands and, through them, the kernels), and of the PostgreSQL server whose
    data folder is `cluster` (None: no server)."""
    return _server_cpu_seconds(cluster) + sum(
        usage.ru_utime + usage.ru_stime for usage in
        (resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)))


def _server_cpu_seconds(cluster):
    """CPU seconds of a PostgreSQL server so far: its postmaster and the connections' processes it
    started and reaped (from /proc; 0 without a cluster)."""
    if cluster is None:
        return 0.0
    pid = (cluster / "postmaster.pid").read_text().split()[0]
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = sum(int(fields[k]) for k in (11, 12, 13, 14))  # utime, stime, cutime, cstime
    return ticks / os.sysconf("SC_CLK_TCK")


def _free_port():
    with socket.socket() as probe:
        probe.bind(("localhost", 0))
        return probe.getsockname()[1]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=20, help="submissions")
    parser.add_argument("--jobs", type=int, nargs="+", default=[2, 3],
                        help="autograders at once on PostgreSQL, one run each (2 3)")
    parser.add_argument("--assignment", default="alpha_beta_walkthrough", help="assignment name (or its end)")
    parser.add_argument("--timeout", type=int, default=10, help="seconds per cell before a loop is stopped")
    parser.add_argument("--looping", action="store_true", help="add a looping submission to the kinds")
    args = parser.parse_args()
    load = os.getloadavg()
    os.environ.pop("GRADEBOOK_URL", None)
    work = Path(tempfile.mkdtemp(prefix="bench-grading-"))
    work.chmod(0o755)  # the PostgreSQL server may run as another user
    try:
        serial = timed(work / "serial", 1, None, args)
        serial_postgresql = on_postgresql(work / "serial-pg", 1, args)
        parallel = {jobs: on_postgresql(work / f"parallel-{jobs}", jobs, args) for jobs in args.jobs}
        halves = side_by_side(work / "halves", args)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    report(args, serial, serial_postgresql, parallel, halves, load)


def side_by_side(folder, args):
    """Two serial gradings at once, each of half the submissions into its own SQLite gradebook and
    course root; return wall-clock and CPU seconds. Nothing is shared between them (no chunks, no
    server, each its own export and feedback), so their speed-up over the serial run is what two
    grading processes gain on this machine: what `JOBS=2` would reach with no cost of its own."""
    kinds = submission_kinds(args)
    halves = [build(folder / f"half-{k}", args.assignment, args.timeout, count, kinds)
              for k, count in enumerate([args.count // 2, args.count - args.count // 2])]
    started, cpu = time.perf_counter(), _cpu_seconds()
    with ThreadPoolExecutor(max_workers=2) as pool:
        failed = list(pool.map(lambda half: grade(half[1], half[0], half[0].parent / "grades", progress=False),
                               halves))
    seconds, cpu = time.perf_counter() - started, _cpu_seconds() - cpu
    if any(failed):
        raise RuntimeError(f"not graded: {failed}")
    return seconds, cpu


def on_postgresql(folder, jobs, args):
    """`timed` with `jobs` autograders into a PostgreSQL server of its own, started for the run."""
    cluster = folder.with_name(folder.name + "-pgdata")
    url = gradebook_db.start(cluster, _free_port())
    try:
        return timed(folder, jobs, url, args, cluster)
    finally:
        gradebook_db.stop(cluster)


def ceiling_speed_up(jobs, serial, parallel):
    """The speed-up had the parallel run kept its cores (`jobs`, at most the machine's) busy from
    start to end: the serial run's seconds over the parallel run's CPU seconds per core. A submission
    that costs more CPU in the parallel run (the PostgreSQL gradebook, jobs side by side) keeps two
    cores below 2.0."""
    cores = min(jobs, os.cpu_count())
    return serial[0] / (parallel[1] / cores)


def report(args, serial, serial_postgresql, parallel, halves, load):
    """Print the table and write it to `RESULTS`: wall-clock seconds, and CPU seconds per submission
    (what one core spends on it, whatever else the machine runs). `parallel`: {jobs: (seconds, cpu)};
    `halves`: `side_by_side`'s (seconds, cpu)."""
    kinds = submission_kinds(args)
    rows = [("SQLite, serial", 1, *serial), ("PostgreSQL, serial", 1, *serial_postgresql)]
    rows += [(f"PostgreSQL, JOBS={jobs}", jobs, *parallel[jobs]) for jobs in args.jobs]
    rows += [("SQLite, 2 halves at once", 2, *halves)]
    print(f"\n{args.count} submissions of {args.assignment} ({', '.join(kinds)}), {os.cpu_count()} CPUs, "
          f"load average {load[0]:.1f} before the run and {os.getloadavg()[0]:.1f} after")
    print(f"{'gradebook':<24} {'seconds':>8} {'s/submission':>13} {'CPU s/submission':>17} {'speed-up':>9} "
          f"{'ceiling':>8}")
    runs = []
    for label, jobs, seconds, cpu in rows:
        ceiling = ceiling_speed_up(jobs, serial, (seconds, cpu)) if jobs > 1 else None
        print(f"{label:<24} {seconds:>8.1f} {seconds / args.count:>13.2f} {cpu / args.count:>17.2f} "
              f"{serial[0] / seconds:>9.2f} {f'{ceiling:.2f}' if ceiling else '':>8}")
        runs.append({"run": label, "gradebook": label.split(",")[0].lower(), "jobs": jobs, "seconds": round(seconds, 1),
                     "cpu_seconds": round(cpu, 1), "speed_up": round(serial[0] / seconds, 2),
                     "speed_up_ceiling": round(ceiling, 2) if ceiling else None})
    print("2 halves at once: two serial gradings of half the submissions each, side by side, nothing shared")
    print("ceiling: the speed-up with the run's cores (JOBS, at most the CPUs) busy from start to end at the "
          "CPU per submission measured in that run")
    RESULTS.write_text(json.dumps({
        "count": args.count, "assignment": args.assignment, "kinds": kinds, "cpus": os.cpu_count(),
        "load_average_before": round(load[0], 2), "load_average_after": round(os.getloadavg()[0], 2),
        "timeout": args.timeout, "runs": runs}, indent=1) + "\n")
    print(f"written to {RESULTS.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
