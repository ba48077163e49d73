/// The catalogue file format (JSON, `schemaVersion` 1): the built-in catalogue and the user's
/// (`--catalog FILE`, `$XDG_DATA_HOME/cable/catalog/*.json`) are read by this one decoder, so
/// both pass the same rules. Key names are a contract; see docs/guide.md "Device catalogue" and
/// `Fixtures/catalog.schema.json`.
///
/// Errors are ``SystemFileError``s naming the JSON path (`entries[3].power`) and position, as a
/// system file's are.
public enum CatalogFile {
    /// The format version this decoder reads and the built-in catalogue declares (`schemaVersion`).
    public static let schemaVersion = 1

    static let topKeys = ["$schema", "schemaVersion", "entries"]
    static let entryKeys = [
        "id", "name", "names", "kind", "category", "tags", "voltages", "ac", "power", "current", "hoursPerDay", "dutyCycle",
        "surgePower", "surgeCurrent", "surgeSeconds", "chargerKind", "outputCurrent", "efficiency", "idlePower",
        "chargeCurrent", "cutoffVoltage", "maxInputVoltage", "maxInputCurrent", "inputVoltage", "voc", "isc", "vmp", "imp",
        "vocTempCoefficient",
        "maxSeriesFuse",
        "source",
    ]
    /// Keys only a given kind may have.
    static let kindOnlyKeys: [CatalogEntry.Kind: [String]] = [
        .load: ["ac", "current", "surgeCurrent"],
        .charger: ["chargerKind", "outputCurrent", "maxInputVoltage", "maxInputCurrent", "inputVoltage"],
        .inverter: ["idlePower", "chargeCurrent", "cutoffVoltage"],
        .module: ["voc", "isc", "vmp", "imp", "vocTempCoefficient", "maxSeriesFuse"],
    ]
    /// Ids: lowercase letters and digits in groups joined by single hyphens, at most this long.
    public static let maximumIDLength = 80
    /// The AC voltages an AC load may name.
    static let acVoltages = 100.0...250.0

    /// Reads and validates a catalogue file's text.
    public static func decode(_ bytes: [UInt8]) throws(SystemFileError) -> [CatalogEntry] {
        let root: JSONNode
        do {
            root = try JSONReader.parse(bytes)
        } catch {
            throw .syntax(error)
        }
        let top = try FieldReader(root, path: "", keys: topKeys)
        let version = try top.integer("schemaVersion", in: 0...Int.max)
        guard version == schemaVersion else {
            throw FieldReader.invalid(
                "schemaVersion", rule: .schemaVersion(schemaVersion), value: version.map { .text(String($0)) } ?? .nothing,
                at: top.node("schemaVersion")?.position ?? top.position)
        }
        var entries: [CatalogEntry] = []
        var seen: [String: Int] = [:]
        for (index, node) in try top.array("entries").enumerated() {
            let reader = try FieldReader(node, path: "entries[\(index)]", keys: entryKeys)
            let entry = try decodeEntry(reader)
            if let first = seen[entry.id] {
                throw FieldReader.invalid(
                    reader.field("id"), rule: .unique(alsoUsedBy: "entries[\(first)]"), actual: "'\(entry.id)'",
                    at: reader.node("id")?.position)
            }
            seen[entry.id] = index
            entries.append(entry)
        }
        return entries
    }

    static func decodeEntry(_ reader: FieldReader) throws(SystemFileError) -> CatalogEntry {
        let id = try identifier(reader)
        let name = try entryName(reader)
        let (kind, category) = try kindAndCategory(reader)
        let isAC = try reader.bool("ac") ?? false
        // A module has no bus voltage; it may name the battery voltage it suits (36 cells: 12 V).
        let voltages = kind == .module && reader.node("voltages") == nil ? [] : try voltageList(reader, ac: isAC)
        let figures = try Figures(reader)
        try checkFigures(
            reader, kind: kind, voltage: voltages.first?.volts ?? 0, power: figures.power, current: figures.current,
            surgeCurrent: figures.surgeCurrent)
        // An inverter's rules (efficiency 0.5–1, surge ≥ power, idle ≤ power), one place for
        // the catalogue and the system file; a charger's or load's figures obey them too.
        try reader.build { () throws(ValidationError) in
            try Inverter.checkFigures(
                power: figures.power.map(Power.watts), efficiency: figures.efficiency,
                idlePower: figures.idle.map(Power.watts), surgePower: figures.surge.map(Power.watts))
        }
        if kind == .charger {
            if figures.chargerKind == nil { _ = try reader.required("chargerKind") }
            // The system file's either/or rule for a charger's output, with its typed kinds.
            _ = try SystemFile.currentOrPower(reader, currentKey: "outputCurrent")
        }
        // A module's figures pass the rules of an array's `module` (one decoder for both).
        let module = kind == .module ? try SystemFile.decodeModule(reader) : nil
        return CatalogEntry(
            id: id, name: name, names: try translatedNames(reader), kind: kind, category: category,
            tags: try tags(reader), voltages: voltages, isAC: isAC, power: figures.power.map(Power.watts),
            current: figures.current.map(Current.amperes), hoursPerDay: figures.hours, dutyCycle: figures.duty,
            surgePower: figures.surge.map(Power.watts), surgeCurrent: figures.surgeCurrent.map(Current.amperes),
            surgeSeconds: figures.surgeSeconds, chargerKind: figures.chargerKind,
            outputCurrent: figures.output.map(Current.amperes), efficiency: figures.efficiency,
            idlePower: figures.idle.map(Power.watts), chargeCurrent: figures.chargeCurrent.map(Current.amperes),
            maxInputVoltage: figures.maxInputVoltage.map(Voltage.volts),
            maxInputCurrent: figures.maxInputCurrent.map(Current.amperes),
            inputVoltage: figures.inputVoltage.map(Voltage.volts), module: module,
            cutoffVoltage: figures.cutoffVoltage.map(Voltage.volts), source: try source(reader))
    }

    /// An entry's kind and category (both required), refusing keys only another kind may have.
    static func kindAndCategory(
        _ reader: FieldReader
    ) throws(SystemFileError) -> (CatalogEntry.Kind, CatalogCategory) {
        guard let kind = try reader.choice("kind", CatalogEntry.Kind.allCases.map { ($0.rawValue, $0) }) else {
            throw FieldReader.invalid(reader.field("kind"), rule: .required, value: .nothing, at: reader.position)
        }
        for (other, keys) in kindOnlyKeys where other != kind {
            for key in keys where reader.node(key) != nil {
                throw FieldReader.invalid(
                    reader.field(key), rule: .appliesOnlyTo(other, not: kind), actual: "",
                    at: reader.node(key)?.position)
            }
        }
        guard let category = try reader.choice("category", CatalogCategory.allCases.map { ($0.rawValue, $0) }) else {
            throw FieldReader.invalid(reader.field("category"), rule: .required, value: .nothing, at: reader.position)
        }
        return (kind, category)
    }

    /// An entry's figures, each read and checked by its own range, in the order the file's
    /// errors are reported; the rules between them are ``checkFigures(_:kind:voltage:power:current:surgeCurrent:)``'s.
    struct Figures {
        let power: Double?
        let current: Double?
        let hours: Double?
        let duty: Double?
        let surge: Double?
        let surgeCurrent: Double?
        let surgeSeconds: Double?
        let efficiency: Double?
        let idle: Double?
        let chargeCurrent: Double?
        let chargerKind: Charger.Kind?
        let output: Double?
        let maxInputVoltage: Double?
        let maxInputCurrent: Double?
        /// A DC-DC charger's input nominal voltage, where it is not its output's.
        let inputVoltage: Double?
        /// An inverter's low-battery shutdown voltage, where its source gives it.
        let cutoffVoltage: Double?

        init(_ reader: FieldReader) throws(SystemFileError) {
            power = try SystemFile.positive(reader, "power", QuantityParser.power, Limits.power, unit: "W")
            current = try SystemFile.positive(reader, "current", QuantityParser.current, Limits.current, unit: "A")
            hours = try reader.node("hoursPerDay") == nil ? nil : SystemFile.hoursPerDay(reader)
            duty = try SystemFile.fraction(reader, "dutyCycle")
            if hours != nil, duty != nil {
                throw FieldReader.invalid(
                    reader.path, rule: .hoursOrDutyCycle, value: .both,
                    at: reader.node("dutyCycle")?.position)
            }
            surge = try SystemFile.positive(reader, "surgePower", QuantityParser.power, Limits.power, unit: "W")
            surgeCurrent = try SystemFile.positive(
                reader, "surgeCurrent", QuantityParser.current, Limits.current, unit: "A")
            let surgeSeconds = try reader.quantity("surgeSeconds") { text, field throws(ValidationError) in
                try QuantityParser.number(text, field: field)
            }
            try reader.check("surgeSeconds") { field throws(ValidationError) in
                if let surgeSeconds { try Limits.requireWithin(surgeSeconds, Limits.surgeSeconds, field: field, unit: "s") }
            }
            self.surgeSeconds = surgeSeconds
            efficiency = try SystemFile.fraction(reader, "efficiency")
            idle = try reader.quantity("idlePower") { text, field throws(ValidationError) in
                try QuantityParser.power(text, field: field).watts
            }
            chargeCurrent = try SystemFile.positive(
                reader, "chargeCurrent", QuantityParser.current, Limits.current, unit: "A")
            chargerKind = try reader.choice("chargerKind", Charger.Kind.allCases.map { ($0.rawValue, $0) })
            output = try SystemFile.positive(reader, "outputCurrent", QuantityParser.current, Limits.current, unit: "A")
            maxInputVoltage = try reader.number(SystemSchema.maxInputVoltage)
            maxInputCurrent = try reader.number(SystemSchema.maxInputCurrent)
            inputVoltage = try SystemFile.positive(reader, "inputVoltage", QuantityParser.voltage, Limits.voltage, unit: "V")
            cutoffVoltage = try reader.number(SystemSchema.cutoffVoltage)
        }
    }

    /// The rules between figures: what each kind needs, P = V × I, surge current ≥ current.
    static func checkFigures(
        _ reader: FieldReader, kind: CatalogEntry.Kind, voltage: Double, power: Double?, current: Double?,
        surgeCurrent: Double?
    ) throws(SystemFileError) {
        switch kind {
        case .load:
            if power == nil, current == nil {
                throw FieldReader.invalid(
                    reader.path, rule: .powerOrCurrent, value: .neither, at: reader.position)
            }
        case .inverter, .module:
            if power == nil { _ = try reader.required("power") }
        case .charger:
            break
        }
        if let power, let current {
            let product = voltage * current
            try reader.check("current") { field throws(ValidationError) in
                guard abs(product - power) <= CatalogEntry.powerTolerance * power else {
                    throw ValidationError(
                        field: field,
                        rule: .powerMatchesCurrent(
                            voltage: .init(voltage, "V"), tolerance: .init((CatalogEntry.powerTolerance * 100).rounded(), "%"),
                            power: .init(power, "W")),
                        value: .quantity(.init(product, "W")))
                }
            }
        }
        if let surgeCurrent, let current {
            try reader.check("surgeCurrent") { field throws(ValidationError) in
                guard surgeCurrent >= current else {
                    throw ValidationError(
                        field: field, rule: .atLeastCurrent(.init(current, "A")),
                        value: .quantity(.init(surgeCurrent, "A")))
                }
            }
        }
    }

    static func identifier(_ reader: FieldReader) throws(SystemFileError) -> String {
        guard let id = try reader.string("id") else {
            throw FieldReader.invalid(reader.field("id"), rule: .required, value: .nothing, at: reader.position)
        }
        guard isValidID(id) else {
            throw FieldReader.invalid(
                reader.field("id"),
                rule: .kebabCaseID(maximum: maximumIDLength),
                actual: EchoedText.quoted(id), at: reader.node("id")?.position)
        }
        return id
    }

    /// A system entity's `catalogId`, when it has one, is a valid id (``isValidID(_:)``).
    /// - Throws: ``ValidationError`` naming `catalogId`.
    static func validate(catalogId id: String?) throws(ValidationError) {
        guard let id, !isValidID(id) else { return }
        throw ValidationError(
            field: "catalogId", rule: .catalogueID, actual: EchoedText.quoted(id))
    }

    /// `fridge-compressor-40l`: `[a-z0-9]+(-[a-z0-9]+)*`, 1 to ``maximumIDLength`` characters.
    public static func isValidID(_ id: String) -> Bool {
        let bytes = Array(id.utf8)
        guard !bytes.isEmpty, bytes.count <= maximumIDLength, bytes.first != UInt8(ascii: "-"),
            bytes.last != UInt8(ascii: "-")
        else { return false }
        var previousHyphen = false
        for byte in bytes {
            let isHyphen = byte == UInt8(ascii: "-")
            let isAllowed =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            guard isHyphen || isAllowed, !(isHyphen && previousHyphen) else { return false }
            previousHyphen = isHyphen
        }
        return true
    }

    /// `voltages`: a non-empty array of voltages (numbers in volts or `"12V"`); AC ones 100–250 V.
    static func voltageList(_ reader: FieldReader, ac: Bool) throws(SystemFileError) -> [Voltage] {
        let items = try reader.array("voltages")
        guard !items.isEmpty else {
            throw FieldReader.invalid(
                reader.field("voltages"), rule: .voltagesRequired, value: .nothing,
                at: reader.node("voltages")?.position ?? reader.position)
        }
        var voltages: [Voltage] = []
        for (index, node) in items.enumerated() {
            let field = reader.field("voltages[\(index)]")
            let volts: Double
            do throws(ValidationError) {
                switch node {
                case .number(let value, _, _): volts = value
                case .string(let text, _): volts = try QuantityParser.voltage(text, field: field).volts
                default:
                    throw ValidationError(
                        field: field, rule: .numberOrUnitString, value: .jsonKind(node.kind))
                }
            } catch {
                throw .invalid(error, at: node.position)
            }
            do {
                if ac {
                    try Limits.requireWithin(volts, acVoltages, field: field, unit: "V")
                } else {
                    try Limits.requirePositive(volts, in: 1...1_000, field: field, unit: "V")
                }
            } catch {
                throw .invalid(error, at: node.position)
            }
            voltages.append(.volts(volts))
        }
        return voltages
    }

    static func tags(_ reader: FieldReader) throws(SystemFileError) -> [String] {
        var tags: [String] = []
        for (index, node) in try reader.array("tags").enumerated() {
            guard case .string(let tag, _) = node, !tag.isEmpty, tag.count <= 60,
                !tag.unicodeScalars.contains(where: EchoedText.isUnsafe)
            else {
                throw FieldReader.invalid(
                    reader.field("tags[\(index)]"), rule: .tag,
                    value: FieldReader.describe(node), at: node.position)
            }
            tags.append(tag)
        }
        return tags
    }

    /// `names`: `{"de": "Kompressorkühlbox 40 L", …}`, in the languages search knows.
    static func translatedNames(_ reader: FieldReader) throws(SystemFileError) -> [String: String] {
        guard let node = reader.node("names") else { return [:] }
        let inner = try FieldReader(node, path: reader.field("names"), keys: CatalogVocabulary.languages)
        var names: [String: String] = [:]
        for language in CatalogVocabulary.languages {
            guard let item = inner.node(language) else { continue }
            guard case .string(let name, _) = item, isVisibleName(name) else {
                throw FieldReader.invalid(
                    inner.field(language), rule: .translatedName,
                    value: FieldReader.describe(item), at: item.position)
            }
            names[language] = name
        }
        return names
    }

    /// `name`: 1 to 200 characters, some of them visible (as ``EntityName`` reads names), no
    /// control characters or direction overrides.
    static func entryName(_ reader: FieldReader) throws(SystemFileError) -> String {
        guard let name = try reader.string("name") else {
            throw FieldReader.invalid(reader.field("name"), rule: .required, value: .nothing, at: reader.position)
        }
        guard isVisibleName(name) else {
            throw FieldReader.invalid(
                reader.field("name"),
                rule: .entryName,
                actual: EchoedText.quoted(name), at: reader.node("name")?.position)
        }
        return name
    }

    /// Whether `name` holds a visible character, no unsafe one, and at most 200 characters. One
    /// pass over the scalars: the built-in catalogue's 1 200 names are read on every use.
    static func isVisibleName(_ name: String) -> Bool {
        var visible = false
        for scalar in name.unicodeScalars {
            if EchoedText.isUnsafe(scalar) { return false }
            if !visible, !scalar.properties.isWhitespace, !EntityName.isInvisible(scalar) { visible = true }
        }
        return visible && (name.utf8.count <= 200 || name.count <= 200)
    }

    static func source(_ reader: FieldReader) throws(SystemFileError) -> String {
        guard let source = try reader.string("source") else {
            throw FieldReader.invalid(
                reader.field("source"), rule: .sourceRequired,
                value: .nothing, at: reader.position)
        }
        guard source.count >= 10, !source.unicodeScalars.contains(where: EchoedText.isUnsafe) else {
            throw FieldReader.invalid(
                reader.field("source"),
                rule: .sourceDescription,
                actual: EchoedText.quoted(source), at: reader.node("source")?.position)
        }
        return source
    }
}
