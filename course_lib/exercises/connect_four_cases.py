"""The positions the Connect Four checkers (`exercises.connect_four`) try a student's code on.

All come from seeded random games, so every board is a position of a real
game: `sample_positions` and `THREAT_ROW_PAIRS` for the evaluation exercise; for the win check,
`WIN_CASES` (one four of each direction, with the last piece at an end and in
the middle of the line, and traps: three in a row, a line that only wraps
around the board's edge, a four of O's), `random_game_positions` and
`continued_boards` on 7x6, `other_size_cases` on 5x4 and 8x7 boards, and fresh fours in one
direction only (`one_direction_wins`, `other_size_one_direction_wins`), each
with the hint to give when a student's answer differs.
"""

import random
from pathlib import Path

import numpy as np

from ..answer_guard import guard
from ..games.connect_four import ConnectFour

DIRECTIONS = {"horizontal": (0, 1), "vertical": (1, 0), "diagonal /": (-1, 1), "diagonal \\": (1, 1)}


def random_games(game, seeds):
    """Yield ``(seed, ply, state, column)`` after every move of seeded uniformly random games."""
    for seed in seeds:
        rng, state = random.Random(seed), game.initial_state()
        for ply in range(game.width * game.height):
            if game.is_terminal(state):
                break
            column = rng.choice(game.get_valid_moves(state))
            state = game.make_move(state, column, game.to_move(state))
            yield seed, ply + 1, state, column


def sample_positions(game=None, count=60):
    """`count` positions of seeded random games, the empty board first."""
    game = game or ConnectFour()
    found = [game.initial_state()]
    for _, _, state, _ in random_games(game, range(1000)):
        if len(found) == count:
            break
        found.append(state)
    return found


def lines_through(state, column):
    """Return ``{direction: (pieces in the line, True if the top piece of `column` is inside it)}``."""
    row = int(np.argmax(state[:, column] != " "))
    mark, height, width = state[row, column], *state.shape
    result = {}
    for name, (d_row, d_col) in DIRECTIONS.items():
        counts = []
        for sign in (1, -1):
            r, c, n = row + sign * d_row, column + sign * d_col, 0
            while 0 <= r < height and 0 <= c < width and state[r, c] == mark:
                r, c, n = r + sign * d_row, c + sign * d_col, n + 1
            counts.append(n)
        result[name] = (1 + sum(counts), min(counts) > 0)
    return result


def last_piece_wins(state, column):
    """True when the top piece of `column` is part of four in a row: the exercise's reference."""
    return any(length >= 4 for length, _ in lines_through(state, column).values())


# The answer, for checks only: refused to the student's code (bare, or in a lambda) during the check
lines_through = guard(lines_through, "win check")
last_piece_wins = guard(last_piece_wins, "win check")


def _hint(state, column, expected):
    lines = lines_through(state, column)
    mark = state[int(np.argmax(state[:, column] != " ")), column]
    if not expected and mark in _marks_with_four(state):
        return ("play went on after a four, and the last piece's colour already had a four "
                "elsewhere; only lines through the last piece count")
    if not expected and _marks_with_four(state):
        return ("the board holds a four, but not through the last piece: play went on after it "
                "(an analysis board); look only at the lines through the last piece")
    if not expected:
        longest = max(length for length, _ in lines.values())
        return (f"no four in a row passes through the last piece (its longest line has "
                f"{longest}); look only at the cells next to it, in each of the 4 directions")
    name, (_, middle) = next((n, line) for n, line in lines.items() if line[0] >= 4)
    if mark in _marks_with_four(_without_top(state, column)):
        return (f"the last piece completes a {name} four, though its colour had a four before "
                "it (play went on after it): the lines through the last piece decide, whatever "
                "the rest of the board holds")
    return (f"the last piece completes a {name} four"
            + (": it sits inside the line, so count both ways from it and add" if middle
               else ": count from the last piece outwards, in both directions of each line"))


def _first_win(game, direction, middle):
    for seed, ply, state, column in random_games(game, range(5000)):
        if game.evaluate(state) != 0:
            length, inside = lines_through(state, column)[direction]
            if length >= 4 and inside == middle:
                return seed, ply, state, column
    raise LookupError(f"no {direction} win found")  # pragma: no cover


def _last_board(game, seed):
    """The final board of the seeded random game `seed` and the column of its last move."""
    *_, (_, _, state, column) = random_games(game, [seed])
    return state, column


def one_direction_wins(seed, per_kind, game=None):
    """``(name, state, column, True, hint)``: `per_kind` boards for each direction and each place
    of the last piece in it (at an end, inside; a vertical four ends at the last piece), where
    the last piece completes four in that one direction only. Final boards of random games drawn
    from `seed`: an answer that leaves out or gets wrong one direction fails on new boards at
    each check, so remembering the boards it failed on does not help."""
    game, rng = game or ConnectFour(), random.Random(seed)
    kinds = {(d, m): [] for d in DIRECTIONS for m in ((False, True) if d != "vertical" else (False,))}
    for _ in range(100_000):
        if all(len(found) == per_kind for found in kinds.values()):
            break
        game_seed = rng.randrange(10**9)
        state, column = _last_board(game, game_seed)
        wins = [(name, inside) for name, (length, inside) in lines_through(state, column).items()
                if length >= 4]
        if len(wins) == 1 and len(kinds[wins[0]]) < per_kind:
            (direction, middle), = wins
            where = "inside" if middle else "at the end of"
            kinds[wins[0]].append((f"random game {game_seed}: a {direction} four only, the last "
                                   f"piece {where} the line", state, column, True,
                                   _hint(state, column, True)))
    return [case for found in kinds.values() for case in found]


def _win_cases():
    game, cases = ConnectFour(), []
    for direction in DIRECTIONS:
        for middle in ((False, True) if direction != "vertical" else (False,)):
            seed, ply, state, column = _first_win(game, direction, middle)
            where = "inside" if middle else "at the end of"
            cases.append((f"a {direction} four, the last piece {where} the line", state, column,
                          True, _hint(state, column, True)))
    traps = [
        ("three in a row", "11223", 2, False,
         "four pieces make a win, not three"),
        ("a line that only wraps around the edge", "7464241", 0, False,
         "state[r, c - 1] with c = 0 is the last column in Python (negative indices wrap "
         "around): stop counting at the edges of the board"),
        ("O's vertical four (the last piece is the top one of its column)", "21212131", 0, True,
         "the last piece is the top piece of its column (the first non-empty cell from row 0 "
         "down), and it can be O's"),
    ]
    for name, moves, column, expected, hint in traps:
        cases.append((name, ConnectFour.from_moves(moves), column, expected, hint))
    return cases


def _marks_with_four(state):
    """The set of marks ("X", "O") that have four in a row somewhere on the board."""
    height, width = state.shape
    found = set()
    for r in range(height):
        for c in range(width):
            mark = state[r, c]
            if mark == " " or mark in found:
                continue
            for d_row, d_col in DIRECTIONS.values():
                cells = [(r + k * d_row, c + k * d_col) for k in range(4)]
                if all(0 <= i < height and 0 <= j < width and state[i, j] == mark for i, j in cells):
                    found.add(mark)
    return found


def _without_top(state, column):
    """The board without the top piece of `column`."""
    before = state.copy()
    before[int(np.argmax(before[:, column] != " ")), column] = " "
    return before


def colours_swapped(state):
    """The board with every X an O and every O an X."""
    return np.where(state == "X", "O", np.where(state == "O", "X", state))


def top_recoloured(state, column):
    """The board with the top piece of `column` of the other colour."""
    after = state.copy()
    row = int(np.argmax(after[:, column] != " "))
    after[row, column] = "O" if after[row, column] == "X" else "X"
    return after


def _dropped(state, column, mark):
    """The board with a piece `mark` dropped into `column` (not full), and nothing else checked."""
    after = state.copy()
    after[max(r for r in range(after.shape[0]) if after[r, column] == " "), column] = mark
    return after


def random_game_positions(seeds=range(40), game=None):
    """``(name, state, column, expected, hint)`` after every move of seeded random games."""
    game = game or ConnectFour()
    return [(f"random game {seed}, move {ply}", state, column, last_piece_wins(state, column),
             _hint(state, column, last_piece_wins(state, column)))
            for seed, ply, state, column in random_games(game, seeds)]


def _second_fours(state, free, winner, seed):
    """The first board where the winner's piece in a `free` column completes a second four."""
    for column in free:
        after = _dropped(state, column, winner)
        if last_piece_wins(after, column):
            return [_continued_case(f"the winner's piece, completing a second four "
                                    f"(random game {seed})", after, column)]
    return []


def _continued_case(name, state, column):
    expected = last_piece_wins(state, column)
    return (f"a board where play went on after a four, {name}", state, column, expected,
            _hint(state, column, expected))


def continued_boards(seeds, game=None):
    """``(name, state, column, expected, hint)``: boards of seeded random games won by a four,
    where play went on (an analysis board). The loser drops one more piece: the board holds a
    four, yet the last piece usually completes none. Then the winner drops one: its colour has a
    four, usually not through the last piece. Where the winner's piece can complete a second
    four, that board too. A whole-board check (any four, a four of the last piece's colour, or
    one more four of it than before) gets some of these wrong. The piece counts stay legal."""
    game, cases = game or ConnectFour(), []
    for seed in seeds:
        rng = random.Random(seed)
        finished = [(state, column) for _, _, state, column in random_games(game, [seed])][-1][0]
        if game.evaluate(finished) == 0:
            continue
        winner, loser = ("X", "O") if game.evaluate(finished) > 0 else ("O", "X")
        state = finished
        for mark, who in ((loser, "the loser's piece"), (winner, "the winner's piece")):
            free = [c for c in range(game.width) if state[0, c] == " "]
            if not free:
                break
            if mark == winner:
                cases += _second_fours(state, free, winner, seed)
            column = rng.choice(free)
            state = _dropped(state, column, mark)
            cases.append(_continued_case(f"{who} (random game {seed})", state, column))
    return cases


OTHER_SIZES = ((5, 4), (8, 7))  # (width, height): boards an answer that assumes 7x6 gets wrong
SIZE_HINT = ("your function was right on every 7x6 board: does it assume 7x6 (6 rows, 7 "
             "columns)? The board can have any size: read it from state.shape "
             "(height, width = state.shape)")


def other_size_cases(game_seeds, board_seeds):
    """``(name, state, column, expected, hint)`` on the 5x4 and 8x7 boards: the positions of
    the seeded random games `game_seeds` and the `continued_boards` of `board_seeds`; each
    name says the board's size, each hint asks first whether the answer assumes 7x6."""
    return [case for width, height in OTHER_SIZES
            for case in _on_other_size(random_game_positions(game_seeds, ConnectFour(width, height))
                                       + continued_boards(board_seeds, ConnectFour(width, height)))]


def other_size_one_direction_wins(seed, per_kind):
    """`one_direction_wins` on the 5x4 and 8x7 boards, named and hinted as `other_size_cases`."""
    return [case for k, (width, height) in enumerate(OTHER_SIZES)
            for case in _on_other_size(one_direction_wins(seed + k, per_kind,
                                                          ConnectFour(width, height)))]


def _on_other_size(cases):
    """`cases` of a board other than 7x6, each named with its size and hinted `SIZE_HINT` first."""
    return [(f"on the {state.shape[1]}x{state.shape[0]} board, {name}", state, column, expected,
             f"{SIZE_HINT}. Otherwise: {hint}") for name, state, column, expected, hint in cases]


def read_threat_pairs(path):
    """A pool of pairs written by tools/find_threat_pairs.py: ``(player, better, worse)`` move
    strings, one pair a line of the file at `path` (``#`` starts a comment line)."""
    text = Path(path).read_text(encoding="utf-8")
    return tuple(tuple(line.split()) for line in text.splitlines()
                 if line.strip() and not line.startswith("#"))


# The pool of pairs of positions (move strings) for the evaluation exercise, found by
# tools/find_threat_pairs.py (20,000 random games, seed 0; 100 pairs for each player):
# ``(player, better, worse)``. Both boards of a pair come after the same number of moves and
# have the same open-window counts for both players (so any weighting of the windows gives
# them the same value); every three waits on a cell that cannot be played yet, and the boards
# differ only in the row of that player's threes: on the row the player can claim in `better`
# (X: odd rows counted from the bottom, O: even rows; Allis 1988), on the other parity in
# `worse`. No game is over. The checker draws 12 pairs of each player afresh at each check.
THREAT_ROW_PAIRS = read_threat_pairs(Path(__file__).with_name("threat_row_pairs.txt"))


WIN_CASES = _win_cases()
