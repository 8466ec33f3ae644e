"""The trees of exercises done by hand, recognised by their leaves: `trace_search` refuses them.

A trace of such a tree would show the exercise's answer (the leaves alpha-beta prunes).
A tree is recognised by its content, not by the object: `refuse_hand_exercises` reads the
game below the searched state through the `Game` interface and refuses it when it, or one of
its subtrees, has the leaves of a tree of `course_lib.games.lecture_trees.HAND_EXERCISES`
(the same paths, and utilities in the same order), whatever its class, name or labels. The
utilities are compared by rank within the (sub)tree, not by value: alpha-beta reads only their
order, so a copy with every leaf shifted (+0.5, +100) or scaled (x2) prunes the same leaves and
is refused too. A copy, a tree typed in again from the slide and a tree that holds the
exercise's tree as a subtree are all refused; a mirrored copy (leaves negated, one ply deeper)
is not: the refusal stops a slip, not a determined student. Games of more than `WALK_LIMIT`
nodes below the state (tic-tac-toe, Connect Four) are read only that far, depth first, and the
subtrees completed by then are compared (so an exercise tree placed first under a larger tree
is still refused): a tree done by hand is small.
"""

import itertools

from ..games.lecture_trees import HAND_EXERCISES

WALK_LIMIT = 1000
"""Most nodes read below the searched state (about a millisecond of `make_move` calls)."""


class HandExerciseError(ValueError):
    """Raised by `trace_search` for the tree of an exercise done by hand (see `HAND_EXERCISES`):
    its trace would show the exercise's answer."""


class _TooLarge(Exception):
    """The game has more than `WALK_LIMIT` nodes below the state."""


def refuse_hand_exercises(game, state):
    """Raise `HandExerciseError` if `game` below `state`, or a subtree of it, has the leaves of
    a tree in `HAND_EXERCISES`; return None otherwise."""
    subtrees = _subtrees(game, state)
    for exercise, why in HAND_EXERCISES:
        if ranked(leaves_of(exercise(), exercise().initial_state())) in subtrees:
            raise HandExerciseError(why)


def leaves_of(game, state, found=None, counter=None):
    """Return the leaf utilities below `state` as nested tuples (a leaf: its utility for X).

    Two trees give equal results exactly when their leaves have the same paths and the same
    utilities. Every internal node's result is appended to `found` (if given); `_TooLarge` is
    raised after `WALK_LIMIT` nodes.
    """
    counter = itertools.count() if counter is None else counter
    if next(counter) >= WALK_LIMIT:
        raise _TooLarge
    if game.is_terminal(state):
        return game.evaluate(state)
    player = game.to_move(state)
    node = tuple(leaves_of(game, game.make_move(state, move, player), found, counter)
                 for move in game.get_valid_moves(state))
    if found is not None:
        found.append(node)
    return node


def ranked(node):
    """`node` (nested tuples of leaf utilities) with each utility replaced by its rank among the
    distinct utilities of `node` (0 for the smallest; equal utilities share a rank).

    Two trees give equal results exactly when their leaves have the same paths and the same
    order (ties included), which is all alpha-beta reads of them. Raises TypeError for
    utilities that cannot be ordered."""
    values = sorted(set(_utilities(node)))
    rank = {value: index for index, value in enumerate(values)}

    def replace(part):
        return tuple(map(replace, part)) if isinstance(part, tuple) else rank[part]
    return replace(node)


def _utilities(node):
    if not isinstance(node, tuple):
        yield node
        return
    for part in node:
        yield from _utilities(part)


def _subtrees(game, state):
    """The leaves of every internal node below `state` completed within `WALK_LIMIT` nodes (a
    set), or an empty set if the game cannot be read (the search itself then fails with its own
    error)."""
    found = []
    try:
        leaves_of(game, state, found)
    except _TooLarge:
        pass  # the subtrees read so far are still compared
    except Exception:  # noqa: BLE001  (a game the search will report on)
        return set()
    try:
        return {ranked(node) for node in found}
    except TypeError:  # utilities that cannot be ordered: nothing of a hand exercise
        return set()
