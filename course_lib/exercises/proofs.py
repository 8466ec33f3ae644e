"""Checker of notebook 08's third exercise: a winning move and its proof tree.

`check_proof(prove)` checks a student's ``prove(game, state) -> (move, replies)``: X's
winning move and, for each reply of O, X's winning answer (a proof tree: one move for
the winner, all moves for the loser), in `exercise_position()` and in positions of random
games drawn afresh at each check, where X has no immediate win but a move after which X
wins at once whatever O replies, and in `o_threat_positions()`, where O threatens to win at
once: X's only winning move blocks O, and a move making two threats elsewhere loses.
"""


import numpy as np

from ..answer_guard import guard
from ..games.tictactoe import TicTacToe, is_cell
from . import ExerciseFailure, checker, contained, shown
from .fresh_cases import fresh_rng


def _text(state):
    return " / ".join("".join(c if c != " " else "." for c in row) for row in state.tolist())


def exercise_position():
    """The exercise's position, X to move: ``..x / xoo / ...``; X has one winning move."""
    return np.array([list(row) for row in ["  X", "XOO", "   "]])


def board(rows):
    """The board of three rows such as ``"x.o / ..o / .x."`` (``.`` an empty cell)."""
    return np.array([[" " if cell == "." else cell.upper() for cell in row.strip()]
                     for row in rows.split("/")])


def o_threat_positions():
    """Positions, X to move, where O threatens to complete a line: X's only winning move is
    the block, and an earlier move that makes two threats of X's own loses to O's line."""
    return [board("x.. / o.o / x.."), board("x.o / ..o / .x.")]


def fork_win_positions(seed=None, count=4):
    """`count` positions of random games, X to move, where X has no immediate win but a move
    after which X wins at once whatever O replies (drawn anew when `seed` is None)."""
    game, rng, found = TicTacToe(), fresh_rng(seed), []
    while len(found) < count:
        state, player = game.initial_state(), "X"
        while not game.is_terminal(state):
            if player == "X" and _winning_starts(game, state) and not game.winning_moves(state, "X"):
                found.append(state)
                break
            state = game.make_move(state, rng.choice(game.get_valid_moves(state)), player)
            player = game.get_opponent(player)
    return found


def _winning_starts(game, state):
    """X's moves in `state` after which every reply of O leaves X an immediate win."""
    afters = {move: game.make_move(state, move, "X") for move in game.get_valid_moves(state)}
    return [move for move, after in afters.items()
            if not game.is_terminal(after) and _refutation(game, after) is None]


@checker("A winning move and its proof tree")
def check_proof(prove, seed=None):
    """Check ``prove(game, state) -> (move, replies)`` on `exercise_position()` and on four
    positions of random games drawn afresh at each check (`seed` fixes them).

    `move` is X's winning move; `replies` maps each move O can answer with to X's
    winning move after it (the proof tree: one move for the winner, all moves for the loser).
    """
    positions, moves = [exercise_position()] + fork_win_positions(seed) + o_threat_positions(), []
    for number, state in enumerate(positions):
        where = "" if number == 0 else f"in {_text(state)} (X to move): "
        result = contained(prove, TicTacToe(), state.copy(), what=f"{where}your function")
        try:
            check_one_proof(state, result)
        except ExerciseFailure as failure:
            raise ExerciseFailure(where + str(failure)) from None
        moves.append(tuple(result[0]))
    game, move = TicTacToe(), moves[0]
    replies = len(game.get_valid_moves(game.make_move(positions[0], move, "X")))
    return (f"X {move} wins in the exercise's position: a proof tree of {2 + 2 * replies} "
            f"nodes (root, X's move, {replies} replies of O, {replies} wins of X); right in "
            f"{len(positions) - 3} positions of random games too")


def check_one_proof(state, result):
    """Raise `ExerciseFailure` naming what is wrong with `result` as a proof that X wins `state`."""
    shape = "expected (move, {O's reply: X's winning answer}) with moves as (row, col) tuples"
    if not (isinstance(result, tuple) and len(result) == 2 and isinstance(result[1], dict)):
        raise ExerciseFailure(f"{shape}, got {shown(result)}")
    move, replies = result
    for cell in [move, *replies.keys(), *replies.values()]:
        if not is_cell(cell):
            raise ExerciseFailure(f"{shape}, but {shown(cell)} is not a (row, col) tuple")
    game = TicTacToe()
    if tuple(move) not in game.get_valid_moves(state):
        raise ExerciseFailure(f"{move!r} is not an empty cell of {_text(state)}")
    after = game.make_move(state, tuple(move), "X")
    if game.is_terminal(after):
        raise ExerciseFailure(f"X {tuple(move)} ends the game "
                              f"{'with a win' if game.evaluate(after) == 1 else 'in a draw'}: "
                              "the position has no immediate win; find a move after which "
                              "every reply of O leaves X a win")
    refutation = _refutation(game, after)
    if refutation is not None and game.evaluate(game.make_move(after, refutation, "O")) == -1:
        raise ExerciseFailure(f"X {tuple(move)} does not win: O {refutation} completes O's "
                              "line first: block it")
    if refutation is not None:
        raise ExerciseFailure(f"X {tuple(move)} does not win: O answers {refutation} "
                              "and X has no win. Look for a move that makes two threats at once")
    o_moves = game.get_valid_moves(after)
    if any(tuple(m) not in o_moves for m in replies) or len(replies) < len(o_moves):
        raise ExerciseFailure(f"a proof tree answers *every* move of O, and only those: O can "
                              f"play {len(o_moves)} moves, your replies cover {len(replies)} "
                              f"(of which {sum(tuple(m) not in o_moves for m in replies)} are not "
                              "O's moves)")
    for o_move, x_move in replies.items():
        position = game.make_move(after, tuple(o_move), "O")
        if tuple(x_move) not in game.winning_moves(position, "X"):
            raise ExerciseFailure(f"after O {tuple(o_move)}, X {tuple(x_move)} does not "
                                  "complete a line")


def _refutation(game, after):
    """Return an O move after which X has no immediate win (None if X always wins at once)."""
    if game.is_terminal(after):
        return None
    for o_move in game.get_valid_moves(after):  # O's winning move first: the hint names it
        if game.evaluate(game.make_move(after, o_move, "O")) == -1:
            return o_move
    for o_move in game.get_valid_moves(after):
        position = game.make_move(after, o_move, "O")
        if game.is_terminal(position) or not game.winning_moves(position, "X"):
            return o_move
    return None


# The checker's own search answers the exercise: it refuses to run for the student's code
_winning_starts = guard(_winning_starts, "search")
_refutation = guard(_refutation, "search")
