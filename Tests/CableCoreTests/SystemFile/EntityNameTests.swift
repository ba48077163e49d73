import CableCore
import Testing

/// Names compared as a person reads them (issue #21: "Café", "Café\u{200B}" and "Fridge " were
/// accepted beside "Café" and "Fridge").
@Suite("EntityName: when two names are one")
struct EntityNameTests {
    struct Pair: CustomTestStringConvertible, Sendable {
        let first: String
        let second: String
        let same: Bool
        var testDescription: String { "\(first.debugDescription) vs \(second.debugDescription)" }
    }

    @Test(arguments: [
        Pair(first: "Fridge", second: "fridge", same: true),
        Pair(first: "Fridge", second: "Fridge ", same: true),
        Pair(first: "LED lights", second: " LED   lights", same: true),
        Pair(first: "LED lights", second: "LED\u{A0}lights", same: true),
        // Precomposed é against e + combining acute: canonically equivalent.
        Pair(first: "Caf\u{E9}", second: "Cafe\u{301}", same: true),
        Pair(first: "Café", second: "Café\u{200B}", same: true),
        Pair(first: "Café", second: "\u{FEFF}Café", same: true),
        Pair(first: "Water pump", second: "Water\u{AD}pump", same: false),
        Pair(first: "Waterpump", second: "Water\u{AD}pump", same: true),
        Pair(first: "Pump 1", second: "Pump 2", same: false),
        // Blank letters that render as nothing: the empty braille pattern, the Hangul filler.
        Pair(first: "Pump", second: "Pump\u{2800}", same: true),
        Pair(first: "Pump", second: "\u{3164}Pump", same: true),
        Pair(first: "Cafe", second: "Café", same: false),
        // Cross-script look-alikes (UTS #39 confusables.txt): Cyrillic е, о, С, Greek Ο, Ρ, ν.
        Pair(first: "Fridge", second: "Fridg\u{435}", same: true),
        Pair(first: "Solar", second: "S\u{43E}lar", same: true),
        Pair(first: "Compressor", second: "\u{421}ompressor", same: true),
        Pair(first: "Oven", second: "\u{39F}\u{3BD}en", same: true),
        Pair(first: "Pump", second: "\u{3A1}ump", same: true),
        Pair(first: "Pump 1", second: "Pump l", same: false),
        Pair(first: "Холодильник", second: "Fridge", same: false),
    ])
    func same_ignoresCaseSpacesAndInvisibleCharacters(_ pair: Pair) {
        #expect(EntityName.same(pair.first, pair.second) == pair.same)
    }

    @Test func comparisonKey_ofOnlyInvisibleCharacters_isEmpty() {
        #expect(EntityName.comparisonKey("\u{200B} \u{200D}") == "")
    }

    /// Printable ASCII names take a byte loop (issue #36); a zero-width space, which the key
    /// drops, sends the same name through the loop over scalars: both keys are one.
    @Test func comparisonKey_asciiFastPath_isTheScalarLoop() {
        var names = [
            "", " ", "  ", "Fridge", "FRIDGE", " LED   lights ", "Pump 1", "a~b{c}|d", "Z@[`]^_ 09", "Cabin light 1 (bow)",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...12, using: &generator)
            names.append(
                String(decoding: (0..<length).map { _ in UInt8.random(in: 0x20...0x7E, using: &generator) }, as: UTF8.self))
        }
        for name in names {
            #expect(EntityName.comparisonKey(name) == EntityName.comparisonKey(name + "\u{200B}"), "\(name.debugDescription)")
        }
    }
}
