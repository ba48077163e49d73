/// `cable drop`: a wire someone already has, on a circuit, judged by ``WireCheck`` against the
/// limit that applies (``DropLimits/checkedLimit(own:critical:standard:)``).
public struct DropCheck: Hashable, Sendable {
    /// The circuit the wire is on, validated.
    public let circuit: Circuit
    /// The wire's drop, load voltage and loss on the circuit (``RunAnalysis``).
    public let analysis: RunAnalysis
    /// The drop limit checked; nil when none applies.
    public let maxDropPercent: Double?
    /// The rules the wire breaks (``WireCheck/violations(of:on:maxDropPercent:name:)``).
    public let violations: [Violation]
    /// The drop reaches the supply voltage (``WireCheck/dropReachesSupply(_:on:)``).
    public let dropReachesSupply: Bool

    /// Whether the wire passes every check.
    public var isOK: Bool { violations.isEmpty && !dropReachesSupply }

    /// Checks `wire` on the circuit the fields describe (``SizingRequest/circuit(_:)``), against
    /// the limit `maxDrop` gives, else the one `dropLimits` state (a person's preferences), else the
    /// critical or ABYC one.
    /// - Throws: ``ValidationError`` for the fields, or a `wire` ABYC's table does not list when
    ///   the standard is ABYC.
    public init(wire: ConductorSize, fields: SizingRequest.Fields, dropLimits: DropLimits = DropLimits()) throws(ValidationError)
    {
        let circuit = try SizingRequest.circuit(fields)
        let limit = dropLimits.checkedLimit(
            own: try fields.number(.maxDrop, QuantityParser.percent), critical: try fields.flag(.critical),
            standard: circuit.standard)
        if let limit { try Limits.requirePositive(limit, in: Limits.maxDropPercent, field: "maxDrop", unit: "%") }
        try circuit.standard.checkWire(wire)
        let analysis = circuit.analyze(wire)
        self.circuit = circuit
        self.analysis = analysis
        maxDropPercent = limit
        violations = WireCheck.violations(of: analysis, on: circuit, maxDropPercent: limit, name: wire.label)
        dropReachesSupply = WireCheck.dropReachesSupply(analysis, on: circuit)
    }
}
