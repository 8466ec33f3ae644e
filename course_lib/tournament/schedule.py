"""The schedule: who plays whom, from which opening, and where the games run (here, or on Dask).

`make_specs` lays out a round-robin: every pair of bots plays twice per round,
once with each colour, from one opening drawn from the game's balanced openings
(`openings.balanced_openings`); `rounds` rounds. Each pair's openings and seeds
come from a generator seeded by the seed, the round and the pair's names alone,
so the same bots, game and seed give the same specs (a rerun replays the same
games), and adding or removing a bot leaves the other pairs' games unchanged.

A `Runner` maps a function (`referee.play_game`, `bots.check_bot`) over specs:

* ``workers=0``: one after the other in this process (the bots still run in their
  own processes), for a notebook or a debugger;
* ``workers=N``: on a Dask `LocalCluster` of N worker processes with one thread
  each (at most one game per core), its scheduler and workers talking TLS with a
  certificate made for this run (``Security.temporary()``), so only this process
  can submit work or run code on them;
* ``scheduler="tls://host:8786"``: on a running Dask cluster (start its workers
  with ``--nthreads 1``; README says how to make it authenticated).

On Dask it calls ``client.map(function, specs, pure=False)``: ``pure=False``
because two identical specs are two games, not one result computed once. Bot
sources travel inside the specs (a remote worker does not see the folder).
Results are gathered as they finish and released at once (a worker that dies
holds no finished game, so none is computed twice); a game whose worker died is
retried `ALLOWED_FAILURES` times, then reported as a `TaskFailure`; a run left
without any worker for `NO_WORKER_WAIT` seconds stops with `NoWorkersLeft`.
`Resume` skips the games already recorded.
"""

import collections
import itertools
import json
import logging
import random
import time

from .openings import balanced_openings
from .referee import game_spec, source_hash

ALLOWED_FAILURES = 2  # times a game's worker may die before the game is not played
NO_WORKER_WAIT = 60.0  # seconds without any worker before a run stops
POLL = 0.2  # seconds between looks at finished games and at the workers


class NoWorkersLeft(RuntimeError):
    """The Dask cluster has had no worker for `NO_WORKER_WAIT` seconds: the run stops."""


def make_specs(bots, game, rounds=1, move_time=1.0, seed=0, **options):
    """Return the specs of a round-robin of `bots` (`BotFile` objects), both colours, `rounds`
    times; `options` (sandbox, memory) go to every `game_spec`.

    Raises `ValueError` for fewer than two bots or `rounds` < 1.
    """
    if len(bots) < 2:
        raise ValueError(f"a tournament needs at least two bots that load, got {len(bots)}")
    if isinstance(rounds, bool) or not isinstance(rounds, int) or rounds < 1:
        raise ValueError(f"ROUNDS must be an integer >= 1, got {rounds!r}")
    openings = balanced_openings(game)
    bots = sorted(bots, key=lambda bot: bot.name)
    specs = []
    for round_number in range(rounds):
        for a, b in itertools.combinations(bots, 2):
            rng = random.Random(f"{seed}/{round_number}/{a.name}/{b.name}")  # this pair's alone
            opening = rng.choice(openings)
            for first, second in ((a, b), (b, a)):
                specs.append(game_spec(game, first.spec(), second.spec(), opening, move_time,
                                       rng.randrange(2 ** 31), **options))
    return specs


def game_key(first, second, opening, first_source, second_source):
    """What identifies a game in a round-robin: the bots and their sources' hashes, their
    colours, the opening (a resubmitted bot's games are played again)."""
    return first, second, json.dumps(opening), first_source, second_source


def spec_key(spec):
    return game_key(spec["first"]["name"], spec["second"]["name"], spec["opening"],
                    source_hash(spec["first"]["source"]), source_hash(spec["second"]["source"]))


def record_key(record):
    return game_key(record["first"], record["second"], record["opening"],
                    record["first_source"], record["second_source"])


class Resume:
    """The games already played (records from ``games.jsonl``): `pending(specs)` leaves them out.

    A key may repeat (the same pair, colours and opening in two rounds): each
    record stands for one spec, in order.
    """

    def __init__(self, records):
        self.done = collections.Counter(record_key(r) for r in records)

    def pending(self, specs):
        left = collections.Counter(self.done)
        todo = []
        for spec in specs:
            key = spec_key(spec)
            if left[key] > 0:
                left[key] -= 1
            else:
                todo.append(spec)
        return todo


def in_schedule_order(records, specs):
    """Return `records` sorted as their specs are, so a rerun writes the same file."""
    slots = collections.defaultdict(collections.deque)
    for position, spec in enumerate(specs):
        slots[spec_key(spec)].append(position)
    placed = []
    for record in records:
        queue = slots.get(record_key(record))
        placed.append((queue.popleft() if queue else len(specs), record))
    return [record for _, record in sorted(placed, key=lambda pair: pair[0])]


class Runner:
    """Where games run: here (``workers=0``, no scheduler) or on one Dask client, opened once
    for all the maps of a tournament; use as a context manager, then `map`.

    Raises `ValueError` for a negative `workers`; `ImportError` naming the extra when
    Dask is needed and not installed.
    """

    def __init__(self, workers=0, scheduler=None):
        if isinstance(workers, bool) or not isinstance(workers, int) or workers < 0:
            raise ValueError(f"WORKERS must be an integer >= 0, got {workers!r}")
        self.workers, self.scheduler = workers, scheduler
        self.client, self._context = None, None

    def __enter__(self):
        if self.scheduler or self.workers:
            self._context = dask_client(self.workers, self.scheduler)
            self.client = self._context.__enter__()
        return self

    def __exit__(self, *exc):
        if self._context is not None:
            self._context.__exit__(*exc)

    def map(self, function, specs, *extra):
        """Yield ``function(spec, *extra)`` for each spec, in the order they finish.

        On Dask, a task that fails (its worker died more often than `ALLOWED_FAILURES`,
        or a bug) yields a `TaskFailure` instead, and the others go on; `NoWorkersLeft`
        is raised (the tasks left cancelled) when the cluster has no worker for
        `NO_WORKER_WAIT` seconds.
        """
        if self.client is None:
            for spec in specs:
                yield function(spec, *extra)
            return
        if not specs:
            return
        from distributed import as_completed

        columns = [[value] * len(specs) for value in extra]
        futures = self.client.map(function, specs, *columns, pure=False)
        remaining = {future.key: (future, spec) for future, spec in zip(futures, specs)}
        finished = as_completed(futures)
        del futures
        watch = WorkerWatch(self.client)
        try:
            while not finished.is_empty():
                batch = finished.next_batch(block=False)
                if not batch:
                    watch.check()
                    time.sleep(POLL)
                for future in batch:
                    yield _outcome(future, remaining.pop(future.key)[1])
        finally:
            if remaining:
                self.client.cancel([future for future, _ in remaining.values()])


def _outcome(future, spec):
    """The result of a finished future, or its `TaskFailure`; the future is released, so the
    scheduler forgets it (a dead worker's finished games are not computed again)."""
    try:
        return future.result()
    except Exception as error:  # KilledWorker, or a bug: the others still count
        return TaskFailure(spec, _failure_reason(error))
    finally:
        future.release()


def _failure_reason(error):
    if type(error).__name__ == "KilledWorker":
        return (f"the worker playing it died {ALLOWED_FAILURES + 1} times "
                f"(KilledWorker); run the tournament again to retry it")
    return f"{type(error).__name__}: {error}"[:300]


class WorkerWatch:
    """Raises `NoWorkersLeft` from `check` once the cluster has had no worker for `NO_WORKER_WAIT`
    seconds (looking at most once a second)."""

    def __init__(self, client):
        self.client, self.since, self.looked = client, None, 0.0

    def check(self):
        now = time.monotonic()
        if now - self.looked < 1.0:
            return
        self.looked = now
        if self.client.nthreads():
            self.since = None
        elif self.since is None:
            self.since = now
        elif now - self.since > NO_WORKER_WAIT:
            raise NoWorkersLeft(f"no Dask worker left for {NO_WORKER_WAIT:g} s: the run stops "
                                f"(the games played so far are kept; run it again to resume)")


class TaskFailure:
    """A task that failed on Dask: its `spec` and the `error` in words. Not a game result: the
    game is not recorded, so running the tournament again retries it."""

    def __init__(self, spec, error):
        self.spec, self.error = spec, error


def run_specs(function, specs, *extra, workers=0, scheduler=None):
    """Yield ``function(spec, *extra)`` for each spec as they finish, on a `Runner` of its own."""
    with Runner(workers, scheduler) as runner:
        yield from runner.map(function, specs, *extra)


def dask_client(workers, scheduler=None):
    """A context manager giving a `distributed.Client`: of a `LocalCluster` (`workers`
    processes, 1 thread each, TLS with a certificate of its own, its logs silenced) or of
    the running cluster at `scheduler` (with the security of Dask's configuration)."""
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise ImportError("running games on Dask needs the tournament extra: "
                          "pip install 'course_lib[tournament]'") from None
    if scheduler:
        return Client(scheduler)
    import dask
    from distributed.security import Security

    security = Security.temporary()
    with dask.config.set({"distributed.scheduler.allowed-failures": ALLOWED_FAILURES}):
        cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                               dashboard_address=None, security=security, protocol="tls://",
                               silence_logs=logging.CRITICAL)
    return _closing(Client(cluster, security=security), cluster)


class _closing:
    """Close the client, then its LocalCluster."""

    def __init__(self, client, cluster):
        self.client, self.cluster = client, cluster

    def __enter__(self):
        return self.client

    def __exit__(self, *exc):
        self.client.close()
        self.cluster.close()
