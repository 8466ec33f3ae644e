"""Running games between solvers: `GameRunner` (one game) and `evaluate_solvers` (a match).

Imports: `games` and `solvers` only (results are drawn by `course_lib.views`).
"""

import copy
import os
import random
import sys
import time

import numpy as np

from .games.base import CHANCE, IllegalMoveError


class IllegalSolverMoveError(IllegalMoveError):
    """A solver returned a move the game does not allow (or no move at all).

    The message names the solver and the player it was playing.
    """


class SolverError(RuntimeError):
    """A solver raised an exception when the runner called its `select_move`, `reset` or
    `opponent_played`.

    The message names the solver, the player it was playing, the method and the
    exception; the solver's own exception is chained as ``__cause__`` (its traceback).
    """


class GameRunner:
    """Plays one game between two solvers on a `Game`, X first.

    After `play_game`, `states` holds every position of the game (initial
    state first), `moves` the moves played, as ``(player, move)`` pairs, and
    `move_seconds` the time each solver took to choose each move.

    In a game of chance (`Game.is_chance`), the runner itself plays nature:
    it draws each chance outcome from ``game.chance_outcomes(state)`` with its
    own `random.Random(seed)` (kept across games, like a seeded solver), and
    records it as ``(CHANCE, outcome)`` in `moves` (0 seconds).
    """

    def __init__(self, game, verbose=False, seed=None):
        self.game = game
        self.verbose = verbose
        self.rng = random.Random(seed)
        self.states = []
        self.moves = []
        self.move_seconds = []

    def play_game(self, solver_X, solver_O):
        """Play one full game and return its result for X: +1 X wins, -1 O wins, 0 draw.

        Calls `reset()` on both solvers first and `opponent_played(move)` after
        every move. Each solver is handed a copy of the state, so a solver that
        writes into the board it is given cannot change the game. Raises
        `IllegalSolverMoveError`, naming the solver, when a solver returns None
        or an illegal move, and `SolverError`, naming it too, when one of its
        methods raises; the recorded game (`states`, `moves`) stops at the last
        legal move.
        """
        game = self.game
        state = game.initial_state()
        player = "X"
        solvers = self._solvers = {"X": solver_X, "O": solver_O}
        self.states, self.moves, self.move_seconds = [state], [], []
        for solver in _distinct(solvers.values()):
            self._call(solver, "reset")

        while not game.is_terminal(state):
            if game.is_chance(state):
                state, player = self._draw_chance_outcome(state)
                continue
            solver = solvers[player]
            start = time.perf_counter()
            move = self._call(solver, "select_move", game, copy_for_solver(state), player)
            self.move_seconds.append(time.perf_counter() - start)
            state = self._apply(state, move, player, solver)
            self.states.append(state)
            self.moves.append((player, move))
            if self.verbose:
                game.display(state)
            opponent = game.get_opponent(player)
            self._call(solvers[opponent], "opponent_played", move)
            player = opponent

        result = game.evaluate(state)
        if self.verbose:
            print(result, "\n")
        return result

    def _draw_chance_outcome(self, state):
        """Play nature's move at a chance node; return the new state and the player to move."""
        outcomes = self.game.chance_outcomes(state)
        weights = [float(p) for p, _ in outcomes]
        outcome = self.rng.choices([o for _, o in outcomes], weights=weights)[0]
        state = self.game.make_move(state, outcome, CHANCE)
        self.states.append(state)
        self.moves.append((CHANCE, outcome))
        self.move_seconds.append(0.0)
        if self.verbose:
            self.game.display(state)
        return state, (None if self.game.is_terminal(state) else self.game.to_move(state))

    def _call(self, solver, method, *args):
        """Return ``solver.<method>(*args)``; if it raises, raise `SolverError` naming the solver."""
        try:
            return getattr(solver, method)(*args)
        except Exception as error:  # whatever the solver raised, RecursionError included
            sides = " and ".join(p for p, s in self._solvers.items() if s is solver)
            first_line = (str(error).strip() or repr(error)).splitlines()[0]
            raise SolverError(f"{solver.get_name()} (playing {sides}) raised "
                              f"{type(error).__name__} in {method}: {first_line}") from error

    def _apply(self, state, move, player, solver):
        who = f"{solver.get_name()} (playing {player})"
        if move is None:
            raise IllegalSolverMoveError(f"{who} returned no move (None)")
        try:
            return self.game.make_move(state, move, player)
        except IllegalMoveError as error:
            raise IllegalSolverMoveError(f"{who} returned an illegal move: {error}") from error


def evaluate_solvers(game, solver_X, solver_O, num_games=100, verbose=False, progress=None,
                     seed=None):
    """Play `num_games` games, `solver_X` as X and `solver_O` as O, and count the results.

    The same solver instances are reused across games, so seeded random
    solvers continue their random streams (and the lecture's figures come out:
    ``evaluate_solvers(TicTacToe(), RandomSolver(7), RandomSolver(42), 1000)``
    gives ``{'X_wins': 581, 'O_wins': 290, 'draws': 129}``) and persistent
    solvers (`MCTSSolver`) keep what they learnt.

    progress : None (default), True or False
        Show a progress bar (a widget in a notebook, replaced by empty text when the
        games end, so no widget is saved with the notebook; text in a terminal).
        None means "when someone is watching": see `show_progress`.

    `seed` seeds the runner's draws of chance outcomes (games of chance only).

    Returns
    -------
    dict
        ``{"X_wins": int, "O_wins": int, "draws": int}``, summing to `num_games`.
        A result > 0 counts as an X win, < 0 as an O win, 0 as a draw.
    """
    games = _games(num_games, solver_X, solver_O, progress)
    runner = GameRunner(game, seed=seed)
    results = {"X_wins": 0, "O_wins": 0, "draws": 0}
    for i in games:
        outcome = runner.play_game(solver_X, solver_O)
        if outcome > 0:
            results["X_wins"] += 1
            label = "X wins"
        elif outcome < 0:
            results["O_wins"] += 1
            label = "O wins"
        else:
            results["draws"] += 1
            label = "Draw"
        if verbose:
            print(f"Game {i + 1}: {label}")
    if verbose:
        print(f"\nAfter {num_games} games:")
        print(f" X ({solver_X.get_name()}) wins: {results['X_wins']}")
        print(f" O ({solver_O.get_name()}) wins: {results['O_wins']}")
        print(f" Draws: {results['draws']}")
    return results


def match_outcomes(game, solver_X, solver_O, num_games=100, progress=None):
    """Play `num_games` games (same solver instances throughout) and return each result for X, in order.

    A list of `num_games` utilities (+1 X wins, -1 O wins, 0 draw for
    tic-tac-toe); `tally` counts them, `course_lib.views.match_view` plots
    their running average. `progress` as in `evaluate_solvers`.
    """
    games = _games(num_games, solver_X, solver_O, progress)
    runner = GameRunner(game)
    return [runner.play_game(solver_X, solver_O) for _ in games]


def _games(num_games, solver_X, solver_O, progress):
    """``range(num_games)``, wrapped in a tqdm progress bar when `show_progress(progress)`."""
    if isinstance(num_games, bool) or not isinstance(num_games, int) or num_games < 0:
        raise ValueError(f"num_games must be a non-negative integer, got {num_games!r}")
    games = range(num_games)
    if show_progress(progress):
        games = _progress_bar(games, f"{solver_X.get_name()} vs {solver_O.get_name()}")
    return games


def _progress_bar(games, description):
    """`games` with a tqdm bar: text on standard error in a terminal; in a Jupyter kernel a widget
    bar that, once the loop ends (or stops), is replaced in the output by an empty text.

    A bar's widget view left in an output would be saved with the notebook (autosave) and show
    "Error displaying widget: model not found" when it is reopened: so no bar outlives its loop.
    """
    if not _in_jupyter_kernel():
        from tqdm import tqdm

        return tqdm(games, desc=description, unit="game", leave=False)
    return _transient_notebook_bar(games, description)


def _in_jupyter_kernel():
    """True when this code runs in a Jupyter (IPython) kernel, whose outputs a notebook keeps."""
    shell = getattr(sys.modules.get("IPython"), "get_ipython", lambda: None)()
    return shell is not None and hasattr(shell, "kernel")


def _transient_notebook_bar(games, description):
    from IPython.display import display
    from tqdm.notebook import tqdm

    bar = tqdm(games, desc=description, unit="game", display=False)
    shown = display(bar.container, display_id=True)
    try:
        yield from bar
    finally:
        bar.close()
        shown.update({"text/plain": ""}, raw=True)  # the widget view's output becomes empty text


def tally(outcomes):
    """Count results for X: ``{"X_wins": ..., "O_wins": ..., "draws": ...}`` (> 0, < 0, == 0)."""
    return {"X_wins": sum(1 for o in outcomes if o > 0),
            "O_wins": sum(1 for o in outcomes if o < 0),
            "draws": sum(1 for o in outcomes if o == 0)}


def show_progress(progress=None):
    """Decide whether a match shows a progress bar.

    True / False force it on / off. None ("auto") shows it when a person is
    watching: in a terminal (standard error is a TTY) or a Jupyter kernel, but
    never while a notebook is executed to be stored or compared, so no bar
    ever lands in a committed notebook or an nbval output. Such runs are
    recognised by the environment variable ``COURSE_LIB_PROGRESS=0`` (set by
    ``tools/build_notebooks.py``; set it yourself to silence the bars) or by
    pytest's ``PYTEST_CURRENT_TEST`` (inherited by nbval's kernels);
    ``COURSE_LIB_PROGRESS=1`` forces the bars on.
    """
    if progress is not None:
        return bool(progress)
    setting = os.environ.get("COURSE_LIB_PROGRESS")
    if setting is not None:
        return setting not in ("0", "", "false", "no", "off")
    if "PYTEST_CURRENT_TEST" in os.environ:
        return False
    if "ipykernel" in sys.modules:
        return True
    return bool(getattr(sys.stderr, "isatty", lambda: False)())


def copy_for_solver(state):
    """A copy of `state` that a solver may change freely (immutable states are shared)."""
    if isinstance(state, np.ndarray):
        return state.copy()
    if isinstance(state, (tuple, str, int, float)):  # GameTree paths, Pig's named tuples
        return state
    return copy.deepcopy(state)


def _distinct(objects):
    seen = []
    for obj in objects:
        if not any(obj is other for other in seen):
            seen.append(obj)
    return seen
