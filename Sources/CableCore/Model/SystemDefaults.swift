/// Settings that apply to every circuit unless the circuit says otherwise (a file's `defaults`).
public struct SystemDefaults: Hashable, Sendable {
    /// The conductor temperature when none is given: 20 °C, the temperature conductor
    /// resistances are tabulated at (IEC 60228).
    public static let defaultConductorTemperature = Temperature.celsius(20)

    /// Drop limit for ordinary circuits, %; nil for the method's default (5 %, or 10 % under ABYC).
    public let maxDropPercent: Double?
    /// Drop limit for circuits marked critical, % (default 3 %).
    public let criticalMaxDropPercent: Double
    /// The conductor temperature as given; nil when none was (ABYC refuses one given).
    public let givenConductorTemperature: Temperature?
    /// The insulation rating of every circuit that names none.
    public let insulation: InsulationRating
    /// The conductor metal.
    public let material: ConductorMaterial
    /// The wire series circuits are chosen from and shown in: metric (mm²) or AWG.
    public let series: WireSeries?
    /// The resistance model, IEC 60228 class and coating of every conductor
    /// (`resistance`, `conductorClass`, `tinned`).
    public let conductor: ConductorResistance

    /// Validated defaults: `maxDropPercent` and `criticalMaxDropPercent` (0 < % ≤ 50) and
    /// `conductorTemperature` (−50 °C to 200 °C) against the field table (``SystemSchema``).
    /// ABYC's rules on material and temperature are the system's
    /// (``ElectricalSystem/init(name:nominalVoltage:standard:defaults:loads:batteries:chargers:inverters:)``).
    /// - Throws: ``ValidationError`` naming the field by its key.
    public init(
        maxDropPercent: Double? = nil, criticalMaxDropPercent: Double? = nil, conductorTemperature: Temperature? = nil,
        insulation: InsulationRating = .c105, material: ConductorMaterial = .copper, series: WireSeries? = nil,
        conductor: ConductorResistance = .default
    ) throws(ValidationError) {
        try SystemSchema.defaultMaxDrop.check(maxDropPercent)
        try SystemSchema.criticalMaxDrop.check(criticalMaxDropPercent)
        try SystemSchema.conductorTemperature.check(conductorTemperature?.degreesCelsius)
        self.maxDropPercent = maxDropPercent
        self.criticalMaxDropPercent = criticalMaxDropPercent ?? DropLimits.criticalPercent
        self.givenConductorTemperature = conductorTemperature
        self.insulation = insulation
        self.material = material
        self.series = series
        self.conductor = conductor
    }

    /// The defaults of a file that gives none.
    public init() {
        maxDropPercent = nil
        criticalMaxDropPercent = DropLimits.criticalPercent
        givenConductorTemperature = nil
        insulation = .c105
        material = .copper
        series = nil
        conductor = .default
    }

    /// The conductor temperature resistance is computed at: as given, else
    /// ``defaultConductorTemperature``.
    public var conductorTemperature: Temperature { givenConductorTemperature ?? Self.defaultConductorTemperature }

    /// The drop limits these defaults set (``DropLimits``).
    public var dropLimits: DropLimits { DropLimits(ordinary: maxDropPercent, critical: criticalMaxDropPercent) }

    /// The limit for ordinary circuits under a sizing method.
    public func ordinaryMaxDropPercent(for standard: SizingStandard) -> Double { dropLimits.ordinary(for: standard) }
}
