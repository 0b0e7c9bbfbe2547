#!/usr/bin/env bash
# run.sh - the Python bindings as a user installs them: `pip install ./python` into a fresh
# virtual environment (with the system's site packages, for Debian's pytest; nothing is
# downloaded), then pytest on python/tests from outside the checkout's python folder, so the
# installed package is the one imported.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python=${PYTHON:-/usr/bin/python3}
"$python" -m venv --system-site-packages "$work/venv"
"$work/venv/bin/pip" install --quiet --no-index --disable-pip-version-check "$root/python"
cd "$work"
unset TESSERA_BOOK_DIR
"$work/venv/bin/python" -m pytest -q -p no:cacheprovider "$root/python/tests"
