#!/usr/bin/env python3
"""Writes N NDJSON sizing requests to stdout (deterministic): bench input for `cable batch`. They
ask for the nominal resistance model (ρ = 0.017 at 20 °C), which Scripts/bench/size_batch.py
implements; the real model (IEC 60228 per size at its temperature) is not in the reference yet."""
import random, sys

count = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
random.seed(1)
out = sys.stdout
lines = []
for i in range(count):
    lines.append('{"current": %d, "voltage": %d, "length": %.1f, "resistance": "nominal"}\n'
                 % (random.randint(1, 150), random.choice((12, 24, 48)), random.uniform(0.5, 20)))
    if len(lines) == 10_000:
        out.write("".join(lines))
        lines.clear()
out.write("".join(lines))
