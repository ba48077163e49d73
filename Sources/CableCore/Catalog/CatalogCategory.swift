/// The catalogue's categories: a closed set, so search in every language finds them
/// (``CatalogVocabulary`` holds their names in de, es, fr and nl).
public enum CatalogCategory: String, CaseIterable, Sendable {
    case refrigeration, heating, water, ventilation, lighting, galley, electronics, navigation, communication,
        deck, tools, comfort, inverter, charger

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
        }
    }
}
