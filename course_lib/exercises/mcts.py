"""Checkers for the MCTS exercises of notebook 11.

1. *UCB1 selection.* ``select_child(node, exploration_c) -> child``: the child
   of highest ``W/N + C sqrt(ln N_parent / N)``, an unvisited child first.
2. *Back-propagation with the right sign.* ``backpropagate(path, utility)``:
   every node on the path gets ``N += 1`` and ``W +=`` the reward for the
   player who moved into it. The checker plugs the function into
   `MCTSClassicSolver` and looks for the symptom of the classic bug: a search
   that picks the move best for the *opponent*.
3. *A "win in one" rollout policy*: its checker, `check_win_in_one`, lives in
   `mcts_rollout.py` and is imported here, so the notebook imports all three from this module.

Student code runs contained (`course_lib.exercises.contained`): any exception,
RecursionError included, is reported by name and line, and the check has a time limit.
"""

import math
from typing import NamedTuple

from ..answer_guard import guard
from ..games.tree import GameTree
from ..solvers.mcts_classic import MCTSClassicSolver
from ..solvers.mcts_tree import MCTSNode
from . import ExerciseFailure, checker, contained, shown
from .fresh_cases import fresh_rng
from .mcts_rollout import check_win_in_one, tictactoe_position

__all__ = ["UCBCase", "best_ucb_index", "check_backpropagate", "check_random_paths",
           "check_select_child", "check_win_in_one", "fresh_ucb_cases", "node_with_children"]


# ----------------------------------------------------------------------
# Exercise 1: UCB1 selection
# ----------------------------------------------------------------------
def node_with_children(stats, parent_visits, player="X"):
    """A root (`player` to move) of a GameTree whose children have the given (N, W)."""
    game = GameTree([[0]] * len(stats))
    root = MCTSNode(game, (), player)
    root.untried, root.N = [], parent_visits
    for move, (n, w) in enumerate(stats):
        child = MCTSNode(game, (move,), game.get_opponent(player), parent=root, move=move)
        child.N, child.W = n, w
        root.children[move] = child
    return root


class UCBCase(NamedTuple):
    """A node to select from: its children's (N, W), N_parent, C, the child expected, a hint."""

    stats: list
    parent_visits: int
    c: float
    expected: int
    lesson: str
    player: str = "X"  # to move at the node; its children have the opponent to move


MOVER_LESSON = ("W is already the reward of the player who moved into the child: the parent "
                "maximizes W/N whoever it is")
UNVISITED_LESSON = ("an unvisited child is chosen first, whatever the others' W/N (UCB = +inf, "
                    "not its value at N = 1)")
UCB_CASES = [UCBCase(*case) for case in [
    # (children (N, W), N_parent, C, index expected, what it tests)
    ([(3, 2), (0, 0), (5, 5)], 8, math.sqrt(2), 1, "an unvisited child is chosen first (UCB = +inf)"),
    ([(1, 1), (0, 0)], 2, 0.5, 1, UNVISITED_LESSON),
    ([(10, 6), (10, 2), (10, 8)], 30, 0.0, 2, "with C = 0 the highest mean W/N wins"),
    ([(20, 20), (2, 0)], 22, math.sqrt(2), 1,
     "the exploration term C·sqrt(ln N_parent / N) lifts the rarely visited child"),
    ([(20, 20), (2, 0)], 22, 0.5, 0, "with a small C exploitation wins"),
    ([(4, -4), (4, -2), (4, -3)], 12, 1.0, 1, "rewards can be negative: -2/4 beats -3/4 and -4/4"),
    ([(50, 30), (40, 26), (9, 5)], 99, math.sqrt(2), 2,
     "ln is the natural logarithm of the parent's visits"),
    ([(10, 6), (2, 0.8)], 30, 0.3, 1,
     "N_parent is node.N, the parent's own visits, which can exceed the sum of its children's "
     "(MCTSSolver keeps a node's visits from earlier moves)"),
    # Each node below tells one plausible wrong formula from UCB1 (it picks another child there)
    ([(10, 9), (10, 0), (1, -1)], 23, 1.0, 0,
     "the square root covers the whole ratio: C·sqrt(ln N_parent / N)"),
    ([(3, -2), (1, -1)], 6, 0.5, 0,
     "C·sqrt(ln N_parent / N): N inside the square root, and no factor 2 under it"),
    ([(10, 7), (3, 0), (1, -1)], 16, 1.41, 0, "ln is the natural logarithm (math.log), not log2"),
    ([(1, 0), (2, 1)], 4, 1.41, 1, "ln N_parent, of the parent's visits node.N themselves"),
    # O to move: the same choices as with X (a W/N negated for O picks another child)
    ([(10, 6), (10, 2), (10, 8)], 30, 0.0, 2, MOVER_LESSON, "O"),
    ([(6, 4), (6, -3)], 12, 1.0, 0, MOVER_LESSON, "O"),
]]
FRESH_NODES = 6  # random nodes drawn anew at each check, every second one with O to move


def fresh_ucb_cases(rng, count=FRESH_NODES):
    """`count` random `UCBCase` objects (N_parent above the children's visits), X and O to move
    in turn; every third node has one unvisited child (chosen first) and one of N = 1, W = 1."""
    cases = []
    for index in range(count):
        stats = [(n, round(rng.uniform(-n, n), 2)) for n in
                 (rng.randint(1, 40) for _ in range(rng.randint(2, 6)))]
        if index % 3 == 2:  # unvisited beside a child won once: valued as at N = 1, it loses
            unvisited, won_once = rng.sample(range(len(stats)), 2)
            stats[unvisited], stats[won_once] = (0, 0), (1, 1.0)
        parent, c = sum(n for n, _ in stats) + rng.randint(1, 60), rng.choice([0.3, 1.0, 1.41, 2.5])
        player = "O" if index % 2 else "X"
        lesson = (UNVISITED_LESSON if index % 3 == 2 else
                  "UCB1 = W/N + C·sqrt(ln N_parent / N), with N_parent = node.N") + (
            f"; {MOVER_LESSON}" if player == "O" else "")
        cases.append(UCBCase(stats, parent, c, best_ucb_index(stats, parent, c), lesson, player))
    return cases


@checker("UCB1 selection", refuses=("search", "ucb"))
def check_select_child(select_child, seed=None):
    """Check ``select_child(node, exploration_c)`` on hand-made nodes with known UCB1 values,
    then on `FRESH_NODES` random nodes drawn afresh at each check (`seed` fixes them)."""
    for case in UCB_CASES + fresh_ucb_cases(fresh_rng(seed)):
        stats, parent_visits, c = case.stats, case.parent_visits, case.c
        root = node_with_children(stats, parent_visits, case.player)
        chosen = contained(select_child, root, c, what="select_child", hints={
            ZeroDivisionError: "an unvisited child (N = 0) has UCB1 = +inf: choose it "
                               "before dividing by its visits"})
        if not any(chosen is child for child in root.children.values()):
            raise ExerciseFailure(f"select_child returned {shown(chosen)}, expected one of "
                                  "node.children.values() (an MCTSNode)")
        if chosen is not root.children[case.expected]:
            table = ", ".join(f"{i}: N={n} W={w} UCB={_ucb(n, w, parent_visits, c)}"
                              for i, (n, w) in enumerate(stats))
            raise ExerciseFailure(f"{case.player} to move, children ({table}), N_parent="
                                  f"{parent_visits}, C={c:.2f}: you chose child {chosen.move}, "
                                  f"expected {case.expected}. Hint: {case.lesson}.")
    return f"right on all {len(UCB_CASES)} nodes and on {FRESH_NODES} random ones"


def _ucb1(n, w, parent_visits, c):
    """UCB1 of a child of N = n, W = w: +inf when unvisited."""
    return math.inf if n == 0 else w / n + c * math.sqrt(math.log(parent_visits) / n)


def best_ucb_index(stats, parent_visits, c):
    """The index in `stats` (children's (N, W)) of the highest UCB1, the first unvisited one first."""
    return max(range(len(stats)), key=lambda i: _ucb1(*stats[i], parent_visits, c))


def _ucb(n, w, parent_visits, c):
    """UCB1 as the checker's messages show it: "inf" or two decimals."""
    value = _ucb1(n, w, parent_visits, c)
    return "inf" if value == math.inf else f"{value:.2f}"


# The checker's own UCB1 is refused to the student's answer like the library's (topic "ucb").
_ucb1 = guard(_ucb1, "ucb", name="exercises.mcts._ucb1")
best_ucb_index = guard(best_ucb_index, "ucb", name="exercises.mcts.best_ucb_index")
_ucb = guard(_ucb, "ucb", name="exercises.mcts._ucb")


# ----------------------------------------------------------------------
# Exercise 2: back-propagation with the right sign
# ----------------------------------------------------------------------
class _StudentBackup(MCTSClassicSolver):
    """`MCTSClassicSolver` whose back-propagation is the student's function."""

    def __init__(self, backpropagate, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.student_backpropagate = backpropagate

    def _backpropagate(self, path, utility):
        self.student_backpropagate(path, utility)


def _fresh_path():
    """root (X to move) -> child -> leaf of GameTree([[1, 1]]), every N and W at 0."""
    game = GameTree([[1, 1]])
    root = MCTSNode(game, (), "X")
    child = MCTSNode(game, (0,), "O", parent=root, move=0)
    return [root, child, MCTSNode(game, (0, 1), "X", parent=child, move=1)]


def _check_counts(backpropagate):
    """One win, then one draw, each back-propagated along a fresh three-node path."""
    path = _fresh_path()
    contained(backpropagate, path, 1, what="backpropagate")
    visits = [node.N for node in path]
    if visits != [1, 1, 1]:
        raise ExerciseFailure(f"after one back-propagation along root -> child -> leaf the visit "
                              f"counts N are {visits}, expected [1, 1, 1]: every node on the "
                              "path is visited once")
    totals = [node.W for node in path]
    if 0 in totals:  # W left alone somewhere (the leaf only, a skipped node, a loss counted as 0)
        raise ExerciseFailure(f"after one back-propagation of utility +1 (X won) along root -> "
                              f"child -> leaf, starting from W = 0, the totals W are {totals}: a "
                              "win or a loss changes the W of every node on the path, by the "
                              "reward of the player who moved into it (+1 a win, -1 a loss)")
    path = _fresh_path()
    contained(backpropagate, path, 0, what="backpropagate")
    got = [(node.N, node.W) for node in path]
    if got != [(1, 0)] * 3:
        raise ExerciseFailure(f"after one back-propagation of a draw (utility 0) along root -> "
                              f"child -> leaf, starting from N = 0 and W = 0, (N, W) are {got}, "
                              "expected (1, 0) on every node: a draw is worth 0 to both players")


DRAW_LEAVES = [(0, 1, 0), (1, 1, 1)]  # the leaves worth 0 in check_random_paths' tree


def check_random_paths(backpropagate, rng, count):
    """Run `backpropagate` on `count` random root-to-leaf paths of a small tree whose nodes hold
    random (N, W), the first path ending in a draw; raise `ExerciseFailure` at the first path
    left with a wrong (N, W)."""
    game = GameTree([[[1, -1], [0, 1]], [[1, 1], [-1, 0]]])
    for index in range(count):
        leaf = rng.choice(DRAW_LEAVES) if index == 0 else tuple(rng.randrange(2) for _ in range(3))
        path, player = [MCTSNode(game, (), "X")], "X"
        for depth, move in enumerate(leaf, 1):
            player = game.get_opponent(player)
            path.append(MCTSNode(game, leaf[:depth], player, parent=path[-1], move=move))
        for node in path:
            node.N, node.W = rng.randint(0, 9), float(rng.randint(-5, 5))
        before = [(node.N, node.W) for node in path]
        utility = game.evaluate(leaf)
        expected = [(n + 1, w + (1 if node.player == "O" else -1) * utility)
                    for node, (n, w) in zip(path, before)]
        contained(backpropagate, path, utility, what="backpropagate")
        got = [(node.N, node.W) for node in path]
        if got != expected:
            raise ExerciseFailure(
                f"on a path root -> leaf (players {[node.player for node in path]}, utility for X "
                f"{utility}) whose (N, W) were {before}, your backpropagate left {got}: each node "
                "gets N + 1 and, in W, the reward of the player who moved into it"
                + (" (a draw is worth 0 to both players)" if utility == 0 else ""))


@checker("Back-propagation with the right sign",
         refuses="backpropagation")  # not "search": the check runs the solver itself
def check_backpropagate(backpropagate, seed=None):
    """Check ``backpropagate(path, utility)`` by the moves a search using it chooses, then on
    random paths drawn afresh at each check (`seed` fixes them)."""
    _check_counts(backpropagate)

    def search(game, state, player, simulations, seed):
        solver = _StudentBackup(backpropagate, simulations, seed=seed)
        return contained(solver.select_move, game, state, player,
                         what="MCTS with your backpropagate")

    choice = GameTree([-1, 0, 1])
    moves = [search(choice, (), "X", 100, seed) for seed in range(3)]
    if moves.count(0) >= 2:
        raise ExerciseFailure(
            "with your back-propagation, MCTS as X on GameTree([-1, 0, 1]) (three leaves, "
            "X chooses) plays move 0, the loss, instead of move 2, the win: the search picks "
            "what is best for the opponent. That is the symptom of rewards credited to the "
            "wrong player: W of a node counts for the player who moved INTO it (the opponent "
            "of node.player).")
    if search(GameTree([[1, -1, 0]]), (0,), "O", 100, 0) != 1:
        raise ExerciseFailure("with your back-propagation, MCTS as O on GameTree([[1, -1, 0]]) "
                              "does not take the leaf -1 (its win): are O's rewards negated?")
    if search(GameTree([[0, 0], [-1, 1]]), (), "X", 300, 0) != 0:
        raise ExerciseFailure("on GameTree([[0, 0], [-1, 1]]) X should take the sure draw "
                              "(move 0) rather than the move where O wins: is a draw counted "
                              "as a loss? A draw is worth 0.")
    game, state, player = tictactoe_position([(1, 0), (2, 2)])  # OpenSpiel's mcts_test: only (2, 0) wins
    moves = [search(game, state, player, 1500, seed) for seed in range(2)]
    if any(move != (2, 0) for move in moves):
        raise ExerciseFailure(f"with your back-propagation MCTS (1,500 simulations) plays {moves} "
                              "as X after X(1,0) O(2,2), where only (2, 0) wins: check that every "
                              "node of the path gets the reward of the player who moved into it")
    check_random_paths(backpropagate, fresh_rng(seed), 5)
    return "MCTS with your back-propagation finds the winning move and avoids the opponent's wins"
