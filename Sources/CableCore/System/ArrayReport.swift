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

    /// The report of `array` on `charger`, with the violations it breaks (`pvVoltage`,
    /// `pvCurrent`, `pvStringFuse`).
    public static func make(_ array: SolarArray, charger: Charger) -> (report: ArrayReport, violations: [Violation]) {
        let cold = array.coldOpenCircuitVoltage
        var violations: [Violation] = []
        if let limit = charger.maxInputVoltage, !Tolerance.isAtMost(cold.volts, limit.volts) {
            violations.append(
                Violation(circuit: array.name, rule: .pvVoltage, actual: cold.volts, limit: limit.volts, unit: .volts))
        }
        if let limit = charger.maxInputCurrent, !Tolerance.isAtMost(array.maximumCurrent.amperes, limit.amperes) {
            violations.append(
                Violation(
                    circuit: array.name, rule: .pvCurrent, actual: array.maximumCurrent.amperes, limit: limit.amperes,
                    unit: .amperes))
        }
        var stringFuse: Current?
        if array.needsStringFuses {
            let floor = array.module.isc * 1.5625
            let ceiling = array.module.maxSeriesFuse
            let rating = stringFuseRatings.first { Tolerance.isAtLeast($0, floor.amperes) }
            if let rating, ceiling.map({ Tolerance.isAtMost(rating, $0.amperes) }) ?? true {
                stringFuse = .amperes(rating)
            } else {
                violations.append(
                    Violation(
                        circuit: array.name, rule: .pvStringFuse, actual: floor.amperes, limit: ceiling?.amperes, unit: .amperes))
            }
        }
        let report = ArrayReport(
            array: array, charger: charger.name, coldOpenCircuitVoltage: cold, maxInputVoltage: charger.maxInputVoltage,
            maximumCurrent: array.maximumCurrent, maxInputCurrent: charger.maxInputCurrent, designCurrent: array.designCurrent,
            stringFuse: stringFuse, dailyEnergyWattHours: array.dailyEnergyWattHours)
        return (report, violations)
    }
}
