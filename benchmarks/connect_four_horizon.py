"""Find Connect Four positions where a depth-2 search blunders and a depth-6 search does not.

Notebook 09 (section 2) shows with one such position what a threat beyond the
search depth costs; this script is how it was found (a search over many positions is too
long for a lecture cell). Positions come from seeded games: a few random
opening moves, then both sides play depth-limited alpha-beta with
`connect_four_evaluation`. At each position, with `connect_four_evaluation`:

- depth 2 picks a move m2 and depth 6 a move m6 (`DepthLimitedAlphaBetaSolver`
  with the game's move order: the moves `DepthLimitedMinimaxSolver` picks);
- m2 is a *proven blunder*: after it, the opponent forces a win within `k`
  plies whatever the mover does (alpha-beta on true utilities only, depth k,
  is an exhaustive proof), while the mover had a move not losing that fast;
- m6 is *proven not to lose that way*: after it, the opponent cannot force a
  win within `PROOF_DEPTH` plies; positions where m6 even forces a win (within
  `k6` plies) are listed first.

Prints each position found as a Pons move string (columns counted from 1),
the fewest pieces first. Run by hand:
    PYTHONPATH=. .venv/bin/python benchmarks/connect_four_horizon.py [--games 40]
"""

import argparse
import random

from course_lib import (ConnectFour, DepthLimitedAlphaBetaSolver, MinimaxAlphaBetaSolverV1,
                        connect_four_evaluation)

SHALLOW, DEEP = 2, 6
PROOF_DEPTH = 7  # plies after the move in which a forced win or loss is looked for


def forced_result_within(game, state, mover, plies):
    """Return (utility for X, plies) of the shortest forced result within `plies`, else (0, None).

    Alpha-beta on true utilities (0 for every unfinished position) at depth d is
    exact about wins and losses that come within d plies: a value of +1 or -1
    is a proof.
    """
    for depth in range(1, plies + 1):
        value = MinimaxAlphaBetaSolverV1(max_depth=depth).minimax_value(game, state, mover)
        if value != 0:
            return value, depth
    return 0, None


def candidate(game, state):
    """Describe `state` if depth 2 blunders there into a forced loss and depth 6 does not; else None.

    This is a threat beyond the shallow search's depth, not what Russell & Norvig
    call the *horizon effect* (delaying moves that push an unavoidable loss past
    the depth): the shallow search does not see the loss at all.
    """
    mover = game.to_move(state)
    opponent = game.get_opponent(mover)
    loss, win = (-1, 1) if mover == "X" else (1, -1)
    m2 = DepthLimitedAlphaBetaSolver(SHALLOW, connect_four_evaluation).select_move(game, state, mover)
    m6 = DepthLimitedAlphaBetaSolver(DEEP, connect_four_evaluation).select_move(game, state, mover)
    if m2 == m6:
        return None
    after_m2 = game.make_move(state, m2, mover)
    value2, plies2 = forced_result_within(game, after_m2, opponent, PROOF_DEPTH)
    if value2 != loss:
        return None
    after_m6 = game.make_move(state, m6, mover)
    value6, plies6 = forced_result_within(game, after_m6, opponent, PROOF_DEPTH)
    if value6 == loss:
        return None
    return {"moves": game.to_moves(state), "mover": mover, "m2": m2, "m6": m6,
            "loss_in": plies2, "win_in": plies6 if value6 == win else None}


def positions_of_game(game, seed):
    """Yield the positions of one seeded game: 4 to 14 random moves, then depth-4 alpha-beta."""
    rng = random.Random(seed)
    opening = rng.randint(4, 14)
    players = DepthLimitedAlphaBetaSolver(4, connect_four_evaluation)
    state = game.initial_state()
    for ply in range(game.width * game.height):
        if game.is_terminal(state):
            return
        yield state
        mover = game.to_move(state)
        if ply < opening:
            move = rng.choice(game.get_valid_moves(state))
        else:
            move = players.select_move(game, state, mover)
        state = game.make_move(state, move, mover)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    args = parser.parse_args()
    game, found = ConnectFour(), {}
    for seed in range(args.games):
        print(f"game {seed} ...", flush=True)
        for state in positions_of_game(game, seed):
            result = candidate(game, state)
            if result is not None and result["moves"] not in found:
                found[result["moves"]] = result
                print(f"seed {seed}: {result}", flush=True)
    print("\nfewest pieces first:")
    for result in sorted(found.values(),
                         key=lambda r: (r["win_in"] is None, len(r["moves"]), r["loss_in"])):
        after = (f"wins within {result['win_in']} plies" if result["win_in"]
                 else f"does not lose within {PROOF_DEPTH} plies")
        print(f"{result['moves']:<24} {result['mover']} to move: depth {SHALLOW} plays "
              f"{result['m2']} and loses within {result['loss_in']} plies; depth {DEEP} plays "
              f"{result['m6']} and {after}")


if __name__ == "__main__":
    main()
