import CableCore

/// `cable check` for people and CI logs: one `ok:` line, or a `FAIL` line per violation on
/// stdout and their count on stderr.
enum CheckText {
    static func render(_ report: SystemReport, path: String, display: Display) -> (stdout: String, stderr: String) {
        guard !report.isOK else {
            let peak =
                report.totals.maxDischargeCurrent == nil
                ? ""
                : tr("; the batteries supply the {peak} peak", ["peak": Display.amps(report.totals.peakCurrent)])
            let ok = tr(
                "ok: {file}: {count} circuits meet their drop, ampacity and fuse rules",
                ["file": path, "count": String(report.circuits.count)])
            return (ok + peak + "\n", "")
        }
        let lines = report.violations.map { violation in
            var line =
                "FAIL \(violation.circuit): \(violation.rule.rawValue): \(ViolationText.message(violation, display: display))"
            if let actual = violation.actual, let limit = violation.limit {
                let unit = " \(violation.unit)"
                line +=
                    " ("
                    + tr(
                        "actual {actual}, limit {limit}",
                        ["actual": Display.number(actual) + unit, "limit": Display.number(limit) + unit]) + ")"
            }
            return line + "\n"
        }
        let count = report.violations.count
        let summary =
            count == 1
            ? tr("1 violation in {file}", ["file": path])
            : tr("{count} violations in {file}", ["count": String(count), "file": path])
        return (lines.joined(), summary + "\n")
    }
}
