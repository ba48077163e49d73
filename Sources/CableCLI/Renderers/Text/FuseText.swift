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
        if let wire = result.conductor {
            rows.append(
                (
                    "At most",
                    "\(Display.ampacity(result.conductorAmpacity)), ampacity of \(display.conductor(wire)) "
                        + "(\(Display.conditions(result.conditions)))"
                ))
        } else {
            rows.append(("At most", "the ampacity of the wire it protects (give --wire to check)"))
        }
        return "Fuse for \(Display.amps(result.current)) continuous\n\n" + TextLayout.keyValues(rows)
    }

    /// Why no standard fuse fits.
    static func noFuse(_ result: FuseSizingResult) -> String {
        var text = "no standard fuse of at least \(Display.amps(result.minimum))"
        if let wire = result.conductor, let rating = result.conductorAmpacity {
            text += " and at most \(Display.ampacity(rating)) (the ampacity of \(display.conductor(wire))); use a larger wire"
        } else {
            text += " among \(result.types.map(\.displayName).joined(separator: ", "))"
        }
        return text
    }
}
