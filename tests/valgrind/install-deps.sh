#!/usr/bin/env bash
# Installs valgrind on a fresh Debian machine when it is missing (make valgrind).
set -euo pipefail
if command -v valgrind >/dev/null 2>&1; then
    exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "installing valgrind ..."
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq valgrind >/dev/null
