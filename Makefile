# Quick start:  make lab     (JupyterLab + RISE on the lecture notebooks)
#               make test    (unit tests + every notebook executed by nbval)
#               make slides  (static reveal.js decks in build/slides/, open offline)
#               make site    (the course website in build/site/, with a JupyterLite edition)
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp
# the `grading` extra (nbgrader): make assignments, make grade, and the grading tests
GRADING_STAMP := $(VENV)/.grading-stamp
NBVAL  := --nbval --nbval-current-env --nbval-sanitize-with tests/nbval_sanitize.cfg

.PHONY: lab test unit nbval notebooks benchmark clean student test-browser slides site wheel \
        assignments grade gradebook-db gradebook-db-stop

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --upgrade pip
	$(BIN)/python -m pip install -e '.[dev]'
	touch $(STAMP)

# JupyterLab refuses to run as root (as in many containers) unless told it may.
LAB_ARGS ?= $(if $(filter 0,$(shell id -u)),--allow-root,)

# JupyterLab with RISE is a tool for teaching, not a dependency of course_lib: the `lab`
# extra. Alt-R in a notebook starts the slideshow.
LAB_STAMP := $(VENV)/.lab-stamp
$(LAB_STAMP): pyproject.toml $(STAMP)
	$(BIN)/python -m pip install -e '.[dev,lab]'
	touch $(LAB_STAMP)

lab: $(LAB_STAMP)
	$(BIN)/jupyter lab $(LAB_ARGS) notebooks/

test: unit nbval

unit: $(GRADING_STAMP)  # tests/test_grading.py runs nbgrader
	MPLBACKEND=Agg $(BIN)/python -m pytest tests

nbval: $(STAMP)
	env -u MPLBACKEND $(BIN)/python -m pytest $(NBVAL) notebooks/  # kernels need the inline backend

# Re-execute notebooks (all, or NB=notebooks/04_minimax.py) and write both files of each pair.
notebooks: $(STAMP)
	env -u MPLBACKEND $(BIN)/python tools/build_notebooks.py $(NB)

# Student edition: every notebook with its answers replaced by `raise NotImplementedError`.
student: $(STAMP)
	$(BIN)/python -m course_lib.course.student_edition notebooks --out build/student

# Grading a class with nbgrader (the `grading` extra): `make assignments` writes the course root
# build/course/ and releases one assignment per lecture with exercises; `make grade
# SUBMISSIONS=<dir> [JOBS=N]` autogrades <dir>/<student>/NN_name/NN_name.ipynb into the gradebook,
# writes build/grades/grades.csv, build/grades/exercises.csv and build/course/feedback/.
# JOBS > 1 needs the PostgreSQL gradebook: `make gradebook-db` (then GRADEBOOK_URL is set for you).
$(GRADING_STAMP): pyproject.toml $(STAMP)
	$(BIN)/python -m pip install -e '.[dev,grading]'
	touch $(GRADING_STAMP)

JOBS ?= 1
GRADEBOOK_URL ?= $(if $(filter-out 1,$(JOBS)),$(shell $(BIN)/python -m course_lib.course.gradebook_db url),)
# nbgrader runs `alembic` by name: the venv's bin first on PATH
GRADING_ENV := PATH="$(abspath $(BIN)):$$PATH" GRADEBOOK_URL="$(GRADEBOOK_URL)"

assignments: $(GRADING_STAMP)
	$(GRADING_ENV) $(BIN)/python -m course_lib.course.assignments notebooks --course build/course

grade: $(GRADING_STAMP)
	@test -n "$(SUBMISSIONS)" || { echo "usage: make grade SUBMISSIONS=<dir> [JOBS=N]"; exit 2; }
	test -f build/course/nbgrader_config.py || $(MAKE) assignments GRADEBOOK_URL="$(GRADEBOOK_URL)"
	$(GRADING_ENV) $(BIN)/python -m course_lib.course.grading "$(SUBMISSIONS)" --jobs $(JOBS) \
	    --course build/course --grades build/grades

# A local PostgreSQL server for the gradebook in build/pgdata (system binaries initdb/pg_ctl; as root
# it runs as the unprivileged user `postgres`, else `nobody`). Stop it with `make gradebook-db-stop`.
gradebook-db: $(GRADING_STAMP)
	$(BIN)/python -m course_lib.course.gradebook_db start

gradebook-db-stop: $(GRADING_STAMP)
	$(BIN)/python -m course_lib.course.gradebook_db stop

# Browser test: JupyterLab in headless Chromium (system package /usr/bin/chromium).
BROWSER_STAMP := $(VENV)/.browser-stamp
$(BROWSER_STAMP): pyproject.toml $(STAMP)
	$(BIN)/python -m pip install -e '.[dev,lab,browser,grading]'
	touch $(BROWSER_STAMP)

test-browser: $(BROWSER_STAMP)
	$(BIN)/python -m pytest tests_browser

# Static reveal.js decks, build/slides/NN_name.slides.html, from the committed outputs; reveal.js
# and the scripts the decks load are the npm packages pinned in tools/reveal/, copied next to them.
NPM_STAMP := build/npm/.installed-stamp
$(NPM_STAMP): tools/reveal/package.json tools/reveal/package-lock.json
	mkdir -p build/npm
	cp tools/reveal/package.json tools/reveal/package-lock.json build/npm/
	npm ci --prefix build/npm --no-audit --no-fund
	touch $(NPM_STAMP)

slides: $(LAB_STAMP) $(NPM_STAMP)
	$(BIN)/python tools/make_slides.py --npm build/npm/node_modules --out build/slides

# The course website: Sphinx + myst-nb over the committed notebooks (not re-run), the API reference,
# and under lite/ a JupyterLite build with the student notebooks and the course_lib wheel.
DOCS_STAMP := $(VENV)/.docs-stamp
$(DOCS_STAMP): pyproject.toml $(STAMP)
	$(BIN)/python -m pip install -e '.[dev,docs]'
	touch $(DOCS_STAMP)

wheel: $(STAMP)
	rm -rf build/wheels
	$(BIN)/python -m pip wheel . --no-deps -w build/wheels

site: $(DOCS_STAMP) student wheel
	rm -rf build/site
	$(BIN)/python -m sphinx -b html -q docs build/site

benchmark: $(STAMP)
	$(BIN)/python benchmarks/bench_minimax.py
	$(BIN)/python benchmarks/bench_caching.py
	$(BIN)/python benchmarks/bench_alphabeta.py
	$(BIN)/python benchmarks/bench_mcts.py  # OpenSpiel column needs the bench extra
	$(BIN)/python benchmarks/bench_solving.py
	$(BIN)/python benchmarks/bench_connect4.py  # about 15 min; OpenSpiel row needs the bench extra

clean:
	rm -rf build .pytest_cache docs/lectures docs/solvers docs/_autosummary
