import CableCore

/// `cable check --json`: the verdict and every violation.
struct CheckJSON: JSONDocument {
    let report: SystemReport
    let display: Display

    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("ok")
        json.bool(report.isOK)
        json.schemaVersion()
        json.key("violations")
        json.beginArray()
        for violation in report.violations {
            json.beginObject()
            json.key("actual")
            json.optional(violation.actual) { $0.number($1) }
            json.key("circuit")
            json.string(violation.circuit)
            json.key("limit")
            json.optional(violation.limit) { $0.number($1) }
            json.key("message")
            json.string(ViolationText.message(violation, display: display))
            json.key("rule")
            json.string(violation.rule.rawValue)
            json.key("unit")
            json.string(violation.unit)
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }
}
