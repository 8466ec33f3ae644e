"""What an answer may use, said in the release when the task text does not say it.

A release must be doable from the release alone: when the reference answer of an
exercise calls methods of its arguments (``tree.is_chance(state)``) or uses names it
imports (``CHANCE``) that its task text never mentions, the assignment gets a locked
cell just above the answer listing them, with the first line of their docstrings: the
interface the answer needs, never the answer.
"""

import ast
import inspect

from ..games.base import Game
from ..games.tree import GameTree
from ..solvers.mcts_tree import MCTSNode
from .exercise_cells import python_source

DOCUMENTED = {"tree": GameTree, "game": Game, "node": MCTSNode}  # an argument's name -> where its methods are


def api_text(answer_source, task_text):
    """Markdown listing what the answer in `answer_source` uses that `task_text` does not name, or None."""
    tree = ast.parse(python_source(answer_source))
    function = next((node for node in tree.body if isinstance(node, ast.FunctionDef)), None)
    if function is None:
        return None
    parameters = {argument.arg for argument in function.args.args}
    calls = sorted({(node.func.value.id, node.func.attr) for node in ast.walk(function)
                    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and isinstance(node.func.value, ast.Name) and node.func.value.id in parameters})
    imported = sorted({alias.asname or alias.name for node in tree.body if isinstance(node, ast.ImportFrom)
                       and (node.module or "").startswith("course_lib") for alias in node.names
                       if not alias.name.startswith("check_")})
    lines = [f"- `{owner}.{name}{_signature(owner, name)}`{_doc(owner, name)}" for owner, name in calls
             if name not in task_text]
    lines += [f"- `{name}` (imported in the answer cell)" for name in imported if name not in task_text]
    if not lines:
        return None
    return "**What your answer may use** (besides what the task names):\n\n" + "\n".join(lines)


def _method(owner, name):
    method = getattr(DOCUMENTED.get(owner), name, None)
    return method if callable(method) else None


def _signature(owner, name):
    method = _method(owner, name)
    if method is None:
        return "(...)"
    parameters = [p for p in inspect.signature(method).parameters if p != "self"]
    return f"({', '.join(parameters)})"


def _doc(owner, name):
    method = _method(owner, name)
    first = (inspect.getdoc(method) or "").splitlines()[:1] if method else []
    return f": {first[0]}" if first else ""
