"""The checker of notebook 05's exercise (minimax with symmetric moves pruned, no cache)
accepts the answer and refuses wrong ones: the negamax sign, a lookup of known positions
(with plain minimax elsewhere), wrong node counts, results of the wrong type."""

import numpy as np
import pytest

from course_lib import TicTacToe
from course_lib.exercises.caching import (_test_positions, check_symmetry_pruned_minimax,
                                          checked_positions, random_positions,
                                          symmetry_pruned_reference)

from course_lib.games.symmetry import (board_symmetries, canonical_form,
                                       distinct_moves_up_to_symmetry)

from exercise_answers import symmetry_pruned


def test_symmetry_pruning_reference_figures():
    game = TicTacToe()
    assert symmetry_pruned_reference(game, game.initial_state(), "X") == (0, 58_524)


def test_symmetry_pruning_checker_accepts_the_reference():
    result = check_symmetry_pruned_minimax(symmetry_pruned)
    assert result.passed
    assert "58,524 nodes instead of 549,946 (9.4 times fewer)" in result.message


def test_symmetry_pruning_checker_recognises_plain_minimax():
    def plain(game, state, player):  # what MinimaxSolverV2 counts from the empty board
        return 0, 549_946

    result = check_symmetry_pruned_minimax(plain)
    assert result.status == "failed"
    assert "549,946 nodes on the empty board, expected 58,524: that is plain minimax" in result.message


def test_symmetry_pruning_checker_catches_a_wrong_value_and_a_wrong_count():
    def optimistic(game, state, player):
        return 1, 58_524

    assert "value 1 on the empty board, expected 0" in check_symmetry_pruned_minimax(optimistic).message

    def value_only(game, state, player):
        return 0

    assert check_symmetry_pruned_minimax(value_only).message == (
        "expected a pair (value, nodes) on the empty board, got 0")

    def off_by_root(game, state, player):
        value, nodes = symmetry_pruned(game, state, player)
        return value, nodes - 1

    result = check_symmetry_pruned_minimax(off_by_root)
    assert result.message == ("58,523 nodes on the empty board, expected 58,524: one node too "
                              "few: is the first call (the root) counted? Count every call, "
                              "root and leaves included")

    def root_twice(game, state, player):
        value, nodes = symmetry_pruned(game, state, player)
        return value, nodes + 1

    assert check_symmetry_pruned_minimax(root_twice).message == (
        "58,525 nodes on the empty board, expected 58,524: one node too many: is the first call "
        "counted twice (a counter started at 1, then counted again on entry), or a node counted "
        "once more after the search?")


def test_symmetry_pruning_checker_figures_are_the_references():
    game = TicTacToe()
    for _, state, player, expected in _test_positions(game):
        assert symmetry_pruned_reference(game, state, player) == expected


def test_the_fixed_positions_have_the_same_answer_under_every_symmetry():
    game = TicTacToe()
    for _, state, player, expected in _test_positions(game)[1:]:  # the empty board: 2 s, unchanged
        for symmetry in board_symmetries():
            assert symmetry_pruned_reference(game, symmetry.apply(state), player) == expected


def test_the_fixed_positions_are_turned_by_a_symmetry_drawn_with_the_seed():
    game = TicTacToe()
    names = [[name for name, *_ in checked_positions(game, seed)[:5]] for seed in range(8)]
    assert all(draw[:2] == ["the empty board", "the board with X in the centre"] for draw in names)
    assert len({tuple(draw[2:]) for draw in names}) > 4  # the other three are not always shown alike
    assert names[0] == [name for name, *_ in checked_positions(game, 0)[:5]]




@pytest.mark.parametrize("result, message", [
    ((0, None), "the node count on the empty board should be an int, got None"),
    ((0, "58524"), "the node count on the empty board should be an int, got '58524'"),
    ((0, 58_524.0), "the node count on the empty board should be an int, got 58524.0"),
    (("0", 58_524), "the value on the empty board should be a number (the utility for X), got '0'"),
    ([0, 58_523], "58,523 nodes on the empty board, expected 58,524"),  # a list is a pair too
    (None, "expected a pair (value, nodes) on the empty board, got None: does your function "
           "`return` its result?"),
])
def test_symmetry_pruning_checker_explains_results_of_the_wrong_type(result, message):
    verdict = check_symmetry_pruned_minimax(lambda game, state, player: result)
    assert verdict.status == "failed" and verdict.message.startswith(message)


def test_the_fixed_positions_include_o_to_move_with_both_non_zero_values():
    game = TicTacToe()
    o_to_move = {(name, value) for name, _, player, (value, _) in _test_positions(game) if player == "O"}
    assert o_to_move == {("the board with X in the centre", 0),
                         ("X O . / . X . / . . . (O to move)", 1),
                         (". X . / O . . / . X . (O to move)", -1)}


def test_x_00_o_01_x_11_with_o_to_move_is_a_win_for_x_in_902_nodes():
    game = TicTacToe()
    state = game.initial_state()
    for move, player in [((0, 0), "X"), ((0, 1), "O"), ((1, 1), "X")]:
        state = game.make_move(state, move, player)
    assert symmetry_pruned_reference(game, state, "O") == (1, 902)


def test_random_positions_are_reachable_unfinished_and_change_with_the_seed():
    game = TicTacToe()
    drawn = random_positions(game, 4, seed=3)
    assert [d[0] for d in drawn] == [d[0] for d in random_positions(game, 4, seed=3)]
    assert [d[0] for d in drawn] != [d[0] for d in random_positions(game, 4, seed=4)]
    for name, state, player, expected in drawn:
        assert not game.is_terminal(state) and np.count_nonzero(state != " ") >= 2
        assert player == game.to_move(state) and name.endswith(f"({player} to move)")
        assert expected == symmetry_pruned_reference(game, state, player)
        assert expected[1] < plain_minimax(game, state, player)[1]  # pruning changes the count


def plain_minimax(game, state, player):
    """Plain minimax with a node counter (every call): all moves searched, no symmetry, no cache."""
    nodes = 0

    def search(state, player):
        nonlocal nodes
        nodes += 1
        if game.is_terminal(state):
            return game.evaluate(state)
        values = [search(game.make_move(state, move, player), game.get_opponent(player))
                  for move in game.get_valid_moves(state)]
        return max(values) if player == "X" else min(values)

    return search(state, player), nodes


def negamax_sign(game, state, player):
    """The value for the player to move (negamax's convention) instead of for X."""
    value, nodes = symmetry_pruned(game, state, player)
    return (value if player == "X" else -value), nodes


def checked_name(seed, index):
    """The name the check with `seed` gives its `index`-th position (the fixed ones turned)."""
    return checked_positions(TicTacToe(), seed)[index][0]


def test_the_value_for_the_player_to_move_is_refused():
    result = check_symmetry_pruned_minimax(negamax_sign, seed=0)
    assert result.status == "failed"
    assert checked_name(0, 3) == ". O X / . X . / . . . (O to move)"  # X O . / . X . / . . . turned
    assert result.message == f"value -1 on {checked_name(0, 3)}, expected 1: " + ROLES_SWAPPED


ROLES_SWAPPED = ("that is the value with the roles swapped: where O is to move, O takes the min of "
                 "X's utilities. Choose max or min from `player` (not from a flag that starts True "
                 "at the root), and return the utility for X, as game.evaluate does, not the value "
                 "for the player to move (the negamax sign)")


def maximizing_at_the_root(game, state, player):
    """The Fall 2024 notes' `minimax(..., maximizing_player)` called with True at the root,
    whoever is to move: `player` is ignored, so O maximizes at an O-to-move root."""
    nodes = 0

    def search(state, maximizing):
        nonlocal nodes
        nodes += 1
        if game.is_terminal(state):
            return game.evaluate(state)
        mover = game.to_move(state)
        values = [search(game.make_move(state, move, mover), not maximizing)
                  for move in distinct_moves_up_to_symmetry(state, game.get_valid_moves(state))]
        return max(values) if maximizing else min(values)

    return search(state, True), nodes


def test_max_at_the_root_whoever_moves_is_told_to_choose_from_player():
    assert check_symmetry_pruned_minimax(maximizing_at_the_root, seed=0).message == (
        f"value 1 on {checked_name(0, 4)}, expected -1: " + ROLES_SWAPPED)


def known_answers(game):
    """The answers the messages show: each fixed position's, keyed by its board as shown."""
    return {state.tobytes() + player.encode(): answer
            for _, state, player, answer in _test_positions(game)}


def test_a_lookup_of_the_fixed_positions_is_refused_on_positions_never_shown():
    game = TicTacToe()
    known = known_answers(game)

    def lookup(game, state, player):
        return known.get(state.tobytes() + player.encode(), (0, 0))

    for seed in range(5):
        result = check_symmetry_pruned_minimax(lookup, seed=seed)
        assert result.status == "failed"
        missed = next(position for position in checked_positions(game, seed)
                      if position[1].tobytes() + position[2].encode() not in known)
        name, (value, _) = missed[0], missed[3]
        assert result.message.startswith(f"{'0 nodes' if value == 0 else 'value 0'} on {name}")


class LearntAndPlain:
    """A student's attack: the answer of every position a message has named (the five fixed
    ones to start with; each failing check teaches the one it names), plain minimax with a
    node counter elsewhere. Plain minimax counts as many nodes as the pruned search on two
    thirds of the positions with two marks or more, so it passed about half the checks
    when the drawn positions were not chosen where pruning changes the count."""

    def __init__(self, game):
        self.table, self.taught = known_answers(game), False

    def __call__(self, game, state, player):
        key = state.tobytes() + player.encode()
        if key in self.table:
            return self.table[key]
        if not self.taught:  # the message of this check names this position: learn it
            self.table[key], self.taught = symmetry_pruned(game, state, player), True
        return plain_minimax(game, state, player)


def test_the_fixed_answers_learnt_from_the_messages_and_plain_minimax_elsewhere_fail():
    game = TicTacToe()
    attack = LearntAndPlain(game)
    for seed in range(20):
        attack.taught = False
        verdict = check_symmetry_pruned_minimax(attack, seed=1000 + seed)
        assert verdict.status == "failed", verdict
        assert "that is plain minimax's count: no symmetric move was skipped" in verdict.message
    assert len(attack.table) == 5 + 20


@pytest.mark.parametrize("seed", range(3))
def test_the_reference_passes_whatever_positions_are_drawn(seed):
    assert check_symmetry_pruned_minimax(symmetry_pruned, seed=seed).passed


def early_win(game, state, player):
    """Symmetry-pruned minimax that stops at the first child already winning for the mover."""
    nodes = 0
    best_for = {"X": 1, "O": -1}

    def search(state, player):
        nonlocal nodes
        nodes += 1
        if game.is_terminal(state):
            return game.evaluate(state)
        values = []
        for move in distinct_moves_up_to_symmetry(state, game.get_valid_moves(state)):
            values.append(search(game.make_move(state, move, player), game.get_opponent(player)))
            if values[-1] == best_for[player]:
                break
        return max(values) if player == "X" else min(values)

    return search(state, player), nodes


def canonical_cache(game, state, player):
    """Symmetry-pruned minimax with a cache keyed on the canonical board."""
    nodes = 0
    cache = {}

    def search(state, player):
        nonlocal nodes
        key = canonical_form(state) + player
        if key in cache:
            return cache[key]
        nodes += 1
        if game.is_terminal(state):
            value = game.evaluate(state)
        else:
            values = [search(game.make_move(state, move, player), game.get_opponent(player))
                      for move in distinct_moves_up_to_symmetry(state, game.get_valid_moves(state))]
            value = max(values) if player == "X" else min(values)
        cache[key] = value
        return value

    return search(state, player), nodes


FEWER_HINT = ("fewer nodes than expected: does your search skip some of the kept moves (an "
              "early-win cut-off) or reuse results (a cache)? This exercise searches every kept "
              "move, with no cache, and counts every call (root and leaves included)")


@pytest.mark.parametrize("search, nodes", [(early_win, 7_885), (canonical_cache, 765)])
def test_a_search_that_stops_early_or_caches_is_told_it_counts_too_few(search, nodes):
    assert check_symmetry_pruned_minimax(search, seed=0).message == (
        f"{nodes:,} nodes on the empty board, expected 58,524: {FEWER_HINT}")


def test_too_many_nodes_are_told_to_expand_only_the_kept_moves():
    verdict = check_symmetry_pruned_minimax(lambda game, state, player: (0, 60_000))
    assert verdict.message == (
        "60,000 nodes on the empty board, expected 58,524: expand only the moves kept by "
        "distinct_moves_up_to_symmetry(state, moves), and count every call (root and leaves "
        "included)")


class Counter:
    """A node counter that outlives the calls, like `MinimaxSolverV2.nodes_visited` (notebook 04)."""
    nodes = 0


def counted_across_calls(counter):
    """The answer with its node count kept in `counter.nodes`, never reset between calls."""
    def search(game, state, player):
        value, nodes = symmetry_pruned(game, state, player)
        counter.nodes += nodes
        return value, counter.nodes
    return search


CARRIED_OVER = ("start the counter at 0 in each call; a counter kept outside the function, or "
                "stored on it, also holds the nodes of earlier calls")


def test_a_counter_never_reset_is_told_to_start_at_0_in_each_call():
    search = counted_across_calls(Counter())  # 58,524 on the empty board, then 58,524 + 6,089
    assert check_symmetry_pruned_minimax(search, seed=0).message == (
        "64,613 nodes on the board with X in the centre, expected 6,089: your count adds up "
        f"across calls (a second call on the same board counted 70,702): {CARRIED_OVER}")
    assert check_symmetry_pruned_minimax(search, seed=0).message == (  # the check run again
        "129,226 nodes on the empty board, expected 58,524: your count adds up across calls "
        f"(a second call on the same board counted 187,750): {CARRIED_OVER}")


def test_nodes_and_value_in_the_wrong_order_are_told_the_order():
    def swapped(game, state, player):
        value, nodes = symmetry_pruned(game, state, player)
        return nodes, value

    assert check_symmetry_pruned_minimax(swapped, seed=0).message == (
        "got (58524, 0) on the empty board: that looks like (nodes, value); return (value, "
        "nodes), in that order")
