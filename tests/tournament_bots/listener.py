import os

from course_lib.solvers import Solver


class Listener(Solver):
    """Raises unless every move it heard is its opponent's, and it was told its move time."""

    def reset(self):
        self.heard = []

    def opponent_played(self, move):
        self.heard.append(move)

    def select_move(self, game, state, player):
        opponent = game.get_opponent(player)
        mine = [move for move in self.heard if state[move] != opponent]
        if mine or not self.heard:
            raise RuntimeError(f"heard {self.heard}: {mine} are not the opponent's")
        told = (os.environ.get("TOURNAMENT_MOVE_TIME"), os.environ.get("TOURNAMENT_OUTPUT"))
        if told != ("1", "discarded"):
            raise RuntimeError(f"told {told}")
        return game.get_valid_moves(state)[0]
