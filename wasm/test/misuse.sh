#!/usr/bin/env bash
# misuse.sh - the rules API's misuse suite (misuse.test.js) for `make test`: run under node
# with the one-thread WebAssembly build when both are there, skipped with a message otherwise
# (`make wasm` builds wasm/dist; `make test` does not, it is slow).
set -euo pipefail
wasm=$(cd "$(dirname "$0")/.." && pwd)
if ! command -v node >/dev/null 2>&1; then
    echo "wasm/test/misuse.sh: skipped: node is not installed"
    exit 0
fi
if [ ! -f "$wasm/dist/tessera.js" ]; then
    echo "wasm/test/misuse.sh: skipped: wasm/dist/tessera.js is not built (make wasm)"
    exit 0
fi
exec node --test "$wasm/test/misuse.test.js"
