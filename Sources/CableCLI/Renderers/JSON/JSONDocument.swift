import CableCore
import CableText

/// A JSON document `cable` prints: one struct per shape, each with one `write(to:)` that gives
/// its keys in sorted order (debug builds check it) with explicit nulls, quantities in SI units
/// named in the key, numbers at full precision and a `schemaVersion`.
protocol JSONDocument {
    func write(to json: inout JSONWriter)
}

extension JSONDocument {
    /// The document as `--json` prints it: indented two spaces, with a final line feed. Written
    /// in English whatever the run's language (`-o report.json` implies JSON without `--json`):
    /// the messages it holds are machine output too, so each document words them in `.en`
    /// (``Display/inEnglish``).
    var indentedText: String {
        var json = JSONWriter(layout: .indented, sortedKeys: true)
        write(to: &json)
        return json.text + "\n"
    }
}

/// The `schemaVersion` of every document; a change that removes or renames a key raises it.
let jsonSchemaVersion = 1

extension JSONMemberWriter where Self: ~Copyable {
    /// A conductor object: the one shape every document shows a conductor in,
    /// `{areaSquareMillimeters, awg, kcmil, label, series}`.
    @inline(always)
    mutating func conductor(_ size: ConductorSize) {
        beginObject()
        // The five members written here rather than through `conductor(_:of:)` (batch writes
        // three conductors a row): that switch, put in line five times, was too large for the
        // inliner, and each member was a call. `ConductorJSONTests` check that this object is
        // the five members `conductor(_:of:)` writes, in order, for every size.
        if case .metric(let squareMillimeters) = size.designation, squareMillimeters.isFinite {
            metricConductorMembers(squareMillimeters)
        } else {
            member("areaSquareMillimeters", size.area.squareMillimeters)
            member("awg", size.awgLabel)
            member("kcmil", size.kcmil)
            member("label", unescapedUpTo: ConductorSize.labelMaximumLength, writing: size.writeLabel(to:))
            member("series", caseName: WireSeries.of(size).jsonName)
        }
        endObject()
    }

    /// A metric size's five members. Its label is its area's text and `" mm²"`
    /// (``ConductorSize/writeLabel(to:)``): the area is formatted once (``HeldNumberText``) and
    /// copied into both members, rather than formatted again for the label (a call of ~90
    /// instructions, three a batch row); `awg` and `kcmil` are `null`, the series `metric`.
    @inline(always)
    mutating func metricConductorMembers(_ squareMillimeters: Double) {
        let area = HeldNumberText(squareMillimeters)
        member("areaSquareMillimeters", numberText: area)
        member("awg", nil as String?)
        member("kcmil", nil as Int?)
        member("label", unescaped: area, followedBy: ConductorSize.metricUnit)
        member("series", caseName: WireSeries.metric.jsonName)
    }

    /// A chosen fuse: `{interruptRatingAmperes, ratingAmperes, type, typeName, voltageRatingVolts}`,
    /// or null.
    @inline(always)
    mutating func fuse(_ fuse: FuseRecommendation?) {
        guard let fuse else { return null() }
        beginObject()
        member("interruptRatingAmperes", fuse.type.interruptRating.amperes)
        member("ratingAmperes", fuse.rating.amperes)
        member("type", caseName: fuse.type.jsonName)
        member("typeName", caseName: fuse.type.staticDisplayName)
        member("voltageRatingVolts", fuse.type.voltageRating.volts)
        endObject()
    }

    /// The fuse families in preference order, by their JSON names.
    @inline(always)
    mutating func fuseTypes(_ types: [FuseType]) {
        beginArray()
        for type in types { string(caseName: type.jsonName) }
        endArray()
    }

    /// A member `name` holding the fuse families in preference order, by their JSON names: one
    /// piece for the array in batch's records (``CompactJSONWriter``). Read through the array's
    /// buffer, whose count and elements are read in line (the array's `count` was two calls).
    @inline(always)
    mutating func member(_ name: StaticString, fuseTypes types: [FuseType]) {
        types.withUnsafeBufferPointer { member(name, fuseTypes: $0) }
    }

    @inline(always)
    mutating func schemaVersion() { member("schemaVersion", jsonSchemaVersion) }
}

extension JSONWriter {
    /// The members of a conductor object, in order.
    enum ConductorMember: CaseIterable {
        case areaSquareMillimeters, awg, kcmil, label, series

        static let all = allCases
    }

    /// One member of a conductor object, for a document that lists a conductor's members among
    /// its own (`cable wires`).
    mutating func conductor(_ member: ConductorMember, of size: ConductorSize) {
        switch member {
        case .areaSquareMillimeters: self.member("areaSquareMillimeters", size.area.squareMillimeters)
        case .awg: self.member("awg", size.awgLabel)
        case .kcmil: self.member("kcmil", size.kcmil)
        case .label: self.member("label", unescapedUpTo: ConductorSize.labelMaximumLength, writing: size.writeLabel(to:))
        case .series: self.member("series", caseName: WireSeries.of(size).jsonName)
        }
    }

    /// A list of strings.
    mutating func strings(_ values: [String]) {
        beginArray()
        for value in values { string(value) }
        endArray()
    }
}

extension JSONType {
    /// The raw values of a CableCore enum, as the writers write them.
    static func cases<T: CaseIterable & RawRepresentable>(of type: T.Type) -> JSONType where T.RawValue == String {
        .enumeration(T.allCases.map(\.rawValue))
    }
}

extension JSONObjectShape {
    /// The conductor object (``JSONWriter/conductor(_:)``).
    static let conductor = JSONObjectShape(
        name: "conductor", "A conductor size: metric (IEC 60228), AWG or kcmil.",
        [
            .init("areaSquareMillimeters", .number(unit: "mm²"), "The conductor's cross-section."),
            .init("awg", .string, "The AWG gauge (\"10\", \"4/0\"); null for metric and kcmil sizes.", nullable: true),
            .init(
                "kcmil", .number(unit: "kcmil"), "The size in thousands of circular mils; null unless a kcmil size.",
                nullable: true),
            .init("label", .string, "The size as printed: \"6 mm²\", \"4/0 AWG\", \"250 kcmil\"."),
            .init("series", .cases(of: WireSeries.self), "The series the size belongs to."),
        ])

    /// The fuse object (``JSONWriter/fuse(_:)``).
    static let fuse = JSONObjectShape(
        name: "fuse", "A standard fuse chosen to protect the conductor.",
        [
            .init("interruptRatingAmperes", .number(unit: "A"), "The family's interrupting rating."),
            .init("ratingAmperes", .number(unit: "A"), "The fuse's rating."),
            .init("type", .cases(of: FuseType.self), "The fuse family."),
            .init("typeName", .string, "The family's name as printed (\"ATO/ATC blade\")."),
            .init("voltageRatingVolts", .number(unit: "V"), "The family's voltage rating."),
        ])
}
