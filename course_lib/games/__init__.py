"""Games: the `Game` interface and every game the course plays.

- `base`: `Game` (the interface every solver uses) and the errors of bad moves and states;
- `tictactoe`: `TicTacToe`, the lecture's game (any board size), fast and checked;
- `lecture_tictactoe`: `LectureTicTacToe`, the same rules as the slides write them (readable,
  slow, unchecked: shown in notebook 01, the benchmarks' baseline);
- `connect_four`: `ConnectFour` (any width x height); `connect_four_rules`: its bitboards,
  lines and board validation; `connect_four_notation`: Pons' move strings ("4453");
- `tree`, `chance_node`: `GameTree`, an explicit game tree from nested lists of
  utilities, with `Chance` nodes;
- `pig`: `Pig`, the dice game, a game with chance nodes;
- `lecture_trees`, `random_trees`: the textbook trees and random uniform trees;
- `symmetry`: the 8 symmetries of a square board, Connect Four's mirror, canonical forms,
  state keys;
- `encoding`: a board as one base-3 number (CMPUT 396).

Imports: nothing of `course_lib` outside this package, so games can be used and
tested alone. The one exception is drawing: a game's `display(state)` imports
its picture from `course_lib.views` when it is called, never at import time.
"""

from .base import (
    CHANCE,
    PLAYERS,
    Game,
    GameOverError,
    IllegalMoveError,
    InvalidStateError,
    MalformedMoveError,
    OccupiedCellError,
    OffBoardError,
    WrongPlayerError,
)
from .connect_four import ColumnFullError, ConnectFour
from .connect_four_rules import FloatingPieceError, PieceCountError, winning_windows
from .encoding import board_from_text, decode_position, encode_position
from .lecture_tictactoe import LectureTicTacToe
from .lecture_trees import (
    aima_figure_5_2,
    cmput396_tree,
    hkust_tree,
    pruning_walkthrough_tree,
    two_move_game,
)
from .pig import Pig, PigState
from .random_trees import minimal_leaves, random_uniform_tree, uniform_tree_nodes
from .symmetry import (
    ColumnMirror,
    board_symmetries,
    canonical,
    canonical_form,
    canonical_transform,
    state_key,
    symmetric_boards,
)
from .tictactoe import TicTacToe, winning_lines
from .tree import Chance, GameTree, MalformedTreeError

__all__ = [
    "CHANCE",
    "Chance",
    "ColumnFullError",
    "ColumnMirror",
    "ConnectFour",
    "FloatingPieceError",
    "PieceCountError",
    "winning_windows",
    "Game",
    "GameOverError",
    "GameTree",
    "IllegalMoveError",
    "LectureTicTacToe",
    "InvalidStateError",
    "MalformedMoveError",
    "MalformedTreeError",
    "OccupiedCellError",
    "OffBoardError",
    "PLAYERS",
    "Pig",
    "PigState",
    "TicTacToe",
    "WrongPlayerError",
    "aima_figure_5_2",
    "cmput396_tree",
    "hkust_tree",
    "pruning_walkthrough_tree",
    "minimal_leaves",
    "random_uniform_tree",
    "uniform_tree_nodes",
    "two_move_game",
    "winning_lines",
    "board_from_text",
    "board_symmetries",
    "canonical",
    "canonical_form",
    "canonical_transform",
    "decode_position",
    "encode_position",
    "state_key",
    "symmetric_boards",
]
