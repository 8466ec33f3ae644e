"""Checker for exercise 3 of notebook 11: a "win in one" rollout policy.

``win_in_one(game, state, player, rng) -> move``: a move that wins at once when there is one,
else a uniformly random legal move. The check plays each position over many seeds and counts
how often each legal move comes: tic-tac-toe positions (fixed ones, and positions of random
games drawn afresh at each check), then small `GameTree` positions where a move ends the game
*without* winning it. In tic-tac-toe and Connect Four the only move that ends the game without
a win is a lone last move, so "a move that ends the game" would pass there; on a tree it plays
an immediate loss or draw.

Student code runs contained (`course_lib.exercises.contained`), as in `mcts.py`.
"""

import copy
import random
from typing import NamedTuple

import numpy as np

from ..answer_guard import guard
from ..games.tictactoe import TicTacToe, is_cell
from ..games.tree import GameTree
from . import ExerciseFailure, checker, contained, shown
from .fresh_cases import fresh_rng


class Case(NamedTuple):
    """A position to play from: `where` for messages about wins ("X to move after ..."),
    `played_where` for messages about the moves played over many seeds ("after X(1,1)")."""
    game: object
    state: object
    player: str
    where: str
    played_where: str


def tictactoe_position(moves):
    """``(game, state, player)``: tic-tac-toe after `moves`, (row, col) pairs from X on."""
    game = TicTacToe()
    state, player = game.initial_state(), "X"
    for move in moves:
        state, player = game.make_move(state, move, player), game.get_opponent(player)
    return game, state, player


def tictactoe_case(moves):
    game, state, player = tictactoe_position(moves)
    played = "after " + " ".join(f"{'XO'[i % 2]}({r},{c})" for i, (r, c) in enumerate(moves))
    return Case(game, state, player, f"{player} to move after {moves}", played)


def tree_case(tree, state=()):
    game = GameTree(tree)
    player = game.to_move(state)
    place = "at the root" if state == () else f"at node {list(state)}"
    return Case(game, state, player, f"{player} to move {place} of {game!r}",
                f"{place} of {game!r} ({player} to move)")


WIN_POSITIONS = [  # moves so far; the player to move can win at once (and must not just block)
    [(0, 0), (1, 0), (0, 1), (1, 1)],                  # X: (0, 2)
    [(1, 1), (0, 0), (2, 2), (0, 1), (1, 0)],          # O: (0, 2) while X threatens (1, 2)
    [(0, 0), (2, 0), (1, 1), (2, 2), (0, 2)],          # O: (2, 1)
    [(0, 0), (1, 1), (0, 2), (1, 0), (2, 0), (2, 2)],  # X: (0, 1) while O threatens (1, 2)
    [(2, 0), (0, 0), (2, 1), (0, 1)],                  # X: (2, 2), the last of 5 moves
]
NO_WIN_POSITIONS = [  # moves so far; no immediate win, so every legal move equally often
    [(1, 1)],                          # O: 8 moves
    [(0, 0), (1, 1), (2, 2), (0, 1)],  # X: 5 moves; O threatens (2, 1), which is no reason to block
]
# Trees where moves end the game without a win (a loss, a draw) next to moves that go on:
# "ends the game" is not "wins". Checked last, after every tic-tac-toe position.
TREE_CASES = [
    ([-1, 0, [1, -1], [0, 1]], ()),  # X: no move wins; 0 loses and 1 draws at once
    ([-1, 0, 1, [0]], ()),           # X: only 2 wins; 0 loses and 1 draws at once
    ([[1, 0, -1, [0]]], (0,)),       # O: only 2 wins (-1 is O's win); 0 loses and 1 draws
    ([[1, 0, [1, 0]]], (0,)),        # O: no move wins; 0 loses and 1 draws at once
]


def fresh_win_positions(rng, count=3):
    """`count` move lists of random games stopped where the player to move can win at once."""
    found = []
    while len(found) < count:
        game, state, player = tictactoe_position([])
        moves = []
        while not game.is_terminal(state) and not winning_moves(game, state, player):
            move = rng.choice(game.get_valid_moves(state))
            moves.append(move)
            state, player = game.make_move(state, move, player), game.get_opponent(player)
        if not game.is_terminal(state):
            found.append(moves)
    return found


def random_tree_cases(rng, count):
    """`count` one-ply decisions of X or O among 3-5 moves, drawn with `rng`: leaves (+1, 0, -1)
    and small subtrees, one move at least ending the game without a win for the mover."""
    cases = []
    for _ in range(count):
        player = rng.choice("XO")
        sign = 1 if player == "X" else -1
        children = [rng.choice([-1, 0, 1, [rng.choice([-1, 0, 1]), rng.choice([-1, 0, 1])]])
                    for _ in range(rng.randint(3, 5))]
        children[rng.randrange(len(children))] = rng.choice([0, -sign])  # a draw or a loss, at once
        cases.append(tree_case(children) if player == "X" else tree_case([children], (0,)))
    return cases


# Over 200 seeds each of k legal moves must come between a third and twice its fair share 200/k:
# a uniform policy falls outside with probability below 1e-4 (binomial tails; it misses one of
# the 8 moves after X(1,1) with probability below 1e-10), one that favours a move half the time fails.
RANDOM_SEEDS = 200


@checker('"Win in one" rollout policy', refuses=("search", "rollout"))
def check_win_in_one(win_in_one, seed=None):
    """Check ``win_in_one(game, state, player, rng)``: take an immediate win, else a random legal
    move; on fixed positions, on positions of random games drawn afresh at each check, and on
    game trees where a move can end the game without winning it."""
    rng = fresh_rng(seed)
    cases = ([tictactoe_case(moves) for moves in WIN_POSITIONS + fresh_win_positions(rng)]
             + [tictactoe_case(moves) for moves in NO_WIN_POSITIONS]
             + [tree_case(tree, state) for tree, state in TREE_CASES] + random_tree_cases(rng, 2))
    check_cases(win_in_one, cases)
    return "takes every immediate win and otherwise plays a uniformly random legal move"


def check_cases(win_in_one, cases):
    """Check the policy on each `Case`: only winning moves where there are some, else every
    legal move about equally often; raise `ExerciseFailure` at the first case it gets wrong."""
    for case in cases:
        if winning_moves(case.game, case.state, case.player):
            _check_wins(win_in_one, case)
        else:
            _check_uniform(win_in_one, case)


def _moves_played(win_in_one, case, seeds):
    before = copy.deepcopy(case.state)
    played = [contained(win_in_one, case.game, case.state, case.player, random.Random(seed),
                        what="win_in_one") for seed in seeds]
    if not np.array_equal(case.state, before):
        raise ExerciseFailure("win_in_one changed the board it was given: use game.make_move, "
                              "which returns a new state")
    for move in played:
        if isinstance(case.game, GameTree) and not (
                isinstance(move, (int, np.integer)) and not isinstance(move, bool)):
            raise ExerciseFailure(f"win_in_one returned {shown(move)}: a move of a GameTree is a "
                                  "child index (an int) from game.get_valid_moves(state)")
        if isinstance(case.game, TicTacToe) and not is_cell(move):
            raise ExerciseFailure(f"win_in_one returned {shown(move)}: a move is a (row, col) "
                                  "tuple from game.get_valid_moves(state)")
    return played


def _check_wins(win_in_one, case):
    wins = winning_moves(case.game, case.state, case.player)
    chosen = set(_moves_played(win_in_one, case, range(8)))
    if not chosen <= wins:
        raise ExerciseFailure(f"{case.where}: {sorted(wins)} wins at once, your policy played "
                              f"{sorted(chosen, key=str)}{_ends_without_winning(case, chosen)}")


def _check_uniform(win_in_one, case):
    """Every legal move about equally often over `RANDOM_SEEDS` seeds, the same for the same seeds."""
    legal, where = case.game.get_valid_moves(case.state), case.played_where
    chosen = _moves_played(win_in_one, case, range(RANDOM_SEEDS))
    if set(chosen) - set(legal):
        raise ExerciseFailure(f"{where} your policy played illegal {sorted(set(chosen) - set(legal))}")
    if set(chosen) != set(legal):
        raise ExerciseFailure("with no winning move your policy should play any legal move at "
                              f"random (using the rng it is given); over {RANDOM_SEEDS} seeds "
                              f"{where} it never played {sorted(set(legal) - set(chosen))}"
                              f"{_ends_without_winning(case, set(chosen))}")
    fair = RANDOM_SEEDS / len(legal)
    for move in legal:
        if not fair / 3 <= chosen.count(move) <= 2 * fair:
            raise ExerciseFailure(
                f"with no winning move your policy should play a *uniformly* random legal move: "
                f"over {RANDOM_SEEDS} seeds {where} it played {move} {chosen.count(move)} times, "
                f"expected about {fair:.0f} (each of the {len(legal)} legal moves equally often)"
                f"{_ends_without_winning(case, {move})}")
    if _moves_played(win_in_one, case, range(RANDOM_SEEDS)) != chosen:
        raise ExerciseFailure("the same rng seed gave different moves: draw random numbers from "
                              "`rng`, not from the `random` module")


def _ends_without_winning(case, moves):
    """A hint when one of `moves` ends the game without a win for the mover, else ""."""
    game, state, player = case.game, case.state, case.player
    for move in sorted(moves, key=str):
        if move in game.get_valid_moves(state):
            after = game.make_move(state, move, player)
            if game.is_terminal(after) and move not in winning_moves(game, state, player):
                utility = game.evaluate(after)
                outcome = "a draw" if utility == 0 else f"a loss for {player}"
                return (f". Hint: move {move} ends the game with utility {utility} for X, "
                        f"{outcome}: a move that ends the game does not always win it")
    return ""


def winning_moves(game, state, player):
    """The moves of `player` that end the game with a win for `player` (the checker's reference)."""
    sign = 1 if player == "X" else -1
    return {move for move in game.get_valid_moves(state)
            if sign * game.evaluate(game.make_move(state, move, player)) > 0}


winning_moves = guard(winning_moves, "rollout", name="exercises.mcts_rollout.winning_moves")  # checks only
