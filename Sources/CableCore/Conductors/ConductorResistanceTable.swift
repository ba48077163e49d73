/// Published maximum DC resistances of copper conductors at 20 °C, size by size: what the
/// default method's real resistance (``ResistanceModel/real``) reads.
///
/// - Metric sizes: IEC 60228:2004 (edition 3.0), *Conductors of insulated cables*, Table 2
///   (class 2 stranded conductors, plain and metal-coated annealed copper) and Tables 3 and 4
///   (class 5 and class 6 flexible conductors, whose maximum resistances are the same), in Ω/km.
///   Cross-checked against the reproductions by Mullins/McFadyen (mycableengineering.com,
///   "IEC 60228 DC resistance") and UE Cables ("Power copper conductors according to IEC 60228").
/// - AWG and kcmil sizes: NFPA 70 (National Electrical Code) 2017, Chapter 9, Table 8
///   *Conductor Properties*, stranded copper, uncoated and coated, in Ω/kft at 75 °C, brought to
///   20 °C with the table's own note 2: R₂ = R₁ · (1 + 0.00323 · (T₂ − 75)), so
///   R20 = R75 × 0.82235. Cross-checked against SFASoft's reproduction ("Conductor Properties").
///
/// A size the tables do not list (a metric size outside the series, 20 to 24 AWG, an odd gauge
/// below 1 AWG) takes the resistance × area of the listed size nearest in area, scaled by its own
/// area: R = R_listed · A_listed / A.
public enum ConductorResistanceTable {
    /// IEC 60228 nominal areas the metric columns are for (``WireSeries/iec60228Nominal``).
    static let metricAreas = WireSeries.iec60228Nominal

    /// IEC 60228:2004 Table 2, class 2, plain annealed copper, Ω/km at 20 °C.
    public static let class2Plain: [Double] = [
        36.0, 24.5, 18.1, 12.1, 7.41, 4.61, 3.08, 1.83, 1.15, 0.727, 0.524, 0.387, 0.268, 0.193, 0.153, 0.124, 0.0991,
        0.0754, 0.0601,
    ]
    /// IEC 60228:2004 Table 2, class 2, metal-coated (tinned) annealed copper, Ω/km at 20 °C.
    public static let class2Tinned: [Double] = [
        36.7, 24.8, 18.2, 12.2, 7.56, 4.70, 3.11, 1.84, 1.16, 0.734, 0.529, 0.391, 0.270, 0.195, 0.154, 0.126, 0.100,
        0.0762, 0.0607,
    ]
    /// IEC 60228:2004 Tables 3 and 4, classes 5 and 6, plain annealed copper, Ω/km at 20 °C.
    public static let flexiblePlain: [Double] = [
        39.0, 26.0, 19.5, 13.3, 7.98, 4.95, 3.30, 1.91, 1.21, 0.780, 0.554, 0.386, 0.272, 0.206, 0.161, 0.129, 0.106,
        0.0801, 0.0641,
    ]
    /// IEC 60228:2004 Tables 3 and 4, classes 5 and 6, metal-coated (tinned) annealed copper,
    /// Ω/km at 20 °C.
    public static let flexibleTinned: [Double] = [
        40.1, 26.7, 20.0, 13.7, 8.21, 5.09, 3.39, 1.95, 1.24, 0.795, 0.565, 0.393, 0.277, 0.210, 0.164, 0.132, 0.108,
        0.0817, 0.0654,
    ]

    /// NEC Chapter 9 Table 8 sizes in table order: AWG gauges (1/0 … 4/0 are 0 … −3), then kcmil.
    static let necSizes: [ConductorSize] =
        [18, 16, 14, 12, 10, 8, 6, 4, 3, 2, 1, 0, -1, -2, -3].map(ConductorSize.awg)
        + [250, 300, 350, 400, 500].map(ConductorSize.kcmil)
    /// NEC Chapter 9 Table 8, stranded uncoated copper, Ω/kft at 75 °C, in ``necSizes`` order.
    public static let necUncoated75: [Double] = [
        7.95, 4.99, 3.14, 1.98, 1.24, 0.778, 0.491, 0.308, 0.245, 0.194, 0.154, 0.122, 0.0967, 0.0766, 0.0608, 0.0515,
        0.0429, 0.0367, 0.0321, 0.0258,
    ]
    /// NEC Chapter 9 Table 8, stranded coated (tinned) copper, Ω/kft at 75 °C, in ``necSizes`` order.
    public static let necCoated75: [Double] = [
        8.45, 5.29, 3.26, 2.05, 1.29, 0.809, 0.510, 0.321, 0.254, 0.201, 0.160, 0.127, 0.101, 0.0797, 0.0626, 0.0535,
        0.0446, 0.0382, 0.0331, 0.0265,
    ]
    /// NEC Table 8 note 2's temperature coefficient for copper, per K, referred to 75 °C.
    public static let necCopperCoefficient = 0.00323

    /// The maximum resistance of one copper conductor of `size`, per kilometre at 20 °C.
    /// - Parameters:
    ///   - size: a metric size reads IEC 60228, an AWG or kcmil size NEC Chapter 9 Table 8.
    ///   - conductorClass: the IEC 60228 class (2, 5 or 6); AWG sizes are always NEC's stranded.
    ///   - tinned: metal-coated (tinned) strands.
    public static func ohmsPerKilometerAt20C(
        of size: ConductorSize, conductorClass: ConductorClass, tinned: Bool
    ) -> Double {
        if case .metric = size.designation {
            let column: [Double]
            switch conductorClass {
            case .class2: column = tinned ? class2Tinned : class2Plain
            case .class5, .class6: column = tinned ? flexibleTinned : flexiblePlain
            }
            return scaled(size, areas: metricAreas, values: column)
        }
        return scaled(size, areas: necAreas, values: tinned ? necCoated20 : necUncoated20)
    }

    /// The areas of ``necSizes``, mm².
    private static let necAreas = necSizes.map(\.area.squareMillimeters)
    /// ``necUncoated75`` and ``necCoated75`` at 20 °C in Ω/km: × (1 + 0.00323 · (20 − 75)) and
    /// × 1000 / 304.8 (kft to km).
    private static let necUncoated20 = necUncoated75.map(necPerKilometerAt20C)
    private static let necCoated20 = necCoated75.map(necPerKilometerAt20C)
    private static func necPerKilometerAt20C(_ perKft75: Double) -> Double {
        perKft75 * (1 + necCopperCoefficient * (20 - 75)) / Length.metersPerFoot
    }

    /// The listed value for `size`, or the nearest listed size's scaled by area.
    private static func scaled(_ size: ConductorSize, areas: [Double], values: [Double]) -> Double {
        let area = size.area.squareMillimeters
        var best = 0
        for index in areas.indices where abs(areas[index] - area) < abs(areas[best] - area) {
            best = index
        }
        let listed = areas[best]
        return listed == area ? values[best] : values[best] * listed / area
    }
}
