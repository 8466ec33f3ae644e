"""A lecture build (the student run behind `make slides` and `make site`) fails on any error but a stub's.

An exercise stub raises `NotImplementedError` until a student answers, so that
error is what a student copy is expected to show; any other error output (a
package the build did not install, a broken cell) would put a traceback on a
deck or a web page, so the run raises `LectureBuildError` naming the cell.
"""

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

from course_lib.course.student_edition import LectureBuildError, execute_student_copy, unexpected_errors


def notebook_of(*sources):
    return new_notebook(cells=[new_markdown_cell("# A lecture")] + [new_code_cell(s) for s in sources])


def test_a_stub_error_is_expected(tmp_path):
    notebook = execute_student_copy(notebook_of("1 + 1", "raise NotImplementedError"), tmp_path)
    assert [o["ename"] for o in notebook.cells[2].outputs] == ["NotImplementedError"]
    assert unexpected_errors(notebook) == []


def test_a_missing_package_fails_the_build_naming_the_cell(tmp_path):
    notebook = notebook_of("raise NotImplementedError", "import not_an_installed_package_xyz", "2 + 2")
    with pytest.raises(LectureBuildError, match=r"13_x\.ipynb .*cell 2: ModuleNotFoundError: No module "
                                                r"named 'not_an_installed_package_xyz'"):
        execute_student_copy(notebook, tmp_path, name="13_x.ipynb")
    assert notebook.cells[3].outputs[0]["data"]["text/plain"] == "4"  # the run went on to the end


def test_unexpected_errors_lists_every_other_error():
    notebook = nbformat.from_dict(notebook_of("a", "b"))
    notebook.cells[1].outputs = [nbformat.v4.new_output("error", ename="NameError", evalue="name 'a'",
                                                        traceback=[])]
    notebook.cells[2].outputs = [nbformat.v4.new_output("error", ename="NotImplementedError", evalue="",
                                                        traceback=[])]
    assert unexpected_errors(notebook) == [(1, "NameError: name 'a'")]
