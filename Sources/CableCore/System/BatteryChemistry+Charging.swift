/// The voltages a chemistry's cells are charged to: what every fuse on the system must be rated
/// for (a fuse must interrupt at the highest voltage of the circuit it protects, 33 CFR
/// 183.455(d); a 48 V bank charges near 58 V).
///
/// | chemistry | nominal cell | highest charge | source |
/// |---|---|---|---|
/// | flooded lead-acid | 2.0 V | 2.58 V (equalisation) | Trojan Battery user guide: boost/equalise 2.45–2.58 V/cell |
/// | AGM | 2.0 V | 2.45 V (absorption) | Trojan / Victron AGM charging tables: 14.4–14.7 V on 12 V |
/// | gel | 2.0 V | 2.40 V (absorption) | gel makers' limit, 14.1–14.4 V on 12 V |
/// | LiFePO4 | 3.2 V | 3.55 V | the usual charger setpoint: Victron Lithium Battery Smart absorption 14.2 V (3.55 V/cell); Battle Born 14.2–14.6 V; typical LiFePO4 setpoints 3.45–3.55 V/cell. The cell's own limit, 3.65 V (EVE LF105 charge cut-off), is for a charger set that high: give `chargeVoltage` (58.4 V on 16S) |
/// | Li-ion (NMC) | 3.6 V | 4.2 V | NMC cell datasheets |
extension BatteryChemistry {
    /// Nominal voltage of one cell.
    public var nominalCellVoltage: Voltage {
        switch self {
        case .floodedLeadAcid, .agm, .gel: .volts(2)
        case .lifepo4: .volts(3.2)
        case .liIon: .volts(3.6)
        }
    }

    /// The highest voltage a cell is charged to (equalisation for flooded lead-acid).
    public var maxChargeCellVoltage: Voltage {
        switch self {
        case .floodedLeadAcid: .volts(2.58)
        case .agm: .volts(2.45)
        case .gel: .volts(2.40)
        case .lifepo4: .volts(3.55)
        case .liIon: .volts(4.2)
        }
    }

    /// Highest charge voltage over nominal voltage: 1.29 for flooded lead-acid.
    public var chargeVoltageRatio: Double { maxChargeCellVoltage.volts / nominalCellVoltage.volts }

    /// The ratio for a circuit whose chemistry is not known (`cable size`, `fuse`, a system
    /// without banks): the highest of every chemistry's, 2.58 / 2 = 1.29 (flooded lead-acid
    /// equalising), so a 12 V circuit is taken to reach 15.48 V and a 24 V one 30.96 V.
    public static let highestChargeVoltageRatio = allCases.map(\.chargeVoltageRatio).max() ?? 1
}

extension BatteryChemistry {
    /// The highest voltage a circuit of `nominal` voltage is taken to reach when its chemistry is
    /// not known: nominal × ``highestChargeVoltageRatio``.
    public static func highestChargeVoltage(nominal: Voltage) -> Voltage { nominal * highestChargeVoltageRatio }
}
