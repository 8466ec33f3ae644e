"""Optimal play of Pig by value iteration (Neller & Presser 2004), and the win probability of any policy.

Pig's state for the player to move is ``(i, j, k)``: the player's banked score
`i`, the opponent's score `j`, the turn total `k`. Let ``P[i, j, k]`` be the
probability that the player to move wins, playing optimally against an optimal
opponent. With ``P[i, j, k] = 1`` when ``i + k >= goal`` (holding wins):

    P_roll = (1/6) * ( (1 - P[j, i, 0]) + P[i, j, k+2] + ... + P[i, j, k+6] )
    P_hold = 1 - P[j, i+k, 0]
    P[i, j, k] = max(P_roll, P_hold)

A roll of 1 loses the turn total and hands the die over (hence ``1 - P[j, i, 0]``);
holding banks `k`. These equations are cyclic (``P[i, j, 0]`` depends on
``P[j, i, 0]``, which depends on ``P[i, j, 0]``), so they are solved by value
iteration: start from a guess, apply them until nothing changes by more than a
tolerance. Each sweep runs over the turn total from high to low, so one sweep
settles the dependence on ``k + r``; the sweeps only have to converge on the
cycle between the two players.

Source: T. W. Neller and C. G. M. Presser, "Optimal Play of the Dice Game Pig",
*The UMAP Journal* 25(1), 2004 (the win-probability equations above and their
solution by value iteration). Both players optimal, the first
player wins a race to 100 with probability 0.530593 (to 10: 0.709424; to 20:
0.615559).
"""

import math
import numbers
from typing import NamedTuple

import numpy as np

DIE_FACES = 6


class PigSolution(NamedTuple):
    """Optimal play of Pig to `goal`, from `solve_pig`.

    `win[i, j, k]`: probability that the player to move wins (score `i`,
    opponent `j`, turn total `k`; shape ``(goal, goal, goal)``, 1 where
    ``i + k >= goal``). `roll[i, j, k]`: True where rolling is optimal
    (strictly better than holding). `sweeps`: value-iteration sweeps used.
    """

    goal: int
    win: np.ndarray
    roll: np.ndarray
    sweeps: int

    @property
    def win_probability(self):
        """The first player's probability of winning, both optimal: ``win[0, 0, 0]``."""
        return float(self.win[0, 0, 0])


def solve_pig(goal=100, tolerance=1e-12, max_sweeps=100_000):
    """Return the `PigSolution` of Pig to `goal` by value iteration (see the module docstring).

    Raises `ValueError` when `goal` is not an integer >= 1, `tolerance` not a
    positive finite number or `max_sweeps` not an integer >= 1, and
    `RuntimeError` when `max_sweeps` sweeps do not reach `tolerance`.
    """
    goal = _check_goal(goal)
    _check_convergence(tolerance, max_sweeps)
    table = _initial_table(goal)  # [k, i, j]
    for sweep in range(1, max_sweeps + 1):
        new, roll = _sweep(table, table[0], policy=None)
        change = np.max(np.abs(new - table))
        table = new
        if change < tolerance:
            return PigSolution(goal, _as_ijk(table[:goal]), _as_ijk(roll), sweep)
    raise RuntimeError(f"value iteration for Pig to {goal} did not converge in {max_sweeps} sweeps")


def pig_win_probability(goal=100):
    """Return the first player's probability of winning Pig to `goal` when both play optimally.

    By value iteration (`solve_pig`); e.g. 0.709424 for 10, 0.615559 for 20
    and 0.530593 for 100 (to 6 decimals; Neller & Presser 2004).
    """
    return solve_pig(goal).win_probability


def hold_at_policy(threshold, goal=100):
    """Return the "hold at `threshold`" policy as a roll table ``roll[i, j, k]`` of shape (goal, goal, goal).

    Roll while the turn total is below `threshold` and holding would not
    reach the goal; hold otherwise. "Hold at 20" is the classic rule of thumb:
    it maximizes the expected points of a turn, not the probability of winning.
    Raises `ValueError` when `threshold` is not an integer >= 0 or `goal` not >= 1.
    """
    goal = _check_goal(goal)
    if isinstance(threshold, bool) or not isinstance(threshold, numbers.Integral) or threshold < 0:
        raise ValueError(f"threshold must be an integer >= 0 (the turn total to hold at), got {threshold!r}")
    i, _, k = np.ogrid[:goal, :goal, :goal]
    return np.broadcast_to((k < threshold) & (i + k < goal), (goal, goal, goal)).copy()


def hold_thresholds(roll, opponent_score):
    """Return, for each own score i = 0 .. goal-1, the turn total at which a policy first holds.

    `roll` is a roll table ``roll[i, j, k]`` (bool, shape (goal, goal, goal), True
    = roll: ``solve_pig(goal).roll``, ``hold_at_policy(20, goal)``); the opponent
    has `opponent_score`. Entry i is the smallest turn total k >= 1 with
    ``i + k < goal`` at which the policy holds, or ``goal - i`` when it rolls at
    every such k: it then holds only by reaching the goal ("roll until you win",
    the diagonal of a plot of these). Raises `ValueError` for a table of another
    shape or a score outside 0 .. goal-1.
    """
    roll = np.asarray(roll, bool)
    if roll.ndim != 3 or len(set(roll.shape)) != 1:
        raise ValueError(f"roll must be a roll table of shape (goal, goal, goal), got {roll.shape}")
    goal = roll.shape[0]
    if isinstance(opponent_score, bool) or not isinstance(opponent_score, numbers.Integral) \
            or not 0 <= opponent_score < goal:
        raise ValueError(f"opponent_score must be an integer in 0..{goal - 1}, got {opponent_score!r}")
    return [next((k for k in range(1, goal - i) if not roll[i, opponent_score, k]), goal - i)
            for i in range(goal)]


def pig_policy_win_probability(policy_first, policy_second, tolerance=1e-12, max_sweeps=100_000):
    """Return the first player's probability of winning when both follow fixed policies.

    Each policy is a roll table ``roll[i, j, k]`` (bool, shape (goal, goal,
    goal), True = roll), e.g. ``solve_pig(goal).roll`` or
    ``hold_at_policy(20, goal)``. Computed by policy evaluation: the same
    sweeps as `solve_pig`, with the given choices instead of the best one.
    """
    _check_convergence(tolerance, max_sweeps)
    first, second = np.asarray(policy_first, bool), np.asarray(policy_second, bool)
    if first.shape != second.shape or first.ndim != 3 or len(set(first.shape)) != 1:
        raise ValueError(f"policies must be roll tables of one shape (goal, goal, goal), "
                         f"got {first.shape} and {second.shape}")
    goal = first.shape[0]
    win_first, win_second = _initial_table(goal), _initial_table(goal)  # [k, i, j]
    for _ in range(max_sweeps):
        new_first, _ = _sweep(win_first, win_second[0], policy=first)
        new_second, _ = _sweep(win_second, new_first[0], policy=second)
        change = max(np.max(np.abs(new_first - win_first)), np.max(np.abs(new_second - win_second)))
        win_first, win_second = new_first, new_second
        if change < tolerance:
            return float(win_first[0, 0, 0])
    raise RuntimeError(f"policy evaluation did not converge in {max_sweeps} sweeps")


def _initial_table(goal):
    """The table as ``[k, i, j]`` (turn total first, so each sweep step reads whole planes),
    for k < goal + 6: 1 where ``i + k >= goal`` (hold and win), 0.5 elsewhere."""
    k, i, _ = np.ogrid[:goal + DIE_FACES, :goal, :goal]
    return np.where(i + k >= goal, 1.0, 0.5) * np.ones((goal + DIE_FACES, goal, goal))


def _sweep(table, opponent_start, policy):
    """One sweep over turn totals, high to low: the mover's new table ``[k, i, j]`` and where it rolls.

    `opponent_start[a, b]` is the opponent's win probability at the start of
    its turn with score `a` against `b` (``P[a, b, 0]``). `policy` None means
    the better of roll and hold; otherwise a roll table ``[i, j, k]`` to follow.
    """
    goal = table.shape[1]
    new = table.copy()
    roll_chosen = np.zeros((goal, goal, goal), bool)  # [k, i, j]
    start_T = opponent_start.T                       # [i, j] -> P_opp[j, i, 0]
    for k in range(goal - 1, -1, -1):
        rows = goal - k  # the scores i with i + k < goal
        roll = (1 - start_T[:rows] + new[k + 2:k + DIE_FACES + 1, :rows].sum(axis=0)) / DIE_FACES
        hold = 1 - start_T[k:k + rows]  # [i, j]: 1 - P_opp[j, i + k, 0]
        choose_roll = roll > hold if policy is None else policy[:rows, :, k]
        new[k, :rows] = np.where(choose_roll, roll, hold)
        roll_chosen[k, :rows] = choose_roll
    return new, roll_chosen


def _as_ijk(table):
    """``[k, i, j]`` -> a contiguous ``[i, j, k]`` array (the layout of the public tables)."""
    return np.ascontiguousarray(table.transpose(1, 2, 0))


def _check_convergence(tolerance, max_sweeps):
    if isinstance(tolerance, bool) or not isinstance(tolerance, numbers.Real) \
            or not 0 < tolerance < math.inf:
        raise ValueError(f"tolerance must be a positive, finite number, got {tolerance!r}")
    if isinstance(max_sweeps, bool) or not isinstance(max_sweeps, numbers.Integral) or max_sweeps < 1:
        raise ValueError(f"max_sweeps must be an integer >= 1, got {max_sweeps!r}")


def _check_goal(goal):
    if isinstance(goal, bool) or not isinstance(goal, numbers.Integral) or goal < 1:
        raise ValueError(f"goal must be an integer >= 1, got {goal!r}")
    return int(goal)
