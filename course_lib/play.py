"""Running games between solvers: `GameRunner` (one game) and `evaluate_solvers` (a match)."""

import random
import time

from .games.base import CHANCE, IllegalMoveError


class IllegalSolverMoveError(IllegalMoveError):
    """A solver returned a move the game does not allow (or no move at all).

    The message names the solver and the player it was playing.
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
        every move. Raises `IllegalSolverMoveError`, naming the solver, when a
        solver returns None or an illegal move; the game's state is left as it
        was before that move.
        """
        game = self.game
        state = game.initial_state()
        player = "X"
        solvers = {"X": solver_X, "O": solver_O}
        for solver in _distinct(solvers.values()):
            solver.reset()
        self.states, self.moves, self.move_seconds = [state], [], []

        while not game.is_terminal(state):
            if game.is_chance(state):
                state, player = self._draw_chance_outcome(state)
                continue
            solver = solvers[player]
            start = time.perf_counter()
            move = solver.select_move(game, state, player)
            self.move_seconds.append(time.perf_counter() - start)
            state = self._apply(state, move, player, solver)
            self.states.append(state)
            self.moves.append((player, move))
            if self.verbose:
                game.display(state)
            opponent = game.get_opponent(player)
            solvers[opponent].opponent_played(move)
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

    def _apply(self, state, move, player, solver):
        who = f"{solver.get_name()} (playing {player})"
        if move is None:
            raise IllegalSolverMoveError(f"{who} returned no move (None)")
        try:
            return self.game.make_move(state, move, player)
        except IllegalMoveError as error:
            raise IllegalSolverMoveError(f"{who} returned an illegal move: {error}") from error


def evaluate_solvers(game, solver_X, solver_O, num_games=100, verbose=False, seed=None):
    """Play `num_games` games, `solver_X` as X and `solver_O` as O, and count the results.

    The same solver instances are reused across games, so seeded random
    solvers continue their random streams (and the lecture's figures come out:
    ``evaluate_solvers(TicTacToe(), RandomSolver(7), RandomSolver(42), 1000)``
    gives ``{'X_wins': 581, 'O_wins': 290, 'draws': 129}``).

    `seed` seeds the runner's draws of chance outcomes (games of chance only).

    Returns
    -------
    dict
        ``{"X_wins": int, "O_wins": int, "draws": int}``, summing to `num_games`.
        A result > 0 counts as an X win, < 0 as an O win, 0 as a draw.
    """
    if isinstance(num_games, bool) or not isinstance(num_games, int) or num_games < 0:
        raise ValueError(f"num_games must be a non-negative integer, got {num_games!r}")
    runner = GameRunner(game, seed=seed)
    results = {"X_wins": 0, "O_wins": 0, "draws": 0}
    for i in range(num_games):
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


def _distinct(objects):
    seen = []
    for obj in objects:
        if not any(obj is other for other in seen):
            seen.append(obj)
    return seen
