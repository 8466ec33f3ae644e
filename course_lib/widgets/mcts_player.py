"""Stepping through a recorded MCTS search: `step_through_mcts(trace)`.

The same player as `course_lib.widgets.trace_player` (Previous / slider /
Next over the drawing, the sentence under it), driven by `MCTSStepper`, whose
steps are the four phases of each simulation. The UCB1 arithmetic of each
selection is shown under the tree.
"""

from ..views.mcts_view import draw_mcts_step, explain_mcts_step
from .trace_player import TracePlayer, TraceStepper


class MCTSStepper(TraceStepper):
    """The step of an `MCTSTrace` being shown (4 steps a simulation: its phases)."""

    def __init__(self, trace, step=0):
        if len(trace) == 0:
            raise ValueError("the trace has no simulations to show")
        self.trace = trace
        self.go(step)

    def __repr__(self):
        return f"MCTSStepper(step {self.step} of {self.last}, {self.trace!r})"

    def go(self, step):
        """Show `step` (IndexError if out of range, TypeError if not an integer); return it."""
        self.trace.step_index(step)
        self.step = int(step)
        return self.step

    @property
    def explanation(self):
        """What the step did, e.g. the UCB1 of every child at each selection."""
        return explain_mcts_step(self.trace, self.step)

    def draw(self, ax=None):
        """Draw the tree after the current step (the player writes the sentence under it)."""
        return draw_mcts_step(self.trace, self.step, ax=ax, caption=False)


class MCTSPlayer(TracePlayer):
    """Previous / slider / Next over a recorded MCTS search, the step's arithmetic under the tree."""

    stepper_class = MCTSStepper

    def refresh(self):
        super().refresh()
        # keep the UCB1 table's line breaks and alignment
        self.explanation.value = self.explanation.value.replace("\n", "<br>").replace(
            "    ", "&nbsp;" * 4)

    def __repr__(self):
        return f"MCTSPlayer(step {self.stepper.step} of {self.stepper.last})"


def step_through_mcts(trace, step=0, figsize=(9, 4.5)):
    """Return an `MCTSPlayer` on `trace` (display it as the last expression of a cell)."""
    return MCTSPlayer(trace, step=step, figsize=figsize)
