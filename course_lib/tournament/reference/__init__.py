"""The reference bots: bot files like a student's, loaded from their source by the tournament.

They anchor the ratings (REFERENCE=yes): `ref_random` (uniform random),
`ref_alphabeta` (depth-limited alpha-beta with the course's evaluation),
`ref_mcts_100` and `ref_mcts_1000` (MCTS at two budgets of simulations per move)
and, on boards it can solve within a move, `ref_perfect`.
"""
