/// The electrical figures of one circuit wired with one conductor size.
public struct RunAnalysis: Hashable, Sendable {
    public let size: ConductorSize
    /// Resistance of the whole conductor path (out and back).
    public let resistance: Resistance
    public let voltageDrop: Voltage
    public let voltageDropPercent: Double
    public let loadVoltage: Voltage
    public let powerLoss: Power
    /// Loss as a share of the load's power.
    public let powerLossPercent: Double
    /// Derated allowable current; nil when the cited tables do not rate the size.
    public let ampacity: AmpacityRating?

    /// Whether the conductor may carry `current` continuously.
    public func carries(_ current: Current) -> Bool {
        ampacity.map { Tolerance.isAtLeast($0.current.amperes, current.amperes) } ?? false
    }
}
