import CableCore
import CableText

/// `cable report --json`: the system, every circuit, the banks, the inverters and their AC
/// loads, the energy totals and the warnings.
struct ReportJSON: JSONDocument {
    let report: SystemReport
    /// For the words of warnings and problems.
    let display: Display
    /// The catalogue entries the file records (`catalogId`), with their sources.
    var catalog: [CatalogReference] = []

    func write(to json: inout JSONWriter) {
        write(to: &json) { _ in }
    }

    /// The document as ``JSONDocument/indentedText`` has it, sent to `output` while it is
    /// written: whenever a circuit, inverter or AC load leaves `pieceBytes` or more in the
    /// writer, those bytes go out and the writer starts again, so memory holds one piece (64 KiB
    /// and a record), not the document (a 100,000-load report is 120 MB).
    func writeIndented(to output: inout some TextOutputStream, pieceBytes: Int = 1 << 16) {
        var json = JSONWriter(layout: .indented, sortedKeys: true)
        write(to: &json) { json in
            guard json.byteCount >= pieceBytes else { return }
            json.drain { output.write(String(decoding: $0, as: UTF8.self)) }
        }
        json.drain { output.write(String(decoding: $0, as: UTF8.self) + "\n") }
    }

    /// The document; `between` is called after each record of the long arrays (circuits,
    /// inverters, AC loads), where the bytes so far may be taken (``JSONWriter/drain(_:)``).
    private func write(to json: inout JSONWriter, between: (inout JSONWriter) -> Void) {
        let system = report.system
        json.beginObject()
        json.key("acLoads")
        json.beginArray()
        for load in report.acLoads {
            Self.write(load, to: &json)
            between(&json)
        }
        json.endArray()
        json.key("arrays")
        json.beginArray()
        for array in report.arrays { Self.write(array, to: &json) }
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
        for circuit in report.circuits {
            write(circuit, to: &json)
            between(&json)
        }
        json.endArray()
        json.key("inverters")
        json.beginArray()
        for inverter in report.inverters {
            Self.write(inverter, to: &json)
            between(&json)
        }
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
        json.strings(report.warnings.map { WarningText.message($0, display: display.inEnglish) })
        json.endObject()
    }

    private func write(_ circuit: CircuitReport, to json: inout JSONWriter) {
        let analysis = circuit.analysis
        json.beginObject()
        let conditions = circuit.circuit.conditions
        json.member("ampacityAmperes", analysis?.ampacity?.current.amperes)
        json.member("backfeedCurrentAmperes", circuit.backfeedCurrent?.amperes)
        json.member("bundledConductors", conditions.bundledConductors)
        json.member("chargeVoltageVolts", circuit.chargeVoltage.volts)
        json.key("conductor")
        json.optional(analysis?.size) { $0.conductor($1) }
        json.member("conductorLengthMeters", circuit.circuit.conductorLength.meters)
        json.member("conductorTemperatureCelsius", analysis?.conductorTemperature.degreesCelsius)
        json.member("critical", circuit.critical)
        json.member("currentAmperes", circuit.circuit.current.amperes)
        json.member("engineRoom", conditions.engineRoom)
        json.member("faultCurrentAmperes", circuit.faultCurrent?.amperes)
        json.member("feed", circuit.feed)
        json.key("fuse")
        json.optional(circuit.fuse) { Self.write($1, to: &$0) }
        json.member("fuseCeilingRule", circuit.fuseCeiling?.rule.rawValue)
        json.member("fuseDistanceLimitMeters", circuit.fusePlacement?.limit.meters)
        json.member("fuseDistanceMeters", circuit.fuseDistance?.meters)
        json.member("fuseMaximumAmperes", circuit.fuseCeiling?.maximum.amperes)
        json.member("fuseMinimumAmperes", circuit.fuseMinimum.amperes)
        json.member("fuseNotRequired", circuit.fuseNotRequired?.rawValue)
        json.member("fusePlacementRule", circuit.fusePlacement?.rule.rawValue)
        json.key("fuseProblems")
        json.strings(circuit.fuseFamilyViolations.map { ViolationText.message($0, display: display.inEnglish) })
        json.member("insulationCelsius", conditions.insulation.degreesCelsius)
        json.member("kind", circuit.kind.rawValue)
        json.member("lengthIsRoundTrip", false)
        json.member("lengthMeters", circuit.circuit.length.meters)
        json.member("limitedBy", circuit.limitedBy?.rawValue)
        json.member("maxDropPercent", circuit.maxDropPercent)
        json.member("name", circuit.name)
        json.member("parallelConductors", circuit.parallelConductors)
        json.member("pathDropPercent", circuit.pathDropPercent)
        json.member("pathMaxDropPercent", circuit.pathMaxDropPercent)
        json.member("powerLossWatts", analysis?.powerLoss.watts)
        json.member("problem", circuit.problem.map { ViolationText.message($0, display: display.inEnglish) })
        json.member("requiredInterruptRatingAmperes", circuit.requiredInterruptRating?.amperes)
        json.member("resistanceModel", circuit.circuit.resistanceModel.rawValue)
        json.member("resistanceOhms", analysis?.resistance.ohms)
        json.member("surgeCurrentAmperes", circuit.surgeCurrent?.amperes)
        json.member("surgeFuseMinimumAmperes", circuit.surgeFuseMinimum?.amperes)
        json.member("surgeSeconds", circuit.surge?.seconds)
        json.key("upsizedForFuseFrom")
        json.optional(circuit.upsizedForFuseFrom) { $0.conductor($1) }
        json.member("upsizedForSurge", circuit.upsizedForSurge)
        json.member("voltageDropPercent", analysis?.voltageDropPercent)
        json.member("voltageDropVolts", analysis?.voltageDrop.volts)
        json.member("voltageVolts", circuit.circuit.supplyVoltage.volts)
        json.member("wireFromFile", circuit.wireFromFile)
        json.endObject()
    }

    /// A circuit's fuse: the one chosen, or the one the file names (`fromFile`).
    private static func write(_ fuse: FuseChoice, to json: inout JSONWriter) {
        json.beginObject()
        json.member("fromFile", fuse.fromFile)
        json.member("interruptRatingAmperes", fuse.type?.interruptRating.amperes)
        json.member("ratingAmperes", fuse.rating.amperes)
        json.member("type", fuse.type?.rawValue)
        json.member("typeName", fuse.type?.displayName)
        json.member("voltageRatingVolts", fuse.type?.voltageRating.volts)
        json.endObject()
    }

    private static func write(_ bank: BatteryBank, to json: inout JSONWriter) {
        json.beginObject()
        let shortCircuit = bank.shortCircuit
        json.member("bankCapacityAh", bank.bankCapacityAh)
        json.member("bankVoltageVolts", bank.bankVoltage.volts)
        json.member("bus", bank.bus.rawValue)
        json.member("capacityAh", bank.capacityAh)
        json.member("chargeVoltageVolts", bank.maxChargeVoltage.volts)
        json.member("chemistry", bank.chemistry.rawValue)
        json.member("coldCrankingAmps", shortCircuit.coldCrankingAmps?.amperes)
        json.member("coldCrankingAmpsEstimated", shortCircuit.coldCrankingAmpsEstimated)
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
        json.member("ratedPowerEfficiency", row.ratedPowerEfficiency)
        json.member("surgeCurrentAmperes", row.surgeCurrent.amperes)
        json.member("surgePowerWatts", row.surgePower.watts)
        json.endObject()
    }

    private static func write(_ row: ArrayReport, to json: inout JSONWriter) {
        let array = row.array
        json.beginObject()
        json.member("charger", row.charger)
        json.member("dailyEnergyWattHours", row.dailyEnergyWattHours)
        json.member("designCurrentAmperes", row.designCurrent.amperes)
        json.member("maxInputCurrentAmperes", row.maxInputCurrent?.amperes)
        json.member("maxInputPowerWatts", row.maxInputPower?.watts)
        json.member("maxInputVoltageVolts", row.maxInputVoltage?.volts)
        json.member("maximumCurrentAmperes", row.maximumCurrent.amperes)
        json.member("minTemperatureCelsius", array.effectiveMinTemperature.degreesCelsius)
        json.member("name", array.name)
        json.member("parallel", array.parallel)
        json.member("peakSunHours", array.effectivePeakSunHours)
        json.member("powerWatts", array.power.watts)
        json.member("series", array.series)
        json.member("stringFuseAmperes", row.stringFuse?.amperes)
        json.member("vocColdVolts", row.coldOpenCircuitVoltage.volts)
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

extension ReportJSON {
    static let circuitShape = JSONObjectShape(
        name: "circuit",
        "One circuit: a DC load, a charger, an inverter's DC feed, a panel's feeder, a battery bank's main feed, a PV array's run or a DC-DC charger's input.",
        [
            .init(
                "ampacityAmperes", .number(unit: "A"), "The conductor's derated ampacity; null when not rated or nothing fits.",
                nullable: true),
            .init(
                "backfeedCurrentAmperes", .number(unit: "A"),
                "For a house bank's main feed with other house banks on the bus: the current they drive back through its "
                    + "main fuse into a short on the bank's terminals (the others in parallel, each behind its own run, then "
                    + "this run, cold); faultCurrentAmperes and requiredInterruptRatingAmperes take it when it asks more than "
                    + "the bank's own. Null for other circuits and a bank alone on the bus.",
                nullable: true),
            .init(
                "bundledConductors", .integer(unit: "1"), "How many current-carrying conductors are bundled together (derating)."),
            .init("chargeVoltageVolts", .number(unit: "V"), "The voltage the fuse must be rated for."),
            .init("conductor", .object(.conductor), "The conductor size; null when no size fits.", nullable: true),
            .init("conductorLengthMeters", .number(unit: "m"), "The length of conductor, out and back."),
            .init(
                "conductorTemperatureCelsius", .number(unit: "°C"),
                "The conductor temperature its resistance is taken at (given, estimated from the load, or 20 °C); null when nothing fits.",
                nullable: true),
            .init("critical", .boolean, "Whether the circuit is critical (the tighter drop limit)."),
            .init("currentAmperes", .number(unit: "A"), "The circuit's current."),
            .init("engineRoom", .boolean, "Whether the circuit runs in an engine room (derating)."),
            .init(
                "faultCurrentAmperes", .number(unit: "A"),
                "The current a short at the circuit's origin, where its fuse sits, draws from the banks: their "
                    + "prospective current limited by the cable from them (at 20 °C); a DC-DC input's: its feed bank's own "
                    + "(its fuse is on that bank's terminals); null without a battery bank, or for a DC-DC input from a "
                    + "battery outside the file (unknown).",
                nullable: true),
            .init(
                "feed", .string,
                "The panel or battery bank the circuit hangs from (a DC-DC input: the bank of the file it draws from); "
                    + "null for a bank's own run, without a bank, or for a DC-DC input from a battery outside the file.",
                nullable: true),
            .init(
                "fuse",
                .object(
                    JSONObjectShape(
                        "The circuit's fuse.",
                        [
                            .init("fromFile", .boolean, "Whether the system file names the fuse."),
                            .init(
                                "interruptRatingAmperes", .number(unit: "A"),
                                "The family's interrupting rating; null for a fuse the file names.",
                                nullable: true),
                            .init("ratingAmperes", .number(unit: "A"), "The fuse's rating."),
                            .init(
                                "type", .cases(of: FuseType.self), "The fuse family; null for a fuse the file names.",
                                nullable: true),
                            .init(
                                "typeName", .string, "The family's name as printed; null for a fuse the file names.",
                                nullable: true),
                            .init(
                                "voltageRatingVolts", .number(unit: "V"),
                                "The family's voltage rating; null for a fuse the file names.",
                                nullable: true),
                        ])), "The fuse; null when none qualifies or none is required (fuseNotRequired).", nullable: true),
            .init(
                "fuseCeilingRule", .cases(of: FuseCeiling.Rule.self),
                "The rule that set fuseMaximumAmperes; null without a rated conductor.", nullable: true),
            .init(
                "fuseDistanceLimitMeters", .number(unit: "m"),
                "How far along the conductor the fuse may be from its source (7, 40 or 72 in); null without a fuse.",
                nullable: true),
            .init(
                "fuseDistanceMeters", .number(unit: "m"),
                "The conductor length from the source terminal to the fuse, as the file gives it; null when not given.",
                nullable: true),
            .init(
                "fuseMaximumAmperes", .number(unit: "A"), "The conductor's fuse ceiling; null without a rated conductor.",
                nullable: true),
            .init("fuseMinimumAmperes", .number(unit: "A"), "The fuse floor."),
            .init(
                "fuseNotRequired", .cases(of: FuseExemption.self),
                "The rule by which the circuit needs no fuse (nec690_9A: a PV array's run, NEC 690.9(A)), fuse then null; null for every circuit that takes one.",
                nullable: true),
            .init(
                "fusePlacementRule", .cases(of: FusePlacement.Rule.self),
                "Which fuse-distance limit applies (unsheathed 7 in, sheathed 40 in, sheathedFromBattery 72 in: a bank's main feed or a DC-DC charger's input run, from a battery terminal; alternatorExempt: no fuse required on a sheathed alternator output of at most 40 in, fuseDistanceLimitMeters its greatest length); null without a fuse.",
                nullable: true),
            .init(
                "fuseProblems", .array(.string),
                "Where the fuse family the file names (fuseType) is not rated for the circuit: check's fuseVoltageRating and "
                    + "fuseInterruptRating messages, one each, as the warnings also say; empty when it is rated (or none is named)."
            ),
            .init("insulationCelsius", .number(unit: "°C"), "The insulation's temperature rating."),
            .init("kind", .cases(of: CircuitReport.Kind.self), "What the circuit feeds."),
            .init("lengthIsRoundTrip", .boolean, "Always false: lengthMeters is one way."),
            .init("lengthMeters", .number(unit: "m"), "The one-way length."),
            .init(
                "limitedBy", .cases(of: LimitingFactor.self),
                "What decided the size; null when the file names the wire or nothing fits.", nullable: true),
            .init("maxDropPercent", .number(unit: "%"), "The drop limit applied."),
            .init("name", .string, "The circuit's name."),
            .init(
                "parallelConductors", .integer(unit: "1"),
                "Equal conductors in parallel per pole: the file's parallel, or what sizing chose (2 to 4 when no single size will do)."
            ),
            .init(
                "pathDropPercent", .number(unit: "%"),
                "The drop from the bank's terminals to the device: the sum of every segment's drop (the bank's run, each "
                    + "feeder, the circuit), each at its own design current; null when a segment has no conductor.",
                nullable: true),
            .init(
                "pathMaxDropPercent", .number(unit: "%"),
                "The limit the whole path is held to: the device's own (for a feeder, the tightest path through it); "
                    + "for a circuit off the bank's paths (an array's run, a DC-DC input from outside the file), its own maxDropPercent."
            ),
            .init("powerLossWatts", .number(unit: "W"), "The I²R loss; null when nothing fits.", nullable: true),
            .init("problem", .string, "Why nothing fits, or null.", nullable: true),
            .init(
                "requiredInterruptRatingAmperes", .number(unit: "A"),
                "The interrupting rating the circuit's fuse needs: the fault current (20 kA above 10 kA) and, under "
                    + "ABYC, at least E-11 Table V-A's row; null without a battery bank, or for a DC-DC input from a battery "
                    + "outside the file.",
                nullable: true),
            .init(
                "resistanceModel", .cases(of: AppliedResistanceModel.self),
                "How resistance is taken: real (IEC 60228, NEC Chapter 9 Table 8, at the operating temperature), nominal (ρ / A) or abyc (K = 10.75)."
            ),
            .init(
                "resistanceOhms", .number(unit: "Ω"),
                "The resistance of the whole conductor path, out and back; null when nothing fits.", nullable: true),
            .init(
                "surgeCurrentAmperes", .number(unit: "A"),
                "The circuit's surge current (quantity × one device's, or an inverter's surge at its cut-off; for a "
                    + "feeder or a bank's run, its load plus the surge above continuous below it that sets its family's fuse "
                    + "floor), given with or "
                    + "without a duration; null without a surge.",
                nullable: true),
            .init(
                "surgeFuseMinimumAmperes", .number(unit: "A"),
                "The smallest rating of the fuse's family that carries the surge for its duration; null without a surge.",
                nullable: true),
            .init("surgeSeconds", .number(unit: "s"), "How long the surge lasts; null without one.", nullable: true),
            .init(
                "upsizedForFuseFrom", .object(.conductor),
                "The size before it was raised so that a fuse fits; null when not raised.", nullable: true),
            .init(
                "upsizedForSurge", .boolean,
                "True when the size was raised (upsizedForFuseFrom) for a fuse the surge, not factor × current, set."),
            .init(
                "voltageDropPercent", .number(unit: "%"),
                "The drop as a percentage of the supply voltage; null when nothing fits.", nullable: true),
            .init(
                "voltageDropVolts", .number(unit: "V"), "The voltage drop over the round trip; null when nothing fits.",
                nullable: true),
            .init("voltageVolts", .number(unit: "V"), "The supply voltage."),
            .init("wireFromFile", .boolean, "Whether the system file names the wire."),
        ])

    static let batteryShape = JSONObjectShape(
        "A battery bank.",
        [
            .init("bankCapacityAh", .number(unit: "Ah"), "The bank's capacity."),
            .init("bankVoltageVolts", .number(unit: "V"), "The bank's nominal voltage."),
            .init(
                "bus", .cases(of: BatteryBank.Bus.self),
                "house: on the house bus; separate: off it, a source for a DC-DC charger's input (not in the energy totals)."),
            .init("capacityAh", .number(unit: "Ah"), "One battery's capacity."),
            .init("chargeVoltageVolts", .number(unit: "V"), "The bank's highest charge voltage."),
            .init("chemistry", .cases(of: BatteryChemistry.self), "The battery chemistry."),
            .init(
                "coldCrankingAmps", .number(unit: "A"), "The bank's cold-cranking amps (lead-acid); else null.", nullable: true),
            .init(
                "coldCrankingAmpsEstimated", .boolean,
                "True when coldCrankingAmps is estimated from the top of the chemistry's CCA-per-Ah range (no coldCrankingAmps in the file)."
            ),
            .init("count", .integer(unit: "1"), "How many batteries."),
            .init("fuseType", .cases(of: FuseType.self), "The main fuse family the file names, or null.", nullable: true),
            .init("maxChargeCurrentAmperes", .number(unit: "A"), "The bank's maximum charge current."),
            .init("maxDischargeCurrentAmperes", .number(unit: "A"), "The bank's maximum continuous discharge current."),
            .init("name", .string, "The bank's name."),
            .init("nominalEnergyWattHours", .number(unit: "Wh"), "The bank's nominal energy."),
            .init("parallel", .integer(unit: "1"), "Strings in parallel."),
            .init("peukertExponent", .number(unit: "1"), "The Peukert exponent."),
            .init(
                "requiredInterruptRatingAmperes", .number(unit: "A"),
                "The interrupting rating the main fuse needs (a bank off the house bus: the DC-DC input fuses on its terminals)."),
            .init("series", .integer(unit: "1"), "Batteries in series per string."),
            .init("shortCircuitBasis", .cases(of: ShortCircuitEstimate.Basis.self), "Where the short-circuit figure comes from."),
            .init(
                "shortCircuitCurrentAmperes", .number(unit: "A"),
                "The prospective short-circuit current; null where the model gives only a rating.",
                nullable: true),
            .init("usableFraction", .number(unit: "1"), "The fraction of the capacity that may be used."),
        ])

    static let totalsShape = JSONObjectShape(
        "The energy budget.",
        [
            .init(
                "autonomyDays", .number(unit: "d"), "Days the usable energy lasts; null without consumption or batteries.",
                nullable: true),
            .init("bankNominalEnergyWattHours", .number(unit: "Wh"), "The banks' nominal energy."),
            .init("dailyAmpereHours", .number(unit: "Ah"), "The daily consumption at the nominal voltage."),
            .init(
                "dailyChargeStoredWattHours", .number(unit: "Wh"), "The daily charge stored; null without batteries.",
                nullable: true),
            .init("dailyChargeWattHours", .number(unit: "Wh"), "The daily charge."),
            .init("dailyEnergyWattHours", .number(unit: "Wh"), "The daily consumption."),
            .init(
                "maxDischargeCurrentAmperes", .number(unit: "A"), "The banks' maximum discharge current; null without batteries.",
                nullable: true),
            .init("peakCurrentAmperes", .number(unit: "A"), "The peak current of all loads."),
            .init(
                "rechargeAbsorptionHours", .number(unit: "h"),
                "The absorption part of the recharge time (0 for lithium); null without chargers or batteries.", nullable: true),
            .init(
                "rechargeHours", .number(unit: "h"), "The time to recharge; null without chargers or batteries.", nullable: true),
            .init("surgeCurrentAmperes", .number(unit: "A"), "The surge current."),
            .init("usableEnergyWattHours", .number(unit: "Wh"), "The usable energy of the banks."),
        ])

    static let inverterShape = JSONObjectShape(
        "An inverter.",
        [
            .init("acLoadWatts", .number(unit: "W"), "The AC loads' power."),
            .init("continuousCurrentAmperes", .number(unit: "A"), "The DC current at full power."),
            .init("cutoffVoltageVolts", .number(unit: "V"), "The low-voltage cutoff."),
            .init("dailyAcEnergyWattHours", .number(unit: "Wh"), "The AC loads' daily energy."),
            .init("dailyEnergyWattHours", .number(unit: "Wh"), "The daily energy from the bank."),
            .init(
                "efficiency", .number(unit: "1"),
                "The efficiency as given (or \(Limits.format(Inverter.defaultEfficiency, ""))): the energy budget's."),
            .init("idlePowerWatts", .number(unit: "W"), "The idle power."),
            .init("name", .string, "The inverter's name."),
            .init("powerWatts", .number(unit: "W"), "The continuous power."),
            .init(
                "ratedPowerEfficiency", .number(unit: "1"),
                "The efficiency at rated power the DC currents are worked out with: the efficiency, at most "
                    + "\(Limits.format(Inverter.ratedPowerEfficiencyCeiling, ""))."),
            .init("surgeCurrentAmperes", .number(unit: "A"), "The DC current at surge power."),
            .init("surgePowerWatts", .number(unit: "W"), "The surge power."),
        ])

    static let acLoadShape = JSONObjectShape(
        "An AC load on an inverter.",
        [
            .init("bankCurrentAmperes", .number(unit: "A"), "The current from the bank at the nominal voltage."),
            .init("dailyAcEnergyWattHours", .number(unit: "Wh"), "The daily AC energy."),
            .init("dailyEnergyWattHours", .number(unit: "Wh"), "The daily energy from the bank."),
            .init("hoursPerDay", .number(unit: "h"), "Hours a day in use."),
            .init("inverter", .string, "The inverter's name."),
            .init("name", .string, "The load's name."),
            .init("powerWatts", .number(unit: "W"), "The AC power of every device."),
        ])

    static let arrayShape = JSONObjectShape(
        "A PV array on its controller (NEC 690.7, 690.8, 690.9).",
        [
            .init(
                "charger", .string,
                "The charger with the solar input it feeds: a solar charger (MPPT controller), or a DC-DC charger with a PV input."
            ),
            .init(
                "dailyEnergyWattHours", .number(unit: "Wh"),
                "What the array delivers a day before its controller clips it: power × peak-sun hours × 0.75. "
                    + "The charge counted in the budget, capped at the controller's rated output, is in "
                    + "totals.dailyChargeWattHours (with the other chargers') and the text report's array line."),
            .init(
                "designCurrentAmperes", .number(unit: "A"),
                "1.56 × Isc × parallel: what the run's conductor must carry (NEC 690.8(B)); the run takes no fuse (NEC 690.9(A))."
            ),
            .init(
                "maxInputCurrentAmperes", .number(unit: "A"), "The controller's maximum PV input current, or null.",
                nullable: true),
            .init(
                "maxInputPowerWatts", .number(unit: "W"),
                "The controller's maximum PV input power (STC) for one rated by power, or null: the arrays' power above it is a warning.",
                nullable: true),
            .init(
                "maxInputVoltageVolts", .number(unit: "V"), "The controller's maximum PV input voltage, or null.",
                nullable: true),
            .init(
                "maximumCurrentAmperes", .number(unit: "A"), "1.25 × Isc × parallel (NEC 690.8(A)(1)), checked (pvCurrent)."),
            .init("minTemperatureCelsius", .number(unit: "°C"), "The coldest ambient used for the open-circuit voltage."),
            .init("name", .string, "The array's name."),
            .init("parallel", .integer(unit: "1"), "Strings in parallel."),
            .init("peakSunHours", .number(unit: "h"), "Daily irradiation as hours at 1000 W/m²."),
            .init("powerWatts", .number(unit: "W"), "Rated power at STC."),
            .init("series", .integer(unit: "1"), "Modules in series in each string."),
            .init(
                "stringFuseAmperes", .number(unit: "A"),
                "Each string's fuse (three or more strings, NEC 690.9); null when none is needed or none fits.",
                nullable: true),
            .init(
                "vocColdVolts", .number(unit: "V"),
                "Open-circuit voltage at the coldest ambient (NEC 690.7), checked (pvVoltage)."),
        ])

    static let shape = JSONDocumentShape(
        kind: "report", title: "cable report --json", producedBy: "cable report FILE --json",
        description:
            "A system's report: every circuit, the banks, the inverters and their AC loads, the energy totals and the warnings.",
        variants: [
            JSONObjectShape(
                "The system report.",
                [
                    .init("acLoads", .array(.object(acLoadShape)), "The AC loads."),
                    .init("arrays", .array(.object(arrayShape)), "The PV arrays."),
                    .init("batteries", .array(.object(batteryShape)), "The battery banks."),
                    .init(
                        "catalogReferences", .array(.object(ReportCatalogText.shape)), "The catalogue entries the file records."),
                    .init("circuits", .array(.object(circuitShape)), "Every circuit."),
                    .init("inverters", .array(.object(inverterShape)), "The inverters."),
                    .schemaVersion,
                    .init(
                        "system",
                        .object(
                            JSONObjectShape(
                                "The system.",
                                [
                                    .init("name", .string, "The system's name."),
                                    .init("nominalVoltage", .number(unit: "V"), "The nominal voltage."),
                                    .init("series", .cases(of: WireSeries.self), "The wire series sizes are chosen from."),
                                    .init("standard", .cases(of: SizingStandard.self), "The sizing method."),
                                ])), "The system."),
                    .init("totals", .object(totalsShape), "The energy budget."),
                    .init("warnings", .array(.string), "The warnings, one sentence each."),
                ])
        ])
}
