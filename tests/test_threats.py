"""The `Game.winning_moves` hook and the `threats_first` move ordering."""

import pytest

from course_lib import (Game, GameTree, MinimaxAlphaBetaSolverV2, NegamaxAlphaBetaSolver,
                        TicTacToe, WrongPlayerError, reachable_positions, threats_first)
from conftest import board


def test_tictactoe_winning_moves_for_both_players(game):
    state = board(["X O", "X  ", "O  "])  # X to move
    assert game.winning_moves(state, "X") == []
    assert game.winning_moves(state, "O") == [(1, 1)]
    double = board(["XX ", " O ", "X O"])  # O to move, X threatens two lines
    assert game.winning_moves(double, "X") == [(0, 2), (1, 0)]
    assert game.winning_moves(board(["XXX", "OO ", "   "]), "O") == []  # game over


def test_tictactoe_winning_moves_match_the_default_on_every_position(game):
    for key in reachable_positions(game):
        state = board(["".join(row) for row in key])
        if game.is_terminal(state):
            continue
        player = game.to_move(state)
        assert game.winning_moves(state, player) == Game.winning_moves(game, state, player)


def test_winning_moves_4x4():
    game = TicTacToe(4)
    state = board(["XXX ", "OOO ", "    ", "    "])
    assert game.winning_moves(state, "X") == [(0, 3)]
    assert game.winning_moves(state, "O") == [(1, 3)]


def test_the_default_answers_only_for_the_player_to_move():
    tree = GameTree([[1, -1], [0, 1]])
    assert tree.winning_moves((0,), "O") == [1]
    assert tree.winning_moves((), "X") == []
    with pytest.raises(NotImplementedError, match="override Game.winning_moves"):
        tree.winning_moves((), "O")


def test_unknown_players_are_refused(game):
    with pytest.raises(WrongPlayerError):
        game.winning_moves(game.initial_state(), "Z")
    with pytest.raises(WrongPlayerError):
        Game.winning_moves(game, game.initial_state(), "Z")


def test_threats_first_orders_wins_then_forced_blocks(game):
    win_available = board(["XX ", "OO ", "   "])  # X to move: (0, 2) wins
    moves = game.get_valid_moves(win_available)
    assert threats_first(game, win_available, "X", moves)[0] == (0, 2)
    assert sorted(threats_first(game, win_available, "X", moves)) == sorted(moves)
    must_block = board(["X O", "X  ", "O  "])
    assert threats_first(game, must_block, "X", game.get_valid_moves(must_block)) == [(1, 1)]
    quiet = board(["X  ", "   ", "   "])
    assert threats_first(game, quiet, "O", game.get_valid_moves(quiet)) == game.get_valid_moves(quiet)


def test_threats_first_with_minimax_format_alphabeta(game):
    solver = MinimaxAlphaBetaSolverV2(move_order=threats_first)
    assert solver.minimax_value(game, game.initial_state(), "X") == 0
    assert solver.nodes_visited < 18_297


def test_threats_first_needs_the_hook_for_the_opponent():
    with pytest.raises(NotImplementedError):
        NegamaxAlphaBetaSolver(move_order=threats_first).negamax_value(GameTree([[1, 2], [3]]), (), "X")
