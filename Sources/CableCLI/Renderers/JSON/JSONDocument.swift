import CableCore

/// A JSON document `cable` prints: one struct per shape, each with one `write(to:)` that gives
/// its keys in sorted order (debug builds check it) with explicit nulls, quantities in SI units
/// named in the key, numbers at full precision and a `schemaVersion`.
protocol JSONDocument {
    func write(to json: inout JSONWriter)
}

extension JSONDocument {
    /// The document as `--json` prints it: indented two spaces, with a final line feed.
    var indentedText: String {
        var json = JSONWriter(layout: .indented, sortedKeys: true)
        write(to: &json)
        return json.text + "\n"
    }
}

/// The `schemaVersion` of every document; a change that removes or renames a key raises it.
let jsonSchemaVersion = 1

extension JSONWriter {
    /// The members of a conductor object, in order: the one shape every document shows a
    /// conductor in, `{areaSquareMillimeters, awg, kcmil, label, series}`.
    static let conductorKeys = ["areaSquareMillimeters", "awg", "kcmil", "label", "series"]

    /// A conductor object.
    mutating func conductor(_ size: ConductorSize) {
        beginObject()
        for name in Self.conductorKeys {
            key(name)
            conductorValue(name, of: size)
        }
        endObject()
    }

    /// The value of a conductor object's member `name` (one of ``conductorKeys``), for a
    /// document that lists a conductor's members among its own (`cable wires`).
    mutating func conductorValue(_ name: String, of size: ConductorSize) {
        switch name {
        case "areaSquareMillimeters": number(size.area.squareMillimeters)
        case "awg": optional(size.awgLabel) { $0.string($1) }
        case "kcmil":
            if case .kcmil(let thousands) = size.designation { integer(thousands) } else { null() }
        case "label": string(size.label)
        default: string(WireSeries.of(size).rawValue)
        }
    }

    /// A chosen fuse: `{ratingAmperes, type, typeName}`, or null.
    mutating func fuse(_ fuse: FuseRecommendation?) {
        optional(fuse) { json, fuse in
            json.beginObject()
            json.key("ratingAmperes")
            json.number(fuse.rating.amperes)
            json.key("type")
            json.string(fuse.type.rawValue)
            json.key("typeName")
            json.string(fuse.type.displayName)
            json.endObject()
        }
    }

    /// A derated ampacity in amperes, or null where the tables do not rate the size.
    mutating func ampacity(_ rating: AmpacityRating?) {
        optional(rating) { $0.number($1.current.amperes) }
    }

    /// The fuse families in preference order, by their JSON names.
    mutating func fuseTypes(_ types: [FuseType]) {
        beginArray()
        for type in types { string(type.rawValue) }
        endArray()
    }

    /// A list of strings.
    mutating func strings(_ values: [String]) {
        beginArray()
        for value in values { string(value) }
        endArray()
    }

    mutating func schemaVersion() {
        key("schemaVersion")
        integer(jsonSchemaVersion)
    }
}
