"""The checker of notebook 02's exercise: 765 positions and 26,830 sequences up to symmetry."""

import numpy as np
import pytest

from course_lib import count_positions, count_sequences_up_to_symmetry
from course_lib.exercises.counting import check_symmetry_counts


def constant(value):
    """A student function that ignores its arguments and returns `value`."""
    return lambda *args: value


def test_the_library_counts_pass(capsys):
    result = check_symmetry_counts(lambda game: count_positions(game, up_to_symmetry=True),
                                   count_sequences_up_to_symmetry)
    assert result.passed and result.status == "passed"
    assert "765 positions and 26,830 move sequences" in result.message
    assert capsys.readouterr().out.startswith("[PASSED] Symmetry: 765 positions")


def test_numpy_integers_are_accepted():
    assert check_symmetry_counts(constant(np.int64(765)), constant(np.int64(26_830))).passed


def test_the_functions_receive_a_tictactoe_game_and_the_empty_board():
    calls = []

    def positions(game):
        calls.append(("positions", repr(game)))
        return 765

    def sequences(game, state, player):
        calls.append(("sequences", repr(game), state.tolist(), player))
        return 26_830

    assert check_symmetry_counts(positions, sequences).passed
    assert calls == [("positions", "TicTacToe(size=3)"),
                     ("sequences", "TicTacToe(size=3)", [[" "] * 3] * 3, "X")]


@pytest.mark.parametrize("positions, fragment", [
    (5_478, "expected 765 positions, got 5,478: you counted positions without identifying "
            "symmetric ones"),
    (19_683, "that is 3^9"),
    (2_862, "counted all 3^9 configurations"),
    (6_046, "legal number of marks"),
    (850, "legal number of marks"),
    (764, "did you leave out the empty starting board?"),
    (138, "only the terminal positions"),
    (958, "only the terminal positions, without identifying symmetric ones"),
    (700, "expected 765 positions, got 700: walk the positions reachable"),
])
def test_wrong_position_counts_name_the_symptom(positions, fragment, capsys):
    result = check_symmetry_counts(constant(positions), constant(26_830))
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
    (26_000, "expected 26,830 sequences, got 26,000: count one leaf per complete game"),
])
def test_wrong_sequence_counts_name_the_symptom(sequences, fragment):
    result = check_symmetry_counts(constant(765), constant(sequences))
    assert result.status == "failed"
    assert fragment in result.message
    assert "positions, got" not in result.message


def test_both_wrong_reports_both():
    result = check_symmetry_counts(constant(5_478), constant(255_168))
    assert result.message.startswith("expected 765 positions, got 5,478")
    assert "; expected 26,830 sequences, got 255,168: no symmetry reduction applied" in result.message


@pytest.mark.parametrize("bad", [None, 765.0, "765", True])
def test_a_count_that_is_not_an_int(bad):
    result = check_symmetry_counts(constant(bad), constant(26_830))
    assert result.status == "failed"
    assert f"the positions count should be an int, got {bad!r}" in result.message


def test_not_implemented_yet(capsys):
    def student(*args):
        raise NotImplementedError

    result = check_symmetry_counts(student, student)
    assert result.status == "not implemented"
    assert "not implemented yet" in result.message
    assert capsys.readouterr().out.startswith("[TO DO] Symmetry")
