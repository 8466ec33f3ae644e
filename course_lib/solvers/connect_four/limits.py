"""What keeps `ConnectFourSolver` from filling the machine or running for ever.

* `max_entries`: the transposition table holds at most this many positions. Pons'
  C++ table has a fixed size (8 million entries) and a new entry replaces the one
  in its slot, so the recent positions, those of the subtree being searched, stay,
  and positions of subtrees finished long ago go. The dict here does the same in
  bulk: when it is full, the older half of its entries (in the order they were
  stored) is dropped, `make_room`. An evicted position is only searched again.
* `time_limit`: the search reads the clock every `CHECK_EVERY` positions and raises
  `SolveTimeoutError` (a `TimeoutError`) naming the position and the limit; it also
  checks the deadline of an enclosing `course_lib.time_limits.limited` block (the
  play board's), raising `TimeLimitExceeded` there.
"""

import itertools
import time

from ...time_limits import check_deadline

DEFAULT_MAX_ENTRIES = 1 << 22  # 4,194,304 positions at ~100 bytes each (measured): ~0.4 GB
CHECK_EVERY = 4096  # positions explored between two looks at the clock (~20 ms)


class SolveTimeoutError(TimeoutError):
    """`ConnectFourSolver` ran past its `time_limit`; the message names the position and the limit."""


def check_interval(max_entries):
    """Positions between two checks: `CHECK_EVERY`, fewer for a small table. A search that
    stores one entry per position at most and calls ``make_room(table, max_entries -
    interval)`` at each check never holds more than `max_entries`."""
    return max(1, min(CHECK_EVERY, max_entries // 2))


def make_room(table, threshold):
    """Drop the older half of `table`'s entries (insertion order) when it holds more than `threshold`."""
    if len(table) > threshold:
        for key in list(itertools.islice(table, max(1, len(table) // 2))):
            del table[key]


class Clock:
    """`tick()` raises once the solver's deadline or an enclosing block's deadline has passed."""

    def __init__(self):
        self.deadline, self.describe = None, None

    def start(self, time_limit, describe):
        """Arm the deadline `time_limit` seconds from now (None: none); `describe()` names the position."""
        self.deadline = None if time_limit is None else time.monotonic() + time_limit
        self.time_limit, self.describe = time_limit, describe

    def tick(self):
        check_deadline()
        if self.deadline is not None and time.monotonic() >= self.deadline:
            raise SolveTimeoutError(f"ConnectFourSolver ran past its time_limit of {self.time_limit:g} s "
                                    f"on {self.describe()}")


class BoundedTable(dict):
    """The transposition table of parts 7-8 (`BasicSearch`, whose code the lecture shows):
    a dict that makes room (`make_room`) before it would exceed `max_entries`, and ticks
    `clock` every `CHECK_EVERY` stores. Probes (``table.get``) stay the dict's own."""

    def __init__(self, max_entries, clock):
        super().__init__()
        self.max_entries, self.clock, self.stores = max_entries, clock, 0

    def __setitem__(self, key, value):
        if key not in self:
            make_room(self, self.max_entries - 1)
        super().__setitem__(key, value)
        self.stores += 1
        if not self.stores % CHECK_EVERY:
            self.clock.tick()
