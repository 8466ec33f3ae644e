"""analysis of games and explicit trees: counting, tree statistics, minimax values, proof and strategy trees."""

from .proof_trees import (
    StrategyTree,
    negamax_values,
    outcomes_against_every_reply,
    proof_tree,
    rules_text,
    strategy_tree,
)

__all__ = [
    "StrategyTree",
    "negamax_values",
    "outcomes_against_every_reply",
    "proof_tree",
    "rules_text",
    "strategy_tree",
]
