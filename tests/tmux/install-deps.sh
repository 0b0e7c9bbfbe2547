#!/usr/bin/env bash
# Installs tmux on a fresh Debian machine when it is missing (make play-screens).
set -euo pipefail
if command -v tmux >/dev/null 2>&1; then
    exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "installing tmux ..."
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq tmux >/dev/null
