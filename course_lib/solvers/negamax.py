"""Alpha-beta in negamax format: CMPUT 396's ``abnega``, one case instead of MAX and MIN.

Negamax relies on the zero-sum property, ``max(a, b) = -min(-a, -b)``: the value
of a position for the player to move is the negation of its value for the
opponent. So every node *maximizes* the negation of its children's values, and
the window passed to a child is ``(-beta, -alpha)``: the child's bounds are the
parent's, seen from the other side. The seed's pseudocode::

    def abnega(v, alpha, beta):
        if terminal(v):
            return eval(v)                  # for the player to move at v
        so_far = neg_infinity               # best score so far
        for each child c of v:
            so_far = max(so_far, -abnega(c, -beta, -alpha))
            alpha = max(alpha, so_far)
            if alpha >= beta:
                break
        return so_far

Warning (from the notes): negamax values are for the *player to move*, while
`game.evaluate` is the utility for X, so a leaf where O is to move scores
``-game.evaluate(leaf)``.

The notes' "alpha-beta revisions for tic-tac-toe" are options, each off by
default so the plain algorithm stays the one above: start `so_far` at the
worst value (-1, a loss) instead of -infinity, stop searching a node's children
once a win is found, a move ordering such as `threats_first`, and a
`TranspositionTable`. Two more options reproduce the notes' "alpha-beta search
from root examines 3025 non-isomorphic states": the root `window` (-1, +1)
(the values are known to lie there) and `symmetric_children`, which expands
one child per symmetry class at every node (the first in search order).
Sources: CMPUT 396 notes (University of Alberta), "Tic-Tac-Toe Game";
Russell & Norvig (2020), sec. 5.2.3 (alpha-beta).
"""

import math

from ..answer_guard import guard
from .base import Solver, check_not_over
from .move_ordering import check_ordering
from .transposition_table import symmetric_key


def player_score(game, state, player):
    """Return the utility of `state` for `player`: ``evaluate`` (for X), negated for O."""
    utility = game.evaluate(state)
    return utility if player == "X" else -utility


class NegamaxAlphaBetaSolver(Solver):
    """Alpha-beta search in negamax format; same moves and values as `MinimaxAlphaBetaSolverV1`.

    `negamax_value` is the value for the player to move; `minimax_value` converts
    it to the usual value for X. Ties keep the first best move in search order.
    `nodes_visited` counts the calls of `_abnega` (one per node searched, table
    hits and leaves included); it accumulates over a game and `reset()` zeroes it.

    Raises TypeError for a `move_order` that is not callable, ValueError for
    a `window` that is not a pair alpha < beta.

    The parameters are the notes' revisions, all off by default.

    Parameters
    ----------
    worst_value : number, default -inf
        The value `so_far` starts from; -1 in tic-tac-toe ("a loss is the worst
        case, I *know* I can achieve a loss").
    stop_value : number, default +inf
        Stop searching a node's children as soon as `so_far` reaches it: 1 in
        tic-tac-toe ("search stops when a win is found").
    move_order : callable ``(game, state, player, moves) -> list``, optional
        e.g. `threats_first`; default: the game's order.
    table : TranspositionTable, optional
        Store each result with its bound flag and best move; probe it with the
        current window before searching (Marsland 1986; easyAI).
    window : (alpha, beta), default (-inf, +inf)
        The root's window: (-1, 1) in tic-tac-toe, whose values lie there. A
        value on the window's edge is then only a bound, which in a game
        valued -1/0/+1 is still the exact value.
    symmetric_children : bool, default False
        Expand only the first child of each class of children equal up to the
        game's `symmetries()` (the notes' "non-isomorphic states").
    """

    def __init__(self, worst_value=-math.inf, stop_value=math.inf, move_order=None, table=None,
                 window=(-math.inf, math.inf), symmetric_children=False):
        if move_order is not None and not callable(move_order):
            raise TypeError(f"move_order must be a function (game, state, player, moves) -> list, "
                            f"got {move_order!r}")
        if len(window) != 2 or not window[0] < window[1]:
            raise ValueError(f"window must be a pair (alpha, beta) with alpha < beta, got {window!r}")
        self.worst_value, self.stop_value = worst_value, stop_value
        self.move_order, self.table = move_order, table
        self.window, self.symmetric_children = tuple(window), symmetric_children
        self.game = None
        self.nodes_visited = 0

    def parameters(self):
        params = {}
        if self.worst_value != -math.inf:
            params["worst_value"] = self.worst_value
        if self.stop_value != math.inf:
            params["stop_value"] = self.stop_value
        if self.move_order is not None:
            params["move_order"] = self.move_order
        if self.table is not None:
            params["table"] = "TranspositionTable"
        if self.window != (-math.inf, math.inf):
            params["window"] = self.window
        if self.symmetric_children:
            params["symmetric_children"] = True
        return params

    def reset(self):
        """Set `nodes_visited` back to 0 (the table, if any, is kept)."""
        self.nodes_visited = 0

    def select_move(self, game, state, player):
        """Return the best move for `player` (`GameOverError` if the game is over)."""
        check_not_over(game, state, self)
        self.game = game
        _, move = self._abnega(state, player, *self.window)
        return move

    def negamax_value(self, game, state, player):
        """Return the value of `state` for `player`, the player to move."""
        self.game = game
        value, _ = self._abnega(state, player, *self.window)
        return value

    def minimax_value(self, game, state, player):
        """Return the minimax value of `state` for X (`player` to move)."""
        value = self.negamax_value(game, state, player)
        return value if player == "X" else -value

    def score(self, state, player):
        """Return the utility of the terminal `state` for `player` (the player to move there)."""
        return player_score(self.game, state, player)

    def ordered_moves(self, state, player, first=None):
        """Return the moves of `state` in search order (`move_order`), `first` (a table's move) first."""
        moves = self.game.get_valid_moves(state)
        if self.move_order is not None:
            ordered = list(self.move_order(self.game, state, player, moves))
            check_ordering(self.move_order, moves, ordered)
            moves = ordered
        if first is not None and first in moves:
            moves = [first] + [move for move in moves if move != first]
        if self.symmetric_children:
            moves = self.one_per_symmetry_class(state, player, moves)
        return moves

    def one_per_symmetry_class(self, state, player, moves):
        """Return the first move of `moves` for each class of children equal up to a symmetry."""
        classes, kept = set(), []
        for move in moves:
            key, _ = symmetric_key(self.game, self.game.make_move(state, move, player))
            if key not in classes:
                classes.add(key)
                kept.append(move)
        return kept

    def _abnega(self, state, player, alpha, beta):
        """Return ``(so_far, move)``: the value of `state` for `player` and the best move."""
        self.nodes_visited += 1
        if self.game.is_terminal(state):
            return self.score(state, player), None
        window, first = (alpha, beta), None
        if self.table is not None:  # an answer, or a narrower window and a move to try first
            answer, alpha, beta, first = self.table.probe(self.game, state, player, alpha, beta)
            if answer is not None:
                return answer, first
        nodes_before = self.nodes_visited

        so_far = self.worst_value  # best score so far
        best_move = None
        moves = self.ordered_moves(state, player, first)
        for move in moves:
            child = self.game.make_move(state, move, player)
            child_value, _ = self._abnega(child, self.game.get_opponent(player), -beta, -alpha)
            if -child_value > so_far:
                so_far = -child_value
                best_move = move
            alpha = max(alpha, so_far)
            if alpha >= beta or so_far >= self.stop_value:
                break
        if best_move is None:  # every move is as bad as worst_value: any of them will do
            best_move = moves[0]

        if self.table is not None:  # flagged by the caller's window (see TranspositionTable)
            self.table.store(self.game, state, player, so_far, *window, best_move,
                             work=self.nodes_visited - nodes_before)
        return so_far, best_move


# Notebook 09's mirror exercise asks for the moves left once mirror-image children are
# merged: with `symmetric_children` these two are its answer (`course_lib.answer_guard`)
for _name in ("ordered_moves", "one_per_symmetry_class"):
    setattr(NegamaxAlphaBetaSolver, _name, guard(getattr(NegamaxAlphaBetaSolver, _name), "mirror",
                                                 name=f"NegamaxAlphaBetaSolver.{_name}"))
