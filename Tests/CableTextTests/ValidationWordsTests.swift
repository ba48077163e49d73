import CableCore
import CableText
import Testing

@Suite struct ValidationWordsTests {
    @Test func boundRule_english_namesFieldRuleAndValue() {
        let error = ValidationError(field: "length", rule: .greaterThan(.init(0, "m")), actual: "-3 m")
        #expect(Words.english.text(error) == "length: must be > 0 m, got -3 m")
    }
}
