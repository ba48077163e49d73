#!/usr/bin/env python3
"""A straightforward Python implementation of what `cable batch` computes for the bench input:
copper at 20 °C, one-way lengths doubled, 5 % drop, IEC 60228 sizes, 105 °C ampacity (ISO 10133),
the fuse catalogue, one JSON result per line. It is the baseline `Scripts/bench.sh` compares with."""
import json, sys

RHO = 0.017
SIZES = [0.5, 0.75, 1, 1.5, 2.5, 4, 6, 10, 16, 25, 35, 50, 70, 95, 120, 150, 185, 240, 300]
AMPACITY = {0.75: 16, 1: 20, 1.5: 25, 2.5: 35, 4: 45, 6: 60, 10: 90, 16: 130, 25: 170, 35: 210,
            50: 270, 70: 330, 95: 390, 120: 450, 150: 475, 185: 475, 240: 475, 300: 475}
FUSES = [("blade", [1, 2, 3, 4, 5, 7.5, 10, 15, 20, 25, 30, 35, 40]),
         ("maxi", [20, 30, 40, 50, 60, 70, 80, 100, 120]),
         ("midi", [30, 40, 50, 60, 70, 80, 100, 125, 150, 175, 200]),
         ("megaAnl", [40, 50, 60, 80, 100, 125, 150, 175, 200, 225, 250, 300, 350, 400, 500]),
         ("classT", [100, 110, 125, 150, 175, 200, 225, 250, 300, 350, 400, 450, 500, 600])]


def fuse(minimum, maximum):
    best = None
    for kind, ratings in FUSES:
        rating = next((r for r in ratings if r >= minimum * (1 - 1e-9)), None)
        if rating is None or rating > maximum * (1 + 1e-9):
            continue
        if best is None or rating < best[0]:
            best = (rating, kind)
    return best


def analyse(area, current, voltage, path):
    r = RHO * path / area
    drop = current * r
    return {"conductor": {"areaSquareMillimeters": area, "label": f"{area:g} mm²"}, "resistanceOhms": r,
            "voltageDropVolts": drop, "voltageDropPercent": 100 * drop / voltage,
            "loadVoltageVolts": voltage - drop, "powerLossWatts": drop * current,
            "powerLossPercent": 100 * drop / voltage, "ampacityAmperes": AMPACITY.get(area)}


def size(request):
    current, voltage, length = float(request["current"]), float(request["voltage"]), float(request["length"])
    path = 2 * length
    required = RHO * path * current / (voltage * 0.05)
    drop_index = next(i for i, a in enumerate(SIZES) if a >= required * (1 - 1e-9))
    amp_index = next(i for i, a in enumerate(SIZES) if AMPACITY.get(a, 0) >= current)
    chosen = max(drop_index, amp_index)
    index, found = chosen, None
    while index < len(SIZES):
        found = fuse(1.25 * current, AMPACITY.get(SIZES[index], 0))
        if found:
            break
        index += 1
    final = index if found else chosen
    result = analyse(SIZES[final], current, voltage, path)
    result.update({"requiredAreaSquareMillimeters": required,
                   "limitedBy": "ampacity" if amp_index > drop_index or final > chosen else "voltageDrop",
                   "fuse": {"ratingAmperes": found[0], "type": found[1]} if found else None,
                   "nextSmaller": analyse(SIZES[final - 1], current, voltage, path) if final > 0 else None,
                   "schemaVersion": 1})
    return result


write = sys.stdout.write
for number, line in enumerate(sys.stdin, 1):
    if line.strip():
        result = size(json.loads(line))
        result["line"] = number
        write(json.dumps(result, sort_keys=True) + "\n")
