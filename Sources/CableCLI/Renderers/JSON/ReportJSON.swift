import CableCore

/// `cable report --json`: the system, every circuit, the banks, the inverters and their AC
/// loads, the energy totals and the warnings.
struct ReportJSON: JSONDocument {
    let report: SystemReport
    /// For the words of warnings and problems.
    let display: Display
    /// The catalogue entries the file records (`catalogId`), with their sources.
    var catalog: [CatalogReference] = []

    func write(to json: inout JSONWriter) {
        let system = report.system
        json.beginObject()
        json.key("acLoads")
        json.beginArray()
        for load in report.acLoads { Self.write(load, to: &json) }
        json.endArray()
        json.key("batteries")
        json.beginArray()
        for bank in system.batteries { Self.write(bank, to: &json) }
        json.endArray()
        json.key("catalogReferences")
        json.beginArray()
        for reference in catalog { ReportCatalogText.write(reference, to: &json) }
        json.endArray()
        json.key("circuits")
        json.beginArray()
        for circuit in report.circuits { write(circuit, to: &json) }
        json.endArray()
        json.key("inverters")
        json.beginArray()
        for inverter in report.inverters { Self.write(inverter, to: &json) }
        json.endArray()
        json.schemaVersion()
        json.key("system")
        json.beginObject()
        json.member("name", system.name)
        json.member("nominalVoltage", system.nominalVoltage.volts)
        json.member("series", report.series.rawValue)
        json.member("standard", system.standard.rawValue)
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
        let conditions = circuit.circuit.conditions
        json.member("ampacityAmperes", analysis?.ampacity?.current.amperes)
        json.member("bundledConductors", conditions.bundledConductors)
        json.member("chargeVoltageVolts", circuit.chargeVoltage.volts)
        json.key("conductor")
        json.optional(analysis?.size) { $0.conductor($1) }
        json.member("conductorLengthMeters", circuit.circuit.conductorLength.meters)
        json.member("critical", circuit.critical)
        json.member("currentAmperes", circuit.circuit.current.amperes)
        json.member("engineRoom", conditions.engineRoom)
        json.key("fuse")
        json.optional(circuit.fuse) { json, fuse in
            json.beginObject()
            json.member("fromFile", fuse.fromFile)
            json.member("interruptRatingAmperes", fuse.type?.interruptRating.amperes)
            json.member("ratingAmperes", fuse.rating.amperes)
            json.member("type", fuse.type?.rawValue)
            json.member("typeName", fuse.type?.displayName)
            json.member("voltageRatingVolts", fuse.type?.voltageRating.volts)
            json.endObject()
        }
        json.member("fuseCeilingRule", circuit.fuseCeiling?.rule.rawValue)
        json.member("fuseMaximumAmperes", circuit.fuseCeiling?.maximum.amperes)
        json.member("fuseMinimumAmperes", circuit.fuseMinimum.amperes)
        json.member("insulationCelsius", conditions.insulation.degreesCelsius)
        json.member("kind", circuit.kind.rawValue)
        json.member("lengthIsRoundTrip", false)
        json.member("lengthMeters", circuit.circuit.length.meters)
        json.member("limitedBy", circuit.limitedBy?.rawValue)
        json.member("maxDropPercent", circuit.maxDropPercent)
        json.member("name", circuit.name)
        json.member("powerLossWatts", analysis?.powerLoss.watts)
        json.member("problem", circuit.problem.map { ViolationText.message($0, display: display) })
        json.member("requiredInterruptRatingAmperes", circuit.requiredInterruptRating?.amperes)
        json.key("upsizedForFuseFrom")
        json.optional(circuit.upsizedForFuseFrom) { $0.conductor($1) }
        json.member("voltageDropPercent", analysis?.voltageDropPercent)
        json.member("voltageDropVolts", analysis?.voltageDrop.volts)
        json.member("voltageVolts", circuit.circuit.supplyVoltage.volts)
        json.member("wireFromFile", circuit.wireFromFile)
        json.endObject()
    }

    private static func write(_ bank: BatteryBank, to json: inout JSONWriter) {
        json.beginObject()
        let shortCircuit = bank.shortCircuit
        json.member("bankCapacityAh", bank.bankCapacityAh)
        json.member("bankVoltageVolts", bank.bankVoltage.volts)
        json.member("capacityAh", bank.capacityAh)
        json.member("chargeVoltageVolts", bank.maxChargeVoltage.volts)
        json.member("chemistry", bank.chemistry.rawValue)
        json.member("coldCrankingAmps", shortCircuit.coldCrankingAmps?.amperes)
        json.member("count", bank.count)
        json.member("fuseType", bank.fuseType?.rawValue)
        json.member("maxChargeCurrentAmperes", bank.maxChargeCurrent.amperes)
        json.member("maxDischargeCurrentAmperes", bank.effectiveMaxDischargeCurrent.amperes)
        json.member("name", bank.name)
        json.member("nominalEnergyWattHours", bank.nominalEnergyWattHours)
        json.member("parallel", bank.arrangement.parallel)
        json.member("peukertExponent", bank.effectivePeukertExponent)
        json.member("requiredInterruptRatingAmperes", shortCircuit.requiredInterruptRating.amperes)
        json.member("series", bank.arrangement.series)
        json.member("shortCircuitBasis", shortCircuit.basis.rawValue)
        json.member("shortCircuitCurrentAmperes", shortCircuit.prospectiveCurrent?.amperes)
        json.member("usableFraction", bank.effectiveUsableFraction)
        json.endObject()
    }

    private static func write(_ totals: EnergyTotals, to json: inout JSONWriter) {
        json.beginObject()
        json.member("autonomyDays", totals.autonomyDays)
        json.member("bankNominalEnergyWattHours", totals.bankNominalEnergyWattHours)
        json.member("dailyAmpereHours", totals.dailyAmpereHours)
        json.member("dailyChargeStoredWattHours", totals.dailyChargeStoredWattHours)
        json.member("dailyChargeWattHours", totals.dailyChargeWattHours)
        json.member("dailyEnergyWattHours", totals.dailyEnergyWattHours)
        json.member("maxDischargeCurrentAmperes", totals.maxDischargeCurrent?.amperes)
        json.member("peakCurrentAmperes", totals.peakCurrent.amperes)
        json.member("rechargeAbsorptionHours", totals.rechargeAbsorptionHours)
        json.member("rechargeHours", totals.rechargeHours)
        json.member("surgeCurrentAmperes", totals.surgeCurrent.amperes)
        json.member("usableEnergyWattHours", totals.usableEnergyWattHours)
        json.endObject()
    }

    private static func write(_ row: InverterReport, to json: inout JSONWriter) {
        json.beginObject()
        json.member("acLoadWatts", row.acLoadPower.watts)
        json.member("continuousCurrentAmperes", row.continuousCurrent.amperes)
        json.member("cutoffVoltageVolts", row.cutoffVoltage.volts)
        json.member("dailyAcEnergyWattHours", row.dailyACEnergyWattHours)
        json.member("dailyEnergyWattHours", row.dailyEnergyWattHours)
        json.member("efficiency", row.efficiency)
        json.member("idlePowerWatts", row.inverter.idlePower.watts)
        json.member("name", row.inverter.name)
        json.member("powerWatts", row.inverter.power.watts)
        json.member("surgeCurrentAmperes", row.surgeCurrent.amperes)
        json.member("surgePowerWatts", row.inverter.effectiveSurgePower.watts)
        json.endObject()
    }

    private static func write(_ load: ACLoadReport, to json: inout JSONWriter) {
        json.beginObject()
        json.member("bankCurrentAmperes", load.bankCurrent.amperes)
        json.member("dailyAcEnergyWattHours", load.dailyACEnergyWattHours)
        json.member("dailyEnergyWattHours", load.dailyEnergyWattHours)
        json.member("hoursPerDay", load.hoursPerDay)
        json.member("inverter", load.inverter)
        json.member("name", load.name)
        json.member("powerWatts", load.power.watts)
        json.endObject()
    }
}
