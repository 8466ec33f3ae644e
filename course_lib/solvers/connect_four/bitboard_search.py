"""Pons' solver, parts 9 to 12: the bitboard search that only plays moves that do not lose at once.

Part 9, anticipating direct losing moves: the opponent's *winning cells* (empty
cells that would complete four of theirs, Pons' ``compute_winning_position``)
say which moves lose at once. If the opponent can win in two places we lose; if
in one playable place we must play there; and we never play just below an
opponent's winning cell. A position with no such move is lost without searching;
and since the search never plays a losing move, no position it reaches lets the
side to move win at once (the root is checked by `BitboardSearch.solve`).

Part 10, move ordering by threats: the moves are searched by decreasing number of
winning cells the mover has after playing them (moves that create threats
first), ties in centre-first order (a stable sort).

Part 12, lower bounds in the table: a cutoff (score >= beta) gives a lower bound
of the score, stored too; an entry then narrows the window from below or above.

Part 11 (a transposition table of 40 MB instead of 64, by storing keys modulo
2^32 in a table of prime size: the Chinese remainder theorem keeps keys unique)
is a memory optimisation of C++ arrays with no counterpart here: the table is a
dict holding only the positions stored, emptied at each `solve`, so it never
confuses two positions and explores the same positions as part 10 would with an
infinite table.

Why a dict and not `TranspositionTable`: Pons' table stores one small integer
per position, an upper bound (parts 7-10) or either bound (part 12), no best
move, and is probed hundreds of thousands of times per second with an integer
key. `TranspositionTable` keys NumPy states through the `Game` interface and
stores a value, a flag and a move in a named tuple; here a probe is one
``dict.get`` on ``current + mask``, and the bound's kind is encoded in the
stored integer (lower bounds are stored shifted by `lower_bound_offset`).

Speed (pure Python): the board is two ints and the search is one closure whose
names are all local or closure variables, with no method call in the loop but
`winning_cells`. The winning cells of the side that has just moved are computed
once per move, to order it, and handed to the child as its *opponent's* winning
cells, so each explored position computes them once (Pons computes them again
in the child).

Source: P. Pons, "Solving Connect 4" (blog.gamesolver.org), parts 9-12, and his
solver's ``Solver::negamax`` (github.com/PascalPons/connect4); the code here is ours.
"""

from operator import itemgetter

from ...answer_guard import guard
from .limits import DEFAULT_MAX_ENTRIES, Clock, check_interval, make_room
from .scores import centre_first, iterative_deepening, score_range, win_score

_by_threats = itemgetter(0)


def winning_cells_function(width, height):
    """Return ``winning_cells(stones, free)``: the cells of `free` that complete four of `stones`.

    Same result as `BitLayout.winning_cells` (Pons' ``compute_winning_position``,
    part 9) for the board's `BitLayout`, in fewer integer operations: for each
    direction, the `pairs` of stones in a row, shifted back or ahead, give the
    cells with two stones on one side, completed by a third on either side.
    """
    up, right, down_right, up_right = 1, height + 1, height, height + 2

    def winning_cells(stones, free):
        cells = (stones << up) & (stones << 2 * up) & (stones << 3 * up)  # three below
        for step in (right, down_right, up_right):
            before = stones << step  # stone one step back along the line
            pairs = stones & before  # two stones in a row, ending here
            back = pairs << step  # stones 1 and 2 steps back
            ahead = pairs >> 2 * step  # stones 1 and 2 steps ahead
            cells |= back & ((back << step) | (stones >> step)) \
                | ahead & ((ahead >> step) | before)
        return cells & free

    return winning_cells


# Notebook 10's exercise (a win check through the last piece) must not ask it (`answer_guard`)
winning_cells_function = guard(winning_cells_function, "win check")


class BitboardSearch:
    """The search of parts 9, 10 and 12 on a width x height board, with the parts' switches.

    `clock.tick()` is called every `limits.check_interval(max_entries)` positions.

    `solve(current, mask, nb_moves, weak)` returns the score (or, weak, a value
    whose sign is the outcome); `positions_explored` counts the calls of the
    inner ``negamax`` since the last `reset`, as Pons counts them.

    Parameters
    ----------
    width, height : int
    threat_ordering : bool, default True
        Part 10: search moves by decreasing number of winning cells (else centre first).
    lower_bounds : bool, default True
        Part 12: store lower bounds as well as upper bounds in the table.
    max_entries : int
        The most positions the table holds (`limits.make_room` drops the older half).
    """

    def __init__(self, width, height, threat_ordering=True, lower_bounds=True,
                 max_entries=DEFAULT_MAX_ENTRIES):
        self.width, self.height, self.max_entries = width, height, max_entries
        self.clock = Clock()
        self.threat_ordering, self.lower_bounds = threat_ordering, lower_bounds
        self.cells = width * height
        # A lower bound is stored plus this offset, so that it exceeds `cells`, unlike any score.
        self.lower_bound_offset = 2 * self.cells + 2
        stride = height + 1
        self.bottom = sum(1 << (col * stride) for col in range(width))
        self.board = self.bottom * ((1 << height) - 1)
        self.column_masks = [((1 << height) - 1) << (col * stride) for col in centre_first(width)]
        self._winning_cells = winning_cells_function(width, height)
        self.table = {}
        self.negamax, self._explored, self._restart = self._make_negamax()

    @property
    def positions_explored(self):
        """Calls of ``negamax`` since the last `reset` (Pons' ``nodeCount``)."""
        return self._explored()

    def reset(self):
        """Empty the table and set `positions_explored` to 0."""
        self.table.clear()
        self._restart()

    def solve(self, current, mask, nb_moves, weak=False):
        """Return the score of the position (`current`: stones of the side to move, `mask`: all).

        Does not reset the table (the caller does, between positions). Weak:
        searches the window [-1, 1] only; the sign of the result is the outcome.
        """
        free = self.board ^ mask
        playable = (mask + self.bottom) & self.board
        if self._winning_cells(current, free) & playable:  # negamax assumes no win at once
            return win_score(self.cells, nb_moves)
        opponent_wins = self._winning_cells(current ^ mask, free)
        lowest, highest = (-1, 1) if weak else score_range(self.cells, nb_moves)
        return iterative_deepening(
            lambda alpha, beta: self.negamax(current, mask, nb_moves, opponent_wins, alpha, beta),
            lowest, highest)

    def _make_negamax(self):
        """Return ``(negamax, explored, restart)``: the search and its counter's reader and reset.

        A closure over the board's constants: every name the search uses is a
        local or closure variable (fast lookups), the counter too.
        """
        cells, bottom, board = self.cells, self.bottom, self.board
        column_masks, winning_cells = self.column_masks, self._winning_cells
        threat_ordering, lower_bounds = self.threat_ordering, self.lower_bounds
        table, stored = self.table, self.table.get
        offset = self.lower_bound_offset
        tick, every = self.clock.tick, check_interval(self.max_entries)
        fullness = self.max_entries - every  # each position stores one entry at most
        count = 0

        def explored():
            return count

        def restart():
            nonlocal count
            count = 0

        def negamax(current, mask, nb_moves, opponent_wins, alpha, beta):
            """Score for the side to move (`current`), within [alpha, beta], as `BasicSearch.alphabeta`.

            `opponent_wins`: the opponent's winning cells. The side to move
            cannot win at once (the caller made sure).
            """
            nonlocal count
            count += 1
            if not count % every:
                tick()
                make_room(table, fullness)
            playable = (mask + bottom) & board
            forced = playable & opponent_wins
            if forced:
                if forced & (forced - 1):  # two threats to stop: lost at the opponent's move
                    return -((cells - nb_moves) // 2)
                playable = forced  # one threat: the only move that does not lose at once
            moves = playable & ~(opponent_wins >> 1)  # never play below an opponent's threat
            if not moves:
                return -((cells - nb_moves) // 2)
            if nb_moves >= cells - 2:  # two moves left: ours cannot win, theirs is blocked
                return 0

            lowest = -((cells - 2 - nb_moves) // 2)  # the opponent cannot win at its next move
            if alpha < lowest:
                alpha = lowest
                if alpha >= beta:
                    return alpha
            highest = (cells - 1 - nb_moves) // 2  # nor can we at this one
            key = current + mask
            bound = stored(key)
            if lower_bounds:  # part 12: either bound may be stored
                if beta > highest:
                    beta = highest
                    if alpha >= beta:
                        return beta
                if bound is not None:
                    if bound > cells:  # a lower bound
                        bound -= offset
                        if alpha < bound:
                            alpha = bound
                            if alpha >= beta:
                                return alpha
                    elif beta > bound:
                        beta = bound
                        if alpha >= beta:
                            return beta
            else:  # parts 9-10: upper bounds only
                if bound is not None:
                    highest = bound
                if beta > highest:
                    beta = highest
                    if alpha >= beta:
                        return beta

            # Each move with the winning cells it gives us: our child's opponent_wins.
            free = board ^ mask
            children = []
            for column_mask in column_masks:
                move = moves & column_mask
                if move:
                    wins = winning_cells(current | move, free)
                    children.append((wins.bit_count(), move, wins))
            if threat_ordering and len(children) > 1:
                children.sort(key=_by_threats, reverse=True)  # stable: ties stay centre first

            opponent, nb_after = current ^ mask, nb_moves + 1
            for _, move, wins in children:
                score = -negamax(opponent, mask | move, nb_after, wins, -beta, -alpha)
                if score >= beta:
                    if lower_bounds:
                        table[key] = score + offset
                    return score
                if score > alpha:
                    alpha = score
            table[key] = alpha  # every move searched: an upper bound
            return alpha

        return negamax, explored, restart
