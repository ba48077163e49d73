import CableCore

/// `cable check --json`: the verdict and every violation.
struct CheckJSON: JSONDocument {
    let report: SystemReport
    let display: Display

    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.member("ok", report.isOK)
        json.schemaVersion()
        json.key("violations")
        Self.violations(report, display: display, to: &json)
        json.endObject()
    }

    /// The `violations` array: `{actual, circuit, limit, message, rule, unit}` each.
    static func violations(_ report: SystemReport, display: Display, to json: inout JSONWriter) {
        json.beginArray()
        for violation in report.violations {
            json.beginObject()
            json.member("actual", violation.actual)
            json.member("circuit", violation.circuit)
            json.member("limit", violation.limit)
            json.member("message", ViolationText.message(violation, display: display))
            json.member("rule", violation.rule.rawValue)
            json.member("unit", violation.unit)
            json.endObject()
        }
        json.endArray()
    }
}
