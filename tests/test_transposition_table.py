"""TranspositionTable: bound flags, the probe with the current window, symmetry, size limit."""

import pytest

from course_lib import (
    EXACT,
    LOWER,
    UPPER,
    MinimaxSolver,
    NegamaxAlphaBetaSolver,
    TicTacToe,
    TranspositionTable,
    bound_flag,
    random_uniform_tree,
    reachable_positions,
    symmetric_key,
    threats_first,
)
from conftest import board

# A position (X to move, value 0) where a table that stores cut-off values as exact answers 1.
CUTOFF_AS_EXACT = ["  O", "XXO", "   "]


def test_bound_flag_reads_the_window():
    assert bound_flag(-1, -1, 1) == UPPER   # failed low: at most -1
    assert bound_flag(1, -1, 1) == LOWER    # failed high (a cutoff): at least 1
    assert bound_flag(0, -1, 1) == EXACT
    assert bound_flag(0, float("-inf"), float("inf")) == EXACT


def test_probe_uses_the_flag_against_the_window(game):
    table = TranspositionTable()
    state = game.initial_state()
    table.store(game, state, "X", 1, -1, 1, (1, 1))          # a LOWER bound, 1
    answer, alpha, beta, move = table.probe(game, state, "X", -5, 5)
    assert (answer, alpha, beta, move) == (None, 1, 5, (1, 1))  # narrows alpha, search goes on
    answer, *_ = table.probe(game, state, "X", -5, 1)
    assert answer == 1                                          # window empty: the bound answers
    table.store(game, state, "X", 0, -1, 1, (0, 0))           # EXACT replaces it
    assert table.probe(game, state, "X", -5, 5)[0] == 0
    assert table.lookup(game, state, "O") is None               # the player to move is in the key
    assert table.counters() == {"entries": 2 - 1, "hits": 3, "misses": 1, "stored": 2,
                                "replaced": 0, "cutoffs": 2}


def test_storing_cutoff_values_as_exact_gives_a_wrong_value(game):
    state = board(CUTOFF_AS_EXACT)
    assert MinimaxSolver().minimax_value(game, state, "X") == 0
    wrong = NegamaxAlphaBetaSolver(table=TranspositionTable(bound_flags=False))
    assert wrong.minimax_value(game, state, "X") == 1
    right = NegamaxAlphaBetaSolver(table=TranspositionTable())
    assert right.minimax_value(game, state, "X") == 0


def test_with_symmetry_the_bug_shows_on_the_empty_board(game):
    wrong = NegamaxAlphaBetaSolver(table=TranspositionTable(bound_flags=False, symmetry=True))
    assert wrong.minimax_value(game, game.initial_state(), "X") == 1  # tic-tac-toe is a draw
    right = NegamaxAlphaBetaSolver(table=TranspositionTable(symmetry=True))
    assert right.minimax_value(game, game.initial_state(), "X") == 0


def test_table_counters_from_the_empty_board(game):
    table = TranspositionTable()
    solver = NegamaxAlphaBetaSolver(table=table)
    assert solver.negamax_value(game, game.initial_state(), "X") == 0
    assert solver.nodes_visited == 4_762
    assert table.counters() == {"entries": 1_994, "hits": 1_719, "misses": 1_994,
                                "stored": 2_183, "replaced": 0, "cutoffs": 1_530}
    assert len(table) <= 4_520  # at most the non-terminal reachable positions


def test_symmetry_maps_the_stored_move_back(game):
    table = TranspositionTable(symmetry=True)
    corner = board(["X  ", "   ", "   "])
    other_corner = board(["   ", "   ", "  X"])
    table.store(game, corner, "O", 0, -1, 1, (1, 1))
    entry = table.lookup(game, other_corner, "O")
    assert entry.value == 0 and entry.flag == EXACT and entry.move == (1, 1)
    table.store(game, corner, "O", 0, -1, 1, (0, 1))
    assert table.lookup(game, other_corner, "O").move in {(2, 1), (1, 2)}
    key, symmetry = symmetric_key(game, other_corner)
    assert key == symmetric_key(game, corner)[0]
    # the stored move, mapped into the canonical frame, comes back to a cell of this board
    mapped = symmetry.map_move(table.lookup(game, other_corner, "O").move)
    assert table.slots[(key, "O")][1].move == mapped


def test_symmetric_table_values_every_position_right(game):
    reference = MinimaxSolver()
    for key in list(reachable_positions(game))[::13]:
        state = board(["".join(row) for row in key])
        if game.is_terminal(state):
            continue
        player = game.to_move(state)
        solver = NegamaxAlphaBetaSolver(worst_value=-1, stop_value=1, move_order=threats_first,
                                        table=TranspositionTable(symmetry=True))
        assert solver.minimax_value(game, state, player) == reference.minimax_value(game, state, player)
        assert solver.select_move(game, state, player) in game.get_valid_moves(state)


@pytest.mark.parametrize("replacement", ["always", "first", "larger"])
@pytest.mark.parametrize("max_entries", [1, 7, 64, 1000])
def test_a_small_table_still_gives_the_right_value(game, replacement, max_entries):
    table = TranspositionTable(max_entries=max_entries, replacement=replacement)
    solver = NegamaxAlphaBetaSolver(table=table)
    assert solver.negamax_value(game, game.initial_state(), "X") == 0
    assert len(table) <= max_entries
    assert table.hits + table.misses <= solver.nodes_visited


def test_a_bigger_table_saves_more_nodes(game):
    counts = []
    for size in (16, 256, None):
        solver = NegamaxAlphaBetaSolver(table=TranspositionTable(max_entries=size))
        solver.negamax_value(game, game.initial_state(), "X")
        counts.append(solver.nodes_visited)
    assert counts[0] > counts[1] > counts[2] == 4_762
    assert counts[0] < 18_297  # even 16 entries beat no table


def test_tables_work_on_explicit_trees():
    tree = random_uniform_tree(3, 4, seed=5)
    expected = MinimaxSolver().minimax_value(tree, (), "X")
    assert NegamaxAlphaBetaSolver(table=TranspositionTable()).minimax_value(tree, (), "X") == expected
    assert NegamaxAlphaBetaSolver(table=TranspositionTable(symmetry=True)).minimax_value(
        tree, (), "X") == expected  # no symmetries: plain keys


def test_a_table_empties_when_used_with_another_game():
    table = TranspositionTable()
    first, second = TicTacToe(), TicTacToe()
    table.store(first, first.initial_state(), "X", 0, -1, 1, (0, 0))
    assert table.lookup(second, second.initial_state(), "X") is None
    assert len(table) == 0


def test_bad_parameters_are_refused():
    with pytest.raises(ValueError, match="max_entries"):
        TranspositionTable(max_entries=0)
    with pytest.raises(ValueError, match="replacement"):
        TranspositionTable(replacement="oldest")


def test_repr_shows_options_and_counters():
    assert repr(TranspositionTable(symmetry=True, max_entries=8)) == (
        "TranspositionTable(symmetry=True, max_entries=8, replacement='always') "
        "(entries=0, hits=0, misses=0, stored=0)")
