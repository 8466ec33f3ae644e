"""Stepping through a recorded MCTS search: `step_through_mcts(trace)`.

The same player as `course_lib.widgets.trace_player` (Previous / slider /
Next over the drawing, the sentence beside the buttons), driven by `MCTSStepper`, whose
steps are the four phases of each simulation. The UCB1 arithmetic of each
selection is shown under the tree, so the buttons, the slider and the drawing
stay where they are from step to step.
"""

import html

import ipywidgets as widgets

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
        """Draw the tree after the current step (the player writes the sentence beside the buttons)."""
        return draw_mcts_step(self.trace, self.step, ax=ax, caption=False)


class MCTSPlayer(TracePlayer):
    """Previous / slider / Next over a recorded MCTS search, the step's arithmetic under the tree.

    Beside the buttons only the step's first sentence (e.g. ``"Selection by
    UCB1 from the root: B."``): a table there would make the row taller and move
    the slider and the drawing at each selection. The UCB1 table goes in
    `details` (HTML, CSS class ``course-trace-details``) under the drawing, in a
    fixed-width font so its columns line up; hidden when the step has none.
    """

    stepper_class = MCTSStepper
    DRAWING_HEIGHT = "300px"

    def __init__(self, trace, step=0, figsize=None):
        self.details = widgets.HTML()  # before the player's __init__: its first refresh fills it
        self.details.add_class("course-trace-details")
        super().__init__(trace, step=step, figsize=figsize)
        # At most DRAWING_HEIGHT px tall (scaled, proportions kept): buttons, slider, drawing and
        # the tallest UCB1 table (two levels, 6 lines) fit one 1280x720 slide with the cell's code
        self.drawing.layout.max_height = self.DRAWING_HEIGHT
        self.drawing.layout.object_fit = "contain"
        self.children = (*self.children, self.details)

    def write_text(self):
        """The table under the drawing, then the sentence (last: the step is then fully shown)."""
        sentence, _, table = self.stepper.explanation.partition("\n")
        self.details.value = f"<pre>{html.escape(table)}</pre>" if table else ""
        self.details.layout.display = None if table else "none"
        self.explanation.value = self.sentence_html(sentence)

    def __repr__(self):
        return f"MCTSPlayer(step {self.stepper.step} of {self.stepper.last})"


def step_through_mcts(trace, step=0, figsize=(9, 3.4)):
    """Return an `MCTSPlayer` on `trace` (display it as the last expression of a cell)."""
    return MCTSPlayer(trace, step=step, figsize=figsize)
