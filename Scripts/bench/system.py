#!/usr/bin/env python3
"""Writes a valid system file with N loads to stdout (deterministic): bench input for the
system commands (report, bom, diagram, check, list) at scale. Modelled on
Fixtures/systems/van.json: a 12 V system, one LiFePO4 bank, three chargers, and N loads with
varied names, powers or currents, quantities, lengths, hours a day, some critical and some with
a wire and fuse already chosen.

Usage: Scripts/bench/system.py N > system.json
"""
import json, math, random, sys

count = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
random.seed(21)

kinds = ["Cabin light", "Reading lamp", "Water pump", "Fridge", "USB socket", "Fan", "Radio",
         "Bilge pump", "Heater", "Router", "Charger port", "Step light", "Awning motor", "Sensor"]
loads = []
peak_amperes = 0.0
for i in range(count):
    # A unique name per load: a kind, a number and (every third) a place.
    name = f"{kinds[i % len(kinds)]} {i + 1}"
    if i % 3 == 0:
        name += f" ({random.choice(['galley', 'bow', 'stern', 'cab', 'roof', 'locker'])})"
    load = {"name": name}
    # Small draws: the bank's main feed is sized for every load at once, which must stay
    # within the engine's 10 kA even at 20 000 loads.
    if i % 2 == 0:
        load["power"] = f"{random.choice([0.5, 1, 1.5, 2, 3, 4.8])}W"
    else:
        load["current"] = f"{random.choice([0.05, 0.1, 0.15, 0.2, 0.25, 0.3])}A"
    if i % 7 == 0:
        load["quantity"] = random.randint(2, 4)
    load["length"] = f"{random.choice([0.5, 1, 1.5, 2, 3, 4, 6, 8, 12])}m"
    load["hoursPerDay"] = random.choice([0, 0.25, 0.5, 1, 2, 4, 8, 24])
    if i % 11 == 0:
        load["critical"] = True
    if i % 13 == 5:
        # A wire and fuse already chosen (checked, not chosen): short enough to pass.
        load["length"] = "2m"
        load["wire"] = "1.5mm2"
        load["fuse"] = "6A"  # made as a Class T, which interrupts the bank's fault current
    loads.append(load)
    watts = float(load["power"][:-1]) if "power" in load else float(load["current"][:-1]) * 12
    peak_amperes += watts / 12 * load.get("quantity", 1)

parallel = max(2, math.ceil(peak_amperes * 1.25 / 200))
system = {
    "schemaVersion": 1,
    "name": f"Generated system, {count} loads",
    "nominalVoltage": "12V",
    "defaults": {"maxDropPercent": 3, "criticalMaxDropPercent": 2, "insulation": "105C",
                 "material": "copper", "units": "metric"},
    "loads": loads,
    # Enough 200 Ah batteries in parallel (1 C each) for every load at once, so `cable check`
    # passes at any N. The bank has no length: its main feed would carry the whole peak (4.5 kA
    # at 20 000 loads), more than any standard size does.
    "batteries": [
        {"name": "House bank", "chemistry": "lifepo4", "capacityAh": 200, "voltage": "12.8V",
         "count": parallel, "arrangement": {"series": 1, "parallel": parallel}},
    ],
    "chargers": [
        {"name": "Solar MPPT", "kind": "solar", "outputCurrent": "30A", "efficiency": 0.75,
         "hoursPerDay": 5, "length": "5m"},
        {"name": "DC-DC charger", "kind": "dcdc", "outputCurrent": "30A", "hoursPerDay": 1.5,
         "length": "1m"},
        {"name": "Shore charger", "kind": "shore", "outputCurrent": "25A", "length": "1m"},
    ],
}
# One load per line, as the fixtures are written, so the file diffs and greps well.
out = sys.stdout
out.write("{\n")
header = {key: value for key, value in system.items() if key != "loads"}
for key in ["schemaVersion", "name", "nominalVoltage", "defaults"]:
    out.write(f'  "{key}": {json.dumps(header[key], ensure_ascii=False)},\n')
out.write('  "loads": [\n')
out.write(",\n".join("    " + json.dumps(load, ensure_ascii=False) for load in loads))
out.write("\n  ],\n")
for key in ["batteries", "chargers"]:
    items = ",\n".join("    " + json.dumps(item, ensure_ascii=False) for item in header[key])
    out.write(f'  "{key}": [\n{items}\n  ]' + (",\n" if key == "batteries" else "\n"))
out.write("}\n")
