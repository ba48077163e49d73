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

        let limit: String
        switch result.limitedBy {
        case .voltageDrop: limit = "limited by voltage drop"
        case .ampacity: limit = "limited by ampacity"
        case .minimumSize: limit = "limited by the minimum size for a separately run conductor"
        }
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
            let ceiling = result.fuseCeiling.map(FuseWords.ceiling) ?? "no ceiling: the size is not rated"
            rows.append(("Fuse", "\(Display.fuse(fuse)) (≥ \(Display.amps(result.fuseMinimum)), \(ceiling))"))
            if let voltage = result.options.fuseRule.maximumVoltage {
                rows.append(
                    (
                        "Fuse voltage",
                        "rated \(Display.volts(fuse.type.voltageRating)) DC, for the \(Display.volts(voltage)) "
                            + "the circuit reaches charging"
                    ))
            }
        } else {
            rows.append(("Fuse", "none: " + noFuse(result)))
        }
        if let from = result.upsizedForFuseFrom {
            rows.append(("Note", "upsized from \(display.conductor(from)) so a standard fuse fits under its ceiling"))
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

    /// Why no fuse protects the recommended size (`size` then exits 1).
    static func noFuse(_ result: SizingResult) -> String {
        FuseWords.problem(
            result.fuseProblem ?? .noRatingAtFloor, floor: result.fuseMinimum, ceiling: result.fuseCeiling,
            rule: result.options.fuseRule)
    }

    /// Why the next smaller size was not chosen, in words.
    static func words(_ shortfall: SizingResult.Shortfall, result: SizingResult) -> String {
        switch shortfall {
        case .dropOverLimit: "over the \(Display.percent(result.options.maxDropPercent)) limit"
        case .ampacityBelowCurrent: "ampacity below \(Display.amps(result.circuit.current))"
        case .belowMinimumSize:
            "below the \(result.minimumSize.label) minimum for a separately run conductor"
        case .noFuseFits: "no standard fuse of at least \(Display.amps(result.fuseMinimum)) fits under its ceiling"
        }
    }
}
