#!/usr/bin/env bash
# Runs the comparison set (Scripts/compare/runs.txt) with one cable binary and writes each run's
# stdout, stderr and exit status to OUTDIR, so two builds can be compared byte for byte:
#   Scripts/compare-runs.sh /tmp/old/cable /tmp/runs-old
#   Scripts/compare-runs.sh .build/release/cable /tmp/runs-new
#   diff -r /tmp/runs-old /tmp/runs-new && echo identical
# The runs use a scratch copy of Fixtures/ and build on each other in order (edits). A third
# argument names another list of runs (Scripts/validate-json-output.py gives its JSON corpus).
set -euo pipefail
[ $# -eq 2 ] || [ $# -eq 3 ] || { echo "usage: Scripts/compare-runs.sh CABLE OUTDIR [RUNS]" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
runs=$(cd "$(dirname "${3:-$root/Scripts/compare/runs.txt}")" && pwd)/$(basename "${3:-runs.txt}")
binary=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
out=$2
rm -rf "$out"
mkdir -p "$out"
out=$(cd "$out" && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp -R "$root/Fixtures" "$scratch/Fixtures"
cd "$scratch"
export CABLE_BINARY_UNDER_TEST=$binary LC_ALL=C LANG=C
unset CABLE_UNITS
index=0
while IFS= read -r line; do
    case "$line" in '' | '#'*) continue ;; esac
    index=$((index + 1))
    name=$(printf '%03d' "$index")
    printf '%s\n' "$line" >"$out/$name.cmd"
    set +e
    bash -c 'cable() { "$CABLE_BINARY_UNDER_TEST" "$@"; }; export -f cable; '"$line" \
        >"$out/$name.out" 2>"$out/$name.err" </dev/null
    echo $? >"$out/$name.status"
    set -e
done <"$runs"
echo "$index runs written to $out"
