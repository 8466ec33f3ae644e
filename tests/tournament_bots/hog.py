from course_lib.solvers import Solver


class Hog(Solver):
    def select_move(self, game, state, player):
        memory = bytearray(50 * 1024 ** 3)
        return game.get_valid_moves(state)[len(memory) % 1]
