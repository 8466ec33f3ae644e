"""The games a tournament plays, their moves as JSON, and its balanced openings.

A game is named by a string, as on the command line: ``"tictactoe"``,
``"connect_four"`` (7 x 6) or ``"connect_four:WxH"`` (e.g. ``"connect_four:5x4"``).
Moves travel as JSON: a Connect Four column is an int (from 0), a tic-tac-toe
cell a list ``[row, col]``.

Openings. Deterministic bots would replay one game forever, so every pairing
starts from an opening: the first two plies (one X move, one O move), drawn with
a seeded generator from a fixed set, and played with both colours. The set holds
the 2-ply openings whose perfect-play value is a draw where the game can be
solved in a moment (tic-tac-toe, Connect Four boards of at most
`SOLVED_CELLS` cells); on bigger boards, all 2-ply openings (playing each with
both colours is what balances them there).
"""

import functools
import re

import numpy as np

from ..games import ConnectFour, TicTacToe
from ..solvers import ConnectFourSolver, MinimaxSolver

SOLVED_CELLS = 20  # Connect Four boards up to this many cells: openings screened by a solver
OPENING_PLIES = 2
_CONNECT_FOUR = re.compile(r"connect_four(?::(\d+)x(\d+))?")


class UnknownGameError(ValueError):
    """The game name is none of tictactoe, connect_four, connect_four:WxH."""


def make_game(name):
    """Return the `Game` named `name` (see the module docstring); `UnknownGameError` otherwise."""
    if name == "tictactoe":
        return TicTacToe()
    match = _CONNECT_FOUR.fullmatch(str(name))
    if not match:
        raise UnknownGameError(f"GAME must be tictactoe, connect_four or connect_four:WxH "
                               f"(e.g. connect_four:5x4), got {name!r}")
    if match.group(1) is None:
        return ConnectFour()
    return ConnectFour(int(match.group(1)), int(match.group(2)))


def move_to_json(move):
    """A move as JSON can carry it: a column int, or ``[row, col]``; `TypeError` otherwise."""
    if isinstance(move, (bool, np.bool_)):
        raise TypeError(f"a move is a column or a (row, col) pair, not {move!r}")
    if isinstance(move, (int, np.integer)):
        return int(move)
    if isinstance(move, (tuple, list, np.ndarray)) and len(move) == 2:
        return [move_to_json(part) for part in move]
    raise TypeError(f"a move is a column or a (row, col) pair, got {move!r:.80}")


def move_from_json(game, move):
    """The game's own move from its JSON form: an int column, or a ``(row, col)`` tuple."""
    if isinstance(game, TicTacToe) and isinstance(move, list):
        return tuple(move)
    return move


def play_opening(game, opening):
    """Return ``(state, player to move)`` after playing the JSON moves `opening` from the start."""
    state, player = game.initial_state(), "X"
    for move in opening:
        state = game.make_move(state, move_from_json(game, move), player)
        player = game.get_opponent(player)
    return state, player


def replay(game, record):
    """Return ``(boards, titles)``: the states of a recorded game (a ``games.jsonl`` record of
    `game`) after its opening, then after each of its moves; titles ``"opening"``, then the
    mover and move (``"X (1, 1)"``, ``"O 3"``). Raises the game's error on an illegal move."""
    state, player = play_opening(game, record["opening"])
    boards, titles = [state], ["opening"]
    for move in record["moves"]:
        move = move_from_json(game, move)
        state = game.make_move(state, move, player)
        boards.append(state)
        titles.append(f"{player} {move}")
        player = game.get_opponent(player)
    return boards, titles


@functools.lru_cache(maxsize=None)
def balanced_openings(name):
    """Return the tuple of openings of game `name`, each a tuple of JSON moves (see the module)."""
    game = make_game(name)
    candidates = []
    start = game.initial_state()
    for first in game.get_valid_moves(start):
        after = game.make_move(start, first, "X")
        for second in game.get_valid_moves(after):
            candidates.append((move_to_json(first), move_to_json(second)))
    value = _solver_value(game)
    if value is None:
        return tuple(_frozen(c) for c in candidates)
    drawn = [c for c in candidates if value(*play_opening(game, c)) == 0]
    return tuple(_frozen(c) for c in (drawn or candidates))


def _frozen(opening):
    return tuple(tuple(m) if isinstance(m, list) else m for m in opening)


def _solver_value(game):
    """A function (state, player) -> perfect-play value (0 = draw), or None if too slow here."""
    if isinstance(game, TicTacToe):
        solver = MinimaxSolver()
        return lambda state, player: solver.minimax_value(game, state, player)
    if game.width * game.height <= SOLVED_CELLS:
        solver = ConnectFourSolver(weak=True)
        return lambda state, player: solver.solve(game, state)
    return None
