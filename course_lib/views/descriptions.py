"""What the drawings show, in words: the text alternatives the views give their figures.

- a tic-tac-toe board as its position, ``"X: b2, c3; O: a1; O to move"``: columns
  a, b, c... from the left, rows 1, 2, 3... from the top (as the board prints and
  as the play board names its cells, "row 1, column 2");
- a Connect Four board column by column, bottom to top, columns numbered 0.. as
  drawn under the board;
- a game tree as its shape, nested in brackets, with the values, names and marks
  the drawing shows (``"MAX root=3 [MIN A=3 [3, 12, 8], ...]"``).
"""

import numpy as np

from ..games.tictactoe import TicTacToe


def cell_name(row, col):
    """The cell ``(row, col)`` as a letter for the column and a number for the row: (0, 1) is b1."""
    return f"{chr(ord('a') + col)}{row + 1}"


def board_alt(state):
    """Describe a tic-tac-toe board: each player's cells, then who moves or how the game ended."""
    board = np.asarray(state)
    size = board.shape[0]
    marks = {player: [cell_name(r, c) for r in range(size) for c in range(size)
                      if board[r, c] == player] for player in ("X", "O")}
    where = "; ".join(f"{player}: {', '.join(cells)}" for player, cells in marks.items() if cells)
    board_size = f"{size}x{size} tic-tac-toe board"
    if not where:
        return f"Empty {board_size}, X to move."
    return f"{board_size[0].upper()}{board_size[1:]}, {where}; {_outcome(board, marks)}."


def _outcome(board, marks):
    try:
        game = TicTacToe(board.shape[0])
        if game.is_terminal(board):
            return {1: "X has won", -1: "O has won", 0: "a draw"}[game.evaluate(board)]
    except ValueError:  # not a reachable position (a drawing of a bug): say only whose turn
        pass
    return "X to move" if len(marks["X"]) == len(marks["O"]) else "O to move"


def connect_four_alt(state, highlight=None):
    """Describe a Connect Four board column by column, bottom to top; `highlight` a marked column."""
    board = np.asarray(state)
    height, width = board.shape
    stacks = []
    for col in range(width):
        pieces = [str(board[row, col]) for row in range(height - 1, -1, -1) if board[row, col] != " "]
        if pieces:
            stacks.append(f"column {col}: {' '.join(pieces)}")
    x, o = int((board == "X").sum()), int((board == "O").sum())
    body = "; ".join(stacks) if stacks else "empty"
    marked = f"; column {highlight} is marked" if highlight is not None else ""
    turn = "X to move" if x == o else "O to move"
    return (f"Connect Four board, {width} columns numbered 0 to {width - 1}, pieces listed bottom "
            f"to top: {body}{marked}; {x} X and {o} O pieces, {turn} unless the game is over.")


def tree_alt(tree, values=None, notes=None, path=(), pruned=(), current=None, visited=None):
    """Describe a `GameTree` drawing: its nested shape, the values, notes and marks it shows."""
    values, notes = values or {}, notes or {}
    pruned = {tuple(p) for p in pruned}
    line = [tuple(p) for p in path]

    def node(key):
        leaf = tree.is_terminal(key)
        if leaf:
            value = _number(tree.evaluate(key))
            text = f"{tree.node_name(key)}={value}" if tree.node_labels else value
        else:
            text = f"{_role(tree, key)} {tree.node_name(key)}"
            text += f", value {_number(values[key])}" if values.get(key) is not None else ""
        marks = _marks(key, notes, pruned, current, visited)
        text += f" ({marks})" if marks else ""
        if leaf:
            return text
        children = [key + (i,) for i in range(len(tree.get_valid_moves(key)))]
        return f"{text} [{', '.join(node(child) for child in children)}]"

    shape = f"Game tree, {tree.depth()} levels below the root, {len(tree.leaves())} leaves: {node(())}."
    if len(line) > 1:
        shape += " Highlighted path: " + " to ".join(str(tree.node_name(k)) for k in line) + "."
    return shape


def _marks(key, notes, pruned, current, visited):
    marks = []
    if any(key[:len(root)] == root for root in pruned):
        marks.append("pruned")
    elif visited is not None and key not in visited:
        marks.append("not visited yet")
    if current is not None and tuple(current) == key:
        marks.append("current node")
    if key in notes:
        marks.append(" ".join(str(notes[key]).split()).replace("α", "alpha").replace("β", "beta")
                     .replace("∞", "infinity"))
    return ", ".join(marks)


def _role(tree, key):
    return {"X": "MAX", "O": "MIN"}.get(tree.to_move(key), "CHANCE")


def _number(value):
    if value == float("inf"):
        return "infinity"
    if value == float("-inf"):
        return "minus infinity"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)
