"""A whole tournament, from a folder of bot files to the files in OUT (what `make tournament` runs).

1. read the bot files (`bots.find_bots`), add the reference bots (REFERENCE=yes);
2. build each bot once in the sandbox (`bots.check_bot`, on the workers too):
   the ones that fail go to ``rejected.csv`` with their reason;
3. lay out the round-robin (`schedule.make_specs`), leave out the games already in
   ``OUT/games.jsonl`` (an interrupted run resumes), play the rest
   (`referee.play_game`, here or on Dask), appending each game as it finishes;
4. rewrite ``games.jsonl`` in schedule order, rate all games at once
   (`ratings.rating_table`, bootstrap intervals) and write the tables and the plot.
"""

import dataclasses
import json

from .bots import check_bot, checked_bots, find_bots, reference_bots
from .openings import make_game
from .ratings import crosstable, rating_table
from .referee import play_game
from .report import GameLog, read_failures, read_games, rewrite_games, write_tables
from .schedule import Resume, Runner, TaskFailure, in_schedule_order, make_specs

DEFAULT_SEED = 2026


@dataclasses.dataclass
class TournamentResult:
    """What a tournament produced (the same as its files): the `games` records in schedule
    order, the `rejected` ``(file, reason)`` pairs, the `ratings` and `crosstable` rows; and
    `unplayed` ``(first, second, error)`` for games whose Dask task failed (not recorded: run
    the tournament again to retry them)."""

    games: list
    rejected: list
    ratings: list
    crosstable: list
    bots: list
    unplayed: list = dataclasses.field(default_factory=list)


def run_tournament(bots, out, game="connect_four", move_time=1.0, rounds=1, reference=True,
                   workers=0, scheduler=None, seed=DEFAULT_SEED, samples=200, progress=None):
    """Play a round-robin tournament of the bot files in folder `bots`; write the files in `out`.

    Parameters (the Makefile's names in capitals)
    ----------
    bots : path of a folder of ``<name>.py`` bot files (BOTS)
    out : path of the output folder, created if needed (OUT)
    game : ``"tictactoe"``, ``"connect_four"`` or ``"connect_four:WxH"`` (GAME)
    move_time : seconds of wall clock per move (MOVE_TIME)
    rounds : int >= 1, round-robins played (ROUNDS)
    reference : bool, add the reference bots (REFERENCE=yes); or a list of their names
        (e.g. ``["ref_random", "ref_perfect"]``) to add only those
    workers : 0 plays here; N > 0 on a Dask LocalCluster of N processes (WORKERS)
    scheduler : address of a running Dask scheduler, e.g. ``"tcp://host:8786"`` (SCHEDULER)
    seed : int, the openings and the bots' random generators derive from it
    samples : bootstrap resamplings for the intervals
    progress : callable(record) called after each new game, or None

    Returns a `TournamentResult`. Raises `ValueError` for a bad argument (bad game
    name, move time, rounds, fewer than two bots that load) and `NotADirectoryError`
    when `bots` is not a folder.
    """
    make_game(game)
    if isinstance(move_time, bool) or not isinstance(move_time, (int, float)) or not move_time > 0:
        raise ValueError(f"MOVE_TIME must be a positive number of seconds, got {move_time!r}")
    files, rejected = find_bots(bots)
    candidates = files + _references(game, reference)
    with Runner(workers, scheduler) as runner:
        checks = [_checked(result) for result in
                  runner.map(check_bot, [b.spec() for b in candidates], game)]
        accepted, refused = checked_bots(candidates, checks)
        rejected = sorted(rejected + refused)
        specs = make_specs(accepted, game, rounds, move_time, seed)
        records = [r for r in read_games(f"{out}/games.jsonl") if _in_tournament(r, accepted)]
        details, unplayed = read_failures(out), []
        log = GameLog(out)
        try:
            for record in runner.map(play_game, Resume(records).pending(specs)):
                if isinstance(record, TaskFailure):
                    unplayed.append(record)
                    continue
                log.add(record)
                details[(record["first"], record["second"], json.dumps(record["opening"]))] = \
                    record["detail"]
                records.append(record)
                if progress:
                    progress(record)
        finally:
            log.close()
    records = in_schedule_order(records, specs)[:len(specs)]
    rewrite_games(out, records, details)
    names = sorted(b.name for b in accepted)
    ratings = rating_table(records, names, samples=samples, seed=seed)
    table = crosstable(records, [row["bot"] for row in ratings])
    write_tables(out, rejected, ratings, table, [row["bot"] for row in ratings])
    return TournamentResult(records, rejected, ratings, table, names,
                            [(u.spec["first"]["name"], u.spec["second"]["name"], u.error)
                             for u in unplayed])


def _checked(result):
    """A `check_bot` result; a check whose task failed on Dask rejects the bot, saying so."""
    if isinstance(result, TaskFailure):
        return {"name": result.spec["name"], "rejected": f"could not be checked: {result.error}"}
    return result


def _references(game, reference):
    """The reference bots asked for: all (True), none (False), or those named in a list."""
    if reference is True or reference is False:
        return reference_bots(game) if reference else []
    available = {bot.name: bot for bot in reference_bots(game)}
    unknown = sorted(set(reference) - set(available))
    if unknown:
        raise ValueError(f"no reference bots {unknown} for {game}: choose among {sorted(available)}")
    return [available[name] for name in sorted(set(reference))]


def _in_tournament(record, bots):
    names = {b.name for b in bots}
    return record["first"] in names and record["second"] in names
