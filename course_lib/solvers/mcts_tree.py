"""What both MCTS solvers share: the search-tree node, UCT selection and the four phases.

One simulation (Russell & Norvig 2020, fig. 5.11; Kocsis & Szepesvari 2006 for UCT):

1. **selection**: from the root, while the node is fully expanded and not
   terminal, go to the child maximizing UCB1
   ``W/N + C * sqrt(ln N_parent / N)`` (an unvisited child counts as +inf);
2. **expansion**: add the child of one untried move, chosen at random;
3. **rollout**: play the game out from that child with the rollout policy
   (uniformly random by default) and read the utility for X at the end;
4. **back-propagation**: add 1 to N and the reward to W of every node on the path.

Perspective convention (the classic MCTS bug is getting it wrong): a node's
``W`` is the total reward **for the player who moved into the node** (the
opponent of ``node.player``, the player to move there), so the parent, whose
player made that move, maximizes ``W/N`` of its children. The reward is the
game's utility for that player: for tic-tac-toe +1 win, -1 loss, **0 draw**
(aima-python's ``games4e.py`` adds only positive rewards, so a draw counts
like a loss there, while the book's pseudocode does not say; here it is worth 0).

The MCTS-Solver option (Winands, Bjornsson & Saito 2008) also backs up proven
values: a terminal node is proven; a node is proven when one child is a
proven win for the player to move there, or all its children are proven
(it then takes their minimax value). A proven node is not searched further:
its exact value is backed up instead of a rollout.

Interruptions (the play board's Stop or time limit, Ctrl-C) may land anywhere:
every change to the tree is made so that the tree stays whole (a child is
built, then recorded, and only then is its move taken off ``untried``), and the
search checks the shared deadline (`course_lib.time_limits.check_deadline`)
between two simulations, so a time limit stops it there.
"""

import math
import random
import time

from ..answer_guard import guard
from ..time_limits import check_deadline
from .base import Solver, check_not_over
from .mcts_node import OPPONENT, MCTSNode, refuse_chance, reward  # noqa: F401 (re-exported)
from .mcts_parameters import DEFAULT_MAX_ENTRIES, mcts_parameters
from .rollout import rollout_policy

class MonteCarloTreeSearch(Solver):
    """The MCTS search loop shared by `MCTSClassicSolver` and `MCTSSolver`.

    Subclasses say where the root comes from (`_root_for`) and how a child node
    is made (`_new_child`). The four phases are separate methods (`_select_child`,
    `_expand`, `_rollout`, `_backpropagate`) so `course_lib.trace.mcts` can
    record a search by wrapping them, as `trace_search` wraps minimax.
    """

    def __init__(self, num_simulations=500, exploration_c=math.sqrt(2), seed=None,
                 rollout="random", time_limit=None, solve=False, max_entries=DEFAULT_MAX_ENTRIES):
        (self.num_simulations, self.exploration_c, self.time_limit,
         self.max_entries) = mcts_parameters(num_simulations, exploration_c, time_limit, max_entries)
        self.seed = seed
        self.rng = random.Random(seed)
        self.rollout = rollout
        self._policy = rollout_policy(rollout)
        self.solve = bool(solve)
        self.root = self.search_root = None
        self.simulations_run = 0

    def parameters(self):
        params = {"num_simulations": self.num_simulations} if self.time_limit is None \
            else {"time_limit": self.time_limit}
        if self.exploration_c != math.sqrt(2):
            params["exploration_c"] = self.exploration_c
        if self.rollout != "random":
            params["rollout"] = getattr(self.rollout, "__name__", self.rollout)
        if self.solve:
            params["solve"] = True
        if self.max_entries != DEFAULT_MAX_ENTRIES:
            params["max_entries"] = self.max_entries
        if self.seed is not None:
            params["seed"] = self.seed
        return params

    # ------------------------------------------------------------------
    # select_move: run the simulations from the root, pick the most visited child
    # ------------------------------------------------------------------
    def select_move(self, game, state, player):
        """Search from `state` and return the most visited move (ties broken by the seeded generator).

        With ``solve=True`` a proven win is played at once and a proven loss
        avoided while another move remains. Raises `GameOverError` if `state` is terminal.
        """
        check_not_over(game, state, self)
        self.game = game
        root = self._root_for(game, state, player)
        self.root = self.search_root = root
        self.run_simulations(root)
        return self._best_move(root)

    def run_simulations(self, root):
        """Run `num_simulations` simulations from `root` (or until `time_limit` seconds have passed).

        Between two simulations it checks the deadline of an enclosing
        `course_lib.time_limits.limited` block (the play board's, a checker's) and
        raises `TimeLimitExceeded` there once it has passed."""
        self.simulations_run = 0
        if self.time_limit is None:
            for _ in range(self.num_simulations):
                check_deadline()
                self._simulate(root)
                self.simulations_run += 1
            return
        deadline = time.perf_counter() + self.time_limit
        while True:
            check_deadline()
            self._simulate(root)
            self.simulations_run += 1
            if time.perf_counter() >= deadline or root.proven is not None:
                return

    @property
    def root_value(self):
        """The mean utility for X of all simulations through the last search's root (None before one)."""
        return None if self.search_root is None else self.search_root.mean_utility()

    def visit_counts(self):
        """Return ``{move: N}`` for the children of the last search's root (`search_root`)."""
        return {move: child.N for move, child in self.search_root.children.items()}

    def _simulate(self, root):
        node, path = root, [root]
        while not node.untried and not node.terminal and node.proven is None:
            node = self._select_child(node)
            path.append(node)
        if node.untried and node.proven is None and self._has_room():
            node = self._expand(node)  # (a full tree rolls out from its frontier)
            path.append(node)
        self._backpropagate(path, self._rollout(node))

    # ------------------------------------------------------------------
    # The four phases
    # ------------------------------------------------------------------
    def _select_child(self, node):
        """Selection: the child with the highest UCB1 (ties broken at random)."""
        log_n = math.log(node.N) if node.N else 0.0
        c = self.exploration_c
        best_score, best = -math.inf, []
        for child in node.children.values():
            n = child.N
            score = math.inf if n == 0 else child.W / n + c * math.sqrt(log_n / n)
            if score > best_score:
                best_score, best = score, [child]
            elif score == best_score:
                best.append(child)
        if not best:
            raise ValueError(f"no child of {node!r} has a UCB1 score that is a number: "
                             "W or N is NaN (is the back-propagation adding NaN?)")
        return best[0] if len(best) == 1 else best[int(self.rng.random() * len(best))]

    def _expand(self, node):
        """Expansion: take a random untried move off `node` and return the child it leads to.

        The child is built and recorded before its move leaves ``untried`` (in one
        list operation), so an interruption at any point loses no move."""
        untried = node.untried
        i = int(self.rng.random() * len(untried))
        move = untried[i]
        child = node.children.get(move)  # recorded before an interruption: take it as it is
        if child is None:
            child = node.children[move] = self._new_child(node, move)
        untried[i:] = untried[-1:] + untried[i + 1:-1] if i < len(untried) - 1 else []
        return child

    def _rollout(self, node):
        """Rollout: play to the end with the rollout policy; return the utility for X."""
        if node.proven is not None:
            return node.proven
        if node.terminal:
            if self.solve:
                self._check_solvable(node.utility)
                node.proven = node.utility
            return node.utility
        game, policy, rng = self.game, self._policy, self.rng
        state, player = node.state, node.player
        while not game.is_terminal(state):
            if game.is_chance(state):
                refuse_chance(game)
            state = game.make_move(state, policy(game, state, player, rng), player)
            player = OPPONENT[player]
        return game.evaluate(state)

    def _backpropagate(self, path, utility):
        """Back-propagation: N += 1 and W += the reward for the player who moved into each node."""
        for node in path:
            node.N += 1
            node.W += utility if node.player == "O" else -utility
        if self.solve:
            for node in reversed(path[:-1]):
                if node.proven is not None or not self._prove(node):
                    break

    # ------------------------------------------------------------------
    # MCTS-Solver and the final choice
    # ------------------------------------------------------------------
    def _prove(self, node):
        """Set `node.proven` if its children prove it; return whether it is proven now."""
        best = max if node.player == "X" else min
        win = 1 if node.player == "X" else -1
        values = [child.proven for child in node.children.values() if child.proven is not None]
        if win in values:
            node.proven = win
        elif not node.untried and len(values) == len(node.children):
            node.proven = best(values)
        return node.proven is not None

    def _check_solvable(self, utility):
        if not -1 <= utility <= 1:
            raise ValueError(f"solve=True needs utilities in [-1, 1] (a win is the best outcome), "
                             f"got a terminal utility {utility}")

    def _best_move(self, root):
        children = list(root.children.items())
        if self.solve:
            sign = 1 if root.player == "X" else -1
            proven = [(m, c) for m, c in children if c.proven is not None]
            wins = [(m, c) for m, c in proven if sign * c.proven > 0]
            if root.proven is not None and wins:
                children = wins
            else:
                safe = [(m, c) for m, c in children if c.proven is None or sign * c.proven >= 0]
                children = safe or children
        most = max(child.N for _, child in children)
        best = [move for move, child in children if child.N == most]
        return best[0] if len(best) == 1 else best[int(self.rng.random() * len(best))]

    # ------------------------------------------------------------------
    # Where the nodes come from (subclasses)
    # ------------------------------------------------------------------
    def _root_for(self, game, state, player):
        raise NotImplementedError

    def _new_child(self, node, move):
        raise NotImplementedError

    def _has_room(self):
        """True while the tree holds fewer than `max_entries` nodes (it may grow)."""
        return self._node_count() < self.max_entries

    def _node_count(self):
        """The nodes stored now, which `max_entries` bounds."""
        raise NotImplementedError


# What notebook 11's exercises ask the student to write (`course_lib.answer_guard`)
MonteCarloTreeSearch._select_child = guard(MonteCarloTreeSearch._select_child, "ucb",
                                           name="MonteCarloTreeSearch._select_child")
MonteCarloTreeSearch._backpropagate = guard(MonteCarloTreeSearch._backpropagate, "backpropagation",
                                            name="MonteCarloTreeSearch._backpropagate")
MCTSNode.ucb = guard(MCTSNode.ucb, "ucb", name="MCTSNode.ucb")
