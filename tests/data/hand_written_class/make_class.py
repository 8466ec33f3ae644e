#!/usr/bin/env python3
"""Build a class of hand-written student submissions for notebooks 04, 06 and 11.

Each notebook is the released notebook (course/release/NN_name/NN_name.ipynb) loaded with
nbformat and edited as a student would edit it: the answer cells (nbgrader `solution`
cells) get the student's code, sometimes a scratch cell is added, a locked cell deleted or
cleared, the file renamed or put in the wrong place. Written in nbgrader's submitted layout,
submitted/<student>/<NN_name>/<NN_name>.ipynb.

Re-runnable: it deletes and rewrites ./submitted. Predictions: expected.csv, NOTES.md.

    python make_class.py
"""

import shutil
from pathlib import Path

import nbformat

HERE = Path(__file__).resolve().parent
RELEASE = HERE / "course" / "release"
OUT = HERE / "submitted"

A04 = "04_minimax"
A06 = "06_alpha_beta_walkthrough"
A11 = "11_monte_carlo_tree_search"

# grade_id of each answer cell in the release
MM = "minimax-answer"
PL = "pruned_leaves-answer"
AB = "alphabeta-answer"
SC = "select_child-answer"
BP = "backpropagate-answer"
WI = "win_in_one-answer"


# =====================================================================================
# 04 minimax: minimax(tree, state, maximizing)
# =====================================================================================

MINIMAX_ADA = '''\
def minimax(tree, state, maximizing):
    """Return the minimax value of `state` (utility for MAX); `maximizing`: MAX moves at `state`."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    player = "X" if maximizing else "O"
    values = []
    for move in tree.get_valid_moves(state):
        child = tree.make_move(state, move, player)
        values.append(minimax(tree, child, not maximizing))
    if maximizing:
        return max(values)
    return min(values)
'''

# dmitri: ada's answer token for token, formatted his own way (2 spaces, spaces everywhere)
MINIMAX_DMITRI = '''\
def minimax(tree,state,maximizing):
  """Return the minimax value of `state` (utility for MAX); `maximizing`: MAX moves at `state`."""

  # base case: we are at a leaf
  if tree.is_terminal( state ):
    return tree.evaluate( state )

  player = ( "X" if maximizing else "O" )
  values = [ ]
  for move in tree.get_valid_moves( state ):
    child = tree.make_move( state , move , player )
    values.append( minimax( tree , child , not maximizing ) )

  # MAX picks the biggest, MIN the smallest
  if maximizing :
    return max( values )
  return min( values )
'''

MINIMAX_BAO_ITERATIVE = '''\
def minimax(tree, state, maximizing):
    """Return the minimax value of `state` (utility for MAX); `maximizing`: MAX moves at `state`."""
    # Iterative version with an explicit stack (post-order): a node is pushed once to
    # expand it and once more to combine its children's values when they are all known.
    values = {}                                  # state -> minimax value
    stack = [(state, maximizing, False)]
    while stack:
        node, is_max, children_done = stack.pop()
        if tree.is_terminal(node):
            values[node] = tree.evaluate(node)
            continue
        player = "X" if is_max else "O"
        children = [tree.make_move(node, m, player) for m in tree.get_valid_moves(node)]
        if not children_done:
            stack.append((node, is_max, True))
            for child in children:
                stack.append((child, not is_max, False))
        else:
            child_values = [values[c] for c in children]
            values[node] = max(child_values) if is_max else min(child_values)
    return values[state]
'''

MINIMAX_CHEN_HELPERS = '''\
def max_value(tree, state):
    if tree.is_terminal(state):
        print("leaf", state, "=", tree.evaluate(state))   # debug
        return tree.evaluate(state)
    v = float("-inf")
    for a in tree.get_valid_moves(state):
        v = max(v, min_value(tree, tree.make_move(state, a, "X")))
    return v


def min_value(tree, state):
    if tree.is_terminal(state):
        print("leaf", state, "=", tree.evaluate(state))   # debug
        return tree.evaluate(state)
    v = float("inf")
    for a in tree.get_valid_moves(state):
        v = min(v, max_value(tree, tree.make_move(state, a, "O")))
    return v


def minimax(tree, state, maximizing):
    """Return the minimax value of `state` (utility for MAX); `maximizing`: MAX moves at `state`."""
    # R&N fig 5.3: MAX-VALUE / MIN-VALUE
    if maximizing:
        return max_value(tree, state)
    else:
        return min_value(tree, state)
'''

MINIMAX_GITA_TO_MOVE = '''\
def minimax(tree, state, maximizing):
    """Return the minimax value of `state` (utility for MAX); `maximizing`: MAX moves at `state`."""
    # I ask the tree whose turn it is instead of trusting the flag
    if tree.is_terminal(state):
        return tree.evaluate(state)
    player = tree.to_move(state)
    vals = [minimax(tree, tree.make_move(state, m, player), player == "O")
            for m in tree.get_valid_moves(state)]
    return max(vals) if player == "X" else min(vals)
'''

MINIMAX_HIRO_COMPACT = '''\
def minimax(tree, state, maximizing):
    """Return the minimax value of `state` (utility for MAX); `maximizing`: MAX moves at `state`."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    pick, who = (max, "X") if maximizing else (min, "O")
    return pick(minimax(tree, tree.make_move(state, m, who), not maximizing)
                for m in tree.get_valid_moves(state))
'''

MINIMAX_LENA_LOOP = '''\
def minimax(tree, state, maximizing):
    """Return the minimax value of `state` (utility for MAX); `maximizing`: MAX moves at `state`."""
    if tree.is_terminal(state):
        return tree.evaluate(state)

    if maximizing:
        best = float('-inf')
        for move in tree.get_valid_moves(state):
            score = minimax(tree, tree.make_move(state, move, 'X'), False)
            if score > best:
                best = score
    else:
        best = float('inf')
        for move in tree.get_valid_moves(state):
            score = minimax(tree, tree.make_move(state, move, 'O'), True)
            if score < best:
                best = score
    return best
'''

MINIMAX_KOFI = '''\
import math

def minimax(tree, state, maximizing):
    """Return the minimax value of `state` (utility for MAX); `maximizing`: MAX moves at `state`."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    player = 'X' if maximizing else 'O'
    best = -math.inf if maximizing else math.inf
    for mv in tree.get_valid_moves(state):
        val = minimax(tree, tree.make_move(state, mv, player), not maximizing)
        best = max(best, val) if maximizing else min(best, val)
    return best
'''

MINIMAX_NADIA = '''\
def minimax(tree, state, maximizing):
    """Return the minimax value of `state` (utility for MAX); `maximizing`: MAX moves at `state`."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    turn = "X" if maximizing else "O"
    child_scores = [minimax(tree, tree.make_move(state, move, turn), not maximizing)
                    for move in tree.get_valid_moves(state)]
    if maximizing:
        return max(child_scores)
    else:
        return min(child_scores)
'''

MINIMAX_PRIYA = '''\
import math


def minimax(tree, state, maximizing):
    """Return the minimax value of `state` (utility for MAX); `maximizing`: MAX moves at `state`."""
    # leaf: utility for MAX
    if tree.is_terminal(state):
        return tree.evaluate(state)
    if maximizing:
        value = -math.inf
        for move in tree.get_valid_moves(state):
            value = max(value, minimax(tree, tree.make_move(state, move, "X"), False))
        return value
    value = math.inf
    for move in tree.get_valid_moves(state):
        value = min(value, minimax(tree, tree.make_move(state, move, "O"), True))
    return value
'''

# esra: negamax habits leak in: the MIN level returns max of the negated values
MINIMAX_ESRA_SIGN = '''\
import math

def minimax(tree, state, maximizing):
    """Return the minimax value of `state` (utility for MAX); `maximizing`: MAX moves at `state`."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    if maximizing:
        best = -math.inf
        for move in tree.get_valid_moves(state):
            best = max(best, minimax(tree, tree.make_move(state, move, "X"), False))
        return best
    else:
        # MIN wants the smallest value for MAX = the biggest of the negated values
        best = -math.inf
        for move in tree.get_valid_moves(state):
            best = max(best, -minimax(tree, tree.make_move(state, move, "O"), True))
        return best
'''

# tariq: max and min swapped
MINIMAX_TARIQ_SWAPPED = '''\
def minimax(tree, state, maximizing):
    """Return the minimax value of `state` (utility for MAX); `maximizing`: MAX moves at `state`."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    player = "X" if maximizing else "O"
    scores = [minimax(tree, tree.make_move(state, m, player), not maximizing)
              for m in tree.get_valid_moves(state)]
    return min(scores) if maximizing else max(scores)
'''

# mateo: off-by-one, the last child is never looked at
MINIMAX_MATEO_OFF_BY_ONE = '''\
def minimax(tree, state, maximizing):
    """Return the minimax value of `state` (utility for MAX); `maximizing`: MAX moves at `state`."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    moves = tree.get_valid_moves(state)
    player = "X" if maximizing else "O"
    # start from the first child, then compare with the others
    best = minimax(tree, tree.make_move(state, moves[0], player), not maximizing)
    for i in range(1, len(moves) - 1):
        v = minimax(tree, tree.make_move(state, moves[i], player), not maximizing)
        if maximizing and v > best:
            best = v
        if not maximizing and v < best:
            best = v
    return best
'''

# sven: MAX's running best starts at 0 (fine for the lecture trees, wrong when every value < 0)
MINIMAX_SVEN_ZERO = '''\
def minimax(tree, state, maximizing):
    """Return the minimax value of `state` (utility for MAX); `maximizing`: MAX moves at `state`."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    if maximizing:
        best = 0
        for move in tree.get_valid_moves(state):
            value = minimax(tree, tree.make_move(state, move, "X"), False)
            if value > best:
                best = value
    else:
        best = 1000
        for move in tree.get_valid_moves(state):
            value = minimax(tree, tree.make_move(state, move, "O"), True)
            if value < best:
                best = value
    return best
'''

# uma: always moves as "X": the tree raises WrongPlayerError at the first MIN node
MINIMAX_UMA_CRASH = '''\
def minimax(tree, state, maximizing):
    """Return the minimax value of `state` (utility for MAX); `maximizing`: MAX moves at `state`."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    results = []
    for move in tree.get_valid_moves(state):
        nxt = tree.make_move(state, move, "X")
        results.append(minimax(tree, nxt, not maximizing))
    return max(results) if maximizing else min(results)
'''

MINIMAX_YUSUF_HUGE_PRINT = '''\
def minimax(tree, state, maximizing):
    """Return the minimax value of `state` (utility for MAX); `maximizing`: MAX moves at `state`."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    p = "X" if maximizing else "O"
    vals = []
    for move in tree.get_valid_moves(state):
        vals.append(minimax(tree, tree.make_move(state, move, p), not maximizing))
    return max(vals) if maximizing else min(vals)


# testing it a lot to be sure
t = aima_figure_5_2()
v = minimax(t, (), True)
for i in range(120000):
    print("test", i, "value of fig 5.2 =", v, "expected 3", v == 3)
'''

# shortcuts
MINIMAX_JONAS_LIBRARY = '''\
def minimax(tree, state, maximizing):
    """Return the minimax value of `state` (utility for MAX); `maximizing`: MAX moves at `state`."""
    # the library already does this
    return MinimaxSolverV1().minimax_value(tree, state, "X" if maximizing else "O")
'''

MINIMAX_VIKTOR_HELPER = '''\
def backed_up(t, s):
    """All values of the subtree at s."""
    return minimax_values(t, s)


def minimax(tree, state, maximizing):
    """Return the minimax value of `state` (utility for MAX); `maximizing`: MAX moves at `state`."""
    return backed_up(tree, state)[state]
'''

MINIMAX_QUINN_HARDCODED = '''\
def minimax(tree, state, maximizing):
    """Return the minimax value of `state` (utility for MAX); `maximizing`: MAX moves at `state`."""
    # fig 5.2 and the two-move game both have value 3
    return 3
'''

# =====================================================================================
# 06 alpha-beta: pruned_leaves() and alphabeta(tree, state, alpha, beta, maximizing)
# =====================================================================================

PRUNED_ADA = '''\
def pruned_leaves():
    """Return {"pruned": the names of the leaves alpha-beta never visits,
               "cutoffs": {node name: (alpha, beta) when beta <= alpha stops it there}}."""
    # B: E=6, then F gets (-inf, 6), f1=7 -> alpha 7 >= 6: f2 pruned
    # C: (6, inf), G=5 -> beta 5 <= 6: H pruned
    # D: (6, inf), I=6 -> beta 6 <= 6: J pruned
    return {"pruned": {"f2", "h1", "h2", "j1", "j2"},
            "cutoffs": {"F": (7, 6), "C": (6, 5), "D": (6, 6)}}
'''

PRUNED_DMITRI = '''\
def pruned_leaves():
  """Return {"pruned": the names of the leaves alpha-beta never visits,
             "cutoffs": {node name: (alpha, beta) when beta <= alpha stops it there}}."""
  pruned = { "f2" , "h1" , "h2" , "j1" , "j2" }
  cutoffs = { "F" : ( 7 , 6 ) , "C" : ( 6 , 5 ) , "D" : ( 6 , 6 ) }
  return { "pruned" : pruned , "cutoffs" : cutoffs }
'''

PRUNED_BAO = '''\
def pruned_leaves():
    """Return {"pruned": the names of the leaves alpha-beta never visits,
               "cutoffs": {node name: (alpha, beta) when beta <= alpha stops it there}}."""
    # my trace (alpha, beta) per node:
    # A(-inf,inf) B(-inf,inf) E(-inf,inf): 4, 6 -> E=6; B beta=6
    #   F(-inf,6): f1=7 alpha=7 -> cut (7,6)
    # A alpha=6; C(6,inf) G(6,inf): 2, 5 -> G=5; C beta=5 -> cut (6,5), H gone
    # D(6,inf) I(6,inf): 6, 3 -> I=6; D beta=6 -> cut (6,6), J gone
    cutoffs = {}
    cutoffs["F"] = (7, 6)
    cutoffs["C"] = (6, 5)
    cutoffs["D"] = (6, 6)
    pruned = set(["f2"]) | {"h1", "h2"} | {"j1", "j2"}
    return {"pruned": pruned, "cutoffs": cutoffs}
'''

PRUNED_CORRECT_PLAIN = '''\
def pruned_leaves():
    """Return {"pruned": the names of the leaves alpha-beta never visits,
               "cutoffs": {node name: (alpha, beta) when beta <= alpha stops it there}}."""
    return {
        "pruned": {"f2", "h1", "h2", "j1", "j2"},
        "cutoffs": {"F": (7, 6), "C": (6, 5), "D": (6, 6)},
    }
'''

# esra: stops only when beta < alpha, so D (6, 6) does not cut for her
PRUNED_ESRA_STRICT = '''\
def pruned_leaves():
    """Return {"pruned": the names of the leaves alpha-beta never visits,
               "cutoffs": {node name: (alpha, beta) when beta <= alpha stops it there}}."""
    # at D alpha = beta = 6, nothing is better yet so we keep going
    return {"pruned": {"f2", "h1", "h2"},
            "cutoffs": {"F": (7, 6), "C": (6, 5)}}
'''

# sven: only looks for cutoffs at the MIN nodes
PRUNED_SVEN_NO_F = '''\
def pruned_leaves():
    """Return {"pruned": the names of the leaves alpha-beta never visits,
               "cutoffs": {node name: (alpha, beta) when beta <= alpha stops it there}}."""
    return {"pruned": {"f2", "h1", "h2", "j1", "j2"},
            "cutoffs": {"C": (6, 5), "D": (6, 6)}}
'''

# wen: right nodes, but writes (beta, alpha)
PRUNED_WEN_SWAPPED = '''\
def pruned_leaves():
    """Return {"pruned": the names of the leaves alpha-beta never visits,
               "cutoffs": {node name: (alpha, beta) when beta <= alpha stops it there}}."""
    pruned = {"f2", "h1", "h2", "j1", "j2"}
    cutoffs = {"F": (6, 7), "C": (5, 6), "D": (6, 6)}   # (beta, alpha)
    return {"pruned": pruned, "cutoffs": cutoffs}
'''

# yusuf: right names, but a list
PRUNED_YUSUF_LIST = '''\
def pruned_leaves():
    """Return {"pruned": the names of the leaves alpha-beta never visits,
               "cutoffs": {node name: (alpha, beta) when beta <= alpha stops it there}}."""
    return {"pruned": ["f2", "h1", "h2", "j1", "j2"],
            "cutoffs": {"F": (7, 6), "C": (6, 5), "D": (6, 6)}}
'''

PRUNED_JONAS_TRACE = '''\
def pruned_leaves():
    """Return {"pruned": the names of the leaves alpha-beta never visits,
               "cutoffs": {node name: (alpha, beta) when beta <= alpha stops it there}}."""
    # let the library do the bookkeeping, like in the lecture
    trace = trace_search(MinimaxAlphaBetaSolverV1(), tree)
    visited = {tree.node_name(e.state) for e in trace.of_kind("leaf")}
    everything = {tree.node_name(leaf) for leaf in tree.leaves()}
    cutoffs = {tree.node_name(e.state): (e.alpha, e.beta) for e in trace.cutoffs()}
    return {"pruned": everything - visited, "cutoffs": cutoffs}
'''

ALPHABETA_ADA = '''\
def alphabeta(tree, state, alpha, beta, maximizing):
    """Return the minimax value of `state` (utility for MAX), pruning when beta <= alpha."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    if maximizing:
        value = -math.inf
        for move in tree.get_valid_moves(state):
            value = max(value, alphabeta(tree, tree.make_move(state, move, "X"), alpha, beta, False))
            alpha = max(alpha, value)
            if beta <= alpha:
                break
        return value
    else:
        value = math.inf
        for move in tree.get_valid_moves(state):
            value = min(value, alphabeta(tree, tree.make_move(state, move, "O"), alpha, beta, True))
            beta = min(beta, value)
            if beta <= alpha:
                break
        return value
'''

ALPHABETA_DMITRI = '''\
def alphabeta(tree,state,alpha,beta,maximizing):
  """Return the minimax value of `state` (utility for MAX), pruning when beta <= alpha."""
  if tree.is_terminal( state ):
    return tree.evaluate( state )

  if maximizing :
    value = -math.inf
    for move in tree.get_valid_moves( state ):
      value = max( value , alphabeta( tree , tree.make_move( state , move , "X" ) , alpha , beta , False ) )
      alpha = max( alpha , value )
      if beta <= alpha :
        break   # beta cutoff
    return value

  else :
    value = math.inf
    for move in tree.get_valid_moves( state ):
      value = min( value , alphabeta( tree , tree.make_move( state , move , "O" ) , alpha , beta , True ) )
      beta = min( beta , value )
      if beta <= alpha :
        break   # alpha cutoff
    return value
'''

# bao: fail-hard (returns the bound at a cutoff); same leaves and same root value
ALPHABETA_BAO_FAILHARD = '''\
def alphabeta(tree, state, alpha, beta, maximizing):
    """Return the minimax value of `state` (utility for MAX), pruning when beta <= alpha."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    player = "X" if maximizing else "O"
    for move in tree.get_valid_moves(state):
        score = alphabeta(tree, tree.make_move(state, move, player), alpha, beta, not maximizing)
        if maximizing:
            if score >= beta:
                return beta          # fail-hard beta cutoff
            alpha = max(alpha, score)
        else:
            if score <= alpha:
                return alpha         # fail-hard alpha cutoff
            beta = min(beta, score)
    return alpha if maximizing else beta
'''

# ines: one negamax helper, converted back to MAX's point of view
ALPHABETA_INES_NEGAMAX = '''\
def _negamax_ab(tree, state, alpha, beta, color):
    # value of `state` for the player to move (color +1 for X, -1 for O)
    if tree.is_terminal(state):
        return color * tree.evaluate(state)
    me = "X" if color == 1 else "O"
    best = -math.inf
    for move in tree.get_valid_moves(state):
        score = -_negamax_ab(tree, tree.make_move(state, move, me), -beta, -alpha, -color)
        best = max(best, score)
        alpha = max(alpha, score)
        if alpha >= beta:
            break
    return best


def alphabeta(tree, state, alpha, beta, maximizing):
    """Return the minimax value of `state` (utility for MAX), pruning when beta <= alpha."""
    if maximizing:
        return _negamax_ab(tree, state, alpha, beta, 1)
    return -_negamax_ab(tree, state, -beta, -alpha, -1)
'''

# lena: tests the cutoff before moving the bound (same thing)
ALPHABETA_LENA = '''\
def alphabeta(tree, state, alpha, beta, maximizing):
    """Return the minimax value of `state` (utility for MAX), pruning when beta <= alpha."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    moves = tree.get_valid_moves(state)
    if maximizing:
        best = float('-inf')
        for m in moves:
            best = max(best, alphabeta(tree, tree.make_move(state, m, 'X'), alpha, beta, False))
            if best >= beta:
                return best
            alpha = max(alpha, best)
        return best
    best = float('inf')
    for m in moves:
        best = min(best, alphabeta(tree, tree.make_move(state, m, 'O'), alpha, beta, True))
        if best <= alpha:
            return best
        beta = min(beta, best)
    return best
'''

ALPHABETA_SVEN = '''\
def alphabeta(tree, state, alpha, beta, maximizing):
    """Return the minimax value of `state` (utility for MAX), pruning when beta <= alpha."""
    # fig 5.7, MAX-VALUE and MIN-VALUE folded into one function
    if tree.is_terminal(state):
        return tree.evaluate(state)
    if maximizing:
        v = -math.inf
        for a in tree.get_valid_moves(state):
            v2 = alphabeta(tree, tree.make_move(state, a, "X"), alpha, beta, False)
            if v2 > v:
                v = v2
                alpha = max(alpha, v)
            if v >= beta:
                return v
        return v
    v = math.inf
    for a in tree.get_valid_moves(state):
        v2 = alphabeta(tree, tree.make_move(state, a, "O"), alpha, beta, True)
        if v2 < v:
            v = v2
            beta = min(beta, v)
        if v <= alpha:
            return v
    return v
'''

ALPHABETA_WEN = '''\
def alphabeta(tree, state, alpha, beta, maximizing):
    """Return the minimax value of `state` (utility for MAX), pruning when beta <= alpha."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    who = "X" if maximizing else "O"
    best = -math.inf if maximizing else math.inf
    for mv in tree.get_valid_moves(state):
        val = alphabeta(tree, tree.make_move(state, mv, who), alpha, beta, not maximizing)
        if maximizing:
            best = max(best, val)
            alpha = max(alpha, best)
        else:
            best = min(best, val)
            beta = min(beta, best)
        if alpha >= beta:
            break
    return best
'''

# esra: prunes only when beta < alpha
ALPHABETA_ESRA_STRICT = '''\
def alphabeta(tree, state, alpha, beta, maximizing):
    """Return the minimax value of `state` (utility for MAX), pruning when beta <= alpha."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    if maximizing:
        value = -math.inf
        for move in tree.get_valid_moves(state):
            value = max(value, alphabeta(tree, tree.make_move(state, move, "X"), alpha, beta, False))
            alpha = max(alpha, value)
            if beta < alpha:
                break
        return value
    value = math.inf
    for move in tree.get_valid_moves(state):
        value = min(value, alphabeta(tree, tree.make_move(state, move, "O"), alpha, beta, True))
        beta = min(beta, value)
        if beta < alpha:
            break
    return value
'''

# nadia: keeps the moved bounds in a, b but hands the children the original alpha, beta
ALPHABETA_NADIA_STALE = '''\
def alphabeta(tree, state, alpha, beta, maximizing):
    """Return the minimax value of `state` (utility for MAX), pruning when beta <= alpha."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    a, b = alpha, beta
    best = -math.inf if maximizing else math.inf
    for move in tree.get_valid_moves(state):
        child = tree.make_move(state, move, "X" if maximizing else "O")
        v = alphabeta(tree, child, alpha, beta, not maximizing)
        if maximizing:
            best = max(best, v)
            a = max(a, best)
        else:
            best = min(best, v)
            b = min(b, best)
        if b <= a:
            break
    return best
'''

# yusuf: the alpha and beta are passed along but never used: plain minimax
ALPHABETA_YUSUF_NO_PRUNING = '''\
def alphabeta(tree, state, alpha, beta, maximizing):
    """Return the minimax value of `state` (utility for MAX), pruning when beta <= alpha."""
    if tree.is_terminal(state):
        return tree.evaluate(state)
    p = "X" if maximizing else "O"
    vals = []
    for move in tree.get_valid_moves(state):
        vals.append(alphabeta(tree, tree.make_move(state, move, p), alpha, beta, not maximizing))
        if maximizing:
            alpha = max(alpha, vals[-1])
        else:
            beta = min(beta, vals[-1])
    return max(vals) if maximizing else min(vals)
'''

ALPHABETA_JONAS_LAMBDA = '''\
# same thing as the lecture's solver
alphabeta = lambda tree, state, alpha, beta, maximizing: MinimaxAlphaBetaSolverV1().minimax_value(
    tree, state, "X" if maximizing else "O")
'''

# =====================================================================================
# 11 MCTS: select_child, backpropagate, win_in_one
# =====================================================================================

SELECT_ADA = '''\
def select_child(node, exploration_c):
    """Return the child of `node` with the highest UCB1 (an unvisited child first)."""
    best_child, best_score = None, -math.inf
    for child in node.children.values():
        if child.N == 0:
            return child
        score = child.W / child.N + exploration_c * math.sqrt(math.log(node.N) / child.N)
        if score > best_score:
            best_score, best_child = score, child
    return best_child
'''

SELECT_CHEN_HELPER = '''\
def ucb1(child, parent_visits, c):
    if child.N == 0:
        return math.inf                      # unvisited: try it first
    exploit = child.W / child.N
    explore = c * math.sqrt(math.log(parent_visits) / child.N)
    return exploit + explore


def select_child(node, exploration_c):
    """Return the child of `node` with the highest UCB1 (an unvisited child first)."""
    return max(node.children.values(), key=lambda ch: ucb1(ch, node.N, exploration_c))
'''

SELECT_HIRO = '''\
def select_child(node, exploration_c):
    """Return the child of `node` with the highest UCB1 (an unvisited child first)."""
    kids = list(node.children.values())
    unvisited = [k for k in kids if k.N == 0]
    if unvisited:
        return unvisited[0]
    ln_parent = math.log(node.N)
    scores = [k.W / k.N + exploration_c * (ln_parent / k.N) ** 0.5 for k in kids]
    return kids[scores.index(max(scores))]
'''

SELECT_INES = '''\
from math import log, sqrt


def select_child(node, exploration_c):
    """Return the child of `node` with the highest UCB1 (an unvisited child first)."""
    def ucb(child):
        if not child.N:
            return float("inf")
        return child.W / child.N + exploration_c * sqrt(log(node.N) / child.N)
    best = None
    for child in node.children.values():
        if best is None or ucb(child) > ucb(best):
            best = child
    return best
'''

SELECT_KOFI = '''\
def select_child(node, exploration_c):
    """Return the child of `node` with the highest UCB1 (an unvisited child first)."""
    for move, child in node.children.items():
        if child.N == 0:
            return child
    def score(child):
        mean = child.W / child.N
        bonus = exploration_c * math.sqrt(math.log(node.N) / child.N)
        return mean + bonus
    return max(node.children.values(), key=score)
'''

SELECT_MATEO = '''\
def select_child(node, exploration_c):
    """Return the child of `node` with the highest UCB1 (an unvisited child first)."""
    winner, top = None, float("-inf")
    for move in node.children:
        child = node.children[move]
        if child.N == 0:          # never tried: take it
            return child
        u = child.W / child.N + exploration_c * math.sqrt(math.log(node.N) / child.N)
        if u > top:
            winner, top = child, u
    return winner
'''

# farid: sqrt closes too early: C * sqrt(ln N) / n
SELECT_FARID_SQRT = '''\
def select_child(node, exploration_c):
    """Return the child of `node` with the highest UCB1 (an unvisited child first)."""
    best, best_val = None, -math.inf
    for child in node.children.values():
        if child.N == 0:
            return child
        val = child.W / child.N + exploration_c * math.sqrt(math.log(node.N)) / child.N
        if val > best_val:
            best, best_val = child, val
    return best
'''

# omar: log of the ratio: C * sqrt(ln(N / n))
SELECT_OMAR_LOG = '''\
def select_child(node, exploration_c):
    """Return the child of `node` with the highest UCB1 (an unvisited child first)."""
    best, best_val = None, -math.inf
    for child in node.children.values():
        if child.N == 0:
            return child
        ucb = child.W / child.N + exploration_c * math.sqrt(math.log(node.N / child.N))
        if ucb > best_val:
            best, best_val = child, ucb
    return best
'''

# rosa: forgot the square root
SELECT_ROSA_NO_SQRT = '''\
def select_child(node, exploration_c):
    """Return the child of `node` with the highest UCB1 (an unvisited child first)."""
    best, best_val = None, -math.inf
    for child in node.children.values():
        if child.N == 0:
            return child
        ucb = child.W / child.N + exploration_c * math.log(node.N) / child.N
        if ucb > best_val:
            best, best_val = child, ucb
    return best
'''

# uma: no case for N == 0: ZeroDivisionError as soon as a child is unvisited
SELECT_UMA_CRASH = '''\
def select_child(node, exploration_c):
    """Return the child of `node` with the highest UCB1 (an unvisited child first)."""
    def ucb(c):
        return c.W / c.N + exploration_c * math.sqrt(math.log(node.N) / c.N)
    return max(node.children.values(), key=ucb)
'''

SELECT_VIKTOR_LIBRARY = '''\
def select_child(node, exploration_c):
    """Return the child of `node` with the highest UCB1 (an unvisited child first)."""
    # the nodes already know their UCB1
    return max(node.children.values(), key=lambda child: child.ucb(node.N, exploration_c))
'''

BACKPROP_ADA = '''\
def backpropagate(path, utility):
    """Add a visit to each node of `path` and, to its W, the reward of the player who moved into it."""
    for node in path:
        node.N += 1
        if node.player == "O":      # X moved into this node: X's reward is the utility
            node.W += utility
        else:                       # O moved into it: O's reward is -utility
            node.W -= utility
'''

BACKPROP_CHEN = '''\
def backpropagate(path, utility):
    """Add a visit to each node of `path` and, to its W, the reward of the player who moved into it."""
    for node in reversed(path):   # leaf to root, as on the slide
        mover = "X" if node.player == "O" else "O"
        reward = utility if mover == "X" else -utility
        node.N += 1
        node.W += reward
'''

BACKPROP_HIRO = '''\
OTHER = {"X": "O", "O": "X"}

def backpropagate(path, utility):
    """Add a visit to each node of `path` and, to its W, the reward of the player who moved into it."""
    for node in path:
        moved_in = OTHER[node.player]
        node.N += 1
        node.W += utility if moved_in == "X" else -utility
'''

BACKPROP_INES = '''\
def backpropagate(path, utility):
    """Add a visit to each node of `path` and, to its W, the reward of the player who moved into it."""
    for node in path:
        sign = -1 if node.player == "X" else 1
        node.N = node.N + 1
        node.W = node.W + sign * utility
'''

BACKPROP_KOFI = '''\
def backpropagate(path, utility):
    """Add a visit to each node of `path` and, to its W, the reward of the player who moved into it."""
    i = len(path) - 1
    while i >= 0:
        n = path[i]
        n.N += 1
        n.W += -utility if n.player == "X" else utility
        i -= 1
'''

# farid: never flips: every node gets X's utility
BACKPROP_FARID_NOFLIP = '''\
def backpropagate(path, utility):
    """Add a visit to each node of `path` and, to its W, the reward of the player who moved into it."""
    for node in path:
        node.N += 1
        node.W += utility
'''

# omar: flips, but the wrong way: W gets the reward of the player to move
BACKPROP_OMAR_INVERTED = '''\
def backpropagate(path, utility):
    """Add a visit to each node of `path` and, to its W, the reward of the player who moved into it."""
    for node in path:
        node.N += 1
        node.W += utility if node.player == "X" else -utility
'''

# tariq: starts at path[1]: the root is never counted
BACKPROP_TARIQ_SKIP_ROOT = '''\
def backpropagate(path, utility):
    """Add a visit to each node of `path` and, to its W, the reward of the player who moved into it."""
    # the root has no move into it, so nothing to add there
    for node in path[1:]:
        node.N += 1
        node.W += utility if node.player == "O" else -utility
'''

# uma: the mover is read from the parent: the root has none
BACKPROP_UMA_CRASH = '''\
def backpropagate(path, utility):
    """Add a visit to each node of `path` and, to its W, the reward of the player who moved into it."""
    for node in path:
        mover = node.parent.player        # the player who moved into node
        node.N += 1
        node.W += utility if mover == "X" else -utility
'''

# wen: alternates the sign down the path, assuming X is to move at the root
BACKPROP_WEN_ALTERNATE = '''\
def backpropagate(path, utility):
    """Add a visit to each node of `path` and, to its W, the reward of the player who moved into it."""
    sign = -1          # root: X to move there, so O "moved into" it
    for node in path:
        node.N += 1
        node.W += sign * utility
        sign = -sign
'''

BACKPROP_VIKTOR_LIBRARY = '''\
from course_lib.solvers.mcts_node import reward as reward_for_mover


def backpropagate(path, utility):
    """Add a visit to each node of `path` and, to its W, the reward of the player who moved into it."""
    for node in path:
        node.N += 1
        node.W += reward_for_mover(utility, node)
'''

WIN_ADA = '''\
def win_in_one(game, state, player, rng):
    """Return a move of `player` that wins at once if there is one, else a random legal move."""
    moves = game.get_valid_moves(state)
    sign = 1 if player == "X" else -1
    for move in moves:
        after = game.make_move(state, move, player)
        if game.is_terminal(after) and sign * game.evaluate(after) > 0:
            return move
    return rng.choice(moves)
'''

WIN_CHEN = '''\
def win_in_one(game, state, player, rng):
    """Return a move of `player` that wins at once if there is one, else a random legal move."""
    legal = list(game.get_valid_moves(state))
    good = 1 if player == "X" else -1
    wins = [m for m in legal
            if game.is_terminal(game.make_move(state, m, player))
            and game.evaluate(game.make_move(state, m, player)) == good]
    if wins:
        return rng.choice(wins)
    return rng.choice(legal)
'''

WIN_INES = '''\
def _wins(game, state, move, player):
    nxt = game.make_move(state, move, player)
    if not game.is_terminal(nxt):
        return False
    u = game.evaluate(nxt)
    return u > 0 if player == "X" else u < 0


def win_in_one(game, state, player, rng):
    """Return a move of `player` that wins at once if there is one, else a random legal move."""
    moves = game.get_valid_moves(state)
    for m in moves:
        if _wins(game, state, m, player):
            return m
    return rng.choice(moves)
'''

WIN_KOFI = '''\
def win_in_one(game, state, player, rng):
    """Return a move of `player` that wins at once if there is one, else a random legal move."""
    options = game.get_valid_moves(state)
    winning = []
    for option in options:
        s2 = game.make_move(state, option, player)
        if game.is_terminal(s2):
            utility_for_me = game.evaluate(s2) if player == "X" else -game.evaluate(s2)
            if utility_for_me > 0:
                winning.append(option)
    return rng.choice(winning) if winning else rng.choice(options)
'''

WIN_OMAR = '''\
def win_in_one(game, state, player, rng):
    """Return a move of `player` that wins at once if there is one, else a random legal move."""
    target = 1 if player == "X" else -1
    moves = game.get_valid_moves(state)
    for mv in moves:
        nxt = game.make_move(state, mv, player)
        if game.is_terminal(nxt) and game.evaluate(nxt) == target:
            return mv
    return rng.choice(moves)
'''

# rosa: only X's wins are seen (evaluate > 0 whoever moves)
WIN_ROSA_X_ONLY = '''\
def win_in_one(game, state, player, rng):
    """Return a move of `player` that wins at once if there is one, else a random legal move."""
    moves = game.get_valid_moves(state)
    for move in moves:
        new_state = game.make_move(state, move, player)
        if game.is_terminal(new_state) and game.evaluate(new_state) > 0:
            return move
    return rng.choice(moves)
'''

# mateo: randint is inclusive: an IndexError now and then
WIN_MATEO_RANDINT = '''\
def win_in_one(game, state, player, rng):
    """Return a move of `player` that wins at once if there is one, else a random legal move."""
    moves = game.get_valid_moves(state)
    for move in moves:
        s = game.make_move(state, move, player)
        if game.is_terminal(s) and game.evaluate(s) == (1 if player == "X" else -1):
            return move
    return moves[rng.randint(0, len(moves))]
'''

# tariq: the module random instead of rng
WIN_TARIQ_GLOBAL_RANDOM = '''\
import random


def win_in_one(game, state, player, rng):
    """Return a move of `player` that wins at once if there is one, else a random legal move."""
    moves = game.get_valid_moves(state)
    for move in moves:
        nxt = game.make_move(state, move, player)
        if game.is_terminal(nxt) and game.evaluate(nxt) == (1 if player == "X" else -1):
            return move
    return random.choice(moves)
'''

# wen: tries random moves until one wins, forgets to cross them off: never ends without a win
WIN_WEN_LOOP = '''\
def win_in_one(game, state, player, rng):
    """Return a move of `player` that wins at once if there is one, else a random legal move."""
    moves = list(game.get_valid_moves(state))
    untested = list(moves)
    want = 1 if player == "X" else -1
    while untested:
        move = rng.choice(untested)
        after = game.make_move(state, move, player)
        if game.is_terminal(after) and game.evaluate(after) == want:
            return move
    return rng.choice(moves)
'''

WIN_VIKTOR_LIBRARY = '''\
from course_lib.solvers.rollout import win_in_one_rollout


def pick(game, state, player, rng):
    return win_in_one_rollout(game, state, player, rng)


def win_in_one(game, state, player, rng):
    """Return a move of `player` that wins at once if there is one, else a random legal move."""
    return pick(game, state, player, rng)
'''

WIN_FARID = '''\
def win_in_one(game, state, player, rng):
    """Return a move of `player` that wins at once if there is one, else a random legal move."""
    all_moves = game.get_valid_moves(state)
    for m in all_moves:
        nxt = game.make_move(state, m, player)
        if game.is_terminal(nxt):
            u = game.evaluate(nxt)
            if (player == "X" and u > 0) or (player == "O" and u < 0):
                return m
    return rng.choice(all_moves)
'''

WIN_UMA = '''\
def win_in_one(game, state, player, rng):
    """Return a move of `player` that wins at once if there is one, else a random legal move."""
    moves = game.get_valid_moves(state)
    me = 1 if player == "X" else -1
    winners = [mv for mv in moves if me * game.evaluate(game.make_move(state, mv, player)) > 0]
    return rng.choice(winners) if winners else rng.choice(moves)
'''

# =====================================================================================
# Scratch cells students added (not graded)
# =====================================================================================

SCRATCH_04 = '''\
# my own check
print(minimax(aima_figure_5_2(), (), True))   # should be 3
'''

SCRATCH_06_CHEN = '''\
print(alphabeta(aima_figure_5_2(), (), -math.inf, math.inf, True))
'''

SCRATCH_11_KOFI = '''\
# quick game against random to see it play
solver = MCTSClassicSolver(200, seed=1, rollout=win_in_one)
print(solver.select_move(game, game.initial_state(), "X"))
'''

# nadia deleted the locked import cell and typed what she needed into a new one
NADIA_IMPORTS = '''\
%matplotlib inline
import math
from course_lib import GameTree, MinimaxSolverV1, TicTacToe, aima_figure_5_2
from course_lib.exercises.minimax import check_minimax

game = TicTacToe()
'''

# =====================================================================================
# The class. Per assignment: answers {answer grade_id: source}; optional
#   scratch: [(after this cell id, source)], delete: [cell ids], clear: [cell ids],
#   insert_top: [(after this cell id, source)], filename: another name in the folder,
#   flat: True (notebook put directly in <student>/), blank: True, invalid_json: True.
# =====================================================================================

STUDENTS = {
    "ada": {
        A04: {"answers": {MM: MINIMAX_ADA}},
        A06: {"answers": {PL: PRUNED_ADA, AB: ALPHABETA_ADA}},
        A11: {"answers": {SC: SELECT_ADA, BP: BACKPROP_ADA, WI: WIN_ADA}},
    },
    "bao": {
        A04: {"answers": {MM: MINIMAX_BAO_ITERATIVE}},
        A06: {"answers": {PL: PRUNED_BAO, AB: ALPHABETA_BAO_FAILHARD}},
    },
    "chen": {
        A04: {"answers": {MM: MINIMAX_CHEN_HELPERS}, "scratch": [("test-cell-059", SCRATCH_04)]},
        A11: {"answers": {SC: SELECT_CHEN_HELPER, BP: BACKPROP_CHEN, WI: WIN_CHEN}},
    },
    "dmitri": {
        A04: {"answers": {MM: MINIMAX_DMITRI}},
        A06: {"answers": {PL: PRUNED_DMITRI, AB: ALPHABETA_DMITRI}},
    },
    "esra": {
        A04: {"answers": {MM: MINIMAX_ESRA_SIGN}},
        A06: {"answers": {PL: PRUNED_ESRA_STRICT, AB: ALPHABETA_ESRA_STRICT}},
    },
    "farid": {
        A11: {"answers": {SC: SELECT_FARID_SQRT, BP: BACKPROP_FARID_NOFLIP, WI: WIN_FARID}},
    },
    "gita": {
        A04: {"answers": {MM: MINIMAX_GITA_TO_MOVE}},
        A06: {"answers": {PL: PRUNED_CORRECT_PLAIN}},  # alphabeta left as raise NotImplementedError()
    },
    "hiro": {
        A04: {"answers": {MM: MINIMAX_HIRO_COMPACT}},
        A11: {"answers": {SC: SELECT_HIRO, BP: BACKPROP_HIRO}},  # win_in_one not attempted
    },
    "ines": {
        A06: {"answers": {PL: PRUNED_CORRECT_PLAIN, AB: ALPHABETA_INES_NEGAMAX}},
        A11: {"answers": {SC: SELECT_INES, BP: BACKPROP_INES, WI: WIN_INES}},
    },
    "jonas": {
        A04: {"answers": {MM: MINIMAX_JONAS_LIBRARY}},
        A06: {"answers": {PL: PRUNED_JONAS_TRACE, AB: ALPHABETA_JONAS_LAMBDA}},
    },
    "kofi": {
        A04: {"answers": {MM: MINIMAX_KOFI}, "filename": "04_minimax (1).ipynb"},
        A11: {"answers": {SC: SELECT_KOFI, BP: BACKPROP_KOFI, WI: WIN_KOFI},
              "scratch": [("test-cell-048", SCRATCH_11_KOFI)]},
    },
    "lena": {
        A04: {"answers": {MM: MINIMAX_LENA_LOOP}},
        A06: {"answers": {PL: PRUNED_CORRECT_PLAIN, AB: ALPHABETA_LENA}, "flat": True},
    },
    "mateo": {
        A04: {"answers": {MM: MINIMAX_MATEO_OFF_BY_ONE}},
        A11: {"answers": {SC: SELECT_MATEO, BP: BACKPROP_INES, WI: WIN_MATEO_RANDINT},
              "delete": ["test-cell-044"]},
    },
    "nadia": {
        A04: {"answers": {MM: MINIMAX_NADIA}, "delete": ["cell-001", "cell-002"],
              "insert_top": [("assignment-intro", NADIA_IMPORTS)]},
        A06: {"answers": {PL: PRUNED_CORRECT_PLAIN, AB: ALPHABETA_NADIA_STALE}},
    },
    "omar": {
        A11: {"answers": {SC: "import math\n\n" + SELECT_OMAR_LOG, BP: BACKPROP_OMAR_INVERTED,
                          WI: WIN_OMAR},
              "clear": ["cell-002"]},
    },
    "priya": {
        A04: {"answers": {MM: MINIMAX_PRIYA}},
        A06: {"blank": True},
    },
    "quinn": {
        A04: {"answers": {MM: MINIMAX_QUINN_HARDCODED}},
        A06: {"answers": {PL: PRUNED_CORRECT_PLAIN}},  # alphabeta not attempted
    },
    "rosa": {
        A04: {"answers": {MM: MINIMAX_ADA}, "invalid_json": True},
        A11: {"answers": {SC: SELECT_ROSA_NO_SQRT, BP: BACKPROP_ADA, WI: WIN_ROSA_X_ONLY}},
    },
    "sven": {
        A04: {"answers": {MM: MINIMAX_SVEN_ZERO}},
        A06: {"answers": {PL: PRUNED_SVEN_NO_F, AB: ALPHABETA_SVEN}},
    },
    "tariq": {
        A04: {"answers": {MM: MINIMAX_TARIQ_SWAPPED}},
        A11: {"answers": {SC: SELECT_KOFI, BP: BACKPROP_TARIQ_SKIP_ROOT, WI: WIN_TARIQ_GLOBAL_RANDOM}},
    },
    "uma": {
        A04: {"answers": {MM: MINIMAX_UMA_CRASH}},
        A11: {"answers": {SC: SELECT_UMA_CRASH, BP: BACKPROP_UMA_CRASH, WI: WIN_UMA}},
    },
    "viktor": {
        A04: {"answers": {MM: MINIMAX_VIKTOR_HELPER}},
        A11: {"answers": {SC: SELECT_VIKTOR_LIBRARY, BP: BACKPROP_VIKTOR_LIBRARY, WI: WIN_VIKTOR_LIBRARY}},
    },
    "wen": {
        A06: {"answers": {PL: PRUNED_WEN_SWAPPED, AB: ALPHABETA_WEN}},
        A11: {"answers": {SC: SELECT_HIRO, BP: BACKPROP_WEN_ALTERNATE, WI: WIN_WEN_LOOP}},
    },
    "yusuf": {
        A04: {"answers": {MM: MINIMAX_YUSUF_HUGE_PRINT}},
        A06: {"answers": {PL: PRUNED_YUSUF_LIST, AB: ALPHABETA_YUSUF_NO_PRUNING}},
    },
}


def released(assignment):
    return nbformat.read(RELEASE / assignment / f"{assignment}.ipynb", as_version=4)


def grade_id(cell):
    return cell.metadata.get("nbgrader", {}).get("grade_id")


def edit(nb, spec):
    """Apply one student's edits to the released notebook `nb` (in place)."""
    answers = dict(spec.get("answers", {}))
    for cell in nb.cells:
        gid = grade_id(cell)
        if gid in answers and cell.metadata.get("nbgrader", {}).get("solution"):
            cell.source = answers.pop(gid).rstrip("\n")
    if answers:
        raise KeyError(f"no answer cell {sorted(answers)}")
    for cell_id in spec.get("clear", []):
        [cell] = [c for c in nb.cells if c.get("id") == cell_id]
        cell.source = ""
    for k, (after, source) in enumerate(spec.get("scratch", []) + spec.get("insert_top", [])):
        [index] = [i for i, c in enumerate(nb.cells) if c.get("id") == after]
        cell = nbformat.v4.new_code_cell(source.rstrip("\n"))
        cell.id = f"my-cell-{k + 1}"  # fixed, so that a re-run writes the same files
        nb.cells.insert(index + 1, cell)
    for cell_id in spec.get("delete", []):
        before = len(nb.cells)
        nb.cells = [c for c in nb.cells if c.get("id") != cell_id]
        if len(nb.cells) != before - 1:
            raise KeyError(f"no cell {cell_id}")
    return nb


def build(out=OUT):
    if out.exists():
        shutil.rmtree(out)
    count = 0
    for student, assignments in STUDENTS.items():
        for assignment, spec in assignments.items():
            folder = out / student if spec.get("flat") else out / student / assignment
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / spec.get("filename", f"{assignment}.ipynb")
            if spec.get("blank"):
                nb = nbformat.v4.new_notebook()
                nb.metadata = released(assignment).metadata
            else:
                nb = edit(released(assignment), spec)
            nbformat.validate(nb)
            if spec.get("invalid_json"):
                text = nbformat.writes(nb)
                # the upload was cut off mid-file
                path.write_text(text[: len(text) * 2 // 3], encoding="utf-8")
            else:
                nbformat.write(nb, path)
            count += 1
    return count


if __name__ == "__main__":
    n = build()
    print(f"{len(STUDENTS)} students, {n} submissions written to {OUT}")
