#!/usr/bin/env bash
# Installs what `make fuzz` needs on a fresh Debian machine: clang and its compiler-rt
# (libFuzzer and the sanitizer runtimes). Does nothing when clang can already build a
# libFuzzer program.
set -euo pipefail
CC="${FUZZ_CC:-clang}"
probe() {
    command -v "$CC" >/dev/null 2>&1 || return 1
    local dir
    dir=$(mktemp -d)
    printf 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n) { (void)d; (void)n; return 0; }\n' \
        >"$dir/probe.c"
    "$CC" -fsanitize=fuzzer,address,undefined "$dir/probe.c" -o "$dir/probe" >/dev/null 2>&1
    local status=$?
    rm -rf "$dir"
    return $status
}
if probe; then
    exit 0
fi
install="$(dirname "$0")/../apt-install.sh"
bash "$install" clang libclang-rt-dev
if ! probe; then
    # Debian names the runtime after clang's major version (libclang-rt-14-dev).
    major=$("$CC" --version | sed -n 's/.*clang version \([0-9]*\).*/\1/p' | head -n 1)
    bash "$install" "libclang-rt-$major-dev"
fi
probe || { echo "clang cannot build libFuzzer programs" >&2; exit 1; }
