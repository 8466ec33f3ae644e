"""Pons' ladder: the rungs of "Solving Connect 4", parts 3-12, with his published figures.

`pons_ladder()` returns the rungs in order. Each `LadderRung` has the part number, its
name, a factory for its solver (``rung.make_solver(weak=False)`` returns a
`ConnectFourSolver` of that part) and the mean number of positions explored per
position that Pons published for each of his test sets (strong and weak
solver), copied from the benchmark table at the end of each part (None where
his solver could not finish the 1,000 positions within 24 hours, or where the
part has no weak table).

Test sets (Pons, part 2, "Test protocol"): 1,000 positions each, ``L3`` end
game, ``L2`` middle game, ``L1`` beginning; ``R1`` easy to ``R3`` hard.

Part 11 is not a rung: it shrinks Pons' C++ table (keys modulo 2^32 in a table
of prime size) and explores what part 10 explores (his table: 517.4 positions
on Middle-Easy against 517.2); here the table is a dict (see `bitboard_search`).

Source: P. Pons, "Solving Connect 4: how to build a perfect AI", parts 3-12,
blog.gamesolver.org (2017-2019); repository gamesolver/gamesolver.github.io,
folder ``_solving-connect-four``.
"""

from functools import partial
from typing import Callable, NamedTuple

from .solver import ConnectFourSolver

PONS_TEST_SETS = {
    "L3_R1": "End-Easy",
    "L2_R1": "Middle-Easy",
    "L2_R2": "Middle-Medium",
    "L1_R1": "Begin-Easy",
    "L1_R2": "Begin-Medium",
    "L1_R3": "Begin-Hard",
}
"""Pons' test sets: file suffix (``Test_L3_R1``) -> his name for it."""


class LadderRung(NamedTuple):
    """One step of Pons' ladder.

    `part`: the part of "Solving Connect 4"; `name`: the enhancement it adds;
    `make_solver(weak=False)`: a new `ConnectFourSolver(weak, part=part)`;
    `pons_strong`, `pons_weak`: ``{test set: mean positions explored}`` from the
    part's benchmark table (None: not published).
    """

    part: int
    name: str
    make_solver: Callable
    pons_strong: dict
    pons_weak: dict

    def __repr__(self):
        return f"LadderRung(part={self.part}, name={self.name!r})"

    def pons_mean_positions(self, test_set, weak=False):
        """Return Pons' mean positions explored on `test_set` (e.g. ``"L3_R1"``), or None.

        Raises KeyError for a name that is not one of `PONS_TEST_SETS`.
        """
        if test_set not in PONS_TEST_SETS:
            raise KeyError(f"unknown test set {test_set!r}: one of {sorted(PONS_TEST_SETS)}")
        return (self.pons_weak if weak else self.pons_strong).get(test_set)


def _figures(*means):
    """Map Pons' six columns (L3_R1, L2_R1, L2_R2, L1_R1, L1_R2, L1_R3) to their figures."""
    return {name: mean for name, mean in zip(PONS_TEST_SETS, means) if mean is not None}


# (part, name, strong means, weak means), in the test-set order of PONS_TEST_SETS
_PUBLISHED = [
    (3, "negamax (minimax)",
     _figures(11_024), {}),
    (4, "alpha-beta",
     _figures(283.6, 54_236_700, 453_614_000),
     _figures(222.9, 41_401_200, 308_114_000)),
    (5, "centre-first column order",
     _figures(139.7, 2_081_790, 40_396_700),
     _figures(107.1, 927_943, 23_685_400)),
    (6, "bitboards",
     _figures(139.7, 2_081_790, 40_396_700),
     _figures(107.1, 927_943, 23_685_400)),
    (7, "transposition table (upper bounds)",
     _figures(92.84, 207_900, 1_731_000, 156_400_000, 306_100_000),
     _figures(68.69, 28_750, 752_300, 52_840_000, 63_930_000)),
    (8, "iterative deepening with null windows",
     _figures(131.6, 9_472, 1_699_000, 236_700, 183_600_000),
     _figures(74.40, 29_910, 801_455, 36_350_000, 63_590_000)),
    (9, "anticipating direct losing moves",
     _figures(70.71, 4_135, 1_135_000, 107_400, 110_800_000),
     _figures(43.30, 19_800, 564_600, 27_010_000, 44_860_000)),
    (10, "move ordering by threats",
     _figures(54.93, 517.2, 48_290, 3_692, 1_449_000, 71_440_000),
     _figures(31.46, 618.4, 23_810, 25_480, 663_100, 41_460_000)),
    (12, "lower bounds in the transposition table",
     _figures(51.28, 449.6, 39_900, 3_298, 1_201_000, 65_920_000),
     _figures(29.36, 532.7, 20_210, 22_230, 538_700, 38_120_000)),
]


def pons_ladder():
    """Return the rungs of Pons' ladder in order: parts 3, 4, 5, 6, 7, 8, 9, 10 and 12."""
    return [LadderRung(part, name, partial(ConnectFourSolver, part=part), strong, weak)
            for part, name, strong, weak in _PUBLISHED]
