/// One device of the catalogue (``DeviceCatalog``): a load, a charger or an inverter with its
/// typical electrical figures and where they come from.
///
/// Entries are made only by ``CatalogFile/decode(_:)``, which validates every figure, so
/// an entry in hand is always consistent:
///
/// - a load has `power` or `current` (or both, and then P = V × I at its first voltage within
///   ``powerTolerance``); an AC load (``isAC``) is fed by an inverter and its voltages are AC
///   (100–250 V);
/// - a charger has its ``chargerKind`` and ``outputCurrent`` or output `power` (a solar panel);
/// - an inverter has its continuous AC `power`, and optionally `surgePower` (≥ power),
///   `idlePower` (≤ power) and `efficiency` (0.5–1); an inverter/charger also its
///   ``chargeCurrent``;
/// - a PV module has its data sheet's STC figures (``module``: `voc`, `isc`, `vmp`, `imp`,
///   `power`, `vocTempCoefficient`, and `maxSeriesFuse` when the sheet gives it), checked as an
///   array's `module` is (``PVModule``); its `voltages` may be empty (a module has no bus voltage);
/// - duty is at most one of ``hoursPerDay`` (0–24) and ``dutyCycle`` (0–1);
/// - every entry names its ``source``: the publisher, the document and the figure taken, or
///   for a generic entry the basis of its typical figures.
public struct CatalogEntry: Sendable, Equatable {
    /// What the entry becomes in a system file: a load, a charger, an inverter or a PV array's
    /// module.
    public enum Kind: String, CaseIterable, Sendable {
        /// A consumer: becomes an entry of the file's `loads`.
        case load
        /// A charging source: becomes an entry of `chargers`.
        case charger
        /// An inverter: becomes an entry of `inverters`.
        case inverter
        /// A PV module: becomes the `module` of an entry of `arrays` (`cable add array --from ID`).
        case module
    }

    /// Where power and current of one entry may differ from P = V × I: data sheets round both
    /// (a pump "4.0 A, 48 W" at 12 V), so 15 % is allowed, no more.
    public static let powerTolerance = 0.15

    /// Stable kebab-case id: `fridge-compressor-40l`, `victron-orion-tr-12-12-30`.
    public let id: String
    /// English name: `Compressor fridge 40–50 L`.
    public let name: String
    /// Names in other languages, by code (`de`, `es`, `fr`, `nl`), for search and display.
    public let names: [String: String]
    /// What the entry becomes in a system file.
    public let kind: Kind
    /// The category `catalog list` groups it under, and whose words search matches.
    public let category: CatalogCategory
    /// English tags; translations of common ones come from ``CatalogVocabulary``.
    public let tags: [String]
    /// Nominal supply voltages the figures hold for (DC; AC for an AC load).
    public let voltages: [Voltage]
    /// A load fed from an inverter: its power is AC watts and its voltages AC.
    public let isAC: Bool
    /// Load: power of one device; inverter: continuous AC rating; charger: output power.
    public let power: Power?
    /// Load: current of one device at its first voltage.
    public let current: Current?
    /// Typical hours a day running (load) or at full output (charger).
    public let hoursPerDay: Double?
    /// Typical share of time running (a thermostat-cycled fridge or heater): 0 < d ≤ 1.
    public let dutyCycle: Double?
    /// Start-up or short-time peak: a motor's inrush, an inverter's surge rating.
    public let surgePower: Power?
    /// A load's start-up current at its first voltage, where the maker gives it.
    public let surgeCurrent: Current?
    /// How long the surge lasts, seconds, where the maker says (a glow plug's start: minutes).
    public let surgeSeconds: Double?
    /// Charger: what it is.
    public let chargerKind: Charger.Kind?
    /// Charger: rated output current at its (first) voltage (or its output `power`, not both).
    public let outputCurrent: Current?
    /// Charger or inverter: efficiency, 0–1.
    public let efficiency: Double?
    /// Inverter: zero-load power.
    public let idlePower: Power?
    /// Inverter/charger (Victron MultiPlus): its charge current, so that the DC feed is sized and
    /// checked as the charging circuit it also is (the system file's inverter `chargeCurrent`).
    public let chargeCurrent: Current?
    /// Solar charger: its maximum PV open-circuit voltage (data sheet).
    public let maxInputVoltage: Voltage?
    /// Solar charger: its maximum PV short-circuit current (data sheet).
    public let maxInputCurrent: Current?
    /// DC-DC charger: its input's nominal voltage where it differs from its output's (`voltages`):
    /// 12 V for a 12/24 V Orion, 48 V for a 48/12 V one. `add --from` writes it as the input's
    /// `input.voltage` when the charger gets an input run on a bus of another voltage; nil: the
    /// input is the output's voltage (a 12/12 V charger).
    public let inputVoltage: Voltage?
    /// PV module: its data-sheet figures at STC.
    public let module: PVModule?
    /// Inverter: its low-battery shutdown (cut-off) voltage where the source gives it; nil: the
    /// system's default (``Inverter/defaultCutoffFraction`` × nominal) applies.
    public let cutoffVoltage: Voltage?
    /// Where the figures come from: publisher, document (or URL) and which figure.
    public let source: String

    /// Hours a day: as given, else the duty cycle × 24 h; nil when the entry gives neither.
    public var typicalHoursPerDay: Double? { hoursPerDay ?? dutyCycle.map { $0 * 24 } }

    /// The name in `language` when the entry has one, else the English name.
    public func name(in language: String) -> String { names[language] ?? name }

    init(
        id: String, name: String, names: [String: String], kind: Kind, category: CatalogCategory, tags: [String],
        voltages: [Voltage], isAC: Bool, power: Power?, current: Current?, hoursPerDay: Double?, dutyCycle: Double?,
        surgePower: Power?, surgeCurrent: Current?, surgeSeconds: Double? = nil, chargerKind: Charger.Kind?,
        outputCurrent: Current?, efficiency: Double?, idlePower: Power?, chargeCurrent: Current? = nil,
        maxInputVoltage: Voltage? = nil,
        maxInputCurrent: Current? = nil, inputVoltage: Voltage? = nil, module: PVModule? = nil,
        cutoffVoltage: Voltage? = nil, source: String
    ) {
        self.id = id
        self.name = name
        self.names = names
        self.kind = kind
        self.category = category
        self.tags = tags
        self.voltages = voltages
        self.isAC = isAC
        self.power = power
        self.current = current
        self.hoursPerDay = hoursPerDay
        self.dutyCycle = dutyCycle
        self.surgePower = surgePower
        self.surgeCurrent = surgeCurrent
        self.surgeSeconds = surgeSeconds
        self.chargerKind = chargerKind
        self.outputCurrent = outputCurrent
        self.efficiency = efficiency
        self.idlePower = idlePower
        self.chargeCurrent = chargeCurrent
        self.maxInputVoltage = maxInputVoltage
        self.maxInputCurrent = maxInputCurrent
        self.inputVoltage = inputVoltage
        self.module = module
        self.cutoffVoltage = cutoffVoltage
        self.source = source
    }
}
