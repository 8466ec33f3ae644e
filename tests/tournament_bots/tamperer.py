from course_lib.solvers import Solver


class Tamperer(Solver):
    def select_move(self, game, state, player):
        move = game.get_valid_moves(state)[0]
        state[:] = player
        return move
