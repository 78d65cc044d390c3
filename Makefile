# OpenBench and other build scripts: `make EXE=<name>` builds the release binary and copies it to
# <name> (OpenBench passes no CC/CXX for Rust engines). `FEATURES=tune` builds the SPSA tuning
# build (search parameters as UCI options; a tuning branch sets it as the default below).
# `make test` is the README's test command: it installs the Debian and PyPI packages the test
# suite needs that are missing (as root), then runs the whole suite (tests/setup.sh).
EXE ?= ferrum
FEATURES ?=

.PHONY: all clean test

all:
	cargo build --release $(if $(FEATURES),--features $(FEATURES))
	cp target/release/ferrum $(EXE)

clean:
	cargo clean

test:
	bash tests/setup.sh
