"""Analysis: exact figures about games and matches, computed rather than sampled.

Counting, tree statistics, minimax values and proof trees move here at the
reorganisation (issue 9). So far: `exact_match_outcomes` (every game of a
match between two policies, enumerated, with exact probabilities) and the
Pig analysis by value iteration (`pig_win_probability`, `solve_pig`,
`pig_policy_win_probability`).
"""

from .match_outcomes import exact_match_outcomes
from .pig_value_iteration import (
    PigSolution,
    hold_at_policy,
    pig_policy_win_probability,
    pig_win_probability,
    solve_pig,
)

__all__ = [
    "PigSolution",
    "exact_match_outcomes",
    "hold_at_policy",
    "pig_policy_win_probability",
    "pig_win_probability",
    "solve_pig",
]
