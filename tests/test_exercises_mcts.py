"""The MCTS exercise checkers accept right answers and name the symptom of wrong ones."""

import math
import random

from course_lib import random_rollout, win_in_one_rollout
from course_lib.exercises import mcts_rollout
from course_lib.exercises.mcts import check_backpropagate, check_select_child, check_win_in_one

from exercise_answers import win_in_one


def ucb_select(node, c, log=math.log):
    return max(node.children.values(),
               key=lambda ch: math.inf if ch.N == 0 else ch.W / ch.N + c * math.sqrt(log(node.N) / ch.N))


def backup(path, utility, sign=1, draw=0):
    for node in path:
        node.N += 1
        reward = utility if node.player == "O" else -utility
        node.W += sign * reward if reward != 0 else draw


def test_select_child():
    assert check_select_child(ucb_select).passed
    result = check_select_child(lambda node, c: ucb_select(node, c, math.log10))
    assert not result.passed and "ln" in result.message or "exploration" in result.message
    assert "+inf" in check_select_child(lambda node, c: max(
        node.children.values(), key=lambda ch: ch.W / ch.N if ch.N else -1)).message
    no_inf_rule = check_select_child(lambda node, c: max(
        node.children.values(), key=lambda ch: ch.W / ch.N + c * math.sqrt(math.log(node.N) / ch.N)))
    assert not no_inf_rule.passed and "UCB1 = +inf: choose it before dividing" in no_inf_rule.message


def test_backpropagate_detects_the_wrong_perspective_by_its_symptom():
    assert check_backpropagate(backup).passed
    wrong = check_backpropagate(lambda path, u: backup(path, u, sign=-1))
    assert wrong.status == "failed" and "best for the opponent" in wrong.message
    draw_as_loss = check_backpropagate(lambda path, u: backup(path, u, draw=-1))
    assert draw_as_loss.status == "failed" and "draw" in draw_as_loss.message
    visits = check_backpropagate(lambda path, u: None)
    assert "[1, 1, 1]" in visits.message


def test_student_errors_and_hangs_are_contained(short_time_limit):
    def hang(path, utility):
        while True:
            pass

    assert "ran for more than 0.2 s and was stopped" in check_backpropagate(hang).message
    assert "ZeroDivisionError" in check_backpropagate(lambda path, u: 1 / 0).message

    def todo(path, utility):
        raise NotImplementedError

    assert check_backpropagate(todo).status == "not implemented"


def test_win_in_one():
    assert check_win_in_one(win_in_one).passed
    assert "library's `win_in_one_rollout`" in check_win_in_one(win_in_one_rollout).message
    assert "wins at once" in check_win_in_one(random_rollout).message

    def unseeded(game, state, player, rng):
        wins = [move for move in game.get_valid_moves(state) if game.evaluate(
            game.make_move(state, move, player)) == (1 if player == "X" else -1)]
        return wins[0] if wins else random.choice(game.get_valid_moves(state))

    verdict = check_win_in_one(unseeded)
    assert not verdict.passed and "rng" in verdict.message


def test_the_checkers_own_winning_moves_is_refused():
    cheat = check_win_in_one(lambda g, s, p, rng: (min(mcts_rollout.winning_moves(g, s, p), default=None)
                                                   or rng.choice(g.get_valid_moves(s))))
    assert not cheat.passed
    assert "calls the library's `exercises.mcts_rollout.winning_moves`; write it yourself" in cheat.message
