from course_lib import RandomSolver


class TopLevelImport(RandomSolver):
    def __init__(self):
        super().__init__(seed=0)
