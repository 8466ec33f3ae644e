from course_lib.solvers import Solver


class SyntaxError(Solver)
    pass
