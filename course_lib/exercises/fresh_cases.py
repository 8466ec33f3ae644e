"""Fresh cases: what a checker draws anew at every call, beside its fixed cases.

A checker whose answer is a function runs it on a few cases drawn at random on
each call (random trees, positions, seeds), so that a table of expected values
filled from the checker's own messages fails the next call. `seed` fixes the
draw (the tests use it); the verdict of a right answer never depends on it, so a
notebook's printed verdict stays the same from run to run.
"""

import random


def fresh_rng(seed=None):
    """A `random.Random` seeded with `seed`, or with a seed drawn from the system when None."""
    return random.Random(random.SystemRandom().randrange(2**32) if seed is None else seed)


def fresh_seeds(seed, count):
    """`count` seeds for fresh cases (see `fresh_rng`)."""
    rng = fresh_rng(seed)
    return [rng.randrange(10_000, 10**9) for _ in range(count)]
