#!/usr/bin/env bash
# Installs what `make test-web` needs on a fresh Debian machine: Node.js and npm (when
# missing), Debian's Chromium (/usr/bin/chromium), and web/'s npm packages from the lock file.
# With --no-browser (the server's misuse and load tests), everything but Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
missing=()
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v npm >/dev/null 2>&1 || missing+=(npm)
[ "${1:-}" = --no-browser ] || [ -x /usr/bin/chromium ] || missing+=(chromium)
bash ../tests/apt-install.sh ${missing[@]+"${missing[@]}"}
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    npm ci --no-audit --no-fund --loglevel=error
fi
