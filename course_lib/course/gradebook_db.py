"""`make gradebook-db`: a local PostgreSQL server for nbgrader's gradebook, in ``build/pgdata``.

nbgrader's default gradebook is an SQLite file, which takes one writer at a time;
``make grade JOBS=N`` runs N autograders at once and needs a server. This starts
one from the system's PostgreSQL binaries (``initdb``, ``pg_ctl``, ``postgres``
on PATH; Debian/Ubuntu: ``apt-get install postgresql`` and add
``/usr/lib/postgresql/<version>/bin`` to PATH; macOS: ``brew install postgresql``):

* the cluster is created once in `DATA` (``initdb``), listening on localhost only,
  port `PORT`, with ``trust`` authentication for the database user ``nbgrader``
  (a local, single-machine gradebook: no password to keep);
* PostgreSQL refuses to run as root, so as root the server runs as the
  unprivileged system user ``postgres`` (else ``nobody``) through ``runuser``,
  owning ``build/pgdata``;
* the database ``gradebook`` is created; `URL` is what ``GRADEBOOK_URL`` must be set to.

``python -m course_lib.course.gradebook_db start|stop|url``.
"""

import argparse
import os
import pwd
import shutil
import subprocess
import sys
from pathlib import Path

DATA = Path(os.environ.get("GRADEBOOK_PGDATA", "build/pgdata"))
PORT = int(os.environ.get("GRADEBOOK_PGPORT", "54329"))
USER, DATABASE = "nbgrader", "gradebook"
URL = f"postgresql+psycopg2://{USER}@localhost:{PORT}/{DATABASE}"


def _runner():
    """The command prefix that runs PostgreSQL's tools as an unprivileged user when we are root."""
    if os.geteuid() != 0:
        return [], None
    for name in ("postgres", "nobody"):
        try:
            return ["runuser", "-u", name, "--"], pwd.getpwnam(name)
        except KeyError:
            continue
    raise RuntimeError("PostgreSQL refuses to run as root and there is no 'postgres' or 'nobody' "
                       "user to run it as: create one (useradd --system postgres)")


def _binary(name):
    path = shutil.which(name)
    if path is None:
        raise FileNotFoundError(f"{name} is not on PATH: install PostgreSQL's server binaries "
                                "(see `python -m course_lib.course.gradebook_db --help`)")
    return path


def start(data=DATA, port=PORT):
    """Create the cluster in `data` if needed, start the server, create the database; return `URL`."""
    prefix, user = _runner()
    data = Path(data).resolve()
    if not (data / "PG_VERSION").exists():
        data.mkdir(parents=True, exist_ok=True)
        if user is not None:
            os.chown(data, user.pw_uid, user.pw_gid)
        done = subprocess.run(prefix + [_binary("initdb"), "-D", str(data), "-U", USER, "--auth=trust",
                                        "-E", "UTF8"], capture_output=True, text=True)
        if done.returncode:
            raise RuntimeError(f"initdb {data} failed{' as ' + user.pw_name if user else ''} (every folder "
                               f"above it must be readable by that user):\n{done.stderr.strip()}")
    status = subprocess.run(prefix + [_binary("pg_ctl"), "-D", str(data), "status"], capture_output=True)
    if status.returncode != 0:
        options = f"-p {port} -c listen_addresses=localhost -c unix_socket_directories='' -c max_connections=200"
        subprocess.run(prefix + [_binary("pg_ctl"), "-D", str(data), "-o", options, "-l",
                                 str(data / "server.log"), "-w", "start"], check=True)
    _create_database(port)
    return f"postgresql+psycopg2://{USER}@localhost:{port}/{DATABASE}"


def _create_database(port):
    import psycopg2  # the `grading` extra

    connection = psycopg2.connect(host="localhost", port=port, user=USER, dbname="postgres")
    connection.autocommit = True
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1 FROM pg_database WHERE datname = %s", (DATABASE,))
        if cursor.fetchone() is None:
            cursor.execute(f"CREATE DATABASE {DATABASE}")
    connection.close()


def check_gradebook(db_url, jobs=1):
    """Raise `GradingError` (one line: what to do) unless the gradebook `db_url` can take `jobs` writers.

    None is SQLite in the course root (one writer); a PostgreSQL URL must answer.
    """
    from .nbgrader_commands import GradingError

    if not db_url or db_url.startswith("sqlite"):
        if jobs > 1:
            raise GradingError(f"JOBS={jobs} needs the PostgreSQL gradebook (SQLite takes one writer): run "
                               "`make gradebook-db` first, or grade with JOBS=1")
        return
    if not db_url.startswith("postgresql"):
        raise GradingError(f"GRADEBOOK_URL={db_url!r} is neither sqlite:/// nor postgresql://: unset it for "
                           "SQLite, or run `make gradebook-db` for PostgreSQL")
    import psycopg2  # the `grading` extra
    from sqlalchemy.engine import make_url

    url = make_url(db_url)
    try:
        psycopg2.connect(host=url.host, port=url.port, user=url.username, dbname=url.database,
                         connect_timeout=5).close()
    except psycopg2.OperationalError as error:
        first = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        raise GradingError(f"the PostgreSQL gradebook at {url.host}:{url.port} does not answer ({first}): "
                           "run `make gradebook-db` first, or grade with JOBS=1 (SQLite)") from None


def stop(data=DATA):
    """Stop the server whose cluster is `data` (nothing to do when it is not running)."""
    prefix, _ = _runner()
    data = Path(data).resolve()
    if (data / "postmaster.pid").exists():
        subprocess.run(prefix + [_binary("pg_ctl"), "-D", str(data), "-m", "fast", "-w", "stop"], check=True)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("command", choices=["start", "stop", "url"])
    parser.add_argument("--data", default=str(DATA), help=f"cluster folder ({DATA})")
    parser.add_argument("--port", type=int, default=PORT, help=f"TCP port on localhost ({PORT})")
    args = parser.parse_args(argv)
    if args.command == "start":
        print(start(args.data, args.port))
    elif args.command == "stop":
        stop(args.data)
    else:
        print(f"postgresql+psycopg2://{USER}@localhost:{args.port}/{DATABASE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
