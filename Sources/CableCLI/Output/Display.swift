import CableCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Formats quantities for people in the chosen unit system. Rounding happens only here.
struct Display {
    let units: UnitSystem

    /// Fixed decimals with trailing zeros removed: 5 → "5", 4.7233 → "4.72" (2 decimals).
    static func number(_ value: Double, decimals: Int = 2) -> String {
        fixedBytes(value, decimals: decimals, trimmingZeros: true)
    }

    /// `value` with exactly `decimals` decimals, rounded half to even like C's `%.*f`, without
    /// Foundation's `String(format:)` (whose variadic arguments cost a protocol-conformance scan
    /// of the whole binary on first use: most of a short run's start-up).
    static func fixed(_ value: Double, decimals: Int) -> String {
        fixedBytes(value, decimals: decimals, trimmingZeros: false)
    }

    /// Both of the above, on bytes in a stack buffer: a table formats a few dozen numbers, and
    /// each would otherwise cost an array and several String edits.
    private static func fixedBytes(_ value: Double, decimals: Int, trimmingZeros: Bool) -> String {
        let places = min(max(decimals, 0), 15)
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        let scaled = (abs(value) * factor).rounded(.toNearestOrEven)
        guard value.isFinite, scaled < 9e15 else { return String(value) }
        // 32 bytes: at most 16 digits, the point and the sign.
        var storage: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &storage) { buffer in
            // Digits from the last: the fraction, the point, the integer part, the sign.
            var start = buffer.count
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            var rest = UInt64(scaled)
            var written = 0
            var trimming = trimmingZeros
            var nonZero = false
            repeat {
                let digit = UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
                nonZero = nonZero || digit != 0
                if written < places {
                    if !(trimming && digit == 0) {
                        trimming = false
                        put(UInt8(ascii: "0") + digit)
                    }
                } else {
                    if written == places, places > 0, start < buffer.count { put(UInt8(ascii: ".")) }
                    put(UInt8(ascii: "0") + digit)
                }
                written += 1
            } while rest > 0 || written <= places
            if value < 0, nonZero { put(UInt8(ascii: "-")) }
            return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }

    func length(_ length: Length) -> String {
        switch units {
        case .metric: "\(Self.number(length.meters)) m"
        case .imperial: "\(Self.number(length.feet, decimals: 1)) ft"
        }
    }

    /// "6 mm²"; AWG and kcmil also give the area: "10 AWG (5.26 mm²)".
    func conductor(_ size: ConductorSize) -> String {
        if case .metric = size.designation { return size.label }
        return "\(size.label) (\(Self.number(size.area.squareMillimeters)) mm²)"
    }

    func area(_ area: Area) -> String {
        switch units {
        case .metric: "\(Self.number(area.squareMillimeters)) mm²"
        case .imperial: "\(Self.number(area.circularMils, decimals: 0)) cmil (\(Self.number(area.squareMillimeters)) mm²)"
        }
    }

    static func amps(_ current: Current) -> String { "\(number(current.amperes)) A" }
    static func volts(_ voltage: Voltage) -> String { "\(number(voltage.volts)) V" }
    static func watts(_ power: Power) -> String { "\(number(power.watts)) W" }
    static func percent(_ value: Double) -> String { "\(number(value)) %" }
    static func temperature(_ temperature: Temperature) -> String { "\(number(temperature.degreesCelsius, decimals: 1)) °C" }

    static func ampacity(_ rating: AmpacityRating?) -> String {
        guard let rating else { return "not rated" }
        return (rating.isLowerBound ? "≥ " : "") + amps(rating.current)
    }

    /// "5 m one-way (10 m round trip)" or "10 m round trip (as given)".
    func run(_ circuit: Circuit) -> String {
        circuit.lengthIsRoundTrip
            ? "\(length(circuit.conductorLength)) round trip (as given)"
            : "\(length(circuit.length)) one-way (\(length(circuit.conductorLength)) round trip)"
    }

    /// The conductor model in words: "copper at 20 °C", or the ABYC method.
    static func method(_ circuit: Circuit) -> String {
        circuit.standard == .abyc
            ? "copper by ABYC E-11 (K = 10.75 Ω·cmil/ft, SAE J1127 areas)"
            : "\(circuit.material.displayName) at \(temperature(circuit.conductorTemperature))"
    }

    /// Installation conditions in words: "105C insulation, free air, not bundled".
    static func conditions(_ conditions: InstallationConditions) -> String {
        var parts = ["\(conditions.insulation.label) insulation"]
        parts.append(conditions.engineRoom ? "engine room" : "outside engine spaces")
        if conditions.bundledConductors > 1 { parts.append("bundled with \(conditions.bundledConductors) conductors") }
        return parts.joined(separator: ", ")
    }

    static func fuse(_ fuse: FuseRecommendation) -> String { "\(amps(fuse.rating)) \(fuse.type.displayName)" }
}

/// Aligned text layouts.
enum TextLayout {
    /// Label/value lines with the values in one column.
    static func keyValues(_ rows: [(String, String)], indent: Int = 2) -> String {
        var width = 0
        var bytes = 0
        for (label, value) in rows {
            width = max(width, label.count)
            bytes += label.utf8.count + value.utf8.count
        }
        // One string grown once; padding is cut from a run of spaces, not built per line.
        var text = ""
        text.reserveCapacity(bytes + rows.count * (indent + width + 3))
        for (label, value) in rows {
            text.append(contentsOf: spaces(indent))
            text += label
            text.append(contentsOf: spaces(width + 2 - label.count))
            text += value
            text += "\n"
        }
        return text
    }

    /// `count` spaces (as many as fit in a line: labels are short).
    private static func spaces(_ count: Int) -> Substring {
        let run = "                                                                                "
        return run.utf8.count >= count ? run.prefix(max(count, 0)) : Substring(String(repeating: " ", count: count))
    }

    /// A table with a header row; columns in `rightAligned` are right-aligned.
    static func table(header: [String], rows: [[String]], rightAligned: Set<Int>) -> String {
        let widths = header.indices.map { column in
            ([header[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? pad + cell : cell + pad
            }.joined(separator: "  ").trimmedAtEnd
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n") + "\n"
    }
}
