/// A user-provided value broke a rule. Carries the field it came from so each front end can
/// name it in its own terms (`--length`, `loads[2].length`).
public struct ValidationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of rule was broken: front ends word a missing or conflicting field in their own
    /// terms (a command line calls it a usage error), and a value that breaks a rule as
    /// ``description`` says.
    public enum Kind: Equatable, Sendable {
        /// The value breaks the rule.
        case invalid
        /// Nothing was given for the field, which is required.
        case missing
        /// Nothing was given for the field nor for `alternative`: one of them is required.
        case missingEither(alternative: String)
        /// The field and `other` were both given; only one of them may be.
        case conflict(other: String)
    }

    /// The field, by its key (`length`, `maxDrop`); callers may rename or prefix it.
    public let field: String
    /// The rule, worded to follow "field:": `must be > 0 m`.
    public let rule: String
    /// The offending value as the user gave it or as normalised: `-3 m`.
    public let actual: String
    public let kind: Kind

    public init(field: String, rule: String, actual: String, kind: Kind = .invalid) {
        self.field = field
        self.rule = rule
        self.actual = actual
        self.kind = kind
    }

    /// `length: must be > 0 m, got -3 m`; without `, got …` when `actual` is empty. The field
    /// and the value come from input: they are shown through ``EchoedText`` (escaped, cut short).
    public var description: String {
        let field = EchoedText.escaped(field)
        guard !actual.isEmpty else { return "\(field): \(rule)" }
        // A quoted value is input as typed: shorten what is inside the quotes.
        let isQuoted = actual.count >= 2 && actual.hasPrefix("'") && actual.hasSuffix("'")
        let shown = isQuoted ? EchoedText.quoted(String(actual.dropFirst().dropLast())) : EchoedText.escaped(actual)
        return "\(field): \(rule), got \(shown)"
    }

    /// The same error with the field, and any other field its kind names, renamed: `length` →
    /// `--length`.
    public func renamingField(_ rename: (String) -> String) -> ValidationError {
        let renamedKind: Kind
        switch kind {
        case .invalid, .missing: renamedKind = kind
        case .missingEither(let alternative): renamedKind = .missingEither(alternative: rename(alternative))
        case .conflict(let other): renamedKind = .conflict(other: rename(other))
        }
        return ValidationError(field: rename(field), rule: rule, actual: actual, kind: renamedKind)
    }
}
