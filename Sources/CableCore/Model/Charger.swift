/// A charging source feeding the bus.
public struct Charger: Hashable, Sendable {
    /// What the charger is.
    public enum Kind: String, CaseIterable, Sendable {
        /// A mains (shore power) charger.
        case shore
        /// A solar panel and its controller.
        case solar
        /// An engine's alternator.
        case alternator
        /// A DC-DC charger from another bank.
        case dcdc
        /// A generator's charger.
        case generator

        /// Whether the run goes through an engine room when the file does not say
        /// (`engineRoom`): an alternator is on the engine, so its output run starts in the engine
        /// room and is derated (ABYC E-11 / 33 CFR 183.425: conductors in engine spaces are rated
        /// at 50 °C ambient); every other kind is not.
        public var runsThroughEngineRoomByDefault: Bool { self == .alternator }
    }

    /// The charger's name (unique in its system).
    public let name: String
    /// What it is.
    public let kind: Kind
    /// Output as a current, or as a power at the charger's voltage.
    public let output: Circuit.Load
    /// Output voltage; the system's nominal voltage when nil.
    public let voltage: Voltage?
    /// Share of the output that reaches the bank as charge (wiring, controller, panel derating),
    /// default 1.
    public let efficiency: Double
    /// Hours per day the charger delivers its output, for the energy budget.
    public let hoursPerDay: Double
    /// One-way run from the charger to the bus, sized like a load.
    public let length: Length?
    /// How that run is installed, where it differs from the file's defaults.
    public let installation: CircuitInstallation
    /// That run's own drop limit, %.
    public let maxDropPercent: Double?
    /// The catalogue entry its figures were filled from (`cable add --from`), for the report.
    public let catalogId: String?
    /// The panel (or bank) its run hangs from; the system's first bank when nil.
    public let feed: String?

    /// A validated charger.
    ///
    /// Checks the name, the output (`outputCurrent`: 0.001 A to 10 kA, or `power`: 0.001 W to
    /// 1 MW), `voltage`, `efficiency` (0 < η ≤ 1), `hoursPerDay` (0 to 24), `length`,
    /// `maxDropPercent`, `bundled` and `catalogId` against the field table (``SystemSchema``).
    /// - Throws: ``ValidationError`` naming the field by its key.
    public init(
        name: String, kind: Kind, output: Circuit.Load, voltage: Voltage? = nil, efficiency: Double = 1,
        hoursPerDay: Double = 0, length: Length? = nil, installation: CircuitInstallation = CircuitInstallation(),
        maxDropPercent: Double? = nil, catalogId: String? = nil, feed: String? = nil
    ) throws(ValidationError) {
        try EntityName.validate(name, field: SystemSchema.name.key)
        switch output {
        case .current(let current): try SystemSchema.outputCurrent.check(current.amperes)
        case .power(let power): try SystemSchema.power.check(power.watts)
        }
        try SystemSchema.voltage.check(voltage?.volts)
        try SystemSchema.efficiency.check(efficiency)
        try SystemSchema.hoursPerDay.check(hoursPerDay)
        try SystemSchema.length.check(length?.meters)
        try SystemSchema.maxDrop.check(maxDropPercent)
        try installation.validate()
        try CatalogFile.validate(catalogId: catalogId)
        if let feed { try EntityName.validate(feed, field: SystemSchema.feed.key) }
        self.name = name
        self.kind = kind
        self.output = output
        self.voltage = voltage
        self.efficiency = efficiency
        self.hoursPerDay = hoursPerDay
        self.length = length
        self.installation = installation
        self.maxDropPercent = maxDropPercent
        self.catalogId = catalogId
        self.feed = feed
    }
}
