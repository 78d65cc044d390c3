# OpenBench and other build scripts: `make EXE=<name>` builds the release binary and copies it to
# <name> (OpenBench passes no CC/CXX for Rust engines). `FEATURES=tune` builds the SPSA tuning
# build (search parameters as UCI options; a tuning branch sets it as the default below).
EXE ?= ferrum
FEATURES ?=

.PHONY: all clean

all:
	cargo build --release $(if $(FEATURES),--features $(FEATURES))
	cp target/release/ferrum $(EXE)

clean:
	cargo clean
