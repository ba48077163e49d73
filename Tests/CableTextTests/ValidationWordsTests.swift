import CableText
import Testing

@testable import CableCore

/// CableText's words for CableCore's typed values: English as the command line always wrote it,
/// and the other four languages from the catalogue, numbers in each language's format.
struct ValidationWordsTests {
    @Test func boundRule_english_namesFieldRuleAndValue() {
        let error = ValidationError(field: "length", rule: .greaterThan(.init(0, "m")), actual: "-3 m")
        #expect(Words.english.text(error) == "length: must be > 0 m, got -3 m")
    }

    @Test func rule_inEachLanguage_isTranslated_withTheLanguagesDecimalComma() {
        let error = ValidationError(field: "--current", rule: .startsWithNumber, actual: "'abc'")
        #expect(Words(.de).text(error) == "--current: muss mit einer Zahl beginnen, erhalten: 'abc'")
        #expect(Words(.fr).text(error) == "--current : doit commencer par un nombre, reçu 'abc'")
        let bound = ValidationRuleCase.between
        #expect(Words(.de).text(bound) == "muss zwischen 0,5 V und 1\u{202F}500 V liegen")
        #expect(Words(.es).text(bound) == "debe estar entre 0,5 V y 1500 V")
        #expect(Words(.fr).text(bound) == "doit être entre 0,5 V et 1\u{202F}500 V")
        #expect(Words(.nl).text(bound) == "moet tussen 0,5 V en 1\u{202F}500 V liggen")
        #expect(Words.english.text(bound) == "must be between 0.5 V and 1500 V")
    }

    @Test func fixedWordsInPlaceOfAValue_areTranslated() {
        let error = ValidationError(field: "name", rule: .required, value: .nothing)
        #expect(Words.english.text(error) == "name: is required, got nothing")
        #expect(Words(.de).text(error) == "name: ist erforderlich, erhalten: keine Angabe")
        // English words and the catalogue's translations (po/de.po, es.po, fr.po, nl.po).
        #expect(Words.english.text(ValidationError.Actual.both) == "both")
        #expect(Words(.fr).text(ValidationError.Actual.both) == "les deux")
        #expect(Words.english.text(ValidationError.Actual.neither) == "neither")
        #expect(Words(.de).text(ValidationError.Actual.neither) == "keines von beiden")
        #expect(Words.english.text(ValidationError.Actual.noneListed) == "none")
        #expect(Words(.es).text(ValidationError.Actual.noneListed) == "ninguno")
    }

    /// A JSON value of the wrong kind is a typed kind, worded in each language; `null` as written.
    @Test(arguments: [
        (JSONNode.Kind.object, "an object", "ein Objekt"), (.array, "an array", "ein Array"),
        (.string, "a string", "eine Zeichenkette"), (.number, "a number", "eine Zahl"),
        (.boolean, "a boolean", "ein Wahrheitswert"), (.null, "null", "null"),
    ])
    func jsonKind_isWordedInEachLanguage(_ kind: JSONNode.Kind, _ english: String, _ german: String) {
        #expect(Words.english.text(ValidationError.Actual.jsonKind(kind)) == english)
        #expect(Words(.de).text(ValidationError.Actual.jsonKind(kind)) == german)
    }

    /// Input that reads like a fixed word is input: shown as typed, never translated.
    @Test(arguments: ["nothing", "both", "neither", "none", "a string"])
    func inputSpelledLikeAFixedWord_isNotTranslated(_ word: String) {
        let error = ValidationError(field: "--fuse-type", rule: .required, actual: "'\(word)'")
        #expect(Words(.de).text(error) == "--fuse-type: ist erforderlich, erhalten: '\(word)'")
        #expect(Words(.de).text(ValidationError.Actual.text(word)) == word)
    }

    /// A value made of parts is typed, so each language words it: no "W at V" inside German.
    @Test func compositeValues_areWordedInEachLanguage() {
        let power = ValidationError.Actual.power(.init(200_000, "W"), at: .init(12, "V"))
        #expect(Words.english.text(power) == "200000 W at 12 V")
        #expect(Words(.de).text(power) == "200\u{202F}000 W bei 12 V")
        #expect(Words(.fr).text(power) == "200\u{202F}000 W sous 12 V")
        #expect(Words.english.text(.characters(101)) == "101 characters")
        #expect(Words(.es).text(.characters(101)) == "101 caracteres")
        // A duration without its surge names the two keys that would give it (not "is required").
        let surge = ValidationError(field: "surgeSeconds", rule: .durationNeedsSurge(), actual: "")
        #expect(
            Words.english.text(surge) == "surgeSeconds: needs the surge it lasts for: surgeCurrent (A) or surgePower (W)")
        #expect(Words(.nl).text(surge).hasSuffix("surgeCurrent (A) of surgePower (W)"))
    }

    @Test func unknownUnit_listsTheUnitsWithTheLanguagesOr() {
        let rule = ValidationError.Rule.unknownUnit(kind: .length, unit: "x", known: ["m", "cm", "ft"])
        #expect(Words.english.text(rule) == "unknown length unit 'x' (use m, cm or ft)")
        #expect(Words(.nl).text(rule) == "onbekende eenheid 'x' voor lengte (gebruik m, cm of ft)")
    }

    @Test func systemFileError_putsThePositionFirst() {
        let error = SystemFileError.invalid(
            ValidationError(field: "loads[0].lenght", rule: .unknownKey(suggestion: "length", known: []), actual: ""),
            at: JSONPosition(line: 6, column: 51))
        #expect(Words.english.text(error) == "6:51: loads[0].lenght: unknown key. Did you mean 'length'?")
        #expect(Words(.es).text(error) == "6:51: loads[0].lenght: clave desconocida. ¿Quería decir 'length'?")
    }

    @Test func syntaxError_inEveryLanguage() {
        let error = JSONSyntaxError(
            position: JSONPosition(line: 3, column: 14), problem: .unexpected(.endOfFile, expected: .commaOrBrace))
        #expect(Words.english.text(error) == "3:14: unexpected end of file, expected ',' or '}'")
        #expect(Words(.de).text(error) == "3:14: Dateiende unerwartet, erwartet wird ',' oder '}'")
        #expect(Words(.fr).text(JSONSyntaxError.Problem.invalidUTF8Byte(0x1F)) == "UTF-8 invalide : octet 0x1F")
    }

    @Test func editError_namesTheKindInTheLanguage() {
        let error = SystemEditError.duplicateName(kind: .load, name: "Fridge")
        #expect(
            Words.english.text(error)
                == "a load named 'Fridge' already exists (names are compared ignoring case, invisible characters and extra spaces)"
        )
        #expect(Words(.nl).text(error).hasPrefix("er bestaat al een verbruiker met de naam 'Fridge'"))
    }
}

/// A rule with numbers that need the language's format.
enum ValidationRuleCase {
    static let between = ValidationError.Rule.between(.init(0.5, "V"), .init(1500, "V"))
}

/// CLDR cardinal plural rules (Unicode CLDR, Language Plural Rules): en, de, es, nl "one" for
/// exactly 1; fr "one" for 0 ≤ n < 2.
struct PluralRuleTests {
    @Test(arguments: [
        (Language.en, 1.0, Language.Plural.one), (.en, 0, .other), (.en, 2, .other), (.de, 1, .one), (.de, 1.5, .other),
        (.es, 1, .one), (.nl, 0, .other), (.fr, 0, .one), (.fr, 1, .one), (.fr, 1.5, .one), (.fr, 2, .other),
    ])
    func plural_followsCLDR(_ language: Language, _ count: Double, _ expected: Language.Plural) {
        #expect(language.plural(count) == expected)
    }
}
