#!/usr/bin/env bash
# Builds one libFuzzer target and fuzzes it for a while.
#
#   Scripts/fuzz.sh TARGET SECONDS [libFuzzer options or crash files...]
#
# TARGET is quantity, arguments, systemfile or batchline (Fuzz/TARGET.swift). The target is
# compiled with the sources it exercises as ONE module (CableCore, plus Sources/CableText and Sources/CableCLI for
# `arguments` and `batchline`, with their imports of each other removed) into .build-fuzz/TARGET/, then
# run for SECONDS on a fresh copy of the seed corpus Fixtures/fuzz/TARGET/ (or, with
# FUZZ_KEEP_CORPUS=1, on the last run's corpus). New inputs stay in .build-fuzz/TARGET/corpus/,
# findings go to .build-fuzz/TARGET/artifacts/. Extra arguments
# are passed to the fuzzer; given input files, only those run (no corpus, no summary):
#   Scripts/fuzz.sh arguments 0 Fixtures/fuzz/crashers/arguments/crash-…      replay
#   Scripts/fuzz.sh arguments 60 -minimize_crash=1 .build-fuzz/arguments/artifacts/crash-…
#
# Prints executions, exec/s, coverage, corpus size and findings at the end; exits 1 when the
# fuzzer found a crash, timeout or out-of-memory input, 2 on a usage or build error.
set -euo pipefail

usage() {
    echo "usage: Scripts/fuzz.sh quantity|arguments|systemfile|batchline SECONDS [libFuzzer args...]" >&2
    exit 2
}
[ $# -ge 2 ] || usage
target=$1
seconds=$2
shift 2
case "$target" in
quantity | systemfile) modules=(CableCore) ;;
arguments | batchline) modules=(CableCore CableText CableCLI) ;;
*) usage ;;
esac
[[ "$seconds" =~ ^[0-9]+$ ]] || usage

root=$(cd "$(dirname "$0")/.." && pwd)
work="$root/.build-fuzz/$target"
binary="$work/fuzz-$target"
seeds="$root/Fixtures/fuzz/$target"
harness="$root/Fuzz/$target.swift"
mkdir -p "$work"

# --- build (skipped when the binary is newer than every input) -------------------------------
inputs=("$harness" "$0")
for module in "${modules[@]}"; do
    while IFS= read -r -d '' file; do inputs+=("$file"); done < <(find "$root/Sources/$module" -name '*.swift' ! -path "$root/Sources/cable/main.swift" -print0 | sort -z)
done
stale=0
if [ ! -x "$binary" ]; then
    stale=1
else
    for file in "${inputs[@]}"; do
        if [ "$file" -nt "$binary" ]; then stale=1 && break; fi
    done
fi
if [ "$stale" -eq 1 ]; then
    # One module: copy the sources and drop the cross-module import.
    rm -rf "$work/src" && mkdir -p "$work/src"
    sources=("$harness")
    for file in "${inputs[@]:2}"; do
        relative=${file#"$root/Sources/"}
        copy="$work/src/${relative//\//_}"
        sed '/^import Cable\(Core\|Text\|CLI\)$/d' "$file" >"$copy"
        sources+=("$copy")
    done
    built=0
    for optimization in -O -Onone; do
        echo "== building $target ($optimization)" >&2
        # CablePlatform is header-only (static inline wrappers): its include folder is enough.
        if swiftc -sanitize=fuzzer,address -parse-as-library "$optimization" -g -module-name CableFuzz -package-name cable \
            -I "$root/Sources/CablePlatform/include" "${sources[@]}" -o "$binary.new" >"$work/build.log" 2>&1; then
            mv "$binary.new" "$binary"
            built=1
            break
        fi
        grep -E 'error:' "$work/build.log" | head -20 >&2 || true
    done
    if [ "$built" -eq 0 ]; then
        echo "build failed; see $work/build.log" >&2
        exit 2
    fi
fi

# --- dictionary: the words the inputs are made of ---------------------------------------------
# One libFuzzer dictionary entry: quoted, with quotes, backslashes and non-ASCII bytes escaped.
entry() {
    local LC_ALL=C text=$1 out="" char index
    for ((index = 0; index < ${#text}; index++)); do
        char=${text:index:1}
        case "$char" in
        '"' | '\') out+="\\$char" ;;
        [\ -~]) out+="$char" ;;
        *) out+=$(printf '\\x%02X' "'$char") ;;
        esac
    done
    printf '"%s"\n' "$out"
}
dictionary="$work/$target.dict"
{
    units=(m cm mm km ft feet in yd A mA kA V mV kV W kW % pct C F K °C ℃ ℉ Ah mAh h min awg AWG mm2 mm²
        kcmil MCM / 1/0 2/0 4/0 0000 e- e+ . , : - copper cu aluminium al default abyc blade maxi midi mega anl megaAnl classT
        chargeVoltage true false yes no)
    json=('{' '}' '[' ']' ':' ',' '"' '\u00' '\ud800' null true false -0.5e-3 1e308)
    case "$target" in
    quantity) words=("${units[@]}") ;;
    batchline)
        words=("${units[@]}" "${json[@]}" metric imperial)
        for key in current power voltage length roundTrip material temperature insulation engineRoom bundled \
            maxDrop critical standard fuseFactor fuseType units; do
            words+=("$key" "\"$key\":")
        done
        ;;
    systemfile)
        words=("${json[@]}" floodedLeadAcid agm gel lifepo4 liIon shore solar alternator dcdc generator copper
            aluminium default abyc metric imperial 12V 24 48V 5m 16ft 20A 60W 2/0 4awg 6mm2 200Ah 105)
        while read -r key; do words+=("$key" "\"$key\":"); done < <(grep -ho '"[$A-Za-z]*"' \
            "$root/Sources/CableCore/SystemFile/SystemFile.swift" "$root/Sources/CableCore/System/BatteryChemistry.swift" |
            tr -d '"' | sort -u)
        ;;
    arguments)
        words=("${units[@]}" -- - -o = CABLE_UNITS= help --help -h --version van.json cabin.json sailboat.json
            requests.ndjson csv-basic.csv csv-quoted.csv empty.json ndjson csv json table svg pdf metric imperial)
        while read -r word; do words+=("$word"); done < <(
            grep -ho '\.\(value\|flag\)("[a-z-]*"' -r "$root/Sources/CableCLI" | sed 's/.*("\(.*\)"/--\1/'
            grep -ho 'name: "[a-z]*"' -r "$root/Sources/CableCLI/Commands" | sed 's/name: "\(.*\)"/\1/'
        )
        ;;
    esac
    for word in "${words[@]}"; do [ -z "$word" ] || entry "$word"; done | sort -u
    if [ "$target" = arguments ]; then printf '"\\x00"\n'; fi
} >"$dictionary"

# --- replay: given input files, run just those (or minimise one) -------------------------------
# Swift's own crash backtracer would race libFuzzer's handler and can hang; ASan reports instead.
export SWIFT_BACKTRACE=enable=no
for argument in "$@"; do
    if [ -f "$argument" ]; then
        mkdir -p "$work/artifacts" "$work/tmp"
        TMPDIR="$work/tmp" ASAN_OPTIONS="${ASAN_OPTIONS:-handle_sigill=1:detect_leaks=0}" \
            exec "$binary" -max_total_time="$seconds" -artifact_prefix="$work/artifacts/" "$@"
    fi
done

# --- run -----------------------------------------------------------------------------------------
corpus="$work/corpus"
artifacts="$work/artifacts"
# FUZZ_KEEP_CORPUS=1 goes on from the previous run's corpus instead of a fresh copy of the seeds.
[ "${FUZZ_KEEP_CORPUS:-0}" = 1 ] || rm -rf "$corpus"
rm -rf "$work/tmp"
mkdir -p "$corpus" "$artifacts" "$work/tmp"
if [ -d "$seeds" ]; then cp "$seeds"/* "$corpus"/ 2>/dev/null || true; fi
max_len=4096
[ "$target" = systemfile ] && max_len=65536
touch "$work/.started"
log="$work/fuzz.log"
echo "== fuzzing $target for ${seconds}s (log: $log)" >&2
set +e
# No leak checking: a global initialised lazily during an input (a `static let` holding an enum
# with a class payload) is stored as a tagged pointer that LeakSanitizer cannot see, so every
# such global reads as a leak. Runaway memory is still caught by -rss_limit_mb.
TMPDIR="$work/tmp" ASAN_OPTIONS="${ASAN_OPTIONS:-handle_sigill=1:detect_leaks=0}" \
    "$binary" -max_total_time="$seconds" -max_len="$max_len" -rss_limit_mb=2048 -timeout=10 \
    -print_final_stats=1 -dict="$dictionary" -artifact_prefix="$artifacts/" "$@" "$corpus" 2>&1 | tee "$log" >&2
status=${PIPESTATUS[0]}
set -e

# --- summary -------------------------------------------------------------------------------------
stat() { grep -o "stat::$1: *[0-9.]*" "$log" | tail -1 | awk '{print $2}'; }
last=$(grep -E '^#[0-9]+.*cov:' "$log" | tail -1 || true)
findings=$(find "$artifacts" -type f -newer "$work/.started" | sort)
echo
echo "== $target: ${seconds}s, exit status $status"
echo "executions:   $(stat number_of_executed_units)"
echo "exec/s:       $(stat average_exec_per_sec)"
echo "new units:    $(stat new_units_added)"
inited=$(grep -E '^#[0-9]+.*INITED' "$log" | tail -1 || true)
echo "corpus:       $(grep -o 'corp: [0-9]*' <<<"$last" | cut -c7- || echo '?') inputs; $(find "$corpus" -type f | wc -l) files in $corpus (seeds: $(find "$seeds" -type f 2>/dev/null | wc -l))"
echo "coverage:     $(grep -o 'cov: [0-9]* ft: [0-9]*' <<<"$inited" || echo '?') at start, $(grep -o 'cov: [0-9]* ft: [0-9]*' <<<"$last" || echo '?') at end"
echo "slowest unit: $(stat slowest_unit_time_sec) s, peak RSS $(stat peak_rss_mb) MB"
if [ -n "$findings" ] || grep -qE '^(==[0-9]+== ?ERROR|SUMMARY: libFuzzer)' "$log"; then
    echo "findings:"
    grep -E '^(SUMMARY|==[0-9]+== ?ERROR)|Test unit written to' "$log" | sed 's/^/  /'
    [ -z "$findings" ] || sed 's/^/  /' <<<"$findings"
    exit 1
fi
echo "findings:     none"
[ "$status" -eq 0 ] || exit 1
