"""Board symmetries: the 8 of a square board (the dihedral group D4), the mirror of Connect Four.

Two tic-tac-toe boards that differ by a rotation or a reflection have the same
minimax value, so a search may treat them as one position. Each `Symmetry` is a
permutation of the cells; `canonical_form` picks one representative per class.

`canonical(state)` is the lecture's hashable key of a board (a tuple of tuples),
with no symmetry involved; it is what the memoized solvers key their caches on.
"""

from functools import lru_cache

import numpy as np

from ..answer_guard import guard


def canonical(state):
    """Return a hashable copy of the board: a tuple of row tuples (the lecture's cache key)."""
    return tuple(map(tuple, np.asarray(state).tolist()))


def state_key(state):
    """Return a hashable key for any game state: `canonical(state)` for a NumPy board, else the state.

    Tic-tac-toe boards are NumPy arrays (unhashable) and become tuples of row
    tuples; explicit-tree states (path tuples) are hashable already. Caches,
    memo tables and position counts key on it. Raises `TypeError` naming the
    state when it is neither.
    """
    if isinstance(state, np.ndarray):
        return canonical(state)
    try:
        hash(state)
    except TypeError:
        raise TypeError(
            f"cannot use {type(state).__name__} state {state!r} as a cache key: "
            "a state must be a NumPy board or hashable"
        ) from None
    return state


class Symmetry:
    """One of the 8 symmetries of an n x n board.

    ``perm[k]`` is the flat index of the cell that lands on flat index ``k``:
    ``apply(state).flat[k] == state.flat[perm[k]]``.
    """

    def __init__(self, name, size, perm):
        self.name = name
        self.size = size
        self.perm = tuple(perm)
        self._where = {source: target for target, source in enumerate(self.perm)}

    def __repr__(self):
        return f"Symmetry({self.name!r}, size={self.size})"

    def apply(self, state):
        """Return the transformed board (a new array)."""
        flat = np.asarray(state).ravel()
        return flat[list(self.perm)].reshape(self.size, self.size)

    def map_move(self, move):
        """Return where the cell `move` = (row, col) goes under this symmetry."""
        target = self._where[move[0] * self.size + move[1]]
        return divmod(target, self.size)

    def inverse_move(self, move):
        """Return the cell that this symmetry sends to `move` (undo `map_move`)."""
        source = self.perm[move[0] * self.size + move[1]]
        return divmod(source, self.size)


@lru_cache(maxsize=None)
def board_symmetries(size=3):
    """Return the 8 symmetries of a size x size board, identity first."""
    index = np.arange(size * size).reshape(size, size)
    transforms = [
        ("identity", index),
        ("rotate 90", np.rot90(index, 1)),
        ("rotate 180", np.rot90(index, 2)),
        ("rotate 270", np.rot90(index, 3)),
        ("flip left-right", np.fliplr(index)),
        ("flip up-down", np.flipud(index)),
        ("transpose", index.T),
        ("anti-transpose", np.rot90(index, 2).T),
    ]
    return tuple(Symmetry(name, size, grid.ravel().tolist()) for name, grid in transforms)


def symmetric_boards(state):
    """Return the 8 transformed copies of `state` (some may be equal)."""
    return [symmetry.apply(state) for symmetry in board_symmetries(len(state))]


def canonical_transform(state, symmetries=None):
    """Return ``(key, symmetry)``: the canonical key of `state`'s class and a symmetry reaching it.

    The key is the smallest of the transformed boards read row-major as a
    string (e.g. ``"X   O    "``); ``symmetry.apply(state)`` is that board.
    `symmetries` defaults to the 8 of the square board; a game passes its own
    (``game.symmetries()``), which must include the identity.
    """
    cells = np.asarray(state).ravel().tolist()
    best = None
    for symmetry in symmetries or board_symmetries(len(state)):
        key = "".join(cells[k] for k in symmetry.perm)
        if best is None or key < best[0]:
            best = (key, symmetry)
    return best


def canonical_form(state):
    """Return the canonical key of `state` up to the 8 symmetries (a row-major string)."""
    return canonical_transform(state)[0]


def stabilizer(state):
    """Return the symmetries that leave `state` unchanged (the identity at least)."""
    cells = np.asarray(state).ravel().tolist()
    return [s for s in board_symmetries(len(state)) if all(cells[k] == cells[p] for k, p in enumerate(s.perm))]


def distinct_moves_up_to_symmetry(state, moves):
    """Keep one move of each class of moves equivalent under the symmetries fixing `state`.

    Two moves from the same board are equivalent when a symmetry that leaves
    the board unchanged maps one onto the other: they lead to symmetric boards.
    The first move of each class (in the given order) is kept.
    """
    fixing = stabilizer(state)
    kept, seen = [], set()
    for move in moves:
        if tuple(move) in seen:
            continue
        kept.append(move)
        seen.update(s.map_move(move) for s in fixing)
    return kept


class ColumnMirror:
    """A symmetry of the Connect Four board: the identity or the left-right mirror.

    Same interface as tic-tac-toe's `Symmetry`: ``perm[k]`` is the flat
    (row-major) index of the cell that lands on flat index k; `map_move` sends a
    column to its image, `inverse_move` undoes it.
    """

    def __init__(self, name, width, height, mirrored):
        self.name = name
        self.width = width
        self.mirrored = mirrored
        self.perm = tuple(r * width + (width - 1 - c if mirrored else c)
                          for r in range(height) for c in range(width))

    def __repr__(self):
        return f"ColumnMirror({self.name!r}, width={self.width})"

    def apply(self, state):
        """Return the transformed board (a new array)."""
        return np.array(state[:, ::-1]) if self.mirrored else np.array(state)

    def map_move(self, move):
        """Return the column that `move` becomes under this symmetry."""
        return self.width - 1 - move if self.mirrored else move

    inverse_move = map_move  # each of the two is its own inverse

# Deduplicating moves by the mirror is notebook 09's exercise (`course_lib.answer_guard`)
canonical_transform = guard(canonical_transform, "mirror")
# Counting up to symmetry is notebook 02's exercise: keeping one move per class is its answer
stabilizer = guard(stabilizer, "counting")
distinct_moves_up_to_symmetry = guard(distinct_moves_up_to_symmetry, "counting")
