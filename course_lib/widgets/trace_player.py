"""Stepping through a search trace in JupyterLab: `step_through(trace)`.

`TraceStepper` is the logic (which step is shown, moving between steps, the
sentence and the drawing of the step), plain Python that tests drive without
a browser. `TracePlayer` is the thin ipywidgets shell around it: Previous and
Next buttons and a slider above the drawing, the step's sentence under it.
Its handlers only call the stepper and `refresh()` (ipywidgets swallows
exceptions raised in handlers, so nothing there may need testing in a browser).

Executed headless (nbconvert, nbval) a widget shows no pictures: notebooks show
a few chosen steps as static figures with `course_lib.views.trace_views.show_frames`
and display the live player in a cell whose output nbval ignores.
"""

import functools
import html

import ipywidgets as widgets
import matplotlib.pyplot as plt
from IPython.display import clear_output, display

from ..views.trace_views import draw_step, explain


class TraceStepper:
    """The step of a `SearchTrace` being shown, and how to move between steps.

    Attributes: `trace`; `step` (int, 0 .. `last`). Raises ValueError for an empty trace.
    """

    def __init__(self, trace, step=0):
        if len(trace) == 0:
            raise ValueError("the trace has no steps to show")
        self.trace = trace
        self.step = trace.step_index(step)

    def __repr__(self):
        return f"TraceStepper(step {self.step} of {self.last}, {self.trace!r})"

    @property
    def last(self):
        """The number of the last step."""
        return len(self.trace) - 1

    def go(self, step):
        """Show `step` (IndexError if out of range, TypeError if not an integer); return it."""
        self.step = self.trace.step_index(step)
        return self.step

    def next(self):
        """Move one step forward (stays at the last step); return the step shown."""
        return self.go(min(self.step + 1, self.last))

    def previous(self):
        """Move one step back (stays at step 0); return the step shown."""
        return self.go(max(self.step - 1, 0))

    @property
    def at_start(self):
        return self.step == 0

    @property
    def at_end(self):
        return self.step == self.last

    @property
    def explanation(self):
        """The step's sentence, e.g. ``"beta = 3 <= alpha = 5 at c: prune the remaining child d."``."""
        return explain(self.trace, self.step)

    @property
    def caption(self):
        """``"step k of n: sentence"``."""
        return f"step {self.step} of {self.last}: {self.explanation}"

    def draw(self, ax=None):
        """Draw the tree at the current step (no caption: the player writes it under the drawing)."""
        return draw_step(self.trace, self.step, ax=ax, caption=False)


class TracePlayer(widgets.VBox):
    """Previous / slider / Next over the drawing of a `GameTree` trace, the sentence under it."""

    stepper_class = TraceStepper  # the logic behind the buttons (MCTSPlayer swaps it)

    def __init__(self, trace, step=0, figsize=None):
        self.stepper = self.stepper_class(trace, step)
        self.figsize = figsize
        self.previous_button = widgets.Button(description="Previous", icon="step-backward")
        self.next_button = widgets.Button(description="Next", icon="step-forward")
        self.slider = widgets.IntSlider(value=self.stepper.step, min=0, max=self.stepper.last,
                                        description="step", continuous_update=False)
        self.output = widgets.Output()
        self.explanation = widgets.HTML()
        self.previous_button.on_click(functools.partial(self._on_move, "previous"))
        self.next_button.on_click(functools.partial(self._on_move, "next"))
        self.slider.observe(self._on_slider, names="value")
        controls = widgets.HBox([self.previous_button, self.slider, self.next_button])
        super().__init__([controls, self.output, self.explanation])
        self.refresh()

    def __repr__(self):
        return f"TracePlayer(step {self.stepper.step} of {self.stepper.last})"

    def _on_move(self, direction, _button=None):
        getattr(self.stepper, direction)()
        self._show(self.stepper.step)

    def _on_slider(self, change):
        self.stepper.go(change["new"])
        self.refresh()

    def _show(self, step):
        if self.slider.value != step:
            self.slider.value = step  # the slider's observer refreshes
        else:
            self.refresh()

    def refresh(self):
        """Redraw the tree and rewrite the sentence for the stepper's step."""
        stepper = self.stepper
        self.previous_button.disabled = stepper.at_start
        self.next_button.disabled = stepper.at_end
        self.explanation.value = f"<b>step {stepper.step}</b>: {html.escape(stepper.explanation)}"
        with self.output:
            clear_output(wait=True)
            ax = stepper.draw(plt.subplots(figsize=self.figsize)[1] if self.figsize else None)
            display(ax.figure)
            plt.close(ax.figure)


def step_through(trace, step=0, figsize=None):
    """Return a `TracePlayer` on `trace` (display it as the last expression of a cell)."""
    return TracePlayer(trace, step=step, figsize=figsize)
