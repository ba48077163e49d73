import CableCore
import CableText

/// `cable size`'s answer for people: the recommended size, what limited it, its figures, the fuse
/// and why the next smaller size would not do.
enum SizeText {
    /// The answer; its lines wrapped to `width` columns when given (a terminal's).
    static func render(_ result: SizingResult, display: Display, width: Int? = nil) -> String {
        let language = display.language
        let rows = figureRows(result, display: display) + fuseRows(result, in: language) + noteRows(result, display: display)
        return TextLayout.wrappedLines(heading(result.circuit, run: result.recommended, display: display), width: width)
            + "\n\n" + TextLayout.keyValues(rows, width: width)
    }

    /// "Wire for 20 A at 12 V over 5 m, …": what was sized.
    static func heading(_ circuit: Circuit, run: RunAnalysis, display: Display) -> String {
        let language = display.language
        var current = Display.amps(circuit.current, in: display.language)
        if case .power(let power) = circuit.load { current += " (\(Display.watts(power, in: display.language)))" }
        let heading = language.tr(
            "Wire for {current} at {voltage} over {run}, {method}",
            [
                "current": current, "voltage": Display.volts(circuit.supplyVoltage, in: display.language),
                "run": display.run(circuit),
                "method": Display.method(circuit, run: run, in: display.language),
            ])
        return heading
    }

    /// The recommended size, what limited it and its figures.
    static func figureRows(_ result: SizingResult, display: Display) -> [(String, String)] {
        let language = display.language
        let circuit = result.circuit
        let recommended = result.recommended
        let limit = limitText(result.limitedBy, in: language)
        let parallel = circuit.parallelConductors
        return [
            (language.tr("Recommended"), "\(display.conductor(recommended.size, parallel: parallel))  — \(limit)")
        ] + parallelRows(circuit, in: language) + [
            (
                language.tr("Required area"),
                language.tr(
                    "{area} for ≤ {limit} drop",
                    [
                        "area": display.area(result.requiredArea),
                        "limit": Display.percent(result.options.maxDropPercent, in: display.language),
                    ])
            ),
            (
                language.tr("Voltage drop"),
                language.tr(
                    "{drop} ({percent}) over the {length} round trip; load sees {load}",
                    [
                        "drop": Display.volts(recommended.voltageDrop, in: display.language),
                        "percent": Display.percent(recommended.voltageDropPercent, in: display.language),
                        "length": display.length(circuit.conductorLength),
                        "load": Display.volts(recommended.loadVoltage, in: display.language),
                    ])
            ),
            (
                language.tr("Power loss"),
                language.tr(
                    "{loss} ({percent} of {power})",
                    [
                        "loss": Display.watts(recommended.powerLoss, in: display.language),
                        "percent": Display.percent(recommended.powerLossPercent, in: display.language),
                        "power": Display.watts(circuit.loadPower, in: display.language),
                    ])
            ),
            (
                display.language.tr("Ampacity"),
                "\(Display.ampacity(recommended.ampacity, in: display.language)) (\(Display.conditions(circuit.conditions, in: display.language)))"
            ),
        ]
    }

    /// What limited the recommended size, as the `Recommended` row says it.
    static func limitText(_ limitedBy: LimitingFactor, in language: Language) -> String {
        switch limitedBy {
        case .voltageDrop: language.tr("limited by voltage drop")
        case .ampacity: language.tr("limited by ampacity")
        case .minimumSize: language.tr("limited by the minimum size for a separately run conductor")
        }
    }

    /// The `In parallel` row of a circuit run in parallel conductors; none for one conductor.
    static func parallelRows(_ circuit: Circuit, in language: Language) -> [(String, String)] {
        guard circuit.parallelConductors > 1 else { return [] }
        return [
            (
                language.tr("In parallel"),
                language.tr(
                    "{count} equal conductors per pole (same size, length and terminations), rated together as a bundle of {bundle}",
                    [
                        "count": String(circuit.parallelConductors),
                        "bundle": String(circuit.ampacityConditions.bundledConductors),
                    ])
            )
        ]
    }

    /// The fuse, its voltage rating when the rule asks for one, or why there is none.
    static func fuseRows(_ result: SizingResult, in language: Language) -> [(String, String)] {
        var rows: [(String, String)] = []
        if let fuse = result.fuse {
            let ceiling =
                result.fuseCeiling.map { FuseWords.ceiling($0, in: language) } ?? language.tr("no ceiling: the size is not rated")
            rows.append(
                (
                    language.tr("Fuse"),
                    "\(Display.fuse(fuse, in: language)) (≥ \(Display.amps(result.fuseMinimum, in: language)), \(ceiling))"
                ))
            if let voltage = result.options.fuseRule.maximumVoltage {
                rows.append(
                    (
                        language.tr("Fuse voltage"),
                        language.tr(
                            "rated {rating} DC, for the {voltage} the circuit reaches charging",
                            [
                                "rating": Display.volts(fuse.type.voltageRating, in: language),
                                "voltage": Display.volts(voltage, in: language),
                            ])
                    ))
            }
            rows.append(FuseWords.interruptRow(fuse.type, in: language))
        } else {
            rows.append((language.tr("Fuse"), language.tr("none: {problem}", ["problem": noFuse(result, in: language)])))
        }
        return rows
    }

    /// Why the size was raised, and why the next smaller one would not do.
    static func noteRows(_ result: SizingResult, display: Display) -> [(String, String)] {
        let language = display.language
        var rows: [(String, String)] = []
        if let from = result.upsizedForFuseFrom {
            rows.append(
                (
                    language.tr("Note"),
                    language.tr(
                        "upsized from {size} so a standard fuse fits under its ceiling", ["size": display.conductor(from)])
                ))
        }
        if let smaller = result.nextSmaller, let shortfall = result.nextSmallerShortfall {
            rows.append(
                (
                    language.tr("Next smaller"),
                    language.tr(
                        "{size}: {drop} ({percent}) drop, ampacity {ampacity} — {reason}",
                        [
                            "size": display.conductor(smaller.size, parallel: result.circuit.parallelConductors),
                            "drop": Display.volts(smaller.voltageDrop, in: display.language),
                            "percent": Display.percent(smaller.voltageDropPercent, in: display.language),
                            "ampacity": Display.ampacity(smaller.ampacity, in: display.language),
                            "reason": words(shortfall, result: result, in: language),
                        ])
                ))
        }
        return rows
    }

    /// Why no fuse protects the recommended size (`size` then exits 1).
    static func noFuse(_ result: SizingResult, in language: Language) -> String {
        FuseWords.problem(
            result.fuseProblem ?? .noRatingAtFloor, floor: result.fuseMinimum, ceiling: result.fuseCeiling,
            rule: result.options.fuseRule, in: language)
    }

    /// Why the next smaller size was not chosen, in words.
    static func words(_ shortfall: SizingResult.Shortfall, result: SizingResult, in language: Language) -> String {
        switch shortfall {
        case .dropOverLimit:
            language.tr("over the {limit} limit", ["limit": Display.percent(result.options.maxDropPercent, in: language)])
        case .ampacityBelowCurrent:
            language.tr("ampacity below {current}", ["current": Display.amps(result.circuit.current, in: language)])
        case .belowMinimumSize:
            language.tr(
                "below the {size} minimum for a separately run conductor",
                ["size": language.decimalsIn(result.minimumSize.label)])
        case .noFuseFits:
            language.tr(
                "no standard fuse of at least {current} fits under its ceiling",
                ["current": Display.amps(result.fuseMinimum, in: language)])
        }
    }
}
