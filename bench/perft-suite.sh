#!/usr/bin/env bash
# Runs the perft suites in tests/perft/*.epd through `tessera perft` and compares every
# count up to a maximum depth. Usage: perft-suite.sh <tessera binary> <max depth> [files]
# A line of a suite: <position string> ;D1 <n> ;D2 <n> ... (the game is the file's stem,
# before any '-': chess.epd, wallgo-3p.epd). A comment line `# option NAME=VALUE` sets an
# engine option for every position of its file (`tessera perft ... --option NAME=VALUE`).
set -uo pipefail
binary=$1
max_depth=$2
shift 2
files=("$@")
[ ${#files[@]} -gt 0 ] || files=(tests/perft/*.epd)

failures=0
checked=0
for file in "${files[@]}"; do
    game=$(basename "$file" .epd)
    game=${game%%-*}
    options=()
    while IFS= read -r option; do
        options+=(--option "$option")
    done < <(sed -n 's/^# option //p' "$file")
    while IFS= read -r line; do
        [ -z "$line" ] && continue
        case "$line" in \#*) continue ;; esac
        position=${line%%;*}
        position=${position% }
        rest=${line#*;}
        IFS=';' read -ra fields <<< "$rest"
        for field in "${fields[@]}"; do
            read -r label expected <<< "$field"
            depth=${label#D}
            [ "$depth" -le "$max_depth" ] || continue
            start=$(date +%s%N)
            # shellcheck disable=SC2086
            got=$("$binary" perft "$game" "$depth" $position "${options[@]}" |
                sed -n 's/^Nodes searched: //p')
            millis=$((($(date +%s%N) - start) / 1000000))
            checked=$((checked + 1))
            if [ "$got" = "$expected" ]; then
                printf 'ok   %-10s d%-2s %14s  %7d ms  %s\n' "$game" "$depth" "$got" "$millis" "$position"
            else
                printf 'FAIL %-10s d%-2s got %s expected %s  %s\n' "$game" "$depth" "$got" "$expected" "$position"
                failures=$((failures + 1))
            fi
        done
    done < "$file"
done
echo "$((checked - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]
