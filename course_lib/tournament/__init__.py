"""Class tournaments: students' bots as files, sandboxed, played round-robin, rated.

- `bots`: a folder of bot files (``<name>.py``, one `Solver` subclass each), checked
  once in the sandbox; the reference bots (`reference/`); two students' example bots
  (`examples/`, the folder `EXAMPLES`);
- `bot_process` and `sandbox`: each bot in a process of its own, JSON over pipes,
  timed by the wall clock, killed with all it forked after the game; `bubblewrap`: that
  process under bwrap (its own namespaces and read-only file system, no network, an
  unprivileged uid); `cgroups`: the memory cage of its whole process tree;
- `openings`: the games by name, moves as JSON, balanced openings;
- `referee`: one game and the reason it ended (`play_game`);
- `schedule`: the round-robin, resuming, and where games run (here or on Dask);
- `ratings`: Bradley-Terry on the Elo scale, bootstrap intervals, the crosstable;
- `ledger`: ``games.jsonl`` signed (HMAC, the key beside OUT) and checked on resume;
- `report` and `run`: the files of OUT, and the whole tournament (`run_tournament`);
  ``python -m course_lib.tournament`` is its command line (`make tournament`).

Imports: games, solvers and views. Dask (``distributed``) and ``choix`` are the
`tournament` extra, imported only when a tournament runs on Dask or is rated.
"""

from .bots import EXAMPLES, BotFile, check_bot, find_bots, reference_bots
from .openings import balanced_openings, make_game
from .referee import RECORD_FIELDS, game_spec, play_game
from .run import TournamentResult, run_tournament

__all__ = ["EXAMPLES", "BotFile", "RECORD_FIELDS", "TournamentResult", "balanced_openings", "check_bot",
           "find_bots", "game_spec", "make_game", "play_game", "reference_bots", "run_tournament"]
