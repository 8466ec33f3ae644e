"""A whole tournament: the files of OUT, a rerun (here and on a 2-worker Dask LocalCluster)
reproducing games.jsonl, resuming, ratings that order perfect > alpha-beta > random.

The tournament: tic-tac-toe, the reference bots ref_perfect, ref_alphabeta and
ref_random, 2 rounds (12 games), plus a bot file that defines no solver (rejected).
games.jsonl is compared without "seconds" and "hmac" (wall-clock times differ from run
to run, and so the lines' HMACs; everything else must be byte for byte the same).
"""

import csv
import math
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from course_lib.tournament import RECORD_FIELDS, make_game, run_tournament
from course_lib.tournament.ratings import ELO, crosstable, fit_ratings

BOTS = Path(__file__).parent / "tournament_bots"
REFERENCE = ["ref_alphabeta", "ref_perfect", "ref_random"]
REASONS = {"win", "draw", "timeout", "illegal_move", "bad_output", "exception", "crash", "memory"}


def without_seconds(path):
    """games.jsonl as lines of JSON without the "seconds" field (the only varying one)."""
    lines = []
    for line in Path(path).read_text().splitlines():
        record = json.loads(line)
        assert list(record) == [*RECORD_FIELDS, "hmac"]
        del record["seconds"], record["hmac"]
        lines.append(json.dumps(record))
    return lines


def tournament(out, workers=0, progress=None):
    bots = out.parent / f"{out.name}-bots"
    bots.mkdir(exist_ok=True)
    shutil.copy(BOTS / "no_solver.py", bots)
    return run_tournament(bots, out, game="tictactoe", rounds=2, reference=REFERENCE,
                          workers=workers, samples=100, progress=progress)


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    out = tmp_path_factory.mktemp("tournament") / "out"
    return out, tournament(out)


def read_csv(path):
    with open(path, newline="") as handle:
        return list(csv.DictReader(handle))


def test_games_jsonl_holds_every_game_with_its_fields(played):
    out, result = played
    records = [json.loads(line) for line in (out / "games.jsonl").read_text().splitlines()]
    assert len(records) == 12 == len(result.games)  # 3 pairs x 2 colours x 2 rounds
    for record in records:
        assert list(record) == [*RECORD_FIELDS, "hmac"] and len(record["hmac"]) == 64
        assert record["result"] in {"first", "second", "draw"} and record["reason"] in REASONS
        assert len(record["moves"]) == len(record["seconds"])
        assert len(record["opening"]) == 2 and all(len(move) == 2 for move in record["opening"])
    pairs = {(r["first"], r["second"]) for r in records}
    assert len(pairs) == 6  # every ordered pair: both colours


def test_a_bot_that_does_not_load_is_in_rejected_csv(played):
    out, _ = played
    assert read_csv(out / "rejected.csv") == [{"file": "no_solver.py",
                                               "reason": "defines no Solver subclass"}]


def test_ratings_order_perfect_over_alphabeta_over_random(played):
    out, _ = played
    rows = read_csv(out / "ratings.csv")
    assert list(rows[0]) == ["bot", "rating", "low", "high", "games", "wins", "draws", "losses"]
    assert [row["bot"] for row in rows] == ["ref_perfect", "ref_alphabeta", "ref_random"]
    ratings = [int(row["rating"]) for row in rows]
    assert ratings[0] > ratings[1] > ratings[2] == 1000  # ref_random is the anchor
    for row in rows:
        assert int(row["low"]) <= int(row["rating"]) <= int(row["high"])
        assert int(row["games"]) == 8 == int(row["wins"]) + int(row["draws"]) + int(row["losses"])
    perfect = rows[0]
    assert perfect["losses"] == "0"


def test_crosstable_and_plot(played):
    out, result = played
    rows = read_csv(out / "crosstable.csv")
    assert [row["bot"] for row in rows] == [row["bot"] for row in result.ratings]
    for row in rows:
        assert row[row["bot"]] == "" and row["score"].endswith("/8")
        assert all(row[other].endswith("/4") for other in REFERENCE if other != row["bot"])
    assert (out / "ratings.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_a_rerun_on_a_two_worker_local_cluster_gives_the_same_games(played, tmp_path):
    out, _ = played
    again = tmp_path / "out"
    tournament(again, workers=2)
    assert without_seconds(again / "games.jsonl") == without_seconds(out / "games.jsonl")
    assert (again / "ratings.csv").read_text() == (out / "ratings.csv").read_text()


def test_an_interrupted_run_resumes_from_games_jsonl(played, tmp_path):
    out, _ = played
    resumed = tmp_path / "out"
    resumed.mkdir()
    lines = (out / "games.jsonl").read_text().splitlines(keepends=True)
    (resumed / "games.jsonl").write_text("".join(lines[:-3]) + lines[-3][:25])  # killed mid-line
    shutil.copy(out.parent / "out.key", tmp_path / "out.key")  # the key beside OUT signed them
    new = []
    tournament(resumed, progress=new.append)
    assert len(new) == 3
    assert without_seconds(resumed / "games.jsonl") == without_seconds(out / "games.jsonl")


def test_course_lib_imports_without_the_tournament_extra():
    code = ("import sys, course_lib, course_lib.tournament; "
            "print(sorted({'distributed', 'dask', 'choix'} & set(sys.modules)))")
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert shown.stdout.strip() == "[]"


def test_the_command_line_names_a_bad_argument(tmp_path):
    ran = subprocess.run([sys.executable, "-m", "course_lib.tournament", str(tmp_path),
                          "--game", "chess", "--out", str(tmp_path / "out")],
                         capture_output=True, text=True)
    assert ran.returncode == 2
    assert "GAME must be tictactoe, connect_four or connect_four:WxH" in ran.stderr


def game(first, second, result):
    return {"first": first, "second": second, "result": result}


def test_bradley_terry_three_wins_in_four_is_191_elo():
    """P(A beats B) = 3/4 means theta_A - theta_B = ln 3: 400 log10(3) = 190.8 Elo points
    (a little less with the small L2 penalty). A win and a draw count the same as 3 of 4."""
    wins = [game("a", "b", "first")] * 3 + [game("b", "a", "first")]
    with_draw = [game("a", "b", "first"), game("a", "b", "draw")]
    for games in (wins, with_draw):
        a, b = fit_ratings(games, ["a", "b"])
        assert a - b == pytest.approx(ELO * 1.0986, abs=3)
        assert (a + b) / 2 == pytest.approx(1500)


def test_ratings_do_not_depend_on_the_order_of_the_games():
    games = [game("a", "b", "first"), game("b", "c", "draw"), game("c", "a", "second"),
             game("b", "a", "first"), game("c", "b", "first")]
    forward = fit_ratings(games, ["a", "b", "c"])
    backward = fit_ratings(games[::-1], ["a", "b", "c"])
    assert forward == pytest.approx(backward, abs=1e-6)


def test_crosstable_counts_points():
    rows = crosstable([game("a", "b", "first"), game("b", "a", "draw")], ["a", "b"])
    assert rows == [{"bot": "a", "a": "", "b": "1.5/2", "score": "1.5/2"},
                    {"bot": "b", "a": "0.5/2", "b": "", "score": "0.5/2"}]


def free_port():
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_a_running_cluster_given_by_its_scheduler_address_plays_the_games(tmp_path):
    """`dask scheduler` and one `dask worker --nthreads 1`, started here as a class would; the
    tournament reaches them through SCHEDULER, the bot sources travelling with the games."""
    from distributed import Client

    address = f"tcp://127.0.0.1:{free_port()}"
    dask = [sys.executable, "-m"]
    far_away = tmp_path / "worker"  # the worker's folder: no bot files in sight
    far_away.mkdir()
    logs = open(tmp_path / "dask.log", "w")
    scheduler = subprocess.Popen(dask + ["distributed.cli.dask_scheduler", "--host", "127.0.0.1",
                                         "--port", address.rsplit(":", 1)[1], "--no-dashboard"],
                                 stdout=logs, stderr=logs)
    worker = subprocess.Popen(dask + ["distributed.cli.dask_worker", address, "--nthreads", "1",
                                      "--no-dashboard"], stdout=logs, stderr=logs,
                              cwd=far_away)
    try:
        with Client(address, timeout=60) as client:
            client.wait_for_workers(1, timeout=60)
        bots = tmp_path / "bots"
        bots.mkdir()
        shutil.copy(BOTS / "first_free.py", bots)
        result = run_tournament(bots, tmp_path / "out", game="tictactoe", reference=["ref_random"],
                                scheduler=address, samples=10)
        assert [(g["first"], g["second"]) for g in result.games] == [
            ("first_free", "ref_random"), ("ref_random", "first_free")]
        assert all(g["reason"] in ("win", "draw") for g in result.games)
    finally:
        for process in (worker, scheduler):
            process.terminate()
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
        logs.close()


def test_the_openings_are_the_drawn_two_ply_openings():
    """Tic-tac-toe: of the 9 x 8 = 72 two-ply openings, 24 are draws with perfect play (e.g.
    X in a corner and O in the centre); X in the centre and O on an edge loses for O."""
    from course_lib.solvers import MinimaxSolver
    from course_lib.tournament.openings import balanced_openings, play_opening

    openings = balanced_openings("tictactoe")
    assert len(openings) == 24
    assert ((0, 0), (1, 1)) in openings and ((1, 1), (0, 1)) not in openings
    rules, solver = make_game("tictactoe"), MinimaxSolver()
    assert all(solver.minimax_value(rules, *play_opening(rules, o)) == 0 for o in openings)
    assert len(balanced_openings("connect_four")) == 49  # 7x6 is not solved here: all of them


def test_a_recorded_game_replays_board_by_board():
    """Notebook 13's replayed game: X (1,2), O (2,2) open; O completes the bottom row."""
    from course_lib.games.base import OccupiedCellError
    from course_lib.tournament.openings import replay

    record = {"opening": [[1, 2], [2, 2]], "moves": [[0, 0], [2, 0], [1, 1], [2, 1]]}
    rules = make_game("tictactoe")
    boards, titles = replay(rules, record)
    assert titles == ["opening", "X (0, 0)", "O (2, 0)", "X (1, 1)", "O (2, 1)"]
    assert len(boards) == 5 and list(boards[-1][2]) == ["O", "O", "O"]
    assert rules.is_terminal(boards[-1]) and not rules.is_terminal(boards[-2])
    assert replay(make_game("connect_four"), {"opening": [3, 3], "moves": [2]})[1][-1] == "X 2"
    with pytest.raises(OccupiedCellError):
        replay(rules, {"opening": [[1, 2], [2, 2]], "moves": [[2, 2]]})


def test_files_skipped_for_their_name_are_listed_in_rejected_csv(tmp_path):
    from course_lib.tournament import find_bots

    for name in ("first_free.py", "_helpers.py", "notes.txt", "ref_mine.py", "2fast.py"):
        shutil.copy(BOTS / "first_free.py", tmp_path / name)
    bots, rejected = find_bots(tmp_path)
    assert [b.name for b in bots] == ["first_free"]
    assert rejected == [
        ("2fast.py", "the file name is not a Python name (letters, digits, _)"),
        ("_helpers.py", "skipped: names starting with _ are not bots (helper files)"),
        ("notes.txt", "skipped: not a .py file"),
        ("ref_mine.py", "names starting with ref_ are kept for the reference bots")]


@pytest.fixture
def no_bwrap(monkeypatch, tmp_path):
    """A machine without bwrap: PATH holds only a folder without it."""
    from course_lib.tournament.bubblewrap import bwrap_problem

    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    bwrap_problem.cache_clear()
    yield
    bwrap_problem.cache_clear()


def test_without_bwrap_students_bots_are_refused_unless_sandbox_none(tmp_path, no_bwrap):
    from course_lib.tournament.sandbox import SandboxUnavailable

    bots = tmp_path / "bots"
    bots.mkdir()
    shutil.copy(BOTS / "first_free.py", bots)
    with pytest.raises(SandboxUnavailable) as refused:
        run_tournament(bots, tmp_path / "out", game="tictactoe", reference=["ref_random"])
    assert str(refused.value).startswith(
        "students' bots run only under bubblewrap, and bwrap is not installed (Debian/Ubuntu: "
        "apt-get install bubblewrap). SANDBOX=none runs them anyway: with SANDBOX=none a bot "
        "runs as your user and sees what you see")
    assert not (tmp_path / "out" / "games.jsonl").exists()
    result = run_tournament(bots, tmp_path / "out", game="tictactoe", reference=["ref_random"],
                            sandbox="none", samples=10)
    assert len(result.games) == 2


def test_without_bwrap_the_reference_bots_alone_still_play(tmp_path, no_bwrap):
    (tmp_path / "bots").mkdir()
    result = run_tournament(tmp_path / "bots", tmp_path / "out", game="tictactoe",
                            reference=["ref_random", "ref_alphabeta"], samples=10)
    assert len(result.games) == 2


def test_the_command_line_shows_a_progress_bar_with_its_total_and_no_tracebacks(tmp_path):
    bots = tmp_path / "bots"
    bots.mkdir()
    for name in ("first_free", "parricide"):
        shutil.copy(BOTS / f"{name}.py", bots)
    ran = subprocess.run([sys.executable, "-m", "course_lib.tournament", str(bots), "--game",
                          "tictactoe", "--reference", "no", "--workers", "1",
                          "--out", str(tmp_path / "out")], capture_output=True, text=True)
    assert ran.returncode == 0, ran.stderr
    assert "games played: 100%" in ran.stderr and "| 2/2 [" in ran.stderr
    assert "<00:00" in ran.stderr  # the estimate of the time left
    assert "Traceback" not in ran.stderr and "distributed" not in ran.stderr
    assert "2 games; ratings in" in ran.stdout


def test_a_bot_that_drew_has_a_finite_rating_without_the_penalty():
    """3 wins and a draw in 4 games: 7 comparisons of 8, odds 7:1, 400 log10(7) = 338.0 Elo
    points without the penalty; finite because of the draw."""
    from course_lib.tournament.ratings import fit_ratings

    games = [game("a", "b", "first")] * 3 + [game("a", "b", "draw")]
    a, b = fit_ratings(games, ["a", "b"], penalty=0)
    assert a - b == pytest.approx(400 * math.log10(7), abs=0.5)


def test_the_difference_interval_says_which_bot_is_above():
    from course_lib.tournament.ratings import bootstrap_fits, difference_intervals

    games = ([game("a", "b", "first")] * 18 + [game("b", "a", "first")] * 6
             + [game("b", "c", "first"), game("c", "b", "first")] * 3)
    fits = bootstrap_fits(games, ["a", "b", "c"], samples=100, seed=1)
    (ab_low, ab_high), (bc_low, bc_high) = difference_intervals(fits, ["a", "b", "c"],
                                                                [("a", "b"), ("b", "c")])
    assert 0 < ab_low < 191 < ab_high  # 18 of 24: 400 log10(3) = 191 points, above 0 at 95%
    assert bc_low < 0 < bc_high  # 3 wins each: nothing says which is stronger


def test_only_bots_cut_off_from_the_anchor_by_wins_or_losses_alone_are_unbounded():
    """a only beat ref_random (+infinity without the penalty), b drew with it, c only lost to it
    (-infinity). Once d beats a and b beats d, a is tied to the anchor: b drew with it."""
    from course_lib.tournament.ratings import unbounded

    games = [game("a", "ref_random", "first"), game("b", "ref_random", "draw"),
             game("ref_random", "c", "first")]
    assert unbounded(games, ["a", "b", "c", "ref_random"]).tolist() == [True, False, True, False]
    games += [game("d", "a", "first"), game("b", "d", "first")]
    assert unbounded(games, ["a", "b", "c", "d", "ref_random"]).tolist() == [
        False, False, True, False, False]


def test_one_draw_does_not_make_a_rating_finite():
    """a and b drew each other, c beat both and drew with ref_random: a and b lost every game
    against the rest, so without the penalty their ratings run off to minus infinity."""
    from course_lib.tournament.ratings import fit_ratings, unbounded

    games = [game("a", "b", "draw"), game("c", "a", "first"), game("c", "b", "first"),
             game("ref_random", "c", "draw")]
    bots = ["a", "b", "c", "ref_random"]
    assert unbounded(games, bots).tolist() == [True, True, False, False]
    falling = [fit_ratings(games, bots, penalty=penalty)[0] for penalty in (0.01, 0.001, 0.0001)]
    assert [round(rating) for rating in falling] == [332, -12, -362]


def test_the_plot_takes_an_interval_that_misses_the_rating():
    """With few resamples a percentile interval need not contain the fit on all games: the run
    used to end with matplotlib's "'xerr' must not contain negative values"."""
    import matplotlib.pyplot as plt

    from course_lib.views.ratings_view import draw_ratings

    ax = draw_ratings([{"bot": "a", "rating": 1200, "low": 1210, "high": 1400},
                       {"bot": "ref_random", "rating": 1000, "low": 1000, "high": 1000}])
    assert [t.get_text() for t in ax.get_yticklabels()] == ["ref_random", "a"]
    plt.close(ax.figure)
