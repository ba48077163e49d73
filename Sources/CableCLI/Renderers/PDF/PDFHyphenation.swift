import CableText

/// Where the long words of a PDF table's header may break: a narrow column splits
/// "Abschaltspannung" as "Ab-" / "schaltspannung", not between any two letters, and need not
/// shrink the whole table's type to keep the word whole.
///
/// Each language lists its header words with their break points in its message catalogue, as TeX
/// lists hyphenation exceptions (`Ab-schalt-span-nung Wir-kungs-grad`: one entry, so a translator
/// adds a word where a header is worded); English lists none. ``hyphenated(_:in:)`` marks those
/// points with soft hyphens (U+00AD) in the header cells only — never in text for the terminal,
/// HTML or JSON — and the PDF layout honours them: ``PDFDocumentBuilder/hyphenPieces(_:)``
/// cuts a word after one, and ``shown(_:)`` draws the one a line ends at as "-" and drops the
/// others.
enum PDFHyphenation {
    static let softHyphen: Unicode.Scalar = "\u{AD}"

    /// The language's header words (lowercased, without their marks) and each one's break points
    /// as offsets in characters.
    static func points(in language: Language) -> [String: [Int]] {
        guard language != .en else { return [:] }
        let list = language.tr(
            "Break points of long PDF table header words: each word with a hyphen where it may break, separated by spaces (none in English)"
        )
        var points: [String: [Int]] = [:]
        for entry in list.split(separator: " ") {
            var word = ""
            var offsets: [Int] = []
            for character in entry {
                if character == "-" {
                    offsets.append(word.count)
                } else {
                    word.append(character)
                }
            }
            if !offsets.isEmpty { points[word.lowercased()] = offsets }
        }
        return points
    }

    /// `header` with a soft hyphen at each break point of a listed word (a word between spaces
    /// and hyphens, matched ignoring case).
    static func hyphenated(_ header: [String], in language: Language) -> [String] {
        let points = points(in: language)
        guard !points.isEmpty else { return header }
        return header.map { cell in
            var result = ""
            var word = ""
            func flush() {
                if let offsets = points[word.lowercased()] {
                    for (index, character) in word.enumerated() {
                        if offsets.contains(index) { result.unicodeScalars.append(softHyphen) }
                        result.append(character)
                    }
                } else {
                    result += word
                }
                word = ""
            }
            for character in cell {
                if character == " " || character == "-" {
                    flush()
                    result.append(character)
                } else {
                    word.append(character)
                }
            }
            flush()
            return result
        }
    }

    /// Text as drawn: a soft hyphen that ends it as "-", the others dropped. Text without one is
    /// given back as it is.
    static func shown(_ text: String) -> String {
        guard text.unicodeScalars.contains(softHyphen) else { return text }
        var scalars = String.UnicodeScalarView()
        let last = text.unicodeScalars.indices.last
        for index in text.unicodeScalars.indices {
            let scalar = text.unicodeScalars[index]
            if scalar == softHyphen {
                if index == last { scalars.append("-") }
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
