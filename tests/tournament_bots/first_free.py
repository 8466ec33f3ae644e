from course_lib.solvers import Solver


class FirstFree(Solver):
    def select_move(self, game, state, player):
        return game.get_valid_moves(state)[0]
