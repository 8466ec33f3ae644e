"""The API pages render every docstring as written: what the site's napoleon makes of it is
reStructuredText docutils reads without a complaint.

Some docstrings render wrongly with no warning from `make site`: napoleon reads every
paragraph after a numpy ``Parameters`` section as more parameters (a paragraph "Raises
ValueError for ..." became the parameter "Raises ValueError for ..."), and a plural after a
reference (`Name`s) joins it to the next reference. So, for every module of `course_lib`
(each page of the site) and every public class, function and method a module defines (not
its re-exports, documented where they are defined), the docstring goes through napoleon with
the site's settings (docs/conf.py) and docutils, and

- docutils reports nothing (no warning, no error);
- no parameter or attribute napoleon found has a space in its name (a sentence read as one);
- no reference swallowed the text up to the next one (a backtick inside a reference).

Sphinx (napoleon, its mock) comes with the `dev` extra that `make test` installs.
"""

import ast
import importlib
import inspect
import io
import pkgutil
import re
import sys
from pathlib import Path

import pytest

from docutils import nodes
from docutils.core import publish_doctree
from docutils.parsers.rst import Directive, directives, roles
from sphinx.ext.autodoc.mock import mock
from sphinx.ext.napoleon import Config
from sphinx.ext.napoleon.docstring import GoogleDocstring, NumpyDocstring
from sphinx.util.docutils import docutils_namespace

import course_lib

CONF = Path(__file__).resolve().parent.parent / "docs" / "conf.py"


def site_settings():
    """The napoleon_* and autodoc_mock_imports settings of docs/conf.py, read with `ast`:
    importing conf.py would copy the lecture notebooks (and fail without them)."""
    settings = {}
    for node in ast.parse(CONF.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 \
                and isinstance(node.targets[0], ast.Name):
            name = node.targets[0].id
            if name.startswith("napoleon_") or name == "autodoc_mock_imports":
                settings[name] = ast.literal_eval(node.value)
    return settings


SETTINGS = site_settings()
MOCKED = SETTINGS.pop("autodoc_mock_imports", [])
NAPOLEON = Config(**SETTINGS)


def import_module(name):
    """Import `name`; if it needs a package conf.py mocks (nbgrader), import it as the site's
    build does, with that package mocked, then forget it and every module imported with it,
    so that no other test finds a module built on mocks."""
    try:
        return importlib.import_module(name)
    except ImportError as error:
        if (error.name or "").split(".")[0] not in MOCKED:
            raise
    before = set(sys.modules)
    with mock(MOCKED):
        module = importlib.import_module(name)
    for new in sorted(set(sys.modules) - before, reverse=True):
        if new.startswith("course_lib."):
            del sys.modules[new]
            parent, _, child = new.rpartition(".")
            if hasattr(sys.modules.get(parent), child):
                delattr(sys.modules[parent], child)
    return module


def raise_error(name):
    """pkgutil's onerror: a package that does not import is an error, not a skipped page."""
    raise  # the ImportError being handled


def documented():
    """``(name, objtype, object)`` for each docstring of the API pages, as autodoc names them:
    modules (not private ones, which autosummary leaves out), then the public classes and
    functions each defines, and their public methods and properties."""
    seen = set()
    for info in pkgutil.walk_packages(course_lib.__path__, "course_lib.", onerror=raise_error):
        if any(part.startswith("_") for part in info.name.split(".")):
            continue
        module = import_module(info.name)
        yield info.name, "module", module
        for name, obj in vars(module).items():
            if name.startswith("_") or getattr(obj, "__module__", None) != info.name \
                    or id(obj) in seen:
                continue
            seen.add(id(obj))
            if inspect.isfunction(obj):
                yield f"{info.name}.{name}", "function", obj
            elif inspect.isclass(obj):
                kind = "exception" if issubclass(obj, BaseException) else "class"
                yield f"{info.name}.{name}", kind, obj
                yield from members(f"{info.name}.{name}", obj)


def members(prefix, cls):
    """The public methods and properties `cls` defines."""
    for name, member in vars(cls).items():
        if name.startswith("_"):
            continue
        if isinstance(member, (staticmethod, classmethod)):
            member = member.__func__
        if inspect.isfunction(member):
            yield f"{prefix}.{name}", "method", member
        elif isinstance(member, property):
            yield f"{prefix}.{name}", "property", member


def napoleon_lines(docstring, objtype, name, obj):
    """The reStructuredText napoleon makes of `docstring`: numpy style, then google style, in
    the order of sphinx.ext.napoleon._process_docstring."""
    lines = docstring.splitlines() + [""]
    if NAPOLEON.napoleon_numpy_docstring:
        lines = NumpyDocstring(lines, NAPOLEON, None, objtype, name, obj).lines()
    if NAPOLEON.napoleon_google_docstring:
        lines = GoogleDocstring(lines, NAPOLEON, None, objtype, name, obj).lines()
    return lines


class AnyOption(dict):
    """An option_spec that takes any option (``:no-index:``, ``:type:``...) as text."""

    def __missing__(self, key):
        return directives.unchanged


class SphinxDirective(Directive):
    """A directive of Sphinx's that napoleon writes (``.. attribute::``, ``.. seealso::``...),
    unknown to docutils: its content is parsed, so its own problems are still reported."""

    optional_arguments = 1
    final_argument_whitespace = True
    option_spec = AnyOption(type=directives.unchanged)
    has_content = True

    def run(self):
        node = nodes.container()
        self.state.nested_parse(self.content, self.content_offset, node)
        return [node]


class SphinxLiteralDirective(SphinxDirective):
    """``.. code-block::`` and ``.. index::``: content that is not reStructuredText."""

    def run(self):
        return [nodes.literal_block("\n".join(self.content), "\n".join(self.content))]


def sphinx_role(name, rawtext, text, lineno, inliner, options=None, content=None):
    """A role of Sphinx's Python domain (``:obj:`name```, napoleon's "See Also")."""
    return [nodes.literal(rawtext, text)], []


SPHINX_DIRECTIVES = {"attribute": SphinxDirective, "method": SphinxDirective,
                     "seealso": SphinxDirective, "todo": SphinxDirective,
                     "code-block": SphinxLiteralDirective, "index": SphinxLiteralDirective}
SPHINX_ROLES = ["obj", "class", "func", "meth", "exc", "attr", "data", "const", "mod"]


def parse(text, name):
    """The doctree of `text` and what docutils reported while reading it."""
    stream = io.StringIO()
    tree = publish_doctree(text, source_path=name, settings_overrides={
        "report_level": 2, "halt_level": 5, "warning_stream": stream})
    return tree, stream.getvalue()


@pytest.fixture(scope="module")
def rendered():
    """``{name: (napoleon's lines, doctree, docutils' report)}`` for every documented object."""
    result = {}
    with docutils_namespace():
        for directive_name, directive in SPHINX_DIRECTIVES.items():
            directives.register_directive(directive_name, directive)
        for role in SPHINX_ROLES:
            roles.register_local_role(role, sphinx_role)
            roles.register_local_role(f"py:{role}", sphinx_role)
        for name, objtype, obj in documented():
            docstring = inspect.getdoc(obj)  # inherited where the object has none, as autodoc
            if docstring:
                lines = napoleon_lines(docstring, objtype, name, obj)
                result[name] = (lines, *parse("\n".join(lines), name))
    return result


def test_every_page_is_read(rendered):
    """The walk finds modules, classes, functions, methods and properties in subpackages."""
    assert {"course_lib.games.tictactoe", "course_lib.games.tictactoe.TicTacToe",
            "course_lib.games.tictactoe.TicTacToe.make_move",
            "course_lib.analysis.proof_trees.strategy_tree",
            "course_lib.solvers.connect_four.solver.ConnectFourSolver",
            "course_lib.course.grading"} <= set(rendered)


def test_docutils_reports_nothing(rendered):
    """No warning or error (line numbers are those of napoleon's output)."""
    problems = []
    for name, (_, tree, report) in rendered.items():
        messages = [message for message in tree.findall(nodes.system_message)
                    if message["level"] >= 2]
        if messages or report:
            problems.append(report.strip() or "\n".join(m.astext() for m in messages))
    assert not problems, "\n".join(problems)


FIELD_NAME = re.compile(r"(?::param|:keyword|\.\. attribute::) (.*?)(?::(?:\s|$)|$)")


def test_no_sentence_is_read_as_a_parameter(rendered):
    """A paragraph after a numpy section (Parameters, Attributes...) is still the section for
    napoleon, which makes each of its lines a parameter (or attribute): move it before the
    section."""
    problems = []
    for name, (lines, _, _) in rendered.items():
        for line in lines:
            field = FIELD_NAME.match(line.strip())  # "width, height": two attributes' names
            if field and any(" " in part.strip() for part in field.group(1).split(",")):
                problems.append(f"{name}: {line.strip()}")
    assert not problems, "\n".join(problems)


def test_no_reference_runs_into_the_next(rendered):
    """`Name`s is no reference followed by "s": rST closes a reference only before a space or
    punctuation, so it runs to the end of the next one (write `Name` objects)."""
    problems = []
    for name, (_, tree, _) in rendered.items():
        for reference in tree.findall(nodes.title_reference):
            if "`" in reference.astext():
                problems.append(f"{name}: `{reference.astext()}`")
    assert not problems, "\n".join(problems)
