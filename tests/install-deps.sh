#!/usr/bin/env bash
# Installs what the test suite needs on a fresh Debian machine: Criterion (headers + lib).
set -euo pipefail
if [ -f /usr/include/criterion/criterion.h ]; then
    exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "installing libcriterion-dev ..."
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq libcriterion-dev >/dev/null
