"""Find the pool of position pairs of notebook 09's evaluation exercise (`THREAT_ROW_PAIRS`).

Each pair is two positions of real games (move strings, Pons' notation) after
the same number of moves, with the same open-window counts for both players
(windows holding 1, 2 and 3 pieces of X only, and of O only), so the library's
`connect_four_evaluation`, and any re-weighting of those counts, gives both the
same value. Every three of both boards waits on a cell that cannot be played yet
(the cell below it is empty), and the boards differ only in the row of one
player's threes: X's on an odd row counted from the bottom in the first board
and on an even row in the second, or O's on an even row in the first and on an
odd row in the second. By Allis (1988) the first board is the better one for
that player. No game is over and nobody can win on the next move.

Usage: ``python tools/find_threat_pairs.py [games] [seed] > course_lib/exercises/threat_row_pairs.txt``
prints the pairs, one ``player better worse`` a line: the pool from which
`check_evaluation` draws 12 pairs of each player afresh at each check, so that a
table learnt from earlier failure messages covers few of them. The default
(20,000 random games, seed 0, 100 pairs of each player) takes about 15 seconds.
``python tools/find_threat_pairs.py 20000 1 > instructor/threat_row_pairs_hidden.txt`` writes
the instructor's pool (another seed, no board in common), from which the hidden cases of a
graded assignment draw, so that a table of the package's pool fails there.
"""

import random
import sys
from collections import defaultdict

import numpy as np

from course_lib.games.connect_four import ConnectFour

WIDTH, HEIGHT = 7, 6
WINDOWS = np.array(ConnectFour().lines)  # (69, 4) flat indices, row 0 at the top


def features(cells):
    """``(signature, threats)`` of a flat board (1 = X, 2 = O, 0 = empty), or None when
    a window holds four, or a three waits on a cell that can be played now."""
    pieces = cells[WINDOWS]
    xs, os_ = (pieces == 1).sum(1), (pieces == 2).sum(1)
    if (xs == 4).any() or (os_ == 4).any():
        return None
    signature = tuple(int(((xs == k) & (os_ == 0)).sum()) for k in (1, 2, 3)) + tuple(
        int(((os_ == k) & (xs == 0)).sum()) for k in (1, 2, 3))
    threats = []
    for window in np.flatnonzero(((xs == 3) & (os_ == 0)) | ((os_ == 3) & (xs == 0))):
        empty = int(WINDOWS[window][pieces[window] == 0][0])
        row = empty // WIDTH
        if row == HEIGHT - 1 or cells[empty + WIDTH] != 0:
            return None  # playable now: a win on the next move, not a question of rows
        player = "X" if xs[window] == 3 else "O"
        threats.append((player, (HEIGHT - row) % 2 == 1))  # True: an odd row from the bottom
    return signature, threats


def profile(threats):
    """(X's threes on odd rows, on even rows, O's on odd rows, on even rows)."""
    return tuple(sum(1 for t in threats if t == key)
                 for key in (("X", True), ("X", False), ("O", True), ("O", False)))


def random_positions(games, seed):
    """Yield ``(game, moves, cells)`` after plies 8 to 24 of uniformly random games."""
    rng = random.Random(seed)
    for game in range(games):
        cells, heights, moves = np.zeros(WIDTH * HEIGHT, dtype=np.int8), [0] * WIDTH, ""
        for ply in range(24):
            column = rng.choice([c for c in range(WIDTH) if heights[c] < HEIGHT])
            cells[(HEIGHT - 1 - heights[column]) * WIDTH + column] = 1 + ply % 2
            heights[column] += 1
            moves += str(column + 1)
            if ply >= 7:
                yield game, moves, cells.copy()


def better_board(first, second):
    """The player for whom `first` is better by Allis' rule, or None if not exactly that."""
    x_odd, x_even, o_odd, o_even = (a - b for a, b in zip(first, second))
    if (o_odd, o_even) == (0, 0) and x_odd > 0 and x_even == -x_odd:
        return "X"
    if (x_odd, x_even) == (0, 0) and o_even > 0 and o_odd == -o_even:
        return "O"
    return None


def find_pairs(games, seed, per_player=100):
    """Up to `per_player` pairs for each player, no two boards from the same game."""
    buckets, pairs, used = defaultdict(list), {"X": [], "O": []}, set()
    for game, moves, cells in random_positions(games, seed):
        found = features(cells)
        if found is None or not found[1]:
            continue
        signature, threats = found
        mine = profile(threats)
        for other_game, other_moves, other in buckets[len(moves), signature]:
            for first, second, a, b in ((moves, other_moves, mine, other),
                                        (other_moves, moves, other, mine)):
                player = better_board(a, b)
                if (player and len(pairs[player]) < per_player
                        and not used & {game, other_game}):
                    pairs[player].append((first, second))
                    used |= {game, other_game}
        buckets[len(moves), signature].append((game, moves, mine))
        if all(len(found) == per_player for found in pairs.values()):
            break
    return pairs


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20_000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    pairs = find_pairs(games, seed)
    print(f"# player better worse: {games:,} random games, seed {seed}; tools/find_threat_pairs.py")
    for player, found in pairs.items():
        for first, second in found:
            print(player, first, second)


if __name__ == "__main__":
    main()
