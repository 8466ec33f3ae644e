"""Where games run on Dask: a LocalCluster only the referee can reach (TLS), and a run that loses
all its workers stops with a message instead of hanging."""

import gc

import pytest

from course_lib.tournament import schedule
from course_lib.tournament.schedule import NoWorkersLeft, Runner

pytest.importorskip("distributed")


def test_the_local_cluster_speaks_tls_and_refuses_a_client_without_its_certificate():
    from distributed import Client

    with Runner(workers=1) as runner:
        address = runner.client.scheduler.address
        assert address.startswith("tls://127.0.0.1:")
        assert list(runner.map(abs, [-3])) == [3]
        with pytest.raises((OSError, TypeError, ValueError)):
            Client(address, timeout=3)  # what a bot that found the port would do
        # The refused client is closed by its __del__ when the garbage collector gets to it: let
        # that happen now. Collected inside the next Client's start, its close waits on the loop
        # that start holds, and the test hung for good (seen once in a CI run, distributed 2026.8).
        gc.collect()
        with pytest.raises((OSError, TimeoutError)):
            Client(address.replace("tls://", "tcp://"), timeout=3)
        gc.collect()


def test_a_run_without_any_worker_left_stops_with_a_message(monkeypatch):
    monkeypatch.setattr(schedule, "NO_WORKER_WAIT", 2.0)
    with Runner(workers=1) as runner:
        runner.client.retire_workers()
        runner.client.cluster.scale(0)
        with pytest.raises(NoWorkersLeft, match="no Dask worker left for 2 s: the run stops"):
            list(runner.map(abs, [-1, -2]))


def test_a_task_whose_worker_dies_is_retried_then_reported_and_the_others_finish():
    """`os._exit(3)` kills the worker running it, every time: after ALLOWED_FAILURES retries on
    restarted workers it comes back as a TaskFailure saying so; the other task's result comes
    back too, and the run does not hang."""
    import os

    with Runner(workers=1) as runner:
        outcomes = list(runner.map(os._exit, [3]))
        assert [type(o).__name__ for o in outcomes] == ["TaskFailure"]
        assert outcomes[0].spec == 3
        assert outcomes[0].error.startswith(
            f"the worker playing it died {schedule.ALLOWED_FAILURES + 1} times (KilledWorker)")
        assert list(runner.map(abs, [-5])) == [5]
