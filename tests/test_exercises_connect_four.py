"""The checkers of notebook 09's exercises: right answers pass, typical mistakes get their hint."""

import numpy as np

from course_lib import ConnectFour, connect_four_evaluation
from course_lib.exercises.connect_four import (check_evaluation,
                                               check_last_move_wins, check_mirror_moves)
from course_lib.exercises.connect_four_cases import (DIRECTIONS, THREAT_ROW_PAIRS, WIN_CASES,
                                                     read_threat_pairs)

from exercise_answers import open_windows


def _raise():
    raise NotImplementedError


# ----------------------------------------------------------------------
# Exercise 1: the evaluation function
# ----------------------------------------------------------------------
def row_weighted(threat=(24, 6), windows=(1, 3)):
    """Open windows as the library counts them (one and two pieces worth `windows`), but a
    three scores by the row of its empty cell, `threat` = (on the row its owner can claim,
    on the other): X profits from threats on odd rows from the bottom, O on even ones (Allis
    1988)."""
    def evaluate(game, state):
        cells, (height, width) = state.ravel().tolist(), state.shape
        score = 0
        for window in game.lines:
            pieces = [cells[k] for k in window]
            if "X" in pieces and "O" in pieces:
                continue
            sign, count = (1, pieces.count("X")) if "O" not in pieces else (-1, pieces.count("O"))
            if count == 3:
                row = next(k for k in window if cells[k] == " ") // width
                score += sign * threat[0 if ((height - row) % 2 == 1) == (sign == 1) else 1]
            elif count in (1, 2):
                score += sign * windows[count - 1]
        return score / (max(threat) * len(game.lines) + 1)
    return evaluate


threat_rows = row_weighted()


PASSED_MESSAGE = (  # the same at every check: the fresh openings' record is not shown
    "ranks 24 of 24 pairs of threats by their rows; not clearly worse than "
    "connect_four_evaluation: at least 35% of the points in 60 games of depth-2 alpha-beta "
    "from fresh random openings")


def test_threats_by_row_pass(capsys):
    for seed in (0, 1):
        result = check_evaluation(threat_rows, seed=seed)
        assert result.passed, result.message
        assert result.message == PASSED_MESSAGE
    assert capsys.readouterr().out.startswith("[PASSED] A Connect Four evaluation function")


def test_the_threat_row_pairs_have_equal_windows_and_threats_on_other_rows():
    game = ConnectFour()
    for player, better, worse in THREAT_ROW_PAIRS:
        boards = [ConnectFour.from_moves(moves) for moves in (better, worse)]
        assert len(better) == len(worse) and not any(map(game.is_terminal, boards))
        assert connect_four_evaluation(game, boards[0]) == connect_four_evaluation(game, boards[1])
        sign = 1 if player == "X" else -1
        assert sign * (threat_rows(game, boards[0]) - threat_rows(game, boards[1])) > 0


def test_the_search_script_finds_the_stored_pairs():
    """The pool is what tools/find_threat_pairs.py finds: its first 3,000 games (no player's
    quota of 100 reached) give the first pairs of each player, in order."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "tools" / "find_threat_pairs.py"
    spec = importlib.util.spec_from_file_location("find_threat_pairs", path)
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    found = script.find_pairs(3_000, 0)
    assert [len(found[player]) for player in "XO"] == [12, 6]
    for player in "XO":
        pool = [(better, worse) for who, better, worse in THREAT_ROW_PAIRS if who == player]
        assert len(pool) == 100 and found[player] == pool[:len(found[player])]


def test_the_instructors_hidden_pool_is_found_with_seed_1():
    """The hidden cases' pool (instructor/, not in the wheel) is the script's with seed 1."""
    import importlib.util
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    spec = importlib.util.spec_from_file_location("find_threat_pairs", root / "tools" / "find_threat_pairs.py")
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    found = script.find_pairs(3_000, 1)
    hidden = read_threat_pairs(root / "instructor" / "threat_row_pairs_hidden.txt")
    for player in "XO":
        pool = [(better, worse) for who, better, worse in hidden if who == player]
        assert len(pool) == 100 and found[player] and found[player] == pool[:len(found[player])]


def test_the_library_evaluation_is_refused_and_reweighted_windows_tie_on_the_pairs(capsys):
    refused = check_evaluation(connect_four_evaluation)
    assert not refused.passed and "library's `connect_four_evaluation`" in refused.message
    wrapped = check_evaluation(lambda game, state: connect_four_evaluation(game, state))
    assert wrapped.message == ("your evaluation calls the library's `connect_four_evaluation`; "
                               "write it yourself")
    for weights in ((0, 1, 4, 16, 16), (0, 3, 5, 6, 6), (0, 1, 3, 9, 9), (0, 2, 6, 12, 12)):
        verdict = check_evaluation(open_windows(weights), seed=0)
        assert not verdict.passed
        assert verdict.message.startswith(
            "of 24 pairs of positions you give both boards the same value in 24 and rank 0 the "
            "wrong way round (22 right are needed)"), verdict.message
        assert "differ only in the row of the empty cell" in verdict.message


def test_a_table_of_the_stored_pairs_fails(capsys):
    """The pairs as stored, learnt by heart over windows counted by hand: some are mirrored."""
    table = {}
    for player, better, worse in THREAT_ROW_PAIRS:
        sign = 0.5 if player == "X" else -0.5
        table[ConnectFour.from_moves(better).tobytes()] = sign
        table[ConnectFour.from_moves(worse).tobytes()] = -sign

    def by_heart(game, state):
        return table.get(state.tobytes(), open_windows()(game, state))

    for seed in (0, 1, 2):
        verdict = check_evaluation(by_heart, seed=seed)
        assert not verdict.passed and "you give both boards the same value" in verdict.message


def _boards_in(message):
    """The two boards a threat-row failure message shows side by side, as arrays."""
    rows = [line for line in message.splitlines() if line.startswith("|")]
    return tuple(np.array([[row[start + 1 + 2 * c] for c in range(7)] for row in rows])
                 for start in (0, 19))


def test_a_table_learnt_from_twenty_failure_messages_fails(capsys):
    """The attack on a fixed set of pairs: windows counted by hand, a mirror-invariant hash as
    tie-break (half the unknown pairs the right way round), and a bonus for each board a
    message showed, keyed by the canonical form (the smaller of the board and its mirror).
    The pairs are drawn afresh from the pool at each check, so 20 messages are not enough."""
    import hashlib

    bonus = {}

    def canonical(state):
        return min("".join(state.ravel()), "".join(state[:, ::-1].ravel()))

    def learnt(game, state):
        key = canonical(state)
        tie_break = int(hashlib.md5(key.encode()).hexdigest()[:8], 16) / 2**32 - 0.5
        return 0.9 * open_windows()(game, state) + 1e-7 * tie_break + bonus.get(key, 0.0)

    for seed in range(20):
        verdict = check_evaluation(learnt, seed=seed)
        assert not verdict.passed and "the better one for" in verdict.message, verdict.message
        player = verdict.message.split("the better one for ")[1][0]
        better, worse = _boards_in(verdict.message)
        bonus[canonical(better)] = 1e-3 if player == "X" else -1e-3
        bonus[canonical(worse)] = -bonus[canonical(better)]
    assert len(bonus) == 40  # 20 different pairs learnt
    verdict = check_evaluation(learnt, seed=20)
    assert not verdict.passed and "right are needed" in verdict.message


def test_finished_boards_are_not_shown(capsys):
    """The exercise asks for unfinished positions: +1 / -1 on a four is not held against it."""
    def true_utility_when_finished(game, state):
        return float(game.evaluate(state)) or threat_rows(game, state)

    assert check_evaluation(true_utility_when_finished, seed=0).message == PASSED_MESSAGE


def test_missed_windows_are_named_before_the_point_of_view(capsys):
    def first_40_windows(game, state):
        lines = game.lines
        return threat_rows(type("Cut", (), {"lines": lines[:40]})(), state)

    verdict = check_evaluation(first_40_windows, seed=0)
    assert verdict.message.startswith("a board and its mirror image get different values")
    assert "69 windows" in verdict.message and "utility for X" not in verdict.message


def test_a_tempo_term_from_game_to_move_is_fine(capsys):
    """The point-of-view check uses legal boards only: `game.to_move` works on each."""
    def with_tempo(game, state):
        return 0.99 * threat_rows(game, state) + (0.0001 if game.to_move(state) == "X" else -0.0001)

    assert check_evaluation(with_tempo, seed=0).message == PASSED_MESSAGE


rows_but_windows_backwards = row_weighted((200, 100), (-1, -4))  # fewer windows "better"


def test_an_evaluation_that_knows_the_rows_but_plays_worse_fails_the_match(capsys):
    verdict = check_evaluation(rows_but_windows_backwards, seed=0)
    assert not verdict.passed
    assert verdict.message.startswith("your evaluation ranks the threats by their rows, but "
                                      "depth-2 alpha-beta with it"), verdict.message
    assert "in 60 games; score at least 21 points" in verdict.message


def test_evaluation_mistakes_are_named(capsys):
    assert "strictly between -1 and +1" in check_evaluation(
        lambda game, state: 1105 * open_windows()(game, state)).message
    assert "the utility for X" in check_evaluation(
        lambda game, state: -open_windows()(game, state)).message
    assert "cannot tell a good position" in check_evaluation(lambda game, state: 0.0).message
    assert "expected a number" in check_evaluation(lambda game, state: None).message
    assert "expected a number" in check_evaluation(lambda game, state: True).message

    def scribbles(game, state):
        state[0, 0] = "X"
        return 0.0

    assert "changed the board" in check_evaluation(scribbles).message
    assert "raised ZeroDivisionError" in check_evaluation(lambda game, state: 1 / 0).message
    assert check_evaluation(lambda game, state: _raise()).status == "not implemented"


# ----------------------------------------------------------------------
# Exercise 2: the moves worth searching up to the mirror
# ----------------------------------------------------------------------
def by_children(game, state):
    """Right columns, found by generating the children: what the exercise must not do."""
    kept, keys = [], set()
    for column in game.get_valid_moves(state):
        child = game.make_move(state, column, game.to_move(state))
        key = min(child.tobytes(), child[:, ::-1].tobytes())
        if key not in keys:
            keys.add(key)
            kept.append(column)
    return kept


def by_the_board(game, state):
    """A right answer the other way: a board equal to its mirror keeps the left half."""
    symmetric = all(state[r, c] == state[r, -1 - c] for r in range(state.shape[0])
                    for c in range(state.shape[1]))
    return [c for c in game.get_valid_moves(state) if not symmetric or c <= game.width - 1 - c]


def test_mirror_moves(capsys):
    assert "without building any child" in check_mirror_moves(by_children).message
    right = check_mirror_moves(by_the_board)
    assert right.passed, right.message
    assert right.message.startswith("right on all ") and "their own mirror image" in right.message
    everything = check_mirror_moves(lambda game, state: game.get_valid_moves(state))
    assert not everything.passed and everything.message.endswith(
        "you returned [0, 1, 2, 3]: columns 1 and 2 give mirror-image children here, so "
        "searching one of them is enough: keep the first, column 1")
    always_half = check_mirror_moves(lambda game, state: [
        c for c in game.get_valid_moves(state) if c <= game.width - 1 - c])
    assert not always_half.passed and always_half.message.endswith(
        "you returned [0, 1]: column 2's child is not the mirror image of any other column's "
        "child here: it must be searched")
    for message in (everything.message, always_half.message):  # the outcome, not the rule
        assert "own mirror" not in message and "width - 1" not in message
    reversed_order = check_mirror_moves(lambda game, state: by_the_board(game, state)[::-1])
    assert reversed_order.message.endswith("keep the game's order of the columns")

    def flips_in_place(game, state):
        state[:] = state[:, ::-1]
        return by_the_board(game, state)

    assert "changed the board" in check_mirror_moves(flips_in_place).message
    assert "None" in check_mirror_moves(lambda game, state: None).message


def test_the_shown_mirror_key_is_not_the_answer(capsys):
    from course_lib.games.symmetry import canonical_transform

    assert not check_mirror_moves(lambda game, state: canonical_transform(
        state, game.symmetries())[0]).passed


def test_notebook_08s_symmetric_children_are_refused(capsys):
    """`NegamaxAlphaBetaSolver(symmetric_children=True)` keeps one child per mirror class:
    its methods, and `symmetric_key` (the mirror key under another name), are the answer."""
    from course_lib.solvers.negamax import NegamaxAlphaBetaSolver
    from course_lib.solvers.transposition_table import symmetric_key

    solver = NegamaxAlphaBetaSolver(symmetric_children=True)

    def with_the_solver(method):
        def mirror_moves(game, state):
            solver.game = ConnectFour(game.width, game.height)
            player = game.to_move(state)
            return (solver.ordered_moves(state, player) if method == "ordered_moves" else
                    solver.one_per_symmetry_class(state, player, game.get_valid_moves(state)))
        return mirror_moves

    def by_symmetric_key(game, state):
        mirrored = symmetric_key(game, state)[0] == state.tobytes() == state[:, ::-1].tobytes()
        return [c for c in game.get_valid_moves(state) if not mirrored or 2 * c < game.width]

    for method in ("ordered_moves", "one_per_symmetry_class"):
        assert check_mirror_moves(with_the_solver(method)).message == (
            f"your mirror_moves calls the library's `NegamaxAlphaBetaSolver.{method}`; "
            "write it yourself")
    assert check_mirror_moves(by_symmetric_key).message == (
        "your mirror_moves calls the library's `symmetric_key`; write it yourself")


# ----------------------------------------------------------------------
# Exercise 3: the win check through the last move
# ----------------------------------------------------------------------
def last_move_wins(state, column):
    height, width = state.shape
    row = next(r for r in range(height) if state[r, column] != " ")
    mark = state[row, column]
    for d_row, d_col in ((0, 1), (1, 0), (1, 1), (1, -1)):
        count = 1
        for sign in (1, -1):
            r, c = row + sign * d_row, column + sign * d_col
            while 0 <= r < height and 0 <= c < width and state[r, c] == mark:
                count, r, c = count + 1, r + sign * d_row, c + sign * d_col
        if count >= 4:
            return True
    return False


def no_diagonals(state, column):
    height, width = state.shape
    row = next(r for r in range(height) if state[r, column] != " ")
    line = lambda cells: "XXXX" in cells or "OOOO" in cells  # noqa: E731
    return line("".join(state[row])) or line("".join(state[:, column]))


def one_way_only(state, column):
    height, width = state.shape
    row = next(r for r in range(height) if state[r, column] != " ")
    for d_row, d_col in ((0, 1), (1, 0), (1, 1), (1, -1), (0, -1), (-1, 1), (-1, -1)):
        r, c, count = row, column, 0
        while 0 <= r < height and 0 <= c < width and state[r, c] == state[row, column]:
            count, r, c = count + 1, r + d_row, c + d_col
        if count >= 4:
            return True
    return False


def wraps_around(state, column):
    height, width = state.shape
    row = next(r for r in range(height) if state[r, column] != " ")
    mark, count = state[row, column], 1
    for sign in (1, -1):
        c = column + sign
        while abs(c - column) < 4 and state[row, c % width] == mark:
            count, c = count + 1, c + sign
    return count >= 4 or last_move_wins(state, column)


def test_win_cases_cover_every_direction():
    names = " / ".join(name for name, *_ in WIN_CASES)
    assert all(direction in names for direction in DIRECTIONS)
    assert len(WIN_CASES) == 10


def test_last_move_wins(capsys):
    right = check_last_move_wins(last_move_wins)
    assert right.passed and right.message == (
        "right on 10 edge cases and 822 positions of random 7x6 games (some played on after a "
        "four), 310 of 5x4 and 8x7 games, and on fresh random ones")
    whole_board = check_last_move_wins(
        lambda s, c: ConnectFour(s.shape[1], s.shape[0]).evaluate(s) != 0)
    assert whole_board.message == ("your last_move_wins calls the library's `ConnectFour.evaluate`; "
                                   "write it yourself")
    assert "a diagonal / four" in check_last_move_wins(no_diagonals).message
    assert "count both ways from it and add" in check_last_move_wins(one_way_only).message
    assert "negative indices wrap" in check_last_move_wins(wraps_around).message
    assert "four pieces make a win, not three" in check_last_move_wins(
        lambda s, c: last_move_wins(s, c) or _three(s, c)).message
    assert "returned None" in check_last_move_wins(lambda s, c: None).message
    assert check_last_move_wins(lambda s, c: _raise()).status == "not implemented"


def _three(state, column):
    height = state.shape[0]
    row = next(r for r in range(height) if state[r, column] != " ")
    return "".join(state[row]).count(state[row, column] * 3) > 0
