#!/usr/bin/env bash
# Installs what the test suite needs on a fresh Debian machine, each package only when it is
# missing: Criterion (the C suites), pkg-config (the install test builds examples/ with it),
# python3-venv and python3-pytest (the Python bindings' tests), GNU parallel (the sharded
# match and data recipes, tests/parallel/), python3-yaml (the Kubernetes manifests, tests/k8s/).
set -euo pipefail
missing=()
[ -f /usr/include/criterion/criterion.h ] || missing+=(libcriterion-dev)
command -v pkg-config >/dev/null || missing+=(pkg-config)
/usr/bin/python3 -c 'import ensurepip, venv' 2>/dev/null || missing+=(python3-venv)
/usr/bin/python3 -c 'import pytest' 2>/dev/null || missing+=(python3-pytest)
command -v parallel >/dev/null || missing+=(parallel)
/usr/bin/python3 -c 'import yaml' 2>/dev/null || missing+=(python3-yaml)
bash "$(dirname "$0")/apt-install.sh" ${missing[@]+"${missing[@]}"}
