"""Checks against figures computed outside this project (../shared/data)."""

from pathlib import Path

import numpy as np
from course_lib import TicTacToe, reachable_positions

UCI = Path(__file__).resolve().parents[2] / "shared" / "data" / "tictactoe" / "uci_tic-tac-toe.data"


def read_uci_endgames():
    boards = {}
    for line in UCI.read_text().split()[1:]:  # the first line is a header
        *cells, label = line.split(",")
        key = "".join({"x": "X", "o": "O", "b": " "}[c] for c in cells)
        boards[key] = label == "positive"
    return boards


def test_terminal_positions_match_the_uci_endgame_database():
    assert UCI.exists(), f"reference data missing: {UCI} (shared/ must sit beside the checkout)"
    game = TicTacToe()
    terminal = {
        "".join(np.asarray(state).ravel()): game.evaluate(state)
        for state in reachable_positions(game).values()
        if game.is_terminal(state)
    }
    uci = read_uci_endgames()
    assert len(uci) == 958
    assert set(terminal) == set(uci)
    assert all((terminal[key] == 1) == x_wins for key, x_wins in uci.items())
