/// Settings that apply to every circuit unless the circuit says otherwise.
public struct SystemDefaults: Hashable, Sendable {
    /// Drop limit for ordinary circuits, %; nil for the method's default (5 %, or 10 % under ABYC).
    public var maxDropPercent: Double?
    /// Drop limit for circuits marked critical, % (default 3 %).
    public var criticalMaxDropPercent: Double = DropLimits.criticalPercent
    public var conductorTemperature: Temperature = .celsius(20)
    public var insulation: InsulationRating = .c105
    public var material: ConductorMaterial = .copper
    /// The wire series circuits are chosen from and shown in: metric (mm²) or AWG.
    public var series: WireSeries?

    public init() {}

    /// The drop limits these defaults set (``DropLimits``).
    public var dropLimits: DropLimits { DropLimits(ordinary: maxDropPercent, critical: criticalMaxDropPercent) }

    /// The limit for ordinary circuits under a sizing method.
    public func ordinaryMaxDropPercent(for standard: SizingStandard) -> Double { dropLimits.ordinary(for: standard) }
}
