"""The checkers of notebook 08's exercises: right answers pass, typical mistakes get a hint."""

from course_lib.exercises.solving import check_negamax, check_proof, check_threats_first
from course_lib.solvers.move_ordering import threats_first


def negamax(game, state, player):
    if game.is_terminal(state):
        utility = game.evaluate(state)
        return utility if player == "X" else -utility
    opponent = game.get_opponent(player)
    return max(-negamax(game, game.make_move(state, move, player), opponent)
               for move in game.get_valid_moves(state))


def leaf_for_x(game, state, player):  # the notes' warning ignored: leaf scores for X
    if game.is_terminal(state):
        return game.evaluate(state)
    opponent = game.get_opponent(player)
    return max(-leaf_for_x(game, game.make_move(state, move, player), opponent)
               for move in game.get_valid_moves(state))


def test_check_negamax(capsys):
    assert check_negamax(negamax).passed
    result = check_negamax(leaf_for_x)
    assert not result.passed and "player to move" in result.message
    assert not check_negamax(lambda game, state, player: None).passed
    assert check_negamax(lambda *a: negamax(*a) if False else _raise()).status == "not implemented"
    endless = check_negamax(lambda game, state, player: endless_recursion())
    assert "RecursionError" in endless.message


def _raise():
    raise NotImplementedError


def endless_recursion():
    return endless_recursion()


def test_check_threats_first(capsys):
    assert check_threats_first(threats_first).passed
    no_blocks = check_threats_first(lambda game, state, player, moves: (
        game.winning_moves(state, player) + [m for m in moves if m not in game.winning_moves(state, player)]))
    assert not no_blocks.passed and "block" in no_blocks.message
    assert "None" in check_threats_first(lambda game, state, player, moves: moves.sort()).message


def test_check_proof(capsys):
    right = ((0, 0), {(0, 1): (2, 0), (2, 0): (0, 1), (2, 1): (0, 1), (2, 2): (0, 1)})
    assert check_proof(lambda: right).passed
    assert "does not win" in check_proof(lambda: ((2, 0), {})).message
    assert "every" in check_proof(lambda: ((0, 0), {(0, 1): (2, 0)})).message
    assert "not an empty cell" in check_proof(lambda: ((1, 1), {})).message
    printed = capsys.readouterr().out
    assert printed.startswith("[PASSED] A winning move and its proof tree\n    X (0, 0) wins")
