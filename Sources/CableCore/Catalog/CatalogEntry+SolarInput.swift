extension CatalogEntry {
    /// Whether the entry is a DC-DC charger with a solar (MPPT) input as well (tagged `solar`:
    /// Renogy DCC50S, Redarc BCDC, CTEK D250SE). `cable` models its alternator side only: an array
    /// names a solar charger, so the unit's PV input limits are not checked (`catalog show` says so).
    public var hasUnmodelledSolarInput: Bool { chargerKind == .dcdc && tags.contains("solar") }
}
