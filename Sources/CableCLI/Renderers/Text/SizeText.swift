import CableCore

/// `cable size`'s answer for people: the recommended size, what limited it, its figures, the fuse
/// and why the next smaller size would not do.
enum SizeText {
    static func render(_ result: SizingResult, display: Display) -> String {
        let circuit = result.circuit
        let recommended = result.recommended
        var heading = "Wire for \(Display.amps(circuit.current))"
        if case .power(let power) = circuit.load { heading += " (\(Display.watts(power)))" }
        heading += " at \(Display.volts(circuit.supplyVoltage)) over \(display.run(circuit)), " + Display.method(circuit)

        let limit = result.limitedBy == .voltageDrop ? "limited by voltage drop" : "limited by ampacity"
        var rows: [(String, String)] = [
            ("Recommended", "\(display.conductor(recommended.size))  — \(limit)"),
            (
                "Required area",
                "\(display.area(result.requiredArea)) for ≤ \(Display.percent(result.options.maxDropPercent)) drop"
            ),
            (
                "Voltage drop",
                "\(Display.volts(recommended.voltageDrop)) (\(Display.percent(recommended.voltageDropPercent))) "
                    + "over the \(display.length(circuit.conductorLength)) round trip; load sees \(Display.volts(recommended.loadVoltage))"
            ),
            (
                "Power loss",
                "\(Display.watts(recommended.powerLoss)) (\(Display.percent(recommended.powerLossPercent)) of \(Display.watts(circuit.loadPower)))"
            ),
            ("Ampacity", "\(Display.ampacity(recommended.ampacity)) (\(Display.conditions(circuit.conditions)))"),
        ]
        if let fuse = result.fuse {
            let ceiling = recommended.ampacity.map { Display.amps($0.current) } ?? "-"
            rows.append(("Fuse", "\(Display.fuse(fuse)) (≥ \(Display.amps(result.fuseMinimum)), ≤ \(ceiling) ampacity)"))
        } else {
            rows.append(
                ("Fuse", "none: no standard fuse of at least \(Display.amps(result.fuseMinimum)) fits under the ampacity"))
        }
        if let from = result.upsizedForFuseFrom {
            rows.append(("Note", "upsized from \(display.conductor(from)) so a standard fuse fits under its ampacity"))
        }
        if let smaller = result.nextSmaller, let shortfall = result.nextSmallerShortfall {
            rows.append(
                (
                    "Next smaller",
                    "\(display.conductor(smaller.size)): \(Display.volts(smaller.voltageDrop)) "
                        + "(\(Display.percent(smaller.voltageDropPercent))) drop, ampacity \(Display.ampacity(smaller.ampacity))"
                        + " — \(words(shortfall, result: result))"
                ))
        }
        return heading + "\n\n" + TextLayout.keyValues(rows)
    }

    /// Why the next smaller size was not chosen, in words.
    static func words(_ shortfall: SizingResult.Shortfall, result: SizingResult) -> String {
        switch shortfall {
        case .dropOverLimit: "over the \(Display.percent(result.options.maxDropPercent)) limit"
        case .ampacityBelowCurrent: "ampacity below \(Display.amps(result.circuit.current))"
        case .noFuseFits: "no standard fuse of at least \(Display.amps(result.fuseMinimum)) fits"
        }
    }
}
