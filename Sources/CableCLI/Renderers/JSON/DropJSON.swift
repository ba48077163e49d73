import CableCore

/// `cable drop --json`: the run's figures, the inputs, and the verdict.
struct DropJSON: JSONDocument {
    let check: DropCheck
    /// Why the wire fails, one sentence each (``DropText/problems(_:display:)``); empty when it passes.
    let problems: [String]

    func write(to json: inout JSONWriter) {
        let analysis = check.analysis
        json.beginObject()
        RunJSON.writeHead(analysis, to: &json)
        json.key("input")
        CircuitInputJSON(
            circuit: check.circuit, maxDropPercent: check.maxDropPercent, fuse: nil, series: WireSeries.of(analysis.size)
        ).write(to: &json)
        RunJSON.writeLoadVoltage(analysis, to: &json)
        json.member("ok", check.isOK)
        RunJSON.writePowerLoss(analysis, to: &json)
        json.key("problems")
        json.strings(problems)
        RunJSON.writeResistance(analysis, to: &json)
        json.schemaVersion()
        RunJSON.writeDrop(analysis, to: &json)
        json.endObject()
    }
}

extension DropJSON {
    static let shape = JSONDocumentShape(
        kind: "drop", title: "cable drop --json", producedBy: "cable drop … --json",
        description: "A given wire's drop, loss and ampacity for one circuit, and the verdict.",
        variants: [
            JSONObjectShape("The figures of the given wire.", RunJSON.members).adding([
                .init("input", .object(CircuitInputJSON.shape(withFuse: false)), "The inputs, normalised."),
                .init("ok", .boolean, "Whether the wire passes: the same verdict as the exit status."),
                .init("problems", .array(.string), "Why the wire fails, one sentence each; empty when it passes."),
                .schemaVersion,
            ])
        ])
}
