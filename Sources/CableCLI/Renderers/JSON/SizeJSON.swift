import CableCore

/// The `cable size --json` record; `batch` writes the same record, compact, one per line, with
/// the input `line` number added, and the row's `id` and `name` when it has them.
struct SizeJSON: JSONDocument {
    let result: SizingResult
    /// The input line, for `batch`.
    var line: Int?
    /// The row's `id` and `name`, for `batch`.
    var labels: BatchLabels?

    func write(to json: inout JSONWriter) {
        let run = result.recommended
        let options = result.options
        json.beginObject()
        RunJSON.writeHead(run, to: &json)
        json.key("fuse")
        json.fuse(result.fuse)
        json.member("fuseCeilingRule", result.fuseCeiling?.rule.rawValue)
        json.member("fuseMaximumAmperes", result.fuseCeiling?.maximum.amperes)
        json.member("fuseMinimumAmperes", result.fuseMinimum.amperes)
        json.member("fuseProblem", result.fuseProblem?.rawValue)
        BatchLabels.write(labels?.id, as: .id, to: &json)
        json.key("input")
        CircuitInputJSON(
            circuit: result.circuit, maxDropPercent: options.maxDropPercent, fuse: options.fuseRule, series: options.series
        ).write(to: &json)
        json.member("limitedBy", result.limitedBy.rawValue)
        if let line {
            json.member("line", line)
        }
        RunJSON.writeLoadVoltage(run, to: &json)
        json.key("minimumConductor")
        json.conductor(result.minimumSize)
        BatchLabels.write(labels?.name, as: .name, to: &json)
        json.key("nextSmaller")
        if let smaller = result.nextSmaller { RunJSON.writeObject(smaller, to: &json) } else { json.null() }
        RunJSON.writePowerLoss(run, to: &json)
        json.member("requiredAreaSquareMillimeters", result.requiredArea.squareMillimeters)
        RunJSON.writeResistance(run, to: &json)
        json.schemaVersion()
        json.key("upsizedForFuseFrom")
        if let from = result.upsizedForFuseFrom { json.conductor(from) } else { json.null() }
        RunJSON.writeDrop(run, to: &json)
        json.endObject()
    }
}
