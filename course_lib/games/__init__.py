"""Games: the `Game` interface, tic-tac-toe and explicit game trees."""

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
from .lecture_trees import (
    aima_figure_5_2,
    cmput396_tree,
    hkust_tree,
    pruning_walkthrough_tree,
    two_move_game,
)
from .pig import Pig, PigState
from .random_trees import minimal_leaves, random_uniform_tree, uniform_tree_nodes
from .tictactoe import TicTacToe, winning_lines
from .tree import Chance, GameTree, MalformedTreeError

__all__ = [
    "CHANCE",
    "Chance",
    "Game",
    "GameOverError",
    "GameTree",
    "IllegalMoveError",
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
]
