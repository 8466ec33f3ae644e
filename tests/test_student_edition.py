"""The student edition: answers removed without leaks, and the student notebooks still run.

The transformation is tested on a small synthetic notebook, then on every
lecture notebook in notebooks/ (whatever exists: they are found with a glob).
The instructor notebooks themselves are checked by nbval (`make nbval`).
"""

import ast
import os
import re
from collections import Counter
from pathlib import Path

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output

from course_lib.course.exercise_cells import exercises_of as find_exercises
from course_lib.course.exercise_cells import python_source
from course_lib.course.student_edition import (
    SolutionMarkerError,
    main,
    strip_solutions,
    student_notebook,
    write_student_edition,
)
from answer_reveals import answer_values

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOK_DIR = ROOT / "notebooks"
NOTEBOOKS = sorted(NOTEBOOK_DIR.glob("[0-9]*.ipynb"))
BEGIN, END = "### BEGIN SOLUTION", "### END SOLUTION"
VERDICT = re.compile(r"^\[(PASSED|NOT YET|TO DO)\] (.+)$")


# ----------------------------------------------------------------------
# The transformation, on a synthetic notebook
# ----------------------------------------------------------------------
EXERCISE = '''\
def minimax_value(tree):
    """Return the value of `tree`."""
    ### BEGIN SOLUTION
    if isinstance(tree, int):
        return tree
    return max(-minimax_value(child) for child in tree)
    ### END SOLUTION


class Player:
    def choose(self, moves):
        if moves:
            ### BEGIN SOLUTION
            return moves[0]  # secret-answer-1
            ### END SOLUTION
        return None'''

STUDENT_EXERCISE = '''\
def minimax_value(tree):
    """Return the value of `tree`."""
    raise NotImplementedError


class Player:
    def choose(self, moves):
        if moves:
            raise NotImplementedError
        return None'''


def synthetic_notebook():
    exercise = new_code_cell(EXERCISE, execution_count=3, id="exercise",
                             outputs=[new_output("stream", name="stdout", text="done\n")])
    top_level = new_code_cell(f"x = 1\n{BEGIN}\nx = 42  # secret-answer-2\n{END}\nprint(x)", id="top")
    hidden = new_code_cell("print('secret-answer-3')", id="hidden",
                           metadata={"tags": ["solution"]})
    other_tag = new_code_cell("1 + 1", id="kept", metadata={"tags": ["nbval-ignore-output"]},
                              execution_count=4,
                              outputs=[new_output("execute_result", data={"text/plain": "2"},
                                                  execution_count=4)])
    prose = new_markdown_cell(f"Why?\n{BEGIN}\nBecause secret-answer-4.\n{END}", id="prose")
    notebook = new_notebook(cells=[new_markdown_cell("# Title", id="title"), exercise, top_level,
                                   hidden, other_tag, prose])
    notebook.metadata["widgets"] = {"application/vnd.jupyter.widget-state+json": {"state": {}}}
    notebook.metadata["jupytext"] = {"formats": "ipynb,py:percent"}
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                       "language": "python"}
    return notebook


def test_solution_blocks_become_stubs_at_their_indentation():
    source, blocks = strip_solutions(EXERCISE)
    assert source == STUDENT_EXERCISE and blocks == 2
    ast.parse(source)  # still valid Python: the def lines are kept


def test_top_level_block_and_text_around_it():
    assert strip_solutions(f"a = 1\n{BEGIN}\nb = 2\n{END}\nc = 3") == (
        "a = 1\nraise NotImplementedError\nc = 3", 1)
    assert strip_solutions("no markers\n") == ("no markers\n", 0)


@pytest.mark.parametrize("source, fragment", [
    (f"{BEGIN}\nx = 1", "'### BEGIN SOLUTION' without '### END SOLUTION'"),
    (f"x = 1\n{END}", "line 2: '### END SOLUTION' without '### BEGIN SOLUTION'"),
    (f"{BEGIN}\n{BEGIN}\n{END}", "line 2: '### BEGIN SOLUTION' inside another solution block"),
])
def test_unpaired_markers_are_errors(source, fragment):
    with pytest.raises(SolutionMarkerError, match=re.escape(fragment)):
        strip_solutions(source)


def test_unpaired_marker_in_a_notebook_names_the_cell():
    notebook = new_notebook(cells=[new_code_cell("ok", id="a"), new_code_cell(BEGIN, id="b")])
    with pytest.raises(SolutionMarkerError, match=r"cell 1 \(id b\): '### BEGIN SOLUTION' without"):
        student_notebook(notebook)


def test_student_copy_of_the_synthetic_notebook():
    instructor = synthetic_notebook()
    before = nbformat.writes(instructor)
    student, stubbed = student_notebook(instructor)
    assert nbformat.writes(instructor) == before  # the instructor edition is not touched
    assert [cell.id for cell in student.cells] == ["title", "exercise", "top", "kept", "prose"]
    assert stubbed == ["exercise", "top", "prose"]
    cells = {cell.id: cell for cell in student.cells}
    assert cells["exercise"].source == STUDENT_EXERCISE
    assert cells["top"].source == "x = 1\nraise NotImplementedError\nprint(x)"
    assert cells["prose"].source == "Why?\nYOUR ANSWER HERE"
    assert cells["kept"].metadata["tags"] == ["nbval-ignore-output"]
    for cell in student.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None
    text = nbformat.writes(student)
    assert "secret-answer" not in text and "SOLUTION" not in text
    assert "widgets" not in student.metadata and "jupytext" not in student.metadata
    assert student.metadata["kernelspec"]["name"] == "python3"


def test_write_student_edition(tmp_path):
    source = tmp_path / "instructor"
    source.mkdir()
    nbformat.write(synthetic_notebook(), source / "01_demo.ipynb")
    (source / "01_demo.py").write_text("# the jupytext pair: not copied\n")
    (source / "board.png").write_bytes(b"\x89PNG")
    (source / ".ipynb_checkpoints").mkdir()
    out = tmp_path / "student"
    assert write_student_edition(source, out) == {out / "01_demo.ipynb": 3}
    assert sorted(p.name for p in out.iterdir()) == ["01_demo.ipynb", "board.png"]
    assert "secret-answer" not in (out / "01_demo.ipynb").read_text()
    with pytest.raises(FileNotFoundError, match="no notebooks"):
        write_student_edition(out / "nothing", tmp_path / "x")


def test_command_line(tmp_path, capsys):
    source = tmp_path / "nb"
    source.mkdir()
    nbformat.write(synthetic_notebook(), source / "02_demo.ipynb")
    assert main([str(source), "--out", str(tmp_path / "out")]) == 0
    assert capsys.readouterr().out == f"{tmp_path / 'out' / '02_demo.ipynb'}: 3 answer cell(s) stubbed\n"


def test_execute_runs_each_student_copy_in_the_instructor_folder(tmp_path, monkeypatch):
    """`--execute` (make student-run): outputs as a student sees them, relative paths as in notebooks/."""
    monkeypatch.delenv("COURSE_LIB_PROGRESS", raising=False)
    source = tmp_path / "nb"
    source.mkdir()
    (source / "data.txt").write_text("41")
    notebook = new_notebook(cells=[
        new_code_cell("def answer():\n    ### BEGIN SOLUTION\n    return 42\n    ### END SOLUTION"),
        new_code_cell("import os\nprint(int(open('data.txt').read()) + 1, os.environ['COURSE_LIB_PROGRESS'])"),
        new_code_cell("answer()")])
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(notebook, source / "03_run.ipynb")
    assert main([str(source), "--out", str(tmp_path / "out"), "--execute"]) == 0
    ran = nbformat.read(tmp_path / "out" / "03_run.ipynb", as_version=4)
    assert "return 42" not in ran.cells[0].source
    assert ran.cells[1].outputs[0].text == "42 0\n"  # data read from the source folder, no bars
    assert ran.cells[2].outputs[0].ename == "NotImplementedError"  # the run goes on past it
    assert "COURSE_LIB_PROGRESS" not in os.environ


# ----------------------------------------------------------------------
# The lecture notebooks
# ----------------------------------------------------------------------
def solution_and_other_lines(notebook):
    """Split the instructor notebook's lines (stripped) into answers and the rest.

    Written independently of `strip_solutions`: answers are the lines strictly
    between the markers and every line of a cell tagged "solution".
    """
    answers, others = [], Counter()
    for cell in notebook.cells:
        if "solution" in cell.metadata.get("tags", []):
            answers += cell.source.splitlines()
            continue
        inside = False
        for line in cell.source.splitlines():
            if BEGIN in line or END in line:
                inside = BEGIN in line
            elif inside:
                answers.append(line)
            else:
                others[line.strip()] += 1
    return [line.strip() for line in answers if line.strip()], others


@pytest.fixture(scope="module")
def student_dir(tmp_path_factory):
    out = tmp_path_factory.mktemp("student")
    write_student_edition(NOTEBOOK_DIR, out)
    return out


def test_there_are_exercises_to_remove():
    blocks = sum(strip_solutions(cell.source)[1]
                 for path in NOTEBOOKS for cell in nbformat.read(path, as_version=4).cells
                 if cell.cell_type == "code")
    assert NOTEBOOKS and blocks > 0


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_no_answer_leaks_into_the_student_copy(path, student_dir):
    instructor = nbformat.read(path, as_version=4)
    student = nbformat.read(student_dir / path.name, as_version=4)
    answers, others = solution_and_other_lines(instructor)
    student_lines = Counter(line.strip() for cell in student.cells for line in cell.source.splitlines())
    stubs = sum(strip_solutions(cell.source)[1] for cell in instructor.cells
                if cell.cell_type == "code" and "solution" not in cell.metadata.get("tags", []))
    leaks = sorted({line for line in answers
                    if student_lines[line] > others[line]
                    + (stubs if line == "raise NotImplementedError" else 0)})
    assert not leaks, f"answer lines left in the student copy of {path.name}: {leaks}"
    text = nbformat.writes(student)
    assert "BEGIN SOLUTION" not in text and "END SOLUTION" not in text
    assert not [c for c in student.cells if "solution" in c.metadata.get("tags", [])]
    assert all(c.outputs == [] and c.execution_count is None
               for c in student.cells if c.cell_type == "code")
    assert student_lines["raise NotImplementedError"] == others["raise NotImplementedError"] + stubs


_EXECUTED = {}  # notebook path -> (student copy executed, stubbed cell ids): run once per session


def executed_student(path):
    """The student copy of the notebook at `path`, executed (once), with its stubbed cell ids."""
    if path not in _EXECUTED:
        student, stubbed = student_notebook(nbformat.read(path, as_version=4))
        execute(student, NOTEBOOK_DIR)
        _EXECUTED[path] = student, stubbed
    return _EXECUTED[path]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_student_notebook_runs_and_checkers_say_not_implemented(path):
    instructor = nbformat.read(path, as_version=4)
    student, stubbed = executed_student(path)
    assert student_run_problems(instructor, student, stubbed) == []


def test_student_run_problems_are_found(tmp_path):
    """The check above can fail: a synthetic student notebook with three kinds of breakage."""
    check = ("from course_lib.exercises import ExerciseFailure, checker\n\n"
             "@checker('demo')\ndef check_f(f):\n"
             "    if f() != 3:\n        raise ExerciseFailure(f'f() is {f()}, expected 3')\n"
             "    return 'f() is 3'\n\n_ = check_f(f)")
    passed = [new_output("stream", name="stdout", text="[PASSED] demo\n    f() is 3\n")]
    instructor = new_notebook(cells=[
        new_code_cell(f"def f():\n    {BEGIN}\n    return 3\n    {END}", id="exercise"),
        new_code_cell(check, id="check", outputs=passed),
        new_code_cell("value = f()", id="uses-f"),             # NotImplementedError outside an exercise
        new_code_cell("print(undefined_name)", id="broken"),   # any other error
        new_code_cell("print('[PASSED] other')", id="always", outputs=[
            new_output("stream", name="stdout", text="[PASSED] other\n")]),  # nothing to do
    ])
    instructor.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                         "language": "python"}
    student, stubbed = student_notebook(instructor)
    execute(student, tmp_path)
    assert verdicts(_text(student.cells[1])) == [(
        "TO DO", "demo", "not implemented yet: replace `raise NotImplementedError` with your "
                         "answer and run the cell again")]
    problems = student_run_problems(instructor, student, stubbed)
    assert [problem.split(":")[0] for problem in problems] == [
        "cell uses-f", "cell broken", "cell always"]
    assert "NotImplementedError in a cell without solution markers" in problems[0]
    assert "NameError" in problems[1]
    assert "'[PASSED] other'" in problems[2]


def execute(notebook, cwd):
    from nbclient import NotebookClient

    NotebookClient(notebook, timeout=600, kernel_name="python3", allow_errors=True,
                   resources={"metadata": {"path": str(cwd)}}).execute()


def student_run_problems(instructor, student, stubbed):
    """What went wrong when the executed `student` copy ran, as a list of messages.

    Allowed: `NotImplementedError` in the cells whose answer was removed (`stubbed`).
    Required: every "[PASSED] <exercise>" verdict of the instructor edition
    becomes "[TO DO] <exercise>" (not implemented yet ...) in the same cell.
    """
    problems = []
    for cell in student.cells:
        for output in cell.get("outputs", []):
            if output.output_type != "error":
                continue
            if output.ename != "NotImplementedError":
                problems.append(f"cell {cell.id}: {output.ename}: {output.evalue}\n{cell.source}")
            elif cell.id not in stubbed:
                problems.append(f"cell {cell.id}: NotImplementedError in a cell without solution "
                                f"markers (only exercise cells may raise it)\n{cell.source}")
    student_cells = {cell.id: cell for cell in student.cells}
    for cell in instructor.cells:
        if cell.cell_type != "code" or cell.id not in student_cells:
            continue
        passed = [name for mark, name, _ in verdicts(_text(cell)) if mark == "PASSED"]
        shown = verdicts(_text(student_cells[cell.id]))
        to_do = [name for mark, name, message in shown
                 if mark == "TO DO" and message.startswith("not implemented yet")]
        for name in passed:
            if name not in to_do:
                problems.append(f"cell {cell.id}: the instructor's '[PASSED] {name}' is "
                                f"{[f'[{m}] {n}' for m, n, _ in shown] or 'no verdict'} in the "
                                "student edition (expected: [TO DO] ... not implemented yet)")
    return problems


def verdicts(text):
    """The checkers' verdicts in printed text: ``(mark, exercise, message)`` for each
    ``[MARK] exercise`` line, the message being the indented lines under it, joined."""
    found = []
    for line in text.splitlines():
        match = VERDICT.match(line)
        if match:
            found.append([match.group(1), match.group(2), []])
        elif found and line.startswith("    "):
            found[-1][2].append(line.strip())
    return [(mark, name, " ".join(message)) for mark, name, message in found]


def _text(cell):
    """The printed text of a code cell's outputs (streams and plain-text results)."""
    parts = []
    for output in cell.get("outputs", []):
        if output.output_type == "stream":
            parts.append(output.text)
        elif "data" in output:
            parts.append(output.data.get("text/plain", ""))
    return "\n".join(parts)


# ----------------------------------------------------------------------
# Every exercise: the student copy shows none of its answer
# ----------------------------------------------------------------------
def exercises_of(notebook):
    """A notebook's exercises, found generically (`course_lib.course.exercise_cells`, which the
    nbgrader assignments use too): ``[(answer cell, check cell, checker), ...]``."""
    return [(exercise.answer, exercise.check, exercise.checker) for exercise in find_exercises(notebook)]


EXERCISES = [(path, index, checker) for path in NOTEBOOKS
             for index, (_, _, checker) in enumerate(exercises_of(nbformat.read(path, as_version=4)))]


def test_the_exercises_are_found_in_every_notebook_that_has_them():
    per_notebook = Counter(path.name[:2] for path, _, _ in EXERCISES)
    assert {name: count for name, count in per_notebook.items() if name in {
        "02", "03", "04", "05", "06", "08", "09", "10", "11", "12"}} == {
        "02": 1, "03": 1, "04": 1, "05": 1, "06": 2, "08": 3, "09": 2, "10": 1, "11": 3, "12": 3}


@pytest.mark.parametrize("path, index, checker", EXERCISES,
                         ids=[f"{p.name[:2]}-{i + 1}-{getattr(c, '__name__', 'no checker')}"
                              for p, i, c in EXERCISES])
def test_the_student_copy_shows_none_of_the_answer(path, index, checker):
    """The answer's values are what the instructor lists (instructor/answer_reveals.py): the
    expected set of pruned leaves, a value, the winning move, the library's own code of the
    answer...; the student copy's sources, and its outputs once executed, show none of them."""
    assert checker is not None, f"exercise {index + 1} of {path.name} has no check cell after it"
    student, _ = executed_student(path)
    shown = {"source": "\n".join(cell.source for cell in student.cells),
             "outputs": "\n".join(_all_text(cell) for cell in student.cells)}
    for value in answer_values(checker):
        for where, text in shown.items():
            found = value.search(text) if hasattr(value, "search") else value in text
            assert not found, (f"the student copy of {path.name} shows {where} revealing "
                               f"{checker.__name__}'s answer: {getattr(value, 'pattern', value)!r}")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_no_figure_of_the_instructor_follows_a_check_in_the_student_copy(path):
    """After a check, up to the next exercise or heading, the student run draws nothing that the
    instructor edition draws (a recorded search with its pruned leaves, a solved tree)."""
    instructor = nbformat.read(path, as_version=4)
    student, _ = executed_student(path)
    student_cells = {cell.id: cell for cell in student.cells}
    checks = {check.id for _, check, _ in exercises_of(instructor) if check is not None}
    after_check = False
    for cell in instructor.cells:
        if cell.cell_type == "markdown" and re.search(r"^#|Exercise", cell.source, re.M):
            after_check = False
        if after_check and cell.id in student_cells:
            leaked = _images(cell) & _images(student_cells[cell.id])
            assert not leaked, f"cell {cell.id} of {path.name} draws the instructor's figure"
        after_check = after_check or cell.id in checks


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_stubs_keep_the_functions_docstring(path):
    instructor = nbformat.read(path, as_version=4)
    student = {cell.id: cell for cell in student_notebook(instructor)[0].cells}
    for cell, _, _ in exercises_of(instructor):
        docstrings = _docstrings(cell.source)
        assert docstrings and all(docstrings.values()), (
            f"every exercise function of {path.name} needs a docstring: {docstrings}")
        assert _docstrings(student[cell.id].source) == docstrings


def _docstrings(source):
    return {node.name: ast.get_docstring(node) for node in ast.walk(ast.parse(python_source(source)))
            if isinstance(node, ast.FunctionDef) and node.col_offset == 0}


def _all_text(cell):
    """Every text a code cell shows: streams, plain text, HTML, errors."""
    parts = []
    for output in cell.get("outputs", []):
        if output.output_type == "stream":
            parts.append(output.text)
        elif output.output_type == "error":
            parts.append(f"{output.ename}: {output.evalue}")
        else:
            parts += [str(output.data.get(kind, "")) for kind in ("text/plain", "text/html",
                                                                  "text/markdown")]
    return "\n".join(parts)


def _images(cell):
    return {output.data["image/png"] for output in cell.get("outputs", [])
            if "image/png" in output.get("data", {})}


# ----------------------------------------------------------------------
# No exercise's answer is on screen: the code a notebook displays is not an answer
# ----------------------------------------------------------------------
CODE_TOKEN = re.compile(r"\.?[A-Za-z_]\w*|\d+|==|!=|<=|>=|\*\*|//|->|\S")
ON_SCREEN = 0.5  # share of an answer's tokens found in long runs of one displayed source
RUN = 6          # tokens: shorter common runs (``for move in moves``) are idiom, not a copy


def code_tokens(source):
    """Tokens of Python `source` with comments dropped and local names as ``ID`` (attributes
    after a dot and keywords kept), so a renamed variable does not hide a copy."""
    import keyword
    import textwrap

    tokens = []
    for line in textwrap.dedent(source).splitlines():
        for token in CODE_TOKEN.findall(line.split("#", 1)[0]):
            if (token[0].isalpha() or token[0] == "_") and not keyword.iskeyword(token):
                token = "ID"
            tokens.append(token)
    return tokens


def share_on_screen(answer, displayed):
    """The share of `answer`'s tokens that `displayed` shows in common runs of `RUN` or more."""
    import difflib

    mine, shown = code_tokens(answer), code_tokens(displayed)
    blocks = difflib.SequenceMatcher(None, mine, shown, autojunk=False).get_matching_blocks()
    return sum(block.size for block in blocks if block.size >= RUN) / max(len(mine), 1)


def answers_and_displayed_sources(notebook):
    """The answer blocks of a notebook's exercises and the sources its cells display
    (`show_source` output: Markdown starting with a Python code fence), but for cells
    tagged "solution", which the student edition removes."""
    answers = []
    for cell in notebook.cells:
        if cell.cell_type == "code" and BEGIN in cell.source:
            lines = cell.source.splitlines()
            begins = [i for i, line in enumerate(lines) if BEGIN in line]
            ends = [i for i, line in enumerate(lines) if END in line]
            answers += ["\n".join(lines[b + 1:e]) for b, e in zip(begins, ends)]
    displayed = [output.data["text/markdown"].strip().removeprefix("```python").removesuffix("```")
                 for cell in notebook.cells if cell.cell_type == "code"
                 and "solution" not in cell.metadata.get("tags", [])  # not in the student copy
                 for output in cell.get("outputs", [])
                 if output.get("data", {}).get("text/markdown", "").startswith("```python")]
    return answers, displayed


def test_a_copied_answer_is_found_on_screen():
    """The check below can fail: notebook 08's former Exercise 2, threat-first ordering, was
    the displayed `threats_first` line for line (names changed); a fork finder is not."""
    from course_lib.solvers.move_ordering import _threats_first
    import inspect

    former = ("wins = game.winning_moves(state, player)\nif wins:\n"
              "    return wins + [move for move in moves if move not in wins]\n"
              "threats = game.winning_moves(state, game.get_opponent(player))\n"
              "blocks = [move for move in moves if move in threats]\n"
              "return blocks if blocks else list(moves)")
    assert share_on_screen(former, inspect.getsource(_threats_first)) > 0.8
    forks = ("forks = []\nfor move in game.get_valid_moves(state):\n"
             "    after = game.make_move(state, move, player)\n"
             "    if not game.is_terminal(after) and len(game.winning_moves(after, player)) > 1:\n"
             "        forks.append(move)\nreturn forks")
    assert share_on_screen(forks, inspect.getsource(_threats_first)) < ON_SCREEN


KNOWN_ON_SCREEN = {  # found by this test, not yet redesigned (strict: fixing one fails here)
    "03_two_move_game.ipynb": "a false positive: a four-leaf list answer matches two_move_game's "
                              "literal, not its reasoning",
    "12_games_of_chance.ipynb": "spot the mistake: the answer is the displayed aima_expect_minmax "
                                "with its two bugs fixed, by design",
}


@pytest.mark.parametrize("path", [
    pytest.param(path, marks=pytest.mark.xfail(strict=True, reason=KNOWN_ON_SCREEN[path.name]))
    if path.name in KNOWN_ON_SCREEN else path for path in NOTEBOOKS], ids=lambda p: p.name)
def test_no_displayed_source_is_an_answer(path):
    answers, displayed = answers_and_displayed_sources(nbformat.read(path, as_version=4))
    copies = [(answer.strip().splitlines()[0], round(share_on_screen(answer, source), 2),
               source.strip().splitlines()[0])
              for answer in answers for source in displayed
              if share_on_screen(answer, source) >= ON_SCREEN]
    assert not copies, f"{path.name}: answers shown on screen (answer, share, displayed source): {copies}"
