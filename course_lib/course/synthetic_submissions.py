"""Synthetic submissions of an assignment, of every kind a class hands in, for tests and benchmarks.

`submission(kind, source, released)` fills the released notebook as a student of
that `kind` would, from the assignment's source notebook (its answers):

* ``correct``: every answer; ``empty``: the released notebook as is;
* ``wrong``: every answer function returns None; ``partial``: the first answer
  right, the others wrong; ``crashing``: every answer raises ZeroDivisionError;
* ``looping``: the first answer right, the last answer's cell loops forever at its
  top level behind a bare ``except:`` (it swallows the interrupt);
* ``os_exit``: the first answer right, the last one calls ``os._exit(1)`` (the kernel dies);
* ``sys_exit``: the last answer calls ``sys.exit(3)``; ``megabytes``: it is right but prints 20 MB;
* ``tampered``: the first answer wrong and its test cell replaced by ``pass``, the
  others right; ``deleted``: the same with that test cell deleted;
* ``invalid_json``: the notebook's JSON cut in the middle (returned as text).

Returns a notebook, or a string for ``invalid_json``.
"""

import copy
import re

import nbformat

KINDS = ["correct", "empty", "wrong", "partial", "crashing", "looping", "os_exit", "sys_exit",
         "megabytes", "tampered", "deleted", "invalid_json"]
_BLOCK = re.compile(r"^([ \t]*)### BEGIN SOLUTION\n.*?^[ \t]*### END SOLUTION\n?", re.S | re.M)
_BODIES = {
    "wrong": "return None",
    "crashing": "return 1 / 0",
    "os_exit": "import os\n{indent}os._exit(1)",
    "sys_exit": "import sys\n{indent}sys.exit(3)",
}
_FLOOD = (r"\1if not globals().get('_flooded'):\n\1    globals()['_flooded'] = True\n"
          r"\1    print('x' * 20_000_000)")
_LOOP = "\n\nwhile True:  # never ends; the bare except swallows the interrupt\n    try:\n" \
        "        sum(range(10**6))\n    except:  # noqa: E722\n        pass\n"


def _answers(notebook):
    return [cell for cell in notebook.cells if cell.metadata.get("nbgrader", {}).get("solution")]


def _tests(notebook):
    return [cell for cell in notebook.cells if cell.metadata.get("nbgrader", {}).get("grade")]


def _replace_block(source, body):
    return _BLOCK.sub(lambda m: m.group(1) + body.format(indent=m.group(1)) + "\n", source)


def submission(kind, source, released):
    """Return the `kind` of submission (see the module docstring) of the assignment whose source
    notebook is `source` and released notebook `released` (nbformat notebooks, not modified)."""
    if kind not in KINDS:
        raise ValueError(f"unknown kind of submission {kind!r}: one of {', '.join(KINDS)}")
    notebook = copy.deepcopy(released)
    if kind == "empty":
        return notebook
    if kind == "invalid_json":
        text = nbformat.writes(notebook)
        return text[:len(text) // 2]
    right = [cell.source for cell in _answers(source)]
    answers = _answers(notebook)
    wrong = [_replace_block(text, _BODIES["wrong"]) for text in right]
    chosen = {"correct": right, "wrong": wrong, "partial": right[:1] + wrong[1:],
              "crashing": [_replace_block(text, _BODIES["crashing"]) for text in right]}.get(kind)
    if chosen is None:
        chosen = list(right)
        if kind in ("tampered", "deleted"):
            chosen[0] = wrong[0]
        elif kind == "looping":
            chosen[-1] = right[-1] + _LOOP
        elif kind == "megabytes":  # right, but printing 20 MB at its first call
            chosen[-1] = re.sub(r"^([ \t]*)(### BEGIN SOLUTION)", r"\1\2\n" + _FLOOD, right[-1],
                                count=1, flags=re.M)
        else:
            chosen[-1] = _replace_block(right[-1], _BODIES[kind])
    for cell, text in zip(answers, chosen):
        cell.source = text
    if kind == "tampered":
        _tests(notebook)[0].source = "pass"
    elif kind == "deleted":
        notebook.cells.remove(_tests(notebook)[0])
    return notebook


def write_submission(kind, source, released, path):
    """Write the `kind` of submission to `path` (a .ipynb file; its folder is created)."""
    made = submission(kind, source, released)
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(made, str):
        path.write_text(made)
    else:
        nbformat.write(made, path)
