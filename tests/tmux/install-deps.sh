#!/usr/bin/env bash
# Installs tmux on a fresh Debian machine when it is missing (make play-screens).
set -euo pipefail
command -v tmux >/dev/null 2>&1 || bash "$(dirname "$0")/../apt-install.sh" tmux
