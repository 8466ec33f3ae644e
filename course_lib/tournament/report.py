"""The tournament's files in OUT: games.jsonl, rejected.csv, failures.csv, ratings.csv,
crosstable.csv and ratings.png.

``games.jsonl`` holds one JSON object per line with the fields of
`referee.RECORD_FIELDS`, appended as games finish (so an interrupted run can
resume) and rewritten in schedule order at the end (so a rerun writes the same
file; only the "seconds" differ). ``failures.csv`` (first, second, opening,
detail) says in words why each game a bot lost by misbehaving ended as it did.
"""

import csv
import json
import os
from pathlib import Path

from ..views.ratings_view import draw_ratings
from .ratings import RATING_FIELDS
from .referee import RECORD_FIELDS


def read_games(path):
    """Return the records of a ``games.jsonl`` (none if it does not exist); a torn last line
    (the run was killed while writing it) is dropped."""
    path = Path(path)
    if not path.exists():
        return []
    records = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            records.append(json.loads(line))
        except ValueError:
            continue
    return [r for r in records if isinstance(r, dict) and set(RECORD_FIELDS) <= set(r)]


def game_line(record):
    """One line of ``games.jsonl``: the record's fields in `RECORD_FIELDS` order."""
    return json.dumps({key: record[key] for key in RECORD_FIELDS}) + "\n"


class GameLog:
    """Appends finished games to ``games.jsonl`` and their failures to ``failures.csv``."""

    def __init__(self, out):
        self.out = Path(out)
        self.out.mkdir(parents=True, exist_ok=True)
        self.games = open(self.out / "games.jsonl", "a", encoding="utf-8")

    def add(self, record):
        self.games.write(game_line(record))
        self.games.flush()
        os.fsync(self.games.fileno())

    def close(self):
        self.games.close()


FAILURE_FIELDS = ["first", "second", "opening", "detail"]


def read_failures(out):
    """``{(first, second, opening JSON): detail}`` from an earlier run's ``failures.csv``."""
    path = Path(out) / "failures.csv"
    if not path.exists():
        return {}
    with open(path, newline="", encoding="utf-8") as handle:
        return {(row["first"], row["second"], row["opening"]): row["detail"]
                for row in csv.DictReader(handle)}


def rewrite_games(out, records, details):
    """Write ``games.jsonl`` (records in the order given) and ``failures.csv`` (the `details`,
    keyed as `read_failures` returns them), each replaced at once."""
    out = Path(out)
    temporary = out / "games.jsonl.tmp"
    temporary.write_text("".join(game_line(r) for r in records), encoding="utf-8")
    os.replace(temporary, out / "games.jsonl")
    rows = []
    for record in records:
        key = (record["first"], record["second"], json.dumps(record["opening"]))
        if details.get(key):
            rows.append([*key, details[key]])
    write_csv(out / "failures.csv", FAILURE_FIELDS, rows)


def write_csv(path, header, rows):
    """Write `rows` (lists, or dicts keyed by `header`) under `header`."""
    with open(path, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(header)
        for row in rows:
            writer.writerow([row[key] for key in header] if isinstance(row, dict) else row)


def write_tables(out, rejected, ratings, crosstable, bots):
    """Write ``rejected.csv``, ``ratings.csv``, ``crosstable.csv`` and ``ratings.png``."""
    out = Path(out)
    write_csv(out / "rejected.csv", ["file", "reason"], rejected)
    write_csv(out / "ratings.csv", list(RATING_FIELDS), ratings)
    write_csv(out / "crosstable.csv", ["bot", *bots, "score"], crosstable)
    import matplotlib.pyplot as plt

    ax = draw_ratings(ratings)
    ax.figure.tight_layout()
    ax.figure.savefig(out / "ratings.png", dpi=100)
    plt.close(ax.figure)
