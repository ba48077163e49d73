/// A user-provided value broke a rule. Carries the field it came from so each front end can
/// name it in its own terms (`--length`, `loads[2].length`), and the rule as a typed value
/// (``Rule``) with its numbers: CableCore holds no sentence for it. CableText words it in each
/// language (`length: must be > 0 m, got -3 m`).
public struct ValidationError: Error, Equatable, Sendable {
    /// What kind of rule was broken: front ends word a missing or conflicting field in their own
    /// terms (a command line calls it a usage error), and a value that breaks a rule by its
    /// ``rule``.
    public enum Kind: Equatable, Sendable {
        /// The value breaks the rule.
        case invalid
        /// Nothing was given for the field, which is required.
        case missing
        /// Nothing was given for the field nor for `alternative`: one of them is required.
        case missingEither(alternative: String)
        /// The field and `other` were both given; only one of them may be.
        case conflict(other: String)
    }

    /// The field, by its key (`length`, `maxDrop`); callers may rename or prefix it.
    public let field: String
    /// The rule broken, with the numbers, quantities and names it concerns.
    public let rule: Rule
    /// The offending value: as the user gave it or as normalised (``Actual/text(_:)``), or a
    /// value made of parts (`200000 W at 12 V`) as a typed case CableText words in each language.
    public let value: Actual
    /// Whether the value is wrong, missing or in conflict with another field.
    public let kind: Kind

    /// A broken rule for `field`; `actual` is the value as given (see ``Actual/text(_:)``).
    public init(field: String, rule: Rule, actual: String, kind: Kind = .invalid) {
        self.init(field: field, rule: rule, value: .text(actual), kind: kind)
    }

    /// A broken rule for `field` with a typed offending value.
    public init(field: String, rule: Rule, value: Actual, kind: Kind = .invalid) {
        self.field = field
        self.rule = rule
        self.value = value
        self.kind = kind
    }

    /// The offending value when it is text (input as given or a normalised quantity); empty for
    /// none and for a typed value or fixed word (``value`` holds it).
    public var actual: String {
        if case .text(let text) = value { return text }
        return ""
    }

    /// The same error with the field, and any other field its kind names, renamed: `length` →
    /// `--length`.
    public func renamingField(_ rename: (String) -> String) -> ValidationError {
        let renamedKind: Kind
        switch kind {
        case .invalid, .missing: renamedKind = kind
        case .missingEither(let alternative): renamedKind = .missingEither(alternative: rename(alternative))
        case .conflict(let other): renamedKind = .conflict(other: rename(other))
        }
        return ValidationError(field: rename(field), rule: rule, value: value, kind: renamedKind)
    }
}

extension ValidationError {
    /// A number with its unit symbol, as a rule states a bound: 0 m, 10000 A, 50 %, -50 °C. The
    /// unit is a symbol (`m`, `V`, `A`, `W`, `%`, `°C`, `Ah`) or empty for a plain number.
    public struct Quantity: Equatable, Sendable {
        /// The number, in the unit below.
        public let value: Double
        /// The unit symbol; empty for a plain number.
        public let unit: String

        /// `value` in `unit`.
        public init(_ value: Double, _ unit: String) {
            self.value = value
            self.unit = unit
        }
    }

    /// The value an error shows. Text is input or a normalised quantity; the other cases are
    /// values made of parts or words, which CableText words in each language.
    public enum Actual: Equatable, Sendable {
        /// As the user gave it (quoted: `'abc'`) or as normalised (`-3 m`); empty when there is
        /// none to show. Input, never prose: the fixed words an error shows in place of a value
        /// are the typed cases below, so input that reads `none` stays input.
        case text(String)
        /// A value as normalised, with its unit: `-3 m`, `12345.5 A` — a number CableText writes
        /// as the language writes numbers (`12 345,5 A` in German), so it reads back there.
        case quantity(Quantity)
        /// A power drawn at a voltage: `200000 W at 12 V`.
        case power(Quantity, at: Quantity)
        /// A text's length in characters: `101 characters`.
        case characters(Int)
        /// Nothing given where a value is required (English `nothing`).
        case nothing
        /// Both of two fields given where only one may be (English `both`).
        case both
        /// Neither of two fields given where one is required (English `neither`).
        case neither
        /// An empty list where at least one item is required (English `none`).
        case noneListed
        /// A JSON value of a kind the field does not take (English `a string`, `a boolean`).
        case jsonKind(JSONNode.Kind)
        /// A count of devices each drawing a quantity: `2 × 5012.35 A`.
        case each(Int, Quantity)
    }

    /// The kind of quantity a unit was refused for (`unknown length unit 'x'`).
    public enum QuantityKind: String, Equatable, Sendable {
        /// The quantity, named as its unit table is.
        case length, current, voltage, power, percentage, temperature, charge, duration
    }

    /// Every rule a value can break, with what it needs to be worded: the bound, the allowed
    /// names, a suggestion, the other field. CableText words each case in every language.
    public enum Rule: Equatable, Sendable {
        // MARK: Presence and type

        /// Required, and not given.
        case required
        /// Required, and not given: the catalogue's `source` (where the figures come from).
        case sourceRequired
        /// Required with `current` on an AC load: the AC voltage.
        case acVoltageRequired
        /// A JSON value of the wrong type: an object.
        case object
        /// A JSON value of the wrong type: a string.
        case string
        /// A JSON value of the wrong type: an array.
        case array
        /// A boolean: `true` or `false`.
        case trueOrFalse
        /// A number, or a string with a unit (`"4m"`).
        case numberOrUnitString
        /// A string describing the value as `help` shows it (`metric|imperial`).
        case stringOf(help: String)
        /// A path string.
        case pathString
        /// An array of paths.
        case pathArray
        /// No empty path in the list.
        case noEmptyPath
        /// A number (percent) or a string such as `"3%"`.
        case percentValue
        /// A wire size string such as `"6mm2"` or `"10awg"`.
        case wireSizeString
        /// An insulation rating such as `"105C"`.
        case insulationRatingString
        /// A key the reader does not know; the nearest known key, or the list of known keys
        /// (empty: none listed).
        case unknownKey(suggestion: String?, known: [String])
        /// A key given twice.
        case givenTwice

        // MARK: Numbers as typed

        /// Empty text.
        case empty
        /// Text that does not start with a number.
        case startsWithNumber
        /// A number that is not finite (`nan`, `inf`, an overflow).
        case finiteNumber
        /// A number with no unit.
        case plainNumber
        /// A plain decimal: `.` or one `,` for decimals.
        case plainDecimal
        /// `whole,fraction` with three digits after the comma: thousands or decimals?
        case ambiguousComma(whole: String, fraction: String)
        /// `whole.fraction` with three digits after the point, typed in a language that writes
        /// a decimal comma (``NumberGrammar/decimalComma``): thousands or decimals?
        case ambiguousPoint(whole: String, fraction: String)
        /// Text longer than `characters`.
        case tooLong(characters: Int)
        /// A unit not among the units of `kind` (`known`, in the order shown).
        case unknownUnit(kind: QuantityKind, unit: String, known: [String])
        /// A bare temperature where the unit system is imperial: °C or °F must be said (a bare
        /// number is °C in a metric file, and feet and AWG follow the unit system, so a bare
        /// temperature under imperial units could be meant either way).
        case temperatureNeedsUnit
        /// A whole number within the range.
        case wholeNumber(from: Int, to: Int)
        /// A fraction (`0.8`) or a percentage (`80%`).
        case fractionOrPercentage
        /// A list such as `10,15,20` or a range such as `10-170:10`.
        case listSyntax
        /// One unit for every value of a list.
        case oneUnit
        /// A range going upwards with a positive step.
        case upwardRange
        /// At most `count` values in a list.
        case atMostValues(count: Int)
        /// From `low` to `high` values in a table.
        case valueCount(low: Int, high: Int)

        // MARK: Bounds

        /// Greater than the quantity (`> 0 m`).
        case greaterThan(Quantity)
        /// At least the quantity (`≥ 0.001 m`).
        case atLeast(Quantity)
        /// At most the quantity (`≤ 10000 m`).
        case atMost(Quantity)
        /// Between the two quantities, inclusive.
        case between(Quantity, Quantity)
        /// Exactly this schema version.
        case schemaVersion(Int)
        /// A whole number of bundled conductors within the range.
        case conductorCount(from: Int, to: Int)
        /// Bundled conductors between the two counts.
        case conductorsBetween(Int, Int)

        // MARK: Closed sets

        /// One of `names`, with the nearest one when there is one.
        case oneOf([String], suggestion: String?)
        /// One of two names (`copper or aluminium`), with the nearer one when the value is near
        /// one (``Suggestion/closest(to:among:)``).
        case either(String, String, suggestion: String?)
        /// One or more of `names`, comma-separated (fuse families), with the name nearest to the
        /// element that is none of them, when one is near.
        case oneOrMoreOf([String], suggestion: String?)
        /// At least one fuse type.
        case fuseTypeRequired

        // MARK: Conductor sizes

        /// A metric size of IEC 60228; the nearest ones.
        case iecSize(nearest: [ConductorSize])
        /// One of the kcmil sizes.
        case kcmilSize([Int])
        /// An AWG size within the tabulated range.
        case awgRange
        /// An AWG gauge is a whole number.
        case awgWhole
        /// A bare number needs a unit (mm² or AWG).
        case sizeNeedsUnit
        /// Not a wire size at all.
        case wireSize
        /// A size with a rated ampacity.
        case ratedWire
        /// A marine AWG size ABYC E-11 tabulates.
        case abycWire
        /// Copper under ABYC E-11.
        case abycCopper
        /// No temperature under ABYC E-11.
        case abycTemperature

        // MARK: Circuits and requests

        /// Current or power, not both (a sizing request).
        case currentOrPowerNotBoth
        /// Neither current nor power (a sizing request).
        case loadMissing
        /// Power that draws more than `maximum` at the supply voltage.
        case drawAtMost(Quantity)
        /// A charge voltage below the circuit's voltage.
        case atLeastCircuitVoltage(Quantity)

        // MARK: System files

        /// Names an inverter of the file: `names` are the inverters there are.
        case inverterOfFile(names: [String])
        /// Names an inverter of the file (an analysed system).
        case inverterReference
        /// A `feed` must name one of the file's battery banks or panels (their names).
        case feedOfFile(names: [String])
        /// Panels' feeds may not form a loop (the panels of the loop, in order).
        case feedLoop(panels: [String])
        /// A DC-only key on an AC load.
        case dcOnlyOnACLoad
        /// `series × parallel` must equal `count`.
        case arrangementCount(Int)
        /// `count` must be a multiple of `series`: `series` batteries of `voltage` make `bank`.
        case seriesMultiple(series: Int, voltage: Quantity, bank: Quantity)
        /// The battery voltage × `series` must be within `tolerance` of the system's `nominal`.
        case bankVoltage(series: Int, tolerance: Quantity, nominal: Quantity)
        /// At least the bank's voltage.
        case atLeastBankVoltage(Quantity)
        /// A cut-off voltage between `low` and `high`, `lowPercent` to `highPercent` of `nominal`.
        case cutoffVoltage(low: Quantity, high: Quantity, lowPercent: Quantity, highPercent: Quantity, nominal: Quantity)
        /// A load voltage of at most `maximum` (`ratio` of the system's `nominal`); a higher or AC
        /// voltage needs an inverter.
        case loadVoltage(maximum: Quantity, ratio: Quantity, nominal: Quantity)
        /// At least the power.
        case atLeastPower(Quantity)
        /// At least the current.
        case atLeastCurrent(Quantity)
        /// A catalogue id reference (`catalogId`).
        case catalogueID
        /// A name without control characters or direction overrides.
        case nameControlCharacters
        /// A name of 1 to `maximum` characters, some visible.
        case nameLength(maximum: Int)
        /// `currentKey` or `powerKey` (`power`; a load's surge: `surgeCurrent` or `surgePower`), not both.
        case currentKeyOrPowerNotBoth(currentKey: String, powerKey: String = "power")
        /// `key` (A) or power (W).
        case currentKeyOrPower(currentKey: String)
        /// Unique: the name or id is also used by `other`.
        case unique(alsoUsedBy: String)
        /// `quantity × current` at most the quantity.
        case quantityTimesCurrent(Quantity)
        /// `quantity × power` at most the quantity.
        case quantityTimesPower(Quantity)
        /// An inverter's input current (power / (efficiency × cut-off voltage)) at most the quantity.
        case inverterInputCurrent(Quantity)
        /// Names a charger of the file with a solar input (a solar charger, or a DC-DC charger
        /// that gives a PV input limit): `names` are the ones there are.
        case solarChargerOfFile(names: [String])
        /// Names a battery bank of the file: `names` are the banks there are.
        case batteryOfFile(names: [String])
        /// An `input` run belongs to a DC-DC charger only.
        case inputOnDCDCOnly
        /// A surge's duration given without the surge (`surgeCurrent` or `surgePower`).
        /// `powerOnly`: the surge is given by `surgePower` alone (an inverter's); else by
        /// `surgeCurrent` or `surgePower` (a load's).
        case durationNeedsSurge(powerOnly: Bool = false)
        /// A DC-DC charger's input draws from another bank than the one it charges (`bank`).
        case inputFeedNotChargedBank(bank: String)
        /// A battery off the house bus (`bus` separate) has no main feed in the file: a key of the
        /// main feed (``SystemField/isMainFeed``) is refused; `inputKey` is the DC-DC charger's
        /// `input` key that says it for the input run instead (`input.length`), nil when none does.
        case separateBusNoMainFeed(inputKey: String?)
        /// A DC-DC charger's input draws from a battery off the house bus (`bus` separate): `bank`
        /// is on the house bus the charger charges.
        case inputFeedOffHouseBus(bank: String)
        /// A DC-DC charger's input draws from a battery of the voltage class (`inputClass`) its
        /// `input.voltage` (`inputVoltage`) belongs to; `bank` is of another voltage (`bankVoltage`).
        case inputFeedVoltageClass(inputVoltage: Quantity, inputClass: Quantity, bank: String, bankVoltage: Quantity)
        /// A DC-DC charger's `input.voltage` is within `tolerance` of none of the source classes
        /// (`classes`, ``InputSource/nominalClasses``): a data sheet's input range minimum (8 V for
        /// an Orion-Tr Smart 12/24) rather than the source's voltage at full output (rev34f F6).
        case inputVoltageClass(classes: [Quantity], tolerance: Quantity)

        // MARK: Catalogues

        /// A key of another kind of entry.
        case appliesOnlyTo(CatalogEntry.Kind, not: CatalogEntry.Kind)
        /// `hoursPerDay` or `dutyCycle`, not both.
        case hoursOrDutyCycle
        /// Power (W) or current (A).
        case powerOrCurrent
        /// current × the first voltage within `tolerance` of power.
        case powerMatchesCurrent(voltage: Quantity, tolerance: Quantity, power: Quantity)
        /// A kebab-case id of at most `maximum` characters.
        case kebabCaseID(maximum: Int)
        /// At least one nominal voltage.
        case voltagesRequired
        /// A tag of 1 to 60 characters.
        case tag
        /// A translated name of 1 to 200 characters.
        case translatedName
        /// An entry's name: 1 to 200 characters, visible, no control characters.
        case entryName
        /// A source naming maker, document and figure.
        case sourceDescription
    }
}
