"""Where games run on Dask: a LocalCluster only the referee can reach (TLS), and a run that loses
all its workers stops with a message instead of hanging."""

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
        with pytest.raises((OSError, TimeoutError)):
            Client(address.replace("tls://", "tcp://"), timeout=3)


def test_a_run_without_any_worker_left_stops_with_a_message(monkeypatch):
    monkeypatch.setattr(schedule, "NO_WORKER_WAIT", 2.0)
    with Runner(workers=1) as runner:
        runner.client.retire_workers()
        runner.client.cluster.scale(0)
        with pytest.raises(NoWorkersLeft, match="no Dask worker left for 2 s: the run stops"):
            list(runner.map(abs, [-1, -2]))
