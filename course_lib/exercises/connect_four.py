"""Checkers for the Connect Four exercises of notebooks 09 (1 and 2) and 10 (3).

1. *An evaluation function.* `check_evaluation(evaluation, seed=None)`, in
   `connect_four_evaluation` (imported here): the row of threats on pairs of boards with the
   same open windows, then a match against the library's `connect_four_evaluation`.
2. *The moves worth searching up to the mirror.* `check_mirror_moves(f)`:
   ``f(game, state) -> columns``, the valid columns keeping one of each pair
   whose children are mirror images, decided from the board (playing a move is
   refused); checked on every position of the 4x3 and 3x4 boards and on 7x6
   positions. The library's mirror keys (`canonical_transform`, `symmetric_key`)
   and notebook 08's `NegamaxAlphaBetaSolver.ordered_moves` and
   `one_per_symmetry_class` refuse to run for the student's code; a failure
   names the columns on the board, not the rule.
3. *A win check through the last move.* `check_last_move_wins(last_move_wins)`:
   ``last_move_wins(state, column) -> bool``, whether the top piece of
   `column` is part of four in a row, on hand-made edge cases, on every
   position of seeded random games, and on boards where play went on after a
   four: the loser's piece, then the winner's (whose colour already has a
   four), so a whole-board check fails, for any colour or for the last
   piece's; then the same on 5x4 and 8x7 boards, so that an answer that
   assumes 7x6 fails (with a hint about ``state.shape``). Each check also draws fresh
   boards where the last piece completes a four in one direction only, for each direction
   and place in the line, on 7x6, 5x4 and 8x7: an answer that leaves out a direction fails
   on new boards every time, whatever table of past failure boards it keeps. An answer that
   checks the wrong colour's lines is told so. The library's win checks refuse to run for
   the student's code: `ConnectFour.evaluate`, `is_terminal`, `winning_moves`,
   `BitLayout.has_four` and `winning_cells`, `GridPosition.is_winning_move` and
   `BitboardPosition.is_winning_move`, and the reference `last_piece_wins` / `lines_through`.
   (`BitLayout._has_four`, the rules' own unguarded copy on the hot path of every move, is not.)

Student code runs contained (`contained`): a time limit, its exception named.
"""

import numpy as np

from ..answer_guard import guard
from ..analysis.counting import reachable_positions
from ..games.connect_four import ConnectFour
from . import ExerciseFailure, checker, contained, materialize, shown
from .connect_four_cases import (SIZE_HINT, WIN_CASES, colours_swapped, continued_boards,
                                 last_piece_wins, one_direction_wins, other_size_cases,
                                 other_size_one_direction_wins, random_game_positions,
                                 sample_positions, top_recoloured)
from .connect_four_evaluation import check_evaluation, check_threat_rows  # noqa: F401 (re-exported)
from .fresh_cases import fresh_seeds

# ----------------------------------------------------------------------
# Exercise 2: the moves worth searching up to the mirror
# ----------------------------------------------------------------------
def moves_up_to_mirror(game, state):
    """The reference: the valid columns, keeping the first of each pair of children that are
    mirror images (only a board that is its own mirror image has such pairs)."""
    moves = game.get_valid_moves(state)
    if not np.array_equal(state, state[:, ::-1]):
        return moves
    return [column for column in moves if column <= game.width - 1 - column]


moves_up_to_mirror = guard(moves_up_to_mirror, "mirror")  # the answer, for checks only


class _Unplayed(ConnectFour):
    """The game the student's `mirror_moves` gets: it decides from the board, so playing a
    move (generating a child to compare) is refused with a hint."""

    def make_move(self, state, move, player):
        raise ExerciseFailure(
            "your mirror_moves plays a move (game.make_move) to compare the children: decide "
            "from the board itself, without building any child, which columns give "
            "mirror-image children")


def _mirror_cases():
    """(game, state) cases: every position of the 4x3 and 3x4 boards, and 7x6 game positions."""
    for width, height in ((4, 3), (3, 4)):
        game, unplayed = ConnectFour(width, height), _Unplayed(width, height)
        for state in reachable_positions(game).values():
            if not game.is_terminal(state):
                yield unplayed, state
    game, unplayed = ConnectFour(), _Unplayed()
    for state in sample_positions(game) + [ConnectFour.from_moves(m) for m in ("44", "4444", "3553")]:
        if not game.is_terminal(state):
            yield unplayed, state


@checker("The moves worth searching up to the mirror",
         refuses=("search", "mirror"))
def check_mirror_moves(mirror_moves):
    """Check ``mirror_moves(game, state) -> columns`` on every position of two small boards."""
    checked = symmetric = 0
    for game, state in _mirror_cases():
        before = state.copy()
        got = contained(mirror_moves, game, state, what="your mirror_moves")
        where = f"on the {game.width}x{game.height} board\n{game.board_text(before)}\n"
        if not np.array_equal(state, before):
            raise ExerciseFailure(f"{where}your function changed the board: build the mirror "
                                  "as a new array (state[:, ::-1]) and leave the state alone")
        if got is None:
            raise ExerciseFailure(f"{where}returned None: return the list of columns")
        got = list(materialize(got, "your function's result"))
        expected = moves_up_to_mirror(game, before)
        checked, symmetric = checked + 1, symmetric + (expected != game.get_valid_moves(before))
        if got != expected:
            raise ExerciseFailure(f"{where}you returned {got}" + _mirror_hint(game, before, got,
                                                                             expected))
    return (f"right on all {checked:,} positions; {symmetric:,} of them are their own mirror "
            "image, where about half the columns suffice")


def _mirror_hint(game, state, got, expected):
    """What is wrong on this board, shown by columns, without stating the rule."""
    if sorted(got) == sorted(expected):
        return ": keep the game's order of the columns"
    moves = game.get_valid_moves(state)
    twice = [column for i, column in enumerate(got) if column in got[:i]]
    if twice:
        return f": column {twice[0]} appears more than once"
    for column in got:
        if column not in moves:
            return f": column {column} is not a valid move here"
        if column not in expected:
            first = game.width - 1 - column
            return (f": columns {first} and {column} give mirror-image children here, so "
                    f"searching one of them is enough: keep the first, column {first}")
    missing = next(column for column in expected if column not in got)
    return (f": column {missing}'s child is not the mirror image of any other column's child "
            "here: it must be searched")


# ----------------------------------------------------------------------
# Exercise 3: a win check through the last move
# ----------------------------------------------------------------------
@checker("A win check through the last move",
         refuses=("search", "win check"))
def check_last_move_wins(last_move_wins, seed=None):
    """Check ``last_move_wins(state, column) -> bool`` on edge cases, random games, boards where
    play went on after a four, by the loser and then by the winner (where a whole-board check is
    wrong), first on 7x6 boards, then on 5x4 and 8x7 ones (where an answer that assumes 7x6 gets
    a hint about ``state.shape``); each part also on random games, boards and fours in one
    direction only (`one_direction_wins`) drawn afresh at each check (`seed` fixes them)."""
    fixed = WIN_CASES + random_game_positions() + continued_boards(range(12))
    other_sizes = other_size_cases(range(6), range(12))
    fresh = [fresh_seeds(None if seed is None else seed + k, count)
             for k, count in enumerate((2, 6, 1, 3, 1))]
    one_direction = one_direction_wins(fresh[4][0], 3)  # a missing direction fails anew each time
    for cases, size_hint in ((fixed + random_game_positions(fresh[0]) + continued_boards(fresh[1])
                              + one_direction, None),
                             (other_sizes + other_size_cases(fresh[2], fresh[3])
                              + other_size_one_direction_wins(fresh[4][0], 2), SIZE_HINT)):
        for name, state, column, expected, hint in cases:
            _check_one_board(last_move_wins, name, state, column, expected, hint, size_hint)
    return (f"right on {len(WIN_CASES)} edge cases and {len(fixed) - len(WIN_CASES)} positions of "
            f"random 7x6 games (some played on after a four), {len(other_sizes)} of 5x4 and 8x7 "
            "games, and on fresh random ones")


def _check_one_board(last_move_wins, name, state, column, expected, hint, size_hint):
    what = f"{name}: your last_move_wins" if size_hint else "your last_move_wins"
    got = contained(last_move_wins, state.copy(), column, what=what,
                    hints=size_hint and {Exception: size_hint})
    if not isinstance(got, (bool, np.bool_)):
        raise ExerciseFailure(f"returned {shown(got)}: return True or False")
    if bool(got) != expected:
        hint = _colour_hint(last_move_wins, state, column, expected) or hint
        board = ConnectFour(state.shape[1], state.shape[0]).board_text(state)
        said = "a win" if got else "no win"
        raise ExerciseFailure(f"{name}: you said {said} for the last piece in column "
                              f"{column}, expected {'a win' if expected else 'no win'}\n"
                              f"{board}\nHint: {hint}")


def _colour_hint(last_move_wins, state, column, expected):
    """The hint for an answer that gets `state` wrong and checks the lines of the wrong colour:
    right once X and O are swapped (it checks X's or O's lines, whoever played), or right with
    the top piece recoloured (it checks the other colour's lines); None for any other answer."""
    mark = state[int(np.argmax(state[:, column] != " ")), column]
    recoloured = top_recoloured(state, column)
    try:
        checks_one_colour = contained(last_move_wins, colours_swapped(state), column) == expected
        checks_other_colour = (contained(last_move_wins, recoloured, column) == expected
                               != last_piece_wins(recoloured, column))
    except ExerciseFailure:
        return None
    if checks_one_colour or checks_other_colour:
        return (f"the last piece here is {mark}'s: check the lines of its colour (the top piece "
                "of the column), whichever player that is")
    return None
