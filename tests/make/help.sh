#!/usr/bin/env bash
# tests/make/help.sh - `make help` lists every target: each .PHONY target of the Makefile has
# the `#:` line that help prints, and help names no target that is not a .PHONY one. Then
# the check's own test: copies of the Makefile with an undocumented target and with a help
# line for a target that is not phony must fail it.
set -euo pipefail
cd "$(dirname "$0")/../.."

# The targets that the makefile $1 declares .PHONY, one a line, sorted (make's database, printed
# without running anything: -q exits non-zero when targets are out of date).
phony_targets() {
    { make -pRrq -f "$1" : 2>/dev/null || true; } | sed -n 's/^\.PHONY: //p' | tr ' ' '\n' | sed '/^$/d' |
        sort -u
}

# The targets that `make help` of the makefile $1 names, one a line, sorted ("make" alone is all).
help_targets() {
    make --no-print-directory -f "$1" help |
        awk '$1 == "make" { print substr($0, 6, 1) == " " ? "all" : $2 }' | sort -u
}

# Says what is wrong with the help of the makefile $1; fails when anything is.
check() {
    local missing stale
    missing=$(comm -23 <(phony_targets "$1") <(help_targets "$1"))
    stale=$(comm -13 <(phony_targets "$1") <(help_targets "$1"))
    [ -z "$missing" ] || echo "$1: make help does not list: $(echo $missing)"
    [ -z "$stale" ] || echo "$1: make help lists targets that are not .PHONY: $(echo $stale)"
    [ -z "$missing$stale" ]
}

count=$(phony_targets Makefile | wc -l)
[ "$count" -ge 20 ] || { echo "only $count .PHONY targets found in the Makefile"; exit 1; }
check Makefile

# The check must fail on a planted undocumented target and on a planted stale help line.
copy=$(mktemp)
trap 'rm -f "$copy"' EXIT
expect_failure() {
    local output
    if output=$(check "$copy"); then
        echo "help check passed a Makefile with $1"
        exit 1
    fi
    grep -q "$2" <<<"$output" || { echo "help check did not name $2: $output"; exit 1; }
}
{ cat Makefile; printf '.PHONY: planted-target\nplanted-target:\n\t@true\n'; } >"$copy"
expect_failure "an undocumented .PHONY target" planted-target
{ cat Makefile; printf '#: a planted line\nplanted-file:\n\t@true\n'; } >"$copy"
expect_failure "a help line for a target that is not .PHONY" planted-file

echo "make help: $count targets listed; the planted undocumented and stale targets failed"
