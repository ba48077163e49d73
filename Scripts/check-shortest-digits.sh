#!/usr/bin/env bash
# Checks ShortestDigits (Sources/CableCore/Parsing/ShortestDigits.swift), the number formatter
# every output goes through, against Swift's `description` on over ten million doubles: every
# power of ten and two and their neighbours, the 100,000 smallest subnormals, integers around
# 2^53, 10^15 and 10^16, then VALUES each of random bit patterns, random subnormals and short
# decimals, then VALUES / 4 decimals of every length 1…17 at every scale and their neighbours,
# the plain short path's edges (10^-4, 10^7, every n near a power of ten, every count of
# trailing zeros), Dragonbox's interval ends (every j = 1…23: decimals m · 10^j exactly halfway
# between two doubles, such as 1e23, and those doubles and their neighbours) and the doubles next
# to every power of two; and NumberText.writeDigits against String on every integer below 3 · 10^6,
# near every power of ten and VALUES / 4 random ones; and NumberText.write (the integer test
# before them) on every integer and half below 2 · 10^6, near every power of ten up to 10^15 and
# VALUES · 3 / 4 random ones (about 45 million values in all).
# Optimised (about 7 s of CPU here), so it runs in CI beside `swift test`, which checks
# 300,000. Usage: Scripts/check-shortest-digits.sh [VALUES] [SEED]   (default 4000000, 1)
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swiftc -O -package-name cable -o "$work/check" Sources/CableCore/Parsing/ShortestDigits.swift \
    Sources/CableCore/Parsing/ShortestDigits+Table.swift Sources/CableCore/Parsing/ShortestDigits+FourDigits.swift \
    Sources/CableCore/Parsing/NumberText.swift \
    Scripts/shortest-digits/main.swift
"$work/check" "${1:-4000000}" "${2:-1}"
