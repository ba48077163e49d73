extension CatalogEntry {
    /// Whether the entry is a DC-DC charger with a solar (MPPT) input as well (tagged `solar`:
    /// Renogy DCC50S, Redarc BCDC, CTEK D250SE) whose PV input limits the catalogue does not
    /// carry (neither `maxInputVoltage` nor `maxInputCurrent` could be sourced): a
    /// charger added from it has no solar input until the file gives one of them, so no array can
    /// name it before (`catalog show` says so). The Redarc BCDC entries carry theirs.
    public var hasUnmodelledSolarInput: Bool {
        chargerKind == .dcdc && tags.contains("solar") && maxInputVoltage == nil && maxInputCurrent == nil
    }
}
