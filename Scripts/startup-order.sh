#!/usr/bin/env bash
# Regenerates Sources/cable/startup.order: the functions short runs of `cable` execute, which
# Linux release builds link next to each other (Package.swift passes the file to lld as its
# symbol ordering file). A one-off run then touches fewer pages of code: fewer page faults and
# a faster start. A stale list costs speed, never correctness: names no longer in the binary are
# ignored, and new functions land wherever the linker puts them. Rerun after larger changes to
# the start-up path (argument parsing, the common commands, their output). Needs valgrind.
# Usage: Scripts/startup-order.sh
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "startup-order.sh needs valgrind" >&2; exit 69; }

swift build -c release 2>&1 | tail -1
cable=.build/release/cable
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The commands people run one at a time, most common first.
runs=(
    "size --current 20 --length 5 --voltage 12"
    "size --current 20 --length 5 --voltage 12 --json"
    "size --power 240W --voltage 12V --length 16ft --max-drop 3 --units imperial"
    "drop --wire 10awg --current 15 --length 20ft --voltage 12 --units imperial"
    "fuse --current 40 --wire 8awg"
    "wires"
    "--version"
    "--help"
    # Then a short batch: its loop's functions (reading a line, sizing, writing the record) end
    # up next to each other too.
    "batch Fixtures/batch/requests.ndjson"
)
index=0
for run in "${runs[@]}"; do
    index=$((index + 1))
    # shellcheck disable=SC2086  # each run is a list of words
    valgrind --tool=callgrind --demangle=no --compress-strings=no \
        --callgrind-out-file="$work/run.$index" "$cable" $run >/dev/null 2>"$work/valgrind.$index" || true
done

# Function names as linked (mangled), first appearance first, without unnamed addresses.
for file in "$work"/run.*; do grep '^fn=' "$file" | cut -c4-; done |
    grep -v '^0x' | awk '!seen[$0]++' >"$work/executed"
# Functions compiled here come first: each has a section of its own, so they pack together. The
# linker moves whole sections, and the Swift runtime and the C library keep most functions in a
# few large ones: naming one of those functions moves its whole section, so they come after.
nm --defined-only .build/release/cable.build/*.o .build/release/CableCore.build/*.o 2>/dev/null |
    awk '$2 ~ /^[tTwW]$/ { print $3 }' | sort -u >"$work/ours"
awk 'NR == FNR { ours[$0] = 1; next } ours[$0]' "$work/ours" "$work/executed" >"$work/order"
awk 'NR == FNR { ours[$0] = 1; next } !ours[$0]' "$work/ours" "$work/executed" >>"$work/order"
mv "$work/order" Sources/cable/startup.order
echo "Sources/cable/startup.order: $(wc -l <Sources/cable/startup.order) functions"
# The build does not track the file: link again so the binary follows the new order.
rm -f "$cable"
swift build -c release 2>&1 | tail -1
