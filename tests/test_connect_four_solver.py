"""ConnectFourSolver and Pons' ladder against figures computed elsewhere.

Exact scores: Pons' test sets (tests/data/connect4, his part 2); mean positions
explored: the benchmark tables of his parts 5-12; outcomes of the empty board:
Tromp's table. Node counts of our own small samples are asserted too, so a change
in any rung's search shows up here. The full test sets run in
benchmarks/bench_connect4.py.
"""

import csv
import random
from pathlib import Path

import numpy as np
import pytest

from course_lib import (
    PONS_SAMPLES,
    PONS_TEST_SETS,
    ConnectFour,
    ConnectFourSolver,
    FloatingPieceError,
    GameOverError,
    GameRunner,
    InvalidStateError,
    MinimaxSolver,
    NegamaxAlphaBetaSolver,
    PieceCountError,
    RandomSolver,
    TicTacToe,
    UnsupportedGameError,
    WrongPlayerError,
    pons_ladder,
    pons_sample,
    read_test_set,
    run_test_set,
)
from course_lib.analysis.connect_four_counts import TROMP_EMPTY_BOARD_OUTCOMES, tromp_outcome as shipped_outcome
from course_lib.games.connect_four_rules import BitLayout
from course_lib.solvers.connect_four.bitboard_search import winning_cells_function
from course_lib.solvers.connect_four.scores import centre_first, div2, win_score

DATA = Path(__file__).parent / "data" / "connect4"
PARTS = [3, 4, 5, 6, 7, 8, 9, 10, 12]


def pons_set(name, limit=None):
    return read_test_set(DATA / f"Test_{name}", limit)


# The first 40 end-game positions but the three that take part 3 (no pruning) over 20,000
# positions each: every rung solves these in a fraction of a second.
EASY_END = [p for i, p in enumerate(pons_set("L3_R1", 40)) if i not in (5, 12, 23)]


# ---------------------------------------------------------------------------
# Exact scores (Pons' test sets)
# ---------------------------------------------------------------------------
@pytest.mark.parametrize("name, sample", [
    ("L3_R1", pons_set("L3_R1", 50)),
    ("L2_R1", pons_set("L2_R1", 20)),
    ("L2_R2", [p for i, p in enumerate(pons_set("L2_R2", 20)) if i in (3, 10, 11, 12, 17, 18, 19)]),
    ("L1_R1", pons_set("L1_R1", 10)),
])
@pytest.mark.parametrize("weak", [False, True])
def test_exact_scores_on_pons_test_sets(name, sample, weak):
    result = run_test_set(ConnectFourSolver(weak=weak), sample)
    assert (result.correct, result.positions) == (len(sample), len(sample))


def test_solve_returns_pons_scores_and_signs():
    game = ConnectFour()
    moves, score = pons_set("L2_R1", 1)[0]
    state = ConnectFour.from_moves(moves)
    assert ConnectFourSolver().solve(game, state) == score
    assert ConnectFourSolver(weak=True).solve(game, state) == (score > 0) - (score < 0)


def test_every_rung_gives_the_same_scores():
    for part in PARTS:
        for weak in (False, True):
            assert run_test_set(ConnectFourSolver(weak=weak, part=part), EASY_END).all_correct
    middle = pons_set("L2_R1", 10)
    for part in (8, 9, 10, 12):
        assert run_test_set(ConnectFourSolver(part=part), middle).all_correct


# ---------------------------------------------------------------------------
# Positions explored
# ---------------------------------------------------------------------------
# Totals over EASY_END (37 positions) and the first 10 of L2_R1, computed with this code.
EXPLORED_END = {3: 27615, 4: 1704, 5: 1975, 6: 1975, 7: 1667, 8: 2791, 9: 1350, 10: 1141, 12: 1053}
EXPLORED_END_WEAK = {3: 27615, 4: 1234, 5: 1289, 6: 1289, 7: 1113, 8: 1647, 9: 847, 10: 724,
                     12: 643}
EXPLORED_MIDDLE = {8: 8623, 9: 4742, 10: 2563, 12: 2278}
EXPLORED_MIDDLE_WEAK = {8: 5531, 9: 3335, 10: 1635, 12: 1526}


@pytest.mark.parametrize("weak", [False, True])
def test_positions_explored_on_small_samples(weak):
    end = EXPLORED_END_WEAK if weak else EXPLORED_END
    middle = EXPLORED_MIDDLE_WEAK if weak else EXPLORED_MIDDLE
    for part in PARTS:
        result = run_test_set(ConnectFourSolver(weak=weak, part=part), EASY_END)
        assert round(result.mean_positions_explored * result.positions) == end[part], part
    for part in middle:
        result = run_test_set(ConnectFourSolver(weak=weak, part=part), pons_set("L2_R1", 10))
        assert round(result.mean_positions_explored * result.positions) == middle[part], part


@pytest.mark.parametrize("part", [6, 7, 8, 9, 10, 12])
def test_mean_positions_explored_on_end_easy_is_pons_figure(part):
    """All 1,000 End-Easy positions: the mean Pons published for the part, to his precision.

    Parts 6-10 match exactly; part 12 gives 51.273 against his 51.28 (his table
    has a fixed size, so it can lose entries; ours is a dict).
    """
    rung = next(r for r in pons_ladder() if r.part == part)
    result = run_test_set(rung.make_solver(), pons_set("L3_R1"))
    published = rung.pons_mean_positions("L3_R1")
    assert result.all_correct
    if part == 12:
        assert result.mean_positions_explored == pytest.approx(51.273) and published == 51.28
    else:
        digits = 2 if published < 100 else 1
        assert round(result.mean_positions_explored, digits) == published


def test_the_shipped_sample_is_pons_lines_unchanged():
    for name, sample in PONS_SAMPLES.items():
        lines = (DATA / f"Test_{name}").read_text(encoding="ascii").splitlines()
        assert [line for line, _, _ in sample] == list(range(1, 1001, 50))
        assert [f"{moves} {score}" for line, moves, score in sample] == \
            [lines[line - 1] for line, _, _ in sample]
    assert pons_sample("L2_R1")[0] == ("5554224333234511764415115", 4)
    with pytest.raises(KeyError, match="no sample of 'L2_R2'.*L3_R1 \\(End-Easy\\)"):
        pons_sample("L2_R2")


# Notebook 09's live ladder: the rungs it runs on each sample, with their totals (this code).
SAMPLE_TOTALS = {
    "L3_R1": {3: 12031, 4: 1529, 5: 1218, 6: 1218, 7: 1023, 8: 1810, 9: 938, 10: 778, 12: 719},
    "L2_R1": {7: 710023, 8: 77982, 9: 36718, 10: 8259, 12: 7607},
    "L1_R1": {10: 83165, 12: 75209},
}


@pytest.mark.parametrize("name", SAMPLE_TOTALS)
def test_the_samples_are_solved_exactly_by_the_rungs_notebook_09_runs(name):
    for part, total in SAMPLE_TOTALS[name].items():
        result = run_test_set(ConnectFourSolver(part=part), pons_sample(name))
        assert result.all_correct and sum(result.explored) == total, part


def test_solve_stats_keep_each_positions_count():
    result = run_test_set(ConnectFourSolver(part=3), EASY_END[:5])
    assert len(result.explored) == 5 and sum(result.explored) / 5 == result.mean_positions_explored
    assert result.max_positions_explored == max(result.explored)
    assert result.median_positions_explored == sorted(result.explored)[2]
    assert "explored=<5 counts>" in repr(result)
    empty = run_test_set(ConnectFourSolver(), [])
    assert (empty.median_positions_explored, empty.max_positions_explored) == (0.0, 0)


def test_a_win_at_once_explores_nothing_from_part_9():
    game = ConnectFour()
    state = ConnectFour.from_moves("121212")  # X wins in column 1
    for part, explored in ((8, 1), (12, 0)):
        solver = ConnectFourSolver(part=part)
        assert solver.solve(game, state) == 18 and solver.positions_explored == explored


# ---------------------------------------------------------------------------
# Small boards from the empty position (Tromp)
# ---------------------------------------------------------------------------
def tromp_outcome(width, height):
    with open(DATA / "board_size_outcomes.csv", encoding="utf-8") as handle:
        rows = csv.DictReader(line for line in handle if not line.startswith("#"))
        row = next(r for r in rows if (int(r["width"]), int(r["height"])) == (width, height))
    return {"+": 1, "=": 0, "-": -1}[row["outcome_tromp"]], int(row["empty_board_score_derived"])


@pytest.mark.parametrize("width, height, weak", [(4, 4, False), (5, 4, False), (4, 5, False),
                                                 (6, 4, False), (5, 5, True)])
def test_empty_small_boards_match_tromp(width, height, weak):
    game = ConnectFour(width, height)
    outcome, score = tromp_outcome(width, height)
    found = ConnectFourSolver(weak=weak).solve(game, game.initial_state())
    assert found == (outcome if weak else score)


def random_position(game, rng, stones):
    """A position of `game` after `stones` random moves, not finished (seeded `rng`)."""
    while True:
        state = game.initial_state()
        for _ in range(stones):
            if game.is_terminal(state):
                break
            state = game.make_move(state, rng.choice(game.get_valid_moves(state)),
                                   game.to_move(state))
        if not game.is_terminal(state):
            return state


@pytest.mark.parametrize("width, height, stones", [(1, 1, 0), (2, 1, 0), (3, 3, 2), (4, 4, 6),
                                                   (5, 4, 10), (4, 5, 9), (6, 3, 6), (3, 6, 6),
                                                   (5, 5, 12)])
def test_any_board_size_agrees_across_rungs_and_with_plain_alpha_beta(width, height, stones):
    """Pons' code assumes 7x6; ours must be right on every size, odd ones included."""
    game, rng = ConnectFour(width, height), random.Random(width * 10 + height)
    for _ in range(4):
        state = random_position(game, rng, stones)
        scores = {ConnectFourSolver(part=part).solve(game, state) for part in (4, 8, 12)}
        assert len(scores) == 1
        outcome = ConnectFourSolver(weak=True).solve(game, state)
        assert outcome == (min(scores) > 0) - (min(scores) < 0)
        if width * height - stones <= 14:  # small enough for the course's plain alpha-beta
            value = NegamaxAlphaBetaSolver().negamax_value(game, state, game.to_move(state))
            assert value == outcome


def test_the_shipped_outcomes_are_tromps():
    with open(DATA / "board_size_outcomes.csv", encoding="utf-8") as handle:
        rows = csv.DictReader(line for line in handle if not line.startswith("#"))
        table = {(int(r["width"]), int(r["height"])): {"+": 1, "=": 0, "-": -1}[r["outcome_tromp"]]
                 for r in rows if r["outcome_tromp"]}
    assert TROMP_EMPTY_BOARD_OUTCOMES == table
    assert (shipped_outcome(7, 6), shipped_outcome(6, 4), shipped_outcome(5, 5)) == (1, -1, 0)
    with pytest.raises(KeyError, match="no 3x3 board"):
        shipped_outcome(3, 3)


def test_six_by_four_is_a_second_player_win_with_the_last_stone():
    assert tromp_outcome(6, 4) == (-1, -1)  # the second player wins with its 12th stone


def test_scores_on_odd_boards_never_make_a_win_zero():
    assert win_score(42, 6) == 18 and win_score(42, 40) == 1  # 7x6: 22 - 4, 22 - 21
    assert win_score(25, 24) == 1 and win_score(25, 23) == 1  # 5x5: last stones of X and O


def test_centre_first_is_the_order_pons_code_computes():
    assert centre_first(7) == [3, 2, 4, 1, 5, 0, 6]
    assert centre_first(6) == [3, 2, 4, 1, 5, 0]
    assert (div2(-7), div2(7), div2(-1)) == (-3, 3, 0)


@pytest.mark.parametrize("width, height", [(7, 6), (5, 4), (4, 7), (8, 3), (3, 2)])
def test_winning_cells_agree_with_the_rules(width, height):
    layout, winning_cells = BitLayout(width, height), winning_cells_function(width, height)
    rng = random.Random(11)
    for _ in range(300):
        stones = mask = 0
        for col in range(width):
            filled = rng.randint(0, height)
            for row in range(filled):
                bit = 1 << (col * (height + 1) + row)
                mask |= bit
                if rng.random() < 0.5:
                    stones |= bit
        assert winning_cells(stones, layout.board ^ mask) == layout.winning_cells(stones, mask)


# ---------------------------------------------------------------------------
# Playing
# ---------------------------------------------------------------------------
def test_select_move_plays_a_move_of_the_best_score():
    game = ConnectFour()
    for moves, score in pons_set("L2_R1", 5) + pons_set("L3_R1", 5):
        state = ConnectFour.from_moves(moves)
        player = game.to_move(state)
        solver = ConnectFourSolver()
        move = solver.select_move(game, state, player)
        scores = solver.move_scores(game, state)
        assert max(scores.values()) == score and scores[move] == score
        child = game.make_move(state, move, player)
        if not game.is_terminal(child):
            assert -ConnectFourSolver().solve(game, child) == score


def test_select_move_prefers_the_centre_among_equal_moves():
    game = ConnectFour(4, 4)
    scores = ConnectFourSolver().move_scores(game, game.initial_state())
    assert scores == {0: 0, 1: 0, 2: 0, 3: 0}  # 4x4 is a draw whatever X plays first
    assert ConnectFourSolver().select_move(game, game.initial_state(), "X") == centre_first(4)[0]


def test_perfect_players_draw_and_never_lose_to_random_play():
    assert GameRunner(ConnectFour(5, 4)).play_game(ConnectFourSolver(), ConnectFourSolver()) == 0
    game = ConnectFour(4, 4)
    for seed in range(3):
        assert GameRunner(game).play_game(ConnectFourSolver(), RandomSolver(seed)) >= 0
        assert GameRunner(game).play_game(RandomSolver(seed), ConnectFourSolver(weak=True)) <= 0


# ---------------------------------------------------------------------------
# Bad input
# ---------------------------------------------------------------------------
def test_bad_input_raises_specific_errors():
    game, solver = ConnectFour(), ConnectFourSolver()
    with pytest.raises(UnsupportedGameError, match="solves ConnectFour games, got TicTacToe"):
        solver.solve(TicTacToe(), TicTacToe().initial_state())
    with pytest.raises(GameOverError, match="finished game"):
        solver.solve(game, ConnectFour.from_moves("1212121"))
    floating = game.initial_state()
    floating[0, 3] = "X"
    with pytest.raises(FloatingPieceError):
        solver.solve(game, floating)
    two_x = game.initial_state()
    two_x[5, 0] = two_x[5, 1] = "X"
    with pytest.raises(PieceCountError):
        solver.solve(game, two_x)
    with pytest.raises(InvalidStateError):
        solver.solve(game, np.full((6, 6), " "))
    with pytest.raises(WrongPlayerError, match="asked to move for 'O'"):
        solver.select_move(game, game.initial_state(), "O")
    with pytest.raises(GameOverError):
        solver.select_move(game, ConnectFour.from_moves("1212121"), "O")


def test_bad_parameters():
    with pytest.raises(ValueError, match="part 11"):
        ConnectFourSolver(part=11)
    with pytest.raises(ValueError, match="one of"):
        ConnectFourSolver(part=2)
    with pytest.raises(TypeError, match="weak"):
        ConnectFourSolver(weak="yes")
    assert ConnectFourSolver(weak=True, part=8).get_name() == "ConnectFourSolver(weak=True, part=8)"


# ---------------------------------------------------------------------------
# The ladder and the protocol
# ---------------------------------------------------------------------------
def test_the_ladder_lists_pons_parts_with_his_figures():
    ladder = pons_ladder()
    assert [rung.part for rung in ladder] == PARTS
    assert list(PONS_TEST_SETS) == ["L3_R1", "L2_R1", "L2_R2", "L1_R1", "L1_R2", "L1_R3"]
    last = ladder[-1]
    assert [last.pons_mean_positions(name) for name in ("L3_R1", "L2_R1", "L2_R2", "L1_R1")] == \
        [51.28, 449.6, 39_900, 3_298]
    assert last.pons_mean_positions("L3_R1", weak=True) == 29.36
    assert ladder[0].pons_mean_positions("L2_R1") is None  # part 3 could not finish it
    solver = ladder[4].make_solver(weak=True)
    assert (solver.part, solver.weak) == (7, True)
    with pytest.raises(KeyError, match="unknown test set"):
        last.pons_mean_positions("L4_R1")


def test_read_test_set_names_a_bad_line(tmp_path):
    path = tmp_path / "Test_bad"
    path.write_text("4453 0\n44x 1\n", encoding="ascii")
    assert read_test_set(path, 1) == [("4453", 0)]
    with pytest.raises(ValueError, match="line 2"):
        read_test_set(path)


def test_minimax_value_is_the_utility_for_x_as_full_minimax_finds_it():
    """On 5x4 middle games (small enough for the memoized full minimax), for either side to move."""
    game = ConnectFour(5, 4)
    exact, perfect = MinimaxSolver(), ConnectFourSolver(weak=True)
    values = []
    for seed in range(12):
        rng, state = random.Random(seed), game.initial_state()
        for _ in range(8 + seed % 2):  # X or O to move
            if not game.is_terminal(state):
                state = game.make_move(state, rng.choice(game.get_valid_moves(state)),
                                       game.to_move(state))
        player = None if game.is_terminal(state) else game.to_move(state)
        values.append(perfect.minimax_value(game, state, player))
        assert values[-1] == exact.minimax_value(game, state, player or "X"), seed
    assert set(values) == {-1, 0, 1}  # the sample has wins of both sides and draws
    with pytest.raises(WrongPlayerError):
        perfect.minimax_value(game, ConnectFour.from_moves("3", 5, 4), "X")
