#!/usr/bin/env bash
# misuse.sh TESSERA - the web server's misuse suite (web/test/server-misuse.test.js) against
# the engine binary TESSERA, without a browser: installs Node.js, npm and web/'s packages
# when they are missing (not Chromium), then runs the suite under `node --test`.
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: $0 TESSERA" >&2; exit 2; }
binary="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
[ -x "$binary" ] || { echo "misuse.sh: $1 is not an executable" >&2; exit 2; }
web="$(cd "$(dirname "$0")/.." && pwd)"
bash "$web/test/install-deps.sh" --no-browser
cd "$web"
TESSERA_BIN="$binary" node --test test/server-misuse.test.js
