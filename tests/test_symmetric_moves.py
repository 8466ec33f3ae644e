"""Notebook 02's claim: two readings of "equivalent moves" keep the same moves in tic-tac-toe.

The exercise of notebook 02 expands, at each position, the first of the moves that lead to
boards with the same `canonical_form`; the library's `distinct_moves_up_to_symmetry` keeps
the first move of each class under the position's own symmetries (its stabilizer). The
notebook says they agree at every reachable position; this test checks all 4,520 of them.
"""

from course_lib import TicTacToe, canonical_form, reachable_positions
from course_lib.games.symmetry import distinct_moves_up_to_symmetry


def moves_to_distinct_boards(game, state):
    """The first move of each class of moves leading to symmetric boards (the exercise's rule)."""
    kept, keys = [], set()
    for move in game.get_valid_moves(state):
        key = canonical_form(game.make_move(state, move, game.to_move(state)))
        if key not in keys:
            keys.add(key)
            kept.append(move)
    return kept


def test_both_readings_keep_the_same_moves_at_every_reachable_position():
    game = TicTacToe()
    open_positions = [s for s in reachable_positions(game).values() if not game.is_terminal(s)]
    assert len(open_positions) == 4520
    for state in open_positions:
        moves = game.get_valid_moves(state)
        assert moves_to_distinct_boards(game, state) == distinct_moves_up_to_symmetry(state, moves)
