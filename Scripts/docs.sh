#!/usr/bin/env bash
# Builds the API documentation of CableCore and CableText offline, without the DocC plugin
# (which would be a package dependency): SwiftPM writes the public symbol graphs, then `docc`
# from the toolchain converts each catalogue (Sources/<Library>/<Library>.docc) with them.
#
# Usage: Scripts/docs.sh [output-dir]   (default .build/docs; one folder per library)
# Warnings docc prints (a broken ``Symbol`` link, an article it cannot find) are printed here
# too; fix them in the catalogue or the doc comment.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-"$repo/.build/docs"}
docc=$(command -v docc || true)
if [ -z "$docc" ]; then
    docc=$(dirname "$(readlink -f "$(command -v swift)")")/docc
fi
[ -x "$docc" ] || { echo "docs: no docc next to swift (need a toolchain with DocC)" >&2; exit 1; }

cd "$repo"
swift package dump-symbol-graph --minimum-access-level public >/dev/null
graphs=$(swift build --show-bin-path)/../symbolgraph
mkdir -p "$out"
for library in CableCore CableText; do
    # docc reads every graph in the folder; give it this library's only, so its pages are the
    # library's own (CableText's links to CableCore types stay plain text).
    only=$(mktemp -d)
    cp "$graphs/$library.symbols.json" "$only/"
    "$docc" convert "Sources/$library/$library.docc" --additional-symbol-graph-dir "$only" \
        --fallback-display-name "$library" --fallback-bundle-identifier "cable.$library" \
        --output-path "$out/$library.doccarchive"
    rm -rf "$only"
done
echo "docs: $out/CableCore.doccarchive and $out/CableText.doccarchive"
