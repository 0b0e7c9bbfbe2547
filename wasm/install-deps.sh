#!/usr/bin/env bash
# Installs what `make wasm` needs on a fresh Debian machine when it is missing: Debian's
# emscripten (emcc, with the node-acorn it runs on) and Node.js for the tests.
set -euo pipefail
missing=()
command -v emcc >/dev/null 2>&1 || missing+=(emscripten)
command -v node >/dev/null 2>&1 || missing+=(nodejs)
bash "$(dirname "$0")/../tests/apt-install.sh" ${missing[@]+"${missing[@]}"}
