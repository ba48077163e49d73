/// Reads quantities the way people type them: `5m`, `16 ft`, `20A`, `240W`, `12V`, `3%`,
/// `60C`, `6mm2`, `10awg`, `2/0`, `4/0 AWG`, `250 kcmil`.
///
/// A bare number takes the quantity's default unit (metres — feet under imperial units —,
/// amperes, volts, watts, percent, °C). Numbers are plain decimals with an optional exponent:
/// no `nan`, `inf`, hex or digit separators. Units are case-insensitive and may follow a space.
/// Every failure is a ``ValidationError`` naming `field`.
///
/// **Decimal comma.** A single value may use a comma for its decimal point where that cannot
/// be misread (issue #24): digits, exactly one comma, digits, and no `.` — `5,5` is 5.5 and
/// `0,75m` 0.75 m, whatever the language. A comma before exactly three digits after a
/// non-zero whole part (`1,500`) could group thousands, as English writes them, so it is
/// refused as ambiguous, naming both readings (`0,125` is not: no one groups a zero). More
/// than one comma, or a comma beside a dot (`1,000.5`, `1.000,5`), is refused. Lists
/// (``lengthList(_:field:)``, ``fuseTypes(_:field:)``) split at commas before a number is read,
/// so in a list a comma always separates values.
package enum QuantityParser {
    /// A unit's spellings (lower case) and how a number in it converts to the SI unit. (A
    /// struct, not a tuple: a tuple type holding a closure is built by the runtime on first use,
    /// a measurable part of a one-off run's start-up.)
    struct Unit {
        let spellings: [String]
        let convert: @Sendable (Double) -> Double

        init(_ spellings: [String], _ convert: @escaping @Sendable (Double) -> Double) {
            self.spellings = spellings
            self.convert = convert
        }
    }

    /// The units one kind of quantity may be written in.
    struct UnitTable {
        let kind: ValidationError.QuantityKind
        let units: [Unit]
        let hint: [String]

        func convert(_ number: Double, unit: String) -> Double? {
            units.first(where: { $0.spellings.contains(unit) }).map { $0.convert(number) }
        }
    }

    /// Lengths with a bare number in metres (metric units).
    static let lengthUnits = lengthTable(bareIsFeet: false)
    /// Lengths with a bare number in feet (imperial units).
    static let imperialLengthUnits = lengthTable(bareIsFeet: true)

    /// The length units, a bare number (the unit `""`) meaning metres or feet.
    static func lengthUnits(_ units: UnitSystem) -> UnitTable { units == .imperial ? imperialLengthUnits : lengthUnits }

    private static func lengthTable(bareIsFeet: Bool) -> UnitTable {
        UnitTable(
            kind: .length,
            units: [
                Unit((bareIsFeet ? [] : [""]) + ["m", "meter", "meters", "metre", "metres"], { $0 }),
                Unit(["cm"], { $0 / 100 }),
                Unit(["mm"], { $0 / 1000 }),
                Unit(["km"], { $0 * 1000 }),
                Unit((bareIsFeet ? [""] : []) + ["ft", "foot", "feet", "'"], { $0 * Length.metersPerFoot }),
                Unit(["in", "inch", "inches", "\""], { $0 * 0.0254 }),
                Unit(["yd", "yard", "yards"], { $0 * 0.9144 }),
            ], hint: ["m", "cm", "mm", "km", "ft", "in", "yd"])
    }

    static let currentUnits = UnitTable(
        kind: .current,
        units: [
            Unit(["", "a", "amp", "amps", "ampere", "amperes"], { $0 }),
            Unit(["ma"], { $0 / 1000 }),
            Unit(["ka"], { $0 * 1000 }),
        ], hint: ["A", "mA", "kA"])

    static let voltageUnits = UnitTable(
        kind: .voltage,
        units: [
            Unit(["", "v", "volt", "volts"], { $0 }),
            Unit(["mv"], { $0 / 1000 }),
            Unit(["kv"], { $0 * 1000 }),
        ], hint: ["V", "mV", "kV"])

    static let powerUnits = UnitTable(
        kind: .power,
        units: [
            Unit(["", "w", "watt", "watts"], { $0 }),
            Unit(["kw"], { $0 * 1000 }),
        ], hint: ["W", "kW"])

    static let percentUnits = UnitTable(
        kind: .percentage,
        units: [
            Unit(["", "%", "pct", "percent"], { $0 })
        ], hint: ["%"])

    static let temperatureUnits = UnitTable(
        kind: .temperature,
        units: [
            Unit(["", "c", "°c", "degc", "℃"], { $0 }),
            Unit(["f", "°f", "degf", "℉"], { Temperature.fahrenheit($0).degreesCelsius }),
            Unit(["k"], { Temperature.kelvin($0).degreesCelsius }),
        ], hint: ["C", "F", "K"])

    static let chargeUnits = UnitTable(
        kind: .charge,
        units: [
            Unit(["", "ah", "amp-hours", "amphours"], { $0 }),
            Unit(["mah"], { $0 / 1000 }),
        ], hint: ["Ah", "mAh"])

    static let durationUnits = UnitTable(
        kind: .duration,
        units: [
            Unit(["", "h", "hr", "hrs", "hour", "hours"], { $0 }),
            Unit(["min", "minutes"], { $0 / 60 }),
        ], hint: ["h", "min"])

    /// Battery capacity in ampere-hours: `200`, `200Ah`.
    package static func ampereHours(_ text: String, field: String) throws(ValidationError) -> Double {
        try parse(text, chargeUnits, field: field)
    }
    /// A duration in hours: `10`, `10h`, `90min`.
    package static func hours(_ text: String, field: String) throws(ValidationError) -> Double {
        try parse(text, durationUnits, field: field)
    }

    /// A length: `5m`, `16ft`, `300cm`; a bare number is metres, or feet under imperial units.
    package static func length(_ text: String, field: String, units: UnitSystem = .metric) throws(ValidationError) -> Length {
        .meters(try parse(text, lengthUnits(units), field: field))
    }

    /// A length given as a bare number (a JSON number in a batch line or a system file): metres,
    /// or feet under imperial units — the rule ``length(_:field:units:)`` applies to text.
    package static func bareLength(_ number: Double, units: UnitSystem) -> Length {
        units == .imperial ? .feet(number) : .meters(number)
    }
    package static func current(_ text: String, field: String) throws(ValidationError) -> Current {
        .amperes(try parse(text, currentUnits, field: field))
    }
    package static func voltage(_ text: String, field: String) throws(ValidationError) -> Voltage {
        .volts(try parse(text, voltageUnits, field: field))
    }
    package static func power(_ text: String, field: String) throws(ValidationError) -> Power {
        .watts(try parse(text, powerUnits, field: field))
    }
    package static func percent(_ text: String, field: String) throws(ValidationError) -> Double {
        try parse(text, percentUnits, field: field)
    }
    package static func temperature(_ text: String, field: String) throws(ValidationError) -> Temperature {
        .celsius(try parse(text, temperatureUnits, field: field))
    }
    /// A temperature typed or written under `units`: a bare number is °C under metric units and
    /// refused under imperial ones (``bareTemperature(_:written:field:units:)``), where lengths
    /// and wire sizes are feet and AWG and a bare 14 could be meant as °F.
    package static func temperature(_ text: String, field: String, units: UnitSystem) throws(ValidationError) -> Temperature {
        if let (degrees, unit) = try? splitNumber(text, field: field), unit.isEmpty {
            return try bareTemperature(degrees, written: quoted(text), field: field, units: units)
        }
        return try temperature(text, field: field)
    }
    /// A temperature given as a bare number (a JSON number, or text without a unit), `written` as
    /// it is to be shown: °C under metric units; refused under imperial ones
    /// (``ValidationError/Rule/temperatureNeedsUnit``). The one rule for a bare temperature, in
    /// every place one is typed or written: `size`, `drop`, `table`, `wires` and `batch`
    /// (``SizingRequest``), system files and `add`/`set`.
    package static func bareTemperature(
        _ degrees: Double, written: String, field: String, units: UnitSystem
    ) throws(ValidationError) -> Temperature {
        guard units == .metric else {
            throw ValidationError(field: field, rule: .temperatureNeedsUnit, actual: written)
        }
        return .celsius(degrees)
    }
    /// A plain number with no unit (counts, factors).
    package static func number(_ text: String, field: String) throws(ValidationError) -> Double {
        let (value, unit) = try splitNumber(text, field: field)
        guard unit.isEmpty else {
            throw ValidationError(field: field, rule: .plainNumber, actual: quoted(text))
        }
        return value
    }

    /// An insulation temperature rating: `105`, `105C`, `105°C`.
    package static func insulation(_ text: String, field: String) throws(ValidationError) -> InsulationRating {
        let (value, unit) = try splitNumber(text, field: field)
        let known = InsulationRating.allCases.map(\.label)
        guard ["", "c", "°c"].contains(unit), let rating = InsulationRating(rawValue: Int(exactly: value) ?? -1) else {
            throw ValidationError(
                field: field, rule: .oneOf(known, suggestion: Suggestion.closest(to: text, among: known)), actual: quoted(text))
        }
        return rating
    }

    /// A list of lengths: `10,15,20ft` (a unit given on any element applies to the bare ones;
    /// with none, they are metres, or feet under imperial units) or a range `10-170ft:10` (from,
    /// to, step). At most 200 values.
    package static func lengthList(_ text: String, field: String, units: UnitSystem = .metric) throws(ValidationError)
        -> [Length]
    {
        try list(text, lengthUnits(units), field: field).map(Length.meters)
    }

    /// A list of currents: `5,10,15A` or `5-100A:5`. At most 200 values.
    package static func currentList(_ text: String, field: String) throws(ValidationError) -> [Current] {
        try list(text, currentUnits, field: field).map(Current.amperes)
    }

    static func list(_ text: String, _ table: UnitTable, field: String) throws(ValidationError) -> [Double] {
        func fail(_ rule: ValidationError.Rule) -> ValidationError {
            ValidationError(field: field, rule: rule, actual: quoted(text))
        }
        guard text.count <= 2000 else { throw fail(.tooLong(characters: 2000)) }
        if text.contains(":") {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            let bounds = parts[0].split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, bounds.count == 2 else {
                throw fail(.listSyntax)
            }
            let pieces = try [String(bounds[0]), String(bounds[1]), String(parts[1])].map { piece throws(ValidationError) in
                try splitNumber(piece, field: field)
            }
            let unit = pieces.map(\.1).first { !$0.isEmpty } ?? ""
            guard pieces.allSatisfy({ $0.1.isEmpty || table.convert(1, unit: $0.1) == table.convert(1, unit: unit) }) else {
                throw fail(.oneUnit)
            }
            guard let from = table.convert(pieces[0].0, unit: unit), let to = table.convert(pieces[1].0, unit: unit),
                let step = table.convert(pieces[2].0, unit: unit)
            else {
                throw fail(.unknownUnit(kind: table.kind, unit: typedUnit(unit, in: text), known: table.hint))
            }
            guard step > 0, from <= to else { throw fail(.upwardRange) }
            var values: [Double] = []
            var index = 0.0
            while from + index * step <= to * (1 + 1e-9) {
                guard values.count < 200 else { throw fail(.atMostValues(count: 200)) }
                values.append(from + index * step)
                index += 1
            }
            return values
        }
        let elements = text.split(separator: ",", omittingEmptySubsequences: false)
        guard elements.count <= 200 else { throw fail(.atMostValues(count: 200)) }
        let pieces = try elements.map { piece throws(ValidationError) in try splitNumber(String(piece), field: field) }
        // Spellings of one unit ("ft", "feet") agree; different units do not.
        let spelled = pieces.map(\.1).filter { !$0.isEmpty }
        let factors = Set(spelled.compactMap { table.convert(1, unit: $0) })
        guard factors.count <= 1 else { throw fail(.oneUnit) }
        let unit = spelled.first ?? ""
        return try pieces.map { piece throws(ValidationError) in
            guard let value = table.convert(piece.0, unit: unit) else {
                throw fail(.unknownUnit(kind: table.kind, unit: typedUnit(unit, in: text), known: table.hint))
            }
            return value
        }
    }

    /// `copper` (`cu`) or `aluminium` (`aluminum`, `al`).
    package static func material(_ text: String, field: String) throws(ValidationError) -> ConductorMaterial {
        switch text.lowercased() {
        case "copper", "cu": return .copper
        case "aluminium", "aluminum", "al": return .aluminium
        default: throw ValidationError(field: field, rule: either("copper", "aluminium", text), actual: quoted(text))
        }
    }

    /// `real` or `nominal` (``ResistanceModel``).
    @inline(__always)
    package static func resistanceModel(_ text: String, field: String) throws(ValidationError) -> ResistanceModel {
        // As written first, compared with the one name of its length (`init(rawValue:)` searches
        // a table, ~200 a batch row): a name already in lower case makes no lowered copy. The
        // length picks the name so that the one comparison made is the equal one, which `==`
        // settles in line; a `switch` over both names compared `"nominal"` with `"real"` first,
        // a call into the standard library's slow comparison (~45 instructions a batch row).
        // Put in line where it is read (a call of ~39 a batch row); any other writing is read by
        // the call below.
        switch text.utf8.count {
        case 4 where text == ResistanceModel.real.rawValue: return .real
        case 7 where text == ResistanceModel.nominal.rawValue: return .nominal
        default: return try resistanceModel(otherwise: text, field: field)
        }
    }

    /// ``resistanceModel(_:field:)`` of a text that is not `real` or `nominal` as written.
    private static func resistanceModel(otherwise text: String, field: String) throws(ValidationError) -> ResistanceModel {
        guard let model = ResistanceModel(rawValue: text.lowercased()) else {
            throw ValidationError(field: field, rule: either("real", "nominal", text), actual: quoted(text))
        }
        return model
    }

    /// An IEC 60228 class: `2`, `5` or `6` (``ConductorClass``), also written `class5`.
    package static func conductorClass(_ text: String, field: String) throws(ValidationError) -> ConductorClass {
        var name = text.lowercased()
        if name.hasPrefix("class") { name.removeFirst(5) }
        guard let number = Int(name), let conductorClass = ConductorClass(rawValue: number) else {
            throw ValidationError(field: field, rule: .oneOf(["2", "5", "6"], suggestion: nil), actual: quoted(text))
        }
        return conductorClass
    }

    /// `default` or `abyc`.
    package static func standard(_ text: String, field: String) throws(ValidationError) -> SizingStandard {
        guard let standard = SizingStandard(rawValue: text.lowercased()) else {
            throw ValidationError(field: field, rule: either("default", "abyc", text), actual: quoted(text))
        }
        return standard
    }

    /// Fuse families, comma-separated: `blade,maxi` (``FuseType/named(_:)``: `megaAnl` names
    /// both MEGA and ANL).
    package static func fuseTypes(_ text: String, field: String) throws(ValidationError) -> [FuseType] {
        var types: [FuseType] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let named = FuseType.named(String(name).trimmingWhitespace) else {
                let known = FuseType.allCases.map(\.rawValue)
                throw ValidationError(
                    field: field,
                    rule: .oneOrMoreOf(known, suggestion: Suggestion.closest(to: String(name).trimmingWhitespace, among: known)),
                    actual: quoted(text))
            }
            for type in named where !types.contains(type) { types.append(type) }
        }
        return types
    }

    /// A count of bundled conductors: a whole number from 1 to 1000.
    package static func bundledConductors(_ text: String, field: String) throws(ValidationError) -> Int {
        let number = try number(text, field: field)
        guard let count = Int(exactly: number), Limits.bundledConductors.contains(count) else {
            throw ValidationError(
                field: field,
                rule: .conductorCount(from: Limits.bundledConductors.lowerBound, to: Limits.bundledConductors.upperBound),
                actual: quoted(text))
        }
        return count
    }

    /// `true`/`false` (also `yes`/`no`, `1`/`0`).
    package static func boolean(_ text: String, field: String) throws(ValidationError) -> Bool {
        switch text.lowercased() {
        case "true", "yes", "1": return true
        case "false", "no", "0": return false
        default: throw ValidationError(field: field, rule: .trueOrFalse, actual: quoted(text))
        }
    }

    static func parse(_ text: String, _ table: UnitTable, field: String) throws(ValidationError) -> Double {
        let (number, unit) = try splitNumber(text, field: field)
        guard let value = table.convert(number, unit: unit) else {
            throw ValidationError(
                field: field, rule: .unknownUnit(kind: table.kind, unit: typedUnit(unit, in: text), known: table.hint),
                actual: quoted(text))
        }
        guard value.isFinite else {
            throw ValidationError(field: field, rule: .finiteNumber, actual: quoted(text))
        }
        return value
    }

    /// Splits `"16 ft"` into 16 and `"ft"` (the unit trimmed and lowercased).
    /// A unit as the text spells it (`V` of `15V`), for an error to echo what was typed;
    /// `unit` is the lower-cased form ``splitNumber(_:field:)`` compares.
    static func typedUnit(_ unit: String, in text: String) -> String {
        let tail = String(text.trimmingWhitespace.unicodeScalars.suffix(unit.unicodeScalars.count))
        return tail.lowercased() == unit ? tail : unit
    }

    static func splitNumber(_ text: String, field: String) throws(ValidationError) -> (Double, String) {
        var scanner = NumberScanner(text)
        let count = scanner.scalars.count
        guard count <= 100 else {
            throw ValidationError(field: field, rule: .tooLong(characters: 100), value: .characters(count))
        }
        scanner.skipSpaces()
        let start = scanner.index
        scanner.skipSign()
        let integerStart = scanner.index
        let integerDigits = scanner.digits()
        let (fractionDigits, comma) = try fraction(
            &scanner, integer: integerStart..<scanner.index, text: text, field: field)
        guard integerDigits + fractionDigits > 0 else {
            let rule: ValidationError.Rule = text.trimmingWhitespace.isEmpty ? .empty : .startsWithNumber
            throw ValidationError(field: field, rule: rule, actual: quoted(text))
        }
        scanner.skipExponent()
        let scalars = scanner.scalars
        var numberText = String(scalars[start..<scanner.index])
        if let comma {
            numberText = String(scalars[start..<comma]) + "." + String(scalars[scalars.index(after: comma)..<scanner.index])
        }
        guard let value = Double(numberText), value.isFinite else {
            throw ValidationError(field: field, rule: .finiteNumber, actual: quoted(text))
        }
        let unit = String(scalars[scanner.index...]).trimmingWhitespace.lowercased()
        if unit.first == "," || unit.first == "." || unit.first?.isNumber == true {
            throw ValidationError(
                field: field, rule: .plainDecimal, actual: quoted(text))
        }
        return (value, unit)
    }

    /// Reads the fraction after a number's `integer` digits: `.5`, or a decimal comma (`2,5`).
    /// A comma with no digit after it, or followed by another `,` or `.`, is left for the unit
    /// (which refuses it); three digits after a comma (`1,500`) are refused as ambiguous unless
    /// the integer part is zero. Returns the fraction's digit count and where a decimal comma stands.
    private static func fraction(
        _ scanner: inout NumberScanner, integer: Range<String.Index>, text: String, field: String
    ) throws(ValidationError) -> (digits: Int, comma: String.Index?) {
        if scanner.current == "." {
            scanner.advance()
            return (scanner.digits(), nil)
        }
        guard scanner.current == ",", !integer.isEmpty else { return (0, nil) }
        let mark = scanner.index
        scanner.advance()
        let digits = scanner.digits()
        if digits == 0 || scanner.current == "," || scanner.current == "." {
            scanner.index = mark
            return (0, nil)
        }
        if digits == 3, scanner.scalars[integer].contains(where: { $0 != "0" }) {
            let whole = String(scanner.scalars[integer])
            let fraction = String(scanner.scalars[scanner.scalars.index(after: mark)..<scanner.index])
            throw ValidationError(field: field, rule: .ambiguousComma(whole: whole, fraction: fraction), actual: quoted(text))
        }
        return (digits, mark)
    }

    static func quoted(_ text: String) -> String { "'\(text)'" }

    /// `first` or `second`, with the one `text` is a near miss of (``Suggestion/closest(to:among:)``).
    static func either(_ first: String, _ second: String, _ text: String) -> ValidationError.Rule {
        .either(first, second, suggestion: Suggestion.closest(to: text, among: [first, second]))
    }
}

extension String {
    /// The string without leading and trailing white space.
    package var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}

/// A cursor over the Unicode scalars of a quantity as typed, for
/// ``QuantityParser/splitNumber(_:field:)``.
private struct NumberScanner {
    let scalars: String.UnicodeScalarView
    var index: String.Index

    init(_ text: String) {
        scalars = text.unicodeScalars
        index = scalars.startIndex
    }

    /// The scalar at the cursor; nil at the end.
    var current: Unicode.Scalar? { index < scalars.endIndex ? scalars[index] : nil }

    mutating func advance() { scalars.formIndex(after: &index) }

    mutating func skipSpaces() {
        while let scalar = current, scalar.properties.isWhitespace { advance() }
    }

    mutating func skipSign() {
        if current == "+" || current == "-" { advance() }
    }

    /// Moves past ASCII digits and returns how many there were.
    mutating func digits() -> Int {
        var found = 0
        while let scalar = current, ("0"..."9").contains(scalar) {
            advance()
            found += 1
        }
        return found
    }

    /// Moves past an exponent (`e3`, `E-3`); not at all when no digit follows the `e`.
    mutating func skipExponent() {
        guard current == "e" || current == "E" else { return }
        let mark = index
        advance()
        skipSign()
        if digits() == 0 { index = mark }
    }
}
