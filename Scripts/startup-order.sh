#!/usr/bin/env bash
# Regenerates Scripts/startup.order: the functions short runs of `cable` execute, which
# Scripts/release.sh has lld link next to each other on Linux (its symbol ordering file). A
# one-off run then touches fewer pages of code: fewer page faults and a faster start (issue #36:
# 180 → 131 page faults for `cable size`, docs/PERFORMANCE.md). A stale list costs speed, never
# correctness: names no longer in the binary are ignored, and new functions land wherever the
# linker puts them. Rerun after larger changes to the start-up path (argument parsing, the
# common commands, their output). Needs valgrind and binutils (nm).
# Usage: Scripts/startup-order.sh
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "startup-order.sh needs valgrind" >&2; exit 69; }

Scripts/release.sh 2>&1 | tail -1
bin=$(Scripts/release.sh --show-bin-path)
cable=$bin/cable
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The commands people run one at a time, most common first.
runs=(
    "size --current 20 --length 5 --voltage 12"
    "size --current 20 --length 5 --voltage 12 --json"
    "size --power 240W --voltage 12V --length 16ft --max-drop 3 --units imperial"
    "drop --wire 10awg --current 15 --length 20ft --voltage 12 --units imperial"
    "fuse --current 40 --wire 8awg"
    "--version"
    "--help"
)
index=0
for run in "${runs[@]}"; do
    index=$((index + 1))
    # shellcheck disable=SC2086  # each run is a list of words
    LANG=C.UTF-8 valgrind --tool=callgrind --demangle=no --compress-strings=no \
        --callgrind-out-file="$work/run.$index" "$cable" $run >/dev/null 2>"$work/valgrind.$index" || true
done

# Function names as linked (mangled; callgrind reads them from cable.debug), first appearance
# first, without unnamed addresses.
for file in "$work"/run.*; do grep '^fn=' "$file" | cut -c4-; done |
    grep -v '^0x' | awk '!seen[$0]++' >"$work/executed"
# Functions compiled here come first: each has a section of its own, so they pack together. The
# linker moves whole sections, and the Swift runtime and the C library keep many functions in a
# few large ones: naming one of those functions moves its whole section, so they come after.
nm --defined-only "$bin"/CableCLI.build/*.o "$bin"/CableCore.build/*.o "$bin"/CableText.build/*.o \
    "$bin"/cable.build/*.o 2>/dev/null | awk '$2 ~ /^[tTwW]$/ { print $3 }' | sort -u >"$work/ours"
awk 'NR == FNR { ours[$0] = 1; next } ours[$0]' "$work/ours" "$work/executed" >"$work/order"
awk 'NR == FNR { ours[$0] = 1; next } !ours[$0]' "$work/ours" "$work/executed" >>"$work/order"
mv "$work/order" Scripts/startup.order
echo "Scripts/startup.order: $(wc -l <Scripts/startup.order) functions"
# The build does not track the file: link again so the binary follows the new order.
rm -f "$cable"
Scripts/release.sh 2>&1 | tail -1
