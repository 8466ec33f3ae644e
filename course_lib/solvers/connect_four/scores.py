"""Pons' score convention, its bounds, the centre-first column order and the null-window driver.

A Connect Four score is for the **side to move** (Pons, "Solving Connect 4",
part 2, "Test protocol"):

* 0 for a draw;
* a win scores 1 + the stones the winner still has in hand when winning, i.e.
  ``(width*height + 1 - moves played before the winning move) // 2``. On a board
  with an even number of cells (7x6 and every board of Pons' test sets) that is
  ``width*height//2 + 1 - stones the winner has played``: 22 minus them on 7x6, so
  the earliest possible win (the fourth stone) scores 18 and a win with the last
  stone scores 1;
* a loss is the negative of the opponent's win score.

On a board with an odd number of cells (5x5) the first player has one stone more
than the second; the formula above (Pons' code) still gives every win a score
>= 1, whereas ``width*height//2 + 1 - stones`` would give the first player's
win with their last stone the draw's 0.

This module holds what the two searches of the ladder share: the bounds of a
score given the number of moves played, the centre-first column order of
part 5, and the iterative deepening by null windows of part 8.
"""


def div2(n):
    """Return ``n / 2`` rounded toward zero, as C++'s ``/`` does (Pons' code relies on it).

    Python's ``//`` rounds toward minus infinity: ``-7 // 2 == -4`` but ``div2(-7) == -3``.
    """
    return -((-n) // 2) if n < 0 else n // 2


def win_score(cells, moves_played):
    """Return the score of winning with the next move, `moves_played` moves after the start.

    `cells` is ``width * height``. On 7x6, winning with the 7th move of the game
    (``moves_played == 6``, the first player's fourth stone) scores 18.
    """
    return (cells + 1 - moves_played) // 2


def score_range(cells, moves_played):
    """Return ``(lowest, highest)``: the scores possible in a position with `moves_played` moves.

    The lowest is losing to the opponent's next stone, the highest winning with
    ours (Pons, part 8, the initial window of `iterative_deepening`).
    """
    return -((cells - moves_played) // 2), (cells + 1 - moves_played) // 2


def centre_first(width):
    """Return the columns in Pons' exploration order, centre first: [3, 2, 4, 1, 5, 0, 6] on 7 columns.

    Centre columns take part in more lines of four, so they are more often the
    best moves (Pons, part 5). This is the order his code computes,
    ``width/2 + (1 - 2*(i%2))*(i+1)/2`` with C++ division; the comment next to it
    says {3, 4, 2, 5, 1, 6, 0}, but the published node counts come from the code.
    """
    return [width // 2 + div2((1 - 2 * (i % 2)) * (i + 1)) for i in range(width)]


def iterative_deepening(negamax, lowest, highest):
    """Return the exact score in [lowest, highest] by null-window searches (Pons, part 8).

    `negamax(alpha, beta)` is an alpha-beta search of the position that returns
    a value <= alpha when the score is <= alpha and > alpha otherwise. Each probe
    uses the smallest window ``(med, med + 1)`` and only says whether the score is
    above `med`; a dichotomy on [lowest, highest] finds the score. `med` is first
    taken near 0 (half of the bound, on each side), so the first probes look for
    quick wins and losses, which narrow windows search shallowly: iterative
    deepening, driven by the score's window.
    """
    while lowest < highest:
        med = lowest + (highest - lowest) // 2
        if med <= 0 and div2(lowest) < med:
            med = div2(lowest)
        elif med >= 0 and div2(highest) > med:
            med = div2(highest)
        value = negamax(med, med + 1)
        if value <= med:
            highest = value
        else:
            lowest = value
    return lowest


def sign(score):
    """Return -1, 0 or +1: the weak solver's answer (loss, draw, win) for a score."""
    return (score > 0) - (score < 0)
