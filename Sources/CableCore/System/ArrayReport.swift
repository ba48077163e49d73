/// One PV array of a system as analysed: its cold open-circuit voltage, its currents and its
/// string fuses against its controller's limits (``SolarArray``). Its run to the controller is
/// also a circuit of the report (kind ``CircuitReport/Kind/array``).
public struct ArrayReport: Hashable, Sendable {
    /// Standard ratings of gPV string fuses (IEC 60269-6, 10 × 38 mm, 1000 V DC; e.g. Littelfuse
    /// SPF, 1–30 A, and Mersen HP10M series), amperes; 32 A, the largest 10 × 38 mm gPV rating,
    /// from Westking's SFPV-25 series (gPV, 1000 V DC, rated currents 1 A … 32 A), for modules of
    /// Isc 19.2–20.48 A (1.5625 × 20 A = 31.25 A) with a maximum series fuse of 32 A or more.
    public static let stringFuseRatings: [Double] = [1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 32]
    /// The rated DC voltages of gPV string fuses, volts: 1000 V (10 × 38 mm) and 1500 V
    /// (10 × 85 mm; e.g. Mersen HP15M, Littelfuse SPXV), the two classes IEC 60269-6 (PV fuse-links
    /// rated up to 1500 V DC) fuses are made in. A string's fuse is of the first class at or above
    /// the cold open-circuit voltage at its controller (NEC 690.7: the PV system's maximum
    /// voltage); its ratings are taken as ``stringFuseRatings``.
    public static let stringFuseVoltages: [Double] = [1000, 1500]
    /// The highest DC voltage PV parts are made for, volts: PV cable (EN 50618 H1Z2Z2-K, rated
    /// 1.5 kV DC), PV connectors (IEC 62852; MC4-type connectors are made for 1000 V and 1500 V)
    /// and gPV fuses (IEC 60269-6, up to 1500 V DC). A colder Voc breaks `pvVoltage`
    /// (``Violation/Detail/pvPartsVoltage``).
    public static let maximumPartsVoltage = 1500.0

    /// The array as the system describes it.
    public let array: SolarArray
    /// The controller's name, as the charger writes it.
    public let charger: String
    /// series × Voc × (1 + β × (T_min − 25 °C)) (NEC 690.7(A)(1)).
    public let coldOpenCircuitVoltage: Voltage
    /// The controller's maximum PV input voltage; nil when the file gives none (not checked).
    public let maxInputVoltage: Voltage?
    /// 1.25 × Isc × parallel (NEC 690.8(A)(1)(a)).
    public let maximumCurrent: Current
    /// The controller's maximum PV input current; nil when the file gives none (not checked).
    public let maxInputCurrent: Current?
    /// The controller's maximum PV input power (STC), for one rated by power; nil when the file
    /// gives none. The arrays' power above it is a warning (``SystemWarning/arrayPowerAboveInput``).
    public let maxInputPower: Power?
    /// 1.56 × Isc × parallel: what the run's conductor and fuse must carry (NEC 690.8(B)).
    public let designCurrent: Current
    /// The fuse each string needs (three or more strings in parallel): the smallest
    /// ``stringFuseRatings`` value at or above 1.56 × Isc within the module's maximum series
    /// fuse; nil when none is needed or none fits (then a `pvStringFuse` violation).
    public let stringFuse: Current?
    /// The string fuse's rated DC voltage: the first ``stringFuseVoltages`` class at or above the
    /// highest cold open-circuit voltage of the controller's arrays; nil without a string fuse.
    public let stringFuseVoltage: Voltage?
    /// What the array delivers a day before its controller clips it: power × peak-sun hours ×
    /// ``SolarArray/derating``; the budget counts ``dailyChargeWattHours``.
    public let dailyEnergyWattHours: Double
    /// 1.25 × Isc × strings summed over every array on the controller (NEC 690.8(A)(1)(a)): what
    /// its PV input receives, checked against `maxInputCurrent` (rule `pvCurrent`). Equals
    /// ``maximumCurrent`` when the array is the controller's only one.
    public let controllerCurrent: Current
    /// Strings in parallel at the controller, counted over every array on it: string fuses
    /// from three (NEC 690.9(A)).
    public let controllerStrings: Int
    /// What the energy budget counts for the array a day: ``dailyEnergyWattHours``, scaled down
    /// with the controller's other arrays when together they deliver more than its rated output
    /// (the controller clips the rest; ``SolarArray/clipping(of:ratedPower:)``); on a DC-DC
    /// charger, only for the peak-sun hours its driving hours leave
    /// (``SolarArray/dailyEnergyWattHours(besides:)``).
    public let dailyChargeWattHours: Double

    /// Whether the array can charge the battery at all (``SolarArray/canCharge(chargeVoltage:)``):
    /// when not, ``dailyChargeWattHours`` is 0 and `pvVoltage` fails.
    public let charges: Bool

    /// The hours a day the controller's other input holds it at its rated output
    /// (``Charger/hoursOnOtherInput``: a DC-DC charger's driving hours; 0 on a solar charger):
    /// the array's charge counts only for the peak-sun hours they leave.
    public let hoursOnOtherInput: Double

    /// Whether the controller clips the array's charge (``dailyChargeWattHours`` below
    /// ``dailyEnergyWattHours``).
    public var isClipped: Bool { !Tolerance.isAtLeast(dailyChargeWattHours, dailyEnergyWattHours) }

    /// The reports of `arrays`, all on `charger` (in file order), with the violations they break.
    ///
    /// - `pvVoltage`, each array: its cold open-circuit voltage against `maxInputVoltage`; when
    ///   the controller gives none, a violation without a limit
    ///   (``Violation/Detail/controllerLimitUnknown``): an unknown limit is not a pass. Above
    ///   ``maximumPartsVoltage`` a second one (``Violation/Detail/pvPartsVoltage``): no PV cable,
    ///   connector or gPV fuse is made for it.
    /// - `pvCurrent`, once for the controller (named by its arrays' names, after the last one's
    ///   voltage): 1.25 × Isc × strings summed over all its arrays against `maxInputCurrent` —
    ///   the arrays share its one PV input, so their currents add; without `maxInputCurrent`, a
    ///   violation without a limit as for the voltage — unless the controller is rated by its
    ///   `maxInputPower` (a controller that limits its output and publishes no PV current limit,
    ///   Renogy Rover): then no `pvCurrent`, and power above it is a warning.
    /// - `pvStringFuse`: string fuses when three or more strings are in parallel at the
    ///   controller, counted over all its arrays (a faulted string receives the current of every
    ///   other string at the controller, NEC 690.9(A)); each array's fuse is sized for its own
    ///   module's Isc and rated for the controller's highest cold Voc (``stringFuseVoltages``;
    ///   above them, no fuse and the `pvVoltage` violation above).
    /// - `pvVoltage` also when the array's voltage is too low for the (buck) controller to start
    ///   charging a battery at `chargeVoltage` (``SolarArray/canCharge(chargeVoltage:)``): its STC
    ///   Voc below the charge voltage + 5 V (``Violation/Detail/pvBelowStartVoltage``). Such an
    ///   array charges nothing: its ``dailyChargeWattHours`` is 0 and it takes no share of the
    ///   clipping.
    /// - Parameters:
    ///   - ratedPower: the controller's rated output, W, where it clips the charge.
    ///   - chargeVoltage: the battery's charge voltage (``ElectricalSystem/maxChargeVoltage``).
    public static func make(_ arrays: [SolarArray], charger: Charger, ratedPower: Double, chargeVoltage: Voltage) -> (
        reports: [ArrayReport], violations: [[Violation]]
    ) {
        let total = arrays.reduce(Current.zero) { $0 + $1.maximumCurrent }
        let strings = arrays.reduce(0) { $0 + $1.parallel }
        let scale = SolarArray.clipping(of: arrays.filter { $0.canCharge(chargeVoltage: chargeVoltage) }, ratedPower: ratedPower)
        let busVoltage = arrays.map(\.coldOpenCircuitVoltage.volts).max() ?? 0
        let fuseVoltage = stringFuseVoltages.first { Tolerance.isAtMost(busVoltage, $0) }
        var reports: [ArrayReport] = []
        var violations: [[Violation]] = []
        for (index, array) in arrays.enumerated() {
            let cold = array.coldOpenCircuitVoltage
            var found = voltageViolations(array, charger: charger) + chargeViolations(array, chargeVoltage: chargeVoltage)
            let charges = array.canCharge(chargeVoltage: chargeVoltage)
            if index == arrays.count - 1 { found += currentViolations(arrays, total: total, charger: charger) }
            var stringFuse: Current?
            if strings >= 3, fuseVoltage != nil {
                let floor = array.module.isc * 1.5625
                let ceiling = array.module.maxSeriesFuse
                let rating = stringFuseRatings.first { Tolerance.isAtLeast($0, floor.amperes) }
                if let rating, ceiling.map({ Tolerance.isAtMost(rating, $0.amperes) }) ?? true {
                    stringFuse = .amperes(rating)
                } else {
                    // Within the ceiling, the floor fails only for want of a rating between them.
                    let gap = ceiling.map { Tolerance.isAtMost(floor.amperes, $0.amperes) } ?? false
                    found.append(
                        Violation(
                            circuit: array.name, rule: .pvStringFuse, actual: floor.amperes, limit: ceiling?.amperes,
                            unit: .amperes, detail: gap ? .noStringFuseRatingBetween : nil))
                }
            }
            reports.append(
                ArrayReport(
                    array: array, charger: charger.name, coldOpenCircuitVoltage: cold, maxInputVoltage: charger.maxInputVoltage,
                    maximumCurrent: array.maximumCurrent, maxInputCurrent: charger.maxInputCurrent,
                    maxInputPower: charger.maxInputPower, designCurrent: array.designCurrent, stringFuse: stringFuse,
                    stringFuseVoltage: stringFuse == nil ? nil : fuseVoltage.map(Voltage.volts),
                    dailyEnergyWattHours: array.dailyEnergyWattHours, controllerCurrent: total, controllerStrings: strings,
                    dailyChargeWattHours: charges ? array.dailyEnergyWattHours(besides: charger.hoursOnOtherInput) * scale : 0,
                    charges: charges, hoursOnOtherInput: charger.hoursOnOtherInput))
            violations.append(found.map { $0.on(.array) })
        }
        return (reports, violations)
    }

    /// `pvVoltage` for one array: its cold open-circuit voltage against the controller's limit (a
    /// violation without a limit when it gives none) and against the PV parts' highest rating.
    private static func voltageViolations(_ array: SolarArray, charger: Charger) -> [Violation] {
        let cold = array.coldOpenCircuitVoltage.volts
        var found: [Violation] = []
        if let limit = charger.maxInputVoltage, !Tolerance.isAtMost(cold, limit.volts) {
            found.append(Violation(circuit: array.name, rule: .pvVoltage, actual: cold, limit: limit.volts, unit: .volts))
        } else if charger.maxInputVoltage == nil {
            found.append(
                Violation(
                    circuit: array.name, rule: .pvVoltage, actual: cold, limit: nil, unit: .volts,
                    detail: .controllerLimitUnknown))
        }
        if !Tolerance.isAtMost(cold, maximumPartsVoltage) {
            found.append(
                Violation(
                    circuit: array.name, rule: .pvVoltage, actual: cold, limit: maximumPartsVoltage, unit: .volts,
                    detail: .pvPartsVoltage))
        }
        return found
    }

    /// `pvVoltage` for an array too low to start charging a battery at `chargeVoltage`: its STC
    /// Voc against the charge voltage + 5 V (``SolarArray/canCharge(chargeVoltage:)``).
    private static func chargeViolations(_ array: SolarArray, chargeVoltage: Voltage) -> [Violation] {
        guard !array.canCharge(chargeVoltage: chargeVoltage) else { return [] }
        return [
            Violation(
                circuit: array.name, rule: .pvVoltage, actual: array.openCircuitVoltage.volts,
                limit: (chargeVoltage + SolarArray.startMargin).volts, unit: .volts, detail: .pvBelowStartVoltage)
        ]
    }

    /// `pvCurrent` for a controller's arrays together: their 1.25 × Isc × strings, `total`,
    /// against its limit (a violation without a limit when it gives none, nor a `maxInputPower`).
    private static func currentViolations(_ arrays: [SolarArray], total: Current, charger: Charger) -> [Violation] {
        let name = arrays.map(\.name).joined(separator: ", ")
        guard let limit = charger.maxInputCurrent else {
            guard charger.maxInputPower == nil else { return [] }
            return [
                Violation(
                    circuit: name, rule: .pvCurrent, actual: total.amperes, limit: nil, unit: .amperes,
                    detail: .controllerLimitUnknown)
            ]
        }
        guard !Tolerance.isAtMost(total.amperes, limit.amperes) else { return [] }
        return [Violation(circuit: name, rule: .pvCurrent, actual: total.amperes, limit: limit.amperes, unit: .amperes)]
    }

    /// Whether the array's strings need fuses: three or more strings at its controller
    /// (``controllerStrings``).
    public var needsStringFuses: Bool { controllerStrings >= 3 }
}
