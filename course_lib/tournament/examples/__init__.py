"""Two students' bots, as they would hand them in, for notebook 13's tournament.

`two_ply` (alpha-beta two plies deep with the open-lines evaluation) and
`centre_or_corner` (it has a bug, on purpose: notebook 13 asks which). `find_bots`
skips this ``__init__.py``, so the folder is a bot folder like any other:
`course_lib.tournament.EXAMPLES`.
"""
