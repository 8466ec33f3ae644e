"""show_source: whole objects and excerpts of the library's code, as notebooks display them."""

import pytest

from course_lib import MinimaxSolverV1
from course_lib.course import show_source


@pytest.fixture
def shown(monkeypatch):
    """What show_source hands to IPython's display: the Markdown text."""
    displayed = []
    monkeypatch.setattr("IPython.display.display", lambda obj: displayed.append(obj.data))
    return displayed


def test_whole_source_as_a_python_block(shown):
    show_source(MinimaxSolverV1._minimax)
    assert shown[0].startswith("```python\n    def _minimax(") and shown[0].endswith("\n```")


def test_excerpt_starts_at_the_first_matching_line_and_is_dedented(shown):
    show_source(MinimaxSolverV1._minimax, start="if maximizing", lines=2)
    body = shown[0].removeprefix("```python\n").removesuffix("\n```").splitlines()
    assert len(body) == 2 and body[0].startswith("if maximizing")


def test_lines_alone_show_the_first_lines_dedented(shown):
    show_source(MinimaxSolverV1._minimax, lines=4)
    body = shown[0].removeprefix("```python\n").removesuffix("\n```").splitlines()
    assert len(body) == 4 and body[0].startswith("def _minimax(") and body[3].startswith("    `move` is None")


@pytest.mark.parametrize("start, lines, message", [
    ("no such line anywhere", None, "no line of MinimaxSolverV1._minimax's source contains"),
    ("if maximizing", 0, "lines must be a positive int"),
    ("if maximizing", True, "lines must be a positive int"),
    (None, -2, "lines must be a positive int"),
])
def test_bad_excerpts_are_named(start, lines, message):
    with pytest.raises(ValueError, match=message):
        show_source(MinimaxSolverV1._minimax, start=start, lines=lines)
