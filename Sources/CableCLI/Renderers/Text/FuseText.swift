import CableCore

/// `cable fuse`'s answer for people. Conductors are named as metric people name them, with the
/// area of AWG sizes in mm².
enum FuseText {
    static let display = Display(units: .metric)

    static func render(_ result: FuseSizingResult) -> String {
        guard let fuse = result.fuse else { return noFuse(result) + "\n" }
        var rows: [(String, String)] = [
            ("Fuse", Display.fuse(fuse)),
            ("At least", "\(Display.amps(result.minimum)) (\(Display.number(result.factor)) × \(Display.amps(result.current)))"),
        ]
        if let wire = result.conductor, let ceiling = result.selection.ceiling {
            let maximum =
                ceiling.rule == .ampacity
                ? "\(Display.ampacity(result.conductorAmpacity)), ampacity"
                : "\(Display.amps(ceiling.maximum)), \(ceilingReason(ceiling)) ampacity"
            rows.append(
                ("At most", "\(maximum) of \(display.conductor(wire)) (\(Display.conditions(result.conditions)))"))
        } else {
            rows.append(("At most", "the ceiling of the wire it protects (give --wire to check)"))
        }
        if let voltage = result.rule.maximumVoltage {
            rows.append(
                (
                    "Voltage",
                    "rated \(Display.volts(fuse.type.voltageRating)) DC, for the \(Display.volts(voltage)) reached charging"
                ))
        } else {
            rows.append(("Voltage", "rated \(Display.volts(fuse.type.voltageRating)) DC (give --voltage to check)"))
        }
        return "Fuse for \(Display.amps(result.current)) continuous\n\n" + TextLayout.keyValues(rows)
    }

    /// "150 % of the 120 A": what an ABYC ceiling is of the ampacity.
    private static func ceilingReason(_ ceiling: FuseCeiling) -> String {
        switch ceiling.rule {
        case .ampacity: ""
        case .abyc150Percent: "150 % (ABYC E-11) of the \(Display.amps(ceiling.ampacity))"
        case .abycNextRatingAboveAmpacity:
            "the next standard rating (ABYC E-11, 50 V or more) above the \(Display.amps(ceiling.ampacity))"
        }
    }

    /// Why no standard fuse fits.
    static func noFuse(_ result: FuseSizingResult) -> String {
        let problem = result.selection.problem ?? .noRatingAtFloor
        if problem == .noRatingUnderCeiling, let wire = result.conductor, let ceiling = result.selection.ceiling {
            let why =
                ceiling.rule == .ampacity || ceiling.maximum == ceiling.ampacity
                ? "the ampacity" : "\(ceilingReason(ceiling)) ampacity"
            return "no standard fuse of at least \(Display.amps(result.minimum)) and at most \(Display.amps(ceiling.maximum)) "
                + "(\(why) of \(display.conductor(wire))); use a larger wire"
        }
        return FuseWords.problem(problem, floor: result.minimum, ceiling: result.selection.ceiling, rule: result.rule)
    }
}
