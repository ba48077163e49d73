/// Why a circuit of a system carries no overcurrent device by rule, not because none fits: the
/// rule that exempts it. Its words are CableText's (`not required (NEC 690.9(A))`); `report
/// --json` writes its raw value, the rule's id, as the circuit's `fuseNotRequired`.
public enum FuseExemption: String, CaseIterable, Hashable, Sendable {
    /// A PV array's run to its controller (NFPA 70 (NEC) 690.9(A)): "overcurrent protective
    /// devices shall not be required for circuits with sufficient ampacity for the highest
    /// available current". The highest current the array can deliver is 1.25 × Isc × strings
    /// (690.8(A)(1)(a)); the run's conductor carries 1.56 × Isc × strings (690.8(B)(1)); and the
    /// charge controller is no source into the array (it blocks the battery's reverse current
    /// at night). A controller or hybrid inverter that can feed current back into the array
    /// needs PV-rated protection at its input; a PV disconnect (NEC 690.13, 690.15) is still
    /// required.
    case pvCircuitAmpacity = "nec690_9A"
}
