"""Exercise 1 of notebook 09, its last step: does the student's evaluation play worse?

`match_verdict` plugs the student's ``evaluation(game, state)`` into depth-2
alpha-beta (centre first) and plays the same search using the library's
`connect_four_evaluation`, from random openings drawn afresh at each check, each
played with both colours. A sanity check, not the test of the exercise's idea
(that is `connect_four.check_evaluation`'s pairs of threat rows): an evaluation
that knows the idea passes unless it plays clearly worse. Only the student's
moves count against the check's time limit.

Imports: games, solvers, and this package's containment.
"""

import random

from ..games.connect_four import ConnectFour
from ..solvers.depth_limited_alphabeta import DepthLimitedAlphaBetaSolver
from ..solvers.heuristics import connect_four_evaluation
from ..solvers.move_ordering import centre_first
from .containment import ExerciseFailure, contained

MATCH_OPENINGS = 30  # openings drawn afresh at each check, each played with both colours
OPENING_PLIES = 4  # random moves of an opening (2,401 openings)
PASS_SHARE = 0.35  # of the match points (21 of 60): not clearly worse than the library's
# evaluation. The model answer (tests/exercise_answers.py) scores 1.148 points an opening on
# average over all 2,401 openings (57%); its 60 games score 34.5 points (median; 28 to 41 in
# 98% of checks) and fewer than 21 with probability 8e-7 (the exact distribution of 30
# openings drawn from its results on the 2,401).

def _student_move(solver, game, state, player):
    """The move of the solver using the student's evaluation (a library frame between the
    check and the solver's guarded search, so that the search is not refused)."""
    return solver.select_move(game, state, player)


def _game_result(opened, evaluation, student_plays):
    """Play one depth-2 alpha-beta game from `opened`'s start, the student's evaluation for
    `student_plays`; return the result for X. Only the student's moves use the check's time."""
    student = DepthLimitedAlphaBetaSolver(2, evaluation, move_order=centre_first)
    baseline = DepthLimitedAlphaBetaSolver(2, connect_four_evaluation, centre_first)
    state, player = opened.initial_state(), "X"
    while not opened.is_terminal(state):
        if player == student_plays:
            move = contained(_student_move, student, opened, state.copy(), player,
                             what="a match with your evaluation")
        else:
            move = baseline.select_move(opened, state.copy(), player)
        state, player = opened.make_move(state, move, player), opened.get_opponent(player)
    return opened.evaluate(state)


def match_verdict(evaluation, seeds):
    """Play two games from each opening of `seeds`, the student's evaluation with each colour;
    return the verdict line, or raise `ExerciseFailure` with the record."""
    totals = {"wins": 0, "draws": 0, "losses": 0}
    for seed in seeds:
        for student_plays in ("X", "O"):
            result = _game_result(_OpenedGame(seed), evaluation, student_plays)
            result = result if student_plays == "X" else -result
            totals["wins" if result > 0 else "losses" if result < 0 else "draws"] += 1
    games = 2 * len(seeds)
    score = totals["wins"] + totals["draws"] / 2
    singular = {"wins": "win", "draws": "draw", "losses": "loss"}
    record = ", ".join(f"{totals[key]} {singular[key] if totals[key] == 1 else key}"
                       for key in ("wins", "draws", "losses")) + f" in {games} games"
    if score < PASS_SHARE * games:
        raise ExerciseFailure(f"your evaluation ranks the threats by their rows, but depth-2 "
                              f"alpha-beta with it against the library's connect_four_evaluation "
                              f"(random openings, each played with both colours): {record}; "
                              f"score at least {PASS_SHARE * games:g} points (a draw is half a "
                              "point): keep counting the open windows too, and weigh a threat "
                              "on the right row above them")
    return (f"not clearly worse than connect_four_evaluation: at least {PASS_SHARE:.0%} of "
            f"the points in {games} games of depth-2 alpha-beta from fresh random openings")


class _OpenedGame(ConnectFour):
    """7x6 Connect Four whose games start after `OPENING_PLIES` seeded random moves."""

    def __init__(self, seed):
        super().__init__()
        rng, state = random.Random(seed), super().initial_state()
        for player in ("X", "O") * (OPENING_PLIES // 2):
            state = self.make_move(state, rng.choice(self.get_valid_moves(state)), player)
        self.start = state

    def initial_state(self):
        return self.start.copy()
