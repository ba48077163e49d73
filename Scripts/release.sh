#!/usr/bin/env bash
# Builds the release binary users install: .build/release/cable.
#
# On Linux the binary is fully static (the Swift runtime and the C library linked in), so it runs
# on any x86_64 Linux without a Swift toolchain and starts about as fast as a C program; release
# builds also reach generic type metadata through accessor functions instead of mangled names,
# which the runtime would demangle on first use (a fifth of a short run's instructions). These
# flags are given here, on the command line, and not in Package.swift: SwiftPM refuses a package
# whose library targets carry unsafe flags as another package's dependency, and CableCore is
# meant to be one. On macOS this is a plain `swift build -c release`.
#
# On Linux it is linked by lld with Scripts/startup.order as its symbol ordering file: the functions
# short runs execute (`size`, `drop`, `fuse`, `--version`, `--help`) lie next to each other, and so
# do the variables they touch, so a run touches fewer pages of code and data (`cable size`: 175 →
# 133 page faults with the functions, 138 → 102 with the variables too; docs/PERFORMANCE.md, #36).
# Scripts/startup-order.sh regenerates the list (with valgrind); a stale list costs speed, never
# correctness, as names no longer in the binary are skipped.
#
# On Linux the binary is then stripped (to about 14 MB; the debug information in cable.debug is about 16 MB): its debug information and symbols go to
# cable.debug beside it, which the binary names (`.gnu_debuglink`), so gdb and `eu-addr2line`
# still symbolicate a crash. A binary already stripped (an incremental build that linked nothing)
# is left as it is, and so is its cable.debug. The section list is read into a variable, not piped
# to `grep -q`: under `set -o pipefail` grep's exit at the first match can kill readelf with
# SIGPIPE and fail the test on a match (the other scripts count matches, `grep -c`, for the same
# reason). Without binutils the binary is left unstripped, with a note; Scripts/package.sh runs
# this script again once .ci/run has installed binutils.
# Usage: Scripts/release.sh [extra swift build arguments]
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(uname -s)" = Linux ]; then
    flags=(-c release -Xswiftc -static-executable -Xswiftc -static-stdlib
        -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
        -Xswiftc -use-ld=lld -Xlinker --symbol-ordering-file="$PWD/Scripts/startup.order"
        -Xlinker --no-warn-symbol-ordering)
    swift build "${flags[@]}" "$@"
    case " $* " in *" --show-bin-path "*) exit 0 ;; esac
    binary=$(swift build "${flags[@]}" "$@" --show-bin-path)/cable
    if ! command -v readelf >/dev/null || ! command -v objcopy >/dev/null || ! command -v nm >/dev/null; then
        echo "release.sh: binutils (readelf, objcopy, strip, nm) is not installed: $binary left unstripped" >&2
        exit 0
    fi
    sections=$(readelf -S --wide "$binary")
    case $sections in
    *.debug_info*)
        # A stale order file fails nothing but start-up speed, so it is checked here: most of its
        # symbols must still be in the binary (renamed or removed ones are what goes stale).
        total=$(sort -u Scripts/startup.order | wc -l)
        present=$(nm --defined-only "$binary" | awk '{ print $NF }' | sort -u | comm -12 - <(sort -u Scripts/startup.order) | wc -l)
        echo "release.sh: $present of the $total symbols of Scripts/startup.order are in the binary" >&2
        if [ $((present * 10)) -lt $((total * 9)) ]; then
            echo "release.sh: Scripts/startup.order is stale (under 90 %): regenerate it with Scripts/startup-order.sh" >&2
            exit 1
        fi
        objcopy --only-keep-debug "$binary" "$binary.debug"
        strip --strip-all --remove-section=.comment --remove-section=.note "$binary"
        (cd "$(dirname "$binary")" && objcopy --add-gnu-debuglink=cable.debug cable)
        echo "release.sh: stripped $binary; its symbols are in $binary.debug" >&2
        ;;
    esac
    exit 0
fi
exec swift build -c release "$@"
