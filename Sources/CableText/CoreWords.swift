import CableCore

extension Words {
    /// A fuse family as people read it: `ATO/ATC blade`; names that are trade marks or standards
    /// (MIDI, MEGA, ANL) stay as they are.
    public func text(_ type: FuseType) -> String {
        switch type {
        case .blade: tr("ATO/ATC blade")
        case .maxi: tr("MAXI blade")
        case .classT: tr("Class T")
        case .blade58: tr("ATO blade 58 V")
        case .breaker: tr("DC thermal breaker")
        case .dcMcb: tr("DC MCB")
        case .midi, .mega, .anl, .midi58, .mega58: type.displayName
        }
    }

    /// The citation of the ampacity table a wire series is rated by
    /// (``AmpacityTable/forSeries(_:)``), its "Table" in this language: `ISO 10133 / ISO 13297
    /// Tabelle 1`. The English is the table's ``AmpacityTable/source``, which JSON writes.
    public func ampacitySource(_ series: WireSeries) -> String {
        switch series {
        case .metric: tr("ISO 10133 / ISO 13297 Table 1")
        case .awg, .marine: tr("33 CFR 183.425 Table 5 / ABYC E-11 (to 4/0); NEC Table 310.17 (kcmil)")
        }
    }

    /// Why a circuit takes no fuse by rule, where its fuse would be shown: `not required (NEC
    /// 690.9(A))`.
    public func text(_ exemption: FuseExemption) -> String {
        switch exemption {
        case .pvCircuitAmpacity: tr("not required (NEC 690.9(A))")
        }
    }

    /// The rule an exemption cites, as a drawing labels the run with it where a fuse would be:
    /// `NEC 690.9(A)` (a citation: the same in every language).
    public func citation(_ exemption: FuseExemption) -> String {
        switch exemption {
        case .pvCircuitAmpacity: "NEC 690.9(A)"
        }
    }

    /// A conductor metal: `copper`.
    public func text(_ material: ConductorMaterial) -> String {
        switch material {
        case .copper: tr("copper")
        case .aluminium: tr("aluminium")
        }
    }

    /// A system circuit's kind, as a report's first column and warnings name it: `load`.
    public func text(_ kind: CircuitReport.Kind) -> String {
        switch kind {
        case .load: tr("load")
        case .charger: tr("charger")
        case .battery: tr("battery")
        case .inverter: tr("inverter")
        case .panel: tr("panel")
        case .array: tr("PV array")
        case .chargerInput: tr("charger input")
        }
    }

    /// A count of a system's circuits of one kind, as a report's summary gives it: `3 loads`,
    /// `1 battery feed`, `2 PV arrays` (the language's plural rule picks the form).
    public func count(_ kind: CircuitReport.Kind, _ count: Int) -> String {
        let values: KeyValuePairs = ["count": number(Double(count))]
        let one = language.plural(Double(count)) == .one
        return switch kind {
        case .load: one ? tr("{count} load", values) : tr("{count} loads", values)
        case .charger: one ? tr("{count} charger", values) : tr("{count} chargers", values)
        case .battery: one ? tr("{count} battery feed", values) : tr("{count} battery feeds", values)
        case .inverter: one ? tr("{count} inverter feed", values) : tr("{count} inverter feeds", values)
        case .panel: one ? tr("{count} panel feeder", values) : tr("{count} panel feeders", values)
        case .array: one ? tr("{count} PV array", values) : tr("{count} PV arrays", values)
        case .chargerInput: one ? tr("{count} charger input", values) : tr("{count} charger inputs", values)
        }
    }

    /// A charger's kind in words: `solar`, `shore power`, `DC-DC` (the system file's id is
    /// `shore`, `dcdc`…).
    public func text(_ kind: Charger.Kind) -> String {
        switch kind {
        case .shore: tr("shore power")
        case .solar: tr("solar")
        case .alternator: tr("alternator")
        case .dcdc: tr("DC-DC")
        case .generator: tr("generator")
        }
    }

    /// A battery chemistry: `flooded lead-acid`; AGM, LiFePO4 and Li-ion stay as they are.
    public func text(_ chemistry: BatteryChemistry) -> String {
        switch chemistry {
        case .floodedLeadAcid: tr("flooded lead-acid")
        case .gel: tr("gel")
        case .agm, .lifepo4, .liIon: chemistry.displayName
        }
    }

    /// A catalogue category's heading: `Water and pumps`.
    public func text(_ category: CatalogCategory) -> String {
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
        case .pvModule: tr("PV modules")
        }
    }
}
