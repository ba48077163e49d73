/// The method a circuit is sized by.
public enum SizingStandard: String, CaseIterable, Sendable {
    /// Resistivity of the conductor material at its temperature over the nominal area of the size
    /// (copper 0.017 Ω·mm²/m at 20 °C), any series.
    case defaultMethod = "default"
    /// ABYC E-11: CM = K × I × L / E with K = 10.75 Ω·cmil/ft for copper, L the round-trip length
    /// in feet and E the allowed drop in volts, against the SAE J1127 minimum circular-mil area of
    /// each marine AWG size (18 to 4/0).
    case abyc

    /// ABYC's K: the resistance of one circular mil-foot of copper, 10.75 Ω.
    public static let abycK = 10.75

    /// K expressed in Ω·mm²/m: 10.75 × 5.0671e-4 mm²/cmil / 0.3048 m/ft ≈ 0.017871 (about 5 %
    /// above the default copper 0.017 at 20 °C).
    public static let abycResistivity = abycK * Area.squareMillimetersPerCircularMil / Length.metersPerFoot

    /// SAE J1127 minimum conductor areas in circular mils for the marine AWG sizes, as ABYC E-11
    /// sizes against (Ancor/SAE data): slightly below the nominal AWG areas.
    public static let saeMinimumCircularMils: [Int: Double] = [
        18: 1537, 16: 2336, 14: 3702, 12: 5833, 10: 9343, 8: 14810, 6: 24538, 4: 37360, 2: 62450, 1: 77790,
        0: 98980, -1: 125_100, -2: 158_600, -3: 205_500,
    ]

    /// The area a size counts as under this method: nominal by default, the SAE J1127 minimum
    /// under ABYC (nil for a size ABYC's table does not list).
    public func sizingArea(of size: ConductorSize) -> Area? {
        switch self {
        case .defaultMethod:
            return size.area
        case .abyc:
            guard case .awg(let n) = size.designation, let cmil = Self.saeMinimumCircularMils[n] else { return nil }
            return .circularMils(cmil)
        }
    }

    /// The area a circuit sized by this method counts a size as: ``sizingArea(of:)``, or the
    /// nominal area for a size the method does not list.
    func countedArea(of size: ConductorSize) -> Area { sizingArea(of: size) ?? size.area }

    /// The series circuits sized by this method are chosen from: ABYC's marine AWG sizes, else
    /// the series of the unit system.
    public func series(for units: UnitSystem) -> WireSeries { self == .abyc ? .marine : units.series }

    /// Under ABYC only the sizes its table lists (SAE J1127 areas, 18 to 4/0 AWG) can be checked.
    /// - Throws: ``ValidationError`` for `wire`.
    public func checkWire(_ wire: ConductorSize) throws(ValidationError) {
        guard sizingArea(of: wire) == nil else { return }
        throw ValidationError(
            field: "wire", rule: .abycWire, actual: "'\(wire.label)'")
    }

    /// ABYC E-11's K = 10.75 Ω·cmil/ft is copper's resistance at a fixed temperature, so under
    /// ABYC a conductor can be neither another metal nor given a temperature. The one place that
    /// rule lives: `size`, `drop`, `table`, `batch` and system files all refuse through it.
    /// - Parameters:
    ///   - material: the conductor material asked for.
    ///   - temperature: the conductor temperature, when one was given.
    /// - Throws: ``ValidationError`` for `material` other than copper, or a `temperature`.
    public func checkConductor(material: ConductorMaterial, temperature: Temperature?) throws(ValidationError) {
        guard self == .abyc else { return }
        if material != .copper {
            throw ValidationError(
                field: "material", rule: .abycCopper,
                actual: "'\(material.rawValue)'")
        }
        if let temperature {
            throw ValidationError(
                field: SizingRequest.Key.conductorTemperature.rawValue, rule: .abycTemperature,
                value: .quantity(.init(temperature.degreesCelsius, "°C")))
        }
    }
}
