# OpenBench and other build scripts: `make EXE=<name>` builds the release binary and copies it to
# <name> (OpenBench passes no CC/CXX for Rust engines).
EXE ?= ferrum

.PHONY: all clean

all:
	cargo build --release
	cp target/release/ferrum $(EXE)

clean:
	cargo clean
