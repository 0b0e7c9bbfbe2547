#!/usr/bin/env bash
# Installs what wasm/test/ needs beyond node on a fresh Debian machine (make test-web, make
# test-wasm): npm when missing, and wasm/'s npm packages from its lock file: chess.js, the
# independent SAN that notation.test.js compares the rules API with.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v npm >/dev/null 2>&1 || bash ../tests/apt-install.sh npm
# npm ci again only when the lock file changed since the last install.
[ -f node_modules/.package-lock.json ] && [ ! package-lock.json -nt node_modules/.package-lock.json ] ||
    npm ci --no-audit --no-fund --loglevel=error
