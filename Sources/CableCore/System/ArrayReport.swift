/// One PV array of a system as analysed: its cold open-circuit voltage, its currents and its
/// string fuses against its controller's limits (``SolarArray``). Its run to the controller is
/// also a circuit of the report (kind ``CircuitReport/Kind/array``).
public struct ArrayReport: Hashable, Sendable {
    /// Standard ratings of gPV string fuses (IEC 60269-6, 10 × 38 mm, 1000 V DC; e.g. Littelfuse
    /// SPF and Mersen HP10M series), amperes.
    public static let stringFuseRatings: [Double] = [1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30]

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
    /// 1.56 × Isc × parallel: what the run's conductor and fuse must carry (NEC 690.8(B)).
    public let designCurrent: Current
    /// The fuse each string needs (three or more strings in parallel): the smallest
    /// ``stringFuseRatings`` value at or above 1.56 × Isc within the module's maximum series
    /// fuse; nil when none is needed or none fits (then a `pvStringFuse` violation).
    public let stringFuse: Current?
    /// What the array puts into the bank a day: power × peak-sun hours × ``SolarArray/derating``.
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
    /// (the controller clips the rest; ``SolarArray/clipping(of:ratedPower:)``).
    public let dailyChargeWattHours: Double

    /// Whether the controller clips the array's charge (``dailyChargeWattHours`` below
    /// ``dailyEnergyWattHours``).
    public var isClipped: Bool { !Tolerance.isAtLeast(dailyChargeWattHours, dailyEnergyWattHours) }

    /// The reports of `arrays`, all on `charger` (in file order), with the violations they break.
    ///
    /// - `pvVoltage`, each array: its cold open-circuit voltage against `maxInputVoltage`.
    /// - `pvCurrent`, once for the controller (named by its arrays' names, after the last one's
    ///   voltage): 1.25 × Isc × strings summed over all its arrays against `maxInputCurrent` —
    ///   the arrays share its one PV input, so their currents add.
    /// - `pvStringFuse`: string fuses when three or more strings are in parallel at the
    ///   controller, counted over all its arrays (a faulted string receives the current of every
    ///   other string at the controller, NEC 690.9(A)); each array's fuse is sized for its own
    ///   module's Isc.
    /// - Parameter ratedPower: the controller's rated output, W, where it clips the charge.
    public static func make(_ arrays: [SolarArray], charger: Charger, ratedPower: Double) -> (
        reports: [ArrayReport], violations: [[Violation]]
    ) {
        let total = arrays.reduce(Current.zero) { $0 + $1.maximumCurrent }
        let strings = arrays.reduce(0) { $0 + $1.parallel }
        let scale = SolarArray.clipping(of: arrays, ratedPower: ratedPower)
        var reports: [ArrayReport] = []
        var violations: [[Violation]] = []
        for (index, array) in arrays.enumerated() {
            let cold = array.coldOpenCircuitVoltage
            var found: [Violation] = []
            if let limit = charger.maxInputVoltage, !Tolerance.isAtMost(cold.volts, limit.volts) {
                found.append(
                    Violation(
                        circuit: array.name, rule: .pvVoltage, actual: cold.volts, limit: limit.volts, unit: .volts,
                        kind: .array))
            }
            if index == arrays.count - 1, let limit = charger.maxInputCurrent,
                !Tolerance.isAtMost(total.amperes, limit.amperes)
            {
                found.append(
                    Violation(
                        circuit: arrays.map(\.name).joined(separator: ", "), rule: .pvCurrent, actual: total.amperes,
                        limit: limit.amperes, unit: .amperes, kind: .array))
            }
            var stringFuse: Current?
            if strings >= 3 {
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
                            unit: .amperes, detail: gap ? .noStringFuseRatingBetween : nil, kind: .array))
                }
            }
            reports.append(
                ArrayReport(
                    array: array, charger: charger.name, coldOpenCircuitVoltage: cold, maxInputVoltage: charger.maxInputVoltage,
                    maximumCurrent: array.maximumCurrent, maxInputCurrent: charger.maxInputCurrent,
                    designCurrent: array.designCurrent, stringFuse: stringFuse,
                    dailyEnergyWattHours: array.dailyEnergyWattHours, controllerCurrent: total, controllerStrings: strings,
                    dailyChargeWattHours: array.dailyEnergyWattHours * scale))
            violations.append(found)
        }
        return (reports, violations)
    }

    /// Whether the array's strings need fuses: three or more strings at its controller
    /// (``controllerStrings``).
    public var needsStringFuses: Bool { controllerStrings >= 3 }
}
