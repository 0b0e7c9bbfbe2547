#!/usr/bin/env bash
# apt-install.sh PACKAGE... - installs Debian packages for the install-deps scripts of the
# make targets (each works out what is missing and passes only that), with sudo unless run
# as root. No package: nothing to do.
set -euo pipefail
[ $# -gt 0 ] || exit 0
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "installing $* ..."
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
