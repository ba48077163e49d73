#!/usr/bin/env bash
# Consumer check: proves that another SwiftPM package can depend on CableCore *by version*
# (`.package(url:from:)`) and call the engine.
#
# Why: SwiftPM refuses a versioned dependency whose targets use unsafe flags (`unsafeFlags`
# in Package.swift), and a library that only builds as the root package is useless to apps.
# Building the repository itself cannot catch that; only a separate package that resolves
# CableCore from a version tag can. So this script clones the committed HEAD into a temp dir,
# tags it 0.1.0, builds a scratch package that depends on it `from: "0.1.0"`, runs it and
# checks it sizes 20 A at 12 V over 5 m one-way (5 % drop default) as "10 mm²" (class 5 copper at
# its real resistance, the default since #33; 6 mm² under the nominal 0.017 Ω·mm²/m).
#
# It tests committed state only (a clone of HEAD): uncommitted changes are not included.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
expected="10 mm²"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# A clone of HEAD with no tags of its own, so the only version SwiftPM can pick is ours.
head=$(git -C "$repo" rev-parse HEAD)
git -c advice.detachedHead=false clone --quiet --no-tags "$repo" "$tmp/cable"
git -C "$tmp/cable" tag 0.1.0 "$head"

mkdir -p "$tmp/consumer/Sources/consumer"
cat >"$tmp/consumer/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "consumer",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "file://$tmp/cable", from: "0.1.0"),
    ],
    targets: [
        .executableTarget(
            name: "consumer",
            dependencies: [.product(name: "CableCore", package: "cable")]
        ),
    ]
)
EOF
cat >"$tmp/consumer/Sources/consumer/main.swift" <<'EOF'
import CableCore

let circuit = try Circuit(load: .current(.amperes(20)), supplyVoltage: .volts(12), length: .meters(5))
let result = try Sizer.size(circuit, options: SizingOptions())
print(result.recommended.size.label)
EOF

# Own scratch, cache and TMPDIR (SwiftPM's lock files) in the temp dir: nothing is left behind.
mkdir -p "$tmp/tmpdir"
build=(env TMPDIR="$tmp/tmpdir" swift build --package-path "$tmp/consumer" --scratch-path "$tmp/consumer/.build"
    --cache-path "$tmp/swiftpm-cache")
if ! "${build[@]}"; then
    echo "consumer-check: a package depending on CableCore from: \"0.1.0\" does not build" \
        "(unsafe build flags in Package.swift, or a public API change?)" >&2
    exit 1
fi
bin=$("${build[@]}" --show-bin-path)

set +e
output=$("$bin/consumer")
status=$?
set -e
if [ "$status" -ne 0 ]; then
    echo "consumer-check: the consumer exited $status, expected 0" >&2
    exit 1
fi
if [ "$output" != "$expected" ]; then
    echo "consumer-check: the consumer printed '$output', expected '$expected'" >&2
    exit 1
fi
echo "consumer-check: a package depending on CableCore from 0.1.0 ($head) builds and sizes 20 A, 12 V, 5 m as $expected"
