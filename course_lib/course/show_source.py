"""`show_source`: the library's own code displayed in a notebook."""

import textwrap

from ..answer_guard import library_source


def show_source(obj, start=None, lines=None):
    """Display the source code of a class or function of `course_lib` in a notebook.

    Notebooks show the library's own code this way, so the slide and the code
    that runs can never disagree (design principle 3). Outside IPython, prints it.

    With `start` or `lines`, show an excerpt instead, dedented, so a slide can
    show the few lines of a long function it talks about: from the first line
    that contains the text `start` (the source's first line when `start` is
    None), `lines` lines (to the end when `lines` is None). Raises `ValueError`
    when no line contains `start`, or `lines` is not a positive int.
    """
    source = library_source(obj)
    if start is not None or lines is not None:
        source = _excerpt(source, start, lines, getattr(obj, "__qualname__", repr(obj)))
    try:
        from IPython.display import Markdown, display
    except ImportError:  # pragma: no cover - IPython is a dependency of jupyterlab
        print(source)
        return
    display(Markdown(f"```python\n{source.rstrip()}\n```"))


def _excerpt(source, start, lines, name):
    if lines is not None and (isinstance(lines, bool) or not isinstance(lines, int) or lines < 1):
        raise ValueError(f"lines must be a positive int or None, got {lines!r}")
    all_lines = source.splitlines()
    first = 0 if start is None else next((i for i, line in enumerate(all_lines) if start in line), None)
    if first is None:
        raise ValueError(f"no line of {name}'s source contains {start!r}")
    end = None if lines is None else first + lines
    return textwrap.dedent("\n".join(all_lines[first:end]))
