/// What a member of a `cable` JSON document holds: declared once per output struct (its
/// `static let shape`), next to the `write(to:)` that writes it, and turned into the published
/// JSON Schema (``JSONSchemaText``), the key tables of docs/json.md and `cable schema`.
///
/// The writers do not read these declarations (batch writes a record per input line through
/// ``JSONWriter``'s fast path, and a lookup per member would cost it); instead the corpus of
/// Scripts/validate-json-output.py validates every document the comparison runs print against
/// the generated schemas, whose objects all have `additionalProperties: false` and `required`
/// lists, so a key written but not declared — or declared but not written — fails the tests.
indirect enum JSONType: Sendable {
    case string
    /// A string from a closed set (the raw values of a CableCore enum).
    case enumeration([String])
    /// A number in `unit` (`"A"`, `"m"`, `"%"`; `"1"` for a ratio or a factor).
    case number(unit: String)
    /// A whole number in `unit` (`"1"` for a count).
    case integer(unit: String)
    case boolean
    /// A fixed integer: `schemaVersion`.
    case constant(Int)
    case array(JSONType)
    /// An array element that may be `null` (a `table` cell where no size fits).
    case orNull(JSONType)
    case object(JSONObjectShape)
    /// An object from language code to text: a catalogue entry's `names`.
    case stringMap
    /// A batch row's `id` or `name`, passed through as the row gave it: a string, number or boolean.
    case label
}

/// One key of a JSON object.
struct JSONMember: Sendable {
    let key: String
    let type: JSONType
    let description: String
    /// Whether the value may be `null` (the key is always there).
    var nullable = false
    /// Whether the key may be missing (batch's `id` and `name`, `input.fuseFactor` in `drop`).
    var optional = false

    init(_ key: String, _ type: JSONType, _ description: String, nullable: Bool = false, optional: Bool = false) {
        self.key = key
        self.type = type
        self.description = description
        self.nullable = nullable
        self.optional = optional
    }

    /// The unit of a number, if the member is one.
    var unit: String? {
        switch type {
        case .number(let unit), .integer(let unit): unit
        case .array(.number(let unit)), .array(.integer(let unit)): unit
        default: nil
        }
    }
}

/// A JSON object: its members in key order. A `name` makes it a shared definition (`$defs`),
/// written once and referred to wherever it appears.
struct JSONObjectShape: Sendable {
    var name: String?
    let description: String
    let members: [JSONMember]

    init(name: String? = nil, _ description: String, _ members: [JSONMember]) {
        self.name = name
        self.description = description
        self.members = members
    }

    /// This shape with `more` members, placed in key order, and another description.
    func adding(_ more: [JSONMember], name: String? = nil, description: String? = nil) -> JSONObjectShape {
        JSONObjectShape(
            name: name, description ?? self.description, (members + more).sorted { $0.key < $1.key })
    }

    /// This shape without the members named.
    func removing(_ keys: Set<String>, name: String? = nil, description: String? = nil) -> JSONObjectShape {
        JSONObjectShape(name: name, description ?? self.description, members.filter { !keys.contains($0.key) })
    }
}

/// A document `cable` writes (or reads): its kind — the name `cable schema KIND` takes and the
/// file Fixtures/schemas/KIND.schema.json — and its top-level shape, one object or one of several.
struct JSONDocumentShape: Sendable {
    let kind: String
    let title: String
    /// Which command line prints it.
    let producedBy: String
    let description: String
    let variants: [JSONObjectShape]

    /// The document's identifier: `urn:cable:schema:KIND:VERSION`, from the kind and the
    /// `schemaVersion` the document carries (every `cable` document has one; none carries
    /// `$schema`, so that output stays as it was).
    static func identifier(kind: String, version: Int = jsonSchemaVersion) -> String {
        "urn:cable:schema:\(kind):\(version)"
    }
}

extension JSONMember {
    /// `schemaVersion`, in every document.
    static let schemaVersion = JSONMember(
        "schemaVersion", .constant(jsonSchemaVersion),
        "The version of this document's shape: with the document's kind it names its schema, urn:cable:schema:KIND:VERSION. It rises with any change that is not additive (docs/json.md, Compatibility)."
    )
}
