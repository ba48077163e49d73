/// Where the fuse family a file names for a circuit (`fuseType`) falls short of the place its
/// fuse sits: rated below the voltage the circuit reaches charging (`check`'s
/// `fuseVoltageRating`), or interrupting less than the fault current there
/// (`fuseInterruptRating`). Read from those violations, the one source `check`, `report` and
/// `bom` share (``CircuitReport/fuseFamilyViolations``): the bill's fuse line and the report's
/// fuse cell say so beside the part.
public struct FuseShortfall: Hashable, Sendable {
    /// The voltage the family must be rated for and is not; nil when it is.
    public let voltage: Voltage?
    /// The interrupting rating the family must reach and does not; nil when it does.
    public let interruptRating: Current?

    /// A shortfall of the voltage rating, the interrupting rating, or both.
    public init(voltage: Voltage?, interruptRating: Current?) {
        self.voltage = voltage
        self.interruptRating = interruptRating
    }

    /// The shortfall `violations` state (their `fuseVoltageRating` and `fuseInterruptRating`
    /// limits); nil when they state none.
    public init?(_ violations: [Violation]) {
        var voltage: Voltage?
        var interruptRating: Current?
        for violation in violations {
            guard case .fuseFamily = violation.detail, let limit = violation.limit else { continue }
            switch violation.rule {
            case .fuseVoltageRating: voltage = .volts(limit)
            case .fuseInterruptRating: interruptRating = .amperes(limit)
            default: continue
            }
        }
        guard voltage != nil || interruptRating != nil else { return nil }
        self.voltage = voltage
        self.interruptRating = interruptRating
    }
}
