#!/usr/bin/env bash
# Installs valgrind on a fresh Debian machine when it is missing (make valgrind).
set -euo pipefail
command -v valgrind >/dev/null 2>&1 || bash "$(dirname "$0")/../apt-install.sh" valgrind
