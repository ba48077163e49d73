import CableCore
import CableText
import Testing

/// A ``ValidationError`` as CableText words it in English: tests written against the wording
/// (`must be > 0 m`) compare the typed error through it, so a changed rule or a changed wording
/// fails them.
struct Worded: Equatable, CustomStringConvertible {
    let field: String
    let rule: String
    let actual: String
    var kind: ValidationError.Kind = .invalid

    init(field: String, rule: String, actual: String, kind: ValidationError.Kind = .invalid) {
        self.field = field
        self.rule = rule
        self.actual = actual
        self.kind = kind
    }

    init(_ error: ValidationError) {
        // A typed value (`200000 W at 12 V`) as CableText words it in English; text as the core gave it.
        let actual = error.actual.isEmpty ? Words.english.text(error.value) : error.actual
        self.init(field: error.field, rule: Words.english.text(error.rule), actual: actual, kind: error.kind)
    }

    var description: String { "\(field): \(rule) [\(actual)]" }

    static func == (lhs: ValidationError, rhs: Worded) -> Bool { Worded(lhs) == rhs }
    static func == (lhs: ValidationError?, rhs: Worded) -> Bool { lhs.map(Worded.init) == rhs }
}

/// A ``SystemFileError/invalid(_:at:)`` with its error worded.
struct WordedFile: Equatable {
    let error: Worded
    let position: JSONPosition?
}

extension SystemFileError {
    /// The expected error of a test, its rule in English.
    static func invalid(_ error: Worded, at position: JSONPosition?) -> WordedFile {
        WordedFile(error: error, position: position)
    }

    /// The error as CableText words it in English.
    var description: String { Words.english.text(self) }
}

extension ValidationError {
    /// The error as CableText words it in English.
    var description: String { Words.english.text(self) }
}

/// Expects `body` to throw a ``ValidationError`` worded as `expected`.
func expectThrows(
    _ expected: Worded, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) {
    do {
        try body()
        Issue.record("no error thrown; expected \(expected)", sourceLocation: sourceLocation)
    } catch let error as ValidationError {
        #expect(Worded(error) == expected, sourceLocation: sourceLocation)
    } catch {
        Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
    }
}

/// Expects `body` to throw a ``SystemFileError/invalid(_:at:)`` worded as `expected`.
func expectThrows(
    _ expected: WordedFile, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) {
    do {
        try body()
        Issue.record("no error thrown; expected \(expected.error)", sourceLocation: sourceLocation)
    } catch SystemFileError.invalid(let error, let position) {
        #expect(Worded(error) == expected.error, sourceLocation: sourceLocation)
        #expect(position == expected.position, sourceLocation: sourceLocation)
    } catch {
        Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
    }
}

/// Tests written against the wording compare a rule with its English text.
extension ValidationError.Rule {
    /// The rule as CableText words it in English.
    var english: String { Words.english.text(self) }

    static func == (lhs: ValidationError.Rule, rhs: String) -> Bool { lhs.english == rhs }

    func contains(_ text: String) -> Bool { english.contains(text) }
    func hasPrefix(_ text: String) -> Bool { english.hasPrefix(text) }
}

extension Worded {
    /// The same expectation with the field renamed, as ``ValidationError/renamingField(_:)`` does.
    func renamingField(_ rename: (String) -> String) -> Worded {
        Worded(field: rename(field), rule: rule, actual: actual, kind: kind)
    }
}

func == (lhs: ValidationError.Rule?, rhs: String) -> Bool { lhs?.english == rhs }
func == (lhs: ValidationError.Rule?, rhs: String?) -> Bool { lhs?.english == rhs }

/// A ``JSONSyntaxError`` as CableText words it in English.
struct WordedSyntax: Equatable, CustomStringConvertible {
    let position: JSONPosition
    let message: String

    init(position: JSONPosition, message: String) {
        self.position = position
        self.message = message
    }

    init(_ error: JSONSyntaxError) {
        self.init(position: error.position, message: Words.english.text(error.problem))
    }

    var description: String { "\(position): \(message)" }
}

extension SystemFileError {
    /// The expected syntax error of a test, its problem in English.
    static func syntax(_ error: WordedSyntax) -> WordedSyntax { error }
}

extension JSONSyntaxError {
    /// The error as CableText words it in English.
    var description: String { Words.english.text(self) }
}

extension SystemEditError {
    /// The error as CableText words it in English.
    var description: String { Words.english.text(self) }
}

/// Expects `body` to throw a ``JSONSyntaxError``, or a ``SystemFileError/syntax(_:)``, worded as `expected`.
func expectThrows(
    _ expected: WordedSyntax, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) {
    do {
        try body()
        Issue.record("no error thrown; expected \(expected)", sourceLocation: sourceLocation)
    } catch let error as JSONSyntaxError {
        #expect(WordedSyntax(error) == expected, sourceLocation: sourceLocation)
    } catch SystemFileError.syntax(let error) {
        #expect(WordedSyntax(error) == expected, sourceLocation: sourceLocation)
    } catch {
        Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
    }
}
