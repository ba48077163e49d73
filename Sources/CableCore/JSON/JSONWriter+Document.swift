extension JSONWriter {
    /// A ``JSONNode`` tree in the one layout `cable` writes system files in, so every write of the
    /// same content gives the same bytes and `git diff` shows only what changed.
    ///
    /// The layout is ``Layout/indented``, members in their order and numbers exactly as they were
    /// written, except: an object inside an array goes on one line (``Layout/inline``) when it
    /// fits in 160 characters with its indent, so a list of loads reads as a table (small nested
    /// objects such as an `arrangement` stay inline with it); an array of scalars goes on one
    /// line when it fits. The text ends with a line feed.
    package static func write(_ node: JSONNode) -> String {
        var writer = JSONWriter(layout: .indented)
        writer.document(node, depth: 0, inArray: false)
        return writer.text + "\n"
    }

    private mutating func document(_ node: JSONNode, depth: Int, inArray: Bool) {
        switch node {
        case .object(let members, _):
            if !members.isEmpty, inArray, let line = Self.inline(node), line.count + depth * 2 <= 160 {
                value(json: Array(line.utf8))
                return
            }
            beginObject()
            for member in members {
                key(escaping: member.key)
                document(member.value, depth: depth + 1, inArray: false)
            }
            endObject()
        case .array(let items, _):
            if !items.isEmpty, !items.contains(where: \.isContainer), let line = Self.inline(node),
                line.count + depth * 2 <= 160
            {
                value(json: Array(line.utf8))
                return
            }
            beginArray()
            for item in items { document(item, depth: depth + 1, inArray: true) }
            endArray()
        default:
            scalar(node)
        }
    }

    /// The one-line form of a node, or nil when it holds an array with a container in it.
    private static func inline(_ node: JSONNode) -> String? {
        var writer = JSONWriter(layout: .inline)
        guard writer.inline(node) else { return nil }
        return writer.text
    }

    /// Writes `node` on one line; false when an array in it holds a container.
    private mutating func inline(_ node: JSONNode) -> Bool {
        switch node {
        case .object(let members, _):
            beginObject()
            for member in members {
                key(escaping: member.key)
                guard inline(member.value) else { return false }
            }
            endObject()
        case .array(let items, _):
            guard !items.contains(where: \.isContainer) else { return false }
            beginArray()
            for item in items { scalar(item) }
            endArray()
        default:
            scalar(node)
        }
        return true
    }

    /// A string, number (as written), boolean or null.
    private mutating func scalar(_ node: JSONNode) {
        switch node {
        case .string(let value, _): string(value)
        case .number(_, let text, _): number(text: text)
        case .bool(let value, _): bool(value)
        case .null: null()
        case .object, .array: assertionFailure("not a scalar")
        }
    }
}

extension JSONNode {
    var isContainer: Bool {
        switch self {
        case .object, .array: true
        default: false
        }
    }
}
