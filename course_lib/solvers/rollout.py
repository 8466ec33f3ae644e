"""Rollout (default, playout) policies for Monte Carlo Tree Search.

A rollout policy is a function ``policy(game, state, player, rng) -> move``
that picks the move `player` plays in the non-terminal `state` during a
simulated game; `rng` is the searching solver's seeded `random.Random`.
MCTS calls it once per ply of a rollout, so it must be cheap.

Source: Russell & Norvig (2020), section 5.4 ("playout policy"); the "win in
one" policy is the lecture's exercise (play an immediately winning move when
there is one, else a random move).
"""

from ..answer_guard import guard


def random_rollout(game, state, player, rng):
    """Return a legal move chosen uniformly at random (the classic MCTS playout)."""
    moves = game.get_valid_moves(state)
    return moves[int(rng.random() * len(moves))]


def winning_moves(game, state, player):
    """Return the moves of `player` that end the game at once with a win for `player`.

    Uses the game's own ``winning_moves(state, player)`` when it has one (a fast
    optional hook of the `Game` interface), else tries every legal move.
    """
    hook = getattr(game, "winning_moves", None)
    if hook is not None:
        return list(hook(state, player))
    sign = 1 if player == "X" else -1
    wins = []
    for move in game.get_valid_moves(state):
        after = game.make_move(state, move, player)
        if game.is_terminal(after) and sign * game.evaluate(after) > 0:
            wins.append(move)
    return wins


def win_in_one_rollout(game, state, player, rng):
    """Return a move that wins immediately if there is one, else a uniformly random move."""
    wins = winning_moves(game, state, player)
    if wins:
        return wins[int(rng.random() * len(wins))]
    return random_rollout(game, state, player, rng)


# What notebook 11's "win in one" exercise asks the student to write (`course_lib.answer_guard`)
win_in_one_rollout = guard(win_in_one_rollout, "rollout")
winning_moves = guard(winning_moves, "rollout")

ROLLOUT_POLICIES = {"random": random_rollout, "win_in_one": win_in_one_rollout}


def rollout_policy(policy):
    """Return the rollout function named by `policy` ("random", "win_in_one") or `policy` itself if callable.

    Raises ValueError for any other value.
    """
    if callable(policy):
        return policy
    try:
        return ROLLOUT_POLICIES[policy]
    except (KeyError, TypeError):
        raise ValueError(f"rollout must be one of {sorted(ROLLOUT_POLICIES)} or a function "
                         f"(game, state, player, rng) -> move, got {policy!r}") from None
