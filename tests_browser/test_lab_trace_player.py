"""A person's view of notebook 06: run it in JupyterLab, then step through the alpha-beta trace.

The step-through widget is moved with Next, Next, Previous, a drag of the
slider, the End key on the slider and Previous; after each move
`trace_player_page.PlayerStepper` checks the sentence, the slider's readout and
the picture against the kernel, and the layout (sentence beside the buttons,
slider as wide as the drawing). Screenshots: build/browser/trace_NN_<action>.png.
"""

from trace_player_page import step_through_whole_player

NOTEBOOK = "06_alpha_beta_walkthrough.ipynb"


def test_stepping_through_the_trace_of_notebook_06(page, lab, notebooks_copy):
    stepper = step_through_whole_player(page, lab, notebooks_copy / NOTEBOOK, "trace")
    assert stepper.actions == 7
