"""The checkers of notebook 08's exercises: right answers pass, typical mistakes get a hint."""

import functools

from course_lib.exercises.solving import (check_fork_moves, check_negamax_format, check_proof,
                                          fork_moves, negamax_format)
from course_lib import proof_tree
from course_lib.solvers.move_ordering import threats_first

from exercise_answers import fork_moves as student_fork_moves
from exercise_answers import prove_win, prove_win_2


def convert(tree, depth=0):
    if isinstance(tree, list):
        return [convert(child, depth + 1) for child in tree]
    return -tree if depth % 2 else tree


def _as_tuples(tree):
    return tuple(_as_tuples(child) for child in tree) if isinstance(tree, list) else tree


def test_check_negamax_format(capsys):
    result = check_negamax_format(convert)
    assert result.passed and "negamax on the walkthrough tree in your format gives 3" in result.message
    even = check_negamax_format(lambda tree: convert(tree, 1))
    assert not even.passed and "odd depth" in even.message
    unchanged = check_negamax_format(lambda tree: tree)
    assert not unchanged.passed and "must change sign" in unchanged.message
    tuples = check_negamax_format(lambda tree: _as_tuples(convert(tree)))
    assert not tuples.passed and "return nested lists, not tuples" in tuples.message

    def in_place(tree):
        if isinstance(tree, list):
            tree[:] = convert(tree)
        return tree

    assert "changed the tree it was given" in check_negamax_format(in_place).message
    assert check_negamax_format(lambda tree: _raise()).status == "not implemented"


def test_the_library_function_is_refused():
    for answer in (negamax_format, functools.wraps(negamax_format)(lambda t: negamax_format(t))):
        verdict = check_negamax_format(answer)
        assert not verdict.passed and "library's `negamax_format`" in verdict.message
    assert "library's" in check_fork_moves(fork_moves).message
    assert "library's" in check_fork_moves(threats_first).message
    helper = check_fork_moves(lambda game, state, player: fork_moves(game, state, player))
    assert helper.message == "your function calls the library's `fork_moves`; write it yourself"


def forks(game, state, player):
    return student_fork_moves(game, state, player)


def test_check_fork_moves(capsys):
    result = check_fork_moves(forks)
    assert result.passed, result.message
    with_wins = check_fork_moves(lambda game, state, player: [
        m for m in game.get_valid_moves(state)
        if len(game.winning_moves(game.make_move(state, m, player), player)) > 1
        or m in game.winning_moves(state, player)])
    assert not with_wins.passed and "a win, not a fork" in with_wins.message
    single = check_fork_moves(lambda game, state, player: [
        m for m in game.get_valid_moves(state)
        if not game.is_terminal(game.make_move(state, m, player))
        and game.winning_moves(game.make_move(state, m, player), player)])
    assert not single.passed and "at least two threats" in single.message
    reordered = check_fork_moves(lambda game, state, player: forks(game, state, player)[::-1])
    assert not reordered.passed and "order" in reordered.message
    assert "None" in check_fork_moves(lambda game, state, player: None).message


def test_the_shown_threats_first_code_is_not_the_fork_answer():
    shown = threats_first.function
    assert not check_fork_moves(lambda game, state, player: shown(
        game, state, player, game.get_valid_moves(state))).passed


def _raise():
    raise NotImplementedError


def test_check_proof(capsys):
    assert check_proof(prove_win).passed and check_proof(prove_win_2).passed
    printed = capsys.readouterr().out
    assert printed.startswith("[PASSED] A winning move and its proof tree\n    X (0, 0) wins")
    assert "does not win" in check_proof(lambda game, state: ((2, 0), {})).message
    assert "every" in check_proof(lambda game, state: ((0, 0), {(0, 1): (2, 0)})).message
    assert "not an empty cell" in check_proof(lambda game, state: ((1, 1), {})).message


def test_the_exercise_positions_answer_alone_fails_the_random_positions():
    right = ((0, 0), {(0, 1): (2, 0), (2, 0): (0, 1), (2, 1): (0, 1), (2, 2): (0, 1)})
    for seed in range(5):
        verdict = check_proof(lambda game, state: right, seed=seed)
        assert not verdict.passed and verdict.message.startswith("in "), verdict.message
    refused = check_proof(lambda game, state: proof_tree(game, state))
    assert refused.message == "your function calls the library's `proof_tree`; write it yourself"
