"""The parameters both MCTS solvers share, checked once, with the bad one named.

Kept apart from the search loop (`mcts_tree`) so that the loop reads like the lecture.
"""

import math
import numbers

DEFAULT_MAX_ENTRIES = 1 << 19  # nodes: 524,288 at ~1 KB (989 B on Connect Four): ~520 MB


def whole_number(name, value, minimum):
    """Return `value` as an int if it is a whole number >= `minimum` (a NumPy integer too; not a
    bool, not a float); raise ValueError naming `name` otherwise."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) or value < minimum:
        raise ValueError(f"{name} must be an integer >= {minimum}, got {value!r}")
    return int(value)


def mcts_parameters(num_simulations, exploration_c, time_limit, max_entries):
    """Return ``(num_simulations, exploration_c, time_limit, max_entries)`` checked and normalised.

    Raises ValueError naming the parameter: `num_simulations` not a positive integer
    (when no `time_limit` is given), `time_limit` not a positive finite number of
    seconds (``inf`` would never return), `exploration_c` not a finite number >= 0,
    `max_entries` not an integer >= 1.
    """
    if time_limit is None:
        num_simulations = whole_number("num_simulations", num_simulations, 1)
    elif not _real(time_limit) or not 0 < time_limit < math.inf:
        raise ValueError(f"time_limit must be a positive, finite number of seconds, got {time_limit!r}")
    else:
        time_limit = float(time_limit)
    if not _real(exploration_c) or not 0 <= exploration_c < math.inf:
        raise ValueError(f"exploration_c must be a finite number >= 0, got {exploration_c!r}")
    return num_simulations, exploration_c, time_limit, whole_number("max_entries", max_entries, 1)


def _real(value):
    return isinstance(value, numbers.Real) and not isinstance(value, bool)
