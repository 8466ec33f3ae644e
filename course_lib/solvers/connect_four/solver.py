"""`ConnectFourSolver`: Pons' perfect Connect Four solver, and each rung of his ladder (parts 3-12).

`solve(game, state)` takes a `ConnectFour` state (the NumPy board), converts it
once into the search's own position (a grid for parts 3-5, bitboards from part
6 on) and returns the exact score for the side to move in Pons' convention (see
`scores`). `select_move` plays a move of the best score, so the solver plays
matches and `play_against` like any `Solver`.

The `part` parameter picks the rung: 3 negamax, 4 alpha-beta, 5 centre-first
order, 6 bitboards, 7 transposition table, 8 iterative deepening with null
windows, 9 no moves that lose at once, 10 move ordering by threats, 12 lower
bounds in the table (the default, the full solver). Parts 3-8 are
`BasicSearch`, parts 9-12 `BitboardSearch`; part 11 is a memory optimisation of
Pons' C++ table with no counterpart here (see `bitboard_search`).

Source: P. Pons, "Solving Connect 4: how to build a perfect AI" (blog.gamesolver.org).
"""

from ...games.base import GameOverError, WrongPlayerError
from ...games.connect_four import ConnectFour
from ..base import Solver
from ..mcts_parameters import whole_number
from .basic_search import BasicSearch
from .bitboard_search import BitboardSearch
from .limits import DEFAULT_MAX_ENTRIES, BoundedTable, Clock, SolveTimeoutError
from .positions import BitboardPosition, GridPosition
from .scores import centre_first, iterative_deepening, score_range, sign, win_score

PARTS = (3, 4, 5, 6, 7, 8, 9, 10, 12)


class UnsupportedGameError(TypeError):
    """The game given to `ConnectFourSolver` is not a `ConnectFour`."""


class ConnectFourSolver(Solver):
    """Perfect play and exact scores for Connect Four, on any board size (Pons, parts 3-12).

    Raises ValueError for a `part` not in the list (an int: not 12.0), a bad
    `max_entries` or `time_limit`, TypeError for a `weak` that is not a bool. `solve` raises
    `UnsupportedGameError` (a `TypeError`) when `game` is not a `ConnectFour`, the game's
    `InvalidStateError` (or subclass) for a board that is no position of a game, and
    `GameOverError` when the game is over.

    Time (part 12, one core, about 230,000 positions explored per second):
    Pons' End-Easy and Middle-Easy test positions take 0.2 and 2 ms on average,
    Middle-Medium 0.2 s, Begin-Easy 15 ms; boards up to 5x5 are solved from the
    empty position in a few seconds. Early 7x6 positions are out of reach:
    Pons' Begin-Hard set (1 to 13 moves played) explores 66 million positions
    on average, about five minutes each here, and the empty board more (his
    online solver uses an opening book). `select_move` solves every move, so
    it plays at once from the middle game on, or on small boards.

    Parameters
    ----------
    weak : bool, default False
        False: `solve` returns the exact score (how soon the game is won or
        lost). True: only the outcome, -1 (loss), 0 (draw) or +1 (win) for the
        side to move, found with the window [-1, 1], which explores fewer
        positions (Pons, part 4, "weak solver").
    part : {3, 4, 5, 6, 7, 8, 9, 10, 12}, default 12
        The rung of Pons' ladder: the search with the enhancements of his parts
        up to this one (see the module docstring). Every rung gives the same
        scores; they differ in positions explored and time.
    max_entries : int >= 1, default 2**22 (4,194,304)
        The most positions the transposition table holds (about 100 bytes each,
        measured, so about 0.4 GB at most); when full, the older half is dropped
        (`limits.make_room`), as Pons' fixed-size table overwrites old entries.
    time_limit : float seconds or None (default)
        Each `solve`, `move_scores` or `select_move` raises `SolveTimeoutError` (a
        `TimeoutError`) naming the position and the limit once it has run this
        long (the clock is read every few thousand positions, or table stores in
        parts 7-8); parts 3-6, for tiny boards, take no time limit.

    Attributes
    ----------
    positions_explored : int
        Positions the last `solve` (or `select_move`, or `move_scores`)
        explored, counted as Pons counts them: one per call of his ``negamax``
        (so 0 when the side to move wins at once, from part 9 on).
    """

    def __init__(self, weak=False, part=12, max_entries=DEFAULT_MAX_ENTRIES, time_limit=None):
        if not isinstance(weak, bool):
            raise TypeError(f"weak must be True or False, got {weak!r}")
        if part == 11:
            raise ValueError("part 11 (Pons' smaller C++ table) changes memory, not the search: "
                             "use part=10 (upper bounds) or part=12")
        if part not in PARTS or type(part) is not int:
            raise ValueError(f"part must be one of {PARTS} (Pons' parts), got {part!r}")
        if time_limit is not None and (isinstance(time_limit, bool) or not isinstance(
                time_limit, (int, float)) or not 0 < time_limit < float("inf")):
            raise ValueError(f"time_limit must be a positive number of seconds or None, got {time_limit!r}")
        if time_limit is not None and part < 7:
            raise ValueError(f"time_limit must be None below part 7 (the rungs without a "
                             f"transposition table have no clock), got part={part}")
        self.weak, self.part = weak, part
        self.max_entries = whole_number("max_entries", max_entries, 1)
        self.time_limit = time_limit
        self.positions_explored = 0
        self._searches = {}  # (width, height) -> BitboardSearch, built once per board size

    def parameters(self):
        params = {"weak": True} if self.weak else {}
        if self.part != 12:
            params["part"] = self.part
        if self.max_entries != DEFAULT_MAX_ENTRIES:
            params["max_entries"] = self.max_entries
        if self.time_limit is not None:
            params["time_limit"] = self.time_limit
        return params

    # ------------------------------------------------------------------
    # Solver interface
    # ------------------------------------------------------------------
    def solve(self, game, state):
        """Return the score of `state` for the side to move (weak: its sign, -1, 0 or +1).

        Pons' convention: 0 draw; a win scores ``(width*height + 1 - moves played
        before the winning move) // 2`` (22 minus the winner's stones on 7x6),
        a loss minus the opponent's win score. Errors: see the class.
        """
        position = self._position(game, state)
        search = self._search(game, state)
        score = self._score(search, position)
        self.positions_explored = search.positions_explored
        return sign(score) if self.weak else score

    def move_scores(self, game, state):
        """Return ``{column: score}`` for every playable column, from the side to move's view.

        The score of a column is the score of the game for the side to move if
        it plays there (a win at once scores `win_score`). The transposition
        table is shared by the columns' searches; `positions_explored` is their
        total. Errors as `solve`.
        """
        position = self._position(game, state)
        search = self._search(game, state)
        player = game.to_move(state)
        cells = game.width * game.height
        scores = {}
        for column in game.get_valid_moves(state):
            if position.is_winning_move(column):
                scores[column] = win_score(cells, position.nb_moves)
                continue
            child = game.make_move(state, column, player)
            if game.is_terminal(child):  # the board is full: a draw
                scores[column] = 0
            else:
                scores[column] = -self._score(search, self._position(game, child))
        self.positions_explored = search.positions_explored
        return {column: sign(score) for column, score in scores.items()} if self.weak else scores

    def minimax_value(self, game, state, player=None):
        """Return the value of `state` as the utility for X, both sides playing perfectly.

        +1 X wins, 0 draw, -1 O wins (the sign of `solve`, turned to X's side), so
        it can stand where the course's other solvers' `minimax_value` does (the
        play board's hints); a finished game gives `game.evaluate`. `player`, if
        given, must be the side to move (`WrongPlayerError`); other errors as `solve`.
        """
        if game.is_terminal(state):
            return game.evaluate(state)
        to_move = game.to_move(state)
        if player is not None and player != to_move:
            raise WrongPlayerError(f"{self.get_name()} was asked for {player!r}'s value, but it "
                                   f"is {to_move}'s turn\n{game.board_text(state)}")
        outcome = sign(self.solve(game, state))
        return outcome if to_move == "X" else -outcome

    def select_move(self, game, state, player):
        """Return a column of the best score for `player` (ties: the most central column).

        Raises `GameOverError` when the game is over and `WrongPlayerError` when
        it is not `player`'s turn; other errors as `solve`.
        """
        self._position(game, state)
        if player != game.to_move(state):
            raise WrongPlayerError(f"{self.get_name()} was asked to move for {player!r}, but "
                                   f"it is {game.to_move(state)}'s turn\n{game.board_text(state)}")
        scores = self.move_scores(game, state)
        playable = [column for column in centre_first(game.width) if column in scores]
        return max(playable, key=scores.get)  # the first best: the most central

    # ------------------------------------------------------------------
    # From the game's state to the search's position, and the rungs
    # ------------------------------------------------------------------
    def _position(self, game, state):
        """Validate `state` and convert it (once) into the rung's position."""
        if not isinstance(game, ConnectFour):
            raise UnsupportedGameError(f"{self.get_name()} solves ConnectFour games, "
                                       f"got {game!r}")
        if game.is_terminal(state):  # validates the board, raising InvalidStateError
            raise GameOverError(f"{self.get_name()} was asked to solve a finished game\n"
                                f"{game.board_text(state)}")
        return GridPosition.from_state(state) if self.part <= 5 else BitboardPosition.from_state(state)

    def _search(self, game, state):
        """Return the rung's search for `game`'s board, with an empty table and counter, and its
        clock started for `state`."""
        if self.part <= 8:
            order = centre_first(game.width) if self.part >= 5 else range(game.width)
            clock = Clock()
            search = BasicSearch(order, table=BoundedTable(self.max_entries, clock)
                                 if self.part >= 7 else None)
            search.clock = clock
        else:
            size = (game.width, game.height)
            if size not in self._searches:
                self._searches[size] = BitboardSearch(*size, threat_ordering=self.part >= 10,
                                                      lower_bounds=self.part >= 12,
                                                      max_entries=self.max_entries)
            search = self._searches[size]
            search.reset()
        search.clock.start(self.time_limit, lambda: _position_name(game, state))
        return search

    def _score(self, search, position):
        """Return the score of `position` found by the rung's search (weak: a bound of the right sign)."""
        cells = position.width * position.height
        if self.part >= 9:
            return search.solve(position.current, position.mask, position.nb_moves, self.weak)
        if self.part == 3:
            return search.negamax(position)
        if self.part <= 7:
            edge = 1 if self.weak else (cells + 1) // 2  # Pons: [-21, 21] on 7x6
            return search.alphabeta(position, -edge, edge)
        lowest, highest = (-1, 1) if self.weak else score_range(cells, position.nb_moves)
        return iterative_deepening(lambda alpha, beta: search.alphabeta(position, alpha, beta),
                                   lowest, highest)


def _position_name(game, state):
    """``the position "4453" (7x6)``, or the board drawn when no move string can name it."""
    try:
        moves = game.to_moves(state)
        return (f"the position {moves!r} ({game.width}x{game.height})" if moves
                else f"the empty {game.width}x{game.height} board")
    except ValueError:
        return f"the position\n{game.board_text(state)}"
