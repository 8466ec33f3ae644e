"""The tournament's files in OUT: games.jsonl, rejected.csv, failures.csv, ratings.csv,
crosstable.csv and ratings.png.

``games.jsonl`` holds one JSON object per line with the fields of
`referee.RECORD_FIELDS` and an HMAC (see `ledger`), appended as games finish (so
an interrupted run can resume) and rewritten in schedule order at the end (so a
rerun writes the same file; only the "seconds" and the HMACs of their lines
differ). ``failures.csv`` (first, second, opening, detail) says in words why each
game a bot lost by misbehaving ended as it did, and why a game was not played.
"""

import csv
import os
from pathlib import Path

from ..views.ratings_view import draw_ratings
from .ledger import FAILURE_FIELDS, failure_key, game_line
from .ratings import RATING_FIELDS


def read_failures(out):
    """``{(first, second, opening JSON): detail}`` from an earlier run's ``failures.csv``."""
    path = Path(out) / "failures.csv"
    if not path.exists():
        return {}
    with open(path, newline="", encoding="utf-8") as handle:
        return {(row["first"], row["second"], row["opening"]): row["detail"]
                for row in csv.DictReader(handle)}


def rewrite_games(out, records, details, key, unplayed=()):
    """Write ``games.jsonl`` (records in the order given, signed with `key`) and ``failures.csv``
    (the `details`, keyed as `read_failures` returns them, then the `unplayed` ``(record,
    reason)`` pairs), each replaced at once."""
    out = Path(out)
    temporary = out / "games.jsonl.tmp"
    temporary.write_text("".join(game_line(r, key) for r in records), encoding="utf-8")
    os.replace(temporary, out / "games.jsonl")
    rows = [[*failure_key(r), details[failure_key(r)]] for r in records if details.get(failure_key(r))]
    rows += [[*failure_key(r), f"not played: {reason}"] for r, reason in unplayed]
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
