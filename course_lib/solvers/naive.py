"""`NaiveSolver`: the HKUST notes' "naive approach" to a tic-tac-toe AI, as a seeded solver.

1. If a move wins the game at once, play it.
2. If not, block: if the opponent threatens to win, play in the blocking spot.
3. Otherwise, play a random legal move.

It looks two plies ahead at most and is not optimal: a fork (two threats at
once) beats it, since it can block only one. Written with the `Game` interface
only: "block" means "a move after which no reply of the opponent wins", which
for tic-tac-toe is the blocking cell. Facing a fork no move stops every
threat; then, as the notes' rule says, it still blocks a win: it plays one of
the opponent's winning cells (a move that is the opponent's winning reply
after another of its moves, and that is no longer available to the opponent
once played), and the opponent wins with the other. Source: COMP 2211 (HKUST),
"Minimax and Alpha-beta Pruning", "AI - Naive Approach".
"""

import random

from .base import Solver, check_not_over


def wins_for(game, state, player):
    """Return True when `state` is finished and won by `player` (utility > 0 for X, < 0 for O)."""
    if not game.is_terminal(state):
        return False
    utility = game.evaluate(state)
    return utility > 0 if player == "X" else utility < 0


class NaiveSolver(Solver):
    """Win if you can, else block, else random (seeded).

    Parameters
    ----------
    seed : int or None
        Seed of the solver's `random.Random`, used to choose among the moves
        of the rule that applies (not reseeded by `reset()`).

    Attributes
    ----------
    last_rule : str or None
        Which rule chose the last move: ``"win"``, ``"block"`` or ``"random"``.
    nodes_visited : int
        Positions generated over a game (the current one, its children, and
        the children's replies it looks at); `reset()` sets it back to 0.
    """

    def __init__(self, seed=None):
        self.seed = seed
        self.rng = random.Random(seed)
        self.last_rule = None
        self.nodes_visited = 0

    def parameters(self):
        return {"seed": self.seed}

    def reset(self):
        self.nodes_visited = 0
        self.last_rule = None

    def select_move(self, game, state, player):
        """Return a winning move, else a blocking move, else a random move."""
        check_not_over(game, state, self)
        self.nodes_visited += 1
        moves = game.get_valid_moves(state)
        children = [game.make_move(state, move, player) for move in moves]
        self.nodes_visited += len(children)

        wins = [move for move, child in zip(moves, children) if wins_for(game, child, player)]
        if wins:
            return self._choose("win", wins)
        opponent = game.get_opponent(player)
        threats = [self._winning_replies(game, child, opponent) for child in children]
        safe = [move for move, replies in zip(moves, threats) if not replies]
        if safe and len(safe) < len(moves):
            return self._choose("block", safe)
        if not safe:  # a fork: block one of the threats (the opponent takes another)
            blocks = [move for move, child in zip(moves, children)
                      if any(move in replies for replies in threats)
                      and move not in game.get_valid_moves(child)]
            if blocks:
                return self._choose("block", blocks)
        return self._choose("random", moves)

    def _winning_replies(self, game, state, opponent):
        """Return the opponent's moves that win at once from `state` (none if it is finished)."""
        if game.is_terminal(state):
            return []
        replies = game.get_valid_moves(state)
        self.nodes_visited += len(replies)
        return [reply for reply in replies
                if wins_for(game, game.make_move(state, reply, opponent), opponent)]

    def _choose(self, rule, moves):
        self.last_rule = rule
        return self.rng.choice(moves)
