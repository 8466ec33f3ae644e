"""Student code run by a checker is contained, and every checker shows a readable verdict.

The containment (`course_lib.exercises.containment`): a time limit per check (by a
signal in the main thread, by a trace function elsewhere), every exception named
with the student's line, never a traceback, never a hung kernel. Then every
checker of the course against the same kinds of broken answers: raising,
looping, recursing forever, returning the wrong type, returning a generator.
"""

import itertools
import signal
import sys
import threading
import time
import fractions

import pytest

from course_lib.exercises import (CheckResult, ExerciseFailure, checker, contained,
                                  limit_mechanism, materialize, set_time_limit, time_limit)
from course_lib.exercises.alphabeta import check_alphabeta, check_pruned_leaves, exercise_tree
from course_lib.exercises.caching import check_symmetry_pruned_minimax
from course_lib.exercises.chance import check_chance_value, check_decisions
from course_lib.exercises.expect_minmax import check_expectiminimax
from course_lib.exercises.connect_four import check_evaluation, check_last_move_wins, check_mirror_moves
from course_lib.exercises.counting import check_symmetry_counts
from course_lib.exercises.mcts import check_backpropagate, check_select_child, check_win_in_one
from course_lib.exercises.minimax import check_minimax, check_two_move_leaf
from course_lib.exercises.solving import check_fork_moves, check_negamax_format, check_proof
from course_lib.exercises.verdict import WIDTH

from exercise_answers import prove_win
from answer_reveals import answer_values


# ----------------------------------------------------------------------
# Student code that goes wrong in every way
# ----------------------------------------------------------------------
def raising(*args):
    return {}["missing"]


def looping(*args):
    while True:
        pass


def recursing(*args):
    return recursing(*args)


def wrong_type(*args):
    return object()


def generating(*args):
    yield "a"


def stub(*args):
    """The student edition's exercise: the docstring and then the stub."""
    raise NotImplementedError


def swallowing(*args):
    """A loop that catches everything, even the first stop: stopped again a second later."""
    try:
        while True:
            pass
    except BaseException:
        pass
    while True:
        pass


# ----------------------------------------------------------------------
# The mechanism
# ----------------------------------------------------------------------
def line_of(function):
    return function.__code__.co_firstlineno + 1


def test_an_exception_is_named_with_the_students_line():
    with pytest.raises(ExerciseFailure) as failure:
        contained(raising, 1, what="your function")
    assert str(failure.value) == (
        f"your function raised KeyError: 'missing', at line {line_of(raising)} of "
        "test_exercise_containment.py, in raising: `return {}[\"missing\"]`")


def test_a_hint_is_added_by_exception_class_and_recursion_is_named():
    with pytest.raises(ExerciseFailure, match=r"raised KeyError: 'missing', .*: look it up first$"):
        contained(raising, hints={LookupError: "look it up first"})
    with pytest.raises(ExerciseFailure, match=r"^f never stops recursing \(RecursionError\), at line "
                                              r"\d+ of test_exercise_containment.py, in recursing: "
                                              r"`return recursing\(\*args\)`: does every call"):
        contained(recursing, what="f")


def test_not_implemented_passes_only_when_the_student_raises_it():
    with pytest.raises(NotImplementedError):
        contained(stub)
    from course_lib import GameTree

    def asks_the_library(tree):  # Game.winning_moves cannot answer for the player not to move
        return tree.winning_moves((), "O")

    with pytest.raises(ExerciseFailure, match="raised NotImplementedError: GameTree cannot list"):
        contained(asks_the_library, GameTree([[1, 2]]))


@pytest.mark.parametrize("student", [looping, swallowing], ids=["loop", "loop catching everything"])
def test_a_loop_is_stopped_in_the_main_thread_by_a_signal(student, short_time_limit):
    assert limit_mechanism() == "signal"
    started = time.monotonic()
    with pytest.raises(ExerciseFailure, match=r"ran for more than 0.2 s and was stopped, at line \d+ "
                                              rf"of test_exercise_containment.py, in {student.__name__}"):
        contained(student)
    assert time.monotonic() - started < 2.5
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)  # no alarm left behind
    assert signal.getsignal(signal.SIGALRM) == signal.SIG_DFL


def test_a_loop_catching_exception_cannot_swallow_the_stop(short_time_limit):
    def stubborn():
        while True:
            try:
                while True:
                    pass
            except Exception:
                pass

    with pytest.raises(ExerciseFailure, match="ran for more than 0.2 s"):
        contained(stubborn)


def test_in_another_thread_a_watchdog_stops_the_loop(short_time_limit):
    """Where no signal can reach (another thread; Windows, which has no SIGALRM)."""
    outcome = []

    def in_a_thread():
        outcome.append(limit_mechanism())
        for student in (looping, swallowing):
            try:
                contained(student)
            except ExerciseFailure as failure:
                outcome.append(str(failure))
        outcome.append(contained(sum, range(10)))  # no stop left pending for the next call

    thread = threading.Thread(target=in_a_thread, daemon=True)
    thread.start()
    thread.join(timeout=20)
    assert outcome[0] == "thread" and outcome[-1] == 45
    assert ["ran for more than 0.2 s and was stopped" in text for text in outcome[1:3]] == [True] * 2


def test_in_pyodide_a_trace_function_stops_the_loop_with_a_longer_budget(short_time_limit,
                                                                         monkeypatch):
    """Pyodide (the JupyterLite edition) has neither signals nor threads."""
    from course_lib.exercises.time_limits import TRACE_SLOWDOWN

    monkeypatch.setattr(sys, "platform", "emscripten")
    assert limit_mechanism() == "trace"
    started = time.monotonic()
    with pytest.raises(ExerciseFailure, match=r"ran for more than 0.6 s and was stopped, at line "
                                              r"\d+ of test_exercise_containment.py, in looping"):
        contained(looping)
    assert 0.6 <= time.monotonic() - started < 3 and TRACE_SLOWDOWN == 3
    assert sys.gettrace() is None


def test_an_alarm_set_by_someone_else_is_left_alone(short_time_limit):
    signal.signal(signal.SIGALRM, lambda *args: None)
    signal.setitimer(signal.ITIMER_REAL, 30)
    try:
        assert limit_mechanism() == "thread"
        with pytest.raises(ExerciseFailure, match="ran for more than 0.2 s"):
            contained(looping)
        assert 25 < signal.getitimer(signal.ITIMER_REAL)[0] <= 30
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, signal.SIG_DFL)


def test_where_a_debugger_traces_and_no_signal_can_help_there_is_no_limit(monkeypatch):
    def debugger(frame, event, arg):
        return None

    monkeypatch.setattr(sys, "platform", "emscripten")
    sys.settrace(debugger)
    try:
        assert limit_mechanism() == "none"
        assert contained(sum, [1, 2, 3]) == 6
        assert sys.gettrace() is debugger
    finally:
        sys.settrace(None)


def test_one_budget_for_all_the_calls_of_one_check(short_time_limit):
    calls = []

    def slow_forks(game, state, player):
        calls.append(1)
        time.sleep(0.02)
        return []

    started = time.monotonic()
    verdict = check_fork_moves(slow_forks)
    assert "your function ran for more than 0.2 s and was stopped" in verdict.message
    # one budget for the whole check: a budget per call would let all 4,520 positions run (90 s);
    # at most 0.2 s / 0.02 s = 10 calls fit (fewer on a busy machine, where setup takes its share)
    assert 1 <= len(calls) < 20 and time.monotonic() - started < 3


def test_the_time_limit_is_configurable_and_checked():
    assert time_limit() == 10.0
    assert set_time_limit(2) == 10.0 and time_limit() == 2.0
    assert set_time_limit(10) == 2.0
    for bad in (0, -1, "10", None, True):
        with pytest.raises(ValueError, match="the time limit is a positive number of seconds"):
            set_time_limit(bad)


def test_materialize_reads_a_generator_once_and_stops_an_endless_one():
    assert materialize(x for x in "abc") == ["a", "b", "c"]
    with pytest.raises(ExerciseFailure, match="yields more than 100,000 items: does it end?"):
        materialize(itertools.count())
    with pytest.raises(ExerciseFailure, match="should be a collection"):
        materialize(5)


# ----------------------------------------------------------------------
# The verdict
# ----------------------------------------------------------------------
def test_the_text_verdict_has_short_lines_that_never_break_a_word():
    message = ("on the pruning walkthrough tree your function visits leaf c2 (utility 4), which "
               "alpha-beta prunes: beta = 2 <= alpha = 3 at C: prune the remaining child c2. "
               "It searches too much. https://example.org/a/very/long/address/that/is/one/word")
    text = repr(CheckResult("Alpha-beta on explicit trees", "failed", message))
    lines = text.splitlines()
    assert lines[0] == "[NOT YET] Alpha-beta on explicit trees"
    assert all(line.startswith("    ") for line in lines[1:])
    assert all(len(line) <= WIDTH for line in lines if " " in line.strip())  # a single long word may exceed
    assert " ".join(line.strip() for line in lines[1:]) == message  # every word whole


def test_the_html_verdict_shows_three_distinct_badges():
    badges = {status: CheckResult("E <1>", status, "use `x < y`")._repr_html_()
              for status in ("passed", "failed", "not implemented")}
    colours = {status: CheckResult.COLORS[status] for status in badges}
    assert len(set(colours.values())) == 3
    for status, html in badges.items():
        assert f"background:{colours[status]}" in html and CheckResult.MARKS[status] in html
        assert "<b>E &lt;1&gt;</b>" in html and "<code>x &lt; y</code>" in html
        assert "word-break:normal" in html
    with pytest.raises(ValueError, match="status must be one of"):
        CheckResult("E", "maybe", "")


def test_a_check_that_did_not_foresee_an_answer_still_gives_a_verdict(capsys):
    @checker("demo")
    def check_length(answer):
        return f"length {len(contained(answer))}"

    verdict = check_length(lambda: 5)
    assert verdict.status == "failed"
    assert verdict.message.startswith("your answer could not be checked: TypeError: object of "
                                      "type 'int' has no len()")
    assert "Traceback" not in capsys.readouterr().out


# ----------------------------------------------------------------------
# Every checker, against every kind of broken answer
# ----------------------------------------------------------------------
CHECKS = {
    "two-move leaf": check_two_move_leaf,
    "minimax": check_minimax,
    "symmetry counts": lambda f: check_symmetry_counts(f, f),
    "symmetry-pruned minimax": check_symmetry_pruned_minimax,
    "pruned leaves": lambda f: check_pruned_leaves(exercise_tree(), f),
    "alpha-beta": check_alphabeta,
    "negamax format": check_negamax_format,
    "fork moves": check_fork_moves,
    "proof tree": check_proof,
    "UCB1": check_select_child,
    "back-propagation": check_backpropagate,
    "win in one": check_win_in_one,
    "chance value": check_chance_value,
    "expectiminimax": check_expectiminimax,
    "decisions": check_decisions,
    "Connect Four evaluation": check_evaluation,
    "mirror moves": check_mirror_moves,
    "last-move win check": check_last_move_wins,
}


def all_checkers():
    """Every checker of course_lib.exercises (a function made by `checker`), found by walking the package."""
    import importlib
    import pkgutil

    import course_lib.exercises as package

    found = set()
    for module in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
        for value in vars(importlib.import_module(module.name)).values():
            if callable(value) and hasattr(value, "refuses"):
                found.add(value)
    return found


def test_the_list_of_checkers_is_complete():
    """A new checker joins CHECKS (and so the broken-answer test) or this fails."""
    listed = {getattr(check, "__wrapped__", None) or check for check in CHECKS.values()}
    listed |= {check_symmetry_counts, check_pruned_leaves}  # listed through an adapter above
    missing = {check.__name__ for check in all_checkers()} - {check.__name__ for check in listed}
    assert not missing, f"add these checkers to CHECKS: {sorted(missing)}"


@pytest.mark.parametrize("check", CHECKS.values(), ids=CHECKS.keys())
def test_every_checker_contains_every_kind_of_broken_answer(check, short_time_limit, capsys):
    set_time_limit(1.0)  # not 0.2 s: on a loaded machine a recursion can take that long to fail
    started = time.monotonic()
    verdicts = {student.__name__: check(student)
                for student in (raising, looping, recursing, wrong_type, generating, stub)}
    assert time.monotonic() - started < 15  # 1 s per loop, never a hung kernel
    assert verdicts.pop("stub").status == "not implemented"
    assert all(v.status == "failed" for v in verdicts.values()), verdicts
    assert "raised KeyError: 'missing', at line" in verdicts["raising"].message
    assert "in raising: `return {}[\"missing\"]`" in verdicts["raising"].message
    assert "ran for more than 1 s and was stopped" in verdicts["looping"].message
    assert "never stops recursing (RecursionError)" in verdicts["recursing"].message
    assert "could not be checked" not in verdicts["wrong_type"].message  # foreseen: a clear message
    assert "Traceback" not in capsys.readouterr().out


def revealed(check, text):
    """The answer values of `check` (instructor/answer_reveals.py) that `text` shows."""
    return [value for value in answer_values(check)
            if (value.search(text) if hasattr(value, "search") else value in text)]


_DECIDED = {"minimax values": {"A": -10, "B": 1, "C": 0},  # the decision exercise's right answer
            "expectimax values": {"A": fractions.Fraction(17, 4), "B": fractions.Fraction(3, 2),
                                  "C": fractions.Fraction(3, 2)},
            "minimax": "B", "expectimax": "A", "q": fractions.Fraction(1, 5)}


def test_wrong_answers_get_a_hint_never_the_answer():
    from fractions import Fraction

    wrong = {
        check_two_move_leaf: [[[3, 5], [9, 9]], [[3, 5], [9, 1]], [[1, 5], [2, 1]], [[3, 5], [2, 1]],
                              [[3, 5], [2, -9]], None],
        check_chance_value: [{"MIN values": [2, 4, 1], "A": a, "p": Fraction(11, 18)}
                             for a in (Fraction(7, 3), Fraction(13, 18), 4, 1, 0, 2.1, "2")]
        + [{"MIN values": [2, 4, 1], "A": Fraction(13, 6), "p": p} for p in (Fraction(2, 9), Fraction(1, 2), 0, 1, 2)]
        + [{"MIN values": m, "A": Fraction(13, 6), "p": Fraction(11, 18)}
           for m in ([8, 4, 1], [2, 6, 1], [2, 4, 9], [5, 4, 1], [2, 4], None)]
        + [Fraction(13, 6), {"A": Fraction(13, 6), "p": Fraction(11, 18)},
           {"MIN values": [2, 4, 1], "A": Fraction(13, 6)}, {"MIN values": [2, 4, 1], "A": Fraction(7, 3)}],
        check_decisions: [{**_DECIDED, "minimax": a, "expectimax": b} for a in "ABC" for b in "ABC"
                          if (a, b) != ("B", "A")]
        + [{**_DECIDED, "q": q} for q in (Fraction(2, 5), Fraction(4, 5), 0, 1, 0.5)]
        + [{**_DECIDED, "minimax values": {"A": -10, "B": 2, "C": 0}},
           {**_DECIDED, "minimax values": {"A": Fraction(17, 4), "B": 1, "C": 0}},
           {**_DECIDED, "expectimax values": {"A": 17, "B": Fraction(3, 2), "C": Fraction(3, 2)}},
           {**_DECIDED, "expectimax values": {"A": -10, "B": Fraction(3, 2), "C": Fraction(3, 2)}}]
        + [("B", "A"), {key: value for key, value in _DECIDED.items() if key != "q"}],
        check_proof: [((2, 0), {}), ((0, 0), {(0, 1): (2, 0)}), ((1, 1), {}),
                      ((0, 0), {(0, 1): (1, 1), (2, 0): (0, 1), (2, 1): (0, 1), (2, 2): (0, 1)})],
    }
    for check, answers in wrong.items():
        assert answer_values(check), check.__name__
        for answer in answers:
            verdict = check(lambda *position: answer)
            assert verdict.status == "failed" and not revealed(check, verdict.message), (
                check.__name__, answer, verdict.message)
        right = {check_two_move_leaf: [[0, 5], [2, 1]],
                 check_chance_value: {"MIN values": [2, 4, 1], "A": Fraction(13, 6), "p": Fraction(11, 18)},
                 check_decisions: _DECIDED,
                 check_proof: ((0, 0), {(0, 1): (2, 0), (2, 0): (0, 1), (2, 1): (0, 1),
                                        (2, 2): (0, 1)})}[check]
        answer = prove_win if check is check_proof else (lambda *position: right)
        passed = check(answer)  # the values do describe the answer: it reveals them
        assert passed.passed and (revealed(check, passed.message) or check is check_two_move_leaf)


def test_every_checker_says_what_would_reveal_its_answer():
    for check in all_checkers():
        values = answer_values(check)
        assert all(isinstance(v, str) or hasattr(v, "search") for v in values), check.__name__


def test_no_checker_hands_out_what_reveals_its_answer():
    """The answer values are the instructor's (instructor/answer_reveals.py), not an attribute a
    student finds by Tab completion on the checker it calls."""
    for check in all_checkers():
        assert not any("answer" in name or "reveal" in name for name in dir(check)
                       if not name.startswith("__")), check.__name__
