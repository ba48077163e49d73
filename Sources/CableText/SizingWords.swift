import CableCore

extension Words {
    /// Why no standard size fits a circuit, in one sentence with what to do instead: the message
    /// of `cable size`, of a `batch` line and of a system's `noStandardSize` circuit; lengths and
    /// areas in `units`.
    public func text(_ error: SizingError, circuit: Circuit, maxDropPercent: Double, units: UnitSystem) -> String {
        switch error {
        case .dropTooLarge(let required, let largest):
            return tr(
                "no standard size keeps the drop within {limit} over {run}: it needs {area}; the largest, {size}, "
                    + "drops {percent}. Use parallel conductors, a shorter run or a higher voltage.",
                [
                    "limit": percent(maxDropPercent), "run": run(circuit, units: units), "area": area(required, units: units),
                    "size": conductor(largest.size), "percent": percent(largest.voltageDropPercent),
                ])
        case .currentTooLarge(let current, let largest):
            return tr(
                "no standard size is rated for {current} (largest: {size}, {ampacity} with {conditions}). "
                    + "Use parallel conductors or a higher voltage.",
                [
                    "current": amps(current), "size": conductor(largest.size),
                    "ampacity": ampacity(largest.ampacity), "conditions": conditions(circuit.conditions),
                ])
        }
    }
}
