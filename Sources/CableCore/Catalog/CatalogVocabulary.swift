/// Words of the catalogue in other languages, for search: the categories' names and the common
/// tags, in German, Spanish, French and Dutch, in the vocabulary of the chandlery and the
/// camper-van trade (Kühlbox, nevera de compresor, guindeau, ankerlier …). A search for any of
/// them finds the entries so categorised or tagged. Written for this catalogue; entries may add
/// their own translated names (`names`).
public enum CatalogVocabulary {
    /// The languages search knows besides English.
    public static let languages = ["de", "es", "fr", "nl"]

    /// A category's words in each language (names and common synonyms).
    public static func words(for category: CatalogCategory) -> [String] {
        switch category {
        case .refrigeration:
            ["Kühlung", "Kühlgeräte", "refrigeración", "frío", "réfrigération", "froid", "koeling", "koeltechniek"]
        case .heating:
            ["Heizung", "Standheizung", "calefacción", "calefactor", "chauffage", "verwarming", "kachel"]
        case .water:
            ["Wasser", "Wasserversorgung", "agua", "fontanería", "eau", "plomberie", "water", "watersysteem"]
        case .ventilation:
            [
                "Lüftung", "Lüfter", "Dachlüfter", "ventilación", "ventilador", "ventilation", "ventilateur", "ventilatie",
                "ventilator",
            ]
        case .lighting:
            [
                "Beleuchtung", "Licht", "Leuchte", "iluminación", "luz", "éclairage", "lumière", "feu", "verlichting", "licht",
                "lamp",
            ]
        case .galley:
            ["Küche", "Kochen", "cocina", "cocinar", "cuisine", "cuisson", "kombuis", "keuken", "koken"]
        case .electronics:
            [
                "Elektronik", "Unterhaltung", "electrónica", "entretenimiento", "électronique", "divertissement",
                "elektronica", "entertainment",
            ]
        case .navigation:
            [
                "Navigation", "Navigationselektronik", "navegación", "electrónica náutica", "navigation", "électronique marine",
                "navigatie", "navigatie-elektronica",
            ]
        case .communication:
            ["Kommunikation", "Internet", "comunicación", "internet", "communication", "internet", "communicatie"]
        case .deck:
            ["Deck", "Decksausrüstung", "cubierta", "equipo de cubierta", "pont", "accastillage", "dek", "dekuitrusting"]
        case .tools:
            ["Werkzeug", "Gerät", "herramienta", "aparato", "outil", "appareil", "gereedschap", "apparaat"]
        case .comfort:
            ["Komfort", "Hygiene", "confort", "higiene", "confort", "hygiène", "comfort", "hygiëne"]
        case .inverter:
            ["Wechselrichter", "Inverter", "inversor", "onduleur", "convertisseur", "omvormer"]
        case .charger:
            ["Ladegerät", "Lader", "cargador", "chargeur", "lader", "acculader"]
        case .pvModule:
            [
                "Solarmodul", "PV-Modul", "Solarpanel", "módulo fotovoltaico", "panel solar", "module photovoltaïque",
                "panneau solaire", "zonnepaneel", "PV-module",
            ]
        }
    }

    /// Translations of the catalogue's common English tags.
    public static let tagWords: [String: [String]] = [
        "fridge": ["Kühlschrank", "nevera", "frigorífico", "réfrigérateur", "frigo", "koelkast"],
        "freezer": ["Gefrierschrank", "Gefrierbox", "congelador", "congélateur", "vriezer", "diepvries"],
        "compressor": ["Kompressor", "compresor", "compresseur", "compressor"],
        "cool box": ["Kühlbox", "nevera portátil", "glacière", "koelbox"],
        "air heater": ["Luftheizung", "calefactor de aire", "chauffage à air", "luchtverwarming"],
        "diesel": ["Diesel", "gasóleo", "gazole", "diesel"],
        "gas": ["Gas", "gas", "gaz", "gas"],
        "water heater": ["Boiler", "Warmwasserbereiter", "calentador", "chauffe-eau", "boiler"],
        "water pump": ["Wasserpumpe", "bomba de agua", "pompe à eau", "waterpomp"],
        "bilge pump": ["Bilgepumpe", "Lenzpumpe", "bomba de achique", "pompe de cale", "bilgepomp", "lenspomp"],
        "toilet": ["Toilette", "WC", "inodoro", "váter", "toilettes", "WC", "toilet"],
        "macerator": ["Zerhacker", "triturador", "broyeur", "vermaler"],
        "watermaker": ["Wassermacher", "desalinizadora", "dessalinisateur", "watermaker"],
        "fan": ["Ventilator", "Lüfter", "ventilador", "ventilateur", "ventilator"],
        "roof vent": ["Dachlüfter", "claraboya", "aérateur de toit", "dakventilator"],
        "light": ["Licht", "Leuchte", "luz", "lumière", "licht"],
        "led": ["LED"],
        "navigation light": [
            "Positionslicht", "Navigationslicht", "luz de navegación", "feu de navigation",
            "navigatieverlichting",
        ],
        "anchor light": ["Ankerlicht", "luz de fondeo", "feu de mouillage", "ankerlicht"],
        "induction": ["Induktion", "Induktionskochfeld", "inducción", "induction", "inductie"],
        "hob": ["Kochfeld", "placa", "plaque de cuisson", "kookplaat"],
        "coffee": ["Kaffee", "Kaffeemaschine", "café", "cafetera", "cafetière", "koffie", "koffiezetapparaat"],
        "kettle": ["Wasserkocher", "hervidor", "bouilloire", "waterkoker"],
        "microwave": ["Mikrowelle", "microondas", "micro-ondes", "magnetron"],
        "tv": ["Fernseher", "televisor", "téléviseur", "televisie"],
        "laptop": ["Laptop", "portátil", "ordinateur portable", "laptop"],
        "phone": ["Handy", "teléfono", "téléphone", "telefoon"],
        "usb": ["USB"],
        "router": ["Router", "enrutador", "routeur", "router"],
        "starlink": ["Starlink", "satellite", "Satellit", "satélite", "satelliet"],
        "vhf": ["UKW-Funk", "Seefunk", "VHF", "radio VHF", "marifoon"],
        "autopilot": ["Autopilot", "piloto automático", "pilote automatique", "stuurautomaat"],
        "chartplotter": ["Kartenplotter", "plotter", "traceur de cartes", "kaartplotter"],
        "radar": ["Radar"],
        "sounder": ["Echolot", "sonda", "sondeur", "dieptemeter"],
        "ais": ["AIS"],
        "instruments": ["Instrumente", "instrumentos", "instruments", "instrumenten"],
        "windlass": ["Ankerwinde", "molinete", "guindeau", "ankerlier"],
        "winch": ["Winsch", "winche", "winch", "lier"],
        "thruster": ["Bugstrahlruder", "hélice de proa", "propulseur d'étrave", "boegschroef"],
        "inverter": ["Wechselrichter", "inversor", "onduleur", "omvormer"],
        "inverter charger": [
            "Kombigerät", "Wechselrichter-Ladegerät", "inversor cargador", "combi onduleur chargeur",
            "omvormer-lader",
        ],
        "shore power": ["Landstrom", "toma de puerto", "quai", "prise de quai", "walstroom"],
        "solar": [
            "Solar", "Solarladeregler", "solar", "regulador solar", "solaire", "régulateur solaire", "zonne-energie",
            "zonnelader",
        ],
        "mppt": ["MPPT"],
        "dc-dc": ["Ladebooster", "B2B", "cargador DC-DC", "chargeur DC-DC", "DC-DC lader", "booster"],
        "alternator": ["Lichtmaschine", "alternador", "alternateur", "dynamo"],
        "battery charger": ["Batterieladegerät", "cargador de baterías", "chargeur de batterie", "acculader"],
        "hair dryer": ["Föhn", "Haartrockner", "secador", "sèche-cheveux", "föhn", "haardroger"],
        "vacuum": ["Staubsauger", "aspiradora", "aspirateur", "stofzuiger"],
        "blender": ["Mixer", "batidora", "mixeur", "blender"],
        "toaster": ["Toaster", "tostadora", "grille-pain", "broodrooster"],
        "rice cooker": ["Reiskocher", "arrocera", "cuiseur à riz", "rijstkoker"],
        "washing machine": ["Waschmaschine", "lavadora", "lave-linge", "wasmachine"],
        "air conditioner": ["Klimaanlage", "aire acondicionado", "climatisation", "climatiseur", "airco", "airconditioning"],
        "electric heater": [
            "Heizlüfter", "Elektroheizung", "calefactor eléctrico", "radiateur électrique",
            "elektrische kachel",
        ],
        "power tool": [
            "Elektrowerkzeug", "Akkuladegerät", "herramienta eléctrica", "outil électroportatif",
            "elektrisch gereedschap",
        ],
    ]

    /// A tag's words in every language: the tag itself and its translations.
    public static func words(forTag tag: String) -> [String] {
        [tag] + (tagWords[tag.lowercased()] ?? [])
    }
}
