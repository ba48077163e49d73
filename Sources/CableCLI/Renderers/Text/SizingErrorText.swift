import CableCore

/// Why no standard size fits a circuit, in one sentence with what to do instead: the message of
/// `cable size`, of a `batch` line and of a system's `noStandardSize` circuit.
enum SizingErrorText {
    static func message(_ error: SizingError, circuit: Circuit, maxDropPercent: Double, display: Display) -> String {
        switch error {
        case .dropTooLarge(let required, let largest):
            return "no standard size keeps the drop within \(Display.percent(maxDropPercent)) over "
                + "\(display.run(circuit)): it needs \(display.area(required)); the largest, "
                + "\(display.conductor(largest.size)), drops \(Display.percent(largest.voltageDropPercent)). "
                + "Use parallel conductors, a shorter run or a higher voltage."
        case .currentTooLarge(let current, let largest):
            return "no standard size is rated for \(Display.amps(current)) (largest: \(display.conductor(largest.size)), "
                + "\(Display.ampacity(largest.ampacity)) with \(Display.conditions(circuit.conditions))). "
                + "Use parallel conductors or a higher voltage."
        }
    }
}
