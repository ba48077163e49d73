import CableCore
import CableText

/// `cable check` for people and CI logs: per file an `ok:` line, or a `FAIL` line per violation
/// naming the file; on stderr the violation count per file, unreadable files as `error:` lines and,
/// for several files, a summary. `--quiet` keeps only the `FAIL` and `error:` lines.
enum CheckText {
    /// The output built a file at a time, so `check` keeps no report after its file's lines are
    /// written: only these texts and the counts grow.
    struct Stream {
        let quiet: Bool
        /// The language of the run: the sentences and an unreadable file's error are worded in it.
        let language: Language
        /// The terminal's width the `ok` and `FAIL` lines are wrapped to (their later lines
        /// indented by 2); nil for pipes, files and `--wide`.
        let width: Int?
        var stdout = StyledText()
        var stderr = StyledText()
        var passed = 0
        var failed = 0
        var unreadable = 0

        init(quiet: Bool, width: Int? = nil, language: Language) {
            self.quiet = quiet
            self.width = width
            self.language = language
        }

        /// `word` marked with `style`, then `rest`, the whole wrapped to ``width`` (a wrap never
        /// breaks the first word, so the mark stays on it).
        private mutating func appendLine(_ word: String, _ style: StyledText.Style, _ rest: String) {
            let line = TextLayout.wrappedLines(word + rest, width: width)
            stdout.append(word, style)
            stdout.append(String(line.dropFirst(word.count)) + "\n")
        }

        mutating func add(_ file: CheckedFile) {
            switch file.outcome {
            case .checked(let report, _) where report.isOK:
                passed += 1
                guard !quiet else { return }
                let peak =
                    report.totals.maxDischargeCurrent == nil
                    ? ""
                    : language.tr(
                        "; the batteries supply the {peak} peak", ["peak": Display.amps(report.totals.peakCurrent, in: language)])
                appendLine(
                    "ok", .success,
                    ": "
                        + Language.fill(
                            language.plural(Double(report.circuits.count)) == .one
                                ? language.tr("{file}: {count} circuit meets its drop, ampacity and fuse rules with {model}")
                                : language.tr("{file}: {count} circuits meet their drop, ampacity and fuse rules with {model}"),
                            [
                                "file": file.shownPath, "count": String(report.circuits.count),
                                "model": Display.resistanceModel(report.system, series: report.series, in: language),
                            ]) + peak)
            case .checked(let report, let display):
                failed += 1
                for violation in report.violations {
                    appendLine("FAIL", .failure, " \(file.shownPath): \(line(violation, display: display))")
                }
                if !quiet {
                    let count = report.violations.count
                    let summary =
                        count == 1
                        ? language.tr("1 violation in {file}", ["file": file.shownPath])
                        : language.tr("{count} violations in {file}", ["count": String(count), "file": file.shownPath])
                    stderr.append(summary + "\n")
                }
            case .failed(let error):
                unreadable += 1
                stderr.append(language.tr("error"), .failure)
                stderr.append(language.tr(": {message}", ["message": error.text(in: language)]) + "\n")
            }
        }

        /// The texts, with the summary line when more than one file was checked.
        consuming func finish(single: Bool) -> (stdout: StyledText, stderr: StyledText) {
            let total = passed + failed + unreadable
            if !quiet, !single, total > 1 {
                var parts = [
                    language.tr("{count} passed", ["count": String(passed)]),
                    language.tr("{count} failed", ["count": String(failed)]),
                ]
                if unreadable > 0 { parts.append(language.tr("{count} not checked", ["count": String(unreadable)])) }
                stderr.append(
                    language.tr("{count} files: {outcomes}", ["count": String(total), "outcomes": parts.joined(separator: ", ")])
                        + "\n")
            }
            return (stdout, stderr)
        }
    }

    /// A violation after the file's name: `circuit: rule: message (actual …, limit …)`.
    static func line(_ violation: Violation, display: Display) -> String {
        "\(subject(violation, in: display.language)): \(violation.rule.rawValue): \(message(violation, display: display))"
    }

    /// The circuit a violation concerns as people read it: its name, and a DC-DC charger's
    /// input run as `DC-DC charger (input)` (its output run has the same name).
    static func subject(_ violation: Violation, in language: Language) -> String {
        violation.kind == .chargerInput ? language.tr("{name} (input)", ["name": violation.circuit]) : violation.circuit
    }

    /// The message with its figures: `drop 11.33 % exceeds the 5 % limit (actual 11.33 %, limit 5 %)`.
    static func message(_ violation: Violation, display: Display) -> String {
        var text = ViolationText.message(violation, display: display)
        if let actual = violation.actual, let limit = violation.limit {
            let words = Words(display.language)
            let unit = " " + words.text(violation.unit)
            // A fuse distance (metres) reads as a person measures one: mm, or inches; any other
            // figure as the message writes its own (`Words.figure`).
            func figure(_ value: Double) -> String {
                violation.rule == .fusePlacement
                    ? words.fuseDistance(value, units: display.units) : words.figure(value) + unit
            }
            text +=
                " (" + display.language.tr("actual {actual}, limit {limit}", ["actual": figure(actual), "limit": figure(limit)])
                + ")"
        }
        return text
    }
}
