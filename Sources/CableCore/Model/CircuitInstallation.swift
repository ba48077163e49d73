/// How one circuit of a system file is installed, where it differs from the file's `defaults`:
/// the `engineRoom`, `bundled`, `insulation`, `parallel`, `fuseDistance`, `sheathed` and
/// `fuseType` keys of a load, charger, inverter, panel or battery (its main feed).
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
    /// Equal conductors in parallel per pole (`parallel`, 1 … 4); nil: one, or more when no
    /// single conductor of the series will do (``Sizer/size(_:options:parallel:)``).
    public let parallelConductors: Int?
    /// The conductor length from the source terminal to the circuit's fuse (`fuseDistance`),
    /// checked against ``FusePlacement``; nil when not given.
    public let fuseDistance: Length?
    /// The conductor between the source and the fuse is contained throughout in a sheath or
    /// enclosure (`sheathed`): the longer ``FusePlacement`` limits apply.
    public let sheathed: Bool
    /// The family of the circuit's protective device the file names (`fuseType`): its fuse or
    /// breaker is chosen from that family alone and checked against the circuit's voltage and
    /// fault current (``CircuitSizer``), as `cable size --fuse-type` chooses; nil: `cable` chooses
    /// among ``FuseType/defaultFamilies``.
    public let fuseType: FuseType?

    /// A circuit's conditions; the ranges (`bundled` 1 to 1000, `parallel` 1 to 4,
    /// `fuseDistance` 0 to 10 km) are checked by the entity that has them (`validate()`).
    public init(
        insulation: InsulationRating? = nil, engineRoom: Bool = false, bundledConductors: Int = 1,
        parallelConductors: Int? = nil, fuseDistance: Length? = nil, sheathed: Bool = false, fuseType: FuseType? = nil
    ) {
        self.insulation = insulation
        self.engineRoom = engineRoom
        self.bundledConductors = bundledConductors
        self.parallelConductors = parallelConductors
        self.fuseDistance = fuseDistance
        self.sheathed = sheathed
        self.fuseType = fuseType
    }

    /// The installation keys given away from their defaults, in the schema's order (`engineRoom`,
    /// `bundled`, `insulation`, `parallel`, `fuseDistance`, `sheathed`; `fuseType` is the
    /// entity's to weigh): what an entity without a run of its own refuses (an AC load, a battery
    /// off the house bus).
    var givenFields: [SystemField] {
        let given: [(SystemField, Bool)] = [
            (SystemSchema.engineRoom, engineRoom), (SystemSchema.bundled, bundledConductors != 1),
            (SystemSchema.insulation, insulation != nil), (SystemSchema.parallelConductors, parallelConductors != nil),
            (SystemSchema.fuseDistance, fuseDistance != nil), (SystemSchema.sheathed, sheathed),
        ]
        return given.filter(\.1).map(\.0)
    }

    /// Checks `bundled` (1 to 1000 conductors: ``SystemSchema/bundled``), `parallel` (1 to 4:
    /// ``SystemSchema/parallelConductors``) and `fuseDistance` (``SystemSchema/fuseDistance``).
    /// - Throws: ``ValidationError`` naming the key.
    func validate() throws(ValidationError) {
        try SystemSchema.bundled.check(bundledConductors)
        if let parallelConductors { try SystemSchema.parallelConductors.check(parallelConductors) }
        try SystemSchema.fuseDistance.check(fuseDistance?.meters)
    }

    /// The conditions the circuit is sized and checked with: its own values, the file's
    /// insulation where it names none.
    public func conditions(defaultInsulation: InsulationRating) -> InstallationConditions {
        InstallationConditions(
            insulation: insulation ?? defaultInsulation, engineRoom: engineRoom, bundledConductors: bundledConductors)
    }
}
