"""Proof trees and strategy trees: the part of the game tree that proves a game value.

A *strategy* for a player fixes one move at each of the player's nodes and
answers every move of the opponent. Its *strategy tree* holds, below a
position, one child at each node of the player and all children at each node
of the opponent. When every leaf of it is a win for the player, it is a
**proof tree** (also called solution tree) of the win: "for the winner, show
the winning move; for the opponent, show all moves" (CMPUT 396 notes). When
every leaf is at least a draw, it proves the player never loses.

`strategy_tree` builds the *smallest* such tree (fewest nodes): at each of the
player's nodes it picks, among the moves that keep the guarantee, the one with
the smallest subtree (ties: the game's move order), and plays the same move,
mapped, in every position symmetric to one already decided, so that the
strategy is a rule table over positions up to symmetry.
A value proved for both sides needs both strategy trees: for a draw, their
union is the smallest proof of the value. Alpha-beta with perfect move ordering
examines the minimal tree of Knuth & Moore (1975) *for its ordering*: the union of
the two strategy trees that take the **first best** move (``choice="first best"``),
which on a uniform tree has the same size as the smallest, and on a real game
(tic-tac-toe: 2,312 nodes against 1,452) may not.

Results are `StrategyTree` objects: a `GameTree` of the leaf utilities (X at the
root), the board at each node and the move into it, which the tree views draw.
"""

from collections import Counter, namedtuple

from ..games.tree import GameTree
from ..solvers.negamax import player_score
from ..solvers.transposition_table import symmetric_key
from ..games.symmetry import state_key
from ..answer_guard import guard


def negamax_values(game):
    """Return ``value(state, player)``: the negamax value for `player` (to move), memoized."""
    memo = {}

    def value(state, player):
        key = (state_key(state), player)
        if key not in memo:
            if game.is_terminal(state):
                memo[key] = player_score(game, state, player)
            else:
                opponent = game.get_opponent(player)
                memo[key] = max(-value(game.make_move(state, move, player), opponent)
                                for move in game.get_valid_moves(state))
        return memo[key]

    return value


class StrategyTree(namedtuple("StrategyTree", ["tree", "boards", "moves", "player", "game"])):
    """A strategy (or proof) tree: `tree` (a `GameTree` of utilities for X, X at the root),
    `boards` (path -> state), `moves` (path -> the move into that node), `player` (whose strategy).

    ``tree, boards, moves = strategy[:3]`` is what `draw_board_tree(..., expanded=...)` draws.
    """

    def size(self):
        """Return the number of nodes (root and leaves included)."""
        return len(self.boards)

    def leaves(self):
        """Return the number of leaves (finished games)."""
        return len(self.tree.leaves())

    def positions(self, up_to_symmetry=True):
        """Return the number of distinct positions in the tree (by default up to the symmetries)."""
        if up_to_symmetry:
            return len({symmetric_key(self.game, board)[0] for board in self.boards.values()})
        return len({state_key(board) for board in self.boards.values()})

    def move_sequences(self):
        """Return the set of move sequences from the root, one per node (``()`` is the root)."""
        return {tuple(self.moves[path[:d]] for d in range(1, len(path) + 1)) for path in self.boards}

    def rules(self):
        """Return ``{symmetric_key(game, position): move}`` for the player's nodes, move in the key's frame.

        The rule table a person can learn; `StrategySolver(rules)` plays it.
        """
        table = {}
        for path, board in self.boards.items():
            children = self.tree.get_valid_moves(path)
            if len(children) != 1 or self.game.to_move(board) != self.player:
                continue
            key, symmetry = symmetric_key(self.game, board)
            move = self.moves[path + (0,)]
            table[key] = move if symmetry is None else symmetry.map_move(move)
        return table


def strategy_tree(game, state, player, at_least=None, choice="smallest"):
    """Return the smallest `StrategyTree` in which `player` scores at least `at_least` against every reply.

    Raises ValueError when O is to move at `state`, when `player` cannot
    guarantee `at_least` (the message gives the position's value), or for
    another `choice`.

    Parameters
    ----------
    game : Game; state : a position with X to move (the root of a `GameTree` is X's).
    player : "X" or "O", whose strategy.
    at_least : number, optional
        The guaranteed outcome for `player` (+1 win, 0 draw, as `evaluate` for
        X, negated for O); default: the position's value for `player`, so the
        tree proves that value. ``at_least=0`` asks for a never-lose strategy.
    choice : "smallest" (default) or "first best"
        How the player's move is chosen: among the moves that keep `at_least`,
        the one with the smallest subtree (ties: the game's order), the same
        move in symmetric positions; or, as alpha-beta with perfect move ordering
        searches first, the first move in the game's order of the best value
        for the player (a win where there is one), position by position.
    """
    choosers = {"smallest": _SmallestStrategy, "first best": _FirstBestStrategy}
    if choice not in choosers:
        raise ValueError(f"choice must be one of {sorted(choosers)}, not {choice!r}")
    if game.to_move(state) != "X":
        raise ValueError("strategy trees are GameTrees, whose root is X's: X must be to move")
    value = negamax_values(game)
    best = value(state, "X") if player == "X" else -value(state, "X")
    if at_least is None:
        at_least = best
    if best < at_least:
        raise ValueError(f"{player} cannot guarantee {at_least} from this position: "
                         f"its value for {player} is {best}")
    chooser = choosers[choice](game, player, at_least, value)
    boards, moves = {}, {}

    def build(state, path):
        boards[path] = state
        if game.is_terminal(state):
            return game.evaluate(state)
        to_move = game.to_move(state)
        chosen = [chooser.move(state)] if to_move == player else game.get_valid_moves(state)
        children = []
        for i, move in enumerate(chosen):
            moves[path + (i,)] = move
            children.append(build(game.make_move(state, move, to_move), path + (i,)))
        return children

    nested = build(state, ())
    tree = GameTree(nested) if isinstance(nested, list) else GameTree([nested])
    return StrategyTree(tree, boards, moves, player, game)


def proof_tree(game, state):
    """Return the proof tree of a won position: the winner's smallest winning strategy tree.

    One winning move at each node of the winner, all moves at each node of the
    loser. Raises ValueError for a drawn position (a draw is proved by two
    strategy trees: `strategy_tree(game, state, "X")` and `(..., "O")`) and
    where `strategy_tree` does.
    """
    to_move = game.to_move(state)
    value = negamax_values(game)(state, to_move)
    if value == 0:
        raise ValueError("this position is a draw: prove it with one strategy tree per player, "
                         "strategy_tree(game, state, 'X') and strategy_tree(game, state, 'O')")
    winner = to_move if value > 0 else game.get_opponent(to_move)
    return strategy_tree(game, state, winner)


class _SmallestStrategy:
    """Chooses, at each of the player's nodes, the allowed move with the smallest subtree."""

    def __init__(self, game, player, at_least, value):
        self.game, self.player, self.at_least, self.value = game, player, at_least, value
        self.sizes, self.choices = {}, {}

    def move(self, state):
        """Return the chosen move in `state`; symmetric positions get the same (mapped) move.

        The first time a position is met (up to symmetry) the choice is made on
        it, ties going to its first move in the game's order, and remembered in
        the canonical frame.
        """
        key, symmetry = symmetric_key(self.game, state)
        if key not in self.choices:
            move = self._choose(state)[0]
            self.choices[key] = move if symmetry is None else symmetry.map_move(move)
        move = self.choices[key]
        return move if symmetry is None else symmetry.inverse_move(move)

    def size(self, state):
        """Return the number of nodes of the smallest strategy tree below `state`."""
        key = symmetric_key(self.game, state)[0]
        if key not in self.sizes:
            if self.game.is_terminal(state):
                self.sizes[key] = 1
            elif self.game.to_move(state) == self.player:
                self.sizes[key] = 1 + self._choose(state)[1]
            else:
                opponent = self.game.to_move(state)
                self.sizes[key] = 1 + sum(self.size(self.game.make_move(state, move, opponent))
                                          for move in self.game.get_valid_moves(state))
        return self.sizes[key]

    def _choose(self, state):
        """Return ``(move, subtree size)`` of the smallest allowed child of `state` (player to move)."""
        opponent = self.game.get_opponent(self.player)
        best = None
        for move in self.game.get_valid_moves(state):
            child = self.game.make_move(state, move, self.player)
            if -self.value(child, opponent) >= self.at_least:
                size = self.size(child)
                if best is None or size < best[1]:
                    best = (move, size)
        return best


class _FirstBestStrategy:
    """Chooses, at each of the player's nodes, the first move of the best value for the player."""

    def __init__(self, game, player, at_least, value):
        self.game, self.player, self.value = game, player, value

    def move(self, state):
        """Return the first move, in the game's order, whose child is worth the most to the player."""
        opponent = self.game.get_opponent(self.player)
        moves = self.game.get_valid_moves(state)
        worth = [-self.value(self.game.make_move(state, move, self.player), opponent)
                 for move in moves]
        return moves[worth.index(max(worth))]


def outcomes_against_every_reply(game, state, player, solver):
    """Play `solver` as `player` from `state` against every possible sequence of opponent moves.

    Returns a `Counter` with "wins", "draws", "losses" (for `player`) and
    "games" (the number of opponent strategies' games: the leaves of the
    opponent's complete tree below the solver's moves). Independent of how
    the strategy was built: it asks `solver.select_move` at each of the
    player's nodes and tries every opponent move.
    """
    outcomes = Counter()

    def play(state):
        if game.is_terminal(state):
            score = player_score(game, state, player)
            outcomes["wins" if score > 0 else "losses" if score < 0 else "draws"] += 1
            outcomes["games"] += 1
            return
        to_move = game.to_move(state)
        if to_move == player:
            play(game.make_move(state, solver.select_move(game, state, player), player))
        else:
            for move in game.get_valid_moves(state):
                play(game.make_move(state, move, to_move))

    play(state)
    return outcomes


def rules_text(rules, size=3):
    """Return a rule table as text: one line per rule, the board (rows joined by "/") -> move."""
    lines = []
    for key, move in sorted(rules.items(), key=lambda item: (_marks(item[0]), item[0])):
        rows = ["".join(cell if cell != " " else "." for cell in row) for row in key]
        lines.append(f"{' / '.join(rows)}  ->  {move}")
    return "\n".join(lines)


def _marks(key):
    return sum(cell != " " for row in key for cell in row)

# Values and proof trees are what notebook 08's exercises ask for (`course_lib.answer_guard`)
negamax_values = guard(negamax_values, "search")
strategy_tree = guard(strategy_tree, "search")
proof_tree = guard(proof_tree, "search")
outcomes_against_every_reply = guard(outcomes_against_every_reply, "search")
