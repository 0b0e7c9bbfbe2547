# Tessera build. `make help` lists the targets: the `#:` line above each target's rule.
#
# Build flavours share one source list and live in separate folders ("Build flavours" below):
#   build/release  optimized binaries (./tessera, ./tessera-match are linked at the top)
#   build/lib      libtessera.a and libtessera.so (position-independent, only the API exported)
#   build/test     assertions on, debug info, used by `make test`
#   build/san      sanitizer build (SAN=address,undefined or SAN=thread)
#   build/clang, build/valgrind, build/fuzz, build/wasm/single, build/wasm/threads: the
#   clang, valgrind, fuzzing and WebAssembly builds of their targets
# ARCH picks the instruction set: native (the default) for this machine only, x86-64-v2 (or
# x86-64, x86-64-v3) for a binary that runs on other machines, such as a server's.

CC      ?= cc
ARCH    ?= native
SAN     ?= address,undefined
JOBS    ?= $(shell nproc 2>/dev/null || echo 2)
PREFIX  ?= /usr/local
DESTDIR ?=
VERSION     := $(shell sed -n 's/^\#define TESSERA_VERSION *"\(.*\)"/\1/p' include/tessera.h)
API_VERSION := $(shell sed -n 's/^\#define TESSERA_API_VERSION *\([0-9]*\)/\1/p' include/tessera.h)
SONAME      := libtessera.so.$(API_VERSION)
comma       := ,
LIBS        := -lm -ldl
# The bundled books of the checkout, for binaries that do not lie beside books/ (books/bundled.c).
export TESSERA_BOOK_DIR ?= $(CURDIR)/books

# libtessera: the games, evaluations, search, books and the engine behind include/tessera.h.
CORE_SRC  := $(wildcard src/*.c src/games/*/*.c eval/*/*.c search/*.c books/*.c engine/*.c \
                        engine/games/*.c)
# The text layer and the tools over it: the bench (bench/), the training tools (train/), the
# book tools (books/tools/, outside CORE_SRC's books/*.c), play and the command-line helpers
# the tools share (tools/).
LIB_SRC   := $(CORE_SRC) $(wildcard protocol/*.c bench/*.c train/*.c train/tune/*.c \
                         train/datagen/*.c train/nettrain/*.c books/tools/*.c tools/*.c \
                         play/*.c play/games/*.c)
# The tessera command.
MAIN_SRC  := $(wildcard cli/*.c)
# tessera-match (match/), its own program: libtessera's sources and its own, nothing of the
# tessera command's layers (protocol, bench, train, play, tools).
MATCH_SRC := $(wildcard match/*.c)
MATCH_LIB := $(filter-out match/main.c,$(MATCH_SRC))
FUZZ_LIB  := $(filter-out tests/fuzz/entry.c,$(wildcard tests/fuzz/*.c))
# The Criterion suites, one folder per layer they test (docs/ARCHITECTURE.md), the helpers
# they share (tests/support/) and the fuzz targets they replay; tests/'s other folders are not
# suites.
TEST_DIRS := support src eval search engine protocol play bench match train books fuzz/replay
TEST_SRC  := $(foreach d,$(TEST_DIRS),$(wildcard tests/$(d)/*.c)) $(FUZZ_LIB)
FORMAT_SRC := $(shell find src search eval engine include protocol cli books bench match train tools play tests -name '*.[ch]' 2>/dev/null)

# The programs the flavours link, each from these sources and with LIBS and its own libraries.
SRC_tessera       := $(LIB_SRC) $(MAIN_SRC)
SRC_tessera-match := $(CORE_SRC) $(MATCH_SRC)
SRC_run-tests     := $(LIB_SRC) $(MATCH_LIB) $(TEST_SRC)
SRC_threads-check := $(LIB_SRC) $(wildcard tests/threads/*.c)
LIBS_run-tests    := -lcriterion

objects = $(patsubst %.c,$(1)/%.o,$(2))

# `make V=1` shows the full compiler command lines.
ifeq ($(V),1)
Q :=
else
Q := @
endif
# compile_with: $(1) compiler, $(2) flags; link_with: $(1) linker, $(2) flags, $(3) libraries.
compile_with = @echo "  CC    $@"; $(if $(Q),,echo "$(1) $(2) -c $< -o $@";) $(1) $(2) -c $< -o $@
link_with = @echo "  LINK  $@"; $(1) $(2) $^ -o $@ $(3)

# ---- Build flavours ------------------------------------------------------------------
# A flavour is a folder, a compiler and its flags. The valgrind build has no -march, since
# valgrind does not know every instruction a CPU may have; the fuzz build instruments for
# libFuzzer; the WebAssembly builds use Debian's emscripten (its emcc finds acorn only through
# NODE_PATH when node is not Debian's) with WebAssembly SIMD (-msimd128, for the network's
# kernels), one of them with pthreads and a pool of WASM_POOL web workers started with the
# module: the search job and WASM_POOL - 1 helpers.
WARN    := -Wall -Wextra -Wshadow -Werror
BASE    := -std=gnu17 -pthread -fno-strict-aliasing -I. -MMD -MP $(WARN)
CLANG   := clang
FUZZ_CC ?= clang
EMCC    ?= emcc
EMCC_RUN := env NODE_PATH=/usr/share/nodejs $(EMCC)
WASM_POOL ?= 4
RELEASE_FLAGS  := $(BASE) -O3 -march=$(ARCH) -DNDEBUG -flto=auto
LIB_FLAGS      := $(BASE) -O3 -march=$(ARCH) -DNDEBUG -fPIC -fvisibility=hidden
TEST_FLAGS     := $(BASE) -O2 -g -march=$(ARCH)
SAN_FLAGS      := $(BASE) -O1 -g -fno-omit-frame-pointer -fsanitize=$(SAN) -fno-sanitize-recover=all
CLANG_FLAGS    := $(BASE) -O2 -march=$(ARCH) -DNDEBUG
VALGRIND_FLAGS := $(BASE) -O1 -g
FUZZ_FLAGS     := $(BASE) -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
                  -fno-sanitize-recover=all
FUZZ_OBJ_FLAGS := $(FUZZ_FLAGS) -fsanitize=fuzzer-no-link
WASM_FLAGS     := -std=gnu17 -fno-strict-aliasing -I. -MMD -MP $(WARN) -O3 -DNDEBUG -msimd128
WASM_THREADS   := -pthread -DTESSERA_MAX_THREADS=$(WASM_POOL)
WASM_THREADS_FLAGS := $(WASM_FLAGS) $(WASM_THREADS)

# $(call flavour,FOLDER,COMPILER,FLAGS,PROGRAMS) makes a flavour's rules: every source compiles
# to FOLDER/<source>.o, and each of PROGRAMS (paths) links from the flavour's objects of its
# sources (SRC_<name>) with its libraries (LIBS_<name>) and LIBS. COMPILER and FLAGS are
# variable names: flags may hold commas (SAN=address,undefined), which would split a call.
define object_rule
$(1)/%.o: %.c
	@mkdir -p $$(dir $$@)
	$$(call compile_with,$$($(2)),$$($(3)))
endef
define program_rule
$(1): $$(call objects,$(2),$$(SRC_$(notdir $(1))))
	$$(call link_with,$$($(3)),$$($(4)),$$(strip $$(LIBS_$(notdir $(1))) $$(LIBS)))
endef
flavour = $(eval $(call object_rule,$(1),$(2),$(3)))$(foreach program,$(4),\
          $(eval $(call program_rule,$(program),$(1),$(2),$(3))))

$(call flavour,build/release,CC,RELEASE_FLAGS,tessera tessera-match)
$(call flavour,build/lib,CC,LIB_FLAGS)
$(call flavour,build/test,CC,TEST_FLAGS,build/test/tessera build/test/tessera-match build/test/run-tests)
$(call flavour,build/san,CC,SAN_FLAGS,build/san/tessera build/san/threads-check build/san/run-tests)
$(call flavour,build/clang,CLANG,CLANG_FLAGS,build/clang/tessera build/clang/tessera-match)
$(call flavour,build/valgrind,CC,VALGRIND_FLAGS,build/valgrind/tessera)
$(call flavour,build/fuzz,FUZZ_CC,FUZZ_OBJ_FLAGS)
$(call flavour,build/wasm/single,EMCC_RUN,WASM_FLAGS)
$(call flavour,build/wasm/threads,EMCC_RUN,WASM_THREADS_FLAGS)
# The one-thread WebAssembly build zeroes the search's large tables (the table at every new
# game) with memory.fill and copies Void Chess positions (336 bytes a move) with memory.copy:
# the runtime's own memset and memcpy, where the libc's are loops of 8- and 4-byte words.
# Bulk memory only in these files: that build cannot link it with the thread-local storage
# other files hold (the pthreads build has it everywhere).
WASM_BULK_SRC := search/tt.c search/table_memory.c src/games/voidchess/position.c
$(call objects,build/wasm/single,$(WASM_BULK_SRC)): WASM_FLAGS += -mbulk-memory

.PHONY: all lib install uninstall clang test sanitize perft perft-long bench bench-undo bench-net \
        format format-check layers clean help criterion test-web wasm test-wasm bench-wasm fuzz \
        valgrind stress threads-clock strength play-screens test-web-misuse load-web

#: build ./tessera (and ./tessera-match), optimized for this CPU
all: tessera $(if $(MATCH_SRC),tessera-match)

# ---- libtessera (include/tessera.h, docs/API.md) ------------------------------------------
build/lib/libtessera.a: $(call objects,build/lib,$(CORE_SRC))
	@echo "  AR    $@"; rm -f $@; $(AR) rcs $@ $^

build/lib/$(SONAME): $(call objects,build/lib,$(CORE_SRC))
	$(call link_with,$(CC),$(LIB_FLAGS) -shared -Wl$(comma)-soname$(comma)$(SONAME),$(LIBS))

build/lib/libtessera.so: build/lib/$(SONAME)
	@ln -sf $(SONAME) $@

#: build/lib/libtessera.a and libtessera.so (include/tessera.h)
lib: build/lib/libtessera.a build/lib/libtessera.so

# ---- install (make install PREFIX=/usr/local DESTDIR=) ------------------------------------
BIN_DIR   := $(DESTDIR)$(PREFIX)/bin
LIB_DIR   := $(DESTDIR)$(PREFIX)/lib
INC_DIR   := $(DESTDIR)$(PREFIX)/include
PC_DIR    := $(LIB_DIR)/pkgconfig
MAN_DIR   := $(DESTDIR)$(PREFIX)/share/man/man6
BOOKS_DIR := $(DESTDIR)$(PREFIX)/share/tessera/books
BOOKS     := $(wildcard books/*.bin)

#: PREFIX=/usr/local DESTDIR=: binaries, library, header, pkg-config,
#: man pages, books
install: all lib
	install -d $(BIN_DIR) $(LIB_DIR) $(INC_DIR) $(PC_DIR) $(MAN_DIR) $(BOOKS_DIR)
	install -m 755 tessera tessera-match $(BIN_DIR)
	install -m 644 build/lib/libtessera.a $(LIB_DIR)
	install -m 755 build/lib/$(SONAME) $(LIB_DIR)
	ln -sf $(SONAME) $(LIB_DIR)/libtessera.so
	install -m 644 include/tessera.h $(INC_DIR)
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@VERSION@|$(VERSION)|' engine/tessera.pc.in \
	    > $(PC_DIR)/tessera.pc
	install -m 644 docs/man/tessera.6 docs/man/tessera-match.6 $(MAN_DIR)
	install -m 644 $(BOOKS) $(BOOKS_DIR)

#: remove what make install put (the same PREFIX and DESTDIR)
uninstall:
	rm -f $(BIN_DIR)/tessera $(BIN_DIR)/tessera-match $(LIB_DIR)/libtessera.a \
	      $(LIB_DIR)/$(SONAME) $(LIB_DIR)/libtessera.so $(INC_DIR)/tessera.h \
	      $(PC_DIR)/tessera.pc $(MAN_DIR)/tessera.6 $(MAN_DIR)/tessera-match.6 \
	      $(addprefix $(BOOKS_DIR)/,$(notdir $(BOOKS)))
	-rmdir $(BOOKS_DIR) $(DESTDIR)$(PREFIX)/share/tessera 2>/dev/null

# ---- tests ---------------------------------------------------------------------------
#: install Criterion (the C suites' framework) when it is missing
criterion:
	@bash tests/install-deps.sh

# The C suites, the GNU parallel recipes of sharded matches and sharded data generation
# (tests/parallel/run.sh, datagen.sh), the Kubernetes manifests' command lines without a
# cluster (tests/k8s/run.py, datagen.py), the PGN
# pentanomial and clock scripts (tests/match/pgn_penta.sh, pgn_times.sh), then the
# installation (tests/install/run.sh)
# and the Python bindings (python/tests/run.sh) as an outside user meets them, and the web
# server's misuse suite (web/test/misuse.sh: Node.js, no browser), and the WebAssembly
# bindings' misuse suite where `make wasm` has been run (wasm/test/misuse.sh), and the check
# that `make help` lists every target (tests/make/help.sh).
#: install what is missing, run the C suites, the install test, Python's,
#: the web misuse suites
test: criterion
	@$(MAKE) --no-print-directory -j$(JOBS) build/test/tessera build/test/run-tests \
	    build/test/tessera-match
	TESSERA_BIN=build/test/tessera bash tests/run-suite.sh build/test/run-tests -j$(JOBS)
	bash tests/parallel/run.sh build/test/tessera-match build/test/tessera
	bash tests/parallel/datagen.sh build/test/tessera
	bash tests/match/interrupt.sh build/test/tessera-match build/test/tessera
	/usr/bin/python3 tests/k8s/run.py build/test/tessera-match build/test/tessera
	/usr/bin/python3 tests/k8s/datagen.py build/test/tessera
	bash tests/match/pgn_penta.sh
	bash tests/match/pgn_times.sh
	bash tests/install/run.sh
	bash python/tests/run.sh
	bash web/test/misuse.sh build/test/tessera
	bash wasm/test/misuse.sh
	bash tests/make/help.sh

# The same sources built with clang, warnings as errors (CI builds with gcc and clang).
#: build everything with clang, warnings as errors, and run a short bench
clang:
	@command -v clang >/dev/null || bash tests/fuzz/install-deps.sh
	@$(MAKE) --no-print-directory -j$(JOBS) build/clang/tessera build/clang/tessera-match
	build/clang/tessera bench 4 1 1 all | tail -2

# A sanitizer build must stay clean: the whole suite, protocol sessions included. Criterion
# cannot start under ThreadSanitizer, so SAN=thread runs the threaded workout instead.
#: the whole test suite under SAN=address,undefined (the default);
#: SAN=thread: the threaded workout
sanitize: criterion
	@rm -rf build/san
ifeq ($(findstring thread,$(SAN)),thread)
	@$(MAKE) --no-print-directory -j$(JOBS) build/san/threads-check SAN=$(SAN)
	build/san/threads-check
else
	@$(MAKE) --no-print-directory -j$(JOBS) build/san/tessera build/san/run-tests SAN=$(SAN)
	TESSERA_BIN=build/san/tessera bash tests/run-suite.sh build/san/run-tests -j$(JOBS)
endif

# ---- reliability (docs/RELIABILITY.md) --------------------------------------------------
# Fuzzing: clang's libFuzzer with ASan/UBSan, one binary per target; FUZZ_SECONDS is the
# budget all targets share (tests/fuzz/run.sh splits it evenly and runs them one by one).
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := position moves search protocol
FUZZ_BINS    := $(FUZZ_TARGETS:%=build/fuzz/fuzz-%)

.PRECIOUS: build/fuzz/%.o

$(FUZZ_TARGETS:%=build/fuzz/entry-%.o): build/fuzz/entry-%.o: tests/fuzz/entry.c
	$(call compile_with,$(FUZZ_CC),$(FUZZ_OBJ_FLAGS) -DFUZZ_TARGET=fuzz_$*)

$(FUZZ_BINS): build/fuzz/fuzz-%: $(call objects,build/fuzz,$(LIB_SRC) $(FUZZ_LIB)) build/fuzz/entry-%.o
	$(call link_with,$(FUZZ_CC),$(FUZZ_FLAGS) -fsanitize=fuzzer,$(LIBS))

#: libFuzzer targets (installs clang if missing), FUZZ_SECONDS=N in all
fuzz:
	@bash tests/fuzz/install-deps.sh
	@$(MAKE) --no-print-directory -j$(JOBS) $(FUZZ_BINS)
	bash tests/fuzz/run.sh $(FUZZ_SECONDS) $(FUZZ_TARGETS)

# Valgrind memcheck of a scripted session through every game, in its own build without
# -march=native (build/valgrind).
#: valgrind memcheck of a scripted session through every game
valgrind:
	@command -v valgrind >/dev/null || bash tests/valgrind/install-deps.sh
	@$(MAKE) --no-print-directory -j$(JOBS) build/valgrind/tessera
	bash tests/valgrind/run.sh build/valgrind/tessera

# One full game of each game in `tessera play`, typed through tmux (the engine at level 0,
# the human's moves its hints), every screen saved as text under build/play-screens
# (tests/tmux/play-screens.sh; about a minute). Installs tmux when it is missing.
#: one game of each game in play mode through tmux, screens as text
#: in build/play-screens (installs tmux if missing)
play-screens: tessera
	@bash tests/tmux/install-deps.sh
	bash tests/tmux/play-screens.sh ./tessera build/play-screens

# 1000+ fast games of every game through the match runner, command storms, memory limits.
#: 1000+ games at 0.5+0.01 with 2 threads, command storms, Hash limits
stress: all
	bash tests/stress/stress.sh

# The web board (web/) end to end in Debian's headless Chromium against ./tessera, then the
# WebAssembly build's quick checks (perft to depth 2). Installs Node.js, Chromium, emscripten
# and web/'s npm packages when they are missing.
#: the web board (web/) end to end in headless Chromium, wasm/ quick checks
test-web: tessera wasm
	@bash web/test/install-deps.sh
	@bash wasm/test/install-deps.sh
	cd web && TESSERA_BIN=$(CURDIR)/tessera node --test test/
	PERFT_DEPTH=2 TESSERA_BIN=$(CURDIR)/tessera node --test wasm/test/

# The web server against hostile clients (bad messages, hand-made frames, floods, caps), no
# browser: installs Node.js, npm and web/'s packages when they are missing.
#: the web server against hostile clients (node, no browser)
test-web-misuse: tessera
	bash web/test/misuse.sh ./tessera

# The web server under a bounded load on 127.0.0.1 (web/bench/load.js, about a minute):
# TESSERA_MAX_GAMES=8, 20 clients, then 200 hostile messages and frames; prints games served
# and refused, move latency, the server's memory and its engine processes.
#: the web server under a bounded load: caps, move latency, memory
load-web: tessera
	@bash web/test/install-deps.sh --no-browser
	cd web && TESSERA_BIN=$(CURDIR)/tessera node bench/load.js

# ---- WebAssembly (wasm/README.md) ----------------------------------------------------------
# Debian's emscripten (installed by wasm/install-deps.sh when missing). Two flavours from the
# same sources: one thread (any page) and pthreads (cross-origin isolated pages, node).
WASM_SRC    := $(CORE_SRC) $(wildcard protocol/*.c bench/*.c tools/*.c) cli/wasm_feed.c
WASM_LINK   := -O3 -sMODULARIZE=1 -sEXPORT_NAME=createTessera -sENVIRONMENT=web,worker,node \
               -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=64MB -sTOTAL_STACK=16MB \
               -sEXPORTED_FUNCTIONS=@wasm/exports.json \
               -sEXPORTED_RUNTIME_METHODS=cwrap,UTF8ToString,getValue,setValue,stringToUTF8,lengthBytesUTF8

wasm/dist/tessera.js: $(call objects,build/wasm/single,$(WASM_SRC)) wasm/exports.json
	@mkdir -p $(dir $@)
	@echo "  LINK  $@"; $(EMCC_RUN) $(WASM_LINK) $(filter %.o,$^) -o $@

wasm/dist/tessera-threads.js: $(call objects,build/wasm/threads,$(WASM_SRC)) wasm/exports.json
	@mkdir -p $(dir $@)
	@echo "  LINK  $@"; $(EMCC_RUN) $(WASM_LINK) $(WASM_THREADS) -sPTHREAD_POOL_SIZE=$(WASM_POOL) \
	    -sDEFAULT_PTHREAD_STACK_SIZE=8MB -Wno-pthreads-mem-growth $(filter %.o,$^) -o $@

#: wasm/dist: Tessera in WebAssembly (installs emscripten if missing)
wasm:
	@bash wasm/install-deps.sh
	@$(MAKE) --no-print-directory -j$(JOBS) wasm/dist/tessera.js wasm/dist/tessera-threads.js

# The WebAssembly build's tests (wasm/README.md): perft on every game's tests/perft positions
# against ./tessera's, the worker, misuse, draws by claim, SAN against chess.js.
#: the WebAssembly build's perft against ./tessera's, its worker, misuse
test-wasm: wasm tessera
	@bash wasm/test/install-deps.sh
	TESSERA_BIN=$(CURDIR)/tessera node --test wasm/test/

# The WebAssembly build's bench against ./tessera's, one after the other (docs/BENCHMARKS.md).
#: the bench in WebAssembly (node) against ./tessera's
bench-wasm: wasm tessera
	TESSERA_BIN=$(CURDIR)/tessera node wasm/bench.js

#: perft suites of every game to depth 4
perft: tessera
	bash bench/perft-suite.sh ./tessera 4

#: perft suites at every listed depth (minutes)
perft-long: tessera
	bash bench/perft-suite.sh ./tessera 99

#: the bench signature: node count and nodes/second
bench: tessera
	./tessera bench

# 100 take-backs at the end of a 200,000-ply game through the C API (bench/undo/undo_cost.c).
build/lib/undo-cost: bench/undo/undo_cost.c build/lib/libtessera.a
	$(call link_with,$(CC),$(LIB_FLAGS),$(LIBS))

#: 100 take-backs at the end of a 200,000-ply game (C API)
bench-undo: build/lib/undo-cost
	build/lib/undo-cost 200000

# The network's cost per ply at 128-1024 hidden values (bench/net/net_cost.c), with the build's
# SIMD kernels and with the portable ones (NET_SCALAR, src/net_simd.h).
NET_COST_SRC := bench/net/net_cost.c src/net.c src/monotonic.c
NET_COST_DEP := $(NET_COST_SRC) src/net.h src/net_simd.h src/net_portable.h
build/release/net-cost: $(NET_COST_DEP)
	@mkdir -p $(dir $@)
	@echo "  LINK  $@"; $(CC) $(RELEASE_FLAGS) $(NET_COST_SRC) -o $@ $(LIBS)
build/release/net-cost-portable: $(NET_COST_DEP)
	@mkdir -p $(dir $@)
	@echo "  LINK  $@"; $(CC) $(RELEASE_FLAGS) -DNET_SCALAR $(NET_COST_SRC) -o $@ $(LIBS)

#: the network's update and output per ply at 128-1024 hidden values, SIMD and portable
bench-net: build/release/net-cost build/release/net-cost-portable
	build/release/net-cost
	build/release/net-cost-portable

# go movetime 100 with Threads 256 (the maximum) in every game: the clock must hold
# whatever the thread count (docs/RELIABILITY.md).
#: go movetime 100 with Threads 256 in every game: ms to bestmove
threads-clock: tessera
	bash tests/stress/threads-clock.sh ./tessera 256 100 10

# Issue 18's strength matches at 10+0.1 (hours): HEAD against stockfish and against BASE in
# every game, each engine built from its commit under build/strength (match/strength.sh).
# MATCHES="voidchess wallgo3" picks some (wallgo-show*: the show rules against the greedy
# player; levels-GAME: the Skill Level steps); BASE, TC, GAMES, SF_ELO as the script says.
#: 10+0.1 matches: stockfish 2400-2850, every game against BASE (hours)
strength:
	bash match/strength.sh $(MATCHES)

#: clang-format every source file
format:
	clang-format -i $(FORMAT_SRC)

#: check that every source file is clang-formatted (changes nothing)
format-check:
	@clang-format --dry-run -Werror $(FORMAT_SRC) && echo "format-check: $(words $(FORMAT_SRC)) files clean"

# The include check: every quoted #include points down the layers of docs/ARCHITECTURE.md
# and is written from the root, and no game is named outside its places (tests/layers/check.py),
# and the check's own test, which plants bad lines in a copy of the sources and expects it to
# fail (tests/layers/run.sh).
#: check that every #include points down the layers (docs/ARCHITECTURE.md)
layers:
	python3 tests/layers/check.py
	bash tests/layers/run.sh

#: remove build outputs
clean:
	rm -rf build tessera tessera-match wasm/dist

# Prints the `#:` line(s) above each target's rule, in the order of this file.
#: this list
help:
	@awk '/^#: / { text[n++] = substr($$0, 4); next } \
	     /^[a-z][a-z-]*:/ && n { name = substr($$1, 1, index($$1, ":") - 1); \
	         printf "make %-16s %s\n", name == "all" ? "" : name, text[0]; \
	         for (i = 1; i < n; i++) printf "%21s %s\n", "", text[i] } \
	     { n = 0 }' $(firstword $(MAKEFILE_LIST))

-include $(shell find build -name '*.d' 2>/dev/null)
