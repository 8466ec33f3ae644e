"""Analysis of games and explicit trees: counting, tree statistics, minimax values, proof trees.

- `counting`: game sequences, positions and tree statistics (255,168 games,
  549,946 nodes, 5,478 positions of tic-tac-toe), up to symmetry too, and the
  outcome probabilities of random play;
- `tree_minimax`: backed-up minimax values and the principal variation of an
  explicit `GameTree`;
- `proof_trees`: proof (solution) trees and never-lose strategy trees, as
  `GameTree`s the views draw, and rule tables a person can follow.

Imports: `games` and `solvers` only (nothing drawn here: see `course_lib.views`).
"""

from .counting import (
    TreeStatistics,
    count_games_up_to_symmetry,
    count_positions,
    count_sequences_up_to_symmetry,
    count_valid_sequences,
    outcome_probabilities,
    reachable_positions,
    tree_statistics,
)
from .proof_trees import (
    StrategyTree,
    negamax_values,
    outcomes_against_every_reply,
    proof_tree,
    rules_text,
    strategy_tree,
)
from .tree_minimax import minimax_values, principal_variation

__all__ = [
    "StrategyTree",
    "negamax_values",
    "outcomes_against_every_reply",
    "proof_tree",
    "rules_text",
    "strategy_tree",
    "TreeStatistics",
    "count_games_up_to_symmetry",
    "count_positions",
    "count_sequences_up_to_symmetry",
    "count_valid_sequences",
    "minimax_values",
    "outcome_probabilities",
    "principal_variation",
    "reachable_positions",
    "tree_statistics",
]
