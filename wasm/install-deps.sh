#!/usr/bin/env bash
# Installs what `make wasm` needs on a fresh Debian machine when it is missing: Debian's
# emscripten (emcc, with the node-acorn it runs on) and Node.js for the tests.
set -euo pipefail
missing=()
command -v emcc >/dev/null 2>&1 || missing+=(emscripten)
command -v node >/dev/null 2>&1 || missing+=(nodejs)
[ ${#missing[@]} -gt 0 ] || exit 0
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "installing ${missing[*]} ..."
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
