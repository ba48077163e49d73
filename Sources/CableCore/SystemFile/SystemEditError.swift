/// Why an edit could not be made.
public enum SystemEditError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No entity of the kind has the name; `closest` lists names to suggest.
    case noSuchEntity(kind: SystemDocument.EntityKind, name: String, closest: [String])
    /// Another entity of the kind already has the name (as ``EntityName`` compares names).
    case duplicateName(kind: SystemDocument.EntityKind, name: String)

    /// A name is close to what was typed when it is within 3 edits or contains it (ignoring case).
    static func isClose(_ candidate: String, to typed: String) -> Bool {
        let a = candidate.lowercased()
        let b = typed.lowercased()
        return Suggestion.editDistance(a, b) <= 3 || a.contains(b)
    }

    public var description: String {
        switch self {
        case .noSuchEntity(let kind, let name, let closest):
            let quoted = EchoedText.quoted(name)
            guard !closest.isEmpty else { return "no \(kind.rawValue) named \(quoted) (there are no \(kind.listKey))" }
            let label = closest.contains { Self.isClose($0, to: name) } ? "closest" : "existing"
            return "no \(kind.rawValue) named \(quoted) (\(label): \(closest.prefix(5).joined(separator: ", ")))"
        case .duplicateName(let kind, let name):
            return
                "a \(kind.rawValue) named \(EchoedText.quoted(name)) already exists (names are compared ignoring case, "
                + "invisible characters and extra spaces)"
        }
    }
}
