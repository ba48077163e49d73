/// How one circuit of a system file is installed, where it differs from the file's `defaults`:
/// the `engineRoom`, `bundled` and `insulation` keys of a load, charger, inverter or battery
/// (its main feed).
///
/// They become the circuit's ``InstallationConditions`` — the same derating `cable size` applies
/// with `--engine-room`, `--bundled` and `--insulation` (33 CFR 183.425 Tables 5 and 6, ABYC
/// E-11, ISO 10133; see ``InstallationConditions/bundlingFactor(conductors:)`` and
/// ``AmpacityTable``) — so `report` and `check` judge a circuit exactly as `size` sizes it.
public struct CircuitInstallation: Hashable, Sendable {
    /// The circuit's own insulation rating; the file's `defaults.insulation` when nil.
    public let insulation: InsulationRating?
    /// Run through an engine room or other hot space.
    public let engineRoom: Bool
    /// Current-carrying conductors bundled together along the run (1 = not bundled; the
    /// circuit's own pair counts as 2, so 2 is not derated either).
    public let bundledConductors: Int

    /// A circuit's conditions; the range of `bundledConductors` (1 to 1000) is checked by the
    /// entity that has them (`validate()`).
    public init(insulation: InsulationRating? = nil, engineRoom: Bool = false, bundledConductors: Int = 1) {
        self.insulation = insulation
        self.engineRoom = engineRoom
        self.bundledConductors = bundledConductors
    }

    /// Checks `bundled` (1 to 1000 conductors: ``SystemSchema/bundled``).
    /// - Throws: ``ValidationError`` naming `bundled`.
    func validate() throws(ValidationError) {
        try SystemSchema.bundled.check(bundledConductors)
    }

    /// The conditions the circuit is sized and checked with: its own values, the file's
    /// insulation where it names none.
    public func conditions(defaultInsulation: InsulationRating) -> InstallationConditions {
        InstallationConditions(
            insulation: insulation ?? defaultInsulation, engineRoom: engineRoom, bundledConductors: bundledConductors)
    }
}
