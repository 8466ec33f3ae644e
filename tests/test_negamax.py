"""Negamax (plain and alpha-beta) and the CMPUT 396 notes' code: call counts, values, revisions."""

import math

import pytest

from course_lib import (
    GameOverError,
    MinimaxAlphaBetaSolverV1,
    MinimaxAlphaBetaSolverV2,
    MinimaxSolver,
    MinimaxSolverV1,
    NegamaxAlphaBetaSolver,
    NegamaxSolver,
    TranspositionTable,
    aima_figure_5_2,
    centre_first,
    reachable_positions,
    threats_first,
    two_move_game,
)
from course_lib.solvers.cmput396_negamax import (Position, count_calls, negamax_as_written,
                                                 negamax_corrected)
from course_lib.solvers.negamax import player_score
from conftest import board


# ----------------------------------------------------------------------
# The notes' code, transcribed as written
# ----------------------------------------------------------------------
def test_the_notes_negamax_as_written_makes_740170_calls():
    assert count_calls(negamax_as_written) == (0, 740_170)


def test_the_notes_negamax_with_early_win_abort_makes_129988_calls():
    assert count_calls(negamax_as_written, early_win_abort=True) == (0, 129_988)


def test_the_corrected_negamax_visits_the_whole_game_tree():
    assert count_calls(negamax_corrected) == (0, 549_946)
    assert count_calls(negamax_corrected, early_win_abort=True) == (0, 94_978)


def test_the_notes_code_plays_on_after_the_opponent_has_won():
    # O has just completed the top row; X is to move: as written, the game goes on.
    finished = "ooo xx. x.."
    assert count_calls(negamax_corrected, finished) == (-1, 1)
    value, calls = count_calls(negamax_as_written, finished)
    assert calls > 1


def test_position_rejects_a_bad_board():
    with pytest.raises(ValueError, match="9 cells"):
        Position("xo")
    assert repr(Position("x.o x.. o..")) == "Position('x.o x.. o..')"


# ----------------------------------------------------------------------
# NegamaxSolver
# ----------------------------------------------------------------------
def test_plain_negamax_visits_549946_nodes_and_values_the_empty_board_0(game):
    solver = NegamaxSolver()
    assert solver.negamax_value(game, game.initial_state(), "X") == 0
    assert solver.nodes_visited == 549_946


def test_plain_negamax_with_early_win_abort_visits_94978_nodes(game):
    solver = NegamaxSolver(stop_value=1)
    assert solver.negamax_value(game, game.initial_state(), "X") == 0
    assert solver.nodes_visited == 94_978
    assert solver.get_name() == "NegamaxSolver(stop_value=1)"


def test_negamax_agrees_with_minimax_on_every_position(game):
    memo, negamax = MinimaxSolver(), NegamaxSolver()
    for key in list(reachable_positions(game))[::7]:
        state = board(["".join(row) for row in key])
        if game.is_terminal(state):
            continue
        player = game.to_move(state)
        assert negamax.minimax_value(game, state, player) == memo.minimax_value(game, state, player)


def test_negamax_plays_the_moves_of_minimax_v1(game):
    state = board(["X O", "X  ", "O  "])
    assert NegamaxSolver().select_move(game, state, "X") == MinimaxSolverV1().select_move(game, state, "X")
    assert NegamaxSolver().select_move(game, state, "X") == (1, 1)


def test_negamax_on_explicit_trees():
    assert NegamaxSolver().minimax_value(two_move_game(), (), "X") == 3
    assert NegamaxSolver().select_move(two_move_game(), (), "X") == "A"
    assert NegamaxSolver().minimax_value(aima_figure_5_2(), (), "X") == 3


def test_player_score_is_the_utility_for_the_player_to_move(game):
    won_by_x = board(["XXX", "OO ", "   "])
    assert player_score(game, won_by_x, "X") == 1
    assert player_score(game, won_by_x, "O") == -1


def test_negamax_refuses_a_finished_game(game):
    with pytest.raises(GameOverError):
        NegamaxSolver().select_move(game, board(["XXX", "OO ", "   "]), "O")


# ----------------------------------------------------------------------
# Alpha-beta revisions, one at a time, from the empty board
# ----------------------------------------------------------------------
REVISIONS = [
    ("alpha-beta (negamax format)", {}, 18_297),
    ("+ so_far starts at -1", dict(worst_value=-1), 18_297),
    ("+ stop at a win", dict(worst_value=-1, stop_value=1), 16_811),
    ("+ threats first", dict(worst_value=-1, stop_value=1, move_order=threats_first), 3_377),
    ("+ transposition table", dict(worst_value=-1, stop_value=1, move_order=threats_first,
                                   table=TranspositionTable()), 1_457),
    ("+ symmetry", dict(worst_value=-1, stop_value=1, move_order=threats_first,
                        table=TranspositionTable(symmetry=True)), 297),
]


@pytest.mark.parametrize("name, options, nodes", REVISIONS, ids=[r[0] for r in REVISIONS])
def test_revision_node_counts_from_the_empty_board(game, name, options, nodes):
    solver = NegamaxAlphaBetaSolver(**options)
    assert solver.negamax_value(game, game.initial_state(), "X") == 0
    assert solver.nodes_visited == nodes


def test_plain_negamax_alphabeta_visits_what_minimax_alphabeta_visits(game):
    minimax_format = MinimaxAlphaBetaSolverV2()
    minimax_format.minimax_value(game, game.initial_state(), "X")
    assert minimax_format.nodes_visited == 18_297  # the design's figure, computed by minimax format


@pytest.mark.parametrize("options", [r[1] for r in REVISIONS[1:]], ids=[r[0] for r in REVISIONS[1:]])
def test_every_revision_keeps_the_minimax_values(game, options):
    reference = MinimaxSolver()
    for key in list(reachable_positions(game))[::11]:
        state = board(["".join(row) for row in key])
        if game.is_terminal(state):
            continue
        player = game.to_move(state)
        solver = NegamaxAlphaBetaSolver(**{k: (TranspositionTable(symmetry=v.symmetry)
                                               if k == "table" else v) for k, v in options.items()})
        assert solver.minimax_value(game, state, player) == reference.minimax_value(game, state, player)


@pytest.mark.parametrize("options", [r[1] for r in REVISIONS], ids=[r[0] for r in REVISIONS])
def test_every_revision_plays_an_optimal_move(game, options):
    state = board(["X O", "X  ", "O  "])
    move = NegamaxAlphaBetaSolver(**options).select_move(game, state, "X")
    assert move == (1, 1)  # the only winning move (the notes' example)


def test_a_lost_position_still_gets_a_legal_move(game):
    # O to move, X threatens two lines: every move loses; with so_far = -1 no child improves it.
    state = board(["XX ", " O ", "X O"])  # X: (0,2) and (1,0) both win
    solver = NegamaxAlphaBetaSolver(worst_value=-1, stop_value=1)
    assert solver.negamax_value(game, state, "O") == -1
    assert solver.select_move(game, state, "O") in game.get_valid_moves(state)


def test_unknown_move_order_is_refused():
    with pytest.raises(TypeError, match="move_order"):
        NegamaxAlphaBetaSolver(move_order="centre")


def test_solver_names_show_the_revisions():
    solver = NegamaxAlphaBetaSolver(worst_value=-1, stop_value=1, move_order=threats_first)
    assert solver.get_name() == ("NegamaxAlphaBetaSolver(worst_value=-1, stop_value=1, "
                                 "move_order=threats_first)")


def test_centre_first_still_works_with_negamax(game):
    solver = NegamaxAlphaBetaSolver(move_order=centre_first)
    assert solver.negamax_value(game, game.initial_state(), "X") == 0
    reference = MinimaxAlphaBetaSolverV2(move_order=centre_first)
    reference.minimax_value(game, game.initial_state(), "X")
    assert solver.nodes_visited == reference.nodes_visited


def test_the_empty_board_is_worth_0_under_every_solver(game):
    empty = game.initial_state()
    solvers = [MinimaxSolverV1(), MinimaxSolver(), MinimaxAlphaBetaSolverV1(), NegamaxSolver(),
               NegamaxSolver(stop_value=1)] + [NegamaxAlphaBetaSolver(**o) for _, o, _ in REVISIONS]
    assert {solver.get_name(): solver.minimax_value(game, empty, "X") for solver in solvers} == \
        {solver.get_name(): 0 for solver in solvers}


@pytest.mark.parametrize("corrected, window, calls", [
    (False, (-1, 1), 3_025), (True, (-1, 1), 2_492),
    (False, (-math.inf, math.inf), 3_777), (True, (-math.inf, math.inf), 3_082)])
def test_the_notes_3025_non_isomorphic_states(corrected, window, calls):
    """Notebook 08: the notes' alpha-beta, one child per symmetry class, from the empty board."""
    from course_lib.solvers.cmput396_negamax import count_abnega_calls

    assert count_abnega_calls(*window, corrected=corrected) == (0, calls)


@pytest.mark.parametrize("window, nodes", [((-1, 1), 2_492), ((-math.inf, math.inf), 3_082)])
def test_symmetric_children_option_matches_the_corrected_notes_code(game, window, nodes):
    solver = NegamaxAlphaBetaSolver(window=window, symmetric_children=True)
    assert solver.negamax_value(game, game.initial_state(), "X") == 0
    assert solver.nodes_visited == nodes


def test_the_bug_of_the_notes_code_scores_a_ninth_stone_win_as_a_draw():
    assert count_calls(negamax_as_written, "xox oxo ox.") == (0, 2)
    assert count_calls(negamax_corrected, "xox oxo ox.") == (1, 2)


@pytest.mark.parametrize("options, nodes", [
    (dict(), 18_297), (dict(stop_value=1), 16_811),
    (dict(stop_value=1, move_order=threats_first), 3_377)])
def test_so_far_at_minus_1_changes_nothing_and_the_root_window_does(game, options, nodes):
    for worst in (-math.inf, -1):
        solver = NegamaxAlphaBetaSolver(worst_value=worst, **options)
        solver.negamax_value(game, game.initial_state(), "X")
        assert solver.nodes_visited == nodes
    windowed = NegamaxAlphaBetaSolver(window=(-1, 1), **options)
    windowed.negamax_value(game, game.initial_state(), "X")
    assert windowed.nodes_visited == min(nodes, 16_811)


def test_a_bad_window_is_refused():
    with pytest.raises(ValueError, match="window"):
        NegamaxAlphaBetaSolver(window=(1, -1))
