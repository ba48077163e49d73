/// Reads the members of one JSON object of a system file, naming every error by its JSON path.
///
/// Unknown keys are refused with a suggestion: a typo must never silently change a result.
struct FieldReader {
    let path: String
    let position: JSONPosition
    private let members: [String: JSONNode]

    init(_ node: JSONNode, path: String, keys: [String]) throws(SystemFileError) {
        guard case .object(let list, let position) = node else {
            throw Self.invalid(
                path.isEmpty ? "file" : path, rule: .object, value: .jsonKind(node.kind), at: node.position)
        }
        for member in list where !keys.contains(member.key) {
            let name = Self.join(path, member.key)
            let suggestion = Suggestion.closest(to: member.key, among: keys)
            let rule = ValidationError.Rule.unknownKey(suggestion: suggestion, known: suggestion == nil ? keys : [])
            throw .invalid(ValidationError(field: name, rule: rule, actual: ""), at: member.value.position)
        }
        self.path = path
        self.position = position
        self.members = Dictionary(list.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    static func invalid(_ field: String, rule: ValidationError.Rule, actual: String, at position: JSONPosition?)
        -> SystemFileError
    {
        .invalid(ValidationError(field: field, rule: rule, actual: actual), at: position)
    }

    static func invalid(
        _ field: String, rule: ValidationError.Rule, value: ValidationError.Actual, at position: JSONPosition?
    ) -> SystemFileError {
        .invalid(ValidationError(field: field, rule: rule, value: value), at: position)
    }

    func field(_ key: String) -> String { Self.join(path, key) }

    /// The member, treating an explicit `null` as absent.
    func node(_ key: String) -> JSONNode? {
        guard let node = members[key] else { return nil }
        if case .null = node { return nil }
        return node
    }

    func required(_ key: String) throws(SystemFileError) -> JSONNode {
        guard let node = node(key) else {
            throw Self.invalid(field(key), rule: .required, value: .nothing, at: position)
        }
        return node
    }

    func string(_ key: String) throws(SystemFileError) -> String? {
        guard let node = node(key) else { return nil }
        guard case .string(let value, _) = node else {
            throw Self.invalid(field(key), rule: .string, value: .jsonKind(node.kind), at: node.position)
        }
        return value
    }

    func bool(_ key: String) throws(SystemFileError) -> Bool? {
        guard let node = node(key) else { return nil }
        guard case .bool(let value, _) = node else {
            throw Self.invalid(field(key), rule: .trueOrFalse, value: .jsonKind(node.kind), at: node.position)
        }
        return value
    }

    /// A whole number within `range`.
    func integer(_ key: String, in range: ClosedRange<Int>) throws(SystemFileError) -> Int? {
        guard let node = node(key) else { return nil }
        guard case .number(let value, let text, _) = node, let integer = Int(exactly: value), range.contains(integer) else {
            throw Self.invalid(
                field(key), rule: .wholeNumber(from: range.lowerBound, to: range.upperBound),
                value: Self.describe(node), at: node.position)
        }
        _ = text
        return integer
    }

    /// A quantity: a JSON number in the SI unit (or as `bare` reads it: a length in the file's
    /// units), or a string with a unit (`"4m"`, `"60W"`).
    func quantity(
        _ key: String, _ parse: (String, String) throws(ValidationError) -> Double, bare: (Double) -> Double = { $0 }
    ) throws(SystemFileError) -> Double? {
        guard let node = node(key) else { return nil }
        let value: Double
        switch node {
        case .number(let number, let text, _):
            guard number.isFinite else {
                throw Self.invalid(field(key), rule: .finiteNumber, actual: text, at: node.position)
            }
            value = bare(number)
        case .string(let text, _):
            do {
                value = try parse(text, field(key))
            } catch {
                throw .invalid(error, at: node.position)
            }
        default:
            throw Self.invalid(
                field(key), rule: .numberOrUnitString, value: .jsonKind(node.kind), at: node.position)
        }
        return value
    }

    /// Runs a range check, attaching the member's position to its error.
    func check(_ key: String, _ body: (String) throws(ValidationError) -> Void) throws(SystemFileError) {
        do {
            try body(field(key))
        } catch {
            throw .invalid(error, at: node(key)?.position ?? position)
        }
    }

    /// One of a closed set of names.
    func choice<T>(_ key: String, _ options: [(String, T)]) throws(SystemFileError) -> T? {
        guard let text = try string(key) else { return nil }
        if let match = options.first(where: { $0.0 == text }) { return match.1 }
        let names = options.map(\.0)
        let suggestion = Suggestion.closest(to: text, among: names)
        throw Self.invalid(
            field(key), rule: .oneOf(names, suggestion: suggestion), actual: "'\(text)'",
            at: node(key)?.position)
    }

    /// The elements of an array member; empty when absent.
    func array(_ key: String) throws(SystemFileError) -> [JSONNode] {
        guard let node = node(key) else { return [] }
        guard case .array(let items, _) = node else {
            throw Self.invalid(field(key), rule: .array, value: .jsonKind(node.kind), at: node.position)
        }
        return items
    }

    static func describe(_ node: JSONNode) -> ValidationError.Actual {
        switch node {
        case .number(_, let text, _): .text(text)
        case .string(let text, _): .text("'\(text)'")
        default: .jsonKind(node.kind)
        }
    }
}
