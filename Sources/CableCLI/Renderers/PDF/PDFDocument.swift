import CableCore
import CableText

/// A finished PDF and what it could not show: the embedded DejaVu Sans subset covers Latin-1,
/// Latin Extended-A, Greek and the symbols the texts use (≤ ≥ − Ω → ² · — …), so every letter of
/// English, German, Spanish, French and Dutch; a character outside it (a name in Cyrillic, an
/// emoji) is written as `?`, and the command says so on stderr (``warning(in:)``) rather than let it
/// pass unseen.
struct PDFDocument {
    let bytes: [UInt8]
    let unshowable: [Character]

    /// `warning: the PDF's fonts cannot show 'Ω' (U+03A9), 'λ' (U+03BB); they are printed as '?'`,
    /// or nil when every character was shown.
    func warning(in language: Language) -> String? { Self.warning(unshowable, in: language) }

    /// The warning for these characters, or nil when there are none.
    static func warning(_ unshowable: [Character], in language: Language) -> String? {
        guard !unshowable.isEmpty else { return nil }
        let list = unshowable.map { character in
            let codes = character.unicodeScalars.map { scalar in
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
            return "\(EchoedText.quoted(String(character))) (\(codes.joined(separator: " ")))"
        }
        return language.tr(
            "warning: the PDF's fonts cannot show {characters}; they are printed as '?'",
            ["characters": list.joined(separator: ", ")])
    }
}
