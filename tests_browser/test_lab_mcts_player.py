"""A person's view of notebook 11: run it in JupyterLab, then step through the recorded MCTS search.

The MCTS player (`step_through_mcts`) is moved with Next, Next, Previous, a
drag of the slider, the End key on the slider and Previous; after each move
`trace_player_page.PlayerStepper` checks against the kernel that the sentence
beside the buttons and the UCB1 table under the drawing are the step's
`explanation` line by line (one row per child), that the buttons stay put,
that the slider's readout is the step and that the picture is a fresh drawing
of the step, a different one for each step. Screenshots:
build/browser/mcts_NN_<action>.png.
"""

from trace_player_page import step_through_whole_player

NOTEBOOK = "11_monte_carlo_tree_search.ipynb"


def test_stepping_through_the_mcts_search_of_notebook_10(page, lab, notebooks_copy):
    stepper = step_through_whole_player(page, lab, notebooks_copy / NOTEBOOK, "mcts")
    assert stepper.actions == 7
    # 8 simulations of 4 phases (selection, expansion, rollout, back-propagation): steps 0 .. 31;
    # the drag lands half way, on a selection (step 4k) from simulation 3 on, with its UCB1 table
    steps = sorted(stepper.drawings)
    assert steps[:3] == [0, 1, 2] and steps[-2:] == [30, 31], steps
    assert any(step % 4 == 0 and step >= 8 for step in steps[3:-2]), steps
