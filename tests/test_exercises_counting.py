"""The checker of notebook 02's exercise: 765 positions and 26,830 sequences up to symmetry,
checked from three boards, so that returning the two figures of the task is refused."""

import numpy as np
import pytest

from course_lib import TicTacToe, canonical_form, count_sequences_up_to_symmetry, count_valid_sequences
from course_lib.analysis.counting import reachable_positions
from course_lib.exercises.counting import check_symmetry_counts, checked_boards

from exercise_answers import count_plain_positions, count_positions, count_sequences


def library_positions(game, state, player):
    """Positions reachable from `state`, up to the 8 symmetries (the library's way)."""
    return len({canonical_form(s) for s in reachable_positions(game, state, player).values()})


def plain_positions(game, state, player):
    return len(reachable_positions(game, state, player))


def constant(value):
    """A student function that ignores its arguments and returns `value`."""
    return lambda *args: value


def on_empty_board(value, right):
    """Returns `value` from the empty board and the right count from any other board."""
    return lambda game, state, player: value if (state == " ").all() else right(game, state, player)


def test_the_checked_figures_are_the_librarys():
    game = TicTacToe()
    boards = checked_boards(game)
    assert [b[0] for b in boards][0] == "the empty board"
    for name, state, player, positions, sequences, plain, plain_sequences in boards:
        assert library_positions(game, state, player) == positions, name
        assert count_sequences_up_to_symmetry(game, state, player) == sequences, name
        assert plain_positions(game, state, player) == plain, name
        assert count_valid_sequences(game, state, player) == plain_sequences, name
    assert [b[3:5] for b in boards] == [(765, 26_830), (255, 2_798), (145, 399)]


def test_the_reference_counts_pass(capsys):
    result = check_symmetry_counts(count_positions, count_sequences)
    assert result.passed and result.status == "passed"
    assert result.message == ("765 positions and 26,830 move sequences up to symmetry from the "
                              "empty board, as in the CSI 4106 lecture, and the right counts "
                              "from 2 other boards and two random ones")
    assert capsys.readouterr().out.startswith("[PASSED] Symmetry: 765 positions")


def test_numpy_integers_are_accepted():
    def positions(game, state, player):
        return np.int64(count_positions(game, state, player))

    def sequences(game, state, player):
        return np.int64(count_sequences(game, state, player))

    assert check_symmetry_counts(positions, sequences).passed


def test_returning_the_figures_of_the_task_is_refused():
    """The task states 765 and 26,830: `return 765` / `return 26830` pass the empty board only."""
    result = check_symmetry_counts(constant(765), constant(26_830))
    assert result.status == "failed"
    assert result.message == (
        "from the board with X in the centre (O to move): expected 255 positions, got 765: that is "
        "the count from the empty board: count from `state`, the board your function is given, "
        "with `player` to move; expected 2,798 sequences, got 26,830: that is the count from the "
        "empty board: count from `state`, the board your function is given, with `player` to move")


def test_one_hard_coded_figure_is_refused_alone():
    result = check_symmetry_counts(count_positions, on_empty_board(26_830, constant(2_798)))
    assert result.status == "failed"
    assert result.message.startswith("from X (0, 0), O (0, 1), X (1, 1) (O to move): "
                                     "expected 399 sequences, got 2,798: count one leaf")
    assert "positions" not in result.message


def test_the_functions_receive_a_tictactoe_game_a_board_and_the_player_to_move():
    calls = []

    def positions(game, state, player):
        calls.append(("positions", repr(game), state.tolist(), player))
        return count_positions(game, state, player)

    def sequences(game, state, player):
        calls.append(("sequences", repr(game), state.tolist(), player))
        return count_sequences(game, state, player)

    assert check_symmetry_counts(positions, sequences).passed
    centre = [[" "] * 3, [" ", "X", " "], [" "] * 3]
    assert calls[:4] == [("positions", "TicTacToe(size=3)", [[" "] * 3] * 3, "X"),
                         ("sequences", "TicTacToe(size=3)", [[" "] * 3] * 3, "X"),
                         ("positions", "TicTacToe(size=3)", centre, "O"),
                         ("sequences", "TicTacToe(size=3)", centre, "O")]
    assert len(calls) == 10


def test_counting_without_symmetry_from_a_later_board_gets_the_hint():
    result = check_symmetry_counts(on_empty_board(765, count_plain_positions),
                                   count_sequences)
    assert result.message == (
        "from the board with X in the centre (O to move): expected 255 positions, got 1,837: you "
        "counted positions without identifying symmetric ones: compare boards by a canonical form "
        "(e.g. `canonical_form`), not cell by cell")


def test_one_short_from_a_later_board_gets_the_hint():
    def one_short(game, state, player):
        return count_positions(game, state, player) - (0 if (state == " ").all() else 1)

    result = check_symmetry_counts(one_short, count_sequences)
    assert result.message == ("from the board with X in the centre (O to move): expected 255 "
                              "positions, got 254: one short: did you leave out the starting board?")


def test_a_seen_set_shared_by_the_whole_walk_gets_the_hint():
    seen = set()

    def shared_seen(game, state, player):
        if game.is_terminal(state):
            return 1
        total = 0
        for move in game.get_valid_moves(state):
            child = game.make_move(state, move, player)
            if canonical_form(child) not in seen:
                seen.add(canonical_form(child))
                total += shared_seen(game, child, game.get_opponent(player))
        return total

    result = check_symmetry_counts(count_positions, shared_seen)
    assert result.message.startswith("expected 26,830 sequences, got 138: that is the number of "
                                      "finished positions up to symmetry")


@pytest.mark.parametrize("positions, fragment", [
    (5_478, "expected 765 positions, got 5,478: you counted positions without identifying "
            "symmetric ones"),
    (19_683, "that is 3^9"),
    (2_862, "counted all 3^9 configurations"),
    (6_046, "legal number of marks"),
    (850, "legal number of marks"),
    (764, "did you leave out the starting board?"),
    (138, "only the terminal positions"),
    (958, "only the terminal positions, without identifying symmetric ones"),
    (700, "expected 765 positions, got 700: walk the positions reachable"),
])
def test_wrong_position_counts_name_the_symptom(positions, fragment, capsys):
    result = check_symmetry_counts(constant(positions), count_sequences)
    assert result.status == "failed" and not result
    assert fragment in result.message
    assert "sequences" not in result.message  # the right count is not blamed
    assert capsys.readouterr().out.startswith("[NOT YET] Symmetry")


@pytest.mark.parametrize("sequences, fragment", [
    (255_168, "expected 26,830 sequences, got 255,168: no symmetry reduction applied"),
    (31_896, "got 31,896: you identified whole games under the 8 symmetries (255,168 / 8); "
             "expand equivalent moves once per position instead"),
    (83_196, "at the first move only"),
    (765, "that is the number of positions up to symmetry"),
    (5_478, "that is the number of positions; count complete games"),
    (138, "keep the `seen` set per position"),
    (26_000, "expected 26,830 sequences, got 26,000: count one leaf per complete game"),
])
def test_wrong_sequence_counts_name_the_symptom(sequences, fragment):
    result = check_symmetry_counts(count_positions, constant(sequences))
    assert result.status == "failed"
    assert fragment in result.message
    assert "positions, got" not in result.message


def test_both_wrong_reports_both():
    result = check_symmetry_counts(constant(5_478), constant(255_168))
    assert result.message.startswith("expected 765 positions, got 5,478")
    assert "; expected 26,830 sequences, got 255,168: no symmetry reduction applied" in result.message


@pytest.mark.parametrize("bad", [None, 765.0, "765", True])
def test_a_count_that_is_not_an_int(bad):
    result = check_symmetry_counts(constant(bad), count_sequences)
    assert result.status == "failed"
    assert f"the positions count should be an int, got {bad!r}" in result.message


def test_not_implemented_yet(capsys):
    def student(*args):
        raise NotImplementedError

    result = check_symmetry_counts(student, student)
    assert result.status == "not implemented"
    assert "not implemented yet" in result.message
    assert capsys.readouterr().out.startswith("[TO DO] Symmetry")


def test_the_librarys_counting_is_refused():
    for answers in ((count_positions, count_sequences_up_to_symmetry),
                    (lambda g, s, p: library_positions(g, s, p), count_sequences)):
        result = check_symmetry_counts(*answers)
        assert not result.passed
        assert "calls the library's `" in result.message and "write it yourself" in result.message
