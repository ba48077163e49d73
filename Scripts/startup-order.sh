#!/usr/bin/env bash
# Regenerates Scripts/startup.order: the functions short runs of `cable` execute, and then the
# variables they touch, which Scripts/release.sh has lld link next to each other on Linux (its
# symbol ordering file). A one-off run then touches fewer pages of code and data: fewer page
# faults and a faster start (issue #36: 180 → 131 page faults for `cable size` with the functions,
# docs/PERFORMANCE.md; the data since stop 49). A stale list costs speed, never
# correctness: names no longer in the binary are ignored, and new functions land wherever the
# linker puts them. Rerun after larger changes to the start-up path (argument parsing, the
# common commands, their output). Needs valgrind, binutils (nm) and python3.
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

# Then the data, in the order the first three runs first touch it (valgrind's lackey traces every
# load and store; each address is named by the variable of cable.debug that holds it): swift_once
# tokens and lazy globals, metadata caches, the runtime's and the C library's state. Most of it
# lies in .bss and .data, where every page a run writes is a page fault of its own (no fault-around
# for them), and the touched variables lay spread over some 60 pages of them. Our modules keep a
# file's variables in one section per kind, so naming one moves the file's; the runtime's C++ has
# a section per variable.
index=0
for run in "${runs[@]:0:3}"; do
    index=$((index + 1))
    # shellcheck disable=SC2086  # each run is a list of words
    LANG=C.UTF-8 valgrind --tool=lackey --trace-mem=yes --log-file="$work/memory.$index" "$cable" $run >/dev/null || true
done
python3 - "$cable.debug" "$work"/memory.* >>"$work/order" <<'PY'
import bisect, subprocess, sys
symbols = []  # (address, size, name) of the variables: data, read-only data and bss
listing = subprocess.run(["nm", "-n", "-S", "--defined-only", sys.argv[1]], capture_output=True, text=True, check=True)
for line in listing.stdout.splitlines():
    fields = line.split()
    if len(fields) == 4 and fields[2] in "dDbBrRvV":
        symbols.append((int(fields[0], 16), max(int(fields[1], 16), 1), fields[3]))
symbols.sort()
starts = [symbol[0] for symbol in symbols]
seen = set()
for trace in sys.argv[2:]:
    for line in open(trace):
        # " L 1fff000700,8": a load, store or modify, its address and size.
        if len(line) < 4 or line[0] != " " or line[1] not in "LSM":
            continue
        address = int(line[3 : line.index(",")], 16)
        index = bisect.bisect_right(starts, address) - 1
        if index < 0 or address >= symbols[index][0] + symbols[index][1]:
            continue
        name = symbols[index][2]
        if name not in seen:
            seen.add(name)
            print(name)
PY
mv "$work/order" Scripts/startup.order
echo "Scripts/startup.order: $(wc -l <Scripts/startup.order) functions and variables"
# The build does not track the file: link again so the binary follows the new order.
rm -f "$cable"
Scripts/release.sh 2>&1 | tail -1
