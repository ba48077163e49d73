/// `cable drop`: a wire someone already has, on a circuit, judged by ``WireCheck`` against the
/// limit that applies (``DropLimits/limit(own:critical:standard:)``) — always one, the same
/// `cable size` sizes to (#35: a wire losing 85 % of 12 V is not "ok" for want of `--max-drop`).
public struct DropCheck: Hashable, Sendable {
    /// The circuit the wire is on, validated.
    public let circuit: Circuit
    /// The wire's drop, load voltage and loss on the circuit (``RunAnalysis``).
    public let analysis: RunAnalysis
    /// The drop limit checked, %.
    public let maxDropPercent: Double
    /// Where the limit comes from: the circuit's own, the critical one, a preference, or the
    /// method's default (5 %, 10 % under ABYC E-11).
    public let maxDropBasis: DropLimits.Basis
    /// The rules the wire breaks (``WireCheck/violations(of:on:maxDropPercent:name:)``).
    public let violations: [Violation]
    /// The drop reaches the supply voltage (``WireCheck/dropReachesSupply(_:on:)``).
    public let dropReachesSupply: Bool

    /// Whether the wire passes every check.
    public var isOK: Bool { violations.isEmpty && !dropReachesSupply }

    /// Checks `wire` on the circuit the fields describe (``SizingRequest/circuit(_:)``), against
    /// the limit `maxDrop` gives, else the critical one when the circuit is critical, else the
    /// ordinary one `dropLimits` state (a person's preferences), else the method's (5 %; 10 %
    /// under ABYC E-11) — the limits `cable size` sizes to.
    /// - Throws: ``ValidationError`` for the fields, or a `wire` ABYC's table does not list when
    ///   the standard is ABYC.
    public init(wire: ConductorSize, fields: SizingRequest.Fields, dropLimits: DropLimits = DropLimits()) throws(ValidationError)
    {
        let circuit = try SizingRequest.circuit(fields)
        let own = try fields.number(.maxDrop, QuantityParser.percent)
        let critical = try fields.flag(.critical)
        let limit = dropLimits.limit(own: own, critical: critical, standard: circuit.standard)
        try Limits.requirePositive(limit, in: Limits.maxDropPercent, field: "maxDrop", unit: "%")
        try circuit.standard.checkWire(wire)
        let analysis = circuit.analyze(wire)
        self.circuit = circuit
        self.analysis = analysis
        maxDropPercent = limit
        maxDropBasis = dropLimits.basis(own: own, critical: critical)
        violations = WireCheck.violations(of: analysis, on: circuit, maxDropPercent: limit, name: wire.label)
        dropReachesSupply = WireCheck.dropReachesSupply(analysis, on: circuit)
    }
}
