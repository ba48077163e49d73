/// A distribution panel, fuse block or bus bar (`panels[]` in a system file) and the feeder that
/// supplies it: a run of one-way `length` from its ``feed`` (a battery bank or another panel).
///
/// Loads, chargers and inverters name the panel they hang from with their own `feed`; a circuit
/// without one is wired straight from the system's first bank, as before panels existed. The
/// feeder is sized like any circuit for ``diversity`` × the sum of the design currents below it
/// (``SystemAnalyzer``), and its drop counts on the path of every circuit it carries
/// (``PathDrop``).
public struct DistributionPanel: Hashable, Sendable {
    /// The panel's name (unique among every entity of its system).
    public let name: String
    /// What feeds it: a bank's or another panel's name; the system's first bank when nil.
    public let feed: String?
    /// One-way length of its feeder.
    public let length: Length
    /// A feeder conductor the file names: checked, not chosen.
    public let wire: ConductorSize?
    /// A feeder fuse rating the file names: checked, not chosen.
    public let fuse: Current?
    /// The share (0 < d ≤ 1) of the design currents below it that run at once; its feeder is
    /// sized for d × their sum. Default 1: everything at once.
    public let diversity: Double
    /// The feeder's own drop limit, %; otherwise its share of the tightest path through it.
    public let maxDropPercent: Double?
    /// How the feeder is installed, where it differs from the file's defaults.
    public let installation: CircuitInstallation

    /// A validated panel.
    ///
    /// Checks the name (``EntityName/validate(_:field:)``), `length` (required, ≤ 10 km),
    /// `fuse`, `diversity` (0 < d ≤ 1), `maxDropPercent` and `bundled` against the field table
    /// (``SystemSchema``). That its feed names a bank or a panel, and that feeds form no loop,
    /// are the system's rules (``ElectricalSystem``).
    /// - Throws: ``ValidationError`` naming the field by its key.
    public init(
        name: String, feed: String? = nil, length: Length, wire: ConductorSize? = nil, fuse: Current? = nil,
        diversity: Double = 1, maxDropPercent: Double? = nil, installation: CircuitInstallation = CircuitInstallation()
    ) throws(ValidationError) {
        try EntityName.validate(name, field: SystemSchema.name.key)
        try SystemSchema.feed.check(feed)
        try SystemSchema.length.check(length.meters)
        try SystemSchema.fuse.check(fuse?.amperes)
        try SystemSchema.diversity.check(diversity)
        try SystemSchema.maxDrop.check(maxDropPercent)
        try installation.validate()
        self.name = name
        self.feed = feed
        self.length = length
        self.wire = wire
        self.fuse = fuse
        self.diversity = diversity
        self.maxDropPercent = maxDropPercent
        self.installation = installation
    }
}
