import CableCore
import CableText

/// `cable drop`'s answer for people: the wire's figures and its verdict.
enum DropText {
    /// The answer; its lines wrapped to `width` columns when given (a terminal's).
    static func render(_ check: DropCheck, problems: [String], display: Display, width: Int? = nil) -> String {
        let language = display.language
        let circuit = check.circuit
        let analysis = check.analysis
        var current = Display.amps(circuit.current, in: display.language)
        if case .power(let power) = circuit.load { current += " (\(Display.watts(power, in: display.language)))" }
        let heading = language.tr(
            "{size} carrying {current} at {voltage} over {run}, {method}",
            [
                "size": display.conductor(analysis.size), "current": current,
                "voltage": Display.volts(circuit.supplyVoltage, in: display.language),
                "run": display.run(circuit), "method": Display.method(circuit, run: analysis, in: display.language),
            ])
        let rows: [(String, String)] = [
            (
                language.tr("Resistance"),
                display.language.tr(
                    "{resistance} (round trip)", ["resistance": Display.ohms(analysis.resistance, in: display.language)])
            ),
            (
                language.tr("Voltage drop"),
                "\(Display.volts(analysis.voltageDrop, in: display.language)) (\(Display.percent(analysis.voltageDropPercent, in: display.language)))"
                    + " — " + limit(check, in: language)
            ),
            (display.language.tr("Load voltage"), Display.volts(analysis.loadVoltage, in: display.language)),
            (
                language.tr("Power loss"),
                language.tr(
                    "{loss} ({percent} of {power})",
                    [
                        "loss": Display.watts(analysis.powerLoss, in: display.language),
                        "percent": Display.percent(analysis.powerLossPercent, in: display.language),
                        "power": Display.watts(circuit.loadPower, in: display.language),
                    ])
            ),
            (
                display.language.tr("Ampacity"),
                "\(Display.ampacity(analysis.ampacity, in: display.language)) (\(Display.conditions(circuit.conditions, in: display.language)))"
            ),
            (language.tr("Result"), verdict(problems, in: language).word + verdict(problems, in: language).rest),
        ]
        return TextLayout.wrappedLines(heading, width: width) + "\n\n" + TextLayout.keyValues(rows, width: width)
    }

    /// The limit the drop was judged by, and where it comes from unless the line gave it
    /// (`--max-drop`): `limit 5 % (default)`, `limit 10 % (ABYC E-11 default)`, `limit 3 %
    /// (critical circuit)`, `limit 4 % (preference: …)` (``DropLimits/Basis``).
    static func limit(_ check: DropCheck, in language: Language) -> String {
        let limit = Display.percent(check.maxDropPercent, in: language)
        switch check.maxDropBasis {
        case .own: return language.tr("limit {limit}", ["limit": limit])
        case .critical: return language.tr("limit {limit} (critical circuit; --max-drop sets another)", ["limit": limit])
        case .preference:
            return language.tr(
                "limit {limit} (preference: cable config or CABLE_MAX_DROP; --max-drop sets another)", ["limit": limit])
        case .methodDefault:
            return check.circuit.standard == .abyc
                ? language.tr("limit {limit} (ABYC E-11 default; --max-drop sets another)", ["limit": limit])
                : language.tr("limit {limit} (default; --max-drop sets another)", ["limit": limit])
        }
    }

    /// The verdict: `ok`, or `FAILED` and the problems after it (`: …`), as two parts so the
    /// styled text marks the word it made, without reading it back from the text.
    static func verdict(_ problems: [String], in language: Language) -> (word: String, rest: String) {
        guard !problems.isEmpty else { return (language.tr("ok"), "") }
        return (language.tr("FAILED"), language.tr(": {problems}", ["problems": language.clauses(problems)]))
    }

    /// ``render(_:problems:display:width:)`` with its verdict marked: `ok` as a pass, `FAILED` as
    /// a failure (``StyledText``). The verdict opens the value of the last row, so its place is
    /// known: it starts the rest of the text that its row's label, padded, leaves.
    static func styled(_ check: DropCheck, problems: [String], display: Display, width: Int? = nil) -> StyledText {
        let language = display.language
        let text = render(check, problems: problems, display: display, width: width)
        let (word, _) = verdict(problems, in: language)
        // The last line that opens with the row's label (values are wrapped under their column,
        // so no later line does).
        let label = "  " + language.tr("Result")
        var row = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix(label) { row = index }
            index = text[index...].firstIndex(of: "\n").map { text.index(after: $0) } ?? text.endIndex
        }
        let afterLabel = text.index(row, offsetBy: label.count)
        let start = text[afterLabel...].firstIndex { $0 != " " } ?? text.endIndex
        let end = text.index(start, offsetBy: word.count, limitedBy: text.endIndex) ?? text.endIndex
        var styled = StyledText(String(text[..<start]))
        styled.append(String(text[start..<end]), problems.isEmpty ? .success : .failure)
        styled.append(String(text[end...]))
        return styled
    }

    /// Why the wire fails, one sentence each: its ampacity, a drop that reaches the supply
    /// voltage, then a drop over the limit.
    static func problems(_ check: DropCheck, display: Display) -> [String] {
        let language = display.language
        let circuit = check.circuit
        let analysis = check.analysis
        var problems: [String] = []
        if check.violations.contains(where: { $0.rule == .ampacity }) {
            let size = display.conductor(analysis.size)
            problems.append(
                analysis.ampacity == nil
                    ? language.tr("{size} is not rated to carry current by the cited tables", ["size": size])
                    : language.tr(
                        "{size} is rated {ampacity} ({conditions}), below the {current} current",
                        [
                            "size": size, "ampacity": Display.ampacity(analysis.ampacity, in: display.language),
                            "conditions": Display.conditions(circuit.conditions, in: display.language),
                            "current": Display.amps(circuit.current, in: display.language),
                        ]))
        }
        if check.dropReachesSupply {
            problems.append(
                language.tr(
                    "the drop ({drop}) is not less than the supply voltage: this wire cannot deliver {current}",
                    [
                        "drop": Display.volts(analysis.voltageDrop, in: display.language),
                        "current": Display.amps(circuit.current, in: display.language),
                    ]))
        }
        if check.violations.contains(where: { $0.rule == .voltageDrop }) {
            problems.append(
                language.tr(
                    "drop {percent} exceeds the {limit} limit",
                    [
                        "percent": Display.percent(analysis.voltageDropPercent, in: display.language),
                        "limit": Display.percent(check.maxDropPercent, in: display.language),
                    ]))
        }
        return problems
    }
}
