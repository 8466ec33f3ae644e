"""Stepping through a search trace in JupyterLab: `step_through(trace)`.

`TraceStepper` is the logic (which step is shown, moving between steps, the
sentence and the drawing of the step), plain Python that tests drive without
a browser. `TracePlayer` is the thin ipywidgets shell around it: Previous and
Next buttons with the step's sentence beside them (where the eye is when
clicking), a slider as wide as the player under them, the drawing below.
Its handlers only call the stepper and `refresh()` (ipywidgets swallows
exceptions raised in handlers, so nothing there may need testing in a browser).

The drawing is rendered to PNG on a Matplotlib `Figure` of its own, never
through pyplot, and shown in an `ipywidgets.Image`: JupyterLab 4.4+ runs widget
handlers in a kernel subshell thread, concurrently with the cells a person
runs, and pyplot's global figure list is not thread-safe (the inline backend
closed a half-drawn step when a cell ran meanwhile, showing a blank picture).

Executed headless (nbconvert, nbval) a widget shows no pictures: notebooks show
a few chosen steps as static figures with `course_lib.views.trace_views.show_frames`
and display the live player in a cell whose output nbval ignores.
"""

import functools
import html
import io

import ipywidgets as widgets
import matplotlib.pyplot as plt
from matplotlib.figure import Figure

from ..views.alt_text import figure_alt
from ..views.trace_views import draw_step, explain
from .board_controls import live_region


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
        """Draw the tree at the current step (no caption: the player writes the sentence)."""
        return draw_step(self.trace, self.step, ax=ax, caption=False)

    def default_figsize(self):
        """The (width, height) in inches that `draw` picks by itself for this trace's tree."""
        ax = self.draw()
        size = tuple(ax.figure.get_size_inches())
        plt.close(ax.figure)
        return size

    def png(self, figsize):
        """Return the drawing of the current step as PNG bytes, on a figure of `figsize` inches.

        The figure is made without pyplot (see the module docstring), cropped to
        its content as the inline backend does.
        """
        return self.picture(figsize)[0]

    def picture(self, figsize):
        """Return ``(png, alt)``: the drawing of the current step and its text alternative."""
        figure = Figure(figsize=figsize)
        self.draw(figure.subplots())
        buffer = io.BytesIO()
        figure.savefig(buffer, format="png", bbox_inches="tight")
        return buffer.getvalue(), figure_alt(figure)


class TracePlayer(widgets.VBox):
    """Previous, Next and the step's sentence; a full-width slider; the drawing of the step.

    Parts (for tests and styling): `previous_button`, `next_button`,
    `explanation` (HTML), `slider` (IntSlider), `drawing` (Image, PNG). CSS
    classes: ``course-trace-player``, ``course-trace-sentence``,
    ``course-trace-slider``, ``course-trace-drawing``.
    """

    stepper_class = TraceStepper  # the logic behind the buttons (MCTSPlayer swaps it)

    def __init__(self, trace, step=0, figsize=None):
        self.stepper = self.stepper_class(trace, step)
        self.figsize = figsize or self.stepper.default_figsize()  # here: still the cell's thread
        # Fixed size and place: a long sentence must not squeeze or move the button under the mouse.
        self.previous_button = widgets.Button(description="Previous", icon="step-backward",
                                              layout=widgets.Layout(flex="0 0 auto"))
        self.next_button = widgets.Button(description="Next", icon="step-forward",
                                          layout=widgets.Layout(flex="0 0 auto"))
        # The slider spans the player, which is as wide as the output area: never
        # narrower than the drawing (JupyterLab shrinks a wider image to that width).
        self.slider = widgets.IntSlider(value=self.stepper.step, min=0, max=self.stepper.last,
                                        description="step", continuous_update=False,
                                        layout=widgets.Layout(width="auto"))  # the row, margins in
        self.drawing = widgets.Image(format="png", layout=widgets.Layout(max_width="100%"))
        self.explanation = widgets.HTML(layout=widgets.Layout(flex="1 1 auto", margin="0 0 0 12px"))
        for part, name in [(self.explanation, "sentence"), (self.slider, "slider"),
                           (self.drawing, "drawing")]:
            part.add_class(f"course-trace-{name}")
        self.previous_button.on_click(functools.partial(self._on_move, "previous"))
        self.next_button.on_click(functools.partial(self._on_move, "next"))
        self.slider.observe(self._on_slider, names="value")
        controls = widgets.HBox([self.previous_button, self.next_button, self.explanation],
                                layout=widgets.Layout(align_items="flex-start"))
        super().__init__([controls, self.slider, self.drawing])
        self.add_class("course-trace-player")
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
        # first: the sentence then says it is done. (ipywidgets' Image has no alt, and a tooltip
        # breaks its view in JupyterLab 4 with a JavaScript error: the live-region sentence is
        # what a screen reader gets; `stepper.picture` gives the drawing's text alternative.)
        self.drawing.value = stepper.png(self.figsize)
        self.previous_button.disabled = stepper.at_start
        self.next_button.disabled = stepper.at_end
        self.write_text()

    def write_text(self):
        """Write the step's sentence beside the buttons (last: the step is then fully shown)."""
        self.explanation.value = self.sentence_html(self.stepper.explanation)

    def sentence_html(self, sentence):
        """``<b>step k of n</b>: sentence``, escaped, in a live region (screen readers read it out
        after each Previous, Next or slider move)."""
        return live_region(f"<b>step {self.stepper.step} of {self.stepper.last}</b>: "
                           f"{html.escape(sentence)}")


def step_through(trace, step=0, figsize=None):
    """Return a `TracePlayer` on `trace` (display it as the last expression of a cell).

    `figsize` is the drawing's (width, height) in inches; by default the size
    `trace_views.draw_step` picks for the tree.
    """
    return TracePlayer(trace, step=step, figsize=figsize)
