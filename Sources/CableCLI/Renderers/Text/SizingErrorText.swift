import CableCore

/// Why no standard size fits a circuit, in one sentence with what to do instead: the message of
/// `cable size`, of a `batch` line and of a system's `noStandardSize` circuit.
enum SizingErrorText {
    static func message(_ error: SizingError, circuit: Circuit, maxDropPercent: Double, display: Display) -> String {
        switch error {
        case .dropTooLarge(let required, let largest):
            return tr(
                "no standard size keeps the drop within {limit} over {run}: it needs {area}; the largest, {size}, "
                    + "drops {percent}. Use parallel conductors, a shorter run or a higher voltage.",
                [
                    "limit": Display.percent(maxDropPercent), "run": display.run(circuit), "area": display.area(required),
                    "size": display.conductor(largest.size), "percent": Display.percent(largest.voltageDropPercent),
                ])
        case .currentTooLarge(let current, let largest):
            return tr(
                "no standard size is rated for {current} (largest: {size}, {ampacity} with {conditions}). "
                    + "Use parallel conductors or a higher voltage.",
                [
                    "current": Display.amps(current), "size": display.conductor(largest.size),
                    "ampacity": Display.ampacity(largest.ampacity), "conditions": Display.conditions(circuit.conditions),
                ])
        }
    }
}
