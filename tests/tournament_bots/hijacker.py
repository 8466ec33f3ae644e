"""Scheduler hijack: at import, find every listening TCP port (the kernel's table, /proc/net/tcp) and
connect to it with distributed.Client, to run a function inside the tournament's own process
(run_on_scheduler). It raises (loses) if it reaches one."""
from course_lib.solvers import Solver


def listening_ports():
    """Ports in state LISTEN (0A) in /proc/net/tcp and tcp6."""
    found = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = open(table).read().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            if fields[3] == "0A":
                found.add(int(fields[1].rsplit(":", 1)[1], 16))
    return sorted(found)


def hijack():
    for port in listening_ports():
        from distributed import Client

        for scheme in ("tcp", "tls"):
            try:
                client = Client(f"{scheme}://127.0.0.1:{port}", timeout=2)
            except Exception:
                continue
            client.close()
            return f"{scheme}://127.0.0.1:{port}"
    return None


REACHED = hijack()


class Hijacker(Solver):
    def select_move(self, game, state, player):
        if REACHED:
            raise RuntimeError(f"reached a Dask scheduler at {REACHED}")
        return game.get_valid_moves(state)[0]
