"""Connect Four solved: Pons' perfect solver and the ladder of his "Solving Connect 4", parts 3-12.

`ConnectFourSolver(weak=False)` returns the exact score of a `ConnectFour`
position for the side to move (`solve`) and plays a move of the best score
(`select_move`); ``part=3 .. 12`` picks one rung of Pons' ladder, each adding
one enhancement and exploring fewer positions (`pons_ladder` lists them with
Pons' published figures; `run_test_set` measures a rung on a test set).

One module per concept:

- `scores`: the score convention, its bounds, centre-first order, iterative
  deepening with null windows (part 8);
- `positions`: `GridPosition` (part 3) and `BitboardPosition` (part 6);
- `basic_search`: negamax, alpha-beta, column order, transposition table (parts 3-8);
- `bitboard_search`: non-losing moves, threat ordering, lower bounds (parts 9-12),
  written for speed;
- `solver`: `ConnectFourSolver`, from the game's NumPy state to the search;
- `ladder`: `pons_ladder()` and Pons' figures; `protocol`: his test sets;
  `samples`: 20 positions of each of three sets, shipped for notebook 10.

Source: P. Pons, "Solving Connect 4: how to build a perfect AI",
blog.gamesolver.org (2017-2019). His C++ solver (github.com/PascalPons/connect4,
AGPL) was read to understand the algorithm; no code was copied.
"""

from .ladder import PONS_TEST_SETS, LadderRung, pons_ladder
from .positions import BitboardPosition, GridPosition
from .protocol import SolveStats, read_test_set, run_test_set
from .samples import PONS_SAMPLES, pons_sample
from .solver import ConnectFourSolver, UnsupportedGameError

__all__ = [
    "BitboardPosition",
    "ConnectFourSolver",
    "GridPosition",
    "LadderRung",
    "PONS_SAMPLES",
    "PONS_TEST_SETS",
    "SolveStats",
    "UnsupportedGameError",
    "pons_ladder",
    "pons_sample",
    "read_test_set",
    "run_test_set",
]
