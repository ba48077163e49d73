/// The electrical figures of one circuit wired with one conductor size.
public struct RunAnalysis: Hashable, Sendable {
    /// The conductor size analysed.
    public let size: ConductorSize
    /// Resistance of the whole conductor path (out and back).
    public let resistance: Resistance
    /// ΔV = I · R, V.
    public let voltageDrop: Voltage
    /// Drop % = 100 · ΔV / V_supply.
    public let voltageDropPercent: Double
    /// V_load = V_supply − ΔV.
    public let loadVoltage: Voltage
    /// P_loss = I² · R, W, lost as heat in the conductor.
    public let powerLoss: Power
    /// Loss as a share of the load's power.
    public let powerLossPercent: Double
    /// Derated allowable current; nil when the cited tables do not rate the size.
    public let ampacity: AmpacityRating?
    /// The conductor temperature the resistance is taken at.
    public let conductorTemperature: Temperature

    /// Whether the conductor may carry `current` continuously.
    public func carries(_ current: Current) -> Bool {
        ampacity.map { Tolerance.isAtLeast($0.current.amperes, current.amperes) } ?? false
    }
}
