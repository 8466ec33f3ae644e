"""Counting the game tree: complete games (sequences), nodes, positions.

`count_valid_sequences` is the lecture's function; the others answer the
questions around it (how do the games end? how many nodes per ply? how many
distinct positions, and how many up to symmetry?). They take any `Game`;
`count_positions` counts up to the game's own `symmetries()`, the other symmetry
counts need a square board game such as `TicTacToe`.
"""

from collections import Counter
from fractions import Fraction

from ..games.symmetry import (board_symmetries, canonical, canonical_transform,
                              distinct_moves_up_to_symmetry, state_key)
from ..answer_guard import guard


def count_valid_sequences(game, state, player):
    """Return the number of complete games (move sequences) from `state`, `player` to move.

    Each complete game is one leaf of the game tree.
    """
    if game.is_terminal(state):
        return 1

    valid_moves = game.get_valid_moves(state)

    total = 0
    for move in valid_moves:
        new_state = game.make_move(state, move, player)
        total += count_valid_sequences(game, new_state, game.get_opponent(player))
    return total


class TreeStatistics:
    """What a full walk of the game tree from one state finds.

    Attributes
    ----------
    nodes_per_ply : list of int
        ``nodes_per_ply[d]`` nodes at depth d (ply d) below the start, the start being ply 0.
    leaves_per_ply : list of int
        Complete games that end at each ply.
    outcomes : dict
        ``{"X_wins": ..., "O_wins": ..., "draws": ...}`` over the complete games.
    """

    def __init__(self, nodes_per_ply, leaves_per_ply, outcomes):
        self.nodes_per_ply = nodes_per_ply
        self.leaves_per_ply = leaves_per_ply
        self.outcomes = outcomes

    @property
    def nodes(self):
        """Nodes of the tree, the start included (549,946 for tic-tac-toe)."""
        return sum(self.nodes_per_ply)

    @property
    def leaves(self):
        """Complete games, i.e. leaves (255,168 for tic-tac-toe)."""
        return sum(self.leaves_per_ply)

    def __repr__(self):
        return (f"TreeStatistics(nodes={self.nodes}, leaves={self.leaves}, "
                f"outcomes={self.outcomes})")


def tree_statistics(game, state=None, player=None):
    """Walk the whole game tree below `state` (default: the initial state, X to move).

    Returns a `TreeStatistics`. Counts the tree, not the positions: a position
    reached by two move orders is counted twice, as minimax visits it twice.
    """
    if state is None:
        state = game.initial_state()
    if player is None:
        player = "X"
    nodes, leaves, outcomes = Counter(), Counter(), Counter()

    def walk(state, player, ply):
        nodes[ply] += 1
        if game.is_terminal(state):
            leaves[ply] += 1
            outcomes[_outcome_name(game.evaluate(state))] += 1
            return
        opponent = game.get_opponent(player)
        for move in game.get_valid_moves(state):
            walk(game.make_move(state, move, player), opponent, ply + 1)

    walk(state, player, 0)
    depth = max(nodes) + 1
    return TreeStatistics(
        nodes_per_ply=[nodes[d] for d in range(depth)],
        leaves_per_ply=[leaves[d] for d in range(depth)],
        outcomes={key: outcomes[key] for key in ("X_wins", "O_wins", "draws")},
    )


def reachable_positions(game, state=None, player=None):
    """Return ``{canonical(state): state}`` for every position reachable from `state`.

    `canonical(state)` is the board as a hashable tuple of row tuples: a copy, not
    reduced by symmetry (that is `canonical_form`). The start is included. 5,478
    for tic-tac-toe from the empty board.
    """
    if state is None:
        state = game.initial_state()
    if player is None:
        player = "X"
    found = {}

    def visit(state, player):
        key = canonical(state)
        if key in found:
            return
        found[key] = state
        opponent = game.get_opponent(player)
        for move in game.get_valid_moves(state):
            visit(game.make_move(state, move, player), opponent)

    visit(state, player)
    return found


def count_positions(game, terminal_only=False, up_to_symmetry=False):
    """Count the distinct positions reachable in play from the game's initial state.

    Any `Game` whose states are NumPy boards or hashable; the initial position
    and the positions where a game has just ended are counted, nothing after
    the end. With `terminal_only`, only finished positions; with
    `up_to_symmetry`, positions that one of the game's `symmetries()` maps
    onto each other count once (the 8 of the tic-tac-toe board, the mirror of
    Connect Four; a game without symmetries counts as without the option).

    Tic-tac-toe: 5,478 positions (765 up to symmetry); 958 terminal ones (138).
    Connect Four 4x4: 161,029, Tromp's figure (`connect_four_counts`). Every
    position is visited once, so the time grows with the count: about 20 us a
    position here, a few seconds for 10^5 positions.
    """
    positions = reachable_positions(game).values()
    if terminal_only:
        positions = [s for s in positions if game.is_terminal(s)]
    if up_to_symmetry and game.symmetries():
        symmetries = game.symmetries()
        return len({canonical_transform(s, symmetries)[0] for s in positions})
    return len(list(positions))


def count_sequences_up_to_symmetry(game, state, player):
    """Count complete games, expanding only one move of each class of symmetric moves.

    At every position, moves that a symmetry *fixing that position* maps onto
    each other lead to symmetric subtrees; only the first of each class is
    expanded. From the empty tic-tac-toe board: 26,830 (the lecture's figure).
    """
    if game.is_terminal(state):
        return 1
    total = 0
    for move in distinct_moves_up_to_symmetry(state, game.get_valid_moves(state)):
        new_state = game.make_move(state, move, player)
        total += count_sequences_up_to_symmetry(game, new_state, game.get_opponent(player))
    return total


def count_games_up_to_symmetry(game):
    """Count complete games from the initial state, two games being the same when one
    symmetry of the board maps the whole move sequence of one onto the other.

    From the empty tic-tac-toe board: 31,896. Counted with Burnside's lemma:
    the number of classes is the average, over the 8 symmetries g, of the
    number of games that g leaves unchanged, i.e. games played only on cells
    that g fixes (the identity fixes all 255,168 games).
    """
    size = len(game.initial_state())
    fixed_games = [
        _count_games_on_cells(game, {divmod(k, size) for k, p in enumerate(s.perm) if k == p})
        for s in board_symmetries(size)
    ]
    return sum(fixed_games) // len(fixed_games)


def _count_games_on_cells(game, cells):
    """Count complete games from the initial state whose every move is in `cells`."""

    def walk(state, player):
        if game.is_terminal(state):
            return 1
        return sum(walk(game.make_move(state, move, player), game.get_opponent(player))
                   for move in game.get_valid_moves(state) if move in cells)

    return walk(game.initial_state(), "X")


def outcome_probabilities(game, state=None, player=None):
    """Return the exact probabilities of each outcome when both players move uniformly at random.

    Every legal move of the player to move has probability ``1 / len(moves)``, as
    with `RandomSolver`. Returns ``{"X_wins": Fraction, "O_wins": Fraction,
    "draws": Fraction}`` (summing to 1), from `state` (default: the initial
    state, X to move). From the empty tic-tac-toe board: 737/1260 (0.585),
    121/420 (0.288) and 8/63 (0.127). Any deterministic, turn-taking `Game` whose
    states are hashable or NumPy boards (a game of chance raises `WrongPlayerError`:
    chance is not a player choosing uniformly); positions are memoized, so the walk visits each of
    tic-tac-toe's 5,478 positions once.
    """
    if state is None:
        state = game.initial_state()
    if player is None:
        player = "X"
    memo = {}

    def probabilities(state, player):
        key = (state_key(state), player)
        if key not in memo:
            if game.is_terminal(state):
                result = Counter({_outcome_name(game.evaluate(state)): Fraction(1)})
            else:
                moves = game.get_valid_moves(state)
                result = Counter()
                for move in moves:
                    new_state = game.make_move(state, move, player)
                    child = probabilities(new_state, game.get_opponent(player))
                    for outcome, p in child.items():
                        result[outcome] += p / len(moves)
            memo[key] = result
        return memo[key]

    result = probabilities(state, player)
    return {key: result[key] for key in ("X_wins", "O_wins", "draws")}


def _outcome_name(utility):
    if utility > 0:
        return "X_wins"
    if utility < 0:
        return "O_wins"
    return "draws"

# What notebook 02's exercise asks the student to write (`course_lib.answer_guard`)
count_sequences_up_to_symmetry = guard(count_sequences_up_to_symmetry, "counting")
count_games_up_to_symmetry = guard(count_games_up_to_symmetry, "counting")
count_positions = guard(count_positions, "counting")
reachable_positions = guard(reachable_positions, "counting")
tree_statistics = guard(tree_statistics, "counting")
