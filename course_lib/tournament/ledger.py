"""``games.jsonl`` as only the referee writes it: every record signed, checked when a run resumes.

Each line of ``games.jsonl`` is a record (`referee.RECORD_FIELDS`) plus
``"hmac"``: the HMAC-SHA256 of the record's fields under a key of 32 random bytes
kept beside OUT (``<OUT>.key``, mode 0600, made on the first run). Bots never see
the key, OUT, or the bots folder (the sandbox does not mount them); a record
forged or edited by anyone without the key, or written under another key, fails
the check: `read_games` drops it with a `ForgedRecordWarning`, and the game is
played again. ``failures.csv`` (first, second, opening, detail) is appended as
games finish, so an interrupted run keeps it too.

Source: RFC 2104 (HMAC); Python's `hmac` and `secrets`.
"""

import csv
import hmac
import json
import os
import secrets
import warnings
from pathlib import Path

from .referee import RECORD_FIELDS

FAILURE_FIELDS = ["first", "second", "opening", "detail"]


class ForgedRecordWarning(UserWarning):
    """Records of ``games.jsonl`` whose HMAC does not match: dropped, their games replayed."""


def key_path(out):
    """``<OUT>.key``: the signing key's file, beside the output folder (not in it)."""
    out = Path(out).resolve()
    return out.with_name(out.name + ".key")


def load_key(out):
    """The signing key of the tournament in `out`: read from `key_path`, or made and saved (0600)."""
    path = key_path(out)
    if path.exists():
        return bytes.fromhex(path.read_text(encoding="ascii").strip())
    path.parent.mkdir(parents=True, exist_ok=True)
    key = secrets.token_bytes(32)
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "w", encoding="ascii") as handle:
        handle.write(key.hex() + "\n")
    return key


def signature(record, key):
    """The HMAC-SHA256 (hex) of the record's `RECORD_FIELDS`, in that order."""
    fields = json.dumps([record[name] for name in RECORD_FIELDS], separators=(",", ":"))
    return hmac.new(key, fields.encode("utf-8"), "sha256").hexdigest()


def game_line(record, key):
    """One line of ``games.jsonl``: the record's fields in `RECORD_FIELDS` order and its HMAC."""
    fields = {name: record[name] for name in RECORD_FIELDS}
    return json.dumps({**fields, "hmac": signature(fields, key)}) + "\n"


def read_games(path, key):
    """The signed records of a ``games.jsonl`` (none if it does not exist), without "hmac".

    A torn last line (the run was killed while writing it) is dropped silently; a
    record whose HMAC does not match is dropped with a `ForgedRecordWarning`.
    """
    path = Path(path)
    if not path.exists():
        return []
    records, forged = [], 0
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            record = json.loads(line)
        except ValueError:
            continue
        if not (isinstance(record, dict) and set(RECORD_FIELDS) <= set(record)):
            forged += 1
            continue
        if not hmac.compare_digest(str(record.get("hmac", "")), signature(record, key)):
            forged += 1
            continue
        records.append({name: record[name] for name in RECORD_FIELDS})
    if forged:
        warnings.warn(f"{forged} record(s) of {path} failed the HMAC check (forged, edited, or "
                      f"signed with another key than {key_path(path.parent)}): dropped, their "
                      f"games are played again", ForgedRecordWarning, stacklevel=2)
    return records


def failure_key(record):
    return record["first"], record["second"], json.dumps(record["opening"])


class GameLog:
    """Appends each finished game to ``games.jsonl`` (signed) and its failure, if any, to
    ``failures.csv``, flushed to disk at once."""

    def __init__(self, out, key):
        self.out, self.key = Path(out), key
        self.out.mkdir(parents=True, exist_ok=True)
        self.games = open(self.out / "games.jsonl", "a", encoding="utf-8")
        fresh = not (self.out / "failures.csv").exists()
        self.failures = open(self.out / "failures.csv", "a", newline="", encoding="utf-8")
        self.writer = csv.writer(self.failures)
        if fresh:
            self.writer.writerow(FAILURE_FIELDS)

    def add(self, record):
        self.games.write(game_line(record, self.key))
        self._flush(self.games)
        if record.get("detail"):
            self.fail(record, record["detail"])

    def fail(self, record, detail):
        """Append one row to ``failures.csv``: `record` needs first, second, opening."""
        self.writer.writerow([*failure_key(record), detail])
        self._flush(self.failures)

    @staticmethod
    def _flush(handle):
        handle.flush()
        os.fsync(handle.fileno())

    def close(self):
        self.games.close()
        self.failures.close()
