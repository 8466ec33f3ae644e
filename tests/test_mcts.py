"""MCTSClassicSolver and MCTSSolver: OpenSpiel's positions, matches, perspective, persistence, seeds.

MCTS is randomized: every assertion below is a property that holds with
overwhelming probability (checked over many seeds), not a seeded tally.
"""

from collections import Counter

import pytest

from course_lib import (
    GameOverError,
    GameRunner,
    GameTree,
    MCTSClassicSolver,
    MCTSSolver,
    MinimaxSolver,
    RandomSolver,
    TicTacToe,
    aima_figure_5_2,
    evaluate_solvers,
    win_in_one_rollout,
    winning_moves,
)

SOLVERS = [MCTSClassicSolver, MCTSSolver]
CORNERS = {(0, 0), (0, 2), (2, 0), (2, 2)}
EDGES = {(0, 1), (1, 0), (1, 2), (2, 1)}


def position(moves):
    """The tic-tac-toe board after `moves` (X first) and the player to move."""
    game = TicTacToe()
    state, player = game.initial_state(), "X"
    for move in moves:
        state, player = game.make_move(state, move, player), game.get_opponent(player)
    return game, state, player


def minimax_values(game, state, player):
    """{move: minimax value for X after move}, from the memoized minimax (an independent solver)."""
    solver = MinimaxSolver()
    values = {}
    for move in game.get_valid_moves(state):
        after = game.make_move(state, move, player)
        if game.is_terminal(after):
            values[move] = game.evaluate(after)
        else:
            solver.select_move(game, after, game.get_opponent(player))
            values[move] = solver.cache[next(k for k in solver.cache if k[0] == _key(after))][0]
    return values


def _key(state):
    from course_lib.games.symmetry import state_key
    return state_key(state)


# ----------------------------------------------------------------------
# The three positions of OpenSpiel's mcts_test.py (test_solve_draw / _win / _loss)
# ----------------------------------------------------------------------
DRAW = [(1, 1), (0, 0), (2, 2)]          # O to move: only (0, 2) and (2, 0) keep the draw
WIN = [(1, 0), (2, 2)]                   # X to move: only (2, 0) wins
LOSS = [(1, 1), (0, 0), (2, 2), (1, 0), (2, 0)]  # O to move and lost whatever it does


def test_the_openspiel_positions_have_the_values_openspiel_states():
    game, state, player = position(DRAW)
    values = minimax_values(game, state, player)
    assert sorted(m for m, v in values.items() if v == 0) == [(0, 2), (2, 0)]
    assert all(v == 1 for m, v in values.items() if m not in ((0, 2), (2, 0)))
    game, state, player = position(WIN)
    values = minimax_values(game, state, player)
    assert [m for m, v in values.items() if v == 1] == [(2, 0)]
    game, state, player = position(LOSS)
    assert set(minimax_values(game, state, player).values()) == {1}


@pytest.mark.parametrize("cls", SOLVERS)
@pytest.mark.parametrize("solve", [False, True])
def test_finds_the_only_drawing_move(cls, solve):
    game, state, player = position(DRAW)
    for seed in range(8):
        solver = cls(2000, seed=seed, solve=solve)
        assert solver.select_move(game, state, player) in {(0, 2), (2, 0)}, seed
        assert abs(solver.root_value) < 0.2


@pytest.mark.parametrize("cls", SOLVERS)
@pytest.mark.parametrize("solve", [False, True])
def test_finds_the_only_winning_move(cls, solve):
    game, state, player = position(WIN)
    for seed in range(8):
        solver = cls(2000, seed=seed, solve=solve)
        assert solver.select_move(game, state, player) == (2, 0), seed
        assert solver.root_value > 0.2  # good for X, the player to move
    assert solver.search_root.proven == (1 if solve else None)


@pytest.mark.parametrize("cls", SOLVERS)
def test_recognises_a_lost_position(cls):
    game, state, player = position(LOSS)
    for seed in range(4):
        solver = cls(1000, seed=seed)
        solver.select_move(game, state, player)
        assert solver.root_value > 0.9  # X (the opponent of O, to move) wins
        proving = cls(1000, seed=seed, solve=True)
        proving.select_move(game, state, player)
        assert proving.search_root.proven == 1
        assert all(child.proven == 1 for child in proving.search_root.children.values())


def test_opens_in_the_centre_or_a_corner_never_on_an_edge():
    game = TicTacToe()
    openings = Counter(MCTSClassicSolver(500, seed=seed).select_move(game, game.initial_state(), "X")
                       for seed in range(20))
    assert sum(openings[move] for move in EDGES) <= 2, openings
    assert openings[(1, 1)] >= 10, openings  # the centre gets the most visits


# ----------------------------------------------------------------------
# Matches
# ----------------------------------------------------------------------
def test_classic_500_never_loses_to_random_as_x():
    results = evaluate_solvers(TicTacToe(), MCTSClassicSolver(500, seed=1), RandomSolver(2),
                               num_games=200, progress=False)
    assert results["O_wins"] == 0
    assert results["X_wins"] >= 180


def test_learner_draws_against_minimax_as_o():
    results = evaluate_solvers(TicTacToe(), MinimaxSolver(), MCTSSolver(200, seed=3),
                               num_games=10, progress=False)
    assert results["X_wins"] <= 1


# ----------------------------------------------------------------------
# Values: the root's mean converges to the minimax value
# ----------------------------------------------------------------------
@pytest.mark.parametrize("cls", SOLVERS)
def test_root_value_approaches_the_minimax_value_of_the_empty_board(cls):
    game = TicTacToe()
    solver = cls(20000, seed=5)
    solver.select_move(game, game.initial_state(), "X")
    assert abs(solver.root_value) < 0.2  # 2,000 simulations leave it near 0.4


@pytest.mark.parametrize("cls", SOLVERS)
def test_root_value_and_move_on_the_textbook_tree(cls):
    game = aima_figure_5_2()
    solver = cls(3000, seed=0)
    assert game.move_name((), 0) == solver.select_move(game, (), "X")
    assert solver.root_value == pytest.approx(3, abs=0.3)


# ----------------------------------------------------------------------
# Perspective and draws on explicit trees with known values
# ----------------------------------------------------------------------
@pytest.mark.parametrize("cls", SOLVERS)
def test_each_player_chooses_what_is_best_for_itself(cls):
    # X's first move leads to a MIN node where O can win (-1) or let X win;
    # X's second move is a certain small gain. A backup crediting the wrong
    # player would send X into the first subtree or let O play 1.
    game = GameTree([[1, -1, 1], [0.5]])
    for seed in range(5):
        solver = cls(500, seed=seed)
        assert solver.select_move(game, (), "X") == 1
        assert solver.root_value == pytest.approx(0.5, abs=0.15)
        assert cls(200, seed=seed).select_move(game, (0,), "O") == 1


@pytest.mark.parametrize("cls", SOLVERS)
def test_a_draw_is_worth_zero_not_a_loss(cls):
    # A draw for sure (move 0) against a subtree where O wins (move 1):
    # counting draws as losses makes both look equally bad.
    game = GameTree([[0, 0], [-1, 1]])
    for seed in range(5):
        solver = cls(400, seed=seed)
        assert solver.select_move(game, (), "X") == 0
        node = solver.search_root.children[0]
        assert node.W == 0 and node.N > 0


@pytest.mark.parametrize("cls", SOLVERS)
def test_w_is_the_reward_of_the_player_who_moved_into_the_node(cls):
    game = GameTree([[1, 1], [1, 1]])  # X always wins
    solver = cls(50, seed=0)
    solver.select_move(game, (), "X")
    root = solver.search_root
    assert root.player == "X" and root.mover == "O" and root.W == -root.N
    for child in root.children.values():
        assert child.player == "O" and child.W == child.N  # X moved into it and won every time
        for grandchild in child.children.values():
            assert grandchild.W == -grandchild.N


def test_ties_are_broken_by_the_seeded_generator_not_by_move_order():
    game = GameTree([[0], [0], [0]])
    chosen = {MCTSClassicSolver(3, seed=seed).select_move(game, (), "X") for seed in range(30)}
    assert chosen == {0, 1, 2}


# ----------------------------------------------------------------------
# The learner: one tree for life, following the game
# ----------------------------------------------------------------------
def test_learner_tree_persists_and_follows_the_game():
    game = TicTacToe()
    learner = MCTSSolver(30, seed=1)
    runner = GameRunner(game)
    sizes = []
    for _ in range(3):
        runner.play_game(learner, RandomSolver(4))
        sizes.append(learner.table_size)
        final = runner.states[-1]
        assert (learner.root.state == final).all()  # followed to the last position
    assert sizes[0] < sizes[1] < sizes[2]
    learner.reset()
    assert (learner.root.state == game.initial_state()).all()
    assert learner.root.N >= 90 and learner.table_size == sizes[-1]  # statistics kept


def test_learner_root_follows_opponent_moves_as_o():
    game = TicTacToe()
    learner = MCTSSolver(20, seed=1)
    runner = GameRunner(game)
    runner.play_game(RandomSolver(5), learner)
    runner.play_game(RandomSolver(6), learner)  # first opponent move arrives before any search
    assert (learner.root.state == runner.states[-1]).all()


def test_learner_shares_transpositions():
    game = TicTacToe()
    learner = MCTSSolver(3000, seed=0)
    learner.select_move(game, game.initial_state(), "X")
    nodes = list(learner.table.values())
    assert learner.table_size == len({id(node) for node in nodes})
    assert learner.table_size < learner.search_root.N + 1  # some positions reached twice


def test_learner_plays_both_sides():
    results = evaluate_solvers(TicTacToe(), *(2 * [MCTSSolver(50, seed=2)]), num_games=3,
                               progress=False)
    assert sum(results.values()) == 3


# ----------------------------------------------------------------------
# Seeds, options, errors
# ----------------------------------------------------------------------
@pytest.mark.parametrize("cls", SOLVERS)
def test_same_seed_same_games(cls):
    def moves(seed):
        runner = GameRunner(TicTacToe())
        x, o = cls(40, seed=seed), RandomSolver(seed)
        return [(runner.play_game(x, o), tuple(runner.moves)) for _ in range(4)]
    assert moves(11) == moves(11)


def test_names_show_the_parameters():
    assert MCTSClassicSolver(500).get_name() == "MCTSClassicSolver(num_simulations=500)"
    assert MCTSSolver(10, seed=3).get_name() == "MCTSSolver(num_simulations=10, seed=3)"
    name = MCTSClassicSolver(time_limit=0.01, exploration_c=1.0, rollout="win_in_one").get_name()
    assert name == "MCTSClassicSolver(time_limit=0.01, exploration_c=1.0, rollout='win_in_one')"


def test_time_limit_runs_until_the_budget_is_spent():
    game = TicTacToe()
    solver = MCTSClassicSolver(time_limit=0.05, seed=0)
    assert solver.select_move(game, game.initial_state(), "X") in game.get_valid_moves(
        game.initial_state())
    assert solver.simulations_run > 10


@pytest.mark.parametrize("bad", [dict(num_simulations=0), dict(num_simulations=2.5),
                                 dict(exploration_c=-1), dict(rollout="greedy"),
                                 dict(time_limit=0)])
def test_bad_parameters_are_rejected(bad):
    with pytest.raises(ValueError):
        MCTSClassicSolver(**bad)


def test_solve_rejects_utilities_outside_minus_one_one():
    with pytest.raises(ValueError, match="utilities in"):
        MCTSClassicSolver(50, solve=True).select_move(aima_figure_5_2(), (), "X")


@pytest.mark.parametrize("cls", SOLVERS)
def test_no_move_in_a_finished_game(cls):
    game, state, _ = position([(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)])
    with pytest.raises(GameOverError):
        cls(10).select_move(game, state, "O")


def test_win_in_one_rollout_takes_the_win():
    game, state, player = position([(0, 0), (1, 0), (0, 1), (1, 1)])
    assert winning_moves(game, state, player) == [(0, 2)]
    import random
    assert all(win_in_one_rollout(game, state, player, random.Random(s)) == (0, 2)
               for s in range(10))


def test_win_in_one_rollout_uses_the_game_hook_when_present():
    game, state, player = position([(0, 0), (1, 0), (0, 1), (1, 1)])
    calls = []

    def hook(state, player):
        calls.append(player)
        del game.winning_moves  # the generic search, then put the hook back
        try:
            return winning_moves(game, state, player)
        finally:
            game.winning_moves = hook

    game.winning_moves = hook
    MCTSClassicSolver(20, rollout="win_in_one", seed=0).select_move(game, state, player)
    assert calls


# ----------------------------------------------------------------------
# Connect Four (through the same Game interface)
# ----------------------------------------------------------------------
@pytest.mark.parametrize("cls", SOLVERS)
def test_connect_four_takes_a_win_and_blocks_a_loss(cls):
    from course_lib import ConnectFour

    game = ConnectFour()
    win, block = ConnectFour.from_moves("121212"), ConnectFour.from_moves("12121")
    assert game.winning_moves(win, "X") == [0] and game.winning_moves(block, "X") == [0]
    for seed in range(3):
        assert cls(300, seed=seed).select_move(game, win, "X") == 0
        assert cls(300, seed=seed).select_move(game, block, "O") == 0  # else X wins in column 0


def test_connect_four_learner_follows_and_beats_random():
    from course_lib import ConnectFour

    game = ConnectFour(5, 4)
    learner = MCTSSolver(100, seed=1)
    runner = GameRunner(game)
    results = [runner.play_game(RandomSolver(seed), learner) for seed in range(6)]
    assert results.count(-1) >= 5  # the learner (O) wins nearly every game
    assert (learner.root.state == runner.states[-1]).all()
