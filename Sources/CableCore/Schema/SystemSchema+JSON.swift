extension SystemSchema {
    /// `Fixtures/system.schema.json`: the JSON Schema (draft 2020-12) of system files, made from
    /// the field table, so it lists exactly the keys, types, ranges and required members the
    /// decoder reads. `SystemSchemaTests` fails when the committed file differs;
    /// `CABLE_UPDATE_SCHEMA=1 swift test --filter SystemSchemaTests` rewrites it.
    ///
    /// Rules between fields that JSON Schema states simply are included (a load's or charger's
    /// current or power, the keys an AC load may not have); the rest (ranges relative to other
    /// values, names unique, references) are the model's and are only described.
    public static func json() -> String { JSONWriter.write(document) }

    /// The schema as a JSON tree.
    static var document: JSONNode {
        object(
            [
                ("$schema", string("https://json-schema.org/draft/2020-12/schema")),
                ("title", string("cable system file")),
                (
                    "description",
                    string(
                        "A low-voltage DC electrical system: loads, battery banks, chargers and inverters around one bus. "
                            + "Quantities are bare numbers or strings with a unit (\"4m\", \"13ft\", \"60W\", \"200Ah\"). "
                            + "A bare number is in SI units (m, A, V, W, Ah, h, °C), except a length or a wire size in a file "
                            + "whose defaults.units is \"imperial\": feet and AWG. Lengths are one-way cable runs. "
                            + "An explicit null is the same as leaving an optional key out. "
                            + "Generated from the field table (SystemSchema); do not edit.")
                ),
            ] + objectSchema(.system) + [("$defs", object(definitions))])
    }

    /// The shared definitions and one per nested object.
    static var definitions: [(String, JSONNode)] {
        [
            (
                "name",
                object([
                    ("type", string("string")), ("minLength", number(1)), ("maxLength", number(200)), ("pattern", string("\\S")),
                ])
            ),
            (
                "quantityString",
                object([
                    ("type", string("string")),
                    ("pattern", string("^\\s*[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?\\s*\\S*\\s*$")),
                ])
            ),
        ]
            + [
                SystemField.Owner.defaults, .load, .battery, .arrangement, .charger, .chargerInput, .inverter, .panel, .array,
                .module,
            ]
            .map { owner in
                (owner.rawValue, object(objectSchema(owner) + constraints(owner)))
            }
    }

    /// `type`, `additionalProperties`, `required` and `properties` of one kind of object.
    static func objectSchema(_ owner: SystemField.Owner) -> [(String, JSONNode)] {
        let fields = keys(of: owner)
        let required = fields.filter { $0.requiredBy.contains(owner) }.map { string($0.key) }
        return [("type", string("object")), ("additionalProperties", .bool(false, .none))]
            + (required.isEmpty ? [] : [("required", .array(required, .none))])
            + [("properties", object(fields.map { ($0.key, property($0, required: $0.requiredBy.contains(owner))) }))]
    }

    /// The schema of one member; an optional one also takes `null`, which the decoder reads as
    /// the key left out (a required one's `null` is refused as missing).
    static func property(_ field: SystemField, required: Bool) -> JSONNode {
        let members = valueMembers(field)
        let description = [
            field.summary.isEmpty ? field.option?.help : field.summary, field.defaultText.map { "Default \($0)." },
        ]
        .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        let described: [(String, JSONNode)] = description.isEmpty ? [] : [("description", string(description))]
        guard !required else { return object(members + described) }
        return object([("anyOf", .array([object([("type", string("null"))]), object(members)], .none))] + described)
    }

    /// What one member's value may be, without its description.
    static func valueMembers(_ field: SystemField) -> [(String, JSONNode)] {
        let members: [(String, JSONNode)]
        switch field.value {
        case .quantity(_, let range, let positive):
            members = [("oneOf", .array([numberRange(range, positive: positive), reference("quantityString")], .none))]
        case .fraction(let range):
            members = [("oneOf", .array([numberRange(range, positive: true), reference("quantityString")], .none))]
        case .number(let range): members = numberRangeMembers(range, positive: false)
        case .integer(let range):
            members = [
                ("type", string("integer")), ("minimum", number(Double(range.lowerBound))),
                ("maximum", number(Double(range.upperBound))),
            ]
        case .bool: members = [("type", string("boolean"))]
        case .name, .reference: members = [("$ref", string("#/$defs/name"))]
        case .choice(let names): members = [("enum", .array(names.map(string), .none))]
        case .wireSize, .string: members = [("type", string("string"))]
        case .insulation:
            let ratings = InsulationRating.allCases
            members = [
                (
                    "oneOf",
                    .array(
                        [
                            object([("enum", .array(ratings.map { string($0.label) }, .none))]),
                            object([("enum", .array(ratings.map { number(Double($0.rawValue)) }, .none))]),
                        ], .none)
                )
            ]
        case .catalogId:
            members = [
                ("type", string("string")), ("pattern", string("^[a-z0-9]+(-[a-z0-9]+)*$")),
                ("maxLength", number(Double(CatalogFile.maximumIDLength))),
            ]
        case .object(let owner): members = [("$ref", string("#/$defs/\(owner.rawValue)"))]
        case .list(let owner): members = [("type", string("array")), ("items", reference(owner.rawValue))]
        case .version: members = [("const", number(Double(SystemFile.schemaVersion)))]
        }
        return members
    }

    /// Rules between members that JSON Schema states: a load's or charger's current or power
    /// (exactly one), what an AC load (one naming its inverter) may not have, and what a battery
    /// off the house bus may not (its main feed's keys: ``SystemField/isMainFeed``).
    static func constraints(_ owner: SystemField.Owner) -> [(String, JSONNode)] {
        func exactlyOne(_ first: String, _ second: String) -> (String, JSONNode) {
            (
                "oneOf",
                .array(
                    [
                        object(requiringMembers(first) + [("not", requiring(second))]),
                        object(requiringMembers(second) + [("not", requiring(first))]),
                    ], .none)
            )
        }
        switch owner {
        case .load:
            let dcOnly = keys(of: .load).filter(\.isDCOnly).map { requiring($0.key) }
            return [
                exactlyOne(power.key, current.key),
                ("if", requiring(inverter.key)),
                ("then", object([("not", object([("anyOf", .array(dcOnly, .none))]))])),
                ("else", requiring(length.key)),
            ]
        case .charger: return [exactlyOne(outputCurrent.key, power.key)]
        case .battery:
            let mainFeed = keys(of: .battery).filter(\.isMainFeed).map { requiring($0.key) }
            let separate = object([
                ("properties", object([(bus.key, object([("const", string(BatteryBank.Bus.separate.rawValue))]))])),
                ("required", .array([string(bus.key)], .none)),
            ])
            return [("if", separate), ("then", object([("not", object([("anyOf", .array(mainFeed, .none))]))]))]
        default: return []
        }
    }

    // MARK: - Building nodes

    private static func object(_ members: [(String, JSONNode)]) -> JSONNode { .object(members, .none) }
    private static func string(_ text: String) -> JSONNode { .string(text, .none) }
    private static func number(_ value: Double) -> JSONNode { .number(value, NumberText.shortest(value), .none) }
    private static func reference(_ name: String) -> JSONNode { object([("$ref", string("#/$defs/\(name)"))]) }
    /// The key is there and not `null` (a `null` is the key left out).
    private static func requiring(_ key: String) -> JSONNode { object(requiringMembers(key)) }

    /// ``requiring(_:)``'s members, to join with others in one object.
    private static func requiringMembers(_ key: String) -> [(String, JSONNode)] {
        [
            ("required", .array([string(key)], .none)),
            ("properties", object([(key, object([("not", object([("type", string("null"))]))]))])),
        ]
    }

    private static func numberRangeMembers(_ range: ClosedRange<Double>, positive: Bool) -> [(String, JSONNode)] {
        [("type", string("number"))]
            + (positive ? [("exclusiveMinimum", number(0))] : [("minimum", number(range.lowerBound))])
            + [("maximum", number(range.upperBound))]
    }

    private static func numberRange(_ range: ClosedRange<Double>, positive: Bool) -> JSONNode {
        object(numberRangeMembers(range, positive: positive))
    }
}
