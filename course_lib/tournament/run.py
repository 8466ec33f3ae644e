"""A whole tournament, from a folder of bot files to the files in OUT (what `make tournament` runs).

1. read the bot files (`bots.find_bots`), add the reference bots (REFERENCE=yes);
   refuse students' bots where bubblewrap cannot run, unless ``sandbox="none"``;
2. build each bot once in the sandbox (`bots.check_bot`, on the workers too):
   the ones that fail go to ``rejected.csv`` with their reason;
3. lay out the round-robin (`schedule.make_specs`), leave out the games already in
   ``OUT/games.jsonl`` whose HMAC checks and whose bots' sources are unchanged (an
   interrupted run resumes), play the rest (`referee.play_game`, here or on Dask),
   appending each game (and its failure) as it finishes;
4. rewrite ``games.jsonl`` in schedule order, rate all games at once
   (`ratings.rating_table`, bootstrap intervals) and write the tables and the plot.
"""

import dataclasses

from .bots import check_bot, checked_bots, find_bots, reference_bots
from .cgroups import MEMORY_LIMIT
from .ledger import GameLog, failure_key, load_key, read_games
from .openings import make_game
from .ratings import crosstable, rating_table
from .referee import play_game, source_hash
from .report import read_failures, rewrite_games, write_tables
from .sandbox import SandboxUnavailable, check_sandbox
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
                   workers=0, scheduler=None, seed=DEFAULT_SEED, samples=200, progress=None,
                   sandbox="bwrap", memory=MEMORY_LIMIT, planned=None):
    """Play a round-robin tournament of the bot files in folder `bots`; write the files in `out`.

    Returns a `TournamentResult`. Raises `ValueError` for a bad argument (bad game
    name, move time, rounds, sandbox, fewer than two bots that load),
    `NotADirectoryError` when `bots` is not a folder, `sandbox.SandboxUnavailable`
    for students' bots where bwrap cannot run and `sandbox` is "bwrap", and
    `schedule.NoWorkersLeft` when a Dask run has lost all its workers (the games
    played so far are kept).

    The Makefile's names of the parameters are in capitals.

    Parameters
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
    sandbox : "bwrap" (students' bots run only under bubblewrap) or "none" (SANDBOX)
    memory : bytes each bot's whole process tree may use
    planned : callable(number of games to play) called once they are known, or None
    """
    make_game(game)
    if isinstance(move_time, bool) or not isinstance(move_time, (int, float)) or not move_time > 0:
        raise ValueError(f"MOVE_TIME must be a positive number of seconds, got {move_time!r}")
    files, rejected = find_bots(bots)
    sandbox = _sandbox_for(files, sandbox)
    candidates = files + _references(game, reference)
    key = load_key(out)
    with Runner(workers, scheduler) as runner:
        checks = [_checked(result) for result in
                  runner.map(check_bot, [b.spec() for b in candidates], game, sandbox, memory)]
        accepted, refused = checked_bots(candidates, checks)
        rejected = sorted(rejected + refused)
        specs = make_specs(accepted, game, rounds, move_time, seed, sandbox=sandbox, memory=memory)
        records = [r for r in read_games(f"{out}/games.jsonl", key) if _in_tournament(r, accepted)]
        details, unplayed = read_failures(out), []
        pending = Resume(records).pending(specs)
        if planned:
            planned(len(pending))
        log = GameLog(out, key)
        try:
            for record in runner.map(play_game, pending):
                if isinstance(record, TaskFailure):
                    unplayed.append(record)
                    log.fail(_unplayed_record(record), f"not played: {record.error}")
                    continue
                log.add(record)
                details[failure_key(record)] = record["detail"]
                records.append(record)
                if progress:
                    progress(record)
        finally:
            log.close()
    records = in_schedule_order(records, specs)[:len(specs)]
    rewrite_games(out, records, details, key,
                  [(_unplayed_record(u), u.error) for u in unplayed])
    names = sorted(b.name for b in accepted)
    ratings = rating_table(records, names, samples=samples, seed=seed)
    table = crosstable(records, [row["bot"] for row in ratings])
    write_tables(out, rejected, ratings, table, [row["bot"] for row in ratings])
    return TournamentResult(records, rejected, ratings, table, names,
                            [(u.spec["first"]["name"], u.spec["second"]["name"], u.error)
                             for u in unplayed])


def _sandbox_for(files, sandbox):
    """The sandbox the games run in: "bwrap", or "none" when asked, or when bwrap cannot run
    and only the reference bots (the course's own code) play. `SandboxUnavailable` when
    students' bots would run without it."""
    try:
        check_sandbox(sandbox)
    except SandboxUnavailable:
        if files:
            raise
        return "none"
    return sandbox


def _unplayed_record(failure):
    """The first, second and opening of a game that was not played (a `TaskFailure`)."""
    spec = failure.spec
    return {"first": spec["first"]["name"], "second": spec["second"]["name"],
            "opening": spec["opening"]}


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
    """A record of bots still in the tournament, with the sources they have now (a resubmitted
    bot's games are played again)."""
    sources = {b.name: source_hash(b.source) for b in bots}
    return (sources.get(record["first"]) == record["first_source"]
            and sources.get(record["second"]) == record["second_source"])
