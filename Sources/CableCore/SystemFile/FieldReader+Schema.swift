/// Reading a member by its entry in the field table (``SystemSchema``), and handing a model
/// initialiser's error back with the JSON path and position of the member it names.
extension FieldReader {
    /// A quantity, fraction or plain number member, parsed by its unit and checked against the
    /// field's own range (``SystemField/check(_:field:)``) so that errors come in file order.
    /// - Parameters:
    ///   - units: what a bare length means (the file's `defaults.units`); a bare temperature is
    ///     refused under imperial units.
    ///   - required: a missing member is an error ("is required").
    ///   - checked: false for a field whose range depends on another (an inverter's idle power).
    func number(
        _ field: SystemField, units: UnitSystem = .metric, required: Bool = false, checked: Bool = true
    ) throws(SystemFileError) -> Double? {
        let key = field.key
        let value: Double?
        switch field.value {
        case .fraction: value = try share(key)
        case .number: value = try quantity(key, QuantityParser.number)
        case .quantity(let unit, _, _) where unit == "m":
            value = try quantity(
                key, { text, name throws(ValidationError) in try QuantityParser.length(text, field: name, units: units).meters },
                bare: { QuantityParser.bareLength($0, units: units).meters })
        case .quantity(let unit, _, _) where unit == "°C":
            // A bare temperature is °C, but not in an imperial file (``QuantityParser/bareTemperature(_:written:field:units:)``).
            if case .number(let degrees, let text, _)? = node(key) {
                try check(key) { name throws(ValidationError) in
                    _ = try QuantityParser.bareTemperature(degrees, written: text, field: name, units: units)
                }
            }
            value = try quantity(
                key,
                { text, name throws(ValidationError) in
                    try QuantityParser.temperature(text, field: name, units: units).degreesCelsius
                })
        case .quantity(let unit, _, _): value = try quantity(key, Self.parser(unit: unit))
        default: value = nil
        }
        guard let value else {
            if required { _ = try self.required(key) }
            return nil
        }
        if checked { try check(key) { name throws(ValidationError) in try field.check(value, field: name) } }
        return value
    }

    /// The parser of a quantity in `unit` (the field table's SI unit), as an SI value.
    static func parser(unit: String) -> (String, String) throws(ValidationError) -> Double {
        switch unit {
        case "V": { text, field throws(ValidationError) in try QuantityParser.voltage(text, field: field).volts }
        case "A": { text, field throws(ValidationError) in try QuantityParser.current(text, field: field).amperes }
        case "W": { text, field throws(ValidationError) in try QuantityParser.power(text, field: field).watts }
        case "Ah": QuantityParser.ampereHours
        case "h": QuantityParser.hours
        case "%": QuantityParser.percent
        case "°C": { text, field throws(ValidationError) in try QuantityParser.temperature(text, field: field).degreesCelsius }
        default: QuantityParser.number
        }
    }

    /// A share: 0.8, `"0.8"` or `"80%"`, unchecked.
    func share(_ key: String) throws(SystemFileError) -> Double? {
        guard node(key) != nil else { return nil }
        return try quantity(key) { text, field throws(ValidationError) in
            let (number, unit) = try QuantityParser.splitNumber(text, field: field)
            switch unit {
            case "": return number
            case "%": return number / 100
            default:
                throw ValidationError(field: field, rule: .fractionOrPercentage, actual: "'\(text)'")
            }
        }
    }

    /// A whole-number member within the field's range.
    func integer(_ field: SystemField) throws(SystemFileError) -> Int? {
        try integer(field.key, in: field.integerRange)
    }

    /// Runs a model initialiser; its error, which names a field relative to this object
    /// (`capacityAh`, `arrangement`, `loads[2].inverter`), is given this object's path and the
    /// position of the member it names (this object's when the member is absent).
    func build<Model>(_ body: () throws(ValidationError) -> Model) throws(SystemFileError) -> Model {
        do {
            return try body()
        } catch {
            throw .invalid(error.renamingField(field), at: position(of: error.field))
        }
    }

    /// The position of the member at a relative path (`name`, `arrangement.series`,
    /// `loads[2].voltage`): of the deepest member found, an explicit `null` counting as absent.
    func position(of relativePath: String) -> JSONPosition {
        var found = position
        var current: JSONNode?
        for (depth, part) in relativePath.split(separator: ".").enumerated() {
            var name = Substring(part)
            var index: Int?
            if let open = part.firstIndex(of: "["), part.last == "]" {
                name = part[..<open]
                index = Int(part[part.index(after: open)..<part.index(before: part.endIndex)])
            }
            var next = depth == 0 ? node(String(name)) : current?.member(String(name))
            if let index {
                guard case .array(let items, _) = next, items.indices.contains(index) else { return found }
                next = items[index]
            }
            guard let next else { return found }
            if case .null = next { return found }
            found = next.position
            current = next
        }
        return found
    }
}
