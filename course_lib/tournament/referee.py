"""The referee: one game between two sandboxed bots, from an opening, to a result and its reason.

`play_game(spec)` is what a Dask worker runs. The spec is plain data (see
`game_spec`): the game's name, both bots' sources, the opening, the time per
move and a seed. The referee keeps the only real board; each bot gets a copy
(as JSON) with the moves played since its last turn, and its answer is checked
against ``get_valid_moves`` here. A bot that fails in any way loses the game:

=============  =========================================================
reason         what happened
=============  =========================================================
win, draw      the game ended on the board
timeout        no move within ``move_time`` seconds (wall clock), or no load in `LOAD_TIME`
illegal_move   a move that is not one of ``get_valid_moves`` (or not a move at all)
bad_output     a reply that is not one JSON object with a move, or is too long
exception      the bot raised (the detail names it)
crash          the bot's process died (``os._exit``, a signal)
memory         a `MemoryError`, or the bot passed its memory limit (`cgroups`: 2 GB, or ~512 MB a process)
=============  =========================================================

Each bot hears, through ``opponent_played``, the opening move its opponent made
and then each move its opponent plays: never its own opening move (the referee
made it for the bot; the board shows it).
"""

import hashlib
import json

from .openings import make_game, move_to_json, play_opening
from .cgroups import MEMORY_LIMIT
from .sandbox import BotFailure, BotProcess

RECORD_FIELDS = ("first", "second", "result", "reason", "moves", "seconds", "opening",
                 "first_source", "second_source")


def source_hash(source):
    """The first 16 hex digits of the SHA-256 of a bot's source: which version of it played."""
    return hashlib.sha256(source.encode("utf-8")).hexdigest()[:16]


def game_spec(game, first, second, opening, move_time, seed, sandbox="bwrap", memory=MEMORY_LIMIT):
    """The plain-data description of one game: `first` (a `BotFile.spec()` dict) plays X.

    `opening` is a sequence of JSON moves, `move_time` the seconds a move may take
    (wall clock), `seed` an int from which both bots' global generators are seeded,
    `sandbox` "bwrap" or "none" (see `sandbox`), `memory` the bytes each bot's process
    tree may use.
    """
    return {"game": game, "first": first, "second": second,
            "opening": [list(m) if isinstance(m, (list, tuple)) else m for m in opening],
            "move_time": float(move_time), "seed": int(seed), "sandbox": sandbox,
            "memory": int(memory)}


def play_game(spec):
    """Play the game `spec` (see `game_spec`); return its record.

    The record has the fields of ``games.jsonl`` (`RECORD_FIELDS`): bot names
    ``"first"`` (X) and ``"second"``, ``"result"`` (``"first"``, ``"second"``
    or ``"draw"``), ``"reason"`` (see the module), ``"moves"`` (the bots' moves
    after the opening, as JSON), ``"seconds"`` (each of those moves' wall-clock
    time), ``"opening"`` and each bot's `source_hash` (``"first_source"``,
    ``"second_source"``); plus ``"detail"``, what went wrong in words (``""``
    when nothing did), which the tournament writes to ``failures.csv``.
    """
    game = make_game(spec["game"])
    state, player = play_opening(game, spec["opening"])
    bots = {"X": spec["first"], "O": spec["second"]}
    record = {"first": bots["X"]["name"], "second": bots["O"]["name"], "result": None,
              "reason": None, "moves": [], "seconds": [], "opening": spec["opening"],
              "first_source": source_hash(bots["X"]["source"]),
              "second_source": source_hash(bots["O"]["source"]), "detail": ""}
    processes = {}
    try:
        for offset, side in enumerate(("X", "O")):
            processes[side] = BotProcess(bots[side], spec["game"], seed=2 * spec["seed"] + offset,
                                         move_time=spec["move_time"],
                                         sandbox=spec.get("sandbox", "bwrap"),
                                         memory=spec.get("memory", MEMORY_LIMIT))
        for side in ("X", "O"):
            try:
                processes[side].load()
            except BotFailure as failure:
                return _lost(record, side, failure.reason, f"while loading: {failure.detail}")
        _play(game, state, player, processes, spec, record)
        return record
    finally:
        for process in processes.values():
            process.close()


def _play(game, state, player, processes, spec, record):
    """Play from `state` until the game ends or a bot fails; fill `record` in."""
    pending = {"X": [], "O": []}  # each bot hears its opponent's opening moves, not its own
    for ply, move in enumerate(spec["opening"]):
        pending["O" if ply % 2 == 0 else "X"].append(move)
    while not game.is_terminal(state):
        board = state.tolist()
        try:
            move, seconds = processes[player].select_move(board, player, pending[player],
                                                          spec["move_time"])
        except BotFailure as failure:
            return _lost(record, player, failure.reason, failure.detail)
        if seconds > spec["move_time"]:
            return _lost(record, player, "timeout", f"answered after {seconds:.2f} s")
        legal = {json.dumps(move_to_json(m)): m for m in game.get_valid_moves(state)}
        key = json.dumps(move)
        if key not in legal:
            return _lost(record, player, "illegal_move", f"played {key[:80]} on\n{game_text(board)}")
        state = game.make_move(state, legal[key], player)
        record["moves"].append(move)
        record["seconds"].append(round(seconds, 4))
        pending[player] = []
        player = game.get_opponent(player)
        pending[player].append(move)
    utility = game.evaluate(state)
    record["result"] = "first" if utility > 0 else "second" if utility < 0 else "draw"
    record["reason"] = "draw" if utility == 0 else "win"
    return record


def game_text(board):
    """The board as text rows, for a failure's detail."""
    return "\n".join("|" + "|".join(row) + "|" for row in board)


def _lost(record, side, reason, detail):
    record["result"] = "second" if side == "X" else "first"
    record["reason"] = reason
    record["detail"] = f"{record['first' if side == 'X' else 'second']}: {detail}"
    return record


__all__ = ["RECORD_FIELDS", "game_spec", "play_game"]
