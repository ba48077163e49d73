/// The rules a wire someone chose is checked against: the one place they are written, for
/// `cable drop` and for wires a system file names (`cable check`, `report`).
public enum WireCheck {
    /// The rules `run` breaks on `circuit`, in this order: its drop over `maxDropPercent` (when a
    /// limit applies, within `Tolerance`), then its ampacity below the current (a size the
    /// tables do not rate carries nothing).
    /// - Parameters:
    ///   - run: the wire's figures on the circuit (``Circuit/analyze(_:)``).
    ///   - circuit: the circuit, for its current.
    ///   - maxDropPercent: the drop limit, %; nil when none applies.
    ///   - name: the circuit's name, for the violations.
    public static func violations(
        of run: RunAnalysis, on circuit: Circuit, maxDropPercent: Double?, name: String
    ) -> [Violation] {
        var violations: [Violation] = []
        if let maxDropPercent, !Tolerance.isAtMost(run.voltageDropPercent, maxDropPercent) {
            violations.append(
                Violation(
                    circuit: name, rule: .voltageDrop, actual: run.voltageDropPercent, limit: maxDropPercent, unit: .percent))
        }
        if !run.carries(circuit.current) {
            violations.append(
                Violation(
                    circuit: name, rule: .ampacity, actual: circuit.current.amperes, limit: run.ampacity?.current.amperes,
                    unit: .amperes, detail: .conductor(run.size)))
        }
        return violations
    }

    /// Whether the drop reaches the supply voltage: with so much resistance the wire cannot
    /// deliver the current at all, whatever limit applies.
    public static func dropReachesSupply(_ run: RunAnalysis, on circuit: Circuit) -> Bool {
        run.voltageDrop >= circuit.supplyVoltage
    }
}
