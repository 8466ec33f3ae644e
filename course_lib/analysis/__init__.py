"""Analysis of games and explicit trees: counting, tree statistics, exact values, proof trees.

- `counting`: game sequences, positions and tree statistics (255,168 games,
  549,946 nodes, 5,478 positions of tic-tac-toe), up to symmetry too, and the
  outcome probabilities of random play;
- `tree_minimax`: backed-up minimax values (expected values at chance nodes) and
  the principal variation of an explicit `GameTree`;
- `match_outcomes`: `exact_match_outcomes`, every game of a match between two
  policies enumerated, with exact probabilities;
- `pig_value_iteration`: Pig solved by value iteration (`pig_win_probability`,
  `solve_pig`, `pig_policy_win_probability`, `hold_thresholds`; Neller & Presser 2004);
- `proof_trees`: proof (solution) trees and never-lose strategy trees, as
  `GameTree` objects the views draw, and rule tables a person can follow.

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
from .match_outcomes import exact_match_outcomes
from .pig_value_iteration import (
    PigSolution,
    hold_at_policy,
    hold_thresholds,
    pig_policy_win_probability,
    pig_win_probability,
    solve_pig,
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
    "PigSolution",
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
    "exact_match_outcomes",
    "hold_at_policy",
    "hold_thresholds",
    "minimax_values",
    "outcome_probabilities",
    "pig_policy_win_probability",
    "pig_win_probability",
    "principal_variation",
    "reachable_positions",
    "solve_pig",
    "tree_statistics",
]
