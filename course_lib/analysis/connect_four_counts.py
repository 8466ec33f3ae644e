"""Published Connect Four figures: Tromp's position counts and outcomes by board size, OEIS A212693.

Counted and solved by others (John Tromp's programs; Edelkamp & Kissmann's
symbolic search for 7x6), so the library can be checked against them:
`count_positions` reproduces every board it can enumerate in a few seconds
(notebook 09), a memoized depth-limited search from the empty 7x6 board stores
exactly ``sum(POSITIONS_AFTER_PLIES_7X6[:d + 1])`` positions at depth d, and
`ConnectFourSolver` finds Tromp's outcome on every small board it solves
(notebook 10, section 2).
"""

TROMP_SOURCE = ("John Tromp, \"John's Connect Four Playground\", "
                "http://tromp.github.io/c4/c4.html, section \"Number of connect-4 positions\"")

# (width, height) -> positions reachable in play: the empty board and the positions where
# the game has just ended included, nothing after a win. 7x6: 4,531,985,219,092 (A212693).
TROMP_POSITION_COUNTS = {
    (1, 1): 2, (2, 1): 5, (3, 1): 13, (4, 1): 35, (5, 1): 96, (6, 1): 267, (7, 1): 750,
    (8, 1): 2_118,
    (1, 2): 3, (2, 2): 18, (3, 2): 116, (4, 2): 741, (5, 2): 4_688, (6, 2): 29_737,
    (7, 2): 189_648, (8, 2): 1_216_721,
    (1, 3): 4, (2, 3): 58, (3, 3): 869, (4, 3): 12_031, (5, 3): 158_911, (6, 3): 2_087_325,
    (7, 3): 27_441_956, (8, 3): 362_940_958,
    (1, 4): 5, (2, 4): 179, (3, 4): 6_000, (4, 4): 161_029, (5, 4): 3_945_711, (6, 4): 94_910_577,
    (7, 4): 2_265_792_710, (8, 4): 54_233_186_631,
    (1, 5): 6, (2, 5): 537, (3, 5): 38_310, (4, 5): 1_706_255, (5, 5): 69_763_700,
    (6, 5): 2_818_972_642, (7, 5): 112_829_665_923,
    (1, 6): 7, (2, 6): 1_571, (3, 6): 235_781, (4, 6): 15_835_683, (5, 6): 1_044_334_437,
    (6, 6): 69_173_028_785, (7, 6): 4_531_985_219_092,
    (1, 7): 8, (2, 7): 4_587, (3, 7): 1_417_322, (4, 7): 135_385_909, (5, 7): 14_171_315_454,
    (1, 8): 9, (2, 8): 13_343, (3, 8): 8_424_616, (4, 8): 1_104_642_469,
}

OEIS_SOURCE = ("OEIS A212693, \"Number of legal 7 X 6 Connect-Four positions after n plies\" "
               "(John Tromp, 2012), https://oeis.org/A212693")

# a(n) for n = 0..12: legal 7x6 positions after n plies; the 43 terms sum to 4,531,985,219,092.
POSITIONS_AFTER_PLIES_7X6 = (1, 7, 49, 238, 1_120, 4_263, 16_422, 54_859, 184_275, 558_186,
                             1_662_623, 4_568_683, 12_236_101)


TROMP_OUTCOMES_SOURCE = ("John Tromp, \"John's Connect Four Playground\", "
                         "http://tromp.github.io/c4/c4.html, the table of results on "
                         "different board sizes (+ first player win, = tie, - second player win)")

# (width, height) -> the result of perfect play from the empty board, for the first player:
# +1 a win, 0 a draw, -1 a loss (the second player wins). Every board of Tromp's table.
TROMP_EMPTY_BOARD_OUTCOMES = {
    (4, 4): 0, (5, 4): 0, (6, 4): -1, (7, 4): 0, (8, 4): -1, (9, 4): -1, (10, 4): -1, (11, 4): -1,
    (4, 5): 0, (5, 5): 0, (6, 5): 0, (7, 5): 0, (8, 5): 1, (9, 5): 1, (10, 5): 1,
    (4, 6): 0, (5, 6): 0, (6, 6): -1, (7, 6): 1, (8, 6): -1, (9, 6): -1,
    (4, 7): 0, (5, 7): 0, (6, 7): 1, (7, 7): 0, (8, 7): 1,
    (4, 8): 0, (5, 8): 0, (6, 8): -1, (7, 8): 1, (8, 8): -1,
    (4, 9): 0, (5, 9): 0, (6, 9): 1,
    (4, 10): 0, (5, 10): 0,
    (4, 11): 0,
}


def tromp_outcome(width, height):
    """Return Tromp's result of the empty width x height board for the first player: +1, 0 or -1.

    Raises KeyError when Tromp's table has no such board (it lists boards from 4x4 up).
    """
    try:
        return TROMP_EMPTY_BOARD_OUTCOMES[(width, height)]
    except KeyError:
        raise KeyError(f"Tromp's table of results has no {width}x{height} board; the boards it "
                       "lists are the keys of TROMP_EMPTY_BOARD_OUTCOMES") from None


def tromp_position_count(width, height):
    """Return Tromp's number of positions of the width x height board (KeyError if not listed)."""
    try:
        return TROMP_POSITION_COUNTS[(width, height)]
    except KeyError:
        raise KeyError(f"Tromp's table has no {width}x{height} board; the boards it lists "
                       "are the keys of TROMP_POSITION_COUNTS") from None
