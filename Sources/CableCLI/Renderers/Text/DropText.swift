import CableCore

/// `cable drop`'s answer for people: the wire's figures and its verdict.
enum DropText {
    static func render(_ check: DropCheck, problems: [String], display: Display) -> String {
        let circuit = check.circuit
        let analysis = check.analysis
        var heading = "\(display.conductor(analysis.size)) carrying \(Display.amps(circuit.current))"
        if case .power(let power) = circuit.load { heading += " (\(Display.watts(power)))" }
        heading += " at \(Display.volts(circuit.supplyVoltage)) over \(display.run(circuit)), " + Display.method(circuit)
        let rows: [(String, String)] = [
            ("Resistance", "\(Display.number(analysis.resistance.ohms * 1000, decimals: 2)) mΩ (round trip)"),
            (
                "Voltage drop",
                "\(Display.volts(analysis.voltageDrop)) (\(Display.percent(analysis.voltageDropPercent)))"
                    + (check.maxDropPercent.map { " — limit \(Display.percent($0))" } ?? "")
            ),
            ("Load voltage", Display.volts(analysis.loadVoltage)),
            (
                "Power loss",
                "\(Display.watts(analysis.powerLoss)) (\(Display.percent(analysis.powerLossPercent)) of \(Display.watts(circuit.loadPower)))"
            ),
            ("Ampacity", "\(Display.ampacity(analysis.ampacity)) (\(Display.conditions(circuit.conditions)))"),
            ("Result", problems.isEmpty ? "ok" : "FAILED: " + problems.joined(separator: "; ")),
        ]
        return heading + "\n\n" + TextLayout.keyValues(rows)
    }

    /// ``render(_:problems:display:)`` with its verdict marked: `ok` as a pass, `FAILED` as a
    /// failure (``StyledText``). The verdict is the last line's value, so its place is known.
    static func styled(_ check: DropCheck, problems: [String], display: Display) -> StyledText {
        let text = render(check, problems: problems, display: display)
        let verdict = problems.isEmpty ? "ok" : "FAILED"
        let result = problems.isEmpty ? "ok" : "FAILED: " + problems.joined(separator: "; ")
        var styled = StyledText(String(decoding: text.utf8.dropLast(result.utf8.count + 1), as: UTF8.self))
        styled.append(verdict, problems.isEmpty ? .success : .failure)
        styled.append(String(result.dropFirst(verdict.count)) + "\n")
        return styled
    }

    /// Why the wire fails, one sentence each: its ampacity, a drop that reaches the supply
    /// voltage, then a drop over the limit.
    static func problems(_ check: DropCheck, display: Display) -> [String] {
        let circuit = check.circuit
        let analysis = check.analysis
        var problems: [String] = []
        if check.violations.contains(where: { $0.rule == .ampacity }) {
            let rated =
                analysis.ampacity == nil
                ? "is not rated to carry current by the cited tables"
                : "is rated \(Display.ampacity(analysis.ampacity)) (\(Display.conditions(circuit.conditions))), "
                    + "below the \(Display.amps(circuit.current)) current"
            problems.append("\(display.conductor(analysis.size)) \(rated)")
        }
        if check.dropReachesSupply {
            problems.append(
                "the drop (\(Display.volts(analysis.voltageDrop))) is not less than the supply voltage: "
                    + "this wire cannot deliver \(Display.amps(circuit.current))")
        }
        if let limit = check.maxDropPercent, check.violations.contains(where: { $0.rule == .voltageDrop }) {
            problems.append("drop \(Display.percent(analysis.voltageDropPercent)) exceeds the \(Display.percent(limit)) limit")
        }
        return problems
    }
}
