"""The play board: `PlaySession` (the logic) and `PlayBoard` (the ipywidgets wiring).

Handlers are called directly (ipywidgets swallows exceptions in on_click
handlers), then the session and the widgets' descriptions/status are checked.
"""

import pytest

from course_lib import (DepthLimitedMinimaxSolver, ExpectimaxSolver, ExpectiminimaxSolver, GameTree,
                        MinimaxAlphaBetaSolver, MinimaxAlphaBetaSolverV1, MinimaxSolver,
                        MinimaxSolverV1, NegamaxAlphaBetaSolver, NegamaxSolver, RandomSolver,
                        Solver, StarMinimaxSolver, TicTacToe)
from course_lib.widgets import PlayBoard, PlaySession, full_search_refusal, play_against
from course_lib.widgets.board import CELL_CLASSES, HINT_COLOR, MARK_COLORS
from course_lib.widgets.board_controls import LIVE_END, LIVE_START
from course_lib.widgets.solver_guard import TimeLimitExceeded, time_limit
from conftest import ScribblingSolver, board


def status(board):
    """The status line's text inside its live region (BoardControls wraps it in one)."""
    value = board.status.value
    assert value.startswith(LIVE_START) and value.endswith(LIVE_END), value
    return value[len(LIVE_START):-len(LIVE_END)]


class ScriptedSolver(Solver):
    """Plays the given moves in order (None, illegal moves, or an exception to raise)."""

    def __init__(self, *moves):
        self.moves = list(moves)
        self.resets = 0
        self.heard = []

    def select_move(self, game, state, player):
        move = self.moves.pop(0)
        if isinstance(move, Exception):
            raise move
        return move

    def reset(self):
        self.resets += 1

    def opponent_played(self, move):
        self.heard.append(move)


def descriptions(widget):
    """The text on each row of buttons, "." for an empty cell (a non-breaking space, never "")."""
    assert all(button.description for row in widget.cells for button in row), "an empty description"
    return ["".join(button.description.replace("\u00a0", ".") for button in row)
            for row in widget.cells]


def marks(session):
    return ["".join(str(cell) if cell != " " else "." for cell in row) for row in session.state]


# ----------------------------------------------------------------------
# PlaySession: the logic
# ----------------------------------------------------------------------
def test_minimax_as_x_opens_at_once_in_the_corner(game):
    session = PlaySession(game, MinimaxSolverV1(), human="O")
    # Every opening is worth 0; ties keep the first move in row-major order.
    assert session.moves == [("X", (0, 0))]
    assert marks(session) == ["X..", "...", "..."]
    assert session.human_to_move
    assert session.status_text() == "MinimaxSolverV1 (X) played (0, 0). Your turn: you play O."


def test_a_click_is_answered_by_the_solver(game):
    session = PlaySession(game, MinimaxSolver(), human="O")
    assert session.click(1, 1) is True
    assert session.moves == [("X", (0, 0)), ("O", (1, 1)), ("X", (0, 1))]
    assert marks(session) == ["XX.", ".O.", "..."]
    assert len(session.history) == 4 and session.history[-1] is session.state
    assert session.status_text() == "MinimaxSolver (X) played (0, 1). Your turn: you play O."


def test_human_x_moves_first_and_the_solver_is_told_of_each_move(game):
    solver = ScriptedSolver((1, 1), (0, 1))
    session = PlaySession(game, solver, human="X")
    assert session.moves == [] and session.status_text() == "Your turn: you play X."
    session.click(0, 0)
    session.click(2, 2)
    assert solver.heard == [(0, 0), (2, 2)]
    assert marks(session) == ["XO.", ".O.", "..X"]


def test_occupied_cell_is_ignored_with_a_message(game):
    session = PlaySession(game, MinimaxSolver(), human="O")
    before = session.state.copy()
    assert session.click(0, 0) is False
    assert (session.state == before).all() and len(session.moves) == 1
    assert session.message == "Cell (0, 0) is taken: pick an empty cell."
    assert session.status_text().endswith("Your turn: you play O. Cell (0, 0) is taken: pick an empty cell.")
    session.click(1, 1)
    assert session.message == ""  # a legal move clears the message


@pytest.mark.parametrize("move, fragment", [
    ((3, 0), "Move (3, 0) ignored: move (3, 0) by 'O': cell off the 3x3 board"),
    ((-1, 2), "cell off the 3x3 board"),
    (("a", 0), "a move is a (row, col) pair of integers"),
])
def test_off_board_or_malformed_click_is_ignored(game, move, fragment):
    session = PlaySession(game, MinimaxSolver(), human="O")
    assert session.click(*move) is False
    assert fragment in session.message and len(session.moves) == 1


def test_minimax_wins_against_a_careless_player_and_clicks_after_the_end_are_ignored(game):
    session = PlaySession(game, MinimaxSolver(), human="O")
    for move in [(1, 0), (2, 2)]:
        assert session.click(*move)
    assert marks(session) == ["XXX", "O..", "..O"]
    assert session.is_over and not session.human_to_move
    assert session.status_text() == ("MinimaxSolver (X) played (0, 2). "
                                     "Game over: MinimaxSolver wins (X). Press New game to play again.")
    assert session.click(1, 1) is False
    assert session.message == "The game is over: press New game."
    assert len(session.moves) == 5


def test_following_the_hints_draws_against_minimax(game):
    session = PlaySession(game, MinimaxSolver(), human="O")
    while not session.is_over:
        hints = session.hint_values()
        drawing = [move for move, value in hints.items() if value == 0]
        assert drawing, f"no drawing move in\n{game.board_text(session.state)}"
        session.click(*drawing[0])
    assert game.evaluate(session.state) == 0
    assert session.status_text().endswith("Game over: draw. Press New game to play again.")
    assert len(session.moves) == 9


def test_hint_values_are_the_minimax_values_of_the_children(game):
    session = PlaySession(game, MinimaxSolver(), human="O")
    session.click(1, 1)  # X X . / . O . / . . .  : only blocking at (0, 2) holds the draw
    assert session.hint_values() == {(0, 2): 0, (1, 0): 1, (1, 2): 1, (2, 0): 1, (2, 1): 1, (2, 2): 1}
    assert isinstance(session.hint_solver, MinimaxSolver)  # the default: memoized minimax
    plain = PlaySession(game, MinimaxSolver(), human="O", hint_solver=MinimaxSolverV1())
    plain.click(1, 1)
    assert plain.hint_values() == session.hint_values()


def test_hints_use_the_given_hint_solver_and_are_empty_when_the_game_is_over(game):
    class Constant(MinimaxSolverV1):
        def minimax_value(self, game, state, player):
            return 7

    session = PlaySession(game, ScriptedSolver((0, 1)), human="X", hint_solver=Constant())
    assert session.hint_values() == {move: 7 for move in game.get_valid_moves(game.initial_state())}
    won = PlaySession(game, ScriptedSolver((1, 0), (1, 1)), human="X")
    for move in [(0, 0), (0, 1), (0, 2)]:
        won.click(*move)
    assert won.is_over and won.hint_values() == {}


def test_the_human_wins_and_undo_takes_back_only_the_winning_move(game):
    session = PlaySession(game, ScriptedSolver((1, 0), (1, 1)), human="X")
    for move in [(0, 0), (0, 1), (0, 2)]:
        session.click(*move)
    assert marks(session) == ["XXX", "OO.", "..."]
    assert session.status_text() == "Game over: you win (X). Press New game to play again."
    assert session.undo() is True
    assert marks(session) == ["XX.", "OO.", "..."]
    assert session.status_text() == "ScriptedSolver (O) played (1, 1). Your turn: you play X."


def test_undo_takes_back_the_human_move_and_the_reply(game):
    session = PlaySession(game, MinimaxSolver(), human="O")
    session.click(1, 1)
    session.click(0, 2)
    assert len(session.moves) == 5
    assert session.undo() is True
    assert marks(session) == ["XX.", ".O.", "..."] and len(session.history) == 4
    assert session.undo() is True
    assert marks(session) == ["X..", "...", "..."] and session.moves == [("X", (0, 0))]
    assert session.undo() is False
    assert session.message == "Nothing to undo: you have not moved yet."
    assert session.click(2, 2) is True  # play goes on from the restored position
    assert len(session.moves) == 3


def test_new_game_resets_the_solver_and_the_board(game):
    solver = ScriptedSolver((1, 1), (0, 0))
    session = PlaySession(game, solver, human="X")
    session.click(0, 0)
    assert solver.resets == 1
    session.new_game()
    assert solver.resets == 2
    assert session.moves == [] and marks(session) == ["...", "...", "..."]
    assert session.message == "" and session.solver_error is None


@pytest.mark.parametrize("reply, error", [
    ((0, 0), "ScriptedSolver (playing O) returned an illegal move: move (0, 0) by 'O': "
             "cell (0, 0) already holds 'X'"),
    (None, "ScriptedSolver (playing O) returned no move (None)"),
    ((5, 5), "ScriptedSolver (playing O) returned an illegal move: move (5, 5) by 'O': "
             "cell off the 3x3 board (rows and columns run 0..2)"),
    (RuntimeError("boom"), "ScriptedSolver (playing O) raised RuntimeError in select_move: boom"),
])
def test_a_failing_solver_is_named_in_the_status_line(game, reply, error):
    session = PlaySession(game, ScriptedSolver(reply), human="X")
    assert session.click(0, 0) is True  # the person's move stands
    assert session.solver_error == error
    assert session.status_text() == f"{error}. Press Undo or New game."
    assert not session.human_to_move and session.hint_values() == {}
    assert session.click(1, 1) is False
    assert session.message == "The solver failed: press Undo or New game."
    assert session.undo() is True
    assert session.solver_error is None and session.moves == []


def test_a_solver_failing_on_the_first_move_as_x(game):
    session = PlaySession(game, ScriptedSolver(None), human="O")
    assert session.moves == []
    assert session.status_text() == "ScriptedSolver (playing X) returned no move (None). Press Undo or New game."


def test_bad_arguments_name_the_argument(game):
    with pytest.raises(ValueError, match="human must be 'X' or 'O', got 'x'"):
        PlaySession(game, MinimaxSolverV1(), human="x")
    with pytest.raises(TypeError, match="solver must be a Solver"):
        PlaySession(game, "minimax")
    with pytest.raises(TypeError, match="game must be a TicTacToe"):
        play_against(GameTree([[3, 5], [2, 1]]), MinimaxSolverV1())


def test_session_works_on_a_game_tree_too():
    tree = GameTree([[3, 5], [2, 1]])
    session = PlaySession(tree, MinimaxSolver(), human="O")
    assert session.moves == [("X", 0)]  # the Two-Move game: MAX plays A (value 3)
    session.click(0, 1)  # not a move of this game: ignored with a message
    assert session.message.startswith("Move (0, 1) ignored:")


# ----------------------------------------------------------------------
# PlayBoard: the widgets follow the session
# ----------------------------------------------------------------------
def test_board_shows_the_position_and_status(game):
    widget = play_against(game, MinimaxSolver(), human="O")
    assert isinstance(widget, PlayBoard)
    assert descriptions(widget) == ["X..", "...", "..."]
    assert widget.cells[0][0].style.text_color == MARK_COLORS["X"]
    assert status(widget) == "<b>MinimaxSolver (X) played (0, 0). Your turn: you play O.</b>"
    assert repr(widget) == "PlayBoard(TicTacToe(size=3): you play O against MinimaxSolver)"
    assert "course-play-board" in widget._dom_classes
    assert widget._repr_mimebundle_()["text/plain"] == repr(widget)


def test_clicking_a_button_plays_that_cell(game):
    widget = play_against(game, MinimaxSolver(), human="O")
    widget.cells[1][1].click()  # runs the on_click handlers, as the browser does
    assert descriptions(widget) == ["XX.", ".O.", "..."]
    assert widget.cells[1][1].style.text_color == MARK_COLORS["O"]
    assert status(widget) == "<b>MinimaxSolver (X) played (0, 1). Your turn: you play O.</b>"
    widget.cells[2][1].click()  # each button is bound to its own cell (functools.partial)
    assert str(widget.session.state[2, 1]) == "O"


def test_illegal_click_shows_a_message_and_changes_nothing(game):
    widget = play_against(game, MinimaxSolver(), human="O")
    widget._on_cell(0, 0)
    assert descriptions(widget) == ["X..", "...", "..."]
    assert status(widget).endswith("Cell (0, 0) is taken: pick an empty cell.</b>")


def test_hints_toggle_writes_values_on_the_empty_cells(game):
    widget = play_against(game, MinimaxSolver(), human="O")
    widget._on_cell(1, 1)
    widget.hints_toggle.value = True  # the observer redraws
    assert descriptions(widget) == ["XX0", "+1O+1", "+1+1+1"]
    assert widget.cells[0][2].style.text_color == HINT_COLOR
    assert widget.cells[0][2].style.font_size == "15px"  # smaller than the marks (28px)
    assert widget.cells[1][1].style.font_size == "28px"
    assert "Hints: the minimax value" in widget.hint_help.value
    widget.hints_toggle.value = False
    assert descriptions(widget) == ["XX.", ".O.", "..."]
    assert widget.hint_help.value == ""


def test_hints_on_from_the_start(game):
    widget = play_against(game, ScriptedSolver((1, 1)), human="X", hints=True)
    assert descriptions(widget) == ["000", "000", "000"]  # every opening draws


def test_undo_and_new_game_buttons(game):
    widget = play_against(game, MinimaxSolver(), human="O")
    widget._on_cell(1, 1)
    widget.undo_button.click()
    assert descriptions(widget) == ["X..", "...", "..."]
    widget._on_cell(1, 0)
    widget._on_cell(2, 2)
    assert status(widget).startswith("<b>MinimaxSolver (X) played (0, 2). Game over:")
    widget.new_game_button.click()
    assert descriptions(widget) == ["X..", "...", "..."]
    assert widget.session.solver_error is None and len(widget.session.moves) == 1


def test_failing_solver_is_shown_in_the_status_widget(game):
    widget = play_against(game, ScriptedSolver((0, 0)), human="X")
    widget._on_cell(0, 0)
    assert status(widget) == (
        "<b>ScriptedSolver (playing O) returned an illegal move: move (0, 0) by 'O': "
        "cell (0, 0) already holds 'X'. Press Undo or New game.</b>")


def test_a_4x4_board_against_a_random_solver():
    game = TicTacToe(4)
    widget = play_against(game, RandomSolver(0), human="X")
    assert len(widget.cells) == 4 and all(len(row) == 4 for row in widget.cells)
    widget.cells[3][3].click()
    assert sum(d.count("X") for d in descriptions(widget)) == 1
    assert sum(d.count("O") for d in descriptions(widget)) == 1
    assert widget.session.moves[0] == ("X", (3, 3))


def test_board_helper_matches_session_state(game):
    session = PlaySession(game, ScriptedSolver((1, 1)), human="X")
    session.click(0, 0)
    assert (session.state == board(["X  ", " O ", "   "])).all()


# ----------------------------------------------------------------------
# The board always shows the session's board (ghost marks in JupyterLab 4)
# ----------------------------------------------------------------------
def cell_classes(widget):
    """The one `CELL_CLASSES` value of each cell, row by row, as "X", "O", "h" or "."."""
    short = {CELL_CLASSES["X"]: "X", CELL_CLASSES["O"]: "O", CELL_CLASSES["hint"]: "h",
             CELL_CLASSES["empty"]: "."}
    rows = []
    for row in widget.cells:
        kinds = [[short[c] for c in button._dom_classes if c in short] for button in row]
        assert all(len(k) == 1 for k in kinds), kinds
        rows.append("".join(k[0] for k in kinds))
    return rows


def test_cleared_cells_get_a_non_breaking_space_and_the_empty_class(game):
    widget = play_against(game, MinimaxSolver(), human="O")
    assert widget.cells[1][1].description == "\u00a0"  # never "": JupyterLab would keep old text
    widget._on_cell(1, 1)
    widget.hints_toggle.value = True
    assert cell_classes(widget) == ["XXh", "hOh", "hhh"]
    widget.hints_toggle.value = False
    assert cell_classes(widget) == ["XX.", ".O.", "..."]
    assert descriptions(widget) == ["XX.", ".O.", "..."]
    widget.undo_button.click()
    assert cell_classes(widget) == ["X..", "...", "..."]
    widget._on_cell(1, 0)
    widget._on_cell(2, 2)
    widget.new_game_button.click()
    assert cell_classes(widget) == ["X..", "...", "..."]
    assert descriptions(widget) == ["X..", "...", "..."]


# ----------------------------------------------------------------------
# A solver that raises or loops never breaks the session
# ----------------------------------------------------------------------
class FailingSolver(MinimaxSolver):
    """Minimax, except that the methods named in `fail` raise ValueError("broken <method>")."""

    def __init__(self, *fail):
        super().__init__()
        self.fail = set(fail)

    def _maybe_fail(self, method):
        if method in self.fail:
            raise ValueError(f"broken {method}")

    def reset(self):
        self._maybe_fail("reset")
        super().reset()

    def opponent_played(self, move):
        self._maybe_fail("opponent_played")

    def select_move(self, game, state, player):
        self._maybe_fail("select_move")
        return super().select_move(game, state, player)

    def minimax_value(self, game, state, player):
        self._maybe_fail("minimax_value")
        return super().minimax_value(game, state, player)


def assert_consistent(session):
    """History, moves and state agree, and the board is one the game can reach."""
    assert session.history[-1] is session.state and len(session.history) == len(session.moves) + 1
    marks_ = "".join(marks(session))
    assert marks_.count("X") - marks_.count("O") in (0, 1), marks_


def test_opponent_played_raising_keeps_the_move_and_names_the_solver(game):
    session = PlaySession(game, FailingSolver("opponent_played"), human="O")
    assert session.click(1, 1) is True  # the person's move stands, the solver is not asked to move
    assert marks(session) == ["X..", ".O.", "..."]
    assert_consistent(session)
    assert session.status_text() == ("FailingSolver (playing X) raised ValueError in opponent_played: "
                                     "broken opponent_played. Press Undo or New game.")
    assert session.click(2, 2) is False and session.hint_values() == {}
    assert session.undo() is True and marks(session) == ["X..", "...", "..."]
    assert session.status_text() == "FailingSolver (X) played (0, 0). Your turn: you play O."


def test_reset_raising_at_the_start_and_at_new_game_never_raises(game):
    solver = FailingSolver("reset")
    session = PlaySession(game, solver, human="O")  # the board is built, the failure shown
    assert session.moves == [] and marks(session) == ["...", "...", "..."]
    assert session.status_text() == ("FailingSolver (playing X) raised ValueError in reset: "
                                     "broken reset. Press Undo or New game.")
    assert session.click(0, 0) is False
    solver.fail.clear()  # fixed: New game starts a real game
    session.new_game()
    assert session.solver_error is None and session.moves == [("X", (0, 0))]
    board_widget = play_against(game, FailingSolver("reset"), human="X")
    assert status(board_widget).startswith("<b>FailingSolver (playing O) raised ValueError in reset")
    board_widget.new_game_button.click()
    assert descriptions(board_widget) == ["...", "...", "..."]


def test_a_failing_hint_search_names_the_hint_solver_and_the_game_goes_on(game):
    session = PlaySession(game, MinimaxSolver(), human="O", hint_solver=FailingSolver("minimax_value"))
    assert session.hint_values() == {}
    assert session.hint_error == ("No hints: the hint solver FailingSolver raised ValueError "
                                  "in minimax_value: broken minimax_value")
    assert session.status_text() == "MinimaxSolver (X) played (0, 0). Your turn: you play O."
    session.show_hints = True
    assert session.status_text() == ("MinimaxSolver (X) played (0, 0). Your turn: you play O. "
                                     "No hints: the hint solver FailingSolver raised ValueError "
                                     "in minimax_value: broken minimax_value.")
    assert session.click(1, 1) is True and session.solver_error is None
    assert_consistent(session)


def test_a_failing_hint_search_on_the_board(game):
    widget = play_against(game, MinimaxSolver(), human="O", hint_solver=FailingSolver("minimax_value"))
    widget.hints_toggle.value = True
    assert descriptions(widget) == ["X..", "...", "..."]
    assert "No hints: the hint solver FailingSolver raised ValueError" in status(widget)
    widget.cells[1][1].click()
    assert descriptions(widget) == ["XX.", ".O.", "..."]
    widget.hints_toggle.value = False
    assert "No hints" not in status(widget)


class LoopingSolver(Solver):
    """Never answers; swallows every Exception on the way, as careless student code might."""

    def select_move(self, game, state, player):
        while True:
            try:
                sum(range(1000))
            except Exception:
                pass

    def minimax_value(self, game, state, player):
        return self.select_move(game, state, player)


class RecursingSolver(Solver):
    def select_move(self, game, state, player):
        return self.select_move(game, state, player)


def test_a_looping_solver_is_stopped_after_the_time_limit(game):
    session = PlaySession(game, LoopingSolver(), human="X", time_limit=0.2)
    assert session.click(0, 0) is True
    assert session.status_text() == ("LoopingSolver (playing O) ran past the time limit of 0.2 s "
                                      "in select_move and was stopped. Press Undo or New game.")
    assert_consistent(session)
    assert session.undo() is True and session.moves == []


def test_a_looping_hint_solver_is_stopped_after_the_time_limit(game):
    session = PlaySession(game, ScriptedSolver((1, 1)), human="X", hint_solver=LoopingSolver(),
                          time_limit=0.2)
    assert session.hint_values() == {}
    assert session.hint_error == ("No hints: the hint solver LoopingSolver ran past the time limit "
                                  "of 0.2 s in minimax_value and was stopped")
    assert session.hint_values() == {}  # the failure is remembered for this position: no second wait
    assert session.click(0, 0) is True and marks(session) == ["X..", ".O.", "..."]


def test_a_solver_recursing_forever_is_named(game):
    session = PlaySession(game, RecursingSolver(), human="X")
    session.click(0, 0)
    assert session.solver_error.startswith(
        "RecursingSolver (playing O) raised RecursionError in select_move: maximum recursion depth")


def _loop_under_limit(seconds):
    """Spin until `time_limit(seconds)` stops it; return how it ended."""
    try:
        with time_limit(seconds):
            while True:
                pass
    except TimeLimitExceeded:
        return "stopped"
    return "not stopped"


def test_time_limit_stops_a_loop_in_the_main_thread_and_in_other_threads():
    import threading
    import time

    assert _loop_under_limit(0.05) == "stopped"
    # JupyterLab 4.4+ runs widget handlers in a subshell thread of ipykernel 7: stopped there too
    results = []
    thread = threading.Thread(target=lambda: results.append(_loop_under_limit(0.05)))
    thread.start()
    thread.join(timeout=10)
    assert results == ["stopped"]
    with time_limit(0.2):  # a body that ends in time is not disturbed, nor is the code after it
        pass
    time.sleep(0.3)
    with time_limit(None):
        time.sleep(0.01)


def test_without_threads_the_time_limit_is_off_and_the_session_still_plays(game, monkeypatch):
    """Pyodide (the JupyterLite edition) cannot start threads: no limit, but no crash either."""
    import threading

    def no_threads(self):
        raise RuntimeError("can't start new thread")

    monkeypatch.setattr(threading.Timer, "start", no_threads)
    with time_limit(0.01):
        total = sum(range(100_000))
    assert total == 4_999_950_000
    session = PlaySession(game, MinimaxSolver(), human="X")
    assert session.click(1, 1) is True and session.solver_error is None


def test_an_outer_time_limit_still_applies_around_an_inner_one():
    with pytest.raises(TimeLimitExceeded):
        with time_limit(0.05):
            with time_limit(60):
                while True:
                    pass


# ----------------------------------------------------------------------
# A full-depth solver on a 4x4 board is refused at once instead of hanging
# ----------------------------------------------------------------------
@pytest.mark.parametrize("solver", [MinimaxSolverV1(), MinimaxSolver(), MinimaxAlphaBetaSolverV1(),
                                    MinimaxAlphaBetaSolver(), NegamaxAlphaBetaSolver(),
                                    NegamaxSolver(), ExpectiminimaxSolver(), ExpectimaxSolver(),
                                    StarMinimaxSolver()],
                         ids=lambda solver: solver.get_name())
@pytest.mark.parametrize("human", ["X", "O"])
def test_a_full_depth_solver_on_4x4_is_refused_with_what_to_use_instead(solver, human):
    name = solver.get_name()
    expected = (f"{name} searches every game to the end, which takes far too "
                "long on a 4x4 board; use a depth-limited solver such as "
                "DepthLimitedMinimaxSolver(max_depth=3) or RandomSolver()")
    with pytest.raises(ValueError) as error:
        play_against(TicTacToe(4), solver, human=human)
    assert str(error.value) == expected


def test_full_depth_solvers_given_a_depth_limit_may_play_on_4x4():
    for solver in (MinimaxAlphaBetaSolverV1(max_depth=2), ExpectiminimaxSolver(max_depth=2)):
        assert full_search_refusal(TicTacToe(4), solver) is None
        session = PlaySession(TicTacToe(4), solver, human="X")
        assert session.click(0, 0) is True and session.solver_error is None


def test_a_depth_limited_solver_plays_on_4x4_and_hints_say_why_they_are_off():
    widget = play_against(TicTacToe(4), DepthLimitedMinimaxSolver(max_depth=2), human="X", hints=True)
    assert widget.session.status_text() == (
        "Your turn: you play X. No hints: MinimaxSolver searches every game to the end, which "
        "takes far too long on a 4x4 board; use a depth-limited solver such as "
        "DepthLimitedMinimaxSolver(max_depth=3) or RandomSolver().")
    widget.cells[1][1].click()
    texts = "".join(descriptions(widget))
    assert (texts.count("X"), texts.count("O"), texts.count(".")) == (1, 1, 14)
    assert widget.session.solver_error is None


def test_after_a_solver_is_stopped_a_debugger_can_still_trace():
    """On CPython 3.11, withdrawing a pending stop with PyThreadState_SetAsyncExc(thread, NULL)
    left the eval breaker set, and the next sys.settrace (JupyterLab's debugger) hung the
    kernel. Run in a separate interpreter, so that a regression fails instead of hanging."""
    import subprocess
    import sys

    script = (
        "import sys\n"
        "from course_lib import TicTacToe, Solver\n"
        "from course_lib.widgets import PlaySession\n"
        "class Looping(Solver):\n"
        "    def select_move(self, game, state, player):\n"
        "        while True:\n"
        "            pass\n"
        "session = PlaySession(TicTacToe(), Looping(), human='X', time_limit=0.2)\n"
        "session.click(0, 0)\n"
        "assert 'ran past the time limit' in session.status_text()\n"
        "sys.settrace(lambda frame, event, arg: None)\n"
        "print(sum(range(10)))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=60)
    assert (done.returncode, done.stdout) == (0, "45\n"), done.stderr


def test_a_solver_writing_into_its_board_cannot_change_the_board_shown(game):
    session = PlaySession(game, ScribblingSolver(1), human="X")
    assert session.click(1, 1) is True
    assert "".join(marks(session)).count(".") == 7  # one X, one O, not a board full of O
    assert_consistent(session)
    for before, (player, move), after in zip(session.history, session.moves, session.history[1:]):
        assert (game.make_move(before, move, player) == after).all()


def test_every_cell_is_named_for_screen_readers_and_the_status_is_a_live_region(game):
    widget = play_against(game, MinimaxSolver(), human="O")
    names = [[button.tooltip for button in row] for row in widget.cells]
    assert names[0] == ["row 0, column 0, X", "row 0, column 1, empty", "row 0, column 2, empty"]
    widget.hints_toggle.value = True
    assert widget.cells[1][1].tooltip == "row 1, column 1, empty, hint 0"
    assert widget.status.value.startswith('<div role="status" aria-live="polite" aria-atomic="true">')
