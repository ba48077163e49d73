/// A series of standard conductor sizes, ordered from smallest to largest area.
public enum WireSeries: String, CaseIterable, Sendable {
    /// IEC 60228 nominal cross-sections, 0.5 mm² to 300 mm².
    case metric
    /// The AWG sizes sold as wire: even gauges 24 to 2, then 1 and 1/0 to 4/0 (odd gauges
    /// below 1 are rarely stocked), then 250 to 500 kcmil for large runs. Any AWG from 24 to
    /// 4/0 can still be named with `--wire`.
    case awg
    /// The marine AWG sizes ABYC E-11 tabulates: 18, 16, 14, 12, 10, 8, 6, 4, 2, 1, 1/0 to 4/0.
    case marine

    /// The sizes of the series, smallest first.
    public var sizes: [ConductorSize] {
        switch self {
        case .metric: Self.metricSizes
        case .awg: Self.awgSizes
        case .marine: Self.marineSizes
        }
    }

    private static let metricSizes = iec60228Nominal.map { ConductorSize.metric($0) }
    private static let awgSizes = awgGauges.map { ConductorSize.awg($0) } + kcmilSizes.map { ConductorSize.kcmil($0) }
    private static let marineSizes = awgGauges.filter { $0 <= 18 }.map { ConductorSize.awg($0) }

    /// IEC 60228 nominal cross-sections in mm² from 0.5 to 300.
    public static let iec60228Nominal: [Double] = [
        0.5, 0.75, 1, 1.5, 2.5, 4, 6, 10, 16, 25, 35, 50, 70, 95, 120, 150, 185, 240, 300,
    ]

    /// AWG gauge numbers of the series, smallest wire first (1/0 … 4/0 are 0 … −3).
    public static let awgGauges: [Int] = [24, 22, 20, 18, 16, 14, 12, 10, 8, 6, 4, 2, 1, 0, -1, -2, -3]

    /// kcmil sizes offered above 4/0 AWG.
    public static let kcmilSizes: [Int] = [250, 300, 350, 400, 500]

    /// The smallest size `cable` recommends from the series, for a conductor run on its own (not
    /// in a multi-conductor sheath): 16 AWG for AWG sizes — 33 CFR 183.425(e) and ABYC E-11
    /// (183.425(d) allows 18 AWG only inside a sheath, and out of it for at most 30 in) — and
    /// 1 mm² for metric sizes — ISO 10133 7.7 (0.75 mm² only inside a multi-conductor sheath).
    /// Published drop tables (`cable table`) are not held to it.
    public var minimumSize: ConductorSize {
        switch self {
        case .metric: .metric(1)
        case .awg, .marine: .awg(16)
        }
    }

    /// The series a conductor size belongs to.
    public static func of(_ size: ConductorSize) -> WireSeries {
        if case .metric = size.designation { return .metric }
        return .awg
    }

    /// Whether a size is a member of this series.
    public func contains(_ size: ConductorSize) -> Bool { sizes.contains(size) }
}
