/// The config file (`config.json`) as an editable JSON document: one object whose members are
/// ``Preferences`` keys, and optionally `"schemaVersion": 1`.
///
/// ```json
/// { "schemaVersion": 1, "units": "imperial", "standard": "abyc", "maxDropPercent": 3, "catalog": ["/home/me/parts.json"] }
/// ```
///
/// Drop limits are numbers (%) or strings with a unit (`"3%"`); `catalog` is an array of
/// strings. Unknown keys are refused with a suggestion, as in system files: a misspelt
/// preference must not be silently ignored. Edits keep the other members, their order and the
/// file's layout (``TextStyle``).
package struct PreferencesDocument: Sendable {
    package static let schemaVersion = 1
    /// The members a config file may have, in the order they are written.
    static let keys = ["schemaVersion"] + Preferences.Key.allCases.map(\.rawValue)

    package private(set) var root: JSONNode
    package let style: TextStyle

    /// An empty config: `{"schemaVersion": 1}`.
    package init() {
        root = .object([("schemaVersion", .number(1, "1", .none))], .none)
        style = .standard
    }

    /// A config read from its bytes; only its JSON syntax is checked, so a bad value can still
    /// be replaced or removed. Empty text (or only white space) is an empty config.
    package init(bytes: [UInt8]) throws(SystemFileError) {
        style = TextStyle(detecting: bytes)
        guard bytes.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            root = .object([("schemaVersion", .number(1, "1", .none))], .none)
            return
        }
        do {
            root = try JSONReader.parse(bytes)
        } catch {
            throw .syntax(error)
        }
    }

    /// The document as `cable` writes it, in the file's own ``style``.
    package var text: String { style.apply(to: JSONWriter.write(root)) }

    /// Reads and validates a config file's bytes.
    package static func decode(_ bytes: [UInt8]) throws(SystemFileError) -> Preferences {
        try PreferencesDocument(bytes: bytes).validated()
    }

    /// The preferences the document holds, validated.
    /// - Throws: ``SystemFileError`` naming the key (and its position) of the first problem: an
    ///   unknown key, a `schemaVersion` other than 1, a value of the wrong type or out of range.
    package func validated() throws(SystemFileError) -> Preferences {
        let reader = try FieldReader(root, path: "", keys: Self.keys)
        if let version = try reader.integer("schemaVersion", in: 0...Int.max), version != Self.schemaVersion {
            throw FieldReader.invalid(
                "schemaVersion", rule: .schemaVersion(Self.schemaVersion), actual: String(version),
                at: reader.node("schemaVersion")?.position)
        }
        var preferences = Preferences.none
        for key in Preferences.Key.allCases where reader.node(key.rawValue) != nil {
            let position = reader.node(key.rawValue)?.position
            let value: Preferences
            do {
                value = try Self.value(key, reader: reader)
            } catch {
                throw .invalid(error, at: position)
            }
            preferences = preferences.filling(from: value)
        }
        return preferences
    }

    /// One member's value.
    private static func value(_ key: Preferences.Key, reader: FieldReader) throws(ValidationError) -> Preferences {
        let field = key.rawValue
        guard let node = reader.node(field) else { return .none }
        switch (key, node) {
        case (.units, .string(let text, _)), (.standard, .string(let text, _)), (.lang, .string(let text, _)):
            return try Preferences.parse(key, text, field: field)
        case (.maxDropPercent, .number(let number, _, _)):
            return try Preferences(maxDropPercent: number)
        case (.criticalMaxDropPercent, .number(let number, _, _)):
            return try Preferences(criticalMaxDropPercent: number)
        case (.maxDropPercent, .string(let text, _)), (.criticalMaxDropPercent, .string(let text, _)):
            return try Preferences.parse(key, text, field: field)
        case (.catalog, .array(let items, _)):
            var paths: [String] = []
            for (index, item) in items.enumerated() {
                guard case .string(let path, _) = item else {
                    throw ValidationError(
                        field: "catalog[\(index)]", rule: .pathString, value: .jsonKind(item.kind))
                }
                paths.append(path)
            }
            return try Preferences(catalog: paths)
        case (.maxDropPercent, _), (.criticalMaxDropPercent, _):
            throw ValidationError(
                field: field, rule: .percentValue, value: .jsonKind(node.kind))
        case (.catalog, _):
            throw ValidationError(field: field, rule: .pathArray, value: .jsonKind(node.kind))
        default:
            throw ValidationError(field: field, rule: .stringOf(help: key.valueHelp), value: .jsonKind(node.kind))
        }
    }

    /// Sets `key` to the value `preferences` hold for it (validated when they were made),
    /// written as the format documents it: names as strings, limits as numbers (%), the
    /// catalogue as an array of strings. The document must be an object.
    package mutating func set(_ key: Preferences.Key, from preferences: Preferences) {
        let value: JSONNode
        switch key {
        case .maxDropPercent, .criticalMaxDropPercent:
            let percent = (key == .maxDropPercent ? preferences.maxDropPercent : preferences.criticalMaxDropPercent) ?? 0
            value = .number(percent, NumberText.shortest(percent), .none)
        case .catalog:
            value = .array((preferences.catalog ?? []).map { .string($0, .none) }, .none)
        default:
            value = .string(preferences.text(of: key) ?? "", .none)
        }
        root = root.setting(path: key.rawValue, to: value, order: Self.keys)
    }

    /// Removes `key`. Returns whether it was there.
    @discardableResult
    package mutating func unset(_ key: Preferences.Key) -> Bool {
        guard root.member(key.rawValue) != nil else { return false }
        root = root.removing(path: key.rawValue)
        return true
    }
}
