"""Do two busy processes slow each other down on this machine? The grading benchmark's control.

`make grade JOBS=2` runs two autograders side by side; `bench_grading.py` finds that a
submission then costs more CPU. This tells whether the machine is the cause (two vCPUs
that share one physical core, say): it times, alone and then two at once,

* a pure-Python loop (the CPU alone), and
* a process importing what an autograder and its kernel import (nbgrader, nbconvert,
  jupyter_client, ipykernel, matplotlib, NumPy: files read, modules executed),

and prints each slowdown (time two at once / time alone; 1.00: the cores are not shared).
Best of 3 rounds each; caches warm (one import run first).

    .venv/bin/python benchmarks/bench_side_by_side.py
"""

import subprocess
import sys
import time
from multiprocessing import Pool

IMPORTS = "import nbgrader.apps, nbconvert, jupyter_client, ipykernel, matplotlib.pyplot, numpy"


def spin(count=30_000_000):
    """Seconds a pure-Python loop of `count` additions takes."""
    started = time.perf_counter()
    total = 0
    for number in range(count):
        total += number
    return time.perf_counter() - started


def importing(runs=3):
    """Seconds `runs` fresh interpreters take to import `IMPORTS`."""
    started = time.perf_counter()
    for _ in range(runs):
        subprocess.run([sys.executable, "-c", IMPORTS], check=True)
    return time.perf_counter() - started


def slowdown(task):
    """Best of 3: `task` alone, then the slower of two copies at once; their ratio."""
    alone = min(task() for _ in range(3))
    with Pool(2) as pool:
        together = min(max(pool.starmap(task, [()] * 2)) for _ in range(3))
    return alone, together, together / alone


def main():
    importing(1)  # warm the file cache
    for label, task in (("pure-Python loop", spin), ("3 imports of an autograder's modules", importing)):
        alone, together, ratio = slowdown(task)
        print(f"{label:<38} alone {alone:6.2f} s, two at once {together:6.2f} s: slowdown {ratio:.2f}")


if __name__ == "__main__":
    main()
