/// The catalogue's categories: a closed set, so search in every language finds them
/// (``CatalogVocabulary`` holds their names in de, es, fr and nl).
public enum CatalogCategory: String, CaseIterable, Sendable {
    /// Fridges, freezers and cool boxes.
    case refrigeration
    /// Heaters (diesel, gas, electric), water heaters and electric blankets.
    case heating
    /// Water and pumps: fresh-water, bilge and drain pumps, toilets, watermakers.
    case water
    /// Fans, air conditioners and dehumidifiers.
    case ventilation
    /// Lighting.
    case lighting
    /// Galley and cooking: kettles, coffee makers, induction hobs.
    case galley
    /// Electronics and entertainment.
    case electronics
    /// Navigation and autopilots: instruments, plotters, radar.
    case navigation
    /// Communication and internet: VHF, routers, satellite.
    case communication
    /// Deck: windlasses, winches, thrusters.
    case deck
    /// Tools and appliances.
    case tools
    /// Comfort and hygiene.
    case comfort
    /// Inverters (the DC-to-AC devices themselves).
    case inverter
    /// Chargers: mains chargers, DC-DC chargers, solar controllers, alternators, generators.
    case charger
    /// PV modules (solar panels): what `cable add array --from` takes an array's module from.
    case pvModule

    /// English name, as `catalog list` shows it.
    public var displayName: String {
        switch self {
        case .refrigeration: "Refrigeration"
        case .heating: "Heating"
        case .water: "Water and pumps"
        case .ventilation: "Ventilation"
        case .lighting: "Lighting"
        case .galley: "Galley and cooking"
        case .electronics: "Electronics and entertainment"
        case .navigation: "Navigation and autopilots"
        case .communication: "Communication and internet"
        case .deck: "Deck: windlasses, winches, thrusters"
        case .tools: "Tools and appliances"
        case .comfort: "Comfort and hygiene"
        case .inverter: "Inverters"
        case .charger: "Chargers"
        case .pvModule: "PV modules"
        }
    }
}
