/// JSON numbers as `cable` writes them: the shortest text that reads back to the same `Double`
/// (what `Double.description` gives), integral values without a fraction (`20`, not `20.0`),
/// non-finite values as `null`. Formatted on the stack: batch output writes 30-odd numbers a
/// row, millions of rows.
enum JSONNumber {
    /// Powers of ten for the short-decimal path (up to four decimals: the inputs people type and
    /// the results derived from them; a longer fraction goes to `description` after four tries).
    private static let powersOfTen: [Double] = [1, 10, 100, 1e3, 1e4]

    /// Calls `body` with the UTF-8 text of `value`.
    static func withText<R>(_ value: Double, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        guard value.isFinite else { return ("null" as StaticString).withUTF8Buffer { body(UnsafeRawBufferPointer($0)) } }
        let magnitude = abs(value)
        var scratch = Scratch()
        // Integral values: the conversions truncate exactly below 2⁵³ (and cost no call to the C
        // library's round(), which `rounded()` is without SSE4.1).
        if magnitude < 1e15, Double(UInt64(magnitude)) == magnitude {
            // -0 is written as 0.
            return scratch.digits(UInt64(magnitude), decimals: 0, negative: value < 0, body)
        }
        if magnitude >= 1e-3, let (digits, decimals) = shortDecimal(magnitude) {
            return scratch.digits(digits, decimals: decimals, negative: value < 0, body)
        }
        var text = value.description
        return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }

    /// Calls `body` with the UTF-8 text of `value`.
    static func withText<R>(_ value: Int, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        var scratch = Scratch()
        return scratch.digits(UInt64(value.magnitude), decimals: 0, negative: value < 0, body)
    }

    static func append(_ value: Double, to bytes: inout [UInt8]) { withText(value) { bytes.append(contentsOf: $0) } }
    static func appendInteger(_ value: Int, to bytes: inout [UInt8]) { withText(value) { bytes.append(contentsOf: $0) } }

    /// The text as a String (for tables and CSV cells that show the JSON form).
    static func text(_ value: Double) -> String { withText(value) { String(decoding: $0, as: UTF8.self) } }

    /// Values with up to four decimals and at most 15 significant digits — most inputs and many
    /// results (`5.5`, `0.374`, `11.626`) — without the general shortest-digits algorithm:
    /// the digits as an integer and the count of decimals, or nil.
    ///
    /// For k = 1, 2, … decimals: n = ⌊|v| · 10ᵏ + ½⌋; if n / 10ᵏ (one correctly rounded
    /// division of two exact values, which is how "n·10⁻ᵏ" parses) is |v|, then n with k decimals
    /// reads back as v, and no shorter text does (a text with k′ < k decimals that read back as v
    /// would be round(|v| · 10ᵏ′), tried before). With n < 10¹⁵ the product's rounding moves it
    /// less than 0.25 from the true value, so rounding finds that candidate whenever one exists,
    /// and it is the only one: the same digits `description` prints.
    private static func shortDecimal(_ magnitude: Double) -> (UInt64, Int)? {
        for decimals in 1..<powersOfTen.count {
            let scale = powersOfTen[decimals]
            let product = magnitude * scale
            guard product < 1e15 else { return nil }
            let digits = UInt64(product + 0.5)
            if Double(digits) / scale == magnitude { return (digits, decimals) }
        }
        return nil
    }

    /// Room for a sign, 15–20 digits, a point and leading zeros, written from the end.
    private struct Scratch {
        var storage: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

        mutating func digits<R>(
            _ value: UInt64, decimals: Int, negative: Bool, _ body: (UnsafeRawBufferPointer) -> R
        ) -> R {
            withUnsafeMutableBytes(of: &storage) { buffer in
                var position = buffer.count
                var rest = value
                var written = 0
                repeat {
                    if written == decimals, decimals > 0 {
                        position -= 1
                        buffer[position] = UInt8(ascii: ".")
                    }
                    position -= 1
                    buffer[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                    rest /= 10
                    written += 1
                } while rest > 0 || written <= decimals
                if negative, value != 0 {
                    position -= 1
                    buffer[position] = UInt8(ascii: "-")
                }
                return body(UnsafeRawBufferPointer(rebasing: buffer[position...]))
            }
        }
    }
}
