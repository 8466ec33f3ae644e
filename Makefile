# Quick start:  make lab     (JupyterLab on the lecture notebooks; present with the deck button)
#               make test    (unit tests + every notebook executed by nbval)
#               make slides  (static reveal.js decks of the student edition in build/slides/, open offline)
#               make site    (the course website in build/site/, with a JupyterLite edition)
#               make tournament BOTS=<folder>  (a class tournament of bot files, rated)
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp
# the `tournament` extra (Dask, choix): `make tournament`, the tests, and every run of notebook 13
# (`make lab`, `make notebooks`, the student run behind `make slides` and `make site`)
TOURNAMENT_STAMP := $(VENV)/.tournament-stamp
# the `grading` extra (nbgrader): make assignments, make grade, and the grading tests
GRADING_STAMP := $(VENV)/.grading-stamp
# `make hub`: the hub's environment is built from a Python every system user can run
HUB_PYTHON ?= /usr/bin/python3
HUB_STAMP  := build/hub/.installed-stamp
NBVAL  := --nbval --nbval-current-env --nbval-sanitize-with tests/nbval_sanitize.cfg

.PHONY: deck-keys hub hub-install hub-stop lab test unit nbval notebooks benchmark clean student student-run test-browser slides \
        slides-instructor site wheel tournament assignments grade gradebook-db gradebook-db-stop

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --upgrade pip
	$(BIN)/python -m pip install -e '.[dev]'
	touch $(STAMP)

# JupyterLab refuses to run as root (as in many containers) unless told it may.
LAB_ARGS ?= $(if $(filter 0,$(shell id -u)),--allow-root,)

# JupyterLab with jupyterlab-slideshow is a tool for teaching, not a dependency of course_lib: the
# `lab` extra. The deck button of a notebook's toolbar presents it (README, "Presenting a lecture").
# tools/lab/overrides.json becomes this JupyterLab's default settings (deck mode's sizes, no news);
# tools/lab/deck_keys/labextension (built, committed) makes Space go one slide at a time in deck mode.
# The `tournament` extra too: notebook 13 runs a tournament.
LAB_STAMP := $(VENV)/.lab-stamp
LAB_OVERRIDES = $(BIN)/../share/jupyter/lab/settings/overrides.json
DECK_KEYS = $(BIN)/../share/jupyter/labextensions/course-deck-keys
$(LAB_STAMP): pyproject.toml $(STAMP) tools/lab/overrides.json $(shell find tools/lab/deck_keys/labextension -type f)
	$(BIN)/python -m pip install -e '.[dev,lab,tournament]'
	mkdir -p $(dir $(LAB_OVERRIDES))
	cp tools/lab/overrides.json $(LAB_OVERRIDES)
	rm -rf $(DECK_KEYS)
	cp -r tools/lab/deck_keys/labextension $(DECK_KEYS)
	touch $(LAB_STAMP)

# Rebuild tools/lab/deck_keys/labextension after editing its lib/index.js (needs npm; commit the result).
deck-keys: $(LAB_STAMP)
	cd tools/lab/deck_keys && npm install --no-audit --no-fund && rm -rf labextension && \
		PATH=$(abspath $(BIN)):$$PATH npm run build
	rm -rf tools/lab/deck_keys/node_modules tools/lab/deck_keys/package-lock.json

lab: $(LAB_STAMP)
	$(BIN)/jupyter lab $(LAB_ARGS) notebooks/

test: unit nbval

unit: $(STAMP) $(TOURNAMENT_STAMP) $(GRADING_STAMP)  # a Dask LocalCluster; nbgrader
	MPLBACKEND=Agg $(BIN)/python -m pytest tests

nbval: $(STAMP) $(TOURNAMENT_STAMP)
	env -u MPLBACKEND $(BIN)/python -m pytest $(NBVAL) notebooks/  # kernels need the inline backend

# Re-execute notebooks (all, or NB=notebooks/04_minimax.py) and write both files of each pair.
notebooks: $(STAMP) $(TOURNAMENT_STAMP)
	env -u MPLBACKEND $(BIN)/python tools/build_notebooks.py $(NB)

# Student edition: every notebook with its answers replaced by `raise NotImplementedError`.
student: $(STAMP)
	$(BIN)/python -m course_lib.course.student_edition notebooks --out build/student

# The student edition run once, as a student sees it before answering (outputs with [TO DO]
# verdicts, no answer): what the static decks and the website show. Takes a few minutes; redone
# only when a notebook or the library changed. Fails on any error output but an exercise stub's
# NotImplementedError (a missing package, a broken cell), so no deck or page shows a traceback.
STUDENT_RUN := build/student-run/.executed
$(STUDENT_RUN): $(STAMP) $(TOURNAMENT_STAMP) $(wildcard notebooks/*.ipynb) $(shell find course_lib -name '*.py')
	rm -rf build/student-run
	env -u MPLBACKEND $(BIN)/python -m course_lib.course.student_edition notebooks --out build/student-run --execute
	touch $(STUDENT_RUN)

student-run: $(STUDENT_RUN)

# Grading a class with nbgrader (the `grading` extra): `make assignments` writes the course root
# build/course/ and releases one assignment per lecture with exercises; `make grade
# SUBMISSIONS=<dir> [JOBS=N]` autogrades <dir>/<student>/NN_name/NN_name.ipynb into the gradebook,
# writes build/grades/grades.csv, build/grades/exercises.csv and build/course/feedback/.
# JOBS > 1 needs the PostgreSQL gradebook: `make gradebook-db` (then GRADEBOOK_URL is set for you);
# the gradebook is chosen per run, never written into build/course.
$(GRADING_STAMP): pyproject.toml $(STAMP)
	$(BIN)/python -m pip install -e '.[dev,grading]'
	touch $(GRADING_STAMP)

JOBS ?= 1
GRADEBOOK_URL ?= $(if $(filter-out 1,$(JOBS)),$(shell $(BIN)/python -m course_lib.course.gradebook_db url),)
# nbgrader runs `alembic` by name: the venv's bin first on PATH
GRADING_ENV := PATH="$(abspath $(BIN)):$$PATH" GRADEBOOK_URL="$(GRADEBOOK_URL)"

# The hidden cases' seed is the instructor's: build/course/instructor_seed (random at first), or HIDDEN_SEED=<n>.
assignments: $(GRADING_STAMP)
	$(GRADING_ENV) $(BIN)/python -m course_lib.course.assignments notebooks --course build/course \
	    $(if $(HIDDEN_SEED),--seed $(HIDDEN_SEED),)

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

# Browser test: JupyterLab in headless Chromium (system package /usr/bin/chromium), and the
# static decks and the website it opens, built first.
BROWSER_STAMP := $(VENV)/.browser-stamp
# The environment `make lab` installs (LAB_STAMP), plus Playwright and nbgrader's formgrader.
$(BROWSER_STAMP): pyproject.toml $(STAMP) $(LAB_STAMP)
	$(BIN)/python -m pip install -e '.[dev,lab,tournament,browser,grading]'
	touch $(BROWSER_STAMP)

# tests_browser/test_hub.py runs a JupyterHub as root: its environment is built first where it can run
HUB_FOR_TESTS := $(if $(and $(filter 0,$(shell id -u)),$(wildcard $(HUB_PYTHON))),$(HUB_STAMP),)
# BROWSER_TESTS selects part of the suite (.ci/run runs two parts side by side).
BROWSER_TESTS ?= tests_browser
test-browser: $(BROWSER_STAMP) slides site $(HUB_FOR_TESTS)  # the suite opens build/slides and build/site
	$(BIN)/python -m pytest $(BROWSER_TESTS)

# Static reveal.js decks, build/slides/NN_name.slides.html, from the executed student edition (no
# answer, no [PASSED]); reveal.js and the scripts the decks load are the npm packages pinned in
# tools/reveal/, copied next to them. The instructor's decks, with the answers, are a separate
# build in build/slides-instructor/ (titled "instructor copy"), which `make site` never publishes.
NPM_STAMP := build/npm/.installed-stamp
$(NPM_STAMP): tools/reveal/package.json tools/reveal/package-lock.json
	mkdir -p build/npm
	cp tools/reveal/package.json tools/reveal/package-lock.json build/npm/
	npm ci --prefix build/npm --no-audit --no-fund
	touch $(NPM_STAMP)

slides: $(LAB_STAMP) $(NPM_STAMP) $(STUDENT_RUN)
	$(BIN)/python tools/make_slides.py --npm build/npm/node_modules --out build/slides

slides-instructor: $(LAB_STAMP) $(NPM_STAMP)  # runs nothing: the committed outputs
	$(BIN)/python tools/make_slides.py --npm build/npm/node_modules --out build/slides-instructor \
		--instructor notebooks/[0-9][0-9]_*.ipynb

# The course website: Sphinx + myst-nb over the executed student edition (build/student-run: no
# answers; never notebooks/), the API reference,
# and under lite/ a JupyterLite build with the student notebooks and the course_lib wheel.
DOCS_STAMP := $(VENV)/.docs-stamp
$(DOCS_STAMP): pyproject.toml $(STAMP)
	$(BIN)/python -m pip install -e '.[dev,docs]'
	touch $(DOCS_STAMP)

wheel: $(STAMP)
	rm -rf build/wheels
	$(BIN)/python -m pip wheel . --no-deps -w build/wheels

# HUB_URL (and HUB_REPO, the student edition's git URL) put an "Open on your JupyterHub" link on
# every lecture page (README, "A class on JupyterHub").
HUB_URL  ?=
HUB_REPO ?=
site: $(DOCS_STAMP) student $(STUDENT_RUN) wheel
	rm -rf build/site
	HUB_URL="$(HUB_URL)" HUB_REPO="$(HUB_REPO)" $(BIN)/python -m sphinx -b html -q docs build/site

# A class tournament: every <name>.py in BOTS (one Solver subclass each) plays every other, both
# colours, each bot under bubblewrap (SANDBOX=none runs them without it, see README); games run
# on a TLS Dask LocalCluster of WORKERS processes, or on the running cluster at SCHEDULER
# (tls://host:8786). Writes OUT/games.jsonl (signed with OUT.key), rejected.csv, failures.csv,
# ratings.csv, crosstable.csv, ratings.png. Rerunning resumes from OUT/games.jsonl.
$(TOURNAMENT_STAMP): pyproject.toml $(STAMP)
	$(BIN)/python -m pip install -e '.[dev,tournament]'
	touch $(TOURNAMENT_STAMP)

BOTS      ?= bots
GAME      ?= connect_four
MOVE_TIME ?= 1
ROUNDS    ?= 1
REFERENCE ?= yes
WORKERS   ?= $(shell nproc 2>/dev/null || echo 2)
SCHEDULER ?=
SANDBOX   ?= bwrap
OUT       ?= build/tournament
tournament: $(TOURNAMENT_STAMP)
	$(BIN)/python -m course_lib.tournament '$(BOTS)' --game '$(GAME)' --move-time '$(MOVE_TIME)' \
	    --rounds '$(ROUNDS)' --reference '$(REFERENCE)' --workers '$(WORKERS)' \
	    --scheduler '$(SCHEDULER)' --sandbox '$(SANDBOX)' --out '$(OUT)'

benchmark: $(STAMP)
	$(BIN)/python benchmarks/bench_minimax.py
	$(BIN)/python benchmarks/bench_caching.py
	$(BIN)/python benchmarks/bench_alphabeta.py
	$(BIN)/python benchmarks/bench_mcts.py  # OpenSpiel column needs the bench extra
	$(BIN)/python benchmarks/bench_solving.py
	$(BIN)/python benchmarks/bench_connect4.py  # about 15 min; OpenSpiel row needs the bench extra

clean:
	rm -rf build .pytest_cache docs/lectures docs/solvers docs/_autosummary

# A local JupyterHub for the course (README, "A class on JupyterHub"), as root: system users log in
# with their password (PAM), each gets JupyterLab from the course's environment (build/hub/venv,
# built from HUB_PYTHON, a Python every user can run), the formgrader runs as a hub service of the
# grader account, assignments go through nbgrader's exchange in build/hub/exchange.
$(HUB_STAMP): pyproject.toml tools/hub/package.json tools/hub/package-lock.json tools/lab/overrides.json \
		$(shell find course_lib -name '*.py')  # course_lib is installed, not linked: reinstall on change
	mkdir -p build/hub
	HUB_PYTHON=$(HUB_PYTHON) $(PYTHON) tools/hub/hub.py install
	touch $(HUB_STAMP)

hub-install: $(HUB_STAMP)

hub: $(HUB_STAMP)
	HUB_PYTHON=$(HUB_PYTHON) $(PYTHON) tools/hub/hub.py start
	@echo "JupyterHub: $$($(PYTHON) tools/hub/hub.py url)  (add users: python tools/hub/hub.py add-user NAME PASSWORD)"

hub-stop:
	$(PYTHON) tools/hub/hub.py stop
