"""Right answers to every exercise, written as a student would (two ways each where the answer
is code): during a check the library's own functions refuse to run for student code
(`course_lib.answer_guard`), so the tests pass these, never the library's functions.

`REFERENCE` and `SECOND` map each checker's name to the arguments of its check.
"""

import math
from fractions import Fraction

import numpy as np

from course_lib import canonical_form
from course_lib.exercises.alphabeta import exercise_tree
from course_lib.games.symmetry import distinct_moves_up_to_symmetry
from course_lib import CHANCE


# ---------------------------------------------------------------- 02: counting up to symmetry
def count_positions(game, state, player):
    seen = set()

    def visit(state, player):
        key = canonical_form(state)
        if key not in seen:
            seen.add(key)
            for move in game.get_valid_moves(state):
                visit(game.make_move(state, move, player), game.get_opponent(player))

    visit(state, player)
    return len(seen)


def count_plain_positions(game, state, player):
    """Positions reachable from `state` without identifying symmetric ones."""
    seen = {}
    stack = [(state, player)]
    while stack:
        state, player = stack.pop()
        if state.tobytes() in seen:
            continue
        seen[state.tobytes()] = state
        stack += [(game.make_move(state, m, player), game.get_opponent(player))
                  for m in game.get_valid_moves(state)]
    return len(seen)


def count_sequences(game, state, player):
    if game.is_terminal(state):
        return 1
    total, seen = 0, set()
    for move in game.get_valid_moves(state):
        after = game.make_move(state, move, player)
        if canonical_form(after) not in seen:
            seen.add(canonical_form(after))
            total += count_sequences(game, after, game.get_opponent(player))
    return total


def _images(board):
    for turns in range(4):
        rotated = np.rot90(board, turns)
        yield rotated
        yield rotated.T


def count_positions_2(game, state, player):
    keys, frontier = set(), [(state, player)]
    while frontier:
        board, mover = frontier.pop()
        key = min(b.tobytes() for b in _images(board))
        if key in keys:
            continue
        keys.add(key)
        frontier.extend((game.make_move(board, m, mover), "O" if mover == "X" else "X")
                        for m in game.get_valid_moves(board))
    return len(keys)


def count_sequences_2(game, state, player):
    if game.is_terminal(state):
        return 1
    kept = {}
    for move in game.get_valid_moves(state):
        after = game.make_move(state, move, player)
        kept.setdefault(min(b.tobytes() for b in _images(after)), after)
    other = "O" if player == "X" else "X"
    return sum(count_sequences_2(game, after, other) for after in kept.values())


# ---------------------------------------------------------------- 03, 04: minimax
def two_move_leaves():
    return [[0, 5], [2, 1]]


def two_move_leaves_2():
    return [[3, -7], [2, 1]]


def minimax(tree, state, maximizing):
    if tree.is_terminal(state):
        return tree.evaluate(state)
    player = "X" if maximizing else "O"
    values = [minimax(tree, tree.make_move(state, move, player), not maximizing)
              for move in tree.get_valid_moves(state)]
    return max(values) if maximizing else min(values)


def minimax_2(tree, state, maximizing):
    """Negamax inside: the value for the player to move, turned back into X's."""
    def negamax(state, sign):
        if tree.is_terminal(state):
            return sign * tree.evaluate(state)
        player = "X" if sign == 1 else "O"
        return max(-negamax(tree.make_move(state, m, player), -sign)
                   for m in tree.get_valid_moves(state))
    sign = 1 if maximizing else -1
    return sign * negamax(state, sign)


# ---------------------------------------------------------------- 05: symmetry pruning
def symmetry_pruned(game, state, player):
    nodes = 0

    def search(state, player):
        nonlocal nodes
        nodes += 1
        if game.is_terminal(state):
            return game.evaluate(state)
        moves = distinct_moves_up_to_symmetry(state, game.get_valid_moves(state))
        values = [search(game.make_move(state, m, player), game.get_opponent(player)) for m in moves]
        return max(values) if player == "X" else min(values)

    return search(state, player), nodes


def symmetry_pruned_2(game, state, player):
    """Cell permutations of the 8 symmetries; a move is kept when no symmetry fixing the board
    maps it onto a smaller cell index."""
    counter = [0]

    def search(board, mover):
        counter[0] += 1
        if game.is_terminal(board):
            return game.evaluate(board)
        flat = board.ravel().tolist()
        fixing = [p for p in _PERMUTATIONS if all(flat[p[i]] == flat[i] for i in range(9))]
        values = []
        for move in game.get_valid_moves(board):
            index = 3 * move[0] + move[1]
            if min(p[index] for p in fixing) == index:
                values.append(search(game.make_move(board, move, mover), game.get_opponent(mover)))
        return max(values) if mover == "X" else min(values)

    return search(state, player), counter[0]


def _permutations():
    cells = np.arange(9).reshape(3, 3)
    images = [np.rot90(cells, k) for k in range(4)]
    return [image.ravel().tolist() for image in images + [image.T for image in images]]


_PERMUTATIONS = _permutations()


# ---------------------------------------------------------------- 06: alpha-beta
def pruned_leaves():
    return {"pruned": {"f2", "h1", "h2", "j1", "j2"},
            "cutoffs": {"F": (7, 6), "C": (6, 5), "D": (6, 6)}}


def pruned_leaves_2():
    return {"cutoffs": dict([("D", [6.0, 6.0]), ("C", [6.0, 5.0]), ("F", [7.0, 6.0])]),
            "pruned": (leaf for leaf in ["j2", "j1", "h2", "h1", "f2"])}


def alphabeta(tree, state, alpha, beta, maximizing):
    if tree.is_terminal(state):
        return tree.evaluate(state)
    player = "X" if maximizing else "O"
    value = -math.inf if maximizing else math.inf
    for move in tree.get_valid_moves(state):
        child = alphabeta(tree, tree.make_move(state, move, player), alpha, beta, not maximizing)
        if maximizing:
            value, alpha = max(value, child), max(alpha, child)
        else:
            value, beta = min(value, child), min(beta, child)
        if beta <= alpha:
            break
    return value


def alphabeta_2(tree, state, alpha, beta, maximizing):
    """Negamax alpha-beta inside, with the window negated and swapped."""
    def negamax(state, alpha, beta, sign):
        if tree.is_terminal(state):
            return sign * tree.evaluate(state)
        best, player = -math.inf, "X" if sign == 1 else "O"
        for move in tree.get_valid_moves(state):
            best = max(best, -negamax(tree.make_move(state, move, player), -beta, -alpha, -sign))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
        return best
    if maximizing:
        return negamax(state, alpha, beta, 1)
    return -negamax(state, -beta, -alpha, -1)


# ---------------------------------------------------------------- 08: negamax format, forks, proof
def to_negamax_format(tree):
    def convert(node, x_to_move):
        if isinstance(node, list):
            return [convert(child, not x_to_move) for child in node]
        return node if x_to_move else -node
    return convert(tree, True)


def to_negamax_format_2(tree, depth=0):
    if not isinstance(tree, list):
        return -tree if depth % 2 else tree
    return [to_negamax_format_2(child, depth + 1) for child in tree]


def fork_moves(game, state, player):
    forks = []
    for move in game.get_valid_moves(state):
        after = game.make_move(state, move, player)
        if not game.is_terminal(after) and len(game.winning_moves(after, player)) > 1:
            forks.append(move)
    return forks


def fork_moves_2(game, state, player):
    """Threats counted line by line: two marks of `player` and an empty cell."""
    size = state.shape[0]
    lines = ([[(r, c) for c in range(size)] for r in range(size)]
             + [[(r, c) for r in range(size)] for c in range(size)]
             + [[(i, i) for i in range(size)], [(i, size - 1 - i) for i in range(size)]])
    result = []
    for move in game.get_valid_moves(state):
        after = game.make_move(state, move, player)
        if game.is_terminal(after):
            continue
        cells = {cell for line in lines
                 if [after[c] for c in line].count(player) == size - 1
                 for cell in line if after[cell] == " "}
        if len(cells) >= 2:
            result.append(move)
    return result


# ---------------------------------------------------------------- 09, 10: Connect Four
def mirror_moves(game, state):
    columns = game.get_valid_moves(state)
    if (state != state[:, ::-1]).any():
        return columns
    return [c for c in columns if 2 * c <= game.width - 1]


def mirror_moves_2(game, state):
    symmetric = all(state[r, c] == state[r, game.width - 1 - c]
                    for r in range(state.shape[0]) for c in range(game.width))
    return [c for c in game.get_valid_moves(state)
            if not symmetric or c <= game.width - 1 - c]


def last_move_wins(state, column):
    height, width = state.shape
    row = next(r for r in range(height) if state[r, column] != " ")
    mark = state[row, column]
    for d_row, d_col in ((0, 1), (1, 0), (1, 1), (1, -1)):
        count = 1
        for sign in (1, -1):
            r, c = row + sign * d_row, column + sign * d_col
            while 0 <= r < height and 0 <= c < width and state[r, c] == mark:
                count, r, c = count + 1, r + sign * d_row, c + sign * d_col
        if count >= 4:
            return True
    return False


def last_move_wins_2(state, column):
    """Every window of four cells that holds the last piece."""
    height, width = state.shape
    row = int(np.argmax(state[:, column] != " "))
    mark = state[row, column]
    for d_row, d_col in ((0, 1), (1, 0), (1, 1), (1, -1)):
        for start in range(-3, 1):
            cells = [(row + (start + k) * d_row, column + (start + k) * d_col) for k in range(4)]
            if all(0 <= r < height and 0 <= c < width and state[r, c] == mark for r, c in cells):
                return True
    return False


# ---------------------------------------------------------------- 11: MCTS
def select_child(node, exploration_c):
    def ucb1(child):
        if child.N == 0:
            return math.inf
        return child.W / child.N + exploration_c * math.sqrt(math.log(node.N) / child.N)
    return max(node.children.values(), key=ucb1)


def select_child_2(node, exploration_c):
    best, best_score = None, -math.inf
    for child in node.children.values():
        if not child.N:
            return child
        score = child.W / child.N + exploration_c * (math.log(node.N) / child.N) ** 0.5
        if score > best_score:
            best, best_score = child, score
    return best


def backpropagate(path, utility):
    for node in path:
        node.N += 1
        node.W += utility if node.player == "O" else -utility


def backpropagate_2(path, utility):
    for node in reversed(path):
        node.N = node.N + 1
        node.W = node.W + (-utility if node.player == "X" else utility)


def win_in_one(game, state, player, rng):
    moves = game.get_valid_moves(state)
    win = 1 if player == "X" else -1
    for move in moves:
        after = game.make_move(state, move, player)
        if game.is_terminal(after) and game.evaluate(after) == win:
            return move
    return rng.choice(moves)


def win_in_one_2(game, state, player, rng):
    moves = list(game.get_valid_moves(state))
    sign = 1 if player == "X" else -1
    wins = [m for m in moves if sign * game.evaluate(game.make_move(state, m, player)) > 0]
    return wins[0] if wins else moves[rng.randrange(len(moves))]


# ---------------------------------------------------------------- 12: chance
def expectiminimax(tree, state):
    if tree.is_terminal(state):
        return tree.evaluate(state)
    if tree.is_chance(state):
        return sum(p * expectiminimax(tree, tree.make_move(state, outcome, CHANCE))
                   for p, outcome in tree.chance_outcomes(state))
    player = tree.to_move(state)
    values = [expectiminimax(tree, tree.make_move(state, m, player)) for m in tree.get_valid_moves(state)]
    return max(values) if player == "X" else min(values)


def expectiminimax_2(tree, state):
    if tree.is_terminal(state):
        return Fraction(tree.evaluate(state))
    if tree.is_chance(state):
        total = Fraction(0)
        for p, outcome in tree.chance_outcomes(state):
            total += Fraction(p) * expectiminimax_2(tree, tree.make_move(state, outcome, CHANCE))
        return total
    player = tree.to_move(state)
    pick = max if player == "X" else min
    return pick(expectiminimax_2(tree, tree.make_move(state, m, player))
                for m in tree.get_valid_moves(state))


def value_of_a():
    mins = [min(2, 8), min(6, 4), min(1, 9)]
    value = Fraction(1, 6) * mins[0] + Fraction(1, 3) * mins[1] + Fraction(1, 2) * mins[2]
    return {"MIN values": mins, "A": value, "p": (3 - Fraction(7, 6)) / 3}


def value_of_a_2():
    return dict(p=11 / 18, A=13 / 6, **{"MIN values": (2.0, 4.0, 1.0)})


def decisions():
    leaves = {"A": [-10, 9, 9, 9], "B": [1, 2, 1, 2], "C": [0, 3, 0, 3]}
    minimax = {move: min(values) for move, values in leaves.items()}
    expectimax = {move: Fraction(sum(values), 4) for move, values in leaves.items()}
    return {"minimax values": minimax, "expectimax values": expectimax,
            "minimax": max(minimax, key=minimax.get), "expectimax": max(expectimax, key=expectimax.get),
            "q": Fraction(11, 55)}


def decisions_2():
    return dict([("expectimax", "A"), ("minimax", "B"), ("q", 0.2),
                 ("minimax values", dict(C=0.0, B=1.0, A=-10.0)),
                 ("expectimax values", dict(A=4.25, C=1.5, B=1.5))])



# ---------------------------------------------------------------- 09: an evaluation function
def evaluation(game, state):
    """Open windows, with a threat worth more on the row its owner can claim (odd for X)."""
    height, width = state.shape
    cells = state.ravel().tolist()
    score = 0
    for window in game.lines:
        pieces = [cells[k] for k in window]
        mine = "X" if "O" not in pieces else "O" if "X" not in pieces else None
        if mine is None:
            continue
        sign, count = (1 if mine == "X" else -1), pieces.count(mine)
        if count >= 3:
            empty = [k for k in window if cells[k] == " "]
            odd_row = bool(empty) and (height - empty[0] // width) % 2 == 1
            score += sign * (32 if odd_row == (mine == "X") else 8)
        elif count > 0:
            score += sign * (1, 4)[count - 1]
    return score / (32 * len(game.lines) + 1)




def evaluation_2(game, state):
    """Per player, windows free of the opponent; a three counts by whether its owner can
    claim the row of its empty cell (X odd rows from the bottom, O even ones)."""
    height, width = state.shape
    windows = np.array(game.lines)  # (69, 4) flat indices
    cells = state.ravel()[windows]
    total = 0
    for player, opponent, sign, own_parity in (("X", "O", 1, 1), ("O", "X", -1, 0)):
        free = ~(cells == opponent).any(axis=1)
        count = (cells == player).sum(axis=1)
        total += sign * (np.sum(free & (count == 1)) + 5 * np.sum(free & (count == 2)))
        for window, row in zip(windows[free & (count == 3)], cells[free & (count == 3)]):
            empty_row = window[list(row).index(" ")] // width
            total += sign * (30 if (height - empty_row) % 2 == own_parity else 10)
    return float(total) / (30 * len(windows) + 1)


def open_windows(weights=(0, 1, 4, 16, 16)):
    """A student's copy of the library's `connect_four_evaluation` with other `weights`."""
    def evaluate(game, state):
        cells = state.ravel().tolist()
        score = 0
        for a, b, c, d in game.lines:
            window = cells[a] + cells[b] + cells[c] + cells[d]
            if "O" not in window:
                score += weights[window.count("X")]
            elif "X" not in window:
                score -= weights[window.count("O")]
        return score / (weights[3] * len(game.lines) + 1)
    return evaluate


def prove_win(game, state):
    """X's move after which every reply of O leaves X a win, with X's win after each reply."""
    for move in game.get_valid_moves(state):
        after = game.make_move(state, move, "X")
        replies = {}
        for reply in game.get_valid_moves(after):
            position = game.make_move(after, reply, "O")
            wins = [] if game.is_terminal(position) else game.winning_moves(position, "X")
            if not wins:
                break
            replies[reply] = wins[0]
        else:
            if not game.is_terminal(after):
                return move, replies
    return None


def prove_win_2(game, state):
    """The same search written as an AND-OR test over the O replies."""
    def x_wins_now(position):
        return not game.is_terminal(position) and game.winning_moves(position, "X")

    for move in reversed(game.get_valid_moves(state)):
        after = game.make_move(state, move, "X")
        if game.is_terminal(after):
            continue
        positions = {r: game.make_move(after, r, "O") for r in game.get_valid_moves(after)}
        if all(x_wins_now(p) for p in positions.values()):
            return move, {r: game.winning_moves(p, "X")[-1] for r, p in positions.items()}
    return None


REFERENCE = {
    "check_symmetry_counts": (count_positions, count_sequences),
    "check_two_move_leaf": (two_move_leaves,),
    "check_minimax": (minimax,),
    "check_symmetry_pruned_minimax": (symmetry_pruned,),
    "check_pruned_leaves": (exercise_tree(), pruned_leaves),
    "check_alphabeta": (alphabeta,),
    "check_negamax_format": (to_negamax_format,),
    "check_fork_moves": (fork_moves,),
    "check_proof": (prove_win,),
    "check_evaluation": (evaluation,),
    "check_mirror_moves": (mirror_moves,),
    "check_last_move_wins": (last_move_wins,),
    "check_select_child": (select_child,),
    "check_backpropagate": (backpropagate,),
    "check_win_in_one": (win_in_one,),
    "check_expectiminimax": (expectiminimax,),
    "check_chance_value": (value_of_a,),
    "check_decisions": (decisions,),
}
SECOND = {
    "check_symmetry_counts": (count_positions_2, count_sequences_2),
    "check_two_move_leaf": (two_move_leaves_2,),
    "check_minimax": (minimax_2,),
    "check_symmetry_pruned_minimax": (symmetry_pruned_2,),
    "check_pruned_leaves": (exercise_tree(), pruned_leaves_2),
    "check_alphabeta": (alphabeta_2,),
    "check_negamax_format": (to_negamax_format_2,),
    "check_fork_moves": (fork_moves_2,),
    "check_proof": (prove_win_2,),
    "check_evaluation": (evaluation_2,),
    "check_mirror_moves": (mirror_moves_2,),
    "check_last_move_wins": (last_move_wins_2,),
    "check_select_child": (select_child_2,),
    "check_backpropagate": (backpropagate_2,),
    "check_win_in_one": (win_in_one_2,),
    "check_expectiminimax": (expectiminimax_2,),
    "check_chance_value": (value_of_a_2,),
    "check_decisions": (decisions_2,),
}
