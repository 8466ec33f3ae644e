"""Search traces: a minimax, alpha-beta or negamax search recorded from the solver's own recursion.

`trace_search(solver, game, state)` wraps the solver's recursive method for the
duration of one call and returns a `SearchTrace`, the events of the search in
order (enter, leaf, backup, alpha/beta, cutoff, return), each checked against
what the solver actually did next.

- `search_trace`: `SearchTrace`, `trace_search` (the entry point);
- `hand_exercises`: the refusal to trace the tree of an exercise done by hand, or any tree
  with its leaves in the same order (`HandExerciseError`);
- `recorder`: the wrapper that observes the recursion (`Recorder`, `Event`);
- `forms`: the three shapes of recursion it can record (minimax, alpha-beta, negamax);
- `mcts`: `record_mcts`, an MCTS search recorded simulation by simulation (`MCTSTrace`).

Imports: `games` and `solvers` only. Renderings of a trace (text, frames) live
in `course_lib.views.trace_views`; the step-through widget in `course_lib.widgets`.
"""

from .mcts import MCTSTrace, record_mcts
from .recorder import Event, TraceMismatchError, TraceNode
from .hand_exercises import HandExerciseError
from .search_trace import SearchTrace, default_namer, trace_search

__all__ = ["Event", "HandExerciseError", "MCTSTrace", "SearchTrace", "TraceMismatchError", "TraceNode", "default_namer",
           "record_mcts", "trace_search"]
