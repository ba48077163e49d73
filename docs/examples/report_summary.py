#!/usr/bin/env python3
"""Reads `cable report FILE --json` on stdin into types generated from its JSON Schema and prints
each circuit's conductor, fuse and drop, and the energy budget.

report_types.py is generated, not written (datamodel-code-generator 0.89 from PyPI):

    datamodel-codegen --input Fixtures/schemas/report.schema.json --input-file-type jsonschema \
        --output-model-type pydantic_v2.BaseModel --output docs/examples/report_types.py \
        --class-name Report --use-schema-description --use-field-description --disable-timestamp \
        --target-python-version 3.11 --use-standard-collections --use-union-operator \
        --formatters black isort

usage: cable report boat.json --json | python3 docs/examples/report_summary.py
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the docs
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from report_types import Report  # noqa: E402  (pydantic v2)

report = Report.model_validate_json(sys.stdin.read())
print(f"{report.system.name} ({report.system.nominalVoltage:g} V, schema version {report.schemaVersion})")
for circuit in report.circuits:
    conductor = circuit.conductor.label if circuit.conductor else "no size fits"
    fuse = f"{circuit.fuse.ratingAmperes:g} A" if circuit.fuse else "no fuse"
    drop = f"{circuit.voltageDropPercent:.2f} %" if circuit.voltageDropPercent is not None else "-"
    print(f"  {circuit.name:<24} {conductor:<12} {fuse:>7}  drop {drop}")
totals = report.totals
autonomy = f"{totals.autonomyDays:.1f} days" if totals.autonomyDays is not None else "n/a"
print(f"peak {totals.peakCurrentAmperes:.1f} A, {totals.dailyEnergyWattHours:.0f} Wh a day, autonomy {autonomy}")
