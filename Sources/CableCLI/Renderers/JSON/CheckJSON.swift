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

    /// The `violations` array: `{actual, circuit, kind, limit, message, rule, unit}` each.
    static func violations(_ report: SystemReport, display: Display, to json: inout JSONWriter) {
        json.beginArray()
        for violation in report.violations {
            json.beginObject()
            json.member("actual", violation.actual)
            json.member("circuit", violation.circuit)
            json.member("kind", violation.kind?.rawValue)
            json.member("limit", violation.limit)
            json.member("message", ViolationText.message(violation, display: display.inEnglish))
            json.member("rule", violation.rule.rawValue)
            json.member("unit", violation.unit.symbol)
            json.endObject()
        }
        json.endArray()
    }
}

extension CheckJSON {
    static let violationShape = JSONObjectShape(
        name: "violation", "A rule the system breaks.",
        [
            .init(
                "actual", .number(unit: "(unit)"), "The value found, in the record's unit; null when the rule has none.",
                nullable: true),
            .init("circuit", .string, "The circuit (or bank) concerned."),
            .init(
                "kind", .cases(of: CircuitReport.Kind.self),
                "The kind of circuit concerned (chargerInput: a DC-DC charger's input run, which shares the charger's name); null for a bank-wide rule.",
                nullable: true),
            .init(
                "limit", .number(unit: "(unit)"), "The limit broken, in the record's unit; null when the rule has none.",
                nullable: true),
            .init("message", .string, "The violation as a sentence (English)."),
            .init("rule", .cases(of: Violation.Rule.self), "The rule."),
            .init("unit", .string, "The unit of actual and limit (\"%\", \"A\", \"V\"…)."),
        ])

    static let shape = JSONDocumentShape(
        kind: "check", title: "cable check FILE --json", producedBy: "cable check FILE --json",
        description: "The verdict on one system file and every rule it breaks.",
        variants: [
            JSONObjectShape(
                "The verdict.",
                [
                    .init("ok", .boolean, "Whether the system passes: the same verdict as the exit status."),
                    .schemaVersion,
                    .init("violations", .array(.object(violationShape)), "Every rule broken."),
                ])
        ])
}
