"""`show_source`: the library's own code displayed in a notebook."""

import inspect


def show_source(obj):
    """Display the source code of a class or function of `course_lib` in a notebook.

    Notebooks show the library's own code this way, so the slide and the code
    that runs can never disagree (design principle 3). Outside IPython, prints it.
    """
    source = inspect.getsource(obj)
    try:
        from IPython.display import Markdown, display
    except ImportError:  # pragma: no cover - IPython is a dependency of jupyterlab
        print(source)
        return
    display(Markdown(f"```python\n{source.rstrip()}\n```"))
