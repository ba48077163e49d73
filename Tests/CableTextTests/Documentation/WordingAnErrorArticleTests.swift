import CableCore
import CableText
import Testing

/// The code of the DocC article "Wording an error in German" (Sources/CableText/CableText.docc/
/// WordingAnErrorInGerman.md), repeated here because DocC does not compile its examples. Change
/// both together.
@Suite("DocC article: Wording an error in German")
struct WordingAnErrorArticleTests {
    @Test func negativeLength_inGerman_namesFieldRuleAndValue() {
        do {
            _ = try Circuit(load: .current(.amperes(20)), supplyVoltage: .volts(12), length: .meters(-3))
            Issue.record("a negative length was accepted")
        } catch {
            #expect(error.field == "length")
            #expect(Words(.de).text(error) == "length: muss > 0 m sein, erhalten: -3 m")
            #expect(Words.english.text(error) == "length: must be > 0 m, got -3 m")
        }
    }

    /// A number in each language's format: 1500 V in German is `1 500 V` (a narrow no-break space) (no Foundation).
    @Test func number_inGerman_usesDecimalCommaAndThousandsDot() {
        #expect(Words(.de).volts(.volts(1500)) == "1\u{202F}500 V")
        #expect(Words(.de).number(12.5, decimals: 1) == "12,5")
    }
}
