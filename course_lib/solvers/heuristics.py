"""Heuristic evaluation functions: estimates of a position's value when the search stops early.

A depth-limited search (`DepthLimitedMinimaxSolver`) cannot reach the end of the
game, so at its depth limit it asks an evaluation function how good the
position looks (the "static evaluation" of the lecture's video, the
"heuristic evaluation function" of the HKUST remedies). A good one correlates
with the chance of winning and stays strictly between the utilities of a loss
(-1) and of a win (+1), so that a real win always counts for more than a
position that only looks good.

Source: Russell & Norvig (2020), section 5.4 (heuristic alpha-beta tree search,
evaluation functions); the open-lines count is their tic-tac-toe example.
"""


def open_lines_evaluation(game, state):
    """Open-lines heuristic for tic-tac-toe: (lines open to X - lines open to O) / (lines + 2).

    A line (row, column or diagonal) is *open* to a player when the opponent
    has no mark on it: the player could still complete it. On the empty 3x3
    board both players have all 8 lines open (value 0); X in the centre
    closes 4 of O's lines (value (8 - 4) / 10 = 0.4).

    Parameters
    ----------
    game : TicTacToe
        Any size; the game's winning lines are used (8 on 3x3).
    state : np.ndarray of shape (size, size)

    Returns
    -------
    float
        The utility estimate for X, a multiple of 1/10 on 3x3. The difference
        lies in [-lines, lines], so dividing by ``lines + 2`` keeps the value
        strictly inside (-1, +1): within [-0.8, 0.8] on 3x3. Terminal positions
        are not special-cased: the solver scores them with `game.evaluate`.

    Raises
    ------
    TypeError
        When `game` has no winning lines (it is not tic-tac-toe).
    """
    lines = getattr(game, "lines", None)
    if lines is None:
        raise TypeError(f"open_lines_evaluation needs a TicTacToe game, got {game!r}")
    cells = state.ravel().tolist()
    open_to_x = sum(1 for line in lines if all(cells[k] != "O" for k in line))
    open_to_o = sum(1 for line in lines if all(cells[k] != "X" for k in line))
    return (open_to_x - open_to_o) / (len(lines) + 2)
