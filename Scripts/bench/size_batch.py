#!/usr/bin/env python3
"""A straightforward Python implementation of what `cable batch` computes for the bench input
(rows asking for `"resistance": "nominal"`): copper at ρ = 0.017 Ω·mm²/m at 20 °C, one-way lengths doubled, 5 % drop, IEC 60228 sizes from 1 mm² (the minimum for a
separately run conductor), 105 °C ampacity (ISO 10133), the fuse rule (floor 1.25 × current,
ceiling the ampacity, families rated for 1.29 × the voltage whose holders take the conductor,
the first family in order that fits). It writes the same record as `cable batch` (every key of `cable size --json`,
compact, sorted keys, integral numbers without ".0"), so `Scripts/bench.sh` can check that both
print the same bytes before it compares their speed.

Written to do no redundant work, as a Python programmer who cares about its speed would: the
tables, and the JSON of what every record shares (the conductor objects, the fuse families'
members, the list of families), are made once with `json.dumps`; what depends on the row alone
(the families rated for its charge voltage and their rating at its floor) is worked out once a
row, not again for every candidate size; and the record is written as one f-string, in cable's
(sorted) key order, numbers as `repr` gives them. (Building dicts for one `json.JSONEncoder`
instead writes the same bytes at about 60 % of the speed: the encoder was most of its time.)"""
import json, sys
from bisect import bisect_left

RHO = 0.017 * (1 + 0.00393 * (20 - 20))
SIZES = [0.5, 0.75, 1, 1.5, 2.5, 4, 6, 10, 16, 25, 35, 50, 70, 95, 120, 150, 185, 240, 300]
# The tabulated 105 °C column; larger sizes are credited with the largest smaller size's value
# (a lower bound), as cable does.
TABULATED = {0.75: 16, 1: 20, 1.5: 25, 2.5: 35, 4: 45, 6: 60, 10: 90, 16: 130, 25: 170, 35: 210,
             50: 270, 70: 330, 95: 390, 120: 450, 150: 475}
AMPACITY = {a: TABULATED.get(a, 475) for a in SIZES if a >= 0.75}
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
MINIMUM_INDEX = SIZES.index(1)
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
    """A JSON number as cable writes it: integral values below 1e15 without a fraction, others
    as Python's repr (the shortest text that reads back as the same double, as cable's)."""
    if value.is_integer() and abs(value) < 1e15:
        return str(int(value))
    return repr(value)


def dumps(value):
    """Compact JSON with sorted keys, as cable writes it: for the tables made once."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


# Made once: the same for every row. Per size: its area, its ampacity (None below the table),
# whether that is a lower bound, and its conductor object as JSON.
SIZE_ROWS = [(area, AMPACITY.get(area), area not in TABULATED,
              dumps({"areaSquareMillimeters": area, "awg": None, "kcmil": None, "label": f"{area:g} mm²",
                     "series": "metric"}))
             for area in SIZES]
# Per family: its ratings, its voltage rating, the largest area its holders take (bolt-down
# families: any), and its JSON object's members around the rating.
FAMILIES = [(ratings, volts, MAX_AREA.get(kind, float("inf")) + 1e-9,
             f'{{"interruptRatingAmperes":{interrupting},"ratingAmperes":',
             f',"type":{dumps(kind)},"typeName":{dumps(name)},"voltageRatingVolts":{volts}}}')
            for kind, name, ratings, volts, interrupting in FUSES]
FUSE_TYPES_JSON = dumps(FUSE_TYPES)


def analyse(index, current, voltage, path, load_power):
    """A run's figures as JSON texts: ampacity, lower bound, conductor, load voltage, loss %,
    loss W, resistance, drop %, drop V."""
    area, ampacity, lower_bound, conductor = SIZE_ROWS[index]
    r = RHO * path / area
    drop = current * r
    loss = drop * current
    return ("null" if ampacity is None else str(ampacity),
            "null" if ampacity is None else "true" if lower_bound else "false", conductor,
            number(voltage - drop), number(100 * (loss / load_power)), number(loss), number(r),
            number(100 * (drop / voltage)), number(drop))


def run_object(run):
    amp, lower, conductor, load_voltage, loss_percent, loss, r, drop_percent, drop = run
    return (f'{{"ampacityAmperes":{amp},"ampacityIsLowerBound":{lower},"conductor":{conductor},'
            f'"conductorTemperatureCelsius":20,"loadVoltageVolts":{load_voltage},"powerLossPercent":{loss_percent},'
            f'"powerLossWatts":{loss},"resistanceOhms":{r},"voltageDropPercent":{drop_percent},'
            f'"voltageDropVolts":{drop}}}')


def size(request, line):
    current, voltage, length = float(request["current"]), float(request["voltage"]), float(request["length"])
    path = length * 2
    load_power = current * voltage
    required = RHO * path * current / (voltage * 5 / 100)
    drop_index = first_at_least(SIZES, required)
    amp_index = RATED_INDICES[first_at_least(RATED_AMPACITIES, current)]
    chosen = max(drop_index, amp_index, MINIMUM_INDEX)
    minimum = current * 1.25
    charge = voltage * CHARGE_RATIO
    # Once a row: each family rated for the charge voltage, with its smallest rating at the floor.
    offers = []
    for ratings, volts, max_area, before, after in FAMILIES:
        if at_least(volts, charge):
            index = first_at_least(ratings, minimum)
            if index < len(ratings):
                offers.append((ratings[index], max_area, before, after))
    # The first size from the chosen one with a family whose holders take it and whose rating
    # is within its ampacity.
    fuse = None
    for final in range(chosen, len(SIZES)):
        area, ampacity, _, _ = SIZE_ROWS[final]
        for rating, max_area, before, after in offers:
            if area <= max_area and (ampacity is None or at_least(ampacity, rating)):
                fuse = f"{before}{rating}{after}"
                break
        if fuse:
            break
    else:
        final = chosen
    if amp_index > drop_index and amp_index >= MINIMUM_INDEX or final > chosen:
        limited_by = "ampacity"
    elif MINIMUM_INDEX > drop_index:
        limited_by = "minimumSize"
    else:
        limited_by = "voltageDrop"
    amp, lower, conductor, load_voltage, loss_percent, loss, r, drop_percent, drop = analyse(
        final, current, voltage, path, load_power)
    rated = amp != "null"
    next_smaller = run_object(analyse(final - 1, current, voltage, path, load_power)) if final > 0 else "null"
    upsized = SIZE_ROWS[chosen][3] if final > chosen else "null"
    return (f'{{"ampacityAmperes":{amp},"ampacityIsLowerBound":{lower},"conductor":{conductor},'
            f'"conductorTemperatureCelsius":20,"fuse":{fuse or "null"},'
            f'"fuseCeilingRule":{CEILING_RULE if rated else "null"},"fuseMaximumAmperes":{amp},'
            f'"fuseMinimumAmperes":{number(minimum)},"fuseProblem":{"null" if fuse else NO_FUSE},'
            f'"input":{{"bundledConductors":1,"chargeVoltageVolts":{number(charge)},"conductorClass":5,'
            f'"conductorLengthMeters":{number(path)},"conductorTemperatureCelsius":20,'
            f'"currentAmperes":{number(current)},"engineRoom":false,"fuseFactor":1.25,"fuseTypes":{FUSE_TYPES_JSON},'
            f'"insulationCelsius":105,"lengthIsRoundTrip":false,"lengthMeters":{number(length)},'
            f'"loadPowerWatts":{number(load_power)},"material":"copper","maxDropPercent":5,"powerWatts":null,'
            f'"resistanceModel":"nominal","series":"metric","standard":"default","tinned":false,'
            f'"voltageVolts":{number(voltage)}}},"limitedBy":"{limited_by}","line":{line},'
            f'"loadVoltageVolts":{load_voltage},"minimumConductor":{MINIMUM_CONDUCTOR},"nextSmaller":{next_smaller},'
            f'"parallelConductors":1,"powerLossPercent":{loss_percent},"powerLossWatts":{loss},'
            f'"requiredAreaSquareMillimeters":{number(required)},"resistanceOhms":{r},"schemaVersion":1,'
            f'"upsizedForFuseFrom":{upsized},"voltageDropPercent":{drop_percent},"voltageDropVolts":{drop}}}')


# The record's words that are JSON strings.
CEILING_RULE = dumps("ampacity")
NO_FUSE = dumps("noRatingUnderCeiling")
MINIMUM_CONDUCTOR = SIZE_ROWS[MINIMUM_INDEX][3]

loads = json.loads
write = sys.stdout.write
for line_number, line in enumerate(sys.stdin, 1):
    if line.strip():
        write(size(loads(line), line_number) + "\n")
