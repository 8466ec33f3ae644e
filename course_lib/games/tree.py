"""Explicit game trees as games: the textbook trees, solved by the same solvers.

A tree is given as nested lists whose leaves are utilities for X (MAX):
``GameTree([[3, 5], [2, 1]])`` is the Two-Move game. X moves at the root, O at
depth 1, and so on. A state is the path from the root, a tuple of child indices
(``()`` is the root, ``(0, 1)`` is the second child of the first child). Without
labels, the moves at a node are the child indices 0, 1, ...; with
``move_labels`` they are names such as ``"A"``/``"B"``.

A subtree may also be a **chance node**, ``Chance([(probability, subtree), ...])``
(a dice roll, a card dealt; Russell & Norvig 2020, section 5.5). Nobody decides
there: the outcome ``i`` (the child index) happens with its probability, and
`to_move` is `CHANCE`. Chance nodes take no turn: X moves at the root and at
every decision node below an even number of decision nodes, O at the others, so
MAX, CHANCE, MIN, CHANCE, MAX ... is R&N's backgammon tree (section 5.5).
"""

import numbers

from .base import (
    CHANCE,
    Game,
    GameOverError,
    InvalidStateError,
    MalformedMoveError,
    MalformedTreeError,
    OffBoardError,
    WrongPlayerError,
)
from .chance_node import Chance
from .tree_data import as_lists, frozen_tree

__all__ = ["Chance", "GameTree", "MalformedTreeError"]


class GameTree(Game):
    """A finite game tree given as nested lists of leaf utilities for X.

    Parameters
    ----------
    tree : list
        A leaf is a real number (the utility for X, not a bool); a decision
        node is a non-empty list of subtrees; a chance node is a `Chance`.
        The root must be a list or a `Chance`.
    move_labels : list of lists of str, optional
        ``move_labels[d]`` names the moves of every decision node at depth
        ``d``, in child order, e.g. ``[["A", "B"], ["C", "D"]]``. Decision
        nodes at depth ``d`` must then have ``len(move_labels[d])`` children.
        The outcomes of chance nodes are always their child indices.
    node_labels : sequence of str, optional
        Names of all nodes in breadth-first order, root first
        (e.g. ``"ABCDEFGH"``), used by `node_name`, traces and drawings.

    Raises
    ------
    MalformedTreeError
        When the tree has an empty child list, a leaf that is not a finite
        number (NaN and infinities have no place in a sum or a comparison of
        utilities), a bad `Chance` node, more than `MAX_DEPTH` plies (or a list
        that contains itself), or labels that do not fit it. Nothing is built
        from a bad tree.
    """

    MAX_DEPTH = 200
    """Deepest tree accepted, in plies: the solvers recurse once per ply (a few Python frames
    each) and Python stops at ``sys.getrecursionlimit()`` frames (1,000 by default)."""

    def __init__(self, tree, move_labels=None, node_labels=None, name=None):
        if not isinstance(tree, (list, tuple)):
            raise MalformedTreeError(f"the root of a game tree must be a list or a Chance, got {tree!r}")
        self.tree = frozen_tree(tree, self.MAX_DEPTH)
        self.name = name
        self._nodes = {}  # path -> subtree, every node of the tree
        self._players = {}  # path -> "X", "O" or CHANCE
        self._index_nodes(self.tree, (), decisions_above=0)
        self.move_labels = self._check_move_labels(move_labels)
        self.node_labels = self._check_node_labels(node_labels)

    def __repr__(self):
        if self.name:
            return f"GameTree({self.name})"
        return f"GameTree({as_lists(self.tree)!r})"

    # ------------------------------------------------------------------
    # The Game interface
    # ------------------------------------------------------------------
    def initial_state(self):
        """Return the root: the empty path ``()``."""
        return ()

    def get_valid_moves(self, state):
        """Return the moves at `state`: child indices, or their labels if given."""
        node = self._node(state)
        if not isinstance(node, tuple):
            return []
        if self.move_labels is None or isinstance(node, Chance):
            return list(range(len(node)))
        return list(self.move_labels[len(state)])

    def make_move(self, state, move, player):
        """Return the path extended by `move`; raises `IllegalMoveError` subclasses."""
        node = self._node(state)
        if player not in ("X", "O", CHANCE):
            raise WrongPlayerError(f"move {move!r} by {player!r}: players are 'X' and 'O' "
                                   f"(and {CHANCE!r} for the outcome of a chance node)")
        where = f"move {move!r} by {player!r} at {self.node_name(state)}"
        if not isinstance(node, tuple):
            raise GameOverError(f"{where}: this is a leaf (utility {node}), the game is over")
        if player != self.to_move(state):
            raise WrongPlayerError(f"{where}: it is {self.to_move(state)}'s turn")
        return state + (self._child_index(state, node, move, where),)

    def to_move(self, state):
        """X below an even number of decision nodes (the root), O below an odd one; `CHANCE` at a chance node."""
        self._node(state)
        return self._players[state]

    def is_chance(self, state):
        """Return True at a chance node."""
        return isinstance(self._node(state), Chance)

    def chance_outcomes(self, state):
        """Return ``[(probability, outcome), ...]`` at a chance node; outcomes are child indices.

        Raises `InvalidStateError` at a node that is not a chance node.
        """
        node = self._node(state)
        if not isinstance(node, Chance):
            raise InvalidStateError(f"{self.node_name(state)} is not a chance node of {self!r}")
        return list(zip(node.probabilities, range(len(node))))

    def is_terminal(self, state):
        """Return True at a leaf."""
        return not isinstance(self._node(state), tuple)

    def evaluate(self, state):
        """Return the leaf's utility for X; 0 at an internal node."""
        node = self._node(state)
        return 0 if isinstance(node, tuple) else node

    def display(self, state=()):
        """Print the tree as text, marking the node `state` with ``<--``."""
        print(self.text(mark=state))

    # ------------------------------------------------------------------
    # Tree helpers
    # ------------------------------------------------------------------
    def node_name(self, state):
        """Return the node's label, or its path written with moves (``"root"``, ``"A-C"``)."""
        self._node(state)
        if self.node_labels is not None:
            return self.node_labels[state]
        if not state:
            return "root"
        return "-".join(str(self.move_name(state[:d], i)) for d, i in enumerate(state))

    def move_name(self, state, index):
        """Return the move that leads from `state` to its child number `index`."""
        if self.move_labels is None or self.is_chance(state):
            return index
        return self.move_labels[len(state)][index]

    def child_index(self, state, move):
        """Return the index of the child reached by `move` (a label or an index)."""
        node = self._node(state)
        return self._child_index(state, node, move, f"move {move!r} at {self.node_name(state)}")

    def nodes(self):
        """Return every state (path) of the tree in breadth-first order, root first."""
        return sorted(self._nodes, key=lambda path: (len(path), path))

    def leaves(self):
        """Return the paths of the leaves, left to right."""
        return sorted(path for path, node in self._nodes.items() if not isinstance(node, tuple))

    def depth(self):
        """Return the number of plies of the longest path (root to deepest leaf)."""
        return max(len(path) for path in self._nodes)

    def text(self, mark=None):
        """Return the tree as indented text: one node a line, MAX/MIN, leaf utilities."""
        lines = []
        for path in sorted(self._nodes):
            node = self._nodes[path]
            role = {"X": "MAX", "O": "MIN", CHANCE: "CHANCE"}[self._players[path]]
            label = self.node_name(path)
            shown = f"{label}: {node}" if not isinstance(node, tuple) else f"{label} ({role})"
            if path and isinstance(self._nodes[path[:-1]], Chance):
                shown = f"p={self._nodes[path[:-1]].probabilities[path[-1]]}  {shown}"
            arrow = "  <--" if mark is not None and tuple(mark) == path else ""
            lines.append("    " * len(path) + shown + arrow)
        return "\n".join(lines)

    # ------------------------------------------------------------------
    # Checks
    # ------------------------------------------------------------------
    def _node(self, state):
        try:
            return self._nodes[state]
        except (KeyError, TypeError):
            raise InvalidStateError(
                f"{state!r} is not a node of {self!r}: a state is a tuple of child "
                f"indices from the root, e.g. () or (0, 1)"
            ) from None

    def _child_index(self, state, node, move, where):
        if self.move_labels is not None and not isinstance(node, Chance):
            labels = self.move_labels[len(state)]
            if move in labels:
                return labels.index(move)
            raise OffBoardError(f"{where}: the moves here are {list(labels)}")
        if isinstance(move, bool) or not isinstance(move, numbers.Integral):
            raise MalformedMoveError(f"{where}: a move is a child index (an int)")
        if not 0 <= move < len(node):
            raise OffBoardError(f"{where}: the moves here are 0..{len(node) - 1}")
        return int(move)

    def _index_nodes(self, node, path, decisions_above):
        self._nodes[path] = node
        if isinstance(node, Chance):
            self._players[path] = CHANCE
        else:
            self._players[path] = "X" if decisions_above % 2 == 0 else "O"
            decisions_above += 1
        if isinstance(node, tuple):
            for i, child in enumerate(node):
                self._index_nodes(child, path + (i,), decisions_above)

    def _check_move_labels(self, move_labels):
        if move_labels is None:
            return None
        labels = tuple(tuple(level) for level in move_labels)
        for path, node in self._nodes.items():
            if not isinstance(node, tuple) or isinstance(node, Chance):
                continue
            depth = len(path)
            if depth >= len(labels):
                raise MalformedTreeError(f"move_labels has no labels for depth {depth}")
            if len(labels[depth]) != len(node):
                raise MalformedTreeError(
                    f"move_labels[{depth}] = {list(labels[depth])} names "
                    f"{len(labels[depth])} moves, but node {path} has {len(node)} children"
                )
        for depth, level in enumerate(labels):
            if len(set(level)) != len(level):
                raise MalformedTreeError(f"move_labels[{depth}] repeats a label: {list(level)}")
        return labels

    def _check_node_labels(self, node_labels):
        if node_labels is None:
            return None
        names = list(node_labels)
        order = self.nodes()
        if len(names) != len(order):
            raise MalformedTreeError(
                f"node_labels has {len(names)} names for {len(order)} nodes "
                "(give one per node, breadth-first, root first)"
            )
        if len(set(names)) != len(names):
            raise MalformedTreeError(f"node_labels repeats a name: {names}")
        return dict(zip(order, names))
