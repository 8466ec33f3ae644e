"""``python -m course_lib.tournament BOTS [options]``: the command `make tournament` runs.

Example::

    python -m course_lib.tournament bots/ --game connect_four:5x4 --move-time 1 \\
        --rounds 2 --workers 2 --out build/tournament
"""

import argparse
import sys

from tqdm import tqdm

from .run import DEFAULT_SEED, run_tournament
from .sandbox import SandboxUnavailable
from .schedule import NoWorkersLeft


def parse(argv):
    parser = argparse.ArgumentParser(prog="python -m course_lib.tournament",
                                     description="A round-robin tournament of bot files, sandboxed.")
    parser.add_argument("bots", help="folder of <name>.py bot files (BOTS)")
    parser.add_argument("--game", default="connect_four",
                        help="tictactoe, connect_four or connect_four:WxH (GAME)")
    parser.add_argument("--move-time", type=float, default=1.0, help="seconds per move (MOVE_TIME)")
    parser.add_argument("--rounds", type=int, default=1, help="round-robins to play (ROUNDS)")
    parser.add_argument("--reference", choices=("yes", "no"), default="yes",
                        help="add the reference bots (REFERENCE)")
    parser.add_argument("--workers", type=int, default=1,
                        help="Dask LocalCluster worker processes; 0 plays here (WORKERS)")
    parser.add_argument("--scheduler", default="",
                        help="a running Dask scheduler, e.g. tls://host:8786 (SCHEDULER)")
    parser.add_argument("--sandbox", choices=("bwrap", "none"), default="bwrap",
                        help="run bots under bubblewrap, or (none) as yourself (SANDBOX)")
    parser.add_argument("--out", default="build/tournament", help="output folder (OUT)")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    return parser.parse_args(argv)


def main(argv=None):
    args = parse(argv)
    bar = tqdm(unit="game", desc="games played")  # a total (and an estimate) once scheduled

    def progress(record):
        bar.update()
        bar.set_postfix_str(f"{record['first']} - {record['second']}: {record['result']} "
                            f"({record['reason']})", refresh=False)

    try:
        result = run_tournament(args.bots, args.out, game=args.game, move_time=args.move_time,
                                rounds=args.rounds, reference=args.reference == "yes",
                                workers=args.workers, scheduler=args.scheduler or None,
                                seed=args.seed, progress=progress, sandbox=args.sandbox,
                                planned=lambda total: bar.reset(total=total))
    except (ValueError, NotADirectoryError, ImportError, SandboxUnavailable,
            NoWorkersLeft) as error:
        bar.close()
        print(f"error: {error}", file=sys.stderr)
        return 2
    bar.close()
    for file, reason in result.rejected:
        print(f"rejected {file}: {reason}")
    for first, second, error in result.unplayed:
        print(f"not played (run again to retry): {first} - {second}: {error}")
    print(f"{len(result.games)} games; ratings in {args.out}/ratings.csv:")
    for row in result.ratings:
        print(f"  {row['bot']:<24} {row['rating']:>6} [{row['low']}, {row['high']}]  "
              f"{row['wins']}-{row['draws']}-{row['losses']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
