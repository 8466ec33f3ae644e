class NotASolver:
    def select_move(self, game, state, player):
        return None
