import CableCore

/// The `cable size --json` record; `batch` writes the same record, compact, one per line, with
/// the input `line` number added, and the row's `id` and `name` when it has them.
struct SizeJSON: JSONDocument {
    let result: SizingResult
    /// The input line, for `batch`.
    var line: Int?
    /// The row's `id` and `name`, for `batch`.
    var labels: BatchLabels?

    func write(to json: inout JSONWriter) { Self.write(result, line: line, labels: labels ?? BatchLabels(), to: &json) }

    /// The record of `result`, read where it is: batch writes one a row from the result it has,
    /// without copying it (and retaining what it holds) into a `SizeJSON` first, and its labels
    /// as they are (empty ones write nothing), not copied into an optional. Each group of the
    /// recommended run's members reads the run where it is written, not into a copy made at the
    /// start, whose figures were kept on the stack across the record's number calls (wr37).
    static func write<Writer: JSONMemberWriter & ~Copyable>(
        _ result: SizingResult, line: Int?, labels: BatchLabels, to json: inout Writer
    ) {
        json.beginObject()
        RunJSON.writeHead(result.recommended, to: &json)
        json.key("fuse")
        json.fuse(result.fuse)
        json.member("fuseCeilingRule", caseName: result.fuseCeiling?.rule.jsonName)
        json.member("fuseMaximumAmperes", result.fuseCeiling?.maximum.amperes)
        json.member("fuseMinimumAmperes", result.fuseMinimum.amperes)
        json.member("fuseProblem", caseName: result.fuseProblem?.jsonName)
        BatchLabels.write(labels.id, as: .id, to: &json)
        json.key("input")
        CircuitInputJSON.write(
            result.circuit, maxDropPercent: result.options.maxDropPercent, fuse: result.options.fuseRule,
            series: result.options.series, to: &json)
        json.member("limitedBy", caseName: result.limitedBy.jsonName)
        if let line {
            json.member("line", line)
        }
        RunJSON.writeLoadVoltage(result.recommended, to: &json)
        json.key("minimumConductor")
        json.conductor(result.minimumSize)
        BatchLabels.write(labels.name, as: .name, to: &json)
        json.key("nextSmaller")
        if let smaller = result.nextSmaller { RunJSON.writeObject(smaller, to: &json) } else { json.null() }
        json.member("parallelConductors", result.circuit.parallelConductors)
        RunJSON.writePowerLoss(result.recommended, to: &json)
        json.member("requiredAreaSquareMillimeters", result.requiredArea.squareMillimeters)
        RunJSON.writeResistance(result.recommended, to: &json)
        json.schemaVersion()
        json.key("upsizedForFuseFrom")
        if let from = result.upsizedForFuseFrom { json.conductor(from) } else { json.null() }
        RunJSON.writeDrop(result.recommended, to: &json)
        json.endObject()
    }
}

extension SizeJSON {
    /// The members of `cable size --json` (batch adds `line`, `id` and `name`).
    static let members: [JSONMember] =
        (RunJSON.members + [
            .init(
                "fuse", .object(.fuse), "The fuse recommended; null when no standard fuse qualifies (then fuseProblem says why).",
                nullable: true),
            .init(
                "fuseCeilingRule", .cases(of: FuseCeiling.Rule.self),
                "The rule that set fuseMaximumAmperes; null when the size is not rated.", nullable: true),
            .init(
                "fuseMaximumAmperes", .number(unit: "A"),
                "The ceiling for the recommended conductor's fuse; null when not rated.", nullable: true),
            .init("fuseMinimumAmperes", .number(unit: "A"), "The fuse floor: the fuse factor × the current."),
            .init("fuseProblem", .cases(of: FuseProblem.self), "Why no fuse qualifies; null when one does.", nullable: true),
            .init("input", .object(CircuitInputJSON.shape(withFuse: true)), "The inputs, normalised."),
            .init("limitedBy", .cases(of: LimitingFactor.self), "What decided the recommended size."),
            .init("minimumConductor", .object(.conductor), "The smallest size the series allows for a separately run conductor."),
            .init(
                "nextSmaller", .object(RunJSON.shape), "The next smaller size's figures; null when there is none.", nullable: true
            ),
            .init(
                "parallelConductors", .integer(unit: "1"),
                "Equal conductors in parallel per pole: 1, or 2 to 4 when no single size of the series meets the drop limit or carries the current (the figures are for the set)."
            ),
            .init(
                "requiredAreaSquareMillimeters", .number(unit: "mm²"),
                "The cross-section the drop limit alone needs (of each conductor, when in parallel)."),
            .schemaVersion,
            .init(
                "upsizedForFuseFrom", .object(.conductor),
                "The size before it was raised so that a standard fuse fits under its ceiling; null when not raised.",
                nullable: true),
        ]).sorted { $0.key < $1.key }

    static let shape = JSONDocumentShape(
        kind: "size", title: "cable size --json", producedBy: "cable size … --json",
        description: "The recommended conductor for one circuit, its figures, the fuse and the inputs.",
        variants: [JSONObjectShape("The recommended conductor for one circuit.", members)])

    /// A batch row's `id` and `name`, passed through.
    static let labelMembers: [JSONMember] = [
        .init("id", .label, "The row's id, as the row gave it; missing when the row has none.", optional: true),
        .init("name", .label, "The row's name, as the row gave it; missing when the row has none.", optional: true),
    ]

    /// `cable batch`'s NDJSON records: a result, or an error.
    static let batchShape = JSONDocumentShape(
        kind: "batch", title: "cable batch NDJSON record", producedBy: "cable batch FILE (each line)",
        description:
            "One line of cable batch's NDJSON output: the record of cable size --json with the input line (and the row's id and name), or the error of a row that could not be sized.",
        variants: [
            JSONObjectShape("A request that was sized.", members).adding(
                labelMembers + [.init("line", .integer(unit: "1"), "The input line number (the first line of a CSV record).")]),
            JSONObjectShape(
                "A request that could not be sized.",
                ([
                    .init("error", .string, "Why the row could not be sized."),
                    .init("line", .integer(unit: "1"), "The input line number (the first line of a CSV record)."),
                ] + labelMembers).sorted { $0.key < $1.key }),
        ])
}
