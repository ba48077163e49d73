#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A standard conductor size: a metric nominal cross-section, an AWG gauge or a kcmil size.
///
/// AWG is a size label, not a unit: `ConductorSize.awg(10)` knows its area from the AWG
/// definition. The gauges larger than 1 AWG are written n/0 and numbered on down from 0:
/// `awg(0)` is 1/0, `awg(-1)` is 2/0, `awg(-3)` is 4/0.
public struct ConductorSize: Hashable, Sendable, CustomStringConvertible {
    /// How the size is designated.
    public enum Designation: Hashable, Sendable {
        /// A metric nominal cross-section in mm² (IEC 60228).
        case metric(squareMillimeters: Double)
        /// An AWG gauge number n; 1/0 is n = 0, 2/0 is −1, 3/0 is −2 and 4/0 is −3.
        case awg(Int)
        /// Thousands of circular mils (250 kcmil = 250 000 cmil).
        case kcmil(Int)
    }

    /// The size as designated: metric mm², AWG gauge or kcmil.
    public let designation: Designation

    /// Creates the size `designation` names; ``metric(_:)``, ``awg(_:)`` and ``kcmil(_:)`` read better.
    public init(_ designation: Designation) { self.designation = designation }

    /// A metric nominal size in mm².
    public static func metric(_ squareMillimeters: Double) -> ConductorSize {
        ConductorSize(.metric(squareMillimeters: squareMillimeters))
    }
    /// An AWG gauge by its number n; 1/0 … 4/0 are n = 0 … −3.
    public static func awg(_ gauge: Int) -> ConductorSize { ConductorSize(.awg(gauge)) }
    /// A size in thousands of circular mils.
    public static func kcmil(_ thousands: Int) -> ConductorSize { ConductorSize(.kcmil(thousands)) }

    /// The conductor cross-section.
    ///
    /// Metric sizes are their nominal area. AWG areas follow the definition of the gauge:
    /// d = 0.127 mm · 92^((36 − n) / 39), A = π/4 · d², so 10 AWG is 5.261 mm² and 4/0 is
    /// 107.2 mm². kcmil sizes are k × 1000 circular mils (1 cmil = 5.067 × 10⁻⁴ mm²).
    public var area: Area {
        switch designation {
        case .metric(let mm2):
            return .squareMillimeters(mm2)
        case .awg(let n):
            let named = Self.namedGauges
            return .squareMillimeters(named.contains(n) ? Self.namedGaugeAreas[n - named.lowerBound] : Self.awgArea(n))
        case .kcmil(let k):
            return .circularMils(Double(k) * 1000)
        }
    }

    /// The AWG gauges that can be named, 4/0 (n = −3) to 24.
    static let namedGauges = -3...24

    /// The areas of ``namedGauges`` in mm², lowest n first: worked out once, as each costs a
    /// `pow` (batch output reports areas on every row).
    private static let namedGaugeAreas = namedGauges.map(awgArea)

    /// The area of AWG gauge n in mm² (see ``area``).
    private static func awgArea(_ n: Int) -> Double {
        let diameter = 0.127 * pow(92, Double(36 - n) / 39)
        return Double.pi / 4 * diameter * diameter
    }

    /// The AWG gauge as it is written on wire: "10", "1/0", "4/0"; nil for metric and kcmil.
    public var awgLabel: String? {
        guard case .awg(let n) = designation else { return nil }
        return n > 0 ? String(n) : "\(1 - n)/0"
    }

    /// The thousands of circular mils of a kcmil size (250 for 250 kcmil); nil for metric and AWG.
    public var kcmil: Int? {
        guard case .kcmil(let thousands) = designation else { return nil }
        return thousands
    }

    /// The label people use: "6 mm²", "10 AWG", "4/0 AWG", "250 kcmil".
    public var label: String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.labelMaximumLength) { buffer in
            let base = buffer.baseAddress.unsafelyUnwrapped
            return String(decoding: UnsafeBufferPointer(start: base, count: writeLabel(to: base)), as: UTF8.self)
        }
    }

    /// What follows a metric size's area in its label: `" mm²"` (``writeLabel(to:)``; batch's
    /// conductor object copies the area it has just written and this after it).
    @inlinable package static var metricUnit: StaticString { " mm²" }

    /// The most bytes ``writeLabel(to:)`` writes.
    @inlinable package static var labelMaximumLength: Int { 40 }

    /// Writes ``label``'s UTF-8 bytes at `target`, which has room for ``labelMaximumLength``, and
    /// returns how many it wrote: the one place the label is made. Batch writes three labels a
    /// row straight into its record with it, without making a `String` for each.
    package func writeLabel(to target: UnsafeMutablePointer<UInt8>) -> Int {
        // The unit put in each case, where it is a constant: its copy is a few stores, not a
        // `memcpy` call.
        switch designation {
        case .metric(let mm2):
            guard mm2.isFinite else { return Self.put(mm2.description + Self.metricUnit.description, at: target) }
            let count = NumberText.write(mm2, to: target)
            return count + Self.put(Self.metricUnit, at: target + count)
        case .awg(let n):
            var count = Self.putInteger(n > 0 ? n : 1 - n, at: target)
            if n <= 0 { count += Self.put("/0" as StaticString, at: target + count) }
            return count + Self.put(" AWG" as StaticString, at: target + count)
        case .kcmil(let k):
            let count = Self.putInteger(k, at: target)
            return count + Self.put(" kcmil" as StaticString, at: target + count)
        }
    }

    private static func putInteger(_ value: Int, at target: UnsafeMutablePointer<UInt8>) -> Int {
        if value < 0 { target[0] = UInt8(ascii: "-") }
        let sign = value < 0 ? 1 : 0
        return sign + NumberText.writeDigits(UInt64(value.magnitude), to: target + sign)
    }

    @inline(__always)
    private static func put(_ text: StaticString, at target: UnsafeMutablePointer<UInt8>) -> Int {
        target.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        return text.utf8CodeUnitCount
    }

    private static func put(_ text: String, at target: UnsafeMutablePointer<UInt8>) -> Int {
        var count = 0
        for byte in text.utf8.prefix(labelMaximumLength / 2) {
            target[count] = byte
            count += 1
        }
        return count
    }

    /// The short label used in tables and CSV: "2.5" (mm²), "10", "4/0", "250kcmil".
    public var shortLabel: String {
        switch designation {
        case .metric(let mm2): return Self.formatNominal(mm2)
        case .awg: return awgLabel ?? ""
        case .kcmil(let k): return "\(k)kcmil"
        }
    }

    public var description: String { label }

    /// Nominal metric sizes print without trailing zeros: 0.5, 0.75, 1.5, 2.5, 6, 300.
    static func formatNominal(_ value: Double) -> String { NumberText.shortest(value) }
}
