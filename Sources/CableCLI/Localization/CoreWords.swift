import CableCore

/// The names CableCore gives people (`displayName`), in the run's language. Written out here so
/// each is a `tr` literal the catalogue check finds; names that are trade marks or standards
/// (MIDI, MEGA, ANL) stay as they are.
enum CoreWords {
    static func fuseFamily(_ type: FuseType) -> String {
        switch type {
        case .blade: tr("ATO/ATC blade")
        case .maxi: tr("MAXI blade")
        case .classT: tr("Class T")
        case .midi, .mega, .anl: type.displayName
        }
    }

    static func material(_ material: ConductorMaterial) -> String {
        switch material {
        case .copper: tr("copper")
        case .aluminium: tr("aluminium")
        }
    }
}

extension CoreWords {
    /// A system circuit's kind, as a report's first column and warnings name it.
    static func circuitKind(_ kind: CircuitReport.Kind) -> String {
        switch kind {
        case .load: tr("load")
        case .charger: tr("charger")
        case .battery: tr("battery")
        case .inverter: tr("inverter")
        }
    }

    static func chemistry(_ chemistry: BatteryChemistry) -> String {
        switch chemistry {
        case .floodedLeadAcid: tr("flooded lead-acid")
        case .gel: tr("gel")
        case .agm, .lifepo4, .liIon: chemistry.displayName
        }
    }
}

extension CoreWords {
    /// An entity of a system file, as `add`, `set` and `remove` confirm it.
    static func entity(_ kind: SystemDocument.EntityKind) -> String {
        switch kind {
        case .load: tr("load")
        case .battery: tr("battery")
        case .charger: tr("charger")
        case .inverter: tr("inverter")
        }
    }
}

extension CoreWords {
    /// A catalogue entry's kind, as `cable catalog` lists it.
    static func catalogKind(_ kind: CatalogEntry.Kind) -> String {
        switch kind {
        case .load: tr("load")
        case .charger: tr("charger")
        case .inverter: tr("inverter")
        }
    }

    /// A catalogue category's heading (``CatalogCategory/displayName``).
    static func catalogCategory(_ category: CatalogCategory) -> String {
        switch category {
        case .refrigeration: tr("Refrigeration")
        case .heating: tr("Heating")
        case .water: tr("Water and pumps")
        case .ventilation: tr("Ventilation")
        case .lighting: tr("Lighting")
        case .galley: tr("Galley and cooking")
        case .electronics: tr("Electronics and entertainment")
        case .navigation: tr("Navigation and autopilots")
        case .communication: tr("Communication and internet")
        case .deck: tr("Deck: windlasses, winches, thrusters")
        case .tools: tr("Tools and appliances")
        case .comfort: tr("Comfort and hygiene")
        case .inverter: tr("Inverters")
        case .charger: tr("Chargers")
        }
    }
}
