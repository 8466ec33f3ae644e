"""evaluate_solvers' progress bar and the per-game outcomes behind the running-average plot."""

import pytest

from course_lib import RandomSolver, TicTacToe, evaluate_solvers
from course_lib.play import match_outcomes, show_progress, tally


def test_outcomes_tally_to_evaluate_solvers():
    outcomes = match_outcomes(TicTacToe(), RandomSolver(7), RandomSolver(42), 1000, progress=False)
    assert len(outcomes) == 1000 and set(outcomes) <= {-1, 0, 1}
    assert tally(outcomes) == {"X_wins": 581, "O_wins": 290, "draws": 129}  # the lecture's figure


def test_progress_bar_goes_to_stderr_and_results_do_not_change(capsys):
    results = evaluate_solvers(TicTacToe(), RandomSolver(7), RandomSolver(42), 50, progress=True)
    assert results == evaluate_solvers(TicTacToe(), RandomSolver(7), RandomSolver(42), 50,
                                       progress=False)
    captured = capsys.readouterr()
    assert "RandomSolver(seed=7) vs RandomSolver(seed=42)" in captured.err
    assert captured.out == ""


def test_progress_off_prints_nothing(capsys):
    evaluate_solvers(TicTacToe(), RandomSolver(1), RandomSolver(2), 20, progress=False)
    assert capsys.readouterr().err == ""


def test_auto_progress_is_off_under_pytest_and_by_environment(monkeypatch):
    assert show_progress(None) is False  # PYTEST_CURRENT_TEST is set (also in nbval kernels)
    monkeypatch.setenv("COURSE_LIB_PROGRESS", "1")
    assert show_progress(None) is True
    monkeypatch.setenv("COURSE_LIB_PROGRESS", "0")
    assert show_progress(None) is False
    assert show_progress(True) is True


def test_bad_num_games_is_rejected():
    with pytest.raises(ValueError, match="num_games"):
        evaluate_solvers(TicTacToe(), RandomSolver(1), RandomSolver(2), -1)


def test_verbose_prints_each_game_then_the_summary(capsys):
    evaluate_solvers(TicTacToe(), RandomSolver(7), RandomSolver(42), 3, verbose=True, progress=False)
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in lines[:3]] == ["Game 1", "Game 2", "Game 3"]
    assert lines[4] == "After 3 games:"


def test_no_progress_bar_widget_is_left_in_a_saved_output(monkeypatch):
    """In a Jupyter kernel the bar is a widget while the games run, then its output becomes empty
    text: a notebook saved afterwards (JupyterLab's autosave) holds no widget view, so reopening it
    shows no "Error displaying widget: model not found"."""
    import nbformat
    from nbclient import NotebookClient

    monkeypatch.setenv("COURSE_LIB_PROGRESS", "1")  # bars on, as for a person in JupyterLab
    cell = nbformat.v4.new_code_cell(
        "from course_lib import RandomSolver, TicTacToe, evaluate_solvers\n"
        "print(evaluate_solvers(TicTacToe(), RandomSolver(7), RandomSolver(42), 200))")
    notebook = nbformat.v4.new_notebook(cells=[cell])
    NotebookClient(notebook, timeout=120, kernel_name="python3").execute()
    outputs = notebook.cells[0].outputs
    assert not any("application/vnd.jupyter.widget-view+json" in out.get("data", {}) for out in outputs)
    assert [out.get("text", out.get("data", {}).get("text/plain")) for out in outputs] == [
        "", "{'X_wins': 116, 'O_wins': 65, 'draws': 19}\n"]
    assert evaluate_solvers(TicTacToe(), RandomSolver(7), RandomSolver(42), 200, progress=False) == {
        "X_wins": 116, "O_wins": 65, "draws": 19}  # the bar changes nothing
