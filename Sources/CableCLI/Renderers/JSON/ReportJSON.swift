import CableCore

/// `cable report --json`: the system, every circuit, the banks, the energy totals and the
/// warnings.
struct ReportJSON: JSONDocument {
    let report: SystemReport
    /// For the words of warnings and problems.
    let display: Display

    func write(to json: inout JSONWriter) {
        let system = report.system
        json.beginObject()
        json.key("batteries")
        json.beginArray()
        for bank in system.batteries { Self.write(bank, to: &json) }
        json.endArray()
        json.key("circuits")
        json.beginArray()
        for circuit in report.circuits { write(circuit, to: &json) }
        json.endArray()
        json.schemaVersion()
        json.key("system")
        json.beginObject()
        json.key("name")
        json.string(system.name)
        json.key("nominalVoltage")
        json.number(system.nominalVoltage.volts)
        json.key("series")
        json.string(report.series.rawValue)
        json.key("standard")
        json.string(system.standard.rawValue)
        json.endObject()
        json.key("totals")
        Self.write(report.totals, to: &json)
        json.key("warnings")
        json.strings(report.warnings.map { WarningText.message($0, display: display) })
        json.endObject()
    }

    private func write(_ circuit: CircuitReport, to json: inout JSONWriter) {
        let analysis = circuit.analysis
        json.beginObject()
        json.key("ampacityAmperes")
        json.ampacity(analysis?.ampacity)
        json.key("conductor")
        json.optional(analysis?.size) { $0.conductor($1) }
        json.key("conductorLengthMeters")
        json.number(circuit.circuit.conductorLength.meters)
        json.key("critical")
        json.bool(circuit.critical)
        json.key("currentAmperes")
        json.number(circuit.circuit.current.amperes)
        json.key("fuse")
        json.optional(circuit.fuse) { json, fuse in
            json.beginObject()
            json.key("fromFile")
            json.bool(fuse.fromFile)
            json.key("ratingAmperes")
            json.number(fuse.rating.amperes)
            json.key("type")
            json.optional(fuse.type) { $0.string($1.rawValue) }
            json.key("typeName")
            json.optional(fuse.type) { $0.string($1.displayName) }
            json.endObject()
        }
        json.key("kind")
        json.string(circuit.kind.rawValue)
        json.key("lengthIsRoundTrip")
        json.bool(false)
        json.key("lengthMeters")
        json.number(circuit.circuit.length.meters)
        json.key("limitedBy")
        json.optional(circuit.limitedBy) { $0.string($1.rawValue) }
        json.key("maxDropPercent")
        json.number(circuit.maxDropPercent)
        json.key("name")
        json.string(circuit.name)
        json.key("powerLossWatts")
        json.optional(analysis) { $0.number($1.powerLoss.watts) }
        json.key("problem")
        json.optional(circuit.problem) { $0.string(ViolationText.message($1, display: display)) }
        json.key("upsizedForFuseFrom")
        json.optional(circuit.upsizedForFuseFrom) { $0.conductor($1) }
        json.key("voltageDropPercent")
        json.optional(analysis) { $0.number($1.voltageDropPercent) }
        json.key("voltageDropVolts")
        json.optional(analysis) { $0.number($1.voltageDrop.volts) }
        json.key("voltageVolts")
        json.number(circuit.circuit.supplyVoltage.volts)
        json.key("wireFromFile")
        json.bool(circuit.wireFromFile)
        json.endObject()
    }

    private static func write(_ bank: BatteryBank, to json: inout JSONWriter) {
        json.beginObject()
        json.key("bankCapacityAh")
        json.number(bank.bankCapacityAh)
        json.key("bankVoltageVolts")
        json.number(bank.bankVoltage.volts)
        json.key("capacityAh")
        json.number(bank.capacityAh)
        json.key("chemistry")
        json.string(bank.chemistry.rawValue)
        json.key("count")
        json.integer(bank.count)
        json.key("maxChargeCurrentAmperes")
        json.number(bank.maxChargeCurrent.amperes)
        json.key("maxDischargeCurrentAmperes")
        json.number(bank.effectiveMaxDischargeCurrent.amperes)
        json.key("name")
        json.string(bank.name)
        json.key("nominalEnergyWattHours")
        json.number(bank.nominalEnergyWattHours)
        json.key("parallel")
        json.integer(bank.arrangement.parallel)
        json.key("peukertExponent")
        json.number(bank.effectivePeukertExponent)
        json.key("series")
        json.integer(bank.arrangement.series)
        json.key("usableFraction")
        json.number(bank.effectiveUsableFraction)
        json.endObject()
    }

    private static func write(_ totals: EnergyTotals, to json: inout JSONWriter) {
        json.beginObject()
        json.key("autonomyDays")
        json.optional(totals.autonomyDays) { $0.number($1) }
        json.key("bankNominalEnergyWattHours")
        json.number(totals.bankNominalEnergyWattHours)
        json.key("dailyAmpereHours")
        json.number(totals.dailyAmpereHours)
        json.key("dailyChargeWattHours")
        json.number(totals.dailyChargeWattHours)
        json.key("dailyEnergyWattHours")
        json.number(totals.dailyEnergyWattHours)
        json.key("maxDischargeCurrentAmperes")
        json.optional(totals.maxDischargeCurrent) { $0.number($1.amperes) }
        json.key("peakCurrentAmperes")
        json.number(totals.peakCurrent.amperes)
        json.key("rechargeHours")
        json.optional(totals.rechargeHours) { $0.number($1) }
        json.key("usableEnergyWattHours")
        json.number(totals.usableEnergyWattHours)
        json.endObject()
    }
}
