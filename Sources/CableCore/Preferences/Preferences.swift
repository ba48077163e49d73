/// A person's standing choices: the settings the config file, the environment and a system
/// file's `defaults` may hold, each optional (nil: not chosen here, look further).
///
/// Which source wins is the command line's business (flag > system file > environment > config
/// file > built-in, one function in CableCLI); what a value means and which values are valid is
/// decided here, once, for every source:
///
/// - `units`: `metric` or `imperial` (``UnitSystem``).
/// - `standard`: `default` or `abyc` (``SizingStandard``).
/// - `lang`: the language of messages for people, one of ``languages``. Stored and passed on
///   only; machine output never depends on it.
/// - `maxDropPercent`: the drop limit for ordinary circuits, % (``DropLimits``: 5 %, 10 % under ABYC,
///   when not chosen).
/// - `criticalMaxDropPercent`: the drop limit for critical circuits, % (3 %, ABYC E-11, when not chosen).
/// - `catalog`: paths of device catalogue files, as written.
///
/// Values are validated when made: an invalid one cannot be built.
public struct Preferences: Hashable, Sendable {
    /// A setting's name, as the config file and `cable config` spell it.
    public enum Key: String, CaseIterable, Sendable {
        /// The unit system, ``Preferences/units``.
        case units
        /// The sizing method, ``Preferences/standard``.
        case standard
        /// The language of messages, ``Preferences/lang``.
        case lang
        /// The ordinary drop limit, ``Preferences/maxDropPercent``.
        case maxDropPercent
        /// The critical drop limit, ``Preferences/criticalMaxDropPercent``.
        case criticalMaxDropPercent
        /// The device catalogue files, ``Preferences/catalog``.
        case catalog

        /// What a value looks like, for help and errors: `metric|imperial`, `<percent>`.
        public var valueHelp: String {
            switch self {
            case .units: "metric|imperial"
            case .standard: "default|abyc"
            case .lang: Preferences.languages.joined(separator: "|")
            case .maxDropPercent, .criticalMaxDropPercent: "<percent>"
            case .catalog: "<path>[,<path>…]"
            }
        }
    }

    /// The languages `lang` may name (ISO 639-1 codes).
    public static let languages = ["en", "de", "es", "fr", "nl"]

    /// The unit system; nil: not chosen here.
    public let units: UnitSystem?
    /// The sizing method; nil: not chosen here.
    public let standard: SizingStandard?
    /// An ISO 639-1 code from ``languages``.
    public let lang: String?
    /// The drop limit for ordinary circuits, %, within ``Limits/maxDropPercent`` and above 0.
    public let maxDropPercent: Double?
    /// The drop limit for critical circuits, %, within ``Limits/maxDropPercent`` and above 0.
    public let criticalMaxDropPercent: Double?
    /// Paths of device catalogue files, none empty.
    public let catalog: [String]?

    /// Nothing chosen.
    public static let none = Preferences(units: nil)

    /// Only the units chosen (a system file's `defaults.units`); nothing to validate.
    public init(units: UnitSystem?) { self.init(validated: units, nil, nil, nil, nil, nil) }

    /// Validated preferences; each error names the key (`maxDropPercent`).
    /// - Throws: ``ValidationError`` for a drop limit not in 0 < % ≤ 50, a `lang` not in
    ///   ``languages``, or an empty catalogue path.
    public init(
        units: UnitSystem? = nil, standard: SizingStandard? = nil, lang: String? = nil, maxDropPercent: Double? = nil,
        criticalMaxDropPercent: Double? = nil, catalog: [String]? = nil
    ) throws(ValidationError) {
        if let maxDropPercent {
            try Limits.requirePositive(maxDropPercent, in: Limits.maxDropPercent, field: Key.maxDropPercent.rawValue, unit: "%")
        }
        if let criticalMaxDropPercent {
            try Limits.requirePositive(
                criticalMaxDropPercent, in: Limits.maxDropPercent, field: Key.criticalMaxDropPercent.rawValue, unit: "%")
        }
        if let lang, !Self.languages.contains(lang) {
            throw ValidationError(
                field: Key.lang.rawValue,
                rule: .oneOf(Self.languages, suggestion: Suggestion.closest(to: lang, among: Self.languages)),
                actual: EchoedText.quoted(lang))
        }
        if let catalog, catalog.contains(where: \.isEmpty) {
            throw ValidationError(field: Key.catalog.rawValue, rule: .noEmptyPath, actual: "")
        }
        self.units = units
        self.standard = standard
        self.lang = lang
        self.maxDropPercent = maxDropPercent
        self.criticalMaxDropPercent = criticalMaxDropPercent
        self.catalog = catalog
    }

    /// One setting read from text as a person types it (a command-line value, an environment
    /// variable): `imperial`, `ABYC`, `de`, `3` or `3%`, `a.json,b.json` (a catalogue list is
    /// comma-separated). Errors name `field`.
    public static func parse(_ key: Key, _ text: String, field: String) throws(ValidationError) -> Preferences {
        do {
            switch key {
            case .units: return Preferences(units: try UnitSystem.parse(text, field: field))
            case .standard: return try Preferences(standard: try QuantityParser.standard(text, field: field))
            case .lang: return try Preferences(lang: text.lowercased())
            case .maxDropPercent: return try Preferences(maxDropPercent: try QuantityParser.percent(text, field: field))
            case .criticalMaxDropPercent:
                return try Preferences(criticalMaxDropPercent: try QuantityParser.percent(text, field: field))
            case .catalog:
                let paths = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace }
                return try Preferences(catalog: paths)
            }
        } catch {
            // The validating initializer names the key; name what was typed instead.
            throw error.renamingField { _ in field }
        }
    }

    /// Whether `key` is chosen.
    public func has(_ key: Key) -> Bool {
        switch key {
        case .units: units != nil
        case .standard: standard != nil
        case .lang: lang != nil
        case .maxDropPercent: maxDropPercent != nil
        case .criticalMaxDropPercent: criticalMaxDropPercent != nil
        case .catalog: catalog != nil
        }
    }

    /// These preferences with each setting they leave open taken from `other`: how sources are
    /// layered, the first one given winning.
    public func filling(from other: Preferences) -> Preferences {
        Preferences(
            validated: units ?? other.units, standard ?? other.standard, lang ?? other.lang,
            maxDropPercent ?? other.maxDropPercent, criticalMaxDropPercent ?? other.criticalMaxDropPercent,
            catalog ?? other.catalog)
    }

    /// Only `key`'s setting of these preferences.
    public func only(_ key: Key) -> Preferences {
        Preferences(
            validated: key == .units ? units : nil, key == .standard ? standard : nil, key == .lang ? lang : nil,
            key == .maxDropPercent ? maxDropPercent : nil, key == .criticalMaxDropPercent ? criticalMaxDropPercent : nil,
            key == .catalog ? catalog : nil)
    }

    /// Values taken from preferences already validated.
    private init(
        validated units: UnitSystem?, _ standard: SizingStandard?, _ lang: String?, _ maxDropPercent: Double?,
        _ criticalMaxDropPercent: Double?, _ catalog: [String]?
    ) {
        self.units = units
        self.standard = standard
        self.lang = lang
        self.maxDropPercent = maxDropPercent
        self.criticalMaxDropPercent = criticalMaxDropPercent
        self.catalog = catalog
    }

    /// The drop limits these preferences choose: ``DropLimits`` with the method's and ABYC's
    /// defaults for what they leave open.
    public var dropLimits: DropLimits {
        DropLimits(ordinary: maxDropPercent, critical: criticalMaxDropPercent ?? DropLimits.criticalPercent)
    }

    /// A setting's value as text, as `cable config get` prints it and `parse` reads it back:
    /// `imperial`, `abyc`, `3%`, paths comma-separated; nil when not chosen.
    public func text(of key: Key) -> String? {
        switch key {
        case .units: units?.rawValue
        case .standard: standard?.rawValue
        case .lang: lang
        case .maxDropPercent: maxDropPercent.map { NumberText.shortest($0) + "%" }
        case .criticalMaxDropPercent: criticalMaxDropPercent.map { NumberText.shortest($0) + "%" }
        case .catalog: catalog?.joined(separator: ",")
        }
    }
}
