"""The sandbox: every way a bot can misbehave loses it the game with its reason, and leaves nothing.

Each misbehaving bot of tests/tournament_bots/ (see its README) plays one
tic-tac-toe game against `first_free` from the opening X(0,0) O(1,1), with the
misbehaving bot as X or O. After each game no process of the bot may be alive:
the bots' processes (and whatever they forked) are found in /proc by their
command line, `course_lib.tournament.bot_process`; zombies (killed, waiting for
init to reap them) count as gone.
"""

import functools
import json
import tempfile
from pathlib import Path

import pytest

from live_processes import live_processes
from course_lib.games import TicTacToe
from course_lib.tournament import check_bot, find_bots, game_spec, play_game
from course_lib.tournament.openings import move_from_json, play_opening

BOTS = Path(__file__).parent / "tournament_bots"
OPENING = [[0, 0], [1, 1]]
MOVE_TIME = 1.0


@functools.lru_cache(maxsize=None)
def checked_class(name):
    """The solver class `check_bot` finds in the bot file `name` (once per bot)."""
    source = (BOTS / f"{name}.py").read_text()
    checked = check_bot({"name": name, "file": f"{name}.py", "source": source, "class": None},
                        "tictactoe")
    assert "class" in checked, checked
    return checked["class"]


def bot(name):
    source = (BOTS / f"{name}.py").read_text()
    return {"name": name, "file": f"{name}.py", "source": source, "class": checked_class(name)}


def living_bot_processes(folder):
    """Pids of live processes running the bot child (forks included) in a folder under `folder`,
    from /proc (a bot's working directory is its temporary folder, made under `folder` here)."""
    return [pid for pid, command, where in live_processes()
            if b"course_lib.tournament.bot_process" in command and where.startswith(str(folder))]


@pytest.fixture
def no_process_left(tmp_path, monkeypatch):
    """Bots of this test make their folders under tmp_path; none of their processes may be
    alive after it (other tournaments running on the machine are not counted)."""
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    yield
    assert living_bot_processes(tmp_path) == [], "a bot process outlived its game"


def play(first, second):
    return play_game(game_spec("tictactoe", bot(first), bot(second), OPENING, MOVE_TIME, seed=1))


@pytest.mark.parametrize("name, reason, side", [
    ("looper", "timeout", "first"),
    ("looper", "timeout", "second"),
    ("hog", "memory", "first"),
    ("hog", "memory", "second"),
    ("forker", "timeout", "second"),
    ("exiter", "crash", "first"),
    ("exiter", "crash", "second"),
    ("scribbler", "bad_output", "first"),
    ("cheater", "illegal_move", "first"),
    ("stringer", "illegal_move", "second"),
    ("raiser", "exception", "first"),
])
def test_a_misbehaving_bot_loses_with_its_reason(name, reason, side, no_process_left):
    game = play(name, "first_free") if side == "first" else play("first_free", name)
    winner = "second" if side == "first" else "first"
    assert (game["result"], game["reason"]) == (winner, reason)
    assert game["first" if side == "first" else "second"] == name
    assert game["opening"] == OPENING
    assert game["detail"].startswith(f"{name}: ")
    assert len(game["moves"]) == len(game["seconds"]) <= 1  # first_free's move when it is X


def test_the_failure_detail_names_the_exception():
    game = play("raiser", "first_free")
    assert game["detail"] == "raiser: ZeroDivisionError: division by zero (line 6 of raiser.py)"


def test_the_timeout_is_the_wall_clock_move_time():
    game = play("first_free", "looper")
    assert game["detail"] == "looper: no reply within 1 s"


def replayed(game):
    """The final board of a recorded game, replayed by the rules (raises on an illegal move)."""
    rules = TicTacToe()
    state, player = play_opening(rules, game["opening"])
    for move in game["moves"]:
        state = rules.make_move(state, move_from_json(rules, move), player)
        player = rules.get_opponent(player)
    return rules, state


@pytest.mark.parametrize("name", ["printer", "tamperer", "forker_playing"])
def test_printing_tampering_and_forking_bots_play_out_their_game(name, no_process_left):
    """Both take the first free cell: X (0,1), O (0,2), X (1,0), O (1,2), X (2,0) wins column 0."""
    game = play(name, "first_free")
    assert (game["result"], game["reason"], game["detail"]) == ("first", "win", "")
    assert game["moves"] == [[0, 1], [0, 2], [1, 0], [1, 2], [2, 0]]
    rules, state = replayed(game)
    assert rules.is_terminal(state) and rules.evaluate(state) == 1
    assert max(game["seconds"]) < MOVE_TIME


@pytest.mark.parametrize("name, reason", [
    ("no_solver", "defines no Solver subclass"),
    ("bad_init", "constructor raised ValueError: no table file here (line 6 of bad_init.py)"),
    ("syntax_error", "does not import: SyntaxError: expected ':' (syntax_error.py, line 4)"),
    ("load_scribbler", "bad_output while loading: answered the load with {'move': 1}"),
])
def test_a_bot_that_does_not_load_is_rejected_with_its_reason(name, reason, no_process_left):
    bots, _ = find_bots(BOTS)
    spec = next(b.spec() for b in bots if b.name == name)
    assert check_bot(spec, "tictactoe") == {"name": name, "rejected": reason}


def test_a_bot_may_import_from_course_lib_itself():
    """The bot's process defers course_lib's __init__ (matplotlib) until a bot asks for it."""
    assert checked_class("top_level_import") == "TopLevelImport"
    game = play("top_level_import", "first_free")
    assert game["reason"] in ("win", "draw") and game["detail"] == ""


def test_a_bot_that_loops_while_loading_is_rejected(tmp_path, no_process_left, monkeypatch):
    from course_lib.tournament import bots as bots_module
    from course_lib.tournament.sandbox import BotFailure, BotProcess

    monkeypatch.setattr(bots_module, "LOAD_TIME", 2.0)
    source = ("from course_lib.solvers import Solver\n\nclass Slow(Solver):\n"
              "    def __init__(self):\n        while True:\n            pass\n")
    spec = {"name": "slow", "file": "slow.py", "source": source, "class": None}
    with BotProcess(spec, "tictactoe") as process, pytest.raises(BotFailure) as failure:
        process.load(seconds=2.0)
    assert failure.value.reason == "timeout"
    assert bots_module.rejection_reason(failure.value) == "took more than 2 s to load"


def test_a_bot_sees_an_empty_folder_and_none_of_the_tournaments_variables(monkeypatch):
    monkeypatch.setenv("TOURNAMENT_SECRET", "the instructor's token")
    game = play("snoop", "first_free")
    assert (game["result"], game["reason"], game["detail"]) == ("first", "win", "")


def test_the_referee_board_is_the_only_board():
    """The tamperer (O) fills its copy with O marks each move: X's board and the record are intact."""
    game = play("first_free", "tamperer")
    assert (game["result"], game["reason"]) == ("first", "win")
    assert game["moves"] == [[0, 1], [0, 2], [1, 0], [1, 2], [2, 0]]
    rules, state = replayed(game)
    assert json.dumps(state.tolist()).count('"X"') == 4


@pytest.mark.parametrize("side", ["first", "second"])
def test_a_bot_hears_only_its_opponents_moves_and_is_told_its_move_time(side):
    """From the opening X(0,0) O(1,1): X hears O's (1,1), O hears X's (0,0), never their own;
    TOURNAMENT_MOVE_TIME is 1 and TOURNAMENT_OUTPUT says prints are discarded."""
    game = play("listener", "first_free") if side == "first" else play("first_free", "listener")
    assert game["detail"] == "" and game["reason"] in ("win", "draw")
