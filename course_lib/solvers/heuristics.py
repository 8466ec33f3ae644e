"""Heuristic evaluation functions: estimates of a position's value when the search stops early.

A depth-limited search (`DepthLimitedMinimaxSolver`) cannot reach the end of the
game, so at its depth limit it asks an evaluation function how good the
position looks (the "static evaluation" of the lecture's video, the
"heuristic evaluation function" of the HKUST remedies). A good one correlates
with the chance of winning and stays strictly between the utilities of a loss
(-1) and of a win (+1), so that a real win always counts for more than a
position that only looks good.

Source: Russell & Norvig (2020), section 5.3 (heuristic alpha-beta tree search,
evaluation functions); the open-lines count is their tic-tac-toe example, and
`connect_four_evaluation` counts open windows of four the same way.
"""

from ..answer_guard import guard


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


WINDOW_WEIGHTS = (0, 1, 4, 16, 16)  # an open window holding 0, 1, 2, 3 (4) pieces of one player


def connect_four_evaluation(game, state):
    """Open windows of four, weighted by their pieces: a heuristic for Connect Four.

    A *window* is one of the game's lines of four cells (`game.lines`, 69 on
    7x6: 24 horizontal, 21 vertical, 24 diagonal). A window holding pieces of
    one player only is still open to that player: it counts
    ``WINDOW_WEIGHTS[k]`` (1, 4, 16 for k = 1, 2, 3 pieces) for X, or the
    same against X for O; windows holding both colours, or none, count 0.
    Three in an open window is a threat, worth 16 windows holding one piece.
    Centre cells lie on more windows than edge cells (7x6: the centre of the
    bottom row is on 7 windows, a corner on 3), so the count also prefers
    the centre, as good players do.

    Parameters
    ----------
    game : ConnectFour
        Any size; its windows of four are used.
    state : np.ndarray of shape (height, width)

    Returns
    -------
    float
        The estimated utility for X (positive: X is better), strictly inside
        (-1, +1): the weighted difference divided by ``16 * windows + 1``, a
        bound it cannot reach, so a real win (+1) always outweighs a position
        that merely looks good. 0 on the empty board; +7/1105 after X plays
        the centre column of 7x6. Finished positions are not special-cased:
        the solver scores them with `game.evaluate`.

    Raises
    ------
    TypeError
        When `game` has no windows of four (it is not Connect Four).

    Source: a weighted linear evaluation function (Russell & Norvig 2020,
    section 5.3.1) whose features are the open windows; the weights 1/4/16
    are chosen here (notebook 09 shows what they buy and cost).
    """
    windows = getattr(game, "lines", None)
    if not windows or len(windows[0]) != 4:
        raise TypeError(f"connect_four_evaluation needs a ConnectFour game (windows of four "
                        f"in game.lines), got {game!r}")
    cells = state.ravel().tolist()
    score = 0
    for a, b, c, d in windows:
        window = cells[a] + cells[b] + cells[c] + cells[d]
        if "O" not in window:
            score += WINDOW_WEIGHTS[window.count("X")]
        elif "X" not in window:
            score -= WINDOW_WEIGHTS[window.count("O")]
    return score / (WINDOW_WEIGHTS[3] * len(windows) + 1)

# What notebook 09's evaluation exercise asks the student to write (`course_lib.answer_guard`)
connect_four_evaluation = guard(connect_four_evaluation, "evaluation")
