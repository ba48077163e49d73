import CableCore

/// `cable check` for people and CI logs: one `ok:` line, or a `FAIL` line per violation on
/// stdout and their count on stderr.
enum CheckText {
    static func render(_ report: SystemReport, path: String, display: Display) -> (stdout: String, stderr: String) {
        guard !report.isOK else {
            let peak =
                report.totals.maxDischargeCurrent == nil
                ? "" : "; the batteries supply the \(Display.amps(report.totals.peakCurrent)) peak"
            return ("ok: \(path): \(report.circuits.count) circuits meet their drop, ampacity and fuse rules\(peak)\n", "")
        }
        let lines = report.violations.map { violation in
            var line =
                "FAIL \(violation.circuit): \(violation.rule.rawValue): \(ViolationText.message(violation, display: display))"
            if let actual = violation.actual, let limit = violation.limit {
                let unit = " \(violation.unit)"
                line += " (actual \(Display.number(actual))\(unit), limit \(Display.number(limit))\(unit))"
            }
            return line + "\n"
        }
        let count = report.violations.count
        return (lines.joined(), "\(count) violation\(count == 1 ? "" : "s") in \(path)\n")
    }
}
