"""What `grading` prints at the end of a run, and ``not_graded.csv``: nothing graded goes unsaid.

The summary names, per assignment, the submissions graded now and their mean; every
student with a grading note (the note itself); every file of SUBMISSIONS not graded
and why; and where to read more (``exercises.csv``, the feedback, ``not_graded.csv``).
"""

import csv
from pathlib import Path

NOT_GRADED = "not_graded.csv"  # in the grades folder: path, student, reason


def _is_work(skipped):
    """True when a skipped entry is a student's notebook (or an assignment folder) left ungraded."""
    path = Path(skipped.path)
    if ".ipynb_checkpoints" in path.parts:
        return False
    return path.suffix == ".ipynb" or path.is_dir()


def write_not_graded(grades, failed, skipped, submissions):
    """Write ``not_graded.csv``; return ``{label: reason}`` for the students' work not graded."""
    grades.mkdir(parents=True, exist_ok=True)
    rows = [(f"{student}/{assignment}", student, f"grading failed: {problem}")
            for (student, assignment), problem in sorted(failed.items())]
    rows += [(str(Path(entry.path).relative_to(submissions)), entry.student or "", entry.reason) for entry in skipped]
    with open(grades / NOT_GRADED, "w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["path", "student", "reason"])
        writer.writerows(rows)
    work = {f"{s}/{a}": problem for (s, a), problem in failed.items()}
    work.update({str(Path(e.path).relative_to(submissions)): e.reason for e in skipped if _is_work(e)})
    return work


def summary(grades, course, found, notes, not_graded, seconds):
    """The lines printed at the end of a run (see the module docstring)."""
    rows = list(csv.DictReader(open(grades / "grades.csv", newline="")))
    graded_now = {(s.student, s.assignment) for s in found}
    lines = []
    for assignment in sorted({a for _, a in graded_now}):
        scores = [float(r["score"]) for r in rows if r["assignment"] == assignment
                  and (r["student_id"], assignment) in graded_now and r["score"] != ""]
        maximum = next((r["max_score"] for r in rows if r["assignment"] == assignment), "?")
        lines.append(f"{assignment}: {len(scores)} submission(s) graded, mean "
                     f"{sum(scores) / max(len(scores), 1):.2f} / {float(maximum):g}")
    noted = {key: lines_ for key, lines_ in sorted(notes.items()) if lines_}
    lines.append(f"{len(graded_now)} submission(s) graded in {seconds:.1f} s "
                 f"({seconds / max(len(graded_now), 1):.1f} s each); {len(noted)} with a grading note; "
                 f"{len(not_graded)} not graded")
    for (student, assignment), texts in noted.items():
        lines.append(f"  note {student}/{assignment}: " + " / ".join(texts))
    for label, reason in sorted(not_graded.items()):
        lines.append(f"  NOT GRADED {label}: {reason}")
    lines.append(f"Why each point was lost: {grades / 'exercises.csv'} and each student's "
                 f"{course / 'feedback'}/<student>/<assignment>/; every file not graded: {grades / NOT_GRADED}")
    return lines
