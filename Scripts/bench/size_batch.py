#!/usr/bin/env python3
"""A straightforward Python implementation of what `cable batch` computes for the bench input
(rows asking for `"resistance": "nominal"`): copper at ρ = 0.017 Ω·mm²/m at 20 °C, one-way lengths doubled, 5 % drop, IEC 60228 sizes from 1 mm² (the minimum for a
separately run conductor), 105 °C ampacity (ISO 10133), the fuse rule (floor 1.25 × current,
ceiling the ampacity, families rated for 1.29 × the voltage whose holders take the conductor,
the first family in order that fits). It writes the same record as `cable batch` (every key of `cable size --json`,
compact, sorted keys, integral numbers without ".0"), so `Scripts/bench.sh` can check that both
print the same bytes before it compares their speed."""
import json, sys
from bisect import bisect_left

RHO = 0.017 * (1 + 0.00393 * (20 - 20))
SIZES = [0.5, 0.75, 1, 1.5, 2.5, 4, 6, 10, 16, 25, 35, 50, 70, 95, 120, 150, 185, 240, 300]
# The tabulated 105 °C column; larger sizes are credited with the largest smaller size's value
# (a lower bound), as cable does.
TABULATED = {0.75: 16, 1: 20, 1.5: 25, 2.5: 35, 4: 45, 6: 60, 10: 90, 16: 130, 25: 170, 35: 210,
             50: 270, 70: 330, 95: 390, 120: 450, 150: 475}
AMPACITY = {a: TABULATED.get(a, 475) for a in SIZES if a >= 0.75}
LOWER_BOUND = {a: a not in TABULATED for a in AMPACITY}
BOLT_DOWN = [40, 50, 60, 80, 100, 125, 150, 175, 200, 225, 250, 300, 350, 400, 500]
# (type, name, ratings, volts, interrupting amperes)
FUSES = [("blade", "ATO/ATC blade", [1, 2, 3, 4, 5, 7.5, 10, 15, 20, 25, 30, 35, 40], 32, 1000),
         ("maxi", "MAXI blade", [20, 30, 40, 50, 60, 70, 80, 100, 120], 32, 1000),
         ("midi", "MIDI", [30, 40, 50, 60, 70, 80, 100, 125, 150, 175, 200], 32, 2000),
         ("mega", "MEGA", BOLT_DOWN, 32, 2000),
         ("anl", "ANL", BOLT_DOWN, 32, 6000),
         ("blade58", "ATO blade 58 V", [1, 2, 3, 4, 5, 7.5, 10, 15, 20, 25, 30, 35, 40], 58, 1000),
         ("midi58", "MIDI 58 V", [30, 40, 50, 60, 70, 80, 100, 125, 150, 175, 200], 58, 1000),
         ("mega58", "MEGA 58 V", BOLT_DOWN, 58, 2000),
         ("breaker", "DC thermal breaker", [25, 30, 35, 40, 50, 60, 70, 80, 90, 100, 110, 120, 135, 150], 48, 3000),
         ("classT", "Class T", [1, 3, 6, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90, 100, 110, 125, 150, 175,
                                200, 225, 250, 300, 350, 400, 450, 500, 600], 125, 20000)]
# The largest conductor each family's holders take (mm²); bolt-down families take any.
MAX_AREA = {"blade": 6, "maxi": 16, "midi": 25, "blade58": 6, "midi58": 25}
CHARGE_RATIO = 2.58 / 2
MINIMUM = 1
MINIMUM_INDEX = SIZES.index(MINIMUM)
FUSE_TYPES = [f[0] for f in FUSES]
# The rated sizes' indices in SIZES and their ampacities (ascending, as the sizes are).
RATED_INDICES = [i for i, a in enumerate(SIZES) if a in AMPACITY]
RATED_AMPACITIES = [AMPACITY[SIZES[i]] for i in RATED_INDICES]


def at_least(value, limit):
    return value >= limit - 1e-9 * max(abs(value), abs(limit))


def first_at_least(values, limit):
    """The index of the first of the ascending `values` at least `limit` (within at_least's
    tolerance); len(values) when there is none."""
    index = bisect_left(values, limit)
    while index > 0 and at_least(values[index - 1], limit):
        index -= 1
    return index


def number(value):
    """JSON numbers as cable writes them: integral values below 1e15 without a fraction."""
    if type(value) is float and value.is_integer() and abs(value) < 1e15:
        return int(value)
    return value


def fuse(minimum, maximum, charge, area):
    for kind, name, ratings, volts, interrupting in FUSES:
        if not at_least(volts, charge) or area > MAX_AREA.get(kind, area) + 1e-9:
            continue
        index = first_at_least(ratings, minimum)
        rating = ratings[index] if index < len(ratings) else None
        if rating is None or (maximum is not None and not at_least(maximum, rating)):
            continue
        return {"interruptRatingAmperes": interrupting, "ratingAmperes": number(rating), "type": kind, "typeName": name,
                "voltageRatingVolts": volts}
    return None


def conductor(area):
    return {"areaSquareMillimeters": number(area), "awg": None, "kcmil": None, "label": f"{area:g} mm²",
            "series": "metric"}


# Made once: the same for every size and every row.
CONDUCTORS = {area: conductor(area) for area in SIZES}


def analyse(area, current, voltage, path, load_power):
    r = RHO * path / area
    drop = current * r
    loss = drop * current
    ampacity = AMPACITY.get(area)
    return {"ampacityAmperes": None if ampacity is None else number(ampacity),
            "ampacityIsLowerBound": None if ampacity is None else LOWER_BOUND[area],
            "conductor": CONDUCTORS[area], "loadVoltageVolts": number(voltage - drop),
            "powerLossPercent": number(100 * (loss / load_power)), "powerLossWatts": number(loss),
            "conductorTemperatureCelsius": 20, "resistanceOhms": number(r),
            "voltageDropPercent": number(100 * (drop / voltage)),
            "voltageDropVolts": number(drop)}


def size(request):
    current, voltage, length = float(request["current"]), float(request["voltage"]), float(request["length"])
    path = length * 2
    load_power = current * voltage
    required = RHO * path * current / (voltage * 5 / 100)
    drop_index = first_at_least(SIZES, required)
    amp_index = RATED_INDICES[first_at_least(RATED_AMPACITIES, current)]
    minimum_index = MINIMUM_INDEX
    chosen = max(drop_index, amp_index, minimum_index)
    minimum = current * 1.25
    charge = voltage * CHARGE_RATIO
    index, found = chosen, None
    while index < len(SIZES):
        found = fuse(minimum, AMPACITY.get(SIZES[index]), charge, SIZES[index])
        if found:
            break
        index += 1
    final = index if found else chosen
    result = analyse(SIZES[final], current, voltage, path, load_power)
    ampacity = AMPACITY.get(SIZES[final])
    if amp_index > drop_index and amp_index >= minimum_index or final > chosen:
        limited_by = "ampacity"
    elif minimum_index > drop_index:
        limited_by = "minimumSize"
    else:
        limited_by = "voltageDrop"
    result.update({
        "fuse": found, "fuseCeilingRule": None if ampacity is None else "ampacity",
        "fuseMaximumAmperes": None if ampacity is None else number(ampacity), "fuseMinimumAmperes": number(minimum),
        "fuseProblem": None if found else "noRatingUnderCeiling",
        "input": {"bundledConductors": 1, "chargeVoltageVolts": number(charge), "conductorClass": 5,
                  "conductorLengthMeters": number(path),
                  "conductorTemperatureCelsius": 20, "currentAmperes": number(current), "engineRoom": False,
                  "fuseFactor": 1.25, "fuseTypes": FUSE_TYPES, "insulationCelsius": 105,
                  "lengthIsRoundTrip": False, "lengthMeters": number(length), "loadPowerWatts": number(load_power),
                  "material": "copper", "maxDropPercent": 5, "powerWatts": None, "resistanceModel": "nominal",
                  "series": "metric", "standard": "default", "tinned": False, "voltageVolts": number(voltage)},
        "limitedBy": limited_by,
        "minimumConductor": CONDUCTORS[MINIMUM],
        "parallelConductors": 1,
        "nextSmaller": analyse(SIZES[final - 1], current, voltage, path, load_power) if final > 0 else None,
        "requiredAreaSquareMillimeters": number(required), "schemaVersion": 1,
        "upsizedForFuseFrom": CONDUCTORS[SIZES[chosen]] if final > chosen else None})
    return result


# One encoder for every record: json.dumps with any option makes a new one per call.
encode = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode
loads = json.loads
write = sys.stdout.write
for line_number, line in enumerate(sys.stdin, 1):
    if line.strip():
        result = size(loads(line))
        result["line"] = line_number
        write(encode(result) + "\n")
