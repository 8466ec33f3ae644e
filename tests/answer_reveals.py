"""The instructor's list of what reveals each exercise's answer (instructor/answer_reveals.py),
loaded by path like the hidden cases: it is not in the course_lib wheel."""

from pathlib import Path

from course_lib.course.hidden_case_files import hidden_cases_module

REVEALS = hidden_cases_module(Path(__file__).resolve().parent.parent / "instructor" / "answer_reveals.py")
answer_values = REVEALS.answer_values
