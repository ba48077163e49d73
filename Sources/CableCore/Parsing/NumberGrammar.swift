/// How the number a person types on the command line is written: the grammar of the language
/// the run speaks, so that every number `cable` prints in that language reads back as the same
/// value (issue #35). System files, batch lines and JSON never depend on it: they are read by
/// ``QuantityParser`` alone, whose grammar is ``pointOrComma``.
///
/// - ``pointOrComma`` (English, and every machine input): `.` is the decimal point; one comma
///   may stand for it where it cannot be misread (`2,5`), and `1,500` is refused as ambiguous
///   (``QuantityParser``). Numbers are never grouped.
/// - ``decimalComma`` (German, Spanish, French, Dutch): `,` is the decimal sign (`1,500` is
///   1.5); thousands may be grouped with a space — the narrow no-break space U+202F the output
///   writes, a no-break space U+00A0, a thin space U+2009 or a plain space — between groups of
///   exactly three digits (`20 000`). A point before exactly three digits (`1.000`, `20.000`)
///   could group thousands, as these languages wrote them before, so it is refused as ambiguous
///   (``ValidationError/Rule/ambiguousPoint(whole:fraction:)``) unless the whole part is zero
///   (`0.125`); any other point is a decimal point (`2.5`), as nobody groups fewer or more than
///   three digits.
package enum NumberGrammar: Sendable, Equatable {
    /// `.` for decimals (or one unambiguous comma); no grouping.
    case pointOrComma
    /// `,` for decimals; thousands grouped by a space; `1.000` refused as ambiguous.
    case decimalComma

    /// The scalars read as a thousands separator under ``decimalComma``.
    static let groupSeparators: Set<Unicode.Scalar> = ["\u{202F}", "\u{00A0}", "\u{2009}", " "]

    /// `text` as ``pointOrComma`` writes the same value, for ``QuantityParser`` to read: the
    /// leading number's grouping removed and its decimal comma made a point (`1 000,5 m` →
    /// `1000.5 m`); the rest (an exponent, a unit) as it is. Text that does not start with a
    /// number, and any text under ``pointOrComma``, comes back unchanged, so the parser reports
    /// what is wrong with it. Throws ``ValidationError/Rule/ambiguousPoint(whole:fraction:)``
    /// naming `field` for `1.000`.
    package func reading(_ text: String, field: String) throws(ValidationError) -> String {
        guard self == .decimalComma else { return text }
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
        if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
        let start = index
        var whole = ""
        index = Self.digits(scalars, from: index, into: &whole)
        // Groups: a separator followed by exactly three digits, after a first group of one to
        // three digits.
        if (1...3).contains(whole.count) {
            while index < scalars.count, Self.groupSeparators.contains(scalars[index]),
                Self.digitCount(scalars, from: index + 1) == 3
            {
                index = Self.digits(scalars, from: index + 1, into: &whole)
            }
        }
        var fraction: String?
        if index < scalars.count, scalars[index] == "," || scalars[index] == ".",
            Self.digitCount(scalars, from: index + 1) > 0
        {
            var digits = ""
            let end = Self.digits(scalars, from: index + 1, into: &digits)
            if scalars[index] == ".", digits.count == 3, whole.contains(where: { $0 != "0" }) {
                throw ValidationError(
                    field: field, rule: .ambiguousPoint(whole: whole, fraction: digits), actual: "'\(text)'")
            }
            fraction = digits
            index = end
        }
        guard !whole.isEmpty || fraction != nil else { return text }
        var canonical = String(String.UnicodeScalarView(scalars[..<start]))
        canonical += whole + (fraction.map { "." + $0 } ?? "")
        canonical += String(String.UnicodeScalarView(scalars[index...]))
        return canonical
    }

    /// A list as ``QuantityParser/lengthList(_:field:units:)`` reads it (`10,15,20ft`,
    /// `10-170ft:10`), each element read by ``reading(_:field:)``: in a list a comma always
    /// separates values, so a decimal is written with a point there (`2.5,5`), and `1.000` is
    /// still refused as ambiguous.
    package func readingList(_ text: String, field: String) throws(ValidationError) -> String {
        guard self == .decimalComma else { return text }
        if text.contains(":") {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            let bounds = parts[0].split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, bounds.count == 2 else { return text }
            return try reading(String(bounds[0]), field: field) + "-" + reading(String(bounds[1]), field: field) + ":"
                + reading(String(parts[1]), field: field)
        }
        var elements: [String] = []
        for element in text.split(separator: ",", omittingEmptySubsequences: false) {
            elements.append(try reading(String(element), field: field))
        }
        return elements.joined(separator: ",")
    }

    /// The count of ASCII digits from `index` on.
    private static func digitCount(_ scalars: [Unicode.Scalar], from index: Int) -> Int {
        var end = index
        while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
        return end - index
    }

    /// Appends the ASCII digits from `index` on to `text`; returns the index after them.
    private static func digits(_ scalars: [Unicode.Scalar], from index: Int, into text: inout String) -> Int {
        var end = index
        while end < scalars.count, ("0"..."9").contains(scalars[end]) {
            text.unicodeScalars.append(scalars[end])
            end += 1
        }
        return end
    }
}
