import CableCore

/// Writes a ``JSONDocumentShape`` as a JSON Schema (draft 2020-12): `$id`, a description on every
/// key (with its unit, also given as `x-unit`), `required` lists and `additionalProperties: false`
/// on every object. Named objects go to `$defs` once. Keys sorted, two-space indented: the text of
/// Fixtures/schemas/KIND.schema.json and `cable schema KIND`.
enum JSONSchemaText {
    static let draft = "https://json-schema.org/draft/2020-12/schema"

    static func text(_ document: JSONDocumentShape) -> String {
        var json = JSONWriter(layout: .indented, sortedKeys: true)
        var definitions: [String: JSONObjectShape] = [:]
        for variant in document.variants { collect(variant, into: &definitions) }
        json.beginObject()
        if !definitions.isEmpty {
            json.key("$defs")
            json.beginObject()
            for (name, shape) in definitions.sorted(by: { $0.key < $1.key }) {
                json.key(escaping: name)
                object(shape, nullable: false, description: nil, open: true, to: &json)
            }
            json.endObject()
        }
        json.member("$id", JSONDocumentShape.identifier(kind: document.kind))
        json.member("$schema", draft)
        if document.variants.count == 1 {
            object(
                document.variants[0], nullable: false, description: document.description, title: document.title, open: false,
                to: &json)
        } else {
            json.member("description", document.description)
            json.key("oneOf")
            json.beginArray()
            for variant in document.variants {
                json.beginObject()
                object(variant, nullable: false, description: nil, open: false, to: &json)
                json.endObject()
            }
            json.endArray()
            json.member("title", document.title)
        }
        json.endObject()
        return json.text + "\n"
    }

    /// Every named object in `shape`, at any depth.
    private static func collect(_ shape: JSONObjectShape, into definitions: inout [String: JSONObjectShape]) {
        for member in shape.members { collect(member.type, into: &definitions) }
    }

    private static func collect(_ type: JSONType, into definitions: inout [String: JSONObjectShape]) {
        switch type {
        case .object(let shape):
            if let name = shape.name {
                guard definitions[name] == nil else { return }
                definitions[name] = shape
            }
            collect(shape, into: &definitions)
        case .array(let element), .orNull(let element): collect(element, into: &definitions)
        default: break
        }
    }

    /// An object's schema (`additionalProperties`, `description`, `properties`, `required`,
    /// `type`): a whole object when `open`, else members of one the caller opened (the root, a
    /// `oneOf` variant).
    private static func object(
        _ shape: JSONObjectShape, nullable: Bool, description: String?, title: String? = nil, open: Bool,
        to json: inout JSONWriter
    ) {
        if open { json.beginObject() }
        json.member("additionalProperties", false)
        json.member("description", description ?? shape.description)
        json.key("properties")
        json.beginObject()
        for member in shape.members {
            json.key(escaping: member.key)
            self.member(member, to: &json)
        }
        json.endObject()
        json.key("required")
        json.strings(shape.members.filter { !$0.optional }.map(\.key))
        if let title { json.member("title", title) }
        json.key("type")
        if nullable { json.strings(["object", "null"]) } else { json.string("object") }
        if open { json.endObject() }
    }

    /// A member's schema: its type, its description (ending with its unit) and `x-unit`.
    private static func member(_ member: JSONMember, to json: inout JSONWriter) {
        let description = member.unit.map { "\(member.description) Unit: \($0)." } ?? member.description
        value(member.type, nullable: member.nullable, description: description, unit: member.unit, to: &json)
    }

    private static func value(_ type: JSONType, nullable: Bool, description: String?, unit: String?, to json: inout JSONWriter) {
        guard case .object(let shape) = type, let name = shape.name else {
            return scalarOrContainer(type, nullable: nullable, description: description, unit: unit, to: &json)
        }
        reference(to: name, nullable: nullable, description: description, to: &json)
    }

    /// A member holding a named object: `$ref` (in `anyOf` with null when nullable).
    private static func reference(to name: String, nullable: Bool, description: String?, to json: inout JSONWriter) {
        let reference = "#/$defs/\(name)"
        json.beginObject()
        if nullable {
            json.key("anyOf")
            json.beginArray()
            json.beginObject()
            json.member("$ref", reference)
            json.endObject()
            json.beginObject()
            json.member("type", "null")
            json.endObject()
            json.endArray()
            if let description { json.member("description", description) }
        } else {
            json.member("$ref", reference)
            if let description { json.member("description", description) }
        }
        json.endObject()
    }

    private static func scalarOrContainer(
        _ type: JSONType, nullable: Bool, description: String?, unit: String?, to json: inout JSONWriter
    ) {
        if case .object(let shape) = type {
            return object(shape, nullable: nullable, description: description ?? shape.description, open: true, to: &json)
        }
        if case .orNull(let element) = type {
            return value(element, nullable: true, description: description, unit: unit, to: &json)
        }
        json.beginObject()
        switch type {
        case .object, .orNull: break
        case .constant(let version):
            json.member("const", version)
            if let description { json.member("description", description) }
            json.member("type", "integer")
        case .stringMap:
            json.key("additionalProperties")
            json.beginObject()
            json.member("type", "string")
            json.endObject()
            if let description { json.member("description", description) }
            types(["object"], nullable: nullable, to: &json)
        case .array(let element):
            if let description { json.member("description", description) }
            json.key("items")
            value(element, nullable: false, description: nil, unit: nil, to: &json)
            types(["array"], nullable: nullable, to: &json)
            if let unit { json.member("x-unit", unit) }
        case .enumeration(let cases):
            if let description { json.member("description", description) }
            json.key("enum")
            json.beginArray()
            for name in cases { json.string(name) }
            if nullable { json.null() }
            json.endArray()
            types(["string"], nullable: nullable, to: &json)
        case .string: scalar("string", nullable: nullable, description: description, unit: nil, to: &json)
        case .boolean: scalar("boolean", nullable: nullable, description: description, unit: nil, to: &json)
        case .number: scalar("number", nullable: nullable, description: description, unit: unit, to: &json)
        case .integer: scalar("integer", nullable: nullable, description: description, unit: unit, to: &json)
        case .label: scalar(nil, nullable: false, description: description, unit: nil, to: &json)
        }
        json.endObject()
    }

    /// `description`, `type` and `x-unit` of a scalar; `type` nil is a batch label (any scalar).
    private static func scalar(_ type: String?, nullable: Bool, description: String?, unit: String?, to json: inout JSONWriter) {
        if let description { json.member("description", description) }
        types(type.map { [$0] } ?? ["boolean", "number", "string"], nullable: nullable, to: &json)
        if let unit { json.member("x-unit", unit) }
    }

    private static func types(_ names: [String], nullable: Bool, to json: inout JSONWriter) {
        json.key("type")
        if nullable || names.count > 1 { json.strings(names + (nullable ? ["null"] : [])) } else { json.string(names[0]) }
    }
}
