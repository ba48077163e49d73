import CableCore

extension Words {
    /// `length: must be > 0 m, got -3 m`; without `, got …` when the error has no value. The
    /// field and the value come from input: they are shown through `EchoedText` (escaped, cut
    /// short).
    public func text(_ error: ValidationError) -> String {
        let field = EchoedText.escaped(error.field)
        let rule = text(error.rule)
        let value = text(error.value)
        guard !value.isEmpty else { return tr("{field}: {rule}", ["field": field, "rule": rule]) }
        return tr("{field}: {rule}, got {value}", ["field": field, "rule": rule, "value": value])
    }

    /// The value an error shows (`'abc'`, `-3 m`, `200000 W at 12 V`); empty when there is none.
    public func text(_ value: ValidationError.Actual) -> String {
        switch value {
        case .text(let text): text.isEmpty ? "" : actual(text)
        case .quantity(let quantity): self.quantity(quantity)
        case .power(let power, let voltage):
            tr("{power} at {voltage}", ["power": quantity(power), "voltage": quantity(voltage)])
        case .characters(let count):
            language.plural(Double(count)) == .one
                ? tr("{count} character", ["count": String(count)]) : tr("{count} characters", ["count": String(count)])
        case .nothing: tr("nothing")
        case .both: tr("both")
        case .neither: tr("neither")
        case .noneListed: tr("none")
        case .jsonKind(let kind): text(kind)
        case .each(let count, let quantity): "\(count) × \(self.quantity(quantity))"
        }
    }

    /// A JSON value's kind as an error names what it found: `a string`; `null` as written.
    public func text(_ kind: JSONNode.Kind) -> String {
        switch kind {
        case .object: tr("an object")
        case .array: tr("an array")
        case .string: tr("a string")
        case .number: tr("a number")
        case .boolean: tr("a boolean")
        case .null: "null"
        }
    }

    /// A system file's error: `12:17: loads[2].length: must be > 0 m, got -3 m`.
    public func text(_ error: SystemFileError) -> String {
        switch error {
        case .syntax(let syntax): text(syntax)
        case .invalid(let invalid, let position): (position.map { "\($0): " } ?? "") + text(invalid)
        }
    }

    /// The value an error shows: input quoted as typed (the inside shortened) or escaped.
    func actual(_ actual: String) -> String {
        // A quoted value is input as typed: shorten what is inside the quotes.
        let isQuoted = actual.count >= 2 && actual.hasPrefix("'") && actual.hasSuffix("'")
        return isQuoted ? EchoedText.quoted(String(actual.dropFirst().dropLast())) : EchoedText.escaped(actual)
    }

    /// The rule, worded to follow "field:": `must be > 0 m`.
    public func text(_ rule: ValidationError.Rule) -> String {
        // Every case is routed here: a new rule does not compile until it is worded.
        switch rule {
        case .required, .sourceRequired, .acVoltageRequired, .object, .string, .array, .trueOrFalse, .numberOrUnitString,
            .stringOf, .pathString, .pathArray, .noEmptyPath, .percentValue, .wireSizeString, .insulationRatingString,
            .unknownKey, .givenTwice:
            return presenceText(rule)
        case .empty, .startsWithNumber, .finiteNumber, .plainNumber, .plainDecimal, .ambiguousComma, .ambiguousPoint, .tooLong,
            .unknownUnit, .temperatureNeedsUnit,
            .wholeNumber, .fractionOrPercentage, .listSyntax, .oneUnit, .upwardRange, .atMostValues, .valueCount:
            return numberText(rule)
        case .greaterThan, .atLeast, .atMost, .between, .schemaVersion, .conductorCount, .conductorsBetween, .oneOf, .either,
            .oneOrMoreOf, .fuseTypeRequired:
            return boundText(rule)
        case .iecSize, .kcmilSize, .awgRange, .awgWhole, .sizeNeedsUnit, .wireSize, .ratedWire, .abycWire, .abycCopper,
            .abycTemperature, .currentOrPowerNotBoth, .loadMissing, .drawAtMost, .atLeastCircuitVoltage:
            return sizeText(rule)
        case .inverterOfFile, .inverterReference, .feedOfFile, .feedLoop, .dcOnlyOnACLoad, .arrangementCount, .seriesMultiple,
            .bankVoltage,
            .atLeastBankVoltage, .cutoffVoltage, .loadVoltage, .atLeastPower, .atLeastCurrent, .catalogueID,
            .nameControlCharacters, .nameLength, .currentKeyOrPowerNotBoth, .currentKeyOrPower, .unique, .quantityTimesCurrent,
            .quantityTimesPower, .inverterInputCurrent, .solarChargerOfFile, .batteryOfFile, .inputOnDCDCOnly,
            .durationNeedsSurge, .inputFeedNotChargedBank, .separateBusNoMainFeed, .inputFeedOffHouseBus,
            .inputFeedVoltageClass, .inputVoltageClass:
            return systemText(rule)
        case .appliesOnlyTo, .hoursOrDutyCycle, .powerOrCurrent, .powerMatchesCurrent, .kebabCaseID, .voltagesRequired, .tag,
            .translatedName, .entryName, .sourceDescription:
            return catalogueText(rule)
        }
    }

    private func presenceText(_ rule: ValidationError.Rule) -> String {
        switch rule {
        case .required: tr("is required")
        case .sourceRequired: tr("is required: where the figures come from (maker, document, figure)")
        case .acVoltageRequired: tr("is required with current on an AC load (the AC voltage, e.g. \"230V\")")
        case .object: tr("must be an object")
        case .string: tr("must be a string")
        case .array: tr("must be an array")
        case .trueOrFalse: tr("must be true or false")
        case .numberOrUnitString: tr("must be a number or a string with a unit")
        case .stringOf(let help): tr("must be a string ({help})", ["help": help])
        case .pathString: tr("must be a string (a path)")
        case .pathArray: tr("must be an array of paths")
        case .noEmptyPath: tr("must not hold an empty path")
        case .percentValue: tr("must be a number (%) or a string such as \"3%\"")
        case .wireSizeString: tr("must be a wire size string such as \"6mm2\" or \"10awg\"")
        case .insulationRatingString: tr("must be an insulation rating such as \"105C\"")
        case .unknownKey(let suggestion?, _): tr("unknown key. Did you mean '{key}'?", ["key": suggestion])
        case .unknownKey(nil, let known) where known.isEmpty: tr("unknown key")
        case .unknownKey(nil, let known): tr("unknown key (known keys: {list})", ["list": commas(known)])
        case .givenTwice: tr("given more than once")
        default: preconditionFailure("\(rule) is not worded here")
        }
    }

    private func numberText(_ rule: ValidationError.Rule) -> String {
        switch rule {
        case .empty: tr("must not be empty")
        case .startsWithNumber: tr("must start with a number")
        case .finiteNumber: tr("must be a finite number")
        case .plainNumber: tr("must be a plain number")
        case .plainDecimal: tr("must be a plain decimal number (use '.' or one ',' for decimals)")
        case .ambiguousComma(let whole, let fraction):
            tr(
                "is ambiguous (a comma before three digits may group thousands): write {thousands} or {decimal}",
                ["thousands": whole + fraction, "decimal": "\(whole).\(fraction)"])
        case .ambiguousPoint(let whole, let fraction):
            tr(
                "is ambiguous (a point before three digits may group thousands): write {thousands} or {decimal}",
                [
                    "thousands": whole + fraction,
                    "decimal": language.number(NumberText.decimal(Double(whole + "." + fraction) ?? 0, places: 3)),
                ])
        case .tooLong(let characters): tr("must be at most {count} characters", ["count": String(characters)])
        case .unknownUnit(let kind, let unit, let known):
            tr(
                "unknown {kind} unit '{unit}' (use {units})",
                ["kind": text(kind), "unit": EchoedText.escaped(unit), "units": alternatives(known)])
        case .temperatureNeedsUnit: tr("needs a unit under imperial units: write e.g. 14F or -10C")
        case .wholeNumber(let from, let to):
            tr("must be a whole number from {low} to {high}", ["low": String(from), "high": String(to)])
        case .fractionOrPercentage: tr("must be a fraction (0.8) or a percentage (80%)")
        case .listSyntax: tr("must be a list such as 10,15,20 or a range such as 10-170:10")
        case .oneUnit: tr("must use one unit throughout")
        case .upwardRange: tr("must run upwards with a step above 0")
        case .atMostValues(let count): tr("must give at most {count} values", ["count": String(count)])
        case .valueCount(let low, let high):
            tr("must list {low} to {high} values", ["low": String(low), "high": String(high)])
        default: preconditionFailure("\(rule) is not worded here")
        }
    }

    private func boundText(_ rule: ValidationError.Rule) -> String {
        switch rule {
        case .greaterThan(let limit): tr("must be > {limit}", ["limit": quantity(limit)])
        case .atLeast(let limit): tr("must be ≥ {limit}", ["limit": quantity(limit)])
        case .atMost(let limit): tr("must be ≤ {limit}", ["limit": quantity(limit)])
        case .between(let low, let high):
            tr("must be between {low} and {high}", ["low": quantity(low), "high": quantity(high)])
        case .schemaVersion(let version): tr("must be {version}", ["version": String(version)])
        case .conductorCount(let from, let to):
            tr("must be a whole number of conductors from {low} to {high}", ["low": String(from), "high": String(to)])
        case .conductorsBetween(let low, let high):
            tr("must be between {low} and {high} conductors", ["low": String(low), "high": String(high)])
        case .oneOf(let names, nil): tr("must be one of {list}", ["list": commas(names)])
        case .oneOf(let names, let suggestion?):
            tr("must be one of {list} (did you mean '{name}'?)", ["list": commas(names), "name": suggestion])
        case .either(let first, let second, nil): tr("must be {first} or {second}", ["first": first, "second": second])
        case .either(let first, let second, let suggestion?):
            tr(
                "must be {first} or {second} (did you mean '{name}'?)",
                ["first": first, "second": second, "name": suggestion])
        case .oneOrMoreOf(let names, nil):
            tr("must be one or more of {list}, separated by commas", ["list": commas(names)])
        case .oneOrMoreOf(let names, let suggestion?):
            tr(
                "must be one or more of {list}, separated by commas (did you mean '{name}'?)",
                ["list": commas(names), "name": suggestion])
        case .fuseTypeRequired: tr("must name at least one fuse type")
        default: preconditionFailure("\(rule) is not worded here")
        }
    }

    private func sizeText(_ rule: ValidationError.Rule) -> String {
        switch rule {
        case .iecSize(let nearest):
            tr("must be an IEC 60228 size (nearest: {sizes})", ["sizes": commas(nearest.map(\.label))])
        case .kcmilSize(let sizes): tr("must be one of {list} kcmil", ["list": commas(sizes.map(String.init))])
        case .awgRange: tr("must be an AWG size from 24 to 4/0")
        case .awgWhole: tr("AWG gauges are whole numbers from 24 to 4/0")
        case .sizeNeedsUnit: tr("needs a unit: write e.g. 6mm2 or 6awg")
        case .wireSize: tr("must be a wire size such as 6mm2, 10awg, 2/0 or 250kcmil")
        case .ratedWire: tr("must be a size with a rated ampacity (18 AWG or 0.75 mm² and up)")
        case .abycWire: tr("must be a marine AWG size ABYC E-11 tabulates (18 to 4/0)")
        case .abycCopper: tr("must be copper with standard abyc (ABYC E-11 sizes copper, K = 10.75 Ω·cmil/ft)")
        case .abycTemperature: tr("cannot be set with standard abyc (ABYC E-11 uses a fixed K = 10.75 Ω·cmil/ft)")
        case .currentOrPowerNotBoth: tr("give current or power, not both")
        case .loadMissing: tr("missing the load: give current (A) or power (W)")
        case .drawAtMost(let limit): tr("must draw at most {limit} at the supply voltage", ["limit": quantity(limit)])
        case .atLeastCircuitVoltage(let voltage):
            tr("must be at least the circuit's voltage ({voltage})", ["voltage": quantity(voltage)])
        default: preconditionFailure("\(rule) is not worded here")
        }
    }

    private func systemText(_ rule: ValidationError.Rule) -> String {
        switch rule {
        case .inverterOfFile(let names) where names.isEmpty: tr("must name one of the file's inverters (it has none)")
        case .inverterOfFile(let names):
            tr("must name one of the file's inverters ({list})", ["list": commas(names.map(EchoedText.quoted))])
        case .inverterReference: tr("must name an inverter of the file")
        case .feedOfFile(let names) where names.isEmpty:
            tr("must name one of the file's battery banks or panels (it has none)")
        case .feedOfFile(let names):
            tr("must name one of the file's battery banks or panels ({list})", ["list": commas(names.map(EchoedText.quoted))])
        case .feedLoop(let panels):
            tr(
                "panels may not feed each other in a loop ({list})",
                ["list": panels.map(EchoedText.quoted).joined(separator: " → ")])
        case .dcOnlyOnACLoad: tr("does not apply to an AC load on an inverter (its wiring is AC, which cable does not size)")
        case .arrangementCount(let count): tr("series × parallel must equal count ({count})", ["count": String(count)])
        case .seriesMultiple(let series, let voltage, let bank):
            tr(
                "must be a multiple of {series} ({voltage} batteries in series make {bank}), or give an arrangement",
                ["series": String(series), "voltage": quantity(voltage), "bank": quantity(bank)])
        case .bankVoltage(let series, let tolerance, let nominal):
            tr(
                "× {series} in series must be within {tolerance} of the system's {nominal}",
                ["series": String(series), "tolerance": quantity(tolerance), "nominal": quantity(nominal)])
        case .atLeastBankVoltage(let voltage): tr("must be at least the bank's {voltage}", ["voltage": quantity(voltage)])
        case .cutoffVoltage(let low, let high, let lowPercent, let highPercent, let nominal):
            tr(
                "must be between {low} and {high} ({lowPercent} to {highPercent} of the system's {nominal})",
                [
                    "low": quantity(low), "high": quantity(high), "lowPercent": quantity(lowPercent),
                    "highPercent": quantity(highPercent), "nominal": quantity(nominal),
                ])
        case .loadVoltage(let maximum, let ratio, let nominal):
            tr(
                "must be at most {maximum} ({ratio} of the system's {nominal}): a load rated for a higher or AC voltage "
                    + "is fed by an inverter; name it with \"inverter\"",
                ["maximum": quantity(maximum), "ratio": quantity(ratio), "nominal": quantity(nominal)])
        case .atLeastPower(let power): tr("must be at least power ({power})", ["power": quantity(power)])
        case .atLeastCurrent(let current): tr("must be at least current ({current})", ["current": quantity(current)])
        case .catalogueID: tr("must be a catalogue id: lowercase letters and digits joined by hyphens")
        case .nameControlCharacters:
            tr("must not contain control characters (line breaks, tabs) or direction overrides")
        case .nameLength(let maximum):
            tr("must be 1 to {maximum} characters, not only spaces or invisible characters", ["maximum": String(maximum)])
        case .currentKeyOrPowerNotBoth(let key, let powerKey):
            tr("must give {key} or {power}, not both", ["key": key, "power": powerKey])
        case .currentKeyOrPower(let key): tr("must give {key} (A) or power (W)", ["key": key])
        case .unique(let other): tr("must be unique (also used by {other})", ["other": other])
        case .quantityTimesCurrent(let limit): tr("quantity × current must be ≤ {limit}", ["limit": quantity(limit)])
        case .quantityTimesPower(let limit): tr("quantity × power must be ≤ {limit}", ["limit": quantity(limit)])
        case .inverterInputCurrent(let limit):
            tr("power / (efficiency × cut-off voltage) must be ≤ {limit}", ["limit": quantity(limit)])
        default: sourceText(rule)
        }
    }

    /// The rules between a PV array or a DC-DC charger's input and the entities it names.
    private func sourceText(_ rule: ValidationError.Rule) -> String {
        switch rule {
        case .solarChargerOfFile(let names) where names.isEmpty:
            tr(
                "must name one of the file's chargers with a solar input (it has none): a solar charger, or a DC-DC "
                    + "charger that gives maxInputVoltage, maxInputCurrent or maxInputPower")
        case .solarChargerOfFile(let names):
            tr(
                "must name one of the file's chargers with a solar input ({list}): a solar charger, or a DC-DC charger "
                    + "that gives maxInputVoltage, maxInputCurrent or maxInputPower",
                ["list": commas(names.map(EchoedText.quoted))])
        case .batteryOfFile(let names) where names.isEmpty: tr("must name one of the file's battery banks (it has none)")
        case .batteryOfFile(let names):
            tr("must name one of the file's battery banks ({list})", ["list": commas(names.map(EchoedText.quoted))])
        case .inputOnDCDCOnly: tr("applies to a DC-DC charger only (kind dcdc)")
        case .durationNeedsSurge(false): tr("needs the surge it lasts for: surgeCurrent (A) or surgePower (W)")
        case .durationNeedsSurge(true): tr("needs the surge it lasts for: surgePower (W)")
        case .inputFeedNotChargedBank(let bank):
            tr(
                "must name another bank than {bank}, the one the charger charges: a DC-DC charger draws from a second battery",
                ["bank": EchoedText.quoted(bank)])
        case .separateBusNoMainFeed(let inputKey?):
            tr(
                "a battery off the house bus (bus separate) has no main feed in this file: its run is the DC-DC charger's "
                    + "input ({key})", ["key": inputKey])
        case .separateBusNoMainFeed(nil): tr("a battery off the house bus (bus separate) has no main feed in this file")
        case .inputFeedOffHouseBus(let bank):
            tr(
                "must name a battery off the house bus (bus separate): {bank} is on the house bus the charger charges, so it "
                    + "would draw from the bus it charges", ["bank": EchoedText.quoted(bank)])
        case .inputFeedVoltageClass(let inputVoltage, let inputClass, let bank, let bankVoltage):
            tr(
                "must name a battery of the {class} class its input.voltage {input} belongs to, not {bank} at {voltage}: "
                    + "a charger's input on another voltage is destroyed or charges nothing",
                [
                    "class": quantity(inputClass), "input": quantity(inputVoltage), "bank": EchoedText.quoted(bank),
                    "voltage": quantity(bankVoltage),
                ])
        case .inputVoltageClass(let classes, let tolerance):
            tr(
                "must be within {percent} of a source class ({classes}): the voltage the source battery holds while the "
                    + "charger gives its full output (12.5 V for a 12 V battery), not the data sheet's lowest input voltage",
                ["percent": quantity(tolerance), "classes": commas(classes.map(quantity))])
        default: preconditionFailure("\(rule) is not worded here")
        }
    }

    private func catalogueText(_ rule: ValidationError.Rule) -> String {
        switch rule {
        case .appliesOnlyTo(let kind, let not):
            tr("applies to a {kind} only, not to this {other}", ["kind": text(kind), "other": text(not)])
        case .hoursOrDutyCycle: tr("must give hoursPerDay or dutyCycle, not both")
        case .powerOrCurrent: tr("must give power (W) or current (A)")
        case .powerMatchesCurrent(let voltage, let tolerance, let power):
            tr(
                "× the first voltage ({voltage}) must be within {tolerance} of power ({power})",
                ["voltage": quantity(voltage), "tolerance": quantity(tolerance), "power": quantity(power)])
        case .kebabCaseID(let maximum):
            tr(
                "must be kebab-case: lowercase letters and digits joined by single hyphens, at most {maximum} characters "
                    + "(compressor-fridge-40l)", ["maximum": String(maximum)])
        case .voltagesRequired: tr("must list at least one nominal voltage")
        case .tag: tr("must be a word or two (1 to 60 characters, no control characters)")
        case .translatedName: tr("must be a name of 1 to 200 characters, without control characters")
        case .entryName:
            tr("must be 1 to 200 characters, not only spaces or invisible characters, without control characters")
        case .sourceDescription:
            tr("must name the maker, document and figure (at least 10 characters, no control characters)")
        default: preconditionFailure("\(rule) is not worded here")
        }
    }

    /// The kind of quantity a unit belongs to: `length`.
    func text(_ kind: ValidationError.QuantityKind) -> String {
        switch kind {
        case .length: tr("length")
        case .current: tr("current")
        case .voltage: tr("voltage")
        case .power: tr("power")
        case .percentage: tr("percentage")
        case .temperature: tr("temperature")
        case .charge: tr("charge")
        case .duration: tr("duration")
        }
    }
}
